"""The next deal a held ruling names is the one every reading gives alike, not the one the
story unread would pass the deal to: C dealt in D's turn, and the Standard laws do not say
whether a deal out of turn pointed out after it was finished is a misdeal. Read as one, "the
next dealer in turn deals" the new hand (misdeal/1: D); read as standing, the deal passes to
the left of C, who dealt (sequence/rotation/1: D again). The ruling named A (an audit's
story)."""
from __future__ import annotations

from replay import replay

STORY = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal_out_of_turn: C
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - notice: {what: deal_out_of_turn, by: A}
"""


def test_the_next_dealer_is_the_one_both_readings_give(library):
    r = replay(library, "standard", STORY)
    assert r["status"] == "unsettled"
    assert {x["next"]["dealer"] for x in r["readings"]} == {"D"}
    assert r["next"]["dealer"] == "D"
    # who deals the new hand differs (a misdeal's redealer, or none): it is not said
    assert r["next"]["redeal_by"] is None
