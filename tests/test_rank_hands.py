"""The public API for scripts: ``adjudicator.rank_hands`` (issue 13)."""
from __future__ import annotations

import doctest
import subprocess
import sys

import pytest

import adjudicator
from adjudicator.story.cards import parse_cards
from adjudicator.errors import InputError


def test_kings_full_beat_sevens_full_under_the_standard_laws():
    r = adjudicator.rank_hands("standard", {"Ann": "KS KH KD 2C 2D", "Bob": "7S 7H 7D 3C 3D"})
    assert r["order"] == [["Ann"], ["Bob"]]
    assert [h["player"] for h in r["hands"]] == ["Ann", "Bob"]
    assert r["hands"][0]["name"] == "full house" and r["hands"][0]["place"] == 1
    assert r["findings"][0]["laws"] == ["standard:showdown/breaking-ties/3"]
    assert r["silent"] == []


def test_a_tie_is_one_place_shared(library):
    # identical straights in other suits divide under Keller (ch3/order-of-hands/11)
    r = adjudicator.rank_hands(library.book("keller"),
                               ["9S TC JD QS KC", "9C TS JS QD KD", "2S 2H 5D 7C 9H"])
    assert r["order"] == [["A", "B"], ["C"]]
    assert [h["place"] for h in r["hands"]] == [1, 1, 2]
    assert any("keller:ch3/order-of-hands/11" in f["laws"] for f in r["findings"])


def test_departures_are_agreed_per_call():
    hands = {"A": "2S 2H 2D 2C JK", "B": "AS AH AD AC KS"}
    assert adjudicator.rank_hands("keller", hands, agreed=["joker"])["order"] == [["A"], ["B"]]
    plain = adjudicator.rank_hands("keller", hands)
    assert plain["order"] == [["B"]] and plain["hands"][1]["unranked"]


def test_a_silence_is_reported_not_decided():
    r = adjudicator.rank_hands("keller", {"A": "AS AH AD AC JK", "B": "9S TS JS QS KS"},
                               agreed=("joker",))
    assert r["order"] == [["B", "A"]]          # level: neither is said to beat the other
    assert "five-of-a-kind.ranks-below" in [s["point"] for s in r["silent"]]


def test_cards_may_be_card_objects_or_texts():
    r = adjudicator.rank_hands("peel", {"X": parse_cards("KS KD 7H 5C 3D"),
                                        "Y": ["JK", "KH", "7C", "5S", "3H"]}, agreed=["joker"])
    assert r["order"] == [["Y"], ["X"]]                      # peel:mods/3
    assert "peel:mods/3" in r["findings"][0]["laws"]


@pytest.mark.parametrize("hands,message", [
    (["AS KS QS JS"], "is 4 cards"),
    (["AS KS QS JS TS", "AS 2H 3D 4C 6S"], "AS is in A's hand and B's"),
    (["AS KS QS JS 1X"], "'1X' is not a card"),
    (["AS"], "'AS' is 1 card: write"),                        # not "1 cards"
    (["AS AS QS JS TS"], "AS is twice in A's hand"),          # not "in A's hand and A's"
])
def test_bad_hands_raise_input_error(hands, message):
    with pytest.raises(InputError, match=message):
        adjudicator.rank_hands("standard", hands)


def test_an_unknown_departure_is_refused():
    # said as --agreed says it, with the nearest departure
    with pytest.raises(InputError, match="agreed: unknown departure 'jokers'.*did you mean joker"):
        adjudicator.rank_hands("standard", ["AS KS QS JS TS"], agreed=["jokers"])


def test_the_module_examples_hold():
    import adjudicator.hands.ranking

    assert doctest.testmod(adjudicator.hands.ranking).failed == 0


def test_rank_hands_is_exported_lazily():
    code = ("import sys, adjudicator; assert 'adjudicator.hands.ranking' not in sys.modules; "
            "assert 'rank_hands' in adjudicator.__all__; adjudicator.rank_hands; "
            "assert 'adjudicator.hands.ranking' in sys.modules")
    subprocess.run([sys.executable, "-c", code], check=True)


def test_a_blaze_agreed_that_the_book_does_not_know_is_ordered_both_ways_as_rule_reads_it():
    """Schenck knows no blaze (his hands are those of schenck:hands/*): a blaze agreed before
    play is an open point, as `rule` reads it (agreed.blaze): if the agreement binds, A's
    blaze (kings, queen, jacks: all court cards) comes first; by Schenck's own order his two
    pairs lose to B's aces up (schenck:ties/2). Peel knows the blaze (peel:mods/2): no
    open point, A's blaze first."""
    hands = {"A": "KS KH QD JC JS", "B": "AS AH 2D 2C 3S"}
    r = adjudicator.rank_hands("schenck", hands, agreed=["blaze"])
    assert r["order"] == [["B"], ["A"]]
    (point,) = r["open_points"]
    assert point["point"] == "agreed.blaze"
    assert {x["reading"]: x["order"] for x in point["readings"]} == {
        "binds": [["A"], ["B"]], "book-order": [["B"], ["A"]]}
    peel = adjudicator.rank_hands("peel", hands, agreed=["blaze"])
    assert peel["order"] == [["A"], ["B"]] and peel["open_points"] == []
