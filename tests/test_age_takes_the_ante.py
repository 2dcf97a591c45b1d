"""Keller /6: "If all the players in the game except the age pass out, the age is entitled to
the ante." A law of the age left in once every other player has passed out, read to the
letter: while another player is still in, it does not reach the deal."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case
from tests.replay import assert_conserved

ROOT = Path(__file__).resolve().parent.parent
STORY = ROOT / "tests/fixtures/stories/a-straddle-called-where-the-age-has-nothing.yaml"
AGE_LEFT = ROOT / "cases/betting-and-show/nobody-opens-the-age-is-left.yaml"


@pytest.mark.parametrize("book", ["peel", "keller", "schenck", "standard",
                                  "published-decision"])
def test_the_age_takes_nothing_while_another_player_is_still_in(library, book):
    # B, the age, has nothing; A straddles 6 and calls: A has not passed out, so no book's
    # law of the age left in gives B the pool (the fuzz found it given to B and to A both)
    r = adjudicate(load_case(STORY), library.book(book))
    assert_conserved(r)
    assert r["pot"] == 6 and "B" not in r["awards"]
    assert all("B" not in x["awards"] for x in r["readings"])
    laws = {law for s in r["steps"] for law in s["laws"]}
    assert "keller:ch4/betting-before-the-draw/6" not in laws


def test_the_age_left_in_takes_the_ante_by_keller(library):
    # the law's own case: every other player passes out, and A, the age, takes the ante
    r = adjudicate(load_case(AGE_LEFT), library.book("keller"))
    assert_conserved(r)
    assert (r["status"], r["awards"]) == ("settled", {"A": 2})
    assert "keller:ch4/betting-before-the-draw/6" in r["steps"][-1]["laws"]


def test_a_bet_after_the_age_took_the_ante_is_no_part_of_the_pool(cli, tmp_path):
    # Keller p. 24: "If all the players in the game except the age pass out, the age is
    # entitled to the ante": the deal is over; the 2 he bets after it are said to be no part
    # of the pool it gave (a historian read nothing of them)
    case = tmp_path / "case.yaml"
    case.write_text("title: t\ntable: {players: [Ann, Bob, Cal, Dan], dealer: Dan, ante: 1}\n"
                    "events:\n  - ante: Ann\n  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}\n"
                    "  - fold: Bob\n  - fold: Cal\n  - fold: Dan\n"
                    "  - bet: {player: Ann, amount: 2}\n")
    r = cli("rule", str(case), "--book", "keller", "--format", "json").json()
    assert (r["status"], r["awards"], r["pot"]) == ("settled", {"Ann": 1}, 1)
    (late,) = [s for s in r["steps"] if s["event"] == 6]
    assert late["finding"].endswith("the 2 he put up are no part of the pool it gave")
    assert late["laws"] == ["keller:ch4/betting-before-the-draw/6"]
