"""Ruling a case under a book named by its id, or under the book the case itself names."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable

from .engine import adjudicate

if TYPE_CHECKING:
    from ..law.library import Library
    from ..law.rulebook import Book
    from ..story.case import Case


def rule(case: Case, library: Library, book_id: str | None = None,
         agreed: Iterable[str] = ()) -> dict:
    """Rule on a case under the named book (or the case's own default)."""
    from ..errors import Mark, NoBookNamed

    if book_id:
        return adjudicate(case, library.book(book_id), agreed)
    if not case.book:
        raise NoBookNamed(f"name a book with --book (the case gives none); the books are "
                         f"{', '.join(library.ids())}", Mark(case.file))
    return adjudicate(case, case_book(case, library), agreed)


def case_book(case: Case, library: Library) -> Book:
    """The book the case itself names (`book:`); an unknown one is an input error at that line."""
    from ..errors import InputError

    try:
        return library.book(case.book)
    except InputError as exc:
        if exc.mark is None and case.book_mark is not None:
            raise InputError(exc.message, case.book_mark) from None
        raise
