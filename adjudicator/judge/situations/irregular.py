"""Irregular bets: acts out of turn and spoken bets against the chips put up (bets over the
limit: limit.py).

Each book's answer decides: Peel lets a bet made out of turn stand; the Standard laws send
the turn back and hold the offender to his chips when his turn comes; books that only demand
play in turn leave the consequence open, and the ruling says so.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, NamedTuple

from ...law.consequences import Consequences
from ...story.payloads import Stake
from ..findings import Reach, Say
from ..table import Phase
from .passing import passing_law

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge
    from ...law.rulebook import Answer

_DOES = {"bet": "bets", "open": "opens", "call": "calls", "raise": "raises",
         "all_in": "puts up all he has"}


# --- out of turn -----------------------------------------------------------------------

def out_of_turn(j: Judge, ev: Event, expected: str | None) -> bool:
    """Rule on an act out of turn; whether it is replayed. ``expected`` is None where the
    story says the act was out of turn but the book names nobody to act first."""
    p = ev.player
    whose = f"{expected}'s" if expected else "not his, and the book does not say whose"
    to = expected or "the player whose turn it was"
    ans = j.ask("betting.out-of-turn")
    in_turn = j.ask("betting.in-turn")
    j.deal.acts_out_of_turn(p)
    if ev.verb == "fold":
        law = passing_law(j, p)[0]
        j.find(Say.of("irregular.passes-out-turn-turn", p=p, whose=whose), law, in_turn)
        if ans is None:
            j.silence("betting.out-of-turn", Say.of("irregular.passed-out-of-turn-no-consequence",
                                                    p=p), decisive=False)
        return True
    if ev.verb == "check":
        if ans is not None:
            return OUT_OF_TURN.of(ans).stands(j, p, whose, ans, in_turn)
        j.find(Say.of("irregular.stands-out-turn-turn", p=p, whose=whose), ans, in_turn)
        j.silence("betting.out-of-turn", Say.of("irregular.stood-out-of-turn-no-consequence",
                                                p=p), decisive=False)
        return True
    does = _DOES.get(ev.verb, "bets")
    if ans is None:
        j.find(Say.of("irregular.out-of-turn-turn-was" + ("-against-order" if in_turn else ""),
                      player=p, does=does, whose=whose), in_turn)
        j.silence("betting.out-of-turn", Say.of(
            "irregular.out-of-turn-no-consequence" if in_turn
            else "irregular.out-of-turn-says-nothing", player=p, does=does))
        return True
    OUT_OF_TURN.of(ans).bets(j, p, does, whose, to, ans)
    return True


def _stood_and_stands(j: Judge, p: str, whose: str, ans: Answer,
                      in_turn: Answer | None) -> bool:
    j.find(Say.of("irregular.stands-out-turn-turn", p=p, whose=whose), ans, in_turn)
    return True


def _bet_stands(j: Judge, p: str, does: str, whose: str, to: str, ans: Answer) -> None:
    j.find(Say.of("irregular.out-of-turn-bet-stands", p=p, does=does, whose=whose), ans)
    # the law says no more: whether the turn goes back to the players passed over is
    # open; every act told after it is ruled as made either way, so no chip turns on it
    j.silence("betting.out-of-turn", Say.of("irregular.silent-on-players-passed-over",
                                            p=p), decisive=False)


def _stood_turn_reverts(j: Judge, p: str, whose: str, ans: Answer,
                        in_turn: Answer | None) -> bool:
    j.deal.back_in_turn()
    j.find(Say.of("irregular.checks-out-turn-turn", p=p, whose=whose), ans, in_turn)
    return False


def _bet_turn_reverts(j: Judge, p: str, does: str, whose: str, to: str, ans: Answer) -> None:
    j.find(Say.of("irregular.out-of-turn-turn-reverts-chips-stay",
                  p=p, does=does, whose=whose, to=to), ans)
    no_raise = j.ask("betting.out-of-turn.raise")
    if no_raise is not None:
        j.deal.loses_right_to_raise(p)
        j.find(Say.of("irregular.may-not-raise-when-turn-comes", p=p), no_raise)


def _chips_wait(j: Judge, player: str) -> bool:
    j.deal.back_in_turn()
    j.deal.deemed_in_turn(player)
    return True


class _OutOfTurn(NamedTuple):
    """A law on play out of turn: a stand (replayed?), a bet, and whether his chips wait."""

    stands: Callable[..., bool]
    bets: Callable[..., None]
    chips_wait: Callable[[Judge, str], bool]


OUT_OF_TURN = Consequences("betting.out-of-turn", {
    "stands": _OutOfTurn(_stood_and_stands, _bet_stands, lambda j, player: False),
    "turn-reverts": _OutOfTurn(_stood_turn_reverts, _bet_turn_reverts, _chips_wait)})


def held_out_of_turn(j: Judge, player: str) -> bool:
    """Whether the chips now put up wait for the player's turn (the turn reverts)."""
    if j.deal.out_of_turn != player:
        return False
    ans = j.ask("betting.out-of-turn")
    return ans is not None and OUT_OF_TURN.of(ans).chips_wait(j, player)


def may_not_raise(j: Judge, player: str) -> bool:
    """At his own turn, a player who bet out of turn may only call (the Standard laws)."""
    if player not in j.deal.may_not_raise or j.deal.out_of_turn == player:  # not the act itself
        return False
    ans = j.ask("betting.out-of-turn.raise")
    j.find(Say.of("irregular.bet-out-turn-before", player=player), ans)
    return True


def matches_waiting(j: Judge, player: str) -> None:
    """A call while another's chips put in out of turn wait. Where a bet stands at his turn,
    he calls it ("the turn reverts to the proper player"; the offender's chips count "When the
    offender's turn comes"), with nothing beyond it to forfeit, unless they will raise then
    (MEETS_WAITING). Else he meets them, what is beyond the stake in play waiting with them
    (``matched_settle``); a call itself out of turn waits whole for his own turn."""
    t, deemed = j.table, j.deal.deemed
    over = j.ask("betting.out-of-turn.excess") if deemed and player not in deemed else None
    if not deemed or (player not in deemed and t.level > j.deal.interval_base
                      and not (over is not None and MEETS_WAITING.of(over))):
        return
    waiting = [t.stakes[q] for q in j.deal.deemed if q != player]
    extra = max(waiting, default=0) - t.stakes[player]
    if extra <= 0 or player in t.retired:
        return
    level = t.level
    put = t.stake(player, extra).amount
    t.put_level(level)
    if player in j.deal.deemed:  # his own call is out of turn: all he put in waits with it
        j.deal.deemed_in_turn(player, put)
    else:
        j.deal.matches_waiting(player, put)


def _matched_settle(j: Judge, p: str) -> None:
    """``p``'s chips out of turn are counted at his turn: what others put up to match them
    is their call of his raise, where the chips make one, else goes back to them."""
    t = j.table
    pending = dict(j.deal.matched)
    if not pending:
        return
    # the stake in play, without the chips put up only to match his
    t.put_level(max(s - pending.get(x, 0) for x, s in t.stakes.items()))
    stay = j.ask("betting.irregularity.chips-stay")
    for q, extra in pending.items():
        del j.deal.matched[q]
        beyond = min(extra, t.stakes[q] - t.level)
        if beyond > 0 and stay is not None and stay.value:
            # "no chips once placed in the pot may be removed": they stay, though no bet
            forfeit(j, q, beyond, stay)
            j.find(Say.of("irregular.matched-chips-stay", q=q, n=beyond, p=p), stay)
        elif beyond > 0:
            t.take_back(q, beyond)
            j.find(Say.of("irregular.matched-chips-go-back", q=q, n=beyond, p=p))
        elif q not in t.retired:
            t.record_act(q, False, in_turn=False)
            j.find(Say.of("irregular.matched-chips-make-call", q=q, n=extra, p=p))


def beyond_a_call(j: Judge, player: str, excess: int) -> None:
    """At his turn a player who may only call put up ``excess`` more than a call: what the
    book makes of chips put in beyond a call (the Standard laws: "if he put in more chips
    than he needed to call, those chips are forfeited to the pot"). Where it says nothing,
    they are not counted, as before."""
    over = j.ask("betting.out-of-turn.excess")
    if over is None:
        j.silence("betting.out-of-turn.excess",
                  Say.of("irregular.excess-out-of-turn-silent", p=player, excess=excess))
        return
    put = j.table.stake(player, excess).amount
    EXCESS.of(over)(j, player, put, j.ask("betting.out-of-turn"), over)


def deemed_turns(j: Judge) -> None:
    """The turn comes round to a player whose chips went in out of turn: what they count for."""
    t = j.table
    deemed = j.deal.deemed
    while deemed:
        p = t.turn_comes(deemed)  # his, though he bet in turn before and they cover the stake
        if p not in deemed:
            return
        chips = j.deal.chips_counted_in_turn(p)
        ans = j.ask("betting.out-of-turn")
        put = t.stakes[p]
        if t.level == j.deal.interval_base and put > t.level:
            # "he is deemed to have bet the number of chips he put in": all of them
            j.find(Say.of("irregular.chips-put-in-deemed-a-bet", p=p, n=chips), ans)
            t.put_level(put)
            t.record_act(p, True)
            if t.phase is Phase.BEFORE_DRAW and t.opened_by is None:
                t.open_game(p)
        elif put > t.level:
            excess = put - t.level
            over = j.ask("betting.out-of-turn.excess")
            if over is None:
                # the book does not say what the chips beyond a call are: they are replayed as
                # put in (a raise at his turn), and where chips turn on it, read each way
                j.silence("betting.out-of-turn.excess",
                          Say.of("irregular.excess-out-of-turn-silent", p=p, excess=excess))
            carry_out = _excess_raises if over is None else EXCESS.of(over)
            carry_out(j, p, excess, ans, over, chips)
        elif put == t.level:
            t.record_act(p, False)
            if t.phase is Phase.BEFORE_DRAW and t.opened_by is None and put \
                    and p not in t.straddlers:  # he comes in, as one who calls in turn
                t.open_game(p)
            j.find(Say.of("irregular.chips-put-in-make-a-call", p=p), ans)
        else:
            j.find(Say.of("irregular.chips-put-in-too-few-may-make-up", p=p), ans)
            return
        _matched_settle(j, p)


def _beyond_a_call_forfeited(j: Judge, p: str, excess: int, ans: Answer | None,
                      over: Answer | None, chips: int | None = None) -> None:
    """His chips make a call at his turn; those beyond it are forfeited to the pot."""
    t = j.table
    t.record_act(p, False)
    forfeit(j, p, excess, over)
    t.put_level(t.stakes[p])  # his call: chips others put in out of turn still wait above it
    if chips is None:
        j.find(Say.of("irregular.turn-comes-chips-make", p=p, excess=excess), ans, over)
        return
    no_raise = j.ask("betting.out-of-turn.raise") if p in j.deal.may_not_raise else None
    j.find(Say.of("irregular.turn-comes-deemed-forfeit" + ("-no-raise" if no_raise else ""),
                  p=p, n=chips, excess=excess), ans, no_raise, over)


def _excess_raises(j: Judge, p: str, excess: int, ans: Answer | None,
                   over: Answer | None, chips: int | None = None) -> None:
    """His chips count as put in when his turn comes: those beyond a call raise."""
    t = j.table
    t.put_level(t.stakes[p])
    t.record_act(p, True)
    j.find(Say.of("irregular.turn-comes-chips-raise", p=p, excess=excess), ans, over)


def _excess_returned(j: Judge, p: str, excess: int, ans: Answer | None,
                     over: Answer | None, chips: int | None = None) -> None:
    """His chips make a call at his turn; those beyond it go back to him."""
    j.table.record_act(p, False)
    j.table.take_back(p, excess)
    j.find(Say.of("irregular.turn-comes-chips-back", p=p, excess=excess), ans, over)


# what becomes of chips put in out of turn beyond a call, when the turn comes round to him
EXCESS = Consequences("betting.out-of-turn.excess", {
    "forfeited": _beyond_a_call_forfeited, "a-raise": _excess_raises,
    "returned": _excess_returned})
# whether a call in turn meets waiting chips beyond the bet standing (they will raise)
MEETS_WAITING = Consequences("betting.out-of-turn.excess", {"forfeited": False, "a-raise": True,
                                                           "returned": False})


def forfeit(j: Judge, player: str, amount: int, ans: Answer | None) -> None:
    """Chips a player put in that are forfeited to the pot: they stay there, but are not his bet."""
    j.table.forfeit(player, amount)
    j.penalty(player, amount, "pool", ans)


# --- spoken bets --------------------------------------------------------------------------

def say(j: Judge, ev: Event) -> None:
    """A bet spoken: weighed against the chips he puts up next, or alone if none follow."""
    j.deal.says_a_bet(ev.player, Stake.told_by(ev).amount)


def words_against_chips(j: Judge, player: str, put: int, level_before: int) -> int:
    """What counts when a player said one sum and put up another; returns the bet."""
    said = j.deal.take_said(player)
    if said is None or said == put:
        return put
    over = j.ask("betting.chips-over-announcement")
    deposit = j.ask("betting.deposit")
    bet = None if over is None else CHIPS_OVER.of(over)(j, player, said, put, level_before, over)
    if bet is None and deposit is not None:
        bet = DEPOSIT.of(deposit)(j, player, said, put, level_before, deposit)
    if bet is not None:
        return bet
    j.find(Say.of("irregular.said-but-put-up", player=player, said=said, put=put), deposit, over)
    # his words or his chips: what he put up beyond his words, and what others put up to
    # match it, is all the point can reach (put up less, his words may bind him to more)
    beyond = Reach(player, put - said, j.table.stakes[player]) if put > said else None
    j.silence("announcement", Say.of(
        "irregular.said-put-up-deposit-unclear" if deposit is not None
        else "irregular.said-put-up-unclear", player=player, said=said, put=put),
        reach=beyond)
    return put


def _over_the_words_forfeited(j: Judge, player: str, said: int, put: int, level_before: int,
                      over: Answer) -> int | None:
    """Chips put up over the sum announced are forfeited (unless a slip): the words make the
    bet. None where he put up less than he said: the law is on the excess only."""
    if put <= said:
        return None
    forfeit(j, player, put - said, over)
    j.table.put_level(max(level_before, j.table.stakes[player]))
    j.find(Say.of("irregular.announced-but-put-into", player=player, said=said, put=put,
                  n=put - said), over)
    return said


def _deposit_governs(j: Judge, player: str, said: int, put: int, level_before: int,
                     deposit: Answer) -> int | None:
    j.find(Say.of("irregular.said-but-deposited-bet", player=player, said=said,
                  put=put), deposit)
    return put


def _undecided(j: Judge, player: str, said: int, put: int, level_before: int,
               ans: Answer) -> None:
    """The law does not say which of words and chips makes the bet."""
    return None


# each returns the bet the law makes of words and chips that differ, or None where it says
# nothing of this case
CHIPS_OVER = Consequences("betting.chips-over-announcement", {
    "forfeited-unless-slip": _over_the_words_forfeited, "deposit-governs": _undecided})
DEPOSIT = Consequences("betting.deposit", {"deposit-governs": _deposit_governs,
                                           "deposit-required": _undecided})


def unspoken_bets(j: Judge, but: str | None = None) -> None:
    """Bets spoken with no chips put up: what the book makes of the words alone."""
    said = j.deal.said
    for player in [p for p in said if p != but]:
        amount = j.deal.take_said(player)
        words = j.ask("betting.announced-without-chips")
        deposit = j.ask("betting.deposit")
        if words is not None:
            WORDS_ALONE.of(words)(j, player, amount, words, deposit)
        elif deposit is not None:
            j.find(Say.of("irregular.said-but-put-nothing", player=player, amount=amount),
                   deposit)
        else:
            j.silence("announcement", Say.of("irregular.announced-bet-silent-whether-binding",
                                             player=player, amount=amount))


def _words_void(j: Judge, player: str, amount: int, words: Answer,
                deposit: Answer | None) -> None:
    j.find(Say.of("irregular.announced-bet-words-bet-nothing", player=player,
                  amount=amount), words)


def _words_of_no_value(j: Judge, player: str, amount: int, words: Answer,
                       deposit: Answer | None) -> None:
    j.find(Say.of("irregular.said-but-deposited-nothing", player=player,
                  amount=amount), words, deposit)


def _words_bind(j: Judge, player: str, amount: int, words: Answer,
                deposit: Answer | None) -> None:
    j.find(Say.of("irregular.announced-word-binds-him", player=player,
                  amount=amount), words)


# a bet spoken with no chips put up
WORDS_ALONE = Consequences("betting.announced-without-chips", {
    "void": _words_void, "of-no-value": _words_of_no_value, "binding": _words_bind})

