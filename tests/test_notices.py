"""`notice` takes every irregularity verb, and a story with no events is bad input."""
from __future__ import annotations

import pytest
from stories import NO_EVENTS

from adjudicator.story.case import build_case
from adjudicator.story.verbs import IRREGULARITIES, NOTICES, VERBS
from adjudicator.judge.engine import adjudicate
from adjudicator.errors import InputError
from adjudicator.story.yamlio import loads

HEAD = "title: t\ntable: {players: [A, B, C, D], dealer: D, ante: 1}\nevents:\n"


def _case(*events: str):
    text = HEAD + "".join(f"  - {e}\n" for e in events)
    return build_case(loads(text, "n.yaml"), "n.yaml")


def test_every_irregularity_verb_is_a_verb_and_may_be_noticed():
    assert set(IRREGULARITIES) <= set(VERBS) and set(IRREGULARITIES) <= set(NOTICES)


@pytest.mark.parametrize("what", IRREGULARITIES)
def test_notice_of_each_irregularity_verb_is_accepted(what):
    case = _case("deal: {A: 5, B: 5, C: 5, D: 5}", f"notice: {{what: {what}, by: A}}")
    assert case.events[-1].get("what") == what


BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")
# the irregularities a verb tells with no player: a notice of one is ruled as the verb itself
BARE = ("pack_short", "extra_hand", "imperfect_pack", "no_cut", "dealt_out_of_order")


@pytest.mark.parametrize("what", BARE)
@pytest.mark.parametrize("book", BOOKS)
def test_a_notice_of_an_irregularity_is_ruled_as_the_verb_itself(library, book, what):
    """Found by the fuzzer: `notice: {what: pack_short}` crashed (the pack running short is
    ruled with the draw, not the deal)."""
    dealt = "deal: {A: 5, B: 5, C: 5, D: 5}"
    noticed = adjudicate(_case(dealt, f"notice: {{what: {what}, by: A}}"), library.book(book))
    told = adjudicate(_case(dealt, what), library.book(book))
    for key in ("status", "awards", "refunds", "retired", "carried", "undecided"):
        assert noticed[key] == told[key], key
    assert {c["id"] for c in noticed["citations"]} == {c["id"] for c in told["citations"]}


def test_a_notice_of_an_omitted_player_is_ruled_as_the_omission(library):
    noticed = _case("deal: {A: 5, B: 5, D: 5}", "notice: {what: omitted, by: A}")
    told = _case("deal: {A: 5, B: 5, D: 5}", "omitted: C")
    for book in ("peel", "standard"):
        a, b = adjudicate(noticed, library.book(book)), adjudicate(told, library.book(book))
        assert a["status"] == b["status"] and a["retired"] == b["retired"]
        assert [s["laws"] for s in a["steps"]] == [s["laws"] for s in b["steps"]]
    # Standard: the dealer gives his own hand to the player left out (C, not A who spoke)
    assert adjudicate(noticed, library.book("standard"))["retired"] == {
        "D": "standard:irregularities/incorrect-number-of-hands/1"}


def test_a_notice_after_the_verb_itself_rules_nothing_twice(library):
    once = adjudicate(_case("deal: {A: 5, B: 5, C: 5, D: 5}", "extra_hand"),
                      library.book("standard"))
    twice = adjudicate(_case("deal: {A: 5, B: 5, C: 5, D: 5}", "extra_hand",
                             "notice: {what: extra_hand, by: B}"), library.book("standard"))
    # the notice is judged at its own event (every event is), and rules nothing again
    assert [s for s in twice["steps"] if s["event"] != 3] == once["steps"]
    assert [s["laws"] for s in twice["steps"] if s["event"] == 3] == [[]]


def test_a_case_with_no_events_is_an_input_error_naming_its_line(tmp_path, cli):
    case = tmp_path / "empty.yaml"
    case.write_text(NO_EVENTS)
    with pytest.raises(InputError) as exc:
        build_case(loads(case.read_text(), str(case)), str(case))
    assert str(exc.value).startswith(f"{case}:3:")
    r = cli("rule", str(case), "--book", "peel")
    assert r.code == 2 and r.out == "" and "Traceback" not in r.err
    assert r.err.strip().startswith(f"{case}:3:") and "events is empty" in r.err
