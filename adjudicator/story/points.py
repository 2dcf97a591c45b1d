"""The open points a ruling may turn on, and the readings each admits.

Where a book is silent, a fact is untold or two laws conflict, the ruling is made under each
admissible reading (docs/case-format.md, "Readings"), and a case may settle a point itself
with ``facts: [{point, reading}]``. A point's id is its kind and the player it concerns
(``objection.A``): stable, so that a question asked once is answered by the same id.
These are the story's facts, not the books' laws: no reading says which is right.
"""
from __future__ import annotations

from .record import Record


class Kind(Record):
    """A kind of open point: what it asks about a player, and the readings it admits."""

    # question: "{player}" stands for the player the point concerns; meaning: reading -> what
    # it says, in words ("{player}" as above)
    __slots__ = ("name", "question", "readings", "meaning")

    def point(self, player: str) -> str:
        return f"{self.name}.{player}"


KINDS: dict[str, Kind] = {k.name: k for k in (
    Kind("hand", "{player}'s hand is not told: does it beat every other hand still in?",
         ("beats-the-others", "does-not-beat"),
         {"beats-the-others": "{player}'s untold hand beats the others",
          "does-not-beat": "{player}'s untold hand does not beat the best of the others"}),
    Kind("objection", "Did {player}, whose hand is better, object in time to the claim?",
         ("in-time", "too-late"),
         {"in-time": "{player} objected in time", "too-late": "{player} did not object in time"}),
    Kind("joker", "How did {player} name the joker when he showed it?",
         ("best", "least"),
         {"best": "{player} named the joker as the card that makes his hand its best",
          "least": "{player} did not name the joker, or named it no better than the least it "
                   "counts for (its face value)"}),
    Kind("miscall", "{player} miscalled his hand: do his words bind him, or do his cards speak?",
         ("cards-speak", "words-bind"),
         {"cards-speak": "{player}'s cards speak", "words-bind": "{player}'s words bind him"}),
)}


# Two laws of a book that answer one question differently, neither prevailing: the point
# ``law.KEY`` (the question asked), read as each law governing in turn. Which law governs
# is the book's to say, not a fact the players can agree, so it is no `facts:` point.
CONFLICT = Kind("law", "The book's laws conflict on {player}: which of them governs?", (),
                {})


def split(point: str) -> tuple[Kind, str] | None:
    """The kind and player of a point id, or None where it is no known point."""
    name, _, player = point.partition(".")
    kind = CONFLICT if name == CONFLICT.name else KINDS.get(name)
    return (kind, player) if kind is not None and player else None


def meaning(point: str, reading: str) -> str:
    """A reading of a point, in words ("A objected in time")."""
    found = split(point)
    if found is not None and found[0] is CONFLICT:
        return f"{reading} governs {found[1]}"
    if found is None or reading not in found[0].meaning:
        return f"{point} is {reading}"
    return found[0].meaning[reading].format(player=found[1])


def question(point: str) -> str:
    found = split(point)
    return found[0].question.format(player=found[1]) if found else point
