"""Output formats: one module per format, each rendering the dicts of ``views``.

Adding a format touches the ``Format`` enum and its modules (text has three: rulings, the
books, hands); a test checks every format renders every kind of result.
"""
from __future__ import annotations

import enum
import importlib


class Format(str, enum.Enum):
    """How a result is printed."""

    text = "text"          # for a person at a terminal (rich)
    json = "json"          # stable, documented, for scripts
    markdown = "markdown"  # to paste into a chat or a club's minutes book
    html = "html"          # a page to print or put on the club's site (rule and compare)


class Listing(str, enum.Enum):
    """How a command that draws no page prints: every format but the page."""

    text = "text"
    json = "json"
    markdown = "markdown"


# the kinds a page is drawn of: a ruling, a comparison, and (html_many) a folder of either
PAGE_KINDS = ("ruling", "compare", "rulings_page", "compares_page")


_MODULES = {Format.text: ("text", "text_library", "text_hands", "text_desk"),
            Format.json: ("jsonfmt",),
            Format.markdown: ("markdown", "markdown_many", "markdown_desk", "markdown_hands"),
            Format.html: ("html", "html_many")}


def renderer(kind: str, fmt: Format):
    """The function that renders a result of the given kind ("law", "books", ...) in ``fmt``;
    only the module that holds it is imported."""
    for name in _MODULES[Format(fmt)]:
        module = importlib.import_module(f"{__name__}.{name}")
        if hasattr(module, kind):
            return getattr(module, kind)
    raise KeyError(f"no {fmt} rendering of {kind}")


def render(kind: str, data, fmt: Format) -> str:
    """Render ``data`` (a view dict) of the given kind as a string."""
    if Format(fmt) != Format.json:  # JSON escapes control characters itself
        from ..printable import sanitized

        data = sanitized(data)
    return renderer(kind, fmt)(data)
