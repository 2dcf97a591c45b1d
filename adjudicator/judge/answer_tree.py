"""The held chips as a referee tells them (docs/case-format.md, `answer`): the point whose
readings leave the fewest outcomes first, what each of its readings gives, and under a reading
that still leaves the chips open the next such point; past two points, only which points more
they turn on. Read off the ruling's readings (judge/answer.py's ``Held``) by what they give,
never by their words: a branch's ``gives`` is what every reading under it gives alike."""
from __future__ import annotations

from typing import Any, Callable

from ..story.record import Record

DEPTH = 2  # a referee's answer reads at most two points; the readings carry the rest


class Branch(Record):
    """The readings ``values`` of a fork's point that go alike: what every reading under them
    gives of the held chips (``gives``, a Reading); or the next point they turn on
    (``then``, a Fork); or, past the tree's depth, the points they still turn on
    (``further``)."""

    __slots__ = ("values", "gives", "then", "further")
    DEFAULTS = {"gives": None, "then": None, "further": ()}


class Fork(Record):
    """A point the held chips turn on (``point``, judge/answer.py's Point) and what each of its
    readings gives (``branches``, those that give outcomes first)."""

    __slots__ = ("point", "branches")


# a reading as the tree reads it: the points it reads, (point id, player) -> its reading, and
# what it gives of the held chips
Row = tuple[dict[tuple, str], Any]


def tree(readings: tuple, point_of: Callable[[tuple], Any], depth: int = DEPTH) -> Fork | None:
    """The held chips' tree, from ``readings`` (Held.readings: readings that give alike
    grouped, each group's assumptions as (point id, reading, player) triples); ``point_of``
    names a (point id, player) as a Point. None where the readings share no point to fork on."""
    rows: list[Row] = [({(p, pl): r for p, r, pl in assumed}, gives)
                       for each, gives in readings for assumed in each]
    return _fork(rows, point_of, depth, [])


def _fork(rows: list[Row], point_of, depth: int, asked: list[tuple]) -> Fork | None:
    order = list(dict.fromkeys(k for assign, _ in rows for k in assign))
    shared = [k for k in order if k not in asked and all(k in a for a, _ in rows)]
    if not shared:
        return None

    def split(key) -> dict[str, list[Row]]:
        out: dict[str, list[Row]] = {}
        for row in rows:
            out.setdefault(row[0][key], []).append(row)
        return out

    def cost(key) -> tuple:
        # the outcomes left under its readings, fewest first; then the most readings it
        # settles outright; then the point first read
        parts = split(key).values()
        left = sum(len(_outcomes(part)) for part in parts)
        settled = sum(len(part) for part in parts if len(_outcomes(part)) == 1)
        return left, -settled, order.index(key)

    key = min(shared, key=cost)
    branches: list[Branch] = []
    for value, part in split(key).items():
        outcomes = _outcomes(part)
        if len(outcomes) == 1:
            b = Branch((value,), gives=outcomes[0])
        else:
            nxt = _fork(part, point_of, depth - 1, asked + [key]) if depth > 1 else None
            b = (Branch((value,), then=nxt) if nxt is not None else
                 Branch((value,), further=tuple(point_of(k) for k in dict.fromkeys(
                     k for a, _ in part for k in a if k not in asked and k != key))))
        same = next((i for i, x in enumerate(branches)
                     if (x.gives, x.then, x.further) == (b.gives, b.then, b.further)), None)
        if same is None:
            branches.append(b)
        else:
            branches[same] = Branch(branches[same].values + (value,), b.gives, b.then,
                                    b.further)
    # the readings past the tree's depth are said together: the points they still turn on
    past = [b for b in branches if b.further]
    if len(past) > 1:
        branches = [b for b in branches if not b.further] + [Branch(
            tuple(v for b in past for v in b.values),
            further=tuple(dict.fromkeys(p for b in past for p in b.further)))]
    # what a reading settles is said before what it leaves open
    branches.sort(key=lambda b: 0 if b.gives is not None else 1 if b.then is not None else 2)
    return Fork(point_of(key), tuple(branches))


def _outcomes(rows: list[Row]) -> list:
    return list(dict.fromkeys(gives for _, gives in rows))
