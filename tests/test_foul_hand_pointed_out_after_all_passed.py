"""A player every other passed to, his hand foul: pointed out once they have passed, he takes
nothing, as when the story ends with it unpointed-out. Keller the deal /5: "the player holding
the foul hand must retire from the game for that deal"; betting after the draw /9 gives the pool
to the one "betting against this foul hand", and nobody is; Peel 13 and 63 alike. An audit of
Keller's laws found him retired, said to have no part in the pool, and given all of it: the
notice left him better off than silence."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

STORY = """title: t
table: {players: [A, B, C, D], dealer: D, phase: after_draw, pot: 12, limit: 10}
events:
  - deal: {A: 5, B: 6, C: 5, D: 5}
  - lift: B
  - bet: {player: B, amount: 5}
  - fold: C
  - fold: D
  - fold: A
"""


@pytest.mark.parametrize("book,law", [("keller", "keller:ch4/the-deal/5"), ("peel", "peel:13")])
def test_pointed_out_after_all_passed_he_takes_nothing(library, book, law):
    told = replay(library, book, STORY + "  - notice: {what: foul_hand, by: C}\n")
    found = replay(library, book, STORY)  # found at the end of the story
    assert (told["status"], told["awards"], told["undecided"]) == ("unsettled", {}, 17)
    assert (told["status"], told["awards"], told["undecided"]) == \
        (found["status"], found["awards"], found["undecided"])
    assert told["retired"]["B"] == law
    assert "no hand is left in" in told["answer"] or any(
        "no hand is left in" in s["finding"] for s in told["steps"])
    assert_conserved(told)
