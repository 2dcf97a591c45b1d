"""A hand still in at the show whose cards the show does not tell, where the deal told them
and he drew none (a historian's report): the tool knows his hand. Beaten by a hand shown, it
takes nothing whether he showed it or not, and nothing is held; beating the hands shown, the
pool turns on whether he showed it, and the fact named says so."""
from __future__ import annotations

import pytest

STORY = """\
title: both stand pat; A shows, B's hand not told at the show
table: {players: [A, B], dealer: B, limit: 5}
events:
  - deal: {A: "AS AH 7D 7C 3S", B: "%s"}
  - bet: {player: B, amount: 1}
  - call: A
  - draw: {player: A, given: 0}
  - draw: {player: B, given: 0}
  - bet: {player: A, amount: 5}
  - call: B
  - show: {A: "AS AH 7D 7C 3S"}
"""


@pytest.mark.parametrize("book", ["peel", "keller", "schenck", "standard"])
def test_a_hand_the_deal_told_and_beaten_by_the_hand_shown_holds_nothing(cli, tmp_path, book):
    # B's two kings, dealt him and kept, cannot beat A's two pairs, shown: "the highest hand
    # wins the pool" (Schenck rules/18), whether B showed his or not
    case = tmp_path / "case.yaml"
    case.write_text(STORY % "KS KH 2D 4C 5D")
    r = cli("rule", str(case), "--book", book, "--format", "json").json()
    assert (r["status"], r["awards"], r["undecided"], r["missing"]) == (
        "settled", {"A": 12}, 0, [])


def test_a_hand_the_deal_told_that_beats_the_hand_shown_turns_on_whether_he_showed_it(
        cli, tmp_path):
    case = tmp_path / "case.yaml"
    case.write_text(STORY % "KS KH KD 4C 5D")
    r = cli("rule", str(case), "--book", "schenck", "--format", "json").json()
    assert (r["status"], r["undecided"]) == ("unsettled", 12)
    (fact,) = r["missing"]
    assert fact["open"] == "hand.B" and "whether he showed it" in fact["detail"]
    assert "KS KH KD 4C 5D" in fact["detail"]
