"""Hands the books' own words leave open, ruled both ways (issue 20): an agreed hand the book
does not know (the blaze), flushes or pairs level beyond a tie law's words, and a tie law
that reaches. Each reading is written from the book's words; only the chips on which the
readings differ are held."""
from __future__ import annotations
import pytest
from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads
from tests import fuzz
from stories import SHOWN_AFTER_A_BET as SHOW
from tests.replay import assert_conserved


def _rule(library, book: str, text: str) -> dict:
    r = adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))
    assert_conserved(r)
    assert not fuzz.readings_problems(r)
    return r


def _assumed(r: dict) -> list[dict]:
    return [{a["point"]: a["reading"] for a in x["assume"]} for x in r["readings"]]


@pytest.mark.parametrize("book", ["standard", "schenck", "published-decision"])
def test_a_blaze_the_book_does_not_know_is_read_both_ways(library, book):
    # the agreement binds: A's blaze beats triplets, no blaze; the book's order: two pairs lose
    r = _rule(library, book, SHOW.format(agreed=", agreed: [blaze]", a="KS QS JD KD JH",
                                         b="7S 7H 7D 9C 4D"))
    assert r["status"] == "unsettled" and r["undecided"] == 25 and r["awards"] == {}
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert by == {"binds": {"A": 25}, "book-order": {"B": 25}}
    assert any(s["point"] == "agreed" and s["decisive"] for s in r["silent"])


@pytest.mark.parametrize("book", ["keller", "standard", "schenck", "published-decision"])
def test_an_agreed_hand_every_reading_ranks_alike_is_not_decisive(library, book):
    # A's knave-high skip straight beats B's ten-high one whether or not the agreement binds
    r = _rule(library, book, SHOW.format(agreed=", agreed: [skip-straight]", a="3S 5H 7D 9C JD",
                                         b="2S 4H 6D 8C TH"))
    assert (r["status"], r["awards"], r["undecided"], r["readings"]) == \
        ("settled", {"A": 25}, 0, [])


def test_the_blaze_without_agreement_is_no_open_point(library):
    r = _rule(library, "standard", SHOW.format(agreed="", a="KS QS JD KD JH",
                                               b="7S 7H 7D 9C 4D"))
    assert r["awards"] == {"B": 25} and not r["readings"]


def test_schencks_flushes_level_at_the_top_card_are_beyond_his_words(library):
    """Schenck ties/3: "the hand commencing with the highest card ... wins; so also when two
    or more parties hold flushes": two flushes commencing with the king are beyond the
    words. They are not "exactly equal" (ties/6 divides only those), and Schenck names the
    next card only for pairs (ties/5): no reading, the book silent, all 25 held."""
    r = _rule(library, "schenck", SHOW.format(agreed="", a="KH JH 9H 6H 3H", b="KS TS 8S 5S 2S"))
    assert (r["status"], r["awards"], r["undecided"], r["readings"]) == ("unsettled", {}, 25, [])
    # (and who deals next, which changes nothing: Schenck does not say which way the deal
    # passes)
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["ties.flush"]
    assert "schenck:ties/6" not in {c["id"] for c in r["citations"]}
    # said once, and never contradicted by a later finding at the same event
    held = [s["finding"] for s in r["steps"] if "held" in s["finding"]]
    assert len(held) <= 1


# Peel's blazes "fixed by the highest card" (mods/2): level at the king, they are identical
# in value, and "such players shall share the pool equally" (law 76): no reading
BLAZES = SHOW.format(agreed=", agreed: [blaze]", a="KH QD JS JC QC", b="KS QS JH JD KD")


def test_blazes_headed_by_the_same_card_divide_the_pool(library):
    r = _rule(library, "peel", BLAZES)
    assert (r["status"], r["awards"], r["undecided"], r["readings"]) == \
        ("settled", {"A": 12, "B": 12}, 0, [])
    assert [x["among"] for x in r["by_lot"]] == [["A", "B"]]
    laws = {law for s in r["steps"] for law in s["laws"]}
    assert {"peel:mods/2", "peel:76"} <= laws


@pytest.mark.parametrize("book", ["schenck", "keller"])
def test_equal_higher_pairs_are_read_as_the_second_pair_or_the_highest_card_left(library, book):
    """Schenck ties/5: pairs "of exactly the same value, then the next highest card or cards
    ... must be compared": after the kings, A's nines or B's ace; Keller p. 13, "like two
    pairs ... the higher remaining card wins", the same. The hands are not "exactly equal"
    (ties/6) nor "identical" (Keller /11): dividing is no reading. A or B: all 25 held."""
    point = "tie.two_pairs"
    r = _rule(library, book, SHOW.format(agreed="", a="KH KD 9H 9C 3H", b="KS KC 5S 5D AS"))
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert by == {"next-card": {"A": 25}, "remaining-cards": {"B": 25}}
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 25)
    assert _assumed(r) == [{point: "next-card"}, {point: "remaining-cards"}]
    assert all(f"{book}:ties/6" not in x["laws"] for x in r["readings"])


def test_a_tie_law_that_reaches_opens_no_point(library):
    r = _rule(library, "schenck", SHOW.format(agreed="", a="AH JH 9H 6H 3H",
                                              b="KS TS 8S 5S 2S"))
    assert r["awards"] == {"A": 25} and not r["readings"]
