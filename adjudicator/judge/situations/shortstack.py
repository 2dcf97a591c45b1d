"""Short of funds: showing for what one has, the unlimited game's time to find the money,
and borrowing at the table."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .stakes import after_action, stake

if TYPE_CHECKING:
    from ...story.case import Event
    from ..engine import Judge


def show_for_stake(j: Judge, ev: Event) -> None:
    """He cannot meet the stake: he borrows, shows for what he has, or may not, by the book."""
    t = j.table
    p = ev.player
    if p in t.borrowed_to_raise:
        ans = j.ask("borrowing")
        if ans is not None and ans.value == "borrow-to-call-if-borrowed-to-raise":
            j.find(f"{p} borrowed to raise, so he must borrow to call: he makes good the whole "
                   f"{t.to_call(p)} and cannot show for less", ans)
            t.stacks[p] = t.to_call(p)  # borrowed, as much as the call: nothing over
            stake(j, ev, t.to_call(p))
            after_action(j)
            return
    ans = j.rule("show-for-stake", f"{p} cannot meet the stake and puts up what he has: the "
                 "book does not say whether he may have a show for it")
    if ans is not None and ans.value == "denied":
        j.find(f"{p} has not enough to meet the stake, and in this game the privilege of a "
               "show for the money a player has is denied", ans)
        pay = j.rule("show-for-stake.time-to-pay", f"{p} can neither meet the stake nor show "
                     "for less: the book does not say what follows")
        if pay is None:
            return
        j.find(f"{p} wishes to call: he has {pay.value['hours']} hours to find the money, and "
               "the cards are sealed up meanwhile", pay)
        j.end("continues")
        return
    funds = t.funds(p) or 0
    t.stake(p, funds)
    t.record_act(p, False)
    if ans is not None and ans.value == "forfeits":
        forfeits(j, p, ans)
        after_action(j)
        return
    t.all_in[p] = t.stakes[p]
    t.in_game_at_all_in[p] = tuple(t.in_hand())
    if ans is not None:
        j.find(f"{p} has not the funds to call; he puts up all he has ({funds}) and demands a "
               f"show for that amount, his stake now {t.stakes[p]}", ans)
    after_action(j)


def forfeits(j: Judge, p: str, ans) -> None:
    """The book has no show for less: a player who puts up all he has and stays short of the
    highest stake has failed to make it equal, and goes out, forfeiting what he staked."""
    t = j.table
    t.retire(p, ans.laws[0].id)
    j.find(f"{p} has put up all he has, his stake {t.stakes[p]}, and it is not equal to the "
           f"highest ({t.level}): he goes out of the play, forfeiting his interest in the pool",
           ans)


def borrow(j: Judge, ev: Event) -> None:
    amount = ev.get("amount")
    ans = j.rule("borrowing", f"{ev.player} borrows {amount}: the book does not say whether "
                 "he may", decisive=False)
    if ans is not None:
        if ans.value == "forbidden":
            j.find(f"{ev.player} may not borrow from another player: the loan of {amount} is "
                   "refused", ans)
            return
        else:
            j.find(f"{ev.player} borrows {amount}, as the book allows; but if he borrows to raise "
                   "he must borrow to call", ans)
    funds = j.table.funds(ev.player)
    if funds is not None:
        j.table.stacks[ev.player] = funds + amount
    j.deal.borrowed.add(ev.player)
    loans = j.deal.loans
    loans[ev.player] = loans.get(ev.player, 0) + amount
