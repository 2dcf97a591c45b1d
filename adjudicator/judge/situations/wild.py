"""A wild card the table agreed under a book with no law of it: what it stands for the book
does not say, but where every card it could stand for leaves the same hands the best, the
point decides no chip, and the book's own order of the hands decides the show."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...hands.showdown import showdown
from ...story.cards import JOKER
from ..acts import NOTHING, LeaveOpen, Outcome, find, outcome
from ..acts.show import ReadUnder
from ...law.answers import readings
from ..findings import Say

if TYPE_CHECKING:
    from ..judging import Reads

# the departures by which the table agrees a wild card (the hand laws' own names)
WILD = ("joker", "bug", "wild-cards")


def however_counted(d: Reads, hands: dict, rules) -> Outcome:
    """The showdown where a hand holds the joker, the book gives it no value and the table
    agreed a wild card: counted as any card at all, its holder's hand at its least and at its
    best leaves the same hands the best, so that no reading of it changes who wins; the
    showdown at the value that decides it (his least where he wins even so, his best where
    he is beaten even so), the silence said idle. None where the readings part, or nothing
    here is such a joker (the outcome's result)."""
    if rules.joker is not None or not set(WILD) & set(d.ctx.agreed):
        return NOTHING
    holders = [p for p, cards in hands.items() if len(cards) == 5 and
               any(c.is_joker for c in cards)]
    if len(holders) != 1:
        return NOTHING
    (p,) = holders
    # whatever name its holder gave it: what binds him to a name is the book's law, and
    # it has none
    hands = {q: tuple(JOKER if c.is_joker else c for c in cards) for q, cards in hands.items()}
    wild = rules.changed(joker="any-card", wild=True)  # no card is said it stands for
    best, least = showdown(hands, wild), showdown(hands, wild, face=frozenset(holders))
    if not best.order or not least.order or best.unranked or least.unranked:
        return NOTHING
    if _winners(best) != _winners(least):
        return _read_both_ways(d, p, best, least)
    wins = p in _winners(best)
    return outcome(
        LeaveOpen("joker.counts-as", Say.of("wild.book-gives-no-value", player=p),
                  decisive=False),
        find(Say.of("wild.however-counted", player=p,
                    outcome=Say.of("wild.among-the-best" if wins else "wild.beaten"))),
        result=least if wins else best)


def _read_both_ways(d: Reads, p: str, best, least) -> Outcome:
    """Counted at its face value and at its best, the joker leaves different hands the best:
    the point is read both ways (``counts.P``), the two bounding every count between (a
    higher count never makes his hand worse), so that only what they part on is held; the
    showdown at the count read, or at its face value until it is read."""
    point = f"counts.{p}"
    read = d.assume.get(point)
    out = outcome(ReadUnder(point, ()))
    if read is None:
        return out.then(LeaveOpen("joker.counts-as", Say.of("wild.book-gives-no-value-decides",
                                                            player=p), open=point)
                        ).returning(least)
    return out.then(find(Say.of(f"wild.counted-{read}", player=p), rung="open")
                    ).returning(best if read == readings(point).AT_ITS_BEST else least)


def _winners(sd) -> frozenset:
    return frozenset(sd.order[0]) if sd.order else frozenset()
