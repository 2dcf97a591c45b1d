"""Cards: reading and writing them, and the pack."""
from __future__ import annotations

import doctest

import pytest

from adjudicator.story import cards
from adjudicator.story.cards import JOKER, Card, CardError, full_pack, parse_card, parse_cards

EXPECTED = "ranks A K Q J T (or 10) 9 8 7 6 5 4 3 2, suits S H D C (JK the joker)"


def test_doctests():
    assert doctest.testmod(cards).failed == 0


@pytest.mark.parametrize("text,rank,suit", [
    ("AS", 14, "S"), ("kd", 13, "D"), ("10h", 10, "H"), ("TH", 10, "H"), ("2c", 2, "C"),
    ("Q♦", 12, "D"), ("j♣", 11, "C"), ("9♠", 9, "S"), (" 7♥ ", 7, "H"),
])
def test_parse_card_reads_every_spelling(text, rank, suit):
    assert parse_card(text) == Card(rank, suit)


def test_the_joker_is_a_distinct_card():
    assert parse_card("JK") is JOKER or parse_card("jk") == JOKER
    assert str(JOKER) == "JK" and JOKER.is_joker
    assert all(not c.is_joker for c in full_pack())
    assert JOKER not in full_pack() and JOKER in full_pack(joker=True)


@pytest.mark.parametrize("bad", ["1X", "AX", "11S", "S", "", "A", "KK", "JOKERS", "10"])
def test_parse_card_refuses_what_is_not_a_card(bad):
    with pytest.raises(CardError) as exc:
        parse_card(bad)
    assert str(exc.value) == f"{bad.strip()!r} is not a card: {EXPECTED}"
    assert isinstance(exc.value, ValueError)


def test_parse_cards_splits_on_spaces_and_commas():
    assert [str(c) for c in parse_cards("AS KD, 7C  7H,2S")] == ["AS", "KD", "7C", "7H", "2S"]


def test_str_reads_back():
    for card in full_pack(joker=True):
        assert parse_card(str(card)) == card


def test_card_is_frozen_and_hashable():
    card = Card(14, "S")
    with pytest.raises(AttributeError):
        card.rank = 2  # type: ignore[misc]
    assert len({Card(14, "S"), Card(14, "S"), JOKER}) == 2


@pytest.mark.parametrize("rank,suit", [(1, "S"), (15, "S"), (10, "X"), (0, "S")])
def test_card_refuses_impossible_values(rank, suit):
    with pytest.raises(CardError):
        Card(rank, suit)


def test_full_pack_holds_each_card_once():
    pack = full_pack()
    assert len(pack) == 52 == len(set(pack))
    assert len(full_pack(joker=True)) == 53
