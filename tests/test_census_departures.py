"""The census of a house book, and of every departure a book knows (issue 13)."""
from __future__ import annotations

import itertools
from collections import Counter
from pathlib import Path

import pytest

from adjudicator.story.cards import full_pack
from adjudicator.hands.census import census_of, count_hands
from adjudicator.hands.handlaws import HandRules
from adjudicator.hands.value import evaluate
from adjudicator.law.library import Library
from adjudicator.law.circumstances import Context

HOUSE = Path(__file__).parent / "fixtures" / "house"
# the departures each published book knows (a `when: agreed` of one of its hand laws)
KNOWN = {"peel": ("blaze", "skip-straight", "joker"),
         "keller": ("blaze", "joker", "no-straights", "threes-over-straights"),
         "standard": ("wild-cards", "joker", "bug"), "schenck": ()}


@pytest.fixture(scope="module")
def house() -> Library:
    return Library.open([str(HOUSE)])


def _sets(known):
    singles = [(d,) for d in known]
    return [()] + singles + list(itertools.combinations(known, 2))


@pytest.mark.parametrize("book,agreed", [(b, a) for b, known in KNOWN.items()
                                         for a in _sets(known)])
def test_every_departure_a_book_knows_is_counted(library, book, agreed):
    view = census_of(library.book(book), list(agreed))
    assert sum(view["counts"].values()) == view["hands"]
    assert not [s for s in view["silent"] if s["point"].startswith("agreed ")]


def test_keller_with_the_joker_and_no_straights_is_counted(library):
    # issue 13: this crashed with a TypeError comparing a sequence's top with None
    view = census_of(library.book("keller"), ["joker", "no-straights"])
    assert view["pack"] == 53 and view["hands"] == 2869685
    assert view["counts"]["straight"] == view["counts"]["straight_flush"] == 0
    assert view["ranked"][0] == "five_of_a_kind"      # no straight flush above it to doubt
    assert view["laws"]["hand.ranking"] == ["keller:ch3/the-straight/1"]


def test_keller_with_the_joker_and_no_straights_agrees_with_enumeration(library):
    rules = HandRules.of(library.book("keller"), Context(agreed=frozenset(
        ("joker", "no-straights"))))
    ranks = (14, 2, 3, 4, 5)
    pack = [c for c in full_pack(joker=True) if c.is_joker or c.rank in ranks]
    seen = Counter(evaluate(h, rules).category for h in itertools.combinations(pack, 5))
    census = count_hands(rules, ranks)
    assert {c: n for c, n in seen.items() if n} == {c: n for c, n in census.counts.items() if n}


def test_a_book_that_does_not_know_a_departure_says_so(library):
    view = census_of(library.book("schenck"), ["joker"])
    assert "agreed joker" in [s["point"] for s in view["silent"]]
    assert view["pack"] == 52                   # Schenck's pack holds no joker


def test_keller_leaves_five_of_a_kind_unranked_against_the_straight_flush(library):
    view = census_of(library.book("keller"), ["joker"])
    assert "five-of-a-kind.ranks-below" in [s["point"] for s in view["silent"]]
    assert view["counts"]["five_of_a_kind"] == 13


def test_a_house_book_is_counted_under_its_own_laws_beside_its_bases_tables(house):
    view = census_of(house.book("keller-club"), ["joker"])
    assert view["house_rules"]["extends"] == ["keller"]
    assert view["laws"]["five-of-a-kind.ranks-above"] == ["keller-club:1"]
    assert view["laws"]["joker.counts-as"] == ["keller:ch12/the-joker/1"]
    assert view["ranked"][0] == "five_of_a_kind"
    assert "five-of-a-kind.ranks-below" not in [s["point"] for s in view["silent"]]
    assert "keller:ch11/hoffman-1879" in [t["id"] for t in view["tables"]]


def test_the_example_club_counts_ten_to_ace_sequences(library_with_examples):
    # peel-club:1 lets the ace end a sequence, so the club counts Hoffman's 10,200
    # sequences where Peel (law 71) counts 9,180
    club = census_of(library_with_examples.book("peel-club"), [])
    peel = census_of(library_with_examples.book("peel"), [])
    assert (club["counts"]["straight"], peel["counts"]["straight"]) == (10200, 9180)
    assert club["laws"]["sequence.ace"] == ["peel-club:1"]


def test_census_command_for_a_house_book(cli):
    run = cli("census", "--book", "keller-club", "--rulebooks", str(HOUSE), "--agreed",
              "joker,no-straights")
    assert run.code == 0, run.err
    assert "A house book: it extends keller" in run.out and "2,869,685" in run.out


def test_hand_command_takes_departures_for_a_house_book(cli):
    run = cli("hand", "AS AH AD AC JK", "9S TS JS QS KS", "--book", "keller-club",
              "--rulebooks", str(HOUSE), "--agreed", "joker", "--format", "json")
    assert run.code == 0, run.err
    assert run.json()["order"] == [["A"], ["B"]]


def test_standard_counts_the_quite_usual_53_card_pack_with_the_joker_wild(library):
    # standard:cards/wild-cards/1 governs the joker agreed as it governs wild cards
    from tests.test_census import WILD_JOKER

    view = census_of(library.book("standard"), ["joker"])
    assert view["counts"] == WILD_JOKER and view["hands"] == 2869685
    assert view["laws"]["joker.counts-as"] == ["standard:cards/wild-cards/1"]
    assert view["ranked"][0] == "five_of_a_kind"
