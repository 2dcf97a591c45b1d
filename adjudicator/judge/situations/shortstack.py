"""Short of funds: showing for what one has, the unlimited game's time to find the money,
and borrowing at the table."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .stakes import after_action, stake
from ..findings import Say

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge


def show_for_stake(j: Judge, ev: Event) -> None:
    """He cannot meet the stake: he borrows, shows for what he has, or may not, by the book."""
    t = j.table
    p = ev.player
    if p in t.borrowed_to_raise:
        ans = j.ask("borrowing")
        if ans is not None and ans.value == "borrow-to-call-if-borrowed-to-raise":
            j.find(Say.of("shortstack.borrowed-raise-so-must", p=p, to_call=t.to_call(p)), ans)
            t.lend_up_to(p, t.to_call(p))
            stake(j, ev, t.to_call(p))
            after_action(j)
            return
    ans = j.rule("show-for-stake", Say.of("shortstack.cannot-meet-stake-puts", p=p))
    if ans is not None and ans.value == "denied":
        j.find(Say.of("shortstack.has-not-enough-meet", p=p), ans)
        pay = j.rule("show-for-stake.time-to-pay", Say.of("shortstack.can-neither-meet-stake",
                                                          p=p))
        if pay is None:
            return
        j.find(Say.of("shortstack.wishes-call-has-hours", p=p, value=pay.value['hours']), pay)
        j.end("continues")
        return
    funds = t.funds(p) or 0
    t.stake(p, funds)
    t.record_act(p, False)
    if ans is not None and ans.value == "forfeits":
        forfeits(j, p, ans)
        after_action(j)
        return
    t.go_all_in(p)
    if ans is not None:
        j.find(Say.of("shortstack.has-not-funds-call", p=p, funds=funds, stakes=t.stakes[p]), ans)
    after_action(j)


def forfeits(j: Judge, p: str, ans) -> None:
    """The book has no show for less: a player who puts up all he has and stays short of the
    highest stake has failed to make it equal, and goes out, forfeiting what he staked."""
    t = j.table
    t.retire(p, ans.laws[0].id)
    j.find(Say.of("shortstack.has-put-up-all", p=p, stakes=t.stakes[p], level=t.level),
           ans)


def borrow(j: Judge, ev: Event) -> None:
    amount = ev.get("amount")
    ans = j.rule("borrowing", Say.of("shortstack.borrows-book-does-not", player=ev.player,
                                     amount=amount), decisive=False)
    if ans is not None:
        if ans.value == "forbidden":
            j.find(Say.of("shortstack.may-not-borrow-from", player=ev.player, amount=amount), ans)
            return
        else:
            j.find(Say.of("shortstack.borrows-book-allows-but", player=ev.player,
                          amount=amount), ans)
    j.table.lend(ev.player, amount)
    j.deal.borrowed.add(ev.player)
    loans = j.deal.loans
    loans[ev.player] = loans.get(ev.player, 0) + amount
