"""Adjudicator: a judge for poker table disputes, ruling by the letter of the old rulebooks.

The public API: open the books, load a case, rule on it under one book or compare the books.
"""
from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__"]
