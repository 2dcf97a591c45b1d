"""Who deals next is named on the book's law, and cited: Peel 18 "the player to the left of
the last dealer shall be the dealer in the next game", Keller "The deal must go round the
table in rotation from right to left" (the deal, 7), the Standard laws "The turn to deal ...
pass[es] from player to player to the left" (sequence/rotation/1). An audit of dead law found
these laws never cited, though every ruling named the next dealer. Schenck names "the next
dealer" but not who he is: silent, and nobody is named."""
from __future__ import annotations

import pytest

from pathlib import Path

from replay import cited, replay, rule_file

ROOT = Path(__file__).resolve().parent.parent

# D deals; A, at his left, is the ante-man; B bets and nobody calls
STORY = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - ante: A
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - fold: C
  - fold: D
  - fold: A
"""


@pytest.mark.parametrize("book, law", [("peel", "peel:18"),
                                       ("keller", "keller:ch4/the-deal/7"),
                                       ("standard", "standard:sequence/rotation/1")])
def test_the_player_to_the_left_of_the_last_dealer_deals_next_on_the_book_s_law(
        library, book, law):
    r = replay(library, book, STORY)
    assert r["status"] == "settled"
    # the case seats each player after the one at his right, round the table: A is at D's left
    assert (r["next"]["dealer"], r["next"].get("law")) == ("A", law)
    assert law in cited(r) and law in [c["id"] for c in r["citations"]]


def test_a_book_that_names_no_next_dealer_names_nobody_and_cites_nothing(library):
    r = replay(library, "schenck", STORY)
    assert r["next"]["dealer"] is None and "law" not in r["next"]
    assert "deal.rotation" in [s["point"] for s in r["silent"]]


def test_the_next_dealer_line_cites_the_law(cli, tmp_path):
    case = tmp_path / "next.yaml"
    case.write_text(STORY, encoding="utf-8")
    out = cli("rule", str(case), "--book", "peel").out
    assert "Next: A deals next (peel:18)." in out
    assert "peel:18 (p. 49)" in out  # quoted among the laws


def test_a_misdeal_names_its_redealer_on_the_misdeal_s_own_law(library, cli, tmp_path):
    # a card faced in the pack before the deal was finished: "it is a misdeal, and there
    # shall be a new deal by the same dealer" (Peel 10): named on that law, not on Peel 18
    case = ROOT / "cases" / "deal-and-draw" / "misdeal-in-a-jack-pot.yaml"
    r = rule_file(library, case, "peel")
    assert (r["status"], r["next"]["redeal_by"], r["next"].get("law")) == ("misdeal", "D",
                                                                          "peel:10")
    assert "peel:10" in [c["id"] for c in r["citations"]]
    assert "Next: D deals the new hand (peel:10)" in cli("rule", str(case), "--book", "peel").out


def test_a_misdeal_s_own_law_names_its_redealer_whatever_ends_the_deal_after_it(library, cli):
    # Peel 12: a wrong count announced "is a misdeal, and there shall be a new deal by the
    # same dealer"; B's bet before it stays in the pool (55, 56), a law of the stakes, which
    # names no dealer: the redealer is still named on 12 (it was named on 8, the uncut pack)
    case = ROOT / "cases" / "deal-and-draw" / "wrong-count-announced-after-the-first-bet.yaml"
    r = rule_file(library, case, "peel")
    assert (r["status"], r["next"]["redeal_by"], r["next"]["law"]) == ("misdeal", "D",
                                                                      "peel:12")
    assert "Next: D deals the new hand (peel:12)" in cli("rule", str(case), "--book", "peel").out
    # the Standard laws, an uncut pack with bets beyond the ante held: every reading is a
    # misdeal dealt by A on misdeal/1 ("In the event of a misdeal, the next dealer in turn
    # deals"), not on the rotation of an ordinary deal
    case = ROOT / "cases" / "deal-and-draw" / "uncut-pack-after-the-ante-and-a-straddle.yaml"
    r = rule_file(library, case, "standard")
    assert (r["status"], r["next"]["redeal_by"], r["next"]["law"]) == (
        "misdeal", "A", "standard:irregularities/misdeal/1")
