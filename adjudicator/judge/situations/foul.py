"""Foul hands in the deal and the draw: how many cards a hand holds, and retiring its holder."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ..acts import NOTHING, EndDeal, LeaveOpen, Outcome, Retire, TakeBack, find, outcome
from ..acts.show import BettingEnds, FoundFoul, UncalledUndone
from ..applied import apply_outcome
from ..deal.table import Phase
from ..findings import Say
from ..view import view

if TYPE_CHECKING:
    from ..judging import Judge, Reads
    from ...law.rulebook import Answer


def hand_size(j: Reads):
    """How many cards each player should hold, with the law that says so (None, None where
    the book says neither how many are dealt nor how many a hand holds)."""
    ans = j.ask("deal.cards-each") or j.ask("hand.cards")
    return (ans.value, ans) if ans is not None else (None, None)


def reaches_found_foul(d: Reads, player: str, at_show: Answer) -> bool:
    """Whether the book's law of a foul hand at the show reaches ``player``'s hand found foul
    by another irregularity: a law of a foul hand "found ... at the end of the game" (Peel 64)
    does; a general law of the hands shown (the Standard laws: "A poker hand consists of
    exactly five cards") only where the hand he showed holds another number."""
    return at_show.rung != "general" or shown_foul(d, player)


def shown_foul(d: Reads, player: str) -> bool:
    """Whether the hand ``player`` showed holds another number of cards than a hand holds."""
    each, _ = hand_size(d)
    shown = (d.deal.shown or {}).get(player)
    return each is not None and shown is not None and len(shown) != each


def retire_foul(j: Judge, player: str, ans: Answer | None, finding, *also) -> None:
    """``player``'s hand is foul by the law answering ``ans``: he retires, and loses what the
    book says (``foul_retires``). Where he was the last but one in, the one left takes the
    pool, as when a player passes: ``stakes.one_left`` weighs the table his retiring left,
    and is no fold yet, so that a caller not yet one either has both done here."""
    apply_outcome(j, foul_retires(view(j), player, ans, finding, *also))
    if j.table.dealt and not j.over:
        from .stakes import one_left

        apply_outcome(j, one_left(view(j)))


def foul_retires(d: Reads, player: str, ans: Answer | None, finding, *also) -> Outcome:
    """``player`` retires, his hand foul by the law answering ``ans``; what he loses by it is
    what the book says, and where it says nothing his stake stays where it is."""
    t = d.table
    out = outcome(Retire(player, ans.law_id), FoundFoul(player))
    stake = d.ask("foul-hand.stake")
    if stake is not None and stake.laws and stake.rung == "specific":
        # the book's own law on it
        return out + STAKE.of(stake)(d, player, stake, ans, finding, also)
    out = out.then(find(Say.of("foul.retires", finding=finding), ans, *also))
    bet = bet_on_a_foul_hand(d, player, ans)
    if bet.result:  # the book's law on his bet says what he loses
        return out + bet
    if not t.stakes[player]:
        return out + last_in(d, player)
    if stake is not None:  # the book's law of the pool (a general law), or its silence read
        return out + STAKE.of(stake)(d, player, stake, None, finding, also)
    # the chips he staked turn on what the book does not say: read each way it may be
    return out.then(LeaveOpen("foul-hand.stake", Say.of(
        "foul.silent-on-foul-hands-stake", stakes=t.stakes[player], player=player))
    ) + last_in(d, player)


def _forfeited(d: Reads, player: str, stake: Answer, ans: Answer | None, finding,
               also: tuple) -> Outcome:
    """His stake stays in the pool; he has no part in it."""
    if ans is None:  # his retiring is already found: the law of the pool, or a reading
        said = "foul.stake-stays-by-law-of-pool" if stake.laws else "foul.stake-forfeited"
        out = outcome(find(Say.of(said, player=player, stakes=d.table.stakes[player]), stake))
    else:
        # where the law that makes the hand foul also forfeits the stake, it alone is cited;
        # otherwise the laws that forfeit a foul hand's stake in general, not those that make
        # a hand foul in other circumstances (the draw, the show)
        said = None if any(_forfeits(law) for law in ans.laws) else _general(stake)
        out = outcome(find(Say.of("foul.retires-from-game-forfeits", finding=finding), ans,
                           said, *also)) + _bet_on_it(d, player, ans)
    return out + last_in(d, player)


def _bet_on_it(d: Reads, player: str, ans: Answer) -> Outcome:
    """He bet on the hand after it was foul, before it was found: where the book says such
    a bettor loses his stake (Peel 63), his bets stand in the pool with it, and it is said."""
    bet = d.ask("foul-hand.bet")
    before = _before_foul(d, player, ans)
    if bet is not None and d.table.stakes[player] > before:
        return LOST_WITH_STAKE.of(bet)(d, player, d.table.stakes[player] - before, bet)
    return NOTHING


def _said_lost(d: Reads, player: str, staked: int, bet: Answer) -> Outcome:
    return outcome(find(Say.of("foul.bet-after-it-was-foul", player=player, bet=staked), bet))


def _lost_with_pool(d: Reads, player: str, staked: int, bet: Answer) -> Outcome:
    """The law that he loses the pool is said where the pool is divided (FOUL_BET)."""
    return NOTHING


# what is said of a bet on a hand found foul after it, his stake already forfeited
LOST_WITH_STAKE = Consequences("foul-hand.bet", {"loses-stake": _said_lost,
                                                 "loses-pool": _lost_with_pool})


def _returned(d: Reads, player: str, stake: Answer, ans: Answer | None, finding,
              also: tuple) -> Outcome:
    """What he staked goes back to him: no part of the pool."""
    amount = d.table.stakes[player]
    out = outcome(find(Say.of("foul.retires", finding=finding), ans, *also)) \
        if ans is not None else NOTHING
    return out.then(TakeBack(player, amount),
                    find(Say.of("foul.stake-returned", player=player, stakes=amount), stake)
                    ) + last_in(d, player)


# what a player whose hand is foul loses of what he has staked
STAKE = Consequences("foul-hand.stake", {"forfeit": _forfeited, "returned": _returned})


def bet_on_a_foul_hand(d: Reads, player: str, ans: Answer) -> Outcome:
    """He bet with the foul hand (retiring by it): where the book says such a bettor loses the
    pool (Keller: "If only one player is betting against this foul hand, that player takes
    the pool. If there are more than one thus betting, the holder of the best hand takes the
    pool"), what he staked goes with the pool he loses: the one player left in takes it;
    with more left, they play on for it, and at the show the best of their hands takes it.
    The result True where the book so decides it."""
    t = d.table
    bet = d.ask("foul-hand.bet")
    left = [p for p in t.in_hand() if p != player]
    if bet is None or not left or t.stakes[player] <= _before_foul(d, player, ans):
        return outcome(result=False)
    return FOUL_BET.of(bet)(d, player, left, bet)


def _before_foul(d: Reads, player: str, ans: Answer) -> int:
    """What he had staked before his hand was foul: his ante, or his jack pot's feed, put up
    before the cards, for a hand dealt foul; his stake at the draw for one made foul in it
    (his bets before it were on five cards)."""
    if ans.key.startswith("draw."):
        return d.deal.draw.stakes_at_draw.get(player, d.table.stakes[player])
    return d.deal.ante_paid.get(player, 0) + d.deal.fed.get(player, 0)


def _loses_pool(d: Reads, player: str, left: list[str], bet: Answer) -> Outcome:
    if len(left) > 1:  # the hands betting against it contest the pool; one takes it, shown
        # or not ("If only one player is betting against this foul hand, that player takes
        # the pool", Keller /9)
        kind = "foul.bet-with-foul-hand-at-show" if d.deal.show_began else \
            "foul.bet-with-foul-hand-to-show"
        return outcome(find(Say.of(kind, player=player, left=left), bet), result=True)
    return outcome(find(Say.of("foul.bet-with-foul-hand", player=player, winner=left[0]), bet),
                   BettingEnds(bet, left[0]), result=True)


def _loses_stake(d: Reads, player: str, left: list[str], bet: Answer) -> Outcome:
    return outcome(result=False)


# whether the one player left against a foul hand that bet takes the pool (True: he does)
FOUL_BET = Consequences("foul-hand.bet", {"loses-pool": _loses_pool,
                                          "loses-stake": _loses_stake})


def last_in(d: Reads, gone: str) -> Outcome:
    """The foul hand's holder (``gone``) retiring, one player is left in before any show: he
    takes the pool, by what the book says of the one player nobody contests (a general law;
    the result True where it so decides)."""
    left = [p for p in d.table.in_hand() if p != gone]
    if len(left) != 1 or d.deal.uncalled is not None:
        return outcome(result=False)
    if _end_of_the_game(d):  # at the show too: found there, it is found at the end
        # Peel 64: "if there be only one other player, that player shall claim the pool"
        ans = d.ask("foul-hand.at-show")
        if ans is not None:
            return outcome(find(Say.of("foul.one-other-at-end-claims-pool", left=left[0]), ans),
                           BettingEnds(ans, left[0]), result=True)
    if d.deal.show_began:
        return outcome(result=False)
    ans = d.ask("last-in")
    if ans is None:
        return outcome(result=False)
    return outcome(find(Say.of("foul.only-player-left-takes-pool", left=left[0]), ans),
                   BettingEnds(ans, left[0]), result=True)


def _end_of_the_game(d: Reads) -> bool:
    """Whether the betting after the draw is done: every player left has spoken and the
    stakes are equal, so that a foul hand found now is found at the end of the game."""
    t = d.table
    return t.phase is Phase.SHOW or (t.phase is Phase.AFTER_DRAW and t.interval_complete())


def last_hand_foul(d: Reads, holder: str, point: str) -> Outcome:
    """The player every other passed to, who would take the pool unshown, held a foul hand
    found at the end (by the law answering ``point``): no hand is left in, and the book does
    not say who takes the pool then. Nothing where he was not that player."""
    if holder not in d.table.retired or d.deal.uncalled != holder:
        return NOTHING
    undone = outcome(UncalledUndone())
    if d.table.in_hand():
        return undone
    return undone.then(LeaveOpen(point, Say.of("wrongcount.every-other-player-passed",
                                               holder=holder)), EndDeal("unsettled"))


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
