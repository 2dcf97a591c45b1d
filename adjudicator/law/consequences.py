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

    __slots__ = ("questions", "by_value")

    def __init__(self, questions: str | tuple[str, ...], by_value: Mapping[str, T]):
        self.questions = (questions,) if isinstance(questions, str) else tuple(questions)
        self.by_value = dict(by_value)
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
    if spec is None or spec.kind != "enum" or len(spec.values) < 2:
        return ()
    if not any(question in table.questions for table in Consequences.every):
        return ()
    return tuple(spec.values)
