"""The answers a question admits, as a type: a catalogue question's values (law/provisions.yaml)
and an open point's readings (story/points.py), each an ``Enum`` made from them on first use.

A handler never compares a book's answer or a reading with a string of its own: it carries
the answer out through a table keyed by the values (law/consequences.py), or, where it needs
one value by name, names it as a member of the question's type (``answers("x").SOME_VALUE``,
``readings("bets.misdeal").RETURNED``), which fails if the catalogue does not list that value
instead of comparing false forever: tests/test_answers_as_types.py holds every such name
written in the package to the catalogue, without running it. The types are made when first
asked for (an ``Enum`` costs some tens of microseconds to make: never at import). A member is a ``str``: it equals the
value as a book's YAML gives it, so the answers and readings themselves stay plain strings.
"""
from __future__ import annotations

from enum import Enum
from functools import cache

from ..story.points import split
from .provisions import CATALOGUE


class Values(str, Enum):
    """The answers of one question: a member per value, named in capitals (``passes-out``:
    ``PASSES_OUT``), equal to the value."""

    def __str__(self) -> str:
        return self.value


def member_name(value: str) -> str:
    """The name of the member that stands for ``value``."""
    return value.upper().replace("-", "_").replace(".", "_")


def _made(name: str, values: tuple[str, ...]) -> type[Values]:
    return Values(name, [(member_name(v), v) for v in values])  # type: ignore[return-value]


@cache
def answers(question: str) -> type[Values]:
    """The values the catalogue lists for ``question`` (an enum or an enum-list's), as a
    type; a KeyError where the question is none of the catalogue's or lists no values."""
    spec = CATALOGUE.get(question)
    if spec is None or spec.kind not in ("enum", "enum-list") or not spec.values:
        raise KeyError(f"{question} is no catalogue question with listed values")
    return _made(question, tuple(spec.values))


def readings(point: str) -> type[Values]:
    """The readings an open point admits (its kind's, story/points.py), as a type: ``point``
    is a point's id (``objection.B``, ``bets.misdeal``, ``words.who-may``); every point of
    one kind shares its type."""
    found = split(point)
    if found is None or not found[0].readings:
        raise KeyError(f"{point} is no open point with readings of its own")
    return _of_kind(found[0].name, tuple(found[0].readings))


@cache
def _of_kind(name: str, values: tuple[str, ...]) -> type[Values]:
    return _made(name, values)
