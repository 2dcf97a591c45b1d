"""Ranking laws by relevance to a query, with sqlite's FTS5 (BM25) from the standard library."""
from __future__ import annotations

import re
import sqlite3

from ..errors import InputError
from .rulebook import Book, Law

# Title and topic matches weigh more than a word buried in a long law.
_WEIGHTS = (0.0, 6.0, 4.0, 1.0)  # id (unindexed weight), title, topics, text


# A query is a few words; a longer one is refused rather than searched (the index's work grows
# as the square of the words of a phrase).
MAX_QUERY_WORDS = 32
MAX_QUERY_CHARS = 1000


def _fts_query(query: str) -> str:
    if len(query) > MAX_QUERY_CHARS:
        raise InputError(f"search: the query is {len(query)} characters long; at most "
                         f"{MAX_QUERY_CHARS} are read: name the few words that matter")
    words = re.findall(r"[\w']+", query.lower())
    if len(words) > MAX_QUERY_WORDS:
        raise InputError(f"search: the query has {len(words)} words; at most "
                         f"{MAX_QUERY_WORDS} are looked for: name the few that matter")
    if not words:
        return ""
    phrase = '"' + " ".join(words) + '"'
    each = " OR ".join(f'"{w}"*' for w in dict.fromkeys(words))  # each word once
    return f"({phrase}) OR ({each})" if len(words) > 1 else each


def search_laws(books: list[Book], query: str, limit: int = 25) -> list[tuple[Law, float]]:
    """Laws ranked best first; a phrase match outranks the same words scattered."""
    q = _fts_query(query)
    if not q:
        return []
    db = sqlite3.connect(":memory:")
    db.execute("CREATE VIRTUAL TABLE laws USING fts5(id UNINDEXED, title, topics, text, "
               "tokenize='porter unicode61')")
    index: dict[str, Law] = {}
    for book in books:
        for law in book.laws.values():
            index[law.id] = law
            topics = " ".join(t.replace(".", " ").replace("-", " ") for t in law.topics)
            body = " ".join(filter(None, (law.text, law.footnote)))
            db.execute("INSERT INTO laws VALUES (?, ?, ?, ?)", (law.id, law.title, topics, body))
    rows = db.execute(
        f"SELECT id, bm25(laws, {', '.join(map(str, _WEIGHTS))}) AS rank FROM laws "
        "WHERE laws MATCH ? ORDER BY rank LIMIT ?", (q, limit)).fetchall()
    return [(index[i], -rank) for i, rank in rows]
