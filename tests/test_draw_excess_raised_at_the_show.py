"""Keller /7, p. 26: "Should the dealer give to any player more cards than the latter has
demanded, and should the player discover and announce this fact before lifting his cards
from the board, the dealer must withdraw the superfluous cards ... But if the player lift his
cards from the board before announcing to the dealer that a mistake has been made, he must
retire from the game for that hand." A hand shown was lifted from the board: an excess
nobody announced is found, at the end of the story, after he raised the cards, never before
(an audit's story). A card taken back before he raised them puts his hand right and moves no
chip: the pool goes by the law that gives it."""
from __future__ import annotations

from replay import answered, assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - cut: C
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - fold: D
  - fold: A
  - discard: {player: B, count: 3}
  - draw: {player: B, asked: 2, given: 3}
  - discard: {player: C, count: 1}
  - draw: {player: C, asked: 1, given: 1}
  - bet: {player: B, amount: 5}
"""
SHOWN = STORY + """  - call: C
  - show: {B: "AS AH 9D 4C 3D", C: "QS QH 8D 8C 4D"}
"""


def test_an_excess_nobody_announced_is_found_after_a_hand_shown_was_raised(library):
    r = replay(library, "keller", SHOWN)
    assert (r["status"], r["awards"]) == ("settled", {"C": 15})
    found = [s for s in r["steps"] if any(p.startswith("draw.excess") for p in s.get("points", []))]
    assert [s["points"] for s in found] == [["draw.excess.after-lift"]]
    assert found[0]["laws"] == ["keller:ch4/discard-and-draw/7"]
    assert_conserved(r)


def test_a_card_taken_back_before_the_cards_were_raised_gives_no_share(library):
    r, answer = answered(library, STORY + "  - fold: C\n", "keller")
    assert (r["status"], r["awards"]) == ("settled", {"B": 10})
    assert [law for share in answer.shares for law in share.laws] == [
        "keller:ch4/betting-after-the-draw/7"]   # "he wins the pool", not the law of the draw
