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
                   width=width(), height=height(), highlight=False, emoji=False,
                   soft_wrap=False, _environ=environ())


# The sizes believed: a terminal is never narrower than a law id needs to be read, nor so wide
# that a table padded to it prints megabytes (COLUMNS=10000000 once printed 340 MB).
MIN_WIDTH, MAX_WIDTH, MAX_HEIGHT = 20, 500, 10_000


def _size(name: str, low: int, high: int) -> int | None:
    """The environment's NAME as a whole number of ASCII digits, clamped to LOW..HIGH; None
    where it is unset or not such a number ("²", "-3", "1e9", "" are not)."""
    value = os.environ.get(name, "").strip()
    if not (value.isascii() and value.isdigit()) or len(value) > 12 or int(value) == 0:
        return None
    return min(max(int(value), low), high)


def width() -> int:
    """COLUMNS where it is set (piped or not: `COLUMNS=80 adjudicator ... | less`), else the
    terminal's width, else 100 when piped; never below MIN_WIDTH nor above MAX_WIDTH."""
    cols = _size("COLUMNS", MIN_WIDTH, MAX_WIDTH)
    if cols is not None:
        return cols
    if not sys.stdout.isatty():
        return 100
    return min(max(shutil.get_terminal_size((100, 24)).columns, MIN_WIDTH), MAX_WIDTH)


def height() -> int:
    return _size("LINES", 1, MAX_HEIGHT) or 25


def environ() -> dict:
    """The environment rich is given: without COLUMNS and LINES, which it would read itself
    (and fault on: it takes "²" for digits), the sizes being given it already, checked."""
    return {k: v for k, v in os.environ.items() if k not in ("COLUMNS", "LINES")}


def lines_of(c) -> str:
    # rich pads a table's lines to its width: the padding is cut, so a pasted line ends
    # where its words do
    return "\n".join(line.rstrip(" ") for line in c.file.getvalue().split("\n"))


def escape(text) -> str:
    from rich.markup import escape

    return escape(str(text))
