"""The order of the draw: Peel 34 ("The first player to the left of the dealer shall have first
draw"), 35; Keller /1 ("discarding and drawing must be done in turn, beginning with the age");
Schenck rules/11 ("each player in turn"). A player who discards and is served before one
whose turn comes first, and who discards later in the story, acts out of turn: said so on the
law of the order, which names no consequence, never "as the book allows" (an audit's story).
One who never discards stood pat, and the next draws in his turn."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay_said

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
  - discard: {player: C, count: 2}
  - draw: {player: C, asked: 2, given: 2}
%s  - bet: {player: B, amount: 5}
  - call: C
  - show: {B: "AS AH 9D 4C 3D", C: "QS QH 8D 8C 4D"}
"""
B_LATER = """  - discard: {player: B, count: 1}
  - draw: {player: B, asked: 1, given: 1}
"""
ORDER = {"peel": "peel:34", "keller": "keller:ch4/discard-and-draw/1",
         "schenck": "schenck:rules/11"}


@pytest.mark.parametrize("book", sorted(ORDER))
def test_a_discard_and_draw_ahead_of_the_players_turn_is_out_of_turn(library, book):
    r, steps = replay_said(library, book, STORY % B_LATER)
    at = {s.event: s for s in steps if s.event in (7, 8)}
    assert (at[7].kind, at[8].kind) == ("draw.discards-before-his-turn",
                                        "draw.served-ahead-of-his-turn")
    assert at[7].params["before"] == at[8].params["before"] == "B"
    assert ORDER[book] in at[7].laws and ORDER[book] in at[8].laws
    assert r["awards"] == {"C": 15}
    assert_conserved(r)


@pytest.mark.parametrize("book", sorted(ORDER))
def test_one_who_never_discards_stood_pat_and_the_next_draws_in_turn(library, book):
    _, steps = replay_said(library, book, STORY % "")
    kinds = {s.kind for s in steps if s.event in (7, 8)}
    assert not kinds & {"draw.discards-before-his-turn", "draw.served-ahead-of-his-turn"}
