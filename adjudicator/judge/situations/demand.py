"""A wrong number demanded in the draw: more or fewer cards asked for than were discarded,
and what the dealer gave. A book may let the dealer check the discard (Peel 44), make the
hand given as demanded foul (Peel 45), or bind the player to his demand (Keller, Discard and
Draw 5), a draw of any other number being given short of it or beyond it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .drawfoul import foul_by_count, foul_once_found
from ..acts import LeaveOpen, Outcome, find, outcome, rule
from ..acts.draw import GivenWrongNumber
from ..findings import Reach, Say

if TYPE_CHECKING:
    from ..view import Reads


def wrong_demand(d: Reads, p: str, asked: int, discarded: int, given: int) -> Outcome:
    """``p`` asked for ASKED having discarded DISCARDED, and was given GIVEN (the result:
    True where it is to be ruled as a number given other than he asked, when found)."""
    more = "more" if asked > discarded else "fewer"
    check = d.ask("draw.wrong-demand")
    # a book with no law of the wrong demand may bind the player to his demand (Keller)
    binds = None if check or d.ask("draw.wrong-demand-given") else d.ask("draw.demand-binds")
    if binds is not None and binds.value:
        return _bound(d, p, asked, discarded, given, binds)
    if given == asked:
        ans, out = rule(d, "draw.wrong-demand-given", Say.of(
            "draw.discarded-demanded-was-given", p=p, discarded=discarded, asked=asked),
            reach=Reach(p))
        if ans is None:  # the hand it leaves may be foul by the number it holds
            return out + foul_by_count(d, p, d.deal.draw.drawn[p])
        return out + foul_once_found(d, p, ans, Say.of(
            "draw.given-the-wrong-number-demanded", p=p, discarded=discarded, asked=asked,
            more=more), "excess" if asked > discarded else "short", check)
    if given == discarded:
        if check is None:
            return outcome(LeaveOpen("draw.wrong-demand", Say.of(
                "draw.demanded-discard-dealer-gave", p=p, cards=cards(asked),
                discarded=discarded), reach=Reach(p)))
        return outcome(find(Say.of("draw.demanded-than-discarded-dealer", p=p,
                                   cards=cards(asked), more=more, discarded=discarded), check))
    return outcome(find(Say.of("draw.demanded-discard-was-given", p=p, cards=cards(asked),
                               discarded=discarded, given=given)),
                   LeaveOpen("draw.wrong-demand", Say.of("draw.was-given-neither-number", p=p),
                             reach=Reach(p)))


def _bound(d: Reads, p: str, asked: int, discarded: int, given: int, binds) -> Outcome:
    """His demand binds him ("Each player must take the exact number of cards that he calls
    for", Keller p. 25): given it, he keeps the hand it makes, foul by its number; given
    another number, he was given short of his demand or beyond it, ruled when found."""
    if given == asked:
        return outcome(find(Say.of("draw.must-take-what-he-called", p=p, asked=asked,
                                   discarded=discarded), binds)) + \
            foul_by_count(d, p, d.deal.draw.drawn[p])
    return outcome(GivenWrongNumber(p, "excess" if given > asked else "short",
                                    abs(given - asked)),
                   find(Say.of("draw.demand-binds", p=p, discarded=discarded, asked=asked,
                               given=given), binds), result=True)


def cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def plural(n: int) -> str:
    return "" if n == 1 else "s"
