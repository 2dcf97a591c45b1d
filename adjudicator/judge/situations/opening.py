"""The least a player may open for: the book's law of the opening, and an opening that
falls short of it (also where a reading of the limit's silence cut it)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .amounts import reckon, the_ante
from .showreach import all_he_has_short_of_opening
from ..applied import apply_outcome
from ..findings import Reach, Say
from ..view import view

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ...story.case import Event
    from ..judging import Judge


def falls_short(j: Judge, player: str, total: int, ans: Answer) -> bool:
    """Whether ``total`` is less than the least the law lets him open for (said here): the
    law says so, and what follows it does not; or he puts up all his money and the book's
    show for less reaches him, and he plays for it."""
    least = reckon(j, ans.value)
    if total >= least:
        return False
    t = j.table
    if t.funds(player) is not None and total >= t.stakes[player] + t.funds(player):
        if apply_outcome(j, all_he_has_short_of_opening(view(j), player, total, least)):
            return True  # he puts up all his money, and the book's show for less reaches him
    j.find(Say.of("betting.opens-for-less-than", player=player, total=total, least=least), ans)
    # what follows the book does not say: the point concerns his opening, the chips he put
    # up beyond his own ante and every other player's chips standing against them, never
    # the rest of the pool (judge/reach.py)
    own = total - j.deal.ante_paid.get(player, 0) - j.deal.fed.get(player, 0)
    j.silence("open.minimum", Say.of("betting.opened-for-less-than", player=player),
              reach=Reach(player, own, total) if own > 0 else None)
    return True


def opening_cut(j: Judge, ev: Event, total: int) -> None:
    """A reading of the book's silence on an increase beyond the limit (it is void) has cut
    his opening to ``total``: where that is less than the least opening, the law of the
    opening says so. (A jack pot's opening is weighed by its openers, not its stake.)"""
    if j.ctx.jack_pot or not the_ante(j):
        return
    ans = opening_law(j, ev.player, bool(j.table.straddlers))
    if ans is not None:
        falls_short(j, ev.player, total, ans)


def opening_law(j: Judge, player: str, straddled: bool) -> Answer | None:
    """The least he must open for: a law that speaks of the player with first say alone
    (Peel 25, "the player who has first say after the deal shall, if he open the game, stake
    a sum at least double") holds him and no other; a law of anyone going in holds all."""
    if straddled:
        return j.ask("open.minimum-straddled")
    first = j.table.first_to_act == player and j.deal.out_of_turn != player
    return (first and j.ask("open.minimum-first-say")) or j.ask("open.minimum")
