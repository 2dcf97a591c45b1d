"""Round the corner: queen, king, ace, two, three. Every book puts the ace at one end of a
sequence or the other, never between the king and the two (Peel 71: "nor shall it be an
intermediate card between a king and a two"; Keller's straight: "King, Queen, Ace, Two, Three
is not a straight"; Schenck: "below a deuce or above a king"; the Standard laws: "high in the
sequence A-K-Q-J-10 or low in the sequence 5-4-3-2-A"). The hand is no sequence, and the
finding that weighs it cites the book's law of the ace, which is why."""
from __future__ import annotations

import pytest

from replay import CASEBOOK, rule_file

CASE = CASEBOOK / "hands" / "round-the-corner-is-no-sequence.yaml"
ACE = {"peel": "peel:71", "keller": "keller:ch3/order-of-hands/5",
       "schenck": "schenck:hands/5", "standard": "standard:object/rank/6"}


@pytest.mark.parametrize("book", ACE)
def test_a_sequence_round_the_corner_is_no_sequence_by_the_law_of_the_ace(library, book):
    r = rule_file(library, CASE, book)
    assert (r["status"], r["awards"]) == ("settled", {"B": 10})  # B's fours beat ace high
    [weighed] = [s for s in r["steps"] if "A-K-Q-3-2" in s["finding"]]
    assert "sequence" not in weighed["finding"].split("beats")[1].lower()
    assert ACE[book] in weighed["laws"]


def test_a_run_with_the_ace_at_an_end_is_not_round_the_corner():
    from adjudicator.hands.shapes import _round_the_corner

    assert _round_the_corner((14, 13, 12, 3, 2)) and _round_the_corner((14, 13, 4, 3, 2))
    assert _round_the_corner((14, 13, 12, 11, 2))
    assert not _round_the_corner((14, 13, 12, 11, 10))  # ace high
    assert not _round_the_corner((14, 5, 4, 3, 2))      # ace low
    assert not _round_the_corner((14, 13, 9, 3, 2))
