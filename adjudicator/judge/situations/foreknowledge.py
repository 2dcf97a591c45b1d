"""What the story tells ahead that the law makes matter now. ``Foreknowledge`` is gathered
once, before the replay, by ``foresee``: the few facts of the story's future that a law turns
on (chiefly a notice's timing), so that the replay itself reads each event once, in order.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...story.payloads import Notice
from ...story.record import Fresh, Record
from ...story.terms import BETTING_VERBS  # an objection must come before the next of them

if TYPE_CHECKING:
    from ...story.case import Case


class Foreknowledge(Record):
    """What the story tells ahead of the event being ruled, where a law turns on it (a
    plain record, story/record.py: made by name, never changed)."""

    #: an `ante` event is told: the table setup's ante is not put up again
    tells_ante: bool = False
    #: a cut for the deal is told: the ante waits for the cut
    tells_cut_for_deal: bool = False
    #: events of `notice: deal_out_of_turn`
    deal_out_of_turn_notices: tuple[int, ...] = ()
    #: the players `omitted` names: the law of an omitted player may give the dealer's hand
    #: to the one nearest his left, whichever is told first
    omitted: frozenset[str] = frozenset()
    #: player -> events of his `demand_dispute`
    demand_disputes: dict[str, tuple[int, ...]] = Fresh(dict)
    #: events followed by a `notice: out_of_turn` before the next betting act
    objected_after: frozenset[int] = frozenset()
    #: event of a `notice: out_of_turn` -> the betting act told last before it, which it
    #: objects to
    objects_to: dict[int, int] = Fresh(dict)
    #: players whose `lift` the story tells: each raised his cards there, and no earlier
    #: stake of his (a bet made blind) raised them (the case contract: a notice "before
    #: `lift: P` was made before P raised his cards")
    lifts_told: frozenset[str] = frozenset()
    #: player -> events of his `discard` and `draw`: one who discards later has not passed
    #: his draw by standing pat where another discards ahead of his turn
    draws_told: dict[str, tuple[int, ...]] = Fresh(dict)
    #: player -> events of his `borrow`
    borrows_told: dict[str, tuple[int, ...]] = Fresh(dict)
    #: the last event of the draw the story tells (a discard or a card given), 0 where none:
    #: an act told before it is before the draw, however the betting before it stands
    last_draw: int = 0

    def noticed_later(self, index: int) -> bool:
        """A deal out of turn at ``index`` is pointed out by a later notice."""
        return any(at > index for at in self.deal_out_of_turn_notices)

    def borrows_later(self, player: str, index: int) -> bool:
        """``player`` borrows after ``index``: his stack spent then was not all he had."""
        return any(at > index for at in self.borrows_told.get(player, ()))

    def draws_later(self, player: str, index: int) -> bool:
        """``player`` discards or is given cards after ``index``."""
        return any(at > index for at in self.draws_told.get(player, ()))

    def disputed_later(self, player: str, index: int) -> bool:
        """What ``player`` asked for in the draw at ``index`` is disputed later."""
        return any(at > index for at in self.demand_disputes.get(player, ()))


def foresee(case: Case) -> Foreknowledge:
    """Gather, once, the facts of the story's future the law makes matter at an earlier event.

    A law may turn on what comes after: a deal out of turn is ruled when attention is called
    to it, so a later notice defers it; an act is disputed as out of turn only by a notice
    before the next act; what a player asked for in the draw is settled by a dispute that
    follows. The replay reads these here and each event once, in order."""
    events = case.events
    disputes: dict[str, list[int]] = {}
    for e in events:
        if e.verb == "demand_dispute" and e.player is not None:
            disputes.setdefault(e.player, []).append(e.index)
    objects_to, last_act = {}, None
    for e in events:
        if e.verb in BETTING_VERBS:
            last_act = e.index
        elif e.verb == "notice" and Notice.told_by(e).what == "out_of_turn" and last_act:
            objects_to[e.index] = last_act
    objected, objection = set(), False
    for e in reversed(events):  # whether the events after e.index - 1 hold an objection
        if e.verb == "notice" and Notice.told_by(e).what == "out_of_turn":
            objection = True
        elif e.verb in BETTING_VERBS:
            objection = False
        if objection:
            objected.add(e.index - 1)
    return Foreknowledge(
        tells_ante=any(e.verb == "ante" for e in events),
        tells_cut_for_deal=any(e.verb == "cut_for_deal" for e in events),
        deal_out_of_turn_notices=tuple(e.index for e in events if e.verb == "notice"
                                       and Notice.told_by(e).what == "deal_out_of_turn"),
        demand_disputes={p: tuple(at) for p, at in disputes.items()},
        objected_after=frozenset(objected),
        objects_to=objects_to,
        lifts_told=frozenset(e.player for e in events if e.verb == "lift" and e.player),
        omitted=frozenset(e.player for e in events if e.verb == "omitted" and e.player),
        draws_told={p: tuple(e.index for e in events if e.player == p
                             and e.verb in ("discard", "draw"))
                    for p in {e.player for e in events if e.verb in ("discard", "draw")}},
        borrows_told={p: tuple(e.index for e in events if e.player == p and e.verb == "borrow")
                      for p in {e.player for e in events if e.verb == "borrow"}},
        last_draw=max((e.index for e in events if e.verb in ("discard", "draw")), default=0),
    )
