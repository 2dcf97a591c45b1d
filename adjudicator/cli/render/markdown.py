"""Markdown output: what a club pastes into a chat or its minutes book.

A ruling reads as prose with its citations as footnotes that quote each law and give its
page; a comparison is a table with a line per book saying why it differs, the laws quoted
below it. Footnotes are GitHub-flavoured Markdown labelled by law id (``[^peel:60]``); where
they are not drawn (most chats) they still read as plain notes naming the law.
"""
from __future__ import annotations

from ...judge.words.points import met_under, silence_question, silent_questions, untold
from .cite import references_lines, words_text
from .markdown_escape import fence as _fence, inert as _md, quoted as _quoted
from .pages import page_cell, printed_page
from ..printable import one_line

def _value(value) -> str:
    """A provision's value as the book gives it (a house book's own words among them)."""
    from ..views import value_text

    return _md(value_text(value))


def _code(ids) -> str:
    return ", ".join(f"`{i}`" for i in ids)


class _Notes:
    """Footnotes in order of first citation, each quoting its law once. The label is the law's
    id (``[^peel:60]``): a chat that draws no footnotes still shows which law is meant, and
    rulings pasted one after another into one page share their notes without a clash."""

    def __init__(self, citations):
        self.by_id = {}
        for c in citations:
            self.by_id.setdefault(c["id"], c)
        self.order: list[str] = []

    def mark(self, ids) -> str:
        out = []
        for i in ids:
            if not i:
                continue
            if i not in self.order:
                self.order.append(i)
            out.append(f"[^{_md(i)}]")  # a house id may hold _ (h:_a_)
        return "".join(out)

    def lines(self) -> list[str]:
        out = []
        for i in self.order:
            c = self.by_id.get(i)
            if c is None:
                out.append(f"[^{_md(i)}]: **{_md(i)}**")
                continue
            out.append(f"[^{_md(i)}]: **{_md(i)}**, {printed_page(c)}, *{_md(c['title'])}*: "
                       f"“{_md(c['text'])}”")
        return [x for line in out for x in ("", line)]  # apart: plain readers keep them so


def law(v: dict) -> str:
    lines = [f"### {_md(v['id'])} · {_md(v['title'])}", ""]
    where = list(dict.fromkeys(x for x in (v.get("chapter"), v.get("section")) if x))
    page = printed_page(v)
    if v.get("reprint_page"):
        page += f"; reprinted p. {v['reprint_page']}"
    lines.append("*" + _md(", ".join(where + [page])) + f"* · {v['kind']}")
    lines += ["", _quoted(words_text(v["words"]) if v.get("words") else v["text"])]
    if v.get("footnote"):
        lines += ["", f"The book's footnote: {_md(v['footnote'])}"]
    if v.get("source"):
        src = v["source"]
        first, last = src["lines"][0]["line"], src["lines"][-1]["line"]
        scan = [x["text"] for x in src["lines"]]
        scan += [""] + [x["text"] for x in src["footnote_lines"]] \
            if src.get("footnote_lines") else []
        fence = _fence(scan)
        lines += ["", f"The scan, {_md(src['file'])} lines {first}-{last}:", "",
                  fence + "text", *scan, fence]
        if not src["found"] and src["differs"]:
            d = src["differs"]
            lines += ["", f"Not found at {_md(printed_page(v))}: the law reads "
                      f"«{_md(d['law'])}», the scan «{_md(d['scan'])}»."]
    if v.get("provides"):
        lines += ["", "**Provides" + (f" (when {_md(v['when'])})" if v.get("when") else "")
                  + (f" (the {_md(v['preference'])}'s preference)" if v.get("preference")
                     else "") + ":**", ""]
        lines += [f"- `{p['key']}` = {_value(p['value'])}: {_md(p['question'])}"
                  for p in v["provides"]]
    links = [(label, v.get(key)) for label, key in (
        ("Amends", "amends"), ("Repeals", "repeals"), ("Prevails over", "prevails_over"), ("Conflicts with", "conflicts_with"),
        ("Refers to", "refers_to"), ("Same as", "same_as"), ("Referred to by", "referred_to_by"),
        ("Topics", "topics"))]
    links = [f"**{label}:** {_code(ids)}" for label, ids in links if ids]
    if links:
        lines += [""] + [x + "  " for x in links[:-1]] + links[-1:]
    notes = [f"Printed «{_md(m['printed'])}», read «{_md(m['reads'])}»."
             for m in v.get("mends", [])]
    notes += [f"{_md(x['witness'])} reads «{_md(x['reads'])}»."
              for x in v.get("variants", [])]
    notes += [f"Note: {_md(n)}" for n in v.get("notes", [])]
    if notes:
        lines += [""] + [f"- {n}" for n in notes]
    return "\n".join(lines) + "\n"


def laws(vs: list) -> str:
    scored = any("score" in v for v in vs)
    lines = ["| law | page | kind | title |" + (" score |" if scored else ""),
             "| --- | --- | --- | --- |" + (" ---: |" if scored else "")]
    lines += [f"| `{v['id']}` | {page_cell(v)} | {v['kind']} | {_md(v['title'])} |"
              + (f" {v.get('score', '')} |" if scored else "") for v in vs]
    return "\n".join(lines) + "\n"


def books(vs: list) -> str:
    lines = ["| book | author and title | year | laws | numbered |",
             "| --- | --- | --- | --- | --- |"]
    for v in vs:
        ext = f" (extends `{v['extends']}`)" if v.get("extends") else ""
        lines.append(f"| `{v['id']}` | {_md(v['author'])}, *{_md(v['title'])}*{ext} "
                     f"| {v['year'] or '—'} | {v['laws']} | {v['numbered'] or '—'} |")
    return "\n".join(lines) + "\n"


def provisions(vs: list) -> str:
    lines = ["| provision | takes | question |", "| --- | --- | --- |"]
    from ..views import takes

    lines += [f"| `{v['key']}` | {_md(takes(v))} "
              f"| {_md(v['question'])}"
              + (f" *Informational: {_md(v['informational'])}*" if v.get("informational")
                 else "") + " |" for v in vs]
    return "\n".join(lines) + "\n"


def check(v: dict) -> str:
    lines = [f"- {_md(one_line(e))}" for e in v["errors"] + v.get("unmet", [])]
    from ...judge.comparison import counted

    lines.append(f"\n{counted(v['files'], 'file')} checked: "
                 f"{counted(len(v['errors']), 'problem')}"
                 + (f"; {counted(len(v['unmet']), 'expectation')} not met"
                    if "unmet" in v else ""))
    return "\n".join(lines) + "\n"


# How a reader is told the rung a finding was decided on (a law on the point needs no word).
_RUNG_WORDS = {"general": " *(by the book's general law)*",
               "open": " *(open: no law decides it)*"}


def _steps(steps: list, notes: _Notes, held: str = "not paid: held undecided") -> list[str]:
    """The findings, grouped by the event they were made at; a share a step marks `held`
    (an unsettled ruling's) is marked as held, not paid (``held``: how much is)."""
    groups: list[tuple[int, list]] = []
    for s in steps:
        if groups and groups[-1][0] == s["event"]:
            groups[-1][1].append(s)
        else:
            groups.append((s["event"], [s]))
    lines = []
    for event, group in groups:
        said = [f"{_md(s['finding'])}"
                + (f" *({held})*" if s.get("held") else "")
                + _RUNG_WORDS.get(s.get("rung"), "")
                + f"{notes.mark(s['laws'])}" for s in group]
        if len(said) == 1:
            lines.append(f"- Event {event}: {said[0]}" if event else f"- {said[0]}")
        else:
            lines.append(f"- Event {event}:" if event else "- Throughout:")
            lines += [f"  - {x}" for x in said]
    return lines


def _printed(r: dict) -> str:
    """The book's title, author and year: "*The Game of Draw Poker*, John W. Keller, 1887"."""
    from ..views import book_printed

    title, by = book_printed(r)
    return f"*{_md(title)}*" + (f", {_md(by)}" if by else "") if title else ""


def _ruling_lines(r: dict, notes: _Notes, heading: str = "##") -> list[str]:
    from ..ruling_views import open_sentence
    from ..views import amounts_in

    # the answer a referee gives at the table, under the status the deal ends in; the unit
    # its amounts are in, where the case names one
    unit = f" ({_md(amounts_in(r['unit']))})" if r.get("unit") else ""
    lines = [f"{heading} {_md(r['case'])}", "",
             f"**{r['status'].capitalize()}** under **{_md(r['book'])}**{unit}: "
             f"{_md(r['answer'])}"
             + (f" {_md(open_sentence(r))}" if open_sentence(r) else "")]
    if r.get("file"):
        lines[-1] += f" *(case file {_md(one_line(r['file']))})*"
    if printed := _printed(r):  # the book as printed, after the answer it gave
        lines += ["", f"Ruled under `{r['book']}`: {printed}."]
    house = r.get("house_rules")
    if house:
        changed = [f"`{b}` amended by `{h}`{notes.mark([h])}" for b, h in house["amended"].items()]
        changed += [f"`{b}` repealed by `{h}`{notes.mark([h])}"
                    for b, h in house["repealed"].items()]
        from ..views import extends_sentence

        lines += ["", extends_sentence(house, code=True)
                  + (": " + "; ".join(changed) if changed else "") + "."]
    for a in r.get("agreements", []):
        how = ("applied" if a["applied"] else "agreed, but nothing here turned on it") \
            if a["laws"] else "agreed, but the book has no law of it"
        allowed = f", allowed under `{a['allowed_by']}`{notes.mark([a['allowed_by']])}" \
            if a.get("allowed_by") else ""
        lines += ["", f"Departure *{_md(a['departure'])}*: {how}{allowed}."]
    from ..ruling_views import shown_steps

    steps, in_order = shown_steps(r)
    if steps or in_order:
        from ..ruling_views import held_words

        lines += ["", "**The findings**", ""] + _steps(steps, notes, held_words(r))
        lines += [f"- *{_md(in_order)}*"] if in_order else []
    from ..chips_table import ChipsTable
    from ..ruling_views import idle_said, retired_back, said_once

    silent, missing = said_once(r)
    why = idle_said(r)  # why a point changes nothing, where the readings show it: once
    for head, of in (("Where the book is silent", None), ("Not in the copy held", "copy")):
        said = [s for s in silent if s.get("of") == of]  # the copy held's, not the book's
        lines += ["", f"**{head}**", ""] + [
            f"- {_md(silence_question(s) + met_under(s))}: {_md(s['detail'] + why(s))}"
            for s in said] if said else []
    if missing:
        lines += ["", "**What the case does not tell**", ""]
        lines += [f"- *{_md(untold(m['fact'], m.get('open')))}* (event {m['event']}): "
                  f"{_md(m['detail'])}"
                  for m in missing]
    from ..ruling_views import reading_sentences

    readings = reading_sentences(r)
    if readings:
        lines += ["", "**Under each reading of what is open**", ""]
        lines += [f"- {_md(text)}{notes.mark(laws)}" for text, laws in readings]
        if r.get("readings_stopped"):
            lines.append(f"- {_md(r['readings_stopped'])}")
    table = ChipsTable(r)
    if table.drawn(r):
        # a column empty for the whole ruling is not drawn (nothing back, nobody out), as on
        # every face (cli/chips_table.py)
        out = table.why
        head = "| player |" + "".join(f" {h} |" for h, _, _ in table.paid) + "".join(
            f" {h} |" for h, _ in table.readings) + (" why |" if out else "")
        lines += ["", head, "| --- |" + " ---: |" * (len(table.paid) + len(table.readings))
                  + (" --- |" if out else "")]
        for p in table.players:
            law_, why_back = r["retired"].get(p), _md("; " + retired_back(r, p))  # on what ground
            why = "" if p not in r["retired"] else \
                f"out of the deal{notes.mark([law_]) if law_ else ''}" \
                f"{why_back if why_back[2:] else ''}"
            cells = [_md(p)] + [str(of.get(p, none)) for _, of, none in table.paid]
            cells += [_md(more_cells.get(p, "")) for _, more_cells in table.readings]
            lines.append("| " + " | ".join(cells + ([why] if out else [])) + " |")
        for name, counts in table.rest:  # each reading's column adds up to the pot
            lines.append(f"| _{name}_ |" + " |" * len(table.paid) + " "
                         + "".join(f"{c or ''} | " for c in counts) + (" |" if out else ""))
    from ..ruling_views import (alike_lots, carried_sentence, lot_words, nobody_named,
                                pot_words, undecided_sentence)

    held = []
    if r.get("carried"):
        held.append(carried_sentence(r))
    if r.get("undecided"):
        held.append(_md(undecided_sentence(r)))
    for lot in alike_lots(r.get("by_lot", [])):
        held.append(lot_words(lot, _md)
                    + (notes.mark([lot.get("law")]) if lot.get("law") else nobody_named(lot)))
    lines += ["", pot_words(r) + ("; " + "; ".join(held) if held else "") + "."]
    from ..ruling_views import next_sentences, penalty_words, referee_sentence

    for pen in r["penalties"]:
        lines += ["", f"Penalty: {penalty_words(pen, _md)}{notes.mark([pen.get('law')])}."]
    if (ref := referee_sentence(r)) is not None:
        lines += ["", f"{_md(ref[0])}{notes.mark([ref[1]])}."]

    bits = [_md(text) + (notes.mark([law]) if law else "") for text, law in next_sentences(r)]
    if bits:
        lines += ["", "Next: " + "; ".join(bits) + "."]
    unreferenced = [c["id"] for c in r["citations"] if c["id"] not in notes.order]
    if unreferenced:
        lines += ["", "Also cited: " + "".join(notes.mark([i]) for i in unreferenced)]
    return lines


def ruling(r: dict) -> str:
    notes = _Notes(r["citations"])
    return "\n".join(_ruling_lines(r, notes) + notes.lines() + references_lines(r)) + "\n"


def compare(v: dict) -> str:
    notes = _Notes([c for r in v["rulings"].values() for c in r["citations"]])
    from ...judge.comparison import headline
    from ..ruling_views import answer_laws
    from ..views import amounts_in

    lines = [f"## {_md(v['case'])}", "",
             headline(v)
             + (f"; {amounts_in(v['unit'])}" if v.get("unit") else "") + "."
             + (f" *(case file {_md(one_line(v['file']))})*" if v.get("file") else ""),
             "", "The books: " + "; ".join(f"`{b}`" + (f" ({printed})" if (printed := _printed(r))
                                                      else "") for b, r in v["rulings"].items())
             + ".",
             "", "| book | ruling | why |", "| --- | --- | --- |"]
    first = None
    for d in v["differences"]:
        outcome = _md(d["outcome"])
        if first is not None and first not in d["agrees_with"]:
            outcome = f"**{outcome}**"  # differs from the first book's ruling
        outcome += notes.mark(answer_laws(v["rulings"][d["book"]]))  # each law it names
        first = first or d["book"]
        why = [f"not told: {_md(m['detail'])}" for m in d.get("missing", [])]
        why += list(dict.fromkeys(
            ("silent on " if s.get("silent") else "")
            + (f"{_md(silence_question(s))}: " if s.get("point") else "")
            + f"{_md(s['finding'])}{notes.mark(s['laws'])}" for s in d["because"]))
        if d["silent"]:  # each point once, however often the book is silent on it
            why.append("silent on " + _md(", ".join(silent_questions(d))))
        if d["agrees_with"]:
            # by chips and outcome, as the contract compares: not by their reasons
            why.append("the same chips and outcome as "
                       + ", ".join(f"`{b}`" for b in d["agrees_with"]))
        lines.append(f"| `{d['book']}` | {outcome} | {'; '.join(why) or '—'} |")
    from ..ruling_views import reading_sentences

    for b, r in v["rulings"].items():  # the readings an answer sends the reader to
        if readings := reading_sentences(r):
            lines += ["", f"**Under each reading of what is open, `{b}`**", ""]
            lines += [f"- {_md(text)}{notes.mark(laws)}" for text, laws in readings]
    return "\n".join(lines + notes.lines()) + "\n"


def topic_list(vs: list) -> str:
    lines = ["| topic | books that speak to it | silent | description |",
             "| --- | --- | --- | --- |"]
    lines += [f"| `{v['topic']}` | {', '.join(v['books']) or '—'} "
              f"| {', '.join(v.get('silent', [])) or '—'} | {_md(v['description'])} |"
              for v in vs]
    return "\n".join(lines) + "\n"


def topic(v: dict) -> str:
    from ..views import topic_provides

    notes = _Notes([law_ for col in v["books"] for law_ in col["laws"]])
    lines = [f"## {_md(v['topic'])}", "", _md(v["description"]), "",
             "| book | law | page | what it provides |", "| --- | --- | --- | --- |"]
    also = []
    for col in v["books"]:
        if col["silent"]:
            lines.append(f"| `{col['book']}` | *silent* | | |")
            continue
        for i, law_ in enumerate(col["laws"]):
            what = [f"`{k}` = {_value(x)}"
                    for k, x in topic_provides(v["topic"], law_["provides"]).items()]
            if law_.get("when"):
                what.append(f"when {_md(law_['when'])}")
            if law_.get("preference"):
                what.append(f"the {_md(law_['preference'])}'s preference")
            if law_["kind"] != "rule":
                what.append(f"({law_['kind']})")
            lines.append(f"| {'`' + col['book'] + '`' if i == 0 else ''} "
                         f"| `{law_['id']}` {_md(law_['title'])}{notes.mark([law_['id']])} "
                         f"| {page_cell(law_)} | {'; '.join(what)} |")
        if col.get("also"):
            also.append(f"`{col['book']}`: {_code(col['also'])}")
    if also:
        lines += ["", "Also on this topic: " + "; ".join(also) + "."]
    return "\n".join(lines + notes.lines()) + "\n"


def verbs(vs: list) -> str:
    """The verb table of docs/case-format.md (generated from here by docs/examples.py)."""
    lines = ["| verb | meaning | example |", "| --- | --- | --- |"]
    for v in vs:
        also = f" Also: {_code(v['synonyms'])}." if v["synonyms"] else ""
        # the tool's own words, written in Markdown (not a user's: no _md)
        meaning = " ".join(v["meaning"].split()).replace("|", "\\|")
        lines.append(f"| `{v['verb']}` | {meaning}{also} "
                     f"| `- {v['example'].replace('|', '&#124;')}` |")
    return "\n".join(lines) + "\n"
