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
from .grounds_stakes import STAKES

# the hand laws: the order of the hands, each hand's paragraph, the ace, the joker, the added
# hands' places and the tie laws (a comparison of hands cites those of the hands it compares)
HANDS = tuple(k for k in CATALOGUE if k.startswith((
    "hand.", "ties.", "sequence.", "joker.", "blaze.", "skip-straight.", "five-of-a-kind.")))

# the laws by which the turn was a player's (situations/turns.turn_law): an act out of turn
# cites them where the book has no law of play in turn
TURN = ("say.first", "say.first-straddled", "betting.first-after-draw", "jack-pot.say-first",
        "jack-pot.bet-first-after-draw", "jack-pot.first-bet-opener-out", "betting.check",
        "betting.in-turn", "betting.after-draw", "betting.make-good")

GROUNDS: dict[str, tuple[str, ...]] = {
    "betting.bets-are-equal-betting": ("show.order",),
    "betting.checks-a-bet-of-nothing": ("betting.check",),
    "betting.ante-no-bet-of-the-interval": ("betting.check",),
    "betting.comes-in-after-straddle": ("betting.make-good",),
    "betting.drops-out-this-pot": ("passing.re-entry",),
    "betting.passes-may-come-in-again": ("passing.re-entry",),
    "betting.first-bettor-declines-passes-out": ("betting.check",),
    "betting.first-bettor-stands": ("betting.check",),
    "betting.later-stands-passes-out-duty": ("betting.check",),
    "betting.later-stands-passes-out-right": ("betting.check",),
    "betting.later-stands-passes-out-passed-on": ("betting.duty-passes-on", "betting.check"),
    "betting.opens-staking-at-least":
        ("open.minimum", "open.minimum-first-say", "open.minimum-straddled"),
    # a pass cites the law that puts him out beside the law of what he gives up, where they
    # are two (situations/passing.passing_laws)
    "betting.passes-forfeits-stake": ("betting.not-equalling", "passing.stake",
                                      "passing.re-entry"),
    "betting.passes-staked-nothing": ("passing.stake", "passing.re-entry"),
    "betting.passes-staked-nothing-besides": ("passing.stake", "passing.re-entry"),
    "betting.retires-forfeits-stake": ("betting.make-good", "betting.not-equalling",
                                       "passing.stake"),
    "betting.stake-already-made-good": ("betting.make-good",),
    "claims.begins-take-in-pool-law": ("show.claim",),
    "claims.called-hand-cards-speak": ("show.miscall",),
    "claims.called-hand-no-law": ("show.miscall",),
    "claims.keeps-what-he-took-in": ("show.claim",),
    "claims.objected-in-time-takes": ("show.claim",),
    "claims.takes-in-better-hand-must-object-promptly": ("show.claim",),
    "claims.takes-in-better-hand-objected-promptly": ("show.claim",),
    "claims.takes-in-without-best-hand": ("show.miscall", "show.order"),
    "claims.takes-in-with-foul-hand-silent": ("foul-hand.at-show",),
    "deal.anybody-may-begin-dealing": ("deal.first-dealer",),
    "deal.deals-first-game": ("deal.first-dealer",),
    "deal.lowest-deals-the-ace-unsaid": ("deal.first-dealer",),
    "deal.exposed-in-dealing-player-keeps": ("exposed.in-deal",),
    "deal.not-dealt-one-at-a-time": ("deal.order",),
    "deal.shuffled-pack-last-last": ("shuffle.last",),
    "deal.shuffles-for-dealer": ("shuffle.last",),
    "deal.this-deal-jack-pot": ("jack-pot.feed",),
    "deal.this-deal-jack-pot-table-feed": ("jack-pot.feed",),
    "draw.asks-anothers-draw-dealer-need-not-answer": ("draw.other-players-draw",),
    "draw.betting-begun-need-not-answer": ("draw.dealer-question",),
    "draw.betting-not-begun-bound-to-tell": ("draw.dealer-question",),
    "draw.comes-draw-with-staked": ("draw.make-good-first",),
    "draw.dealer-exposes-a-card-goes-to-bottom": ("exposed.in-draw",),
    "draw.dealer-exposes-a-card-returned-to-pack": ("exposed.in-draw",),
    "draw.dealer-must-answer": ("draw.dealer-question",),
    "draw.demanded-than-discarded-dealer": ("draw.wrong-demand",),
    "draw.raised-hand-stands": ("draw.excess.after-lift", "draw.short.after-lift"),
    "draw.must-take-what-he-called": ("draw.demand-binds",),
    "draw.demand-binds": ("draw.demand-binds",),
    "drawfoul.pointed-out-by-count": ("hand.cards",),
    "draw.did-not-discard-when": ("draw.first", "draw.not-discarded-in-turn"),
    "draw.given-after-losing-his-draw": ("draw.not-discarded-in-turn",),
    "draw.discards-after-follower-served": ("draw.first",),
    "draw.served-before-his-turn": ("draw.first",),
    "draw.discards-before-his-turn": ("draw.first",),
    "draw.served-ahead-of-his-turn": ("draw.first",),
    "draw.given-too-few-dealer-makes-good": ("draw.short.before-lift",),
    "draw.given-too-many-dealer-takes-back": ("draw.excess.before-lift",
                                              "draw.excess.announcer"),
    "draw.not-his-announcement": ("draw.excess.announcer", "draw.short.announcer"),
    "draw.may-no-longer-ask": ("draw.dealer-question",),
    "draw.pack-runs-short-discards-gathered": ("draw.pack-short",),
    "draw.split-openers-one-contending-hand": ("jack-pot.split-openers",),
    "draw.splits-openers-announcing-setting": ("jack-pot.split-openers",),
    "draw.splits-openers-proved-at-show": ("jack-pot.split-openers",),
    "draw.split-opener-forfeits-more": ("jack-pot.split-openers",),
    "draw.splits-openers-without-announcing": ("jack-pot.split-openers",),
    "draw.splits-openers-unannounced-aside": ("jack-pot.split-openers",),
    "draw.splits-openers-announced-mixed": ("jack-pot.split-openers",),
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
    "foul.bet-with-foul-hand-to-show": ("foul-hand.bet",),
    "foul.only-player-left-takes-pool": ("last-in",),
    "foul.one-other-at-end-claims-pool": ("foul-hand.at-show",),
    "foul.best-other-at-end-claims-pool": ("foul-hand.at-show",),
    # found at the show, the book's law of a foul hand at the end beside the one that made it
    "foul.retires": ("draw.excess.after-lift", "draw.short.after-lift", "wrong-count.after-lift",
                     "foul-hand.at-show"),
    "foul.retires-from-game-forfeits":
        ("draw.dealer-wrong-count", "draw.excess.after-lift", "draw.short.after-lift", "draw.wrong-demand", "draw.wrong-demand-given", "wrong-count.after-lift", "foul-hand.at-show"),
    "intention.does-not-bind-act-stands": ("betting.intention",),
    "irregular.announced-bet-words-bet-nothing": ("betting.announced-without-chips",),
    "irregular.announced-but-put-into": ("betting.chips-over-announcement",),
    "irregular.bet-out-turn-before": ("betting.out-of-turn.raise",),
    "irregular.chips-put-in-deemed-a-bet": ("betting.out-of-turn",),
    "irregular.chips-put-in-make-a-call": ("betting.out-of-turn",),
    "irregular.chips-put-in-too-few": ("betting.out-of-turn",),
    "irregular.chips-put-in-too-few-may-add": ("betting.out-of-turn", "betting.out-of-turn.too-few"),
    "irregular.increases-stake-by-more": ("limit.meaning",),
    "irregular.matched-chips-stay": ("betting.irregularity.chips-stay", "pool.bet-made"),
    "irregular.may-not-raise-when-turn-comes": ("betting.out-of-turn.raise",),
    "irregular.out-of-turn-bet-stands": ("betting.out-of-turn",),
    "irregular.out-of-turn-bet-stands-read": ("betting.out-of-turn",),
    "irregular.out-of-turn-turn-reverts-chips-stay": ("betting.out-of-turn",),
    "irregular.out-of-turn-turn-was-against-order": TURN,
    "irregular.passes-out-turn-turn": TURN + ("passing.re-entry", "passing.stake"),
    "irregular.said-but-deposited-bet": ("betting.deposit",),
    "irregular.said-but-deposited-only": ("betting.deposit",),
    "irregular.said-but-deposited-nothing": ("betting.announced-without-chips", "betting.deposit"),
    "irregular.said-but-put-nothing": ("betting.deposit",),
    "irregular.said-but-put-up": ("betting.deposit",),
    "irregular.stands-out-turn-turn": TURN + ("betting.out-of-turn",),
    "irregular.stood-out-of-turn-binds-nothing": ("betting.intention",) + TURN,
    "irregular.checks-out-turn-turn": TURN + ("betting.out-of-turn",),
    "irregular.turn-comes-chips-make": ("betting.out-of-turn", "betting.out-of-turn.excess"),
    "irregular.turn-comes-chips-raise": ("betting.out-of-turn", "betting.out-of-turn.excess"),
    "irregular.turn-comes-chips-back": ("betting.out-of-turn", "betting.out-of-turn.excess"),
    "irregular.turn-comes-deemed-forfeit": ("betting.out-of-turn", "betting.out-of-turn.excess"),
    "irregular.turn-comes-deemed-forfeit-no-raise":
        ("betting.out-of-turn", "betting.out-of-turn.excess", "betting.out-of-turn.raise"),
    "jackpot.all-players-but-age": ("unopened.next",),
    "jackpot.all-players-but-age-and-rest": ("unopened.next", "last-in"),
    "jackpot.book-opens-with-table-minimum":
        ("jack-pot.first-opens", "jack-pot.progression", "jack-pot.second-opens", "jack-pot.third-opens"),
    "jackpot.declines-to-open-as-optional": ("jack-pot.decline-to-open",),
    "jackpot.declines-to-open-passes": ("jack-pot.decline-to-open",),
    "jackpot.false-opener-pays-penalty": ("jack-pot.false-opener",),
    "jackpot.age-takes-unopened-pool": ("unopened.pool",),
    "jackpot.forfeits-stake-pays-penalty": ("jack-pot.false-opener",),
    "jackpot.forfeits-stake-penalty-nothing": ("jack-pot.false-opener",),
    "jackpot.share-beside-false-opener-his": ("jack-pot.false-opener",),
    "jackpot.false-opener-penalty-nothing-without-ante": ("jack-pot.false-opener",),
    "jackpot.next-game-jack-pot": ("jack-pot.after-false-opener",),
    "jackpot.next-jack-pot-opens": ("jack-pot.first-opens", "jack-pot.progression"),
    "jackpot.next-opens-at-next-in-series": ("jack-pot.progression", "jack-pot.progression-after"),
    # the step's own law, else the law of the whole series (openers.step_law)
    "jackpot.next-opens-at-step": ("jack-pot.second-opens", "jack-pot.third-opens",
                                   "jack-pot.progression"),
    "jackpot.nobody-opened-game-pool": ("unopened.next", "unopened.pool"),
    "jackpot.pool-stays-new-deal": ("unopened.pool",),
    "jackpot.all-pass-without-bet": ("unopened.next",),
    "jackpot.opened": ("jack-pot.opener-shows",),
    "jackpot.opened-without-openers": ("jack-pot.opener-shows",),
    "jackpot.opener-held-openers": ("jack-pot.opener-shows",),
    "jackpot.opener-not-called-to-show": ("jack-pot.opener-shows",),
    "jackpot.opener-shows-openers": ("jack-pot.opener-shows",),
    "jackpot.opener-dealt-openers": ("jack-pot.opener-shows",),
    "jackpot.split-opener-shows-hand": ("jack-pot.opener-shows",),
    "jackpot.split-opener-shows-no-openers": ("jack-pot.opener-shows",),
    "jackpot.opens-for-more-than-allowed": ("jack-pot.max-open",),
    "jackpot.opens-must-hold-openers": ("jack-pot.first-opens", "jack-pot.second-opens",
                                        "jack-pot.third-opens", "jack-pot.progression"),
    "jackpot.table-opened-at-wrong-hand": ("jack-pot.progression",),
    "jackpot.table-term-above-book-least": ("jack-pot.progression",),
    "jackpot.unopened-last-in-takes-pool": ("last-in",),
    "lawful.beyond-a-short-stake-as-he-may": ("show-for-stake", "show-for-stake.others-bet-on"),
    "lawful.beyond-a-short-stake-forfeits": ("show-for-stake",),
    "lawful.beyond-a-short-stake-denied": ("show-for-stake",),
    "lawful.book-allows":
        ("ante.by", "betting.after-draw", "betting.in-turn", "betting.make-good", "betting.may-call", "betting.may-raise", "cut.by", "deal.cards-each", "deal.order", "draw.first", "say.first", "show.order", "shuffle.last"),
    "lawful.openers-challenged-decided": ("jack-pot.opener-shows",),
    "lawful.openers-challenged-open": ("jack-pot.opener-shows",),
    "lawful.weighed-later.notice": ("show.claim",),
    "lawful.weighed-later.opener_shows": ("jack-pot.opener-shows",),
    "limit.change-asked-refused": ("limit.fixed",),
    "limit.increase-stands": ("limit.exceeded",),
    "limit.excess-returned": ("limit.exceeded",),
    "limit.increase-void": ("limit.exceeded",),
    "limit.excess-stays": ("limit.exceeded",),
    "limit.chips-stay": ("limit.exceeded",),
    "misdeal.ante-remains-in-pot": ("misdeal.ante",),
    "misdeal.antes-go-back": ("misdeal.ante",),
    "misdeal.antes-back-bets-remain": ("misdeal.ante", "pool.bet-made"),
    "misdeal.bets-remain": ("pool.bet-made",),
    "misdeal.bet-after-remains": ("pool.bet-made",),
    "misdeal.void-bets-remain": ("pool.bet-made",),
    "misdeal.dealer-dealt-too-many": ("extra-hand",),
    "misdeal.dealer-left-out-deal": ("omitted-player",),
    "misdeal.deals-again": ("misdeal.redealer",),
    "misdeal.deals-out-turn-deal": ("deal-out-of-turn",),
    "misdeal.deals-out-turn-late": ("deal-out-of-turn.noticed-after-deal",),
    "misdeal.deals-out-turn-after-show": ("deal-out-of-turn.noticed-after-show",),
    "misdeal.out-of-turn-too-late": ("deal-out-of-turn.noticed-after-show",),
    "misdeal.found-faced-in-pack": ("faced-card.after-deal", "faced-card.in-pack"),
    "misdeal.deal-not-finished": ("deal.finished",),
    "show.agreed-order-binds": ("agreements",),
    "ante.agreed-ante-binds": ("agreements",),
    "misdeal.imperfect-pack-deal-void": ("imperfect-pack",),
    "misdeal.imperfect-pack-deal-stands": ("imperfect-pack",),
    "misdeal.imperfect-pack-misdeal": ("imperfect-pack",),
    "misdeal.jack-pot-won-next": ("jack-pot.after-won",),
    "misdeal.left-out-announced-misdeal": ("wrong-count.before-lift",),
    "misdeal.next-dealer-in-turn": ("misdeal.redealer",),
    "misdeal.not-cut-deal-stands": ("uncut.noticed-after-deal",),
    "misdeal.not-cut-new-deal": ("uncut.noticed-after-deal", "uncut.noticed-during-deal",
                                 "uncut.noticed-after-show"),
    "misdeal.not-cut-too-late": ("uncut.noticed-after-show",),
    "deal.cut-pack-cut-belongs": ("cut.by",),
    "misdeal.cut-fault-deal-stands": ("cut-fault.noticed-after-deal",
                                      "cut-fault.noticed-during-deal"),
    "misdeal.cut-fault-new-deal": ("cut-fault.noticed-after-deal", "cut-fault.noticed-during-deal",
                                   "cut-fault.noticed-after-show"),
    "misdeal.cut-fault-too-late": ("cut-fault.noticed-after-show",),
    "misdeal.shuffle-fault-deal-stands": ("shuffle-fault.noticed-after-deal",
                                          "shuffle-fault.noticed-during-deal"),
    "misdeal.shuffle-fault-new-deal": ("shuffle-fault.noticed-after-deal",
                                       "shuffle-fault.noticed-during-deal",
                                       "shuffle-fault.noticed-after-show"),
    "misdeal.shuffle-fault-too-late": ("shuffle-fault.noticed-after-show",),
    "seating.more-players-than-allowed": ("players.max",),
    "seating.more-than-play-in-comfort": ("players.comfortable",),
    "seating.only-at-this-table": ("players.min",),
    "seating.pack-holds-cards-too": ("deal.cards-each", "hand.cards", "pack.cards"),
    "show.bets-are-equal-show": ("show.order",),
    "show.all-in-betting-over-show": ("show.order",),
    "show.shown-for-his-stake-game-goes-on": ("show-for-stake.others-bet-on", "show-for-stake"),
    "show.shown-early-forbidden": ("show-for-stake.shown-early",),
    "show.foul-hand-at-end": ("foul-hand.at-show",),
    "show.foul-hand-loses-pool": ("foul-hand.at-show", "foul-hand.bet"),
    "show.hand-holds-cards-foul": ("foul-hand.at-show", "foul-hand.bet"),
    "show.holds-taken-card-foul": ("foul-hand.obtained-irregularly",),
    "show.holds-taken-card-stands": ("foul-hand.obtained-irregularly",),
    "show.odd-chip-by-lot": ("ties.odd-chip",),
    "show.passed-before-out": ("show-for-stake.passed-before-demand", "show-for-stake.stake-from"),
    "show.passed-out-no-further-claim": ("show-for-stake.folded-hands",),
    "show.remainder-contested": ("show-for-stake.remainder",),
    "show.share-equally-each": ("ties.identical",),
    "show.showed-for-made-much":
        ("show-for-stake.pot-of-itself", "show-for-stake.share", "show-for-stake.stake-from"),
    "show.shown-hand-stands": ("show.shown-hand-thrown-up",),
    "show.mucked-unshown-cannot-win": ("muck.unshown-hand",),
    "show.mucked-unshown-stake-returned": ("muck.unshown-hand",),
    "show.mucked-shown-stands": ("muck.shown-hand",),
    "show.mucked-shown-dead": ("muck.shown-hand",),
    "redeal.takes-back-exposed": ("exposed.in-deal",),
    "redeal.second-deal-stands": ("redeal.unasked",),
    "redeal.read-as-misdeal": ("redeal.unasked",),
    "redeal.new-deal-his": ("misdeal.redealer",),
    "redeal.new-deal-not-his": ("misdeal.redealer",),
    "show.throws-up-hand-gives-up-claim": ("show.thrown-up-unshown", "passing.re-entry",
                                           "passing.stake"),
    "show.throws-up-unshown-cannot-win": ("show.thrown-up-unshown",),
    "stakes.betting-interval-ended-every": ("betting.interval-end",),
    "stakes.last-say-to-come": ("unopened.last-say",),
    "stakes.elects-to-play": ("unopened.last-say",),
    "limit.opening-within": ("limit.opening-increase", "limit.opening-increase-straddled"),
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
    "wrongcount.found-at-the-show-forfeits": ("foul-hand.at-show",),
    "wrongcount.not-points-out-before": ("wrong-count.announcer", "wrong-count.before-lift"),
    "wrongcount.spoke-dealer-during-deal": ("dealing.silence",),
    "wrongcount.stake-remains-in-pool": ("foul-dealt.refund", "foul-dealt.refund-if-distracted"),
    "betting.stood-turn-comes-round-again": ("betting.check", "betting.check.turn-comes-round"),
    "wrongcount.distracter-dealt-foul": ("foul-dealt.refund", "foul-dealt.refund-if-distracted"),
    "wrongcount.stake-stays-in-pool": ("foul-dealt.refund",),
    "wrongcount.dealer-dealt-foul": ("foul-dealt.refund",),
    "wrongcount.this-was-pointed-out": ("wrong-count.before-lift",),
    "wrongcount.pointed-out-before-play": ("wrong-count.in-dealing",),
    "wrongcount.unannounced-unraised-dealer-rectifies": ("wrong-count.before-lift",
                                                         "wrong-count.in-dealing"),
    "wrongcount.unannounced-unraised-misdeal": ("wrong-count.before-lift",
                                                "wrong-count.in-dealing"),
    # the hands weighed at the show (hands/showdown.py): the laws of the hands compared
    # the hands weighed, in an order the players agreed where the book's law binds it (Peel 81)
    "hand": (*HANDS, "agreements"),
    "show.foul-hand-beaten-however": HANDS,
    "hand.torn": HANDS,
    "show.equal-hands-level-by-rule": tuple(k for k in HANDS if k.startswith("ties.")),
    "show.unranked-beaten-however-named": HANDS,
    "show.hand-not-ranked": ("joker.counts-as",),
    "betting.opens-for-less-than": ("open.minimum", "open.minimum-first-say",
                                    "open.minimum-straddled"),
    "claims.better-hand-takes-what-he-objected-to": ("show.claim",),
    "claims.objected-too-late": ("show.claim",),
    "claims.takes-in-pool-law": ("show.claim",),
    "drawfoul.foul-once-found": ("draw.dealer-wrong-count", "draw.wrong-demand",
                                 "draw.wrong-demand-given", "draw.excess.after-lift",
                                 "draw.short.after-lift", "wrong-count.after-lift"),
    "foul.bet-after-it-was-foul": ("foul-hand.bet",),
    "drawfoul.bet-on-by-count": ("hand.cards",),
    "foul.stake-stays-by-law-of-pool": ("foul-hand.stake",),
    "foulnotice.points-at-the-one-at-end": ("foul-hand.at-show",),
    "misdeal.imperfect-pack-after-taken-in": ("imperfect-pack.after-taken-in",),
    "misdeal.dealt-out-of-turn-law-governs": ("deal-out-of-turn",),  # its time read apart
    "misdeal.regular-ante-also": ("misdeal.next-ante",),  # the next pot's ante is made too
    "misdeal.antes-again": ("ante.by",),  # who antes: he stakes it again for the new deal
    "misdeal.feeds-again": ("jack-pot.feed",),
    "misdeal.same-jack-pot-again": ("misdeal.redealer", "jack-pot.first-opens",
                                    "jack-pot.second-opens", "jack-pot.third-opens",
                                    "jack-pot.progression"),
    "show.hand-beat-so-loses": ("show-for-stake.folded-hands",) + HANDS,
    "show.hand-beat-lost-to-better": ("show-for-stake.folded-hands",) + HANDS,
    "misdeal.imperfect-pack-book-torn": ("imperfect-pack",),
    "turns.told-out-of-turn-but-his": TURN,
    "betting.puts-up-less-than-irregular": ("betting.make-good", "betting.after-draw",
                                            "betting.not-equalling"),
    "betting.puts-up-less-than-in-turn": ("betting.make-good", "betting.after-draw"),
    "betting.puts-up-less-than-no-consequence": ("betting.make-good", "betting.after-draw"),
    "jackpot.opens-must-hold-openers-original": (
        "jack-pot.first-opens", "jack-pot.second-opens", "jack-pot.third-opens",
        "jack-pot.progression", "jack-pot.openers-in"),
    **STAKES,
}
GROUNDS["turns.objection-but-his-turn"] = GROUNDS["turns.told-out-of-turn-but-his"]

# findings that say again what another finding decided, on its keys: an act told after the
# betting or the deal was ended, by the law that ended it; a player out of the game throwing
# up or laying down his hand, by the law that put him out
RELAYED = frozenset({"after-betting", "after-ended", "after-ended-put-up", "after-waiting",
                     "betting.already-out-game-throwing", "show.out-hand-beats-no-claim",
                     "show.laid-down-when-out-no-show", "claims.takes-in-when-out-of-deal"})

# the question a finding answers where the laws it rests on answer others: a claim to the
# pool, by a book with no law of claims, is decided by its law of the show (a comparison of
# the books names it by its own question, never "who shows first")
ANSWERS = {"claims.takes-in-without-best-hand": "show.claim"}


def hand_keys(decided: str | None) -> tuple[str, ...]:
    """The hand laws' keys, the one a comparison of two hands was decided on first (two
    threes by the law of equal threes, though the same law speaks of pairs and fours), and
    last the law that binds an order the players agreed (Peel 81)."""
    return _DECIDED_FIRST.get(decided, _UNDECIDED)


# each order of the hand laws' keys made once: every finding of the show asks one
_UNDECIDED = (*HANDS, "agreements")
_DECIDED_FIRST = {key: (key, *(k for k in HANDS if k != key), "agreements") for key in HANDS}


def grounds(say: Any) -> tuple[str, ...]:
    """The keys a finding of SAY's kind may rest on (none: it cites no law)."""
    kind = say.kind
    if kind == "lawful.book-allows":
        from .situations.lawful import permits

        return permits(dict(say.params)["said"].kind)
    return GROUNDS.get(kind, ())
