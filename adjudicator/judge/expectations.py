"""A case's `expect:` read against the ruling a book gives it: the casebook's own check.

Each key of an expectation says something the ruling must hold (story/expect.py lists them);
`unmet` returns what it does not hold, one record a key, so that `check --expect` can name
the line of the expectation and the casebook's tests can say which key failed.
"""
from __future__ import annotations

from typing import Any

from ..story.record import Record


class Unmet(Record):
    """One expectation the ruling does not hold: the key, what was expected, what it gives."""

    __slots__ = ("key", "want", "got")
    key: str
    want: Any
    got: Any


def _assumed(reading: dict) -> tuple:
    return tuple(sorted((a["point"], a["reading"]) for a in reading["assume"]))


def _readings(want: list, ruling: dict) -> list[Unmet]:
    made = {_assumed(r): r for r in ruling["readings"]}
    if sorted(made) != sorted(_assumed(r) for r in want):
        return [Unmet("readings", sorted(_assumed(r) for r in want), sorted(made))]
    out = []
    for reading in want:
        got = made[_assumed(reading)]
        for k, v in reading.items():
            # the laws a reading must rest on, as for the ruling's own `laws`: at least these
            held = set(v) <= set(got[k]) if k == "laws" else got[k] == v
            if not held:
                out.append(Unmet(f"readings[{_assumed(reading)}].{k}", v, got[k]))
    return out


def _one(key: str, want: Any, ruling: dict) -> list[Unmet]:
    if key == "agreed":  # not a thing the ruling holds: the departures it is ruled with
        return []
    if key == "laws":
        cited = sorted({c["id"] for c in ruling["citations"]})
        return [] if set(want) <= set(cited) else [Unmet(key, want, cited)]
    if key in ("silent", "not_silent"):
        points = sorted({s["point"] for s in ruling["silent"]})
        held = set(want) <= set(points) if key == "silent" else not set(want) & set(points)
        return [] if held else [Unmet(key, want, points)]
    if key == "missing":
        facts = sorted(m["fact"] for m in ruling["missing"])
        return [] if facts == sorted(want) else [Unmet(key, want, facts)]
    if key == "next":
        return [Unmet(f"next.{k}", v, ruling["next"][k]) for k, v in want.items()
                if ruling["next"][k] != v]
    if key == "readings":
        return _readings(want, ruling)
    if key == "rungs":
        out = []
        for law, rung in want.items():
            on = sorted({s["rung"] for s in ruling["steps"] if law in s["laws"]})
            if rung not in on:
                out.append(Unmet(f"rungs.{law}", rung, on))
        return out
    return [] if ruling[key] == want else [Unmet(key, want, ruling[key])]


def unmet(expected: dict, ruling: dict) -> list[Unmet]:
    """What of one book's expectation the ruling does not hold, key by key, in the order
    the expectation is written."""
    return [u for key, want in expected.items() for u in _one(key, want, ruling)]
