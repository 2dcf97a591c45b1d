"""A card the book takes from a player in the draw, found in his hand at the show.

A card the dealer exposes in giving a player his draw is not to be given him, by every
answer the catalogue allows (``exposed.in-draw``: returned to the pack, or laid at the
bottom and replaced). Where the story shows it in his hand after all, his hand was not
obtained as the book says: whether it is a foul hand is the book's to say
(``foul-hand.obtained-irregularly``); the card is never counted for him on the engine's
own authority, and the story is not refused for telling it (a dispute, not bad input)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ..acts import NOTHING, Outcome, Retire, find, outcome, rule
from ..acts.show import FoundFoul
from ..findings import Say

if TYPE_CHECKING:
    from ..judging import Reads
    from ...law.rulebook import Answer


def held_at_show(d: Reads, shown: dict) -> Outcome:
    """Each hand just shown, still in, that holds a card taken from its holder in the draw."""
    t = d.table
    out = NOTHING
    for p, cards in shown.items():
        if p not in t.in_hand() or isinstance(cards, int):
            continue
        drawn = d.deal.draw.drawn.get(p)
        held = [c for c in (drawn.taken if drawn else ()) if c in cards]
        if not held:
            continue
        card = " ".join(str(c) for c in held)
        ans, asked = rule(d, "foul-hand.obtained-irregularly",
                          Say.of("show.holds-taken-card-silent", p=p, card=card))
        out += asked
        if ans is not None:
            out += HELD.of(ans)(d, p, card, ans)
    return out


def _foul(d: Reads, p: str, card: str, ans: Answer) -> Outcome:
    """A foul hand cannot win: the book's law on a foul hand found at the end, and on a bet
    made with one where he bet after the draw, say what he loses and who takes the pool."""
    t = d.table
    at_end = d.ask("foul-hand.at-show")
    bet_after_draw = t.stakes[p] > d.deal.draw.stakes_at_draw.get(p, t.stakes[p])
    # a law of a bet "with more or less than five cards" (Keller p. 28) is no law of a hand
    # of five foul on another ground
    of = d.ask("foul-hand.bet-of")
    bet = d.ask("foul-hand.bet") if bet_after_draw and of is None else None
    out = outcome(Retire(p, (at_end or bet or ans).law_id), FoundFoul(p),
                  find(Say.of("show.holds-taken-card-foul", p=p, card=card), ans))
    if at_end is not None or bet is not None:
        return out.then(find(Say.of("show.foul-hand-loses-pool", p=p), at_end, bet))
    return out


def _stands(d: Reads, p: str, card: str, ans: Answer) -> Outcome:
    return outcome(find(Say.of("show.holds-taken-card-stands", p=p, card=card), ans))


# what a hand shown holding a card taken from its holder in the draw comes to
HELD = Consequences("foul-hand.obtained-irregularly", {"foul-hand": _foul, "stands": _stands})
