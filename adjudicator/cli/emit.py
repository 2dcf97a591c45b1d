"""What every command does with what the core gives it: the document printed in the format
asked (``emit``), the picture drawn (``save_svg``), an error as one line and an exit status
(``fail``); and the library of books it opens (``open_books``).

The core never prints and never exits; the commands do it through these.
"""
import io
import sys
from contextlib import contextmanager
from typing import List, Optional

import typer

from ..errors import AdjudicatorError, InputErrors, OutputFailed
from .render import Format, render


def fail(exc: AdjudicatorError) -> None:
    from .printable import one_line

    # bad input is one line, the first problem found (`check` lists every one); one line
    # whatever a file name or a name holds
    e = exc.errors[0] if isinstance(exc, InputErrors) else exc
    has_mark = getattr(e, "mark", None) is not None
    from .process import say_on_stderr

    say_on_stderr(one_line(f"{e}" if has_mark else f"adjudicator: {e}") + "\n")
    raise typer.Exit(1 if isinstance(exc, OutputFailed) else 2)  # output failures end with 1


def versioned(document):
    """A document as printed, with the contract's ``schema_version`` first (docs/case-format.md):
    a mapping carries it, and a list carries it in each of its items (a list has no key of its
    own, and stays the list it was)."""
    from ..story.terms import SCHEMA_VERSION

    if isinstance(document, list):
        return [versioned(item) for item in document]
    return {"schema_version": SCHEMA_VERSION, **document}


def emit(kind: str, data, fmt: Format) -> None:
    sys.stdout.write(render(kind, data, fmt))
    if fmt == Format.json:
        sys.stdout.write("\n")


def save_svg(picture, items: list, title: str) -> None:
    """Draw the text rendering of [(kind, data), ...] as an SVG picture into the target
    claimed by options.refuse_picture (None: no picture asked for)."""
    if picture is None:
        return
    from .owned import write_owned
    from .render.picture import svg

    write_owned(picture, svg(items, title))


@contextmanager
def into(target):
    """What the command prints goes into TARGET (a file claimed by options.claim_outputs,
    written whole by cli/owned.py when the command is done), or to stdout where it is None.
    Where nothing is printed (a batch with a bad file and no --keep-going) or the command
    ends in an error, nothing is written: the file stays as it was."""
    if target is None:
        yield
        return
    from .owned import write_owned

    kept, sys.stdout = sys.stdout, _Captured()
    try:
        yield
        text = sys.stdout.getvalue()
    finally:
        sys.stdout = kept
    if text:
        write_owned(target, text)


class _Captured(io.StringIO):
    """What a command prints for --output: kept as text, and written as UTF-8, which spells
    every character (so JSON is printed readable, as on a UTF-8 terminal)."""

    encoding = "utf-8"


def club(paths: Optional[List[str]], rulebooks: Optional[List[str]]):
    """The club's settings found from PATHS (cli/club.py), and the library of books the
    command opens: --rulebooks, else the settings' folders (and ADJUDICATOR_RULEBOOKS);
    the books the settings name are checked within it."""
    from .club import settings_for

    settings = settings_for(paths)
    library = open_books(settings.choose("rulebooks", rulebooks or None))
    settings.check_books(library)
    return settings, library


def open_books(rulebooks: Optional[List[str]]):
    from ..law.library import Library

    return Library.open(rulebooks)
