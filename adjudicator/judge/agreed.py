"""Readings that give this deal the same chips (judge/readings.py): the ruling stands on
them all. A point whose readings give the same chips is said where it arose, not decisive;
one that concerns only the next deal is said under ``next`` (judge/ahead.py)."""
from __future__ import annotations

from ..story.points import of_the_copy, split
from ..story.record import replace
from .ahead import ahead_said, common_next, name, reason
from .outcome import staked_again
from .ruling import IfRead, Ruling, Silent, Whether
from .words.points import readings as said_readings


def agreed(base: Ruling, leaves: list[tuple[dict, Ruling]], every: list[tuple[dict, Ruling]],
           moot: list, ahead: dict, choices: dict, idle=None) -> Ruling:
    """Every reading rules this deal alike: the ruling stands on them all, and says so where
    the point arose. A finding only some readings make (what a silence read one way makes of
    an act) is no finding of the ruling: at its event, each reading's own findings are said
    of it. ``every``: all the readings made; ``leaves``: those left once the points that
    decide nothing were dropped."""
    # the reading to stand on: one whose chips need no counting again (an ante back to the
    # player who stakes it again is carried)
    r = next((x for _, x in leaves if staked_again(x) is x), leaves[0][1])
    points = list(moot) + list(ahead)
    names = {name(p) for p in points}
    why = {name(p): reason(entry) for p, entry in ahead.items()}
    # a point reached only under a reading of another is not among the first replay's
    # (its readings are those the readings made read it as)
    steps = [Whether(s, (said_readings(s.open, choices.get(s.open) or tuple(dict.fromkeys(
                                           a[s.open] for a, _ in every if s.open in a))
                                       or split(s.open)[0].readings,
                                       copy=of_the_copy(base.book, s.open)),),
                     why.get(s.open) or reason(None))
             if s.open in names else s for s in r.steps]
    # the silence stays named (a conflict of laws, a point the book leaves open), not decisive;
    # once at each act: where the reading ruled under names it there too, in its own words
    # (what the act came to), that entry names the point read
    said = {(s.point, s.event): s
            for s in ahead_said([s for s in base.silent if s.under in names], moot, ahead,
                                idle)}
    silent = [_read_as(s, said.pop((s.point, s.event), None)) for s in r.silent]
    written = [s.said() for s in silent]
    silent += [x for x in said.values() if replace(x, reason=None).said() not in written]
    out = staked_again(r)
    steps = _each_its_own(steps, every, points, lambda p: of_the_copy(base.book, p))
    return replace(out, open_points=base.open_points, steps=tuple(steps),
                   cited=_cited(out.cited, steps, every),
                   missing=tuple(m for m in r.missing if m.open not in names),
                   silent=tuple(silent),
                   next=common_next(out.next, [x for _, x in every], base, ahead))


def _cited(cited: tuple, steps: list, every: list[tuple[dict, Ruling]]) -> tuple:
    """The laws the ruling cites: the reading's it stands on, and those the other readings'
    own findings cite where they are said ("if ...: ... (law)"), each once."""
    said = {law for s in steps if isinstance(s, IfRead)
            for _, found in s.branches for x in found for law in x.laws}
    have = {law.id for law in cited}
    more = {law.id: law for _, r in every for law in r.cited
            if law.id in said and law.id not in have}
    return cited + tuple(more.values())


def _read_as(own: Silent, read: Silent | None) -> Silent:
    """A silence of the reading ruled under, where the point read names it: the point read,
    not decisive, and why."""
    if read is None:
        return own
    return replace(own.read_under(read.under), decisive=False, reason=read.reason)


def _found(step):
    """What a step finds, as data: its kind and parameters (the ``Say``), never its words. Two
    readings that find the same chips on different grounds (the best hand's, or the sole
    claimant's) each keep their own finding; a finding every reading makes alike is the
    ruling's (as the contract has it)."""
    return step.say


def _each_its_own(steps: list, leaves: list[tuple[dict, Ruling]], moot: list,
                  copy=lambda point: False) -> list:
    """The steps, where the findings some readings make and others do not are said, at
    their event, as each reading's ("if ...: ..."). ``copy``: whether a point read is a
    silence of the copy held."""
    made = [{_found(s) for s in r.steps if not s.open} for _, r in leaves]
    own = set().union(*made) - set.intersection(*made) if made else set()
    events = sorted({s.event for _, r in leaves for s in r.steps if _found(s) in own})
    out: list = []
    for step in steps:
        if _found(step) in own:  # said where this reading's first own finding stood
            if step.event in events:
                events.remove(step.event)
                out.append(_if_read(step.event, leaves, moot, own, copy))
            continue
        while events and step.event > events[0]:
            out.append(_if_read(events.pop(0), leaves, moot, own, copy))
        out.append(step)
    return out + [_if_read(e, leaves, moot, own, copy) for e in events]


def _if_read(event: int, leaves: list[tuple[dict, Ruling]], moot: list, own: set,
             copy) -> IfRead:
    """What the readings find at ``event``, said once for the readings that find alike: the
    condition names only the points that part them there (a point every reading of the
    group reads every way is left out, as it decides nothing at this event)."""
    rows: dict[tuple, tuple] = {}  # the points read, as read -> what that reading finds here
    for assumed, r in leaves:
        rows.setdefault(tuple((p, v) for p, v in assumed.items() if p in moot),
                        tuple(s for s in r.steps if s.event == event and _found(s) in own))
    alike: dict[tuple, list[tuple]] = {}  # what is found, as data -> the readings finding it
    for read, found in rows.items():
        alike.setdefault(tuple(_found(s) for s in found), []).append(read)
    # the step rests on a reading, which rests on no law: each reading's findings name theirs
    return IfRead(event, tuple(
        branch for group in alike.values()
        for branch in _grouped(group, list(rows), rows[group[0]], copy)))


def _grouped(group: list[tuple], every: list[tuple], found: tuple, copy) -> list[tuple]:
    """The branches for the readings of ``group``, each said by the fewest points that part
    it from the readings outside it (no reading outside meets its condition); where no such
    condition says the whole group, it is split by the first point its readings read apart."""
    condition = _parting(group, every, copy)
    if condition is not None:
        return [(condition, found)]
    if len(group) == 1:
        return [(tuple(_meaning(p, (v,), copy) for p, v in group[0]), found)]
    point = next(p for p, _ in group[0] if len({dict(r).get(p) for r in group}) > 1)
    parts: dict = {}
    for read in group:
        parts.setdefault(dict(read).get(point), []).append(read)
    return [branch for part in parts.values() for branch in _grouped(part, every, found, copy)]


def _parting(group: list[tuple], every: list[tuple], copy=lambda point: False) -> tuple | None:
    """The points that say ``group`` exactly, in words (None where none do): each with the
    values the group reads it as, a point the others already part it by left out."""
    def values(reads: list[tuple], point) -> list:
        return list(dict.fromkeys(dict(r).get(point) for r in reads))

    def exact(kept: dict) -> bool:  # no reading outside the group meets the condition
        return {r for r in every if all(dict(r).get(p) in v for p, v in kept.items())} \
            == set(group)

    points = list(dict.fromkeys(p for read in every for p, _ in read))
    kept = {p: values(group, p) for p in points
            if set(values(group, p)) != set(values(every, p))}
    # a point the others already part the group by is left out, the least telling first: one
    # some readings of the group never reach, then the one the group reads the most ways
    for p in sorted(kept, key=lambda p: (None not in kept[p], -len(kept[p]))):
        if exact({q: v for q, v in kept.items() if q != p}):
            del kept[p]
    if kept and None not in sum(kept.values(), []) and exact(kept):
        return tuple(_meaning(p, v, copy) for p, v in kept.items())
    return None


def _meaning(point, values: list, copy=lambda point: False) -> str:
    """Readings of a point in words; the chips a silence reaches are read at an act (point,
    event, player): they are said of the player."""
    if isinstance(point, tuple):
        return said_readings(point[0], values, point[2])
    return said_readings(point, values, copy=copy(point))
