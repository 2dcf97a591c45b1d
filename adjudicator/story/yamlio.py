"""Strict, safe YAML loading that keeps the line of every key and item.

Only YAML's plain types are built (mappings, sequences, strings, numbers, booleans, null);
any other tag (``!!python/object/apply`` and friends) is refused, never constructed.
Duplicate keys are errors. A whole number is written in decimal digits only: YAML 1.1's
octal ``017``, hex ``0x10``, sexagesimal ``1:30`` and ``1_000`` stay strings, so an amount
written so is refused by the case's own checks rather than silently read as 15, 16 or 90.

The file is read in one pass: libyaml's composer (where PyYAML was built with it) gives the
nodes with their line and column, and every check is made on those nodes as they are built:
duplicate keys, tags, aliases (``*name``, which can refer to themselves or multiply a small
file into billions of values), nesting deeper than ``MAX_DEPTH`` and over-long numbers. The
composer recurses in C and overflows the stack (a segfault, not an error) on nesting some
ten thousand deep, so a file that could nest that deep is first read as a flat stream of
events, which refuses the nesting before any node is composed.
"""
from __future__ import annotations

import re
from pathlib import Path
from typing import Any, Iterable

import yaml
from yaml.nodes import MappingNode, ScalarNode, SequenceNode
from yaml.resolver import Resolver

from ..errors import InputError, Mark, did_you_mean
from .files import MAX_FILE_BYTES, decoded, read_text  # noqa: F401 - read here, as ever

_C = hasattr(yaml, "CSafeLoader")
_Base = yaml.CSafeLoader if _C else yaml.SafeLoader

_T = "tag:yaml.org,2002:"
_STR, _INT, _FLOAT, _BOOL, _NULL = (_T + x for x in ("str", "int", "float", "bool", "null"))
_MAP, _SEQ = _T + "map", _T + "seq"
_PLAIN = "only plain strings, numbers, booleans, lists and mappings are read"

MAX_DEPTH = 24              # lists and mappings nested deeper than this are not hand-written
MAX_DIGITS = 100            # a whole number longer than this is no amount, page or year
# Each list or mapping needs a character of its own among these ('[' '{' '-' '?' ':'), so a
# file with fewer cannot nest deeper than that: far below what overflows the composer's stack
# (about 20,000 with libyaml on an 8 MB stack; about 300 with Python's recursion limit).
_COMPOSE_UNCHECKED = 2_000 if _C else 200

_DECIMAL = re.compile(r"[-+]?(?:0|[1-9][0-9]*)\Z")
_FLOAT_RE = re.compile(r"[-+]?(?:[0-9]+\.[0-9]*|\.[0-9]+)(?:[eE][-+]?[0-9]+)?\Z"
                       r"|[-+]?\.(?:inf|Inf|INF)\Z|\.(?:nan|NaN|NAN)\Z")
_BOOLS = {"yes": True, "no": False, "true": True, "false": False, "on": True, "off": False}


def _implicit() -> dict[str, list]:
    """YAML 1.1's implicit types, with numbers in plain decimal only."""
    table: dict[str, list] = {}
    for first, resolvers in Resolver.yaml_implicit_resolvers.items():
        kept = [(tag, rx) for tag, rx in resolvers if tag not in (_INT, _FLOAT)]
        if first in "-+0123456789":
            kept.insert(0, (_INT, _DECIMAL))
        if first in "-+.0123456789":
            kept.insert(1 if first != "." else 0, (_FLOAT, _FLOAT_RE))
        table[first] = kept
    return table


def _composer(base: type) -> type:
    """A loader that only composes: it resolves each node's type and builds nothing."""

    class Composer(base):
        _implicit = _implicit()

        def resolve(self, kind, value, implicit):
            if kind is ScalarNode:
                if implicit[0]:  # a plain (unquoted) scalar: its type is read from its form
                    tag = _resolved.get(value)
                    if tag is None:
                        tag = next((tag for tag, rx in self._implicit.get(value[:1], ())
                                    if rx.match(value)), _STR)
                        if len(_resolved) < 65_536:
                            _resolved[value] = tag
                    return tag
                return _STR
            return _SEQ if kind is SequenceNode else _MAP

        # No path resolvers: nothing to track. The composer calls these two for every node;
        # a builtin that takes the same arguments and does nothing with them (it makes an
        # unused slice, or an empty tuple) costs less than a call to a Python function.
        descend_resolver = slice    # (parent, index)
        ascend_resolver = tuple     # ()

    return Composer


_Composer = _composer(_Base)
if _C:
    # The C parser is all a composer needs: the constructor's and the resolver's own state,
    # which CSafeLoader sets up for every file, is never read (resolve is ours)
    _Composer.__init__ = yaml.cyaml.CParser.__init__
_resolved: dict[str, str] = {}  # a plain scalar -> its type: the same words recur in every file


class _Breaks(str):
    """A file's name where its text holds a line break YAML counts and an editor does not
    (NEL, LINE SEPARATOR, PARAGRAPH SEPARATOR): its places are counted by its newlines."""

    text = ""


_ODD_BREAKS = ("\x85", "\u2028", "\u2029")


def _at(file: str, m) -> Mark:
    """A parser's 0-based mark as the 1-based place a person reads."""
    if m is None:
        return Mark(file)
    if file.__class__ is _Breaks:
        return _at_index(str(file), file.text, m.index)
    # Made as the tuple it is, without a call to Mark.__new__: a case asks for the mark of
    # nearly every value it reads, in case the value is refused.
    return _new(Mark, (file, m.line + 1, m.column + 1))


_new = tuple.__new__


class MDict(dict):
    """A mapping that remembers where it and each of its keys stand in the file.

    The parser's marks are kept as they come and turned into ``Mark`` only when asked for:
    most are never asked for, and a file has hundreds."""

    _file, _start, _keys = "<input>", None, {}

    @property
    def mark(self) -> Mark:
        return _at(self._file, self._start)

    @property
    def key_marks(self) -> dict:
        return {k: _at(self._file, m) for k, m in self._keys.items()}

    def mark_of(self, key: str) -> Mark:
        return _at(self._file, self._keys.get(key, self._start))


class MList(list):
    """A sequence that remembers where it and each of its items stand in the file."""

    _file, _start, _items = "<input>", None, ()

    @property
    def mark(self) -> Mark:
        return _at(self._file, self._start)

    @property
    def item_marks(self) -> list:
        return [_at(self._file, m) for m in self._items]

    def mark_of(self, index: int) -> Mark:
        items = self._items
        return _at(self._file, items[index] if 0 <= index < len(items) else self._start)


def _tag(tag: str) -> str:
    return "!!" + tag[len(_T):] if tag.startswith(_T) else tag


class _Builder:
    """Builds plain values from the composed nodes, checking each as it goes."""

    def __init__(self, file: str, text: str):
        self.file = file
        self.text = text
        # An alias is the same node met twice; only a file with a '*' can hold one.
        self.seen: set | None = set() if "*" in text else None

    def mark(self, node: yaml.Node) -> Mark:
        return _at(self.file, node.start_mark)

    def refuse_tag(self, node: yaml.Node):
        raise InputError(f"tag {_tag(node.tag)} is not allowed: {_PLAIN}", self.mark(node))

    def build(self, node: yaml.Node, depth: int = 0) -> Any:
        if self.seen is not None:
            if id(node) in self.seen:
                _scan(self.text, self.file)  # names the alias and its place
                raise InputError("an alias is not read: write the value out in full",
                                 self.mark(node))
            self.seen.add(id(node))
        cls = node.__class__
        if cls is ScalarNode:
            return node.value if node.tag == _STR else self.scalar(node)
        if depth >= MAX_DEPTH:
            raise InputError(f"lists and mappings nested more than {MAX_DEPTH} deep",
                             self.mark(node))
        if cls is MappingNode:
            if node.tag != _MAP:
                self.refuse_tag(node)
            out = MDict()
            out._file, out._start, out._keys = self.file, node.start_mark, {}
            keys = out._keys
            plain = self.seen is None  # no alias can be met: a string is taken as it stands
            for key_node, value_node in node.value:
                if plain and key_node.__class__ is ScalarNode and key_node.tag == _STR:
                    key = key_node.value
                else:
                    key = self.build(key_node, depth + 1)
                    if key.__class__ is MDict or key.__class__ is MList:
                        raise InputError("a mapping key must be a plain value",
                                         self.mark(key_node))
                if key in out:
                    raise InputError(f"duplicate key {key!r} (first given at line "
                                     f"{keys[key].line + 1})", self.mark(key_node))
                out[key] = (value_node.value if plain and value_node.__class__ is ScalarNode
                            and value_node.tag == _STR else self.build(value_node, depth + 1))
                keys[key] = key_node.start_mark
            return out
        if node.tag != _SEQ:
            self.refuse_tag(node)
        plain = self.seen is None  # as in a mapping: a plain string item taken as it stands
        seq = MList([n.value if plain and n.__class__ is ScalarNode and n.tag == _STR
                     else self.build(n, depth + 1) for n in node.value])
        seq._file, seq._start = self.file, node.start_mark
        seq._items = [n.start_mark for n in node.value]
        return seq

    def scalar(self, node: ScalarNode) -> Any:
        tag, value = node.tag, node.value
        if tag == _STR:
            return value
        if tag == _INT:
            if len(value) > MAX_DIGITS:
                raise InputError(f"a number of {len(value)} digits: at most {MAX_DIGITS} are "
                                 "read", self.mark(node))
            if not _DECIMAL.match(value):  # an explicit !!int 0x10
                raise InputError(f"{value!r} is not a whole number in decimal digits",
                                 self.mark(node))
            return int(value)
        if tag == _BOOL:
            if value.lower() not in _BOOLS:
                raise InputError(f"{value!r} is not true or false", self.mark(node))
            return _BOOLS[value.lower()]
        if tag == _NULL:
            return None
        if tag == _FLOAT:
            if not _FLOAT_RE.match(value):
                raise InputError(f"{value!r} is not a number in decimal digits", self.mark(node))
            return float(value.lower().replace(".inf", "inf").replace(".nan", "nan"))
        # Timestamps, binary, sets and every python/* tag: none belongs in a rulebook or case.
        self.refuse_tag(node)


def events(text: str):
    """The YAML event stream of TEXT (no node composed), for a bound read before parsing."""
    return yaml.parse(text, Loader=_Base)


def _scan(text: str, file: str) -> None:
    """Refuse aliases and deep nesting from the event stream, before any node is composed."""
    depth = 0
    for event in yaml.parse(text, Loader=_Base):
        if isinstance(event, yaml.AliasEvent):
            raise InputError(f"the alias *{event.anchor} is not read: write the value out in "
                             "full", _at_index(file, text, event.start_mark.index))
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise InputError(f"lists and mappings nested more than {MAX_DEPTH} deep",
                                 _at_index(file, text, event.start_mark.index))
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


def _could_nest_deep(text: str) -> bool:
    return (text.count(":") + text.count("-") + text.count("[") + text.count("{")
            + text.count("?")) > _COMPOSE_UNCHECKED


def _malformed(exc: yaml.MarkedYAMLError, text: str, file: str) -> InputError:
    m = exc.problem_mark or exc.context_mark
    problem = ", ".join(x for x in (exc.context, exc.problem) if x) or "cannot be read"
    if "maximum nesting depth" in problem and m:
        # PyYAML 6.0.4's scanner stops a flow collection a thousand deep before its events
        # reach our own count (_scan): the same refusal, where the scanner stopped
        return InputError(f"lists and mappings nested more than {MAX_DEPTH} deep",
                          _at_index(file, text, m.index))
    ctx = exc.context_mark
    if ctx and m and (exc.context or "").startswith("while parsing a flow") \
            and m.line != ctx.line:
        # An unclosed '[' or '{' runs on to the end of the file: name the line it opens on.
        at = _at_index(file, text, m.index)
        problem += (f" (at line {at.line}, column {at.col}); is the "
                    f"{text[ctx.index:ctx.index + 1]!r} that opens here ever closed?")
        m = ctx
    elif m and "tab" not in problem and text[m.index:m.index + 1] == "\t":
        problem += " (a tab: YAML is indented with spaces)"
    odd = min((i for b in _ODD_BREAKS if (i := text.find(b, 0, m.index if m else 0)) >= 0),
              default=None)
    if odd is not None:  # a break YAML counts and an editor does not: no line of its own
        at = _at_index(file, text, odd)
        problem += (f" (YAML reads the U+{ord(text[odd]):04X} at line {at.line}, column "
                    f"{at.col} as a line break)")
    if m and m.column > 1024 and "expected" in problem:
        # YAML reads no key longer than 1024 characters: a name as a key (`deal: {NAME: ..}`)
        from .terms import MAX_NAME

        problem += (" (a key longer than 1024 characters, which YAML cannot read? a player's "
                    f"name is at most {MAX_NAME} characters)")
    mark = _at_index(file, text, m.index) if m else Mark(file)  # counted by its newlines
    return InputError(f"malformed YAML: {' '.join(problem.split())}", mark)


def loads(text: str, file: str = "<string>") -> Any:
    """Parse one YAML document strictly; errors carry ``file:line:col``."""
    try:
        if _could_nest_deep(text):
            _scan(text, file)
        loader = _Composer(text)
        try:
            node = loader.get_single_node()
        finally:
            loader.dispose()
    except yaml.MarkedYAMLError as exc:
        raise _malformed(exc, text, file) from None
    except yaml.reader.ReaderError as exc:  # a control character: at its own place
        raise InputError(f"malformed YAML: {exc}".splitlines()[0],
                         _at_index(file, text, exc.position)) from None
    except yaml.YAMLError as exc:  # e.g. "expected a single document"
        raise InputError(f"malformed YAML: {exc}".splitlines()[0], Mark(file, 1, 1)) from None
    if node is None:
        return None
    if any(b in text for b in _ODD_BREAKS):
        file = _Breaks(file)
        file.text = text
    return _Builder(file, text).build(node)


def _at_index(file: str, text: str, index: int) -> Mark:
    """The place of the character at ``index`` of ``text`` (a reader's error gives no mark,
    only where it stopped: a raw control character was said to be at 1:1)."""
    index = max(0, min(index, len(text)))
    line = text.count("\n", 0, index) + 1
    return Mark(file, line, index - (text.rfind("\n", 0, index) + 1) + 1)


def load(path: Path | str) -> Any:
    """Read and parse a YAML file strictly."""
    return loads(read_text(path), str(path))


def mark_of(container: Any, key: Any) -> Mark | None:
    """The mark of ``container[key]`` if the container came from this module."""
    if isinstance(container, (MDict, MList)):
        return container.mark_of(key)
    return None


def check_keys(
    mapping: MDict, allowed: Iterable[str], required: Iterable[str], what: str,
    hints: dict[str, str] | None = None,
) -> None:
    """Refuse unknown keys and missing required keys, naming the line (``hints``: what a key
    a teller may well write, and the story cannot take, means instead)."""
    allowed = set(allowed)
    for key in mapping:
        if key not in allowed:
            hint = (hints or {}).get(key) if isinstance(key, str) else None
            raise InputError(
                f"unknown key {key!r} in {what}; expected one of: {', '.join(sorted(allowed))}"
                + (f": {hint}" if hint else did_you_mean(key, allowed)),
                mapping.mark_of(key),
            )
    for key in required:
        if key not in mapping:
            raise InputError(f"{what} needs the key {key!r}", mapping.mark)
