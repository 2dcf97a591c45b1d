"""The Standard laws, irregularities/betting/2: "If a player bets, calls or raises out of turn,
the turn reverts to the proper player. When the offender's turn comes, he is deemed to have
bet the number of chips he put in. If he put in too few chips to call, he may add enough
chips to call." The book has a law of chips too few to call put in out of turn: it is not
silent on them (an audit found "the book sets no consequence for it", and a silence)."""
from __future__ import annotations

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C, D], dealer: D, phase: after_draw, pot: 8, limit: 10}
events:
  - bet: {player: B, amount: 4}
  - bet: {player: D, amount: 2, out_of_turn: true}
  - call: C
  - THEN: D
  - fold: A
  - show: {B: "QS QH 7D 4C 2S", C: "JS JH 8D 5C 3S", D: "KS KH 9D 6C 3D"}
"""

LAW = "standard:irregularities/betting/2"


def _steps_on(r, law):
    return [s["finding"] for s in r["steps"] if law in s["laws"]]


def test_chips_too_few_out_of_turn_wait_for_his_turn_where_he_may_add(library):
    r = replay(library, "standard", STORY.replace("THEN", "call"))
    assert (r["status"], r["awards"]) == ("settled", {"D": 20})
    assert "betting.not-equalling" not in {s["point"] for s in r["silent"]}
    assert any("may add enough chips to call" in s for s in _steps_on(r, LAW))
    assert_conserved(r)


def test_one_who_drops_at_his_turn_loses_the_chips_he_put_in(library):
    r = replay(library, "standard", STORY.replace("THEN", "fold"))
    assert (r["status"], r["awards"]) == ("settled", {"B": 18})
    assert r["stakes"]["D"] == 2 and "D" in r["retired"]
    assert_conserved(r)
