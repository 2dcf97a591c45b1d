"""Text output for a person at a terminal, drawn with rich (imported only here)."""
from __future__ import annotations

from .layout import hanging, heading, print_whole, widest
from .terminal import console
from .terminal import escape as _esc
from .terminal import lines_of as _out


def value_text(value) -> str:
    from ..views import value_text as text

    return text(value)


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
    if v.get("source"):
        _beside_scan(c, v)
    else:
        c.print(_esc(v["text"]))
    if v.get("footnote") and not v.get("source"):
        c.print(f"[dim]Footnote:[/dim] {_esc(v['footnote'])}")
    if v["provides"]:
        c.print()
        c.print("[bold]Provides[/bold]" + (f" (when {_esc(v['when'])})" if v.get("when") else ""))
        for p in v["provides"]:
            hanging(c, "  ", f"{_esc(p['key'])} = {_esc(value_text(p['value']))}  "
                     f"[dim]{_esc(p['question'])}[/dim]")
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


def _beside_scan(c, v: dict) -> None:
    """The scan's own lines on the left, the mended text on the right."""
    from rich.table import Table

    src = v["source"]
    lines = src["lines"]
    where = f"line {lines[0]['line']}" if len(lines) == 1 else \
        f"lines {lines[0]['line']}-{lines[-1]['line']}"
    t = Table(show_lines=False, expand=True)
    t.add_column(f"the scan: {src['file']}, {where}", ratio=1)
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
        c.print(f"[bold]Not found at p. {src['pages']}:[/bold] the law reads «{_esc(d['law'])}», "
                f"the scan «{_esc(d['scan'])}» (spacing set aside).")


def laws(vs: list) -> str:
    from rich.table import Table

    c = console()
    id_w = widest("law", *(v["id"] for v in vs))
    rest = c.width - id_w - widest("page", *(v["pages"] for v in vs)) - \
        widest("kind", *(v["kind"] for v in vs)) - 6
    if vs and rest < 24:  # beside a long id the title would wrap a word a line: one under
        for v in vs:       # the other instead, the id whole on its own line
            c.print(f"[bold]{_esc(v['id'])}[/bold]")
            hanging(c, "    ", _esc(f"p. {v['pages']} · {v['kind']} · {v['title']}"))
        return _out(c)
    t = Table(box=None, pad_edge=False)
    for col in ("law", "page", "kind"):
        t.add_column(col, no_wrap=True)
    t.add_column("title")
    for v in vs:
        t.add_row(_esc(v["id"]), _esc(v["pages"]), v["kind"], _esc(v["title"]))
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

    c = console()
    t = Table(box=None, pad_edge=False)
    for col in ("provision", "takes", "question"):
        t.add_column(col)
    for v in vs:
        takes = ", ".join(v["values"]) if v["values"] else v["kind"]
        if v["kind"] == "enum-list":
            takes = "list of " + takes
        question = v["question"] + (f" (informational: {v['informational']})"
                                    if v.get("informational") else "")
        t.add_row(_esc(v["key"]), _esc(takes), _esc(question))
    c.print(t)
    return _out(c)


def check(v: dict) -> str:
    lines = [e for e in v["errors"]]
    lines.append(f"{v['files']} files checked: {len(v['errors'])} problems"
                 + (f", {v['laws']} laws in {v['books']} books" if v.get("books") else ""))
    return "\n".join(lines) + "\n"


_STATUS_WORDS = {
    "settled": "The pool is awarded.",
    "misdeal": "A misdeal: there is a new deal.",
    "void": "The deal is void: the stakes go back.",
    "passed": "The pool stays for the next deal, as if nobody had opened.",
    "continues": "The irregularity is ruled on and the deal goes on.",
    "unsettled": "Unsettled: the book is silent on a point the outcome turns on.",
}


def _ruling_body(c, r: dict) -> None:
    from rich.table import Table

    c.print(f"[bold]{_esc(r['case'])}[/bold] — ruled under [bold]{_esc(r['book'])}[/bold]")
    words = _STATUS_WORDS.get(r["status"], "")
    if r["status"] == "unsettled" and r.get("missing"):
        words = ("Unsettled: the case leaves out a fact the outcome turns on." if not any(
            s.get("decisive", True) for s in r["silent"]) else
            "Unsettled: the book is silent on a point the outcome turns on, and the case "
            "leaves out a fact it turns on.")
    c.print(f"[bold]{r['status'].upper()}[/bold]  {words}")
    house = r.get("house_rules")
    if house:
        changed = [f"{base} amended by {law}" for base, law in house["amended"].items()]
        changed += [f"{base} repealed by {law}" for base, law in house["repealed"].items()]
        from ..views import extends_sentence

        c.print(f"[dim]{_esc(extends_sentence(house))}"
                + (f": {_esc('; '.join(changed))}" if changed else "") + "[/dim]")
    for a in r.get("agreements", []):
        how = "applied" if a["applied"] else "agreed, but nothing here turned on it"
        if not a["laws"]:
            how = "agreed, but the book knows no such departure"
        allowed = f", allowed under {a['allowed_by']}" if a.get("allowed_by") else ""
        c.print(f"[dim]Departure {_esc(a['departure'])}: {how}"
                f"{_esc(' (' + ', '.join(a['laws']) + ')') if a['laws'] else ''}{_esc(allowed)}[/dim]")
    c.print()
    from ..views import undecided_sentence

    for s in r["steps"]:
        cite = f" [dim]({_esc(', '.join(s['laws']))})[/dim]" if s["laws"] else ""
        at = f"{s['event']:>2}. " if s["event"] else "    "
        # a share a player would take in an unsettled ruling is held, not paid
        held = " [yellow](if allowed: held undecided)[/yellow]" if s.get("held") else ""
        hanging(c, at, f"{_esc(s['finding'])}{held}{cite}")
    for s in r["silent"]:
        hanging(c, "  ? ", f"silent on {_esc(s['point'])}: {_esc(s['detail'])}", "yellow")
    for m in r.get("missing", []):
        hanging(c, "  ! ", f"not told ({_esc(m['fact'])}, event {m['event']}): "
                f"{_esc(m['detail'])}", "yellow")
    provisional = r.get("provisional") or {}
    players = sorted(set(r["stakes"]) | set(r["awards"]) | set(r["refunds"]) | set(r["retired"])
                     | set(provisional))
    if players or r["pot"]:
        c.print()
        t = Table(box=None, pad_edge=False, title=None)
        columns = ("player", "put in", "takes", "refund") + (
            ("takes if allowed",) if provisional else ())
        for col in columns:
            t.add_column(col, justify="left" if col == "player" else "right", no_wrap=True)
        t.add_column("why")
        for p in players:
            why = []
            if p in r["retired"]:
                why.append(f"retired ({r['retired'][p]})" if r["retired"][p] else "retired")
            cells = [_esc(p), str(r["stakes"].get(p, 0)), str(r["awards"].get(p, "")),
                     str(r["refunds"].get(p, ""))]
            if provisional:
                cells.append(str(provisional.get(p, "")))
            t.add_row(*cells, _esc("; ".join(why)))
        print_whole(c, t)
        extra = []
        if r.get("carried"):
            extra.append(f"{r['carried']} stays in the pool")
        if r.get("undecided"):
            extra.append(undecided_sentence(r))
        for lot in r.get("by_lot", []):
            extra.append(f"{lot['amount']} goes by lot among {', '.join(lot['among'])}")
        c.print(f"Pot {r['pot']}" + ("; " + "; ".join(extra) if extra else ""))
    for pen in r["penalties"]:
        c.print(f"{_esc(pen['player'])} pays {pen['amount']} to {_esc(pen['to'])}"
                + (f" ({_esc(pen['law'])})" if pen.get("law") else ""))
    from ..views import next_sentences

    bits = [text + (f" ({law})" if law else "") for text, law in next_sentences(r)]
    if bits:
        c.print("Next: " + _esc("; ".join(bits)) + ".")


def _quoted(c, citations: list) -> None:
    if not citations:
        return
    c.print()
    c.print("[bold]The laws[/bold]")
    for law_ in citations:
        heading(c, law_["id"], f"(p. {law_['pages']}) {law_['title']}")
        hanging(c, "  ", f"[italic]{_esc(law_['text'])}[/italic]")


def ruling(r: dict) -> str:
    c = console()
    _ruling_body(c, r)
    _quoted(c, r["citations"])
    return _out(c)


# the narrowest a column of wrapped words is drawn: narrower, and a table at 80 columns
# would run past the edge beside a long law id
_NARROWEST = 14


def compare(v: dict) -> str:
    from rich.table import Table

    from ..comparison import headline, why_lines

    c = console()
    c.print(f"[bold]{_esc(v['case'])}[/bold] — {_esc(headline(v))}")

    # rich narrows the widest wrapping column first, whatever its min_width: so the widths
    # are fixed here, the "why" at least as wide as its longest word (a law id is never cut).
    # The book heads its ruling: a column of its own leaves too little room at 80 columns.
    book_w = max(len(b) for b in v["books"])
    room = max(c.width - 7, 40)
    longest = widest(*(line for d in v["differences"] for line in why_lines(d)))
    why_w = max(min(room // 2 + 6, room - 20), longest)
    ruling_w = max(room - why_w, book_w, _NARROWEST)
    t = Table(show_lines=True)
    t.add_column("book: ruling", width=ruling_w)
    t.add_column("why", width=why_w)
    first = None

    for d in v["differences"]:
        style = "" if first is None or d["agrees_with"] and first in d["agrees_with"] else "bold"
        first = first or d["book"]
        outcome = f"[{style}]{_esc(d['outcome'])}[/{style}]" if style else _esc(d["outcome"])
        t.add_row(f"[bold]{_esc(d['book'])}[/bold]\n{outcome}", _esc("\n".join(why_lines(d))))
    print_whole(c, t, 7 + ruling_w + why_w)
    # The laws the table names, quoted once each; every ruling's full citations are in --format json.
    named = [i for d in v["differences"] for s in d["because"] for i in s["laws"]]
    seen = {}
    for r in v["rulings"].values():
        for law_ in r["citations"]:
            if law_["id"] in named:
                seen.setdefault(law_["id"], law_)
    _quoted(c, list(seen.values()))
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
    t.add_column("the words that decide", min_width=_NARROWEST)
    ids = [law_["id"] for col in v["books"] for law_ in col["laws"]]
    need = widest("(commentary)", *ids, *(col["book"] for col in v["books"])) + 7 + _NARROWEST
    for col in v["books"]:
        if col["silent"]:
            t.add_row(f"[bold]{_esc(col['book'])}[/bold]", "[yellow]silent[/yellow]")
            continue
        for i, law_ in enumerate(col["laws"]):
            head = (f"[bold]{_esc(col['book'])}[/bold]\n" if i == 0 else "") + \
                _esc(f"{law_['id']}\np. {law_['pages']}")
            if law_["kind"] != "rule":
                head += _esc(f"\n({law_['kind']})")
            words = _excerpt(law_["text"])
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
    _quoted(c, v["citations"])
    return _out(c)


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
