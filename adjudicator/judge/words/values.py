"""A catalogue question's answers in plain words, for a point a book leaves open and the
ruling reads each way: "read so that the increase stands as made", where the catalogue's own
value ("increase-stands") is a key for scripts, not a sentence for the table. An answer with
no words here is said as the catalogue writes it, in quotes."""
from __future__ import annotations

# an answer many questions share, said alike for each
_COMMON = {
    "misdeal": "it is a misdeal",
    "deal-stands": "the deal stands",
}

# question -> its answers, each a clause that follows "read so that" (no comma in one: the
# answer goes on after it with a comma, "read so that the ante stays in the pot, B takes 9")
SAID: dict[str, dict[str, str]] = {
    "betting.check": {
        "forbidden": "no player may stay in without betting",
        "allowed": "a player may stay in without betting",
        "first-bettor-may-hold": "the first bettor may stay in without betting",
        "first-bettor-must-bet": "the first bettor must bet or pass out"},
    "betting.first-after-draw": {
        "left-of-ante": "the ante-man's left bets first",
        "ante-else-left-of-dealer": "the ante-man bets first or else the dealer's left",
        "opener": "the opener bets first"},
    "betting.out-of-turn": {
        "stands": "the act out of turn stands",
        "turn-reverts": "the turn reverts"},
    "betting.out-of-turn.excess": {
        "forfeited": "the chips beyond a call are forfeited to the pool",
        "a-raise": "the chips beyond a call count as a raise",
        "returned": "the chips beyond a call go back"},
    "borrowing": {
        "borrow-to-call-if-borrowed-to-raise": "a player who borrowed to raise may borrow "
                                               "to call",
        "forbidden": "no player may borrow at the table"},
    "deal.first-dealer": {
        "lowest-card-ace-low": "the lowest card deals first with the ace low",
        "lowest-card": "the lowest card deals first",
        "first-jack-face-up": "the first jack dealt face up deals first",
        "anyone": "anyone may deal first"},
    "draw.dealer-question": {
        "before-lifting-or-betting": "a player may ask until he raises his hand or bets",
        "until-betting-begins": "the dealer must tell until the betting has begun"},
    "exposed.in-draw": {
        "return-to-pack": "the card exposed is returned to the pack",
        "bottom-of-pack-and-replace": "the card exposed is placed on the bottom of the pack "
                                      "and replaced"},
    "foul-hand.obtained-irregularly": {
        "foul-hand": "the hand is foul",
        "stands": "the hand stands as it is held"},
    "foul-hand.stake": {
        "forfeit": "a foul hand's stake is forfeited to the pool",
        "returned": "a foul hand's stake goes back"},
    "imperfect-pack": {
        "void-deal": "the deal is void"},
    "imperfect-pack.after-taken-in": {
        "void-deal": "the deal is void"},
    "limit.exceeded": {
        "increase-stands": "the increase stands",
        "excess-returned": "the excess goes back",
        "increase-void": "the increase is void"},
    "misdeal.ante": {
        "stays-in-pot": "the ante stays in the pot",
        "returned": "the ante goes back"},
    "muck.shown-hand": {
        "stands": "the shown hand stands",
        "dead": "the shown hand is dead"},
    "muck.unshown-hand": {
        "cannot-win": "the unshown hand cannot win",
        "stake-returned": "the unshown hand's stake goes back"},
    "omitted-player": {
        "dealer-gives-own-hand": "the dealer gives up his own hand"},
    "passing.re-entry": {
        "never": "a player who passed may never come in again",
        "before-any-bet": "a player who passed before any bet may come in again"},
    "straddle.beyond-most": {
        "stays": "the chips of a straddle beyond the most stay in the pool",
        "returned": "the chips of a straddle beyond the most go back"},
    "pool.after-betting": {
        "stays": "chips put up after the betting stay in the pool",
        "returned": "chips put up after the betting go back"},
    "pool.put-in-when-out": {
        "stays": "chips put in when out stay in the pool",
        "returned": "chips put in when out go back"},
    "redeal.unasked": {
        "second-deal-stands": "the second deal stands"},
    "show-for-stake": {
        "allowed": "a show for less is allowed",
        "denied": "a show for less is denied",
        "forfeits": "the short stake is forfeited"},
    "show-for-stake.folded-hands": {
        "no-claim": "a hand passed out has no claim",
        "beats-the-short-stake": "a hand passed out still beats the short stake"},
    "show.shown-hand-thrown-up": {
        "stands": "a shown hand thrown up stands",
        "gives-up-claim": "a shown hand thrown up gives up its claim"},
    "unopened.next": {
        "jack-pot": "the next deal is a jack pot",
        "age-takes-ante-new-deal": ("the age takes the ante where every other player passes "
                                    "out and a new deal follows"),
        "new-deal-age-deals": "a new deal follows with the age dealing"},
    "wrong-count.after-lift": {
        "foul-hand": "the hand is foul",
        "stands": "the hand stands as dealt"},
    "wrong-count.before-lift": {
        "rectify": "the count is put right"},
}


# an answer whose words already say how the deal ends (its status): the reading's gift then
# says only who deals again, not "a misdeal" twice
NAMES_OUTCOME = {"misdeal": "misdeal", "void-deal": "void"}


def said(key: str, value: str) -> str | None:
    """The answer ``value`` to the question ``key``, as a clause; None: no words for it."""
    return SAID.get(key, {}).get(value) or _COMMON.get(value)


def read_so(key: str, values) -> str | None:
    """The answers ``values`` as the readings of a point read ("read so that the act out of
    turn stands or the turn goes back to the proper player"); None where one has no words."""
    clauses = [said(key, v) for v in values]
    if not clauses or None in clauses:
        return None
    return "read so that " + _joined(clauses)


def _joined(clauses: list[str]) -> str:
    """Clauses joined by "or so that" ("the act out of turn stands or so that the turn
    reverts"); the words they begin alike with said once where they are two or more: "a show
    for less is allowed or denied"."""
    words = [c.split() for c in clauses]
    same = 0
    while all(len(w) > same + 1 for w in words) and len({w[same] for w in words}) == 1:
        same += 1
    if len(clauses) < 2 or same < 2:  # "or so that": a clause may hold an "or" of its own
        return " or so that ".join(clauses)
    return " ".join(words[0][:same]) + " " + " or ".join(" ".join(w[same:]) for w in words)
