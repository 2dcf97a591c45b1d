"""The deal as a handler reads it: what the replay has come to, and the book's answers; no act.

A handler converted to a fold (judge/acts/) is given this view, not the judge: it has no
``find``, ``silence``, ``end`` or ``award``, so what the handler does can only be returned.
It wraps the engine's judge (judge/engine.py), not a copy: reading it costs nothing. The
deal it hands out (judge/deal/: its table, memory, draw and settlement) is the engine's own,
to be read only: a write to one of its fields is refused, and tests/fold_figures.py counts
a handler's calls of their operations (0).

Asking the book is a reading, though the engine notes as it answers what it will need at
the end: a conflict of laws, an open point the ruling is to be made under each way."""
from __future__ import annotations

from operator import attrgetter
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from ..hands.handlaws import HandRules
    from ..law.circumstances import Context
    from ..law.rulebook import Answer, Book, Law
    from ..story.case import Case, Event
    from .findings import Finding, Silence
    from .judging import Judge, Reads
    from .situations.foreknowledge import Foreknowledge
    from .deal.state import Deal
    from .deal.table import Table


def _Read(name: str, settled: bool = False) -> property:
    """An attribute of the judge the view hands out to be read, and never written; with
    ``settled``, of what the deal has come to so far (its settlement). A property over a
    C-level getter: handlers read the view at every step."""
    return property(attrgetter("_j.deal.settlement." + name if settled else "_j." + name))


class DealView:
    """The deal as it stands, read through the judge that replays it."""

    __slots__ = ("_j",)

    def __init__(self, judge: Judge):
        self._j = judge

    def __repr__(self) -> str:
        return f"DealView({self._j!r})"

    # the case and the book; the deal's circumstances where it stands (the betting before
    # the draw or after); the table, the deal's memory, what the story tells ahead; the
    # event being replayed (None: the table's setup), and whether the deal is over
    case: Case = _Read("case")  # type: ignore[assignment]
    book: Book = _Read("book")  # type: ignore[assignment]
    ctx: Context = _Read("ctx")  # type: ignore[assignment]
    table: Table = _Read("table")  # type: ignore[assignment]
    deal: Deal = _Read("deal")  # type: ignore[assignment]
    foreknown: Foreknowledge = _Read("foreknown")  # type: ignore[assignment]
    event: Event | None = _Read("event")  # type: ignore[assignment]
    over: bool = _Read("over")  # type: ignore[assignment]
    # the ruling's steps found so far (lawful.py asks whether an act was ruled on)
    steps: list[Finding] = _Read("steps")  # type: ignore[assignment]
    # the readings of open points the ruling is made under (point -> reading)
    assume: dict[str, str] = _Read("assume")  # type: ignore[assignment]
    # the laws the ruling has cited so far, by id
    cited: dict[str, Law] = _Read("cited")  # type: ignore[assignment]
    # where the deal was left, as the laws so far have it (its settlement, read by the
    # handlers that say what follows: the next deal, a silence found decisive at the end)
    status: str | None = _Read("status", settled=True)  # type: ignore[assignment]
    unsettled: bool = _Read("unsettled", settled=True)  # type: ignore[assignment]
    ended_by: tuple[str, ...] = _Read("ended_by", settled=True)  # type: ignore[assignment]
    redeal_by: str | None = _Read("redeal_by", settled=True)  # type: ignore[assignment]
    next_dealer_law: str | None = _Read("next_dealer_law",  # type: ignore[assignment]
                                        settled=True)
    next_jack_pot: str | None = _Read("next_jack_pot", settled=True)  # type: ignore[assignment]
    awards: dict[str, int] = _Read("awards", settled=True)  # type: ignore[assignment]
    by_lot: list[dict] = _Read("by_lot", settled=True)  # type: ignore[assignment]
    # the points the ruling has found the book silent on so far
    silent: list[Silence] = _Read("silent")  # type: ignore[assignment]
    # --- round 2 group 2: the laws of a book torn on a question (key -> its laws)
    torn: dict[str, tuple[Law, ...]] = _Read("torn")  # type: ignore[assignment]

    def ask(self, key: str, actor: str | None = None,
            rung: str | None = None) -> Answer | None:
        return self._j.ask(key, actor, rung)

    def value(self, key: str) -> Any:
        return self._j.value(key)

    def reading(self, point: str, choices: tuple[str, ...] = ()) -> str | None:
        """The reading of an open point the ruling is made under, or None (it is open)."""
        return self._j.reading(point, choices)


def view(judge: Judge) -> DealView:
    """The view a handler is given of the deal ``judge`` replays (one a replay, made with
    it: it holds nothing but the judge)."""
    return judge.view


def hand_laws(d: Reads) -> HandRules:
    """The book's hand laws in this deal's circumstances, as the deal read them once (its
    memo of what the book says is a reading, not an act)."""
    return d.deal.rules(d.book, d.ctx)
