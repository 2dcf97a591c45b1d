"""Schenck, rules/4: each player "must, after looking at his hand, determine if he goes in or
not ... Those who decline to play throw up their cards, face downward ... in front of the next
dealer": a player who declined before the draw has thrown up his hand, and may not come in
again; what he puts up after stays in the pool (rules/15, "forfeiting his interest in the
pool"). The law speaks of going in before the draw: a pass after it is rules/15's."""
from __future__ import annotations

from replay import CASEBOOK, cited, rule_file

COMES_BACK = CASEBOOK / "betting-and-show" / "passed-player-comes-back.yaml"


def test_schenck_a_player_who_declined_may_not_come_in_again(library):
    r = rule_file(library, COMES_BACK, "schenck")
    # C's kings and fives are the best hand of those still in; B's aces were thrown up
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"C": 8}, 0)
    assert r["retired"]["B"] == "schenck:rules/4"
    again = [s for s in r["steps"] if s["event"] == 6]
    assert any("may not come in again" in s["finding"] and s["laws"] == ["schenck:rules/4"]
               for s in again)
    assert any(s["laws"] == ["schenck:rules/15"] for s in again)  # his 2 stay in the pool


def test_schenck_a_pass_after_the_draw_is_ruled_by_rules_15_not_rules_4(library):
    r = rule_file(library, CASEBOOK / "betting-and-show" / "call-spoken-without-chips.yaml",
                  "schenck")
    assert r["retired"] == {"A": "schenck:rules/15", "B": "schenck:rules/15"}
    assert "schenck:rules/4" not in {law for s in r["steps"] if s["event"] > 1
                                     for law in s["laws"]}
