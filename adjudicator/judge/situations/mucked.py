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
from ..findings import Say
from ..table import Phase

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ...story.case import Event
    from ..judging import Judge


def muck(j: Judge, ev: Event) -> None:
    p, t = ev.player, j.table
    if p in t.retired:
        j.find(Say.of("show.mucked-hand-already-out", player=p))
        return
    if p in (j.deal.shown or {}):
        ans = j.rule("muck.shown-hand", Say.of("show.mucked-shown-silent", player=p))
        if ans is None:  # replayed as the table played it: the hand is gone
            t.retire(p, None)
            return
        SHOWN.of(ans)(j, p, ans)
        return
    ans = j.rule("muck.unshown-hand", Say.of("show.mucked-unshown-silent", player=p))
    if ans is None:
        t.retire(p, None)
    else:
        UNSHOWN.of(ans)(j, p, ans)
    _the_last_left(j)


def _the_last_left(j: Judge) -> None:
    """Before the show, a player put out by a muck may leave one player in: he takes the
    pool, as the last player left does. At the show the hands shown decide it."""
    if j.table.phase is not Phase.SHOW and not j.over:
        from .stakes import one_left

        one_left(j)


def _cannot_win(j: Judge, p: str, ans: Answer) -> None:
    j.table.retire(p, ans.law_id)
    j.find(Say.of("show.mucked-unshown-cannot-win", player=p), ans)


def _stake_returned(j: Judge, p: str, ans: Answer) -> None:
    t = j.table
    amount = t.stakes.get(p, 0)
    if amount:
        t.take_back(p, amount)
    t.retire(p, ans.law_id)
    j.find(Say.of("show.mucked-unshown-stake-returned", player=p, amount=amount), ans)


UNSHOWN = Consequences("muck.unshown-hand", {"cannot-win": _cannot_win,
                                             "stake-returned": _stake_returned})


def _stands(j: Judge, p: str, ans: Answer) -> None:
    j.find(Say.of("show.mucked-shown-stands", player=p), ans)


def _dead(j: Judge, p: str, ans: Answer) -> None:
    j.table.retire(p, ans.law_id)
    j.find(Say.of("show.mucked-shown-dead", player=p), ans)


SHOWN = Consequences("muck.shown-hand", {"stands": _stands, "dead": _dead})

HANDLERS = {"muck": muck}
