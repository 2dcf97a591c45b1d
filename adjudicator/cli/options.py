"""The command line's shared options: the book options, spelled alike everywhere (--book and
--books), --format, --rulebooks, --agreed and --svg; what --agreed names; and what the shell
completes: book ids, law ids, topic keys."""
from __future__ import annotations

import enum
import os
from typing import List, Optional

import typer

from ..errors import AdjudicatorError
from .render import Format, Listing

FormatOpt = typer.Option(Listing.text, "--format", "-f", help="text, json or markdown.")
PageFormatOpt = typer.Option(Format.text, "--format", "-f", help="text, json, markdown or html "
                             "(a page to print or post: one self-contained file).")
OutputOpt = typer.Option(None, "--output", "-o", metavar="FILE", help="Write what would be "
                         "printed into FILE instead (a new file, or a page the tool wrote "
                         "before); never a file the command reads. - is standard output.")
PoolSvgOpt = typer.Option(None, "--pool-svg", metavar="FILE", help="Also draw the pool's "
                          "division as an SVG picture into FILE (a new file, or a picture "
                          "the tool drew before).")


class LawFormat(str, enum.Enum):
    """`law`'s formats: every command's, and a reference for the field's tools."""

    text = "text"
    json = "json"
    markdown = "markdown"
    bibtex = "bibtex"
    csl_json = "csl-json"


LawFormatOpt = typer.Option(LawFormat.text, "--format", "-f", help="text, json, markdown; or "
                            "a reference as bibtex or csl-json (as --cite).")
RulebooksOpt = typer.Option(
    None, "--rulebooks", help="A folder of your own rulebooks (repeatable); also "
    "ADJUDICATOR_RULEBOOKS.")
AgreedOpt = typer.Option(
    None, "--agreed", help="Departures agreed before play, comma-separated (blaze, joker, ...).")
SvgOpt = typer.Option(None, "--svg", metavar="FILE", help="Also draw the text output as an SVG "
                      "picture into FILE, for sharing; the chosen format is still printed. "
                      "FILE is a new file or a picture the tool drew, never a link, a "
                      ".yaml name nor a file the tool reads.")

KeepGoingOpt = typer.Option(False, "--keep-going", help="With several files or a folder: "
                            "rule every good file even where some are bad input, and name the "
                            "bad ones at the end (status 2 still); without it, a bad file "
                            "means nothing is ruled.")


class Steps(str, enum.Enum):
    """Which findings a text or Markdown ruling lists."""

    deciding = "deciding"  # those that decide the pool, and every irregular or open act
    all = "all"            # every one, the acts done in order too


VerboseOpt = typer.Option(False, "--verbose", "-v", help="Say on stderr which settings were "
                          "used and where each came from (the command line, the case, the "
                          "club's adjudicator.toml, your config folder, the tool's default).")
StepsOpt = typer.Option(None, "--steps", help="deciding: the findings that decide "
                        "the pool and every irregular act, the acts done in order counted in "
                        "one line; all: every finding. Default: the club's `steps`, else "
                        "deciding.")

JobsOpt = typer.Option(None, "--jobs", "-j", min=0, help="Processes working through many files "
                       "at once (default, 0 and most: the cores this process may use, of "
                       "those only the ones found free); the output is the same, in the "
                       "same order.")


def refuse_picture(path: Optional[str], cases: list, library):
    """The --svg target claimed before anything is ruled (cli/owned.py), or None where no
    picture is asked for: never a file the command reads (a case, a book, the tool's own
    data), nor a .yaml name (read later as a case or a book), nor a file that is not a
    picture the tool drew."""
    # the folders are listed first, picture or none: two books of one id are said before
    # any case is read
    inputs, within = _guarded(cases, library)
    if path is None:
        return None
    from ..errors import InputError
    from .owned import claim
    from .render.picture import MARK

    if not path:
        raise InputError("--svg: the file name is empty; name the SVG file to write")
    _refuse_settings(path)
    picture = claim(path, "the picture", MARK.encode(), inputs, within)
    _refuse_yaml(path, "the picture is SVG, and a .yaml file would be read as a case or a "
                 "rulebook: name a .svg file")
    return picture


def claim_outputs(output: Optional[str], pool_svg: Optional[str], fmt, cases: list,
                  library, svg: Optional[str] = None) -> tuple:
    """The files --output and --pool-svg name, claimed before anything is ruled (cli/
    owned.py), as --svg's is: never a file the command reads, the tool's own data or a
    rulebook folder, a link, or a file the tool did not write (a page bears the page's
    mark, a picture the picture's; any other output is a new file only). (None, None) where
    neither is asked for."""
    if output == "-":  # as for any tool: - is the standard output, never a file of that name
        output = None
    if output is None and pool_svg is None:
        return None, None
    from ..errors import InputError, Mark
    from .owned import claim
    from .render.html import MARK as PAGE_MARK
    from .render.pool_svg import MARK as PICTURE_MARK

    inputs, within = _guarded(cases, library)
    for path in (output, pool_svg):
        if path:
            _refuse_yaml(path, "a .yaml file would be read as a case or a rulebook: name "
                         "another file")
    named = [(o, p) for o, p in (("--output", output), ("--pool-svg", pool_svg), ("--svg", svg))
             if p]
    for i, (option, path) in enumerate(named):
        for other, again in named[i + 1:]:
            if _place(path) == _place(again):
                raise InputError(f"{option} and {other} name the same file", Mark(path))
    page = None
    if output is not None:
        mark = PAGE_MARK.encode() if Format(fmt) == Format.html else None
        page = claim(output, "the output", mark, inputs, within)
    picture = None if pool_svg is None else claim(pool_svg, "the pool's picture",
                                                  PICTURE_MARK.encode(), inputs, within)
    return page, picture


def _place(path: str) -> str:
    """Where a file to be written lands: its folder's real path (through any link, `self/`
    to `.`) and its own name (a link there is refused when it is claimed)."""
    path = os.path.abspath(path)
    return os.path.join(os.path.realpath(os.path.dirname(path)), os.path.basename(path))


def _guarded(cases: list, library) -> tuple[list, list]:
    """What no output may be: the files the command reads (the cases, the books, the tool's
    own data), and the folders it may not write into ([(folder, whose)]: the package, the
    published books, the library's rulebook folders)."""
    from pathlib import Path

    from ..law.library import LIBRARY_FILE, PUBLISHED, TOPICS_FILE
    from ..law.provisions import FILE as PROVISIONS_FILE

    books = library.files().values() if library is not None else ()
    inputs = [*cases, *books, PUBLISHED / TOPICS_FILE, LIBRARY_FILE, PROVISIONS_FILE]
    own = "the tool's own data"
    within = [(Path(__file__).parent.parent, own), (PUBLISHED, own),
              *((d, "a rulebook folder") for d in getattr(library, "dirs", ()))]
    return inputs, within


def _refuse_yaml(path: str, why: str) -> None:
    """A .yaml name is never an output: it would be read later as a case or a rulebook."""
    from ..errors import InputError, Mark

    _refuse_settings(path)
    if path.lower().endswith((".yaml", ".yml")):
        raise InputError(why, Mark(path))


def _refuse_settings(path: str) -> None:
    """Nor is adjudicator.toml, read as the club's settings: a page written over the club's
    file would bear the page's mark, and be written over again."""
    from ..errors import InputError, Mark
    from .club import FILE

    if os.path.basename(path) == FILE:
        raise InputError(f"{FILE} is read as the club's settings: name another file",
                         Mark(path))


def _library():
    from ..law.library import Library

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
    from ..law.library import load_topics

    try:
        return [t for t in load_topics() if t.startswith(incomplete)]
    except AdjudicatorError:
        return []


def book_option(default, help: str):
    """--book and --books, one spelling as good as the other, with the ids completed."""
    return typer.Option(default, "--book", "--books", metavar="BOOK", help=help,
                        autocompletion=complete_books)


def books_option(help: str):
    """--books, repeatable (`--books peel --books keller` is `--books peel,keller`)."""
    return typer.Option(None, "--books", "--book", metavar="BOOK,...", help=help,
                        autocompletion=complete_books)


def one_book(value: Optional[str]) -> Optional[str]:
    from ..errors import InputError

    if value is not None and not value.strip():  # `--book=`: never the default book
        raise InputError(f"--book: an empty book id {value!r}: name a book (`adjudicator "
                         "books` lists them), or leave the option out where it has a default")
    if value and "," in value:
        raise InputError(f"--book: this command takes one book, not {value!r}; "
                         "`compare --books` sets several side by side")
    return value


def book_list(values: Optional[List[str]]) -> Optional[list[str]]:
    """The books named by --books (repeatable, comma-separated), each once; None where the
    option is not given (every book). Naming none (`--books ""`, `--books ,`) or one twice
    is an input error, never every book or a book listed twice (as the API checks them)."""
    from ..law.arguments import book_ids

    named = book_ids(values, "--books")
    return None if named is None else [str(b) for b in named]


def again(rulebooks, departures) -> list[str]:
    """The options a command was given that a suggested command must carry to rule alike:
    its --rulebooks folders and --agreed departures."""
    words: list[str] = []
    for folder in rulebooks or ():
        words += ["--rulebooks", str(folder)]
    if departures:
        words += ["--agreed", ",".join(departures)]
    return words


def agreed(values: Optional[List[str]]) -> list[str]:
    """The departures named by --agreed (repeatable, comma-separated); an unknown one is an
    input error (as the API checks them)."""
    from ..law.arguments import departures

    return departures(values or [], "--agreed")
