"""What an amount a law sets comes to in this deal (``{multiple: 2, of: ante}``): the deal
tells each base, the law's parameters do the rest (law/amounts.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law import amounts

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ..judging import Judge


def reckon(j: Judge, amount: dict, previous: int | None = None) -> int | None:
    """The amount in this deal; None where the deal does not tell its base. ``previous``
    is the stake a straddle adds to (the ante where none has straddled)."""
    table = j.case.table
    # in a jack pot the ante is what each feeds; a table with neither antes nothing (its
    # ante is 0, as the case file says where it names none)
    ante = table.ante or table.feed or 0
    return amounts.reckon(amount, {
        "ante": ante, "limit": table.limit,
        # the ante as the straddles have brought it: the last straddle
        "ante-and-straddles": None if ante is None else max(ante, j.table.level),
        "previous-stake": previous,
    })


def in_words(ans: Answer) -> str:
    return amounts.in_words(ans.value)
