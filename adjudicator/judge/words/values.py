"""A catalogue question's answers in plain words, for a point a book leaves open and the
ruling reads each way: "read so that the increase stands as made", where the catalogue's own
value ("increase-stands") is a key for scripts, not a sentence for the table. So too the
readings of a point the book's own words leave open (story/points.py, READS and WORDS): "read
so that the agreement binds". Their short words, said where the point is named just before
("if it stands"), are words/values_short.py's; no answer is ever said as its key."""
from __future__ import annotations

from ...story.points import READS, WORDS, split

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
    "betting.announced-without-chips": {
        "void": "the bet spoken is void",
        "of-no-value": "the bet spoken is of no value",
        "binding": "the bet spoken binds its bettor"},
    "betting.chips-over-announcement": {
        "forfeited-unless-slip": "the chips beyond the words are forfeited unless put up by a "
                                 "slip",
        "deposit-governs": "the chips put up make the bet"},
    "betting.deposit": {
        "deposit-governs": "the chips put in make the bet whatever the words",
        "deposit-required": "no bet is made until its chips are put up"},
    "betting.out-of-turn": {
        "stands": "the act out of turn stands",
        "turn-reverts": "the turn reverts"},
    "betting.out-of-turn.passed-over": {
        "turn-reverts": "the turn goes back to the players the bet passed over",
        "stands": "the bet stands as made in turn"},
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
    "draw.excess.after-lift": {
        "foul-hand": "the hand is foul",
        "stands": "the hand stands as it is held"},
    "draw.short.after-lift": {
        "foul-hand": "the hand is foul",
        "stands": "the hand stands as it is held"},
    "draw.excess.announcer": {
        "any-player": "any player may point out too many cards drawn",
        "holder": "only the holder may point out too many cards drawn"},
    "draw.short.announcer": {
        "any-player": "any player may point out too few cards drawn",
        "holder": "only the holder may point out too few cards drawn"},
    "draw.pointed-out-by-another": {
        "put-right": "another player's word has the dealer put the draw right",
        "stands": "another player's word changes nothing until the holder lifts his cards"},
    "exposed.in-draw": {
        "return-to-pack": "the card exposed is returned to the pack",
        "bottom-of-pack-and-replace": "the card exposed is placed on the bottom of the pack "
                                      "and replaced"},
    "foul-hand.bet": {
        "loses-stake": "a foul hand that bets loses its stake",
        "loses-pool": "a foul hand that bets loses the pool to those betting against it"},
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
    "jack-pot.decline-to-open": {
        "optional": "a player who declined to open may still come in",
        "passes": "a player who declines to open passes out"},
    "jack-pot.false-opener": {
        "pool": "the false opener loses his claim to the pool and the deal ends as if unopened",
        "stake": "the false opener loses only his stake and the deal goes on without him"},
    "jack-pot.split-openers": {
        "announce-and-set-aside-or-forfeit": "an opener who breaks up his openers must "
                                             "announce it and lay his discard aside or forfeit",
        "proved-at-the-show": "an opener who breaks up his openers owes no notice and his "
                              "show alone proves them"},
    "jack-pot.opener-shows": {
        "when-he-wins": "the opener shows his openers only when he wins",
        "always-openers-only": "the opener must always show his openers and only them"},
    "jack-pot.progression-after": {
        "repeat": "the series of jack pots begins again",
        "rest": "the series rests at its last step"},
    "joker.naming": {
        "called-by-holder": "the joker is what its holder calls it",
        "designated-at-show": "the joker is what its holder designates at the show",
        "best-he-can-call": "the hand is the best its holder can call"},
    "limit.exceeded": {
        "increase-stands": "the increase stands",
        "excess-returned": "the excess goes back",
        "increase-void": "the increase is void",
        "chips-stay": "the chips put up for the increase stay in the pool and the book says no "
                      "more"},
    "misdeal.ante": {
        "stays-in-pot": "the ante stays in the pot",
        "returned": "the ante goes back"},
    "misdeal.redealer": {
        "same-dealer": "the same dealer deals again",
        "next-dealer": "the next dealer in turn deals"},
    "muck.shown-hand": {
        "stands": "the shown hand stands",
        "dead": "the shown hand is dead"},
    "limit.opening-increase": {
        "beyond-the-ante": "the limit caps the increase of the ante",
        "beyond-the-least-opening": "the limit caps what the opener stakes beyond the least"},
    "limit.opening-increase-straddled": {
        "beyond-the-ante": "the limit caps the increase of the straddle",
        "beyond-the-least-opening": "the limit caps what the opener stakes beyond the least"},
    "show.thrown-up-unshown": {
        "passes": "a hand thrown up unshown at the show is a pass",
        "cannot-win": "a hand thrown up unshown at the show cannot win"},
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
    "straddle.not-his": {
        "stays": "the chips of a straddle not his to make stay in the pool",
        "returned": "the chips of a straddle not his to make go back"},
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
    "show-for-stake.who-may": {
        "his-bet-raised": "only a player whose bet is raised may show for less",
        "any-player": "any player may show for less",
        "previous-bettor-or-any-player": "the previous bettor whose bet is raised or any "
                                         "player may show for less"},
    "show-for-stake.stake-from": {
        "in-game-when-he-demands": "every player in the game at his demand pays the short "
                                   "player",
        "each-adversary": "each of the short player's adversaries pays him"},
    "show-for-stake.passed-before-demand": {
        "pays-him": "a player who passed before the demand pays the short player",
        "pays-him-nothing": "a player who passed before the demand pays him nothing beyond "
                            "the ante"},
    "show-for-stake.folded-hands": {
        "no-claim": "a hand passed out has no claim",
        "beats-the-short-stake": "a hand passed out still beats the short stake"},
    "shuffle.last": {
        "dealer": "the dealer shuffles last",
        "dealer-or-left-of-dealer": "the dealer or the player at his left shuffles last"},
    "show.shown-hand-thrown-up": {
        "stands": "a shown hand thrown up stands",
        "gives-up-claim": "a shown hand thrown up gives up its claim"},
    "jack-pot.feed": {
        "ante-each": "each player feeds a sum equal to the ante",
        "agreed-feed": "each player feeds the sum agreed"},
    "unopened.next": {
        "jack-pot": "the next deal is a jack pot",
        "age-takes-ante-new-deal": ("the age takes the ante where every other player passes "
                                    "out and a new deal follows"),
        # the law reaches only a deal every player passed, the age too (Keller ch8/5)
        "new-deal-age-deals": "a new deal follows with the age dealing once every player has "
                              "passed"},
    "unopened.pool": {
        "stays-in-pool": "the ante already put up stays in the pool",
        "age-takes-it": "the age takes the ante already put up"},
    "wrong-count.announcer": {
        "any-player": "any player's announcement makes the wrong number a misdeal",
        "holder": "only the holder's own announcement makes the wrong number a misdeal"},
    "wrong-count.after-lift": {
        "foul-hand": "the hand is foul",
        "stands": "the hand stands as dealt"},
    "wrong-count.before-lift": {
        "rectify": "the count is put right"},
    "wrong-count.in-dealing": {
        "rectify": "the count is put right"},
}


# a point the book's words leave open (story/points.py, READS and WORDS), by its kind -> its
# readings, each a clause as SAID's; "{player}" is what the point concerns ("the blaze")
READ: dict[str, dict[str, str]] = {
    "agreed": {
        "binds": "the agreement ranks the {player} above every hand that is not one",
        "book-order": "the {player} counts only as its cards rank in the book"},
    "agreed-order": {
        "binds": "the hands rank as the agreed {player} orders them",
        "book-order": "the book's own order of the hands applies"},
    "stands": {
        "may-stand": "the duty to bet or pass out binds the first bettor only",
        "passes-out": "the duty to bet or pass out binds every player in turn"},
    "holds": {
        "may-stand": "a later player too may stand where nobody has bet",
        "passes-out": "the right to stand is the first bettor's alone"},
    "standing": {
        "may-stand": "a player may stand before the draw where nobody has bet",
        "passes-out": "a player who does not bet before the draw passes out"},
    "tie": {
        "next-card": "the next card decides card after card",
        "remaining-cards": "the highest card left in each hand decides whatever it pairs "
                           "with"},
    "rank": {
        "beats": "the {player} beats the hand the book does not rank it against",
        "is-beaten": "the {player} is beaten by the hand the book does not rank it against"},
    "bets": {
        "returned": "the bets beyond the ante go back to those who made them",
        "remain": "the bets beyond the ante remain in the pot"},
    "first-say": {
        "his": "the first say was {player}'s",
        "not-his": "the first say was not {player}'s"},
    "counts": {
        "at-its-least": "{player}'s joker counts at its face value",
        "at-its-best": "{player}'s joker counts as the best card for his hand"},
    "passed-before-demand": {
        "pays-him": "one who passed before the demand pays the short player his stake",
        "pays-him-nothing": "one who passed before the demand pays him nothing beyond the "
                            "ante"},
    "joker-named-worse": {
        "as-named": "the hand counts as its holder named the joker",
        "at-its-best": "the hand counts at the best its holder could call"},
    "excess-a-stake": {
        "a-stake": "what he put up beyond the limit is a stake the others must meet",
        "no-stake": "what he put up beyond the limit stays in the pool, no stake anyone must "
                    "meet"},
    "who-may": {
        "his-bet-raised": "only a bettor whose bet is raised may show for what he has",
        "any-player": "any player may show for what he has"},
    "ante-in-pot-of-itself": {
        "with-the-ante": "the ante is in the short stake's share",
        "stakes-alone": "the short stake's share is the equal stakes alone, the ante going "
                        "with the rest"},
    "false-opener-beside-a-share": {
        "the-whole-pool": "the whole pool stays, the share another's hand won beside the false "
                          "opener's with it",
        "his-claim-alone": "the false opener loses only his own claim, and the share another's "
                           "hand won beside it is his"},
    "reverts-to": {
        "the-raiser": "the passed hand's winnings revert to the player whose raise drove it "
                      "out",
        "the-best-hand": "the passed hand's winnings revert to the best hand still in"},
}


# an answer whose words already say how the deal ends (its status): the reading's gift then
# says only who deals again, not "a misdeal" twice
NAMES_OUTCOME = {"misdeal": "misdeal", "void-deal": "void", "deal-stands": "continues"}


def book_words(point: str) -> tuple[str, str] | None:
    """A point the book's words leave open: its kind's name and what it concerns, in words
    ("agreed", "blaze"); None for any other point."""
    found = split(point)
    if found is None or found[0] not in (*READS.values(), *WORDS.values()):
        return None
    return found[0].name, found[1].replace("-", " ").replace("_", " ")


def worded(key: str, value: str, asked: dict, read: dict, common: dict) -> str | None:
    """``value`` read of ``key`` in words: a catalogue question's answer from ``asked`` (or,
    where many questions share it, ``common``), a point the book's words leave open from
    ``read`` by its kind; the long words (SAID, READ) or the short (words/values_short.py)."""
    found = None if key in asked else book_words(key)  # "joker.naming": a question's key
    if found is None:
        return asked.get(key, {}).get(value) or common.get(value)
    words = read.get(found[0], {}).get(value)
    return words.format(player=found[1]) if words else None


def said(key: str, value: str) -> str | None:
    """The answer ``value`` to the question ``key`` (or the reading of a point the book's
    words leave open), as a clause; None: no words for it."""
    return worded(key, value, SAID, READ, _COMMON)


def read_so(key: str, values) -> str | None:
    """The answers ``values`` as the readings of a point read ("read so that the act out of
    turn stands or the turn goes back to the proper player"); None where one has no words."""
    clauses = [said(key, v) for v in values]
    if not clauses or None in clauses:
        return None
    return "read so that " + joined(clauses, " or so that ")


def joined(clauses: list[str], apart: str) -> str:
    """Clauses joined by ``apart`` ("the act out of turn stands or so that the turn
    reverts"); the words they begin alike with said once where they are two or more and no
    clause holds an "or" of its own: "a show for less is allowed or denied"."""
    words = [c.split() for c in clauses]
    same = 0
    while all(len(w) > same + 1 for w in words) and len({w[same] for w in words}) == 1:
        same += 1
    if len(clauses) < 2 or same < 2 or any(" or " in c for c in clauses):
        return apart.join(clauses)
    return " ".join(words[0][:same]) + " " + " or ".join(" ".join(w[same:]) for w in words)
