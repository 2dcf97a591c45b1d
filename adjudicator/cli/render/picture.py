"""A picture of the text output: an SVG of a terminal window, for pasting where a terminal's
colours cannot go (rich's recording console and export_svg)."""
from __future__ import annotations

import io

from . import Format, render, terminal
from .layout import portable
# Written into every picture the tool draws, the pool's too (one mark for its pictures),
# where --svg looks for it before drawing over a file (cli/owned.py): a file without it is
# not the tool's to replace.
from .pool_svg import MARK

SVG_WIDTH = 100


def svg(items: list, title: str = "adjudicator") -> str:
    """A picture of the text output of [(kind, data), ...]: an SVG of a terminal window, in
    colour whatever stdout is (rich's Console(record=True) and export_svg)."""
    from rich.console import Console

    rec = Console(file=io.StringIO(), record=True, force_terminal=True, no_color=False,
                  color_system="truecolor", width=SVG_WIDTH, highlight=False, emoji=False,
                  soft_wrap=False, height=25, _environ=terminal.environ())
    terminal.recorder = rec
    try:
        for i, (kind, data) in enumerate(items):
            if i:
                rec.print()
            before = rec.file.tell()
            plain = render(kind, data, Format.text)
            if rec.file.tell() == before:  # a kind drawn without rich (check): print it
                rec.print(plain, markup=False, end="")
    finally:
        terminal.recorder = None
    from ..printable import one_line

    # the words drawn come escaped from the text rendering and as XML from rich; the title
    # (a file name) may hold what XML cannot: written as escapes
    drawn = portable(rec.export_svg(title=one_line(title)))
    head, _, rest = drawn.partition(">")  # the mark first inside the picture's <svg ...>
    return f"{head}>\n    {MARK}{rest}"
