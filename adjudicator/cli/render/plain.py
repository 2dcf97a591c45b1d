"""Lines laid out as rich lays them, as plain strings, for a console that draws no styles
(piped output, NO_COLOR, the tests): the same words on the same lines, without the cost of
building and measuring a rich table for every paragraph (a ruling's findings were most of
the time it took to draw). Where styles are drawn (a terminal, a picture) rich draws them.

Each function here reads rich's own rules for a grid of two columns (``rich.table``), for
wrapping words (``Text.wrap``) and for cells (``rich.cells``); a paragraph this module does
not lay out the way rich would (a tab, a line break in a lead) is left to rich."""
from __future__ import annotations


# what rich's Text changes before it lays out words: tabs expanded, and the control codes
# it strips (bell, backspace, vertical tab, form feed, carriage return)
_RICH_ALTERS = frozenset("\t\a\b\v\f\r")


def draws_plain(c) -> bool:
    """Whether console C writes its words and nothing else: no colour system (not a
    terminal), and not recording for a picture."""
    return c.color_system is None and not c.record


def plain_of(markup: str, emoji: bool = False) -> str:
    """The words MARKUP shows: rich's markup parsed, as the console parses it (emoji codes
    left alone), or as ``Text.from_markup`` does (EMOJI: the default there)."""
    if "[" not in markup and (not emoji or ":" not in markup):
        return markup
    from rich.markup import render

    return render(markup, emoji=emoji).plain


def wrapped(plain: str, width: int) -> list[str]:
    """PLAIN wrapped to WIDTH cells as rich wraps a table's cell (Text.wrap, the column's
    overflow "ellipsis"): a word longer than the width is not folded, a line's trailing spaces
    go only where it has more characters than the width, and a line still too wide ends in
    "…". Its lines, not padded."""
    from rich._wrap import divide_line

    out = []
    for para in plain.split("\n"):
        cuts = [0, *divide_line(para, width, fold=False), len(para)]
        for start, end in zip(cuts, cuts[1:]):
            line = para[start:end]
            if len(line) > width:  # Text.rstrip_end counts characters, not cells
                spaces = len(line) - len(line.rstrip())
                line = line[:len(line) - min(spaces, len(line) - width)]
            out.append(cut(line, width))
    return out


def cut(line: str, width: int) -> str:
    """LINE as rich fits it into WIDTH cells (Text.truncate, overflow "ellipsis"), padded."""
    from rich.cells import cell_len, set_cell_size

    if cell_len(line) > width:
        return set_cell_size(line, width - 1) + "…"
    return set_cell_size(line, width)


def measure(plain: str) -> int:
    """The widest line of PLAIN, in cells: what rich gives a column that holds it."""
    from rich.cells import cell_len

    return max((cell_len(line) for line in plain.splitlines()), default=0)


def grid_widths(lead: str, body: str, width: int, expand: bool) -> tuple[int, int]:
    """The widths rich's grid of a no_wrap LEAD column and a wrapping BODY column takes at
    WIDTH: each column as wide as its widest line (at least 1); where the two are too wide,
    the body narrowed to the room left, and each column measured again within its width;
    where the grid is given its width (EXPAND) and is narrower, the room left shared between
    the columns in proportion to their widths."""
    lead_w, body_w = measure(lead), measure(body)
    w0, w1 = min(lead_w, width) or 1, min(body_w, width) or 1
    if w0 + w1 > width:
        w1 -= min(w0 + w1 - width, w1)
        w0 = min(lead_w, w0) if w0 >= 1 else 0
        w1 = min(body_w, w1) if w1 >= 1 else 0
    elif expand and w0 + w1 < width:
        from rich._ratio import ratio_distribute

        more = ratio_distribute(width - w0 - w1, [w0, w1])
        w0, w1 = w0 + more[0], w1 + more[1]
    return w0, w1


def hung(lead: str, body: str, width: int, expand: bool = False) -> list[str] | None:
    """The lines of LEAD with BODY wrapped beside it, as rich draws the grid at WIDTH (given
    the grid: EXPAND), each without its trailing spaces; None where rich must lay it out (a
    tab, a lead of lines, a body with no room)."""
    if _RICH_ALTERS.intersection(lead + body) or "\n" in lead:
        return None
    w0, w1 = grid_widths(lead, body, width, expand)
    if w1 < 1:
        return None
    lines = wrapped(body, w1)
    first = cut(lead, w0) if w0 else ""
    return [((first if i == 0 else " " * w0) + line).rstrip(" ") for i, line in
            enumerate(lines)]
