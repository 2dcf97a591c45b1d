"""The words of what a ruling leaves in the pool (judge/words/answer.py): for the new deal, a
misdeal's ante apart where it is open and its player stakes it again either way; for the deal
going on; for the next deal."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .shares import and_ as _and, cite as _cite

if TYPE_CHECKING:
    from ..answer import TableAnswer


def carried(a: TableAnswer, brief: bool = False) -> str:
    """What stays in the pool, said by what the deal came to: for a new deal, the next deal,
    the deal going on; where a misdeal's ante is open, the bets beside it apart (``brief``:
    said only to be there for the new deal either way, its point left to ``next.points``)."""
    n = a.carried
    if not n or a.outcome == "passed":
        return ""
    if a.outcome == "misdeal" and a.carried_open and a.restaked and brief:
        return (f"the {n} in the pool is there for the new deal either way"
                + _cite(dict.fromkeys(x.law for x in a.restaked if x.law)))
    if a.outcome == "misdeal" and a.carried_open and a.restaked:
        # the open point concerns the ante; bets beside it a law keeps (Peel 55)
        ante = sum(x.amount for x in a.restaked)
        what = (f"the {n} in the pool is there for the new deal: the {n - ante} beside the ante "
                f"stays, and the book does not say whether the {ante} of the ante") \
            if ante < n else \
            f"the book does not say whether the {n} in the pool"
        return (f"{what} stays there for the new deal or goes back, and it changes nothing: "
                f"{_restaked(a.restaked)} for the new deal either way"
                + _cite(dict.fromkeys(x.law for x in a.restaked if x.law)))
    if a.outcome == "misdeal" and a.ante_also:
        return (f"the {n} in the pool stays there for the new deal, but the regular ante is "
                "made for it also" + _cite(x for x in a.ante_also if x not in a.redeal_laws))
    if a.outcome == "misdeal":
        return f"the {n} in the pool stays there for the new deal"
    if a.outcome == "continues":
        return f"the {n} in the pool stays in it"
    if a.outcome == "void":
        return f"the {n} in the pool before the deal stays there"
    if a.outcome == "unsettled":
        return f"{n} stays in the pool"
    return f"{n} is carried to the next deal"


def _restaked(restaked) -> str:
    """Who stakes what again for the new deal: "A stakes 1", "A, B and C stake 1 each"."""
    if len(restaked) > 1 and len({x.amount for x in restaked}) == 1:
        return f"{_and([x.player for x in restaked])} stake {restaked[0].amount} each"
    return _and([f"{x.player} stakes {x.amount}" for x in restaked])
