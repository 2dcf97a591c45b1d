"""A case given as plain data (a mapping, as ``json.loads`` makes one) read as a file is: into
the marked mappings and lists the YAML reader makes (yamlio.MDict, MList), so that every check
a case file gets, it gets too. What has no line and column is marked by its path instead:
an error says ``NAME at events[2].bet.amount: ...``, the item counted from 0 as Python
indexes the list it was given.

Only what a YAML file can hold is read: mappings, lists (or tuples), strings, whole numbers,
numbers, booleans and nothing (None); anything else (a set, bytes, an object) is refused at
its path, as is nesting deeper than a file may nest.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..errors import InputError, Mark, PathMark
from .yamlio import MAX_DEPTH, MAX_DIGITS, MDict, MList

_SCALARS = (str, bool, int, float)
_KEY = __import__("re").compile(r"[A-Za-z_][A-Za-z0-9_-]*\Z")


def _path(path: str, key: Any) -> str:
    """PATH with KEY after it: ``.name`` for a plain word, ``[0]`` for an index, else
    ``['a key']``."""
    if isinstance(key, int) and not isinstance(key, bool):
        return f"{path}[{key}]"
    if isinstance(key, str) and _KEY.match(key):
        return f"{path}.{key}" if path else key
    return f"{path}[{key!r}]"


def _mark(name: str, path: str) -> Mark:
    return PathMark(f"{name} at {path}" if path else name)


class _ByPath:
    """What a mapping or a list given as data knows of its place: its name and path."""

    _name, _path = "<dict>", ""

    @property
    def mark(self) -> Mark:
        return _mark(self._name, self._path)

    def _at(self, key: Any) -> Mark:
        return _mark(self._name, _path(self._path, key))


class PlainDict(_ByPath, MDict):
    """A mapping given as data: each key marked by its path."""

    @property
    def key_marks(self) -> dict:
        return {k: self._at(k) for k in self}

    def mark_of(self, key: Any) -> Mark:
        return self._at(key) if key in self else self.mark


class PlainList(_ByPath, MList):
    """A list given as data: each item marked by its path."""

    @property
    def item_marks(self) -> list:
        return [self._at(i) for i in range(len(self))]

    def mark_of(self, index: int) -> Mark:
        return self._at(index) if 0 <= index < len(self) else self.mark


def marked(value: Any, name: str, path: str = "", depth: int = 0) -> Any:
    """VALUE as the YAML reader would have given it, each mapping and list marked by path."""
    if value is None or isinstance(value, (str, bool, float)):
        return value
    if isinstance(value, int):
        if len(str(abs(value))) > MAX_DIGITS:
            raise InputError(f"a number of more than {MAX_DIGITS} digits is not read",
                             _mark(name, path))
        return int(value)
    if depth >= MAX_DEPTH and isinstance(value, (Mapping, list, tuple)):
        raise InputError(f"lists and mappings nested more than {MAX_DEPTH} deep",
                         _mark(name, path))
    if isinstance(value, Mapping):
        out = PlainDict()
        out._name, out._path = name, path
        for key, item in value.items():
            if key is not None and not isinstance(key, _SCALARS):
                raise InputError(f"a mapping key must be a plain value; not a "
                                 f"{type(key).__name__}", _mark(name, path))
            out[key] = marked(item, name, _path(path, key), depth + 1)
        return out
    if isinstance(value, (list, tuple)):
        seq = PlainList(marked(item, name, _path(path, i), depth + 1)
                        for i, item in enumerate(value))
        seq._name, seq._path = name, path
        return seq
    raise InputError(f"a {type(value).__name__} is not read: only plain strings, numbers, "
                     "booleans, lists and mappings are", _mark(name, path))
