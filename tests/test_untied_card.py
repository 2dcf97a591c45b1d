"""Peel's law 75: "the player whose hand contains the card highest in value which is not tied
by a card of similar value in another competing hand, shall be held to have the best hand";
law 69 says it of flushes, once none is in hearts ("not tied by a card of equal value in
another flush hand"). Every competing hand is weighed at once, read literally (law 77): of
three, two that tie above the third lose to the highest card only one holds. Keller, Schenck
and the Standard laws go on to the next card of the hands tied, two by two."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 15, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - call: C
  - show: {A: "%s", B: "%s", C: "%s"}
"""
# A and B tie at the ace and king; C's queen is the highest card no other hand holds (his
# deuce is tied by B's); of A and B alone, B's eight beats A's seven
NO_PAIR = ("AS KS 7D 5C 3H", "AH KD 8C 4S 2D", "QC JH 9S 6D 2C")


def test_the_highest_card_no_other_hand_ties_wins_under_peel(library):
    r = replay(library, "peel", STORY % NO_PAIR)
    assert (r["status"], r["awards"]) == ("settled", {"C": 30})
    show = next(s for s in r["steps"] if "ties.high_card" in s.get("points", []))
    assert show["laws"] == ["peel:75"] and "whose queen no other hand ties" in show["finding"]
    assert_conserved(r)


@pytest.mark.parametrize("book, law", [("keller", "keller:ch3/order-of-hands/10"),
                                       ("schenck", "schenck:hands/9"),
                                       ("standard", "standard:showdown/breaking-ties/6")])
def test_the_other_books_go_on_to_the_next_card_of_the_hands_tied(library, book, law):
    r = replay(library, book, STORY % NO_PAIR)
    assert (r["status"], r["awards"]) == ("settled", {"B": 30})
    assert law in {c["id"] for c in r["citations"]}


def test_two_hands_are_weighed_card_by_card(library):
    story = STORY.replace("  - call: C\n", "  - fold: C\n")
    r = replay(library, "peel", story % NO_PAIR)
    assert (r["status"], r["awards"]) == ("settled", {"B": 25})


def test_flushes_none_in_hearts_are_weighed_at_once_and_hearts_first(library):
    flushes = ("AS KS 7S 5S 3S", "AD KD 8D 4D 2D", "QC JC 9C 6C 2C")
    r = replay(library, "peel", STORY % flushes)
    show = [c["id"] for c in r["citations"] if c["id"] != r["next"].get("law")]  # not Peel 18
    assert (r["awards"], show[-1]) == ({"C": 30}, "peel:69")
    hearts = ("AH KH 7H 5H 3H",) + flushes[1:]   # "a flush in hearts shall be held the best"
    assert replay(library, "peel", STORY % hearts)["awards"] == {"A": 30}


def test_each_pot_is_weighed_among_the_hands_that_compete_for_it(library):
    # B is all in for 4: the main pot of 15 is contested by all three, and C's queen is the
    # highest card untied among them; the 12 beyond it by A and C alone, card by card
    story = """
title: t
table: {players: [A, B, C], dealer: A, betting: table-stakes, phase: after_draw, pot: 3,
        stacks: {A: 20, B: 4, C: 20}}
events:
  - bet: {player: C, amount: 10}
  - call: A
  - all_in: B
  - show: {A: "AS KS 7D 5C 3H", C: "AH KD 8C 4S 2D", B: "QC JH 9S 6D 2C"}
"""
    r = replay(library, "peel", story)
    assert (r["status"], r["awards"]) == ("settled", {"B": 15, "C": 12})
    assert replay(library, "keller", story)["awards"] == {"C": 27}
    assert_conserved(r)


def test_where_every_card_is_tied_the_law_names_no_hand_and_the_pool_is_held(library):
    # every rank of the four hands is held by two of them, and no two are the same: law 75
    # names no best hand, and law 76 divides only hands "identical in value"
    story = """
title: t
table: {players: [A, B, C, D], dealer: B, phase: after_draw, pot: 20, limit: 5}
events:
  - bet: {player: D, amount: 5}
  - call: A
  - call: B
  - call: C
  - show: {A: "KS QH 9D 7C 5S", B: "KH QD 9C 7S 4H", C: "JS 8H 5D 4C 3S", D: "JH 8D 5C 4S 3H"}
"""
    r = replay(library, "peel", story)
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 40)
    assert "ties.high_card" in {s["point"] for s in r["silent"]}
    assert replay(library, "keller", story)["awards"] == {"A": 40}
    assert_conserved(r)
