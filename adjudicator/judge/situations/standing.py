"""A player stands (checks) where nobody has bet: as the book allows it, forbids it, or
allows it only the first bettor after the draw, who must otherwise bet or pass out. Each
consequence returns whether standing costs him his hand (the result)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ...law.answers import answers, readings
from ...law.consequences import Consequences
from .stakes import after_action
from ..acts import (NOTHING, Doubted, LeaveOpen, Outcome, RaisesPoint, Retire, Then, find,
                    outcome)
from ..acts.betting import Stands, StaysInPool
from ..findings import Say
from ..deal.table import Phase
from ..readings import book_answers

if TYPE_CHECKING:
    from ..judging import Reads
    from ...law.rulebook import Answer


def ante_no_bet(d: Reads, then: Callable[[Reads], Outcome]) -> Outcome | None:
    """A player checks before the draw where nobody has bet and nothing is up but the ante
    (no straddle), under a book that lets a player check "provided no previous player has
    made a bet during that betting interval" (the Standard laws' checking/1) and has no law
    that a player must come in for the ante (``open.minimum``): the ante, put up before the
    deal, is no bet of the interval, and stays in the pool as no stake anyone must meet, and
    his check is ruled as ``then`` rules it (None where the ante is a stake to meet)."""
    t = d.table
    if t.phase is not Phase.BEFORE_DRAW or t.opened_by is not None or t.straddlers \
            or book_answers(d, "open.minimum") or not book_answers(d, "betting.check"):
        return None
    check = d.ask("betting.check")
    if check is None or check.value != answers("betting.check").ALLOWED:
        return None
    up = {p: n for p, n in t.stakes.items() if n}
    return outcome(find(Say.of("betting.ante-no-bet-of-the-interval", players=tuple(up)),
                        check), *(StaysInPool(p, n) for p, n in up.items()), Then(then))


def _must_bet(d: Reads, p: str, ans: Answer) -> Outcome:
    """The first bettor after the draw must bet or pass out."""
    t = d.table
    if t.phase is not Phase.AFTER_DRAW:
        return _before_draw_silent(d, p)
    if p == t.first_to_act:
        return outcome(Retire(p, ans.law_id),
                       find(Say.of("betting.first-bettor-declines-passes-out", p=p), ans),
                       Then(after_action), result=True)
    passed_on = d.ask("betting.duty-passes-on") if t.first_to_act in t.retired else None
    if passed_on is not None:  # the first bettor passed out: the duty is the next man's
        return outcome(Retire(p, passed_on.law_id),
                       find(Say.of("betting.later-stands-passes-out-passed-on", p=p),
                            passed_on, ans), Then(after_action), result=True)
    # how far the duty reaches is open: ruled both ways, the same way for every player
    return _later_player_stands(d, p, ans, "stands.after-draw", "duty")


def _later_player_stands(d: Reads, p: str, ans: Answer, point: str, law: str) -> Outcome:
    """A player after the first bettor stands where nobody has bet, and the book's law (its
    first bettor's ``duty`` to bet or pass out, or his ``right`` to stand) speaks of the first
    bettor alone: the point is open, ruled both ways, the same way for every player."""
    reading = d.reading(point)
    if reading == readings(point).PASSES_OUT:
        return outcome(Retire(p, ans.law_id),
                       find(Say.of(f"betting.later-stands-passes-out-{law}", p=p), ans),
                       Then(after_action), result=True)
    if reading == readings(point).MAY_STAND:
        return outcome(find(Say.of(f"betting.later-stands-may-{law}", p=p), rung="open"),
                       result=False)
    said = Say.of(f"betting.may-a-later-player-stand-{law}", p=p)
    return outcome(LeaveOpen("betting.check", said, decisive=False, open=point),
                   RaisesPoint(said, point="betting.check"),  # said at his act, not lawful
                   Doubted(p, d.table.stakes[p]), result=False)


def _forbidden(d: Reads, p: str, ans: Answer) -> Outcome:
    """Standing is forbidden after the draw: he passes out. No book's law forbids it: the
    value is a reading of a book's silence, "no player may stay in without betting", whose
    words reach the betting before the draw as well as after it."""
    t = d.table
    if t.phase is not Phase.AFTER_DRAW and (ans.laws or t.phase is not Phase.BEFORE_DRAW):
        return _before_draw_silent(d, p)
    return outcome(Retire(p, ans.law_id),
                   find(Say.of("betting.declines-to-bet-passes-out", p=p), ans),
                   Then(after_action), result=True)


def _before_draw_silent(d: Reads, p: str, said: Say | None = None) -> Outcome:
    """The law speaks of the betting after the draw only (``said``: how, where not that the
    first bettor may not stand). Before the draw, whether he may stand is then open on its
    words, read both ways (``standing.before-draw``); at another time it is left silent."""
    said = said or Say.of("betting.stands-before-draw-silent", p=p)
    if d.table.phase is not Phase.BEFORE_DRAW:
        return outcome(LeaveOpen("betting.check", said, decisive=False),
                       Doubted(p, d.table.stakes[p]), result=False)
    point = "standing.before-draw"
    reading = d.reading(point)
    if reading == readings(point).PASSES_OUT:  # a reading, on no law
        return outcome(Retire(p, None), find(Say.of("betting.early-stand-passes-out", p=p),
                                             rung="open"), Then(after_action), result=True)
    if reading == readings(point).MAY_STAND:
        return outcome(find(Say.of("betting.early-stand-may", p=p), rung="open"),
                       result=False)
    return outcome(LeaveOpen("betting.check", said, decisive=False, open=point),
                   RaisesPoint(said, point="betting.check"),  # said at his act, not lawful
                   Doubted(p, d.table.stakes[p]), result=False)


def _first_may_hold(d: Reads, p: str, ans: Answer) -> Outcome:
    """The first bettor after the draw may stand, once."""
    t = d.table
    if t.phase is not Phase.AFTER_DRAW:
        return _before_draw_silent(d, p, Say.of("betting.stands-not-first-bettor-silent", p=p))
    if p != t.first_to_act:
        return _later_player_stands(d, p, ans, "holds.after-draw", "right")
    if p in d.deal.stood:
        return outcome(Retire(p, ans.law_id),
                       find(Say.of("betting.stood-turn-comes-round-again", p=p), ans),
                       Then(after_action), result=True)
    return outcome(Stands(p), find(Say.of("betting.first-bettor-stands", p=p), ans),
                   result=False)


def stood_to_the_show(d: Reads) -> Outcome:
    """The first bettor after the draw stood, every other player has had his say since, and
    nobody bet: the turn came round to him again, and the hands were shown instead of his
    bet. Where the book lets him stand once only ("he would have to do so when the turn came
    round to him again, or else relinquish his cards and his stake", Peel desc/48), he gives
    them up."""
    t = d.table
    held = [p for p in d.deal.stood if p in t.in_hand() and p not in t.all_in]
    if not held or len(t.in_hand()) < 2 or t.level != d.deal.interval_base \
            or not t.interval_complete():  # alone, he has nobody to bet against
        return NOTHING
    ans = d.ask("betting.check.turn-comes-round")
    if ans is None:
        return NOTHING
    return outcome(*(x for p in held for x in (
        Retire(p, ans.law_id), find(Say.of("betting.stood-turn-comes-round-again", p=p), ans))))


def _allowed(d: Reads, p: str, ans: Answer) -> Outcome:
    return outcome(find(Say.of("betting.checks-a-bet-of-nothing", p=p), ans), result=False)


# each returns True where standing costs him his hand
STANDING = Consequences("betting.check", {
    "forbidden": _forbidden, "allowed": _allowed, "first-bettor-may-hold": _first_may_hold,
    "first-bettor-must-bet": _must_bet})
