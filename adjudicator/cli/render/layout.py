"""How the text output is laid out, apart from what it says: tables that never cut a law id,
findings with a hanging indent, and pictures that draw alike in any SVG renderer."""
from __future__ import annotations


def escaped(text) -> str:
    from rich.markup import escape

    return escape(str(text))


# Monospace faces with the box-drawing glyphs, most common first: a renderer without the
# web font (rsvg-convert loads none) still draws a grid whose borders meet.
FONT_STACK = ('"Fira Code", "DejaVu Sans Mono", "Liberation Mono", Menlo, Consolas, '
              '"Courier New", monospace')


def portable(svg_text: str) -> str:
    """rich's SVG made to draw the same in a browser and in rsvg-convert: a font stack of
    common monospace faces, and spaces kept as typed (xml:space, white-space: pre), so no
    run of spaces collapses and every cell keeps its column."""
    import re

    svg_text = svg_text.replace("<svg ", '<svg xml:space="preserve" ', 1)
    # no web font: a picture loads nothing from elsewhere, and the stack below draws it
    svg_text = re.sub(r"\s*@font-face\s*\{[^}]*\}", "", svg_text)
    svg_text = re.sub(r"font-family: Fira Code, monospace;",
                      f"font-family: {FONT_STACK};\n        white-space: pre;", svg_text)
    return svg_text.replace("font-family: arial;", 'font-family: Arial, "Liberation Sans", '
                            "Helvetica, sans-serif;")


def widest(*texts) -> int:
    """The longest word among TEXTS: a column at least this wide never cuts a law id (what
    one pastes into `adjudicator law`), whatever it wraps."""
    return max((len(w) for t in texts for w in str(t).split()), default=1)


def print_whole(c, table, need: int = 0) -> None:
    """Print TABLE whole: where the console is narrower than its longest words need (NEED,
    or the measure of them), the lines run past the edge (a terminal wraps them) rather
    than cut a law id short. (rich narrows wrapping columns below their longest word when
    it must: so every column but the one that wraps is no_wrap, or of a fixed width.)"""
    measures = _measures(table)  # measured once: the least width and the shares read it
    least = _least(table, measures)
    need = max(need, least)
    if need > c.width:
        table.width = need
        c.print(table, crop=False)
    else:
        _share(table, c.width, measures, least)
        c.print(table)


def least_width(table) -> int:
    """The narrowest TABLE can be drawn without breaking a word: each column its longest
    word (its longest line where it does not wrap), with the padding and the borders."""
    return _least(table, _measures(table))


def _least(table, measures: list[tuple[int, int]]) -> int:
    widths = [least for least, _ in measures]
    n = len(widths)
    from rich.padding import Padding

    _, right, _, left = Padding.unpack(table.padding)
    pad = (left + right) * n - (0 if table.pad_edge else left + right)
    borders = (n + 1) if table.box else 0
    return sum(widths) + pad + borders


def _measures(table) -> list[tuple[int, int]]:
    """Each column's longest word (its longest line where it does not wrap) and its longest
    line: the narrowest and the widest it need be."""
    from rich.text import Text

    out = []
    for col in table.columns:
        cells = [col.header, *col._cells]
        plain = [Text.from_markup(x).plain if isinstance(x, str) else str(x) for x in cells]
        lines = [ln for x in plain for ln in x.splitlines()]
        pieces = lines if col.no_wrap else [w for x in plain for w in x.split()]
        least = max([len(p) for p in pieces] + [col.width or 0, col.min_width or 0, 1])
        out.append((least, max([len(ln) for ln in lines] + [least])))
    return out


def _share(table, width: int, measures: list[tuple[int, int]], least: int) -> None:
    """Where several columns wrap, rich narrows the widest first, below its longest word if
    it must; so each wrapping column is given a width of its own: its longest word, and of
    the room left a share in proportion to what it would take to keep its lines whole."""
    wrapping = [i for i, col in enumerate(table.columns) if not col.no_wrap and not col.width]
    if len(wrapping) < 2:
        return
    spare = width - least
    wants = {i: measures[i][1] - measures[i][0] for i in wrapping}
    if sum(wants.values()) <= spare:
        return  # every line whole: rich needs no help
    given = {i: spare * wants[i] // sum(wants.values()) for i in wrapping}
    for i in wrapping:
        table.columns[i].width = measures[i][0] + given[i]


def heading(c, law_id: str, rest: str) -> None:
    """A law's id in bold and what follows, later lines indented under it; the id whole."""
    import textwrap

    lines = textwrap.wrap(f"{law_id} {rest}", width=max(c.width, len(law_id) + 1),
                          subsequent_indent="    ", break_long_words=False,
                          break_on_hyphens=False)
    c.print(f"[bold]{escaped(law_id)}[/bold]{escaped(lines[0][len(law_id):])}")
    for line in lines[1:]:
        c.print(escaped(line))


def hanging(c, lead: str, body: str, style: str = "") -> None:
    """LEAD, then BODY wrapped under itself: a finding's later lines keep its indent. Drawn
    as a grid of two columns; where no style is drawn, its lines are written as rich would
    draw them (plain.hung), without building and measuring the grid."""
    from .plain import draws_plain, hung, plain_of

    if draws_plain(c):
        # print_whole's width: the console's, or the lead and the body's longest word
        measured = plain_of(lead, emoji=True), plain_of(body, emoji=True)
        need = (max([len(x) for x in measured[0].splitlines()] + [1])
                + max([len(w) for w in measured[1].split()] + [1]))
        lines = hung(plain_of(lead), plain_of(body), max(need, c.width), need > c.width)
        if lines is not None:
            c.file.write("".join(line + "\n" for line in lines))
            return
    from rich.table import Table

    g = Table.grid()
    g.add_column(no_wrap=True)
    g.add_column(style=style or None)
    g.add_row(lead, body)
    print_whole(c, g)
