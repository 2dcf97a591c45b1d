"""Markdown of hands: hands named and ordered under a book, and the census of the pack
beside the books' printed tables (markdown_many.py sets several books side by side)."""
from __future__ import annotations

from ...judge.words.points import silence_question
from .markdown import _code
from .markdown_escape import inert as _md, quoted as _quoted
from .pages import printed_page
from ..views import odds_words


def hand(v: dict) -> str:
    agreed = f" (agreed: {', '.join(v['agreed'])})" if v["agreed"] else ""
    lines = [f"### The hands under `{v['book']}`{agreed}", "", "| place | hand | cards | is |",
             "| --- | --- | --- | --- |"]
    for h in v["hands"]:
        what = f"{h['name']} ({h['detail']})" if h["name"] else f"not ranked: {h['unranked']}"
        lines.append(f"| {h['place'] or '—'} | {_md(h['player'])} | {_md(h['cards'])} "
                     f"| {_md(what)} |")
    if v["findings"]:
        lines.append("")
    lines += [f"- {_md(f['finding'])} ({_code(f['laws'])})" for f in v["findings"]]
    lines += [f"- *{'Not in the copy held' if s.get('of') == 'copy' else 'Silent'}* "
              f"on {_md(silence_question(s))}: {_md(s['detail'])}" for s in v["silent"]]
    for point in v.get("open_points", []):
        lines.append(f"- *Open*: {_md(point['question'])}")
        lines += [f"  - If {_md(r['meaning'])}: " + _md(", then ".join(
            " and ".join(g) for g in r["order"])) for r in point["readings"]]
    for law_ in v["citations"]:
        lines += ["", f"**{_md(law_['id'])}** ({printed_page(law_)}) {_md(law_['title'])}", "",
                  _quoted(law_["text"])]
    return "\n".join(lines) + "\n"


def census(v: dict) -> str:
    agreed = f", agreed {', '.join(v['agreed'])}" if v["agreed"] else ""
    lines = [f"### Census under `{v['book']}`{agreed}", "",
             f"{v['hands']:,} hands of a {v['pack']}-card pack.", ""]
    if v.get("house_rules"):
        lines += [f"A house book: it extends {', '.join(v['house_rules']['extends'])}.", ""]
    lines += ["| hand | count | odds against |", "| --- | ---: | ---: |"]
    for cat, n in v["counts"].items():
        odds = v["odds_against"][cat]
        lines.append(f"| {_md(v['names'][cat])} | {n:,} | {odds_words(odds)} |")
    for table in v["tables"]:
        lines += ["", f"**{_md(table['id'])}** {_md(table['title'])} (p. {table['page']})", "",
                  "| row | column | printed | ours | differs |", "| --- | --- | --- | --- | --- |"]
        for r in table["rows"]:
            for col in r["columns"]:
                flag = {True: "**yes**", False: "no", None: "not compared"}[col["differs"]]
                ours = "" if col["computed"] is None else col["computed"]
                lines.append(f"| {_md(r['row'])} | {_md(col['column'])} | {_md(col['printed'])} "
                             f"| {_md(ours)} | {flag} |")
    if v["tables"]:
        lines += ["", f"{v['differences']} printed figures differ from the count."]
    lines += [f"- *{'Not in the copy held' if s.get('of') == 'copy' else 'Silent'}* "
              f"on {_md(silence_question(s))}: {_md(s['detail'])}" for s in v["silent"]]
    return "\n".join(lines) + "\n"
