"""A wild card the table agreed under a book with no law of it (Schenck, the published
decision): what it stands for the book does not say, and where every card it could stand for
leaves the same hands the best, the ruling says "whatever card the joker stands for, A's hand
is beaten". The hand is then never described as holding a card nobody named: A named the joker
a deuce (`JK=2`), and the hand is not "the joker as the ace of spades" but "whatever the joker
stands for". Under a book that values the joker (Keller) his name still counts."""
from __future__ import annotations

import pytest

from replay import answered, rule_file_said

CASE = "cases/hands/four-deuces-and-the-joker-against-four-aces.yaml"


@pytest.mark.parametrize("book", ["schenck", "published-decision"])
def test_the_beaten_hand_names_no_card_for_the_joker(library, book):
    r, answer = answered(library, CASE, book)
    assert r["awards"] == {"B": 25}
    [beaten] = answer.beaten
    [hand] = beaten.beaten  # "A's fours (deuces; ...)"
    assert hand.startswith("A's") and "whatever the joker stands for" in hand
    assert "spades" not in hand and "the joker as" not in hand
    _, steps = rule_file_said(library, CASE, book)
    shown = [s for s in steps if s.kind == "wild.however-counted"]
    assert shown and shown[0].params["player"] == "A"


def test_keller_counts_the_name_he_gave(library):
    r, answer = answered(library, CASE, "keller")
    assert r["awards"] == {"A": 25}
