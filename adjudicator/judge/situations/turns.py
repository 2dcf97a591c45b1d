"""Whose turn it is: the first say before the draw and the first bet after it, as each book
gives them; standing on the age; a player who passed coming in again; acts out of turn
sent to ``irregular``."""
from __future__ import annotations

from typing import TYPE_CHECKING

from . import irregular
from .seats import seat
from ..findings import Say
from ..table import Phase

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge


def open_interval(j: Judge, which: Phase) -> None:
    """Begin a round of betting, with the first say as the book gives it."""
    t = j.table
    t.enter(which)
    t.put_level(max(t.stakes.values(), default=0))
    j.deal.interval_base = t.level
    if which is Phase.AFTER_DRAW:  # what each had staked before it: a raise `to` counts from here
        j.deal.interval_stakes = dict(t.stakes)
    first = _first_before_draw(j) if which is Phase.BEFORE_DRAW else _first_after_draw(j)
    t.begin_interval(first)
    if first is None:
        j.deal.first_unset = which  # the book names nobody: the first to act takes it


def _first_before_draw(j: Judge) -> str | None:
    t = j.table
    if j.ctx.jack_pot:
        ans = j.ask("jack-pot.say-first")
        if ans is not None:  # the seat the book names (Keller: the dealer's left)
            first = active_from(j, seat(j, ans.value))
            j.find(Say.of("turns.in-jack-pot-dealer", first=first), ans)
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
            j.find(Say.of("turns.opener-bets-first-after", opened_by=t.opened_by), ans)
            return t.opened_by
        out = j.ask("jack-pot.first-bet-opener-out") if ans is not None else None
        if out is not None:
            first = active_from(j, t.left_of(t.opened_by))
            j.find(Say.of("turns.who-opened-went-out", opened_by=t.opened_by, first=first), out)
            return first
    ans = j.ask("betting.first-after-draw")
    if ans is None or ans.value == "opener":
        return None
    if ans.value == "ante-else-left-of-dealer":
        if t.age not in t.retired:
            first = t.age
            why = Say.of("turns.age-bets-first", age=t.age)
        else:
            first = active_from(j, t.left_of(t.dealer))
            # the age sits at the dealer's left: the first bettor is the next still in
            why = Say.of("turns.age-declined-dealers-left-first", age=t.age, first=first)
    else:
        left = t.left_of(t.age)
        first = active_from(j, left)
        retired = {"age": t.age} if t.age in t.retired else {}  # named only where he retired
        if first == left:
            why = Say.of("turns.ages-left-bets-first" + ("-age-retired" if retired else ""),
                         first=first, **retired)
        else:
            why = Say.of("turns.ages-left-out-passes" + ("-age-retired" if retired else ""),
                         left=left, first=first, **retired)
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
    t.give_first_say(player)
    before = t.phase is Phase.BEFORE_DRAW
    key = "say.first" if before else "betting.first-after-draw"
    what = "has the first say before the draw" if before else "bets first after the draw"
    if order_disputed(j):
        j.silence(key, Say.of("turns.acted-first-order-disputed", player=player, what=what))
    else:
        j.silence(key, Say.of("turns.book-does-not-say", what=what, player=player), decisive=False)


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
    if t.phase is not Phase.AFTER_DRAW or first != t.first_to_act or t.last_actor is not None:
        return False
    if active_from(j, t.left_of(first)) != actor or order_disputed(j):
        return False
    ans = j.ask("betting.check")
    if ans is None or ans.value != "first-bettor-may-hold":
        return False
    j.find(Say.of("turns.bets-before-first-bettor", actor=actor, first=first), ans)
    j.deal.stood.add(first)
    t.record_act(first, False)
    return True


def comes_in_again(j: Judge, ev: Event) -> bool:
    t = j.table
    again = j.rule("passing.re-entry", Say.of("turns.has-passed-acts-again", player=ev.player))
    if again is None:
        return False
    passed_after_bet = j.deal.passed_after_bet.get(ev.player, True)
    if (again.value == "before-any-bet" and not passed_after_bet
            and t.phase in (Phase.BEFORE_DEAL, Phase.BEFORE_DRAW)):
        del t.retired[ev.player]
        j.find(Say.of("turns.passed-before-any-bet", player=ev.player), again)
        return True
    if again.value == "before-any-bet":
        j.find(Say.of("turns.passed-after-bet-or", player=ev.player), again)
    else:
        j.find(Say.of("turns.has-passed-may-not", player=ev.player), again)
    return False


def may_act(j: Judge, ev: Event) -> bool:
    """Whether the action may be replayed at all; rules on re-entry and turns first."""
    t = j.table
    j.deal.out_of_turn = None  # set afresh for this action only
    irregular.unspoken_bets(j, but=ev.player)
    if ev.player in t.retired and not comes_in_again(j, ev):
        return False
    if ev.player in t.all_in and ev.verb != "fold":
        j.find(Say.of("turns.has-put-up-all", player=ev.player, verb=ev.verb.replace('_', ' ')))
        return False
    if t.phase is Phase.BEFORE_DEAL:
        open_interval(j, Phase.BEFORE_DRAW)
    elif t.phase is Phase.DRAW or (t.phase is Phase.BEFORE_DRAW and t.interval_complete()
                                   and t.acted):
        open_interval(j, Phase.AFTER_DRAW)
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
