"""Text output of hands: hands named and ordered under a book, and the census of the pack
beside the books' printed tables."""
from __future__ import annotations

from .layout import hanging
from .terminal import console
from .terminal import escape as _esc
from .terminal import lines_of as _out
from .text import quoted


def _silences(c, silent: list) -> None:
    for s in silent:
        c.print(f"[yellow]Silent[/yellow] ({_esc(s['point'])}): {_esc(s['detail'])}")


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
        c.print(f"[yellow]Open[/yellow] ({_esc(point['point'])}): {_esc(point['question'])}")
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
        t.add_row(_esc(name), f"{n:,}", "—" if odds is None else f"{odds:,.2f} to 1")
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
