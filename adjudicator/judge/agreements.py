"""The departures agreed before play, as a ruling lists them: the laws that give each effect,
whether any of them decided something in this deal, and the law that lets the players
depart from the book; a departure the book does not know is a silence noted, not a law."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .findings import Say

if TYPE_CHECKING:
    from .judging import Judge


def agreements(j: Judge) -> list[dict]:
    """Each departure agreed before play: the laws that give it effect, whether any of them
    decided something here, and the law that lets the players depart from the book."""
    if not j.ctx.agreed:
        return []
    allowed = j.ask("agreements")
    out = []
    for departure in sorted(j.ctx.agreed):
        laws = j.book.departure_laws(departure, j.ctx)
        read = f"agreed.{departure}" in j.choices or f"agreed-order.{departure}" in j.choices
        if not laws and not read and not _bears(j, departure) and \
                not any(s.point == "agreed" and s.decisive for s in j.silent):
            j.silence("agreed", Say.of("unknown-departure", departure=departure),
                      decisive=False)
        out.append({"departure": departure, "laws": laws,
                    "applied": any(i in j.cited for i in laws),
                    "allowed_by": allowed.law_id if allowed else None})
    return out


def _bears(j: Judge, departure: str) -> bool:
    """Whether a departure the book does not know bears on a point read both ways: jack pots
    agreed make a deal nobody opens a point the book is silent on (situations/jackpot.py),
    so the agreement is never said to change nothing."""
    from .situations.unopened import JACK_POT_DEPARTURES

    return departure in JACK_POT_DEPARTURES and any(
        s.point == "unopened.next" and s.decisive for s in j.silent)

