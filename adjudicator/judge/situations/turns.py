"""Whose turn it is: the first say before the draw and the first bet after it, as each book
gives them; standing on the age; a player who passed coming in again; acts out of turn
sent to ``irregular``."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import irregular
from .seats import seat

if TYPE_CHECKING:
    from ...story.case import Event
    from ..engine import Judge


def open_interval(j: Judge, which: str) -> None:
    """Begin a round of betting, with the first say as the book gives it."""
    t = j.table
    t.phase = which
    t.level = max(t.stakes.values(), default=0)
    j.deal.interval_base = t.level
    if which == "after_draw":  # what each had staked before it: a raise `to` counts from here
        j.deal.interval_stakes = dict(t.stakes)
    first = _first_before_draw(j) if which == "before_draw" else _first_after_draw(j)
    t.begin_interval(first)
    if first is None:
        j.deal.first_unset = which  # the book names nobody: the first to act takes it


def _first_before_draw(j: Judge) -> str | None:
    t = j.table
    if j.ctx.jack_pot:
        ans = j.ask("jack-pot.say-first")
        if ans is not None:  # the seat the book names (Keller: the dealer's left)
            first = active_from(j, seat(j, ans.value))
            j.find(f"In a jack pot the dealer has the last say, and {first}, the first player "
                   "to his left, the first", ans)
            return first
    if t.straddlers:
        ans = j.ask("say.first-straddled")
        if ans is not None:
            return active_from(j, seat(j, ans.value))
    ans = j.ask("say.first")
    if ans is None:
        return None
    return active_from(j, seat(j, ans.value))


def _first_after_draw(j: Judge) -> str | None:
    t = j.table
    if j.ctx.jack_pot and t.opened_by:
        ans = j.ask("jack-pot.bet-first-after-draw")
        if ans is not None and t.opened_by not in t.retired:
            j.find(f"{t.opened_by}, the opener, bets first after the draw", ans)
            return t.opened_by
        out = j.ask("jack-pot.first-bet-opener-out") if ans is not None else None
        if out is not None:
            first = active_from(j, t.left_of(t.opened_by))
            j.find(f"{t.opened_by}, who opened, went out before the draw, so {first}, next to "
                   "his left in the draw, bets first", out)
            return first
    ans = j.ask("betting.first-after-draw")
    if ans is None or ans.value == "opener":
        return None
    if ans.value == "ante-else-left-of-dealer":
        if t.age not in t.retired:
            first = t.age
            why = f"{t.age}, the age, bets first after the draw"
        else:
            first = active_from(j, t.left_of(t.dealer))
            # the age sits at the dealer's left: the first bettor is the next still in
            why = (f"{t.age}, the age, has declined to play, so {first}, the player still in "
                   "nearest to the dealer on his left, bets first after the draw")
    else:
        left = t.left_of(t.age)
        first = active_from(j, left)
        if first == left:
            why = f"{first}, at the age's left, has the first bet after the draw"
        else:
            why = (f"{left}, at the age's left, is out or has no bet to make, so the first bet "
                   f"after the draw passes to {first}")
        if t.age in t.retired:
            why += f", though {t.age}, the age, has retired"
    j.find(why, ans)
    return first


def active_from(j: Judge, start: str) -> str | None:
    for p in j.table.round_from(start):
        if j.table.can_act(p):
            return p
    return None


def first_taken(j: Judge, player: str) -> None:
    """The book names no first bettor: the first to act is taken to have had the privilege,
    unless the order is disputed, when the outcome turns on the book's silence."""
    t = j.table
    t.first_to_act = player
    before = t.phase == "before_draw"
    key = "say.first" if before else "betting.first-after-draw"
    what = "has the first say before the draw" if before else "bets first after the draw"
    if order_disputed(j):
        j.silence(key, f"{player} acted first and the order is disputed: the book does not say "
                  f"who {what}")
    else:
        j.silence(key, f"the book does not say who {what}; {player}, who acted first and was "
                  "not objected to, is taken to have had the privilege", decisive=False)


def order_disputed(j: Judge) -> bool:
    """Whether someone objects to this act as out of turn: a ``notice`` of it that follows
    with no other betting act between."""
    return (j.event.index if j.event else 0) in j.foreknown.objected_after


def holds_the_age(j: Judge, first: str, ev: Event) -> bool:
    """The first bettor after the draw lets the next player bet unopposed: where the book
    lets him withhold his bet until it comes round to him, that is what he has done. Only a
    bet says so: a check or a pass by the next man is his own act out of turn."""
    t = j.table
    actor = ev.player
    if ev.verb not in ("bet", "open", "raise") or ev.out_of_turn:
        return False
    if t.phase != "after_draw" or first != t.first_to_act or t.last_actor is not None:
        return False
    if active_from(j, t.left_of(first)) != actor or order_disputed(j):
        return False
    ans = j.ask("betting.check")
    if ans is None or ans.value != "first-bettor-may-hold":
        return False
    j.find(f"{actor} bets before {first}, who has the first bet: {first} is taken not to bet, "
           "as he may withhold it until the turn comes round to him again", ans)
    j.deal.stood.add(first)
    t.acted.add(first)
    t.last_actor = first
    return True


def comes_in_again(j: Judge, ev: Event) -> bool:
    t = j.table
    again = j.rule("passing.re-entry", f"{ev.player} has passed and acts again: the book does "
                   "not say whether he may")
    if again is None:
        return False
    passed_after_bet = j.deal.passed_after_bet.get(ev.player, True)
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


def may_act(j: Judge, ev: Event) -> bool:
    """Whether the action may be replayed at all; rules on re-entry and turns first."""
    t = j.table
    j.deal.out_of_turn = None  # set afresh for this action only
    irregular.unspoken_bets(j, but=ev.player)
    if ev.player in t.retired and not comes_in_again(j, ev):
        return False
    if ev.player in t.all_in and ev.verb != "fold":
        j.find(f"{ev.player} has put up all he has and has nothing more to stake: his "
               f"{ev.verb.replace('_', ' ')} changes nothing")
        return False
    if t.phase == "before_deal":
        open_interval(j, "before_draw")
    elif t.phase == "draw" or (t.phase == "before_draw" and t.interval_complete() and t.acted):
        open_interval(j, "after_draw")
    if t.first_to_act is None and j.deal.first_unset and ev.out_of_turn:
        # the story says he acted out of turn, but the book names nobody to act first: the
        # turn was not his, and whose it was is open; the first to act in turn takes it
        return irregular.out_of_turn(j, ev, None)
    if t.first_to_act is None and j.deal.take_first_unset():
        first_taken(j, ev.player)
    expected = t.next_to_act()
    if expected is not None and expected != ev.player and holds_the_age(j, expected, ev):
        expected = t.next_to_act()
    if expected is not None and (ev.player != expected or ev.out_of_turn):
        return irregular.out_of_turn(j, ev, expected)
    return True
