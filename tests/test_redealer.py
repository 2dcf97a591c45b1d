"""Who deals again after a misdeal, by the letter of each book's laws.

A law that names the redealer only in making a misdeal of its own ground reaches no misdeal
on another ground: Peel 10 ("If a card be found face upwards in the pack before the deal is
finished, it is a misdeal, and there shall be a new deal by the same dealer"), like Peel 8 and
12 and Keller's the deal /2 and /4 ("the dealer must deal again"), names him for its own
ground only, and the law that made the misdeal is the one cited. The Standard laws name him by
general words, for every misdeal ("In the event of a misdeal, the next dealer in turn deals"),
and add "any ante placed in the pot remains there, but the regular ante is made for the next
pot also".
"""
from __future__ import annotations

from replay import answered, replay_said

TABLE = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
"""
# B deals in D's turn; C calls attention to it before the deal is finished
OUT_OF_TURN = ("  - deal_out_of_turn: B\n  - notice: {what: deal_out_of_turn, by: C}\n"
               "  - deal: {A: 5, B: 5, C: 5, D: 5}\n")
# a card found face upwards in the pack before the deal is finished
FACED = "  - faced_card\n  - deal: {A: 5, B: 5, C: 5, D: 5}\n"

STANDARD = "standard:irregularities/misdeal/1"


def _redealer_steps(steps) -> list:
    """The steps that name who deals the new hand: (kind, its laws, its rung)."""
    return [(s.kind, s.laws, s.rung) for s in steps
            if s.kind in ("misdeal.deals-again", "misdeal.next-dealer-in-turn")]


def _misdeal_readings(r: dict) -> list[dict]:
    return [rd for rd in r["readings"] if rd["status"] == "misdeal"]


# --- a card faced in the pack: the ground of Peel 10 and Keller's the deal /2 -----------

def test_peel_10_a_card_faced_in_the_pack_the_same_dealer_deals_again_on_law_10(library):
    r, steps = replay_said(library, "peel", TABLE + FACED)
    assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "D"
    assert _redealer_steps(steps) == [("misdeal.deals-again", ["peel:10"], "specific")]
    # the same dealer named, the age at his left stakes his ante again (law 20)
    assert r["next"]["antes"] == [{"player": "A", "amount": 1, "law": "peel:20"}]
    assert r["answer"].startswith("A misdeal: D deals again (peel:10);")


def test_keller_the_deal_2_a_card_faced_in_the_pack_the_dealer_deals_again(library):
    r, steps = replay_said(library, "keller", TABLE + FACED)
    assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "D"
    assert _redealer_steps(steps) == [("misdeal.deals-again", ["keller:ch4/the-deal/2"],
                                       "specific")]
    assert r["answer"].startswith("A misdeal: D deals again (keller:ch4/the-deal/2);")


def test_standard_a_card_faced_read_as_a_misdeal_the_next_dealer_in_turn_deals(library):
    # no Standard law makes a faced card a misdeal (read both ways); read as one, misdeal/1's
    # "In the event of a misdeal, the next dealer in turn deals" reaches it: A, not D
    r, _ = replay_said(library, "standard", TABLE + FACED)
    assert r["status"] == "unsettled" and "faced-card.in-pack" in {
        s["point"] for s in r["silent"] if s["decisive"]}
    misdeal = _misdeal_readings(r)
    assert [rd["next"]["redeal_by"] for rd in misdeal] == ["A"]
    assert STANDARD in misdeal[0]["laws"]


# --- a deal out of turn: a ground no law of Peel or Keller names -----------------------

def test_peel_a_deal_out_of_turn_read_as_a_misdeal_names_nobody_to_deal_again(library):
    # Peel has no law of a deal out of turn; read as a misdeal, laws 8, 10 and 12 name the
    # same dealer only for their own grounds: nobody is named, and nobody antes again
    r, steps = replay_said(library, "peel", TABLE + OUT_OF_TURN)
    assert r["status"] == "unsettled" and r["undecided"] == 1
    misdeal = _misdeal_readings(r)
    assert len(misdeal) == 2 and all(rd["next"]["redeal_by"] is None for rd in misdeal)
    assert not any(set(rd["laws"]) & {"peel:8", "peel:10", "peel:12"} for rd in misdeal)
    # the ante read as going back, A has it back: no law names him to stake it again
    assert {rd["refunds"].get("A") for rd in misdeal} == {None, 1}
    assert "dealing again" not in r["answer"] and "deals again" not in r["answer"]


def test_keller_a_deal_out_of_turn_read_as_a_misdeal_names_nobody_to_deal_again(library):
    r, _ = replay_said(library, "keller", TABLE + OUT_OF_TURN)
    misdeal = _misdeal_readings(r)
    assert len(misdeal) == 2 and all(rd["next"]["redeal_by"] is None for rd in misdeal)
    assert not any({"keller:ch4/the-deal/2", "keller:ch4/the-deal/4"} & set(rd["laws"])
                   for rd in misdeal)
    assert "deals again" not in r["answer"] and "dealing again" not in r["answer"]


def test_a_deal_out_of_turn_read_as_standing_goes_round_from_the_one_who_dealt_it(library):
    # Keller, the deal /7: "The deal must go round the table in rotation". D's turn, B dealt:
    # read as standing, B dealt this deal, and the next is C's, at his left; never D's, nor
    # B's twice
    for book in ("peel", "keller"):
        r, _ = replay_said(library, book, TABLE + OUT_OF_TURN)
        [stands] = [rd for rd in r["readings"] if rd["status"] == "continues"]
        assert stands["next"]["dealer"] == "C", book
        assert "read so that the deal stands, it stays in the pool and C deals next" in \
            r["answer"], book


def test_standard_a_deal_out_of_turn_the_next_dealer_in_turn_deals_on_misdeal_1(library):
    # "It is a misdeal: if attention is called in time ... to a deal out of turn"; "the next
    # dealer in turn deals": D, whose turn it was, not B who dealt out of it
    r, steps = replay_said(library, "standard", TABLE + OUT_OF_TURN)
    assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "D"
    assert r["next"]["dealer"] == "D"
    assert _redealer_steps(steps) == [("misdeal.next-dealer-in-turn", [STANDARD], "general")]


def test_standard_an_uncut_pack_the_next_dealer_in_turn_deals_not_the_dealer(library):
    # "an irregularity in the shuffle or cut": D dealt, A (next in turn) deals the new hand
    ev = "  - no_cut\n  - notice: {what: no_cut, by: B}\n  - deal: {A: 5, B: 5, C: 5, D: 5}\n"
    r, steps = replay_said(library, "standard", TABLE + ev)
    assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "A"
    assert _redealer_steps(steps) == [("misdeal.next-dealer-in-turn", [STANDARD], "general")]


# --- the Standard laws' ante for the new deal -------------------------------------------

def test_standard_the_ante_stays_and_the_regular_ante_is_made_also(library):
    # "any ante placed in the pot remains there, but the regular ante is made for the next
    # pot also"
    r, steps = replay_said(library, "standard", TABLE + OUT_OF_TURN)
    assert r["carried"] == 1 and r["refunds"] == {}
    assert [(s.kind, s.laws) for s in steps if s.kind == "misdeal.regular-ante-also"] == [
        ("misdeal.regular-ante-also", [STANDARD])]
    assert r["answer"] == (
        "A misdeal: D deals (standard:irregularities/misdeal/1); the 1 in the pool stays there "
        "for the new deal, but the regular ante is made for it also.")
    _, answer = answered(library, TABLE + OUT_OF_TURN, "standard")
    assert answer.redeal_by == "D" and not answer.redeals
    assert answer.ante_also == (STANDARD,)


def test_peel_says_nothing_of_a_regular_ante_made_also(library):
    # Peel has no such law: the age's ante again is law 20's, and no "also" is said
    r, steps = replay_said(library, "peel", TABLE + FACED)
    assert not any(s.kind == "misdeal.regular-ante-also" for s in steps)
    assert "regular ante" not in r["answer"]


def test_standard_a_reading_that_makes_a_misdeal_has_the_next_dealer_deal_not_deal_again(
        library):
    """Under a reading that makes the deal a misdeal, the Standard laws' "next dealer in turn
    deals": D dealt the exposed card and dealt again unasked; read as a misdeal, A, next in
    turn, deals the new hand. He never dealt, so he does not deal "again"."""
    r, _ = answered(library, "cases/deal-and-draw/dealer-deals-again-after-exposing-a-card.yaml",
                    "standard")
    misdeal = _misdeal_readings(r)
    assert misdeal and all(rd["next"]["redeal_by"] == "A" for rd in misdeal)
    assert "read so that it is a misdeal, A deals the new hand" in r["answer"]
    assert "deals again" not in r["answer"] and "dealing again" not in r["answer"]


def test_a_redeal_by_the_wrong_man_giving_six_cards_is_ruled_with_every_chip_placed(library):
    # the ruling unread stakes the next deal otherwise than every reading of it: what all the
    # readings share is said (it once failed comparing the one with the others)
    from replay import replay

    story = TABLE.replace("dealer: D", "dealer: A") + (
        "  - deal_out_of_turn: B\n  - notice: {what: deal_out_of_turn, by: C}\n"
        "  - deal: {A: 5, B: 5, C: 5, D: 5}\n  - redeal: B\n  - deal: {A: 5, B: 5, C: 6, D: 5}\n")
    for book in ("peel", "keller"):
        r = replay(library, book, story)
        assert r["status"] == "misdeal" and r["pot"] == 1
        assert r["carried"] + r["undecided"] + sum(r["refunds"].values()) == 1
        assert [p["point"] for p in r["next"]["points"]] == [
            "silent.redeal.unasked", "silent.deal-out-of-turn"]
