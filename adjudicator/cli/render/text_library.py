"""Text output of the books themselves, for the historian at a terminal: a law with its scan,
the laws and books listed, the provisions, the topics laid side by side, and the verbs."""
from __future__ import annotations

from .cite import words_text
from .layout import hanging, print_whole, widest
from .pages import page_cell, printed_page
from .terminal import console
from .terminal import escape as _esc
from .terminal import lines_of as _out
from .text import NARROWEST, value_text


def law(v: dict) -> str:
    c = console()
    head = f"[bold]{_esc(v['id'])}[/bold]  {_esc(v['title'])}"
    where = ", ".join(dict.fromkeys(x for x in (v.get("chapter"), v.get("section")) if x))
    page = printed_page(v)
    if v.get("reprint_page"):
        page += f"; reprinted p. {v['reprint_page']}"
    c.print(head)
    c.print(f"[dim]{_esc(where)}{' · ' if where else ''}{page} · {v['kind']}[/dim]")
    c.print()
    if v.get("source"):
        _beside_scan(c, v)
    else:
        c.print(_esc(words_text(v["words"]) if v.get("words") else v["text"]))
    if v.get("footnote") and not v.get("source"):
        c.print(f"[dim]Footnote:[/dim] {_esc(v['footnote'])}")
    if v["provides"]:
        c.print()
        c.print("[bold]Provides[/bold]" + (f" (when {_esc(v['when'])})" if v.get("when") else ""))
        for p in v["provides"]:
            hanging(c, "  ", f"{_esc(p['key'])} = {_esc(value_text(p['value']))}  "
                     f"[dim]{_esc(p['question'])}[/dim]")
    for label, key in (("Amends", "amends"), ("Repeals", "repeals"),
                       ("Prevails over", "prevails_over"), ("Conflicts with", "conflicts_with"),
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


def _beside_scan(c, v: dict) -> None:
    """The scan's own lines on the left, the mended text on the right."""
    from rich.table import Table

    src = v["source"]
    lines = src["lines"]
    where = f"line {lines[0]['line']}" if len(lines) == 1 else \
        f"lines {lines[0]['line']}-{lines[-1]['line']}"
    t = Table(show_lines=False, expand=True)
    t.add_column(_esc(f"the scan: {src['file']}, {where}"), ratio=1)
    t.add_column("the text, mended", ratio=1)
    scan = "\n".join(x["text"] for x in lines)
    mended = v["text"]
    if src.get("footnote_lines"):  # the footnote beneath, in both columns
        scan += "\n\n" + "\n".join(x["text"] for x in src["footnote_lines"])
        mended += "\n\nFootnote: " + (v.get("footnote") or "")
    t.add_row(_esc(scan), _esc(mended))
    c.print(t)
    if not src["found"] and src["differs"]:
        d = src["differs"]
        c.print(f"[bold]Not found at {printed_page(v)}:[/bold] the law reads «{_esc(d['law'])}», "
                f"the scan «{_esc(d['scan'])}» (spacing set aside).")


def laws(vs: list) -> str:
    from rich.table import Table

    c = console()
    id_w = widest("law", *(v["id"] for v in vs))
    rest = c.width - id_w - widest("page", *(page_cell(v) for v in vs)) - \
        widest("kind", *(v["kind"] for v in vs)) - 6
    if vs and rest < 24:  # beside a long id the title would wrap a word a line: one under
        for v in vs:       # the other instead, the id whole on its own line
            c.print(f"[bold]{_esc(v['id'])}[/bold]")
            hanging(c, "    ", _esc(f"{printed_page(v)} · {v['kind']} · {v['title']}"))
        return _out(c)
    t = Table(box=None, pad_edge=False)
    for col in ("law", "page", "kind"):
        t.add_column(col, no_wrap=True)
    t.add_column("title")
    for v in vs:
        t.add_row(_esc(v["id"]), _esc(page_cell(v)), v["kind"], _esc(v["title"]))
    print_whole(c, t)
    return _out(c)


def books(vs: list) -> str:
    from rich.table import Table

    c = console()
    t = Table(box=None, pad_edge=False)
    for col in ("book", "title", "year", "laws", "numbered", "provisions"):
        t.add_column(col)
    for v in vs:
        title = f"{v['author']}, {v['title']}" + (f" (extends {v['extends']})" if v.get("extends")
                                                  else "")
        t.add_row(_esc(v["id"]), _esc(title), str(v["year"] or "—"),
                  str(v["laws"]), v["numbered"] or "—", str(v["provisions"]))
    c.print(t)
    return _out(c)


def provisions(vs: list) -> str:
    from rich.table import Table

    from ..views import takes as takes_words

    c = console()
    t = Table(box=None, pad_edge=False)
    for col in ("provision", "takes", "question"):
        t.add_column(col)
    for v in vs:
        takes = takes_words(v)
        question = v["question"] + (f" (informational: {v['informational']})"
                                    if v.get("informational") else "")
        t.add_row(_esc(v["key"]), _esc(takes), _esc(question))
    c.print(t)
    return _out(c)


def topic_list(vs: list) -> str:
    from rich.table import Table

    c = console()
    t = Table(box=None, pad_edge=False)
    t.add_column("topic", no_wrap=True)
    t.add_column("books", no_wrap=True)
    t.add_column("description")
    for v in vs:
        t.add_row(_esc(v["topic"]), _esc(", ".join(v["books"])), _esc(v["description"]))
    print_whole(c, t)
    return _out(c)


def _excerpt(text: str, n: int = 480) -> str:
    """The law's words whole where they are short (a few hundred characters), else up to the
    last sentence's end that fits: never cut before the words that decide the point."""
    import re

    if len(text) <= n:
        return text
    ends = [m.end() for m in re.finditer(r"[.!?][”’\"')]*(?=\s)", text[:n])]
    if ends and ends[-1] >= n // 3:
        return text[:ends[-1]] + " …"
    return text[: n - 1].rsplit(" ", 1)[0] + " …"


def topic(v: dict) -> str:
    from rich.table import Table

    from ..views import topic_provides

    c = console()
    c.print(f"[bold]{_esc(v['topic'])}[/bold]: {_esc(v['description'])}")
    # the book heads its laws in the law column (a house book may cite the book it extends):
    # a column of its own would leave too little room at 80 columns beside a long id
    t = Table(show_lines=True)
    t.add_column("book, law", no_wrap=True)
    t.add_column("the words that decide", min_width=NARROWEST)
    ids = [law_["id"] for col in v["books"] for law_ in col["laws"]]
    need = widest("(commentary)", *ids, *(col["book"] for col in v["books"])) + 7 + NARROWEST
    for col in v["books"]:
        if col["silent"]:
            t.add_row(f"[bold]{_esc(col['book'])}[/bold]", "[yellow]silent[/yellow]")
            continue
        for i, law_ in enumerate(col["laws"]):
            head = (f"[bold]{_esc(col['book'])}[/bold]\n" if i == 0 else "") + \
                _esc(f"{law_['id']}\n{printed_page(law_)}")
            if law_["kind"] != "rule":
                head += _esc(f"\n({law_['kind']})")
            marked = words_text(law_["words"]) if law_.get("words") else law_["text"]
            words = _excerpt(marked, 480 + len(marked) - len(law_["text"]))  # marks cost none
            extra = []
            if law_["when"]:
                extra.append(f"when {law_['when']}")
            if law_["preference"]:
                extra.append(f"the {law_['preference']}'s preference")
            provides = topic_provides(v["topic"], law_["provides"])
            if provides:
                extra.append("; ".join(f"{k} = {value_text(x)}" for k, x in provides.items()))
            words = _esc(words)
            if extra:
                words += "\n[dim]" + _esc("; ".join(extra)) + "[/dim]"
            t.add_row(head, words)
    print_whole(c, t, need)
    # the book's other laws on the topic, under the table: beside the words, a long id
    # would widen their column past 80
    for col in v["books"]:
        if col.get("also"):
            more = len(col["also"]) - 8
            hanging(c, f"Also in {col['book']}: ", _esc(", ".join(col["also"][:8])
                                                         + (f" and {more} more" if more > 0
                                                            else "")), "dim")
    return _out(c)


def verbs(vs: list) -> str:
    """Every verb of a case file: its meaning, its other names, and an example event."""
    from rich.table import Table

    c = console()
    t = Table(box=None, pad_edge=False, show_lines=False)
    t.add_column("verb", no_wrap=True)
    t.add_column("what it says, and an event that says it")
    for v in vs:
        also = f" Also: {', '.join(v['synonyms'])}." if v["synonyms"] else ""
        t.add_row(_esc(v["verb"]), _esc(v["meaning"] + also)
                  + f"\n[dim]  - {_esc(v['example'])}[/dim]")
    print_whole(c, t)
    return _out(c)
