"""The command line's book options, spelled alike everywhere (--book and --books), and what
the shell completes: book ids, law ids, topic keys."""
from __future__ import annotations

from typing import Optional

import typer

from .errors import AdjudicatorError


def _library():
    from .library import Library

    return Library.open()


def complete_books(incomplete: str) -> list[str]:
    """Book ids for the shell, the last of a comma-separated list completed."""
    done, _, last = incomplete.rpartition(",")
    try:
        ids = _library().ids()
    except AdjudicatorError:
        return []
    return [f"{done},{b}" if done else b for b in ids if b.startswith(last)]


def complete_laws(incomplete: str) -> list[str]:
    """BOOK: first, then the book's law ids."""
    if ":" not in incomplete:
        return [f"{b}:" for b in complete_books(incomplete)]
    try:
        book = _library().book(incomplete.split(":", 1)[0])
    except AdjudicatorError:
        return []
    return [i for i in book.laws if i.startswith(incomplete)]


def complete_topics(incomplete: str) -> list[str]:
    from .library import load_topics

    try:
        return [t for t in load_topics() if t.startswith(incomplete)]
    except AdjudicatorError:
        return []


def book_option(default, help: str):
    """--book and --books, one spelling as good as the other, with the ids completed."""
    return typer.Option(default, "--book", "--books", metavar="BOOK", help=help,
                        autocompletion=complete_books)


def books_option(help: str):
    return typer.Option(None, "--books", "--book", metavar="BOOK,...", help=help,
                        autocompletion=complete_books)


def one_book(value: Optional[str]) -> Optional[str]:
    from .errors import InputError

    if value and "," in value:
        raise InputError(f"--book: this command takes one book, not {value!r}; "
                         "`compare --books` sets several side by side")
    return value


def book_list(value: Optional[str]) -> Optional[list[str]]:
    return [b.strip() for b in value.split(",") if b.strip()] if value else None

