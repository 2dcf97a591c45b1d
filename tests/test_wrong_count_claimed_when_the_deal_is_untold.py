"""A wrong number of cards claimed in a story begun after the draw: the story tells no deal, so
the ruling may not say "every player was dealt 5" (an audit of the whole story); it says the
deal is not told, and the pool goes by the hands the show tells."""
from __future__ import annotations

import pytest

from replay import replay

STORY = """\
title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "AS AH 7D 7C 3S", B: "KH JH 8H 5H 2H"}
  - notice: {what: wrong_count, by: A}
"""


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_a_wrong_count_claimed_with_no_deal_told_invents_no_deal(library, book):
    r = replay(library, book, STORY)
    said = [s["finding"] for s in r["steps"] if s["event"] == 5]
    assert not any("was dealt" in x for x in said), said
    assert any("the story does not tell the deal" in x for x in said), said
    # B's flush beats A's two pairs (Peel 65; Keller's order of the hands)
    assert (r["status"], r["awards"]) == ("settled", {"B": 19})


def test_a_wrong_count_claimed_where_the_deal_is_told_says_what_it_dealt(library):
    told = STORY.replace("phase: after_draw, pot: 9", "ante: 1").replace(
        "events:\n", "events:\n  - deal: {A: 5, B: 5, C: 5}\n")
    r = replay(library, "peel", told)
    assert any("every player was dealt 5" in s["finding"] for s in r["steps"])
