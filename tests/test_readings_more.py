"""Open points the books' own words leave open, ruled both ways (issue 20): an agreed hand
the book does not know, Keller's first bettor's duty after the draw, a tie law that stops
short, and the bets beyond the ante on a misdeal. Each reading is written from the book's
words; only the chips on which the readings differ are held."""
from __future__ import annotations

import pytest

from adjudicator.cli.render import Format, render
from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads
from tests import fuzz
from tests.replay import AFTER, JACK_POT, SHOW_TENS, assert_conserved

SHOW = """\
title: t
table: {{players: [A, B, C], dealer: B, phase: after_draw, pot: 15, limit: 5{agreed}}}
events:
  - bet: {{player: A, amount: 5}}
  - call: B
  - fold: C
  - show: {{A: "{a}", B: "{b}"}}
"""


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


CHECKS = """\
title: t
table: {players: [A, B, C, D], dealer: A, ante: 1, limit: 3}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: C, amount: 2}
  - call: D
  - call: A
  - fold: B
  - check: C
  - check: D
  - check: A
  - show: {A: "%s", C: "JS JH 8D 8C 4S", D: "%s"}
"""


def test_kellers_later_player_who_stands_agreeing_readings_award(library):
    # "if he fails to bet, he must pass out": C passes out; D and A, read as bound or not,
    # leave A the pool either way (D passes out and A is left, or A's kings win the show)
    r = _rule(library, "keller", CHECKS % ("KS KH KD 7C 2S", "QS QH 9D 9C 3S"))
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"A": 7}, 0)
    assert r["retired"]["C"] == "keller:ch4/betting-after-the-draw/1"
    assert "keller:ch4/betting-after-the-draw/1" in [c["id"] for c in r["citations"]]


def test_kellers_later_player_who_stands_disputed_readings_hold(library):
    # D's hand is the best: if D may stand he wins the show; if the duty binds him, he passes
    # out by standing and A, the only one left, takes the pool
    r = _rule(library, "keller", CHECKS % ("QS QH 9D 9C 3S", "KS KH KD 7C 2S"))
    assert r["status"] == "unsettled" and r["undecided"] == 7
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert by == {"may-stand": {"D": 7}, "passes-out": {"A": 7}}


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


# The Standard laws' joker shown with no name told: designated at its best A's hand equals B's
# and they divide; undesignated, "taken at its face value", B's wins (showdown/3)
JOKER_UNNAMED = SHOW.format(agreed=", agreed: [joker]", a="AD KD QD JD JK", b="AH KH QH JH TH")


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


IMPERFECT = "cases/deal-and-draw/imperfect-pack-found-before-the-pot-is-taken.yaml"


def test_the_misdeal_reading_of_an_imperfect_pack_reads_the_bets_both_ways(library):
    from adjudicator.story.case import load_case

    r = adjudicate(load_case(IMPERFECT), library.book("standard"))
    assert not fuzz.readings_problems(r)
    got = {tuple(sorted(_assumed_one.items())): (x["status"], x["refunds"])
           for x, _assumed_one in zip(r["readings"], _assumed(r))}
    void = (("law.imperfect-pack", "standard:irregularities/incorrect-pack/1"),)
    misdeal = ("law.imperfect-pack", "standard:irregularities/misdeal/1")
    assert got[void] == ("void", {"A": 2, "B": 4, "C": 4})
    # "any ante placed in the pot remains there": A's ante of 1 stays either way
    assert got[tuple(sorted([("bets.misdeal", "returned"), misdeal]))] == \
        ("misdeal", {"A": 1, "B": 4, "C": 4})
    assert got[tuple(sorted([("bets.misdeal", "remain"), misdeal]))] == ("misdeal", {})
    assert r["undecided"] == 10 and r["refunds"] == {}


def test_the_text_says_an_open_point_once_and_each_readings_chips(library):
    r = _rule(library, "standard", JOKER_UNNAMED)
    text = render("ruling", r, Format.text)
    reach = [s["detail"] for s in r["missing"] if s["fact"] == "joker name"][0]
    assert " ".join(text.split()).count(reach[:60]) == 1  # said once, however it wraps
    header = next(line for line in text.splitlines() if line.startswith("player"))
    assert "if (1)" in header and "if (2)" in header and "takes if allowed" not in header
    row = next(line for line in text.splitlines() if line.startswith("B "))
    assert row.split()[-2:] == ["12", "25"]


OPENER = JACK_POT + AFTER + SHOW_TENS


def test_an_openers_hand_not_told_is_read_both_ways(library):
    # Peel 33: without openers "he shall not claim the pool, and he shall pay into the pool
    # ... double the ante, and the next game shall be a Jack-pot"
    r = _rule(library, "peel", OPENER)
    by = {x["assume"][0]["reading"]: (x["status"], x["awards"]) for x in r["readings"]}
    assert by == {"held": ("settled", {"B": 24}), "did-not-hold": ("passed", {})}
    assert r["undecided"] == 24 and r["missing"][0]["open"] == "openers.B"
    assert "peel:33" in next(x for x in r["readings"]
                             if x["assume"][0]["reading"] == "did-not-hold")["laws"]


@pytest.mark.parametrize("reading,status,awards", [("held", "settled", {"B": 24}),
                                                   ("did-not-hold", "passed", {})])
def test_the_players_may_tell_whether_the_opener_held_openers(library, reading, status,
                                                               awards):
    r = _rule(library, "peel", OPENER + f"facts:\n  - {{point: openers.B, reading: {reading}}}\n")
    assert (r["status"], r["awards"], r["readings"]) == (status, awards, [])


def test_the_fuzz_invariant_holds_undecided_to_what_the_readings_dispute(library):
    r = _rule(library, "standard", JOKER_UNNAMED)
    assert not fuzz.readings_problems(r)
    wrong = dict(r, undecided=r["pot"])  # the whole pool held, though B's 12 is not disputed
    assert any("not what the readings dispute" in p for p in fuzz.readings_problems(wrong))
