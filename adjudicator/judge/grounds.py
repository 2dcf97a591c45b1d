"""The provision each kind of finding rests on (issue 36: citations by the letter, by
construction). A finding cites a law only as the law that answers one of its kind's keys, or
the general law the ladder climbed to for it: ``GROUNDS`` names them, kind by kind. A kind
that is not here is the story's own telling and arithmetic, and cites no law.

Most findings are made on a book's answer, whose question is the key (``Judge.find`` keeps it
as the step's ``points``); a law cited by itself is cited for the keys of its kind that it
provides. A finding that relays what another decided (an act after the deal was ended, the
law that put a player out) rests on that finding's keys (``RELAYED``); an act found lawful
rests on the keys of the law that permits that act (``lawful.PERMITS``, in the words of the
act: ``lawful.act.VERB``). tests/test_citations_by_key.py proves it over the casebook.
"""
from __future__ import annotations

from typing import Any

from ..law.provisions import CATALOGUE

# the hand laws: the order of the hands, each hand's paragraph, the ace, the joker, the added
# hands' places and the tie laws (a comparison of hands cites those of the hands it compares)
HANDS = tuple(k for k in CATALOGUE if k.startswith((
    "hand.", "ties.", "sequence.", "joker.", "blaze.", "skip-straight.", "five-of-a-kind.")))

GROUNDS: dict[str, tuple[str, ...]] = {
    "ante.puts-up-ante": ("ante.by",),
    "ante.puts-up-jack-pot": ("jack-pot.feed",),
    "ante.straddle-not-the-books": ("straddle.size",),
    "ante.straddle-not-the-books-next": ("straddle.increment",),
    "ante.straddles-staking": ("straddle.first", "straddle.increment", "straddle.size"),
    "ante.unknown-straddle-chips-stay": ("betting.irregularity.chips-stay",),
    "betting.bets-are-equal-betting": ("show.order",),
    "betting.checks-a-bet-of-nothing": ("betting.check",),
    "betting.comes-in-after-straddle": ("betting.make-good",),
    "betting.drops-out-this-pot": ("passing.re-entry",),
    "betting.first-bettor-declines-passes-out": ("betting.check",),
    "betting.first-bettor-stands": ("betting.check",),
    "betting.later-stands-passes-out-duty": ("betting.check",),
    "betting.later-stands-passes-out-right": ("betting.check",),
    "betting.opens-staking-at-least":
        ("open.minimum", "open.minimum-first-say", "open.minimum-straddled"),
    "betting.passes-forfeits-stake": ("betting.not-equalling", "passing.stake"),
    "betting.passes-staked-nothing": ("passing.stake",),
    "betting.retires-forfeits-stake": ("betting.make-good", "betting.not-equalling"),
    "betting.stake-already-made-good": ("betting.make-good",),
    "claims.begins-take-in-pool-law": ("show.claim",),
    "claims.called-hand-cards-speak": ("show.miscall",),
    "claims.called-hand-no-law": ("show.miscall",),
    "claims.keeps-what-he-took-in": ("show.claim",),
    "claims.objected-in-time-takes": ("show.claim",),
    "claims.takes-in-better-hand-must-object-promptly": ("show.claim",),
    "claims.takes-in-better-hand-objected-promptly": ("show.claim",),
    "claims.takes-in-without-best-hand": ("show.miscall", "show.order"),
    "deal.anybody-may-begin-dealing": ("deal.first-dealer",),
    "deal.deals-first-game": ("deal.first-dealer",),
    "deal.exposed-in-dealing-player-keeps": ("exposed.in-deal",),
    "deal.not-dealt-one-at-a-time": ("deal.order",),
    "deal.shuffled-pack-last-last": ("shuffle.last",),
    "deal.shuffles-for-dealer": ("shuffle.last",),
    "deal.this-deal-jack-pot": ("jack-pot.feed",),
    "draw.asks-anothers-draw-dealer-need-not-answer": ("draw.other-players-draw",),
    "draw.betting-begun-need-not-answer": ("draw.dealer-question",),
    "draw.betting-not-begun-bound-to-tell": ("draw.dealer-question",),
    "draw.comes-draw-with-staked": ("draw.make-good-first",),
    "draw.dealer-exposes-a-card-goes-to-bottom": ("exposed.in-draw",),
    "draw.dealer-exposes-a-card-returned-to-pack": ("exposed.in-draw",),
    "draw.dealer-must-answer": ("draw.dealer-question",),
    "draw.demanded-than-discarded-dealer": ("draw.wrong-demand",),
    "draw.did-not-discard-when": ("draw.first", "draw.not-discarded-in-turn"),
    "draw.discards-after-follower-served": ("draw.first",),
    "draw.given-too-few-dealer-makes-good": ("draw.short.before-lift",),
    "draw.given-too-many-dealer-takes-back": ("draw.excess.before-lift",),
    "draw.may-no-longer-ask": ("draw.dealer-question",),
    "draw.pack-runs-short-discards-gathered": ("draw.pack-short",),
    "draw.split-openers-one-contending-hand": ("jack-pot.split-openers",),
    "draw.splits-openers-announcing-setting": ("jack-pot.split-openers",),
    "draw.splits-openers-without-announcing": ("jack-pot.split-openers",),
    "draw.takes-back-into-hand": ("draw.discards-final",),
    "evidence.dispute-on-matter-fact": ("referee.facts-final",),
    "evidence.dispute-on-matter-law": ("referee.reading",),
    "evidence.nobody-at-table-can":
        ("draw.demand-dispute.evidence", "draw.demand-dispute.no-evidence"),
    "evidence.referred": ("referee.order",),
    "evidence.referred-after": ("referee.order",),
    "evidence.taken": ("draw.demand-dispute.evidence",),
    "evidence.taken-after": ("draw.demand-dispute.evidence",),
    "foul.bet-with-foul-hand": ("foul-hand.bet",),
    "foul.bet-with-foul-hand-at-show": ("foul-hand.bet",),
    "foul.only-player-left-takes-pool": ("last-in",),
    "foul.retires": ("draw.excess.after-lift", "draw.short.after-lift", "wrong-count.after-lift"),
    "foul.retires-from-game-forfeits":
        ("draw.dealer-wrong-count", "draw.excess.after-lift", "draw.short.after-lift", "draw.wrong-demand", "draw.wrong-demand-given", "wrong-count.after-lift"),
    "intention.does-not-bind-act-stands": ("betting.intention",),
    "irregular.announced-bet-words-bet-nothing": ("betting.announced-without-chips",),
    "irregular.announced-but-put-into": ("betting.chips-over-announcement",),
    "irregular.bet-out-turn-before": ("betting.out-of-turn.raise",),
    "irregular.chips-put-in-deemed-a-bet": ("betting.out-of-turn",),
    "irregular.chips-put-in-make-a-call": ("betting.out-of-turn",),
    "irregular.chips-put-in-too-few-may-make-up": ("betting.out-of-turn",),
    "irregular.increases-stake-by-more": ("limit.meaning",),
    "irregular.matched-chips-stay": ("betting.irregularity.chips-stay",),
    "irregular.may-not-raise-when-turn-comes": ("betting.out-of-turn.raise",),
    "irregular.out-of-turn-bet-stands": ("betting.out-of-turn",),
    "irregular.out-of-turn-turn-reverts-chips-stay": ("betting.out-of-turn",),
    "irregular.out-of-turn-turn-was-against-order": ("betting.in-turn",),
    "irregular.passes-out-turn-turn": ("betting.in-turn", "passing.re-entry", "passing.stake"),
    "irregular.said-but-deposited-bet": ("betting.deposit",),
    "irregular.said-but-deposited-nothing": ("betting.announced-without-chips", "betting.deposit"),
    "irregular.said-but-put-nothing": ("betting.deposit",),
    "irregular.said-but-put-up": ("betting.deposit",),
    "irregular.stands-out-turn-turn": ("betting.in-turn", "betting.out-of-turn"),
    "irregular.turn-comes-chips-make": ("betting.out-of-turn", "betting.out-of-turn.excess"),
    "irregular.turn-comes-deemed-forfeit-no-raise":
        ("betting.out-of-turn", "betting.out-of-turn.excess", "betting.out-of-turn.raise"),
    "jackpot.all-players-but-age": ("unopened.next",),
    "jackpot.book-opens-with-table-minimum":
        ("jack-pot.first-opens", "jack-pot.progression", "jack-pot.second-opens", "jack-pot.third-opens"),
    "jackpot.declines-to-open-as-optional": ("jack-pot.decline-to-open",),
    "jackpot.declines-to-open-passes": ("jack-pot.decline-to-open",),
    "jackpot.false-opener-pays-penalty": ("jack-pot.false-opener",),
    "jackpot.false-opener-penalty-nothing-without-ante": ("jack-pot.false-opener",),
    "jackpot.next-game-jack-pot": ("jack-pot.after-false-opener",),
    "jackpot.next-jack-pot-opens": ("jack-pot.first-opens", "jack-pot.progression"),
    "jackpot.next-opens-at-next-in-series": ("jack-pot.progression", "jack-pot.progression-after"),
    "jackpot.next-opens-at-step": ("jack-pot.second-opens", "jack-pot.third-opens"),
    "jackpot.nobody-opened-game-pool": ("unopened.next", "unopened.pool"),
    "jackpot.opened": ("jack-pot.opener-shows",),
    "jackpot.opened-without-openers": ("jack-pot.opener-shows",),
    "jackpot.opener-held-openers": ("jack-pot.opener-shows",),
    "jackpot.opener-not-called-to-show": ("jack-pot.opener-shows",),
    "jackpot.opener-shows-openers": ("jack-pot.opener-shows",),
    "jackpot.opens-for-more-than-allowed": ("jack-pot.max-open",),
    "jackpot.opens-must-hold-openers": ("jack-pot.first-opens", "jack-pot.second-opens",
                                        "jack-pot.third-opens", "jack-pot.progression"),
    "jackpot.table-opened-at-wrong-hand": ("jack-pot.progression",),
    "jackpot.unopened-last-in-takes-pool": ("last-in",),
    "lawful.beyond-a-short-stake-as-he-may": ("show-for-stake", "show-for-stake.others-bet-on"),
    "lawful.beyond-a-short-stake-forfeits": ("show-for-stake",),
    "lawful.book-allows":
        ("ante.by", "betting.after-draw", "betting.in-turn", "betting.make-good", "betting.may-call", "betting.may-raise", "cut.by", "deal.cards-each", "deal.order", "draw.first", "say.first", "show.order", "shuffle.last"),
    "lawful.openers-challenged-decided": ("jack-pot.opener-shows",),
    "lawful.openers-challenged-open": ("jack-pot.opener-shows",),
    "lawful.weighed-later.notice": ("show.claim",),
    "lawful.weighed-later.opener_shows": ("jack-pot.opener-shows",),
    "limit.change-asked-refused": ("limit.fixed",),
    "misdeal.ante-remains-in-pot": ("misdeal.ante",),
    "misdeal.dealer-dealt-too-many": ("extra-hand",),
    "misdeal.dealer-left-out-deal": ("omitted-player",),
    "misdeal.deals-again": ("misdeal.redealer",),
    "misdeal.deals-out-turn-deal": ("deal-out-of-turn",),
    "misdeal.found-faced-in-pack": ("faced-card.after-deal", "faced-card.in-pack"),
    "misdeal.imperfect-pack-deal-void": ("imperfect-pack",),
    "misdeal.imperfect-pack-misdeal": ("imperfect-pack",),
    "misdeal.jack-pot-won-next": ("jack-pot.after-won",),
    "misdeal.left-out-announced-misdeal": ("wrong-count.before-lift",),
    "misdeal.next-dealer-in-turn": ("misdeal.redealer",),
    "misdeal.not-cut-deal-stands": ("uncut.noticed-after-deal",),
    "misdeal.not-cut-new-deal": ("uncut.noticed-after-deal", "uncut.noticed-during-deal"),
    "seating.more-players-than-allowed": ("players.max",),
    "seating.only-at-this-table": ("players.min",),
    "seating.pack-holds-cards-too": ("deal.cards-each", "hand.cards", "pack.cards"),
    "shortstack.all-in-short-goes-out": ("show-for-stake",),
    "shortstack.borrowed-to-raise-borrows-to-call": ("borrowing",),
    "shortstack.borrows-as-allowed": ("borrowing",),
    "shortstack.chips-put-up-stay": ("betting.irregularity.chips-stay",),
    "shortstack.has-not-enough-meet": ("show-for-stake",),
    "shortstack.has-not-funds-call": ("show-for-stake",),
    "shortstack.made-no-bet": ("show-for-stake.who-may",),
    "shortstack.may-not-borrow-from": ("borrowing",),
    "shortstack.not-equalling-retires": ("betting.not-equalling",),
    "shortstack.wishes-call-has-hours": ("show-for-stake.time-to-pay",),
    "show.bets-are-equal-show": ("show.order",),
    "show.equal-hands-level-by-rule":
        ("ties.pair", "ties.straight", "ties.straight_flush", "ties.two_pairs"),
    "show.foul-hand-at-end": ("foul-hand.at-show",),
    "show.foul-hand-loses-pool": ("foul-hand.at-show", "foul-hand.bet"),
    "show.hand-holds-cards-foul": ("foul-hand.at-show", "foul-hand.bet"),
    "show.holds-taken-card-foul": ("foul-hand.obtained-irregularly",),
    "show.odd-chip-by-lot": ("ties.odd-chip",),
    "show.passed-before-out": ("show-for-stake.passed-before-demand", "show-for-stake.stake-from"),
    "show.passed-out-no-further-claim": ("show-for-stake.folded-hands",),
    "show.remainder-contested": ("show-for-stake.remainder",),
    "show.share-equally-each": ("ties.identical",),
    "show.showed-for-made-much":
        ("show-for-stake.pot-of-itself", "show-for-stake.share", "show-for-stake.stake-from"),
    "show.shown-hand-stands": ("show.shown-hand-thrown-up",),
    "show.throws-up-hand-gives-up-claim": ("passing.re-entry", "passing.stake"),
    "stakes.betting-interval-ended-every": ("betting.interval-end",),
    "stakes.betting-interval-not-ended-short": ("betting.interval-end",),
    "stakes.every-other-passed-last-takes-pool": ("last-in",),
    "stakes.every-other-passed-last-takes-pool-if-openers": ("jack-pot.opener-shows", "last-in"),
    "stakes.nobody-calls-bet-wins": ("uncalled-bet",),
    "stakes.nobody-calls-bet-wins-if-openers": ("jack-pot.opener-shows", "uncalled-bet"),
    "turns.age-bets-first": ("betting.first-after-draw",),
    "turns.age-declined-dealers-left-first": ("betting.first-after-draw",),
    "turns.ages-left-bets-first": ("betting.first-after-draw",),
    "turns.ages-left-bets-first-age-retired": ("betting.first-after-draw",),
    "turns.ages-left-out-passes": ("betting.first-after-draw",),
    "turns.ages-left-out-passes-age-retired": ("betting.first-after-draw",),
    "turns.bets-before-first-bettor": ("betting.check",),
    "turns.in-jack-pot-dealer": ("jack-pot.say-first",),
    "turns.objection-as-told": ("betting.out-of-turn",),
    "turns.objection-but-his-turn": ("betting.first-after-draw", "say.first"),
    "turns.objection-first-say-open": ("betting.out-of-turn",),
    "turns.objection-first-say-open-after": ("betting.out-of-turn",),
    "turns.objection-out-of-turn": ("betting.in-turn", "betting.out-of-turn"),
    "turns.opener-bets-first-after": ("jack-pot.bet-first-after-draw",),
    "turns.passed-after-bet-may-not-come-in": ("passing.re-entry",),
    "turns.passed-before-any-bet": ("passing.re-entry",),
    "turns.passed-may-not-come-in": ("passing.re-entry",),
    "turns.who-opened-went-out": ("jack-pot.first-bet-opener-out",),
    "wrongcount.announced-before-cards-were": ("wrong-count.announcer", "wrong-count.before-lift"),
    "wrongcount.lifts-wrong-number": ("wrong-count.after-lift",),
    "wrongcount.not-points-out-before": ("wrong-count.announcer", "wrong-count.before-lift"),
    "wrongcount.spoke-dealer-during-deal": ("dealing.silence",),
    "wrongcount.stake-remains-in-pool": ("foul-dealt.refund", "foul-dealt.refund-if-distracted"),
    "wrongcount.stake-stays-in-pool": ("foul-dealt.refund",),
    "wrongcount.this-was-pointed-out": ("wrong-count.before-lift",),
    # the hands weighed at the show (hands/showdown.py): the laws of the hands compared
    "hand": HANDS,
    "show.foul-hand-beaten-however": HANDS,
    "hand.torn": HANDS,
    "show.hand-beat-so-loses": ("show-for-stake.folded-hands",) + HANDS,
    "misdeal.imperfect-pack-book-torn": ("imperfect-pack",),
    "turns.told-out-of-turn-but-his": (
        "say.first", "say.first-straddled", "betting.first-after-draw", "jack-pot.say-first",
        "jack-pot.bet-first-after-draw", "jack-pot.first-bet-opener-out", "betting.check",
        "betting.in-turn"),
    "betting.puts-up-less-than-irregular": ("betting.make-good", "betting.after-draw",
                                            "betting.not-equalling"),
    "betting.puts-up-less-than-no-consequence": ("betting.make-good", "betting.after-draw"),
    "jackpot.opens-must-hold-openers-original": (
        "jack-pot.first-opens", "jack-pot.second-opens", "jack-pot.third-opens",
        "jack-pot.progression", "jack-pot.openers-in"),
}
GROUNDS["turns.objection-but-his-turn"] = GROUNDS["turns.told-out-of-turn-but-his"]

# findings that say again what another finding decided, on its keys: an act told after the
# betting or the deal was ended, by the law that ended it; a player out of the game throwing
# up his hand, by the law that put him out
RELAYED = frozenset({"after-betting", "after-ended", "after-waiting",
                     "betting.already-out-game-throwing"})


def grounds(say: Any) -> tuple[str, ...]:
    """The keys a finding of SAY's kind may rest on (none: it cites no law)."""
    kind = say.kind
    if kind == "lawful.book-allows":
        from .situations.lawful import permits

        return permits(dict(say.params)["said"].kind)
    return GROUNDS.get(kind, ())
