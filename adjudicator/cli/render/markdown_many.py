"""Markdown for many disputes at once: the disputes by books (`compare` over several files)."""
from __future__ import annotations

from .markdown_escape import inert as _md  # user words made inert, pipes included
from ..printable import one_line
from ...judge.words.points import silence_question


def compare_summary(v: dict) -> str:
    """The disputes by books, as a table: a row a dispute, a column a book."""
    from ...judge.comparison import counted, in_short

    lines = [f"## {counted(len(v['disputes']), 'dispute')} by books", "",
             f"{v['agreed']} where every book agrees.", "",
             "| dispute | " + " | ".join(f"`{b}`" for b in v["books"]) + " |",
             "| --- |" + " --- |" * len(v["books"])]
    for row in v["disputes"]:
        lines.append(f"| {_md(row['case'])} ({_md(one_line(row['file']))}) | " + " | ".join(
            _md(in_short(row["books"][b])) if b in row["books"] else "—"
            for b in v["books"]) + " |")
    lines.append("| **in all** | " + " | ".join(", ".join(
        f"{n} {status}" for status, n in v["counts"][b].items()) for b in v["books"]) + " |")
    return "\n".join(lines) + "\n"


def hands_side(v: dict) -> str:
    """The same hands under several books, a column a book."""
    books, views = v["books"], v["views"]
    named = {b: {h["player"]: h for h in views[b]["hands"]} for b in books}
    lines = ["### The hands under " + ", ".join(f"`{b}`" for b in books), "",
             "| hand | cards | " + " | ".join(f"`{b}`" for b in books) + " |",
             "| --- | --- |" + " --- |" * len(books)]
    for h in views[books[0]]["hands"]:
        cells = []
        for b in books:
            x = named[b][h["player"]]
            cells.append(_md(f"{x['place'] or '—'}. {x['name']}" + (
                f" ({x['detail']})" if x["detail"] else "")) if x["name"]
                else _md(f"not ranked: {x['unranked']}"))
        lines.append(f"| {_md(h['player'])} | {_md(h['cards'])} | " + " | ".join(cells) + " |")
    for b in books:
        lines += ["", f"Under `{b}`:"] + [
            f"- {_md(f['finding'])} ({', '.join(f'`{i}`' for i in f['laws']) or 'no law'})"
            for f in views[b]["findings"]]
        lines += [f"- *Silent* on {_md(silence_question(s))}: {_md(s['detail'])}"
                  for s in views[b]["silent"]]
    return "\n".join(lines) + "\n"


def census_side(v: dict) -> str:
    """Every hand of the pack counted under several books, a column a book."""
    from ..views import odds_words, side_categories

    books, views = v["books"], v["views"]
    lines = ["### Census under " + ", ".join(f"`{b}`" for b in books), "",
             "| hand | " + " | ".join(f"`{b}`" for b in books) + " |",
             "| --- |" + " --- |" * len(books)]
    for cat in side_categories(views, books):
        cells = []
        for b in books:
            w = views[b]
            cells.append("—" if cat not in w["counts"] else _md(
                f"{w['names'][cat]}{'' if cat in w['ranked'] else ' (not a hand)'}: "
                f"{w['counts'][cat]:,}, {odds_words(w['odds_against'][cat])}"))
        lines.append(f"| {_md(cat.replace('_', ' '))} | " + " | ".join(cells) + " |")
    return "\n".join(lines) + "\n"
