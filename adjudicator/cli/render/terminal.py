"""The terminal text is drawn on: rich's console, coloured only where colour is wanted, and
what is printed read back as plain lines. A picture (render.picture) swaps in its recorder."""
from __future__ import annotations

import io
import os
import shutil
import sys

recorder = None  # the recording console while a picture is drawn


def console():
    """Colour on a terminal (or with FORCE_COLOR); plain text, no escape codes, when piped or
    when NO_COLOR is set (no-color.org: NO_COLOR wins); as wide as width() says. While a
    picture is drawn, its recorder."""
    from rich.console import Console

    if recorder is not None:
        return recorder
    colour = ((sys.stdout.isatty() or bool(os.environ.get("FORCE_COLOR")))
              and not os.environ.get("NO_COLOR"))
    return Console(file=io.StringIO(), force_terminal=colour, no_color=not colour,
                   width=width(), highlight=False, emoji=False, soft_wrap=False)


def width() -> int:
    """COLUMNS where it is set (piped or not: `COLUMNS=80 adjudicator ... | less`), else the
    terminal's width, else 100 when piped."""
    cols = os.environ.get("COLUMNS", "").strip()
    if cols.isdigit() and int(cols) > 0:
        return int(cols)
    return shutil.get_terminal_size((100, 24)).columns if sys.stdout.isatty() else 100


def lines_of(c) -> str:
    # rich pads a table's lines to its width: the padding is cut, so a pasted line ends
    # where its words do
    return "\n".join(line.rstrip(" ") for line in c.file.getvalue().split("\n"))


def escape(text) -> str:
    from rich.markup import escape

    return escape(str(text))
