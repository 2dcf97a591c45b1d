"""Adjudicator: a judge for poker table disputes, ruling by the letter of the old rulebooks.

The public API (imported on first use, so that the command line starts quickly):

>>> import adjudicator
>>> library = adjudicator.open_library()
>>> case = adjudicator.load_case("cases/keller-side-pot.yaml")      # doctest: +SKIP
>>> adjudicator.adjudicate(case, library.book("keller"))["awards"]  # doctest: +SKIP
{'A': 30, 'C': 70}
>>> adjudicator.rank_hands("keller", {"A": "2S 2H 2D 2C JK", "B": "AS AH AD AC KS"},
...                        agreed=["joker"])["order"]                # doctest: +SKIP
[['A'], ['B']]
"""
from __future__ import annotations

__version__ = "0.1.0"

__all__ = ["__version__", "open_library", "load_rulebook", "load_case", "adjudicate",
           "compare", "questions", "rank_hands", "AdjudicatorError", "InputError"]

_API = {
    "load_case": ("story.case", "load_case"),
    "adjudicate": ("judge.engine", "adjudicate"),
    "compare": ("judge.comparison", "compare"),
    "questions": ("judge.questions", "questions"),  # what a ruling turns on, to ask
    "rank_hands": ("hands.ranking", "rank_hands"),
    # what the API raises: InputError for bad input, every error an AdjudicatorError
    "AdjudicatorError": ("errors", "AdjudicatorError"),
    "InputError": ("errors", "InputError"),
}


def open_library(rulebook_dirs: list[str] | None = None):
    """The published books and those in ``rulebook_dirs`` (and ADJUDICATOR_RULEBOOKS)."""
    from .law.library import Library

    return Library.open(rulebook_dirs)


def load_rulebook(book_id: str, rulebook_dirs: list[str] | None = None):
    """One book, checked, by its id (``peel``, ``keller``, ... or a house book's id)."""
    return open_library(rulebook_dirs).book(book_id)


def __getattr__(name: str):
    if name in _API:
        import importlib

        module, attr = _API[name]
        return getattr(importlib.import_module(f".{module}", __name__), attr)
    raise AttributeError(f"module 'adjudicator' has no attribute {name!r}")
