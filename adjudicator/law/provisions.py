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
from ..story.cards import OPENING_PAIRS, RANK_PLURALS, RANKS
from ..story.record import Record
from ..story.terms import MAX_AMOUNT

FILE = Path(__file__).with_name("provisions.yaml")
# Lists of values the story defines, which a key may name as its values as it names those
# under `lists:` (a case names an opening pair as a book's progression does).
_STORY_LISTS = {"opening-pairs": tuple(OPENING_PAIRS),
                # the ranks of the pack, highest first, in the books' plural words
                "ranks": tuple(RANK_PLURALS[r] for r in reversed(RANKS))}
# The forms of answer this module can check (``check_value``).
# (count: a whole number above 0, where none is no answer: a pack of no cards)
KINDS = ("enum", "enum-list", "bool", "int", "count", "names", "amount", "record")
FIELD_KINDS = ("enum", "bool", "int", "count", "amount")  # the kinds of a record's fields
# the kinds whose answers are listed in ``values`` (an amount's: the bases it is reckoned from)
_LISTED = ("enum", "enum-list", "amount")
_ENTRY_KEYS = ("kind", "topic", "means", "values", "fields", "informational", "fewest")
_FIELD_KEYS = ("kind", "means", "values", "optional")
AMOUNT_KEYS = ("of", "multiple", "divided-by")


class Spec(Record):
    """One question a book may answer: its key, the form of answer (``kind``, one of
    KINDS), what it means, its topic, its values (an amount's: its bases), ``informational``:
    why the engine never asks it (a definition, say), "" if it does; a record's ``fields``
    (each a Spec, ``optional`` where a law may leave it out); an enum-list's ``fewest``:
    how many values an answer names at the least (a pack of one rank deals no hand)."""

    __slots__ = ("key", "kind", "doc", "topic", "values", "informational", "fields",
                 "optional", "fewest")
    DEFAULTS = {"values": (), "informational": "", "fields": (), "optional": False,
                "fewest": 1}


_loaded: dict | None = None  # "lists", "bases" and "specs", once a process


def _catalogue() -> dict:
    # Built whole, then published in one assignment: a thread that comes first to a fresh
    # process sees either no catalogue or all of it, never one half filled in.
    global _loaded
    loaded = _loaded
    if loaded is None:
        lists, bases, specs = _load()
        loaded = {
            "lists": {name: tuple(values) for name, values in lists},
            "bases": dict(bases),
            "specs": {
                key: Spec(key, kind, means, topic, values, info, tuple(
                    Spec(f"{key}.{name}", fkind, fmeans, topic, fvalues, optional=optional)
                    for name, fkind, fmeans, fvalues, optional in fields), fewest=fewest)
                for key, kind, topic, means, values, info, fields, fewest in specs}}
        _loaded = loaded
    return loaded


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


class _Bases(Mapping):
    """The amounts a parameter is reckoned from, each with its words (``bases:``)."""

    def __getitem__(self, key):
        return _catalogue()["bases"][key]

    def __iter__(self):
        return iter(_catalogue()["bases"])

    def __len__(self):
        return len(_catalogue()["bases"])


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
SEATS: Sequence[str] = _List("seats")
BASES: Mapping[str, str] = _Bases()


def _load() -> tuple:
    """The catalogue as plain data: from the cache where this very file was read before,
    else read from the file (strictly, each fault at its line) and kept there."""
    from . import store

    raw = FILE.read_bytes()  # the package's own file: YAML is parsed only where not cached
    # The key: the catalogue's bytes, this module's (which shapes what is kept) and the
    # story's lists it takes in.
    name = store.digest(raw, Path(__file__).read_bytes(),
                        repr(sorted(_STORY_LISTS.items())).encode()) + ".provisions"
    plain = store.get_plain(name)
    if plain is None or not _well_shaped(plain):
        plain = read_catalogue(raw.decode("utf-8"), str(FILE))
        store.put_plain(name, plain)
    return plain


def read_catalogue(text: str, file: str) -> tuple:
    """(lists, bases, specs) as plain tuples: each spec (key, kind, topic, means, values,
    informational, fields, fewest) with its values listed out, each field (name, kind, means,
    values, optional); a fault is an InputError at its line."""
    from ..story import yamlio
    from ..story.yamlio import MDict

    data = yamlio.loads(text, file)
    if not isinstance(data, MDict):
        raise InputError("the catalogue holds `lists:`, `bases:` and `provisions:`",
                         Mark(file, 1, 1))
    parts = ("lists", "bases", "provisions")
    yamlio.check_keys(data, parts, parts, "the catalogue")
    lists, bases, specs = (data[p] for p in parts)
    for what in parts:
        if not isinstance(data[what], MDict) or not data[what]:
            raise InputError(f"`{what}:` is a mapping", data.mark_of(what))
    for name, values in lists.items():
        if not _words(values) or name in _STORY_LISTS:
            raise InputError(f"the list {name!r} is a list of words, and not one of the "
                             f"story's ({', '.join(_STORY_LISTS)})", lists.mark_of(name))
    lists = {**lists, **{name: list(values) for name, values in _STORY_LISTS.items()}}
    for name, words in bases.items():
        _line(words, f"the base {name!r}", bases.mark_of(name))
    out = []
    for key, entry in specs.items():
        _entry(entry, key, _ENTRY_KEYS, KINDS, specs.mark_of(key))
        _line(entry["topic"], f"{key}: topic", entry.mark_of("topic"))
        if "informational" in entry:
            _line(entry["informational"], f"{key}: informational", entry.mark_of("informational"))
        fields = entry.get("fields")
        if (fields is not None) != (entry["kind"] == "record"):
            raise InputError(f"{key}: `fields:` belongs to the kind record, which needs it",
                             entry.mark_of("fields") or entry.mark)
        if fields is not None and (not isinstance(fields, MDict) or not fields):
            raise InputError(f"{key}: `fields:` is a mapping of name: field",
                             entry.mark_of("fields"))
        plain_fields = []
        for name, field in (fields or {}).items():
            _entry(field, f"{key}.{name}", _FIELD_KEYS, FIELD_KINDS, fields.mark_of(name))
            optional = field.get("optional", False)
            if not isinstance(optional, bool):
                raise InputError(f"{key}.{name}: optional is true or false",
                                 field.mark_of("optional"))
            plain_fields.append((name, field["kind"], _flat(field["means"]),
                                 _values(field, f"{key}.{name}", lists, bases), optional))
        out.append((key, entry["kind"], entry["topic"], _flat(entry["means"]),
                    _values(entry, key, lists, bases), _flat(entry.get("informational", "")),
                    tuple(plain_fields), _fewest(entry, key)))
    return (tuple((name, tuple(values)) for name, values in lists.items()),
            tuple(bases.items()), tuple(out))


def _fewest(entry, key: str) -> int:
    """An enum-list's least count of values (1 where it does not say)."""
    fewest = entry.get("fewest", 1)
    if "fewest" in entry and (entry["kind"] != "enum-list" or isinstance(fewest, bool)
                              or not isinstance(fewest, int) or fewest < 1):
        raise InputError(f"{key}: `fewest:` belongs to the kind enum-list, a whole number "
                         "above 0", entry.mark_of("fewest"))
    return fewest


def _entry(entry, key: str, keys: tuple, kinds: tuple, mark) -> None:
    from ..story import yamlio
    from ..story.yamlio import MDict

    if not isinstance(entry, MDict):
        raise InputError(f"{key}: a mapping of {', '.join(keys)}", mark)
    yamlio.check_keys(entry, keys, ("kind", "means"), key)
    if entry["kind"] not in kinds:
        raise InputError(f"{key}: kind is one of {', '.join(kinds)}", entry.mark_of("kind"))
    _line(entry["means"], f"{key}: means", entry.mark_of("means"))
    if "topic" in keys and "topic" not in entry:
        raise InputError(f"{key} needs the key 'topic'", entry.mark)


def _values(entry, key: str, lists, bases) -> tuple:
    """An entry's values, a named list's listed out; an amount's are bases."""
    values, kind = entry.get("values"), entry["kind"]
    mark = entry.mark_of("values") or entry.mark
    if (values is not None) != (kind in _LISTED):
        raise InputError(f"{key}: `values:` belongs to the kinds {', '.join(_LISTED)}, and "
                         "each of them needs it", mark)
    if isinstance(values, str) and kind != "amount":
        if values not in lists:
            raise InputError(f"{key}: no list {values!r} under `lists:`", mark)
        values = lists[values]
    if values is not None and not _words(values):
        raise InputError(f"{key}: values are a list of words, or a list's name", mark)
    if kind == "amount" and any(v not in bases for v in values):
        raise InputError(f"{key}: an amount is reckoned from one of the `bases:` "
                         f"({', '.join(bases)})", mark)
    return tuple(values or ())


def _line(words, what: str, mark) -> None:
    if not isinstance(words, str) or not words.strip():
        raise InputError(f"{what} is a line of words", mark)


def _flat(words: str) -> str:
    return " ".join(words.split())


def _words(values) -> bool:
    return isinstance(values, list) and bool(values) and all(
        isinstance(v, str) and v for v in values) and len(set(values)) == len(values)


def _texts(*xs) -> bool:
    return all(isinstance(x, str) for x in xs)


def _well_shaped(plain) -> bool:
    """Whether data from the cache is shaped as ``read_catalogue`` makes it: an entry is
    never trusted, whatever its digest says."""
    try:
        lists, bases, specs = plain
        ok = all(_texts(n) and isinstance(v, tuple) and _texts(*v) for n, v in lists)
        ok = ok and all(_texts(n, w) for n, w in bases)
        for key, kind, topic, means, values, info, fields, fewest in specs:
            ok = ok and kind in KINDS and _texts(key, topic, means, info, *values)
            ok = ok and type(fewest) is int and fewest >= 1
            ok = ok and isinstance(values, tuple) and isinstance(fields, tuple)
            for name, fkind, fmeans, fvalues, optional in fields:
                ok = ok and fkind in FIELD_KINDS and _texts(name, fmeans, *fvalues)
                ok = ok and isinstance(fvalues, tuple) and isinstance(optional, bool)
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
        if isinstance(value, bool) or not isinstance(value, int) or not 0 <= value <= MAX_AMOUNT:
            return f"{spec.key} takes a whole number from 0 to {MAX_AMOUNT:,}; not {value!r}"
    elif spec.kind == "count":
        if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_AMOUNT:
            return f"{spec.key} takes a whole number from 1 to {MAX_AMOUNT:,}; not {value!r}"
    elif spec.kind == "enum-list":
        if not isinstance(value, list) or not value:
            return f"{spec.key} takes a list of: {', '.join(spec.values)}"
        if len(value) < spec.fewest:
            return f"{spec.key} takes at least {spec.fewest} of: {', '.join(spec.values)}"
        for i, item in enumerate(value):
            if item not in spec.values:
                return f"{spec.key}: {item!r} is not one of: {', '.join(spec.values)}"
            if item in value[:i]:  # an order, or a list of choices, names each once
                return f"{spec.key}: {item!r} is listed twice"
    elif spec.kind == "amount":
        return _check_amount(spec, value)
    elif spec.kind == "record":
        if not isinstance(value, dict):
            return f"{spec.key} takes a mapping of: {', '.join(_names(spec))}"
        named = dict(zip(_names(spec), spec.fields))
        for name, item in value.items():
            if name not in named:
                return f"{spec.key}: {name!r} is not one of: {', '.join(named)}"
            problem = check_value(named[name], item)
            if problem:
                return problem
        missing = [n for n, f in named.items() if not f.optional and n not in value]
        if missing:
            return f"{spec.key} needs {', '.join(missing)}"
    elif spec.kind == "names":
        if not isinstance(value, dict):
            return f"{spec.key} takes a mapping of category: name"
        for cat, name in value.items():
            if cat not in CATEGORIES:
                return f"{spec.key}: {cat!r} is not a category ({', '.join(CATEGORIES)})"
            if not isinstance(name, str):
                return f"{spec.key}: the name of {cat} must be text"
    return None


def _names(spec: Spec) -> list[str]:
    return [f.key.rsplit(".", 1)[1] for f in spec.fields]


def _check_amount(spec: Spec, value: Any) -> str | None:
    """An amount is ``{of: BASE}``, with ``multiple`` or ``divided-by`` a whole number above 0."""
    if not isinstance(value, dict) or value.get("of") not in spec.values:
        return (f"{spec.key} takes an amount: {{of: {' or '.join(spec.values)}}}, with "
                f"`multiple: N` or `divided-by: N` where the law says so; not {value!r}")
    for name, n in value.items():
        if name not in AMOUNT_KEYS:
            return f"{spec.key}: {name!r} is not one of: {', '.join(AMOUNT_KEYS)}"
        if name != "of" and (isinstance(n, bool) or not isinstance(n, int)
                             or not 1 <= n <= MAX_AMOUNT):
            return f"{spec.key}: {name} takes a whole number from 1 to {MAX_AMOUNT:,}; not {n!r}"
    return None
