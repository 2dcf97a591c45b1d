"""Why a point read changes nothing (judge/readings.py, ``moot``), where the readings show it:
what each reading of the point finds at the act where it arose, and that the pool goes the
same whichever it is ("read so that a player who passed may never come in again, D ...; read
so that a player who passed before any bet may come in again, D passed after a bet ..."). A
point whose readings find alike there (what parts them comes later, or nowhere) keeps the
plain reason, that the pool goes the same (judge/ahead.py, ``reason``)."""
from __future__ import annotations

from typing import Callable

from .findings import Say
from .ruling import Ruling
from .words.points import read_clause

# the steps that state a reading, not what it finds
_READING = ("reading", "reading-agreed")


def why_idle(every: list[tuple[dict, Ruling]], choices: dict) -> Callable:
    """``why(point, event)``: why the point read at ``event`` changes nothing, as a Say, from
    the readings made (``every``: (assumed, ruling)); None where they do not show it."""
    def why(point, event) -> Say | None:
        if not isinstance(point, str) or event is None:
            return None  # the chips a silence reaches are read at each act: no one reading
        group = _group(every, point, choices.get(point))
        if group is None:
            return None
        found = [tuple(s.say for s in r.steps if s.event == event and not s.open
                       and s.say.kind not in _READING) for _, r in group]
        common = set(found[0]).intersection(*found[1:])
        own = [tuple(x for x in f if x not in common) for f in found]
        if not any(own) or any(x.kind.endswith("-wins") for f in own for x in f):
            return None  # alike there; or parted on what a hand wins, which later points decide
        read = tuple(Say.of("moot.read-found", reading=read_clause(point, a[point]),
                            found=f or (Say.of("agreed.nothing-found"),))
                     for (a, _), f in zip(group, own))
        return Say.of("moot.found", read=read)
    return why


def _group(every: list[tuple[dict, Ruling]], point: str, order) -> list | None:
    """One reading of ``point`` for each of its answers, the rest of the points read alike
    (the first such group the readings hold), in the answers' order."""
    groups: dict[tuple, dict] = {}
    for assumed, r in every:
        if point in assumed:
            rest = tuple(sorted(((k, v) for k, v in assumed.items() if k != point), key=repr))
            groups.setdefault(rest, {}).setdefault(assumed[point], (assumed, r))
    values = list(order or ())
    for g in groups.values():
        if len(g) > 1 and (not values or set(values) <= set(g)):
            keys = [v for v in values if v in g] or list(g)
            return [g[v] for v in keys]
    return None
