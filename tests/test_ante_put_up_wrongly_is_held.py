"""Peel 20, "The ante shall be staked by the player to the left of the dealer", and 19, "it must
not exceed one half the limit" (Keller, the ante /1, both): neither names a remedy. An ante
put up by another seat, or beyond the most, is irregular, and what becomes of its chips is
read both ways and held, as a straddle not his or beyond the most is (an audit found the
wrong ante noted and then played as lawful, its chips given to the winner)."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: ANTE, limit: 10}
events:
  - ante: WHO
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 12}
  - call: C
  - fold: D
  - fold: A
  - show: {B: "QS QH 7D 4C 2S", C: "KS KH 8D 5C 3S"}
"""


def _story(who: str, ante: int) -> str:
    return STORY.replace("WHO", who).replace("ANTE", str(ante)).replace(
        "amount: 12", f"amount: {2 * ante}")


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_an_ante_by_the_dealer_instead_of_the_age_is_held(library, book):
    r = replay(library, book, _story("D", 1))
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {"C": 4}, 1)
    taken = sorted((x["awards"].get("C", 0), x["refunds"].get("D", 0)) for x in r["readings"])
    assert taken == [(4, 1), (5, 0)]
    assert_conserved(r)


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_an_ante_beyond_half_the_limit_holds_what_it_exceeds(library, book):
    r = replay(library, book, _story("A", 6))
    assert (r["status"], r["undecided"]) == ("unsettled", 1), r["answer"]
    assert_conserved(r)


def test_the_age_s_own_ante_within_the_most_is_no_dispute(library):
    r = replay(library, "peel", _story("A", 1))
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"C": 5}, 0)
