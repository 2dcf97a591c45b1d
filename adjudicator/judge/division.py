"""The pool's division, part by part, as the ruling gives it (``division``): each part with
the chips it holds and whose they were, the players who contested it, and where its chips
go (taken, given back, by lot, carried, held). The picture of the pool is drawn from it
(cli/render/pool_svg.py), never from a second reckoning.

The parts are those the show cut the pool into (judge/pots.py, one replay's), each with what
it gave in that replay. The ruling's own chips are then placed on them: each player's award
where that replay gave it him, chips given back from the player's own, and what is held,
carried or drawn by lot where room is left; chips outside every part (a pool never shown
down, chips given back before the show) are one part more. So the parts hold exactly the
ruling's chips, whatever its readings did with them: the awards by player, the refunds, the
chips by lot, carried and held, adding up to the pot.

>>> raw = {"parts": [{"amount": 30, "staked": {"A": 10, "B": 10, "C": 10},
...                   "contested_by": ["A", "C"], "takes": {"A": 30}, "by_lot": 0},
...                  {"amount": 70, "staked": {"B": 10, "C": 60}, "contested_by": ["C"],
...                   "takes": {"C": 70}, "by_lot": 0}],
...        "stakes": {"A": 10, "B": 20, "C": 70}, "returned": {}}
>>> out = {"pot": 100, "awards": {"A": 30, "C": 70}, "refunds": {}, "by_lot": [],
...        "carried": 0, "undecided": 0, "provisional": {}, "division": raw}
>>> [(p["amount"], p["takes"]) for p in division(out)]
[(30, {'A': 30}), (70, {'C': 70})]
"""
from __future__ import annotations

from ..errors import message

FATES = ("takes", "back", "by_lot", "carried", "held")


def division(out: dict) -> list[dict]:
    """The ruling's division of its pot (``out``: the ruling, its ``division`` the replay's
    parts as judge/engine.py keeps them)."""
    raw = out.get("division") or {}
    parts = [_part(p) for p in raw.get("parts", ())]
    stakes, returned = raw.get("stakes", out.get("stakes", {})), raw.get("returned", {})
    own = {p: stakes.get(p, 0) + returned.get(p, 0) for p in dict.fromkeys([*stakes, *returned])}
    own[""] = out["pot"] - sum(own.values())  # the pool's own chips: earlier deals, forfeits
    rest = dict(own)
    for part in parts:
        for p, n in part["staked"].items():
            rest[p] = rest.get(p, 0) - n
    if any(n < 0 for n in rest.values()):  # parts the later story undid: one part for all
        parts, rest = [], own
    outside = {p: n for p, n in rest.items() if n > 0}
    if outside:
        parts.append(_part({"amount": sum(outside.values()), "staked": outside,
                            "contested_by": []}))
    given = [dict(p.pop("given")) for p in parts]
    _place(parts, given, out)
    for part in parts:
        if not part["contested_by"]:  # the part outside the show: whoever may take it
            part["contested_by"] = _contesting(part, out, list(own))
        part["staked"] = {p: n for p, n in part["staked"].items() if p}
        part["before"] = part.pop("pool", 0)
    return [p for p in parts if p["amount"]]


def _part(raw: dict) -> dict:
    staked = dict(raw["staked"])
    return {"amount": raw["amount"], "staked": {p: n for p, n in staked.items() if n},
            "pool": staked.get("", 0), "contested_by": list(raw["contested_by"]),
            "takes": {}, "back": {}, "by_lot": 0, "carried": 0, "held": 0,
            "given": {"takes": raw.get("takes", {}), "by_lot": raw.get("by_lot", 0)}}


def _room(part: dict) -> int:
    return part["amount"] - sum(part["takes"].values()) - sum(part["back"].values()) - \
        part["by_lot"] - part["carried"] - part["held"]


def _put(part: dict, fate: str, n: int, player: str | None = None) -> None:
    if player is None:
        part[fate] += n
    else:
        part[fate][player] = part[fate].get(player, 0) + n


def _place(parts: list[dict], given: list[dict], out: dict) -> None:
    """The ruling's chips set on the parts: refunds from the player's own chips, the part
    outside the show first; each award where the replay gave it, then where he contested,
    then anywhere; the chips by lot where the replay drew lots; carried chips outside the
    show first; held chips wherever room is left."""
    top_down = list(reversed(parts))
    for p, n in out.get("refunds", {}).items():
        n = _fill(n, [(x, min(x["staked"].get(p, 0), _room(x))) for x in top_down], "back", p)
        _fill(n, [(x, _room(x)) for x in top_down], "back", p)
    left = dict(out.get("awards", {}))
    for part, was in zip(parts, given):
        for p, n in was["takes"].items():
            put = min(n, left.get(p, 0), _room(part))
            if put:
                _put(part, "takes", put, p)
                left[p] -= put
    for p, n in left.items():
        n = _fill(n, [(x, _room(x)) for x in parts if p in x["contested_by"]], "takes", p)
        _fill(n, [(x, _room(x)) for x in top_down], "takes", p)
    lots = sum(x["amount"] for x in out.get("by_lot", ()))
    lots = _fill(lots, [(x, min(was["by_lot"], _room(x))) for x, was in zip(parts, given)],
                 "by_lot")
    _fill(lots, [(x, _room(x)) for x in parts], "by_lot")
    _fill(out.get("carried", 0), [(x, _room(x)) for x in top_down], "carried")
    _fill(out.get("undecided", 0), [(x, _room(x)) for x in parts], "held")
    if any(_room(x) for x in parts):  # the ruling's own chips do not add up to its pot
        raise AssertionError(message("pot-not-placed", pot=out['pot']))


def _fill(n: int, rooms: list[tuple[dict, int]], fate: str, player: str | None = None) -> int:
    """Put N chips of FATE (a PLAYER's) in the parts with room, in order; what is left."""
    for part, room in rooms:
        put = min(n, room, _room(part))
        if put > 0:
            _put(part, fate, put, player)
            n -= put
    return n


def _contesting(part: dict, out: dict, seats: list[str]) -> list[str]:
    """Who may take the part outside the show: its takers, those among whom its chips go
    by lot, and for chips held, those whom a reading (or the play as told) would give them."""
    names = set(part["takes"])
    if part["by_lot"]:
        names |= {p for x in out.get("by_lot", ()) for p in x.get("among", ())}
    if part["held"]:
        names |= set(out.get("provisional", {}))
        names |= {p for r in out.get("readings", ()) for p in r.get("awards", {})}
    return [p for p in seats if p in names] + sorted(names - set(seats))


def cut_as_read(r, every: list[tuple]):
    """The ruling ``r`` (a judge/ruling.py Ruling) with the parts of the pool its readings
    (``every``: [(assumed, Ruling)]) cut it into, where the story as told never reached the
    division (the show waited on a point) and every reading cuts it alike: the ruling's chips
    are then placed on those parts, the chips held on the part they are held in, never
    spread over the whole pool (the picture drew them so)."""
    if r.parts:
        return r
    cuts = [x.parts for _, x in every if x.parts]
    if not cuts or len(cuts) < len(every) or any(
            [(p["amount"], p["staked"]) for p in c] !=
            [(p["amount"], p["staked"]) for p in cuts[0]] for c in cuts):
        return r
    from ..story.record import replace

    return replace(r, parts=cuts[0])
