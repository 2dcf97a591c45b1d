"""Keller, the deal /1: "The player at the right of the dealer must cut"; Peel 4: the player
to the right of the dealer cuts. C deals in D's turn, and B, at C's right, cuts: the cut is
the right one for the deal C made; what follows the deal out of turn is the book's silence,
not a fault in the cut (an audit found the cut judged against D, and the misdeal made on it).
"""
from __future__ import annotations

import pytest

from replay import replay

STORY = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal_out_of_turn: C
  - cut: CUTTER
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - notice: {what: deal_out_of_turn, by: A}
"""


def _cut_fault(r) -> bool:
    return any("cut" in s["point"] and s["decisive"] for s in r["silent"]) or \
        any("the cut belongs" in s["finding"] for s in r["steps"])


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_the_one_dealing_out_of_turn_is_cut_to_at_his_right(library, book):
    r = replay(library, book, STORY.replace("CUTTER", "B"))
    assert not _cut_fault(r), r["answer"]
    assert "deal-out-of-turn" in {s["point"] for s in r["silent"] if s["decisive"]}


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_the_table_dealer_s_cutter_cuts_another_s_deal_wrongly(library, book):
    r = replay(library, book, STORY.replace("CUTTER", "C"))
    assert any("the cut belongs to B" in s["finding"] for s in r["steps"])


@pytest.mark.parametrize("book, law", [("peel", "peel:10"), ("keller", "keller:ch4/the-deal/2")])
def test_a_misdeal_of_a_deal_out_of_turn_is_dealt_again_by_the_same_dealer(library, book, law):
    # Peel 10: "a new deal by the same dealer"; Keller: "the dealer must deal again": the
    # dealer of this deal is C, who dealt it (the ruling named D, whose turn it was)
    r = replay(library, book, """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal_out_of_turn: C
  - faced_card: {card: 9S}
  - deal: {A: 5, B: 5, C: 5, D: 5}
""")
    assert (r["status"], r["next"]["redeal_by"]) == ("misdeal", "C")
    assert law in {c["id"] for c in r["citations"]}
