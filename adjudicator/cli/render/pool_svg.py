"""A picture of the pool's division, drawn from the ruling's own figures (its ``division``:
judge/division.py), never from a reckoning of its own.

Each player's stake is a column, as high as the chips he put in; each part of the pool is a
band across the columns of the players whose chips are in it, in a colour of its own, and
the legend beside says who contested it and where its chips go, each taker named with what
he takes. Chips held on an open point are hatched; chips carried to the next deal (or left
in play, where the deal goes on) are grey; chips given back are drawn pale; chips by lot are
dotted. Every band carries its figures as data (``data-amount``, and each taker's
``data-player`` and ``data-amount``), so that a test reads the picture as a person reads it,
by what it draws. Every name is XML-escaped.
"""
from __future__ import annotations

from xml.sax.saxutils import escape, quoteattr

from ...judge.words.shares import and_

# The mark a picture of the tool's bears in its first bytes (cli/owned.py), this one and the
# terminal's picture (--svg) alike: the tool draws over a file only where it finds this mark,
# never over another file.
MARK = "<!-- drawn by adjudicator, which draws over this picture again and over no other file -->"

# Colours told apart by most eyes, colour-blind ones too (Tableau 10)
PALETTE = ("#4e79a7", "#f28e2b", "#59a14f", "#b07aa1", "#edc948", "#76b7b2", "#ff9da7",
           "#9c755f", "#e15759", "#bab0ac")
CHART = 220          # the tallest column, in pixels
COLUMN, GAP = 54, 18
TOP, LEFT = 44, 20
LEGEND_LINE = 17


def pool_figure(ruling: dict, under: str | None = None, uid: str = "",
                narrow: bool = False) -> str:
    """The picture as an ``<svg>`` element: for a page, or (``pool_svg``) a file. UNDER
    names the books it is the pool of (one ruling's book by default); UID keeps the ids of
    its patterns apart from another picture's on the same page. NARROW draws it for a phone:
    the title in lines, the legend under the columns in lines, all within ``NARROW`` pixels
    where the columns allow (a page shows it on a narrow screen: html_style.py)."""
    parts = ruling.get("division") or []
    columns = _columns(ruling, parts)
    totals = {c: sum(p["staked"].get(c, 0) if c else p["before"] for p in parts)
              for c in columns}
    at = _Narrow if narrow else _Wide
    scale = at.CHART / max(max(totals.values(), default=0), 1)
    # a column as wide as its longest name needs, so that no two names run into one another
    # or off the picture
    step = max(at.COLUMN + at.GAP,
               at.LETTER * max((len(_label(c)) for c in columns), default=0) + 12)
    left = at.LEFT + (step - at.COLUMN - at.GAP) / 2  # the first bar, its name clear of the edge
    title = _title(ruling, under)
    if narrow:  # its lines broken where their parts are: no name's length adds a line
        heads = _title_lines(ruling, under)
        lines = [_legend(i, p, ruling.get("status"), True) for i, p in enumerate(parts)]
        width = max(NARROW, left + len(columns) * step - at.GAP / 2 + at.LEFT,
                    2 * at.LEFT + at.HEAD_LETTER * max(map(len, heads)),
                    at.LEFT * 2 + 18 + at.LETTER * max((len(t) for ls in lines for t, _ in ls),
                                                       default=0))
        top = 22 + at.HEAD_LINE * len(heads)
        legend_x, legend_y = at.LEFT, top + at.CHART + 34 + 30
        height = legend_y + at.LINE * sum(len(ls) + 0.6 for ls in lines)
    else:
        heads, top = [title], TOP
        legend_x, legend_y = left + len(columns) * step + 12, TOP
        lines = [_legend(i, p, ruling.get("status")) for i, p in enumerate(parts)]
        width = max(legend_x + 16 + at.LETTER * max((len(t) for ls in lines for t, _ in ls),
                                                    default=20),
                    2 * LEFT + 8.2 * len(title))
        height = max(TOP + CHART + 48, TOP + LEGEND_LINE * sum(len(ls) + 0.6 for ls in lines)
                     + 16)
    out = [f'<svg xmlns="http://www.w3.org/2000/svg" class="pool{" narrow" * narrow}" '
           f'role="img" width="{int(width)}" height="{int(height)}" '
           f'viewBox="0 0 {int(width)} {int(height)}" data-pot="{ruling.get("pot", 0)}">',
           MARK, f"<title>{escape(title)}</title>",
           _DEFS.replace('id="', f'id="{uid}') + (_NARROW_STYLE if narrow else "")]
    out += [f'<text x="{at.LEFT}" y="{22 + k * at.HEAD_LINE}" class="head">{escape(h)}</text>'
            for k, h in enumerate(heads)]
    base = top + at.CHART
    drawn = {c: 0.0 for c in columns}  # how high each column is drawn so far
    for i, part in enumerate(parts):
        out.append(f'<g class="band" data-amount="{part["amount"]}" data-held="{part["held"]}"'
                   f' data-contested-by={quoteattr(",".join(part["contested_by"]))}>')
        for x, c in enumerate(columns):
            chips = part["staked"].get(c, 0) if c else part["before"]
            if chips:
                h = chips * scale
                out += _segment(left + x * step, base - drawn[c] - h, h, part, i, uid,
                                at.COLUMN)
                drawn[c] += h
        y = legend_y + at.LINE * sum(len(ls) + 0.6 for ls in lines[:i])
        out.append(f'<rect x="{legend_x}" y="{y - 11:.1f}" width="12" height="12" '
                   f'fill="{_swatch(part, i, uid)}" stroke="#888" stroke-width="0.5"/>')
        for k, (text, spans) in enumerate(lines[i]):
            out.append(f'<text x="{legend_x + 18}" y="{y + k * at.LINE:.1f}">'
                       + (spans or escape(text)) + "</text>")
        out.append("</g>")
    for x, c in enumerate(columns):
        cx = left + x * step + at.COLUMN / 2
        out.append(f'<text x="{cx:.1f}" y="{base + 18}" class="name">{escape(_label(c))}'
                   f'<title>{escape(c or "before")}</title></text>')  # whole, if cut
        out.append(f'<text x="{cx:.1f}" y="{base + 34}" class="sum">{totals[c]}</text>')
    end = left + len(columns) * step - at.GAP + 6 if narrow else legend_x - 12
    out.append(f'<line x1="{at.LEFT - 6}" y1="{base}" x2="{end}" y2="{base}" stroke="#444"/>')
    if not parts:
        out.append(f'<text x="{at.LEFT}" y="{top + 20}">The pool is empty.</text>')
    out.append("</svg>")
    return "\n".join(out)


class _Wide:
    """The picture's measures beside its legend (a file, a desktop's page, print)."""
    CHART, COLUMN, GAP, LEFT, LINE = CHART, COLUMN, GAP, LEFT, LEGEND_LINE
    LETTER, HEAD_LETTER, HEAD_LINE = 7.5, 8.2, 0  # a letter at 13px, the title's at 14px


class _Narrow:
    """The picture's measures for a phone: shorter and slimmer columns (seven players side by
    side), larger letters (14px, the title 15px: _NARROW_STYLE), every line within the
    width."""
    CHART, COLUMN, GAP, LEFT, LINE = 150, 36, 10, 10, 19
    LETTER, HEAD_LETTER, HEAD_LINE = 8.2, 9.2, 20


# the narrow picture's width, where its columns allow: a phone's screen (390 pixels), less
# the page's margins
NARROW = 340
_NARROW_STYLE = ('<style>svg.narrow text { font-size: 14px } svg.narrow .head { font-size: '
                 '15px } svg.narrow .sum { font-size: 14px }</style>')


def pool_svg(ruling: dict) -> str:
    """The picture as a file of its own."""
    return '<?xml version="1.0" encoding="UTF-8"?>\n' + pool_figure(ruling) + "\n"


_DEFS = ('<defs><pattern id="held" width="6" height="6" patternUnits="userSpaceOnUse" '
         'patternTransform="rotate(45)"><rect width="6" height="6" fill="#fff"/>'
         '<line x1="0" y1="0" x2="0" y2="6" stroke="#333" stroke-width="2.5"/></pattern>'
         '<pattern id="lot" width="5" height="5" patternUnits="userSpaceOnUse">'
         '<rect width="5" height="5" fill="#fff"/><circle cx="2.5" cy="2.5" r="1.2" '
         'fill="#333"/></pattern>'
         '<style>text { font: 13px "DejaVu Sans", Arial, Helvetica, sans-serif; fill: #111 } '
         '.head { font-weight: bold; font-size: 14px } '
         '.name, .sum { text-anchor: middle } .sum { fill: #555; font-size: 12px }</style>'
         '</defs>')


# the longest name written whole on the picture: a longer one is cut (whole in the tooltip of
# its column), so that one long name never spreads every column across screens
NAME_CUT = 28


def _label(column: str) -> str:
    name = column or "before"
    return name if len(name) <= NAME_CUT else name[:NAME_CUT - 1] + "…"


def _title(ruling: dict, under: str | None = None) -> str:
    under = under or ruling.get("book")
    book = f" under {under}" if under else ""
    return f"The pool of {ruling.get('pot', 0)}{book}: who put in what, and where it goes"


def _title_lines(ruling: dict, under: str | None = None) -> list[str]:
    """The title in lines, for the narrow picture: the pool, its books two a line (however
    long their names: a name adds no line), then what the picture shows."""
    under = under or ruling.get("book")
    pool, shows = f"The pool of {ruling.get('pot', 0)}", "who put in what, and where it goes"
    books = under.split(", ") if under else []
    if not books:
        return [f"{pool}:", shows]
    pairs = [", ".join(books[k:k + 2]) for k in range(0, len(books), 2)]
    pairs = [f"{b}," for b in pairs[:-1]] + [f"{pairs[-1]}:"]
    return [pool, f"under {pairs[0]}", *pairs[1:], shows]


def _columns(ruling: dict, parts: list[dict]) -> list[str]:
    """The players whose chips are in the pool, seated as the ruling lists their stakes;
    "" for the chips that were in it before the story (or forfeited to it)."""
    seen = list(ruling.get("stakes", {}))
    for p in parts:
        seen += [q for q in p["staked"] if q not in seen]
    columns = [q for q in seen if any(p["staked"].get(q) for p in parts)]
    return ([""] if any(p["before"] for p in parts) else []) + columns


def _segment(x: float, y: float, h: float, part: dict, i: int, uid: str,
             width: int = COLUMN) -> list[str]:
    """One column's chips of a part, split by where they go, bottom up: taken, given back,
    by lot, carried, held (in the same proportions in every column of the part)."""
    colour = PALETTE[i % len(PALETTE)]
    fates = (("taken", sum(part["takes"].values()), colour, ""),
             ("back", sum(part["back"].values()), colour, ' fill-opacity="0.35"'),
             ("by-lot", part["by_lot"], f"url(#{uid}lot)", ""),
             ("carried", part["carried"], "#c8c8c8", ""),
             ("held", part["held"], f"url(#{uid}held)", ""))
    out, top = [], y + h
    for name, chips, fill, extra in fates:
        if not chips:
            continue
        dh = h * chips / part["amount"]
        top -= dh
        out.append(f'<rect class="{name}" x="{x}" y="{top:.2f}" width="{width}" '
                   f'height="{dh:.2f}" fill="{fill}"{extra} stroke="#fff" stroke-width="0.5"/>')
    return out


def _swatch(part: dict, i: int, uid: str) -> str:
    """The legend's square for a band: drawn as its bars are where all its chips go one way
    (all held: hatched; all carried: grey; all by lot: dotted), else in the band's colour."""
    for key, fill in (("held", f"url(#{uid}held)"), ("carried", "#c8c8c8"),
                      ("by_lot", f"url(#{uid}lot)")):
        if part[key] == part["amount"]:
            return fill
    return PALETTE[i % len(PALETTE)]


# where the chips a deal leaves in the pool go, by the ruling's status: a deal that goes on
# keeps them in play, any other ending leaves them for the next deal
_LEFT = {"continues": ("in play, the deal going on", "{} stays in the pool, the deal going on")}
_LEFT_AFTER = ("no hand contests it", "{} carried to the next deal")


def _legend(i: int, part: dict, status: str | None = None,
            stacked: bool = False) -> list[tuple[str, str]]:
    """The band's lines in the legend: its chips and who contested it; then where they go,
    each taker named in a span that carries his name and his chips as data: on one line, or
    STACKED (the narrow picture's), a line each."""
    who = part["contested_by"]
    uncontested, carried = _LEFT.get(status, _LEFT_AFTER)
    head = f"{part['amount']}: " + (f"contested by {and_([_label(p) for p in who])}" if who
                                     else uncontested)
    goes: list[tuple[str, str]] = []
    for p, n in part["takes"].items():
        goes.append((f"{p} takes {n}", f'<tspan class="taker" data-player={quoteattr(p)} '
                                        f'data-amount="{n}">{escape(p)} takes {n}</tspan>'))
    for p, n in part["back"].items():
        goes.append((f"{p} has {n} back", ""))
    for key, words in (("by_lot", "{} by lot"), ("carried", carried),
                       ("held", "{} held (hatched)")):
        if part[key]:
            goes.append((words.format(part[key]), ""))
    if stacked and goes:
        return [(head, "")] + goes
    text = "; ".join(t for t, _ in goes)
    spans = "; ".join(s or escape(t) for t, s in goes)
    return [(head, ""), (text, spans)]
