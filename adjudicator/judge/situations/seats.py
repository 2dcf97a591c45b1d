"""The seat a law names (`cut.by: right-of-dealer`, `say.first: left-of-ante`): one table of
the catalogue's table-seats, so a law may name any of them wherever it names a seat."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..judging import Reads


def seat(j: Reads, where: str) -> str | None:
    """The player sitting where a law names a seat; None where nobody sits there yet (the
    last straddler's left before anyone has straddled)."""
    t = j.table
    if where == "left-of-last-straddler":
        return t.left_of(t.straddlers[-1]) if t.straddlers else None
    return {"dealer": t.dealer, "left-of-dealer": t.left_of(t.dealer),
            "right-of-dealer": t.right_of(t.dealer), "left-of-ante": t.left_of(t.age)}[where]
