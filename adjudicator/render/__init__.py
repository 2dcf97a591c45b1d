"""Output formats: one module per format, each rendering the dicts of ``views``.

Adding a format touches the ``Format`` enum and one module; a test checks every format
renders every kind of result.
"""
from __future__ import annotations

import enum
import importlib


class Format(str, enum.Enum):
    """How a result is printed."""

    text = "text"          # for a person at a terminal (rich)
    json = "json"          # stable, documented, for scripts
    markdown = "markdown"  # to paste into a chat or a club's minutes book


_MODULES = {Format.text: "text", Format.json: "jsonfmt", Format.markdown: "markdown"}


def render(kind: str, data, fmt: Format) -> str:
    """Render ``data`` (a view dict) of the given kind ("law", "books", ...) as a string."""
    module = importlib.import_module(f"{__name__}.{_MODULES[Format(fmt)]}")
    if Format(fmt) != Format.json:  # JSON escapes control characters itself
        from ..printable import sanitized

        data = sanitized(data)
    return getattr(module, kind)(data)
