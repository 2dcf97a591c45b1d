"""Text output for a person at a terminal, drawn with rich (imported only here)."""
from __future__ import annotations

import io
import os
import shutil
import sys


def console():
    from rich.console import Console

    tty = sys.stdout.isatty() and not os.environ.get("NO_COLOR")
    width = shutil.get_terminal_size((100, 24)).columns if tty else 100
    return Console(file=io.StringIO(), force_terminal=tty, no_color=not tty, width=width,
                   highlight=False, emoji=False, soft_wrap=False)


def _out(c) -> str:
    return c.file.getvalue()


def _esc(text) -> str:
    from rich.markup import escape

    return escape(str(text))


def law(v: dict) -> str:
    c = console()
    head = f"[bold]{_esc(v['id'])}[/bold]  {_esc(v['title'])}"
    where = ", ".join(x for x in (v.get("chapter"), v.get("section")) if x)
    page = f"p. {v['pages']}" + (" (approx.)" if v.get("page_approx") else "")
    if v.get("reprint_page"):
        page += f"; reprinted p. {v['reprint_page']}"
    c.print(head)
    c.print(f"[dim]{_esc(where)}{' · ' if where else ''}{page} · {v['kind']}[/dim]")
    c.print()
    c.print(_esc(v["text"]))
    if v.get("footnote"):
        c.print(f"[dim]Footnote:[/dim] {_esc(v['footnote'])}")
    if v["provides"]:
        c.print()
        c.print("[bold]Provides[/bold]" + (f" (when {_esc(v['when'])})" if v.get("when") else ""))
        for p in v["provides"]:
            c.print(f"  {_esc(p['key'])} = {_esc(p['value'])}  [dim]{_esc(p['question'])}[/dim]")
    for label, key in (("Prevails over", "prevails_over"), ("Conflicts with", "conflicts_with"),
                       ("Refers to", "refers_to"), ("Same as", "same_as"),
                       ("Referred to by", "referred_to_by")):
        if v.get(key):
            c.print(f"[bold]{label}:[/bold] {_esc(', '.join(v[key]))}")
    if v["topics"]:
        c.print(f"[bold]Topics:[/bold] {_esc(', '.join(v['topics']))}")
    for m in v["mends"]:
        c.print(f"[dim]Printed «{_esc(m['printed'])}», read «{_esc(m['reads'])}».[/dim]")
    for var in v["variants"]:
        c.print(f"[dim]{_esc(var['witness'])} reads «{_esc(var['reads'])}».[/dim]")
    for note in v["notes"]:
        c.print(f"[dim]Note: {_esc(note)}[/dim]")
    return _out(c)


def laws(vs: list) -> str:
    from rich.table import Table

    c = console()
    t = Table(box=None, pad_edge=False)
    for col in ("law", "page", "kind", "title"):
        t.add_column(col)
    for v in vs:
        t.add_row(_esc(v["id"]), _esc(v["pages"]), v["kind"], _esc(v["title"]))
    c.print(t)
    return _out(c)


def books(vs: list) -> str:
    from rich.table import Table

    c = console()
    t = Table(box=None, pad_edge=False)
    for col in ("book", "title", "year", "laws", "numbered", "provisions"):
        t.add_column(col)
    for v in vs:
        t.add_row(_esc(v["id"]), _esc(f"{v['author']}, {v['title']}"), str(v["year"] or "—"),
                  str(v["laws"]), v["numbered"] or "—", str(v["provisions"]))
    c.print(t)
    return _out(c)


def provisions(vs: list) -> str:
    from rich.table import Table

    c = console()
    t = Table(box=None, pad_edge=False)
    for col in ("provision", "takes", "question"):
        t.add_column(col)
    for v in vs:
        takes = ", ".join(v["values"]) if v["values"] else v["kind"]
        if v["kind"] == "enum-list":
            takes = "list of " + takes
        t.add_row(_esc(v["key"]), _esc(takes), _esc(v["question"]))
    c.print(t)
    return _out(c)


def check(v: dict) -> str:
    lines = [e for e in v["errors"]]
    lines.append(f"{v['files']} files checked: {len(v['errors'])} problems"
                 + (f", {v['laws']} laws in {v['books']} books" if v.get("books") else ""))
    return "\n".join(lines) + "\n"
