"""Peel's blaze: "an additional hand which consists of five court cards ... The relative values
of two or more blaze hands are fixed by the highest card, a hand containing ace or aces being
best" (mods/2, p. 41); the glossary: "A hand consisting of five court cards" (terms/6). The ace
is no court card, yet the paragraph gives a blaze holding aces a place: the book is torn, and
a hand of aces and court cards is read both ways where the pool turns on it. Keller's blaze
"consists of five court cards", and no more."""
from __future__ import annotations

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 15, limit: 5, agreed: [blaze]}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "%s", B: "%s"}
"""
ACE_AND_COURT = "AS KH QD JC JS"      # a blaze if the ace counts; else a pair of knaves
TWO_PAIRS = "9S 9H 5D 5C 2S"


def test_an_ace_among_court_cards_is_read_both_ways_where_the_pool_turns_on_it(library):
    r = replay(library, "peel", STORY % (ACE_AND_COURT, TWO_PAIRS))
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 25)
    read = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert read == {"peel:mods/2": {"A": 25}, "peel:terms/6": {"B": 25}}
    assert {x["assume"][0]["point"] for x in r["readings"]} == {"law.blaze.ace"}
    assert_conserved(r)


def test_five_court_cards_are_a_blaze_however_it_is_read(library):
    r = replay(library, "peel", STORY % ("KS KH QD JC JS", TWO_PAIRS))
    assert (r["status"], r["awards"]) == ("settled", {"A": 25})


def test_where_both_readings_lose_nothing_is_held(library):
    # three treys beat a blaze ("beaten by triplets") and a pair of knaves alike
    r = replay(library, "peel", STORY % (ACE_AND_COURT, "3S 3H 3D 9C 2S"))
    assert (r["status"], r["awards"]) == ("settled", {"B": 25})


def test_kellers_blaze_is_five_court_cards_only(library):
    r = replay(library, "keller", STORY % (ACE_AND_COURT, TWO_PAIRS))
    assert (r["status"], r["awards"]) == ("settled", {"B": 25})
