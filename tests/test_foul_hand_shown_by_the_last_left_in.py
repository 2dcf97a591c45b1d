"""The Standard laws: "If at any stage of the game every player but one has dropped, the latter
takes the pot without showing any of his cards" (showdown/4). That a hand of six cards cannot
win is their law of the showdown, "When the bets have been equalized in the last betting
interval" (showdown/1, read with object/1), a general law that never reaches a pool taken
unshown: the last left in keeps it, though he lays down six cards after (an audit's story).
Schenck has no law of a foul hand at all. Peel's law 64 does reach it: "If any player be found
to have a foul hand at the end of the game, he shall forfeit his stake"."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 9, limit: 5}
events:
  - bet: {player: B, amount: 5}
  - fold: C
  - fold: A
  - show: {B: "AS AH AD 9D 5S 4C"}
"""


@pytest.mark.parametrize("book, law", [("standard", "standard:showdown/4"),
                                       ("schenck", "schenck:rules/19")])
def test_the_last_left_in_keeps_the_pool_he_took_unshown(library, book, law):
    r = replay(library, book, STORY)
    assert (r["status"], r["awards"]) == ("settled", {"B": 14})
    assert law in {c["id"] for c in r["citations"]}
    assert_conserved(r)


def test_peels_foul_hand_at_the_end_of_the_game_reaches_him(library):
    r = replay(library, "peel", STORY)
    assert r["awards"] == {} and r["undecided"] == 14
    assert "peel:64" in {c["id"] for c in r["citations"]}
