"""The open points an answer names, in plain words: a question of the provisions catalogue
(law/provisions.yaml) as the table would say it ("a bet out of turn", "a show for less than
the stake"), never its dotted key; a point of the story (story/points.py) by what it
concerns ("B's hand", "whether A objected in time"). A key not listed here is said in its
own words, its dots and dashes made spaces."""
from __future__ import annotations

# a question of the catalogue, as a noun phrase ("the book is silent on ...")
QUESTIONS: dict[str, str] = {
    "announcement": "a bet announced without chips",
    "ante.by": "who puts up the ante",
    "betting.announced-without-chips": "a bet spoken but not put up",
    "betting.check": "checking where nobody has bet",
    "betting.chips-over-announcement": "chips put up beyond the words",
    "betting.deposit": "whether the chips or the words make a bet",
    "betting.first-after-draw": "who bets first after the draw",
    "betting.intention": "a stated intention",
    "betting.irregularity.chips-stay": "a betting irregularity corrected",
    "betting.not-equalling": "a stake not made equal",
    "betting.out-of-turn": "a bet out of turn",
    "betting.out-of-turn.excess": "chips bet out of turn beyond a call",
    "borrowing": "borrowing at the table",
    "cut.by": "who cuts",
    "deal-out-of-turn": "a deal out of turn",
    "deal-out-of-turn.in-time": "whether attention to a deal out of turn was called in time",
    "deal.first-dealer": "how the first dealer is chosen",
    "deal.rotation": "who deals next",
    "draw.dealer-question": "asking the dealer how many he drew",
    "draw.dealer-wrong-count": "the dealer's own wrong draw",
    "draw.demand-dispute.evidence": "a draw disputed with the dealer",
    "draw.discards-final": "taking back a discard",
    "draw.excess.after-lift": "too many cards drawn, found after lifting",
    "draw.excess.before-lift": "too many cards drawn, found before lifting",
    "draw.not-discarded-in-turn": "a discard not made in turn",
    "draw.pack-short": "a pack run short at the draw",
    "draw.short.after-lift": "too few cards drawn, found after lifting",
    "draw.short.before-lift": "too few cards drawn, found before lifting",
    "draw.wrong-demand": "a draw given short of the demand",
    "draw.wrong-demand-given": "a wrong demand given as asked",
    "exposed.in-draw": "a card exposed in the draw",
    "faced-card.after-deal": "a card found faced after the deal",
    "faced-card.in-pack": "a card faced in the pack",
    "foul-hand.at-show": "a foul hand at the show",
    "foul-hand.bet": "a bet on a foul hand",
    "foul-hand.obtained-irregularly": "a hand obtained irregularly",
    "foul-hand.stake": "a foul hand's stake",
    "imperfect-pack": "an imperfect pack",
    "jack-pot.decline-to-open": "coming in after declining to open",
    "jack-pot.false-opener": "a false opener",
    "jack-pot.split-openers": "split openers",
    "joker.counts-as": "what the joker counts as",
    "joker.naming": "how the joker is named",
    "limit": "what the limit caps",
    "limit.exceeded": "a raise over the limit",
    "limit.fixed": "changing the limit in play",
    "misdeal.ante": "the ante at a misdeal",
    "muck.shown-hand": "a shown hand mucked",
    "muck.unshown-hand": "a hand mucked unshown",
    "omitted-player": "a player left out of the deal",
    "open.minimum": "an opening short of the least stake",
    "passing.re-entry": "coming in again after passing",
    "pool.put-in-when-out": "chips put in by a player who is out",
    "redeal.unasked": "a deal dealt again unasked",
    "say.first": "who says first",
    "sequence.ace": "where the ace stands in a sequence",
    "show-for-stake": "a show for less than the stake",
    "show-for-stake.folded-hands": "a hand passed after a show for less",
    "show-for-stake.passed-before-demand": "a player passed before the demand for a show",
    "show-for-stake.share": "what a show for less takes",
    "show-for-stake.stake-from": "who pays a show for less",
    "show-for-stake.who-may": "who may show for less",
    "show.claim": "a claim to the pool without the best hand",
    "show.shown-hand-thrown-up": "a shown hand thrown up",
    "straddle": "a straddle",
    "straddle.size": "a straddle of another size",
    "ties.blaze": "equal blazes",
    "ties.flush": "equal flushes",
    "ties.two_pairs": "equal two pairs",
    "uncut.noticed-after-deal": "an uncut pack noticed after the deal",
    "uncut.noticed-during-deal": "an uncut pack noticed during the deal",
    "unopened.next": "a deal nobody opens",
    "unopened.pool": "the pool of a deal nobody opens",
    "wrong-count.after-lift": "a wrong number found after lifting",
    "wrong-count.announcer": "who may announce a wrong number",
    "wrong-count.before-lift": "a wrong number announced before lifting",
}

# the questions whose words name a stake itself: the chips a silence on one reaches are said as
# the player's stake ("Bob's straddle stands"), not as his chips on it
STAKES = frozenset({"announcement", "betting.out-of-turn", "open.minimum", "straddle",
                    "straddle.size"})

# a point of the story, by its kind: "{player}" is what it concerns
STORY: dict[str, str] = {
    "hand": "{player}'s hand",
    "objection": "whether {player} objected in time",
    "joker": "how {player} named the joker",
    "openers": "whether {player} held openers",
    "miscall": "{player}'s miscall",
    "foul-notice": "whose hand {player} meant",
    "agreed": "the {player} the players agreed",
    "stands": "whether a later player may stand after the draw",
    "holds": "whether a later player may stand after the draw",
    "tie": "a tie of {player}",
    "rank": "the rank of the {player}",
    "bets": "the bets beyond the ante at a {player}",
    # the questions the book's words leave open (story/points.py, WORDS)
    "passed-before-demand": "whether one passed before the demand pays the short player",
    "joker-named-worse": "a joker named worse than its best",
    "who-may": "whether the show for what one has reaches one who made no bet",
    "reverts-to": "to whom a passed hand's winnings revert",
}


def question(key: str) -> str:
    """A question of the catalogue in plain words."""
    return QUESTIONS.get(key) or key.replace(".", " ").replace("-", " ").replace("_", " ")


def story_point(kind: str, about: str, name: bool) -> str:
    """A point of the story (``kind`` of story/points.py) concerning ``about``: a player's
    ``name`` as written, else a hand or departure ("two_pairs") as words."""
    what = about if name else about.replace("-", " ").replace("_", " ")
    said = STORY.get(kind)
    return said.format(player=what) if said else f"{kind} {what}"
