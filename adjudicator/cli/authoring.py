"""The commands that help write cases and books: ``check`` (validate them), ``new`` (a
template case to change into a dispute) and ``schema`` (the published contract). Registered
by commands.py.
"""
# No `from __future__ import annotations` here: typer reads every command's annotations at
# each start, and evaluating them from strings doubles the time it takes to build the commands.
import sys
from typing import List, Optional

import typer

from ..errors import AdjudicatorError
from ..errors import did_you_mean as _suggest
from .emit import emit as _emit
from .emit import fail as _fail
from .emit import club as _club
from .emit import versioned as _versioned
from .options import FormatOpt, RulebooksOpt, VerboseOpt
from .options import book_option as _book_option
from .options import one_book as _one_book
from .render import Listing


def check(
    paths: Optional[List[str]] = typer.Argument(None, help="Rulebooks, case files or folders, "
                                                "or rulings kept as JSON (.json, .jsonl); by "
                                                "default every book within reach."),
    fmt: Listing = FormatOpt,
    rulebooks: Optional[List[str]] = RulebooksOpt,
    expect: bool = typer.Option(False, "--expect", help="Also rule each case under the books "
                                "its `expect:` names, and list what a ruling does not hold "
                                "(exit status 1)."),
    verbose: bool = VerboseOpt,
):
    """Validate rulebooks, case files and rulings.

    Every problem found is reported, not only the first. A ruling kept as JSON (what `rule`
    or `compare` printed) is checked against its schema and the contract's arithmetic:
    every chip accounted for once, every player named one at the table. With --expect, a
    casebook's expectations are checked against the rulings too."""
    from .checking import check_paths

    try:
        settings, lib = _club(paths or None, rulebooks)
        if verbose:
            sys.stderr.write(settings.report())
        result = check_paths(paths or [], lib, expect)
    except AdjudicatorError as exc:
        _fail(exc)
    _emit("check", _versioned(result), fmt)
    if result["errors"]:
        raise typer.Exit(2)
    if result.get("unmet"):
        raise typer.Exit(1)


def new(
    file: Optional[str] = typer.Argument(None, metavar="FILE", help="The case file to write "
                                         "(with --club: the settings file, by default "
                                         "adjudicator.toml here); an existing file is never "
                                         "overwritten."),
    club: bool = typer.Option(False, "--club", help="Write the club's settings instead: a "
                              "commented adjudicator.toml (the default book, the books "
                              "compare rules, the house rulebooks, the unit, the steps)."),
    verbose: bool = VerboseOpt,
    players: str = typer.Option("A,B,C", "--players", help="The players, two or more, "
                                "comma-separated, in seating order (each to the left of the one "
                                "before)."),
    dealer: Optional[str] = typer.Option(None, "--dealer", help="Who deals (default: the first "
                                         "player)."),
    ante: int = typer.Option(1, "--ante", min=0, help="The age's ante (0: none)."),
    limit: int = typer.Option(10, "--limit", min=1, help="The largest single bet or raise."),
    book: Optional[str] = _book_option(None, "The book the case names (default: the first `books` lists)."),
    rulebooks: Optional[List[str]] = RulebooksOpt,
):
    """Write a commented case, or (--club) the club's settings.

    It rules as it stands: change it into your dispute."""
    from ..errors import InputError
    from ..story.terms import MAX_NAME, is_name
    from .template import template

    try:
        if club:
            _new_club(file or "adjudicator.toml", rulebooks, verbose)
            return
        if file is None:
            raise InputError("name the case file to write (adjudicator new my-case.yaml), or "
                             "write the club's settings with --club")
        names = [p.strip() for p in players.split(",")]
        if "" in names:  # `A,,B` or a trailing comma: a seat with no name
            raise InputError(f"--players: an empty name in {players!r}: name every player, "
                             "comma-separated")
        for name in names:  # a byte the locale cannot read arrives as a lone surrogate
            if any("\ud800" <= c <= "\udfff" for c in name):
                raise InputError(f"--players: {ascii(name)} is not text in this locale's "
                                 "encoding: name each player in printable text")
            if len(name) <= MAX_NAME and not is_name(name):  # before YAML reads a line break
                raise InputError(f"--players: {ascii(name)} holds a control character, a "
                                 "format or invisible one, or nothing that prints: write "
                                 "each name plainly on one line (no control or format "
                                 "character, no space but the plain one)")
        if len(names) < 2 or len(set(names)) != len(names):
            raise InputError(f"--players: name two or more different players (the template's "
                             f"story is a bet and a call; a case written by hand may seat one); "
                             f"not {players!r}")
        dealer = dealer or names[0]
        if dealer not in names:
            raise InputError(f"--dealer: {dealer!r} is not one of the players "
                             f"{', '.join(names)}{_suggest(dealer, names)}")
        settings, library = _club([file], rulebooks)
        book = settings.choose("book", _one_book(book), default=library.ids()[0])
        if verbose:
            sys.stderr.write(settings.report())
        book = library.book(book).id  # the club's book, else the first the library compares
        from .owned import write_owned

        write_owned(_claim_new(file, "the case", library),
                    template(names, dealer, ante, limit, book))
        import shlex

        from .printable import one_line

        # the path as it prints (no escape code, no line break), the command as it pastes
        sys.stderr.write(f"wrote {one_line(file)}: rule it with "
                         f"`adjudicator rule {one_line(shlex.quote(file))}`\n")
    except AdjudicatorError as exc:
        _fail(exc)


def _new_club(file: str, rulebooks, verbose: bool) -> None:
    """Write a commented adjudicator.toml to FILE: a new file only, never over another, and
    read back as the tool will read it before it is written."""
    from pathlib import Path

    from .club import parse, template
    from .owned import write_owned

    settings, library = _club([file], rulebooks)
    if verbose:
        sys.stderr.write(settings.report())
    text = template(library.ids())
    parse(text, Path(file))  # what the commands will read, read first
    write_owned(_claim_new(file, "the settings", library), text)
    from .printable import one_line

    sys.stderr.write(f"wrote {one_line(file)}: the club's settings, for every case in its "
                     "folder and below (`adjudicator rule CASE --verbose` shows them)\n")


def _claim_new(file: str, what: str, library):
    """FILE claimed for a new file (cli/owned.py): never one that is there, never through a
    link; nor in a rulebook folder (a case or settings there would be read as a book) or in
    the package (the tool's own)."""
    from pathlib import Path

    from .owned import claim

    whose = "the tool's own data or a rulebook folder"
    return claim(file, what, None, (),
                 [(d, whose) for d in [Path(__file__).parent.parent, *library.dirs]])


# The documents a schema is published for: what each NAME prints the schema of.
def schema(name: str = typer.Argument(..., metavar="NAME", help="case, ruling, compare or "
                                      "compare-list.", autocompletion=lambda: [
                                          "case", "ruling", "compare", "compare-list"])):
    """Print a JSON Schema (draft 2020-12).

    Of a case file, a ruling, a comparison, or the list of comparisons of several cases."""
    from .printable import json_text
    from .schema import schema as build

    try:
        sys.stdout.write(json_text(build(name), indent=2) + "\n")
    except AdjudicatorError as exc:
        _fail(exc)
