"""A book's own words for what the engine names: each finding is phrased in the words of the
book it is made under (Keller's "age" is Peel's "ante-man" and Schenck's "ante man").

The engine writes its findings in the terms below; a book's `vocabulary:` (in its YAML
`book:` entry) gives its own word for any of them, and a book that extends another speaks
as its base unless it says otherwise. A term is put in the book's word wherever it stands in
a finding; an act's words (ACTS) only where a finding's template marks them as the act's
("{player} {=passes}: ..."), so that "the first bet passes to B" or a ruling's status
"passed" is never taken for a player's giving up his hand. An act's words are quoted from
the book: each names the law it is taken from, whose text holds them.
"""
from __future__ import annotations

import re

# the engine's terms -> what each names
TERMS = {
    "the age": "the player at the dealer's left, who antes and speaks last before the draw",
    "the pool": "all that has been staked in the deal",
    "jack pot": "a deal nobody may open without a pair of jacks or better",
}

# the engine's words for an act, in each form a finding's template marks -> what it says
ACTS = {
    "passes": "he gives up his hand (the story's `fold`)",
    "passes out": "he gives up his hand",
    "passed": "he gave up his hand, or has given it up",
    "passed out": "he gave up his hand, or has given it up",
    "pass": "to give up one's hand",
    "pass out": "to give up one's hand",
    "he retires from the game for this deal": "what giving up his hand leaves him: no part in "
                                              "the rest of the deal",
    # a player put out of the deal for not making his stake equal to the highest
    "retires and forfeits what he has staked": "he goes out of the deal, and what he has put "
                                               "in stays in the pool",
    # a player who gives up his hand, having staked
    "passes and forfeits what he has staked": "he gives up his hand, and what he has put in "
                                              "stays in the pool",
}

ENTRY_KEYS = ("words", "law")  # an entry that names the law its words are taken from


def check(vocabulary) -> tuple[str, str | None] | None:
    """What is wrong with a book's vocabulary, and the entry it is wrong at (None: the whole);
    None if nothing. Its laws are checked once the book's laws are read (``cited``)."""
    if not isinstance(vocabulary, dict):
        return "vocabulary maps the engine's terms to the book's words", None
    for term, entry in vocabulary.items():
        if term not in TERMS and term not in ACTS:
            return (f"vocabulary: {term!r} is not a term the engine uses "
                    f"({', '.join(TERMS)}; an act: {', '.join(ACTS)})", term)
        if isinstance(entry, dict):
            unknown = [k for k in entry if k not in ENTRY_KEYS]
            if unknown:
                return (f"vocabulary: unknown key {unknown[0]!r} in the entry for {term!r}; "
                        f"expected one of: {', '.join(ENTRY_KEYS)}", term)
            if "words" not in entry or "law" not in entry:
                return (f"vocabulary: {term!r} is {{words: ..., law: ...}}, the book's words "
                        "and the law they are taken from", term)
            word, law = entry["words"], entry["law"]
            if not isinstance(law, str):
                return f"vocabulary: the law of {term!r} must be a law id", term
        elif term in ACTS:
            return (f"vocabulary: the words for the act {term!r} are {{words: ..., law: ...}}, "
                    "naming the law they are taken from", term)
        else:
            word = entry
        if not isinstance(word, str) or not word.strip():
            return f"vocabulary: the book's word for {term!r} must be text", term
    return None


def cited(vocabulary: dict, laws: dict) -> list[tuple[str, str]]:
    """(entry, what is wrong) for each entry whose law is not one of LAWS (the book's own,
    by id) or does not hold its words."""
    problems = []
    for term, entry in vocabulary.items():
        if not isinstance(entry, dict):
            continue
        law = laws.get(entry["law"])
        if law is None:
            problems.append((term, f"vocabulary: {term!r} cites {entry['law']}, which is not "
                                   "a law of this book"))
        elif not _holds(law.text, entry["words"]):
            problems.append((term, f"vocabulary: {entry['law']} does not say "
                                   f"{entry['words']!r}, the words given for {term!r}"))
    return problems


def _holds(text: str, words: str) -> bool:
    """Whether WORDS stand in TEXT, whole words, whatever their case and line breaks."""
    phrase = r"\s+".join(map(re.escape, words.split()))
    return re.search(rf"(?<!\w){phrase}(?!\w)", text, re.I) is not None


def plain(vocabulary: dict) -> dict[str, str]:
    """A vocabulary as its words alone (term -> the book's words), once its laws are checked."""
    return {term: entry["words"] if isinstance(entry, dict) else entry
            for term, entry in vocabulary.items()}


def in_words(text: str, vocabulary: dict[str, str]) -> str:
    """TEXT with each engine term put in the book's word, a capital kept where it starts a
    sentence."""
    return _rewrite(text, _swaps(tuple(vocabulary.items())))


def in_book_words(text: str, book) -> str:
    """TEXT in the words of BOOK (its vocabulary, or its base book's): what ``of`` gives,
    compiled once for the book."""
    swaps = book.__dict__.get("_vocabulary")
    if swaps is None:
        swaps = book.__dict__["_vocabulary"] = _swaps(tuple(
            (term, word) for term, word in of(book).items() if term in TERMS))
    return _rewrite(text, swaps)


def acts_of(book) -> dict[str, str]:
    """The book's words for the acts a finding's template marks (ACTS), where it gives its
    own; the engine's words for the others."""
    acts = book.__dict__.get("_acts")
    if acts is None:
        acts = book.__dict__["_acts"] = {term: word for term, word in of(book).items()
                                         if term in ACTS}
    return acts


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
    return in_words(text, {word: term for term, word in vocabulary.items() if term in TERMS})
