"""The engine's fold: a handler's ``Outcome`` applied to the deal, act by act, in order.

Only here (and in the engine) is the deal changed and a finding recorded: a handler returns
what it finds (judge/acts.py) and the fold carries it out through the recorder the engine
keeps (judge/engine.py, ``Judge``), so that a handler converted to return its outcome rules
exactly as it did when it recorded for itself (the casebook snapshot, byte for byte)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import acts as a

if TYPE_CHECKING:
    from .judging import Judge


def apply_outcome(j: Judge, outcome: a.Outcome) -> Any:
    """Apply each act of ``outcome`` to the deal; the outcome's result, for the caller."""
    for act in outcome.acts:
        _APPLY[type(act)](j, act)
    return outcome.result


def _find(j: Judge, act: a.Find) -> None:
    j.find(act.say, *act.sources, rung=act.rung, on=act.on)


def _wins(j: Judge, act: a.Wins) -> None:
    j.wins(act.player, act.amount, act.say, *act.sources)


def _leave_open(j: Judge, act: a.LeaveOpen) -> None:
    j.silence(act.point, act.say, act.decisive, open=act.open, reach=act.reach)


def _lack(j: Judge, act: a.Lack) -> None:
    j.lack(act.fact, act.detail, act.event, open=act.open)


def _end(j: Judge, act: a.EndDeal) -> None:
    j.end(act.status)


def _forfeit(j: Judge, act: a.Forfeit) -> None:
    j.table.forfeit(act.player, act.amount)
    j.penalty(act.player, act.amount, "pool", act.answer)


def _refund(j: Judge, act: a.Refund) -> None:
    if act.amount:
        j.refunds[act.player] = j.refunds.get(act.player, 0) + act.amount


# each act's type -> how the engine carries it out
_APPLY: dict[type, Callable[[Judge, Any], None]] = {
    a.Find: _find,
    a.Wins: _wins,
    a.LeaveOpen: _leave_open,
    a.Lack: _lack,
    a.EndDeal: _end,
    a.Stake: lambda j, act: j.table.stake(act.player, act.amount),
    a.Retire: lambda j, act: j.table.retire(act.player, act.law),
    a.Forfeit: _forfeit,
    a.Award: lambda j, act: j.award(act.player, act.amount),
    a.Refund: _refund,
    a.Intend: lambda j, act: j.deal.intends_to(act.player, act.act, act.event),
    a.IntentionSpent: lambda j, act: j.deal.take_intention(act.player),
}
