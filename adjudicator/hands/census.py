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
from itertools import combinations_with_replacement, product
from math import comb

from ..story.cards import RANK_PLURALS, RANK_WORDS, RANKS
from .handlaws import HandRules
from .pack import pack_ranks
from .shapes import _run_top
from ..law.provisions import CATEGORIES
from ..law.rulebook import Book

BASE = ("straight_flush", "fours", "full", "flush", "straight", "threes", "two_pairs", "pair",
        "high_card")
_WAYS = [comb(4, k) for k in range(5)]


@dataclass
class Census:
    """How many hands of the pack fall in each category under one book's laws."""

    pack: int                                   # cards in the pack
    hands: int                                  # five-card hands it holds
    counts: dict[str, int]                      # category -> hands, the book's order first
    # (category, rank of its leading group: the higher pair, the highest card) -> hands
    # without the joker, as the printed tables count them
    by_lead: dict[tuple[str, int], int] = field(default_factory=dict)


def count_hands(rules: HandRules, ranks=RANKS) -> Census:
    """Classify every hand of a pack of ``ranks`` in four suits (and the joker, where the
    book admits it here); a smaller set of ranks gives a sub-pack, for cross-checks."""
    table, suited = _table(rules)
    subset = set(ranks)
    whole = subset == set(RANKS)
    tally = [0] * (len(rules.ranking) + 1)
    leads: dict[tuple[int, int], int] = {}
    for t, (value, lead, _seq, ways, distinct) in table.items():
        if ways == 0 or not (whole or subset.issuperset(t)):
            continue                           # five of a rank: one pack holds four
        if distinct:
            flush = suited[t][0]
            tally[flush] += 4
            leads[flush, lead] = leads.get((flush, lead), 0) + 4
            ways -= 4
        tally[value] += ways
        leads[value, lead] = leads.get((value, lead), 0) + ways
    n = len(subset)
    hands = comb(4 * n, 5)
    if rules.joker:
        _count_joker(rules, table, sorted(subset, reverse=True), tally)
        hands += comb(4 * n, 4)
    names = {v: c for c, v in rules.order.items()}
    counts = {c: tally[rules.order[c]] for c in rules.ranking}
    counts.update({c: (tally[0] if c == names.get(0) else 0) for c in BASE if c not in counts})
    by_lead = {(names[v], r): k for (v, r), k in leads.items()}
    return Census(4 * n + bool(rules.joker), hands, counts, by_lead)


_POW = {r: 5 ** (r - 2) for r in RANKS}


def _eq_info():
    """For five ranks highest first, which neighbours are equal -> (group sizes, largest
    first; index of the leading group's rank; ways the suits fall; all ranks differ)."""
    info = {}
    for eq in product((False, True), repeat=4):
        sizes, run = [], 1
        for same in eq:
            if same:
                run += 1
            else:
                sizes.append(run)
                run = 1
        sizes.append(run)
        starts = [sum(sizes[:i]) for i in range(len(sizes))]
        lead = starts[sizes.index(max(sizes))]
        ways = 1
        for k in sizes:
            ways *= _WAYS[k] if k < 5 else 0
        info[eq] = (tuple(sorted(sizes, reverse=True)), lead, ways, len(sizes) == 5)
    return info


_EQ = _eq_info()


def _runs(ace: str | None, step: int) -> dict[tuple[int, ...], int]:
    """Every five ranks (highest first) that run by ``step`` under the book's ace -> top."""
    runs = {}
    for low in range(1, 15 - 4 * step):
        t = tuple(sorted((14 if r == 1 else r for r in range(low, low + 5 * step, step)),
                         reverse=True))
        top = _run_top(t, step, ace)
        if top is not None:
            runs[t] = top
    return runs


def _table(rules: HandRules):
    """Every five ranks (five of a rank included, for the joker) -> (place of its category,
    rank of its leading group, top of its sequence, ways its suits fall, whether the ranks
    differ), and the place of five different ranks of one suit. Made once per
    book and circumstances; the category is asked of the book's order once per kind of
    hand (grouping, court cards, runs, suit): nothing else of five ranks can change it."""
    cached = rules._cache.get("census")
    if cached:
        return cached
    order, classify = rules.order, rules.classify
    seqs, skips = _runs(rules.ace, 1), _runs(rules.ace, 2)
    memo: dict[tuple, int] = {}

    def place(t, sizes, court, seq, skip, suited):
        key = (sizes, court, seq is not None, skip is not None, suited)
        value = memo.get(key)
        if value is None:
            value = memo[key] = order[classify(t, suited)[0]]
        return value

    table, suited = {}, {}
    for t in combinations_with_replacement(sorted(RANKS, reverse=True), 5):
        a, b, c, d, e = t
        sizes, lead, ways, distinct = _EQ[(a == b, b == c, c == d, d == e)]
        court = a <= 13 and e >= 11
        seq = seqs.get(t) if distinct else None
        skip = skips.get(t) if distinct else None
        value = place(t, sizes, court, seq, skip, False)
        table[t] = (value, t[lead], seq, ways, distinct)
        if distinct:
            suited[t] = (place(t, sizes, court, seq, skip, True), seq)
    rules._cache["census"] = table, suited
    return table, suited


def _count_joker(rules: HandRules, table, desc, tally) -> None:
    """Add the hands of four cards and the joker, each valued by the joker's best name."""
    bug = rules.joker == "ace-or-flush-or-straight"
    by_code = {sum(_POW[r] for r in t): v for t, v in table.items()}
    suited_by_code = {sum(_POW[r] for r in t): v for t, v in _table(rules)[1].items()}
    names = [(r, _POW[r]) for r in RANKS]
    for u in combinations_with_replacement(desc, 4):
        cu = sum(_POW[r] for r in u)
        # only the place counts: two names of one place may differ in a sequence's top,
        # which is None where the ranks make no sequence and does not compare
        if bug:
            best = max(v[0] for r, p in names
                       if (v := by_code[cu + p])[2] is not None or r == 14)
        else:  # only the place counts: tops of sequences (None where none) are not compared
            best = max(by_code[cu + p][0] for _, p in names)
        if len(set(u)) < 4:
            ways = 1
            for r in set(u):
                ways *= _WAYS[u.count(r)]
            tally[best] += ways
            continue
        # in their suit, the joker is named a rank they lack: never a card the hand holds
        in_suit = max(suited_by_code[cu + p][0] for r, p in names if r not in u)
        tally[max(best, in_suit)] += 4
        tally[best] += 252


# --------------------------------------------------------------------------- the view


def census_of(book: Book, agreed) -> dict:
    """The census of ``book`` with the departures ``agreed``, as shown (``census_view``)."""
    from .ranking import context_of

    ctx = context_of(agreed)
    rules = HandRules.of(book, ctx)
    ranks = pack_ranks(book, ctx)  # the book's pack, as its laws say it
    return census_view(book, rules, count_hands(rules, ranks), agreed)


def census_view(book: Book, rules: HandRules, census: Census, agreed) -> dict:
    """The census as shown: counts and odds against, beside each printed table of the book
    (and of the books a house book extends: the club counts its hands beside them)."""
    from ..law.extending import house_rules

    n = census.hands
    odds = {c: (round((n - k) / k, 2) if k else None) for c, k in census.counts.items()}
    tables = [_table_view(t, census) for t in _printed_tables(book)]
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
        # the silences that change what a hand is; the tie laws do not touch the counts
        "silent": [{"point": p, "detail": d} for p, d in rules.silent
                   if not p.startswith(("ties.", "joker.outranks"))],
        "house_rules": house_rules(book),
    }


def _printed_tables(book: Book) -> list:
    """The book's printed tables, then those of the books it extends."""
    tables: dict = {}
    while book is not None:
        for t in book.tables.values():
            tables.setdefault(t.id, t)
        book = book.base
    return list(tables.values())


_PLURAL_RANK = {v: k for k, v in RANK_PLURALS.items()} | {"twos": 2, "threes": 3}
_WORD_RANK = {v: k for k, v in RANK_WORDS.items()} | {"two": 2, "three": 3}


def _row_count(row: str, census: Census) -> int | None:
    """Our count for a printed row: a category, or a category by the rank that leads it
    (``two_pairs/aces-up``: the higher pair; ``high_card/ace-high``: the highest card)."""
    if row in census.counts:
        return census.counts[row]
    if row in CATEGORIES:
        return 0
    m = re.fullmatch(r"([a-z_]+)/([a-z]+)-(up|high)", row)
    rank = m and (_PLURAL_RANK if m.group(3) == "up" else _WORD_RANK).get(m.group(2))
    if rank and m.group(1) in CATEGORIES:
        return census.by_lead.get((m.group(1), rank), 0)
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
