"""The case format: "The winner taking in the pot is `take_in` (the laws that run 'before the
pot has been taken in' stop there); a hand mucked after it is the next deal's matter." A's
hand, never shown and not told, holds the pool whether or not the dealer mucks it after B took
the pool in (an audit found the muck after the taking in settled it for B)."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {B: "AS AH 7D 7C 3S"}
  - take_in: B
"""


@pytest.mark.parametrize("book", ["peel", "keller", "standard"])
def test_a_muck_after_the_taking_in_changes_nothing(library, book):
    told = replay(library, book, STORY)
    mucked = replay(library, book, STORY + "  - muck: A\n")
    assert (mucked["status"], mucked["awards"], mucked["undecided"]) == \
        (told["status"], told["awards"], told["undecided"]) == ("unsettled", {}, 19)
    assert "hand" in [m["fact"] for m in mucked["missing"]]
    assert_conserved(mucked)
