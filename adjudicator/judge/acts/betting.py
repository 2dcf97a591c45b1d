"""What is done at the table in the betting, as acts (judge/acts/__init__.py): stakes taken back or
left in the pool, the ante and the straddles, the turn and the first say, acts out of turn
and the chips deemed a bet when the turn comes, a bet spoken. Each is carried out by one
line of the fold's table (judge/applied.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import Act, Chips, OfPlayer

if TYPE_CHECKING:
    from ...law.rulebook import Answer


class StaysInPool(Chips):
    """``amount`` of ``player``'s chips stay in the pool, but are not his bet: no stake of
    his that anyone must meet (no penalty said: ``Forfeit`` says one)."""


class BeyondTheLimit(Chips):
    """``amount`` of ``player``'s chips put up beyond the limit stay in the pool, no stake
    anyone must meet (a reading of the Standard laws' "no chips once placed in the pot may be
    removed"): a call after them puts up as much beside it, as the table saw it."""


class PutUpAfterBetting(Chips):
    """``player`` put up ``amount`` by an act told after the betting was over, as the table
    remembers it: a call after it meets the most put up so."""


class PutLevel(Act):
    """The highest stake is ``level``, where the law puts it (a bet held out of turn does not
    raise it yet; chips that stay in the pool leave it)."""

    __slots__ = ("level",)
    level: int


class Antes(Chips):
    """``player`` puts up ``amount`` as his ante (or a straddle), as the deal remembers it."""


class Feeds(Chips):
    """``player`` has fed ``amount`` to the jack pot, as the deal remembers it."""


class Straddles(OfPlayer):
    """``player`` straddles: the next straddle is the player's at his left."""


class GoesAllIn(OfPlayer):
    """``player`` has put up all he has: his show is for the stake he now has, against the
    players in the game now."""


class NoShowForLess(OfPlayer):
    """``player``, who put up all he had, is staked beyond and has no show for it (Keller's
    unlimited game: "the privilege of calling for a show for the money that any player has
    about him, is denied"): he is no longer all in, and must find the money to call."""


class ForTheNextDeal(Chips):
    """``player`` puts up ``amount`` (all he has, where that is less) for the next deal: out
    of his stack, and no part of this deal's pool."""


class OutOfTurn(OfPlayer):
    """``player`` acts out of turn (what follows is weighed when his turn comes)."""


class TurnReverts(Act):
    """"The turn reverts to the proper player": the act out of turn is set aside for now."""


class MayNotRaise(OfPlayer):
    """``player``, who bet out of turn, may only call when his turn comes."""


class DeemedBet(Chips):
    """``player``'s chips put in out of turn (``amount`` more of them) wait for his turn,
    when "he is deemed to have bet the number of chips he put in"."""


class MatchesWaiting(Chips):
    """``player`` puts up ``amount`` to match chips put in out of turn that wait."""


class MatchSettled(OfPlayer):
    """The chips ``player`` put up to match another's out of turn are settled."""


class TurnComes(OfPlayer):
    """The turn comes round to ``player``: his chips put in out of turn are counted, once."""


class RecordAct(Act):
    """``player`` has spoken (all must speak again after a raise, ``raised``); an act out of
    turn (not ``in_turn``) moves neither the turn nor the last raiser."""

    __slots__ = ("player", "raised", "in_turn")
    DEFAULTS = {"in_turn": True}
    player: str
    raised: bool
    in_turn: bool


class OpenGame(OfPlayer):
    """``player`` opens the game (his raise, or his bet held to its words)."""


class SaysABet(Act):
    """``player`` says he bets ``amount`` (None: no sum said), to be weighed against the chips
    he puts up next."""

    __slots__ = ("player", "amount")
    player: str
    amount: int | None


class WordsWeighed(OfPlayer):
    """What ``player`` said he bets has been weighed, and is forgotten."""


class EnterPhase(Act):
    """The deal passes to ``phase`` (the betting before the draw, the draw, the betting after
    it, the show)."""

    __slots__ = ("phase",)
    phase: Any


class IntervalOpens(Act):
    """A betting interval opens at the highest stake ``level``; after the draw, with each
    one's stake then (``stakes``: (player, stake) pairs; None before it)."""

    __slots__ = ("level", "stakes")
    level: int
    stakes: tuple[tuple[str, int], ...] | None


class FirstSayNamed(Act):
    """The first say of the interval falls by ``law`` (None: asked afresh, or nobody)."""

    __slots__ = ("law",)
    law: Answer | None


class BeginInterval(Act):
    """Every player speaks afresh, ``first`` first (None: the book names nobody)."""

    __slots__ = ("first",)
    first: str | None


class FirstSayUnset(Act):
    """The book names nobody to speak first in ``interval``: the first to act takes it."""

    __slots__ = ("interval",)
    interval: Any


class FirstUnsetTaken(Act):
    """The first say the book left open is taken, by the first to act."""


class GiveFirstSay(OfPlayer):
    """``player`` has the first say of this betting interval."""


class ToldBeforeFirst(OfPlayer):
    """``player``'s act is told as out of turn before anyone took the first say the book
    leaves open."""


class TurnJudged(Act):
    """How the betting act at ``event`` stood to the turn (``turn``), for an objection that
    follows it."""

    __slots__ = ("event", "turn")
    event: int
    turn: Any


class Stands(OfPlayer):
    """``player``, the first bettor after the draw, stands on his bet (withholds it)."""


class ComesInAgain(OfPlayer):
    """``player``, who passed, comes into the game again."""


class BorrowsUpTo(Chips):
    """``player`` borrows what he lacks to put up ``amount``, and has nothing over."""


class OutOfTurnWeighed(Act):
    """The act out of turn, if this one was, has been weighed, and is forgotten."""


class LastLeftIn(Act):
    """Every other player is out: the betting is over by ``law`` (the book's answer that
    ended it; None: no law), and ``player``, the last left in, takes the pool unshown;
    ``before_draw``: whether the others went out before the draw."""

    __slots__ = ("law", "player", "before_draw")
    law: Answer | None
    player: str
    before_draw: bool
