"""The Standard laws, showdown/2: "If a player begins to take in the pot even though he does
not have the winning hand, a player with a better hand must protect himself by promptly
objecting." Two players who object at once object promptly, in whichever order the story
lists them (an audit found the second made late by the first); and the better hand pointing
out that the claimant's hand is foul objects to his claim."""
from __future__ import annotations

from replay import assert_conserved, replay
from test_foul_hand_takes_in_the_pot import STORY as SIX_CARDS_CLAIMED

TAKEN = """
title: t
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 6, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - call: C
  - show: {A: "2S 2H 9D 7C 4S", B: "KS KH 8D 6C 3S", C: "4H 4D 4C JS 5H"}
  - take_in: A
"""
B_OBJECTS, C_OBJECTS = "  - notice: {what: claim, by: B}\n", "  - notice: {what: claim, by: C}\n"


def test_two_objections_at_once_in_either_order_give_the_pot_to_the_best_hand(library):
    for told in (B_OBJECTS + C_OBJECTS, C_OBJECTS + B_OBJECTS):
        r = replay(library, "standard", TAKEN + told)
        assert (r["status"], r["awards"]) == ("settled", {"C": 21}), told
        assert_conserved(r)


def test_the_better_hand_pointing_out_the_claimant_s_foul_hand_objects(library):
    # B, his six cards shown, begins to take in the pot; A points out that his hand is foul
    r = replay(library, "standard", SIX_CARDS_CLAIMED + "  - notice: {what: foul_hand, by: A}\n")
    assert (r["status"], r["awards"], r["missing"]) == ("settled", {"A": 4}, [])
    assert "standard:showdown/2" in {c["id"] for c in r["citations"]}
