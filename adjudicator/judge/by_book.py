"""Ruling a case under a book named by its id, or under the book the case itself names; and
the API's ``adjudicate``, which takes a ``Book`` or its id and checks what it is given as the
command line checks its options (law/arguments.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, cast

from . import engine

if TYPE_CHECKING:
    from ..law.library import Library
    from ..law.rulebook import Book
    from ..story.case import Case
    from .shape import Ruling


def adjudicate(case: Case, book: Book | str, agreed: Iterable[str] | str = ()) -> Ruling:
    """Rule on ``case`` under ``book`` (a Book, or a book's id looked up in the published
    books and ADJUDICATOR_RULEBOOKS), the departures ``agreed`` before play besides the
    case's own (``["joker"]``, or ``"blaze,joker"`` as --agreed writes them). Returns the
    ruling of docs/case-format.md, a fresh dict each call; a wrong argument is an InputError
    that names it."""
    from ..law.arguments import a_book, a_case, departures

    case = a_case(case)
    return cast("Ruling", engine.adjudicate(case, a_book(book), departures(agreed)))


def rule(case: Case, library: Library, book_id: str | None = None,
         agreed: Iterable[str] = ()) -> dict:
    """Rule on a case under the named book (or the case's own default)."""
    from ..errors import Mark, NoBookNamed, message

    if book_id:
        return engine.adjudicate(case, library.book(book_id), agreed)
    if not case.book:
        raise NoBookNamed(message("no-book", books=", ".join(library.ids())), Mark(case.file))
    return engine.adjudicate(case, case_book(case, library), agreed)


def case_book(case: Case, library: Library) -> Book:
    """The book the case itself names (`book:`); an unknown one is an input error at that line."""
    from ..errors import InputError

    try:
        return library.book(case.book)
    except InputError as exc:
        if exc.mark is None and case.book_mark is not None:
            raise InputError(exc.message, case.book_mark) from None
        raise
