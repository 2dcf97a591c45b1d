"""The readings of an open point go on from the deal as it stood before the point arose
(judge/engine.py, ``Replays.forked``), not from the first event again: each forked replay
must come to what a whole replay under the same readings comes to, whatever the fork
copied or shared. The whole replay is the oracle: it knows nothing of forks."""
from pathlib import Path

import pytest

from adjudicator.errors import AdjudicatorError
from adjudicator.judge.engine import Replays, replay, resume
from adjudicator.judge.ruled import ruling
from adjudicator.story.case import load_case

CASEBOOK = Path(__file__).resolve().parent.parent / "cases"
CASES = sorted(p for p in CASEBOOK.rglob("*.yaml") if "house-rules" not in p.parts)


def _forked_points(case, book):
    """Each open point the story as told reaches after the table's setup, with the event it
    arose at and its readings."""
    try:
        first = replay(case, book, (), dict(case.facts))
    except AdjudicatorError:
        return []
    return [(p, first.arose(p), first.choices[p]) for p in first.opened
            if p not in dict(case.facts) and first.arose(p) > 0 and len(first.choices[p]) > 1]


@pytest.mark.parametrize("book_id", ["keller", "standard"])
def test_each_forked_reading_rules_as_its_whole_replay(library, book_id):
    book = library.book(book_id)
    forked = 0
    for path in CASES:
        case = load_case(path)
        for point, arose, readings in _forked_points(case, book):
            assumed = [{**dict(case.facts), point: r} for r in readings]
            replays = Replays(case, book)
            for more, fork in zip(assumed, replays.forked(dict(case.facts), arose, assumed)):
                whole = replay(case, book, (), more)
                assert ruling(fork) == ruling(whole), (path.name, point, more[point])
                forked += 1
    assert forked >= 20  # the casebook forks many readings: the test is no empty loop


def test_a_fork_leaves_the_replay_it_was_made_from_as_it_stood(library):
    """The replay forked from is played on after its fork has been: the fork changed nothing
    of it (the deal's memory, the ruling's steps, the silences both hold)."""
    book = library.book("keller")
    for path in CASES:
        case = load_case(path)
        for point, arose, readings in _forked_points(case, book):
            at = case.position(arose)
            before = replay(case, book, (), dict(case.facts), until=at)
            twin = before.fork({**dict(case.facts), point: readings[0]})
            resume(twin, at)
            alone = replay(case, book, (), dict(case.facts), until=at)
            assert ruling(resume(before, at)) == ruling(resume(alone, at)), (path.name, point)
            return
    pytest.fail("no casebook case opens a point after the table's setup under keller")


def test_a_fork_keeps_the_hand_laws_asked_before_it(library):
    """A record kept in slots with a memo of its own beside them (the book's hand laws, asked
    once and kept) is copied whole by a fork: each forked reading rules the show as its whole
    replay does (a fuzz case the published decision once crashed on)."""
    from stories import FOLDER

    case = load_case(FOLDER / "a-fork-after-the-hand-laws-were-asked.yaml")
    book = library.book("published-decision")
    points = _forked_points(case, book)
    assert points  # the case forks: the test is no empty loop
    for point, arose, readings in points:
        assumed = [{**dict(case.facts), point: r} for r in readings]
        for more, fork in zip(assumed, Replays(case, book).forked(dict(case.facts), arose,
                                                                   assumed)):
            assert ruling(fork) == ruling(replay(case, book, (), more)), (point, more[point])
