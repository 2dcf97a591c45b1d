"""Strict, safe YAML loading that keeps the line of every key and item.

Only YAML's plain types are built (mappings, sequences, strings, numbers, booleans, null);
any other tag (``!!python/object/apply`` and friends) is refused, never constructed.
Duplicate keys are errors. The C parser is used where PyYAML was built with libyaml.

Before anything is built, the document's events are read once, without recursion, to refuse
what would make building it blow up: aliases (``*name``, which can refer to themselves or
multiply a small file into billions of values) and nesting deeper than ``MAX_DEPTH``.
"""
from __future__ import annotations

from pathlib import Path
from typing import Any, Iterable

import yaml
from yaml.constructor import SafeConstructor

from .errors import InputError, Mark

_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)
_PLAIN_TAGS = {
    "tag:yaml.org,2002:str",
    "tag:yaml.org,2002:int",
    "tag:yaml.org,2002:float",
    "tag:yaml.org,2002:bool",
    "tag:yaml.org,2002:null",
}
_PLAIN = "only plain strings, numbers, booleans, lists and mappings are read"
_MAP = "tag:yaml.org,2002:map"
_SEQ = "tag:yaml.org,2002:seq"

MAX_FILE_BYTES = 2_000_000  # a rulebook or case larger than this is not a hand-written file
MAX_DEPTH = 24              # lists and mappings nested deeper than this are not hand-written
MAX_DIGITS = 100            # a whole number longer than this is no amount, page or year


class MDict(dict):
    """A mapping that remembers where it and each of its keys stand in the file."""

    mark: Mark = Mark("<input>")
    key_marks: dict = {}

    def mark_of(self, key: str) -> Mark:
        return self.key_marks.get(key, self.mark)


class MList(list):
    """A sequence that remembers where it and each of its items stand in the file."""

    mark: Mark = Mark("<input>")
    item_marks: list = []

    def mark_of(self, index: int) -> Mark:
        return self.item_marks[index] if 0 <= index < len(self.item_marks) else self.mark


def _tag(tag: str) -> str:
    return "!!" + tag[len("tag:yaml.org,2002:"):] if tag.startswith("tag:yaml.org,2002:") else tag


def _mark(node: yaml.Node, file: str) -> Mark:
    return Mark(file, node.start_mark.line + 1, node.start_mark.column + 1)


class _Builder:
    def __init__(self, file: str):
        self.file = file
        self.scalars = SafeConstructor()

    def build(self, node: yaml.Node) -> Any:
        if isinstance(node, yaml.MappingNode):
            if node.tag != _MAP:
                raise InputError(f"tag {_tag(node.tag)} is not allowed: {_PLAIN}", _mark(node, self.file))
            out = MDict()
            out.mark, out.key_marks = _mark(node, self.file), {}
            for key_node, value_node in node.value:
                key = self.build(key_node)
                if isinstance(key, (dict, list)):
                    raise InputError("a mapping key must be a plain value", _mark(key_node, self.file))
                if key in out:
                    first = out.key_marks[key]
                    raise InputError(
                        f"duplicate key {key!r} (first given at line {first.line})",
                        _mark(key_node, self.file),
                    )
                out[key] = self.build(value_node)
                out.key_marks[key] = _mark(key_node, self.file)
            return out
        if isinstance(node, yaml.SequenceNode):
            if node.tag != _SEQ:
                raise InputError(f"tag {_tag(node.tag)} is not allowed: {_PLAIN}", _mark(node, self.file))
            seq = MList()
            seq.mark = _mark(node, self.file)
            seq.item_marks = [_mark(n, self.file) for n in node.value]
            seq.extend(self.build(n) for n in node.value)
            return seq
        if node.tag == "tag:yaml.org,2002:int" and len(node.value) > MAX_DIGITS:
            raise InputError(f"a number of {len(node.value)} digits: at most {MAX_DIGITS} are read",
                             _mark(node, self.file))
        if node.tag not in _PLAIN_TAGS:
            # Timestamps, binary, sets and every python/* tag: none belongs in a rulebook or case.
            raise InputError(f"tag {_tag(node.tag)} is not allowed: {_PLAIN}", _mark(node, self.file))
        return self.scalars.construct_object(node)


def _scan(text: str, file: str) -> None:
    """Refuse aliases and deep nesting from the event stream, before any node is composed."""
    depth = 0
    for event in yaml.parse(text, Loader=_Loader):
        if isinstance(event, yaml.AliasEvent):
            raise InputError(f"the alias *{event.anchor} is not read: write the value out in "
                             "full", Mark(file, event.start_mark.line + 1,
                                          event.start_mark.column + 1))
        if isinstance(event, yaml.CollectionStartEvent):
            depth += 1
            if depth > MAX_DEPTH:
                raise InputError(f"lists and mappings nested more than {MAX_DEPTH} deep",
                                 Mark(file, event.start_mark.line + 1,
                                      event.start_mark.column + 1))
        elif isinstance(event, yaml.CollectionEndEvent):
            depth -= 1


def _char_at(text: str, line: int, column: int) -> str:
    lines = text.split("\n")
    return lines[line][column:column + 1] if 0 <= line < len(lines) else ""


def loads(text: str, file: str = "<string>") -> Any:
    """Parse one YAML document strictly; errors carry ``file:line:col``."""
    try:
        _scan(text, file)
        node = yaml.compose(text, Loader=_Loader)
    except yaml.MarkedYAMLError as exc:
        m = exc.problem_mark or exc.context_mark
        mark = Mark(file, m.line + 1, m.column + 1) if m else Mark(file)
        problem = ", ".join(x for x in (exc.context, exc.problem) if x) or "cannot be read"
        if m and "tab" not in problem and _char_at(text, m.line, m.column) == "\t":
            problem += " (a tab: YAML is indented with spaces)"
        raise InputError(f"malformed YAML: {' '.join(problem.split())}", mark) from None
    except yaml.YAMLError as exc:  # e.g. "expected a single document"
        raise InputError(f"malformed YAML: {exc}".splitlines()[0], Mark(file, 1, 1)) from None
    if node is None:
        return None
    return _Builder(file).build(node)


def read_text(path: Path | str) -> str:
    """Read a file for loading, refusing what no person wrote by hand."""
    p = Path(path)
    try:
        with p.open("rb") as f:  # read no more than the limit, whatever stat says (/dev/zero)
            data = f.read(MAX_FILE_BYTES + 1)
        if len(data) > MAX_FILE_BYTES:
            size = p.stat().st_size
            size = f"{size:,}" if size > MAX_FILE_BYTES else f"more than {MAX_FILE_BYTES:,}"
            raise InputError(f"file is {size} bytes; at most {MAX_FILE_BYTES:,} are read",
                             Mark(str(path)))
    except FileNotFoundError:
        raise InputError("no such file", Mark(str(path))) from None
    except IsADirectoryError:
        raise InputError("is a directory, not a file", Mark(str(path))) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", Mark(str(path))) from None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InputError("not UTF-8 text", Mark(str(path), line, 1)) from None


def load(path: Path | str) -> Any:
    """Read and parse a YAML file strictly."""
    return loads(read_text(path), str(path))


def mark_of(container: Any, key: Any) -> Mark | None:
    """The mark of ``container[key]`` if the container came from this module."""
    if isinstance(container, (MDict, MList)):
        return container.mark_of(key)
    return None


def check_keys(
    mapping: MDict, allowed: Iterable[str], required: Iterable[str], what: str
) -> None:
    """Refuse unknown keys and missing required keys, naming the line."""
    allowed = set(allowed)
    for key in mapping:
        if key not in allowed:
            raise InputError(
                f"unknown key {key!r} in {what}; expected one of: {', '.join(sorted(allowed))}",
                mapping.mark_of(key),
            )
    for key in required:
        if key not in mapping:
            raise InputError(f"{what} needs the key {key!r}", mapping.mark)
