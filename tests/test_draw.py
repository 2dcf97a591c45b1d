"""The draw situations (adjudicator/judge/situations/draw.py, evidence.py), named after the laws
they apply. Each test replays a short case under one book and reads the ruling."""
from replay import findings, judged, laws_at, points, replay  # noqa: F401

FIVE = """title: t
table: {players: [A, B, C, D, E], dealer: E, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5, E: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - call: D
  - call: E
  - call: A
"""


def rule(library, book: str, events: str) -> dict:
    return replay(library, book, FIVE + events)


def dispute(player: str, discard: int, given: int, claimed: int, says: int, witnesses: str):
    return (f"  - discard: {{player: {player}, count: {discard}}}\n"
            f"  - draw: {{player: {player}, given: {given}}}\n"
            f"  - demand_dispute: {{player: {player}, claimed: {claimed}, dealer_says: {says}, "
            f"witnesses: {{{witnesses}}}}}\n")


def test_peel_46_evidence_order_left_of_dealer_first(library):
    r = rule(library, "peel", dispute("C", 3, 2, 3, 2, "A: 3, D: 2, B: 2"))
    # A's word (3) decides: C was given one short, and the dealer makes it good (peel:43)
    assert laws_at(r, 9) == {"peel:77", "peel:78", "peel:46", "peel:43"} and not r["retired"]


def test_peel_46_evidence_order_right_when_the_left_is_the_disputant(library):
    r = rule(library, "peel", dispute("A", 3, 2, 3, 2, "D: 2, B: 3"))
    assert r["referee"]["player"] == "D" and "peel:46" in laws_at(r, 9)
    assert r["retired"] == {"A": "peel:45"}  # D's two demanded to a discard of three, and given


def test_peel_46_evidence_order_then_round_from_the_disputants_left(library):
    # B discarded 2 and was given 3: whoever says 3 makes his hand foul (peel:45), whoever says
    # 2 has the excess taken back (peel:42). C, at B's left, is heard only after A and D.
    r = rule(library, "peel", dispute("B", 2, 3, 2, 3, "C: 2, A: 3"))  # A, left of the dealer
    assert r["retired"] == {"B": "peel:45"} and "peel:46" in laws_at(r, 9)
    r = rule(library, "peel", dispute("B", 2, 3, 2, 3, "D: 3, C: 2"))  # D, right of the dealer
    assert r["retired"] == {"B": "peel:45"} and "peel:46" in laws_at(r, 9)
    r = rule(library, "peel", dispute("B", 2, 3, 2, 3, "C: 2"))        # then C, from B's left
    assert not r["retired"] and {"peel:46", "peel:42"} <= laws_at(r, 9)


def test_peel_46_nobody_can_give_evidence_the_disputant_is_believed(library):
    r = rule(library, "peel", dispute("C", 4, 3, 4, 3, ""))
    assert {"peel:46", "peel:43"} <= laws_at(r, 9)  # C's 4 believed: the one short made good


def test_peel_46_and_43_a_disputed_draw_with_no_discard_told(library):
    # no discard told: C is believed (46) and made good (43); whether his hand holds a wrong
    # number is not known, so no law of a hand foul by its count is reached (it once failed
    # on the count it could not make)
    r = rule(library, "peel", "  - draw: {player: C, given: 2}\n"
                              "  - demand_dispute: {player: C, claimed: 3, dealer_says: 2}\n")
    assert r["status"] == "continues" and not r["retired"]
    assert {"peel:46", "peel:43"} <= laws_at(r, 8)


def test_peel_77_78_the_dispute_goes_past_the_parties(library):
    r = rule(library, "peel", dispute("C", 3, 2, 3, 2, "A: 3"))
    assert r["referee"] == {"player": "A", "law": "peel:78", "parties": ["C", "E"]}
    r = rule(library, "peel", dispute("A", 3, 2, 3, 2, "D: 3"))
    assert r["referee"]["player"] == "D"


def test_the_other_books_do_not_say_whose_evidence_decides(library):
    for book in ("keller", "schenck", "standard"):
        r = rule(library, book, dispute("C", 3, 2, 3, 2, "A: 3"))
        # the disputed player's stake is held; the deal goes on under either reading
        assert r["status"] == "continues" and "draw.demand-dispute.evidence" in points(r)
        assert r["undecided"] == 2 and r["readings"]


def test_a_draw_whose_demand_is_disputed_is_not_said_to_be_as_the_book_allows(library):
    # Schenck rules/10: a player draws by "throwing away any number of his five cards and
    # drawing as many others": C threw three and was given two, and what he asked for is the
    # dispute that follows; his draw is no act the book allows until it is settled
    r = rule(library, "schenck", dispute("C", 3, 2, 3, 2, "A: 3"))
    at = [s for s in r["steps"] if s["event"] == 8]
    assert at and all(s["laws"] == [] and "as the book allows" not in s["finding"] for s in at)
    assert "what he asked for is disputed" in at[0]["finding"]


def test_peel_44_the_dealer_may_give_the_number_discarded(library):
    r = rule(library, "peel", "  - discard: {player: C, count: 2}\n"
             "  - draw: {player: C, asked: 3, given: 2}\n")
    assert r["status"] == "continues" and not r["retired"]


def test_peel_45_the_wrong_number_demanded_and_given_is_foul_whether_raised_or_not(library):
    r = rule(library, "peel", "  - discard: {player: C, count: 2}\n"
             "  - draw: {player: C, asked: 3, given: 3}\n")
    assert r["retired"] == {"C": "peel:45"}


def test_peel_47_the_dealer_drawing_a_wrong_number(library):
    r = rule(library, "peel", "  - discard: {player: E, count: 2}\n"
             "  - draw: {player: E, given: 3}\n")
    assert r["retired"] == {"E": "peel:47"}


EXCESS = "  - discard: {player: C, count: 1}\n  - draw: {player: C, asked: 1, given: 2}\n"


def test_peel_42_and_48_excess_before_and_after_lifting(library):
    before = rule(library, "peel", EXCESS + "  - announce: C\n")
    after = rule(library, "peel", EXCESS + "  - lift: C\n  - announce: C\n")
    assert not before["retired"] and laws_at(before, 9) == {"peel:42"}
    assert after["retired"] == {"C": "peel:48"}


def test_keller_discard_and_draw_7_the_excess_after_lifting_retires(library):
    r = rule(library, "keller", EXCESS + "  - lift: C\n  - announce: C\n")
    assert r["retired"] == {"C": "keller:ch4/discard-and-draw/7"}
    # "he must retire from the game for that hand", nothing of his stake: the law of the
    # pool keeps it there ("in doing so he must sacrifice whatever he may have already
    # deposited in the pool", p. 24), on the general rung
    assert "foul-hand.stake" not in points(r) and r["undecided"] == 0 and not r["refunds"]
    assert "keller:ch4/betting-before-the-draw/4" in {c["id"] for c in r["citations"]}


def test_a_dealt_hand_raised_before_the_draw_does_not_count_as_the_draw_raised(library):
    r = rule(library, "peel", "  - lift: C\n" + EXCESS + "  - announce: C\n")
    assert not r["retired"]


def test_peel_40_and_keller_discard_and_draw_9_a_card_exposed_in_the_draw(library):
    ev = "  - discard: {player: B, count: 2}\n  - exposed: {player: B, card: KH, during: draw}\n"
    assert laws_at(rule(library, "peel", ev), 8) == {"peel:40"}
    assert laws_at(rule(library, "keller", ev), 8) == {"keller:ch4/discard-and-draw/9"}
    # Schenck gives no remedy: read as either answer the question allows (returned to the
    # pack, or put at the bottom and replaced), the card does not go to B and no chip turns
    r = rule(library, "schenck", ev)
    assert r["status"] == "continues"
    # (nor does Schenck say who deals next: deal.rotation, which changes nothing here)
    assert {(s["point"], s["decisive"]) for s in r["silent"]} == {("exposed.in-draw", False),
                                                                  ("deal.rotation", False)}


DRAWN = "".join(f"  - discard: {{player: {p}, count: 1}}\n  - draw: {{player: {p}, given: 1}}\n"
                for p in "ABCDE")


def asked(library, book: str, events: str) -> tuple:
    """The finding on the last question to the dealer: its kind and whom it names."""
    last = judged(library, book, FIVE + DRAWN + events).steps[-1]
    return last.kind, last.players


def test_peel_49_50_asking_the_dealers_draw(library):
    def ask(events: str) -> tuple:
        return asked(library, "peel", events)

    assert ask("  - ask_dealer_draw: B\n") == ("draw.dealer-must-answer", ("B",))
    assert ask("  - lift: B\n  - ask_dealer_draw: B\n") == ("draw.may-no-longer-ask", ("B",))
    bet = "  - bet: {player: B, amount: 2}\n"
    assert ask(bet + "  - ask_dealer_draw: B\n") == ("draw.may-no-longer-ask", ("B",))
    assert dict(judged(library, "peel", FIVE + DRAWN + bet + "  - ask_dealer_draw: B\n")
                .steps[-1].say.params)["did"].kind == "draw.did-bet"
    assert ask(bet + "  - ask_dealer_draw: C\n") == ("draw.dealer-must-answer", ("C",))


def test_schenck_rules_23_the_dealer_is_not_bound_after_the_betting_begins(library):
    before = "  - lift: B\n  - ask_dealer_draw: B\n"
    assert asked(library, "schenck", before) == ("draw.betting-not-begun-bound-to-tell", ("B",))
    after = "  - bet: {player: A, amount: 2}\n  - ask_dealer_draw: C\n"
    assert laws_at(rule(library, "schenck", DRAWN + after), 18) == {"schenck:rules/23"}
    assert asked(library, "schenck", after) == ("draw.betting-begun-need-not-answer", ("C",))


def test_the_betting_after_the_draw_opens_when_the_draw_is_over(library):
    r = rule(library, "peel", DRAWN + "  - bet: {player: B, amount: 2}\n")
    assert laws_at(r, 17) == {"peel:53", "peel:desc/45", "peel:terms/21"}  # B, No. 1, bets first
    assert "peel:55" not in {c["id"] for c in r["citations"]}  # nobody bet out of turn


def test_peel_41_the_pack_runs_short(library):
    r = rule(library, "peel", "  - discard: {player: A, count: 3}\n  - pack_short\n")
    assert r["status"] == "continues" and "peel:41" in {c["id"] for c in r["citations"]}
    assert rule(library, "keller", "  - pack_short\n")["status"] == "unsettled"


def test_peel_51_the_dealer_gives_no_information_of_another_players_draw(library):
    # "The dealer shall not give any information as to the number of cards drawn by any other
    # player": a law that forbids him, never one that leaves it to him ("need not answer")
    r = rule(library, "peel", "  - draw: {player: B, asked: 3, given: 3}\n"
             "  - draw: {player: C, asked: 2, given: 2}\n"
             "  - ask_dealer_draw: {player: A, about: C}\n")
    [step] = [s for s in r["steps"] if s["laws"] == ["peel:51"]]
    assert step["finding"] == ("A asks the dealer how many cards C drew: the dealer gives no "
                               "information of the number drawn by any player but himself")


DRAWS = "cases/deal-and-draw/draws-before-making-good.yaml"

# C opened for 2 and A raised to 6; B made good; C draws with his 2, then calls a bet after
# the draw. C's aces would beat A's kings.
SHORT_AT_THE_DRAW = """title: t
table: {players: [A, B, C], dealer: A, ante: 1, limit: 4}
events:
  - deal: {A: 5, B: 5, C: 5}
  - bet: {player: C, amount: 2}
  - raise: {player: A, by: 4}
  - call: B
  - draw: {player: B, asked: 2, given: 2}
  - draw: {player: C, asked: 3, given: 3}
  - draw: {player: A, asked: 1, given: 1}
  - bet: {player: B, amount: 2}
  - call: C
  - call: A
  - show: {A: "KS KH KD 7C 2S", B: "QS QH 9D 9C 3S", C: "AS AH AD 8C 4S"}
"""


def test_peel_54_retires_a_player_who_draws_without_making_good(library):
    # Peel 36: "Before drawing any card or cards, a player shall make his stake equal to the
    # highest stake on the table" names no consequence; 54 does: "If, when his turn comes,
    # any player have not staked, and does not stake a sum at least equal to that staked by
    # the preceding player, such player shall ... retire from the game, and shall forfeit his
    # stake". C's later call does not bring him back (27): A's kings take all 24
    r = replay(library, "peel", SHORT_AT_THE_DRAW)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"A": 24}, 0)
    assert r["retired"]["C"] == "peel:54"
    assert {"peel:36", "peel:54"} <= laws_at(r, 6)
    assert "draw.make-good-first" not in points(r)


def test_a_raiser_nobody_met_takes_the_pool_when_the_short_player_draws(cli):
    # B, short of C's raise, draws: out by Peel 54 and by Schenck rules/7 ("put up as much
    # as will make his stake equal to such increase, or else abandon what he has already
    # put in"); C, whose raise nobody met, takes the 7 (Peel 58, Schenck rules/19)
    for book, law in (("peel", "peel:58"), ("schenck", "schenck:rules/19")):
        r = cli("rule", DRAWS, "--book", book, "--format", "json").json()
        assert (r["status"], r["awards"]) == ("settled", {"C": 7}), book
        assert r["answer"] == f"C takes 7 ({law}).", book


SHORT_OF_HIS_DEMAND = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - fold: D
  - fold: A
  - discard: {player: B, count: 2}
  - draw: {player: B, asked: 3, given: 2}
  - discard: {player: C, count: 1}
  - draw: {player: C, given: 1}
  - bet: {player: B, amount: 3}
  - call: C
  - show: {B: "KS KH KD 4C 2S", C: "QS QH QD 8C 3S"}
"""


def test_keller_a_shortfall_made_good_at_the_end_to_his_demand_leaves_six_cards(library):
    # B kept 3 and demanded 3: "Each player must take the exact number of cards that he calls
    # for" (discard and draw /5), and the dealer "must give to the player enough cards ... to
    # complete the number originally demanded" (/8): six cards, a foul hand, and "If a player
    # bets with more or less than five cards in his hand he loses the pool" (after the draw
    # /9). An audit's find: B's five cards took the pool the shortfall made foul
    r = replay(library, "keller", SHORT_OF_HIS_DEMAND)
    assert (r["status"], r["awards"]) == ("settled", {"C": 11})
    assert "keller:ch4/betting-after-the-draw/9" in laws_at(r, 12)
