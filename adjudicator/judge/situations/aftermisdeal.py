"""A bet told after the deal was found a misdeal (a deal dealt again unasked, read as one; a
misdeal nobody at the table declared): the act is no part of the deal, but the chips it put
up were put up. A book's law of a bet once made keeps them in the pool for the new deal (Peel
55, "A bet once made, whether made in proper turn or not, cannot be recalled"); where the book
has none, what a misdeal does with the bets beyond the ante is read both ways (``bets``):
they go back to him, or they remain in the pot."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ..acts import NOTHING, LeaveOpen, Outcome, find, outcome
from ..acts.betting import PutUpAfterBetting
from ..findings import Say
from .passing import chips_told, given_back, into_pool

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Reads

# the acts that put chips up (a stand puts up none)
STAKING = ("bet", "open", "call", "raise", "all_in")


def bet_after_misdeal(d: Reads, ev: Event) -> Outcome:
    amount = chips_told(d, ev, after=True)  # a call meets the most put up after the misdeal
    if amount <= 0:
        return NOTHING
    p = ev.player
    told = outcome(PutUpAfterBetting(p, amount))
    kept = d.ask("pool.bet-made")
    reading = None if kept is not None else d.reading("bets.misdeal")
    if reading == readings("bets.misdeal").RETURNED:
        return told + given_back(d, p, amount).then(find(Say.of(
            "misdeal.bet-after-returned", player=p, amount=amount), rung="open"))
    # they stay: by the book's law, as left open, or as read so
    said = (find(Say.of("misdeal.bet-after-remains", player=p, amount=amount), kept)
            if kept is not None else
            LeaveOpen("misdeal.stakes", Say.of("misdeal.bet-after-silent", player=p,
                                               amount=amount), open="bets.misdeal")
            if reading is None else
            find(Say.of("misdeal.bet-after-remains-read", player=p, amount=amount), rung="open"))
    return told + into_pool(d, p, amount).then(said)
