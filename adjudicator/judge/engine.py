"""Rules a case under one book: replays the events and asks the book at each decision point.

Every finding carries the laws that answered the question it turned on; where the book has
no answer, the ruling says so in ``silent`` and never borrows another book's law.
"""
from __future__ import annotations

from typing import Iterable

from ..story.case import Case
from ..story.terms import STATUSES  # noqa: F401  (STATUSES: a deal's ends)
from ..law.circumstances import Context
from ..law.rulebook import Book
from . import situations
from .division import division
from .readings import both_ways
from .replaying import Judge  # noqa: F401  (the replay of one story, for the tests)
from .ruled import ruled, ruling  # noqa: F401  (ruling: a replay's JSON, for the tests)
from .ruling import Ruling, as_json
from .situations.foreknowledge import Foreknowledge, foresee
from .deal.state import Deal
from .deal.table import Table


def _agreed_context(case: Case, book: Book, extra: Iterable[str]) -> Context:
    return Context(agreed=frozenset(case.table.agreed) | frozenset(extra),
                   betting=case.table.betting, jack_pot=case.table.jack_pot is not None)


def adjudicate(case: Case, book: Book, agreed: Iterable[str] = ()) -> dict:
    """Rule on a case under one book; returns the ruling as its documented JSON shape. Where
    the ruling turns on an open point, it is made under each of the point's readings."""
    return adjudicate_found(case, book, agreed)[0]


def adjudicate_said(case: Case, book: Book, agreed: Iterable[str] = ()) -> tuple[dict, dict]:
    """``adjudicate``, with what each step found as data (the ``Say`` its words were made from,
    by the step's id): two books' findings told apart, never by their words; not in the JSON."""
    out, found = adjudicate_found(case, book, agreed)
    return out, {k: f.say for k, f in found.items()}


def adjudicate_found(case: Case, book: Book, agreed: Iterable[str] = ()) -> tuple[dict, dict]:
    """The ruling, and the finding each of its steps was made from, by the step's id, where
    a replay wrote the step; the ruling's ``answer`` is read off both (judge/answer.py)."""
    _, out, found = adjudicate_ruled(case, book, agreed)
    return out, found


def adjudicate_ruled(case: Case, book: Book,
                     agreed: Iterable[str] = ()) -> tuple[Ruling, dict, dict]:
    """The ruling as data (judge/ruling.py), its JSON, written from it once, and the
    finding each step of the JSON was made from, by the step's id."""
    return adjudicate_answered(case, book, agreed)[:3]


def adjudicate_answered(case: Case, book: Book, agreed: Iterable[str] = ()) -> tuple:
    """``adjudicate_ruled``, and the referee's answer as data (judge/answer.py's TableAnswer)
    whose words open the JSON: (ruling, JSON, findings by step, answer)."""
    from .answer import Answering
    from .words.answer import said

    writer = Answering(ruled)
    typed = both_ways(Replays(case, book, agreed), writer,
                      dict(case.facts))
    out = as_json(typed)  # the ruling's JSON, made once, from the readings weighed
    answer, found = writer.answered(typed, out)
    out["answer"] = said(answer)
    out["division"] = division(out)
    if "unit" in case.table.marks:  # said only where named: a ruling in chips is as it was
        out["unit"] = case.table.unit
    return typed, out, found, answer


def replay(case: Case, book: Book, agreed: Iterable[str] = (),
           assume: dict[str, str] | None = None, *, until: int | None = None,
           foreknown: Foreknowledge | None = None) -> Judge:
    """Replay the story under one book, reading the open points as ``assume`` says; with
    ``until``, only the events before that one (the table's setup at 0), to be forked;
    ``foreknown``: what the story tells ahead, where the caller has gathered it."""
    judge = Judge(case, book, _agreed_context(case, book, agreed),
                  Deal(table=Table.start(case.table)),
                  foreknown=foreknown if foreknown is not None else foresee(case),
                  assume=dict(assume or {}))
    situations.begin(judge)
    return _played(judge, 0, until)


def resume(judge: Judge, at: int) -> Judge:
    """The replay ``judge`` (a fork made before the event at position ``at``) played on to
    the end of the story."""
    return _played(judge, at, None)


def _played(judge: Judge, start: int, until: int | None) -> Judge:
    events = judge.case.events
    for event in events[start:until]:
        judge.event = event
        if judge.over:
            situations.after_the_end(judge, event)
        else:
            situations.handle(judge, event)
        judge.deal.tells(event.verb)
    if until is not None:
        return judge
    # What is found when the events run out is found at the last of them: event 0 is kept
    # for what the table's setup itself decides, before the first event.
    judge.event = events[-1]
    situations.finish(judge)  # also when decided early: the next dealer is still named
    return judge


class Replays:
    """The replays of one case under one book that its open points need: a whole replay
    under given readings, and the readings of a point that first arose at an event, each
    forked from one replay of the events before it (a reading changes nothing before the
    point arises: it is read there first)."""

    def __init__(self, case: Case, book: Book, agreed: Iterable[str] = ()):
        self.case, self.book, self.agreed = case, book, tuple(agreed)
        self.foreknown = foresee(case)  # the same story ahead for every replay (never changed)
        # the deal as it stood where a point arose (its position, the readings it was
        # replayed under), kept unplayed: a point a reading of it opens later goes on from it
        self.kept: list[tuple[int, dict[str, str], Judge]] = []

    def __call__(self, assume: dict[str, str]) -> Judge:
        return replay(self.case, self.book, self.agreed, assume, foreknown=self.foreknown)

    def forked(self, assume: dict[str, str], arose: int,
               readings: list[dict[str, str]]) -> list[Judge]:
        """The replays under each of ``readings`` (each ``assume`` and the point's reading),
        the point having first arisen at the event of index ``arose`` under ``assume``."""
        at = self.case.position(arose)
        if at == 0 or len(readings) < 2:  # arose in the table's setup: nothing to share
            return [self(more) for more in readings]
        before = self._before(assume, at)
        self.kept.append((at, assume, before))
        return [resume(before.fork(more), at) for more in readings]

    def _before(self, assume: dict[str, str], at: int) -> Judge:
        """The deal before the event at position ``at`` under ``assume``: played on from one
        kept where an earlier point arose, whose readings ``assume`` holds, where none of the
        other points it reads was looked up before (they change nothing there); else
        replayed from the start."""
        for was, under, kept in reversed(self.kept):
            if was <= at and all(assume.get(p) == v for p, v in under.items()) and \
                    not any(p in kept.assume.asked for p in assume if p not in under):
                return _played(kept.fork(assume), was, at)
        return replay(self.case, self.book, self.agreed, assume, until=at,
                      foreknown=self.foreknown)
