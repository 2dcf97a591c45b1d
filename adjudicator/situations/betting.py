"""The say before the draw and the betting after it: turns, making good, raising, passing,
standing, showing for what one has, borrowing.

Irregular bets (out of turn, spoken, over the limit) are ruled on in ``irregular``; deals
nobody opens, and jack pots, in ``jackpot``.
"""
from __future__ import annotations

from ..errors import InputError
from . import irregular, jackpot
from .jackpot import next_minimum, unopened  # noqa: F401  (used by the show and by tests)


def open_interval(j, which: str) -> None:
    """Begin a round of betting, with the first say as the book gives it."""
    t = j.table
    t.phase = which
    t.level = max(t.stakes.values(), default=0)
    j.pending["interval_base"] = t.level
    first = _first_before_draw(j) if which == "before_draw" else _first_after_draw(j)
    t.begin_interval(first)
    if first is None:
        j.pending["first_unset"] = which  # the book names nobody: the first to act takes it


def _first_before_draw(j) -> str | None:
    t = j.table
    if j.ctx.jack_pot:
        ans = j.ask("jack-pot.say-first")
        if ans is not None:
            j.pending["say_first_law"] = ans
            return _active_from(j, t.left_of(t.dealer))
    if t.straddlers:
        ans = j.ask("say.first-straddled")
        if ans is not None:
            return _active_from(j, t.left_of(t.straddlers[-1]))
    ans = j.ask("say.first")
    if ans is None:
        return None
    start = t.left_of(t.age) if ans.value == "left-of-ante" else t.age
    return _active_from(j, start)


def _first_after_draw(j) -> str | None:
    t = j.table
    if j.ctx.jack_pot and t.opened_by:
        ans = j.ask("jack-pot.bet-first-after-draw")
        if ans is not None and t.opened_by not in t.retired:
            j.find(f"{t.opened_by}, who opened the jack pot, bets first after the draw", ans)
            return t.opened_by
    ans = j.ask("betting.first-after-draw")
    if ans is None or ans.value == "opener":
        return None
    if ans.value == "ante-else-left-of-dealer":
        if t.age not in t.retired:
            first = t.age
            why = f"{t.age}, the ante man, is the first to bet after the draw"
        else:
            first = _active_from(j, t.left_of(t.dealer))
            why = (f"{t.age}, the ante man, has declined to play, so {first}, the player nearest "
                   "to the dealer on his left, is the first to bet after the draw")
    else:
        left = t.left_of(t.age)
        first = _active_from(j, left)
        if first == left:
            why = f"{first}, the first player to the left of the ante, has the first bet after the draw"
        else:
            why = (f"{left}, the first player to the left of the ante, is out or has no bet to "
                   f"make, so the first bet after the draw passes to {first}")
        if t.age in t.retired:
            why += f", though {t.age}, the ante man, has retired"
    j.find(why, ans)
    return first


def _active_from(j, start: str) -> str | None:
    for p in j.table.round_from(start):
        if j.table.can_act(p):
            return p
    return None


# --- whose turn it is -------------------------------------------------------------------

def _prelude(j, ev) -> bool:
    """Whether the action may be replayed at all; rules on re-entry and turns first."""
    t = j.table
    j.pending.pop("out_of_turn", None)  # set afresh for this action only
    irregular.unspoken_bets(j, but=ev.player)
    if ev.player in t.retired and not _comes_in_again(j, ev):
        return False
    if t.phase == "before_deal":
        open_interval(j, "before_draw")
    elif t.phase == "draw" or (t.phase == "before_draw" and t.interval_complete() and t.acted):
        open_interval(j, "after_draw")
    if t.first_to_act is None and j.pending.pop("first_unset", None):
        _first_taken(j, ev.player)
    expected = t.next_to_act()
    if expected is not None and expected != ev.player and _holds_the_age(j, expected):
        expected = t.next_to_act()
    if expected is not None and (ev.player != expected or ev.out_of_turn):
        return irregular.out_of_turn(j, ev, expected)
    return True


def _first_taken(j, player: str) -> None:
    t = j.table
    t.first_to_act = player
    key = "say.first" if t.phase == "before_draw" else "betting.first-after-draw"
    j.silence(key, f"the book does not say who {'has the first say' if t.phase == 'before_draw' else 'bets first after the draw'}; "
              f"{player}, who acted first, is taken to have had it", decisive=False)
    j.pending["first_taken"] = (key, player)


def _holds_the_age(j, first: str) -> bool:
    """The first bettor after the draw lets the next player bet: where the book lets him
    withhold his bet until it comes round to him, that is what he has done."""
    t = j.table
    if t.phase != "after_draw" or first != t.first_to_act or t.last_actor is not None:
        return False
    ans = j.ask("betting.check")
    if ans is None or ans.value != "first-bettor-may-hold":
        return False
    j.find(f"{first}, who has the first bet, does not bet: he may withhold it until the "
           "turn comes round to him again", ans)
    t.last_actor = first
    return True


def _comes_in_again(j, ev) -> bool:
    t = j.table
    again = j.ask("passing.re-entry")
    if again is None:
        j.silence("passing.re-entry", f"{ev.player} has passed and acts again: the book does "
                  "not say whether he may")
        return False
    passed_after_bet = j.pending.get("passed_after_bet", {}).get(ev.player, True)
    if (again.value == "before-any-bet" and not passed_after_bet
            and t.phase in ("before_deal", "before_draw")):
        del t.retired[ev.player]
        j.find(f"{ev.player} passed before any bet or blind was made, so he may come in again "
               "before the draw", again)
        return True
    if again.value == "before-any-bet":
        j.find(f"{ev.player} passed after a bet or blind was made, and may not come in again: "
               "his act is void", again)
    else:
        j.find(f"{ev.player} has passed and may not come in again: his act is void, and he "
               "cannot win the pool", again)
    return False


# --- each betting action ----------------------------------------------------------------

def stake(j, ev, amount: int) -> None:
    """Put ``amount`` up for the acting player, as the book makes of his words and his turn."""
    t = j.table
    p = ev.player
    if t.funds(p) is not None and amount > t.funds(p) and ev.verb != "all_in":
        if p in j.pending.get("borrowed", set()):
            t.stacks[p] = None
        else:
            raise InputError(f"{p} has only {t.funds(p)} left and cannot put up {amount}; use "
                             "`all_in` to show for what he has", ev.mark)
    before = t.level
    held = irregular.held_out_of_turn(j, p)
    t.stake(p, amount)
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
    if not _prelude(j, ev):
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
    if not _prelude(j, ev):
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
    if not _prelude(j, ev):
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


def _not_equalled(j, p: str) -> None:
    t = j.table
    ans = j.ask("betting.not-equalling") or j.ask("betting.make-good")
    if ans is None:
        j.silence("betting.not-equalling", f"{p} does not make his stake equal to the highest: "
                  "the book does not say what follows")
        return
    t.retire(p, ans.laws[0].id)
    j.find(f"{p} does not make his stake equal to the preceding player's: he retires and "
           "forfeits what he has staked", ans)


def raise_(j, ev) -> None:
    if not _prelude(j, ev):
        return
    t = j.table
    if irregular.may_not_raise(j, ev.player):
        stake(j, ev, t.to_call(ev.player))
        after_action(j)
        return
    amount = (t.to_call(ev.player) + ev.get("by")) if "by" in ev.args else \
        ev.get("to") - t.stakes[ev.player]
    if amount <= t.to_call(ev.player):
        raise InputError(f"a raise to {ev.get('to')} does not go beyond the highest stake "
                         f"({t.level})", ev.mark)
    if ev.player in j.pending.get("borrowed", set()):
        t.borrowed_to_raise.add(ev.player)
    stake(j, ev, amount)
    after_action(j)


def fold(j, ev) -> None:
    if not _prelude(j, ev):
        return
    t = j.table
    ans = j.ask("passing.stake")
    base = j.pending.get("interval_base", 0) if t.phase == "before_draw" else -1
    j.pending.setdefault("passed_after_bet", {})[ev.player] = t.level > max(base, 0) or \
        t.phase != "before_draw"
    if j.pending.pop("out_of_turn", None) != ev.player:
        t.last_actor = ev.player  # the turn moves on past him
    t.retire(ev.player, ans.laws[0].id if ans else None)
    if ans is not None:
        j.find(f"{ev.player} passes and forfeits what he has staked", ans)
    after_action(j)


def all_in(j, ev) -> None:
    if not _prelude(j, ev):
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


def show_for_stake(j, ev) -> None:
    """He cannot meet the stake: he borrows, shows for what he has, or may not, by the book."""
    t = j.table
    p = ev.player
    if p in t.borrowed_to_raise:
        ans = j.ask("borrowing")
        if ans is not None and ans.value == "borrow-to-call-if-borrowed-to-raise":
            j.find(f"{p} borrowed to raise, so he must borrow to call: he makes good the whole "
                   f"{t.to_call(p)} and cannot show for less", ans)
            t.stacks[p] = None
            stake(j, ev, t.to_call(p))
            after_action(j)
            return
    ans = j.ask("show-for-stake")
    if ans is None:
        j.silence("show-for-stake", f"{p} cannot meet the stake and puts up what he has: the "
                  "book does not say whether he may have a show for it")
    elif ans.value == "denied":
        j.find(f"{p} has not enough to meet the stake, and in this game the privilege of a "
               "show for the money a player has is denied", ans)
        pay = j.ask("show-for-stake.time-to-pay")
        if pay is None:
            j.silence("show-for-stake.time-to-pay", f"{p} can neither meet the stake nor show "
                      "for less: the book does not say what follows")
            return
        j.find(f"{p} wishes to call: he has twenty-four hours to find the money, and the cards "
               "are sealed up and lodged meanwhile in hands satisfactory to the players", pay)
        j.pending["sealed"] = p
        j.end("continues")
        return
    funds = t.funds(p) or 0
    t.stake(p, funds)
    t.record_act(p, False)
    t.all_in[p] = t.stakes[p]
    t.in_game_at_all_in[p] = tuple(t.in_hand())
    if ans is not None:
        j.find(f"{p} has not the funds to call; he puts up all he has ({funds}) and demands a "
               f"show for that amount, his stake now {t.stakes[p]}", ans)
    after_action(j)


def borrow(j, ev) -> None:
    ans = j.ask("borrowing")
    amount = ev.get("amount")
    if ans is None:
        j.silence("borrowing", f"{ev.player} borrows {amount}: the book does not say whether "
                  "he may", decisive=False)
    elif ans.value == "forbidden":
        j.find(f"{ev.player} may not borrow from another player: the loan of {amount} is "
               "refused", ans)
        return
    else:
        j.find(f"{ev.player} borrows {amount}, as the book allows; but if he borrows to raise "
               "he must borrow to call", ans)
    funds = j.table.funds(ev.player)
    if funds is not None:
        j.table.stacks[ev.player] = funds + amount
    j.pending.setdefault("borrowed", set()).add(ev.player)


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
        t.phase = "show"
    elif t.phase == "before_draw" and t.interval_complete():
        if t.opened_by is None and (j.case.table.ante or j.ctx.jack_pot):
            jackpot.unopened(j)


def _uncalled(j, winner: str) -> None:
    t = j.table
    if t.all_in:
        return  # a player who showed for less still has his show
    ans = j.ask("uncalled-bet")
    if ans is None:
        j.silence("uncalled-bet", f"nobody calls {winner}: the book does not say whether he "
                  "takes the pool unshown", decisive=False)
    else:
        j.find(f"Nobody calls {winner}: he wins the pool and cannot be compelled to show his "
               "hand", ans)
    if not jackpot.opener_proves_on_winning(j, winner, t.pot):
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
