"""The law a pass is ruled by: the book's law of passing, or of not making good a higher
stake, or of a player out of the game, each where its words reach the pass."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..table import Phase

if TYPE_CHECKING:
    from ..judging import Judge
    from ...law.rulebook import Answer


def passing_law(j: Judge, p: str) -> tuple[Answer | None, bool]:
    """The law a pass by ``p`` is ruled by, and whether he forfeits what he has staked by
    it. The book's law of passing, where it has one (Peel 27, "he shall forfeit
    unconditionally his stake"); else, where he has staked and there is a higher stake he
    does not make good, its law of not equalling (Keller p. 24, "If any player has deposited
    any amount in the pool and does not wish to 'see' the raise"); else its law that a
    player who passes is out ("If he passes he must retire from the game for that deal").
    He forfeits only what he staked: with nothing staked, no forfeiture is said."""
    t = j.table
    staked = has_staked(j, p)
    ans = j.ask("passing.stake", the_age(j, p))
    if ans is not None:
        return ans, staked
    if t.to_call(p) > 0:
        ans = not_equalling(j, p)
        if ans is not None:
            return ans, staked
    return j.ask("passing.re-entry"), False


def not_equalling(j: Judge, p: str) -> Answer | None:
    """The book's law of a player who does not make his stake equal to the highest, where
    its words reach ``p``: a law of one who "has deposited any amount" does not reach a
    player who has put nothing in (betting.not-equalling.deposited-only)."""
    ans = j.ask("betting.not-equalling")
    if ans is None or has_staked(j, p):
        return ans
    only = j.ask("betting.not-equalling.deposited-only")
    return None if only is not None and only.value is True else ans


def the_age(j: Judge, p: str) -> str | None:
    """"the-age" where ``p`` is the age who put up the ante, whom a law may speak of alone
    (Peel's "If he pass ... losing his original stake", Schenck's ante man "forfeiting the
    ante"); else None."""
    return "the-age" if j.case.table.ante and p == j.table.age else None


def has_staked(j: Judge, p: str) -> bool:
    """Whether ``p`` has chips of his own in the pool: put up in this deal (his ante among
    them), or, after the draw, before it (a story told from after the draw leaves his stake
    before it untold, not absent)."""
    return j.table.phase in (Phase.AFTER_DRAW, Phase.SHOW) or j.table.stakes.get(p, 0) > 0
