"""What the fuzz campaign found on issue 20's fourth round (seed 2, case 7,000 or so), kept as
the story it generated, shrunk: where the readings stop at their bound, and every reading made,
including those whose further points were not read, rules alike and holds nothing, no point
among them decides the ruling."""
from __future__ import annotations

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads

STANDS_AND_PASSES_OUT_OF_TURN = """\
title: Nobody bets after the draw; passes and a make-good told out of turn
table: {players: [A, B, C, D, E, F], dealer: D, phase: after_draw}
events:
  - stand: {player: B, out_of_turn: false}
  - stand: {player: A}
  - drop: {player: D}
  - fold: D
  - fold: A
  - make_good: {player: E, out_of_turn: true}
"""


def test_readings_stopped_at_their_bound_that_all_leave_the_deal_going_on_decide_nothing(library):
    # the published decision is silent on standing, on acts out of turn and on coming in
    # again: more readings than the bound of 16, and every one of them leaves the deal going
    # on with the pool (0) as it is. It was ruled unsettled, with one reading that assumed
    # nothing; the deal goes on, as every reading says, and no reading is listed
    r = adjudicate(build_case(loads(STANDS_AND_PASSES_OUT_OF_TURN, "t.yaml"), "t.yaml"),
                   library.book("published-decision"))
    assert (r["status"], r["undecided"], r["readings"]) == ("continues", 0, [])
    assert {"A", "D"} <= set(r["retired"])
    assert not any(s.get("decisive", True) and s.get("open") for s in r["silent"])
