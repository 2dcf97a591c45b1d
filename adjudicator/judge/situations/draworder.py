"""The order of the draw: who is served ahead of one whose turn comes first (Peel 34, 35;
Keller /1: "discarding and drawing must be done in turn"), said on the law of the order, which
names no consequence: the draw stands as made."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..acts import NOTHING, Outcome, find, outcome
from ..findings import Say

if TYPE_CHECKING:
    from ..judging import Reads


def draw_order(t) -> list[str]:
    """The seats still in, in rotation from the dealer's left, he last: whether that is the
    order of the draw is the book's to say (draw.first)."""
    return [q for q in t.round_from(t.left_of(t.dealer)) if q not in t.retired]


def before_his_turn(d: Reads, p: str) -> tuple:
    """Served before one who discarded ahead of him in the order of the draw, where the book
    gives the draw an order (Keller: "discarding and drawing must be done in turn"): said on
    that law, which names no consequence; the draw stands as made (it moves no chip)."""
    t, draw = d.table, d.deal.draw
    order = draw_order(t)
    if p not in order:
        return ()
    ahead = [q for q in order[:order.index(p)] if q not in draw.served]
    waiting = [q for q in ahead if (rec := draw.drawn.get(q)) is not None and rec.discarded]
    # one who has not yet discarded, and does later in the story (a discard ahead of his turn)
    later = [q for q in ahead if q not in draw.lost_draw and draw.drawn.get(q) is None
             and d.event is not None and d.foreknown.draws_later(q, d.event.index)]
    first = d.ask("draw.first") if waiting or later else None
    if first is None:
        return ()
    if not waiting:
        return (find(Say.of("draw.served-ahead-of-his-turn", p=p, before=later[0]), first),)
    return (find(Say.of("draw.served-before-his-turn", p=p, before=waiting[0]), first),)


def ahead_of_his_turn(d: Reads, p: str) -> Outcome:
    """``p`` discards before one whose turn to draw comes first, who has neither discarded nor
    been served and discards later in the story (one who never does stood pat): said on the
    law of the order of the draw, which names no consequence (Peel 34, Keller /1: "in turn").
    What becomes of the other's draw is his own turn's question (Peel 38)."""
    draw, order = d.deal.draw, draw_order(d.table)
    if p not in order or d.event is None:
        return NOTHING
    waiting = [q for q in order[:order.index(p)] if q not in draw.served
               and q not in draw.lost_draw and draw.drawn.get(q) is None
               and d.foreknown.draws_later(q, d.event.index)]
    first = d.ask("draw.first") if waiting else None
    if first is None:
        return NOTHING
    return outcome(find(Say.of("draw.discards-before-his-turn", p=p, before=waiting[0]), first))
