"""The seat a law names (`cut.by: right-of-dealer`, `say.first: left-of-ante`): one table of
the catalogue's table-seats, so a law may name any of them wherever it names a seat."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ..judging import Reads


def seat(j: Reads, where: str, dealer: str | None = None) -> str | None:
    """The player sitting where a law names a seat; None where nobody sits there yet (the
    last straddler's left before anyone has straddled). ``dealer``: the one dealing, where
    it is another than the table's dealer (a deal out of turn: its cut is at his right)."""
    t = j.table
    if where == "left-of-last-straddler":
        return t.left_of(t.straddlers[-1]) if t.straddlers else None
    dealer = dealer or t.dealer
    return {"dealer": dealer, "left-of-dealer": t.left_of(dealer),
            "right-of-dealer": t.right_of(dealer), "left-of-ante": t.left_of(t.age)}[where]


def dealing(j: Reads) -> str:
    """Who deals this deal: the table's dealer, or the one dealing out of his turn."""
    return j.deal.out_of_turn_dealer or j.table.dealer
