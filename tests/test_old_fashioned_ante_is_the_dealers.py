"""The old-fashioned game agreed, the dealer puts up the ante (Keller ch8/the-old-fashioned-game/2:
"The dealer opens the hand by putting up a fixed ante before dealing"): who put it up is a fact
of the table that agreed the game, whatever the book. A book with no law of the game decides
what becomes of it by its own laws: Peel lets a departure agreed before play bind (81), and
the dealer's ante is the ante; Schenck gives the ante to the age (rules/4) and no remedy for
another seat's, so the 2 stands or goes back to the dealer, read both ways, and the chips the
readings put apart are held; the Standard laws name nobody who antes. Never are the dealer's
chips said to be the age's."""
from __future__ import annotations

from replay import assert_conserved, replay_said

ALL_PASS = """
title: t
table: {players: [A, B, C], dealer: C, ante: 2, agreed: [old-fashioned]}
events:
  - deal: {A: 5, B: 5, C: 5}
  - pass: B
  - pass: C
  - pass: A
"""


def _ante_steps(steps):
    return [s for s in steps if s.kind and s.kind.startswith("ante.")]


def test_under_schenck_the_dealers_ante_stands_or_goes_back_to_him(library):
    r, steps = replay_said(library, "schenck", ALL_PASS)
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 2)
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["ante.not-his"]
    kinds = [s.kind for s in _ante_steps(steps)]
    assert kinds[:2] == ["ante.agreed-seat-antes", "ante.put-up-by-another-seat"]
    assert _ante_steps(steps)[0].params["player"] == "C"
    assert "ante.puts-up-ante" not in kinds  # A is never said to put it up
    readings = {o["assume"][0]["reading"]: o for o in r["readings"]}
    assert readings["stand"]["awards"] == {"A": 2}  # A, the last left in (rules/19)
    assert readings["go-back"]["refunds"] == {"C": 2}
    assert_conserved(r)


def test_under_peel_the_agreement_binds_and_the_dealers_ante_is_the_ante(library):
    r, steps = replay_said(library, "peel", ALL_PASS)
    assert (r["status"], r["carried"], r["stakes"]) == ("passed", 2, {"C": 2})
    bind = [s for s in steps if s.kind == "ante.agreed-ante-binds"]
    assert bind and bind[0].laws == ["peel:81"]
    assert "ante.put-up-by-another-seat" not in {s.kind for s in steps}


def test_under_the_standard_laws_the_dealers_ante_goes_to_the_last_left_in(library):
    r, steps = replay_said(library, "standard", ALL_PASS)
    assert (r["status"], r["awards"], r["stakes"]["C"]) == ("settled", {"A": 2}, 2)
    assert [s.params["player"] for s in _ante_steps(steps)] == ["C"]


def test_keller_which_has_the_game_is_unchanged(library):
    r, steps = replay_said(library, "keller", ALL_PASS)
    assert (r["status"], r["undecided"], r["stakes"]["C"]) == ("unsettled", 2, 2)
    assert [s.kind for s in _ante_steps(steps)] == ["ante.puts-up-ante", "ante.no-bet"]
