"""A long story is ruled as a short one is, act for act: a replay keeps its findings in the
order of their events (each found at the event replayed, or set among its own event's), and
finds an event's own by halving (judge/findings.py, ``of_event``), never by reading every
finding at each act."""
from __future__ import annotations

from replay import every_casebook_ruling

from adjudicator.judge.engine import adjudicate
from adjudicator.judge.findings import of_event
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads


def _checks(n: int):
    text = ("title: checks round and round\ntable: {players: [A, B], dealer: A}\nevents:\n"
            + "".join(f"  - check: {'AB'[i % 2]}\n" for i in range(n)))
    return build_case(loads(text, "t.yaml"), "t.yaml")


def _events(r: dict) -> list[int]:
    return [s["event"] for s in r["steps"]]


def test_every_casebook_ruling_keeps_its_findings_in_the_order_of_their_events(
        library_with_examples, casebook_ruling):
    ruled = 0
    for path, book, r in every_casebook_ruling(library_with_examples, casebook_ruling):
        events = _events(r)
        assert events == sorted(events), f"{path.name} under {book}: {events}"
        ruled += 1
    assert ruled > 1000


def test_a_story_of_499_checks_is_ruled_as_one_of_50_act_for_act(library):
    # Peel: a check in turn where nobody has bet is judged at each act, in a long story as in
    # a short one: the same findings at the same events, the long one's only going on
    book = library.book("peel")
    short, long = adjudicate(_checks(50), book), adjudicate(_checks(499), book)
    assert long["status"] == short["status"]
    assert _events(long) == sorted(_events(long))
    said = {e: [s["finding"] for s in short["steps"] if s["event"] == e] for e in range(1, 49)}
    assert all(said.values()), said  # every act judged
    assert said == {e: [s["finding"] for s in long["steps"] if s["event"] == e]
                    for e in range(1, 49)}


def test_an_event_s_findings_are_found_by_halving_where_they_lie():
    class Found:
        def __init__(self, event: int) -> None:
            self.event = event

    steps = [Found(e) for e in (0, 1, 1, 3, 3, 3, 7)]
    assert of_event(steps, 3) == range(3, 6)
    assert of_event(steps, 1) == range(1, 3)
    assert list(of_event(steps, 2)) == [] and of_event(steps, 2).start == 3  # where it goes
    assert of_event(steps, 9) == range(7, 7)
