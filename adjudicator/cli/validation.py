"""``adjudicator.validate``: a ruling (a comparison, or the list of several) checked against
its published schema and against the contract's arithmetic, which no schema can state:

- every chip of the pot is accounted for once: awards + refunds + by_lot + carried +
  undecided = pot, in the ruling and in each reading that gives its own accounting;
- every player a ruling names (awarded, refunded, retired, staking, penalised, dealing,
  drawing by lot, in any reading) sits at the table (``players``).

The schemas use a small part of JSON Schema (draft 2020-12), which this module checks itself,
so that a script needs nothing installed beyond the package: the keywords of every schema the
tool publishes, the case file's included; a keyword it does not know is a fault of ours,
raised, never skipped (tests/test_validate.py checks it agrees with the ``jsonschema``
package on every ruling of the casebook, on rulings spoilt one key at a time, and on case
files).
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from typing import Any

from ..errors import InvalidRuling, what

_NOTES = {"$schema", "$id", "$defs", "description", "title", "default"}  # annotations: nothing to check
_TYPES = {"object": lambda v: isinstance(v, dict), "array": lambda v: isinstance(v, list),
          "string": lambda v: isinstance(v, str), "boolean": lambda v: isinstance(v, bool),
          "null": lambda v: v is None,
          "integer": lambda v: (isinstance(v, int) and not isinstance(v, bool))
          or (isinstance(v, float) and v.is_integer()),
          "number": lambda v: isinstance(v, (int, float)) and not isinstance(v, bool)}


def validate(document: Any, schema: str = "ruling") -> None:
    """Raise ``InvalidRuling`` listing every problem of DOCUMENT, a ruling (or, with SCHEMA,
    a ``compare`` or ``compare-list`` document) as the tool prints or ``adjudicate`` returns
    it; return None where it holds to the contract."""
    found = problems(document, schema)
    if found:
        raise InvalidRuling(found)


def problems(document: Any, schema: str = "ruling") -> list[str]:
    """What breaks the schema or the arithmetic, each ``PATH: what``; none where it holds."""
    from .schema import SCHEMAS, schema as named

    if not isinstance(schema, str) or schema not in SCHEMAS or schema == "case":
        raise InvalidRuling([f"schema: one of ruling, compare, compare-list; not {what(schema)}"])
    out = schema_problems(document, named(schema))
    if not out:  # the arithmetic, once the shape is sound
        for path, ruling in _rulings(document, schema):
            out += _arithmetic(ruling, path)
    return out


def schema_problems(document: Any, schema: Mapping) -> list[str]:
    """What in DOCUMENT breaks SCHEMA (a schema of the contract, with its ``$defs``)."""
    out: list[str] = []
    _check(document, schema, schema, "", out)
    return out


def _rulings(document: Any, schema: str) -> list[tuple[str, dict]]:
    if schema == "ruling":
        return [("", document)]
    if schema == "compare":
        return [(book, r) for book, r in document.items()]
    return [(f"[{i}].rulings.{book}", r) for i, item in enumerate(document)
            for book, r in item["rulings"].items()]


def _at(path: str, key: Any) -> str:
    return f"{path}[{key}]" if isinstance(key, int) else f"{path}.{key}" if path else str(key)


_BOUNDS = {"minimum": (lambda v, w: v >= w, "less than the minimum"),
           "maximum": (lambda v, w: v <= w, "more than the maximum"),
           "exclusiveMinimum": (lambda v, w: v > w, "not more than"),
           "exclusiveMaximum": (lambda v, w: v < w, "not less than")}
_SIZES = {"minLength": (str, "characters", 1), "maxLength": (str, "characters", -1),
          "minItems": (list, "items", 1), "maxItems": (list, "items", -1),
          "minProperties": (dict, "keys", 1), "maxProperties": (dict, "keys", -1)}
_WITH_OTHERS = {"properties", "additionalProperties", "then", "else"}  # read beside another


def _check(value: Any, node: Mapping, root: Mapping, path: str, out: list[str]) -> None:
    """Append to OUT what in VALUE breaks the schema NODE (ROOT holds the $defs)."""
    where = path or "the document"
    for key, want in node.items():
        if key in _NOTES or key in _WITH_OTHERS:
            continue
        if key == "$ref":
            _check(value, _resolve(root, want), root, path, out)
        elif key == "type":
            kinds = [want] if isinstance(want, str) else want
            if not any(_TYPES[k](value) for k in kinds):
                out.append(f"{where}: {_shown(value)} is not of type {' or '.join(kinds)}")
                return
        elif key == "enum":
            if value not in want:
                out.append(f"{where}: {_shown(value)} is not one of "
                           f"{', '.join(map(str, want))}")
        elif key == "const":
            if value != want:
                out.append(f"{where}: {_shown(value)} is not {want!r}")
        elif key in ("anyOf", "oneOf", "allOf"):
            fits = sum(not _failures(value, option, root, path) for option in want)
            if fits < (len(want) if key == "allOf" else 1) or (key == "oneOf" and fits > 1):
                out.append(f"{where}: {_shown(value)} fits {fits} of its {len(want)} forms "
                           f"({key})")
        elif key == "not":
            if not _failures(value, want, root, path):
                out.append(f"{where}: {_shown(value)} is of a form refused")
        elif key == "if":
            then = node.get("then" if not _failures(value, want, root, path) else "else")
            if then is not None:
                _check(value, then, root, path, out)
        elif key in _BOUNDS:
            holds, words = _BOUNDS[key]
            if _TYPES["number"](value) and not holds(value, want):
                out.append(f"{where}: {value} is {words} {want}")
        elif key in _SIZES:
            kind, unit, sign = _SIZES[key]
            if isinstance(value, kind) and (len(value) - want) * sign < 0:
                out.append(f"{where}: {'fewer' if sign > 0 else 'more'} than {want} {unit}")
        elif key == "pattern":
            if isinstance(value, str) and not re.search(want, value):
                out.append(f"{where}: {_shown(value)} is not of the form {want}")
        elif key == "uniqueItems":
            if want and isinstance(value, list) and len(
                    {json_key(v) for v in value}) < len(value):
                out.append(f"{where}: an item is listed twice")
        elif key == "required":
            if isinstance(value, dict):
                out += [f"{where}: {k!r} is missing" for k in want if k not in value]
        elif key == "items":
            if isinstance(value, list):
                for i, item in enumerate(value):
                    _check(item, want, root, _at(path, i), out)
        elif key == "propertyNames":
            if isinstance(value, dict):
                for k in value:
                    _check(k, want, root, f"{_at(path, k)} (the key)", out)
        else:
            raise NotImplementedError(f"the schema keyword {key!r} is not checked here")
    if isinstance(value, dict) and ("properties" in node or "additionalProperties" in node):
        props, extra = node.get("properties", {}), node.get("additionalProperties", True)
        for k, item in value.items():
            if k in props:
                _check(item, props[k], root, _at(path, k), out)
            elif extra is False:
                out.append(f"{where}: the key {k!r} is not one of {', '.join(props)}")
            elif isinstance(extra, Mapping):
                _check(item, extra, root, _at(path, k), out)


def json_key(value: Any) -> str:
    """A value as JSON with its keys sorted: two values equal as JSON are equal here."""
    import json

    return json.dumps(value, sort_keys=True)


def _failures(value: Any, node: Mapping, root: Mapping, path: str) -> list[str]:
    out: list[str] = []
    _check(value, node, root, path, out)
    return out


def _resolve(root: Mapping, ref: str) -> Mapping:
    if not ref.startswith("#/"):
        raise NotImplementedError(f"the reference {ref!r} is not resolved here")
    node: Any = root
    for part in ref[2:].split("/"):
        node = node[part]
    return node


def _shown(value: Any) -> str:
    text = repr(value)
    return text if len(text) <= 60 else text[:57] + "..."


def _arithmetic(ruling: dict, path: str) -> list[str]:
    """The identity of the chips, in the ruling and in each reading that accounts for its
    own pot; and every player named one at the table."""
    out = _conserved(ruling, path)
    for i, reading in enumerate(ruling["readings"]):
        if all(k in reading for k in ("pot", "by_lot", "carried", "undecided")):
            out += _conserved(reading, _at(_at(path, "readings"), i))
    seated = set(ruling["players"])
    for where, name in _named(ruling, path):
        if name not in seated:
            out.append(f"{where}: {name!r} does not sit at the table "
                       f"({', '.join(ruling['players'])})")
    return out


def _conserved(r: Mapping, path: str) -> list[str]:
    terms = {"awards": sum(r["awards"].values()), "refunds": sum(r["refunds"].values()),
             "by_lot": sum(x["amount"] for x in r["by_lot"]), "carried": r["carried"],
             "undecided": r["undecided"]}
    if sum(terms.values()) == r["pot"]:
        return []
    said = " + ".join(f"{k} {v}" for k, v in terms.items())
    return [f"{_at(path, 'pot')}: chips not conserved: {said} = {sum(terms.values())}, "
            f"not the pot {r['pot']}"]


def _named(r: dict, path: str) -> list[tuple[str, str]]:
    """(where, name) of every player the ruling names."""
    out = []
    for key in ("awards", "refunds", "provisional", "stakes", "retired"):
        out += [(_at(_at(path, key), p), p) for p in r.get(key) or {}]
    for i, pen in enumerate(r["penalties"]):
        out.append((_at(_at(path, "penalties"), i), pen["player"]))
        if pen["to"] != "pool":
            out.append((_at(_at(_at(path, "penalties"), i), "to"), pen["to"]))
    for i, lot in enumerate(r["by_lot"]):
        out += [(_at(_at(path, "by_lot"), i), p) for p in lot["among"]]
    for key in ("dealer", "redeal_by"):
        if r["next"].get(key) is not None:
            out.append((_at(_at(path, "next"), key), r["next"][key]))
    if isinstance(r["next"].get("ante"), dict):  # who stakes the next deal's ante (v3)
        out.append((_at(_at(path, "next"), "ante"), r["next"]["ante"].get("player")))
    if r.get("referee"):
        out += [(_at(path, "referee"), p) for p in [r["referee"]["player"],
                                                     *r["referee"].get("parties", [])]]
    for i, reading in enumerate(r["readings"]):
        at = _at(_at(path, "readings"), i)
        for key in ("awards", "refunds", "stakes"):
            out += [(_at(_at(at, key), p), p) for p in reading.get(key) or {}]
    return out


RULING_FILES = (".json", ".jsonl")  # what `check` reads as rulings, unless it holds a case


def check_file(path: Any) -> tuple[int, list[str]] | None:
    """`check` on a file of rulings: (how many rulings it holds, each problem as
    ``FILE:LINE:COL: PATH: what``); None where the file holds a case written in JSON (it is
    checked as a case). A file of one JSON document is a ruling, a comparison (``{BOOK:
    ruling}``) or a list of comparisons; a file of several lines, one ruling each (JSON
    Lines, as `rule --format json` prints several)."""
    import json

    from ..errors import InputError, Mark
    from ..story.files import regular
    from ..story.yamlio import read_text

    text = read_text(regular(path), bom=True)
    lines = [(n, line) for n, line in enumerate(text.splitlines(), 1) if line.strip()]
    try:
        whole = [(1, _json(text, Mark(str(path), 1, 1)))]
    except json.JSONDecodeError as exc:
        if len(lines) < 2 or not _whole_line(lines[0][1]):
            # one document (indented over many lines), not JSON Lines: its own error, where
            # it is (a first line of "{" alone is no ruling of JSON Lines)
            raise InputError(f"not JSON: {exc.msg}", Mark(str(path), exc.lineno, exc.colno))
        whole = []
        for n, line in lines:  # JSON Lines: one ruling a line
            try:
                whole.append((n, _json(line, Mark(str(path), n, 1))))
            except json.JSONDecodeError as bad:
                raise InputError(f"not JSON: {bad.msg}", Mark(str(path), n, bad.colno))
    if len(whole) == 1 and isinstance(whole[0][1], dict) and {
            "title", "table", "events"} & set(whole[0][1]):
        return None  # a case, written in JSON
    count, out = 0, []
    for n, document in whole:
        kind = _kind(document) if len(whole) == 1 else "ruling"
        found = problems(document, kind)
        count += len(document) if kind == "compare" else sum(
            len(item.get("rulings") or {}) for item in document if isinstance(item, dict)
        ) if kind == "compare-list" else 1
        out += [f"{Mark(str(path), n, 1)}: {p}" for p in found]
    return count, out


def _whole_line(line: str) -> bool:
    """Whether LINE is a JSON document by itself (as each line of JSON Lines is)."""
    import json

    try:
        json.loads(line)
    except (ValueError, RecursionError):
        return False
    return True


def _json(text: str, mark: Any) -> Any:
    """The JSON document TEXT holds; a document nested too deep for the reader, or a number
    of thousands of digits, is bad input at MARK (a ruling the tool writes has neither)."""
    import json

    from ..errors import InputError

    def once(pairs):  # a key given twice is read by one tool one way, by another the other
        keys = [k for k, _ in pairs]
        twice = next((k for i, k in enumerate(keys) if k in keys[:i]), None)
        if twice is not None:
            raise InputError(f"duplicate key {twice!r} in one object: each key is given "
                             "once", mark)
        return dict(pairs)

    try:
        document = json.loads(text, object_pairs_hook=once)
        _depth(document, 64)
        return document
    except json.JSONDecodeError:
        raise
    except (RecursionError, ValueError):
        raise InputError("not a ruling the tool can read: nested too deep or a number too "
                         "long", mark) from None


def _depth(document: Any, room: int) -> None:
    """ValueError where DOCUMENT is nested deeper than ROOM (no ruling is nested 10 deep):
    checked before the checks below walk it."""
    if room == 0:
        raise ValueError("nested too deep")
    children = document.values() if isinstance(document, dict) else \
        document if isinstance(document, list) else ()
    for child in children:
        if isinstance(child, (dict, list)):
            _depth(child, room - 1)


def _kind(document: Any) -> str:
    """Which document of the contract this is: a list is compare-list; a mapping of books
    to mappings is compare; anything else is read as a ruling (and refused as one)."""
    if isinstance(document, list):
        return "compare-list"
    if isinstance(document, dict) and document and "status" not in document and all(
            isinstance(v, dict) for v in document.values()):
        return "compare"
    return "ruling"
