"""Spoken bets: a sum a player says he bets, weighed against the chips he puts up next, or
alone where he puts up none; what counts is the book's to say (words or chips)."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.payloads import Stake as Told
from ..acts import NOTHING, Forfeit, LeaveOpen, Outcome, Retire, Then, find, outcome
from ..acts.betting import PutLevel, SaysABet, WordsWeighed
from ..deal.table import Phase
from ..findings import Reach, Say

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ...story.case import Event
    from ..judging import Reads


def say(d: Reads, ev: Event) -> Outcome:
    """A bet spoken: weighed against the chips he puts up next, or alone if none follow."""
    return outcome(SaysABet(ev.player, Told.told_by(ev).amount))


def _words_weighed(d: Reads, player: str) -> Outcome:
    """What ``player`` said he bets is weighed now, once (and forgotten)."""
    return outcome(WordsWeighed(player)) if player in d.deal.said else NOTHING


def words_against_chips(d: Reads, player: str, put: int, level_before: int) -> Outcome:
    """What counts when a player said one sum and put up another; the result is the bet."""
    said = d.deal.said.get(player)
    out = _words_weighed(d, player).returning(put)
    if said is None or said == put:
        return out
    over = d.ask("betting.chips-over-announcement")
    deposit = d.ask("betting.deposit")
    bet = NOTHING if over is None else CHIPS_OVER.of(over)(d, player, said, put, level_before,
                                                             over)
    if bet.result is None and deposit is not None:
        bet = DEPOSIT.of(deposit)(d, player, said, put, level_before, deposit)
    if bet.result is not None:
        return out + bet
    # his words or his chips: what he put up beyond his words, and what others put up to
    # match it, is all the point can reach; put up less, his words may bind him to more, but
    # what more he owes is no chip of the pool: the chips in it go as they were put up
    beyond = Reach(player, put - said, d.table.stakes[player]) if put > said else \
        Reach(player, 0)
    return out.then(
        find(Say.of("irregular.said-but-put-up", player=player, said=said, put=put), deposit,
             over),
        LeaveOpen("announcement.excess" if put > said else "announcement", Say.of(
            "irregular.said-put-up-deposit-unclear" if deposit is not None
            else "irregular.said-put-up-unclear", player=player, said=said, put=put),
            reach=beyond))


def _over_the_words_forfeited(d: Reads, player: str, said: int, put: int, level_before: int,
                              over: Answer) -> Outcome:
    """Chips put up over the sum announced are forfeited (unless a slip): the words make the
    bet (the result). None where he put up less than he said: the law is on the excess
    only."""
    if put <= said:
        return NOTHING
    left = d.table.stakes[player] - (put - said)  # his stake once the excess is forfeited
    return outcome(Forfeit(player, put - said, over), PutLevel(max(level_before, left)),
                   find(Say.of("irregular.announced-but-put-into", player=player, said=said,
                               put=put, n=put - said), over), result=said)


def _deposit_governs(d: Reads, player: str, said: int, put: int, level_before: int,
                     deposit: Answer) -> Outcome:
    return outcome(find(Say.of("irregular.said-but-deposited-bet", player=player, said=said,
                               put=put), deposit), result=put)


def _deposited_only(d: Reads, player: str, said: int, put: int, level_before: int,
                    deposit: Answer) -> Outcome:
    """A bet must be deposited ("He must put into the pot the amount that he bets", Keller):
    what he said beyond the chips he put up is no bet (the result: the chips). Of chips put
    up beyond his words the law says nothing: None."""
    if put > said:
        return NOTHING
    return outcome(find(Say.of("irregular.said-but-deposited-only", player=player, said=said,
                               put=put), deposit), result=put)


def _undecided(d: Reads, player: str, said: int, put: int, level_before: int,
               ans: Answer) -> Outcome:
    """The law does not say which of words and chips makes the bet."""
    return NOTHING


# each returns the bet the law makes of words and chips that differ (its result), or None
# where it says nothing of this case
CHIPS_OVER = Consequences("betting.chips-over-announcement", {
    "forfeited-unless-slip": _over_the_words_forfeited, "deposit-governs": _undecided})
DEPOSIT = Consequences("betting.deposit", {"deposit-governs": _deposit_governs,
                                           "deposit-required": _deposited_only})


def unspoken_bets(d: Reads, but: str | None = None) -> Outcome:
    """Bets spoken with no chips put up: what the book makes of the words alone."""
    said = d.deal.said
    out = NOTHING
    for player in [p for p in said if p != but]:
        amount = said.get(player)
        out = out.then(WordsWeighed(player))
        words = d.ask("betting.announced-without-chips")
        deposit = d.ask("betting.deposit")
        if words is not None:
            out += WORDS_ALONE.of(words)(player, amount, words, deposit)
            if WORDS_BET_NOTHING.of(words):
                out = out.then(Then(partial(_no_bet_made, player)))
        elif deposit is not None:
            out = out.then(find(Say.of("irregular.said-but-put-nothing", player=player,
                                       amount=amount), deposit),
                           Then(partial(_no_bet_made, player)))
        else:
            out = out.then(LeaveOpen("announcement", Say.of(
                "irregular.announced-bet-silent-whether-binding", player=player,
                amount=amount)))
    return out


def _words_void(player: str, amount: int, words: Answer, deposit: Answer | None) -> Outcome:
    return outcome(find(Say.of("irregular.announced-bet-words-bet-nothing", player=player,
                               amount=amount), words))


def _words_of_no_value(player: str, amount: int, words: Answer,
                       deposit: Answer | None) -> Outcome:
    return outcome(find(Say.of("irregular.said-but-deposited-nothing", player=player,
                               amount=amount), words, deposit))


def _words_bind(player: str, amount: int, words: Answer, deposit: Answer | None) -> Outcome:
    return outcome(find(Say.of("irregular.announced-word-binds-him", player=player,
                               amount=amount), words))


# a bet spoken with no chips put up
WORDS_ALONE = Consequences("betting.announced-without-chips", {
    "void": _words_void, "of-no-value": _words_of_no_value, "binding": _words_bind})
# whether the words alone bet nothing
WORDS_BET_NOTHING = Consequences("betting.announced-without-chips", {
    "void": True, "of-no-value": True, "binding": False})


def _no_bet_made(player: str, d: Reads) -> Outcome:
    """The first bettor after the draw spoke a bet and deposited nothing, and the turn went
    on: where his book makes him bet or pass out (Keller p. 27, "if he fails to bet, he must
    pass out"), he has failed to bet."""
    t = d.table
    if t.phase is not Phase.AFTER_DRAW or player != t.first_to_act or \
            player not in t.in_hand() or t.level != d.deal.interval_base:
        return NOTHING
    ans = d.ask("betting.check")
    if ans is None or not MUST_BET.of(ans):
        return NOTHING
    return outcome(Retire(player, ans.law_id),
                   find(Say.of("betting.first-bettor-declines-passes-out", p=player), ans))


# whether the first bettor after the draw who does not bet passes out
MUST_BET = Consequences("betting.check", {
    "first-bettor-must-bet": True, "first-bettor-may-hold": False, "allowed": False,
    "forbidden": False})
