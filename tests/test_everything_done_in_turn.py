"""Keller's "most important general rule in poker: Everything must be done in turn" (ch. IV,
betting before the draw /1) and Schenck's "no one going in, making good, increasing the ante,
or betting, except in turn" (rules /9) are general laws of their books: a bet made out of turn
counts at its maker's turn, and the turn goes back to the player it passed over. Neither book
is silent on what follows (an audit of the books' silences: both were read both ways, "the act
out of turn stands" among them)."""
from __future__ import annotations

from pathlib import Path

import pytest

from replay import replay

LAW = {"keller": "keller:ch4/betting-before-the-draw/1", "schenck": "schenck:rules/9"}


def _ruled(library, book: str, case: str) -> dict:
    return replay(library, book, Path("cases", case).read_text(encoding="utf-8"))


@pytest.mark.parametrize("book", ["keller", "schenck"])
def test_a_raise_out_of_turn_waits_for_its_makers_turn_by_the_general_law(library, book):
    # D raises out of turn over C: the turn reverts to C (never "the act stands"); what D's
    # chips beyond a call are at his turn the book does not say, and only that is read
    r = _ruled(library, book, "betting-and-show/raise-out-of-turn-stands-or-reverts.yaml")
    reverts = [s for s in r["steps"] if LAW[book] in s["laws"] and "turn reverts" in s["finding"]]
    assert reverts and all(s["rung"] == "general" for s in reverts)
    read = {a["point"] for x in r["readings"] for a in x["assume"]}
    assert read == {"silent.betting.out-of-turn.excess"}
    assert not any(s["point"] == "betting.out-of-turn" for s in r["silent"])
    # C's kings beat every hand: 16 of the pool, and his own 3, are his however D's 3 are read
    assert (r["awards"], r["refunds"], r["undecided"]) == ({"C": 16}, {"C": 3}, 9)


def test_a_short_all_in_made_out_of_turn_leaves_nothing_held_under_keller(library):
    # A's bet out of turn waits for his turn; C's full house beats every hand in both pots
    # (Keller p. 29): C takes all fifty
    r = _ruled(library, "keller", "readings/short-all-in-beaten-by-every-hand.yaml")
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("settled", {"C": 50}, {}, 0)
