"""A page of many cases (`rule --format html` or `compare --format html` on several files or
a folder): an index first, each case's answer in it and a link to the case, then each case
on a page of its own when printed, and for `compare` the disputes by books."""
from __future__ import annotations

from .html import _e, compare_article, page, ruling_article


def rulings_page(rulings: list) -> str:
    index, body = [], []
    for n, r in enumerate(rulings, 1):
        prefix = f"c{n}-"
        index.append(f'<li><a href="#{prefix}case">{_e(r["case"])}</a> '
                     f'<span class="status s-{_e(r["status"])}">{_e(r["status"])}</span> '
                     f'under {_e(r["book"])}: {_e(r["answer"])}</li>')
        body.append(ruling_article(r, prefix, level=2))
    return page(f"{len(rulings)} rulings", _index(f"{len(rulings)} rulings", index) +
                "\n".join(body))


def compares_page(v: dict) -> str:
    """V: {"comparisons": [compare results], "summary": the disputes by books}."""
    from ...judge.comparison import headline, in_short

    index, body = [], []
    for n, c in enumerate(v["comparisons"], 1):
        prefix = f"c{n}-"
        index.append(f'<li><a href="#{prefix}case">{_e(c["case"])}</a>: {_e(headline(c))}'
                     "</li>")
        body.append(compare_article(c, prefix, level=2))
    table = v["summary"]
    # on a phone, a dispute a block, each cell named by its book (data-book: html_style.py)
    rows = ['<h2>The disputes by books</h2>\n<div class="wide"><table class="by-books"><thead>'
            "<tr><th>dispute</th>" + "".join(f'<th class="why">{_e(b)}</th>'
                                             for b in table["books"])
            + "</tr></thead><tbody>"]
    for n, row in enumerate(table["disputes"], 1):
        cells = "".join(f'<td class="why" data-book="{_e(b)}">{_e(in_short(row["books"][b]))}'
                        "</td>" if b in row["books"] else "<td></td>" for b in table["books"])
        rows.append(f'<tr><td><a href="#c{n}-case">{_e(row["case"])}</a></td>{cells}</tr>')
    counts = "".join(f'<td class="why" data-book="{_e(b)}">'
                     f'{_e(", ".join(f"{k} {s}" for s, k in table["counts"][b].items()))}</td>'
                     for b in table["books"])
    rows.append(f"<tr><td><b>by book</b></td>{counts}</tr></tbody></table></div>")
    title = f"{len(v['comparisons'])} disputes"
    return page(title, _index(title, index) + "\n".join(rows) + "\n" + "\n".join(body))


def _index(title: str, items: list[str]) -> str:
    return (f'<h1>{_e(title)}</h1>\n<nav class="index"><ol>\n' + "\n".join(items)
            + "\n</ol></nav>\n")
