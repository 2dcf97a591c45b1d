"""The books' laws of the pool, climbed before silence (issue 33, 2; issue 34, 1), and the
notice of a foul hand (issue 33, 4), each asserted by the chips and the laws the books' own
words give: a chip once in the pool stays there unless a law takes it out; a bet once made
counts though its maker is later ruled out; only what is done in turn counts."""
from __future__ import annotations

import pytest

from replay import assert_conserved, points, replay

HEAD = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
"""


# B opens for two, C and A make good, D passes: 6 in the pool
OPENED = HEAD + """  - bet: {player: B, amount: 2}
  - call: C
  - fold: D
  - call: A
"""


def _cited(r: dict, rung: str | None = None) -> set[str]:
    return {law for s in r["steps"] if rung in (None, s["rung"]) for law in s["laws"]}


# --- a player who retires leaves his stake in the pool -------------------------------------

SHORT_DRAW = OPENED + """  - discard: {player: C, count: 2}
  - draw: {player: C, asked: 2, given: 1}
  - lift: C
  - notice: {what: short, by: C}
"""


def test_keller_a_short_draw_lifted_leaves_his_stake_by_the_law_of_the_pool(library):
    # the draw, 8: "he must retire from the game for that hand", nothing of his stake;
    # betting before the draw, 4: "in doing so he must sacrifice whatever he may have
    # already deposited in the pool", climbed on the general rung before any silence
    r = replay(library, "keller", SHORT_DRAW)
    assert (r["status"], r["carried"], r["undecided"], r["refunds"]) == ("continues", 6, 0, {})
    assert "keller:ch4/discard-and-draw/8" in _cited(r, "specific")
    assert "keller:ch4/betting-before-the-draw/4" in _cited(r, "general")
    assert "foul-hand.stake" not in points(r)
    assert_conserved(r)


def test_peel_48_says_the_stake_itself_no_general_law_needed(library):
    r = replay(library, "peel", SHORT_DRAW)
    assert (r["status"], r["carried"]) == ("continues", 6)
    assert "peel:48" in _cited(r) and not _cited(r, "general")


# --- a player who passed puts chips in: they stay, his hand cannot win ---------------------

COMES_BACK = HEAD + """  - fold: B
  - bet: {player: C, amount: 2}
  - call: D
  - call: A
  - call: B
  - show: {A: "8S 8H 4D 4C 2S", B: "AS AH AD 7C 2D", C: "KS KH 5D 5C 3S", D: "QS QH 9D 9C 3D"}
"""


@pytest.mark.parametrize("book, law", [
    ("peel", "peel:55"),                                  # "cannot be recalled"
    ("standard", "standard:irregularities/betting/1"),    # "no chips ... may be removed"
])
def test_chips_put_up_by_a_player_who_passed_stay_and_his_hand_cannot_win(library, book, law):
    r = replay(library, book, COMES_BACK)
    # A 2, C 2, D 2 and B's 2: C's kings-up are the best hand still in; B's aces cannot win
    assert (r["status"], r["awards"], r["refunds"], r["pot"]) == ("settled", {"C": 8}, {}, 8)
    assert law in _cited(r, "general") and "B" in r["retired"]
    assert_conserved(r)


def test_keller_s_law_of_one_who_retires_takes_only_what_he_had_already_deposited(library):
    # "in doing so he must sacrifice whatever he may have already deposited in the pool"
    # (p. 24): what was in the pool when B passed (nothing here), not the 2 he puts up after
    r = replay(library, "keller", COMES_BACK)
    assert (r["status"], r["awards"], r["undecided"], r["pot"]) == ("unsettled", {"C": 6}, 2, 8)
    assert "keller:ch4/betting-before-the-draw/4" not in _cited(r) and "B" in r["retired"]
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["pool.put-in-when-out"]
    assert_conserved(r)


def test_the_published_decision_has_no_law_of_the_pool_and_borrows_none(library):
    r = replay(library, "published-decision", COMES_BACK)
    # silent whether he may come in again, and, read as never, on what becomes of his 2
    assert r["status"] == "unsettled"
    pool = {"keller:ch4/betting-before-the-draw/4", "keller:ch4/betting-after-the-draw/4"}
    assert not pool & _cited(r) and all(read["laws"] == [] or not pool & set(read["laws"])
                                        for read in r["readings"])
    read = {tuple(a["reading"] for a in x["assume"]): (x["awards"], x["refunds"])
            for x in r["readings"]}
    assert read[("never", "stays")] == ({"C": 8}, {})
    assert read[("never", "returned")] == ({"C": 6}, {"B": 2})
    assert_conserved(r)


# --- only what is done in turn counts -------------------------------------------------------

INTENDS = HEAD.replace("  - deal: {A: 5, B: 5, C: 5, D: 5}\n", "") + """  - deal: {A: 5, B: 5, C: 5, D: 5}
  - intends: {player: C, act: pass}
  - bet: {player: B, amount: 2}
  - raise: {player: C, by: 2}
  - fold: D
  - fold: A
  - fold: B
"""


@pytest.mark.parametrize("book, laws", [
    ("peel", {"peel:57"}),
    ("keller", {"keller:ch4/betting-before-the-draw/1", "keller:ch9/on-attention/2"}),
    ("schenck", {"schenck:rules/9", "schenck:rules/13"}),
    ("standard", {"standard:betting/6"}),
])
def test_a_stated_intention_before_his_turn_binds_nothing_and_holds_nothing(library, book,
                                                                              laws):
    r = replay(library, book, INTENDS)
    # C's raise stands; B passes: C's raise, nobody calling it, takes A's ante, B's 2, his 4
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"C": 7}, 0)
    intention = [s for s in r["steps"] if "betting.intention" in s.get("points", [])]
    assert intention and set(intention[0]["laws"]) == laws
    assert intention[0]["rung"] == ("specific" if book == "peel" else "general")


def test_the_published_decision_stays_silent_on_a_stated_intention(library):
    r = replay(library, "published-decision", INTENDS)
    assert "betting.intention" in points(r)
    assert "keller:ch4/betting-before-the-draw/1" not in _cited(r)


# --- a bet made before the foul hand is found stands -----------------------------------------

WRONG_DEMAND = OPENED + """  - discard: {player: C, count: 2}
  - draw: {player: C, asked: 3, given: 3}
  - bet: {player: B, amount: 5}
  - raise: {player: C, by: 5}
  - call: A
  - fold: B
"""


def test_peel_45_the_hand_is_foul_when_found_and_the_raise_made_before_stands(library):
    # 45: foul when the number "prove[s]" other than the discard; 55: "A bet once made ...
    # cannot be recalled"; 63: "If a player bet with a foul hand, he shall lose his stake".
    # Found at the end of the story, C retires; A, the only other player, claims all 31 (64)
    r = replay(library, "peel", WRONG_DEMAND)
    assert (r["status"], r["awards"], r["pot"]) == ("settled", {"A": 31}, 31)
    assert r["retired"]["C"] == "peel:45" and r["stakes"]["C"] == 12
    assert {"peel:45", "peel:63", "peel:64"} <= _cited(r)
    # said on law 45 at the draw (event 7), and ruled where it is found: at the story's end
    on_45 = sorted({s["event"] for s in r["steps"] if "peel:45" in s["laws"]})
    assert on_45 == [7, 11]
    assert any(s["event"] == 9 and "peel:53" in s["laws"] for s in r["steps"])  # his raise


def test_peel_45_pointed_out_after_the_betting_rules_alike(library):
    r = replay(library, "peel", WRONG_DEMAND + "  - notice: {what: excess, by: A}\n")
    assert (r["awards"], r["retired"]["C"]) == ({"A": 31}, "peel:45")


def test_a_draw_given_wrong_and_never_pointed_out_is_found_at_the_end(library):
    # given two for one, he lifts them and plays on; nobody says so: found at the end of the
    # story, his hand is foul (Peel 48) and A, the last left in, takes the pool (58)
    story = OPENED + """  - discard: {player: C, count: 1}
  - draw: {player: C, asked: 1, given: 2}
  - lift: C
  - bet: {player: B, amount: 5}
  - raise: {player: C, by: 5}
  - call: A
  - fold: B
"""
    r = replay(library, "peel", story)
    assert (r["status"], r["awards"]) == ("settled", {"A": 31})
    assert r["retired"]["C"] == "peel:48"


# --- the notice of a foul hand names the hand the story makes foul --------------------------

DEALT_SIX = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 6, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - notice: {what: foul_hand, by: D}
  - fold: D
  - fold: A
"""


def test_a_foul_hand_notice_points_at_the_one_hand_dealt_wrong_and_rules_it_there(library):
    # B, dealt six, raised them when he bet (Peel 13): the notice is ruled at its event, and
    # C, the one player left when A passes, takes the pool (58)
    r = replay(library, "peel", DEALT_SIX)
    assert (r["status"], r["awards"], r["missing"]) == ("settled", {"C": 5}, [])
    assert r["retired"]["B"] == "peel:13"
    assert any(s["event"] == 4 and "peel:13" in s["laws"] for s in r["steps"])


TWO_WRONG = """
title: t
table: {players: [Ann, Bob, Cal, Dan], dealer: Dan, limit: 10}
events:
  - deal: {Ann: 5, Bob: 6, Cal: 5, Dan: 5}
  - lift: Bob
  - bet: {player: Bob, amount: 2}
  - call: Cal
  - fold: Dan
  - call: Ann
  - discard: {player: Cal, count: 1}
  - draw: {player: Cal, asked: 1, given: 2}
  - notice: {what: foul_hand, by: Ann}
  - lift: Cal
  - show: {Ann: "QS QH 8D 8C 3S", Bob: "JS JH 5D 4C 2C", Cal: "KS KH KD 7C 2S"}
"""


def test_a_foul_hand_notice_that_two_hands_could_mean_is_a_fact_read_both_ways(library):
    r = replay(library, "peel", TWO_WRONG)
    assert r["status"] == "unsettled" and [m["fact"] for m in r["missing"]] == ["foul hand"]
    assert r["missing"][0]["open"] == "foul-notice.Ann" and r["undecided"] == 6
    read = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    # meant of Bob's, Cal's extra card is found after he lifted it (48): Ann takes the pool;
    # meant of Cal's, the dealer takes it back before he lifts (42): his kings win
    assert read == {"Bob": {"Ann": 6}, "Cal": {"Cal": 6}}
    assert_conserved(r)


@pytest.mark.parametrize("meant, winner", [("Bob", "Ann"), ("Cal", "Cal")])
def test_the_case_may_say_whose_hand_the_notice_meant(library, meant, winner):
    told = TWO_WRONG.replace("events:", f"facts: [{{point: foul-notice.Ann, reading: {meant}}}]"
                             "\nevents:")
    r = replay(library, "peel", told)
    assert (r["status"], r["awards"]) == ("settled", {winner: 6})


def test_a_fact_naming_no_player_is_refused_at_its_line():
    from adjudicator.errors import InputError
    from adjudicator.story.case import build_case
    from adjudicator.story.yamlio import loads

    told = TWO_WRONG.replace("events:", "facts: [{point: foul-notice.Ann, reading: Zed}]"
                             "\nevents:")
    with pytest.raises(InputError, match="foul-notice.Ann reads"):
        build_case(loads(told, "t.yaml"), "t.yaml")


def test_a_hand_found_foul_at_the_end_after_every_other_passed_to_it_takes_nothing(library):
    # C raised on a hand the draw made foul and every other passed: found at the end, he
    # retires and forfeits (Peel 45, 63); no hand is left in, and Peel does not say who then
    # takes the pool (64 names "one other player" or "more than one")
    story = WRONG_DEMAND.replace("  - call: A\n  - fold: B\n", "  - fold: A\n  - fold: B\n")
    r = replay(library, "peel", story)
    assert r["status"] == "unsettled" and "C" not in r["awards"] and "C" in r["retired"]
    assert "draw.wrong-demand-given" in points(r)
    assert_conserved(r)
