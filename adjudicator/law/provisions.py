"""The decision points a rulebook can settle: the vocabulary of ``provides:``.

The catalogue itself is data, ``provisions.yaml`` beside this module: each key names a
question the engine asks a book at some point of a deal, the kind of answer it accepts, what
it means and the topic under which books are compared. A law in a rulebook answers a
question by giving the key a value; the engine never answers one itself. This module holds
only the mechanism: reading the catalogue (once a process, from the cache where this very
file was read before) and checking an answer against its question.
"""
from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any

from ..errors import InputError, Mark
from ..story.record import Record

FILE = Path(__file__).with_name("provisions.yaml")
# The forms of answer this module can check (``check_value``).
KINDS = ("enum", "enum-list", "bool", "int", "names")
_LISTED = ("enum", "enum-list")  # the kinds whose answers are listed in ``values``
_ENTRY_KEYS = ("kind", "topic", "means", "values", "informational")


class Spec(Record):
    """One question a book may answer: its key, the form of answer (``kind``: enum, bool,
    int, enum-list or names), what it means, its topic, its values, and ``informational``:
    why the engine never asks it (a definition, say), "" if it does."""

    __slots__ = ("key", "kind", "doc", "topic", "values", "informational")
    DEFAULTS = {"values": (), "informational": ""}

    def describe(self) -> str:
        if self.kind in _LISTED:
            return f"{self.kind} of: {', '.join(self.values)}"
        return self.kind


_loaded: dict = {}  # "lists" and "specs", once a process


def _catalogue() -> dict:
    if not _loaded:
        lists, specs = _load()
        _loaded["lists"] = {name: tuple(values) for name, values in lists}
        _loaded["specs"] = {key: Spec(key, kind, means, topic, tuple(values), info)
                            for key, kind, topic, means, values, info in specs}
    return _loaded


class _Specs(Mapping):
    """The catalogue, read on first use: importing this module reads no file (the cache
    that keeps the catalogue imports the modules that import this one)."""

    def __getitem__(self, key):
        return _catalogue()["specs"][key]

    def __contains__(self, key):
        return key in _catalogue()["specs"]

    def __iter__(self):
        return iter(_catalogue()["specs"])

    def __len__(self):
        return len(_catalogue()["specs"])

    def get(self, key, default=None):
        return _catalogue()["specs"].get(key, default)


class _List(Sequence):
    """One of the catalogue's named lists of values (``lists:``), read on first use."""

    def __init__(self, name: str):
        self.name = name

    def __getitem__(self, i):
        return _catalogue()["lists"][self.name][i]

    def __len__(self):
        return len(_catalogue()["lists"][self.name])

    def __contains__(self, value):
        return value in _catalogue()["lists"][self.name]

    def __repr__(self):
        return repr(_catalogue()["lists"][self.name])


CATALOGUE: Mapping[str, Spec] = _Specs()
CATEGORIES: Sequence[str] = _List("categories")
RANKS: Sequence[str] = _List("opening-pairs")
SEATS: Sequence[str] = _List("seats")


def _load() -> tuple:
    """The catalogue as plain data: from the cache where this very file was read before,
    else read from the file (strictly, each fault at its line) and kept there."""
    from . import store

    raw = FILE.read_bytes()  # the package's own file: YAML is parsed only where not cached
    # The key: the catalogue's bytes and this module's, which shapes what is kept.
    name = store.digest(raw, Path(__file__).read_bytes()) + ".provisions"
    plain = store.get_plain(name)
    if plain is None or not _well_shaped(plain):
        plain = read_catalogue(raw.decode("utf-8"), str(FILE))
        store.put_plain(name, plain)
    return plain


def read_catalogue(text: str, file: str) -> tuple:
    """(lists, specs) as plain tuples, each spec (key, kind, topic, means, values,
    informational) with its values listed out; a fault is an InputError at its line."""
    from ..story import yamlio
    from ..story.yamlio import MDict, MList

    data = yamlio.loads(text, file)
    if not isinstance(data, MDict):
        raise InputError("the catalogue holds `lists:` and `provisions:`", Mark(file, 1, 1))
    yamlio.check_keys(data, ("lists", "provisions"), ("lists", "provisions"), "the catalogue")
    lists, specs = data["lists"], data["provisions"]
    for what, mapping in (("lists", lists), ("provisions", specs)):
        if not isinstance(mapping, MDict) or not mapping:
            raise InputError(f"`{what}:` is a mapping", data.mark_of(what))
    for name, values in lists.items():
        if not _words(values):
            raise InputError(f"the list {name!r} is a list of words", lists.mark_of(name))
    out = []
    for key, entry in specs.items():
        if not isinstance(entry, MDict):
            raise InputError(f"{key}: a mapping of {', '.join(_ENTRY_KEYS)}",
                             specs.mark_of(key))
        yamlio.check_keys(entry, _ENTRY_KEYS, ("kind", "topic", "means"), f"provision {key}")
        kind = entry["kind"]
        if kind not in KINDS:
            raise InputError(f"{key}: kind is one of {', '.join(KINDS)}", entry.mark_of("kind"))
        for field in ("topic", "means", "informational"):
            if not isinstance(entry.get(field, "x"), str) or not entry.get(field, "x").strip():
                raise InputError(f"{key}: {field} is a line of words", entry.mark_of(field))
        values = entry.get("values")
        if (values is not None) != (kind in _LISTED):
            raise InputError(f"{key}: `values:` belongs to the kinds {' and '.join(_LISTED)}, "
                             "and each of them needs it", entry.mark_of("values") or entry.mark)
        if isinstance(values, str):
            if values not in lists:
                raise InputError(f"{key}: no list {values!r} under `lists:`",
                                 entry.mark_of("values"))
            values = lists[values]
        elif values is not None and (not isinstance(values, MList) or not _words(values)):
            raise InputError(f"{key}: values are a list of words, or a list's name",
                             entry.mark_of("values"))
        out.append((key, kind, entry["topic"], " ".join(entry["means"].split()),
                    tuple(values or ()), " ".join(entry.get("informational", "").split())))
    return tuple((name, tuple(values)) for name, values in lists.items()), tuple(out)


def _words(values) -> bool:
    return isinstance(values, list) and bool(values) and all(
        isinstance(v, str) and v for v in values) and len(set(values)) == len(values)


def _well_shaped(plain) -> bool:
    """Whether data from the cache is shaped as ``read_catalogue`` makes it: an entry is
    never trusted, whatever its digest says."""
    try:
        lists, specs = plain
        ok = all(isinstance(n, str) and isinstance(v, tuple) and all(isinstance(x, str) for x in v)
                 for n, v in lists)
        for key, kind, topic, means, values, info in specs:
            ok = ok and kind in KINDS and all(isinstance(x, str) for x in (key, topic, means, info))
            ok = ok and isinstance(values, tuple) and all(isinstance(x, str) for x in values)
        return ok
    except (TypeError, ValueError):
        return False


def check_value(spec: Spec, value: Any) -> str | None:
    """Say what is wrong with ``value`` as an answer to ``spec``, or None if it fits."""
    if spec.kind == "enum":
        if value not in spec.values:
            return f"{spec.key} takes one of: {', '.join(spec.values)}; not {value!r}"
    elif spec.kind == "bool":
        if not isinstance(value, bool):
            return f"{spec.key} takes true or false; not {value!r}"
    elif spec.kind == "int":
        if isinstance(value, bool) or not isinstance(value, int) or value < 0:
            return f"{spec.key} takes a whole number; not {value!r}"
    elif spec.kind == "enum-list":
        if not isinstance(value, list) or not value:
            return f"{spec.key} takes a list of: {', '.join(spec.values)}"
        for item in value:
            if item not in spec.values:
                return f"{spec.key}: {item!r} is not one of: {', '.join(spec.values)}"
    elif spec.kind == "names":
        if not isinstance(value, dict):
            return f"{spec.key} takes a mapping of category: name"
        for cat, name in value.items():
            if cat not in CATEGORIES:
                return f"{spec.key}: {cat!r} is not a category ({', '.join(CATEGORIES)})"
            if not isinstance(name, str):
                return f"{spec.key}: the name of {cat} must be text"
    return None
