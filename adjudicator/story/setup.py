"""The table where the story starts, as a case's ``table:`` tells it (docs/case-format.md):
the players and the dealer, the form of betting, the stakes and stacks, the departures agreed.

Everything impossible is refused here with its FILE:LINE:COL (an unknown player, a player
seated twice, a negative amount).
"""
from __future__ import annotations

from typing import Any

from .cards import OPENING_PAIRS
from ..errors import InputError, did_you_mean
from .lookalike import look_alike, spelled
from .possible import LARGEST_PACK
from .record import Record
from .terms import BETTING_FORMS, DEPARTURES, MAX_NAME, RESERVED_NAMES, is_name, same_name
from .written import amount as _amount
from .written import player as _player
from .yamlio import MDict, check_keys

# How many may sit at a table is each book's law (players.min, players.max), ruled on; the
# story only cannot seat more than the largest pack could deal a card each (possible.py).
MAX_PLAYERS = LARGEST_PACK
PHASES = ("before_deal", "before_draw", "after_draw")
UNITS = ("chips", "pence", "cents", "dollars", "shillings")


class TableSetup(Record):
    """The table where the story starts."""

    __slots__ = ("players", "dealer", "betting", "ante", "unit", "stacks", "limit", "jack_pot",
                 "phase", "pot", "agreed", "feed", "marks")
    # marks: where each stake of the setup (ante, feed) is written, to blame a stake over a
    # stack, and the players, to blame a table the pack cannot deal to
    DEFAULTS = {"betting": "limit", "ante": 0, "unit": "chips", "stacks": dict, "limit": None,
                "jack_pot": None, "phase": "before_deal", "pot": 0, "agreed": (), "feed": None,
                "marks": dict}
    # the fields' types, for a type checker (the record's fields are its __slots__)
    players: tuple[str, ...]
    dealer: str
    betting: str
    ante: int
    unit: str
    stacks: dict[str, int]
    limit: int | None
    jack_pot: str | None
    phase: str
    pot: int
    agreed: tuple[str, ...]


TABLE_KEYS = ("players", "dealer", "betting", "ante", "unit", "stacks", "limit", "jack_pot",
              "phase", "pot", "agreed", "feed")


def read_table(node: Any, case: MDict) -> TableSetup:
    if not isinstance(node, MDict):
        raise InputError("table: must be a mapping with players and dealer",
                         case.mark_of("table"))
    check_keys(node, TABLE_KEYS, ("players", "dealer"), "table:")
    for key, value in node.items():
        if value is None:  # `limit:` written with nothing after it
            raise InputError(f"table: {key} is written with no value: give one, or leave the "
                             "key out", node.mark_of(key))
    players = node["players"]
    if not isinstance(players, list) or not all(isinstance(p, str) and p for p in players):
        raise InputError("players must be a list of names, e.g. `players: [A, B, C]`",
                         node.mark_of("players"))
    if not players:
        raise InputError("players names at least one player, the dealer",
                         node.mark_of("players"))
    if len(players) > MAX_PLAYERS:
        raise InputError(f"{len(players)} players, but no pack holds more than {MAX_PLAYERS} "
                         "cards: not every player could be dealt a card",
                         node.mark_of("players"))
    seen: dict[str, str] = {}
    looks: dict = {}  # what each name looks like, for the names after it
    for i, p in enumerate(players):
        if p in players[:i]:
            raise InputError(f"player {p!r} is seated twice", players.mark_of(i))
        if same_name(p) in seen:
            raise InputError(f"player {p!r} is seated twice: the name is written as "
                             f"{seen[same_name(p)]!r} before it, which prints alike (the same "
                             "letters, composed otherwise)", players.mark_of(i))
        seen[same_name(p)] = p
        if same_name(p).casefold() in RESERVED_NAMES:
            raise InputError(f"player name {p!r} is a word the ruling reserves (a penalty "
                             f"paid `to: pool` goes to the pot): name the player otherwise",
                             players.mark_of(i))
        if len(p) > MAX_NAME:  # a key of a ruling's mappings, and YAML keys end at 1024
            raise InputError(f"player name {p[:20]!r}... is {len(p)} characters long: a name "
                             f"is at most {MAX_NAME}", players.mark_of(i))
        if not is_name(p):  # a name must print on one line, as written
            raise InputError(f"player name {ascii(p)} holds a control character, a format or "
                             "invisible one, or blank ends, or nothing that prints: write each "
                             "name plainly on one line (no control or format character, no "
                             "space but the plain one)", players.mark_of(i))
        alike = look_alike(p, looks)
        if alike:
            other, how = alike
            told = "; ".join(f"{n!r} is {spelled(n)}" for n in (p, other) if spelled(n))
            raise InputError(f"player {p!r} looks like {other!r}, seated before it: {how}"
                             f"{' (' + told + ')' if told else ''}; players at one table are "
                             "told apart by their names: name one of them otherwise",
                             players.mark_of(i))
    players = tuple(players)
    dealer = _player(node["dealer"], players, node, "dealer")
    betting = node.get("betting", "limit")
    if betting not in BETTING_FORMS:
        raise InputError(f"betting must be one of: {', '.join(BETTING_FORMS)}; not {betting!r}"
                         f"{did_you_mean(betting, BETTING_FORMS)}", node.mark_of("betting"))
    unit = node.get("unit", "chips")
    if unit not in UNITS:
        raise InputError(f"unit must be one of: {', '.join(UNITS)}; not {unit!r}"
                         f"{did_you_mean(unit, UNITS)}", node.mark_of("unit"))
    phase = node.get("phase", "before_deal")
    if phase not in PHASES:
        raise InputError(f"phase must be one of: {', '.join(PHASES)}; not {phase!r}"
                         f"{did_you_mean(phase, PHASES)}", node.mark_of("phase"))
    stacks = node.get("stacks", {})
    if not isinstance(stacks, dict):
        raise InputError("stacks must map each player to his funds", node.mark_of("stacks"))
    for p, v in stacks.items():
        _player(p, players, stacks, p)
        _amount(v, stacks, p, f"{p}'s stack")
    if betting in ("table-stakes", "freeze-out") and set(stacks) != set(players):
        lacking = [p for p in players if p not in stacks]  # the players, never a new name
        raise InputError(f"{betting} needs every player's stack in `stacks`: none is given "
                         f"for {', '.join(lacking)}",
                         node.mark_of("stacks") if "stacks" in node else node.mark)
    limit = node.get("limit")
    if limit is not None:
        limit = _amount(limit, node, "limit", "limit")
    agreed = node.get("agreed", [])
    agreed = [agreed] if isinstance(agreed, str) else agreed
    if not isinstance(agreed, list):
        raise InputError("agreed must be a list of departures", node.mark_of("agreed"))
    for a in agreed:
        if a not in DEPARTURES:
            raise InputError(f"unknown departure {a!r}: known are {', '.join(DEPARTURES)}"
                             f"{did_you_mean(a, DEPARTURES)}", node.mark_of("agreed"))
    jack_pot = node.get("jack_pot")
    if jack_pot is not None and (not isinstance(jack_pot, str) or jack_pot not in OPENING_PAIRS):
        raise InputError(f"jack_pot names the least pair that opens: {', '.join(OPENING_PAIRS)}"
                         f"; not {jack_pot!r}{did_you_mean(str(jack_pot), OPENING_PAIRS)}",
                         node.mark_of("jack_pot"))
    feed = node.get("feed")
    return TableSetup(
        players=players, dealer=dealer, betting=betting,
        ante=_amount(node.get("ante", 0), node, "ante", "ante"), unit=unit,
        stacks=dict(stacks), limit=limit, jack_pot=jack_pot, phase=phase,
        pot=_amount(node.get("pot", 0), node, "pot", "pot"), agreed=tuple(agreed),
        feed=None if feed is None else _amount(feed, node, "feed", "feed"),
        # an ante or a unit the table does not tell has no mark: "ante" in marks is the table's
        # ante told (an `ante` event without an amount is then the table's)
        marks={k: node.mark_of(k) for k in ("ante", "feed", "players", "unit") if k in node
               or k in ("feed", "players")},
    )
