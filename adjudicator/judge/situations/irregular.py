"""Irregular bets: acts out of turn, spoken bets against the chips put up, bets over the limit.

Each book's answer decides: Peel lets a bet made out of turn stand; the Standard laws send
the turn back and hold the offender to his chips when his turn comes; books that only demand
play in turn leave the consequence open, and the ruling says so.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...story.case import Event
    from ..engine import Judge
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
    j.deal.out_of_turn = p
    if ev.verb == "fold":
        law = j.ask("passing.stake") or j.ask("passing.re-entry")
        j.find(f"{p} passes out of turn (the turn was {whose}); a player who passes is "
               "out of the deal, so his pass stands", law, in_turn)
        if ans is None:
            j.silence("betting.out-of-turn", f"{p} passed out of turn: the book sets no "
                      "consequence, and nothing turns on it, as he is out", decisive=False)
        return True
    if ev.verb == "check":
        if ans is not None and ans.value == "turn-reverts":
            j.deal.out_of_turn = None
            j.find(f"{p} checks out of turn (the turn was {whose}): a check is allowed only "
                   "in turn; the turn reverts to the proper player", ans, in_turn)
            return False
        j.find(f"{p} stands out of turn; the turn was {whose}", ans, in_turn)
        if ans is None:
            j.silence("betting.out-of-turn", f"{p} stood out of turn: the book sets no "
                      "consequence", decisive=False)
        return True
    does = _DOES.get(ev.verb, "bets")
    if ans is None:
        j.find(f"{p} {does} out of turn; the turn was {whose}"
               + (", against the book's order of play" if in_turn else ""), in_turn)
        j.silence("betting.out-of-turn", f"{p} {does} out of turn: the book "
                  + ("demands play in turn but sets no consequence for betting out of it"
                     if in_turn else "says nothing of it") + "; the bet is replayed as made")
        return True
    if ans.value == "stands":
        j.find(f"{p} {does} out of turn (the turn was {whose}): his bet cannot be recalled, and "
               "stands", ans)
        # the law says no more: whether the turn goes back to the players passed over is
        # open; every act told after it is ruled as made either way, so no chip turns on it
        j.silence("betting.out-of-turn", f"the book does not say whether the turn goes back "
                  f"to the players {p} passed over; each act told after his is ruled as made, "
                  "whoever's turn it was, and nothing turns on it", decisive=False)
        return True
    j.find(f"{p} {does} out of turn (the turn was {whose}): the turn reverts to {to}; "
           f"{p}'s chips stay in the pot and count as his bet when his turn comes", ans)
    no_raise = j.ask("betting.out-of-turn.raise")
    if no_raise is not None:
        j.deal.may_not_raise.add(p)
        j.find(f"When his turn comes, {p} may not raise", no_raise)
    return True


def held_out_of_turn(j: Judge, player: str) -> bool:
    """Whether the chips now put up wait for the player's turn (the turn reverts)."""
    if j.deal.out_of_turn != player:
        return False
    ans = j.ask("betting.out-of-turn")
    if ans is None or ans.value != "turn-reverts":
        return False
    j.deal.out_of_turn = None
    j.deal.deemed.add(player)
    return True


def may_not_raise(j: Judge, player: str) -> bool:
    """At his own turn, a player who bet out of turn may only call (the Standard laws)."""
    if player not in j.deal.may_not_raise:
        return False
    if j.deal.out_of_turn == player:  # the act out of turn itself
        return False
    ans = j.ask("betting.out-of-turn.raise")
    j.find(f"{player} bet out of turn before and may not raise; he may only call", ans)
    return True


def deemed_turns(j: Judge) -> None:
    """The turn comes round to a player whose chips went in out of turn: what they count for."""
    t = j.table
    deemed = j.deal.deemed
    while deemed:
        p = t.next_to_act()
        if p not in deemed:
            return
        deemed.discard(p)
        ans = j.ask("betting.out-of-turn")
        put = t.stakes[p]
        if t.level == j.deal.interval_base and put > t.level:
            j.find(f"{p}'s turn comes: no one has bet, and he is deemed to have bet the "
                   f"{put - t.level} he put in", ans)
            t.level = put
            t.record_act(p, True)
            if t.phase == "before_draw" and t.opened_by is None:
                t.opened_by = p
        elif put >= t.level:
            excess = put - t.level
            t.record_act(p, False)
            if excess:
                forfeit(j, p, excess, j.ask("betting.out-of-turn.excess"))
                j.find(f"{p}'s turn comes: his chips make a call, and the {excess} beyond it "
                       "is forfeit", ans,
                       j.ask("betting.out-of-turn.excess"))
            else:
                j.find(f"{p}'s turn comes: the chips he put in make exactly a call", ans)
        else:
            j.find(f"{p}'s turn comes: the chips he put in are too few to call, and he may make "
                   "them up", ans)
            return


def forfeit(j: Judge, player: str, amount: int, ans: Answer | None) -> None:
    """Chips a player put in that are forfeited to the pot: they stay there, but are not his bet."""
    t = j.table
    t.stakes[player] -= amount
    t.besides_stakes += amount
    t.level = max(t.stakes.values(), default=0)
    j.penalty(player, amount, "pool", ans)


# --- spoken bets --------------------------------------------------------------------------

def say(j: Judge, ev: Event) -> None:
    """A bet spoken: weighed against the chips he puts up next, or alone if none follow."""
    j.deal.said[ev.player] = ev.get("amount")


def words_against_chips(j: Judge, player: str, put: int, level_before: int) -> int:
    """What counts when a player said one sum and put up another; returns the bet."""
    said = j.deal.said.pop(player, None)
    if said is None or said == put:
        return put
    over = j.ask("betting.chips-over-announcement")
    deposit = j.ask("betting.deposit")
    if over is not None and over.value == "forfeited-unless-slip" and put > said:
        forfeit(j, player, put - said, over)
        j.table.level = max(level_before, j.table.stakes[player])
        j.find(f"{player} announced {said} but put {put} into the pot: his bet is {said}, and "
               f"the other {put - said} are forfeit (no slip of the tongue is told)", over)
        return said
    if deposit is not None and deposit.value == "deposit-governs":
        j.find(f"{player} said {said} but deposited {put}: the bet is the amount deposited, "
               "and his statement of another amount is of no value", deposit)
        return put
    j.find(f"{player} said {said} but put up {put}", deposit, over)
    j.silence("announcement", f"{player} said {said} but put up {put}: the book "
              + ("requires a bet to be deposited but does not say whether his words or his "
                 "chips make the bet" if deposit is not None else
                 "does not say whether his words or his chips make the bet"))
    return put


def unspoken_bets(j: Judge, but: str | None = None) -> None:
    """Bets spoken with no chips put up: what the book makes of the words alone."""
    said = j.deal.said
    for player in [p for p in said if p != but]:
        amount = said.pop(player)
        words = j.ask("betting.announced-without-chips")
        deposit = j.ask("betting.deposit")
        if words is not None and words.value == "void":
            j.find(f"{player} announced {amount} without putting up chips: his words bet "
                   "nothing", words)
        elif words is not None and words.value == "of-no-value":
            j.find(f"{player} said {amount} but deposited nothing: a bet is made only by "
                   "depositing it, and his statement is of no value", words, deposit)
        elif words is not None:
            j.find(f"{player} announced {amount}: his word binds him", words)
        elif deposit is not None:
            j.find(f"{player} said {amount} but put nothing in the pool: nothing was bet",
                   deposit)
        else:
            j.silence("announcement", f"{player} announced {amount} without putting up chips: "
                      "the book does not say whether the words bind him")


# --- the limit ----------------------------------------------------------------------------

def check_limit(j: Judge, ev: Event, raised_by: int) -> None:
    limit = j.case.table.limit
    if j.case.table.betting != "limit" or limit is None or raised_by <= limit:
        return
    ans = j.rule("limit.meaning", f"{ev.player} increased the stake by {raised_by}, over the "
                 f"agreed limit of {limit}: the book does not say what the limit caps",
                 point="limit")
    if ans is None:
        return
    j.find(f"{ev.player} increases the stake by {raised_by}, more than the limit of {limit}",
           ans)
    j.silence("limit.exceeded", f"{ev.player}'s increase of {raised_by} exceeds the limit of "
              f"{limit}: the book fixes the limit but gives no remedy for a bet beyond it")
