"""An opening for less than the book's least opening (issue 33): Peel 25 ("shall, if he open
the game, stake a sum at least double the amount of ante"), Keller p. 23 ("he must deposit
in the pool a sum double the amount of the ante"), Schenck rules/4 and /7 ("put in twice the
amount of the ante") say what the least is, not what follows an opening for less. The
silence concerns the opening: the opener's chips beyond his ante and the chips standing
against them, never the rest of the pool."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

# C, the age, antes two; A, with the first say, comes in for two; B passes; C stands.
SHORT = """
title: t
table: {players: [A, B, C], dealer: B, ante: 2, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5}
  - call: A
  - fold: B
  - check: C
  - show: {A: "AS AH 9D 6C 3S", C: "KS KH 8D 5C 2S"}
"""

LAW = {"peel": "peel:25", "keller": "keller:ch4/betting-before-the-draw/2",
       "schenck": "schenck:rules/7"}


@pytest.mark.parametrize("book", sorted(LAW))
def test_the_short_opener_s_own_chips_are_his_and_only_the_ante_against_them_is_held(
        library, book):
    # A's aces win if his coming in stands (4); if it does not, his 2 are his own back: his
    # 2 are his either way, C's ante is what the point turns on
    r = replay(library, book, SHORT)
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {}, {"A": 2}, 2)
    assert LAW[book] in [c["id"] for c in r["citations"]]
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["open.minimum"]
    gives = sorted(((x["awards"], x["refunds"]) for x in r["readings"]), key=repr)
    assert gives == [({"A": 4}, {}), ({}, {"A": 2, "C": 2})]
    assert_conserved(r)


@pytest.mark.parametrize("book", sorted(LAW))
def test_beaten_by_the_age_the_age_s_ante_is_his_and_the_short_opening_is_held(library, book):
    r = replay(library, book, SHORT.replace('A: "AS AH', 'A: "QS QH'))
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {}, {"C": 2}, 2)
    assert_conserved(r)


def test_every_chip_matching_a_short_opening_is_held_and_no_more(library):
    # A and B make good the age's ante of ten, neither doubling it: A, the first, opened
    # short (Peel 25); the 30 are his 10, and B's and C's 10 standing against them
    text = SHORT.replace("ante: 2", "ante: 10").replace("  - fold: B\n", "  - call: B\n") \
        .replace('C: "KS', 'B: "QS QH 7D 4C 2D", C: "KS')
    r = replay(library, "peel", text)
    assert (r["refunds"], r["undecided"], r["pot"]) == ({"A": 10}, 20, 30)
