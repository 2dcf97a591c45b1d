"""The command line: parse, call the core, render; input errors become one line and exit 2.

The core never prints and never exits; this module does nothing else.
"""
# No `from __future__ import annotations` here: typer reads every command's annotations at
# each start, and evaluating them from strings doubles the time it takes to build the commands.
import sys
from typing import List, Optional

import typer

from .. import __version__
from ..errors import AdjudicatorError, InputErrors, OutputFailed
from ..errors import did_you_mean as _suggest
from .options import AgreedOpt, FormatOpt, JobsOpt, RulebooksOpt, SvgOpt
from .options import agreed as _agreed
from .options import again as _again
from .options import book_list as _book_list
from .options import book_option as _book_option
from .options import books_option as _books_option
from .options import complete_laws as _complete_laws
from .options import complete_topics as _complete_topics
from .options import one_book as _one_book
from .options import refuse_picture as _refuse_picture
from .render import Format, render

app = typer.Typer(
    add_completion=True,
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    help="A judge for poker table disputes: rules a deal by the letter of the old rulebooks, "
    "citing each law with its words and its page.",
)

def _fail(exc: AdjudicatorError) -> None:
    from .printable import one_line

    errors = exc.errors if isinstance(exc, InputErrors) else [exc]
    for e in errors:  # one line each, whatever a file name or a name holds
        has_mark = getattr(e, "mark", None) is not None
        sys.stderr.write(one_line(f"{e}" if has_mark else f"adjudicator: {e}") + "\n")
    raise typer.Exit(1 if isinstance(exc, OutputFailed) else 2)  # output failures end with 1


def _emit(kind: str, data, fmt: Format) -> None:
    sys.stdout.write(render(kind, data, fmt))
    if fmt == Format.json:
        sys.stdout.write("\n")


def _save_svg(path: Optional[str], items: list, title: str) -> None:
    """Draw the text rendering of [(kind, data), ...] as an SVG picture into PATH."""
    if not path:
        return
    from ..story.files import write
    from .render.picture import svg

    write(path, svg(items, title), "the picture")


def _library(rulebooks: Optional[List[str]]):
    from ..law.library import Library

    return Library.open(rulebooks)


def _version(value: bool):
    if value:
        sys.stdout.write(f"adjudicator {__version__}\n")
        raise typer.Exit()


@app.callback()
def _main(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                       help="Print the version and exit.")):
    """Rule on poker disputes by the letter of Peel, Keller, Schenck and the Standard laws."""


@app.command()
def books(fmt: Format = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt):
    """List the books, with their law counts."""
    from .views import book_view

    try:
        _emit("books", [book_view(b) for b in _library(rulebooks).books()], fmt)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def law(
    law_id: str = typer.Argument(..., metavar="BOOK:ID", autocompletion=_complete_laws,
                                 help="A law (peel:13), or a book and prefix to list (peel:desc/)."),
    source: bool = typer.Option(False, "--source", help="Also show the scan's own lines at the "
                                "law's page (rulebooks/sources/), beside the mended text."),
    fmt: Format = FormatOpt,
    rulebooks: Optional[List[str]] = RulebooksOpt,
):
    """Print a law, with its words and its page.

    Its section too, what it provides, and which laws refer to it."""
    from ..errors import InputError
    from ..law.library import split_law_id
    from .views import law_view

    try:
        lib = _library(rulebooks)
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


@app.command()
def provisions(fmt: Format = FormatOpt):
    """List the questions a book's laws can answer.

    They are the keys of a law's `provides:`."""
    from .views import provisions_view

    _emit("provisions", provisions_view(), fmt)


@app.command()
def check(
    paths: Optional[List[str]] = typer.Argument(None, help="Rulebooks, case files or folders; "
                                                "by default every book within reach."),
    fmt: Format = FormatOpt,
    rulebooks: Optional[List[str]] = RulebooksOpt,
    expect: bool = typer.Option(False, "--expect", help="Also rule each case under the books "
                                "its `expect:` names, and list what a ruling does not hold "
                                "(exit status 1)."),
):
    """Validate rulebooks and case files.

    Every problem found is reported, not only the first. With --expect, a casebook's
    expectations are checked against the rulings too."""
    from .checking import check_paths

    try:
        result = check_paths(paths or [], _library(rulebooks), expect)
    except AdjudicatorError as exc:
        _fail(exc)
    _emit("check", result, fmt)
    if result["errors"]:
        raise typer.Exit(2)
    if result.get("unmet"):
        raise typer.Exit(1)


@app.command()
def search(query: str = typer.Argument(..., help="Words to look for, e.g. \"foul hand\"."),
           book: Optional[str] = _books_option("Comma-separated book ids to search "
                                               "(default: every book)."),
           fmt: Format = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt):
    """Rank the laws by relevance to QUERY.

    The query is matched against their words, titles and topics."""
    from ..law.search import search_laws
    from .views import law_view

    try:
        lib = _library(rulebooks)
        books_ = [lib.book(b) for b in _book_list(book)] if book else lib.books()
        hits = search_laws(books_, query)
        _emit("laws", [dict(law_view(law), score=round(score, 3)) for law, score in hits], fmt)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def topics(topic: Optional[str] = typer.Argument(None, autocompletion=_complete_topics,
                                                help="A topic key (sequence.ace); without "
                                                "one, every topic and the books on it."),
           books_: Optional[str] = _books_option("Comma-separated book ids (default: every "
                                                 "book)."),
           fmt: Format = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt):
    """List the topics, or the books on one topic.

    With a TOPIC, each book's governing laws on it are set side by side."""
    from ..law.topics import side_by_side, topic_index

    try:
        lib = _library(rulebooks)
        books = [lib.book(b) for b in _book_list(books_) or lib.ids()]
        if topic is None:
            _emit("topic_list", topic_index(lib, books), fmt)
        else:
            _emit("topic", side_by_side(lib, books, topic), fmt)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def hand(cards: List[str] = typer.Argument(..., help="Hands of five cards, each quoted: "
                                         "\"AS KS QS JS TS\"."),
         book: str = _book_option(..., "The book whose laws name and order the hands."),
         agreed: Optional[List[str]] = AgreedOpt, fmt: Format = FormatOpt,
         rulebooks: Optional[List[str]] = RulebooksOpt):
    """Name and order hands by a book's own laws.

    Each comparison cites the law that decides it.

    Each CARDS is one hand of five cards, e.g. "AS KS QS JS TS" (10 for T, JK the joker)."""
    from ..hands.ranking import hand_view

    try:
        _emit("hand", hand_view(_library(rulebooks).book(_one_book(book)), cards,
                                _agreed(agreed)), fmt)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def census(book: str = _book_option(..., "The book whose laws count the hands."),
           agreed: Optional[List[str]] = AgreedOpt,
           fmt: Format = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt):
    """Count every hand of the pack under a book.

    The counts and odds stand beside the book's own printed table."""
    from ..hands.census import census_of

    try:
        _emit("census", census_of(_library(rulebooks).book(_one_book(book)), _agreed(agreed)),
              fmt)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def rule(case: List[str] = typer.Argument(..., metavar="CASE...", help="Case files or folders of cases."),
         book: Optional[str] = _book_option(None, "The book to rule under (default: the "
                                            "case's own `book:`)."),
         agreed: Optional[List[str]] = AgreedOpt, fmt: Format = FormatOpt,
         rulebooks: Optional[List[str]] = RulebooksOpt, svg: Optional[str] = SvgOpt,
         jobs: Optional[int] = JobsOpt,
         ask_: bool = typer.Option(False, "--ask", help="On a terminal: ask each question the "
                                   "ruling turns on, write the answers under `facts:` in the "
                                   "case file (its comments and order kept), and rule again.")):
    """Replay a case and rule on it under one book.

    A text ruling ends with the questions it turns on; --ask puts them to you."""
    from ..story.case import load_case
    from ..judge.engine import rule as rule_case
    from ..story.files import case_files

    try:
        lib = _library(rulebooks)
        departures = _agreed(agreed)  # checked once, before any case is read
        book = _one_book(book)
        if book:
            lib.book(book)
        files = case_files(case)
        _refuse_picture(svg, files, lib)
        if ask_:  # decided before any book is consulted: a usage error where it cannot ask
            from .ask import ask_on_terminal

            raise typer.Exit(ask_on_terminal(files, lib, book, departures, fmt, svg))
        title = " ".join(["adjudicator rule", *case] + (["--book", book] if book else []))
        if len(files) == 1:
            ruling = dict(rule_case(load_case(files[0]), lib, book, departures),
                          file=str(files[0]))
            # the text's suggested command carries the options given (not a ruling's field)
            shown = dict(ruling, again=_again(rulebooks, departures))
            _save_svg(svg, [("ruling", shown)], title)
            _emit("ruling", ruling if fmt == Format.json else shown, fmt)
            return
        from .many import Job, rule_printed

        job = Job(tuple(rulebooks or ()), book, tuple(departures), Format(fmt).value, bool(svg))
        shown, failed = rule_printed([str(f) for f in files], job, jobs, lib)
        _save_svg(svg, shown, title)
        if failed:
            raise typer.Exit(2)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def compare(case: List[str] = typer.Argument(..., metavar="CASE...",
                                            help="Case files or folders of cases."),
            books_: Optional[str] = _books_option("Comma-separated book ids (default: every "
                                                  "book)."),
            agreed: Optional[List[str]] = AgreedOpt, fmt: Format = FormatOpt,
            rulebooks: Optional[List[str]] = RulebooksOpt, svg: Optional[str] = SvgOpt,
            jobs: Optional[int] = JobsOpt):
    """Rule under every book; show how they differ.

    Several cases or a folder: a table each, then the disputes by books (JSON: a list of
    {file, case, rulings}; one case: {BOOK: ruling})."""
    from ..story.case import load_case
    from ..judge.comparison import compare as compare_books
    from ..judge.engine import case_book
    from ..story.files import case_files

    try:
        lib = _library(rulebooks)
        ids = _book_list(books_)
        for b in ids or []:
            lib.book(b)
        departures = _agreed(agreed)
        files = case_files(case)
        _refuse_picture(svg, files, lib)
        title = " ".join(["adjudicator compare", *case] + (["--books", books_] if books_ else []))
        if len(files) == 1:
            the_case = load_case(files[0])
            if the_case.book:  # a case naming a book nobody has is bad input, as under `rule`
                case_book(the_case, lib)
            result = compare_books(the_case, lib, ids, departures)
            _save_svg(svg, [("compare", result)], title)
            if fmt == Format.json:
                _emit("compare_json", result["rulings"], fmt)
            else:
                _emit("compare", result, fmt)
            return
        from .many import Job, compare_printed

        job = Job(tuple(rulebooks or ()), None, tuple(departures), Format(fmt).value,
                  bool(svg), compare=tuple(ids or ()))
        table, failed = compare_printed([str(f) for f in files], job, jobs, lib)
        _save_svg(svg, [("compare_summary", table)], title)
        if failed:
            raise typer.Exit(2)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def verbs(fmt: Format = FormatOpt):
    """List the verbs of a case file's events.

    Each with its meaning and an example."""
    from ..story.verbs import verbs_view

    _emit("verbs", verbs_view(), fmt)


@app.command()
def new(
    file: str = typer.Argument(..., metavar="FILE", help="The case file to write; an existing "
                               "file is never overwritten."),
    players: str = typer.Option("A,B,C", "--players", help="The players, comma-separated, in "
                                "seating order (each to the left of the one before)."),
    dealer: Optional[str] = typer.Option(None, "--dealer", help="Who deals (default: the first "
                                         "player)."),
    ante: int = typer.Option(1, "--ante", min=0, help="The age's ante (0: none)."),
    limit: int = typer.Option(10, "--limit", min=1, help="The largest single bet or raise."),
    book: Optional[str] = _book_option(None, "The book the case names (default: the first `books` lists)."),
    rulebooks: Optional[List[str]] = RulebooksOpt,
):
    """Write a commented template case to FILE.

    It rules as it stands: change it into your dispute."""
    from ..errors import InputError
    from ..story.files import write
    from .template import template

    try:
        names = [p.strip() for p in players.split(",") if p.strip()]
        for name in names:  # a byte the locale cannot read arrives as a lone surrogate
            if any("\ud800" <= c <= "\udfff" for c in name):
                raise InputError(f"--players: {ascii(name)} is not text in this locale's "
                                 "encoding: name each player in printable text")
        if len(names) < 2 or len(set(names)) != len(names):
            raise InputError(f"--players: name two or more different players; not {players!r}")
        dealer = dealer or names[0]
        if dealer not in names:
            raise InputError(f"--dealer: {dealer!r} is not one of the players "
                             f"{', '.join(names)}{_suggest(dealer, names)}")
        library = _library(rulebooks)
        book = library.book(book or library.ids()[0]).id  # the first the library compares
        write(file, template(names, dealer, ante, limit, book), "the case", new=True)
        import shlex

        from .printable import one_line

        # the path as it prints (no escape code, no line break), the command as it pastes
        sys.stderr.write(f"wrote {one_line(file)}: rule it with "
                         f"`adjudicator rule {one_line(shlex.quote(file))}`\n")
    except AdjudicatorError as exc:
        _fail(exc)


# The documents a schema is published for: what each NAME prints the schema of.
@app.command()
def schema(name: str = typer.Argument(..., metavar="NAME", help="case, ruling, compare or "
                                      "compare-list.", autocompletion=lambda: [
                                          "case", "ruling", "compare", "compare-list"])):
    """Print a JSON Schema (draft 2020-12).

    Of a case file, a ruling, a comparison, or the list of comparisons of several cases."""
    import json

    from .schema import schema as build

    try:
        sys.stdout.write(json.dumps(build(name), ensure_ascii=False, indent=2) + "\n")
    except AdjudicatorError as exc:
        _fail(exc)


def main() -> None:
    """The entry point (`adjudicator`, `python -m adjudicator`): see ``process``."""
    from .process import run

    run(_app_for(sys.argv[1:2]))


def _app_for(first: list) -> typer.Typer:
    """The app with only the command the line names first, when it names one: typer makes a
    click command of every registered command at each start (a few milliseconds for all
    thirteen, most of what it adds to a ruling's start), and only that one is run. The
    whole app for anything else (help, completion, a mistyped command), so what it says of
    the others is as ever."""
    import os
    from copy import copy

    from typer.main import get_command_name

    if not first or any(k.endswith("_COMPLETE") for k in os.environ):
        return app
    named = [c for c in app.registered_commands
             if (c.name or get_command_name(c.callback.__name__)) == first[0]]
    if len(named) != 1:
        return app
    one = copy(app)
    one.registered_commands = named
    return one
