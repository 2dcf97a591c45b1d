"""The facts a ruling lacks: the open points a fact could settle, where the story as told
reached them or only a reading of another point did (an opener's original hand, once the
untold hand at the show is read), each named once as missing and as a point to tell."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..story.points import is_fact
from ..story.record import replace
from .ruling import OpenPoint, Ruling

if TYPE_CHECKING:
    from .judging import Judge


def lacking(base: Ruling, lacked: list) -> Ruling:
    """``base`` naming the facts a reading met that the story as told never reached (an
    opener's original hand, once the untold hand at the show is read), each once: ``lacked``
    holds each as (what the case lacks, its open point)."""
    have = {x.open for x in base.missing} | {p.point for p in base.open_points}
    new = {x.open: (x, p) for x, p in lacked if x.open not in have}
    return replace(base, missing=base.missing + tuple(x for x, _ in new.values()),
                   open_points=base.open_points + tuple(p for _, p in new.values()))


def open_points(j: Judge, facts: dict) -> tuple[OpenPoint, ...]:
    """The open points a fact could settle (a conflict of laws, or words read two ways, is
    no fact: see readings)."""
    return tuple(OpenPoint(p, tuple(j.choices[p]), at)
                 for p, at in j.opened.items() if p not in facts and is_fact(p))
