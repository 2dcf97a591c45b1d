"""The commands that rule on cases: ``rule`` (under one book) and ``compare`` (under every
book, side by side). Registered by commands.py.
"""
# No `from __future__ import annotations` here: typer reads every command's annotations at
# each start, and evaluating them from strings doubles the time it takes to build the commands.
import sys
from typing import List, Optional

import typer

from ..errors import AdjudicatorError
from .emit import emit as _emit
from .emit import fail as _fail
from .emit import club as _club
from .emit import save_svg as _save_svg
from .options import (AgreedOpt, JobsOpt, KeepGoingOpt, OutputOpt, PageFormatOpt, PoolSvgOpt,
                      RulebooksOpt, Steps, StepsOpt, SvgOpt, VerboseOpt)
from .options import agreed as _agreed
from .options import again as _again
from .options import book_list as _book_list
from .options import claim_outputs as _claim_outputs
from .options import book_option as _book_option
from .options import books_option as _books_option
from .options import one_book as _one_book
from .options import refuse_picture as _refuse_picture
from .club import with_unit
from .emit import into as _into
from .render import Format


def rule(case: List[str] = typer.Argument(..., metavar="CASE...", help="Case files or folders of cases."),
         book: Optional[str] = _book_option(None, "The book to rule under (default: the "
                                            "case's own `book:`)."),
         agreed: Optional[List[str]] = AgreedOpt, fmt: Format = PageFormatOpt,
         rulebooks: Optional[List[str]] = RulebooksOpt, svg: Optional[str] = SvgOpt,
         jobs: Optional[int] = JobsOpt, steps: Steps = StepsOpt,
         keep_going: bool = KeepGoingOpt,
         output: Optional[str] = OutputOpt, pool_svg: Optional[str] = PoolSvgOpt,
         verbose: bool = VerboseOpt,
         ask_: bool = typer.Option(False, "--ask", help="On a terminal: ask each question the "
                                   "ruling turns on, write the answers under `facts:` in the "
                                   "case file (its comments and order kept), and rule again.")):
    """Replay a case and rule on it under one book.

    One case file: its ruling (JSON: one document). Several, or a folder: a ruling after
    another (JSON Lines, one ruling a line; a page: one page of them all), every file read
    and checked before the first is printed. A text ruling opens with its answer (who takes
    what, on which law) and ends with the questions it turns on; --ask puts them to you."""
    from ..law.known import read_case as _read_case
    from ..judge.by_book import rule as rule_case
    from ..story.files import case_files, one_file
    from .process import collector_on

    collector_on()  # the modules it rules with imported: the start is made (start.py)

    try:
        settings, lib = _club(case, rulebooks)
        departures = _agreed(agreed)  # checked once, before any case is read
        book = _one_book(book)
        fallback = settings.choose("book", book)  # where the case names no book of its own
        unit = settings.choose("unit", None)
        steps = Steps(settings.choose("steps", steps.value if steps else None, default="deciding"))
        if book and book not in lib.files():
            lib.book(book)  # no such book: said with the books there are
        files = case_files(case)
        if book and len(files) > 1:
            lib.book(book)  # read once for all: a broken book said once, not for every case
        picture = _refuse_picture(svg, files, lib)
        if pool_svg is not None and not one_file(case):
            from ..errors import InputError

            raise InputError("--pool-svg draws the pool of one ruling: name one case file")
        page, pool = _claim_outputs(output, pool_svg, fmt, files, lib, svg)
        if verbose:
            if one_file(case):  # its own book: and unit: come before the files'
                settings.case_says(_read_case(files[0], lib), book_given=bool(book))
            sys.stderr.write(settings.report())
        if ask_:  # decided before any book is consulted: a usage error where it cannot ask
            from .ask import ask_on_terminal

            asked = book or (fallback if fallback and one_file(case)
                             and not _read_case(files[0], lib).book else None)
            raise typer.Exit(ask_on_terminal(files if one_file(case) else [], lib, asked,
                                             departures, fmt, svg,
                                             all_steps=steps == Steps.all))
        title = " ".join(["adjudicator rule", *case] + (["--book", book] if book else []))
        if one_file(case):  # one shape per kind of argument, whatever a folder holds
            the_case = with_unit(_read_case(files[0], lib), unit)
            ruling = dict(rule_case(the_case, lib, book or (None if the_case.book else fallback),
                                    departures), file=str(files[0]))
            # the text's suggested command carries the options given, and which findings
            # it lists (no ruling's fields)
            shown = dict(ruling, again=_again(rulebooks, departures),
                         all_steps=steps == Steps.all)
            if fmt == Format.markdown:  # a ruling pasted into the minutes ends with references
                from ..law.citation import cited

                shown["references"] = cited(ruling, lib)
            _save_svg(picture, [("ruling", shown)], title)
            _save_pool(pool, ruling)
            with _into(page):
                _emit("ruling", ruling if fmt == Format.json else shown, fmt)
            return
        from .many import Job, rule_printed

        job = Job(tuple(settings.choose("rulebooks", rulebooks or None) or ()), book,
                  tuple(departures), Format(fmt).value, bool(svg) or fmt == Format.html,
                  all_steps=steps == Steps.all, default_book=fallback, unit=unit)
        with _into(page):  # nothing printed (a bad file, no --keep-going): nothing written
            shown, failed = rule_printed([str(f) for f in files], job, jobs, lib, keep_going)
        if shown or not failed:  # nothing ruled, nothing drawn
            _save_svg(picture, shown, title)
        if failed:
            raise typer.Exit(2)
    except AdjudicatorError as exc:
        _fail(exc)


def compare(case: List[str] = typer.Argument(..., metavar="CASE...",
                                            help="Case files or folders of cases."),
            books_: Optional[List[str]] = _books_option("Comma-separated book ids (default: every "
                                                  "book)."),
            agreed: Optional[List[str]] = AgreedOpt, fmt: Format = PageFormatOpt,
            rulebooks: Optional[List[str]] = RulebooksOpt, svg: Optional[str] = SvgOpt,
            jobs: Optional[int] = JobsOpt, keep_going: bool = KeepGoingOpt,
            output: Optional[str] = OutputOpt, verbose: bool = VerboseOpt,
            incidental: bool = typer.Option(False, "--incidental", help="Also say, in the "
                                            "why, who bets first where that moves no chip, "
                                            "and findings worded apart that every book makes "
                                            "alike (left out by default).")):
    """Rule under every book; show how they differ.

    One case file: its table (JSON: {BOOK: ruling}). Several, or a folder, whatever it
    holds: a table each, then the disputes by books (JSON: a list of {file, case, rulings};
    a page: one page of them all, with an index), every file read and checked before the
    first is printed."""
    from ..law.known import read_case as _read_case
    from ..judge.comparison import compare as compare_books
    from ..judge.by_book import case_book
    from ..story.files import case_files, one_file
    from .process import collector_on

    collector_on()  # the modules it rules with imported: the start is made (start.py)

    try:
        settings, lib = _club(case, rulebooks)
        ids = settings.choose("compare", _book_list(books_), "--books",
                              default=None)  # None: every book
        unit = settings.choose("unit", None)
        for b in ids or []:
            if b not in lib.files():
                lib.book(b)  # no such book: said with the books there are
        departures = _agreed(agreed)
        files = case_files(case)
        if len(files) > 1:  # read once for all cases; one case's own faults are said first
            for b in ids or []:
                lib.book(b)
        picture = _refuse_picture(svg, files, lib)
        page, _ = _claim_outputs(output, None, fmt, files, lib, svg)
        if verbose:
            if one_file(case):  # its own unit: comes before the files'
                settings.case_says(_read_case(files[0], lib))
            sys.stderr.write(settings.report())
        title = " ".join(["adjudicator compare", *case]
                         + (["--books", ",".join(ids)] if ids else []))
        if one_file(case):  # one shape per kind of argument, whatever a folder holds
            the_case = with_unit(_read_case(files[0], lib), unit)
            if the_case.book:  # a case naming a book nobody has is bad input, as under `rule`
                case_book(the_case, lib)
            result = compare_books(the_case, lib, ids, departures, incidental)
            _save_svg(picture, [("compare", result)], title)
            with _into(page):
                if fmt == Format.json:
                    _emit("compare_json", result["rulings"], fmt)
                else:
                    _emit("compare", result, fmt)
            return
        from .many import Job, compare_printed

        job = Job(tuple(settings.choose("rulebooks", rulebooks or None) or ()), None,
                  tuple(departures), Format(fmt).value, bool(svg), compare=tuple(ids or ()),
                  incidental=incidental, unit=unit)
        with _into(page):  # nothing printed (a bad file, no --keep-going): nothing written
            table, failed = compare_printed([str(f) for f in files], job, jobs, lib, keep_going)
        if keep_going or not failed:  # nothing compared, nothing drawn
            _save_svg(picture, [("compare_summary", table)], title)
        if failed:
            raise typer.Exit(2)
    except AdjudicatorError as exc:
        _fail(exc)


def _save_pool(picture, ruling: dict) -> None:
    """The pool's picture, into the file --pool-svg claimed (None: none asked for)."""
    if picture is not None:
        from .owned import write_owned
        from .render.pool_svg import pool_svg

        write_owned(picture, pool_svg(ruling))
