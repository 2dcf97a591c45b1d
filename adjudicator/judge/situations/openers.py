"""A jack pot's openers: whether a hand holds them, and what a silence on what opens a jack
pot can reach where the opener held the openers the table played."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...story.cards import JOKER, OPENING_PAIRS
from ..findings import Reach
from ..reach import reaches

if TYPE_CHECKING:
    from ..judging import Judge


def holds_openers(j: Judge, cards, least: str) -> bool:
    """Whether the cards open a jack pot that ``least`` or better opens (the table's
    minimum, or the book's fixed one: a jack pot always has one, ``minimum``)."""
    from ...hands.value import evaluate

    value = evaluate(tuple(cards), j.deal.rules(j.book, j.ctx))
    if value.category == "high_card":
        return False
    if value.category != "pair":
        return True
    need = OPENING_PAIRS[least]
    ranks = [c.rank for c in cards if c != JOKER]
    return JOKER in cards or any(ranks.count(r) >= 2 and r >= need for r in set(ranks))


def opening_reach(j: Judge, opener: str, least: str | None) -> None:
    """Holding the table's openers, he alone is concerned in what opens the jack pot: while he
    is in, a false opening may undo the pool; once he is out, it reaches only what he put up
    from his opening on, and nothing where a law put him out with it."""
    from ...hands.value import HandError

    dealt = j.table.hands.get(opener)
    try:
        held = bool(least) and isinstance(dealt, tuple) and holds_openers(j, dealt, least)
    except HandError:
        held = False
    if held:
        reaches(j, "jack-pot.progression", Reach(opener, opens=True))
