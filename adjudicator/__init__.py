"""Adjudicator: a judge for poker table disputes, ruling by the letter of the old rulebooks.

The public API (each part imported on first use, so that the command line starts quickly;
a type checker sees every name through the imports under ``TYPE_CHECKING``):

>>> import adjudicator
>>> library = adjudicator.open_library()
>>> case = adjudicator.load_case("cases/keller-side-pot.yaml")      # doctest: +SKIP
>>> adjudicator.adjudicate(case, library.book("keller"))["awards"]  # doctest: +SKIP
{'A': 30, 'C': 70}
>>> adjudicator.rank_hands("keller", {"A": "2S 2H 2D 2C JK", "B": "AS AH AD AC KS"},
...                        agreed=["joker"])["order"]                # doctest: +SKIP
[['A'], ['B']]

Every function is safe to call from several threads at once, the first call included.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

__version__ = "0.1.0"

__all__ = ["__version__", "SCHEMA_VERSION", "open_library", "load_rulebook", "load_case",
           "load_case_text", "case_from_dict", "adjudicate", "compare", "questions",
           "rank_hands", "validate", "AdjudicatorError", "InputError", "InvalidRuling",
           "AdjudicatorWarning", "Book", "Case", "Library", "Ruling", "Comparison",
           "Question", "HandRanking"]

if TYPE_CHECKING:  # what __getattr__ gives, as a type checker reads it
    import os
    from collections.abc import Iterable

    from .cli.validation import validate
    from .errors import AdjudicatorError, AdjudicatorWarning, InputError, InvalidRuling
    from .hands.ranking import HandRanking, rank_hands
    from .judge.by_book import adjudicate
    from .judge.comparison import compare
    from .judge.questions import questions
    from .judge.shape import Comparison, Question, Ruling
    from .law.library import Library
    from .law.rulebook import Book
    from .story.case import Case, case_from_dict, load_case, load_case_text
    from .story.terms import SCHEMA_VERSION

_API = {
    "SCHEMA_VERSION": ("story.terms", "SCHEMA_VERSION"),  # a JSON document's schema_version
    "load_case": ("story.case", "load_case"),
    "load_case_text": ("story.case", "load_case_text"),  # a case from YAML or JSON text
    "case_from_dict": ("story.case", "case_from_dict"),  # a case from plain data
    "adjudicate": ("judge.by_book", "adjudicate"),
    "compare": ("judge.comparison", "compare"),
    "questions": ("judge.questions", "questions"),  # what a ruling turns on, to ask
    "rank_hands": ("hands.ranking", "rank_hands"),
    "validate": ("cli.validation", "validate"),  # a ruling against its schema and arithmetic
    # what the API raises: InputError for bad input, every error an AdjudicatorError;
    # InvalidRuling from validate; AdjudicatorWarning through `warnings` (the core never prints)
    "AdjudicatorError": ("errors", "AdjudicatorError"),
    "InputError": ("errors", "InputError"),
    "InvalidRuling": ("errors", "InvalidRuling"),
    "AdjudicatorWarning": ("errors", "AdjudicatorWarning"),
    # the types a script names: a book, a case, a library, and the typed results
    "Book": ("law.rulebook", "Book"),
    "Case": ("story.case", "Case"),
    "Library": ("law.library", "Library"),
    "Ruling": ("judge.shape", "Ruling"),
    "Comparison": ("judge.shape", "Comparison"),
    "Question": ("judge.shape", "Question"),
    "HandRanking": ("hands.ranking", "HandRanking"),
}


def open_library(rulebook_dirs: Iterable[str | os.PathLike[str]] | str | os.PathLike[str]
                 | None = None) -> Library:
    """The published books and those in ``rulebook_dirs`` (a folder, or a list of folders)
    and ADJUDICATOR_RULEBOOKS."""
    from .law.arguments import folders
    from .law.library import Library

    return Library.open(folders(rulebook_dirs))


def load_rulebook(book_id: str, rulebook_dirs: Iterable[str | os.PathLike[str]] | str
                  | os.PathLike[str] | None = None) -> Book:
    """One book, checked, by its id (``peel``, ``keller``, ... or a house book's id)."""
    from .law.arguments import a_text

    return open_library(rulebook_dirs).book(a_text(book_id, "book_id", "a book's id, e.g. "
                                                   "'keller'"))


def __getattr__(name: str) -> object:
    if name in _API:
        import importlib

        module, attr = _API[name]
        return getattr(importlib.import_module(f".{module}", __name__), attr)
    raise AttributeError(f"module 'adjudicator' has no attribute {name!r}")
