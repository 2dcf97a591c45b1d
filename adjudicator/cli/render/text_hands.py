"""Text output of hands: hands named and ordered under a book, and the census of the pack
beside the books' printed tables."""
from __future__ import annotations

from .layout import hanging
from .terminal import console
from .terminal import escape as _esc
from .terminal import lines_of as _out
from .text import quoted
from ..views import odds_words, side_categories


def _silences(c, silent: list) -> None:
    from ...judge.words.points import silence_question

    for s in silent:  # the point in words, never its key
        c.print(f"[yellow]Silent[/yellow] on {_esc(silence_question(s))}: {_esc(s['detail'])}")


def hand(v: dict) -> str:
    """Hands named and ordered under one book, with the law that decides each step."""
    from rich.table import Table

    c = console()
    agreed = f" (agreed: {', '.join(v['agreed'])})" if v["agreed"] else ""
    c.print(f"[bold]Under {_esc(v['book'])}{_esc(agreed)}[/bold]")
    t = Table(box=None, pad_edge=False)
    for col in ("", "hand", "cards", "is"):
        t.add_column(col)
    for h in v["hands"]:
        what = (f"{h['name']} ({h['detail']})" if h["name"] else f"not ranked: {h['unranked']}")
        t.add_row(str(h["place"] or "—"), _esc(h["player"]), _esc(h["cards"]), _esc(what))
    c.print(t)
    if v["findings"]:
        c.print()
    for f in v["findings"]:
        laws = ", ".join(f["laws"]) or "no law"
        hanging(c, "", f"{_esc(f['finding'])} [dim]({_esc(laws)})[/dim]")
    _silences(c, v["silent"])
    for point in v.get("open_points", []):
        c.print(f"[yellow]Open[/yellow]: {_esc(point['question'])}")
        for r in point["readings"]:
            hanging(c, "  » ", _esc(f"If {r['meaning']}: {_places(r['order'])}"))
    quoted(c, v["citations"])
    return _out(c)


def _places(order: list) -> str:
    """An order of hands in words, best first: "A, then B and C (level)"."""
    return ", then ".join(" and ".join(g) + (" (level)" if len(g) > 1 else "") for g in order)


def _figure(col: dict) -> str:
    mark = {True: " ≠ ", False: " = ", None: ""}[col["differs"]]
    ours = "" if col["differs"] is None else str(col["computed"])
    return f"{col['printed']}{mark}{ours}"


def census(v: dict) -> str:
    """Counts and odds of every hand under one book, beside the book's printed tables."""
    from rich.table import Table

    c = console()
    agreed = f", agreed {', '.join(v['agreed'])}" if v["agreed"] else ""
    c.print(f"[bold]Census under {_esc(v['book'])}{_esc(agreed)}[/bold]: {v['hands']:,} hands "
            f"of a {v['pack']}-card pack")
    if v.get("house_rules"):
        c.print(_esc(f"A house book: it extends {', '.join(v['house_rules']['extends'])}"))
    t = Table(box=None, pad_edge=False)
    for col, just in (("hand", "left"), ("count", "right"), ("odds against", "right")):
        t.add_column(col, justify=just)
    for cat, n in v["counts"].items():
        odds = v["odds_against"][cat]
        name = v["names"][cat] + ("" if cat in v["ranked"] else " (not a hand here)")
        t.add_row(_esc(name), f"{n:,}", odds_words(odds))
    c.print(t)
    for table in v["tables"]:
        c.print()
        c.print(f"[bold]{_esc(table['id'])}[/bold] {_esc(table['title'])} (p. {table['page']})")
        tt = Table(box=None, pad_edge=False)
        columns = list(dict.fromkeys(col["column"] for r in table["rows"]
                                     for col in r["columns"]))
        tt.add_column("row")
        for name in columns:
            tt.add_column(f"{name}: printed, ours")
        for r in table["rows"]:
            cells = {col["column"]: col for col in r["columns"]}
            tt.add_row(_esc(r["row"]), *[_esc(_figure(cells[n])) if n in cells else ""
                                        for n in columns])
        c.print(tt)
        if table["total"]:
            c.print(f"total: {_esc(_figure(table['total']))}")
    if v["tables"]:
        c.print()
        c.print(f"{v['differences']} printed figure{'s differ' if v['differences'] != 1 else ' differs'}"
                " from the count (marked ≠); a row we cannot count is shown without a mark.")
    _silences(c, v["silent"])
    return _out(c)


def hands_side(v: dict) -> str:
    """The same hands under several books, side by side: each hand's place and name under
    each, then each book's order with the laws that make it."""
    from rich.table import Table

    c = console()
    books, views = v["books"], v["views"]
    c.print(f"[bold]The hands under {_esc(', '.join(books))}[/bold]")
    t = Table(box=None, pad_edge=False)
    for col in ("hand", "cards", *books):
        t.add_column(_esc(col))
    named = {b: {h["player"]: h for h in views[b]["hands"]} for b in books}
    for h in views[books[0]]["hands"]:
        cells = [_named(named[b][h["player"]]) for b in books]
        t.add_row(_esc(h["player"]), _esc(h["cards"]), *map(_esc, cells))
    c.print(t)
    for b in books:
        c.print()
        order = _places(views[b]["order"]) or "no order"
        hanging(c, "", _esc(f"Under {b}: {order}"))
        for f in views[b]["findings"]:
            hanging(c, "  ", f"{_esc(f['finding'])} [dim]({_esc(', '.join(f['laws']) or 'no law')})"
                    "[/dim]")
        _silences(c, views[b]["silent"])
    return _out(c)


def _named(h: dict) -> str:
    if not h["name"]:
        return f"— not ranked: {h['unranked']}"
    return f"{h['place'] or '—'}. {h['name']}" + (f" ({h['detail']})" if h["detail"] else "")


def census_side(v: dict) -> str:
    """Every hand of the pack counted under several books, side by side: each book's name
    of the hand, its count and the odds against it."""
    from rich.table import Table

    c = console()
    books, views = v["books"], v["views"]
    c.print(f"[bold]Census under {_esc(', '.join(books))}[/bold]")
    t = Table(box=None, pad_edge=False)
    t.add_column("hand")
    for b in books:
        t.add_column(_esc(b), justify="right")
    for cat in side_categories(views, books):
        cells = []
        for b in books:
            w = views[b]
            if cat not in w["counts"]:
                cells.append("—")
                continue
            name = w["names"][cat] + ("" if cat in w["ranked"] else " (not a hand)")
            cells.append(f"{name}: {w['counts'][cat]:,}, {odds_words(w['odds_against'][cat])}")
        t.add_row(_esc(cat.replace("_", " ")), *map(_esc, cells))
    c.print(t)
    c.print(_esc("Each cell: the book's name of the hand, how many of the pack's hands it is, "
                 "and the odds against being dealt it. `census --book B` sets each beside "
                 "the book's own printed table."))
    return _out(c)
