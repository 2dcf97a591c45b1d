"""The least a player may open for: the book's law of the opening, and an opening that
falls short of it (also where a reading of the limit's silence cut it)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .amounts import in_words, reckon, the_ante
from .showreach import all_he_has_short_of_opening
from ..acts import NOTHING, LeaveOpen, Outcome, find, outcome
from ..findings import Reach, Say

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ...story.case import Event
    from ..judging import Reads


def falls_short(d: Reads, player: str, total: int, ans: Answer) -> Outcome:
    """Whether ``total`` is less than the least the law lets him open for (the result; said
    here): the law says so, and what follows it does not; or he puts up all his money and
    the book's show for less reaches him, and he plays for it."""
    least = reckon(d, ans.value)
    if total >= least:
        return outcome(result=False)
    t = d.table
    first = NOTHING
    if t.funds(player) is not None and total >= t.stakes[player] + t.funds(player):
        first = all_he_has_short_of_opening(d, player, total, least)
        if first.result:
            return first  # he puts up all his money, and the book's show for less reaches him
    # what follows the book does not say: the point concerns his opening, the chips he put
    # up beyond his own ante and every other player's chips standing against them, never
    # the rest of the pool (judge/reach.py): read as going back, it leaves the deal unopened
    own = total - d.deal.ante_paid.get(player, 0) - d.deal.fed.get(player, 0)
    return first.then(
        find(Say.of("betting.opens-for-less-than", player=player, total=total, least=least),
             ans),
        LeaveOpen("open.minimum", Say.of("betting.opened-for-less-than", player=player),
                  reach=Reach(player, own, total, unopened=True) if own > 0 else None)
    ).returning(True)


def opening_cut(d: Reads, ev: Event, total: int) -> Outcome:
    """A reading of the book's silence on an increase beyond the limit (it is void) has cut
    his opening to ``total``: where that is less than the least opening, the law of the
    opening says so, where its law reaches the deal (a jack pot too, unless its when says not)."""
    if not the_ante(d):
        return NOTHING
    ans = opening_law(d, ev.player, bool(d.table.straddlers))
    return NOTHING if ans is None else falls_short(d, ev.player, total, ans)


def opening_law(j: Reads, player: str, straddled: bool) -> Answer | None:
    """The least he must open for: a law that speaks of the player with first say alone
    (Peel 25, "the player who has first say after the deal shall, if he open the game, stake
    a sum at least double") holds him and no other; a law of anyone going in holds all."""
    first = j.table.first_to_act == player and j.deal.out_of_turn != player
    if straddled:  # the least "the player with first say" opens for after a straddle
        return j.ask("open.minimum-straddled") if first else None
    return (first and j.ask("open.minimum-first-say")) or j.ask("open.minimum")


def weigh_opening(d: Reads, player: str, total: int) -> Outcome:
    """An opening (or a coming in) of ``total``: at least what the book's law of the opening
    asks, or short of it (``falls_short``); after a straddle, where no law of the opening
    reaches it, a coming in that makes good."""
    ante = the_ante(d)
    # after a straddle the book's law for a straddled deal, where it has one: a law of the
    # opening without a straddle (Keller /2: "If no straddle has been made") does not reach it
    straddled = bool(d.table.straddlers)
    ans = opening_law(d, player, straddled) if ante else None
    if ans is None:
        make_good = d.ask("betting.make-good") if straddled else None
        level = d.table.level
        if make_good is not None and total >= level:
            more = Say.of("betting.and-more-a-raise", n=total - level) if total > level \
                else ""
            return outcome(find(Say.of("betting.comes-in-after-straddle", player=player,
                                       total=total, more=more), make_good))
        return NOTHING
    short = falls_short(d, player, total, ans)
    if not short.result:
        return short.then(find(Say.of("betting.opens-staking-at-least", player=player,
                                      total=total, in_words=in_words(ans)), ans))
    return short
