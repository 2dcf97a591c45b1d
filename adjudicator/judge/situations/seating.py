"""The table before the first card: how many may sit at it, and whether the pack holds cards
enough to give each of them a hand. No law forbids the game here; the book's numbers are
found against the table, and what follows a breach is the book's to say."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .foul import hand_size

if TYPE_CHECKING:
    from ..engine import Judge


def check(j: Judge) -> None:
    n = len(j.table.players)
    most, least = j.ask("players.max"), j.ask("players.min")
    if most is not None and n > most.value:
        _breach(j, "players.max", f"{n} players sit at this table, more than the {most.value} "
                "the book allows at one table", most)
    if least is not None and n < least.value:
        sit = "player sits" if n == 1 else "players sit"
        _breach(j, "players.min", f"Only {n} {sit} at this table, fewer than the "
                f"{least.value} the book requires", least)
    pack = j.ask("pack.cards")
    size, each = hand_size(j)
    if pack is not None and size is not None and n * size > pack.value:
        _breach(j, "pack.cards", f"The pack holds {pack.value} cards, too few to deal {size} "
                f"to each of {n} players ({n * size})", pack, each)


def _breach(j: Judge, key: str, finding: str, *laws) -> None:
    j.find(finding, *laws)
    j.silence(key, "the book does not say what follows; the deal is ruled as it was played",
              decisive=False)
