"""A bet of all a player has before him is no all-in where the story has him borrow later:
Peel 62 ("If a player borrow money to raise, he shall borrow to call") and Keller p. 29 ("If a
player borrows to raise, however, he must also borrow to call") make borrowing lawful, and the
betting ends only "When the bets of all the players are equal" (Peel 59). Raised, he borrows
and calls in his turn: his call counts, and the best hand takes the whole pool; it was ruled a
show for less, and his borrowed call chips left to the worse hand (an audit's story)."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay
from test_betting import BORROW

STORY = """
title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 6, limit: 20,
        stacks: {A: 10, B: 100, C: 100}}
events:
  - bet: {player: A, amount: 10}
  - raise: {player: B, by: 20}
  - fold: C
%s  - show: {A: "KS KH KD 7C 2S", B: "QS QH 9D 9C 3S"}
"""


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_raised_he_borrows_and_calls_and_his_call_counts(library, book):
    r = replay(library, book, STORY % "  - borrow: {player: A, amount: 20}\n  - call: A\n")
    assert (r["status"], r["awards"]) == ("settled", {"A": 66})
    assert_conserved(r)


def test_with_no_borrow_told_he_shows_for_what_he_put_up(library):
    # Peel 60: "If a player's bet be raised, and such player have not funds to call the
    # raise, he may ... demand a show for the amount of his funds"
    r = replay(library, "peel", STORY % "")
    assert (r["status"], r["awards"]) == ("settled", {"A": 26, "B": 20})


# A has 20, borrows 20 to raise, and goes all in with the 5 left when B raises again
BORROWED_TO_RAISE = BORROW.replace("  - call: A\n", "  - all_in: A\n")


@pytest.mark.parametrize("book,law,out", [
    ("peel", "peel:62", "peel:54"),
    ("keller", "keller:ch4/betting-after-the-draw/11", "keller:ch4/betting-after-the-draw/4")])
def test_one_who_borrowed_to_raise_and_goes_all_in_short_has_no_show(library, book, law, out):
    # Peel 62, "If a player borrow money to raise, he shall borrow to call": he puts up the 5
    # he has, borrowing nothing, so no chip is made up for him (an audit's story: he was
    # counted as calling the whole 20, and took 122 of the 107 chips there were), and he
    # has no show for less: staking less than the preceding player, he retires (Peel 54)
    r = replay(library, book, BORROWED_TO_RAISE)
    assert r["stakes"] == {"A": 40, "B": 55} and r["pot"] == 107
    assert (r["status"], r["awards"], r["retired"]["A"]) == ("settled", {"B": 107}, out)
    assert any(law in s["laws"] and "he puts up only what he has" in s["finding"]
               for s in r["steps"])
    assert_conserved(r)
