"""A book's own pack: the joker and the departures that change it, the cards `hand` accepts,
and the hands `census` counts."""
from __future__ import annotations


def test_census_with_the_joker_and_no_straights_counts_the_53_card_pack(library):
    from adjudicator.hands.census import census_of

    v = census_of(library.book("keller"), ["joker", "no-straights"])
    assert v["pack"] == 53 and v["hands"] == sum(v["counts"].values()) == 2_869_685  # 53C5
    assert v["counts"]["straight"] == v["counts"]["straight_flush"] == 0
