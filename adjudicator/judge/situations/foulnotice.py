"""`notice: {what: foul_hand, by: P}`: P points out a foul hand. The notice names who points
it out, not whose hand; the story tells whose it can be: a hand dealt a wrong number, one
given a wrong number in the draw, one the draw made foul (a wrong number demanded and given).
Where one hand is such, the notice points at it, and it is ruled as of this moment, as the
notice of its own irregularity would be. Where several are, which was meant is a fact the
story does not tell: ruled under each (the point ``foul-notice.P``). Where none is, the
notice is weighed when the hands are shown (show.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...story.payloads import Notice
from ..findings import Say
from . import drawfoul

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge


def foul_hand_noticed(j: Judge, ev: Event) -> None:
    by = Notice.told_by(ev).by
    who = by or "Someone"
    whose = candidates(j)
    if not whose:  # whose hand it is, the show tells: weighed with the pool
        j.find(Say.of("deal.points-out-foul-hand", by=who), rung="story")
        return
    j.deal.foul_notice_ruled(ev.index)
    if len(whose) == 1:
        _points_at(j, who, whose[0])
        _rule(j, whose[0], by)
        return
    point = f"foul-notice.{by or 'someone'}"
    meant = j.reading(point, tuple(whose))
    if meant is None:
        j.lack("foul hand", f"{who} points out a foul hand, and the story gives more than one "
               f"hand a wrong number ({_listed(whose)}): which {who} meant is not told",
               open=point)
        return  # neither is ruled here: each is found as the story goes on, or at its end
    _rule(j, meant, by)


def _points_at(j: Judge, who: str, whose: str) -> None:
    """Said at the notice; after the show, found at the end of the game, where the book's
    law on a foul hand so found says who claims the pool (Peel 64)."""
    at_end = j.ask("foul-hand.at-show") if j.deal.show_began else None
    j.find(Say.of("foulnotice.points-at-the-one-at-end" if at_end is not None
                  else "foulnotice.points-at-the-one", by=who, whose=whose), at_end)


def candidates(j: Judge) -> list[str]:
    """The hands the story has given a wrong number, not yet ruled, in seating order."""
    d = j.deal
    held = set(d.wrong_count) | set(d.draw_error) | set(d.foul_in_draw)
    return [p for p in j.table.players if p in held and p not in d.foul]


def _rule(j: Judge, player: str, by: str | None) -> None:
    """His hand is pointed out, and ruled as the notice of its own irregularity would be."""
    from .draw import rule_draw_error
    from .wrongcount import wrong_count_noticed

    d = j.deal
    if player in d.foul_in_draw:
        drawfoul.found(j, player, f"pointed out by {by or 'a player'}")
    elif player in d.draw_error:
        rule_draw_error(j, player)
    else:
        wrong_count_noticed(j, player, by)


def _listed(players: list[str]) -> str:
    names = [f"{p}'s" for p in players]
    return ", ".join(names[:-1]) + " and " + names[-1]
