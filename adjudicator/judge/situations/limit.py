"""The limit, fixed before play: a request, during play, to change it; an increase beyond it
(``check_limit``, asked where a stake is raised)."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import answers, readings
from ...law.consequences import Consequences, alternatives
from ...story.payloads import ChangeLimit
from ...story.points import silent, words
from ..acts import NOTHING, LeaveOpen, Outcome, TakeBack, find, outcome, rule
from ..acts.betting import BeyondTheLimit
from ..acts.show import ReadUnder
from ..findings import Reach, Say

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ...story.case import Event
    from ..judging import Reads


def change_limit(d: Reads, ev: Event) -> Outcome:
    p, to, limit = ev.player, ChangeLimit.told_by(ev).to, d.case.table.limit
    fixed = Say.of("limit.fixed-at", limit=limit) if limit is not None else \
        Say.of("limit.fixed-by-table")
    ans, out = rule(d, "limit.fixed", Say.of("limit.change-asked-silent", p=p, to=to,
                                             fixed=fixed), decisive=False)
    if ans is not None and ans.value:
        return out.then(find(Say.of("limit.change-asked-refused", p=p, to=to, fixed=fixed), ans))
    return out


def remedy_open(d: Reads) -> bool:
    """Whether the book names no remedy for an increase beyond the limit (its silence, or a
    reading of it)."""
    ans = d.ask("limit.exceeded")
    return ans is None or ans.rung == "open"


def exceeded(d: Reads, player: str, raised_by: int, limit: int, capped: bool = True) -> Outcome:
    """``player`` increased the stake by more than the limit: what becomes of the increase is
    the book's answer; where it gives none (no book in the library names a remedy), the
    silence is read each way the catalogue allows (``EXCEEDED``). ``capped``: the book says
    the limit caps his increase; where it does not, the readings hold that too."""
    ans = d.ask("limit.exceeded")
    if ans is None:
        kind = "irregular.raise-beyond-limit-no-remedy" if capped else \
            "irregular.raise-beyond-limit-uncapped"
        said = Say.of(kind, player=player, raised_by=raised_by, limit=limit)
        if not capped:
            return outcome(LeaveOpen("limit.exceeded", said))
        # the book's words cap his increase ("in no case can a single raise exceed the limit
        # of the game", Keller p. 27): that it stands as he made it is no reading of them,
        # only what becomes of it
        point = silent("limit.exceeded")
        d.reading(point, tuple(v for v in alternatives("limit.exceeded")
                               if v != answers("limit.exceeded").INCREASE_STANDS))
        return outcome(LeaveOpen("limit.exceeded", said, open=point))
    return EXCEEDED.of(ans)(d, player, raised_by, limit, ans)


def _increase_stands(d: Reads, player: str, raised_by: int, limit: int,
                     ans: Answer) -> Outcome:
    return outcome(find(Say.of("limit.increase-stands", player=player, raised_by=raised_by),
                        ans))


def _chips_stay(d: Reads, player: str, raised_by: int, limit: int, ans: Answer) -> Outcome:
    """No chip he put up comes out of the pool, and the law says no more (the Standard laws'
    "no chips once placed in the pot may be removed"): whether the excess is a stake the
    others must meet, the increase standing as made, or stays in the pool as no stake of
    anyone's, the increase standing at the limit, is read both ways (words.excess-a-stake).
    Read so, a call after it still puts up what lay on the table (``seen_beyond``)."""
    point = words("excess-a-stake")
    reading = d.assume.get(point)
    read = outcome(ReadUnder(point, ()))
    excess = raised_by - limit
    if reading is None:
        kept = find(Say.of("limit.chips-stay", player=player, raised_by=raised_by,
                           limit=limit), ans)
        return read.then(kept).then(LeaveOpen("limit.exceeded", Say.of(
            "limit.chips-stay-excess-open", player=player, excess=excess, limit=limit),
            open=point))
    if reading == readings(point).A_STAKE:
        return read + _increase_stands(d, player, raised_by, limit, ans)
    return read + outcome(BeyondTheLimit(player, excess), find(Say.of(
        "limit.excess-stays", player=player, excess=excess, limit=limit), ans))


def seen_beyond(d: Reads, p: str, owed: int) -> int:
    """What ``p``'s call (or raise) puts up beside the ``owed`` stake it meets, where chips
    put up beyond the limit stay in the pool as no stake: as much as the table saw put up
    beyond it (``_chips_stay``, read so), as far as his funds go. A call meets what lies on
    the table; the reading says only that the excess is no stake anyone must meet."""
    beyond = unmet_beyond(d, p)
    funds = d.table.funds(p)
    return beyond if funds is None else max(0, min(beyond, funds - owed))


def unmet_beyond(d: Reads, p: str) -> int:
    """The most another put up beyond the limit, as no stake, less what ``p`` has so."""
    beyond = d.table.beyond_limit
    return max(0, max(beyond.values()) - beyond.get(p, 0)) if beyond else 0


def _excess_returned(d: Reads, player: str, raised_by: int, limit: int,
                     ans: Answer) -> Outcome:
    """The increase stands up to the limit; what he put up beyond it goes back to him, and
    the stake the others must make good is his at the limit."""
    return outcome(TakeBack(player, raised_by - limit),
                   find(Say.of("limit.excess-returned", player=player,
                               excess=raised_by - limit, limit=limit), ans))


def _increase_void(d: Reads, player: str, raised_by: int, limit: int,
                   ans: Answer) -> Outcome:
    """The increase, being more than the limit allows, is none: all he put up for it goes
    back to him, and his stake is what he made good before it."""
    return outcome(TakeBack(player, raised_by),
                   find(Say.of("limit.increase-void", player=player, raised_by=raised_by,
                               limit=limit), ans))


# what becomes of an increase beyond the limit
EXCEEDED = Consequences("limit.exceeded", {"increase-stands": _increase_stands,
                                           "excess-returned": _excess_returned,
                                           "increase-void": _increase_void,
                                           "chips-stay": _chips_stay},
                       by_law_only=frozenset({"chips-stay"}))


OUTCOMES = {"change_limit": change_limit}


def _remedied(d: Reads, player: str, remedy: Answer, raised_by: int, limit: int) -> Reach:
    """What the book's remedy takes out of an increase beyond the limit, where the book does
    not say what the limit caps: capped, the remedy takes the excess (or the whole increase,
    void) back, and what the others put up to match it; not capped, the increase stands.
    Those chips alone are read both ways (judge/reach.py), never the pool."""
    void = remedy.value == answers("limit.exceeded").INCREASE_VOID
    return Reach(player, chips=raised_by if void else raised_by - limit,
                 level=d.table.stakes[player])


def check_limit(d: Reads, ev: Event, raised_by: int) -> Outcome:
    limit = d.case.table.limit
    if d.case.table.betting != "limit" or limit is None or raised_by <= limit:
        return NOTHING
    # where the book names no remedy either, what the limit caps decides nothing the
    # remedy's readings do not: capped, the increase stands, its excess goes back, or it is
    # void; not capped, it stands (the readings of limit.exceeded hold what turns on it)
    both_open = remedy_open(d)
    # a book whose law keeps the increase as made, capped or not (Peel 55, the Standard
    # laws' "no chips once placed in the pot may be removed"): what it caps decides nothing
    remedy = d.ask("limit.exceeded")
    # nor does it where the law keeps its chips and says no more: not capped, the increase
    # stands, which the reading of its excess as a stake gives too (words.excess-a-stake)
    stands = remedy is not None and remedy.rung != "open" and remedy.value in (
        answers("limit.exceeded").INCREASE_STANDS, answers("limit.exceeded").CHIPS_STAY)
    ans, out = rule(d, "limit.meaning", Say.of("irregular.increased-stake-by-over",
                                               player=ev.player, raised_by=raised_by,
                                               limit=limit),
                    point="limit", decisive=not (both_open or stands),
                    reach=None if both_open or stands else _remedied(d, ev.player, remedy,
                                                                      raised_by, limit))
    if ans is None and not (both_open or stands):
        return out
    if ans is not None:
        out = out.then(find(Say.of("irregular.increases-stake-by-more", player=ev.player,
                                   raised_by=raised_by, limit=limit), ans))
    return out + exceeded(d, ev.player, raised_by, limit, capped=ans is not None)
