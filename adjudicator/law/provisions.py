"""The decision points a rulebook can settle: the vocabulary of ``provides:``.

Each entry names a question the engine asks a book at some point of a deal, the kind of
answer it accepts, and the topic under which books are compared. A law in a rulebook
answers a question by giving the key a value; the engine never answers one itself.
This module holds no law: only the shape of the questions.
"""
from __future__ import annotations

from typing import Any

from ..story.record import Record

CATEGORIES = (
    "five_of_a_kind", "straight_flush", "fours", "full", "flush", "straight",
    "threes", "two_pairs", "pair", "high_card", "blaze", "skip_straight",
)
RANKS = ("tens", "jacks", "queens", "kings", "aces", "nines")
SEATS = ("dealer", "left-of-dealer", "right-of-dealer", "left-of-disputant", "disputant")


class Spec(Record):
    """One question a book may answer: its key, the form of answer (``kind``: enum, bool,
    int, enum-list or names), what it means, its topic, its values, and ``informational``:
    why the engine never asks it (a definition, say), "" if it does."""

    __slots__ = ("key", "kind", "doc", "topic", "values", "informational")
    DEFAULTS = {"values": (), "informational": ""}

    def describe(self) -> str:
        if self.kind in ("enum", "enum-list"):
            return f"{self.kind} of: {', '.join(self.values)}"
        return self.kind


def _s(key, kind, topic, doc, values=(), informational=""):
    return Spec(key, kind, doc, topic, tuple(values), informational)


_SPECS = [
    # --- the pack, the cut and the deal ---
    _s("pack.cards", "int", "pack", "How many cards the pack holds."),
    _s("deal.cards-each", "int", "deal.order", "How many cards each player is dealt."),
    _s("hand.cards", "int", "foul-hand", "How many cards a hand holds, no more and no fewer."),
    _s("deal.first-dealer", "enum", "first-dealer", "How the first dealer is chosen.",
       ["lowest-card-ace-low", "lowest-card", "first-jack-face-up", "anyone"]),
    _s("deal.rotation", "enum", "deal.rotation", "Which way the deal, the say and the bets pass.",
       ["left"]),
    _s("deal.order", "enum", "deal.order", "How the cards are given out.",
       ["one-at-a-time-from-dealers-left"]),
    _s("cut.by", "enum", "cut", "Who cuts the pack.", ["right-of-dealer"]),
    _s("shuffle.last", "enum", "shuffle", "Who has the last shuffle.", ["dealer"]),
    _s("uncut.noticed-during-deal", "enum", "misdeal.uncut",
       "A pack dealt uncut, pointed out before the deal is finished.", ["misdeal", "deal-stands"]),
    _s("uncut.noticed-after-deal", "enum", "misdeal.uncut",
       "A pack dealt uncut, pointed out only after the deal is finished.",
       ["misdeal", "deal-stands"]),
    _s("faced-card.in-pack", "enum", "faced-card",
       "A card found face up in the pack during the deal.", ["misdeal"]),
    _s("faced-card.after-deal", "enum", "faced-card",
       "A card found face up in the pack after the deal is finished.", ["misdeal"]),
    _s("misdeal.redealer", "enum", "misdeal.redealer", "Who deals after a misdeal.",
       ["same-dealer", "next-dealer"]),
    _s("misdeal.ante", "enum", "misdeal.ante", "What becomes of an ante already put up.",
       ["stays-in-pot", "returned"]),
    _s("imperfect-pack", "enum", "imperfect-pack",
       "A pack found imperfect before the pot is taken.", ["void-deal", "misdeal"]),
    _s("deal-out-of-turn", "enum", "misdeal.out-of-turn",
       "A deal made by the wrong player, noticed in time.", ["misdeal", "deal-stands"]),
    _s("exposed.in-deal", "enum", "exposed.deal",
       "A card the dealer exposes while dealing.", ["accept"]),
    _s("exposed.in-draw", "enum", "exposed.draw",
       "A card the dealer exposes while giving the draw.",
       ["return-to-pack", "bottom-of-pack-and-replace"]),
    _s("wrong-count.before-lift", "enum", "foul-hand.dealt",
       "A wrong number of cards dealt, announced before the hand is raised.",
       ["misdeal", "rectify"]),
    _s("wrong-count.announcer", "enum", "foul-hand.dealt",
       "Whose announcement, before the hand is raised, makes a wrong number dealt a misdeal.",
       ["any-player", "holder"]),
    _s("wrong-count.after-lift", "enum", "foul-hand.dealt",
       "A wrong number of cards dealt, found after the hand is raised.", ["foul-hand"]),
    _s("foul-dealt.refund", "enum", "foul-hand.refund",
       "Who refunds the ante or straddle of a player dealt a foul hand.", ["dealer"]),
    _s("foul-dealt.refund-if-distracted", "enum", "foul-hand.refund",
       "Who refunds it instead when a player spoke to or distracted the dealer.",
       ["distracter"]),
    _s("dealing.silence", "bool", "table-talk", "Whether nobody may speak to the dealer while dealing."),
    _s("omitted-player", "enum", "misdeal.hands",
       "A player left out of the deal.", ["dealer-gives-own-hand", "misdeal"]),
    _s("extra-hand", "enum", "misdeal.hands", "A hand dealt to nobody.", ["dead"]),
    # --- foul hands ---
    _s("foul-hand.stake", "enum", "foul-hand", "What a player with a foul hand loses.",
       ["forfeit"]),
    _s("foul-hand.at-show", "enum", "foul-hand.show",
       "A foul hand found at the end: who takes the pool.", ["forfeit-best-other-hand-wins"]),
    # --- ante, straddle, say ---
    _s("ante.by", "enum", "ante", "Who puts up the ante.", ["left-of-dealer", "dealer"]),
    _s("ante.max", "enum", "ante", "The most the ante may be.", ["half-limit", "limit"]),
    _s("straddle.first", "enum", "straddle", "Who alone may begin straddling.",
       ["left-of-ante"]),
    _s("straddle.increment", "enum", "straddle", "What each straddle adds.",
       ["ante", "double-previous"]),
    _s("straddle.max", "enum", "straddle", "The most the straddles may bring the stake to.",
       ["half-limit", "limit"]),
    _s("say.first", "enum", "betting.first-before-draw",
       "Who has the first say before the draw, the ante not straddled.",
       ["left-of-ante", "left-of-dealer"]),
    _s("say.first-straddled", "enum", "betting.first-before-draw",
       "Who has the first say when the ante is straddled.", ["left-of-last-straddler"]),
    _s("open.minimum", "enum", "opening.minimum",
       "The least a player may stake to open or come in before the draw.",
       ["double-ante", "double-ante-and-straddles"]),
    _s("open.minimum-straddled", "enum", "opening.minimum",
       "The least the player with first say must stake to open after a straddle.",
       ["double-ante", "double-ante-and-straddles"]),
    _s("betting.make-good", "enum", "betting.make-good",
       "What each later player must do to stay in.", ["equal-preceding-stake"]),
    _s("betting.check", "enum", "betting.check",
       "Whether a player may stay in without betting when none has bet.",
       ["forbidden", "allowed", "first-bettor-may-hold", "first-bettor-must-bet"]),
    _s("passing.stake", "enum", "passing", "What a player who passes gives up.", ["forfeit"]),
    _s("passing.re-entry", "enum", "passing.re-entry",
       "Whether a player who has passed may come in again.", ["never", "before-any-bet"]),
    _s("unopened.next", "enum", "jack-pot.trigger",
       "What follows a deal that nobody opens.",
       ["jack-pot", "age-takes-ante-new-deal", "new-deal-age-deals"]),
    _s("unopened.pool", "enum", "jack-pot.trigger",
       "What becomes of the ante and straddles of a deal nobody opens.",
       ["stays-in-pool", "age-takes-it"]),
    # --- the draw ---
    _s("draw.first", "enum", "draw.order", "Who draws first.", ["left-of-dealer"]),
    _s("draw.make-good-first", "bool", "draw.order",
       "Whether stakes must be made equal before any card is drawn."),
    _s("draw.not-discarded-in-turn", "enum", "draw.order",
       "A player who does not discard in his turn.", ["loses-draw"]),
    _s("draw.discards-final", "bool", "draw.discard", "Whether a discard may never be taken back."),
    _s("draw.excess.before-lift", "enum", "draw.excess",
       "Too many cards given in the draw, pointed out before they are raised.",
       ["dealer-takes-back", "returned"]),
    _s("draw.excess.after-lift", "enum", "draw.excess",
       "Too many cards given in the draw, found after they are raised.", ["foul-hand"]),
    _s("draw.short.before-lift", "enum", "draw.short",
       "Too few cards given in the draw, pointed out before they are raised.",
       ["dealer-supplies"]),
    _s("draw.short.after-lift", "enum", "draw.short",
       "Too few cards given in the draw, found after they are raised.", ["foul-hand"]),
    _s("draw.wrong-demand", "enum", "draw.wrong-demand",
       "A player asks for more or fewer cards than he discarded.", ["dealer-may-check"]),
    _s("draw.wrong-demand-given", "enum", "draw.wrong-demand",
       "The dealer gave the wrong number demanded.", ["foul-hand"]),
    _s("draw.demand-dispute.evidence", "enum-list", "evidence",
       "Whose evidence settles a dispute over the number of cards demanded, in order.",
       ["left-of-dealer", "right-of-dealer", "round-from-left-of-disputant"]),
    _s("draw.demand-dispute.no-evidence", "enum", "evidence",
       "The dispute when nobody can give evidence.", ["disputant-believed"]),
    _s("draw.dealer-wrong-count", "enum", "draw.dealer",
       "The dealer draws a different number from his discard.", ["foul-hand"]),
    _s("draw.dealer-question", "enum", "dealer-draw.question",
       "Until when a player may ask how many cards the dealer drew.",
       ["before-lifting-or-betting", "until-betting-begins"]),
    _s("draw.other-players-draw", "enum", "dealer-draw.question",
       "Whether anyone must say how many another player drew.", ["never-told"]),
    _s("draw.pack-short", "enum", "draw.pack-short",
       "The pack runs out during the draw.", ["discards-reshuffled"]),
    # --- the betting after the draw ---
    _s("betting.first-after-draw", "enum", "betting.first-after-draw",
       "Who bets first after the draw.",
       ["left-of-ante", "ante-else-left-of-dealer", "opener"]),
    _s("betting.deposit", "enum", "announcement",
       "What a bet is: the chips put in, or the words.",
       ["deposit-governs", "deposit-required"]),
    _s("betting.announced-without-chips", "enum", "announcement",
       "A bet spoken but not put up.", ["void", "of-no-value", "binding"]),
    _s("betting.chips-over-announcement", "enum", "announcement",
       "Chips put up beyond what was announced.", ["forfeited-unless-slip", "deposit-governs"]),
    _s("betting.intention", "enum", "announcement",
       "Whether a stated intention binds a later choice.", ["not-binding"]),
    _s("betting.out-of-turn", "enum", "betting.out-of-turn",
       "A bet made out of turn.", ["stands", "turn-reverts"]),
    _s("betting.out-of-turn.raise", "enum", "betting.out-of-turn",
       "Whether the out-of-turn bettor may raise when his turn comes.", ["may-not-raise"]),
    _s("betting.out-of-turn.excess", "enum", "betting.out-of-turn",
       "Chips put in out of turn beyond a call.", ["forfeited"]),
    _s("betting.in-turn", "bool", "betting.out-of-turn", "Whether everything must be done in turn."),
    _s("betting.interval-end", "enum", "betting.make-good",
       "When a betting interval ends.", ["all-have-spoken-and-bets-equal-or-all-checked"]),
    _s("betting.not-equalling", "enum", "passing",
       "A player who does not equal the preceding stake.", ["retires-and-forfeits"]),
    _s("uncalled-bet", "enum", "uncalled-bet",
       "A bet nobody calls.", ["wins-without-showing"]),
    _s("last-in", "enum", "uncalled-bet",
       "The one player left in, every other having gone out however he went (passed, or "
       "retired with a foul hand): whether he takes the pool. No book has a law naming the "
       "case; each says it of a bet nobody calls, a general law the ruling cites as such.",
       ["takes-the-pool"]),
    _s("limit.meaning", "enum", "limit", "What the limit caps.", ["greatest-single-increase"]),
    _s("limit.fixed", "bool", "limit", "Whether the limit may never be altered during play."),
    _s("jack-pot.max-open", "enum", "limit", "The most a jack pot may be opened for.", ["limit"]),
    # --- the show ---
    _s("show.order", "enum", "show.order", "Who shows first when the bets are equal.",
       ["left-of-last-bettor", "caller-last", "all"]),
    _s("show.miscall", "enum", "show.miscall", "A hand called wrongly at the show.",
       ["cards-speak"]),
    _s("show.claim", "enum", "show.miscall",
       "A player who begins to take in the pot without the winning hand.",
       ["better-hand-objects-promptly"]),
    _s("show-for-stake", "enum", "show-for-stake",
       "A player who cannot meet a raise puts up all he has.", ["allowed", "denied"]),
    _s("show-for-stake.others-bet-on", "bool", "show-for-stake",
       "Whether the others may go on betting over a player who has shown for what he has."),
    _s("show-for-stake.share", "enum", "show-for-stake",
       "What a short player who wins may take.",
       ["ante-and-equal-stake-from-each"]),
    _s("show-for-stake.folded-hands", "enum", "side-pot",
       "Whether a hand that passed out after the short player's show still counts against him.",
       ["no-claim", "beats-the-short-stake"]),
    _s("show-for-stake.time-to-pay", "enum", "show-for-stake",
       "A caller short of money in an unlimited game.", ["twenty-four-hours"]),
    _s("borrowing", "enum", "borrowing", "Borrowing at the table.",
       ["borrow-to-call-if-borrowed-to-raise", "forbidden"]),
    _s("foul-hand.bet", "enum", "foul-hand.show",
       "A player who bets with a foul hand.", ["loses-stake", "loses-pool"]),
    # --- the hands ---
    _s("hand.ranking", "enum-list", "hands.ranking",
       "The categories of hands, best first.", CATEGORIES),
    _s("hand.names", "names", "hands.ranking",
       "The book's own name for each category (category: words)."),
    *[_s(f"hand.category.{c}", "bool", "hands.ranking",
         f"The paragraph that describes {c.replace('_', ' ')} and gives its place in the order "
         "of the hands (a finding between two categories cites each one's own paragraph).")
      for c in CATEGORIES],
    _s("sequence.ace", "enum", "sequence.ace", "Where the ace may stand in a sequence.",
       ["begins-only", "either-end"]),
    _s("blaze.ranks-above", "enum", "blaze", "The category a blaze beats (and stands just above).",
       CATEGORIES),
    _s("skip-straight.ranks-above", "enum", "skip-straight",
       "The category a skip straight beats (and stands just above).", CATEGORIES),
    _s("five-of-a-kind.ranks-above", "enum", "joker",
       "The category five of a kind beats (and stands just above).", CATEGORIES),
    # A book that says only what an added hand beats leaves it unranked against the hands
    # above that one: these say what beats it (and so where it stops).
    _s("blaze.ranks-below", "enum", "blaze", "The category that beats a blaze.", CATEGORIES),
    _s("skip-straight.ranks-below", "enum", "skip-straight",
       "The category that beats a skip straight.", CATEGORIES),
    _s("five-of-a-kind.ranks-below", "enum", "joker",
       "The category that beats five of a kind.", CATEGORIES),
    _s("joker.counts-as", "enum", "joker", "What the joker may stand for.",
       ["any-card", "ace-or-flush-or-straight"]),
    _s("joker.naming", "enum", "joker",
       "How a joker shown gets its value: it is what its holder calls it (called-by-holder), "
       "or what he designates when he shows it, a wild card not designated counting at its "
       "face value (designated-at-show). Either way the name is a fact of the story "
       "(`JK=KS` in a show, or `facts:`): where the pool turns on a name not told, the "
       "ruling says it is missing.",
       ["called-by-holder", "designated-at-show"]),
    _s("joker.outranks-natural", "enum", "joker",
       "Whether a hand holding the joker beats a natural hand otherwise equal: always "
       "(equal-hand), only where the joker is named as a card the other hand holds "
       "(named-card), or never, the designated joker being the card it names (never).",
       ["equal-hand", "named-card", "never"]),
    _s("ties.straight_flush", "enum", "straight-flush.ties", "Equal sequence flushes.",
       ["highest-card", "highest-card-then-hearts"]),
    _s("ties.fours", "enum", "fours.ties", "Equal fours.", ["rank", "rank-then-odd-card"]),
    _s("ties.full", "enum", "full.ties", "Equal fulls.", ["threes", "threes-then-pair"]),
    _s("ties.flush", "enum", "flush.ties", "Equal flushes.",
       ["hearts-then-cards-in-order", "cards-in-order", "top-card"]),
    _s("ties.straight", "enum", "sequence.ties", "Equal sequences.",
       ["highest-card", "highest-card-then-hearts"]),
    _s("ties.threes", "enum", "threes.ties", "Equal threes.", ["rank", "rank-then-odd-cards"]),
    _s("ties.two_pairs", "enum", "two-pairs.ties", "Equal two pairs.",
       ["pairs", "pairs-then-odd-card", "higher-pair-then-odd-card"]),
    _s("ties.pair", "enum", "pair.ties", "Equal pairs.", ["pair-then-odd-cards", "pair-only"]),
    _s("ties.high_card", "enum", "high-card.ties", "Hands of no pair.",
       ["cards-in-order", "top-card"]),
    _s("ties.blaze", "enum", "blaze", "Equal blazes.", ["cards-in-order", "top-card"]),
    _s("ties.skip_straight", "enum", "skip-straight", "Equal skip straights.",
       ["highest-card", "highest-card-then-hearts"]),
    _s("ties.five_of_a_kind", "enum", "joker", "Equal fives.", ["rank"]),
    _s("ties.identical", "enum", "ties.identical", "Hands identical in value.", ["divide"]),
    _s("ties.odd-chip", "enum", "ties.identical", "The odd chip of a divided pot.", ["by-lot"]),
    # --- jack pots ---
    _s("jack-pot.feed", "enum", "jack-pot.feed", "What each player pays into a jack pot.",
       ["ante-each", "agreed-feed"]),
    _s("jack-pot.progression", "enum-list", "jack-pot.openers",
       "The least pair that opens successive jack pots, in order.", RANKS),
    # The law that names one step of the progression, where a book gives each step its own
    # law (Peel 30, 31, 32): a finding on that step cites it by the letter.
    _s("jack-pot.first-opens", "enum", "jack-pot.openers",
       "The least pair that opens the first jack pot of a series.", RANKS),
    _s("jack-pot.second-opens", "enum", "jack-pot.openers",
       "The least pair that opens the second successive jack pot.", RANKS),
    _s("jack-pot.third-opens", "enum", "jack-pot.openers",
       "The least pair that opens the third successive jack pot.", RANKS),
    _s("jack-pot.progression-after", "enum", "jack-pot.openers",
       "What follows the last step of the progression.", ["repeat", "rest"]),
    _s("jack-pot.opener-shows", "enum", "jack-pot.false-opener",
       "When the opener must show that he held openers.",
       ["when-he-wins", "always-openers-only"]),
    _s("jack-pot.false-opener", "enum", "jack-pot.false-opener",
       "An opener who cannot show openers.", ["loses-pool-pays-double-ante", "forfeits"]),
    _s("jack-pot.after-false-opener", "enum", "jack-pot.false-opener",
       "The deal after a false opening.", ["jack-pot-as-if-unopened"]),
    _s("jack-pot.split-openers", "enum", "jack-pot.split-openers",
       "Breaking up openers to draw.", ["announce-and-set-aside-or-forfeit"]),
    _s("jack-pot.after-won", "enum", "jack-pot.trigger",
       "The game after a jack pot is won.", ["ordinary-game"]),
    _s("jack-pot.decline-to-open", "enum", "jack-pot.openers",
       "A player who does not open a jack pot in his turn before it is opened.",
       ["optional", "passes"]),
    _s("jack-pot.say-first", "enum", "jack-pot.betting-order",
       "Who says first before the draw in a jack pot.", ["left-of-dealer"]),
    _s("jack-pot.bet-first-after-draw", "enum", "jack-pot.betting-order",
       "Who bets first after the draw in a jack pot.", ["opener"]),
    _s("jack-pot.first-bet-opener-out", "enum", "jack-pot.betting-order",
       "Who bets first after the draw when the opener went out before it.",
       ["next-drawer-to-openers-left"]),
    # --- disputes and agreements ---
    _s("referee.order", "enum-list", "referee",
       "Who decides a dispute, in order, passing over anyone who is a party.", SEATS),
    _s("referee.reading", "enum", "referee", "How the referee reads the laws.", ["literal"]),
    _s("referee.facts-final", "bool", "referee",
       "Whether the referee's decision on a matter of fact is final."),
    _s("agreements", "enum", "agreements",
       "How the players may depart from the laws.", ["unanimous-before-play"]),
    _s("agreements.waiver-precedent", "enum", "agreements",
       "Whether waiving a law once binds another occasion.", ["no-precedent"],
       informational="it speaks of another occasion: a case is one deal, and a waiver on an "
       "earlier one is never claimed in it"),
    _s("players.max", "int", "players.number", "The most players at one table."),
    _s("players.min", "int", "players.number", "The fewest players."),
]

CATALOGUE: dict[str, Spec] = {s.key: s for s in _SPECS}


def check_value(spec: Spec, value: Any) -> str | None:
    """Say what is wrong with ``value`` as an answer to ``spec``, or None if it fits."""
    if spec.kind == "enum":
        if value not in spec.values:
            return f"{spec.key} takes one of: {', '.join(spec.values)}; not {value!r}"
    elif spec.kind == "bool":
        if not isinstance(value, bool):
            return f"{spec.key} takes true or false; not {value!r}"
    elif spec.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            return f"{spec.key} takes a whole number; not {value!r}"
    elif spec.kind == "enum-list":
        if not isinstance(value, list) or not value:
            return f"{spec.key} takes a list of: {', '.join(spec.values)}"
        for item in value:
            if item not in spec.values:
                return f"{spec.key}: {item!r} is not one of: {', '.join(spec.values)}"
    elif spec.kind == "names":
        if not isinstance(value, dict):
            return f"{spec.key} takes a mapping of category: name"
        for cat, name in value.items():
            if cat not in CATEGORIES:
                return f"{spec.key}: {cat!r} is not a category ({', '.join(CATEGORIES)})"
            if not isinstance(name, str):
                return f"{spec.key}: the name of {cat} must be text"
    return None
