"""What an amount a law sets comes to in this deal (``{multiple: 2, of: ante}``): the deal
tells each base, the law's parameters do the rest (law/amounts.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law import amounts

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ..judging import Reads


def the_ante(j: Reads) -> int:
    """This deal's ante: the table's; where the table names none, the ante the story tells
    the age put up (an `ante` event with its amount), so that one story told either way is
    one deal; in a jack pot, what each feeds; else 0, as the case file says."""
    table = j.case.table
    told = [a for p, a in j.deal.ante_paid.items() if p not in j.table.straddlers]
    return table.ante or max(told, default=0) or table.feed or 0


def reckon(j: Reads, amount: dict, previous: int | None = None,
           level: int | None = None) -> int | None:
    """The amount in this deal; None where the deal does not tell its base. ``previous``
    is the stake a straddle adds to (the ante where none has straddled); ``level`` the
    highest stake the straddles brought it to, where not the table's now (an opening weighed
    after its own chips were put up)."""
    table = j.case.table
    ante = the_ante(j)
    level = j.table.level if level is None else level
    return amounts.reckon(amount, {
        "ante": ante, "limit": table.limit,
        # the ante as the straddles have brought it: the last straddle
        "ante-and-straddles": None if ante is None else max(ante, level),
        "previous-stake": previous,
    })


def in_words(ans: Answer) -> str:
    return amounts.in_words(ans.value)
