"""A straddle beyond the most the book allows. Peel 22: "The ante shall not be straddled by a
player, or by successive players, to an amount exceeding one-half the limit"; Keller: the
straddling "may be continued in turn towards the left until one-half of the limit of the
game is reached". Both forbid it; neither says what becomes of the chips put up for it. So
they are neither lost nor a stake anyone must meet: they are in the pool, no straddle, and
held on the book's silence, read as staying in the pool or as going back to him."""
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
    # B's 4 are what he put into the pool, no straddle: the table's level is A's ante
    assert r["refunds"] == {} and r["awards"] == {} and r["stakes"] == {"A": 2, "B": 4}
    assert [s["point"] for s in r["silent"]] == ["straddle.beyond-most"]
    gives = sorted((x["carried"], x["refunds"].get("B", 0)) for x in r["readings"])
    assert gives == [(2, 4), (6, 0)]  # they go back to B, or they stay in the pool


def test_the_refused_straddle_is_no_stake_a_later_player_must_meet(library):
    """Cal's 12 beyond Peel's half of 20 are no straddle: Dan, next, meets Bob's 2, not 12."""
    r = replay(library, "peel", """title: t
table: {players: [Ann, Bob, Cal, Dan], dealer: Dan, ante: 1, limit: 20}
events:
  - ante: Ann
  - straddle: Bob
  - straddle: {player: Cal, amount: 12}
  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}
  - call: Dan
""")
    assert r["stakes"]["Dan"] == 2 and r["stakes"]["Bob"] == 2
    assert r["pot"] == 1 + 2 + 12 + 2 and r["undecided"] == 12


def test_a_straddle_within_half_the_limit_holds_nothing(library):
    # Peel's straddle of double the ante, 2 on an ante of 1, within half the limit of 6
    r = replay(library, "peel", CASE.replace("amount: 4", "amount: 2").replace(
        "ante: 2, limit: 6", "ante: 1, limit: 6"))
    assert (r["pot"], r["carried"], r["undecided"]) == (3, 3, 0) and r["silent"] == []


def test_a_refused_straddler_who_wins_has_the_same_chips_either_way_and_nothing_is_held(library):
    """B's 4 beyond Peel's half of 6 stay in the pool or go back to him; he has the first say
    all the same (23), opens for double the ante (25), and his kings take the pool at the
    show. Staying, he wins his 4 with the rest; going back, he has them back: the same 20
    chips either way, so the silence moves no chip and holds none."""
    r = replay(library, "peel", CASE + """  - bet: {player: B, amount: 4}
  - call: C
  - call: D
  - call: A
  - show: {A: "QS QH 9D 9C 3S", B: "KS KH KD 7C 2S", C: "JS JH 8D 8C 4S",
           D: "TS TH 7D 7S 5S"}
""")
    # A's ante and call, B's straddle and bet, C's and D's calls
    assert (r["status"], r["pot"], r["undecided"]) == ("settled", 2 + 2 + 4 + 4 + 4 + 4, 0)
    assert r["awards"].get("B", 0) + r["refunds"].get("B", 0) == 20


def test_a_straddle_under_a_book_without_one_is_no_ante_at_a_misdeal(library):
    """The Standard laws have no law of straddling; at a misdeal "any ante placed in the pot
    remains there" (irregularities, misdeal 1): A's ante of 1. B's 2 put up as a straddle
    are no ante of theirs, and "no chips once placed in the pot may be removed" is said of
    correcting a betting irregularity: what a misdeal does with them the laws leave open,
    and they are held, read as staying or going back. The deal is a misdeal all the same."""
    r = replay(library, "standard", """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - straddle: {player: B, amount: 2}
  - shuffle: D
  - no_cut: C
  - notice: {what: no_cut, by: B}
  - deal: {A: 5, B: 5, C: 5, D: 5}
""")
    assert (r["status"], r["carried"], r["undecided"], r["refunds"]) == ("misdeal", 1, 2, {})
    gives = sorted((x["carried"], x["refunds"].get("B", 0)) for x in r["readings"])
    assert gives == [(1, 2), (3, 0)]
    assert "standard:irregularities/misdeal/1" in [c["id"] for c in r["citations"]]


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_a_straddle_beyond_the_most_puts_up_no_more_than_he_has(library, book):
    # B has 3: his 4 is refused by the law, and only his 3 can be held on the silence (an
    # empty stack once put up 4 that were never there, and the pool did not add up)
    r = replay(library, book, CASE.replace("limit: 6}", "limit: 6, stacks: {B: 3}}"))
    assert (r["pot"], r["carried"], r["undecided"]) == (5, 2, 3)
    assert r["stakes"] == {"A": 2, "B": 3}
    r = replay(library, book, CASE.replace("limit: 6}", "limit: 6, stacks: {B: 0}}"))
    assert (r["pot"], r["carried"], r["undecided"]) == (2, 2, 0) and "B" not in r["stakes"]
