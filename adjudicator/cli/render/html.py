"""A page: a ruling (or a comparison) to pin on the club's notice board or put on its web
page, as one self-contained HTML file: no font, script, picture or style from anywhere else
(a Content-Security-Policy forbids any), printable on A4 and Letter alike.

The answer comes first, under the status; then the findings that decide the pool, the pool's
division (its picture, drawn from the ruling's ``division``, and its table), what is open,
and every law of the ruling quoted with its page, each law id a link to its quotation. Every
word a user gave (names, titles, a house book's words) is escaped (``_e``).
"""
from __future__ import annotations

import html
import re

from .html_style import STYLE
from .pages import printed_page
from .pool_svg import pool_figure
from ..printable import one_line

# the most reading columns the chips table holds beside the players' own: beyond, the readings
# have a table of their own, a row each
MOST_COLUMNS = 3
# the mark a page of the tool's bears in its first bytes: the tool writes over a page only
# where it finds it (cli/owned.py)
MARK = '<meta name="generator" content="adjudicator">'
# no request may leave the page: styles are its own, the pictures inline, no script at all
POLICY = "default-src 'none'; style-src 'unsafe-inline'; img-src data:"


def _e(text) -> str:
    return html.escape(str(text), quote=True)


def page(title: str, body: str) -> str:
    """The whole page around BODY: as it is where the output can spell every character;
    where it cannot (PYTHONIOENCODING=ascii), every other character written as a character
    reference (``&#235;``), HTML's own escape, so the page reads the same in a browser
    (the style, which would not read one, is ASCII)."""
    import sys

    from ... import __version__
    from ..printable import spells_everything

    whole = ("<!DOCTYPE html>\n<html lang=\"en\">\n<head>\n<meta charset=\"utf-8\">\n"
             f"<meta http-equiv=\"Content-Security-Policy\" content=\"{POLICY}\">\n"
             "<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">\n"
             f"{MARK}\n"
             f"<title>{_e(title)}</title>\n<style>{STYLE}</style>\n</head>\n<body>\n<main>\n"
             f"{body}\n<footer>Ruled by adjudicator {_e(__version__)}, by the letter of the "
             "books it cites.</footer>\n</main>\n</body>\n</html>\n")
    if spells_everything(getattr(sys.stdout, "encoding", None)):
        return whole
    return whole.encode("ascii", "xmlcharrefreplace").decode("ascii")


class Laws:
    """The laws a page quotes, each with an anchor of its own (``prefix``: apart for each
    case of a folder's page); ``link`` makes a law id a link to its quotation."""

    def __init__(self, citations, prefix: str = ""):
        self.by_id: dict[str, dict] = {}
        for c in citations:
            self.by_id.setdefault(c["id"], c)
        self.anchor = {i: f"{prefix}law-{n}" for n, i in enumerate(self.by_id, 1)}

    def link(self, law_id: str) -> str:
        a = self.anchor.get(law_id)
        return (f'<a class="law" href="#{a}">{_e(law_id)}</a>' if a else
                f'<span class="law">{_e(law_id)}</span>')

    def links(self, ids) -> str:
        ids = [i for i in ids if i]
        return f" ({', '.join(self.link(i) for i in ids)})" if ids else ""

    def linked(self, text: str) -> str:
        """TEXT escaped, each law id in it (as the answer names them) made a link."""
        out = _e(text)
        for i in sorted(self.by_id, key=len, reverse=True):
            out = re.sub(rf"(?<![\w:/-]){re.escape(_e(i))}(?![\w/-])",
                         lambda _m, i=i: self.link(i), out)
        return out

    def quoted(self) -> str:
        out = []
        for i, c in self.by_id.items():
            out.append(f'<article class="law" id="{self.anchor[i]}"><h3>{_e(i)} '
                       f'<span class="page">({_e(printed_page(c))})</span> {_e(c["title"])}'
                       f'</h3><blockquote>{_e(c["text"])}</blockquote></article>')
        return "\n".join(out)


def ruling(r: dict) -> str:
    return page(f"{r['case']} — ruled under {r['book']}", ruling_article(r))


def ruling_article(r: dict, prefix: str = "", level: int = 1) -> str:
    """One ruling: the answer, the findings, the pool, what is open, the laws quoted."""
    from ..ruling_views import open_sentence
    from ..views import amounts_in, house_line

    laws = Laws(r["citations"], prefix)
    named = _printed(r)
    h, h2 = f"h{level}", f"h{level + 1}"
    where = f" · case file {_e(one_line(r['file']))}" if r.get("file") else ""
    where = (f" · {_e(amounts_in(r['unit']))}" if r.get("unit") else "") + where
    out = [f'<section class="case" id="{prefix}case">', f"<{h}>{_e(r['case'])}</{h}>",
           f'<p class="meta">Ruled under <b>{_e(r["book"])}</b>{named}{where}</p>',
           f'<p class="meta">{_e(house_line(r["house_rules"]))}</p>' if r.get("house_rules")
           else "",
           f'<div class="answer" id="{prefix}answer"><p class="status s-{_e(r["status"])}">'
           f'{_e(r["status"])}</p><p class="said">{laws.linked(r["answer"])}</p>'
           + (f'<p class="open">{_e(open_sentence(r))}</p>' if open_sentence(r) else "")
           + "</div>"]
    out += _findings(r, laws, h2)
    out += [f"<{h2}>The pool</{h2}>", _figure(r, prefix), _chips(r, laws)]
    out += _open(r, laws, h2)
    out += [f"<{h2}>The laws</{h2}>", laws.quoted(), "</section>"]
    return "\n".join(x for x in out if x)


def _printed(r: dict) -> str:
    """The book's title, author and year, after its id: ": <cite>The Game of Draw
    Poker</cite>, John W. Keller, 1887"."""
    from ..views import book_printed

    title, by = book_printed(r)
    return (f": <cite>{_e(title)}</cite>" + (f", {_e(by)}" if by else "")) if title else ""


def _findings(r: dict, laws: Laws, h2: str) -> list[str]:
    from ..ruling_views import held_words, shown_steps

    steps, in_order = shown_steps(r)
    if not steps and not in_order:
        return []
    out = [f"<{h2}>The findings</{h2}>", '<ol class="findings">']
    held = held_words(r)
    for s in steps:
        ev = f'<span class="ev">Event {s["event"]}:</span> ' if s["event"] else ""
        mark = f' <span class="held">({_e(held)})</span>' if s.get("held") else ""
        rung = ' <span class="rung">(open: no law decides it)</span>' \
            if s.get("rung") == "open" and not s["laws"] else ""
        # said before its laws, as the text and Markdown say it: they are the general laws
        general = ' <span class="rung">(by the book\'s general law)</span>' \
            if s.get("rung") == "general" else ""
        out.append(f"<li>{ev}{_e(s['finding'])}{general}{laws.links(s['laws'])}{mark}{rung}"
                   "</li>")
    out.append("</ol>")
    if in_order:
        out.append(f"<p class=\"meta\">{_e(in_order.replace(' (--steps all lists them)', ''))}"
                   " (<code>--steps all</code> lists them)</p>")
    return out


def _figure(r: dict, prefix: str) -> str:
    if not r.get("division"):
        return ""
    return ("<figure>" + _drawn(r, None, prefix) + "<figcaption>Each column is what a player put "
            "in; each band a part of the pool across the players whose chips are in it, and "
            "where it goes (held chips hatched).</figcaption></figure>")


def _drawn(r: dict, under: str | None, uid: str) -> str:
    """The pool's picture twice: beside its legend for a wide screen and print, and narrow,
    its legend under it, for a phone (which is shown: html_style.py)."""
    return (f'<div class="pool-wide">{pool_figure(r, under, uid)}</div><div class="pool-narrow">'
            f"{pool_figure(r, under, uid + 'n-', narrow=True)}</div>")


def _chips(r: dict, laws: Laws) -> str:
    from ..chips_table import ChipsTable
    from ..ruling_views import (alike_lots, carried_sentence, lot_words, next_sentences,
                                nobody_named, penalty_words, pot_words, referee_sentence,
                                retired_back, undecided_sentence)

    table = ChipsTable(r)
    more, rest, fixed, whys = table.readings, table.rest, table.paid, table.why
    # many readings: a table of their own, a reading a row, so that no page runs wider
    # than a sheet of paper or a phone
    apart, beside = (more, []) if len(more) > MOST_COLUMNS else ([], more)
    rows = ['<div class="wide"><table class="chips"><thead><tr><th>player</th>'
            + "".join(f"<th>{h}</th>" for h, _, _ in fixed)
            + "".join(f"<th>{_e(h)}</th>" for h, _ in beside)
            + ('<th class="why">why</th>' if whys else "") + "</tr></thead><tbody>"]
    for p in table.players:
        why = ""
        if p in r["retired"]:
            back = retired_back(r, p)  # on what ground a reading gives him chips back
            why = "out of the deal" + laws.links([r["retired"][p]]) + _e(back and f"; {back}")
        cells = [of.get(p, none) for _, of, none in fixed]
        cells += [c.get(p, "") for _, c in beside]
        rows.append(f"<tr><td>{_e(p)}</td>" + "".join(f"<td>{_e(c)}</td>" for c in cells)
                    + (f'<td class="why">{why}</td>' if whys else "") + "</tr>")
    for name, counts in rest if beside else []:  # each column adds up to the pot
        rows.append(f'<tr class="rest"><td>{name}</td>' + "<td></td>" * len(fixed)
                    + "".join(f"<td>{c or ''}</td>" for c in counts)
                    + ("<td></td>" if whys else "") + "</tr>")
    rows.append("</tbody></table></div>")
    if apart:
        rows.append(_readings_table(apart, rest))
    held = [carried_sentence(r)] if r.get("carried") else []
    held += [undecided_sentence(r)] if r.get("undecided") else []
    said = [_e(x) for x in held]
    for lot in alike_lots(r.get("by_lot", [])):
        said.append(lot_words(lot, _e)
                    + (laws.links([lot["law"]]) if lot.get("law") else nobody_named(lot)))
    rows.append(f"<p>{pot_words(r)}" + ("; " + "; ".join(said) if said else "") + ".</p>")
    for pen in r["penalties"]:
        rows.append(f"<p>Penalty: {penalty_words(pen, _e)}{laws.links([pen.get('law')])}.</p>")
    if (ref := referee_sentence(r)) is not None:
        rows.append(f"<p>{_e(ref[0])}{laws.links([ref[1]])}.</p>")
    nxt = [_e(text) + (laws.links([law]) if law else "") for text, law in next_sentences(r)]
    if nxt:
        rows.append("<p>Next: " + "; ".join(nxt) + ".</p>")
    return "\n".join(rows)


def _readings_table(columns: list, rest: list) -> str:
    """What each has in all under each reading, a reading a row, with what it holds and
    carries, so that each row adds up to the pot."""
    players = list(dict.fromkeys(p for _, cells in columns for p in cells))
    out = ['<div class="wide"><table class="readings"><thead><tr><th>reading</th>'
           + "".join(f"<th>{_e(p)}</th>" for p in players)
           + "".join(f"<th>{name}</th>" for name, _ in rest) + "</tr></thead><tbody>"]
    for i, (head, cells) in enumerate(columns):
        out.append(f"<tr><td>{_e(head)}</td>" + "".join(f"<td>{_e(cells.get(p, ''))}</td>"
                                                      for p in players)
                   + "".join(f"<td>{counts[i] or ''}</td>" for _, counts in rest) + "</tr>")
    out.append("</tbody></table></div>")
    return "\n".join(out)


def _readings_by_book(rulings: dict, laws: Laws, h2: str) -> list[str]:
    """What each reading of what is open gives, under each book that reads any: the readings
    an answer sends the reader to ("see the readings") are on the page."""
    from ..ruling_views import reading_sentences

    read = {b: reading_sentences(r) for b, r in rulings.items()}
    if not any(read.values()):
        return []
    out = [f"<{h2}>Under each reading of what is open</{h2}>"]
    for b, sentences in read.items():
        if sentences:
            out += [f"<p><b>{_e(b)}</b></p>", "<ul>"]
            out += [f"<li>{_e(text)}{laws.links(ids)}</li>" for text, ids in sentences]
            out.append("</ul>")
    return out


def _open(r: dict, laws: Laws, h2: str) -> list[str]:
    from ...judge.words.points import met_under, silence_question, untold
    from ..ruling_views import idle_said, reading_sentences, said_once

    silent, missing = said_once(r)
    out, why = [], idle_said(r)  # why a point changes nothing, where the readings show it
    if silent:
        out += [f"<{h2}>Where the book is silent</{h2}>", "<ul>"]
        out += [f"<li>{_e(silence_question(s) + met_under(s))}: {_e(s['detail'] + why(s))}</li>"
                for s in silent]
        out.append("</ul>")
    if missing:
        out += [f"<{h2}>What the case does not tell</{h2}>", "<ul>"]
        out += [f"<li><i>{_e(untold(m['fact'], m.get('open')))}</i> (event {m['event']}): "
                f"{_e(m['detail'])}</li>"
                for m in missing]
        out.append("</ul>")
    readings = reading_sentences(r)
    if readings:
        out += [f"<{h2}>Under each reading of what is open</{h2}>", "<ul>"]
        out += [f"<li>{_e(text)}{laws.links(ids)}</li>" for text, ids in readings]
        out.append("</ul>")
    return out


def compare(v: dict) -> str:
    return page(f"{v['case']} — compared under {len(v['books'])} books", compare_article(v))


def compare_article(v: dict, prefix: str = "", level: int = 1) -> str:
    """One case under every book: each book's answer first, then where they part, each
    book's pool, and the laws quoted."""
    from ...judge.comparison import headline
    from ..views import amounts_in
    from ...judge.words.points import silence_question, silent_questions

    rulings = v["rulings"]
    laws = Laws([c for r in rulings.values() for c in r["citations"]], prefix)
    h, h2 = f"h{level}", f"h{level + 1}"
    where = f" · case file {_e(one_line(v['file']))}" if v.get("file") else ""
    unit = f"; {_e(amounts_in(v['unit']))}" if v.get("unit") else ""
    out = [f'<section class="case" id="{prefix}case">', f"<{h}>{_e(v['case'])}</{h}>",
           f'<p class="meta">{_e(headline(v))}{unit}{where}</p>',
           f'<div class="answer" id="{prefix}answer"><table><tbody>']
    for b, r in rulings.items():
        out.append(f'<tr><td><b>{_e(b)}</b></td><td class="why"><span class="status '
                   f's-{_e(r["status"])}">{_e(r["status"])}</span> {laws.linked(r["answer"])}'
                   "</td></tr>")
    out.append("</tbody></table></div>")
    out.append('<p class="meta books">' + "; ".join(
        f"<b>{_e(b)}</b>{_printed(r)}" for b, r in rulings.items()) + "</p>")
    out += [f"<{h2}>Where the books part</{h2}>", "<ul>"]
    for d in v["differences"]:
        why = [f"not told: {_e(m['detail'])}" for m in d.get("missing", [])]
        why += list(dict.fromkeys(
            ("silent on " if s.get("silent") else "")
            + (f"{_e(silence_question(s))}: " if s.get("point") else "")
            + _e(s["finding"]) + laws.links(s["laws"]) for s in d["because"]))
        if d["silent"]:  # each point once, however often the book is silent on it
            why.append("silent on " + ", ".join(map(_e, silent_questions(d))))
        if d["agrees_with"]:
            # by chips and outcome, as the contract compares: not by their reasons
            why.append("the same chips and outcome as "
                       + ", ".join(_e(b) for b in d["agrees_with"]))
        out.append(f"<li><b>{_e(d['book'])}</b>: {'; '.join(why) or '—'}</li>")
    out.append("</ul>")
    out += _readings_by_book(rulings, laws, h2)
    out.append(f"<{h2}>The pool under each book</{h2}>")
    drawn: dict[str, list[str]] = {}
    for b, r in rulings.items():  # books that divide the pool alike share one picture
        drawn.setdefault(repr(r.get("division")), []).append(b)
    for n, books in enumerate(drawn.values()):
        r = rulings[books[0]]
        figure = _drawn(r, ", ".join(books), f"{prefix}p{n}-")
        # one picture, but each book's answer on its own laws (the same words said once)
        said: dict[str, list[str]] = {}
        for b in books:
            said.setdefault(rulings[b]["answer"], []).append(b)
        caption = " ".join(f"Under {_e(', '.join(bs))}: {laws.linked(a)}"
                           for a, bs in said.items())
        out.append(f"<figure>{figure}<figcaption>{caption}</figcaption></figure>")
    out += [f"<{h2}>The laws</{h2}>", laws.quoted(), "</section>"]
    return "\n".join(out)
