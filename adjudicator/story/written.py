"""A value as a case writes it (an amount, a player, cards), read strictly: a value that is
not one is refused with the mark of where it is written.

The readers are given the mapping or list a value was read from and its key, and ask for the
value's mark (``at.mark_of(key)``) only to refuse it: a case's values are nearly all good, and
a mark made for each would be most of the cost of checking it.
"""
from __future__ import annotations

from typing import Any

from .cards import Card, CardError, parse_cards
from ..errors import InputError, Mark, did_you_mean
from .terms import MAX_AMOUNT, same_name


class At:
    """A mark already made, asked as a file's mappings are asked (``at.mark_of(key)``)."""

    __slots__ = ("mark",)

    def __init__(self, mark: Mark):
        self.mark = mark

    def mark_of(self, key: Any) -> Mark:
        return self.mark


def amount(value: Any, at: Any, key: Any, what: str) -> int:
    if value.__class__ is int and 0 <= value <= MAX_AMOUNT:
        return value
    mark = at.mark_of(key)
    if isinstance(value, bool) or not isinstance(value, int):
        raise InputError(f"{what} must be a whole number of the table's unit, not {value!r}", mark)
    if value < 0:
        raise InputError(f"{what} cannot be negative ({value})", mark)
    if value > MAX_AMOUNT:
        raise InputError(f"{what} is more than {MAX_AMOUNT:,}: amounts that large are refused",
                         mark)
    return value


def player(value: Any, players: tuple[str, ...], at: Any, key: Any) -> str:
    if not isinstance(value, str) or value not in players:
        spelt = [p for p in players
                 if isinstance(value, str) and same_name(p) == same_name(value)]
        if spelt:  # the same letters, composed otherwise (NFKC): a spelling, not a stranger
            raise InputError(f"player {value!r} is {spelt[0]!r} spelt otherwise (the same "
                             "letters, composed otherwise): write the name as `players` "
                             "does", at.mark_of(key))
        raise InputError(f"unknown player {value!r}: the players are {', '.join(players)}"
                         f"{did_you_mean(value, players)}", at.mark_of(key))
    return value


def cards(value: Any, at: Any, key: Any) -> tuple[Card, ...]:
    if not isinstance(value, str):
        raise InputError(f"cards are written as text, e.g. \"AS KD 7C 7H 2S\"; not {value!r}",
                         at.mark_of(key))
    try:
        found = parse_cards(value)
    except CardError as exc:
        raise InputError(str(exc), at.mark_of(key)) from None
    if not found:
        raise InputError(f"no cards written in {value!r}: write them as text, e.g. "
                         "\"AS KD 7C 7H 2S\"", at.mark_of(key))
    return found


def one_card(value: Any, at: Any, key: Any) -> Card:
    found = cards(value, at, key)
    if len(found) != 1:
        raise InputError(f"one card expected, not {value!r}", at.mark_of(key))
    return found[0]
