"""The table before the first card: how many may sit at it, and whether the pack holds cards
enough to give each of them a hand. No law forbids the game here; the book's numbers are
found against the table, and what follows a breach is the book's to say."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..acts import LeaveOpen, Outcome, find, outcome
from ..findings import Say
from .foul import hand_size

if TYPE_CHECKING:
    from ..judging import Reads


def check(d: Reads) -> Outcome:
    n = len(d.table.players)
    most, least = d.ask("players.max"), d.ask("players.min")
    out = outcome()
    if most is not None and n > most.value:
        out += _breach("players.max", Say.of("seating.more-players-than-allowed", n=n,
                                             value=most.value), most)
    # counsel, not a limit: found against the table, and nothing follows (no silence)
    ease = d.ask("players.comfortable")
    if ease is not None and n > ease.value and (most is None or n <= most.value):
        out += outcome(find(Say.of("seating.more-than-play-in-comfort", n=n, value=ease.value),
                            ease))
    if least is not None and n < least.value:
        sit = Say.of("seating.one-sits" if n == 1 else "seating.many-sit")
        out += _breach("players.min", Say.of("seating.only-at-this-table", n=n, sit=sit,
                                             value=least.value), least)
    pack = d.ask("pack.cards")
    size, each = hand_size(d)
    if pack is not None and size is not None and n * size > pack.value:
        found = Say.of("seating.pack-holds-cards-too", value=pack.value, size=size, n=n,
                       n2=n * size)
        if d.case.table.phase != "before_deal":  # the story tells the cards dealt
            return out + _breach("pack.cards", found, pack, each)
        # the cards are still to be dealt, and the pack cannot give them: the deal cannot be
        # made from it, and what follows is the book's to say (none does)
        out += outcome(find(found, pack, each), LeaveOpen("pack.cards", Say.of(
            "seating.deal-cannot-be-made"), decisive=True))
    return out


def _breach(key: str, finding: Say, *laws) -> Outcome:
    return outcome(find(finding, *laws),
                   LeaveOpen(key, Say.of("seating.silent-on-what-follows"), decisive=False))
