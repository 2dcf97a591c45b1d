"""The departures a book may play as part of its own game: jack pots, and their progression.

Keller makes the jack pot a departure (his laws govern "in a jack pot", where agreed); Peel
makes it part of his ordinary game ("If the game be not opened by any player ... the next game
shall be a Jack-pot", law 29; knaves, then queens, then kings, laws 30-32). Where the players
agree jack pots, the book's own laws of them are what the agreement brings into play: a
ruling names them as the departure's laws, never saying the book has none."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .circumstances import Context
    from .rulebook import Law

JACK_POTS = "jack-pots"  # the departure a case's `jack_pot:` plays (terms.DEPARTURES)
PROGRESSIVE = "progressive-jack-pots"

# a law that makes a deal nobody opens a jack pot, in any deal
_MAKES_JACK_POTS = ("unopened.next", "jack-pot")
# the keys of a jack pot's progression from one opening hand to the next
_LATER_OPENS = ("jack-pot.second-opens", "jack-pot.third-opens")


def plays_as_its_own(departure: str, ctx: Context, law: Law) -> bool:
    """Whether ``law`` gives the agreed ``departure`` effect as the book's own game: jack pots
    agreed, where the law makes a deal nobody opens a jack pot, or (in a deal played as one)
    a law of the jack pot; their progression agreed, where it sets the progression. A law
    the book confines to a departure (``when: agreed``) is the departure's by that mark."""
    if departure not in (JACK_POTS, PROGRESSIVE):
        return False
    if ctx.jack_pot and departure == JACK_POTS and law.when.jack_pot:
        return True
    if law.when.departures or law.when.jack_pot is not None:
        return False
    if departure == PROGRESSIVE:  # a progression of one step is none (jacks, and no less)
        return any(key in _LATER_OPENS or key == "jack-pot.progression" and len(value) > 1
                   for key, value in law.provides)
    return _MAKES_JACK_POTS in law.provides or ctx.jack_pot and any(
        key.startswith("jack-pot.") for key, _ in law.provides)
