"""Irregular bets: acts out of turn (spoken bets against the chips put up: spoken.py; bets
over the limit: limit.py).

Each book's answer decides: Peel lets a bet made out of turn stand, and leaves open whether the
turn goes back to the players it passed over (read both ways); the Standard laws send
the turn back and hold the offender to his chips when his turn comes; books that only demand
play in turn leave the consequence open, and the ruling says so.
"""
from __future__ import annotations

from collections import namedtuple
from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ..acts import (NOTHING, Forfeit, LeaveOpen, Outcome, Stake, TakeBack, Then, find, outcome,
                    rule)
from ..acts.betting import (DeemedBet, MatchesWaiting, MatchSettled, MayNotRaise, OpenGame,
                            OutOfTurn, PutLevel, RecordAct, TurnComes, TurnReverts)
from ..findings import Say
from ..deal.table import Phase
from .passing import passing_law, passing_laws

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Reads
    from ...law.rulebook import Answer

_DOES = {"bet": "bets", "open": "opens", "call": "calls", "raise": "raises",
         "all_in": Say.of("irregular.puts-up-all-he-has")}


# --- out of turn -----------------------------------------------------------------------

def out_of_turn(d: Reads, ev: Event, expected: str | None,
                turn: Answer | None = None) -> Outcome:
    """Rule on an act out of turn; whether it is replayed (the result). ``expected`` is None
    where the story says the act was out of turn but the book names nobody to act first;
    ``turn``, the law by which the turn was his (the first say's law for the first act),
    cited where the book has no law of play in turn."""
    p = ev.player
    whose = f"{expected}'s" if expected else Say.of("irregular.whose-turn-untold")
    to = expected or Say.of("irregular.the-player-whose-turn")
    ans = d.ask("betting.out-of-turn")
    in_turn = d.ask("betting.in-turn") or turn
    out = outcome(OutOfTurn(p), result=True)
    if ev.verb == "fold":
        # what stands is that he is out: the law that puts him out (not what he loses)
        laws = passing_laws(d, passing_law(d, p)[0])[:1]
        out = out.then(find(Say.of("irregular.passes-out-turn-turn", p=p, whose=whose), *laws,
                            in_turn))
        if ans is None:
            out = out.then(LeaveOpen("betting.out-of-turn", Say.of(
                "irregular.passed-out-of-turn-no-consequence", p=p), decisive=False))
        return out
    if ev.verb == "check":
        if ans is not None:
            return out + OUT_OF_TURN.of(ans).stands(d, p, whose, ans, in_turn)
        return out + _stood(d, p, whose, in_turn)
    does = _DOES.get(ev.verb, "bets")
    if ans is None:
        return out.then(
            find(Say.of("irregular.out-of-turn-turn-was" + ("-against-order" if in_turn else ""),
                        player=p, does=does, whose=whose), in_turn),
            LeaveOpen("betting.out-of-turn", Say.of(
                "irregular.out-of-turn-no-consequence" if in_turn
                else "irregular.out-of-turn-says-nothing", player=p, does=does)))
    return out + OUT_OF_TURN.of(ans).bets(d, p, does, whose, to, ans)


def _stood_and_stands(d: Reads, p: str, whose, ans: Answer, in_turn: Answer | None) -> Outcome:
    """A law that a bet out of turn stands (cannot be recalled) does not reach a stand,
    which puts up nothing to recall: it is ruled as where the book has no such law."""
    return _stood(d, p, whose, in_turn)


def _stood(d: Reads, p: str, whose, in_turn: Answer | None) -> Outcome:
    """A stand out of turn, which no law of acts out of turn reaches: a word that he will
    not bet, and the book's law of a stated intention (Peel 57, "The statement of his
    intention to bet, or to refrain from betting, shall not invalidate the right of any
    player to bet or pass when his turn comes") keeps his right when the turn comes: it
    binds him to nothing, and is not replayed (the result). Where the book has no such law,
    what follows is left open, and the stand is replayed as made."""
    said = d.ask("betting.intention")
    if said is not None:
        return outcome(find(Say.of("irregular.stood-out-of-turn-binds-nothing", p=p,
                                   whose=whose), said, in_turn), result=False)
    return outcome(find(Say.of("irregular.stands-out-turn-turn", p=p, whose=whose), in_turn),
                   LeaveOpen("betting.out-of-turn", Say.of(
                       "irregular.stood-out-of-turn-no-consequence", p=p), decisive=False),
                   result=True)


def _bet_stands(d: Reads, p: str, does, whose, to, ans: Answer) -> Outcome:
    # "cannot be recalled" is a law's word (Peel 55), and it says no more: whether the turn
    # goes back to the players the bet passed over (his bet waiting for his turn) or the bet
    # stands as made in turn, for them to meet in theirs, is a question of its own
    # (``held_out_of_turn``). A reading of a book's silence that the act stands says it all
    if not ans.laws:
        return outcome(find(Say.of("irregular.out-of-turn-bet-stands-read", p=p, does=does,
                                   whose=whose), ans))
    _, passed_over = rule(d, "betting.out-of-turn.passed-over",
                          Say.of("irregular.silent-on-players-passed-over", p=p))
    return outcome(find(Say.of("irregular.out-of-turn-bet-stands", p=p, does=does,
                               whose=whose), ans)) + passed_over


def _stood_turn_reverts(d: Reads, p: str, whose, ans: Answer,
                        in_turn: Answer | None) -> Outcome:
    return outcome(TurnReverts(),
                   find(Say.of("irregular.checks-out-turn-turn", p=p, whose=whose), ans, in_turn),
                   result=False)


def _bet_turn_reverts(d: Reads, p: str, does, whose, to, ans: Answer) -> Outcome:
    out = outcome(find(Say.of("irregular.out-of-turn-turn-reverts-chips-stay",
                              p=p, does=does, whose=whose, to=to), ans))
    no_raise = d.ask("betting.out-of-turn.raise")
    if no_raise is None:
        return out
    return out.then(MayNotRaise(p), find(Say.of("irregular.may-not-raise-when-turn-comes", p=p),
                                         no_raise))


def _chips_wait(d: Reads, player: str) -> Outcome:
    return outcome(TurnReverts(), DeemedBet(player, 0), result=True)


def _stands_chips_wait(d: Reads, player: str) -> Outcome:
    """A bet that stands waits for nobody's turn; but a law that says only that it stands
    (Peel 55: "cannot be recalled") leaves open whether the turn went back to the players it
    passed over, its chips waiting for his turn: read apart (``PASSED_OVER``)."""
    over = d.ask("betting.out-of-turn.passed-over") if d.ask("betting.out-of-turn").laws \
        else None
    return outcome(result=False) if over is None else PASSED_OVER.of(over)(d, player)


#: A law on play out of turn: a stand (replayed?), a bet, and whether his chips wait (each a
#: function giving an outcome; the first and the last with their answer as its result)
_OutOfTurn = namedtuple("_OutOfTurn", ("stands", "bets", "chips_wait"))


OUT_OF_TURN = Consequences("betting.out-of-turn", {
    "stands": _OutOfTurn(_stood_and_stands, _bet_stands, _stands_chips_wait),
    "turn-reverts": _OutOfTurn(_stood_turn_reverts, _bet_turn_reverts, _chips_wait)})


# where a law lets the bet stand and says no more: whether its chips wait for his turn
PASSED_OVER = Consequences("betting.out-of-turn.passed-over", {
    "turn-reverts": _chips_wait, "stands": lambda d, player: outcome(result=False)})


def held_out_of_turn(d: Reads, player: str) -> Outcome:
    """Whether the chips now put up wait for the player's turn (the turn reverts): the
    result."""
    if d.deal.out_of_turn != player:
        return outcome(result=False)
    ans = d.ask("betting.out-of-turn")
    if ans is None:
        return outcome(result=False)
    return OUT_OF_TURN.of(ans).chips_wait(d, player)


def may_not_raise(d: Reads, player: str) -> Outcome:
    """At his own turn, a player who bet out of turn may only call (the Standard laws): the
    result."""
    if player not in d.deal.may_not_raise or d.deal.out_of_turn == player:  # not the act itself
        return outcome(result=False)
    ans = d.ask("betting.out-of-turn.raise")
    return outcome(find(Say.of("irregular.bet-out-turn-before", player=player), ans),
                   result=True)


def matches_waiting(d: Reads, player: str) -> Outcome:
    """A call while another's chips put in out of turn wait. Where a bet stands at his turn,
    he calls it ("the turn reverts to the proper player"; the offender's chips count "When the
    offender's turn comes"), with nothing beyond it to forfeit, unless they will raise then
    (MEETS_WAITING). Else he meets them, what is beyond the stake in play waiting with them
    (``matched_settle``); a call itself out of turn waits whole for his own turn."""
    t, deemed = d.table, d.deal.deemed
    over = d.ask("betting.out-of-turn.excess") if deemed and player not in deemed else None
    # where the book says nothing of them, the chips beyond a call are replayed as put in, a
    # raise at his turn (deemed_turns): a call in turn meets them, as the table played it
    if not deemed or (player not in deemed and t.level > d.deal.interval_base
                      and not (over is None or MEETS_WAITING.of(over))):
        return NOTHING
    waiting = [t.stakes[q] for q in d.deal.deemed if q != player]
    extra = max(waiting, default=0) - t.stakes[player]
    if extra <= 0 or player in t.retired:
        return NOTHING
    funds = t.funds(player)
    put = extra if funds is None else min(extra, funds)  # what the stake puts in
    # his own call out of turn: all he put in waits with it
    waits = DeemedBet(player, put) if player in d.deal.deemed else MatchesWaiting(player, put)
    return outcome(Stake(player, extra), PutLevel(t.level), waits)


def _matched_settle(d: Reads, p: str, after: dict[str, int]) -> Outcome:
    """``p``'s chips out of turn are counted at his turn: what others put up to match them
    is their call of his raise, where the chips make one, else goes back to them. ``after``:
    each player's stake as his turn left them (the chips forfeited or taken back leave the
    highest stake the greatest left, as the table reckons it)."""
    stakes = dict(after)
    pending = dict(d.deal.matched)
    if not pending:
        return NOTHING
    # the stake in play, without the chips put up only to match his
    level = max(s - pending.get(x, 0) for x, s in stakes.items())
    out = outcome(PutLevel(level))
    stay = d.ask("betting.irregularity.chips-stay")
    if stay is None:  # a law of the pool that a bet once made stays, whatever follows (Peel
        stay = d.ask("pool.bet-made")  # 55): its one value, "stays"
    for q, extra in pending.items():
        out = out.then(MatchSettled(q))
        beyond = min(extra, stakes[q] - level)
        if beyond > 0 and stay is not None and stay.value:
            # "no chips once placed in the pot may be removed": they stay, though no bet
            out = out.then(Forfeit(q, beyond, stay),
                           find(Say.of("irregular.matched-chips-stay", q=q, n=beyond, p=p),
                                stay))
        elif beyond > 0:
            out = out.then(TakeBack(q, beyond),
                           find(Say.of("irregular.matched-chips-go-back", q=q, n=beyond, p=p)))
        elif q not in d.table.retired:
            out = out.then(RecordAct(q, False, False),
                           find(Say.of("irregular.matched-chips-make-call", q=q, n=extra, p=p)))
            continue
        else:
            continue
        stakes[q] -= beyond
        level = max(stakes.values(), default=0)
    return out


def beyond_a_call(d: Reads, player: str, excess: int) -> Outcome:
    """At his turn a player who may only call put up ``excess`` more than a call: what the
    book makes of chips put in beyond a call (the Standard laws: "if he put in more chips
    than he needed to call, those chips are forfeited to the pot"). Where it says nothing,
    they are not counted, as before."""
    over = d.ask("betting.out-of-turn.excess")
    if over is None:
        return outcome(LeaveOpen("betting.out-of-turn.excess",
                                 Say.of("irregular.excess-out-of-turn-silent", p=player,
                                        excess=excess)))
    funds = d.table.funds(player)
    put = excess if funds is None else min(excess, funds)
    return outcome(Stake(player, excess)) + EXCESS.of(over)(
        d, p=player, excess=put, ans=d.ask("betting.out-of-turn"), over=over,
        stake=d.table.stakes[player] + put)


def deemed_turns(d: Reads, at_show: bool = False) -> Outcome:
    """The turn comes round to a player whose chips went in out of turn: what they count
    for; then, on the deal that leaves, whether it comes round to another such player. At
    the show (``at_show``) every turn has come, whether the players before him acted in it
    or not: the chips of each who waits count, in turn."""
    t = d.table
    deemed = d.deal.deemed
    if not deemed:
        return NOTHING
    p = t.turn_comes(deemed)  # his, though he bet in turn before and they cover the stake
    if at_show and p not in deemed:
        p = t.waiting_at_show(deemed)
    if p not in deemed:
        return NOTHING
    chips = deemed.get(p, 0)  # counted once, now
    out = outcome(TurnComes(p))
    ans = d.ask("betting.out-of-turn")
    put = t.stakes[p]
    stakes = dict(t.stakes)  # as his turn leaves them, for the chips that matched his
    if t.level == d.deal.interval_base and put > t.level:
        # "he is deemed to have bet the number of chips he put in": all of them
        out = out.then(find(Say.of("irregular.chips-put-in-deemed-a-bet", p=p, n=chips), ans),
                       PutLevel(put), RecordAct(p, True))
        if t.phase is Phase.BEFORE_DRAW and t.opened_by is None:
            out = out.then(OpenGame(p))
    elif put > t.level:
        excess = put - t.level
        over = d.ask("betting.out-of-turn.excess")
        if over is None:
            # the book does not say what the chips beyond a call are: they are replayed as
            # put in (a raise at his turn), and where chips turn on it, read each way
            out = out.then(LeaveOpen("betting.out-of-turn.excess",
                                     Say.of("irregular.excess-out-of-turn-silent", p=p,
                                            excess=excess)))
        carry_out = _excess_raises if over is None else EXCESS.of(over)
        carried = carry_out(d, p=p, excess=excess, ans=ans, over=over, stake=put, chips=chips)
        stakes[p] = carried.result
        out += carried
    elif put == t.level:
        out = out.then(RecordAct(p, False))
        if t.phase is Phase.BEFORE_DRAW and t.opened_by is None and put \
                and p not in t.straddlers:  # he comes in, as one who calls in turn
            out = out.then(OpenGame(p))
        out = out.then(find(Say.of("irregular.chips-put-in-make-a-call", p=p), ans))
    else:
        add = d.ask("betting.out-of-turn.too-few")
        return out.then(find(Say.of("irregular.chips-put-in-too-few-may-add", p=p), ans, add)
                        if add is not None else
                        find(Say.of("irregular.chips-put-in-too-few", p=p), ans))
    return (out + _matched_settle(d, p, stakes)).then(
        Then(lambda d: deemed_turns(d, at_show)))


# each carries out what the book makes of the chips ``p`` put in out of turn beyond a call
# (``excess``), when his turn comes and his stake is ``stake``; the result, his stake after


def _beyond_a_call_forfeited(d: Reads, p: str, excess: int, ans: Answer | None,
                             over: Answer | None, stake: int, chips: int | None = None
                             ) -> Outcome:
    """His chips make a call at his turn; those beyond it are forfeited to the pot."""
    # his call: chips others put in out of turn still wait above it
    out = outcome(RecordAct(p, False), Forfeit(p, excess, over), PutLevel(stake - excess),
                  result=stake - excess)
    if chips is None:
        return out.then(find(Say.of("irregular.turn-comes-chips-make", p=p, excess=excess), ans,
                             over))
    no_raise = d.ask("betting.out-of-turn.raise") if p in d.deal.may_not_raise else None
    return out.then(find(Say.of("irregular.turn-comes-deemed-forfeit"
                                + ("-no-raise" if no_raise else ""),
                                p=p, n=chips, excess=excess), ans, no_raise, over))


def _excess_raises(d: Reads, p: str, excess: int, ans: Answer | None,
                   over: Answer | None, stake: int, chips: int | None = None) -> Outcome:
    """His chips count as put in when his turn comes: those beyond a call raise."""
    return outcome(PutLevel(stake), RecordAct(p, True),
                   find(Say.of("irregular.turn-comes-chips-raise", p=p, excess=excess), ans,
                        over), result=stake)


def _excess_returned(d: Reads, p: str, excess: int, ans: Answer | None,
                     over: Answer | None, stake: int, chips: int | None = None) -> Outcome:
    """His chips make a call at his turn; those beyond it go back to him."""
    return outcome(RecordAct(p, False), TakeBack(p, excess),
                   find(Say.of("irregular.turn-comes-chips-back", p=p, excess=excess), ans,
                        over), result=stake - excess)


# what becomes of chips put in out of turn beyond a call, when the turn comes round to him
EXCESS = Consequences("betting.out-of-turn.excess", {
    "forfeited": _beyond_a_call_forfeited, "a-raise": _excess_raises,
    "returned": _excess_returned})
# whether a call in turn meets waiting chips beyond the bet standing (they will raise)
MEETS_WAITING = Consequences("betting.out-of-turn.excess", {"forfeited": False, "a-raise": True,
                                                           "returned": False})
