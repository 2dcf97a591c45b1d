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
from .emit import versioned
from .options import AgreedOpt, FormatOpt, LawFormat, LawFormatOpt, RulebooksOpt, VerboseOpt
from .options import agreed as _agreed
from .options import book_list as _book_list
from .options import book_option as _book_option
from .options import books_option as _books_option
from .options import complete_books as _complete_books
from .options import complete_laws as _complete_laws
from .options import complete_topics as _complete_topics
from .options import one_book as _one_book
from .render import Format, Listing


def books(fmt: Listing = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt,
          verbose: bool = VerboseOpt):
    """List the books, with their law counts."""
    from .views import book_view

    try:
        _emit("books", versioned([book_view(b) for b in _library(rulebooks, verbose).books()]),
              fmt)
    except AdjudicatorError as exc:
        _fail(exc)


def law(
    law_id: str = typer.Argument(..., metavar="BOOK:ID", autocompletion=_complete_laws,
                                 help="A law (peel:13), or a book and prefix to list (peel:desc/)."),
    source: bool = typer.Option(False, "--source", help="Also show the scan's own lines at the "
                                "law's page (rulebooks/sources/), beside the mended text."),
    cite: bool = typer.Option(False, "--cite", help="A reference to paste: the book (author, "
                              "title, place, publisher, year, copy held, page) and the law, "
                              "its printed words marked where mended."),
    fmt: LawFormat = LawFormatOpt,
    rulebooks: Optional[List[str]] = RulebooksOpt,
    verbose: bool = VerboseOpt,
):
    """Print a law, with its words and its page.

    Its section too, what it provides, and which laws refer to it. BOOK: alone prints every
    law of the book (with --format json, the book's laws as data: its export)."""
    from ..errors import InputError
    from ..law.library import split_law_id
    from .views import law_view

    try:
        lib = _library(rulebooks, verbose)
        book_id, rest = split_law_id(law_id)
        book = lib.book(book_id)
        whole = rest == "" or rest.endswith("/")
        found = [x for x in book.laws.values() if x.id.startswith(law_id)] if whole \
            else [book.law(law_id)]
        if not found:
            raise InputError(f"no laws under {law_id}: {book.describe_ids()}")
        if cite or fmt in (LawFormat.bibtex, LawFormat.csl_json):
            _cite(found, lib, fmt)
        elif whole:
            _emit("laws", versioned([law_view(x) for x in found]), Format(fmt.value))
        else:
            found = found[0]
            scan = lib.book(found.book).source if source else ""
            if source and not scan.endswith(".txt"):
                raise InputError(f"{law_id}: no scan to show; {found.book}'s source is "
                                 f"{scan!r}, not a text in rulebooks/sources")
            _emit("law", versioned(law_view(found, lib, source=scan)), Format(fmt.value))
    except AdjudicatorError as exc:
        _fail(exc)


def _cite(laws, lib, fmt) -> None:
    """The references of LAWS, in the format asked (text and Markdown for a person, JSON as
    data, BibTeX and CSL JSON for the field's tools)."""
    import sys

    from ..law.citation import references
    from .render import cite as cite_

    refs = references([x.id for x in laws], lib)
    if fmt == LawFormat.json:
        _emit("references", versioned(refs), Format.json)
        return
    from .printable import sanitized

    refs = sanitized(refs)
    sys.stdout.write({LawFormat.bibtex: cite_.bibtex, LawFormat.csl_json: cite_.csl_json,
                      LawFormat.markdown: lambda r: cite_.cite(r, True)}.get(fmt, cite_.cite)(refs))


def provisions(fmt: Listing = FormatOpt):
    """List the questions a book's laws can answer.

    They are the keys of a law's `provides:`."""
    from .views import provisions_view

    _emit("provisions", versioned(provisions_view()), fmt)


def _finite(value: Optional[float]) -> Optional[float]:
    """A score to compare with: nan compares with nothing, and inf is no score."""
    import math

    if value is not None and not math.isfinite(value):
        raise typer.BadParameter(f"{value} is no score: give a number")
    return value


def search(query: str = typer.Argument(..., help="Words to look for: foul hand; an exact "
                                        "\"phrase\" in quotes; a prefix, strad*; AND, OR, "
                                        "NOT between terms (straddle NOT peel leaves Peel "
                                        "out)."),
           book: Optional[List[str]] = _books_option("Comma-separated book ids to search "
                                               "(default: every book)."),
           limit: int = typer.Option(25, "--limit", min=1, help="At most this many laws."),
           min_score: Optional[float] = typer.Option(None, "--min-score", callback=_finite,
                                                     help="Only laws at least this relevant "
                                                     "(the score shown)."),
           fmt: Listing = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt,
           verbose: bool = VerboseOpt):
    """Find the laws by their words, the most relevant first.

    Each with its words in context. The words, titles and topics are searched, and the
    printed readings (the scan's OCR) too."""
    from ..law.search import find_words
    from .views import hit_view

    try:
        lib = _library(rulebooks, verbose)
        ids = _book_list(book)
        books_ = [lib.book(b) for b in ids] if ids is not None else lib.books()
        # (no book holds a million laws: a larger limit asks for every law, as that does)
        hits = find_words(books_, query, min(limit, 10**6), min_score)
        if fmt != Format.json and not hits:
            import sys

            where = f" in {', '.join(ids)}" if ids else ""
            floor = f" at a score of {min_score} or more" if min_score is not None else ""
            sys.stdout.write(f"No law matches {query!r}{where}{floor}.\n")
            return
        _emit("hits", versioned([hit_view(h) for h in hits]), fmt)
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
            _emit("topic_list", versioned(topic_index(lib, books)), fmt)
        else:
            _emit("topic", versioned(side_by_side(lib, books, topic)), fmt)
    except AdjudicatorError as exc:
        _fail(exc)


def read(book: str = typer.Argument(..., metavar="BOOK", autocompletion=_complete_books,
                                    help="The book to read (peel)."),
         section: Optional[str] = typer.Argument(None, help="Only this part: an id's "
                                                 "beginning (mods/, ch4/the-deal) or a "
                                                 "chapter or section as printed (\"The Ante\")."),
         fmt: Listing = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt,
         verbose: bool = VerboseOpt):
    """Read a book's laws in order, with their pages.

    The paragraphs its transcription leaves out (commentary, examples, heads) stand where
    the book prints them, marked as no law, as the scan prints them."""
    from .views import reading_view

    try:
        _emit("reading", versioned(reading_view(_library(rulebooks, verbose).book(_one_book(book)),
                                              section)), fmt)
    except AdjudicatorError as exc:
        _fail(exc)


def diff(first: str = typer.Argument(..., metavar="BOOK", autocompletion=_complete_books,
                                     help="The first book (peel)."),
         second: str = typer.Argument(..., metavar="BOOK", autocompletion=_complete_books,
                                      help="The second book (keller)."),
         topic: str = typer.Option(..., "--topic", autocompletion=_complete_topics,
                                   help="The topic to set them side by side on "
                                   "(`adjudicator topics` lists them)."),
         fmt: Listing = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt,
         verbose: bool = VerboseOpt):
    """Set two books' laws on a topic side by side.

    Each question of the topic with what each book provides, and where they part."""
    from ..errors import InputError
    from .views import diff_view

    try:
        lib = _library(rulebooks, verbose)
        a, b = lib.book(_one_book(first)), lib.book(_one_book(second))
        if a.id == b.id:
            raise InputError(f"diff: {a.id} named twice: name two books")
        _emit("diff", versioned(diff_view(lib, a, b, topic)), fmt)
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
            _emit("census", versioned(views[ids[0]]), fmt)
        else:
            _emit("census_side", {b: versioned(v) for b, v in views.items()}
                  if fmt == Listing.json else {"books": ids, "views": views}, fmt)
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


def _library(rulebooks, verbose: bool = False):
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

    _emit("verbs", versioned(verbs_view()), fmt)

