"""What a cache entry must hold to be read as a book: the shapes ``build`` gives a book.

An entry's digest proves only that it was written whole, not by whom: anyone who can write
the cache folder can seal anything. So every part an entry holds is checked against what
``build`` would have made of a rulebook (texts where texts go, a page as a page is written, a
known kind, provisions the catalogue accepts, circumstances it knows); an entry that differs
anywhere is rebuilt from the book's YAML, never trusted to fault later.
"""
from __future__ import annotations

import re

from ..story.terms import ACTORS, BETTING_FORMS, BETTING_PHASES, DEPARTURES
from .omissions import KINDS as OMITTED
from .provisions import CATALOGUE, check_value
from .rulebook import BOOK_KEYS, ID_RE, KINDS, MEND_KINDS, PAGE_RE, Mend


class Misshapen(ValueError):
    """An entry that is not as ``build`` makes a book."""


def require(ok: bool) -> None:
    if not ok:
        raise Misshapen("not as a built book is")


def _int(v) -> bool:
    return isinstance(v, int) and not isinstance(v, bool)


def _texts(v) -> bool:
    return isinstance(v, tuple) and all(isinstance(x, str) for x in v)


def _pairs(v) -> bool:
    return isinstance(v, tuple) and all(isinstance(p, tuple) and len(p) == 2 and _texts(p)
                                        for p in v)


_TEXT = ("id", "book", "title", "section", "page", "kind", "text", "chapter", "footnote",
         "preference", "reprint_page")
_IDS = ("prevails_over", "conflicts_with", "refers_to", "same_as", "amends", "repeals",
        "notes_id")
_MEND_SIZE = len(Mend.FIELDS)
# When's fields, in order
_NAMES = (DEPARTURES, DEPARTURES, BETTING_FORMS, None, DEPARTURES, BETTING_PHASES, ACTORS)


def check_law(plain: dict, book_id: str) -> None:
    """A law's fields as the cache keeps them (``when`` and ``mark`` as tuples)."""
    require(all(isinstance(plain[k], str) for k in _TEXT))
    require(plain["book"] == book_id and bool(re.match(ID_RE, plain["id"]))
            and plain["id"].split(":")[0] == book_id)
    require(bool(re.match(PAGE_RE, plain["page"])) and plain["kind"] in KINDS)
    require(plain["number"] is None or _int(plain["number"]))
    require(isinstance(plain["page_approx"], bool))
    require(all(_texts(plain[k]) for k in ("topics", "notes", *_IDS)))
    require(all(re.match(ID_RE, x) for k in _IDS for x in plain[k]))
    require(_pairs(plain["variants"]) and isinstance(plain["mends"], tuple))
    for mend in plain["mends"]:  # printed, reads, kind, reason, note
        require(isinstance(mend, tuple) and len(mend) == _MEND_SIZE and _texts(mend)
                and mend[2] in MEND_KINDS)
    omitted = plain["omitted_after"]  # (paragraphs, breaks, kind, first words) each
    require(isinstance(omitted, tuple) and all(
        isinstance(p, tuple) and len(p) == 4 and _int(p[0]) and p[0] >= 0 and _int(p[1])
        and p[1] >= 1 and p[2] in OMITTED and isinstance(p[3], str) for p in omitted))
    require(_texts(plain["reading"]) and all(k in CATALOGUE for k in plain["reading"]))
    read_with = plain["read_with"]
    require(isinstance(read_with, tuple) and all(
        isinstance(p, tuple) and len(p) == 2 and p[0] in CATALOGUE and _texts(p[1])
        and all(re.match(ID_RE, x) for x in p[1]) for p in read_with))
    mark = plain["mark"]
    require(isinstance(mark, tuple) and len(mark) == 2 and all(_int(x) for x in mark))
    when = plain["when"]
    require(isinstance(when, tuple) and len(when) == len(_NAMES))
    for value, names in zip(when, _NAMES):
        if names is None:
            require(value is None or isinstance(value, bool))
        else:
            require(isinstance(value, frozenset) and all(x in names for x in value))
    provides = plain["provides"]
    require(isinstance(provides, tuple))
    for pair in provides:
        require(isinstance(pair, tuple) and len(pair) == 2 and pair[0] in CATALOGUE)
        require(check_value(CATALOGUE[pair[0]], pair[1]) is None)


def check_book(bid, title, author, year, source, meta, inherits) -> None:
    require(all(isinstance(x, str) for x in (bid, title, author, source)))
    require(year is None or _int(year))
    require(isinstance(meta, tuple) and _texts(inherits))
    for pair in meta:
        require(isinstance(pair, tuple) and len(pair) == 2 and pair[0] in BOOK_KEYS)
    extends = dict(meta).get("extends")
    require(extends is None or isinstance(extends, str))


def check_table(tid, title, page, text, rows, total, notes) -> None:
    require(all(isinstance(x, str) for x in (tid, title, page, text)) and _texts(notes))
    require(total is None or _int(total))
    require(isinstance(rows, tuple))
    for pair in rows:
        require(isinstance(pair, tuple) and len(pair) == 2 and isinstance(pair[0], str))
        require(isinstance(pair[1], tuple))
        for cell in pair[1]:
            require(isinstance(cell, tuple) and len(cell) == 2 and isinstance(cell[0], str)
                    and isinstance(cell[1], (str, int, float, type(None))))
