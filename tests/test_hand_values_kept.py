"""A hand is valued once under the same laws, and its show ordered once (hands/value.py,
hands/showdown.py keep them): what is kept must be what the laws give afresh. The joker is
what its holder names it, so two hands of the same cards with the joker named otherwise are
two hands, though a card is equal to a card by rank and suit alone; and what is kept stays
bounded, however many hands a batch shows."""
from __future__ import annotations

from itertools import combinations, islice
from pathlib import Path

from adjudicator.hands import showdown as shows
from adjudicator.hands import value as values
from adjudicator.hands.handlaws import HandRules
from adjudicator.hands.showdown import showdown
from adjudicator.hands.value import evaluate
from adjudicator.law.circumstances import Context
from adjudicator.law.library import Library, load_topics
from adjudicator.story.cards import full_pack, parse_cards

FIXTURES = Path(__file__).parent / "fixtures" / "rulebooks"


def _wild() -> HandRules:
    """The fixture book's laws with wild cards agreed (the joker may be named any card),
    read anew: nothing kept from another test."""
    book = Library([FIXTURES], load_topics()).book("level")
    return HandRules.of(book, Context(agreed=frozenset({"wild-cards"})))


def test_a_joker_named_otherwise_is_another_hand_though_its_cards_are_equal():
    rules = _wild()
    nines = parse_cards("9S 9H 9D 4C JK=9C")  # named a fourth nine: four of a kind
    fours = parse_cards("9S 9H 9D 4C JK=4S")  # named a four: a full house
    assert nines == fours  # a card is the same card by rank and suit, whatever its name
    first, second = evaluate(nines, rules), evaluate(fours, rules)
    assert (first.category, second.category) == ("fours", "full")
    # and again, from what was kept: each as its name makes it
    assert evaluate(fours, rules).category == "full"
    assert evaluate(nines, rules).category == "fours"
    shown = showdown({"A": fours, "B": parse_cards("TS TH TD 2C 2S")}, rules)
    assert shown.order == [["B"], ["A"]]  # tens full beat nines full
    assert showdown({"A": nines, "B": parse_cards("TS TH TD 2C 2S")}, rules).order == \
        [["A"], ["B"]]  # four nines beat a full house


def test_a_kept_value_is_the_value_made_afresh():
    kept = _wild()
    pack = [c for c in full_pack() if c.rank]
    for i in range(0, 45, 3):
        hand = tuple(pack[i:i + 5])
        assert evaluate(hand, kept) == evaluate(hand, kept) == evaluate(hand, _wild())


def test_what_is_kept_stays_bounded_however_many_hands():
    rules = _wild()
    made = 0
    for hand in islice(combinations([c for c in full_pack() if c.rank], 5), 5000):
        evaluate(hand, rules)
        showdown({"A": hand}, rules)
        made += 1
    assert made > values._KEPT and made > shows._KEPT  # more hands than are kept
    assert len(rules.__dict__["_values"]) <= values._KEPT
    assert len(rules.__dict__["_shows"]) <= shows._KEPT
