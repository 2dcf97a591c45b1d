"""A straddle that is not the player's to make. Peel 21: "The right to straddle shall belong
to the player to the left of ante"; Keller gives it to the player at the age's left. Another
player's straddle is none, and neither book says what becomes of the chips he put up for it:
they are never lost (an attacker's dispute: they vanished from the pool), but held on the
book's silence, read as staying in the pool or as going back to him."""
from __future__ import annotations

import pytest

from replay import CASEBOOK, assert_conserved, replay, rule_file

CASE = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - ante: A
  - straddle: {player: C, amount: 2}
  - deal: {A: 5, B: 5, C: 5, D: 5}
"""


@pytest.mark.parametrize("book,law", [("peel", "peel:21"),
                                      ("keller", "keller:ch4/the-straddle/1")])
def test_the_chips_of_a_straddle_not_his_to_make_are_held_not_lost(library, book, law):
    r = replay(library, book, CASE)
    said = [s for s in r["steps"] if s["event"] == 2]
    assert any(law in s["laws"] and "the right is B's" in s["finding"] for s in said), said
    # every chip put up: A's 1 stays in the pool, C's 2 are held on the silence
    assert (r["pot"], r["carried"], r["undecided"]) == (3, 1, 2)
    assert r["stakes"] == {"A": 1, "C": 2} and r["refunds"] == {}
    assert [s["point"] for s in r["silent"]] == ["straddle.not-his"]
    gives = sorted((x["carried"], x["refunds"].get("C", 0)) for x in r["readings"])
    assert gives == [(1, 2), (3, 0)]  # they go back to C, or they stay in the pool
    assert_conserved(r)


def test_the_casebook_holds_only_the_chips_of_the_straddle_not_his(library):
    path = CASEBOOK / "betting-and-show" / "straddle-not-his-to-make.yaml"
    for book in ("peel", "keller"):
        r = rule_file(library, path, book)
        assert (r["awards"], r["undecided"]) == ({"Bob": 3}, 2)
        by = {x["assume"][0]["reading"]: (x["awards"], x["refunds"]) for x in r["readings"]}
        assert by == {"stays": ({"Bob": 5}, {}), "returned": ({"Bob": 3}, {"Cal": 2})}


NOBODY_OPENS = """\
title: Cal straddles where the straddle is Bob's, and nobody opens
table: {players: [Ann, Bob, Cal, Dan], dealer: Dan, ante: 1, limit: 10}
events:
  - ante: Ann
  - straddle: {player: Cal, amount: 2}
  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}
  - fold: Bob
  - fold: Cal
  - fold: Dan
  - fold: Ann
"""


def test_a_straddle_not_his_is_held_though_nobody_opens(library):
    # Peel 21: "If he does not straddle, no other player shall do so"; 29 keeps in the pool
    # "the ante and straddles, if any" of a game nobody opens, and Cal's 2 is no straddle:
    # whether they stay or go back the book does not say (a historian's report: all 3 were
    # carried to the jack pot, nothing held)
    r = replay(library, "peel", NOBODY_OPENS)
    assert (r["status"], r["carried"], r["undecided"]) == ("passed", 1, 2)
    # his pass forfeits no stake, and the 2 held are said apart from it
    assert "Cal passes: he had staked nothing (the 2 he put up are no stake of his), and is " \
        "out of the game" in [s["finding"] for s in r["steps"]]
    assert {tuple(sorted(x["refunds"].items())) for x in r["readings"]} == {(), (("Cal", 2),)}
    assert_conserved(r)


def test_peel_s_straddles_end_with_the_dealer(library):
    # Peel 21: "the succeeding players shall have, in turn from right to left, and ending with
    # the dealer, the right to increase the straddle": Ann, the ante-man, straddling after Dan,
    # the dealer, makes no straddle of hers; her 5 are held (a historian's report: ruled a
    # straddle in order)
    story = CASE.replace("  - straddle: {player: C, amount: 2}\n",
                         "  - straddle: {player: B, amount: 2}\n  - straddle: {player: C, "
                         "amount: 3}\n  - straddle: {player: D, amount: 4}\n  - straddle: "
                         "{player: A, amount: 5}\n")
    r = replay(library, "peel", story)
    assert (r["status"], r["carried"], r["undecided"]) == ("continues", 10, 5)
    assert any("peel:21" in s["laws"] and "end with the dealer" in s["finding"]
               for s in r["steps"] if s["event"] == 5)
    assert_conserved(r)


@pytest.mark.parametrize("book,law", [("peel", "peel:terms/33"),
                                      ("keller", "keller:ch2/technical-terms/straddle")])
def test_a_straddle_told_after_the_deal_is_late_and_made_in_his_say(library, book, law):
    # "To double the initial stake made by ante in every game before the cards are dealt"
    # (Peel); "To place in the pool before the deal" (Keller): B's straddle after the deal is
    # late, with no consequence set; put up in his own say, the first after the deal, it
    # passes the say on, and C's call is in turn (an auditor's find: "C passes out of turn
    # (the turn was B's)")
    from replay import CASEBOOK, findings, laws_at, rule_file

    r = rule_file(library, CASEBOOK / "deal-and-draw" / "straddle-put-up-after-the-deal.yaml",
                  book)
    assert "straddles only after the cards were dealt" in findings(r)
    assert law in laws_at(r, 3)
    assert "out of turn" not in findings(r)
    assert (r["status"], r["pot"]) == ("continues", 6)
