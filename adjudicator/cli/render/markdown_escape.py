"""Markdown's one escaping function: a user's words (a name, a title, a house book's words)
made inert, printed as written and never read as Markdown; and the two ways a law's words are
set apart (a quotation, a fenced scan), each built on it."""
from __future__ import annotations

import re

# what can make words into Markdown anywhere in a line: emphasis, code, links and images
# (a footnote's [^...] too), table cells, strike-through, HTML; a bare link (http://, www.,
# and GitHub's e-mail links, x@y.z and mailto:x@y.z, broken at the @)
_INLINE = re.compile(r"[\\`*_\[\]|~@]|:(?=//)|(?<=www)\.", re.IGNORECASE)
# what makes a line a heading, a quotation, a list or a rule where it begins one
_LINE_START = re.compile(r"^(\d{1,9})([.)])|^([#>+=-])")


def inert(text) -> str:
    """Words a user wrote (a name, a title, a house book's words), made inert for Markdown:
    printed as written, on one line, never a link, an image, a footnote, HTML, code,
    emphasis, a table cell's end or, where they begin a line, a heading, quote or list.
    Every user-given string a Markdown page prints goes through here."""
    text = " ".join(str(text).split())
    text = _INLINE.sub(lambda m: "\\" + m.group(0), text)
    text = text.replace("&", "&amp;").replace("<", "&lt;")  # no HTML, no entity
    return _LINE_START.sub(lambda m: (m.group(1) + "\\" + m.group(2)) if m.group(1)
                           else "\\" + m.group(3), text)


def quoted(text: str) -> str:
    """A law's words as a quotation, a paragraph to a line, each made inert."""
    return "> " + "\n>\n> ".join(inert(p) for p in str(text).split("\n") if p.strip())


def fence(lines: list[str]) -> str:
    """A code fence no line of ``lines`` can close: longer than any run of backticks."""
    runs = [len(r) for line in lines for r in re.findall(r"`+|~+", line)]
    return "`" * max(3, max(runs, default=0) + 1)
