"""A straddle beyond the most the book allows. Peel 22: "The ante shall not be straddled by a
player, or by successive players, to an amount exceeding one-half the limit"; Keller: the
straddling "may be continued in turn towards the left until one-half of the limit of the
game is reached". Both forbid it; neither says what becomes of the chips put up for it. So
they are neither lost nor quietly given back: the pool holds the ante, and the chips of the
straddle are held on the book's silence, read as standing (they stay in the pool) or as
going back to him."""
from __future__ import annotations

import pytest

from replay import replay

CASE = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 6}
events:
  - ante: A
  - straddle: {player: B, amount: 4}
  - deal: {A: 5, B: 5, C: 5, D: 5}
"""


@pytest.mark.parametrize("book,law", [("peel", "peel:22"),
                                      ("keller", "keller:ch4/the-straddle/1")])
def test_the_chips_of_a_straddle_beyond_half_the_limit_are_held_not_lost(library, book, law):
    r = replay(library, book, CASE)
    assert r["status"] == "continues" and law in {x for s in r["steps"] for x in s["laws"]}
    # every chip put up: A's 2 stay in the pool, B's 4 are held on the silence
    assert (r["pot"], r["carried"], r["undecided"]) == (6, 2, 4)
    assert r["stakes"] == {"A": 2, "B": 4} and r["refunds"] == {} and r["awards"] == {}
    assert [s["point"] for s in r["silent"]] == ["straddle.max"]
    gives = sorted((x["carried"], x["refunds"].get("B", 0)) for x in r["readings"])
    assert gives == [(2, 4), (6, 0)]  # they go back to B, or they stand in the pool
    assert "4 is held on B's chips on what follows a straddle beyond the most the book " \
           "allows" in r["answer"]


def test_a_straddle_within_half_the_limit_holds_nothing(library):
    # Peel's straddle of double the ante, 2 on an ante of 1, within half the limit of 6
    r = replay(library, "peel", CASE.replace("amount: 4", "amount: 2").replace(
        "ante: 2, limit: 6", "ante: 1, limit: 6"))
    assert (r["pot"], r["carried"], r["undecided"]) == (3, 3, 0) and r["silent"] == []
