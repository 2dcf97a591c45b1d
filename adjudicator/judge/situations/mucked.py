"""A hand the dealer mucks (``muck``): thrown among the discards or the pack, so that it
cannot be shown, or shown again.

No book names the case. Each that has a law of the show decides it by that law's general
words (docs/rulebook-format.md): the hand shown decides the pool (Peel p. 37, "The best hand
exposed wins"), so a hand mucked before it was shown can never win, and what its holder
staked stays in the pool (``muck.unshown-hand``), and one mucked after it was shown has
spoken already (``muck.shown-hand``). A book with no such law is silent, and the point is
read each way the question allows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ..acts import NOTHING, Outcome, Retire, TakeBack, find, outcome, rule
from ..applied import apply_outcome
from ..findings import Say
from ..deal.table import Phase
from ..view import view

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ...story.case import Event
    from ..judging import Judge, Reads


def muck(j: Judge, ev: Event) -> None:
    """The dealer mucks a hand (``mucks``); before the show, the player it put out may leave
    one in, who takes the pool: ``stakes.one_left`` weighs the table the muck left, and is
    no fold yet, so both are done here."""
    if apply_outcome(j, mucks(view(j), ev)):
        _the_last_left(j)


def mucks(d: Reads, ev: Event) -> Outcome:
    """What the muck does to the hand, by the book; the result True where it may have left
    one player in (a hand not shown)."""
    p, t = ev.player, d.table
    if d.deal.taken_in is not None:  # the pool was taken in: the laws of this deal stop there
        return outcome(find(Say.of("show.mucked-after-taken-in", player=p)))
    if p in t.retired:
        return outcome(find(Say.of("show.mucked-hand-already-out", player=p)))
    if d.deal.uncalled == p:
        # the last left in takes the pool unshown: no hand decides it, and none is shown to
        # win it (a jack pot's opener still owes his proof: jackpot.opener_settles)
        return outcome(find(Say.of("show.mucked-after-uncalled-win", player=p)))
    if p in (d.deal.shown or {}):
        ans, asked = rule(d, "muck.shown-hand", Say.of("show.mucked-shown-silent", player=p))
        if ans is None:  # replayed as the table played it: the hand is gone
            return asked.then(Retire(p, None))
        return asked + SHOWN.of(ans)(d, p, ans)
    ans, asked = rule(d, "muck.unshown-hand", Say.of("show.mucked-unshown-silent", player=p))
    if ans is None:
        return asked.then(Retire(p, None)).returning(True)
    return (asked + UNSHOWN.of(ans)(d, p, ans)).returning(True)


def _the_last_left(j: Judge) -> None:
    """Before any hand is shown, a player put out by a muck may leave one player in: he
    takes the pool, as the last player left does. Once hands are shown, they decide it."""
    if not j.over and (j.table.phase is not Phase.SHOW or not j.deal.shown):
        from .stakes import one_left

        apply_outcome(j, one_left(view(j)))


def _cannot_win(d: Reads, p: str, ans: Answer) -> Outcome:
    return outcome(Retire(p, ans.law_id),
                   find(Say.of("show.mucked-unshown-cannot-win", player=p), ans))


def _stake_returned(d: Reads, p: str, ans: Answer) -> Outcome:
    amount = d.table.stakes.get(p, 0)
    back = outcome(TakeBack(p, amount)) if amount else NOTHING
    return back.then(Retire(p, ans.law_id),
                     find(Say.of("show.mucked-unshown-stake-returned", player=p,
                                 amount=amount), ans))


UNSHOWN = Consequences("muck.unshown-hand", {"cannot-win": _cannot_win,
                                             "stake-returned": _stake_returned})


def _stands(d: Reads, p: str, ans: Answer) -> Outcome:
    return outcome(find(Say.of("show.mucked-shown-stands", player=p), ans))


def _dead(d: Reads, p: str, ans: Answer) -> Outcome:
    return outcome(Retire(p, ans.law_id), find(Say.of("show.mucked-shown-dead", player=p), ans))


SHOWN = Consequences("muck.shown-hand", {"stands": _stands, "dead": _dead})

HANDLERS = {"muck": muck}
