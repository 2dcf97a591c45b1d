"""The draw's asides, each ruled on its own: the dealer asked how many cards he or another
drew, a discard taken back into the hand, a card the dealer exposes in giving the draw, the
pack running short. Each handler returns its outcome (judge/acts/)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.payloads import AskDealer, Count, Exposed
from ..acts import LeaveOpen, Outcome, find, outcome, rule
from ..acts.draw import ExposedTaken, TakesBackDiscards
from ..findings import Reach, Say
from ..deal.table import Phase

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Reads
    from ...law.rulebook import Answer


def ask_dealer_draw(d: Reads, ev: Event) -> Outcome:
    t, p = d.table, ev.player
    about = AskDealer.told_by(ev).about
    if about not in (None, t.dealer):
        return _ask_another_draw(d, p, about)
    ans, out = rule(d, "draw.dealer-question", Say.of("draw.asks-dealers-own-draw-silent", p=p))
    if ans is None:
        return out
    return out + DEALER_QUESTION.of(ans)(d, p, ans)


def _has_bet(d: Reads, q: str) -> bool:
    """Whether ``q`` has bet since the draw."""
    t = d.table
    return (t.phase in (Phase.AFTER_DRAW, Phase.SHOW)
            and t.stakes[q] > d.deal.draw.stakes_at_draw.get(q, t.stakes[q]))


def _until_he_lifts_or_bets(d: Reads, p: str, ans: Answer) -> Outcome:
    t = d.table
    if p in t.lifted or _has_bet(d, p):
        did = Say.of("draw.did-raise-drawn-cards" if p in t.lifted else "draw.did-bet")
        return outcome(find(Say.of("draw.may-no-longer-ask", p=p, did=did), ans))
    return outcome(find(Say.of("draw.dealer-must-answer", p=p), ans))


def _until_betting_begins(d: Reads, p: str, ans: Answer) -> Outcome:
    if any(_has_bet(d, q) for q in d.table.players):
        return outcome(find(Say.of("draw.betting-begun-need-not-answer", p=p), ans))
    return outcome(find(Say.of("draw.betting-not-begun-bound-to-tell", p=p), ans))


# how long a player may ask how many cards the dealer drew
DEALER_QUESTION = Consequences("draw.dealer-question", {
    "before-lifting-or-betting": _until_he_lifts_or_bets,
    "until-betting-begins": _until_betting_begins})


def _ask_another_draw(d: Reads, p: str, about: str) -> Outcome:
    ans, out = rule(d, "draw.other-players-draw", Say.of("draw.asks-anothers-draw-silent", p=p,
                                                         about=about), decisive=False)
    if ans is None:
        return out
    return out.then(find(Say.of("draw.asks-anothers-draw-dealer-need-not-answer", p=p,
                                about=about), ans))


def take_back(d: Reads, ev: Event) -> Outcome:
    """A player takes back into his hand cards he has discarded."""
    p, n = ev.player, Count.told_by(ev).count
    what = (f"{n} card" if n == 1 else f"{n} cards") if n else "cards"
    ans, out = rule(d, "draw.discards-final", Say.of(
        "draw.takes-back-discard-silent-whether-he-may", p=p, what=what), reach=Reach(p))
    if n:  # in his hand again, forbidden or not: only the rest lie discarded (Peel 45 counts
        out = out.then(TakesBackDiscards(p, n))  # them against his demand)
    if ans is None or not ans.value:
        return out
    return out.then(find(Say.of("draw.takes-back-into-hand", p=p, what=what), ans),
                    LeaveOpen("draw.discards-final", Say.of("draw.silent-on-taking-discard-back",
                                                            p=p), reach=Reach(p)))


def exposed_in_draw(d: Reads, ev: Event) -> Outcome:
    p, card = ev.player, Exposed.told_by(ev).card
    what = f"the {card}" if card else "a card"
    ans, out = rule(d, "exposed.in-draw", Say.of("draw.dealer-exposes-a-card-silent", what=what,
                                                 p=p))
    if card:  # every answer the question allows, and so every reading of a silence, keeps
        out = out.then(ExposedTaken(p, card))  # it from him (situations/taken.py)
    if ans is None:
        return out
    return out.then(find(Say.of(EXPOSED_IN_DRAW.of(ans), what=what, p=p), ans))


# a card the dealer exposes in the draw: what becomes of it, as the finding says
EXPOSED_IN_DRAW = Consequences("exposed.in-draw", {
    "return-to-pack": "draw.dealer-exposes-a-card-returned-to-pack",
    "bottom-of-pack-and-replace": "draw.dealer-exposes-a-card-goes-to-bottom"})


def pack_short(d: Reads, ev: Event) -> Outcome:
    return rule(d, "draw.pack-short", Say.of("draw.pack-has-not-cards"),
                Say.of("draw.pack-runs-short-discards-gathered"))[1]


OUTCOMES = {"ask_dealer_draw": ask_dealer_draw, "pack_short": pack_short,
            "take_back": take_back}
