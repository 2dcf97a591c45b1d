"""An order of the hands the players agreed before play, which the book has no law of: where
it changes who holds the best hand, whether the agreement sets aside the book's order is read
both ways and the part held, never ruled as if it had not been agreed and called a point that
"changes nothing" (an audit's stories). Peel's own law settles it: "These rules shall be
binding on all players, unless a departure from them has been agreed upon unanimously before
play begins" (81): the agreed order binds (a later audit found Peel called silent on it).
Keller, who reports the usages (ch3/the-straight/1, /2), rules them by his own laws. A hand
agreed (a skip straight) made with a joker its holder named is read as the natural one is."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 15, limit: 5, agreed: [%s]}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "%s", B: "%s"}
"""
# triplets against a straight; a straight flush against a flush higher at its top card
THREES = ("threes-over-straights", "7S 7H 7D 9C 4D", "9S TH JD QC KS", "A", "B")
NO_STRAIGHTS = ("no-straights", "9S TS JS QS KS", "AC KC 9C 7C 3C", "B", "A")


@pytest.mark.parametrize("book", ["schenck", "standard"])
@pytest.mark.parametrize("departure, a, b, binds, book_order", [THREES, NO_STRAIGHTS])
def test_an_agreed_order_the_book_does_not_know_holds_the_part_it_decides(
        library, book, departure, a, b, binds, book_order):
    r = replay(library, book, STORY % (departure, a, b))
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 25)
    read = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert read == {"binds": {binds: 25}, "book-order": {book_order: 25}}
    assert {x["assume"][0]["point"] for x in r["readings"]} == {f"agreed-order.{departure}"}
    assert "changes nothing" not in " ".join(s["detail"] for s in r["silent"])
    assert_conserved(r)


@pytest.mark.parametrize("departure, a, b, binds, book_order", [THREES, NO_STRAIGHTS])
def test_peel_81_makes_the_agreed_order_bind(library, departure, a, b, binds, book_order):
    r = replay(library, "peel", STORY % (departure, a, b))
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {binds: 25}, 0)
    assert "peel:81" in {c["id"] for c in r["citations"]}
    assert r["answer"].startswith(f"{binds} takes 25 (peel:59)")  # the show gives the pool
    assert_conserved(r)


def test_threes_over_a_sequence_in_the_order_peel_81_binds_cite_it(library):
    # the agreed order ranks threes over the sequence, and law 81 binds it: why A's hand is
    # the best rests on that law, and the answer says so
    departure, a, b, _, _ = THREES
    r = replay(library, "peel", STORY % (departure, a, b))
    assert r["answer"] == ("A takes 25 (peel:59): A's threes (sevens) beat B's sequence (nine "
                           "to king) (peel:81).")
    (beaten,) = [s for s in r["steps"] if " beat " in s["finding"]]
    assert beaten["laws"] == ["peel:81"]


@pytest.mark.parametrize("departure, a, b, binds, book_order", [THREES, NO_STRAIGHTS])
def test_keller_rules_the_agreed_order_by_his_own_law(library, departure, a, b, binds,
                                                      book_order):
    r = replay(library, "keller", STORY % (departure, a, b))
    assert (r["status"], r["awards"]) == ("settled", {binds: 25})


def test_an_agreed_order_that_changes_no_best_hand_holds_nothing(library):
    # A's flush beats B's straight in either order: nothing turns on the agreement
    r = replay(library, "peel", STORY % ("threes-over-straights", "2H 5H 7H 9H JH",
                                         "9S TH JD QC KS"))
    assert (r["status"], r["awards"]) == ("settled", {"A": 25})


@pytest.mark.parametrize("book", ["keller", "standard", "schenck"])
def test_a_skip_straight_made_with_a_named_joker_is_read_as_the_natural_one_is(library, book):
    # the casebook's skip straight of natural cards is held on agreed.skip-straight under
    # these books; named the jack of spades, the joker makes the same hand (Keller's
    # ch12/the-joker/1: "at liberty to call it anything he pleases")
    story = STORY.replace("agreed: [%s]", "agreed: [joker, skip-straight]") % (
        "3S 5H 7D 9C JK=JS", "QS QH QD 4C 2D")
    r = replay(library, book, story)
    assert (r["status"], r["undecided"]) == ("unsettled", 25)
    read = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert read == {"binds": {"A": 25}, "book-order": {"B": 25}}


def test_cards_that_make_both_a_blaze_and_threes_are_a_blaze_where_the_blaze_beats(library):
    # Keller's blaze "beats two pairs" and is ranked against threes by no law: read so that
    # it beats them, B's queens full of court cards (Q-Q-Q-K-J) are a blaze too, and two
    # blazes "are not provided for": the pool stays held in that reading, not A's
    story = STORY.replace("agreed: [%s]", "agreed: [blaze]") % ("KS KD QS JD JH",
                                                                "QC QD QH KC JC")
    r = replay(library, "keller", story)
    read = {x["assume"][0]["reading"]: (x["awards"], x["undecided"]) for x in r["readings"]}
    assert read == {"beats": ({}, 25), "is-beaten": ({"B": 25}, 0)}
