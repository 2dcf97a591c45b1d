"""The commands that read the books, with no case: ``books``, ``law``, ``provisions``,
``search``, ``topics``, ``verbs``, and ``hand`` and ``census`` (a book's hand laws applied).
Registered, in the order ``--help`` lists them, by commands.py.
"""
# No `from __future__ import annotations` here: typer reads every command's annotations at
# each start, and evaluating them from strings doubles the time it takes to build the commands.
from typing import List, Optional

import typer

from ..errors import AdjudicatorError
from .emit import emit as _emit
from .emit import fail as _fail
from .emit import club as _club
from .options import AgreedOpt, FormatOpt, RulebooksOpt, VerboseOpt
from .options import agreed as _agreed
from .options import book_list as _book_list
from .options import book_option as _book_option
from .options import books_option as _books_option
from .options import complete_laws as _complete_laws
from .options import complete_topics as _complete_topics
from .options import one_book as _one_book
from .render import Listing


def books(fmt: Listing = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt,
          verbose: bool = VerboseOpt):
    """List the books, with their law counts."""
    from .views import book_view

    try:
        _emit("books", [book_view(b) for b in _library(rulebooks, verbose).books()], fmt)
    except AdjudicatorError as exc:
        _fail(exc)


def law(
    law_id: str = typer.Argument(..., metavar="BOOK:ID", autocompletion=_complete_laws,
                                 help="A law (peel:13), or a book and prefix to list (peel:desc/)."),
    source: bool = typer.Option(False, "--source", help="Also show the scan's own lines at the "
                                "law's page (rulebooks/sources/), beside the mended text."),
    fmt: Listing = FormatOpt,
    rulebooks: Optional[List[str]] = RulebooksOpt,
    verbose: bool = VerboseOpt,
):
    """Print a law, with its words and its page.

    Its section too, what it provides, and which laws refer to it."""
    from ..errors import InputError
    from ..law.library import split_law_id
    from .views import law_view

    try:
        lib = _library(rulebooks, verbose)
        book_id, rest = split_law_id(law_id)
        book = lib.book(book_id)
        if rest == "" or rest.endswith("/"):
            found = [law_view(x) for x in book.laws.values() if x.id.startswith(law_id)]
            if not found:
                raise InputError(f"no laws under {law_id}: {book.describe_ids()}")
            _emit("laws", found, fmt)
        else:
            found = book.law(law_id)
            scan = lib.book(found.book).source if source else ""
            if source and not scan.endswith(".txt"):
                raise InputError(f"{law_id}: no scan to show; {found.book}'s source is "
                                 f"{scan!r}, not a text in rulebooks/sources")
            _emit("law", law_view(found, lib, source=scan), fmt)
    except AdjudicatorError as exc:
        _fail(exc)


def provisions(fmt: Listing = FormatOpt):
    """List the questions a book's laws can answer.

    They are the keys of a law's `provides:`."""
    from .views import provisions_view

    _emit("provisions", provisions_view(), fmt)


def search(query: str = typer.Argument(..., help="Words to look for, e.g. \"foul hand\"."),
           book: Optional[List[str]] = _books_option("Comma-separated book ids to search "
                                               "(default: every book)."),
           fmt: Listing = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt,
           verbose: bool = VerboseOpt):
    """Rank the laws by relevance to QUERY.

    The query is matched against their words, titles and topics."""
    from ..law.search import search_laws
    from .views import law_view

    try:
        lib = _library(rulebooks, verbose)
        ids = _book_list(book)
        books_ = [lib.book(b) for b in ids] if ids is not None else lib.books()
        hits = search_laws(books_, query)
        _emit("laws", [dict(law_view(law), score=round(score, 3)) for law, score in hits], fmt)
    except AdjudicatorError as exc:
        _fail(exc)


def topics(topic: Optional[str] = typer.Argument(None, autocompletion=_complete_topics,
                                                help="A topic key (sequence.ace); without "
                                                "one, every topic and the books on it."),
           books_: Optional[List[str]] = _books_option("Comma-separated book ids (default: every "
                                                 "book)."),
           fmt: Listing = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt,
           verbose: bool = VerboseOpt):
    """List the topics, or the books on one topic.

    With a TOPIC, each book's governing laws on it are set side by side."""
    from ..law.topics import side_by_side, topic_index

    try:
        lib = _library(rulebooks, verbose)
        books = [lib.book(b) for b in _book_list(books_) or lib.ids()]
        if topic is None:
            _emit("topic_list", topic_index(lib, books), fmt)
        else:
            _emit("topic", side_by_side(lib, books, topic), fmt)
    except AdjudicatorError as exc:
        _fail(exc)


def hand(cards: List[str] = typer.Argument(..., help="Hands of five cards, each quoted: "
                                         "\"AS KS QS JS TS\"."),
         books_: Optional[List[str]] = _books_option("The book whose laws name and order the "
                                                     "hands; several, comma-separated, side by "
                                                     "side (default: the club's `book`)."),
         agreed: Optional[List[str]] = AgreedOpt, fmt: Listing = FormatOpt,
         rulebooks: Optional[List[str]] = RulebooksOpt, verbose: bool = VerboseOpt):
    """Name and order hands by a book's own laws.

    Each comparison cites the law that decides it; with several books, the hands under each
    side by side.

    Each CARDS is one hand of five cards, e.g. "AS KS QS JS TS" (10 for T, JK the joker)."""
    from ..hands.ranking import hand_view

    try:
        lib, ids = _books_for(books_, rulebooks, verbose)
        departures = _agreed(agreed)
        views = {b: hand_view(lib.book(b), cards, departures) for b in ids}
        if len(ids) == 1:
            _emit("hand", views[ids[0]], fmt)
        else:
            _emit("hands_side", views if fmt == Listing.json else
                  {"books": ids, "views": views}, fmt)
    except AdjudicatorError as exc:
        _fail(exc)


def census(books_: Optional[List[str]] = _books_option("The book whose laws count the hands; "
                                                       "several, comma-separated, side by side "
                                                       "(default: the club's `book`)."),
           agreed: Optional[List[str]] = AgreedOpt,
           fmt: Listing = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt,
           verbose: bool = VerboseOpt):
    """Count every hand of the pack under a book.

    The counts and odds stand beside the book's own printed table; with several books, the
    books side by side."""
    from ..hands.census import census_of

    try:
        lib, ids = _books_for(books_, rulebooks, verbose)
        departures = _agreed(agreed)
        views = {b: census_of(lib.book(b), departures) for b in ids}
        if len(ids) == 1:
            _emit("census", views[ids[0]], fmt)
        else:
            _emit("census_side", views if fmt == Listing.json else
                  {"books": ids, "views": views}, fmt)
    except AdjudicatorError as exc:
        _fail(exc)


def _books_for(books_, rulebooks, verbose):
    """The library and the books named (--books), else the club's book; none is an error."""
    from ..errors import InputError

    settings, lib = _club(None, rulebooks)
    ids = _book_list(books_)
    chosen = settings.choose("book", ",".join(ids) if ids else None)
    if verbose:
        import sys

        sys.stderr.write(settings.report())
    if not chosen:
        raise InputError("name a book with --book (or several with --books), or set the "
                         f"club's `book` in adjudicator.toml; the books are "
                         f"{', '.join(lib.ids())}")
    return lib, ids or [chosen]


def _library(rulebooks, verbose: bool):
    """The library of books, with the club's rulebook folders where --rulebooks names none."""
    settings, lib = _club(None, rulebooks)
    if verbose:
        import sys

        sys.stderr.write(settings.report())
    return lib


def verbs(fmt: Listing = FormatOpt):
    """List the verbs of a case file's events.

    Each with its meaning and an example."""
    from ..story.verbs import verbs_view

    _emit("verbs", verbs_view(), fmt)

