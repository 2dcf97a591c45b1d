"""The deal situations (adjudicator/judge/situations/deal.py, misdeal.py, foul.py), named after
the laws they apply. Each test replays a short case under one book and reads the ruling."""
import pytest
from replay import CASEBOOK, assert_conserved, findings, laws_at, points, replay  # noqa: F401
from replay import cited as _cited
from replay import rule_file as _rule
from replay import inner, replay_said, rule_file_said
from replay import steps_at as _at


TABLE = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
"""


def rule(library, book: str, events: str, table: str = TABLE) -> dict:
    return replay(library, book, table + events)


UNCUT_DURING = "  - no_cut\n  - notice: {what: no_cut, by: B}\n  - deal: {A: 5, B: 5, C: 5, D: 5}\n"
UNCUT_AFTER = "  - no_cut\n  - deal: {A: 5, B: 5, C: 5, D: 5}\n  - notice: {what: no_cut, by: B}\n"


def test_peel_8_uncut_pointed_out_during_the_deal_is_a_misdeal_by_the_same_dealer(library):
    r = rule(library, "peel", UNCUT_DURING)
    assert r["next"]["redeal_by"] == "D" and r["next"]["dealer"] == "D"
    # Peel does not say what becomes of the ante; but A, at the same dealer's left, stakes
    # it again before the new deal's cards (law 20): back to him or left in the pool, the
    # same chip is in the new deal's pool, and the point concerns only the next deal
    assert r["status"] == "misdeal" and r["undecided"] == 0 and r["carried"] == 1
    assert r["next"]["antes"] == [{"player": "A", "amount": 1, "law": "peel:20"}]
    assert [p["point"] for p in r["next"]["points"]] == ["silent.misdeal.ante"]
    assert not any(s["decisive"] for s in r["silent"] if s["point"] == "misdeal.ante")
    assert r["readings"] == []


def test_peel_9_uncut_pointed_out_after_the_deal_stands(library):
    r = rule(library, "peel", UNCUT_AFTER)
    assert r["status"] == "continues" and laws_at(r, 3) == {"peel:9"}  # the deal stands


def test_keller_the_deal_2_has_no_time_bar(library):
    r = rule(library, "keller", UNCUT_AFTER)
    assert r["next"]["redeal_by"] == "D"
    # the ante: misdeal.ante silent, but the age stakes it again (the ante /1.rule)
    assert r["status"] == "misdeal" and r["undecided"] == 0 and r["carried"] == 1


def test_standard_misdeal_1_the_next_dealer_deals_and_the_ante_remains(library):
    r = rule(library, "standard", UNCUT_DURING)
    assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "A"
    assert r["carried"] == 1 and r["refunds"] == {}
    assert laws_at(r, 2) == {"standard:irregularities/misdeal/1"}  # the ante remains


def test_standard_misdeal_1_too_late_is_not_defined(library):
    r = rule(library, "standard", UNCUT_AFTER)
    assert r["status"] == "unsettled" and "uncut.noticed-after-deal" in points(r)


SHUFFLED_DURING = ("  - shuffle: D\n  - shuffle: A\n  - notice: {what: shuffle_fault, by: B}\n"
                   "  - deal: {A: 5, B: 5, C: 5, D: 5}\n")
SHUFFLED_AFTER = ("  - shuffle: D\n  - deal: {A: 5, B: 5, C: 5, D: 5}\n"
                  "  - notice: {what: shuffle_fault, by: B}\n")


def test_standard_misdeal_1_a_fault_in_the_shuffle_called_in_time_is_a_misdeal(library):
    # "It is a misdeal: if attention is called in time to an irregularity in the shuffle"
    r = rule(library, "standard", SHUFFLED_DURING)
    assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "A"  # "the next dealer"
    assert r["carried"] == 1 and r["refunds"] == {}  # "any ante placed in the pot remains"
    assert laws_at(r, 3) == {"standard:irregularities/misdeal/1"}


def test_standard_misdeal_1_a_fault_in_the_shuffle_called_too_late_is_not_defined(library):
    r = rule(library, "standard", SHUFFLED_AFTER)
    assert r["status"] == "unsettled" and "shuffle-fault.noticed-after-deal" in points(r)
    assert "shuffle-fault.noticed-during-deal" not in points(r)


@pytest.mark.parametrize("book", ["peel", "keller", "schenck"])
def test_no_other_book_says_what_a_fault_in_the_shuffle_does(library, book):
    # each says who shuffles (Peel 5, Keller the deal /1, Schenck rules/2), none what follows
    r = rule(library, book, SHUFFLED_DURING)
    assert r["status"] == "unsettled" and r["undecided"] == 1
    assert "shuffle-fault.noticed-during-deal" in points(r)
    assert not any("standard:" in law for s in r["steps"] for law in s.get("laws", []))


def test_schenck_is_silent_on_the_uncut_pack(library):
    r = rule(library, "schenck", UNCUT_DURING)
    assert r["status"] == "unsettled" and r["undecided"] == 1


def test_peel_10_faced_card_only_before_the_deal_is_finished(library):
    during = rule(library, "peel", "  - faced_card\n  - deal: {A: 5, B: 5, C: 5, D: 5}\n")
    after = rule(library, "peel", "  - deal: {A: 5, B: 5, C: 5, D: 5}\n  - faced_card\n")
    assert during["next"]["redeal_by"] == "D" and "peel:10" in laws_at(during, 1)
    assert during["status"] == "misdeal" and "misdeal.ante" in points(during)
    assert after["status"] == "unsettled" and "faced-card.after-deal" in points(after)


def test_keller_the_deal_2_faced_card_after_the_deal_is_still_a_fresh_deal(library):
    r = rule(library, "keller", "  - deal: {A: 5, B: 5, C: 5, D: 5}\n  - faced_card\n")
    assert r["next"]["redeal_by"] == "D"
    assert r["status"] == "misdeal" and "misdeal.ante" in points(r)


WRONG_BEFORE = "  - deal: {A: 5, B: 6, C: 4, D: 5}\n  - announce: B\n"


def test_peel_12_wrong_number_announced_before_lifting_is_a_misdeal(library):
    r = rule(library, "peel", WRONG_BEFORE)
    assert r["next"]["redeal_by"] == "D" and "peel:12" in {c["id"] for c in r["citations"]}
    assert r["status"] == "misdeal" and "misdeal.ante" in points(r)


def test_standard_incorrect_number_of_cards_1_the_dealer_rectifies(library):
    r = rule(library, "standard", WRONG_BEFORE)
    assert r["status"] == "continues" and not r["retired"]  # the dealer rectifies
    assert laws_at(r, 2) == {"standard:irregularities/incorrect-number-of-cards/1"}


def test_keller_the_deal_4_the_receiver_must_announce(library):
    other = "  - deal: {A: 5, B: 6, C: 5, D: 4}\n  - notice: {what: wrong_count, by: C}\n"
    assert rule(library, "keller", other)["status"] == "unsettled"
    assert rule(library, "peel", other)["next"]["redeal_by"] == "D"  # "such player, or any"
    own = "  - deal: {A: 5, B: 6, C: 5, D: 4}\n  - announce: B\n"
    assert rule(library, "keller", own)["next"]["redeal_by"] == "D"


FOUL = "  - deal: {A: 6, B: 5, C: 5, D: 5}\n  - lift: A\n  - announce: A\n"


def test_peel_13_14_foul_hand_dealt_the_dealer_refunds_the_ante(library):
    r = rule(library, "peel", FOUL)
    assert r["retired"] == {"A": "peel:13"} and r["carried"] == 1
    assert r["penalties"] == [{"player": "D", "amount": 1, "to": "A", "law": "peel:14"}]


def test_peel_16_the_player_who_spoke_to_the_dealer_refunds_instead(library):
    r = rule(library, "peel", "  - spoke_to_dealer: C\n" + FOUL)
    assert r["penalties"] == [{"player": "C", "amount": 1, "to": "A", "law": "peel:16"}]


def test_peel_16_the_dealer_pays_nothing_where_the_talker_is_dealt_the_foul_hand(library):
    """"such player, and not the dealer, shall refund": A spoke to the dealer and was dealt
    six himself; his own ante is his to refund, and the dealer pays nothing."""
    r = rule(library, "peel", "  - spoke_to_dealer: A\n" + FOUL)
    assert r["penalties"] == [] and r["retired"] == {"A": "peel:13"}
    assert "peel:16" in laws_at(r, 4)


def test_peel_14_the_dealer_dealt_the_foul_hand_refunds_himself_and_nothing_passes(library):
    # D, the last straddler, deals himself six and lifts them: "the dealer shall refund such
    # player his ante or straddle" (14), and D is both: his own 4, said so (it read "the
    # dealer, D, refunds D the straddle, 4", as if chips passed)
    r = replay(library, "peel", """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 20}
events:
  - straddle: {player: B, amount: 2}
  - straddle: {player: C, amount: 3}
  - straddle: {player: D, amount: 4}
  - cut: C
  - deal: {A: 5, B: 5, C: 5, D: 6}
  - lift: D
  - announce: D
""")
    assert r["penalties"] == [] and r["retired"] == {"D": "peel:13"}
    said = [s["finding"] for s in r["steps"] if "refunds" in s["finding"]]
    assert said and all("his own 4, and nothing passes" in f for f in said), said


def test_peel_14_a_player_without_ante_or_straddle_gets_no_refund(library):
    r = rule(library, "peel", "  - deal: {A: 5, B: 6, C: 5, D: 5}\n  - lift: B\n  - announce: B\n")
    assert r["retired"] == {"B": "peel:13"} and r["penalties"] == []


def test_keller_the_deal_5_retires_and_says_nothing_of_a_refund(library):
    # "the player holding the foul hand must retire from the game for that deal": nothing of
    # his ante there, and no refund; Keller's law of the pool keeps it in the pool: one who
    # retires "must sacrifice whatever he may have already deposited in the pool" (p. 24)
    r = rule(library, "keller", FOUL)
    assert r["status"] == "continues" and r["retired"] == {"A": "keller:ch4/the-deal/5"}
    assert r["penalties"] == [] and "foul-dealt.refund" in points(r)
    assert "foul-hand.stake" not in points(r) and not r["readings"]
    assert (r["carried"], r["undecided"], r["refunds"]) == (1, 0, {})
    stays = [s for s in r["steps"] if "keller:ch4/betting-before-the-draw/4" in s["laws"]]
    assert [s["rung"] for s in stays] == ["general"]


def test_peel_11_and_keller_the_deal_3_an_exposed_card_is_accepted(library):
    ev = "  - exposed: {player: B, card: AS}\n  - deal: {A: 5, B: 5, C: 5, D: 5}\n"
    for book, law in (("peel", "peel:11"), ("keller", "keller:ch4/the-deal/3")):
        assert laws_at(rule(library, book, ev), 1) == {law}  # he keeps the card
    # the Standard laws have no law of it, and it is no ground of a misdeal: B has staked
    # nothing, and the deal goes on whether he keeps the card or not
    r = rule(library, "standard", ev)
    assert r["status"] == "continues" and r["undecided"] == 0 and r["carried"] == 1
    assert [s["decisive"] for s in r["silent"] if s["point"] == "exposed.in-deal"] == [False]


def test_standard_misdeal_1_deal_out_of_turn_the_dealer_in_turn_deals(library):
    ev = ("  - deal_out_of_turn: B\n  - notice: {what: deal_out_of_turn, by: C}\n"
          "  - deal: {A: 5, B: 5, C: 5, D: 5}\n")
    r = rule(library, "standard", ev)
    assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "D"
    late = rule(library, "standard", "  - deal_out_of_turn: B\n  - deal: {A: 5, B: 5, C: 5, D: 5}\n"
                "  - notice: {what: deal_out_of_turn, by: C}\n")
    assert late["status"] == "unsettled" and "deal-out-of-turn.noticed-after-deal" in points(late)


def test_standard_a_deal_out_of_turn_nobody_points_out_is_not_called_in_time_and_stands(
        library):
    """"It is a misdeal: if attention is called in time to ... a deal out of turn"
    (irregularities, misdeal 1), where the same sentence gives an imperfect pack "any time
    before the pot has been taken in": where nobody calls attention in a deal played to its
    show, it was never called in time, no misdeal is made, and the show gives the pool."""
    played = ("  - deal_out_of_turn: B\n  - deal: {A: 5, B: 5, C: 5, D: 5}\n"
              "  - bet: {player: B, amount: 2}\n  - call: C\n  - fold: D\n  - fold: A\n"
              '  - show: {B: "AS AH 7C 7H 2S", C: "QS QH 6D 5C 3D"}\n')
    r = rule(library, "standard", played)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": 5}, 0)
    assert "deal-out-of-turn.noticed-after-deal" not in points(r)
    [stood] = [s for s in r["steps"] if "attention was not called to it in time" in s["finding"]]
    assert stood["laws"] == ["standard:irregularities/misdeal/1"]
    assert_conserved(r)


def test_standard_incorrect_pack_torn_between_void_and_misdeal(library):
    r = rule(library, "standard", "  - deal: {A: 5, B: 5, C: 5, D: 5}\n  - imperfect_pack\n")
    cited = {c["id"] for c in r["citations"]}
    assert r["status"] == "unsettled" and r["undecided"] == 1 and r["refunds"] == {}
    torn = {"standard:irregularities/incorrect-pack/1", "standard:irregularities/misdeal/1"}
    assert torn <= cited


def test_standard_incorrect_number_of_hands_1_the_dealer_gives_up_his_hand(library):
    r = rule(library, "standard", "  - deal: {A: 5, B: 5, D: 5}\n  - omitted: C\n")
    assert r["status"] == "continues" and list(r["retired"]) == ["D"]


def test_standard_the_dealer_s_hand_goes_to_one_omitted_player_the_nearest_his_left(library):
    """"he must give his own hand to the omitted player nearest his left" (incorrect number
    of hands 1): with B and C left out and E dealing, B has it, told second or not; what
    follows for C, and for a dealer who leaves himself out, the law does not say."""
    head = "title: t\ntable: {players: [A, B, C, D, E], dealer: E, ante: 1, limit: 10}\n"
    r = replay(library, "standard", head + "events:\n  - omitted: C\n  - omitted: B\n"
               "  - deal: {A: 5, D: 5, E: 5}\n")
    law = "standard:irregularities/incorrect-number-of-hands/1"
    assert r["retired"] == {"E": law}
    (gives,) = [s for s in r["steps"] if law in s["laws"]]
    assert gives["event"] == 2 and "B takes E's hand" in gives["finding"]
    assert "omitted-player" in points(r)
    himself = rule(library, "standard", "  - omitted: D\n  - deal: {A: 5, B: 5, C: 5}\n")
    assert himself["retired"] == {} and "omitted-player" in points(himself)


@pytest.mark.parametrize("book", ["peel", "keller", "schenck", "standard"])
def test_a_misdeal_conserves_the_chips(library, book):
    # the straddle's 2 told: the books without a law of straddling give it no size
    r = rule(library, book, "  - straddle: {player: B, amount: 2}\n" + UNCUT_DURING)
    assert r["pot"] == 3 and r["awards"] == {} and r["by_lot"] == []
    assert_conserved(r)


def test_peel_13_a_foul_hand_dealt_cites_only_the_law_of_a_wrong_count_in_the_deal(library):
    """45, 47, 48 (the draw), 64 (the show) and the term also forfeit a foul hand's stake;
    the finding on a wrong number dealt cites the law that governs it, 13, alone."""
    r, steps = replay_said(library, "peel", TABLE + "  - deal: {A: 5, B: 6, C: 5, D: 5}\n"
                           "  - lift: B\n  - announce: B\n")
    # the lift, which makes the hand foul once the wrong number is found, and the ruling on it:
    # B retires and forfeits his stake
    foul = [s for s in steps if s.event in (2, 3)]
    assert [(s.kind, s.laws) for s in foul] == [
        ("wrongcount.lifts-wrong-number", ["peel:13"]),
        ("foul.retires-from-game-forfeits", ["peel:13"])]
    assert foul[0].params == {"player": "B", "n": 6}
    assert foul[1].params["finding"].kind == "wrongcount.raised-before-announced"
    assert {c["id"] for c in r["citations"]}.isdisjoint({"peel:45", "peel:47", "peel:48", "peel:64"})


NOBODY_SAYS = ("  - deal: {A: \"KS KH 7D 7C 2S\", B: \"QS QH 6D 5C 3D\", C: \"AS AH 9D 8C 4H 3S\","
               " D: 5}\n  - bet: {player: B, amount: 2}\n  - call: C\n  - fold: D\n  - fold: A\n"
               "  - show: {B: \"QS QH 6D 5C 3D\", C: \"AS AH 9D 8C 4H\"}\n")


@pytest.mark.parametrize("book,law", [("peel", "peel:13"), ("keller", "keller:ch4/the-deal/5")])
def test_a_wrong_count_nobody_announces_is_found_at_the_end_and_the_hand_is_foul(library, book,
                                                                                 law):
    r = rule(library, book, NOBODY_SAYS)
    last = 6
    assert r["status"] == "settled" and r["awards"] == {"B": 5} and r["retired"]["C"] == law
    assert law in laws_at(r, last) and r["missing"] == []


def test_a_wrong_count_the_book_is_silent_on_is_decisive_where_the_hand_would_win(library):
    r = rule(library, "schenck", NOBODY_SAYS)
    assert r["status"] == "unsettled" and r["undecided"] == 5
    assert [s["decisive"] for s in r["silent"] if s["point"] == "wrong-count.after-lift"] == [True]


def test_a_wrong_count_never_raised_is_ruled_as_found_before_lifting(library):
    r = rule(library, "peel", "  - deal: {A: 5, B: 6, C: 5, D: 5}\n")
    assert r["next"]["redeal_by"] == "D" and "peel:12" in laws_at(r, 1)


def test_peel_13_the_last_hand_in_found_foul_at_the_end_takes_nothing(library):
    """Every other player passed to B, dealt six; found at the end of the story, his hand is
    foul (13) and he retires: no hand is left, and Peel does not say who takes the pool."""
    r = rule(library, "peel", "  - deal: {A: 5, B: 6, C: 5, D: 5}\n  - bet: {player: B, amount: 2}\n"
             "  - fold: C\n  - fold: D\n  - fold: A\n")
    assert r["status"] == "unsettled" and r["awards"] == {} and r["undecided"] == 3
    assert r["retired"]["B"] == "peel:13" and "wrong-count.after-lift" in points(r)


def test_the_dealer_put_out_for_leaving_a_player_out_may_leave_one_player_who_takes_the_pool(library):
    """Fuzz, seed 2 (the omitted player named B, nearest the dealer's left; the dealer who
    leaves himself out the law does not reach): under the Standard laws a dealer who omits a
    player "must give his own hand to the omitted player" (incorrect-number-of-hands/1), and
    holds none: here C had already dropped and A, the dealer, goes out by it, so B is the
    only player left and takes the pool; a deal is never left going on with one player in it.
    (The fuzzer's C stood, which checking/1 lets him do where only the ante is up, no bet
    made during the interval: he would still be in.)"""
    from replay import replay

    r = replay(library, "standard", """title: t
table: {players: [A, B, C], dealer: A, betting: unlimited, ante: 6,
        stacks: {A: 24664, B: 999999999, C: 1}}
events:
  - fold: C
  - bet: {player: A, amount: 1236}
  - notice: {what: omitted, by: B}
""")
    assert r["retired"]["A"] == "standard:irregularities/incorrect-number-of-hands/1"
    assert r["status"] == "settled" and r["awards"] == {"B": 1242}


def test_peel_64_a_foul_hand_found_after_the_show_cites_the_law_on_point(library):
    """Peel 13 makes B's lifted six cards a foul hand; found at the end of the game, Peel 64:
    "he shall forfeit his stake; ... the holder of the best hand shall claim the pool"."""
    r = rule(library, "peel", "  - deal: {A: 5, B: 6, C: 5}\n  - lift: B\n"
             "  - bet: {player: C, amount: 5}\n  - call: A\n  - call: B\n"
             "  - show: {B: \"AS AH AD 9C 3D\", C: \"KS KH 7D 7C 2S\", A: \"QS QH QD 5C 3C\"}\n"
             "  - notice: {what: foul_hand, by: C}\n",
             "title: t\ntable: {players: [A, B, C], dealer: A, phase: after_draw, pot: 6, "
             "limit: 10}\nevents:\n")
    laws = [law for s in r["steps"] for law in s["laws"]]
    assert "peel:13" in laws and "peel:64" in laws
    lift = next(s for s in r["steps"] if "raises his 6 cards" in s["finding"])
    assert lift["laws"] == ["peel:13"]
    assert r["awards"] == {"A": 21}
    assert_conserved(r)


def test_the_standard_laws_rectify_only_a_card_given_to_the_wrong_player(library):
    """Standard, Incorrect Number of Cards: "If in dealing the dealer gives a card to the
    wrong player, he may rectify the deal before proceeding, transferring such cards as are
    necessary." C is dealt four and nobody six: no card went to the wrong player, and the
    laws say nothing of a short hand: silent. But no chip turns on it: C put up nothing, and
    nothing his hand could take is at stake yet; B's ante stays in the pool whatever follows.
    The deal goes on as played, and nothing is held. With B six and C four, the law
    rectifies the deal."""
    short = _rule(library, CASEBOOK / "deal-and-draw" / "short-hand-announced-before-lifting.yaml",
                  "standard")
    law = "standard:irregularities/incorrect-number-of-cards/1"
    assert (short["status"], short["undecided"], short["carried"]) == ("continues", 0, 1)
    assert law not in _cited(short)
    assert any(s["point"] == "wrong-count.before-lift" and not s["decisive"]
               for s in short["silent"])
    astray = _rule(library, CASEBOOK / "deal-and-draw" / "wrong-count-announced-before-lifting.yaml",
                   "standard")
    assert astray["status"] == "continues" and law in _cited(astray)


def test_a_silence_on_a_misdeals_ante_staked_again_holds_nothing(library):
    """Peel 12: "it is a misdeal, and there shall be a new deal by the same dealer"; Peel
    says nothing of the ante already put up. The misdeal is ruled (A deals again); B, at his
    left, stakes the ante again before the new deal's cards (law 20): whether his ante stays
    in the pool or goes back to him, the same chip is in the new deal's pool. The point
    concerns only the next deal: it is said under `next`, and nothing is held."""
    ruling = _rule(library, CASEBOOK / "deal-and-draw" / "short-hand-announced-before-lifting.yaml",
                   "peel")
    assert ruling["next"]["redeal_by"] == "A" and "peel:12" in _cited(ruling)
    assert [s["point"] for s in ruling["silent"] if s["decisive"]] == []
    assert [p["point"] for p in ruling["next"]["points"]] == ["silent.misdeal.ante"]
    assert ruling["status"] == "misdeal"
    assert ruling["undecided"] == 0 and ruling["carried"] == 1


_SHUFFLE = """title: t
table: {players: [A, B, C, D], dealer: D}
events:
  - shuffle: D
  - shuffle: %s
  - cut: C
  - deal: {A: 5, B: 5, C: 5, D: 5}
"""


def test_schenck_the_player_at_the_dealers_left_may_shuffle_last(library):
    """Schenck 3: "The dealer shuffles and makes up the pack himself, or it may be done by
    the player at his left". A sits at D's left: his shuffle, the last, is lawful."""
    ruling, found = rule_file_said(library, CASEBOOK / "the-table" /
                                   "a-player-shuffles-after-the-dealer.yaml", "schenck")
    assert ruling["status"] == "continues"
    assert "shuffle.last" not in {s["point"] for s in ruling["silent"]}
    for event in (1, 2):
        assert [s.laws for s in found if s.event == event] == [["schenck:rules/3"]]
    # D's shuffle, then A's for him, both lawful
    (dealer,) = [s for s in found if s.event == 1]
    assert (dealer.kind, inner(dealer), dealer.params["said"].subject()) == (
        "lawful.book-allows", "lawful.act.shuffle", "D")
    assert [(s.kind, s.params) for s in found if s.event == 2] == [
        ("deal.shuffles-for-dealer", {"who": "A", "dealer": "D"})]
    # the cut, by the player at the dealer's right, is judged at its own event
    assert [s["laws"] for s in _at(ruling, 3)] == [["schenck:rules/3"]]


def test_schenck_another_players_shuffle_is_not_given_him(library):
    _, found = replay_said(library, "schenck", _SHUFFLE % "B")  # B sits two to D's left
    shuffled = [s for s in found if s.event == 2]
    # not his to make: the book sets no consequence, and the deal goes on
    assert [(s.kind, s.params, s.laws) for s in shuffled] == [
        ("deal.shuffles-not-his", {"who": "B", "dealer": "D"}, ["schenck:rules/3"])]


def test_the_next_dealer_in_turn_deals_the_new_hand_not_again(cli):
    # Standard misdeal/1: "the next dealer in turn deals": A, who never dealt this hand (D did)
    out = cli("rule", "cases/deal-and-draw/shuffle-fault-noticed-during-deal.yaml", "--book",
              "standard").out
    assert "Next: A deals the new hand (standard:irregularities/misdeal/1)." in out
    assert "deals again" not in out


CUT_WRONG = ("  - cut: B\n  - notice: {what: cut_fault, by: C}\n"
             "  - deal: {A: 5, B: 5, C: 5, D: 5}\n")


def test_standard_misdeal_1_a_fault_in_the_cut_called_in_time_is_a_misdeal(library):
    # B cut, where the cut is C's (deal/cut/1): "an irregularity in the ... cut", called in time
    r = rule(library, "standard", CUT_WRONG)
    assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "A"
    assert laws_at(r, 2) == {"standard:irregularities/misdeal/1"}


def test_keller_the_deal_2_a_pack_not_properly_cut_is_a_fresh_deal_called_late_too(library):
    # "If a deal is made without the cards being properly cut ... there must be a fresh deal":
    # a cut by another than the player at the dealer's right is no proper cut, and no time bar
    late = CUT_WRONG.replace("  - notice: {what: cut_fault, by: C}\n", "") + \
        "  - notice: {what: cut_fault, by: C}\n"
    for events in (CUT_WRONG, late):
        r = rule(library, "keller", events)
        assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "D"
        assert "keller:ch4/the-deal/2" in {c["id"] for c in r["citations"]}


def test_peel_8_speaks_only_of_a_pack_not_cut(library):
    # Peel 4 names the cutter, and 8 "If the cards be dealt without the pack having been cut":
    # of a pack cut by the wrong player Peel says nothing
    r = rule(library, "peel", CUT_WRONG)
    assert r["status"] == "unsettled" and "cut-fault.noticed-during-deal" in points(r)


# a pack played to its show, with nobody at the table pointing out a fault in its cut
PLAYED = ("  - deal: {A: 5, B: 5, C: 5, D: 5}\n  - bet: {player: B, amount: 2}\n  - call: C\n"
          "  - pass: D\n  - pass: A\n"
          "  - show: {B: \"AS AD 3C 4H 9S\", C: \"KS KD 2C 5H 8S\"}\n")
NEVER_CUT = "  - no_cut: C\n" + PLAYED
CUT_BY_B = "  - cut: B\n" + PLAYED


def test_keller_the_deal_2_waits_on_no_claim_a_deal_played_to_the_show_is_a_fresh_deal(library):
    # "If a deal is made without the cards being properly cut ... there must be a fresh deal":
    # no time and no claim; the show does not save the deal, and B's aces take nothing
    for events in (NEVER_CUT, CUT_BY_B):
        r = rule(library, "keller", events)
        assert r["status"] == "misdeal" and r["next"]["redeal_by"] == "D"
        assert r["awards"] == {} and r["undecided"] == 4 and r["carried"] == 1
        assert "keller:ch4/the-deal/2" in r["answer"]
        assert_conserved(r)


def test_peel_9_a_want_of_cut_never_pointed_out_leaves_the_deal_standing(library):
    # "be not pointed out to the dealer before such deal is finished, the deal shall stand":
    # the answer says the deal stands, on 9, then that the show gives the pool, on 59
    r = rule(library, "peel", NEVER_CUT)
    assert r["status"] == "settled" and r["awards"] == {"B": 5}
    assert "peel:9" in {c["id"] for c in r["citations"]}
    assert r["answer"].startswith("The deal stands (peel:9); B takes 5 (peel:59)")


def test_a_cut_by_the_wrong_player_never_pointed_out_holds_the_pool_where_the_book_is_silent(
        library):
    # Peel names the cutter (4) and speaks only of a pack not cut at all (8, 9): it does not
    # say what follows a wrong cut nobody called, and the 5 the readings dispute (B's by the
    # show, or a misdeal) are held
    r = rule(library, "peel", CUT_BY_B)
    assert r["status"] == "unsettled" and r["undecided"] == 5
    assert "cut-fault.noticed-after-deal" in points(r)


def test_standard_a_cut_by_the_wrong_player_never_called_in_time_lets_the_deal_stand(library):
    # the Standard laws' misdeal needs attention "called in time" to "an irregularity in the
    # ... cut": never called in a deal played to its show, it was not, and B's show takes 5
    r = rule(library, "standard", CUT_BY_B)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": 5}, 0)
    assert "cut-fault.noticed-after-deal" not in points(r)


def test_a_cut_fault_pointed_out_is_ruled_once_not_again_at_the_end(library):
    # C points the wrong cut out after the deal: Keller's misdeal is found there, once
    late = ("  - cut: B\n  - deal: {A: 5, B: 5, C: 5, D: 5}\n"
            "  - notice: {what: cut_fault, by: C}\n")
    r = rule(library, "keller", late)
    said = [s["finding"] for s in r["steps"] if "irregularity in the cut" in s["finding"]]
    assert len(said) == 1 and "pointed out only after the deal" in said[0]


def test_the_pack_cut_again_by_the_right_player_is_no_fault_at_the_end(library):
    r = rule(library, "keller", "  - cut: B\n  - cut: C\n" + PLAYED)
    assert r["status"] == "settled" and r["awards"] == {"B": 5}


def test_a_book_silent_on_a_deal_out_of_turn_sets_no_time_to_point_it_out(library):
    # Peel names the dealer (18) and has no law of a deal out of turn: read as a misdeal or
    # as standing, whenever it is pointed out; never held on "whether attention was called in
    # time", a time only a law's words can set (the Standard laws' misdeal/1). Read as a
    # misdeal, the bets stay (55); only the ante, of which Peel says nothing, is held
    r = _rule(library, CASEBOOK / "deal-and-draw" /
              "deal-out-of-turn-pointed-out-after-the-betting.yaml", "peel")
    assert (r["status"], r["undecided"], r["carried"]) == ("unsettled", 1, 12)
    assert "deal-out-of-turn.noticed-after-deal" not in points(r)
    assert {x["assume"][0]["reading"] for x in r["readings"]} == {"misdeal", "deal-stands"}
    standard = _rule(library, CASEBOOK / "deal-and-draw" /
                     "deal-out-of-turn-pointed-out-after-the-betting.yaml", "standard")
    assert "deal-out-of-turn.noticed-after-deal" in points(standard)


def test_standard_deal_out_of_turn_pointed_out_late_is_read_misdeal_or_standing(library):
    # misdeal/1: "It is a misdeal: if attention is called in time ... to a deal out of turn";
    # it does not say whether after the deal is in time. Read as standing, the pool plays on;
    # read as a misdeal, "any ante placed in the pot remains there": the ante's 1 stays in
    # the pool either way, and only the 12 bet beyond it is held (was: all 13, unread)
    r = _rule(library, CASEBOOK / "deal-and-draw" /
              "deal-out-of-turn-pointed-out-after-the-betting.yaml", "standard")
    assert (r["status"], r["undecided"], r["carried"]) == ("unsettled", 12, 1)
    read = {a["reading"] for x in r["readings"] for a in x["assume"]
            if a["point"] == "silent.deal-out-of-turn.noticed-after-deal"}
    assert read == {"misdeal", "deal-stands"}
    assert "standard:irregularities/misdeal/1" in {c["id"] for c in r["citations"]}
