"""Peel, modifications /3: "The joker is a higher card ... than the actual card whose name it
takes, i.e. a joker which is called the king of spades is better than the real king of
spades." Its holder calls it (joker.counts-as: called by the holder): called the king of
clubs, it outranks the real king of clubs, which nobody holds; against the kings of spades
and diamonds the hands are of identical value and share the pool (law 76). Called the king
of spades, it outranks the real one B holds (an audit found the joker winning whatever it
was called)."""
from __future__ import annotations

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 3, limit: 5, agreed: [joker]}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "KH JK=NAME 7D 4C 2S", B: "KS KD 7C 4D 2H"}
"""


def test_a_joker_called_a_card_nobody_holds_outranks_nothing(library):
    r = replay(library, "peel", STORY.replace("NAME", "KC"))
    assert r["awards"] == {"A": 6, "B": 6} and "peel:76" in r["answer"]
    assert_conserved(r)


def test_a_joker_called_the_card_the_other_holds_outranks_it(library):
    r = replay(library, "peel", STORY.replace("NAME", "KS"))
    assert r["awards"] == {"A": 13}
