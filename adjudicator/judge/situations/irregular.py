"""Irregular bets: acts out of turn, spoken bets against the chips put up, bets over the limit.

Each book's answer decides: Peel lets a bet made out of turn stand; the Standard laws send
the turn back and hold the offender to his chips when his turn comes; books that only demand
play in turn leave the consequence open, and the ruling says so.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..findings import Say
from ..table import Phase

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
    j.deal.out_of_turn = p
    if ev.verb == "fold":
        law = j.ask("passing.stake") or j.ask("passing.re-entry")
        j.find(Say.of("irregular.passes-out-turn-turn", p=p, whose=whose), law, in_turn)
        if ans is None:
            j.silence("betting.out-of-turn", Say.of("irregular.passed-out-turn-book",
                                                    p=p), decisive=False)
        return True
    if ev.verb == "check":
        if ans is not None and ans.value == "turn-reverts":
            j.deal.out_of_turn = None
            j.find(Say.of("irregular.checks-out-turn-turn", p=p, whose=whose), ans, in_turn)
            return False
        j.find(Say.of("irregular.stands-out-turn-turn", p=p, whose=whose), ans, in_turn)
        if ans is None:
            j.silence("betting.out-of-turn", Say.of("irregular.stood-out-turn-book",
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
    if ans.value == "stands":
        j.find(Say.of("irregular.out-turn-turn-was", p=p, does=does, whose=whose), ans)
        # the law says no more: whether the turn goes back to the players passed over is
        # open; every act told after it is ruled as made either way, so no chip turns on it
        j.silence("betting.out-of-turn", Say.of("irregular.book-does-not-say",
                                                p=p), decisive=False)
        return True
    j.find(Say.of("irregular.out-turn-turn-was-4", p=p, does=does, whose=whose, to=to), ans)
    no_raise = j.ask("betting.out-of-turn.raise")
    if no_raise is not None:
        j.deal.may_not_raise.add(p)
        j.find(Say.of("irregular.when-turn-comes-may", p=p), no_raise)
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
    j.find(Say.of("irregular.bet-out-turn-before", player=player), ans)
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
            j.find(Say.of("irregular.turn-comes-no-one", p=p, n=put - t.level), ans)
            t.put_level(put)
            t.record_act(p, True)
            if t.phase is Phase.BEFORE_DRAW and t.opened_by is None:
                t.open_game(p)
        elif put >= t.level:
            excess = put - t.level
            t.record_act(p, False)
            if excess:
                forfeit(j, p, excess, j.ask("betting.out-of-turn.excess"))
                j.find(Say.of("irregular.turn-comes-chips-make", p=p, excess=excess), ans,
                       j.ask("betting.out-of-turn.excess"))
            else:
                j.find(Say.of("irregular.turn-comes-chips-put", p=p), ans)
        else:
            j.find(Say.of("irregular.turn-comes-chips-put-2", p=p), ans)
            return


def forfeit(j: Judge, player: str, amount: int, ans: Answer | None) -> None:
    """Chips a player put in that are forfeited to the pot: they stay there, but are not his bet."""
    j.table.forfeit(player, amount)
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
        j.table.put_level(max(level_before, j.table.stakes[player]))
        j.find(Say.of("irregular.announced-but-put-into", player=player, said=said, put=put,
                      n=put - said), over)
        return said
    if deposit is not None and deposit.value == "deposit-governs":
        j.find(Say.of("irregular.said-but-deposited-bet", player=player, said=said,
                      put=put), deposit)
        return put
    j.find(Say.of("irregular.said-but-put-up", player=player, said=said, put=put), deposit, over)
    j.silence("announcement", Say.of(
        "irregular.said-put-up-deposit-unclear" if deposit is not None
        else "irregular.said-put-up-unclear", player=player, said=said, put=put))
    return put


def unspoken_bets(j: Judge, but: str | None = None) -> None:
    """Bets spoken with no chips put up: what the book makes of the words alone."""
    said = j.deal.said
    for player in [p for p in said if p != but]:
        amount = said.pop(player)
        words = j.ask("betting.announced-without-chips")
        deposit = j.ask("betting.deposit")
        if words is not None and words.value == "void":
            j.find(Say.of("irregular.announced-without-putting-up", player=player,
                          amount=amount), words)
        elif words is not None and words.value == "of-no-value":
            j.find(Say.of("irregular.said-but-deposited-nothing", player=player,
                          amount=amount), words, deposit)
        elif words is not None:
            j.find(Say.of("irregular.announced-word-binds-him", player=player,
                          amount=amount), words)
        elif deposit is not None:
            j.find(Say.of("irregular.said-but-put-nothing", player=player, amount=amount),
                   deposit)
        else:
            j.silence("announcement", Say.of("irregular.announced-without-putting-up-2",
                                             player=player, amount=amount))


# --- the limit ----------------------------------------------------------------------------

def check_limit(j: Judge, ev: Event, raised_by: int) -> None:
    limit = j.case.table.limit
    if j.case.table.betting != "limit" or limit is None or raised_by <= limit:
        return
    ans = j.rule("limit.meaning", Say.of("irregular.increased-stake-by-over", player=ev.player,
                                         raised_by=raised_by, limit=limit),
                 point="limit")
    if ans is None:
        return
    j.find(Say.of("irregular.increases-stake-by-more", player=ev.player, raised_by=raised_by,
                  limit=limit),
           ans)
    j.silence("limit.exceeded", Say.of("irregular.increase-exceeds-limit-book", player=ev.player,
                                       raised_by=raised_by, limit=limit))
