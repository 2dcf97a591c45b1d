"""The command line: parse, call the core, render; input errors become one line and exit 2.

The core never prints and never exits; this module does nothing else.
"""
from __future__ import annotations

import enum
import errno
import io
import sys
from typing import List, Optional

import typer

from . import __version__
from .errors import AdjudicatorError, InputErrors
from .render import Format, render

app = typer.Typer(
    add_completion=True,
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    help="A judge for poker table disputes: rules a deal by the letter of the old rulebooks, "
    "citing each law with its words and its page.",
)

FormatOpt = typer.Option(Format.text, "--format", "-f", help="text, json or markdown.")
RulebooksOpt = typer.Option(
    None, "--rulebooks", help="A folder of your own rulebooks (repeatable); also "
    "ADJUDICATOR_RULEBOOKS.")
AgreedOpt = typer.Option(
    None, "--agreed", help="Departures agreed before play, comma-separated (blaze, joker, ...).")
SvgOpt = typer.Option(None, "--svg", metavar="FILE", help="Also draw the text output as an SVG "
                      "picture into FILE, for sharing; the chosen format is still printed.")


def _fail(exc: AdjudicatorError) -> None:
    from .printable import one_line

    errors = exc.errors if isinstance(exc, InputErrors) else [exc]
    for e in errors:  # one line each, whatever a file name or a name holds
        has_mark = getattr(e, "mark", None) is not None
        sys.stderr.write(one_line(f"{e}" if has_mark else f"adjudicator: {e}") + "\n")
    raise typer.Exit(2)


def _emit(kind: str, data, fmt: Format) -> None:
    sys.stdout.write(render(kind, data, fmt))
    if fmt == Format.json:
        sys.stdout.write("\n")


def _save_svg(path: Optional[str], items: list, title: str) -> None:
    """Draw the text rendering of [(kind, data), ...] as an SVG picture into PATH."""
    if not path:
        return
    from pathlib import Path

    from .errors import InputError, Mark
    from .render.text import svg

    try:
        Path(path).write_text(svg(items, title), encoding="utf-8")
    except OSError as exc:
        raise InputError(f"cannot write the picture: {exc.strerror}", Mark(path)) from None


def _library(rulebooks: Optional[List[str]]):
    from .library import Library

    return Library.open(rulebooks)


def _agreed(values: Optional[List[str]]) -> list[str]:
    from .errors import InputError
    from .provisions import DEPARTURES

    out = []
    for v in values or []:
        out += [x.strip() for x in v.split(",") if x.strip()]
    for x in out:
        if x not in DEPARTURES:
            raise InputError(f"--agreed: unknown departure {x!r}; known are "
                             f"{', '.join(DEPARTURES)}")
    return out


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
    law_id: str = typer.Argument(..., metavar="BOOK:ID",
                                 help="A law (peel:13), or a book and prefix to list (peel:desc/)."),
    fmt: Format = FormatOpt,
    rulebooks: Optional[List[str]] = RulebooksOpt,
):
    """Print a law: its words, page, section, what it provides, and which laws refer to it."""
    from .errors import InputError
    from .views import law_view

    try:
        lib = _library(rulebooks)
        if ":" not in law_id:
            raise InputError(f"{law_id!r} is not a law id: write BOOK:ID, e.g. peel:13")
        book_id, rest = law_id.split(":", 1)
        book = lib.book(book_id)
        if rest == "" or rest.endswith("/"):
            found = [law_view(x) for x in book.laws.values() if x.id.startswith(law_id)]
            if not found:
                raise InputError(f"no laws under {law_id}: {book.describe_ids()}")
            _emit("laws", found, fmt)
        else:
            _emit("law", law_view(book.law(law_id), lib), fmt)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def provisions(fmt: Format = FormatOpt):
    """List the questions a rulebook's laws can answer (the keys of `provides:`)."""
    from .views import provisions_view

    _emit("provisions", provisions_view(), fmt)


@app.command()
def check(
    paths: Optional[List[str]] = typer.Argument(None, help="Rulebooks, case files or folders; "
                                                "by default every book within reach."),
    fmt: Format = FormatOpt,
    rulebooks: Optional[List[str]] = RulebooksOpt,
):
    """Validate rulebooks and case files, reporting every problem found."""
    from .checking import check_paths

    try:
        result = check_paths(paths or [], _library(rulebooks))
    except AdjudicatorError as exc:
        _fail(exc)
    _emit("check", result, fmt)
    if result["errors"]:
        raise typer.Exit(2)


@app.command()
def search(query: str, book: Optional[str] = typer.Option(None, "--book"),
           fmt: Format = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt):
    """Rank the laws by relevance to QUERY over their words, titles and topics."""
    from .search import search_laws
    from .views import law_view

    try:
        lib = _library(rulebooks)
        books_ = [lib.book(book)] if book else lib.books()
        hits = search_laws(books_, query)
        _emit("laws", [dict(law_view(law), score=round(score, 3)) for law, score in hits], fmt)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def topics(topic: Optional[str] = typer.Argument(None),
           books_: Optional[str] = typer.Option(None, "--books", help="Comma-separated book ids."),
           fmt: Format = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt):
    """List the topics, or set each book's governing laws on one topic side by side."""
    from .topics import side_by_side, topic_index

    try:
        lib = _library(rulebooks)
        ids = [b.strip() for b in books_.split(",") if b.strip()] if books_ else lib.ids()
        books = [lib.book(b) for b in ids]
        if topic is None:
            _emit("topic_list", topic_index(lib, books), fmt)
        else:
            _emit("topic", side_by_side(lib, books, topic), fmt)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def hand(cards: List[str], book: str = typer.Option(..., "--book"),
         agreed: Optional[List[str]] = AgreedOpt, fmt: Format = FormatOpt,
         rulebooks: Optional[List[str]] = RulebooksOpt):
    """Name and order hands by a book's own laws, citing the law that decides each comparison.

    Each CARDS is one hand of five cards, e.g. "AS KS QS JS TS" (10 for T, JK the joker)."""
    from .hands import hand_view

    try:
        _emit("hand", hand_view(_library(rulebooks).book(book), cards, _agreed(agreed)), fmt)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def census(book: str = typer.Option(..., "--book"), agreed: Optional[List[str]] = AgreedOpt,
           fmt: Format = FormatOpt, rulebooks: Optional[List[str]] = RulebooksOpt):
    """Count every hand of the pack under a book's laws, beside the book's own printed table."""
    from .census import census_of

    try:
        _emit("census", census_of(_library(rulebooks).book(book), _agreed(agreed)), fmt)
    except AdjudicatorError as exc:
        _fail(exc)


def _case_files(paths: List[str]) -> list:
    from pathlib import Path

    from .errors import InputError, Mark
    from .files import is_folder, yaml_files

    files = []
    for p in paths:
        path = Path(p)
        if is_folder(path):  # a name that cannot even be looked at is an error here
            found = yaml_files(path)
            if not found:
                raise InputError("no case files (*.yaml) in this folder", Mark(p))
            files += found
        else:
            files.append(path)
    return files


@app.command()
def rule(case: List[str] = typer.Argument(..., metavar="CASE...", help="Case files or folders of cases."),
         book: Optional[str] = typer.Option(None, "--book", help="The book to rule under "
                                            "(default: the case's own `book:`)."),
         agreed: Optional[List[str]] = AgreedOpt, fmt: Format = FormatOpt,
         rulebooks: Optional[List[str]] = RulebooksOpt, svg: Optional[str] = SvgOpt):
    """Replay a case and rule on it under one book."""
    from .case import load_case
    from .engine import rule as rule_case
    from .files import regular

    try:
        lib = _library(rulebooks)
        departures = _agreed(agreed)  # checked once, before any case is read
        if book:
            lib.book(book)
        files = _case_files(case)
        title = " ".join(["adjudicator rule", *case] + (["--book", book] if book else []))
        if len(files) == 1:
            ruling = rule_case(load_case(files[0]), lib, book, departures)
            _save_svg(svg, [("ruling", dict(ruling, file=str(files[0])))], title)
            _emit("ruling", dict(ruling, file=str(files[0])), fmt)
            return
        shown = []
        loaded: dict = {}  # a case named many times over is read once
        failed = False
        for f in files:  # several cases: JSON Lines, or one rendering after another
            try:
                key = str(regular(f).resolve())
                if key not in loaded:
                    loaded[key] = load_case(f)
                ruling = dict(rule_case(loaded[key], lib, book, departures), file=str(f))
            except AdjudicatorError as exc:  # one bad case does not stop the others
                from .printable import one_line

                failed = True
                for e in (exc.errors if isinstance(exc, InputErrors) else [exc]):
                    sys.stderr.write(one_line(f"{e}" if getattr(e, "mark", None) else f"{f}: {e}")
                                     + "\n")
                continue
            shown.append(("ruling", ruling))
            if fmt == Format.json:
                import json

                sys.stdout.write(json.dumps(ruling, ensure_ascii=False) + "\n")
            else:
                _emit("ruling", ruling, fmt)
        _save_svg(svg, shown, title)
        if failed:
            raise typer.Exit(2)
    except AdjudicatorError as exc:
        _fail(exc)


@app.command()
def compare(case: str = typer.Argument(..., metavar="CASE", help="A case file."),
            books_: Optional[str] = typer.Option(None, "--books", help="Comma-separated book ids "
                                                 "(default: every book)."),
            agreed: Optional[List[str]] = AgreedOpt, fmt: Format = FormatOpt,
            rulebooks: Optional[List[str]] = RulebooksOpt, svg: Optional[str] = SvgOpt):
    """Rule on a case under every book and show where the books differ."""
    from .case import load_case
    from .comparison import compare as compare_books

    try:
        lib = _library(rulebooks)
        ids = [b.strip() for b in books_.split(",") if b.strip()] if books_ else None
        for b in ids or []:
            lib.book(b)
        result = compare_books(load_case(case), lib, ids, _agreed(agreed))
        _save_svg(svg, [("compare", result)], f"adjudicator compare {case}"
                  + (f" --books {books_}" if books_ else ""))
        if fmt == Format.json:
            _emit("compare_json", result["rulings"], fmt)
        else:
            _emit("compare", result, fmt)
    except AdjudicatorError as exc:
        _fail(exc)


class SchemaName(str, enum.Enum):
    """The documents a schema is published for."""

    case = "case"        # the case file you write
    ruling = "ruling"    # what `rule --format json` prints
    compare = "compare"  # what `compare --format json` prints: {BOOK: ruling}


@app.command()
def schema(name: SchemaName = typer.Argument(..., metavar="NAME",
                                             help="case, ruling or compare.")):
    """Print the JSON Schema (draft 2020-12) of a case file, a ruling or a comparison."""
    import json

    from .schema import schema as build

    sys.stdout.write(json.dumps(build(name.value), ensure_ascii=False, indent=2) + "\n")


def _encode_anything() -> None:
    """An output encoding that cannot spell a name (PYTHONIOENCODING=ascii) escapes it."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


class _Closed(io.TextIOBase):
    """Standard output closed by the caller (`>&-`): every write fails, as on a full disk."""

    def write(self, _text):
        raise OSError(9, "standard output is closed")


# Writing failed: a closed pipe or descriptor, a full disk or quota, a device error.
_OUTPUT_FAILURES = (errno.EPIPE, errno.EBADF, errno.ENOSPC, errno.EDQUOT, errno.EIO)


def _end_quietly() -> None:
    """Output could not be written (a closed pipe, a full disk): status 1, nothing more."""
    import os

    try:  # what is still buffered goes nowhere, so exiting does not fail again
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        sys.stdout = None
    sys.exit(1)


def main() -> None:
    if sys.stdout is None:
        sys.stdout = _Closed()
    _encode_anything()
    try:
        try:
            app(prog_name="adjudicator")
        finally:
            sys.stdout.flush()  # a full disk shows here rather than at exit
    except OSError as exc:  # click ends a broken pipe itself with status 1; a full disk here
        if exc.errno not in _OUTPUT_FAILURES:
            _fault(exc)
        _end_quietly()
    except Exception as exc:  # noqa: BLE001 - a fault of ours: one line and status 1, no trace
        _fault(exc)


def _fault(exc: BaseException) -> None:
    from .printable import one_line

    sys.stderr.write(one_line(f"adjudicator: no ruling could be made: {type(exc).__name__}: "
                              f"{exc} (a fault in adjudicator; please report it with the "
                              "case)") + "\n")
    sys.exit(1)
