"""A ground of misdeal the Standard laws make a misdeal only "if attention is called in time"
(irregularities/misdeal/1: the shuffle, the cut, a deal out of turn), where the same sentence
gives an imperfect pack "any time before the pot has been taken in": called only after the
show, or never, it is not called in time, and the deal stands. Between the deal and the show
the law sets no time, and the laws stay silent there; a book with no such words keeps its own
law for a notice after the deal."""
from __future__ import annotations

import pytest

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads

TABLE = "title: t\ntable: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}\nevents:\n"
PLAYED = ("deal: {A: 5, B: 5, C: 5, D: 5}", "bet: {player: B, amount: 2}", "call: C",
          "pass: D", "pass: A")
SHOW = 'show: {B: "AS AD 3C 4H 9S", C: "KS KD 2C 5H 8S"}'  # B's aces beat C's kings
MISDEAL = "standard:irregularities/misdeal/1"

# each ground, as the story tells it before the deal, and the notice that points it out
GROUNDS = {
    "the pack not cut": ("no_cut: C", "notice: {what: no_cut, by: C}"),
    "the pack cut by the wrong player": ("cut: B", "notice: {what: cut_fault, by: C}"),
    "an irregularity in the shuffle": ("shuffle: D", "notice: {what: shuffle_fault, by: C}"),
    "a deal out of turn": ("deal_out_of_turn: C", "notice: {what: deal_out_of_turn, by: A}"),
}


def _rule(library, book: str, *events: str) -> dict:
    text = TABLE + "".join(f"  - {e}\n" for e in events)
    return adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))


def _stands_and_show_gives_the_pool(r: dict) -> None:
    assert r["status"] == "settled" and r["awards"] == {"B": 5} and not r["undecided"]
    stood = [s for s in r["steps"] if s["laws"] == [MISDEAL]]
    assert stood and "the deal stands" in stood[-1]["finding"]
    assert "(standard:showdown/1)" in r["answer"]  # the show gives the pool, not misdeal/1


@pytest.mark.parametrize("ground", GROUNDS)
def test_standard_a_ground_pointed_out_only_after_the_show_lets_the_deal_stand(library, ground):
    told, notice = GROUNDS[ground]
    _stands_and_show_gives_the_pool(_rule(library, "standard", told, *PLAYED, SHOW, notice))


@pytest.mark.parametrize("ground", ["the pack not cut", "the pack cut by the wrong player"])
def test_standard_a_fault_of_the_cut_nobody_pointed_out_lets_the_deal_stand(library, ground):
    told, _ = GROUNDS[ground]
    _stands_and_show_gives_the_pool(_rule(library, "standard", told, *PLAYED, SHOW))


def test_standard_a_want_of_cut_pointed_out_before_the_show_is_left_to_the_silence(library):
    """After the deal, before the show: whether that is "in time" the laws do not say."""
    told, notice = GROUNDS["the pack not cut"]
    r = _rule(library, "standard", told, *PLAYED, notice)
    # the ante stays in the pool either way (misdeal/1: "any ante placed in the pot remains
    # there"); the bets are held, the deal read as standing and as a misdeal
    assert r["status"] == "unsettled" and r["undecided"] == 4
    assert "uncut.noticed-after-deal" in {s["point"] for s in r["silent"]}


def test_keller_sets_no_time_an_uncut_pack_at_the_show_is_still_a_fresh_deal(library):
    """Keller, the deal /2: "If a deal is made without the cards being properly cut ... there
    must be a fresh deal": no time, and no words of a call in time to read."""
    told, notice = GROUNDS["the pack not cut"]
    r = _rule(library, "keller", told, *PLAYED, SHOW, notice)
    assert r["status"] == "misdeal" and not r["awards"]
    assert "keller:ch4/the-deal/2" in {law for s in r["steps"] for law in s["laws"]}


def test_peel_an_uncut_pack_at_the_show_stands_by_law_9(library):
    """Peel 9: "be not pointed out to the dealer before such deal is finished, the deal shall
    stand": his law for a notice after the deal reaches the show."""
    told, notice = GROUNDS["the pack not cut"]
    r = _rule(library, "peel", told, *PLAYED, SHOW, notice)
    assert r["status"] == "settled" and r["awards"] == {"B": 5}
    assert "peel:9" in {law for s in r["steps"] for law in s["laws"]}
