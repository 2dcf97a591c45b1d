"""A book's own words for what the engine names: each finding is phrased in the words of the
book it is made under (Keller's "age" is Peel's "ante-man" and Schenck's "ante man").

The engine writes its findings in the terms below; a book's `vocabulary:` (in its YAML
`book:` entry) gives its own word for any of them, and a book that extends another speaks
as its base unless it says otherwise.
"""
from __future__ import annotations

import re

# the engine's terms -> what each names
TERMS = {
    "the age": "the player at the dealer's left, who antes and speaks last before the draw",
    "the pool": "all that has been staked in the deal",
    "jack pot": "a deal nobody may open without a pair of jacks or better",
}


def check(vocabulary) -> str | None:
    """What is wrong with a book's vocabulary, or None."""
    if not isinstance(vocabulary, dict):
        return "vocabulary maps the engine's terms to the book's words"
    for term, word in vocabulary.items():
        if term not in TERMS:
            return f"vocabulary: {term!r} is not a term the engine uses ({', '.join(TERMS)})"
        if not isinstance(word, str) or not word.strip():
            return f"vocabulary: the book's word for {term!r} must be text"
    return None


def in_words(text: str, vocabulary: dict[str, str]) -> str:
    """TEXT with each engine term put in the book's word, a capital kept where it starts a
    sentence."""
    return _rewrite(text, _swaps(tuple(vocabulary.items())))


def in_book_words(text: str, book) -> str:
    """TEXT in the words of BOOK (its vocabulary, or its base book's): what ``of`` gives,
    compiled once for the book."""
    swaps = book.__dict__.get("_vocabulary")
    if swaps is None:
        swaps = book.__dict__["_vocabulary"] = _swaps(tuple(of(book).items()))
    return _rewrite(text, swaps)


def _swaps(key: tuple) -> list:
    swaps = _compiled.get(key)
    if swaps is None:
        swaps = _compiled[key] = [(term.lower(), re.compile(rf"\b{re.escape(term)}\b", re.I),
                                   _swap(word)) for term, word in key]
    return swaps


def _rewrite(text: str, swaps: list) -> str:
    lowered = None
    for term, pattern, swap in swaps:
        if lowered is None:
            lowered = text.lower()
        if term in lowered:  # most findings hold none of the terms: no rewrite for those
            text = pattern.sub(swap, text)
            lowered = None
    return text


_compiled: dict[tuple, list] = {}  # a vocabulary's patterns, compiled once per process


def _swap(word: str):
    def swap(m: re.Match) -> str:
        return word[:1].upper() + word[1:] if m.group(0)[:1].isupper() else word
    return swap


def of(book) -> dict[str, str]:
    """A book's vocabulary: its own, or that of the book it extends."""
    while book is not None and "vocabulary" not in book.meta:
        book = book.base
    return dict(book.meta["vocabulary"]) if book is not None else {}


def in_terms(text: str, vocabulary: dict[str, str]) -> str:
    """TEXT put back into the engine's terms, so findings of two books compare as one."""
    return in_words(text, {word: term for term, word in vocabulary.items()})
