"""The order of the draw. Keller: "discarding and drawing must be done in turn"; Peel 34,
"The first player to the left of the dealer shall have first draw". A player served before
one who discarded ahead of him is said so, on that law, never "as the book allows" (a new
user's: C, served before B, was found lawful on the very law of the turn); no law names a
consequence, and the draw stands as made."""
from __future__ import annotations

import pytest

from replay import replay

CASE = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - ante: A
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - fold: D
  - fold: A
  - discard: {player: B, count: 3}
  - discard: {player: C, count: 2}
  - draw: {player: C, asked: 2, given: 2}
  - draw: {player: B, asked: 3, given: 3}
"""


@pytest.mark.parametrize("book,law", [("keller", "keller:ch4/discard-and-draw/1"),
                                      ("peel", "peel:34")])
def test_a_draw_served_before_his_turn_is_said_on_the_law_of_the_turn(library, book, law):
    r = replay(library, book, CASE)
    at = [s for s in r["steps"] if s["event"] == 9]
    assert [s["finding"].split(":")[0] for s in at] == [
        "C is given his draw before B, who discarded ahead of him and whose turn to draw "
        "came first"]
    assert law in at[0]["laws"] and "as the book allows" not in at[0]["finding"]
    in_turn = replay(library, book, CASE.replace(
        "  - draw: {player: C, asked: 2, given: 2}\n  - draw: {player: B, asked: 3, given: 3}\n",
        "  - draw: {player: B, asked: 3, given: 3}\n  - draw: {player: C, asked: 2, given: 2}\n"))
    assert not any("before his turn" in s["finding"] or "his draw before" in s["finding"]
                   for s in in_turn["steps"])
