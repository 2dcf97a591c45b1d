"""Laws found by their words, ranked by relevance, with sqlite's FTS5 (BM25) from the standard
library: each hit with the words it was found by, in context (FTS5's ``snippet()``).

A query of plain words finds the laws holding any of them, those holding them as a phrase
first. A query may also say more, in FTS5's own terms: "an exact phrase" in quotes, a prefix
(``strad*``), and AND, OR, NOT between terms (``straddle NOT peel``: a book's id after NOT
leaves out that book's laws). Operators FTS5 cannot read ("NOT peel" alone, an unclosed
bracket) are searched as the words they are: a query finds laws or nothing, never fails. The printed readings are searched too: a law whose scan reads
"eqval" is found by it, and its context says it was found as printed.
"""
from __future__ import annotations

import re
import sqlite3

from ..errors import InputError
from ..story.record import Record
from .rulebook import Book, Law
from .sources import printed

# Title and topic matches weigh more than a word buried in a long law; a book's id, there to
# be left out (NOT peel), weighs nothing.
_COLUMNS = ("id", "book", "title", "topics", "text", "printed")
_WEIGHTS = (0.0, 0.0, 6.0, 4.0, 1.0, 1.0)

# A query is a few words; a longer one is refused rather than searched (the index's work grows
# as the square of the words of a phrase).
MAX_QUERY_WORDS = 32
MAX_QUERY_CHARS = 1000

# The marks snippet() puts round a matched word, for a face to show as it shows emphasis.
OPEN, CLOSE = "\x02", "\x03"
_TOKENS = re.compile(r'"[^"]*"?|\(|\)|[\w\']+\*?|\S')
_OPERATORS = {"AND", "OR", "NOT"}


class Hit(Record):
    """A law found: its relevance (higher is better), the words round what matched, with the
    matches between OPEN and CLOSE, and where it was found (text, as printed, title, topics)."""

    __slots__ = ("law", "score", "context", "found_in")


def _fts_query(query: str, book_ids=(), plain: bool = False) -> str:
    """The query in FTS5's terms: as it says how to search (a phrase, a prefix, AND, OR,
    NOT), or, for plain words (or PLAIN), the phrase they make or any of them."""
    if len(query) > MAX_QUERY_CHARS:
        raise InputError(f"search: the query is {len(query)} characters long; at most "
                         f"{MAX_QUERY_CHARS} are read: name the few words that matter")
    words = re.findall(r"[\w']+", query.lower())
    if len(words) > MAX_QUERY_WORDS:
        raise InputError(f"search: the query has {len(words)} words; at most "
                         f"{MAX_QUERY_WORDS} are looked for: name the few that matter")
    if not words:
        return ""
    tokens = _TOKENS.findall(query)
    if not plain and any(t.startswith('"') or t in _OPERATORS or t in "()" or t.endswith("*")
                         for t in tokens):
        said = _structured(tokens, book_ids)
        if said:
            return said
    phrase = '"' + " ".join(words) + '"'
    each = " OR ".join(f'"{w}"*' for w in dict.fromkeys(words))  # each word once
    return f"({phrase}) OR ({each})" if len(words) > 1 else each


def _structured(tokens: list[str], book_ids) -> str:
    """A query that says how to search, in FTS5's terms, each word quoted (so no word of the
    books is read as syntax); a book's id after NOT is that book."""
    out = []
    for i, t in enumerate(tokens):
        if t in _OPERATORS or t in "()":
            out.append(t)
            continue
        words = re.findall(r"[\w']+", t.lower())
        if not words:
            continue
        term = '"' + " ".join(words) + '"' + ("*" if t.endswith("*") and len(words) == 1 else "")
        if i and tokens[i - 1] == "NOT" and t.lower() in book_ids:
            term = f"book : {term}"
        out.append(term)
    return " ".join(out)


def find_words(books: list[Book], query: str, limit: int = 25,
               min_score: float | None = None) -> list[Hit]:
    """Laws ranked best first (a phrase match outranks the same words scattered), down to
    MIN_SCORE where one is given, at most LIMIT."""
    ids = {b.id for b in books} | {b.id.replace("-", " ") for b in books}
    q = _fts_query(query, ids)
    if not q:
        return []
    db = sqlite3.connect(":memory:")
    db.execute(f"CREATE VIRTUAL TABLE laws USING fts5({_COLUMNS[0]} UNINDEXED, "
               f"{', '.join(_COLUMNS[1:])}, tokenize='porter unicode61')")
    index: dict[str, Law] = {}
    for book in books:
        for law in book.laws.values():
            index[law.id] = law
            topics = " ".join(t.replace(".", " ").replace("-", " ") for t in law.topics)
            body = " ".join(filter(None, (law.text, law.footnote)))
            as_printed = printed(law.text, law.mends) if law.mends else ""
            db.execute("INSERT INTO laws VALUES (?, ?, ?, ?, ?, ?)",
                       (law.id, book.id, law.title, topics, body, as_printed))
    snippets = ", ".join(f"snippet(laws, {i}, '{OPEN}', '{CLOSE}', '…', 14)"
                         for i in range(2, len(_COLUMNS)))
    sql = (f"SELECT id, bm25(laws, {', '.join(map(str, _WEIGHTS))}) AS rank, {snippets} "
           "FROM laws WHERE laws MATCH ? ORDER BY rank LIMIT ?")
    try:
        rows = db.execute(sql, (q, limit)).fetchall()
    except sqlite3.OperationalError:  # operators FTS5 cannot read ("NOT peel", "foul) OR (")
        rows = db.execute(sql, (_fts_query(query, plain=True), limit)).fetchall()  # as words
    hits = []
    for law_id, rank, *cut in rows:
        found = dict(zip(_COLUMNS[2:], cut))
        where = next((c for c in ("text", "printed", "title", "topics") if OPEN in found[c]),
                     "text")
        score = -rank
        if min_score is None or round(score, 3) >= min_score:  # the score as shown
            hits.append(Hit(law=index[law_id], score=score,
                            context=found[where] or index[law_id].text, found_in=where))
    return hits


def search_laws(books: list[Book], query: str, limit: int = 25) -> list[tuple[Law, float]]:
    """Laws ranked best first, with their relevance (``find_words`` without the context)."""
    return [(h.law, h.score) for h in find_words(books, query, limit)]
