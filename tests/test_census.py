"""The census: every hand of the pack counted under a book's laws, and the printed tables."""
from __future__ import annotations

import itertools
import re
from collections import Counter
from pathlib import Path

import pytest

from adjudicator.story.cards import full_pack
from adjudicator.hands.census import BASE, census_of, count_hands
from adjudicator.hands.handlaws import HandRules
from adjudicator.hands.value import evaluate
from adjudicator.law.library import Library, load_topics
from adjudicator.cli.render import Format, Listing, render
from adjudicator.law.circumstances import Context

FIXTURES = Path(__file__).parent / "fixtures" / "rulebooks"

HOFFMAN = {"straight_flush": 40, "fours": 624, "full": 3744, "flush": 5108, "straight": 10200,
           "threes": 54912, "two_pairs": 123552, "pair": 1098240, "high_card": 1302540}
# a 53-card pack whose joker is wholly wild, five of a kind counted
WILD_JOKER = {"five_of_a_kind": 13, "straight_flush": 204, "fours": 3120, "full": 6552,
              "flush": 7804, "straight": 20532, "threes": 137280, "two_pairs": 123552,
              "pair": 1268088, "high_card": 1302540}


def rules_of(library, book, *agreed) -> HandRules:
    return HandRules.of(library.book(book), Context(agreed=frozenset(agreed)))


def test_keller_ch11_hoffman_1879_counts_equal_the_census(library):
    census = count_hands(rules_of(library, "keller"))
    assert census.hands == 2598960
    assert census.counts == HOFFMAN


def test_keller_ch11_the_census_flags_every_printed_difference(library):
    view = census_of(library.book("keller"), [])
    tables = {t["id"]: t for t in view["tables"]}
    hoffman = tables["keller:ch11/hoffman-1879"]
    compared = [c for r in hoffman["rows"] for c in r["columns"] if c["differs"] is not None]
    assert len(compared) >= 9 and not any(c["differs"] for c in compared)
    assert hoffman["total"] == {"printed": 2598960, "computed": 2598960, "differs": False}
    pole = {r["row"]: {c["column"]: c for c in r["columns"]}
            for r in tables["keller:ch11/pole"]["rows"]}
    # Pole prints 64,999 to 1 against a straight flush; 40 in 2,598,960 is 64,973 to 1
    assert pole["straight_flush"]["odds_against"]["differs"] is True
    assert pole["straight_flush"]["odds_against"]["computed"] == "64,973 to 1"
    assert pole["fours"]["odds_against"]["differs"] is False
    assert view["differences"] == sum(c["differs"] is True for t in view["tables"]
                                      for r in t["rows"] for c in r["columns"])


def test_peel_71_the_census_has_36_sequence_flushes_and_9180_sequences(library):
    census = count_hands(rules_of(library, "peel"))
    assert census.counts["straight_flush"] == 36 and census.counts["straight"] == 9180
    # ten to ace, no sequence under law 71, is a flush or a hand of no pair
    assert census.counts["flush"] == 5108 + 4
    assert census.counts["high_card"] == 1302540 + 1020
    assert sum(census.counts.values()) == 2598960


def test_keller_ch12_the_joker_1_census_of_53_cards(library):
    census = count_hands(rules_of(library, "keller", "joker"))
    assert census.pack == 53 and census.hands == 2869685
    assert census.counts == WILD_JOKER


def test_standard_cards_the_bug_1_census(library):
    census = count_hands(rules_of(library, "standard", "bug"))
    assert census.pack == 53 and sum(census.counts.values()) == census.hands == 2869685
    assert census.counts["straight_flush"] == 204 and census.counts["flush"] == 7804
    assert census.counts["straight"] == 20532 and census.counts["high_card"] == 1418964
    assert census.counts["two_pairs"] == 138600 and census.counts["pair"] == 1215024


def test_census_counts_every_base_category_and_the_departures_that_apply(library):
    census = count_hands(rules_of(library, "peel", "blaze", "skip-straight"))
    assert set(census.counts) == set(BASE) | {"blaze", "skip_straight"}
    assert list(census.counts)[:6] == ["straight_flush", "fours", "full", "flush",
                                       "straight", "skip_straight"]
    assert sum(census.counts.values()) == census.hands


# The cross-check: every hand of a sub-pack valued one by one with ``evaluate`` (the joker
# named in every lawful way) against the census's counting by rank patterns.
SUB_PACKS = [
    ("peel", ("blaze", "skip-straight", "joker"), (10, 11, 12, 13, 14)),
    ("peel", ("skip-straight",), (14, 3, 5, 7, 9)),
    ("peel", (), (14, 2, 3, 4, 5, 13)),
    ("keller", ("blaze", "joker"), (10, 11, 12, 13, 14)),
    ("keller", ("threes-over-straights",), (14, 2, 3, 4, 5)),
    ("schenck", (), (10, 11, 12, 13, 14)),
    ("standard", ("wild-cards",), (10, 11, 12, 13, 14)),
    ("standard", ("bug",), (14, 2, 3, 4, 5)),
]


@pytest.mark.parametrize("book,agreed,ranks", SUB_PACKS)
def test_census_equals_enumerating_a_sub_pack(library, book, agreed, ranks):
    rules = rules_of(library, book, *agreed)
    pack = [c for c in full_pack(joker=rules.joker is not None) if c.is_joker or c.rank in ranks]
    seen = Counter(evaluate(h, rules).category for h in itertools.combinations(pack, 5))
    census = count_hands(rules, ranks)
    assert census.hands == sum(seen.values())
    assert {c: n for c, n in seen.items() if n} == {c: n for c, n in census.counts.items() if n}


def test_a_book_silent_on_the_order_counts_every_hand_as_no_pair():
    fixtures = Library([FIXTURES], load_topics())
    rules = HandRules.of(fixtures.book("mute"), Context())
    census = count_hands(rules)
    assert census.counts["high_card"] == census.hands
    view = census_of(fixtures.book("mute"), [])
    assert "hand.ranking" in [s["point"] for s in view["silent"]]


def test_census_command_json(cli):
    run = cli("census", "--book", "keller", "--format", "json")
    assert run.code == 0, run.err
    data = run.json()
    assert data["book"] == "keller" and data["hands"] == 2598960
    assert data["counts"] == HOFFMAN


def test_census_of_the_joker_is_shown_with_its_53_cards(library):
    view = census_of(library.book("keller"), ["joker"])
    assert view["pack"] == 53 and view["hands"] == 2869685
    assert view["counts"]["five_of_a_kind"] == 13


@pytest.mark.parametrize("fmt", list(Listing))
def test_every_format_renders_a_census(library, fmt):
    out = render("census", census_of(library.book("keller"), []), fmt)
    assert "1,098,240" in out.replace("1098240", "1,098,240")
    if fmt != Format.json:
        assert "keller:ch11/pole" in out and "64,999 to 1" in out


def test_census_command_refuses_an_unknown_departure(cli):
    run = cli("census", "--book", "peel", "--agreed", "blazes")
    assert run.code == 2 and "unknown departure 'blazes'" in run.err and "blaze" in run.err


@pytest.mark.parametrize("against,words", [
    (64_973.0, "64,973 to 1"), (2.0, "2 to 1"), (1.37, "14 to 10"), (1.3, "13 to 10"),
    (0.995, "even"), (1.02, "even"), (0.5, "2 to 1 on"), (0.75, "13 to 10 on"), (None, "—")])
def test_odds_are_worded_as_the_books_word_them(against, words):
    """Keller's table prints odds in whole numbers, "64,999 to 1", and the pair's below two
    to one in tenths, "13 to 10" (p. 76); never "0.99 to 1"."""
    from adjudicator.cli.views import odds_words

    assert odds_words(against) == words


def test_the_census_says_no_odds_below_one_to_one_as_a_fraction(cli):
    out = cli("census", "--book", "keller").out
    assert "to 1" in out and not re.search(r"\b0\.\d+ to 1\b|\d\.\d\d to 1", out)
    assert re.search(r"One Pair +1,098,240 +14 to 10", out)


def test_census_and_hand_set_several_books_side_by_side(cli):
    out = cli("census", "--books", "keller,peel").out
    assert out.startswith("Census under keller, peel")
    assert re.search(r"straight +Straight: 10,200, 254 to 1 +sequence: 9,180, 282 to 1", out)
    r = cli("hand", "TS JS QS KS AS", "9H TH JH QH KH", "--books", "peel,keller", "--format",
            "json")
    both = r.json()
    assert list(both) == ["peel", "keller"]  # {BOOK: the hand view}, as compare's rulings
    assert both["peel"]["order"] == [["B"], ["A"]] and both["keller"]["order"] == [["A"], ["B"]]
    md = cli("hand", "TS JS QS KS AS", "9H TH JH QH KH", "--books", "peel,keller", "--format",
             "markdown").out
    assert "| A | TS JS QS KS AS | 2\\. flush (A-K-Q-J-T) | 1\\. Straight Flush (ten to ace) |" \
        in md  # a place's number escaped: no list begins in a cell
