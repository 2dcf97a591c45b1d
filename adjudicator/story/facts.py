"""A case's `facts: [{point, reading}]`: the open points the players agree on, each read as
one of its readings, none twice, none the story decides itself, and none that contradicts
another (two hands that each beat every other)."""
from __future__ import annotations

from typing import Any

from ..errors import InputError, Mark, did_you_mean
from .points import KINDS, answers, split
from .yamlio import MDict, MList, check_keys

# the reading of an untold hand that beats every other hand still in, and of one level with
# the best of the others
BEATS = "beats-the-others"
TIES = "ties-the-best"


def rival(told: dict, point: str, reading: str) -> str | None:
    """The point among ``told`` (point -> reading) that ``point`` read as ``reading``
    contradicts: another untold hand read as beating every other hand still in, where this
    one is read so too, or as level with the best of its others (the one that beats it); or,
    read as beating every other, another read as level with the best. None where there is
    none."""
    if reading not in (BEATS, TIES) or (found := split(point)) is None or \
            found[0].name != "hand":
        return None
    against = (BEATS, TIES) if reading == BEATS else (BEATS,)
    return next((q for q, r in told.items() if r in against and q != point
                 and (other := split(q)) is not None and other[0].name == "hand"), None)


def read_facts(node: Any, mark: Mark, players: tuple[str, ...],
           events=()) -> tuple[tuple[str, str], ...]:
    """`facts: [{point, reading}]`: open points the players agree on; each point is one
    the ruling may turn on (story/points.py), its reading one that point admits, and not
    one the story decides itself (`hand.A` where A's cards are shown: his hand is told)."""
    if node is None:
        return ()
    shown = {p: ev.index for ev in events if ev.verb == "show"
             for p in getattr(ev.args, "hands", None) or ()}
    if not isinstance(node, MList):
        raise InputError("facts must be a list of `{point: objection.A, reading: in-time}`", mark)
    out: dict[str, str] = {}
    for i, item in enumerate(node):
        at = node.mark_of(i)
        if not isinstance(item, MDict):
            raise InputError("each fact is a mapping `{point: objection.A, reading: in-time}`",
                             at)
        check_keys(item, {"point", "reading"}, ("point", "reading"), "a fact")
        point, reading = item["point"], item["reading"]
        found = split(point) if isinstance(point, str) else None
        if found is None or found[0].name not in KINDS or found[1] not in players:
            known = [k.point(p) for k in KINDS.values() for p in players]
            raise InputError(f"unknown point {point!r}: a point is "
                             f"{' or '.join(k + '.PLAYER' for k in KINDS)} (PLAYER one of "
                             f"{', '.join(players)}){did_you_mean(str(point), known)}",
                             item.mark_of("point"))
        readings = (found[0].readings or players) + answers(point)[len(found[0].readings):]
        if reading not in readings:  # a reading, a player's name, or not-known
            raise InputError(f"{point} reads {' or '.join(readings)}; not {reading!r}"
                             f"{did_you_mean(str(reading), readings)}",
                             item.mark_of("reading"))
        if point in out:
            raise InputError(f"{point} is told twice", item.mark_of("point"))
        if (other := rival(out, point, reading)) is not None:
            raise InputError(f"{point} reads {reading} and {other} reads {out[other]}: "
                             "no hand beats every other hand still in where another beats or "
                             "ties it", item.mark_of("reading"))
        if found[0].name in ("hand", "remainder") and found[1] in shown:
            raise InputError(f"{point}: {found[1]}'s hand is shown (event {shown[found[1]]}), "
                             "so the story tells it and no fact answers it: leave the fact "
                             "out", item.mark_of("point"))
        out[point] = reading
    return tuple(out.items())
