"""The judge as a handler sees it: what a situation of judge/situations/ may read of the
replay and the acts by which it rules (ask the book, find, leave open, award, end the deal).

The engine (judge/engine.py) is the one judge; it drives the handlers, so the handlers know
it only by this description and never import it, not even for a type: the layers of the
judge run engine -> situations -> this.
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Iterable, Protocol

if TYPE_CHECKING:
    from ..law.circumstances import Context
    from ..law.rulebook import Answer, Book, Law
    from ..story.case import Case, Event
    from .findings import Finding, Reach, Say, Silence
    from .situations.foreknowledge import Foreknowledge
    from .deal.state import Deal
    from .deal.table import Table


class Reads(Protocol):
    """What a handler may read of the replay: the case, the book's answers, the deal as it
    stands. Both the judge and the view a handler converted to a fold is given (judge/view.py)
    are read so: a reckoning shared by both kinds of handler takes ``Reads``."""

    case: Case
    book: Book
    ctx: Context
    deal: Deal                 # the deal replayed: its table and the replay's memory
    foreknown: Foreknowledge   # what the whole story tells before it is replayed
    event: Event | None
    steps: list[Finding]       # the ruling's steps found so far, to be read
    assume: dict[str, str]     # the readings of open points the ruling is made under
    cited: dict[str, Law]      # the laws the ruling has cited so far, by id
    silent: list[Silence]      # the points it has found the book silent on so far

    @property
    def table(self) -> Table: ...

    @property
    def over(self) -> bool: ...

    def reading(self, point: str, choices: tuple[str, ...] = ()) -> str | None: ...

    def ask(self, key: str, actor: str | None = None,
            rung: str | None = None) -> Answer | None: ...

    def value(self, key: str) -> Any: ...


class Judge(Reads, Protocol):
    """The replay of one case under one book, as the handlers not yet converted to a fold
    (judge/acts/) rule through it."""

    awards: dict[str, int]
    refunds: dict[str, int]
    by_lot: list[dict]
    parts: list[dict]          # the parts of the pool as the show divided it (division.py)
    status: str | None
    unsettled: bool
    next_dealer: str | None
    redeal_by: str | None
    next_jack_pot: str | None
    next_antes: tuple[tuple[str, int, str | None], ...]
    referee: dict | None
    torn: dict[str, tuple[Law, ...]]
    opened: dict[str, int]
    choices: dict[str, tuple[str, ...]]

    def rule(self, key: str, silent: Say, finding: Say | None = None,
             *also: Answer | Law | Iterable[Law] | None, decisive: bool = True,
             point: str | None = None, reach: Reach | None = None) -> Answer | None: ...

    def find(self, what: Say, *sources: Answer | Law | Iterable[Law] | None,
             rung: str | None = None, on: tuple[str, ...] = ()) -> None: ...

    def wins(self, player: str, amount: int, text: Say, *sources: Any) -> None: ...

    def withdraw(self, player: str) -> None: ...

    def silence(self, point: str, detail: Say, decisive: bool = True,
                open: str | None = None, reach: Reach | None = None) -> None: ...

    def open_step(self, detail: Say, event: int | None = None,
                  point: str | None = None) -> None: ...

    def decisive(self, entry: Silence) -> None: ...

    def holds_back(self, entry: Silence, player: str, amount: int) -> None: ...

    def moot(self, entry: Silence, why: Say) -> None: ...

    def lack(self, fact: str, detail: str, event: int | None = None,
             open: str | None = None) -> None: ...

    def end(self, status: str) -> None: ...

    def award(self, player: str, amount: int) -> None: ...

    def refund_all(self) -> None: ...

    def penalty(self, player: str, amount: int, to: str, answer: Answer | None,
                forfeited: bool = False, unpaid: int = 0) -> None: ...


class Replays(Protocol):
    """The replays of one story the readings of its open points need (engine.Replays): a
    whole replay under given readings, and a point's readings forked where it arose."""

    def __call__(self, assume: dict[str, str]) -> Judge: ...

    def forked(self, assume: dict[str, str], arose: int,
               readings: list[dict[str, str]]) -> list[Judge]: ...
