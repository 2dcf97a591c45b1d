"""Peel 71, "The ace shall only begin a sequence", and desc/4 ("In 'sequences' ... the ace is
the lowest card") speak of hands whose ranks run with the ace. A-9-7-5-3 runs only as a skip
straight, a hand no book has unless the players agree it: without it, the hand is no pair
(an ace-high flush in hearts, a flush), and the laws of the ace are not cited for it (an
audit found them cited, and Keller's straight paragraph too)."""
from __future__ import annotations

import pytest

from replay import replay

STORY = """
title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 3, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "HAND_A", B: "HAND_B"}
"""
ACE_LAWS = {"peel": {"peel:71", "peel:desc/4"}, "keller": {"keller:ch3/order-of-hands/5"}}


@pytest.mark.parametrize("a, b", [("AH 9D 7C 5S 3H", "KS QD 9C 6H 2S"),
                                  ("AH 9H 7H 5H 3H", "KH QH JH 8H 2H")],
                         ids=["no-pair", "flush"])
@pytest.mark.parametrize("book", ["peel", "keller"])
def test_an_ace_high_hand_that_runs_only_by_skips_cites_no_law_of_the_ace(library, book, a, b):
    r = replay(library, book, STORY.replace("HAND_A", a).replace("HAND_B", b))
    assert r["awards"] == {"A": 13}
    assert not ACE_LAWS[book] & {c["id"] for c in r["citations"]}


def test_a_hand_that_runs_with_the_ace_still_cites_it(library):
    r = replay(library, "peel", STORY.replace("HAND_A", "AH KD QC JS TH")
               .replace("HAND_B", "KS KC 9C 6H 2S"))
    assert "peel:71" in {c["id"] for c in r["citations"]}
