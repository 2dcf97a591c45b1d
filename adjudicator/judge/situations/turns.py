"""Whose turn it is: the first say before the draw and the first bet after it, as each book
gives them; standing on the age; a player who passed coming in again; acts out of turn
sent to ``irregular``."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.payloads import Notice, Stake
from . import irregular, spoken
from .memory import Turn
from .passing import put_in_when_out, put_up_while_open
from .seats import seat
from ..applied import apply_outcome
from ..findings import Say
from ..table import Phase
from ..view import view

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge
    from ...law.rulebook import Answer


def open_interval(j: Judge, which: Phase) -> None:
    """Begin a round of betting, with the first say as the book gives it."""
    t = j.table
    t.enter(which)
    t.put_level(max(t.stakes.values(), default=0))
    # after the draw, what each had staked before it: a raise `to` counts from there
    j.deal.interval_opens(t.level, t.stakes if which is Phase.AFTER_DRAW else None)
    j.deal.first_say_named(None)  # the law that names the first say, asked afresh
    first = _first_before_draw(j) if which is Phase.BEFORE_DRAW else _first_after_draw(j)
    t.begin_interval(first)
    if first is None:
        j.deal.first_say_named(None)
        j.deal.first_say_unset(which)  # the book names nobody: the first to act takes it


def _first_before_draw(j: Judge) -> str | None:
    t = j.table
    if j.ctx.jack_pot:
        ans = j.ask("jack-pot.say-first")
        if ans is not None:  # the seat the book names (Keller: the dealer's left)
            first = active_from(j, seat(j, ans.value))
            j.find(Say.of("turns.in-jack-pot-dealer", first=first), ans)
            return _named(j, first, ans)
    if t.straddlers:
        ans = j.ask("say.first-straddled")
        if ans is not None:
            return _named(j, active_from(j, seat(j, ans.value)), ans)
    ans = j.ask("say.first")
    if ans is None:
        return None
    return _named(j, active_from(j, seat(j, ans.value)), ans)


def _named(j: Judge, first: str | None, ans: Answer | None) -> str | None:
    """The first say falls to ``first`` by the law ``ans``: remembered for the interval."""
    j.deal.first_say_named(ans)
    return first


def _first_after_draw(j: Judge) -> str | None:
    t = j.table
    if j.ctx.jack_pot and t.opened_by:
        ans = j.ask("jack-pot.bet-first-after-draw")
        if ans is not None and t.opened_by not in t.retired:
            j.find(Say.of("turns.opener-bets-first-after", opened_by=t.opened_by), ans)
            return _named(j, t.opened_by, ans)
        out = j.ask("jack-pot.first-bet-opener-out") if ans is not None else None
        if out is not None:
            first = active_from(j, t.left_of(t.opened_by))
            j.find(Say.of("turns.who-opened-went-out", opened_by=t.opened_by, first=first), out)
            return _named(j, first, out)
    ans = j.ask("betting.first-after-draw")
    return None if ans is None else _named(j, FIRST_AFTER_DRAW.of(ans)(j, ans), ans)


def _the_opener(j: Judge, ans: Answer) -> None:
    """The opener bets first: the jack pot's law names him (jack-pot.bet-first-after-draw)."""
    return None


def _the_age(j: Judge, ans: Answer) -> str | None:
    """The age, or where he has declined the next still in at the dealer's left."""
    t = j.table
    if t.age not in t.retired:
        first = t.age
        why = Say.of("turns.age-bets-first", age=t.age)
    else:
        first = active_from(j, t.left_of(t.dealer))
        # the age sits at the dealer's left: the first bettor is the next still in
        why = Say.of("turns.age-declined-dealers-left-first", age=t.age, first=first)
    j.find(why, ans)
    return first


def _left_of_age(j: Judge, ans: Answer) -> str | None:
    t = j.table
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


FIRST_AFTER_DRAW = Consequences("betting.first-after-draw", {
    "opener": _the_opener, "ante-else-left-of-dealer": _the_age, "left-of-ante": _left_of_age})


def active_from(j: Judge, start: str) -> str | None:
    for p in j.table.round_from(start):
        if j.table.can_act(p):
            return p
    return None


def first_taken(j: Judge, player: str, after: tuple[str, ...] = ()) -> None:
    """The book names no first bettor: the first to act is taken to have had the privilege,
    unless the order is disputed, when the outcome turns on the book's silence. Where the
    story told acts out of turn before his (``after``: whose), he is the first to act after
    them, and is said to be so, not to have acted first."""
    t = j.table
    t.give_first_say(player)
    before = t.phase is Phase.BEFORE_DRAW
    key = "say.first" if before else "betting.first-after-draw"
    what = "has the first say before the draw" if before else "bets first after the draw"
    told, more = ({"after": after}, "-after") if after else ({}, "")
    if order_disputed(j):
        j.silence(key, Say.of("turns.acted-first-order-disputed" + more, player=player,
                              what=what, **told))
    else:
        j.silence(key, Say.of("turns.silent-first-to-act-not-objected" + more, what=what,
                              player=player, **told), decisive=False)


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
    return ans is not None and HOLDING.of(ans)(j, ans, actor, first)


def _has_held(j: Judge, ans: Answer, actor: str, first: str) -> bool:
    """The book lets the first bettor hold: he has stood, and the bet is in turn."""
    j.find(Say.of("turns.bets-before-first-bettor", actor=actor, first=first), ans)
    j.deal.stands(first)
    j.table.record_act(first, False)
    return True


def _may_not_hold(j: Judge, ans: Answer, actor: str, first: str) -> bool:
    return False


# whether the first bettor after the draw, passed over, has held his bet (True) or the bet
# is out of turn
HOLDING = Consequences("betting.check", {
    "first-bettor-may-hold": _has_held, "forbidden": _may_not_hold, "allowed": _may_not_hold,
    "first-bettor-must-bet": _may_not_hold})


def comes_in_again(j: Judge, ev: Event) -> bool:
    again = j.rule("passing.re-entry", Say.of("turns.has-passed-acts-again", player=ev.player))
    if again is None:
        apply_outcome(j, put_up_while_open(view(j), ev))
        return False
    return RE_ENTRY.of(again)(j, ev, again)


def _before_any_bet(j: Judge, ev: Event, again: Answer) -> bool:
    """He may come in again if he passed before any bet was made."""
    t = j.table
    passed_after_bet = j.deal.passed_after_bet.get(ev.player, True)
    if not passed_after_bet and t.phase in (Phase.BEFORE_DEAL, Phase.BEFORE_DRAW):
        del t.retired[ev.player]
        j.find(Say.of("turns.passed-before-any-bet", player=ev.player), again)
        return True
    j.find(Say.of("turns.passed-after-bet-may-not-come-in", player=ev.player), again)
    apply_outcome(j, put_in_when_out(view(j), ev))
    return False


def _never(j: Judge, ev: Event, again: Answer) -> bool:
    j.find(Say.of("turns.passed-may-not-come-in", player=ev.player), again)
    apply_outcome(j, put_in_when_out(view(j), ev))
    return False


# whether a player who passed comes in again
RE_ENTRY = Consequences("passing.re-entry", {"before-any-bet": _before_any_bet,
                                             "never": _never})


def may_act(j: Judge, ev: Event) -> bool:
    """Whether the action may be replayed at all; rules on re-entry and turns first."""
    t = j.table
    j.deal.back_in_turn()  # set afresh for this action only
    apply_outcome(j, spoken.unspoken_bets(view(j), but=ev.player))
    if ev.player in t.retired and not comes_in_again(j, ev):
        return False
    if ev.player in t.all_in and ev.verb != "fold":
        j.find(Say.of("turns.all-in-act-changes-nothing",
                      player=ev.player, verb=ev.verb.replace('_', ' ')))
        return False
    if t.phase is Phase.BEFORE_DEAL:
        open_interval(j, Phase.BEFORE_DRAW)
    elif t.phase is Phase.DRAW or (t.phase is Phase.BEFORE_DRAW and t.interval_complete()
                                   and t.acted):
        open_interval(j, Phase.AFTER_DRAW)
    p = ev.player
    if t.first_to_act is None and j.deal.first_unset and ev.out_of_turn:
        # the story says he acted out of turn, but the book names nobody to act first: the
        # turn was not his, and whose it was is open; the first to act in turn takes it
        j.deal.turn_judged(ev.index, Turn(p, "told-out-of-turn", None, None))
        j.deal.told_out_of_turn_before_first(p)
        return apply_outcome(j, irregular.out_of_turn(view(j), ev, None))
    if t.first_to_act is None and j.deal.take_first_unset():
        after = tuple(x for x in j.deal.told_before_first if x != p)
        first_taken(j, p, after)
        j.deal.turn_judged(ev.index, Turn(p, "first-taken", None, None, after))
        return True
    expected = t.next_to_act()
    if expected is not None and expected != p and holds_the_age(j, expected, ev):
        expected = t.next_to_act()
    if expected is None:
        return True
    if p != expected:
        j.deal.turn_judged(ev.index, Turn(p, "out-of-turn", expected, None))
        return apply_outcome(j, irregular.out_of_turn(view(j), ev, expected))
    ans = turn_law(j, p)  # the law itself, not every paragraph that restates it
    law = ans.first() if ans is not None else None
    j.deal.turn_judged(ev.index, Turn(p, "in-turn", p, law))
    if ev.out_of_turn:
        # the teller's word, not the book's: the book names whose turn it was, and it was his
        said = Say.of(f"lawful.act.{ev.verb}", p=p, amount=Stake.told_by(ev).amount)
        j.find(Say.of("turns.told-out-of-turn-but-his" if law is not None
                      else "turns.told-out-of-turn-but-his-silent", said=said, player=p), law)
    return True


# (how the act stood to the turn, whether the book has a law of play out of turn) -> the
# words of an objection to it
_OBJECTION = {
    ("out-of-turn", True): "turns.objection-out-of-turn",
    ("out-of-turn", False): "turns.objection-out-of-turn-silent",
    ("told-out-of-turn", True): "turns.objection-as-told",
    ("told-out-of-turn", False): "turns.objection-as-told-silent",
    ("first-taken", True): "turns.objection-first-say-open",
    ("first-taken", False): "turns.objection-first-say-open-silent",
    # he acted first after acts the story tells as out of turn, not first of all
    ("first-taken-after", True): "turns.objection-first-say-open-after",
    ("first-taken-after", False): "turns.objection-first-say-open-after-silent",
}


def turn_law(j: Judge, player: str) -> Answer | None:
    """The law by which the turn was ``player``'s: for the first act of the interval, the law
    that names the first say; after it, the book's law of play in turn (after the draw, its
    law of the betting after it first; where neither, the law of making good to the
    preceding player, which is the order of the say: Peel 26, "Each succeeding player")."""
    t = j.table
    if t.last_actor is None and player == t.first_to_act and j.deal.first_say_law is not None:
        return j.deal.first_say_law
    keys = (("betting.after-draw",) if t.phase is Phase.AFTER_DRAW else ()) + (
        "betting.in-turn", "betting.make-good")
    return next((a for a in (j.ask(k) for k in keys) if a is not None), None)


def objection(j: Judge, ev: Event) -> None:
    """A notice that an act was out of turn objects to the betting act told just before it:
    what it does is what the book makes of that act's turn, said at the notice with the law
    under which it acts (an act told as in turn where the book names nobody is disputed by
    it: ``first_taken``)."""
    told = Notice.told_by(ev)
    by = told.by or "Someone"
    act = j.foreknown.objects_to.get(ev.index)
    turn = j.deal.turns.get(act) if act is not None else None
    if turn is None:
        return  # no act of the betting before it: the notice rules nothing
    p = turn.player
    if turn.verdict == "in-turn":
        j.find(Say.of("turns.objection-but-his-turn" if turn.law is not None
                      else "turns.objection-but-his-turn-silent", by=by, p=p), turn.law)
        return
    on = j.ask("betting.out-of-turn") or j.ask("betting.in-turn")
    verdict = turn.verdict + ("-after" if turn.after else "")
    said = Say.of(_OBJECTION[verdict, on is not None], by=by, p=p, expected=turn.expected,
                  **({"after": turn.after} if turn.after else {}))
    if on is None and turn.verdict == "first-taken":
        j.open_step(said)  # the point it raises, and no law of play out of turn
    else:
        j.find(said, on)
