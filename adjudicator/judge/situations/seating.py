"""The table before the first card: how many may sit at it, and whether the pack holds cards
enough to give each of them a hand. No law forbids the game here; the book's numbers are
found against the table, and what follows a breach is the book's to say."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .foul import hand_size
from ..findings import Say

if TYPE_CHECKING:
    from ..judging import Judge


def check(j: Judge) -> None:
    n = len(j.table.players)
    most, least = j.ask("players.max"), j.ask("players.min")
    if most is not None and n > most.value:
        _breach(j, "players.max", Say.of("seating.players-sit-at-this", n=n,
                                         value=most.value), most)
    if least is not None and n < least.value:
        sit = "player sits" if n == 1 else "players sit"
        _breach(j, "players.min", Say.of("seating.only-at-this-table", n=n, sit=sit,
                                         value=least.value), least)
    pack = j.ask("pack.cards")
    size, each = hand_size(j)
    if pack is not None and size is not None and n * size > pack.value:
        _breach(j, "pack.cards", Say.of("seating.pack-holds-cards-too", value=pack.value,
                                        size=size, n=n, n2=n * size), pack, each)


def _breach(j: Judge, key: str, finding: Say, *laws) -> None:
    j.find(finding, *laws)
    j.silence(key, Say.of("seating.book-does-not-say"),
              decisive=False)
