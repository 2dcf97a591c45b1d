"""The dealer, who serves himself last, is held to the law of the draw as every player is:
Peel 36, "Before drawing any card or cards, a player shall make his stake equal to the
highest stake on the table"; it names no consequence, and the general law of one who does
not stake in his turn does (54: he "shall ... retire from the game, and shall forfeit his
stake"). Schenck rules 7 likewise ("or else abandon what he has already put in"). Before,
the dealer's own draw was never asked whether he had made good first."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

# A, the age, raises after D, the dealer, has called; B and C make good, D does not, and every
# player draws; after the draw each calls A's bet, and D's aces-kings are the best hand shown
STORY = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10, phase: before_draw}
events:
  - bet: {player: B, amount: 2}
  - call: C
  - call: D
  - raise: {player: A, by: 2}
  - call: B
  - call: C
""" + "".join(f"  - discard: {{player: {p}, count: 3}}\n  - draw: {{player: {p}, given: 3}}\n"
              for p in "ABCD") + """\
  - bet: {player: A, amount: 2}
  - call: B
  - call: C
  - call: D
  - show: {A: "AS AH 5D 4C 2S", B: "KS KH 9D 5C 3S", C: "QS QH 8D 6C 3C", D: "AC AD KD 4H 2H"}
"""


@pytest.mark.parametrize("book, law", [("peel", "peel:54"), ("schenck", "schenck:rules/7")])
def test_the_dealer_who_draws_short_retires_and_the_best_hand_left_takes_the_pool(
        library, book, law):
    r = replay(library, book, STORY)
    assert r["retired"].get("D") == law
    assert (r["status"], r["awards"]) == ("settled", {"A": 24})
    drew = [s["finding"] for s in r["steps"] if s["event"] == 13]
    assert any("D draws without making his stake equal to the highest" in f for f in drew)
    assert_conserved(r)


def test_keller_whose_draw_asks_no_making_good_first_lets_the_dealer_draw(library):
    r = replay(library, "keller", STORY)
    assert "D" not in r["retired"]
