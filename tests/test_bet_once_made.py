"""A bet once made stays in the pool, where the book has a law of it: Peel 55, "A bet once
made, whether made in proper turn or not, cannot be recalled", and 56, "A bet is complete
and irrevocable when the player making it has deposited the amount"; the Standard laws, "In
correction of a betting irregularity, no chips once placed in the pot may be removed". A
general law, climbed before the book is called silent: no reading of a silence gives such a
bet back. Keller and Schenck have no such law (theirs speak of a player who retires), and
their silences are still read both ways."""
from __future__ import annotations

import pytest

from replay import CASEBOOK, assert_conserved, rule_file


def _laws(r: dict) -> set[str]:
    return {c["id"] for c in r["citations"]}


def test_peel_a_discard_taken_back_leaves_the_bets_in_the_deal(library):
    # B took back a discard (37: "shall not again be taken into the hand"); what follows,
    # Peel does not say, but B's 2 "cannot be recalled": the 6 stay in play, nothing held
    r = rule_file(library, CASEBOOK / "deal-and-draw/discard-taken-back.yaml", "peel")
    assert (r["status"], r["carried"], r["undecided"]) == ("continues", 6, 0)
    assert_conserved(r)


@pytest.mark.parametrize("book", ["keller", "schenck"])
def test_a_book_with_no_law_of_a_bet_made_holds_the_discarder_s_bet(library, book):
    r = rule_file(library, CASEBOOK / "deal-and-draw/discard-taken-back.yaml", book)
    assert (r["status"], r["carried"], r["undecided"]) == ("continues", 4, 2)


def test_peel_a_misdeal_read_from_silence_keeps_the_bets_and_reads_only_the_ante(library):
    # a card found faced during the draw: Peel 10 speaks only of one found "before the deal
    # is finished"; read as a misdeal, what becomes of the ante it does not say, but the 7
    # bet and made good stay in the pool however it is read (55, 56)
    r = rule_file(library, CASEBOOK / "deal-and-draw/faced-card-found-in-the-pack-during-the-draw.yaml",
                  "peel")
    assert (r["status"], r["carried"], r["undecided"]) == ("unsettled", 7, 1)
    misdeals = [x for x in r["readings"] if x["status"] == "misdeal"]
    assert misdeals and all(sum(x["refunds"].values()) <= 1 for x in misdeals)
    assert {"peel:55", "peel:56"} <= _laws(r)
    assert_conserved(r)


RAISE = CASEBOOK / "betting-and-show/raise-over-the-limit.yaml"


def test_an_increase_over_the_limit_stands_where_a_bet_once_made_cannot_be_recalled(library):
    # C raised 30 where the limit is 10, and A and B called; the excess or the whole increase
    # given back would recall a bet once made (Peel 55): it stands, and C's hand takes all 81
    r = rule_file(library, RAISE, "peel")
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("settled", {"C": 81}, {}, 0)
    increase = next(s for s in r["steps"] if "stands as he made it" in s["finding"])
    assert "peel:55" in increase["laws"]
    assert_conserved(r)


def test_where_no_chip_may_be_taken_back_the_callers_chips_stay_however_the_excess_is_read(
        library):
    # the Standard laws: "In correction of a betting irregularity, no chips once placed in the
    # pot may be removed", and no more. Whether C's 10 beyond the limit are a stake A and B
    # must meet or chips no one must meet, the words leave open; but A and B each placed 25 in
    # the pot to call him, and none of those may be removed either: C's kings take all 81 read
    # either way, and nothing is held
    r = rule_file(library, RAISE, "standard")
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("settled", {"C": 81}, {}, 0)
    assert "standard:irregularities/betting/1" in _laws(r)
    assert r["stakes"] == {"A": 25, "B": 25, "C": 25}
    assert_conserved(r)


SHORT_CALLER = """
title: C raises twenty over a limit of ten; A calls with his last fifteen
table:
  players: [A, B, C]
  dealer: C
  phase: after_draw
  pot: 6
  limit: 10
  stacks: {A: 15, B: 100, C: 100}
events:
  - bet: {player: B, amount: 5}
  - raise: {player: C, by: 20}
  - call: A
  - call: B
  - show: {A: "KS KH KD 7C 2S", B: "QS QH 9D 9C 3S", C: "JS JH 8D 8C 4S"}
"""


def test_where_the_excess_is_no_stake_a_call_of_the_limit_is_no_short_stake(library, tmp_path):
    # A's last 15 meet C's increase at the limit: read so that the 10 beyond it are no stake
    # anyone must meet, A is in for the whole of it and his kings take the pot, every chip
    # placed in it (71); read so that they are a stake, A is short of C's 25, and what that
    # takes is the book's law of a show for less: the 71 are held on the two readings
    case = tmp_path / "short-caller.yaml"
    case.write_text(SHORT_CALLER)
    r = rule_file(library, case, "standard")
    assert (r["status"], r["undecided"], r["awards"]) == ("unsettled", 71, {})
    assert r["stakes"] == {"A": 15, "B": 25, "C": 25}
    no_stake = next(x for x in r["readings"] if ("words.excess-a-stake", "no-stake") in
                    [(a["point"], a["reading"]) for a in x["assume"]])
    assert (no_stake["awards"], no_stake["refunds"]) == ({"A": 71}, {})
    assert_conserved(r)


def test_keller_names_no_remedy_and_the_increase_is_read_two_ways(library):
    # "in no case can a single raise exceed the limit" (p. 27), and no law of the pool: the
    # raise does not stand as made; its excess goes back, or it is void
    r = rule_file(library, RAISE, "keller")
    assert (r["status"], r["undecided"]) == ("unsettled", 20)
    assert {x["assume"][0]["reading"] for x in r["readings"]} == \
        {"excess-returned", "increase-void"}


def test_peel_a_void_deal_read_from_silence_keeps_the_bets_as_a_misdeal_does(library):
    # an imperfect pack, on which Peel is silent: read as void or as a misdeal, the 9 bet stay
    # in the pool for the next deal (55, 56); only A's ante of 1 turns on that reading. Read
    # so that the deal stands, the show decides the pool (59): C takes all 10, so all are held
    r = rule_file(library, CASEBOOK / "deal-and-draw/imperfect-pack-found-before-the-pot-is-taken.yaml",
                  "peel")
    assert (r["status"], r["carried"], r["undecided"]) == ("unsettled", 0, 10)
    void = next(x for x in r["readings"] if x["status"] == "void")
    assert (void["refunds"], void["carried"]) == ({"A": 1}, 9)
    assert "peel:55" in void["laws"]
    assert all(x["carried"] >= 9 for x in r["readings"] if x["status"] in ("void", "misdeal"))
    stands = next(x for x in r["readings"] if x["status"] == "settled")
    assert stands["awards"] == {"C": 10} and "peel:59" in stands["laws"]
    assert_conserved(r)


AGE_BETS = CASEBOOK / "deal-and-draw/the-age-bets-after-a-misdeal-nobody-declared.yaml"


def test_peel_the_age_s_bets_after_a_misdeal_stay_with_his_ante_and_nothing_is_held(library):
    # the age antes the new deal (20), whether his first ante stays or comes back to be
    # staked again; what he and B bet after the misdeal "cannot be recalled" (55): the 13 go
    # to the new deal, none held, none back
    r = rule_file(library, AGE_BETS, "peel")
    assert (r["status"], r["carried"], r["undecided"], r["refunds"]) == ("misdeal", 13, 0, {})
    assert {"peel:8", "peel:20", "peel:55"} <= _laws(r)
    assert_conserved(r)


def test_keller_holds_the_age_s_bet_after_a_misdeal_with_the_others_never_his_ante(library):
    # no law keeps a bet made after the misdeal: A's 6 and B's 6 go back or stay, read both
    # ways; A's 1 ante is in the pool again before the new deal's cards (the ante /1) however
    # the silence on it is read, so it is carried, and the 12 are held
    r = rule_file(library, AGE_BETS, "keller")
    assert (r["status"], r["carried"], r["undecided"]) == ("misdeal", 1, 12)
    gives = sorted((x["assume"][0]["reading"], x["refunds"]) for x in r["readings"])
    assert gives == [("remain", {}), ("returned", {"A": 6, "B": 6})]
    assert_conserved(r)
