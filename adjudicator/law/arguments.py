"""What the API is given, checked as the command line checks its options: a book named by a
``Book`` or by its id, the departures agreed (``--agreed``), a list of book ids (``--books``),
the folders of rulebooks (``--rulebooks``). A wrong type or an unknown name is an
``InputError`` that names the argument, never an ``AttributeError`` or a ``TypeError``; a
text where a list is wanted is read as the command line reads its option, comma-separated,
never letter by letter.
"""
from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

from ..errors import InputError, did_you_mean, what
from .rulebook import Book

if TYPE_CHECKING:
    from ..story.case import Case
    from .library import Library

_libraries: dict[str, Library] = {}  # the value of ADJUDICATOR_RULEBOOKS -> its library


def default_library() -> Library:
    """The library a book named by its id is looked up in: the published books and those of
    ADJUDICATOR_RULEBOOKS, opened once a process (per value of that variable) and shared by
    every thread, so that naming a book by its id costs what handing over the Book does."""
    from .library import ENV_VAR, Library

    key = os.environ.get(ENV_VAR, "")
    library = _libraries.get(key)
    if library is None:  # the first made is kept: every thread gets the same library
        library = _libraries.setdefault(key, Library.open())
    return library


def a_text(value: Any, argument: str, example: str) -> str:
    if not isinstance(value, str):
        raise InputError(f"{argument}: {example}; not {what(value)}")
    return value


def a_book(book: Book | str, library: Library | None = None, argument: str = "book") -> Book:
    """A ``Book``, or the book of that id (in LIBRARY, else the default library)."""
    if isinstance(book, Book):
        return book
    if not isinstance(book, str) or not book.strip():
        raise InputError(f"{argument}: a Book (open_library().book(ID)) or a book's id such "
                         f"as 'keller'; not {what(book)}")
    return (library if library is not None else default_library()).book(book)


def _words(values: Any, argument: str, example: str) -> list[str]:
    """A list of names: each text comma-separated, as the command line reads its option
    (``--agreed blaze,joker``); one text alone is one such list, never its letters."""
    if isinstance(values, str):
        values = [values]
    if not isinstance(values, Iterable) or isinstance(values, (bytes, dict)):
        raise InputError(f"{argument}: a list of names, e.g. {example}; not {what(values)}")
    out = []
    for x in values:
        if not isinstance(x, str):
            raise InputError(f"{argument}: a list of names, e.g. {example}; not a list "
                             f"holding {what(x)}")
        out += [word.strip() for word in x.split(",")]
    return out


def departures(agreed: Iterable[str] | str, argument: str = "agreed") -> list[str]:
    """The departures agreed before play, each one the tool knows (``--agreed``)."""
    from ..story.terms import DEPARTURES

    out = _words(agreed, argument, "['joker']")
    if "" in out:  # `--agreed ,,` names nothing: a slip, never "none agreed"
        raise InputError(f"{argument}: an empty departure in {','.join(out)!r}: name each "
                         "departure, comma-separated (leave the option out for none)")
    for x in out:
        if x not in DEPARTURES:
            raise InputError(f"{argument}: unknown departure {x!r}; known are "
                             f"{', '.join(DEPARTURES)}{did_you_mean(x, DEPARTURES)}")
    return out


def book_ids(books: Iterable[Book | str] | str | None,
             argument: str = "books") -> list[Book | str] | None:
    """The books named (``--books``), each once; None where none is named (every book).
    Naming none, or one twice, is an input error, never every book or a book twice."""
    if books is None:
        return None
    if isinstance(books, str) or not isinstance(books, Iterable) or isinstance(
            books, (bytes, dict)):
        books = [books]  # a text is a comma-separated list; anything else is refused below
    named: list[Book | str] = []
    for b in books:
        if isinstance(b, Book):
            named.append(b)
        elif isinstance(b, str):
            named += _words(b, argument, "['keller', 'peel']")
        else:
            raise InputError(f"{argument}: a list of books or book ids, e.g. ['keller', "
                             f"'peel']; not {what(b)}")
    ids = [b.id if isinstance(b, Book) else b for b in named]
    if not ids or "" in ids:
        raise InputError(f"{argument}: an empty book id in {','.join(ids)!r}: name each "
                         "book, comma-separated (leave the option out for every book)")
    twice = next((b for i, b in enumerate(ids) if b in ids[:i]), None)
    if twice:
        raise InputError(f"{argument}: {twice!r} is named twice")
    return named


def folders(dirs: Iterable[str | os.PathLike[str]] | str | os.PathLike[str] | None,
            argument: str = "rulebook_dirs") -> list[str] | None:
    """Folders of rulebooks (``--rulebooks``): a single folder's name is that folder."""
    if dirs is None:
        return None
    if isinstance(dirs, (str, os.PathLike)):
        dirs = [dirs]
    if not isinstance(dirs, Iterable) or isinstance(dirs, (bytes, dict)):
        raise InputError(f"{argument}: a list of folders of rulebooks; not {what(dirs)}")
    out = []
    for d in dirs:
        if not isinstance(d, (str, os.PathLike)):
            raise InputError(f"{argument}: a list of folders of rulebooks; not a list "
                             f"holding {what(d)}")
        out.append(os.fspath(d))
    return out


def a_case(case: Any, argument: str = "case") -> Case:
    """A case as the story reads it: a Case, never a file's name or a mapping (those are
    read by load_case, load_case_text and case_from_dict, with their marks)."""
    from ..story.case import Case

    if not isinstance(case, Case):
        raise InputError(f"{argument}: a Case, as load_case(PATH), load_case_text(TEXT) or "
                         f"case_from_dict(MAPPING) make it; not {what(case)}")
    return case
