"""A club's own order of the hands, laid over its base book's, is cited where it decides the
show: never the base book's paragraph that places the hands the other way (an audit of house
books found a flush over a full, by the club's order, cited on Keller's "A full hand beats a
flush", ch3/order-of-hands/7). Where no club reorders them, each hand's own paragraph is cited.
"""
from __future__ import annotations

import pytest

from adjudicator.law.library import Library
from replay import assert_conserved, replay

CLUB = """
book: {id: CLUB, title: T, author: The Committee, year: 2026, source: house rules,
       extends: BASE}
laws:
  - id: CLUB:1
    title: The flush above the full
    page: 1
    kind: rule
    text: A flush shall beat a full hand.
    provides:
      hand.ranking: [straight_flush, fours, flush, full, straight, threes, two_pairs, pair,
                     high_card]
"""

SHOW = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - ante: A
  - deal: {A: "KS KH KD 4C 4H", B: "2S 5S 8S TS QS", C: "3C 5D 7H 9C JD", D: "2H 3H 6D 8C 9D"}
  - bet: {player: B, amount: 2}
  - fold: C
  - fold: D
  - call: A
  - show: {B: "2S 5S 8S TS QS", A: "KS KH KD 4C 4H"}
"""
FULL_OVER_FLUSH = {"keller": ("keller:ch3/order-of-hands/7", "keller:ch3/order-of-hands/6"),
                   "standard": ("standard:object/rank/4", "standard:object/rank/5")}


@pytest.fixture(scope="module")
def clubs(tmp_path_factory) -> Library:
    folder = tmp_path_factory.mktemp("clubs")
    for base in FULL_OVER_FLUSH:
        (folder / f"{base}-club.yaml").write_text(
            CLUB.replace("CLUB", f"{base}-club").replace("BASE", base), encoding="utf-8")
    return Library.open([str(folder)])


def _weighed(ruling: dict) -> list[str]:
    return [law for s in ruling["steps"] if " beats " in s["finding"] for law in s["laws"]]


@pytest.mark.parametrize("base", sorted(FULL_OVER_FLUSH))
def test_a_club_s_order_of_the_hands_is_cited_where_it_decides(clubs, base):
    club = replay(clubs, f"{base}-club", SHOW)
    assert club["awards"] == {"B": 4}  # the flush, by the club's order
    assert _weighed(club) == [f"{base}-club:1"]
    assert not set(FULL_OVER_FLUSH[base]) & {c["id"] for c in club["citations"]}
    assert_conserved(club)


@pytest.mark.parametrize("base", sorted(FULL_OVER_FLUSH))
def test_the_book_s_own_order_cites_each_hand_s_paragraph(clubs, base):
    book = replay(clubs, base, SHOW)
    assert book["awards"] == {"A": 4}
    assert sorted(_weighed(book)) == sorted(FULL_OVER_FLUSH[base])
