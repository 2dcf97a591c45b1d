"""Text output for a person at a terminal, drawn with rich (imported only here)."""
from __future__ import annotations

from .layout import hanging, heading, least_width, print_whole, widest
from .pages import printed_page
from .terminal import console
from .terminal import escape as _esc
from .terminal import lines_of as _out
from ..printable import one_line

# How a reader is told the rung a finding was decided on (a law on the point needs no word).
_RUNG_WORDS = {"general": " [dim](by the book's general law)[/dim]",
               "open": " [yellow](open: no law decides it)[/yellow]"}


def value_text(value) -> str:
    from ..views import value_text as text

    return text(value)


def check(v: dict) -> str:
    # each problem is one line, whatever a file name in it holds (escaped as `rule` does)
    lines = [one_line(e) for e in v["errors"] + v.get("unmet", [])]
    from ...judge.comparison import counted

    lines.append(f"{counted(v['files'], 'file')} checked: {counted(len(v['errors']), 'problem')}"
                 + (f", {counted(v['laws'], 'law')} in {counted(v['books'], 'book')}"
                    if v.get("books") else "")
                 + (f", {counted(v['rulings'], 'ruling')}" if v.get("rulings") else "")
                 + (f"; {counted(len(v['unmet']), 'expectation')} not met"
                    if "unmet" in v else ""))
    return "\n".join(lines) + "\n"


def _ruling_body(c, r: dict) -> None:
    from rich.table import Table

    from ..views import amounts_in

    unit = f"; {_esc(amounts_in(r['unit']))}" if r.get("unit") else ""  # where one is named
    c.print(f"[bold]{_esc(one_line(r['case']))}[/bold] — ruled under "
            f"[bold]{_esc(r['book'])}[/bold]{unit}")
    from ..ruling_views import open_sentence

    # the answer a referee gives at the table, under the status the deal ends in
    status = r["status"].upper()
    hanging(c, f"[bold]{status}[/bold]  ", _esc(r["answer"]))
    still = open_sentence(r)
    if still:
        c.print(_esc(still))
    house = r.get("house_rules")
    if house:
        from ..views import house_line

        c.print(f"[dim]{_esc(house_line(house))}[/dim]")
    for a in r.get("agreements", []):
        how = "applied" if a["applied"] else "agreed, but nothing here turned on it"
        if not a["laws"]:
            how = "agreed, but the book has no law of it"
        allowed = f", allowed under {a['allowed_by']}" if a.get("allowed_by") else ""
        c.print(f"[dim]Departure {_esc(a['departure'])}: {how}"
                f"{_esc(' (' + ', '.join(a['laws']) + ')') if a['laws'] else ''}{_esc(allowed)}[/dim]")
    c.print()
    from ..ruling_views import (alike_lots, carried_sentence, held_words, lot_words,
                                nobody_named, pot_words, shown_steps, undecided_sentence)

    steps, in_order = shown_steps(r)
    for s in steps:
        cite = f" [dim]({_esc(', '.join(s['laws']))})[/dim]" if s["laws"] else ""
        at = f"{s['event']:>2}. " if s["event"] else "    "
        # a share a player would take in an unsettled ruling is held, not paid
        held = f" [yellow]({held_words(r)})[/yellow]" if s.get("held") else ""
        rung = _RUNG_WORDS.get(s.get("rung"), "")
        hanging(c, at, f"{_esc(s['finding'])}{held}{rung}{cite}")
    if in_order:
        hanging(c, "    ", f"[dim]{_esc(in_order)}[/dim]")
    from ..chips_table import ChipsTable
    from ..ruling_views import said_once

    from ...judge.words.points import met_under, silence_question, untold

    silent, missing = said_once(r)
    for s in silent:
        if s.get("decisive", True):  # the point in plain words, never its key
            lead = "" if s.get("of") == "copy" else "silent on "  # its detail says whose
            hanging(c, "  ? ", f"{lead}{_esc(silence_question(s) + met_under(s))}: "
                    f"{_esc(s['detail'])}", "yellow")
    for m in missing:
        hanging(c, "  ! ", f"not told ({_esc(untold(m['fact'], m.get('open')))}, "
                f"event {m['event']}): "
                f"{_esc(m['detail'])}", "yellow")
    from ..ruling_views import reading_sentences

    for text, laws in reading_sentences(r):
        hanging(c, "  » ", f"{_esc(text)}" + (f" [dim]({_esc(', '.join(laws))})[/dim]"
                                             if laws else ""))
    if r.get("readings_stopped"):
        hanging(c, "  » ", _esc(r["readings_stopped"]), "yellow")
    idle = idle_points(r)  # every one the count names, said as a step or not
    if idle:
        hanging(c, "  ? ", _esc(idle), "dim")
    from ..ruling_views import idle_why

    for point, why in idle_why(r).items():  # why it changes nothing, where the readings say
        hanging(c, "  ? ", _esc(f"Nothing turns on {point}: {why}"), "dim")
    from ..ruling_views import retired_back

    table = ChipsTable(r)
    if table.drawn(r):
        c.print()
        t = Table(box=None, pad_edge=False, title=None)
        # a column empty for the whole ruling is not drawn, as on every face
        columns = ("player", *(h for h, _, _ in table.paid), *(h for h, _ in table.readings))
        for col in columns:
            t.add_column(col, justify="left" if col == "player" else "right", no_wrap=True)
        if table.why:
            t.add_column("why")
        for p in table.players:
            why = []
            if p in r["retired"]:
                why.append(f"retired ({r['retired'][p]})" if r["retired"][p] else "retired")
                why += [retired_back(r, p)] if retired_back(r, p) else []  # on what ground
            cells = [_esc(p)] + [str(of.get(p, none)) for _, of, none in table.paid]
            cells += [_esc(more_cells.get(p, "")) for _, more_cells in table.readings]
            t.add_row(*cells, *([_esc("; ".join(why))] if table.why else []))
        for name, counts in table.rest:  # each reading's column adds up to the pot
            t.add_row(f"({name})", *[""] * len(table.paid), *(str(c or "") for c in counts),
                      *([""] if table.why else []))
        print_whole(c, t)
        extra = []
        if r.get("carried"):
            extra.append(carried_sentence(r))
        if r.get("undecided"):
            extra.append(undecided_sentence(r))
        for lot in alike_lots(r.get("by_lot", [])):
            extra.append(lot_words(lot) + ("" if lot.get("law") else nobody_named(lot)))
        c.print(pot_words(r) + ("; " + _esc("; ".join(extra)) if extra else ""))
    from ..ruling_views import next_sentences, penalty_words, referee_sentence

    for pen in r["penalties"]:
        c.print(penalty_words(pen, _esc) + (f" ({_esc(pen['law'])})" if pen.get("law") else ""))
    if (ref := referee_sentence(r)) is not None:
        c.print(_esc(f"{ref[0]} ({ref[1]})") + ".")

    bits = [text + (f" ({law})" if law else "") for text, law in next_sentences(r)]
    if bits:
        c.print("Next: " + _esc("; ".join(bits)) + ".")


def idle_points(r: dict) -> str:
    """The points the book is silent on that change nothing (judge/left_open.py), said once
    after the findings however many acts touch them, each in plain words (words/points.py,
    never its key) with the events it arose at: the JSON keeps each in its own words, at
    each event."""
    from ...judge.left_open import idle_silences
    from ...judge.words.points import silence_question

    events: dict[str, list[int]] = {}
    for s in idle_silences(r):
        at = events.setdefault(silence_question(s), [])
        if s.get("event") is not None and s["event"] not in at:
            at.append(s["event"])

    def named(point: str, at: list[int]) -> str:
        if not at:
            return point
        return f"{point} (event{'s' if len(at) > 1 else ''} {', '.join(map(str, sorted(at)))})"

    if not events:
        return ""
    return ("Points the book leaves open that change nothing here: "
            + "; ".join(named(p, at) for p, at in events.items()))


def quoted(c, citations: list) -> None:
    if not citations:
        return
    c.print()
    c.print("[bold]The laws[/bold]")
    for law_ in citations:
        heading(c, law_["id"], f"({printed_page(law_)}) {law_['title']}")
        hanging(c, "  ", f"[italic]{_esc(law_['text'])}[/italic]")


def ruling(r: dict, questions: bool = True) -> str:
    c = console()
    _ruling_body(c, r)
    quoted(c, r["citations"])
    if questions:  # `rule --ask` puts them itself
        asked(c, r)
    return _out(c)


def asked(c, r: dict) -> None:
    """The questions the ruling turns on, last, as a floor judge would put them, with the
    answers the table may give; and the facts to tell in the story itself."""
    from ...judge.questions import questions, to_tell

    qs, tell = questions(r), to_tell(r)
    if not qs and not tell:
        return
    c.print()
    c.print("[bold]The questions it turns on[/bold]")
    for i, q in enumerate(qs, 1):
        hanging(c, f"{i:>2}. ", f"{_esc(q['question'])} [dim]({_esc(q['point'])})[/dim]")
        for choice in q["choices"]:
            hanging(c, "      ", f"{_esc(choice['reading'])}: {_esc(choice['meaning'])}")
    for m in tell:
        hanging(c, "  ! ", f"Tell it in the story: {_esc(m['detail'])} (event {m['event']})")
    if qs:
        import shlex

        # the book it was ruled under, named (the case may name none, or another), and the
        # folders and departures the command was given: every word quoted for the shell
        words = ["adjudicator", "rule", r.get("file") or "CASE", "--book", r["book"],
                 *r.get("again", ()), "--ask"]
        command = " ".join(w if w == "CASE" else shlex.quote(w) for w in words)
        c.print(_esc(f"Answer them with `{command}` on a terminal, or under `facts:` in the "
                     "case file."))


# the narrowest a column of wrapped words is drawn: narrower, and a table at 80 columns
# would run past the edge beside a long law id
NARROWEST = 14


def compare(v: dict) -> str:
    from rich.table import Table

    from ...judge.comparison import headline, why_lines
    from ..views import amounts_in

    c = console()
    # the unit where the case (or the club) names one, as the rulings say it
    named = next((r["unit"] for r in v["rulings"].values() if r.get("unit")), None)
    unit = f"; {_esc(amounts_in(named))}" if named else ""
    c.print(f"[bold]{_esc(one_line(v['case']))}[/bold] — {_esc(headline(v))}{unit}")

    # rich narrows the widest wrapping column first, whatever its min_width: so the widths
    # are fixed here, the "why" at least as wide as its longest word (a law id is never cut).
    # The book heads its ruling: a column of its own leaves too little room at 80 columns.
    book_w = max(len(b) for b in v["books"])
    room = max(c.width - 7, 40)
    longest = widest(*(line for d in v["differences"] for line in why_lines(d)))
    # the ruling's answer names laws too: its column is at least as wide as its longest word
    need = max(book_w, NARROWEST, widest(*(d["outcome"] for d in v["differences"])))
    why_w = max(min(room // 2 + 6, room - 20, room - need), longest)
    ruling_w = max(room - why_w, need)
    if ruling_w + why_w > room and max(need, longest) <= c.width - 4:
        _compare_stacked(c, v, need, longest)  # side by side, a long law id in each would
        return _out(c)                         # run past the edge: one above the other
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
    _compare_laws(c, v)
    return _out(c)


def _compare_stacked(c, v: dict, need: int, longest: int) -> None:
    """The comparison where its two columns cannot both hold their longest words at this
    width: each book's ruling, and under it why, in one column."""
    from rich.table import Table

    from ...judge.comparison import why_lines

    t = Table(show_lines=True)
    t.add_column("book: ruling, and why", width=c.width - 4)
    first = None
    for d in v["differences"]:
        style = "" if first is None or d["agrees_with"] and first in d["agrees_with"] else "bold"
        first = first or d["book"]
        outcome = f"[{style}]{_esc(d['outcome'])}[/{style}]" if style else _esc(d["outcome"])
        why = "\n".join(why_lines(d))
        t.add_row(f"[bold]{_esc(d['book'])}[/bold]\n{outcome}"
                  + (f"\n[dim]why:[/dim]\n{_esc(why)}" if why else ""))
    print_whole(c, t, 4 + max(need, longest))
    _compare_laws(c, v)


def _compare_laws(c, v: dict) -> None:
    # The laws the table names, quoted once each; every ruling's full citations are in --format json.
    from ..ruling_views import answer_laws

    named = [i for d in v["differences"] for i in answer_laws(v["rulings"][d["book"]])]
    named += [i for d in v["differences"] for s in d["because"] for i in s["laws"]]
    seen = {}
    for r in v["rulings"].values():
        for law_ in r["citations"]:
            if law_["id"] in named:
                seen.setdefault(law_["id"], law_)
    quoted(c, list(seen.values()))



def compare_summary(v: dict) -> str:
    """The disputes by books: a row a dispute, a column a book (its status and awards), and
    how many disputes each book settles, leaves unsettled, ... . Each case file is given
    whole, to paste into `adjudicator rule`: in the table's first column where it fits the
    width, else numbered in the table and listed beneath it."""
    from ...judge.comparison import counted

    c = console()
    c.print(f"[bold]{counted(len(v['disputes']), 'dispute')} by books[/bold] — "
            f"{v['agreed']} where every book agrees")
    t = _summary_table(v, [_esc(one_line(row["file"])) for row in v["disputes"]], "case file")
    if least_width(t) > c.width:
        t = _summary_table(v, [str(i) for i in range(1, len(v["disputes"]) + 1)], "#",
                           narrow=True)
        print_whole(c, t)
        for i, row in enumerate(v["disputes"], 1):
            hanging(c, f"{i:>3}  ", _esc(one_line(row["file"])))
        return _out(c)
    print_whole(c, t)
    return _out(c)


def _summary_table(v: dict, names: list[str], head: str, narrow: bool = False):
    from rich.table import Table

    from ...judge.comparison import in_short

    t = Table(show_lines=True)
    t.add_column(head, no_wrap=True)  # a file whole, to paste into `adjudicator rule`
    for b in v["books"]:  # narrow: a book's id may break after a hyphen ("published-")
        t.add_column(b.replace("-", "-\n") if narrow else b, min_width=min(len(b), NARROWEST))
    for name, row in zip(names, v["disputes"]):
        t.add_row(name, *[_esc(in_short(row["books"][b])) if b in row["books"] else "—"
                          for b in v["books"]])
    t.add_row("[bold]in all[/bold]", *[_esc(", ".join(
        f"{n} {status}" for status, n in v["counts"][b].items())) for b in v["books"]])
    return t
