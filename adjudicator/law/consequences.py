"""What the engine does on each answer a book may give to a question.

Where the values of a question choose among the engine's mechanisms (a misdeal or the deal
stands, the same dealer or the next), a handler carries the book's answer out through a
table of those mechanisms keyed by the values the catalogue (provisions.yaml) allows, and
never by comparing the answer with a string of its own. Every table is kept here as it is
made, so that tests/test_consequences.py can hold each to its questions: every value the
catalogue allows has exactly one mechanism, and every mechanism is for a value the
catalogue allows (no answer left unhandled, no dead law).
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Generic, Iterator, TypeVar

from .provisions import CATALOGUE

if TYPE_CHECKING:
    from .rulebook import Answer

T = TypeVar("T")


class Consequences(Mapping, Generic[T]):
    """The engine's mechanism for each value of one question (or of several questions that
    share their values and their consequences: each key is held to the table)."""

    every: list["Consequences"] = []  # each table made, for the test that holds them

    __slots__ = ("questions", "by_value", "by_law_only")

    def __init__(self, questions: str | tuple[str, ...], by_value: Mapping[str, T],
                 by_law_only: frozenset[str] = frozenset()):
        self.questions = (questions,) if isinstance(questions, str) else tuple(questions)
        self.by_value = dict(by_value)
        # values that are a law's words read, never a reading of a book's silence (the
        # Standard laws' "no chips once placed in the pot may be removed", which says no
        # more: its own words are read both ways, and a book without them has none to read)
        self.by_law_only = by_law_only
        Consequences.every.append(self)

    def of(self, ans: Answer) -> T:
        """The mechanism the book's answer selects."""
        return self.by_value[ans.value]

    def __getitem__(self, value: str) -> T:
        return self.by_value[value]

    def __iter__(self) -> Iterator[str]:
        return iter(self.by_value)

    def __len__(self) -> int:
        return len(self.by_value)

    def __repr__(self) -> str:
        return f"Consequences({self.questions!r}, {sorted(self.by_value)!r})"


def alternatives(question: str) -> tuple[str, ...]:
    """The answers a book silent on ``question`` may be read as giving: the values the
    catalogue allows it, where the engine carries each out through a table (so that each
    reading is replayed with the mechanism its value selects). None where the question has
    no finite set of alternatives: not an enum, one value only, or no table to carry them
    out. The values are the question's own, never one book's answer lent to another."""
    spec = CATALOGUE.get(question)
    choosing = _choosing_field(spec)
    if choosing is not None:  # a record whose one required enum field chooses the mechanism
        spec = choosing
    if spec is None or spec.kind != "enum" or len(spec.values) < 2:
        return ()
    tables = [table for table in Consequences.every if spec.key in table.questions]
    if not tables:
        return ()
    return tuple(v for v in spec.values if not any(v in t.by_law_only for t in tables))


def read_value(question: str, reading: str):
    """The answer a reading of a silence on ``question`` gives, as a law's would be given:
    the value itself, or for a record (``jack-pot.false-opener``) the record of its one
    choosing field ({"loses": "stake"}), no optional field (a penalty is a law's, never a
    silence's)."""
    choosing = _choosing_field(CATALOGUE.get(question))
    if choosing is None:
        return reading
    return {choosing.key.removeprefix(question + "."): reading}


def of_a_record(question: str) -> bool:
    """Whether a silence on ``question`` is read by a record's choosing field."""
    return _choosing_field(CATALOGUE.get(question)) is not None


def _choosing_field(spec):
    """The one required enum field of a record question, where it has exactly one."""
    if spec is None or spec.kind != "record":
        return None
    enums = [f for f in spec.fields if f.kind == "enum" and not f.optional]
    return enums[0] if len(enums) == 1 else None
