"""A hand laid down at the show by a player already out of the deal, that beats a winner's:
the ruling says so, on the law that put him out, and gives him nothing (a new user's dispute:
B, misled by A's miscall, threw up his hand, and the ruling passed his better cards over)."""
from __future__ import annotations

import pytest

from replay import replay

CASE = """title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - miscall: {player: A, called: a flush}
  - fold: B
  - show: {A: "AH KH 9H 6H 2C", B: "8S 8D 5C 5H 3S"}
"""


@pytest.mark.parametrize("book,law", [("peel", "peel:27"),
                                      ("keller", "keller:ch4/betting-after-the-draw/8")])
def test_a_better_hand_laid_down_by_one_out_is_said_and_takes_nothing(library, book, law):
    r = replay(library, book, CASE)
    assert r["awards"] == {"A": 19}
    said = [s for s in r["steps"] if s["finding"].startswith("B's hand, laid down though")]
    assert len(said) == 1 and "beats what A held" in said[0]["finding"]
    assert law in said[0]["laws"]


def test_a_worse_hand_laid_down_by_one_out_is_not_said_to_beat(library):
    worse = CASE.replace('B: "8S 8D 5C 5H 3S"', 'B: "8S 7D 5C 4H 2S"')
    r = replay(library, "peel", worse)
    assert not any("laid down though" in s["finding"] for s in r["steps"])
