"""The remainder of the pool and an untold hand read as not beating the best of the others:
Peel 60 ("the remainder of the pool goes to the next best hand") and Keller p. 29 give the
part above a short player's stake to the hands that contest it, and a reading of the untold
hand against the best hand still in says nothing of it where the best hand has no share."""
from __future__ import annotations

import pytest

from adjudicator.errors import InputError
from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads
from tests import fuzz
from tests.replay import assert_conserved

# Ann bets her last ten, Bob raises to thirty, Cal calls: a pool of 30 (ten from each) that
# Ann's kings may take, and a remainder of 40 that only Bob and Cal contest
SIDE = """\
title: t
table:
  players: [Ann, Bob, Cal]
  dealer: Bob
  betting: table-stakes
  phase: after_draw
  stacks: {{Ann: 10, Bob: 100, Cal: 100}}
{facts}events:
  - bet: {{player: Ann, amount: 10}}
  - raise: {{player: Bob, to: 30}}
  - call: Cal
  - show: {{Ann: "KS KH KD 7C 2D", Cal: "QS QH QD 8C 4D"}}
"""


def _facts(**told: str) -> str:
    return "facts:\n" + "".join(f"  - {{point: {p}.Bob, reading: {r}}}\n"
                                for p, r in told.items()) if told else ""


def _rule(library, book: str, **told: str) -> dict:
    r = adjudicate(build_case(loads(SIDE.format(facts=_facts(**told)), "t.yaml"), "t.yaml"),
                   library.book(book))
    assert_conserved(r)
    assert not fuzz.readings_problems(r)
    return r


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_a_hand_that_does_not_beat_the_best_leaves_the_remainder_held(library, book):
    # the table agrees Bob's hand does not beat the best of the others: Ann's kings take her
    # 30; whether it beats Cal's queens for the remainder the story does not tell
    r = _rule(library, book, hand="does-not-beat")
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {"Ann": 30}, 40)
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert by == {"beats-them": {"Ann": 30, "Bob": 40}, "does-not-beat": {"Ann": 30, "Cal": 40},
                  "ties-them": {"Ann": 30, "Bob": 20, "Cal": 20}}
    assert [m["open"] for m in r["missing"]] == ["remainder.Bob"]


@pytest.mark.parametrize("reading, takes", [("beats-them", "Bob"), ("does-not-beat", "Cal")])
def test_the_remainder_told_goes_to_the_next_best_hand(library, reading, takes):
    r = _rule(library, "peel", hand="does-not-beat", remainder=reading)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"Ann": 30, takes: 40}, 0)
    assert any("peel:60" in s["laws"] for s in r["steps"])


def test_a_hand_level_with_the_remainder_s_best_shares_the_remainder(library):
    # identical in value with Cal's queens, Bob's hand shares the remainder of 40 with them
    # (Peel 76: "such players shall share the pool equally between them"); Ann's kings take
    # her 30 (Peel 60)
    r = _rule(library, "peel", hand="does-not-beat", remainder="ties-them")
    assert (r["status"], r["awards"], r["undecided"]) == ("settled",
                                                         {"Ann": 30, "Bob": 20, "Cal": 20}, 0)
    assert any("peel:76" in s["laws"] for s in r["steps"])


def test_an_untold_hand_read_every_way_holds_the_whole_pool(library):
    # beating every hand, Bob takes all 70; level with Ann's kings, he shares her 30 and his
    # hand takes the remainder (Peel 60, 76); else Ann her 30, and the remainder as read
    r = _rule(library, "keller")
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 70)
    read = sorted((tuple(sorted((a["point"], a["reading"]) for a in x["assume"])),
                   tuple(sorted(x["awards"].items()))) for x in r["readings"])
    assert read == [
        ((("hand.Bob", "beats-the-others"),), (("Bob", 70),)),
        ((("hand.Bob", "does-not-beat"), ("remainder.Bob", "beats-them")),
         (("Ann", 30), ("Bob", 40))),
        ((("hand.Bob", "does-not-beat"), ("remainder.Bob", "does-not-beat")),
         (("Ann", 30), ("Cal", 40))),
        ((("hand.Bob", "does-not-beat"), ("remainder.Bob", "ties-them")),
         (("Ann", 30), ("Bob", 20), ("Cal", 20))),
        ((("hand.Bob", "ties-the-best"),), (("Ann", 15), ("Bob", 55)))]
    assert {m["open"] for m in r["missing"]} == {"hand.Bob", "remainder.Bob"}


def test_a_remainder_fact_for_a_hand_shown_is_refused(library):
    text = SIDE.format(facts="facts:\n  - {point: remainder.Cal, reading: beats-them}\n")
    with pytest.raises(InputError, match="Cal's hand is shown"):
        build_case(loads(text, "t.yaml"), "t.yaml")


def test_the_remainder_above_an_untold_hand_read_as_the_best_is_read_too(library):
    # A all in for 10 and B for 30, both untold; C raises to 50 and D calls, C's kings beat
    # D's jacks. Read as beating every hand, A takes the 40 of the first part (10 from each);
    # B, read as not beating the best (A's), may still beat C's kings for the 60 that B, C and
    # D contest (Peel 60); the last 40 are C's and D's alone, and C's kings take them
    from test_facts_that_contradict import SHORT_HANDS

    facts = ("facts: [{point: hand.A, reading: beats-the-others},\n"
             "        {point: hand.B, reading: does-not-beat}]")
    text = SHORT_HANDS.replace("FACTS", facts)
    r = adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book("peel"))
    assert_conserved(r)
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {"A": 40, "C": 40}, 60)
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    # level with C's kings, B shares the 60 with them, 30 each (Peel 76)
    assert by == {"beats-them": {"A": 40, "B": 60, "C": 40},
                  "ties-them": {"A": 40, "B": 30, "C": 70},
                  "does-not-beat": {"A": 40, "C": 100}}
