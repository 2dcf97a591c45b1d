"""A wild card the table agreed under a book with no law of it (issue 33): what the joker
stands for the book does not say, but where every card it could stand for leaves the same
hand the best, the point decides no chip; where some reading changes the winner, the pool
is held."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

SHOW = """
title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 15, limit: 5, agreed: [joker]}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "%s", B: "%s"}
"""


def _points(r: dict, decisive: bool) -> list[str]:
    return [s["point"] for s in r["silent"] if s["decisive"] is decisive]


@pytest.mark.parametrize("book", ["schenck", "published-decision"])
def test_four_kings_and_the_joker_beat_a_full_whatever_it_stands_for(library, book):
    # fours beat a full in the book's order (Schenck hands/1-3; the decision takes Keller's)
    r = replay(library, book, SHOW % ("KS KH KD KC JK", "QS QH QD 9C 9S"))
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"A": 25}, 0)
    assert "joker.counts-as" in _points(r, False) and not _points(r, True)
    assert_conserved(r)


def test_with_no_five_of_a_kind_four_deuces_and_the_joker_lose_to_four_aces(library):
    # Schenck knows no five of a kind: at most A holds four deuces, and "fours" go by rank
    r = replay(library, "schenck", SHOW % ("2S 2H 2D 2C JK", "AS AH AD AC KS"))
    assert (r["status"], r["awards"]) == ("settled", {"B": 25})
    assert "schenck:rules/18" in [c["id"] for c in r["citations"]]


def test_a_name_the_book_does_not_bind_him_to_is_no_reading_of_it(library):
    # A calls the joker a seven; counted as another card, his two sevens lose to two aces:
    # the readings part, and the pool is held on the book's silence
    r = replay(library, "schenck", SHOW % ("7D 7C 2S 3H JK=7S", "AH AS 4D 5C 9S"))
    assert (r["status"], r["undecided"]) == ("unsettled", 25)
    assert _points(r, True) == ["joker.counts-as"]


def test_where_the_readings_part_the_pool_is_held(library):
    # the joker as a king gives A kings against B's queens; as anything else, B wins
    r = replay(library, "schenck", SHOW % ("JK KH 9D 7C 3S", "QS QD 9C 7S 3H"))
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 25)
    # read at the two bounds of what the joker may count as: at its face value (the least it
    # may) B's queens win; at its best, a king, A's kings win; every count between is one
    # of these, and the answer names both, never a count nobody at the table made
    read = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert [x["assume"][0]["point"] for x in r["readings"]] == ["counts.A", "counts.A"]
    assert read == {"at-its-least": {"B": 25}, "at-its-best": {"A": 25}}
    assert "as the table played it" not in r["answer"]
    assert "A's joker counts at its face value, B takes 25" in r["answer"]
    assert_conserved(r)
