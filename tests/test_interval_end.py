"""The Standard laws' betting 5, read to the letter: "A betting interval ends when every
active player has had at least one turn to bet and when the bets have been equalized--that
is, when every player has contributed the same amount as every other player, or has
dropped, or when all have checked." A player who has put up all he has for less than the
others has done neither: the interval has not ended, and what the others stake after it is
part of the betting. Where the book is silent on a show for less, each reading of that
silence is carried out and only the chips they dispute are held."""
from pathlib import Path

import pytest

from adjudicator.judge.engine import replay as replay_under
from adjudicator.story.case import load_case
from replay import assert_conserved, judged, kinds, replay

CASE = Path(__file__).parent / "fixtures/stories/short-all-in-keeps-the-interval-open.yaml"
END = "standard:betting/5"
NOT_ENDED, ENDED = "stakes.betting-interval-not-ended-short", "stakes.betting-interval-ended-every"

# A has 10; B bets 20 over his all in, C calls: A is in for less and has not dropped.
SHORT = """title: t
table:
  players: [A, B, C]
  dealer: C
  betting: table-stakes
  phase: after_draw
  stacks: {A: 10, B: 100, C: 100}
events:
  - bet: {player: A, amount: 10}
  - raise: {player: B, to: 20}
  - call: C
"""
SHOW = '  - show: {A: "QS QH 9D 6C 3C", B: "AS AH 7D 4C 2S", C: "KS KH 8D 5C 2C"}\n'


def _text() -> str:
    """The case's story, without its expectations (the tests assert their own)."""
    return CASE.read_text(encoding="utf-8").split("\nexpect:\n")[0] + "\n"


def _laws(judge, event: int, kind: str) -> list[tuple[str, ...]]:
    return [s.laws for s in judge.steps if s.event == event and s.kind == kind]


def test_a_short_all_in_keeps_the_interval_open_and_later_stakes_are_part_of_it(library):
    # B calls twenty (event 4) with A in for ten: A has neither contributed the same amount
    # nor dropped, so betting 5 does not end the interval there; C's raise (5) and B's call
    # (7) belong to the betting, and B, all in for thirty against sixty, keeps it open too
    j = judged(library, "standard", _text())
    assert _laws(j, 4, NOT_ENDED) == [(END,)]
    assert ENDED not in kinds(j)
    assert not [s for s in j.steps if s.kind == "after-betting"]
    assert _laws(j, 7, NOT_ENDED) == [(END,)]
    assert j.table.stakes == {"A": 10, "B": 30, "C": 60, "D": 20}


def test_the_standard_ruling_holds_every_chip_the_readings_dispute(library):
    r = replay(library, "standard", _text())
    assert_conserved(r)
    assert r["status"] == "unsettled"
    assert r["pot"] == 120 and r["stakes"] == {"A": 10, "B": 30, "C": 60, "D": 20}
    # no chip goes alike under the three readings: all 120 are held, none refunded
    assert (r["awards"], r["refunds"], r["undecided"]) == ({}, {}, 120)
    by = {x["assume"][0]["reading"]: x for x in r["readings"]}
    assert [x["assume"][0]["point"] for x in r["readings"]] == ["silent.show-for-stake"] * 3
    # he forfeits: out of the pot, the others are equal at twenty when B calls (betting 5);
    # C's raise and B's call after it are no part of the betting, but "no chips once placed
    # in the pot may be removed" (irregularities/betting/1): B's aces take all 120
    assert (by["forfeits"]["status"], by["forfeits"]["awards"]) == ("settled", {"B": 120})
    assert {END, "standard:irregularities/betting/1"} <= set(by["forfeits"]["laws"])
    # he may show for less: the pool is 120, and what he takes is unsaid (show-for-stake.share)
    assert (by["allowed"]["status"], by["allowed"]["awards"], by["allowed"]["pot"]) == \
        ("unsettled", {}, 120)
    # he must find the money (denied): his ten stay in the pot, B's and C's chips beyond a
    # call are forfeited to it, and B's aces take all 120 (test_show_denied.py)
    assert (by["denied"]["status"], by["denied"]["awards"], by["denied"]["refunds"]) == \
        ("settled", {"B": 120}, {})
    assert {"show-for-stake", "show-for-stake.share"} <= {s["point"] for s in r["silent"]}


def test_read_as_forfeiting_he_drops_and_what_follows_b_s_call_is_no_part_of_it(library):
    # "or has dropped": A out, B, C and D have contributed twenty each when B calls
    case = load_case(str(CASE))
    j = replay_under(case, library.book("standard"), (), {"silent.show-for-stake": "forfeits"})
    assert _laws(j, 4, ENDED) == [(END,)]
    assert _laws(j, 5, "after-betting") == [(END,)]
    assert _laws(j, 7, "after-betting") == [(END,)]
    assert j.table.stakes == {"A": 10, "B": 20, "C": 20, "D": 20}


def test_the_short_player_dropping_ends_the_interval(library):
    # A throws his hand away: "or has dropped"; B and C are equal, and C's raise comes after:
    # no part of the betting, its 20 stay in the pot ("no chips once placed in the pot may
    # be removed"), and B's aces take them with the rest
    text = SHORT + "  - fold: A\n  - raise: {player: C, to: 40}\n" + \
        '  - show: {B: "AS AH 7D 4C 2S", C: "KS KH 8D 5C 2C"}\n'
    j = judged(library, "standard", text)
    assert _laws(j, 3, NOT_ENDED) == [(END,)]
    assert _laws(j, 4, ENDED) == [(END,)]
    assert _laws(j, 5, "after-betting") == [(END,)]
    r = replay(library, "standard", text)
    assert (r["status"], r["awards"], r["pot"]) == ("settled", {"B": 70}, 70)


def test_when_all_have_checked_the_interval_ends_though_one_was_short_before_the_draw(library):
    # what each has contributed in this interval: nothing, all alike ("or when all have checked")
    text = SHORT.replace("phase: after_draw", "phase: before_draw") + "".join(
        f"  - draw: {{player: {p}, asked: 1, given: 1}}\n" for p in "ABC") + \
        "  - check: B\n  - check: C\n" + SHOW
    j = judged(library, "standard", text)
    assert _laws(j, 3, NOT_ENDED) == [(END,)]
    assert _laws(j, 8, ENDED) == [(END,)]


def test_with_no_show_told_the_betting_has_not_ended(library):
    r = replay(library, "standard", SHORT)
    assert r["status"] == "continues" and r["pot"] == 50
    j = judged(library, "standard", SHORT)
    assert "betting.bets-are-equal-betting" not in kinds(j)


def test_the_show_told_ends_the_betting_and_says_the_bets_are_not_equal(library):
    # the show ends the betting where the story tells it: never "continues"; it is not said
    # to follow equalized bets (showdown 1: "When the bets have been equalized ...")
    r = replay(library, "standard", SHORT + SHOW)
    assert r["status"] != "continues"
    j = judged(library, "standard", SHORT + SHOW)
    # the story's telling, not a law: showdown 1 speaks of bets equalized, and they are not
    assert _laws(j, 4, "show.shown-bets-not-equalized") == [()]
    assert "show.bets-are-equal-show" not in kinds(j)


@pytest.mark.parametrize("book", ["peel", "keller", "schenck", "published-decision"])
def test_books_without_a_law_of_the_interval_s_end_are_not_ruled_by_it(library, book):
    j = judged(library, book, _text())
    assert NOT_ENDED not in kinds(j) and ENDED not in kinds(j)
    assert not any(END in s.laws for s in j.steps)
