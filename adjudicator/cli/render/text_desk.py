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
    """Each law found: its id on a line of its own (whole, however narrow the terminal), its
    page, kind, title and score, then its words round what matched, the matches in bold."""
    c = console()
    for v in vs:
        found = _WHERE.get(v["found_in"], "")
        c.print(_esc(v["id"]), highlight=False)
        hanging(c, "    ", _esc(f"{printed_page(v)} · {v['kind']} · {v['title']}")
                + f" [dim]· score {v['score']}{' · found ' + found if found else ''}[/dim]")
        hanging(c, "    ", _marked(v["context"], v["matches"]), "dim")
    return _out(c)
