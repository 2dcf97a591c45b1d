"""An event told after a law decided the deal, or after a point left open stopped it: the
engine's, which says what the event comes to and, where the deal stopped on a fact the case
does not tell, puts up the chips it tells outright (the one write of the deal it makes)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..story.payloads import Stake as Told
from .findings import Say

if TYPE_CHECKING:
    from ..story.case import Event
    from .replaying import Judge

PUT_UP_OUTRIGHT = ("ante", "straddle", "open", "bet")  # whatever was staked before them


def after_the_end(j: Judge, event: Event) -> None:
    """An event told after a law decided the deal, or a point left open stopped it."""
    ended = j.settlement
    laws = [j.cited[i] for i in ended.ended_by if i in j.cited]
    if ended.status == "continues":
        j.find(Say.of("after-waiting", verb=event.verb, player=event.player or ""), laws,
               on=ended.ended_on)
    elif laws:
        # chips told outright after the pool was awarded are no part of it (a historian read
        # nothing of the age's 2 bet after Keller gave him the ante)
        amount = Told.told_by(event).amount if ended.status == "settled" and \
            event.verb in PUT_UP_OUTRIGHT else None
        kind = "after-ended-put-up" if amount else "after-ended"
        j.find(Say.of(kind, verb=event.verb, player=event.player or "", status=ended.status,
                      **({"amount": amount} if amount else {})), laws, on=ended.ended_on)
    else:  # the point left open: the book's, or a fact the story does not tell
        untold = j.missing and not any(s.decisive for s in j.silent)
        # stopped on a fact untold, no reading replays what follows: chips it tells
        # outright (an ante, a straddle, an opening or a bet of so much) are put up and
        # held; a call's or a raise's turn on the stakes the stop leaves untold
        amount = Told.told_by(event).amount if j.missing and event.verb in \
            PUT_UP_OUTRIGHT and event.player in j.table.stakes else None
        put = j.table.stake(event.player, amount).amount if amount else 0
        kind = ("after-untold-put-up" if untold else "after-stopped-put-up") if put else \
            "after-untold" if untold else "after-stopped"
        j.find(Say.of(kind, verb=event.verb, player=event.player or "",
                      status=ended.status, **({"amount": put} if put else {})))
