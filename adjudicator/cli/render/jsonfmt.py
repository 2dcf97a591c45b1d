"""JSON output: the view dicts themselves, keys in a stable order, UTF-8 kept readable."""
from __future__ import annotations

from ..printable import json_text


def _dump(data) -> str:
    return json_text(data, indent=2)


def __getattr__(kind: str):
    # Every kind of result is rendered the same way: its view dict is the JSON contract.
    if kind.startswith("__"):
        raise AttributeError(kind)
    return _dump
