"""The pack a book's hands are of: the ranks its laws say it holds (``pack.ranks``, four
cards of each) and, where it counts its cards (``pack.cards``), that count. The pack is the
book's data: a book that leaves out ranks says which; one that counts a pack its ranks do
not make (32 cards, with no ranks said) is not guessed at, and ``hand`` and ``census``
refuse it in one line.
"""
from __future__ import annotations

from ..errors import InputError
from ..law.circumstances import Context
from ..law.rulebook import Book
from ..story.cards import JOKER, RANK_PLURALS, RANKS, Card

_RANK_OF = {word: r for r, word in RANK_PLURALS.items()}


def pack_ranks(book: Book, ctx: Context) -> tuple[int, ...]:
    """The ranks of ``book``'s pack (all thirteen where it does not say), highest first;
    refused where the book counts a pack those ranks do not make, with the joker or without
    it (a book may count the joker in, or leave it to the departure that brings it)."""
    said = book.answer("pack.ranks", ctx)
    ranks = tuple(sorted(RANKS, reverse=True)) if said is None else tuple(
        sorted((_RANK_OF[w] for w in said.value), reverse=True))
    counted = book.answer("pack.cards", ctx)
    made = 4 * len(ranks)
    if counted is not None and counted.value not in (made, made + 1):
        which = (f"its ranks ({', '.join(said.value)}, {said.law_id})" if said is not None
                 else "all thirteen ranks, no law saying which it holds (pack.ranks)")
        raise InputError(f"{book.id}'s pack holds {counted.value} cards ({counted.law_id}), "
                         f"but {which} make {made}: the book does not say which cards its "
                         "pack holds")
    return ranks


def outside_the_pack(cards, ranks: tuple[int, ...]) -> list[Card]:
    """The cards (never the joker, which the joker's laws govern) of no rank the pack holds."""
    return [c for c in cards if c != JOKER and c.rank not in ranks]
