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
    """A reading's assumptions, as it names them (the event and player where it does)."""
    return tuple(sorted(tuple(f"{k}: {a[k]}" for k in ("point", "reading", "event", "player")
                              if k in a) for a in reading["assume"]))


def _names(want: dict, made: dict) -> bool:
    """Whether an expected reading names the reading made: each point it assumes, one to
    one, read alike, at the event and of the player it gives (where it gives them)."""
    left = list(made["assume"])
    if len(left) != len(want["assume"]):
        return False
    for a in want["assume"]:
        match = next((m for m in left if all(m.get(k) == v for k, v in a.items())), None)
        if match is None:
            return False
        left.remove(match)
    return True


def _readings(want: list, ruling: dict) -> list[Unmet]:
    made = ruling["readings"]
    # each expected reading names one reading made, and every reading made is named once: a
    # point said alike twice (two players' straddles) is told apart by its event or player
    named = [[i for i, r in enumerate(made) if _names(w, r)] for w in want]
    if any(len(n) != 1 for n in named) or sorted(n[0] for n in named) != list(range(len(made))):
        return [Unmet("readings", sorted(_assumed(r) for r in want),
                      sorted(_assumed(r) for r in made))]
    out = []
    for reading, n in zip(want, named):
        got = made[n[0]]
        for k, v in reading.items():
            if k == "assume":  # it named the reading made
                continue
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
    got = ruling[key]
    for later in ("forfeited", "unpaid"):
        if key == "penalties" and not any(later in w for w in want):
            # an expectation written before a penalty said whether it was forfeited, or what
            # of it is unpaid (v3), still holds: it checks the rest, as it did
            got = [{k: v for k, v in x.items() if k != later} for x in got]
    return [] if got == want else [Unmet(key, want, got)]


def unmet(expected: dict, ruling: dict) -> list[Unmet]:
    """What of one book's expectation the ruling does not hold, key by key, in the order
    the expectation is written."""
    return [u for key, want in expected.items() for u in _one(key, want, ruling)]
