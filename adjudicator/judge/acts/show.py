"""The acts of the show and the pool (judge/acts/__init__.py, whose ``Act`` they are): what the
handlers of the show, the pool, the jack pot and the foul hand (situations/taken, openers,
weighing, showforstake, foul, mucked, claims, pool, jackpot, show) return besides the acts
every handler may (a finding, a silence, a stake, a retiring...). Each is named as the books
name the act, and has one line of the fold's table (judge/applied.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from . import Act, Chips, OfPlayer, Outcome, outcome

if TYPE_CHECKING:
    from ...law.rulebook import Answer, Law
    from ...story.case import Event
    from . import Source
    from ..findings import Say, Silence
    from ..judging import Reads

__all__ = ('reading', 'FoundFoul', 'Arose', 'ReadUnder', 'NoteTorn', 'FindOnce', 'BettingEnds',
           'UncalledUndone', 'TakesIn', 'HoldsToWords', 'PoolTakenIn', 'Withdraw',
           'SilencesDecide', 'FoundDecisive', 'MinimumFixed', 'NextJackPot', 'PaysPenalty',
           'DeclinesToOpen', 'HandsShown', 'OpenerShown', 'FoulAtTheShow',
           'ByLot', 'DividedInParts')


class Withdraw(OfPlayer):
    """A later law takes from ``player`` the share his hand won: the finding that gave it
    says only what his hand was best for."""


class FoulAtTheShow(OfPlayer):
    """``player``'s hand shown foul, the book silent on it: weighed once the pool is divided,
    with the silence just found."""


class DividedInParts(Act):
    """The pool is divided in ``parts``: each its chips, whose they are, who contested it
    and what it gave (judge/division.py)."""

    __slots__ = ("parts",)
    parts: tuple[dict, ...]


class OpenerShown(Act):
    """``player``, who opened, lays down ``cards``, the hand he opened with, at ``event``."""

    __slots__ = ("player", "cards", "event")
    player: str
    cards: Any
    event: int


class TakesIn(Act):
    """``player`` takes in the pool, or starts to, at ``event``: a claim, weighed when the
    pool is divided."""

    __slots__ = ("player", "event")
    player: str
    event: int


class NextJackPot(Act):
    """The next deal is a jack pot, opened by ``least`` or better (None: not said)."""

    __slots__ = ("least",)
    least: str | None


class FoundFoul(OfPlayer):
    """``player``'s hand is found foul (the deal remembers it: a foul hand pointed out after
    the show is his)."""



class Arose(Act):
    """``act``, found where its point arose (``event``: where the books part), not at the
    event being replayed."""

    __slots__ = ("event", "act")
    event: Event | None
    act: Act


class HandsShown(Act):
    """``hands`` are laid down at ``event`` (the first shown, the show begins; None: shown
    before the game is over, which goes on)."""

    __slots__ = ("hands", "event")
    hands: dict
    event: int | None


class FindOnce(Act):
    """A finding ``say`` on ``sources`` that the ruling says once, however often its point
    arises (the laws a hand law is torn between)."""

    __slots__ = ("say", "sources")
    say: Say
    sources: tuple[Source, ...]


class PoolTakenIn(Act):
    """The pool is taken in, at ``event``: a law that runs only "before the pot has been
    taken in" no longer reaches the deal."""

    __slots__ = ("event",)
    event: int


class UncalledUndone(Act):
    """The player left in is no longer to take the pool unshown (his own hand was foul)."""


class MinimumFixed(Act):
    """The least hand that opens this jack pot is ``least``, by ``law`` (the book's answer;
    None: the table's own term), asked once."""

    __slots__ = ("least", "law")
    least: str | None
    law: Answer | None


class HoldsToWords(Act):
    """``player`` is held to his words: his hand counts as the ``category`` he called."""

    __slots__ = ("player", "category")
    player: str
    category: str


class FoundDecisive(Act):
    """A point the book is silent on, ``silence``, found at the end to decide the outcome."""

    __slots__ = ("silence",)
    silence: Silence


class ReadUnder(Act):
    """The ruling is made under each of ``readings`` of the open point ``point``
    (story/points.py), where no reading of it is made yet (said, where one is)."""

    __slots__ = ("point", "readings")
    point: str
    readings: tuple[str, ...]


class SilencesDecide(Act):
    """The book's silences on ``points`` (those saying ``kinds``) recorded as changing
    nothing are found, the pool divided, to decide it after all."""

    __slots__ = ("points", "kinds")
    points: tuple[str, ...]
    kinds: tuple[str, ...]


class DeclinesToOpen(Act):
    """``player`` declines to open the jack pot at ``event``, his stake ``staked``: weighed
    at the end, should he come in after it was opened."""

    __slots__ = ("player", "staked", "event")
    player: str
    staked: int
    event: int


class BettingEnds(Act):
    """The betting is over by ``law`` (the book's answer that ended it; None: no law);
    ``uncalled``: the last player left in, who takes the pool unshown."""

    __slots__ = ("law", "uncalled")
    DEFAULTS = {"uncalled": None}
    law: Answer | None
    uncalled: str | None


class ByLot(Act):
    """The chips that cannot be divided are drawn for by lot: ``lots``, each its amount, the
    players among whom, and the law."""

    __slots__ = ("lots",)
    lots: tuple[dict, ...]


class NoteTorn(Act):
    """The book is torn on the hand law ``key`` (its ``laws`` answer it differently), and no
    reading says which governs: the conflict is noted, as asking the book notes one."""

    __slots__ = ("key", "laws")
    key: str
    laws: tuple[Law, ...]


class PaysPenalty(Act):
    """``player`` pays ``amount`` into the pool as a penalty, by the law of ``answer``:
    besides the stakes of this deal."""

    __slots__ = ("player", "amount", "answer")
    player: str
    amount: int
    answer: Answer


def reading(d: Reads, point: str, choices: tuple[str, ...] = ()) -> tuple[str | None, Outcome]:
    """The reading of the open point ``point`` the ruling is made under (None: none is made),
    and the outcome that says so (``ReadUnder``), to be placed among the handler's acts
    where it reads it: said in its order, after the findings before it."""
    return d.assume.get(point), outcome(ReadUnder(point, choices))
