"""Markdown for many disputes at once: the disputes by books (`compare` over several files)."""
from __future__ import annotations

from .markdown_escape import inert as _md  # user words made inert, pipes included
from ..printable import one_line


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
