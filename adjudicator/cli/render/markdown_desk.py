"""Markdown of the historian's desk: laws found by their words (each in context), a book read
in order, and two books set side by side on a topic."""
from __future__ import annotations

from .markdown_escape import inert as _md
from .pages import printed_page

_WHERE = {"printed": "as printed", "title": "in its title", "topics": "in its topics"}


def _marked(text: str, spans: list) -> str:
    """TEXT made inert, each [start, end) span of SPANS in bold."""
    out, at = [], 0
    for start, end in spans:
        out += [_md(text[at:start]) + (" " if text[at:start].endswith(" ") else ""),
                "**" + _md(text[start:end]) + "**"
                + (" " if text[end:end + 1] == " " else "")]
        at = end + (1 if text[end:end + 1] == " " else 0)
    return "".join(out) + _md(text[at:])


def hits(vs: list) -> str:
    lines = []
    for v in vs:
        found = _WHERE.get(v["found_in"], "")
        lines += [f"- **{_md(v['id'])}** ({_md(printed_page(v))}) *{_md(v['title'])}*, score "
                  f"{v['score']}{', found ' + found if found else ''}: "
                  f"{_marked(v['context'], v['matches'])}"]
    return "\n".join(lines) + "\n"
