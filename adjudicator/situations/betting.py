"""The say before the draw and the betting after it: making good, raising, passing,
standing, and the end of each round.

Whose turn it is is settled in ``turns``; irregular bets (out of turn, spoken, over the
limit) in ``irregular``; short stakes and borrowing in ``shortstack``; deals nobody opens,
and jack pots, in ``jackpot``.
"""
from __future__ import annotations

from ..errors import InputError
from . import irregular, jackpot
from .shortstack import borrow, show_for_stake, spends_a_loan
from .turns import may_act


# --- each betting action ----------------------------------------------------------------

def stake(j, ev, amount: int) -> None:
    """Put ``amount`` up for the acting player, as the book makes of his words and his turn."""
    t = j.table
    p = ev.player
    short = False
    if t.funds(p) is not None and amount > t.funds(p) and ev.verb != "all_in":
        if p in j.pending.get("borrowed", set()):
            t.stacks[p] = amount  # he borrows what he lacks, and has nothing over: all in is 0
        else:  # more than he has left: all he has goes in, as if he said all_in (README)
            j.find(f"{p} has only {t.funds(p)} left and cannot put up {amount}: he puts up "
                   "all he has")
            amount, short = t.funds(p), True
    before = t.level
    held = irregular.held_out_of_turn(j, p)
    t.stake(p, amount)
    if short:
        t.all_in[p] = t.stakes[p]
        t.in_game_at_all_in[p] = tuple(t.in_hand())
    spends_a_loan(j, p)
    amount = irregular.words_against_chips(j, p, amount, before)
    if held:
        t.level = before
        return
    raised = t.stakes[p] > before
    if j.pending.pop("out_of_turn", None) == p:
        t.acted.add(p)
        if raised:
            t.acted = {p}
    else:
        t.record_act(p, raised)
    if raised and t.phase == "before_draw" and t.opened_by is None:
        t.opened_by = p
    if raised:
        irregular.check_limit(j, ev, t.stakes[p] - before)


def bet(j, ev) -> None:
    if not may_act(j, ev):
        return
    t = j.table
    amount = ev.get("amount")
    if t.phase == "before_draw" and t.opened_by is None:
        _check_opening(j, ev, t.stakes[ev.player] + amount)
    owed = t.to_call(ev.player)
    if amount < owed:
        j.find(f"{ev.player} puts up {amount}, less than the {owed} needed to make good")
    stake(j, ev, amount)
    after_action(j)


def _check_opening(j, ev, total: int) -> None:
    if j.ctx.jack_pot:
        jackpot.check_opening(j, ev, total)
        return
    ante = j.case.table.ante
    ans = j.ask("open.minimum") if ante else None
    if ans is None:
        return
    base = ante if ans.value == "double-ante" else max(ante, j.table.level)
    least = 2 * base
    if total < least:
        j.find(f"{ev.player} opens for {total}, less than the least opening of {least}", ans)
        j.silence("open.minimum", f"{ev.player} opened for less than the least stake allowed: "
                  "the book does not say what follows")
    else:
        j.find(f"{ev.player} opens the game, staking {total}, at least double the ante", ans)


def call(j, ev) -> None:
    if not may_act(j, ev):
        return
    t = j.table
    owed = t.to_call(ev.player)
    funds = t.funds(ev.player)
    if funds is not None and owed > funds:
        show_for_stake(j, ev)
        return
    stake(j, ev, owed)
    after_action(j)


def check(j, ev) -> None:
    if not may_act(j, ev):
        return
    t, p = j.table, ev.player
    if t.to_call(p) > 0:
        _not_equalled(j, p)
        after_action(j)
        return
    ans = j.ask("betting.check")
    standing_again = p == t.first_to_act and p in j.pending.get("stood", set())
    if ans is None:
        j.silence("betting.check", f"{p} stands without betting: the book does not say whether "
                  "he may")
    elif ans.value == "forbidden" and t.phase == "after_draw":
        t.retire(p, ans.laws[0].id)
        j.find(f"{p} declines to bet, and so must pass out, forfeiting his stake", ans)
        after_action(j)
        return
    elif ans.value == "first-bettor-may-hold" and (p != t.first_to_act or t.phase != "after_draw"):
        j.silence("betting.check", f"{p} stands without betting: the book lets only the first "
                  "bettor after the draw do so, and does not say what follows when another does")
    elif ans.value == "first-bettor-may-hold" and standing_again:
        t.retire(p, ans.laws[0].id)
        j.find(f"{p} stood before, and the turn has come round to him again: he must bet or "
               "give up his cards and his stake; he does not bet, and so gives them up", ans)
        after_action(j)
        return
    elif ans.value == "first-bettor-may-hold":
        j.pending.setdefault("stood", set()).add(p)
        j.find(f"{p}, who has the first bet, stands: he declines to bet until the turn comes "
               "round to him again", ans)
    elif ans.value == "forbidden":
        j.silence("betting.check", f"{p} stands before the draw: the book says only that the "
                  "first bettor after the draw may not")
    else:
        j.find(f"{p} checks: a bet of nothing, as no one has bet in this interval", ans)
    if j.pending.pop("out_of_turn", None) == p:
        t.acted.add(p)
    else:
        t.record_act(p, False)
    after_action(j)


def retire_not_equalled(j, p: str, what: str, silent: str) -> bool:
    """He has not made his stake equal to the highest: he retires and forfeits it, if the
    book says so (``what`` describes his case, ``silent`` what the book leaves open)."""
    ans = j.ask("betting.not-equalling") or j.ask("betting.make-good")
    if ans is None:
        j.silence("betting.not-equalling", f"{p} {silent}: the book does not say what follows")
        return False
    j.table.retire(p, ans.laws[0].id)
    j.find(f"{p} {what}: he retires and forfeits what he has staked", ans)
    return True


def _not_equalled(j, p: str) -> None:
    retire_not_equalled(j, p, "does not make his stake equal to the preceding player's",
                        "does not make his stake equal to the highest")


def raise_(j, ev) -> None:
    if not may_act(j, ev):
        return
    t = j.table
    if irregular.may_not_raise(j, ev.player):
        stake(j, ev, t.to_call(ev.player))
        after_action(j)
        return
    amount = (t.to_call(ev.player) + ev.get("by")) if "by" in ev.args else \
        ev.get("to") - t.stakes[ev.player]
    if amount <= t.to_call(ev.player):  # no raise: his chips stand for what they come to
        amount = max(amount, 0)
        how = "exactly" if amount == t.to_call(ev.player) else "less than"
        j.find(f"{ev.player} raises, but his stake does not go beyond the highest ({t.level}): "
               f"he puts up {amount}, {how} what makes it good")
        stake(j, ev, amount)
        after_action(j)
        return
    if ev.player in j.pending.get("borrowed", set()):
        t.borrowed_to_raise.add(ev.player)
    stake(j, ev, amount)
    after_action(j)


def fold(j, ev) -> None:
    if not may_act(j, ev):
        return
    t = j.table
    ans = j.ask("passing.stake") or j.ask("passing.re-entry")
    setup = j.case.table
    base = (setup.feed if setup.feed is not None else setup.ante) if j.ctx.jack_pot else \
        setup.ante  # the ante is "not in the strict sense a bet or blind"
    j.pending.setdefault("passed_after_bet", {})[ev.player] = (
        t.level > base or t.phase != "before_draw")
    if j.pending.pop("out_of_turn", None) != ev.player:
        t.last_actor = ev.player  # the turn moves on past him
    t.retire(ev.player, ans.laws[0].id if ans else None)
    if ans is not None and ans.key == "passing.stake":
        j.find(f"{ev.player} passes and forfeits what he has staked", ans)
    elif ans is not None:
        j.find(f"{ev.player} drops: he no longer takes part in the pot, and cannot win it "
               "whatever may later occur", ans)
    after_action(j)


def all_in(j, ev) -> None:
    if not may_act(j, ev):
        return
    t = j.table
    funds = t.funds(ev.player)
    if funds is None:
        raise InputError(f"{ev.player} goes all in, but the table gives no stack for him: "
                         "add `stacks` to the table", ev.mark)
    if funds < t.to_call(ev.player):
        show_for_stake(j, ev)
        return
    stake(j, ev, funds)
    t.all_in[ev.player] = t.stakes[ev.player]
    t.in_game_at_all_in[ev.player] = tuple(t.in_hand())
    j.find(f"{ev.player} puts up all he has, {funds}, bringing his stake to "
           f"{t.stakes[ev.player]}")
    after_action(j)


# --- after each action -------------------------------------------------------------------

def after_action(j) -> None:
    t = j.table
    irregular.deemed_turns(j)
    left = t.in_hand()
    if len(left) <= 1:
        if t.phase == "before_draw" and t.opened_by is None:
            jackpot.unopened(j)
        elif left:
            _uncalled(j, left[0])
        return
    if t.phase == "after_draw" and t.interval_complete():
        _interval_ends(j)
        t.phase = "show"
    elif t.phase == "before_draw" and t.interval_complete():
        if t.opened_by is None and (j.case.table.ante or j.ctx.jack_pot):
            jackpot.unopened(j)
        else:
            _interval_ends(j)


def _interval_ends(j) -> None:
    ends = j.ask("betting.interval-end")
    if ends is not None:
        j.find("The betting interval is ended: every player still in has had his turn, and the "
               "bets are equal (or all have checked)", ends)


def _uncalled(j, winner: str) -> None:
    t = j.table
    ans = j.ask("uncalled-bet")
    if ans is None:
        j.silence("uncalled-bet", f"nobody calls {winner}: the book does not say whether he "
                  "takes the pool unshown", decisive=False)
    elif t.last_aggressor == winner and t.stakes[winner] == t.level:
        j.find(f"Nobody calls {winner}'s bet: he wins the pool and cannot be compelled to show "
               "his hand", ans)
    else:
        j.find(f"Every other player has passed out: {winner}, the last left in, takes the pool "
               "without showing his hand", ans)
    if not jackpot.opener_settles(j, {winner: t.pot}):
        return
    j.award(winner, t.pot)
    j.end("settled")


def finish(j) -> None:
    irregular.unspoken_bets(j)
    t = j.table
    if t.phase == "show" or (t.phase == "after_draw" and t.interval_complete()):
        show = j.ask("show.order")
        j.find("The bets are equal and the betting is over: the hands are to be shown", show)


HANDLERS = {
    "open": bet, "bet": bet, "check": check, "call": call, "raise": raise_, "fold": fold,
    "all_in": all_in, "say": irregular.say, "borrow": borrow,
}
