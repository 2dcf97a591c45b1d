"""Chips going up, and where the betting stands after each act: a stake as the book makes
of a player's words and turn, all in, the interval's end, the last player left in.

Shared by ``betting`` and ``shortstack`` (a show for what one has, borrowing), which both
put chips up and then ask what follows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import irregular, jackpot

if TYPE_CHECKING:
    from ...story.case import Event
    from ..engine import Judge


def stake(j: Judge, ev: Event, amount: int) -> None:
    """Put ``amount`` up for the acting player, as the book makes of his words and his turn."""
    t = j.table
    p = ev.player
    if t.funds(p) is not None and amount > t.funds(p):
        if p in j.deal.borrowed:
            t.stacks[p] = amount  # he borrows what he lacks, and has nothing over
        else:  # more than he has left: all he has goes in, as if he said all_in (README)
            j.find(f"{p} has only {t.funds(p)} left and cannot put up {amount}: he puts up "
                   "all he has")
            amount = t.funds(p)
    before = t.level
    held = irregular.held_out_of_turn(j, p)
    t.stake(p, amount)
    spends_a_loan(j, p)
    amount = irregular.words_against_chips(j, p, amount, before)
    if held:
        t.level = before
        return
    raised = t.stakes[p] > before
    if j.deal.take_out_of_turn() == p:
        t.acted.add(p)
        if raised:
            t.acted = {p}
    else:
        t.record_act(p, raised)
    if t.phase == "before_draw" and t.opened_by is None and \
            (raised or _makes_good_a_straddle(j, p, amount)):
        t.opened_by = p
    if raised:
        irregular.check_limit(j, ev, t.stakes[p] - before)
    if t.funds(p) == 0 and p not in t.all_in:
        _all_in(j, p, amount)


def _makes_good_a_straddle(j: Judge, p: str, amount: int) -> bool:
    """After a straddle the highest stake is already more than the ante: the first player who
    puts up chips to equal it comes into the game, though he goes no higher (Peel 25 asks of
    him "at least double the amount of ante"; Keller /3 "an amount equal to the highest
    deposit"). Whether what he put up is enough is judged where he opens (``betting``)."""
    t = j.table
    return bool(t.straddlers) and p not in t.straddlers and amount > 0 \
        and t.stakes[p] == t.level


def _all_in(j: Judge, p: str, put: int | None) -> None:
    """His bet, call or raise used up all his funds: he is all in, whatever the verb said
    (docs/case-format.md), and his show is for the stake he now has, against the players now in."""
    t = j.table
    t.all_in[p] = t.stakes[p]
    t.in_game_at_all_in[p] = tuple(t.in_hand())
    j.find(f"{p} puts up all he has, {put}, bringing his stake to {t.stakes[p]}" if put
           is not None else f"{p} has put up all he has: he is all in, his stake {t.stakes[p]}")


def spends_a_loan(j: Judge, p: str) -> None:
    """A player stakes borrowed money where the book does not say he may borrow: the
    outcome now turns on that silence."""
    left = j.table.funds(p)
    loan = j.deal.loans.get(p, 0)
    if loan and (left is None or left < loan) and j.ask("borrowing") is None:
        j.silence("borrowing", f"{p} stakes money he borrowed at the table: the book does not "
                  "say whether he may borrow")


# --- after each action -------------------------------------------------------------------

def after_action(j: Judge) -> None:
    t = j.table
    here = j.event.index if j.event is not None else 0
    if j.deal.consequences_at is None or j.deal.consequences_at[0] != here:
        j.deal.consequences_at = (here, len(j.steps))  # what the act brings about begins
    irregular.deemed_turns(j)
    for p in t.in_hand():  # chips put up out of turn that used up his funds, now counted
        if t.funds(p) == 0 and t.stakes[p] and p not in t.all_in \
                and p not in j.deal.deemed:
            _all_in(j, p, None)
    if one_left(j):
        return
    if t.phase == "after_draw" and t.interval_complete():
        _interval_ends(j)
        t.phase = "show"
    elif t.phase == "before_draw" and t.interval_complete():
        if t.opened_by is None and (j.case.table.ante or j.ctx.jack_pot):
            jackpot.unopened(j)
        else:
            _interval_ends(j)


def one_left(j: Judge) -> bool:
    """Whether every other player is out, however he came to be (passing, a foul hand found):
    the last left takes the pool (or nobody opened). A deal is never left going on with one
    player in it."""
    t = j.table
    left = t.in_hand()
    if len(left) > 1 or j.deal.uncalled is not None:
        return False
    if t.phase == "before_draw" and t.opened_by is None:
        jackpot.unopened(j)
    elif left:
        _uncalled(j, left[0])
    return True


def _interval_ends(j: Judge) -> None:
    ends = j.ask("betting.interval-end")
    if ends is not None:
        j.find("The betting interval is ended: every player still in has had his turn, and the "
               "bets are equal (or all have checked)", ends)


def _uncalled(j: Judge, winner: str) -> None:
    t = j.table
    ans = j.rule("uncalled-bet", f"nobody calls {winner}: the book does not say whether he "
                 "takes the pool unshown", decisive=False)
    if ans is not None:
        if t.last_aggressor == winner and t.stakes[winner] == t.level:
            j.find(f"Nobody calls {winner}'s bet: he wins the pool unshown", ans)
        else:
            j.find(f"Every other player has passed out: {winner}, the last left in, takes the pool "
                   "without showing his hand", ans)
    # The pool is his when the story is told: the opener's proof may still follow.
    j.deal.uncalled = winner
    j.deal.won_before_draw = t.phase == "before_draw"
    j.deal.betting_over = ans.laws if ans is not None else []
