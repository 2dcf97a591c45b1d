"""Text output of the historian's desk: laws found by their words (each in context), a book
read in order, and two books set side by side on a topic."""
from __future__ import annotations

from .layout import hanging
from .pages import printed_page
from .terminal import console
from .terminal import escape as _esc
from .terminal import lines_of as _out

_WHERE = {"printed": "as printed", "title": "in its title", "topics": "in its topics"}


def _marked(text: str, spans: list, open_: str = "[bold]", close: str = "[/bold]",
            esc=_esc) -> str:
    """TEXT with each [start, end) span of SPANS set between OPEN_ and CLOSE."""
    out, at = [], 0
    for start, end in spans:
        out += [esc(text[at:start]), open_ + esc(text[start:end]) + close]
        at = end
    return "".join(out) + esc(text[at:])


def hits(vs: list) -> str:
    """Each law found: its id (whole, on a line of its own where the terminal is too narrow
    to set its page, kind and title beside it), its page, kind, title and score, then its
    words round what matched, the matches in bold."""
    from .layout import widest

    c = console()
    id_w = widest(*(v["id"] for v in vs)) if vs else 0
    beside = c.width - id_w - 2 >= 40
    for v in vs:
        found = _WHERE.get(v["found_in"], "")
        head = (_esc(f"{printed_page(v)} · {v['kind']} · {v['title']}")
                + f" [dim]· score {v['score']}{' · found ' + found if found else ''}[/dim]")
        if beside:
            hanging(c, _esc(v["id"].ljust(id_w)) + "  ", head)
        else:
            c.print(_esc(v["id"]), highlight=False)
            hanging(c, "    ", head)
        hanging(c, "    ", _marked(v["context"], v["matches"]), "dim")
    return _out(c)


def reading(v: dict) -> str:
    """A book in order: each chapter and section as it opens, each law with its page and
    words; the paragraphs that are no law dimmed and said to be none."""
    from .cite import words_text

    c = console()
    year = f", {v['year']}" if v.get("year") else ""
    c.print(f"[bold]{_esc(v['title'])}[/bold]  {_esc(v['author'])}{_esc(year)} "
            f"[dim]({_esc(v['book'])}{' · ' + _esc(v['section']) if v.get('section') else ''})"
            "[/dim]")
    where = None
    for e in v["entries"]:
        if e["entry"] == "law":
            here = ", ".join(dict.fromkeys(x for x in (e["chapter"], e["section"]) if x))
            if here and here != where:
                c.print()
                c.print(f"[bold underline]{_esc(here)}[/bold underline]")
            where = here or where
            c.print()
            c.print(f"[bold]{_esc(e['id'])}[/bold]  {_esc(e['title'])}  "
                    f"[dim]{_esc(printed_page(e))} · {e['kind']}[/dim]")
            hanging(c, "    ", _esc(words_text(e["words"])))
            if e.get("footnote"):
                hanging(c, "    ", "[dim]Footnote:[/dim] " + _esc(e["footnote"]))
            continue
        what = "a heading, no law" if e["heading"] else "not a law, left out of the laws"
        hanging(c, "  ┆ ", f"[dim]({_esc(what)}; {_esc(printed_page(e))}, as the scan prints "
                f"it)[/dim] {_esc(e['text'])}", "dim")
    return _out(c)


def diff(v: dict) -> str:
    """Two books on a topic: each question with what each provides and whether they part,
    then each book's laws on it, side by side."""
    from rich.table import Table

    from .cite import words_text
    from .layout import print_whole
    from .text import value_text

    a, b = v["books"]
    c = console()
    c.print(f"[bold]{_esc(v['topic'])}[/bold]: {_esc(v['description'])}")
    if not v["questions"]:
        c.print("[dim]No question of the catalogue on this topic, or neither book answers "
                "one: their laws on it are set side by side.[/dim]")
    else:
        c.print(f"{a} and {b} part on {v['parts']} of {len(v['questions'])} questions.")
        t = Table(show_lines=True)
        for col in ("question", a, b, ""):
            t.add_column(_esc(col))
        for r in v["questions"]:
            cells = [_said(r[x], value_text) for x in (a, b)]
            t.add_row(_esc(r["key"]), *cells, "[bold]parts[/bold]" if r["part"] else "alike")
        print_whole(c, t)
    t = Table(show_lines=True)
    t.add_column(_esc(a), ratio=1)
    t.add_column(_esc(b), ratio=1)
    cols = [v["laws"][a], v["laws"][b]]
    for i in range(max(len(cols[0]), len(cols[1]), 1)):
        t.add_row(*(_law_cell(col[i], words_text) if i < len(col) else
                    ("[yellow]silent[/yellow]" if i == 0 else "") for col in cols))
    print_whole(c, t)
    return _out(c)


def _said(answer, value_text) -> str:
    """What a book provides on a question: each value its laws give, with the laws, and the
    circumstances where they speak only for some; the one its answer rests on first."""
    if answer is None:
        return "[yellow]silent[/yellow]"
    out = [f"laws in conflict: {', '.join(answer['laws'])}"] if answer.get("conflict") else []
    for i, v in enumerate(answer["values"]):
        when = f" when {v['when']}" if v.get("when") else ""
        its = " (its answer)" if i == 0 and len(answer["values"]) > 1 and answer["laws"] \
            and not answer.get("conflict") else ""
        out.append(f"{value_text(v['value'])} ({', '.join(v['laws'])}){when}{its}")
    return _esc("\n".join(out))


def _law_cell(law: dict, words_text) -> str:
    return (f"[bold]{_esc(law['id'])}[/bold] [dim]{_esc(printed_page(law))}[/dim]\n"
            + _esc(words_text(law["words"]) if law.get("words") else law["text"]))
