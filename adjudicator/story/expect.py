"""What a casebook case may expect of a book's ruling (`expect:`), and the other keys of a case
file that hold plain words: each key with the kind of value it takes.

The loader reads `expect:` by this table and the case's JSON Schema (cli/schema_case.py) is
built from it, so that what `check` passes the schema accepts and what it refuses the schema
rejects. tests/test_casebook.py is what reads an expectation against the ruling.
"""
from __future__ import annotations

import re
from typing import Any

from ..errors import InputError
from .cards import OPENING_PAIRS
from .terms import (BOOK_ID_PATTERN, DEPARTURES, LAW_ID_PATTERN, MAX_TOTAL, MISSING_FACTS, RUNGS,
                    STATUSES, is_name)
from .yamlio import MDict

# key -> kind: status (one of STATUSES), chips (a whole number, 0 to MAX_TOTAL), chips-by-player,
# law-ids, words (a list of text), departures, next ({dealer, redeal_by, jack_pot}: a name or
# nothing), retired (player -> the law he retired under, or nothing), list (a list of
# anything), referee ({player, law, parties}, or nothing), rungs (law id -> the rung a step
# citing it is decided on), readings (the readings the ruling must make: each an `assume` of
# {point, reading} and what it must give, by READING_KEYS)
EXPECT_KEYS = {
    "status": "status", "pot": "chips", "carried": "chips", "undecided": "chips",
    "awards": "chips-by-player", "refunds": "chips-by-player", "stakes": "chips-by-player",
    "provisional": "chips-by-player", "laws": "law-ids", "silent": "words",
    "not_silent": "words", "missing": "words", "agreed": "departures", "next": "next",
    "retired": "retired", "penalties": "list", "by_lot": "list", "agreements": "list",
    "referee": "referee", "rungs": "rungs", "readings": "readings",
}
READING_KEYS = ("assume", "awards", "refunds", "status", "laws", "pot", "carried", "undecided",
                "penalties", "by_lot")
# an assumption names its point and reading; where one point arises twice (two players'
# straddles), the event it arises at and the player it concerns tell them apart
ASSUMPTION_KEYS = ("point", "reading", "event", "player")
NEXT_KEYS = ("dealer", "redeal_by", "jack_pot")
_LAW_ID, _BOOK_ID = re.compile(LAW_ID_PATTERN), re.compile(BOOK_ID_PATTERN)


_UP_TO = f"from 0 to {MAX_TOTAL:,}"
_WHOLE = f"a whole number {_UP_TO}"


def _one_of(v: Any, options) -> bool:
    """Whether V is one of the names OPTIONS holds (a list or a mapping written in its place
    is none of them, never a TypeError)."""
    return isinstance(v, str) and v in options


def _chips(v: Any) -> bool:
    return isinstance(v, int) and not isinstance(v, bool) and 0 <= v <= MAX_TOTAL


def _words(v: Any) -> bool:
    return isinstance(v, list) and all(isinstance(x, str) for x in v)


def _name(v: Any) -> bool:
    return isinstance(v, str) and is_name(v)


def _law(v: Any) -> bool:
    return isinstance(v, str) and _LAW_ID.search(v) is not None


def _reading(r: Any) -> bool:
    if not isinstance(r, dict) or "assume" not in r or not set(r) <= set(READING_KEYS):
        return False
    return (isinstance(r["assume"], list) and len(r["assume"]) > 0
            and all(_assumption(a) for a in r["assume"])
            and all(_KINDS["chips-by-player"](r[k]) for k in ("awards", "refunds") if k in r)
            and ("status" not in r or _one_of(r["status"], STATUSES))
            and ("laws" not in r or _KINDS["law-ids"](r["laws"]))
            and all(_chips(r[k]) for k in ("pot", "carried", "undecided") if k in r)
            and all(isinstance(r[k], list) for k in ("penalties", "by_lot") if k in r))


def _assumption(a: Any) -> bool:
    return (isinstance(a, dict) and {"point", "reading"} <= set(a) <= set(ASSUMPTION_KEYS)
            and isinstance(a["point"], str) and isinstance(a["reading"], str)
            and ("event" not in a or _chips(a["event"]))
            and ("player" not in a or _name(a["player"])))


_KINDS = {
    "status": lambda v: _one_of(v, STATUSES),
    "chips": _chips,
    "chips-by-player": lambda v: isinstance(v, dict) and all(
        _name(k) and _chips(x) for k, x in v.items()),
    "law-ids": lambda v: isinstance(v, list) and all(_law(x) for x in v),
    "words": _words,
    "departures": lambda v: isinstance(v, list) and all(_one_of(x, DEPARTURES) for x in v),
    "next": lambda v: isinstance(v, dict) and all(
        k in NEXT_KEYS and (x is None or isinstance(x, str)) for k, x in v.items()),
    "retired": lambda v: isinstance(v, dict) and all(
        _name(k) and (x is None or _law(x)) for k, x in v.items()),
    "list": lambda v: isinstance(v, list),
    "referee": lambda v: v is None or (
        isinstance(v, dict) and set(v) <= {"player", "law", "parties"} and _name(v.get("player"))
        and _law(v.get("law")) and isinstance(v.get("parties", []), list)
        and all(_name(x) for x in v.get("parties", []))),
    "rungs": lambda v: isinstance(v, dict) and all(_law(k) and _one_of(x, RUNGS)
                                                                       for k, x in v.items()),
    "readings": lambda v: isinstance(v, list) and all(_reading(r) for r in v),
}
_SAYS = {
    "status": f"one of {', '.join(STATUSES)}", "chips": _WHOLE,
    "chips-by-player": f"a mapping of players to whole numbers {_UP_TO}",
    "law-ids": "a list of law ids (BOOK:ID)", "words": "a list of text",
    "departures": f"a list of departures ({', '.join(DEPARTURES)})",
    "next": f"a mapping of {', '.join(NEXT_KEYS)} to a player or nothing",
    "retired": "a mapping of players to a law id or nothing", "list": "a list",
    "referee": "{player, law} (and parties, a list of players), or nothing",
    "rungs": f"a mapping of law ids to a rung ({', '.join(RUNGS)})",
    "readings": f"a list of readings, each with assume: [{{point, reading}}] (at least one; "
                f"each may name the event and player that tell two alike apart) and any of "
                f"{', '.join(READING_KEYS[1:])}",
}


# the kinds whose keys name players, and the `next` keys whose values do
_PLAYER_KEYED = ("chips-by-player", "retired")
_PLAYER_NEXT = ("dealer", "redeal_by")


def check_expect(expect: Any, mark, players: tuple = ()) -> None:
    """`expect:` maps book ids to what each book's ruling must hold, by EXPECT_KEYS; every
    player it names is one of PLAYERS (the table's), where they are given."""
    if not isinstance(expect, MDict):
        raise InputError("expect maps book ids to the ruling expected", mark)
    for book, want in expect.items():
        if not isinstance(book, str) or not _BOOK_ID.search(book):
            raise InputError(f"expect: {book!r} is not a book id (lower case letters, digits "
                             "and -)", expect.mark_of(book))
        if not isinstance(want, MDict):
            raise InputError(f"expect: {book} maps what the ruling must hold, e.g. "
                             "`{status: settled}`", expect.mark_of(book))
        for key, value in want.items():
            if key not in EXPECT_KEYS:
                raise InputError(f"expect: {book}: unknown key {key!r}: known are "
                                 f"{', '.join(EXPECT_KEYS)}", want.mark_of(key))
            kind = EXPECT_KEYS[key]
            if not _KINDS[kind](value):
                raise InputError(f"expect: {book}: {key} takes {_SAYS[kind]}; not {value!r}",
                                 want.mark_of(key))
            named = (list(value) if kind in _PLAYER_KEYED else
                     [value.get(k) for k in _PLAYER_NEXT] if kind == "next" else [])
            for who in named:
                if players and who is not None and who not in players:
                    raise InputError(f"expect: {book}: {key} names {who!r}, who is not at the "
                                     f"table ({', '.join(players)})", want.mark_of(key))
            _check_parts(key, value, want.mark_of(key), players, f"expect: {book}: {key}")


def _at(container, key, mark):
    return container.mark_of(key) if hasattr(container, "mark_of") else mark


# What each entry of a list the ruling holds is made of, as the ruling's schema writes it:
# key -> (kind of its value, whether it must be written). A player is one at the table; `to`
# a player or the pool; a law is a law id or nothing (where the book is silent).
_ENTRIES = {
    "penalties": {"player": ("player", True), "amount": ("chips", True),
                  "to": ("to", True), "law": ("law-or-none", True),
                  "forfeited": ("bool", False), "unpaid": ("chips", False)},
    "by_lot": {"amount": ("chips", True), "among": ("players", True),
               "law": ("law-or-none", False)},
    "agreements": {"departure": ("departure", True), "laws": ("law-ids", False),
                   "applied": ("bool", False), "allowed_by": ("law-or-none", False)},
}
_ENTRY_SAYS = {"player": "a player at the table", "chips": _WHOLE,
               "to": "pool or a player at the table", "law-or-none": "a law id or nothing",
               "players": "a list of players at the table, each once",
               "law-ids": "a list of law ids",
               "departure": f"a departure ({', '.join(DEPARTURES)})", "bool": "true or false"}


def _fits(kind: str, v: Any, players: tuple) -> bool:
    seated = (lambda x: isinstance(x, str) and (x in players if players else _name(x)))
    return {
        "player": lambda: seated(v),
        "chips": lambda: _chips(v),
        "to": lambda: v == "pool" or seated(v),
        "law-or-none": lambda: v is None or _law(v),
        "players": lambda: isinstance(v, list) and all(seated(x) for x in v)
        and len(set(v)) == len(v),
        "law-ids": lambda: _KINDS["law-ids"](v),
        "departure": lambda: _one_of(v, DEPARTURES),
        "bool": lambda: isinstance(v, bool),
    }[kind]()


def _check_parts(key: str, value, mark, players: tuple, said: str) -> None:
    """The parts of an expectation its kind leaves open, each refused at its line: the
    entries of penalties, by_lot and agreements; the facts `missing` names; the pair a
    jack pot is next opened by; and the points, readings and players of `readings`."""
    if key in _ENTRIES:
        shape = _ENTRIES[key]
        for i, entry in enumerate(value):
            at = _at(value, i, mark)
            if not isinstance(entry, dict):
                raise InputError(f"{said}: each entry is a mapping of {', '.join(shape)}; not "
                                 f"{entry!r}", at)
            for k, v in entry.items():
                if k not in shape:
                    raise InputError(f"{said}: unknown key {k!r}: known are "
                                     f"{', '.join(shape)}", _at(entry, k, at))
                if not _fits(shape[k][0], v, players):
                    raise InputError(f"{said}: {k} takes {_ENTRY_SAYS[shape[k][0]]}; not {v!r}",
                                     _at(entry, k, at))
            lacking = [k for k, (_, needed) in shape.items() if needed and k not in entry]
            if lacking:
                raise InputError(f"{said}: the entry needs {', '.join(lacking)}", at)
    elif key == "missing":
        for i, fact in enumerate(value):
            if not _one_of(fact, MISSING_FACTS):
                raise InputError(f"{said}: {fact!r} is not a fact a ruling finds untold "
                                 f"({', '.join(MISSING_FACTS)})", _at(value, i, mark))
    elif key == "next":
        pair = value.get("jack_pot")
        if pair is not None and not _one_of(pair, OPENING_PAIRS):
            raise InputError(f"{said}: jack_pot is one of {', '.join(OPENING_PAIRS)}, or "
                             f"nothing; not {pair!r}", _at(value, "jack_pot", mark))
    elif key == "readings":
        for i, reading in enumerate(value):
            _check_reading(reading, _at(value, i, mark), players, said)


def _check_reading(reading: dict, mark, players: tuple, said: str) -> None:
    from .points import CHIPS, CHIPS_VOID, split

    for j, a in enumerate(reading["assume"]):
        at = _at(reading["assume"], j, mark)
        found = split(a["point"])
        if found is not None and found[0].about is not None and found[1] not in found[0].about:
            raise InputError(f"{said}: unknown point {a['point']!r}: after "
                             f"`{found[0].name}.` comes one of {', '.join(found[0].about)}",
                             _at(a, "point", at))
        if found is None or (found[0].fact and players and found[1] not in players):
            raise InputError(f"{said}: unknown point {a['point']!r} (a point is KIND.PLAYER, "
                             "as the ruling's open_points name it)", _at(a, "point", at))
        # a chips point reads "void" too where the book keeps a bet once made (Peel 55)
        admits = found[0].readings + (tuple(CHIPS_VOID) if found[0] is CHIPS else ())
        if admits and a["reading"] not in admits:
            raise InputError(f"{said}: {a['point']} reads {' or '.join(admits)}; "
                             f"not {a['reading']!r}", _at(a, "reading", at))
        if players and "player" in a and a["player"] not in players:
            raise InputError(f"{said}: {a['point']} names {a['player']!r}, who is not at the "
                             f"table ({', '.join(players)})", _at(a, "player", at))
    for k in ("awards", "refunds"):
        for who in reading.get(k, {}):
            if players and who not in players:
                raise InputError(f"{said}: {k} names {who!r}, who is not at the table "
                                 f"({', '.join(players)})", _at(reading, k, mark))


def check_names(case, known) -> None:
    """Every book, law and point the case names is one KNOWN knows (``known.book(id)``,
    ``known.law(id)``, ``known.point(name)``: the library within reach, given by the caller,
    for the story knows no book): an unknown one is bad input at its line, before any
    ruling (never an expectation unmet, or a case ruled as if the name were right). The
    commands that rule read no `expect:`, and ask only of the case's book (law/known.py)."""
    from ..errors import Mark

    def refuse(what: str, name, mark) -> None:
        if what == "open point":
            raise InputError(f"unknown point {name!r}: the question, hand or law it names is "
                             "none the books know (`adjudicator provisions` lists them)", mark)
        raise InputError(f"{what} {name!r}: " + (
            "not a point a ruling can find a book silent on (`adjudicator provisions` and "
            "`adjudicator topics` list them)" if what == "point" else
            f"no such {what} within reach (a house book's folder is named with --rulebooks)"),
            mark)

    known.refuse_unknown_book(case)
    for book, want in case.expect.items():
        if not known.book(book):
            raise InputError(f"expect: {known.no_book(book)}",
                             case.expect_mark.get(book) or Mark(case.file))
        for key, value in want.items():
            for name, mark, what in _named(key, value, want.mark_of(key)):
                if not {"law": known.law, "point": known.point,
                        "open point": known.open_point}[what](name):
                    refuse(what, name, mark)


def _named(key: str, value, mark):
    """(name, where it is written, law or point) for each law and point an expectation names."""
    def at(container, k):
        return container.mark_of(k) if hasattr(container, "mark_of") else mark

    kind = EXPECT_KEYS[key]
    if kind == "law-ids":
        return [(x, at(value, i), "law") for i, x in enumerate(value)]
    if kind == "rungs":
        return [(x, at(value, x), "law") for x in value]
    if kind == "retired":
        return [(x, at(value, p), "law") for p, x in value.items() if x is not None]
    if key in ("silent", "not_silent"):
        return [(x, at(value, i), "point") for i, x in enumerate(value)]
    if kind == "readings":  # its laws, and the points it assumes and the laws they read
        return [(x, at(r, "laws"), "law") for r in value for x in r.get("laws", ())] + \
            [(a["point"], at(a, "point"), "open point") for r in value for a in r["assume"]] + \
            [(a["reading"], at(a, "reading"), "law") for r in value for a in r["assume"]
             if a["point"].startswith("law.")]
    if key in _ENTRIES:  # the laws an entry of penalties, by_lot or agreements names
        return [(x, at(e, k), "law") for e in value for k in ("law", "allowed_by")
                for x in [e.get(k)] if x is not None] + \
            [(x, at(e, "laws"), "law") for e in value for x in e.get("laws", ())]
    return []
