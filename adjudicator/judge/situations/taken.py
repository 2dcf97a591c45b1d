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
from ..findings import Say

if TYPE_CHECKING:
    from ..judging import Judge
    from ...law.rulebook import Answer


def held_at_show(j: Judge, shown: dict) -> None:
    """Each hand just shown, still in, that holds a card taken from its holder in the draw."""
    t = j.table
    for p, cards in shown.items():
        if p not in t.in_hand() or isinstance(cards, int):
            continue
        drawn = j.deal.drawn.get(p)
        held = [c for c in (drawn.taken if drawn else ()) if c in cards]
        if not held:
            continue
        card = " ".join(str(c) for c in held)
        ans = j.rule("foul-hand.obtained-irregularly",
                     Say.of("show.holds-taken-card-silent", p=p, card=card))
        if ans is not None:
            HELD.of(ans)(j, p, card, ans)


def _foul(j: Judge, p: str, card: str, ans: Answer) -> None:
    """A foul hand cannot win: the book's law on a foul hand found at the end, and on a bet
    made with one where he bet after the draw, say what he loses and who takes the pool."""
    t = j.table
    at_end = j.ask("foul-hand.at-show")
    bet_after_draw = t.stakes[p] > j.deal.stakes_at_draw.get(p, t.stakes[p])
    bet = j.ask("foul-hand.bet") if bet_after_draw else None
    t.retire(p, (at_end or bet or ans).law_id)
    j.deal.found_foul(p)
    j.find(Say.of("show.holds-taken-card-foul", p=p, card=card), ans)
    if at_end is not None or bet is not None:
        j.find(Say.of("show.foul-hand-loses-pool", p=p), at_end, bet)


def _stands(j: Judge, p: str, card: str, ans: Answer) -> None:
    j.find(Say.of("show.holds-taken-card-stands", p=p, card=card), ans)


# what a hand shown holding a card taken from its holder in the draw comes to
HELD = Consequences("foul-hand.obtained-irregularly", {"foul-hand": _foul, "stands": _stands})
