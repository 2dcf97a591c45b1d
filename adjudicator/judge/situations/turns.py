"""Whose turn it is: the first say before the draw and the first bet after it, as each book
gives them; standing on the age; a player who passed coming in again; acts out of turn
sent to ``irregular``."""
from __future__ import annotations

from typing import TYPE_CHECKING

from functools import partial

from ...law.answers import readings
from ...law.consequences import Consequences
from ...story.payloads import Notice, Stake
from . import irregular, spoken
from ..deal.memory import Turn
from .passing import put_in_when_out, put_up_while_open
from .seats import seat
from ..acts import NOTHING, LeaveOpen, Outcome, RaisesPoint, Then, find, outcome, rule
from ..acts.betting import (BeginInterval, ComesInAgain, EnterPhase, FirstSayNamed,
                            FirstSayUnset, FirstUnsetTaken, GiveFirstSay, IntervalOpens,
                            PutLevel, RecordAct, Stands, ToldBeforeFirst, TurnJudged,
                            TurnReverts)
from ..findings import Say
from ..deal.table import Phase

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Reads
    from ...law.rulebook import Answer


def open_interval(d: Reads, which: Phase) -> Outcome:
    """Begin a round of betting, with the first say as the book gives it (asked in the
    circumstances of the betting it opens)."""
    t = d.table
    level = max(t.stakes.values(), default=0)
    # after the draw, what each had staked before it: a raise `to` counts from there
    stakes = tuple(t.stakes.items()) if which is Phase.AFTER_DRAW else None
    # the law that names the first say, asked afresh
    return outcome(EnterPhase(which), PutLevel(level), IntervalOpens(level, stakes),
                   FirstSayNamed(None), Then(partial(_first_say, which)))


def _first_say(which: Phase, d: Reads) -> Outcome:
    named = _first_before_draw(d) if which is Phase.BEFORE_DRAW else _first_after_draw(d)
    first = named.result
    out = named.then(BeginInterval(first)).returning(None)
    if first is None:  # the book names nobody: the first to act takes it
        return out.then(FirstSayNamed(None), FirstSayUnset(which))
    return out


# each returns the outcome of naming the first say, its result the player it falls to (None:
# the book names nobody)


def _first_before_draw(d: Reads) -> Outcome:
    t = d.table
    if d.ctx.jack_pot:
        ans = d.ask("jack-pot.say-first")
        if ans is not None:  # the seat the book names (Keller: the dealer's left)
            first = active_from(d, seat(d, ans.value))
            return outcome(find(Say.of("turns.in-jack-pot-dealer", first=first), ans)) + \
                _named(first, ans)
    if t.straddlers:
        ans = d.ask("say.first-straddled")
        if ans is not None:
            return _named(active_from(d, seat(d, ans.value)), ans)
    ans = d.ask("say.first")
    if ans is None:
        return NOTHING
    return _named(active_from(d, seat(d, ans.value)), ans)


def _named(first: str | None, ans: Answer | None) -> Outcome:
    """The first say falls to ``first`` by the law ``ans``: remembered for the interval."""
    return outcome(FirstSayNamed(ans), result=first)


def _first_after_draw(d: Reads) -> Outcome:
    t = d.table
    if d.ctx.jack_pot and t.opened_by:
        ans = d.ask("jack-pot.bet-first-after-draw")
        if ans is not None and t.opened_by not in t.retired:
            return outcome(find(Say.of("turns.opener-bets-first-after", opened_by=t.opened_by),
                                ans)) + _named(t.opened_by, ans)
        out = d.ask("jack-pot.first-bet-opener-out") if ans is not None else None
        if out is not None:
            first = active_from(d, t.left_of(t.opened_by))
            return outcome(find(Say.of("turns.who-opened-went-out", opened_by=t.opened_by,
                                       first=first), out)) + _named(first, out)
    ans = d.ask("betting.first-after-draw")
    if ans is None:
        return NOTHING
    found = FIRST_AFTER_DRAW.of(ans)(d, ans)
    return found + _named(found.result, ans)


def _the_opener(d: Reads, ans: Answer) -> Outcome:
    """The opener bets first (in a jack pot its law names him, jack-pot.bet-first-after-draw):
    the player who opened the game before the draw, where he is still in; where he is not,
    nobody is named."""
    t = d.table
    if t.opened_by is None or t.opened_by in t.retired:
        return NOTHING
    return outcome(find(Say.of("turns.opener-bets-first-after", opened_by=t.opened_by), ans),
                   result=t.opened_by)


def _the_age(d: Reads, ans: Answer) -> Outcome:
    """The age, or where he has declined the next still in at the dealer's left."""
    t = d.table
    if t.age not in t.retired:
        first = t.age
        why = Say.of("turns.age-bets-first", age=t.age)
    else:
        first = active_from(d, t.left_of(t.dealer))
        # the age sits at the dealer's left: the first bettor is the next still in
        why = Say.of("turns.age-declined-dealers-left-first", age=t.age, first=first)
    return outcome(find(why, ans), result=first)


def _left_of_age(d: Reads, ans: Answer) -> Outcome:
    t = d.table
    left = t.left_of(t.age)
    first = active_from(d, left)
    retired = {"age": t.age} if t.age in t.retired else {}  # named only where he retired
    if first == left:
        why = Say.of("turns.ages-left-bets-first" + ("-age-retired" if retired else ""),
                     first=first, **retired)
    else:
        why = Say.of("turns.ages-left-out-passes" + ("-age-retired" if retired else ""),
                     left=left, first=first, **retired)
    return outcome(find(why, ans), result=first)


FIRST_AFTER_DRAW = Consequences("betting.first-after-draw", {
    "opener": _the_opener, "ante-else-left-of-dealer": _the_age, "left-of-ante": _left_of_age})


def active_from(d: Reads, start: str) -> str | None:
    for p in d.table.round_from(start):
        if d.table.can_act(p):
            return p
    return None


def first_taken(d: Reads, player: str, after: tuple[str, ...] = ()) -> Outcome:
    """The book names no first bettor: the first to act is taken to have had the privilege,
    unless the order is disputed, when the outcome turns on the book's silence. Where the
    story told acts out of turn before his (``after``: whose), he is the first to act after
    them, and is said to be so, not to have acted first."""
    before = d.table.phase is Phase.BEFORE_DRAW
    key = "say.first" if before else "betting.first-after-draw"
    what = Say.of("turns.first-say-before-draw" if before else "turns.first-bet-after-draw")
    told, more = ({"after": after}, "-after") if after else ({}, "")
    if order_disputed(d) and before:
        # the seats the catalogue allows are no readings of it: read as his or not his
        if d.reading(_first_say_point(player)) == readings(_first_say_point(player)).HIS:
            return outcome(GiveFirstSay(player), find(Say.of(
                "turns.first-say-read-his" + more, player=player, what=what, **told),
                rung="open"))
        # read both ways: his, or not his, when his act was out of turn (_whose_turn)
        return outcome(GiveFirstSay(player), LeaveOpen(key, Say.of(
            "turns.acted-first-order-disputed" + more, player=player, what=what, **told),
            open=_first_say_point(player)))
    if order_disputed(d):
        return outcome(GiveFirstSay(player), LeaveOpen(key, Say.of(
            "turns.acted-first-order-disputed" + more, player=player, what=what, **told)))
    return outcome(GiveFirstSay(player), LeaveOpen(key, Say.of(
        "turns.silent-first-to-act-not-objected" + more, what=what, player=player, **told),
        decisive=False))


def _first_say_point(player: str) -> str:
    """The open point of whether the first say was his (story/points.py, ``first-say``)."""
    return f"first-say.{player}"


def _read_not_his(d: Reads, player: str) -> bool:
    """Whether the ruling is made under the reading that the first say, disputed, was not
    his: his act first is then out of turn, as where the story tells it so."""
    point = _first_say_point(player)
    return d.table.phase is Phase.BEFORE_DRAW and order_disputed(d) and \
        d.reading(point) == readings(point).NOT_HIS


def order_disputed(d: Reads) -> bool:
    """Whether someone objects to this act as out of turn: a ``notice`` of it that follows
    with no other betting act between."""
    return (d.event.index if d.event else 0) in d.foreknown.objected_after


def holds_the_age(d: Reads, first: str, ev: Event) -> Outcome:
    """The first bettor after the draw lets the next player bet unopposed: where the book
    lets him withhold his bet until it comes round to him, that is what he has done (the
    result). Only a bet says so: a check or a pass by the next man is his own act out of
    turn."""
    t = d.table
    actor = ev.player
    if ev.verb not in ("bet", "open", "raise") or ev.out_of_turn:
        return outcome(result=False)
    if t.phase is not Phase.AFTER_DRAW or first != t.first_to_act or t.last_actor is not None:
        return outcome(result=False)
    if active_from(d, t.left_of(first)) != actor or order_disputed(d):
        return outcome(result=False)
    ans = d.ask("betting.check")
    return outcome(result=False) if ans is None else HOLDING.of(ans)(ans, actor, first)


def _has_held(ans: Answer, actor: str, first: str) -> Outcome:
    """The book lets the first bettor hold: he has stood, and the bet is in turn."""
    return outcome(find(Say.of("turns.bets-before-first-bettor", actor=actor, first=first), ans),
                   Stands(first), RecordAct(first, False), result=True)


def _may_not_hold(ans: Answer, actor: str, first: str) -> Outcome:
    return outcome(result=False)


# whether the first bettor after the draw, passed over, has held his bet (True) or the bet
# is out of turn
HOLDING = Consequences("betting.check", {
    "first-bettor-may-hold": _has_held, "forbidden": _may_not_hold, "allowed": _may_not_hold,
    "first-bettor-must-bet": _may_not_hold})


def comes_in_again(d: Reads, ev: Event) -> Outcome:
    """Whether a player who passed comes in again (the result)."""
    again, out = rule(d, "passing.re-entry", Say.of("turns.has-passed-acts-again",
                                                    player=ev.player))
    if again is None:
        return (out + put_up_while_open(d, ev)).returning(False)
    return out + RE_ENTRY.of(again)(d, ev, again)


def _before_any_bet(d: Reads, ev: Event, again: Answer) -> Outcome:
    """He may come in again if he passed before any bet was made."""
    t = d.table
    passed_after_bet = d.deal.passed_after_bet.get(ev.player, True)
    if not passed_after_bet and t.phase in (Phase.BEFORE_DEAL, Phase.BEFORE_DRAW):
        return outcome(ComesInAgain(ev.player),
                       find(Say.of("turns.passed-before-any-bet", player=ev.player), again),
                       result=True)
    return (outcome(find(Say.of("turns.passed-after-bet-may-not-come-in", player=ev.player),
                         again)) + put_in_when_out(d, ev)).returning(False)


def _never(d: Reads, ev: Event, again: Answer) -> Outcome:
    return (outcome(find(Say.of("turns.passed-may-not-come-in", player=ev.player), again))
            + put_in_when_out(d, ev)).returning(False)


# whether a player who passed comes in again
RE_ENTRY = Consequences("passing.re-entry", {"before-any-bet": _before_any_bet,
                                             "never": _never})


def may_act(d: Reads, ev: Event) -> Outcome:
    """Whether the action may be replayed at all (the result); rules on re-entry and turns
    first, each on the deal as what is ruled before it leaves it."""
    out = outcome(TurnReverts()) + spoken.unspoken_bets(d, but=ev.player)  # set afresh
    if ev.player in d.table.retired:
        again = comes_in_again(d, ev)
        if not again.result:
            return (out + again).returning(False)
        out += again
    return out.then(Then(partial(_in_play, ev)))


def _in_play(ev: Event, d: Reads) -> Outcome:
    t = d.table
    if ev.player in t.all_in and ev.verb != "fold":
        return outcome(find(Say.of("turns.all-in-act-changes-nothing",
                                   player=ev.player, verb=ev.verb.replace('_', ' '))),
                       result=False)
    if t.phase is Phase.BEFORE_DEAL:
        return open_interval(d, Phase.BEFORE_DRAW).then(Then(partial(_whose_turn, ev)))
    if t.phase is Phase.DRAW or (t.phase is Phase.BEFORE_DRAW and t.interval_complete()
                                 and t.acted and ev.index > d.foreknown.last_draw):
        # the betting before the draw over, an act is after the draw, unless the story tells
        # the draw after it
        return open_interval(d, Phase.AFTER_DRAW).then(Then(partial(_whose_turn, ev)))
    return _whose_turn(ev, d)


def _whose_turn(ev: Event, d: Reads) -> Outcome:
    t, p = d.table, ev.player
    if t.first_to_act is None and d.deal.first_unset and (ev.out_of_turn
                                                          or _read_not_his(d, p)):
        # the story says he acted out of turn, but the book names nobody to act first: the
        # turn was not his, and whose it was is open; the first to act in turn takes it
        return outcome(TurnJudged(ev.index, Turn(p, "told-out-of-turn", None, None)),
                       ToldBeforeFirst(p)) + irregular.out_of_turn(d, ev, None)
    if t.first_to_act is None and d.deal.first_unset:
        after = tuple(x for x in d.deal.told_before_first if x != p)
        return (outcome(FirstUnsetTaken()) + first_taken(d, p, after)).then(
            TurnJudged(ev.index, Turn(p, "first-taken", None, None, after))).returning(True)
    out, expected = NOTHING, t.next_to_act()
    if expected is not None and expected != p:
        held = holds_the_age(d, expected, ev)
        if held.result:  # whose turn it is, once he has held
            return (out + held).returning(None).then(Then(partial(_in_turn, ev)))
    return out + _in_turn(ev, d, expected)


def _in_turn(ev: Event, d: Reads, expected: str | None = None) -> Outcome:
    """The act weighed against the turn: ``expected``'s (where not given, the next to act)."""
    p = ev.player
    expected = expected if expected is not None else d.table.next_to_act()
    if expected is None:
        return outcome(result=True)
    if p != expected:
        return outcome(TurnJudged(ev.index, Turn(p, "out-of-turn", expected, None))) + \
            irregular.out_of_turn(d, ev, expected, turn_law(d, expected))
    ans = turn_law(d, p)  # the law itself, not every paragraph that restates it
    law = ans.first() if ans is not None else None
    out = outcome(TurnJudged(ev.index, Turn(p, "in-turn", p, law)), result=True)
    if ev.out_of_turn:
        # the teller's word, not the book's: the book names whose turn it was, and it was his
        said = Say.of(f"lawful.act.{ev.verb}", p=p, amount=Stake.told_by(ev).amount)
        return out.then(find(Say.of("turns.told-out-of-turn-but-his" if law is not None
                                    else "turns.told-out-of-turn-but-his-silent", said=said,
                                    player=p), law))
    return out


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


def turn_law(d: Reads, player: str) -> Answer | None:
    """The law by which the turn was ``player``'s: for the first act of the interval, the law
    that names the first say; after it, the book's law of play in turn (after the draw, its
    law of the betting after it first; where neither, the law of making good to the
    preceding player, which is the order of the say: Peel 26, "Each succeeding player")."""
    t = d.table
    if t.last_actor is None and player == t.first_to_act and d.deal.first_say_law is not None:
        return d.deal.first_say_law
    keys = (("betting.after-draw",) if t.phase is Phase.AFTER_DRAW else ()) + (
        "betting.in-turn", "betting.make-good")
    return next((a for a in (d.ask(k) for k in keys) if a is not None), None)


def objection(d: Reads, ev: Event) -> Outcome:
    """A notice that an act was out of turn objects to the betting act told just before it:
    what it does is what the book makes of that act's turn, said at the notice with the law
    under which it acts (an act told as in turn where the book names nobody is disputed by
    it: ``first_taken``)."""
    told = Notice.told_by(ev)
    by = told.by or "Someone"
    act = d.foreknown.objects_to.get(ev.index)
    turn = d.deal.turns.get(act) if act is not None else None
    if turn is None:
        return NOTHING  # no act of the betting before it: the notice rules nothing
    p = turn.player
    if turn.verdict == "in-turn":
        return outcome(find(Say.of("turns.objection-but-his-turn" if turn.law is not None
                                   else "turns.objection-but-his-turn-silent", by=by, p=p),
                            turn.law))
    out_of = d.ask("betting.out-of-turn")
    # a reading of the book's silence on it rests on no law: the law that sets no time for
    # pointing the act out is then the book's law of play in turn, where it has one
    on = out_of if out_of is not None and out_of.laws else d.ask("betting.in-turn") or out_of
    lawful = on is not None and bool(on.laws)
    verdict = turn.verdict + ("-after" if turn.after else "")
    said = Say.of(_OBJECTION[verdict, lawful], by=by, p=p, expected=turn.expected,
                  **({"after": turn.after} if turn.after else {}))
    if on is None and turn.verdict == "first-taken":
        return outcome(RaisesPoint(said))  # the point it raises, and no law of play out of turn
    return outcome(find(said, on))
