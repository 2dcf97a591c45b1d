"""Counting every hand of the pack under a book's laws, beside the book's printed tables.

The hands are not walked one by one: each pattern of ranks is classified once and weighed
by the ways its suits can fall (C(4, k) for k cards of one rank; of the 1,024 suitings of
five different ranks, 4 are of one suit). A hand holding the joker is four cards of the
pack and the joker, valued by the best name the book lets it take; the 2,598,960 hands of
the 52 cards are then joined by 270,725 more.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from itertools import combinations_with_replacement
from math import comb

from .cards import RANK_PLURALS, RANKS
from .hands import HandRules
from .provisions import CATEGORIES
from .rulebook import Book

BASE = ("straight_flush", "fours", "full", "flush", "straight", "threes", "two_pairs", "pair",
        "high_card")
_WAYS = [comb(4, k) for k in range(5)]


@dataclass
class Census:
    """How many hands of the pack fall in each category under one book's laws."""

    pack: int                                   # cards in the pack
    hands: int                                  # five-card hands it holds
    counts: dict[str, int]                      # category -> hands, the book's order first
    two_pairs_by_top: dict[int, int] = field(default_factory=dict)  # higher pair -> hands


def count_hands(rules: HandRules, ranks=RANKS) -> Census:
    """Classify every hand of a pack of ``ranks`` in four suits (and the joker, where the
    book admits it here); a smaller set of ranks gives a sub-pack, for cross-checks."""
    desc = sorted(ranks, reverse=True)
    classify, order = rules.classify, rules.order
    tally = dict.fromkeys(order, 0)
    tops: dict[int, int] = {}

    def add(cat, shape, n):
        tally[cat] += n
        if cat == "two_pairs":
            top = shape.groups[0][1]
            tops[top] = tops.get(top, 0) + n

    for t in combinations_with_replacement(desc, 5):
        if t[0] == t[4]:
            continue                           # five of a rank: one pack has four
        cat, shape = classify(t, False)
        ways = 1
        for c, _ in shape.groups:
            ways *= _WAYS[c]
        if len(shape.groups) == 5:
            add(*classify(t, True), 4)
            ways -= 4
        add(cat, shape, ways)
    hands = comb(4 * len(desc), 5)
    if rules.joker:
        bug = rules.joker == "ace-or-flush-or-straight"
        for u in combinations_with_replacement(desc, 4):
            distinct = len(set(u)) == 4
            ways = 1
            for r in set(u):
                ways *= _WAYS[u.count(r)]
            if distinct:
                add(*_best(u, True, classify, order, bug), 4)
                ways -= 4
            add(*_best(u, False, classify, order, bug), ways)
        hands += comb(4 * len(desc), 4)
    counts = {c: tally.get(c, 0) for c in rules.ranking}
    counts.update({c: tally.get(c, 0) for c in BASE if c not in counts})
    return Census(4 * len(desc) + bool(rules.joker), hands, counts, tops)


def _best(u, suited, classify, order, bug):
    """The best category four cards and the joker make: the joker named each rank, in the
    four cards' suit where they are of one suit, or in another."""
    best, best_value = None, (-1, 0)
    for r in RANKS:
        t = tuple(sorted(u + (r,), reverse=True))
        for in_suit in ((True, False) if suited else (False,)):
            cat, shape = classify(t, in_suit)
            if bug and not (r == 14 or in_suit or shape.seq is not None):
                continue
            value = (order[cat], shape.groups[0][1])
            if value > best_value:
                best, best_value = (cat, shape), value
    return best


# --------------------------------------------------------------------------- the view


def census_view(book: Book, rules: HandRules, census: Census, agreed) -> dict:
    """The census as shown: counts and odds against, beside each printed table of the book."""
    n = census.hands
    odds = {c: (round((n - k) / k, 2) if k else None) for c, k in census.counts.items()}
    tables = [_table_view(t, census) for t in book.tables.values()]
    return {
        "book": book.id,
        "agreed": sorted(agreed),
        "pack": census.pack,
        "hands": n,
        "counts": census.counts,
        "odds_against": odds,
        "names": {c: rules.name(c) for c in census.counts},
        "ranked": [c for c in census.counts if c in rules.ranking],
        "laws": {key: [law.id for law in rules.laws_for(key)]
                 for key in rules.answers},
        "tables": tables,
        "differences": sum(1 for t in tables for r in t["rows"] for c in r["columns"]
                           if c["differs"]),
        "silent": [{"point": p, "detail": d} for p, d in rules.silent],
    }


_PLURAL_RANK = {v: k for k, v in RANK_PLURALS.items()}


def _row_count(row: str, census: Census) -> int | None:
    """Our count for a printed row: a category, or two pairs by their higher pair."""
    if row in census.counts:
        return census.counts[row]
    if row in CATEGORIES:
        return 0
    m = re.fullmatch(r"two_pairs/([a-z]+)-up", row)
    if m and m.group(1) in _PLURAL_RANK:
        return census.two_pairs_by_top.get(_PLURAL_RANK[m.group(1)], 0)
    return None


def _table_view(table, census: Census) -> dict:
    rows = []
    for row, columns in table.rows.items():
        count = _row_count(row, census)
        rows.append({"row": row, "count": count,
                     "columns": [_compare(col, printed, count, census.hands)
                                 for col, printed in columns.items()]})
    total = None
    if table.total is not None:
        total = {"printed": table.total, "computed": census.hands,
                 "differs": table.total != census.hands}
    return {"id": table.id, "title": table.title, "page": table.page, "total": total,
            "rows": rows, "notes": list(table.notes)}


def _compare(column: str, printed, count: int | None, hands: int) -> dict:
    """One printed figure beside ours, at the printed precision: a count, a probability,
    or odds "A to B"; a figure of a kind we do not compute is shown, not compared."""
    out = {"column": column, "printed": printed, "computed": None, "differs": None}
    if count is None:
        return out
    text = str(printed).replace(",", "").strip()
    odds = re.fullmatch(r"(\d+(?:\.\d+)?)\s*to\s*(\d+)", text)
    number = re.fullmatch(r"\d*\.?\d+", text)
    if odds and count:
        b = int(odds.group(2))
        ours = round((hands - count) / count * b)
        out["computed"] = f"{ours:,} to {b}"
        out["differs"] = ours != round(float(odds.group(1)))
    elif number and ("." in text or "prob" in column.lower()):
        places = len(text.split(".")[1]) if "." in text else 0
        ours = round(count / hands, places)
        out["computed"] = f"{ours:.{places}f}"
        out["differs"] = ours != round(float(text), places)
    elif number:
        out["computed"] = count
        out["differs"] = int(text) != count
    return out
