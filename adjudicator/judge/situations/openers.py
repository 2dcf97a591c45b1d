"""A jack pot's openers: whether a hand holds them, and, where the book has no law of what
opens a jack pot, whether the opener met the table's own term."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...story.cards import JOKER, OPENING_PAIRS
from ..acts import NOTHING, Arose, LeaveOpen, Outcome, ReadUnder, find, outcome
from ..findings import Reach, Say
from ..view import hand_laws

if TYPE_CHECKING:
    from ..judging import Reads


def holds_openers(d: Reads, cards, least: str) -> bool:
    """Whether the cards open a jack pot that ``least`` or better opens (the table's
    minimum, or the book's fixed one: a jack pot always has one, ``minimum``)."""
    from ...hands.value import evaluate

    value = evaluate(tuple(cards), hand_laws(d))
    if value.category == "high_card":
        return False
    if value.category != "pair":
        return True
    need = OPENING_PAIRS[least]
    ranks = [c.rank for c in cards if c != JOKER]
    return JOKER in cards or any(ranks.count(r) >= 2 and r >= need for r in set(ranks))


def table_term(d: Reads, opener: str, cards, least: str | None) -> Outcome:
    """The book has no law of jack pots: what opens this one is the table's own term (``least``
    or better). Where the opener's hand before the draw (``cards``: None where the story does
    not tell it) holds it, the term is met and the book's silence turns no chip: what decides
    the pool is the book's general law of the show. Where it does not, or is not told, what
    follows an opening without the table's openers the book does not say, and the point
    reaches the opening: what the opener put up from it on, and all that his hand takes
    (judge/reach.py)."""
    from ...hands.value import HandError

    try:
        held = cards is not None and bool(least) and holds_openers(d, cards, least)
    except HandError:  # a hand the book's laws cannot value: not shown to hold them
        held = False
    if held:
        return NOTHING
    kind = "jackpot.opened-without-table-openers" if cards is not None else \
        "jackpot.table-openers-not-told"
    # the point arises where he opened, where the books part on what opens a jack pot
    return outcome(Arose(_opening(d, opener) or d.event, LeaveOpen(
        "jack-pot.false-opener", Say.of(kind, opener=opener, least=least),
        reach=Reach(opener, opens=True))))


def _opening(d: Reads, opener: str):
    """The event at which ``opener`` opened the jack pot: his first stake in it."""
    return next((e for e in d.case.events if e.player == opener and e.verb in
                 ("open", "bet", "raise", "call", "all_in")), None)


def unopened_by_the_table_s_term(d: Reads) -> Outcome:
    """Nobody opened a deal the table plays as a jack pot, and the book has no law of a deal
    nobody opens: by the table's own term a jack pot only its openers open, so no reading
    gives its pool to a player who never opened it; only the readings that leave it unwon
    are read (the chips stay, and the next deal is the next deal's question)."""
    from ...story.points import silent

    return outcome(find(Say.of("jackpot.table-jack-pot-unopened", least=d.case.table.jack_pot)),
                   ReadUnder(silent("unopened.next"), UNWON))


# the answers to what follows a deal nobody opens that leave a jack pot's pool unwon
UNWON = ("jack-pot", "new-deal-age-deals")
