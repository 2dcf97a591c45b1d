"""Readings that give this deal the same chips (judge/readings.py): the ruling stands on
them all. A point whose readings give the same chips is said where it arose, not decisive;
one that concerns only the next deal is said under ``next`` (judge/ahead.py)."""
from __future__ import annotations

from ..story.points import meaning, split
from .ahead import ahead_said, common_next, name, reason
from .findings import Say
from .outcome import staked_again


def agreed(base: dict, leaves: list[tuple[dict, dict]], every: list[tuple[dict, dict]],
           moot: list, ahead: dict, choices: dict) -> dict:
    """Every reading rules this deal alike: the ruling stands on them all, and says so where
    the point arose. A finding only some readings make (what a silence read one way makes of
    an act) is no finding of the ruling: at its event, each reading's own findings are said
    of it. ``every``: all the readings made; ``leaves``: those left once the points that
    decide nothing were dropped."""
    # the reading to stand on: one whose chips need no counting again (an ante back to the
    # player who stakes it again is carried)
    r = next((x for _, x in leaves if staked_again(x) is x), leaves[0][1])
    out = dict(staked_again(r), open_points=base["open_points"])
    points = list(moot) + list(ahead)
    names = {name(p) for p in points}
    why = {name(p): reason(entry) for p, entry in ahead.items()}
    # a point reached only under a reading of another is not among the first replay's
    steps = [_moot_step(s, choices.get(s["open"]) or split(s["open"])[0].readings,
                        why.get(s["open"]) or reason(None))
             if s.get("open") in names else s for s in r["steps"]]
    out["steps"] = _each_its_own(steps, every, points)
    out["missing"] = [m for m in r["missing"] if m.get("open") not in names]
    # the silence stays named (a conflict of laws, a point the book leaves open), not decisive;
    # once at each act: where the reading ruled under names it there too, in its own words
    # (what the act came to), that entry names the point read
    said = {(s["point"], s.get("event")): s
            for s in ahead_said([s for s in base["silent"] if s.get("open") in names],
                                moot, ahead)}
    out["silent"] = [_read_as(s, said.pop((s["point"], s.get("event")), None))
                     for s in r["silent"]]
    out["silent"] += [x for x in said.values()
                      if {k: v for k, v in x.items() if k != "reason"} not in out["silent"]]
    out["next"] = common_next(out["next"], [x for _, x in every], base, ahead)
    return out


def _read_as(own: dict, read: dict | None) -> dict:
    """A silence of the reading ruled under, where the point read names it: the point read,
    not decisive, and why."""
    if read is None:
        return own
    return dict(own, open=read["open"], decisive=False, reason=read["reason"])


def _each_its_own(steps: list[dict], leaves: list[tuple[dict, dict]],
                  moot: list) -> list[dict]:
    """The steps, where the findings some readings make and others do not are said, at
    their event, as each reading's ("if ...: ...")."""
    made = [{s["finding"] for s in r["steps"] if not s.get("open")} for _, r in leaves]
    own = set().union(*made) - set.intersection(*made) if made else set()
    events = sorted({s["event"] for _, r in leaves for s in r["steps"] if s["finding"] in own})
    out: list[dict] = []
    for step in steps:
        if step["finding"] in own:  # said where this reading's first own finding stood
            if step["event"] in events:
                events.remove(step["event"])
                out.append(_if_read(step["event"], leaves, moot, own))
            continue
        while events and step["event"] > events[0]:
            out.append(_if_read(events.pop(0), leaves, moot, own))
        out.append(step)
    return out + [_if_read(e, leaves, moot, own) for e in events]


_NOTHING_FOUND = Say.of("agreed.nothing-found").words()


def _if_read(event: int, leaves: list[tuple[dict, dict]], moot: list,
             own: set[str]) -> dict:
    said = {}
    for assumed, r in leaves:
        reading = " and ".join(_meaning(p, v) for p, v in assumed.items() if p in moot)
        found = [s["finding"] + (f" ({', '.join(s['laws'])})" if s["laws"] else "")
                 for s in r["steps"] if s["event"] == event and s["finding"] in own]
        said.setdefault(reading, "; ".join(found) or _NOTHING_FOUND)
    # the step rests on a reading, which rests on no law: each reading's findings name theirs
    return {"event": event, "rung": "open", "laws": [],
            "finding": "; ".join(f"If {k}: {v}" for k, v in said.items())}


def _meaning(point, reading: str) -> str:
    """A reading in words; the chips a silence reaches are read at an act (point, event,
    player): they are said of the player."""
    if isinstance(point, tuple):
        return meaning(point[0], reading, point[2])
    return meaning(point, reading)


def _moot_step(step: dict, readings: tuple[str, ...], why: str) -> dict:
    either = " or ".join(meaning(step["open"], read) for read in readings)
    return dict(step, finding=f"Whether {either}, {why}", rung="open")
