"""Foul hands in the deal and the draw: how many cards a hand holds, and retiring its holder."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ..findings import Say

if TYPE_CHECKING:
    from ..judging import Judge, Reads
    from ...law.rulebook import Answer


def hand_size(j: Reads):
    """How many cards each player should hold, with the law that says so (None, None where
    the book says neither how many are dealt nor how many a hand holds)."""
    ans = j.ask("deal.cards-each") or j.ask("hand.cards")
    return (ans.value, ans) if ans is not None else (None, None)


def retire_foul(j: Judge, player: str, ans: Answer | None, finding: str, *also) -> None:
    """``player``'s hand is foul by the law answering ``ans``: he retires; what he loses by it
    is what the book says, and where it says nothing his stake stays where it is. Where he
    was the last but one in, the one left takes the pool, as when a player passes."""
    _retire_foul(j, player, ans, finding, *also)
    if j.table.dealt and not j.over:
        from .stakes import one_left

        one_left(j)


def _retire_foul(j: Judge, player: str, ans: Answer | None, finding: str, *also) -> None:
    t = j.table
    t.retire(player, ans.law_id)
    j.deal.found_foul(player)
    stake = j.ask("foul-hand.stake")
    if stake is not None and stake.laws and stake.rung == "specific":
        STAKE.of(stake)(j, player, stake, ans, finding, also)  # the book's own law on it
        return
    j.find(Say.of("foul.retires", finding=finding), ans, *also)
    if bet_on_a_foul_hand(j, player, ans):  # the book's law on his bet says what he loses
        return
    if not t.stakes[player]:
        last_in(j)
        return
    if stake is not None:  # the book's law of the pool (a general law), or its silence read
        STAKE.of(stake)(j, player, stake, None, finding, also)
        return
    # the chips he staked turn on what the book does not say: read each way it may be
    j.silence("foul-hand.stake", Say.of("foul.silent-on-foul-hands-stake",
                                        stakes=t.stakes[player], player=player))
    last_in(j)


def _forfeited(j: Judge, player: str, stake: Answer, ans: Answer | None, finding: str,
               also: tuple) -> None:
    """His stake stays in the pool; he has no part in it."""
    if ans is None:  # his retiring is already found: the law of the pool, or a reading
        said = "foul.stake-stays-by-law-of-pool" if stake.laws else "foul.stake-forfeited"
        j.find(Say.of(said, player=player, stakes=j.table.stakes[player]), stake)
    else:
        # where the law that makes the hand foul also forfeits the stake, it alone is cited;
        # otherwise the laws that forfeit a foul hand's stake in general, not those that make
        # a hand foul in other circumstances (the draw, the show)
        said = None if any(_forfeits(law) for law in ans.laws) else _general(stake)
        j.find(Say.of("foul.retires-from-game-forfeits", finding=finding), ans, said, *also)
        _bet_on_it(j, player, ans)
    last_in(j)


def _bet_on_it(j: Judge, player: str, ans: Answer) -> None:
    """He bet on the hand after it was foul, before it was found: where the book says such
    a bettor loses his stake (Peel 63), his bets stand in the pool with it, and it is said."""
    bet = j.ask("foul-hand.bet")
    before = _before_foul(j, player, ans)
    if bet is not None and j.table.stakes[player] > before:
        LOST_WITH_STAKE.of(bet)(j, player, j.table.stakes[player] - before, bet)


def _said_lost(j: Judge, player: str, staked: int, bet: Answer) -> None:
    j.find(Say.of("foul.bet-after-it-was-foul", player=player, bet=staked), bet)


def _lost_with_pool(j: Judge, player: str, staked: int, bet: Answer) -> None:
    """The law that he loses the pool is said where the pool is divided (FOUL_BET)."""


# what is said of a bet on a hand found foul after it, his stake already forfeited
LOST_WITH_STAKE = Consequences("foul-hand.bet", {"loses-stake": _said_lost,
                                                 "loses-pool": _lost_with_pool})


def _returned(j: Judge, player: str, stake: Answer, ans: Answer | None, finding: str,
              also: tuple) -> None:
    """What he staked goes back to him: no part of the pool."""
    amount = j.table.stakes[player]
    if ans is not None:
        j.find(Say.of("foul.retires", finding=finding), ans, *also)
    j.table.take_back(player, amount)
    j.find(Say.of("foul.stake-returned", player=player, stakes=amount), stake)
    last_in(j)


# what a player whose hand is foul loses of what he has staked
STAKE = Consequences("foul-hand.stake", {"forfeit": _forfeited, "returned": _returned})


def bet_on_a_foul_hand(j: Judge, player: str, ans: Answer) -> bool:
    """He bet with the foul hand: where the book says such a bettor loses the pool (Keller:
    "If only one player is betting against this foul hand, that player takes the pool. If
    there are more than one thus betting, the holder of the best hand takes the pool"), what
    he staked goes with the pool he loses: the one player left in takes it; with more left,
    they play on for it, and at the show the best of their hands takes it. True where the
    book so decides it."""
    t = j.table
    bet = j.ask("foul-hand.bet")
    left = t.in_hand()
    if bet is None or not left or t.stakes[player] <= _before_foul(j, player, ans):
        return False
    return FOUL_BET.of(bet)(j, player, left, bet)


def _before_foul(j: Judge, player: str, ans: Answer) -> int:
    """What he had staked before his hand was foul: his ante for a hand dealt foul, his
    stake at the draw for one made foul in it (his bets before it were on five cards)."""
    if ans.key.startswith("draw."):
        return j.deal.stakes_at_draw.get(player, j.table.stakes[player])
    return j.deal.ante_paid.get(player, 0)


def _loses_pool(j: Judge, player: str, left: list[str], bet: Answer) -> bool:
    if len(left) > 1 or j.deal.show_began:  # the hands betting against it contest the pool
        j.find(Say.of("foul.bet-with-foul-hand-at-show", player=player, left=left), bet)
        return True
    j.find(Say.of("foul.bet-with-foul-hand", player=player, winner=left[0]), bet)
    j.deal.betting_ends(bet, uncalled=left[0])
    return True


def _loses_stake(j: Judge, player: str, left: list[str], bet: Answer) -> bool:
    return False


# whether the one player left against a foul hand that bet takes the pool (True: he does)
FOUL_BET = Consequences("foul-hand.bet", {"loses-pool": _loses_pool,
                                          "loses-stake": _loses_stake})


def last_in(j: Judge) -> bool:
    """The foul hand's holder gone, one player is left in before any show: he takes the
    pool, by what the book says of the one player nobody contests (a general law; True
    where it so decides)."""
    left = j.table.in_hand()
    if len(left) != 1 or j.deal.show_began or j.deal.uncalled is not None:
        return False
    ans = j.ask("last-in")
    if ans is None:
        return False
    j.find(Say.of("foul.only-player-left-takes-pool", left=left[0]), ans)
    j.deal.betting_ends(ans, uncalled=left[0])
    return True


def last_hand_foul(j: Judge, holder: str, point: str) -> None:
    """The player every other passed to, who would take the pool unshown, held a foul hand
    found at the end (by the law answering ``point``): no hand is left in, and the book does
    not say who takes the pool then. Nothing where he was not that player."""
    if holder not in j.table.retired or j.deal.uncalled != holder:
        return
    j.deal.uncalled_undone()
    if j.table.in_hand():
        return
    j.silence(point, Say.of("wrongcount.every-other-player-passed", holder=holder))
    j.end("unsettled")


def _forfeits(law) -> bool:
    return any(key == "foul-hand.stake" for key, _ in law.provides)


def _general(forfeit: Answer):
    """The laws of ``forfeit`` that say what a foul hand loses without making one foul in a
    circumstance of their own; all of them where none is general."""
    general = [law for law in forfeit.laws
               if not any(value == "foul-hand" or (key.startswith("foul-hand.")
                                                   and key != "foul-hand.stake")
                          for key, value in law.provides)]
    return general or forfeit
