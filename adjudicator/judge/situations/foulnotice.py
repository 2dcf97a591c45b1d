"""`notice: {what: foul_hand, by: P}`: P points out a foul hand. The notice names who points
it out, not whose hand; the story tells whose it can be: a hand dealt a wrong number, one
given a wrong number in the draw, one the draw made foul (a wrong number demanded and given).
Where one hand is such, the notice points at it, and it is ruled as of this moment, as the
notice of its own irregularity would be (deal.py rules it: the result). Where several are,
which was meant is a fact the story does not tell: ruled under each (the point
``foul-notice.P``). Where none is, the notice is weighed when the hands are shown (show.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...story.payloads import Notice
from .drawfoul import pending
from .foul import reaches_found_foul
from ..acts import FoulNoticeRuled, Lack, Outcome, find, outcome
from ..findings import Say

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Reads


def foul_hand_noticed(d: Reads, ev: Event) -> Outcome:
    """What the notice finds; its result, the player whose hand it points out, to be ruled
    as the notice of his own irregularity would be (None: none is ruled here)."""
    by = Notice.told_by(ev).by
    who = by or "Someone"
    whose = candidates(d)
    if not whose:  # whose hand it is, the show tells: weighed with the pool
        return outcome(find(Say.of("deal.points-out-foul-hand", by=who), rung="story"))
    ruled = outcome(FoulNoticeRuled(ev.index))
    if len(whose) == 1:
        return ruled + _points_at(d, who, whose[0]).returning(whose[0])
    point = f"foul-notice.{by or 'someone'}"
    meant = d.reading(point, tuple(whose))
    if meant is None:
        detail = Say.of("foulnotice.which-meant-not-told", who=who, hands=_listed(whose))
        # neither is ruled here: each is found as the story goes on, or at its end
        return ruled.then(Lack("foul hand", detail.words(), open=point))
    return ruled.returning(meant)


def _points_at(d: Reads, who: str, whose: str) -> Outcome:
    """Said at the notice; after the show, found at the end of the game, where the book's
    law on a foul hand so found says who claims the pool (Peel 64)."""
    at_end = d.ask("foul-hand.at-show") if d.deal.show_began else None
    if at_end is not None and not reaches_found_foul(d, whose, at_end):
        at_end = None
    return outcome(find(Say.of("foulnotice.points-at-the-one-at-end" if at_end is not None
                               else "foulnotice.points-at-the-one", by=who, whose=whose),
                        at_end))


def candidates(d: Reads) -> list[str]:
    """The hands the story has given a wrong number, not yet ruled, in seating order."""
    m = d.deal
    held = set(m.wrong_count) | set(m.draw.draw_error) | set(pending(d))
    return [p for p in d.table.players if p in held and p not in m.foul]


def _listed(players: list[str]) -> str:
    names = [f"{p}'s" for p in players]
    return ", ".join(names[:-1]) + " and " + names[-1]
