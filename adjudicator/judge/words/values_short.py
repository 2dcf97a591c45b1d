"""The short words of an open point's readings (words/values.py has the long): a condition
said right after the point is named, where the answer has named it ("the ante at a misdeal,
on which the book is silent: if it stays in the pot, ...; if it goes back, ..."), as the
chips a silence reaches are said ("if it stands"). They are what lets an answer that the long
words do not fit in 400 characters still say every reading in words, never as its key."""
from __future__ import annotations

from .values import joined, worded

# an answer many questions share, said alike for each
_COMMON = {
    "misdeal": "if it is a misdeal",
    "deal-stands": "if the deal stands",
}

# question -> its answers, each a condition beginning "if" that reads after the question's
# name (words/points.py, QUESTIONS), with no comma: what it gives follows after one
SHORT: dict[str, dict[str, str]] = {
    "betting.announced-without-chips": {
        "void": "if it is void",
        "of-no-value": "if it is of no value",
        "binding": "if it binds him"},
    "betting.check": {
        "forbidden": "if nobody may check",
        "allowed": "if anyone may check",
        "first-bettor-may-hold": "if the first bettor may hold",
        "first-bettor-must-bet": "if the first bettor must bet"},
    "betting.chips-over-announcement": {
        "forfeited-unless-slip": "if they are forfeited unless a slip",
        "deposit-governs": "if the chips make the bet"},
    "betting.deposit": {
        "deposit-governs": "if the chips do",
        "deposit-required": "if only chips put up do"},
    "betting.first-after-draw": {
        "left-of-ante": "if the ante-man's left",
        "ante-else-left-of-dealer": "if the ante-man or else the dealer's left",
        "opener": "if the opener"},
    "betting.out-of-turn": {
        "stands": "if it stands",
        "turn-reverts": "if the turn reverts"},
    "betting.out-of-turn.passed-over": {
        "turn-reverts": "if the turn goes back",
        "stands": "if it stands as made in turn"},
    "betting.out-of-turn.excess": {
        "forfeited": "if they are forfeited",
        "a-raise": "if they count as a raise",
        "returned": "if they go back"},
    "borrowing": {
        "borrow-to-call-if-borrowed-to-raise": "if one who borrowed to raise may",
        "forbidden": "if it is forbidden"},
    "deal.first-dealer": {
        "lowest-card-ace-low": "if by the lowest card with the ace low",
        "lowest-card": "if by the lowest card",
        "first-jack-face-up": "if by the first jack face up",
        "anyone": "if anyone may deal"},
    "draw.dealer-question": {
        "before-lifting-or-betting": "if until he lifts or bets",
        "until-betting-begins": "if until the betting begins"},
    "draw.excess.after-lift": {"foul-hand": "if the hand is foul", "stands": "if it stands"},
    "draw.short.after-lift": {"foul-hand": "if the hand is foul", "stands": "if it stands"},
    "draw.excess.announcer": {
        "any-player": "if any player may",
        "holder": "if only the holder may"},
    "draw.short.announcer": {
        "any-player": "if any player may",
        "holder": "if only the holder may"},
    "draw.pointed-out-by-another": {
        "put-right": "if it is put right",
        "stands": "if his word changes nothing"},
    "exposed.in-draw": {
        "return-to-pack": "if it goes back to the pack",
        "bottom-of-pack-and-replace": "if it goes to the bottom and is replaced"},
    "foul-hand.bet": {
        "loses-stake": "if he loses his stake",
        "loses-pool": "if he loses the pool"},
    "foul-hand.obtained-irregularly": {
        "foul-hand": "if it is foul",
        "stands": "if it stands"},
    "foul-hand.stake": {
        "forfeit": "if it is forfeited",
        "returned": "if it goes back"},
    "imperfect-pack": {
        "void-deal": "if the deal is void"},
    "imperfect-pack.after-taken-in": {
        "void-deal": "if the deal is void"},
    "jack-pot.decline-to-open": {
        "optional": "if he may still come in",
        "passes": "if he passes out"},
    "jack-pot.false-opener": {
        "pool": "if he loses his claim to the pool",
        "stake": "if he loses only his stake"},
    "jack-pot.split-openers": {
        "announce-and-set-aside-or-forfeit": "if he owed notice",
        "proved-at-the-show": "if he owed none"},
    "jack-pot.opener-shows": {
        "when-he-wins": "if only when he wins",
        "always-openers-only": "if always"},
    "jack-pot.progression-after": {
        "repeat": "if the series begins again",
        "rest": "if the last step holds"},
    "joker.naming": {
        "called-by-holder": "if as its holder calls it",
        "designated-at-show": "if as designated at the show",
        "best-he-can-call": "if at its best"},
    "limit.exceeded": {
        "increase-stands": "if it stands",
        "excess-returned": "if the excess goes back",
        "chips-stay": "if its chips stay and no more is said",
        "increase-void": "if it is void"},
    "misdeal.ante": {
        "stays-in-pot": "if it stays in the pot",
        "returned": "if it goes back"},
    "misdeal.redealer": {
        "same-dealer": "if the same dealer",
        "next-dealer": "if the next in turn"},
    "muck.shown-hand": {
        "stands": "if it stands",
        "dead": "if it is dead"},
    "limit.opening-increase": {
        "beyond-the-ante": "if from the ante",
        "beyond-the-least-opening": "if beyond the least"},
    "limit.opening-increase-straddled": {
        "beyond-the-ante": "if from the straddle",
        "beyond-the-least-opening": "if beyond the least"},
    "show.thrown-up-unshown": {
        "passes": "if it is a pass",
        "cannot-win": "if it cannot win"},
    "muck.unshown-hand": {
        "cannot-win": "if it cannot win",
        "stake-returned": "if its stake goes back"},
    "omitted-player": {
        "dealer-gives-own-hand": "if the dealer gives up his hand"},
    "passing.re-entry": {
        "never": "if it is never allowed",
        "before-any-bet": "if it is allowed before any bet"},
    "pool.after-betting": {
        "stays": "if they stay in the pool",
        "returned": "if they go back"},
    "pool.put-in-when-out": {
        "stays": "if they stay in the pool",
        "returned": "if they go back"},
    "redeal.unasked": {
        "second-deal-stands": "if the second deal stands"},
    "show-for-stake": {
        "allowed": "if it is allowed",
        "denied": "if it is denied",
        "forfeits": "if the short stake is forfeited"},
    "show-for-stake.folded-hands": {
        "no-claim": "if it has no claim",
        "beats-the-short-stake": "if it beats the short stake"},
    "show-for-stake.passed-before-demand": {
        "pays-him": "if he pays",
        "pays-him-nothing": "if he pays nothing"},
    "show-for-stake.stake-from": {
        "in-game-when-he-demands": "if those in at his demand",
        "each-adversary": "if each adversary"},
    "show-for-stake.who-may": {
        "his-bet-raised": "if one whose bet is raised",
        "any-player": "if any player",
        "previous-bettor-or-any-player": "if the previous bettor or any player"},
    "show.shown-hand-thrown-up": {
        "stands": "if it stands",
        "gives-up-claim": "if he gives up his claim"},
    "shuffle.last": {
        "dealer": "if the dealer",
        "dealer-or-left-of-dealer": "if the dealer or his left"},
    "straddle.beyond-most": {
        "stays": "if they stay in the pool",
        "returned": "if they go back"},
    "straddle.not-his": {
        "stays": "if they stay in the pool",
        "returned": "if they go back"},
    "jack-pot.feed": {
        "ante-each": "if each feeds the ante",
        "agreed-feed": "if each feeds the sum agreed"},
    "unopened.next": {
        "jack-pot": "if a jack pot follows",
        "age-takes-ante-new-deal": "if the age takes the ante",
        "new-deal-age-deals": "if the age deals anew once all have passed"},
    "unopened.pool": {
        "stays-in-pool": "if it stays for the next deal",
        "age-takes-it": "if the age takes it"},
    "wrong-count.after-lift": {
        "foul-hand": "if the hand is foul",
        "stands": "if it stands as dealt"},
    "wrong-count.announcer": {
        "any-player": "if any player may",
        "holder": "if only the holder may"},
    "wrong-count.before-lift": {
        "rectify": "if the count is put right"},
    "wrong-count.in-dealing": {
        "rectify": "if the count is put right"},
}

# a point the book's words leave open, by its kind (words/values.py, READ) -> its readings,
# each a condition that reads after the point's name (words/points.py, STORY)
# a later player standing after the draw: asked of the first bettor's duty (stands) or of
# his right (holds), it is one question in words (words/points.py, STORY), and one answer
_LATER = {"may-stand": "if a later player may", "passes-out": "if he must bet or pass out"}
READ_SHORT: dict[str, dict[str, str]] = {
    "agreed": {"binds": "if the agreement binds", "book-order": "if the book's order holds"},
    "agreed-order": {"binds": "if the agreement binds", "book-order": "if the book's order holds"},
    "stands": _LATER,
    "holds": _LATER,
    "standing": {"may-stand": "if he may stand", "passes-out": "if he passes out"},
    "tie": {"next-card": "if the next card decides",
            "remaining-cards": "if the highest card left decides"},
    "rank": {"beats": "if it beats the other hand", "is-beaten": "if the other hand beats it"},
    "bets": {"returned": "if they go back", "remain": "if they stay in the pot"},
    "counts": {"at-its-least": "if at its face value", "at-its-best": "if at its best"},
    "first-say": {"his": "if it was", "not-his": "if it was not"},
    "passed-before-demand": {"pays-him": "if he does", "pays-him-nothing": "if he does not"},
    "joker-named-worse": {"as-named": "if it counts as named",
                          "at-its-best": "if it counts at its best"},
    "who-may": {"his-bet-raised": "if it does not", "any-player": "if it does"},
    "excess-a-stake": {"a-stake": "if the excess is a stake", "no-stake": "if it is not"},
    "ante-in-pot-of-itself": {"with-the-ante": "if the ante is in it",
                              "stakes-alone": "if it is not"},
    "reverts-to": {"the-raiser": "if to the raiser", "the-best-hand": "if to the best hand"},
    "false-opener-beside-a-share": {"the-whole-pool": "if it stays too",
                                    "his-claim-alone": "if it is his"},
}


def short(key: str, value: str) -> str | None:
    """``value`` read of ``key`` as a short condition ("if it goes back"); None: none."""
    return worded(key, value, SHORT, READ_SHORT, _COMMON)


def if_so(key: str, values) -> str | None:
    """The readings ``values`` of a point as one condition: "if it stays in the pot or goes
    back", "if nobody may check or if the first bettor must bet"; None where one has none."""
    conditions = [short(key, v) for v in values]
    if not conditions or None in conditions:
        return None
    return joined(conditions, " or ")
