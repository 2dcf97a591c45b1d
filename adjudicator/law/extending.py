"""A book that extends another (a club's house rules over a published book): what a ruling says
of it, in a line of its own: the chain of books it rests on, what it takes up from them, and
which of their laws it amends or repeals."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rulebook import Book


def house_rules(book: Book) -> dict | None:
    """For a book that extends another: the chain, and which base laws it amends or repeals."""
    if book.base is None:
        return None
    chain, b = [], book.base
    while b is not None:
        chain.append(b.id)
        b = b.base
    amended = {base: law.id for law in book.laws.values() for base in law.amends}
    repealed = {base: law.id for law in book.laws.values() for base in law.repeals}
    return {"extends": chain, "inherits": list(book.inherits), "amended": amended,
            "repealed": repealed}
