"""What a handler finds and does, as data: the ``Outcome`` it returns, and the acts in it.

A handler of judge/situations/ reads the deal (judge/view.py) and returns an ``Outcome``: the
acts it finds the book prescribes, in the order the ruling tells them. It changes nothing;
the engine's fold (judge/applied.py) applies each act to the deal and appends its findings.

Two kinds of act, each a frozen record named as the books name the act:

- what the ruling says: ``Find`` (a finding on its laws), ``Wins`` (a finding that gives a
  player a share), ``LeaveOpen`` (the book does not answer a point), ``Lack`` (a fact the
  case does not tell), ``EndDeal`` (the deal ends, and how);
- what is done at the table: ``Stake``, ``Retire``, ``Forfeit``, ``Award``, ``Refund``,
  ``Intend``, ``IntentionSpent`` (the deal's memory).

A new act is a record here or in its part of the deal (betting, deal, draw, show) and one line
of the fold's table (judge/applied.py); one extending ``OfPlayer`` or ``Chips`` is its name."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable, Iterable

from ...story.record import Record, made_by_position

if TYPE_CHECKING:
    from ...law.rulebook import Answer, Law
    from ...story.case import Event
    from ..findings import Reach, Say, Silence
    from ..judging import Reads
    Source = Answer | Law | Iterable[Law] | None


class Act(Record):
    """One act of an outcome."""

    # the acts' fields, in slots; an act that adds no field declares no slots of its own: an
    # outcome's acts are dropped once applied (the casebook's peak memory measured the same)
    __slots__ = ()


# --- what the ruling says -------------------------------------------------------------------

class Find(Act):
    """A finding ``say``, on the laws of ``sources`` (answers, laws, or none: the story's own
    telling), on ``rung`` where the handler knows it, resting on the keys ``on``; an answer
    ``applied`` as another value of its question, where here the two come to one."""

    __slots__ = ("say", "sources", "rung", "on", "applied")
    DEFAULTS = {"sources": (), "rung": None, "on": (), "applied": ()}
    say: Say
    sources: tuple[Source, ...]
    rung: str | None
    on: tuple[str, ...]
    applied: tuple[tuple[str, str], ...]


class Wins(Act):
    """A finding that ``player`` takes ``amount`` of the pool (held, should the ruling end
    unsettled)."""

    __slots__ = ("player", "amount", "say", "sources")
    DEFAULTS = {"sources": ()}
    player: str
    amount: int
    say: Say
    sources: tuple[Source, ...]


class LeaveOpen(Act):
    """The book does not answer ``point``: ``say`` says so; ``decisive`` where the outcome may
    turn on it; ``open``, the open point read under; ``reach``, the chips it can turn on;
    ``layer``: only the part of the pool no finding awards (hands left level head on it, the
    rest beyond what a law gives), the findings' awards standing."""

    __slots__ = ("point", "say", "decisive", "open", "reach", "layer")
    DEFAULTS = {"decisive": True, "open": None, "reach": None, "layer": False}
    point: str
    say: Say
    decisive: bool
    open: str | None
    reach: Reach | None


class Lack(Act):
    """The outcome turns on ``fact``, which the case does not tell."""

    __slots__ = ("fact", "detail", "event", "open")
    DEFAULTS = {"event": None, "open": None}
    fact: str
    detail: str
    event: int | None
    open: str | None


class EndDeal(Act):
    """The deal ends with ``status`` (story/terms.py, STATUSES)."""

    __slots__ = ("status",)
    status: str


# --- what is done at the table --------------------------------------------------------------

class OfPlayer(Act):
    """An act that concerns one ``player`` (he deals again, raises his cards, ...): one that
    adds no field of its own is this record under its own name."""

    __slots__ = ("player",)
    player: str


class Chips(OfPlayer):
    """An act that moves ``amount`` chips of, or to, ``player``."""

    __slots__ = ("amount",)
    amount: int


class Stake(Chips):
    """``player`` puts ``amount`` into the pool (bounded by his funds, where the table tells
    them)."""


class Retire(Act):
    """``player`` retires from the game, by ``law`` (its id; None: no law)."""

    __slots__ = ("player", "law")
    player: str
    law: str | None


class Forfeit(Act):
    """``amount`` of ``player``'s chips in the pool are forfeited to it, by the law of
    ``answer`` (None: the book is silent): they stay, but are not his bet."""

    __slots__ = ("player", "amount", "answer")
    player: str
    amount: int
    answer: Answer | None


class Award(Chips):
    """``player`` takes ``amount`` of the pool."""


class Refund(Chips):
    """``amount`` goes back to ``player``."""


# --- group 2: the ruling's steps as the betting needs them (its table acts: acts/betting.py)

class TakeBack(Chips):
    """``amount`` of the chips ``player`` put up go back to him: no part of the pool, nor of
    his bet (the ruling refunds them)."""


class RaisedHisHand(OfPlayer):
    """``player`` has raised his dealt hand from the table (for good: the wrong count's laws
    ask whether he has)."""


class Reaches(Act):
    """The silence on ``point`` (at ``event``, where given) can reach ``reach``: said where
    the act that bounds it is told, after the silence was found."""

    __slots__ = ("point", "reach", "event")
    DEFAULTS = {"event": None}
    point: str
    reach: Reach
    event: int | None


class Then(Act):
    """What a handler does next reads the deal as its acts so far leave it (the phase they
    enter, the turn they move): ``step``, given the deal then, returns that outcome (whose
    result, where it reckons one, is this outcome's)."""

    __slots__ = ("step",)
    step: Callable[[Reads], Outcome]


class RaisesPoint(Act):
    """``say``: a point raised here on which the book has no law (an open step; ``point``,
    the question it turns on, where it is not the finding's own)."""

    __slots__ = ("say", "point")
    DEFAULTS = {"point": None}
    say: Say
    point: str | None


class MoveStep(Act):
    """The finding just made is the ruling's step ``to``: an act is judged before what it
    brought about at the same event (a turn come round, the interval ended)."""

    __slots__ = ("to",)
    to: int


class Intend(Act):
    """``player`` says, before his turn, that he means to ``act`` (bet or pass), at
    ``event``."""

    __slots__ = ("player", "act", "event")
    player: str
    act: str
    event: int


class IntentionSpent(OfPlayer):
    """His turn has come: what ``player`` said he meant to do is weighed, and forgotten."""


# --- group 1: the deal and the draw -----------------------------------------------------------

class Refer(Act):
    """The dispute goes to ``player``, whom ``law`` (its id) names to decide it; ``parties``,
    those who dispute."""

    __slots__ = ("player", "law", "parties")
    player: str
    law: str
    parties: tuple[str, ...]


class FoulNoticeRuled(Act):
    """The notice of a foul hand told at ``event`` is ruled where it was told (not weighed
    again with the pool)."""

    __slots__ = ("event",)
    event: int


class Pays(Act):
    """``player`` pays ``amount`` to ``to`` (a player), by the law of ``answer``."""

    __slots__ = ("player", "amount", "to", "answer")
    player: str
    amount: int
    to: str
    answer: Answer | None


class Decisive(Act):
    """A point the book is silent on, ``silence`` (a ``Silence`` of the ruling), recorded as
    changing nothing, is found at the end to decide the outcome after all (group 3 names the
    same act in acts/show.py: one of the two goes when the branches meet)."""

    __slots__ = ("silence",)
    silence: Any


class HoldBack(Act):
    """A silence, ``silence``, decides only whether the ``amount`` given back to ``player``
    is his: it is held, the pool's division standing."""

    __slots__ = ("silence", "player", "amount")
    silence: Any
    player: str
    amount: int


class Moot(Act):
    """A silence, ``silence``, decides nothing (for the player it concerns, or any longer):
    ``say`` why."""

    __slots__ = ("silence", "say")
    silence: Any
    say: Any


# --- round 2 group 3

class ConsequencesBegin(Act):
    """What the act at ``event`` brings about (a turn come round, the interval ended) begins
    with the ruling's next step."""

    __slots__ = ("event",)
    event: int


class Lends(Chips):
    """``player`` borrows ``amount`` at the table: his funds, where known, grow by it."""


class Borrows(Chips):
    """The deal remembers that ``player`` borrowed ``amount`` (a stake of it is weighed by
    the book's law of borrowing)."""


class WantsTheMoney(Act):
    """``player``, short of the stake with ``staked`` up, is to find the money in a time the
    book does not give: the silence just left open is weighed once the pool is divided."""

    __slots__ = ("player", "staked")
    player: str
    staked: int


class StakedBeyond(Act):
    """A stake has gone beyond each of ``players``, who put up all they had: whether the
    others may bet on over him is answered once, at the first such stake."""

    __slots__ = ("players",)
    players: tuple[str, ...]


class Provided(Act):
    """``first``, applied; where its result (reckoned as its acts are done: may he act?) is
    true, what ``step``, given the deal then, returns follows."""

    __slots__ = ("first", "step")
    first: Any
    step: Callable[[Reads], Any]


class Doubted(Act):
    """The book is silent on ``player``'s act (the silence just left open), with ``staked``
    up: decisive only if his act can still change who takes what, weighed at the end."""

    __slots__ = ("player", "staked")
    player: str
    staked: int


class BorrowedForRaise(OfPlayer):
    """``player`` raises with borrowed money: he may borrow to call."""


class Passes(Act):
    """``player`` passes (``after_a_bet``: after a stake beyond the ante, or after the draw)."""

    __slots__ = ("player", "after_a_bet")
    player: str
    after_a_bet: bool


class TurnPasses(OfPlayer):
    """The turn moves on past ``player``, who passed in his turn."""


# --- the outcome ----------------------------------------------------------------------------

class Outcome(Record):
    """What a handler returns: its ``acts``, in the order the ruling tells them, and a
    ``result`` for its caller where it reckons one (a bet, whether it ruled the event)."""

    __slots__ = ("acts", "result")
    DEFAULTS = {"acts": (), "result": None}
    acts: tuple[Act, ...]
    result: Any

    def __add__(self, other: Outcome) -> Outcome:
        """This outcome, then ``other``: the result is the later one's, where it has one."""
        if not other.acts and other.result is None:  # a value: nothing added is the same
            return self
        if not self.acts and self.result is None:
            return other
        return _made(self.acts + other.acts,
                     other.result if other.result is not None else self.result)

    def then(self, *acts: Act) -> Outcome:
        return _made(self.acts + acts, self.result) if acts else self

    def returning(self, result: Any) -> Outcome:
        return _made(self.acts, result)


# made at every step of every handler (hundreds a ruling): by position, no __init__ called
_made = made_by_position(Outcome)
NOTHING = Outcome()


def outcome(*acts: Act, result: Any = None) -> Outcome:
    return _made(acts, result)


def find(say: Say, *sources: Source, rung: str | None = None, on: tuple[str, ...] = (),
         applied: tuple[tuple[str, str], ...] = ()) -> Find:
    """``Find``, its sources given as ``j.find`` took them."""
    return Find(say, sources, rung, on, applied)


def rule(d: Reads, key: str, silent: Say, finding: Say | None = None, *also: Source,
         decisive: bool = True, point: str | None = None,
         reach: Reach | None = None) -> tuple[Answer | None, Outcome]:
    """What ``j.rule`` did, returned: the book's answer on ``key``, and the outcome of asking
    it: where the book is silent, that it leaves ``silent`` open (``point``: the open
    question, where wider than ``key``; ``reach``: the chips it can turn on); where it
    answers, the ``finding`` on its law and ``also`` (none where ``finding`` is None)."""
    ans = d.ask(key)
    if ans is None:
        return None, outcome(LeaveOpen(point or key, silent, decisive, reach=reach))
    if finding is None:
        return ans, NOTHING
    return ans, outcome(find(finding, ans, *also))
