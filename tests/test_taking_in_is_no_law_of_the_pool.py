"""The Standard laws' showdown/2: "The player with the winning hand takes in the pot. (If a
player begins to take in the pot even though he does not have the winning hand, a player with
a better hand must protect himself by promptly objecting.)" Taking in the pot is a claim,
weighed at the division: it gives no share by itself, and the answer names the law that
does. B, the last left in, takes the pot "without showing any of his cards" (showdown/4),
though A, who dropped, lays down a better hand and objects (an audit's story): A "cannot win
the pot regardless of what may later occur" (betting/1.a)."""
from __future__ import annotations

from replay import answered

STORY = """
title: t
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 9, limit: 5}
events:
  - bet: {player: B, amount: 5}
  - fold: C
  - fold: A
  - show: {A: "AS AH AD 9D 5S"}
  - take_in: B
  - notice: {what: claim, by: A}
"""


def test_the_last_left_in_takes_the_pot_on_the_law_of_the_last_left_in(library):
    r, answer = answered(library, STORY, "standard")
    assert (r["status"], r["awards"]) == ("settled", {"B": 14})
    assert [law for share in answer.shares for law in share.laws] == ["standard:showdown/4"]
