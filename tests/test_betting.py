"""The betting situations (adjudicator/judge/situations/betting.py, turns.py, irregular.py,
shortstack.py, jackpot.py), named after the laws they apply. Each test replays a short case
under one book and reads the ruling."""
from replay import CASEBOOK, assert_conserved, findings, laws_at, points, replay  # noqa: F401
from replay import replay_said, rule_file_said
from replay import rule_file as _rule
from replay import steps_at as _at

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads

# A is the age; B, at his left, bets first after the draw (C deals).
AFTER_DRAW = """title: t
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 9, limit: 10}
events:
"""
FOUR_AFTER_DRAW = """title: t
table: {players: [A, B, C, D], dealer: D, phase: after_draw, pot: 8, limit: 5}
events:
"""
BEFORE_DRAW = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 4}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
"""
SHOW3 = '  - show: {A: "JS JH 8D 8C 4S", B: "QS QH 9D 9C 3S", C: "KS KH KD 7C 2S"}\n'
SHOW4 = ('  - show: {A: "9S 9H 4D 4C 2S", B: "TS TH 6D 6C 3S", C: "KS KH KD 5C 2C", '
         'D: "QS QH 8D 8C 7S"}\n')


def rule(library, book: str, events: str, table: str = AFTER_DRAW, agreed=()) -> dict:
    case = build_case(loads(table + events, "t.yaml"), "t.yaml")
    return adjudicate(case, library.book(book), agreed)


def found(library, book: str, events: str, table: str = AFTER_DRAW) -> list[tuple]:
    """What each step of the ruling found, as data: (event, kind, params, laws)."""
    return [(s.event, s.kind, s.params, s.laws)
            for s in replay_said(library, book, table + events)[1]]


def cited(ruling: dict) -> set[str]:
    return {c["id"] for c in ruling["citations"]}


# --- turns ---------------------------------------------------------------------------------

RAISE_OUT_OF_TURN = ("  - bet: {player: B, amount: 2}\n  - raise: {player: D, by: 3}\n"
                     "  - call: C\n  - call: A\n  - call: B\n" + SHOW4)


def test_peel_55_a_bet_out_of_turn_stands(library):
    r = rule(library, "peel", RAISE_OUT_OF_TURN, FOUR_AFTER_DRAW)
    assert r["status"] == "settled" and r["awards"] == {"C": 28}
    assert r["stakes"] == {"A": 5, "B": 5, "C": 5, "D": 5}
    assert laws_at(r, 2) == {"peel:55"}  # D's raise out of turn stands


def test_standard_irregularities_betting_2_turn_reverts_and_excess_is_forfeited(library):
    r = rule(library, "standard", RAISE_OUT_OF_TURN, FOUR_AFTER_DRAW)
    # "the turn reverts to the proper player": C calls B's 2, the bet standing at his turn,
    # and forfeits nothing; at D's turn his 3 beyond a call are forfeited to the pot (/2)
    assert r["awards"] == {"C": 19} and r["stakes"] == {"A": 2, "B": 2, "C": 2, "D": 2}
    assert r["penalties"] == [{"player": "D", "amount": 3, "to": "pool",
                               "law": "standard:irregularities/betting/2", "forfeited": True}]
    assert_conserved(r)


def test_standard_irregularities_betting_2_the_offender_may_not_raise(library):
    events = ("  - bet: {player: B, amount: 2}\n  - call: {player: D, out_of_turn: true}\n"
              "  - raise: {player: C, by: 3}\n  - raise: {player: D, by: 5}\n"
              "  - call: A\n  - call: B\n" + SHOW4)
    r = rule(library, "standard", events, FOUR_AFTER_DRAW)
    assert r["stakes"] == {"A": 5, "B": 5, "C": 5, "D": 5}
    assert "standard:irregularities/betting/2" in laws_at(r, 4)  # D's raise: he may only call


def test_keller_ch4_betting_before_the_draw_1_everything_in_turn_reverts_the_turn(library):
    r = rule(library, "keller", RAISE_OUT_OF_TURN, FOUR_AFTER_DRAW)
    # "Everything must be done in turn", the book's general law: D's raise out of turn waits
    # for his turn, the turn going back to C; Keller says nothing of D's chips beyond a call
    # at his turn (forfeited, C 19; his raise then, which C and A met as it lay on the table
    # when they called, C 28; his again, C 16): C's 16 is won alike, his own 3 reach him under
    # every reading (won, or given back: his back); A's, B's and D's 3 held
    assert r["status"] == "unsettled" and "betting.out-of-turn" not in points(r)
    assert "betting.out-of-turn.excess" in points(r)
    assert r["awards"] == {"C": 16} and r["refunds"] == {"C": 3} and r["undecided"] == 9
    assert "keller:ch4/betting-before-the-draw/1" in cited(r)


def test_schenck_rules_14_the_ante_man_bets_first_and_may_hold_the_age(library):
    r = rule(library, "schenck", "  - bet: {player: B, amount: 5}\n  - call: C\n  - call: A\n"
             + SHOW3)
    assert r["status"] == "settled" and r["awards"] == {"C": 24}
    assert laws_at(r, 0) == {"schenck:rules/14"}  # the ante man bets first after the draw
    assert "schenck:rules/14" in laws_at(r, 1)  # B bets: he need not hold it till it comes round


def test_peel_53_left_of_the_ante_bets_first_though_the_ante_man_retired(library):
    events = ("  - bet: {player: B, amount: 2}\n  - call: C\n  - call: D\n  - fold: A\n"
              "  - bet: {player: B, amount: 3}\n  - call: C\n  - call: D\n" + SHOW4)
    r = rule(library, "peel", events, BEFORE_DRAW)
    assert laws_at(r, 6) == {"peel:53", "peel:desc/45", "peel:terms/21"}  # No. 1 bets first after it
    assert "A" in r["retired"]  # the ante-man is out, yet the bet begins at his left
    assert r["awards"] == {"C": 16}


def test_standard_betting_1_names_no_first_bettor_so_the_first_to_act_has_it(library):
    r = rule(library, "standard", "  - bet: {player: C, amount: 5}\n  - fold: A\n  - fold: B\n")
    assert r["status"] == "settled" and r["awards"] == {"C": 14}
    assert "betting.first-after-draw" in points(r)
    disputed = rule(library, "standard", "  - bet: {player: C, amount: 5}\n"
                    "  - notice: {what: out_of_turn, by: B}\n  - fold: A\n  - fold: B\n")
    assert disputed["status"] == "unsettled"


# --- standing and checking ---------------------------------------------------------------

STAND = "  - check: B\n  - bet: {player: C, amount: 5}\n  - call: A\n  - call: B\n"


def test_peel_desc_45_the_first_bettor_may_stand(library):
    r = rule(library, "peel", STAND + SHOW3)
    assert r["status"] == "settled" and r["awards"] == {"C": 24}
    assert laws_at(r, 1) == {"peel:desc/45", "peel:desc/48"}


def test_keller_ch4_betting_after_the_draw_1_failing_to_bet_he_must_pass_out(library):
    r = rule(library, "keller", STAND + SHOW3)
    assert r["retired"]["B"] == "keller:ch4/betting-after-the-draw/1"
    # passed out, B's later call of 5 counts for nothing in the play. Of its chips Keller
    # says nothing: one who retires must "abandon whatever he has already deposited in the
    # pool" (betting-after-the-draw/4), what was in it when he retired, not what he put up
    # after. They are held, read as staying in the pool (C's) or going back to B
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {"C": 19}, 5)
    assert "keller:ch4/betting-after-the-draw/4" not in laws_at(r, 4)
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["pool.put-in-when-out"]


def test_standard_betting_checking_1_anyone_may_check(library):
    r = rule(library, "standard", "  - check: B\n  - check: C\n  - check: A\n" + SHOW3)
    assert r["status"] == "settled" and r["awards"] == {"C": 9}
    assert "standard:betting/checking/1" in cited(r)


def test_peel_desc_48_a_second_stander_is_not_provided_for(library):
    r = rule(library, "peel", "  - check: B\n  - check: C\n  - check: A\n" + SHOW3)
    assert r["status"] == "unsettled" and "betting.check" in points(r)


# --- passing and coming in again ---------------------------------------------------------

COME_BACK = ("  - fold: B\n  - bet: {player: C, amount: 2}\n  - call: D\n  - call: A\n"
             "  - call: B\n")


def test_peel_27_a_passed_player_never_comes_in_again(library):
    r = rule(library, "peel", COME_BACK, BEFORE_DRAW)
    # he may not come in (27); the 2 he puts up are his in the pool, no stake, and "cannot be
    # recalled" (55)
    assert {"peel:27", "peel:55"} <= laws_at(r, 6) and r["stakes"]["B"] == 2
    assert r["retired"]["B"] == "peel:27"


def test_keller_ch8_the_old_fashioned_game_4_pass_and_come_in_again(library):
    table = BEFORE_DRAW.replace("ante: 1, ", "")
    r = rule(library, "keller", COME_BACK, table, agreed=["old-fashioned"])
    assert laws_at(r, 6) == {"keller:ch8/the-old-fashioned-game/4"} and r["stakes"]["B"] == 2
    after_bet = ("  - bet: {player: B, amount: 2}\n  - call: C\n  - fold: D\n  - call: A\n"
                 "  - call: D\n")
    r = rule(library, "keller", after_bet, table, agreed=["old-fashioned"])
    assert "D" in r["retired"]
    # he may not come in; of the 2 he puts up Keller says nothing (p. 24, "in doing so he
    # must sacrifice whatever he may have already deposited": what was in the pool when he
    # retired): they are in the pool as put up, and held
    assert laws_at(r, 6) == {"keller:ch8/the-old-fashioned-game/4"}
    assert r["pot"] == 8 and "D" not in r["refunds"] and r["undecided"] == 2


def test_standard_betting_1a_a_dropped_player_cannot_win(library):
    r = rule(library, "standard", COME_BACK, BEFORE_DRAW)
    assert "standard:betting/1.a" in cited(r)


# --- spoken bets ---------------------------------------------------------------------------

SAID = ("  - say: {player: B, amount: 5}\n  - bet: {player: B, amount: 10}\n  - call: C\n"
        "  - fold: A\n" + '  - show: {B: "JS JH 4D 4C 2S", C: "QS QH 9D 9C 3S"}\n')


def test_peel_56_the_bet_is_the_amount_deposited(library):
    r = rule(library, "peel", SAID)
    assert r["stakes"] == {"B": 10, "C": 10} and r["awards"] == {"C": 29}


def test_standard_irregularities_betting_3_chips_over_the_announcement_are_forfeited(library):
    r = rule(library, "standard", SAID)
    assert r["stakes"] == {"B": 5, "C": 5} and r["awards"] == {"C": 24}
    assert r["penalties"][0]["amount"] == 5
    assert_conserved(r)


def test_keller_ch4_betting_after_the_draw_3_deposit_required_but_words_against_chips_open(
        library):
    r = rule(library, "keller", SAID)
    assert r["status"] == "unsettled" and "announcement.excess" in points(r)


SAID_MORE = ("  - say: {player: B, amount: 10}\n  - bet: {player: B, amount: 5}\n  - call: C\n"
             "  - fold: A\n" + '  - show: {B: "JS JH 4D 4C 2S", C: "QS QH 9D 9C 3S"}\n')


def test_keller_ch4_betting_after_the_draw_3_a_bet_is_only_what_is_deposited(library):
    # "A player making a bet must deposit the amount in the pool": B said 10 and put up 5;
    # the 5 he did not put up are no bet, and nothing is left open on them (was: the whole
    # pool held on whether his words or his chips make the bet; a new user's report)
    r = rule(library, "keller", SAID_MORE)
    assert (r["status"], r["stakes"], r["awards"]) == ("settled", {"B": 5, "C": 5}, {"C": 19})
    assert "announcement" not in points(r)
    assert "keller:ch4/betting-after-the-draw/3" in laws_at(r, 2)


def test_words_beyond_the_chips_put_up_hold_no_chip_of_the_pool(library):
    # The Standard laws void an announcement with no chips (irregularities, betting 3) and
    # forfeit chips beyond it, but say nothing of fewer chips than the words: whether the
    # words bind him to more is open, and what more he may owe is no chip of the pool, which
    # goes as it was put up (was: the whole pool held on it; a new user's report)
    r = rule(library, "standard", SAID_MORE)
    assert (r["status"], r["undecided"], r["awards"]) == ("settled", 0, {"C": 19})
    assert "announcement" in points(r)


def test_standard_irregularities_betting_3_an_announcement_without_chips_is_void(library):
    events = ("  - bet: {player: B, amount: 10}\n  - fold: C\n  - say: {player: A, amount: 10}\n"
              '  - show: {A: "KS KH KD 7C 2S", B: "QS QH 9D 9C 3S"}\n')
    r = rule(library, "standard", events)
    assert "standard:irregularities/betting/3" in laws_at(r, 4) and r["awards"] == {"B": 19}


def test_keller_the_first_bettor_whose_spoken_bet_deposits_nothing_has_failed_to_bet(library):
    """Keller p. 28: "A player making a bet must deposit the amount in the pool"; p. 27, the
    first to bet after the draw, "if he fails to bet, he must pass out". B says five and puts
    up nothing; C and A go on: B is out, and C's tens take the pool from A's nines."""
    from replay import replay
    r = replay(library, "keller", """title: t
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 6, limit: 10}
events:
  - say: {player: B, amount: 5}
  - call: C
  - call: A
  - show: {A: "9S 9H 4D 5C 2S", B: "AS AH 8D 7C 3S", C: "TS TH KD 7D 6S"}
""")
    assert r["retired"] == {"B": "keller:ch4/betting-after-the-draw/1"}
    assert r["status"] == "settled" and r["awards"] == {"C": 6}


# --- the limit, borrowing and short stakes --------------------------------------------------

def test_peel_desc_6_the_limit_is_fixed_and_55_keeps_the_increase_made(library):
    # desc/6 fixes the limit and names no remedy; 55: "A bet once made ... cannot be
    # recalled": the increase stands, and nothing is left open on it
    r = rule(library, "peel", "  - bet: {player: B, amount: 5}\n  - raise: {player: C, by: 20}\n"
             "  - call: A\n  - call: B\n" + SHOW3)
    assert r["status"] == "settled" and "limit.exceeded" not in points(r)
    assert {"peel:desc/6", "peel:55"} <= cited(r)


BORROW = """title: t
table: {players: [A, B, C, D], dealer: C, phase: after_draw, pot: 12, limit: 20,
        stacks: {A: 20, B: 100, C: 100, D: 100}}
events:
  - bet: {player: A, amount: 5}
  - raise: {player: B, by: 10}
  - fold: C
  - fold: D
  - borrow: {player: A, amount: 20}
  - raise: {player: A, by: 20}
  - raise: {player: B, by: 20}
  - call: A
  - show: {A: "KS KH KD 7C 2S", B: "QS QH 9D 9C 3S"}
"""


def test_peel_62_who_borrows_to_raise_must_borrow_to_call(library):
    r = rule(library, "peel", "", BORROW)
    assert r["awards"] == {"A": 122} and r["stakes"] == {"A": 55, "B": 55}
    # "If a player borrow money to raise, he shall borrow to call": a law of the player who
    # borrows, granting nothing; the loan is said so, never "as the book allows"
    loans = [s["finding"] for s in r["steps"] if "borrows" in s["finding"]]
    assert loans and all("as the book allows" not in f for f in loans), loans
    assert any("forbids it nowhere" in f and s_laws == ["peel:62"]
               for f, s_laws in ((s["finding"], s["laws"]) for s in r["steps"]))


SHORT = BORROW.replace("A: 20,", "A: 10,").replace(
    "  - raise: {player: A, by: 20}\n  - raise: {player: B, by: 20}\n", "")


def test_keller_ch7_table_stakes_8_no_borrowing_so_a_show_for_what_he_has(library):
    r = rule(library, "keller", "", SHORT.replace("limit: 20,", "betting: table-stakes,"))
    assert laws_at(r, 5) == {"keller:ch7/table-stakes/8"}  # the loan of 20 refused
    assert r["awards"] == {"A": 32, "B": 5}
    assert_conserved(r)


def test_keller_freeze_out_2_no_adding_to_the_stake_so_no_loan(library):
    """Freeze Out: "under no circumstances must he add to his original investment except by
    winning from his adversaries" (ch6/freeze-out/2): the loan is refused, as in Table
    Stakes."""
    r = rule(library, "keller", "", SHORT.replace("limit: 20,", "betting: freeze-out,"))
    assert laws_at(r, 5) == {"keller:ch6/freeze-out/2"}  # the loan of 20 refused
    assert "keller:ch4/betting-after-the-draw/11" not in {c["id"] for c in r["citations"]}
    assert_conserved(r)


def test_keller_ch8_unlimited_game_no_show_for_money_but_twenty_four_hours(library):
    table = SHORT.replace("limit: 20,", "betting: unlimited,").replace(
        "  - borrow: {player: A, amount: 20}\n", "")
    r = rule(library, "keller", "", table)
    assert r["status"] == "continues"
    assert "keller:ch8/the-unlimited-and-old-fashioned-games/6" in laws_at(r, 5)  # 24 hours


# --- deals nobody opens, and jack pots ------------------------------------------------------

ALL_PASS = "  - fold: B\n  - fold: C\n  - fold: D\n"


def test_peel_29_an_unopened_game_is_followed_by_a_jack_pot(library):
    # "not opened by any player": the ante-man, who "shall have the last say" (23), too
    r = rule(library, "peel", ALL_PASS, BEFORE_DRAW)
    assert r["status"] == "continues" and r["carried"] == 1 and "peel:29" in cited(r)
    r = rule(library, "peel", ALL_PASS + "  - fold: A\n", BEFORE_DRAW)
    assert r["status"] == "passed" and r["carried"] == 1
    assert r["next"]["jack_pot"] == "jacks"


def test_keller_ch4_betting_before_the_draw_6_the_age_takes_the_ante(library):
    r = rule(library, "keller", ALL_PASS, BEFORE_DRAW)
    assert r["status"] == "settled" and r["awards"] == {"A": 1}
    jp = rule(library, "keller", ALL_PASS, BEFORE_DRAW, agreed=["jack-pots"])
    assert jp["status"] == "passed" and jp["next"]["jack_pot"] == "jacks"


# C, the age, antes ten; A has the first say (B deals)
AGE_C = """title: t
table: {players: [A, B, C], dealer: B, betting: table-stakes, ante: 10, stacks: STACKS}
events:
  - deal: {A: 5, B: 5, C: 5}
"""
SHOW_ABC = '  - show: {A: "AS KS QS JS 9H", B: "2H 3H 4H 5H 7D", C: "2C 3C 4C 5C 7S"}\n'


def test_keller_ch4_betting_before_the_draw_3_all_in_to_the_ante_is_playing_not_passing(
        library):
    # /3: "say whether he passes or plays ... If he plays he must deposit ... an amount equal
    # to the highest deposit"; /6 only "if all the players in the game except the age pass out"
    table = AGE_C.replace("STACKS", "{A: 10, B: 10, C: 10}")
    r = rule(library, "keller", "  - all_in: A\n  - all_in: B\n" + SHOW_ABC, table)
    assert r["status"] == "settled" and r["awards"] == {"A": 30}
    # A's ten are less than the double ante the first to come in deposits (p. 23), but "No
    # player can be deprived of a call, if he puts up all his money" (p. 45): he plays
    assert laws_at(r, 2) == {"keller:ch7/table-stakes/6"}
    assert "keller:ch4/betting-before-the-draw/3" in laws_at(r, 3)
    assert "keller:ch4/betting-before-the-draw/6" not in cited(r)
    assert_conserved(r)


def test_peel_25_all_he_has_short_of_the_opening_is_no_game_unopened(library):
    # 25: the first say "shall, if he open the game, stake a sum at least double the amount of
    # ante": A opens with all his ten, less than twenty, and Peel, with no law of table stakes
    # and a show for less only for "a player's bet" raised (60), does not say what follows;
    # but as told the game was opened, so it is no Jack-pot game "in which every player had
    # rejected his cards" (terms/16); only read as going back does it leave the game "not
    # opened by any player" (29), the ante remaining in the pool
    table = AGE_C.replace("STACKS", "{A: 10, B: 10, C: 10}")
    r = rule(library, "peel", "  - all_in: A\n  - all_in: B\n" + SHOW_ABC, table)
    assert r["status"] == "unsettled" and "open.minimum" in points(r) and r["carried"] == 0
    assert "peel:25" in laws_at(r, 2)
    assert all("peel:29" not in s["laws"] for s in r["steps"]) and r["next"]["jack_pot"] is None
    laws = {x["assume"][0]["reading"]: x["laws"] for x in r["readings"]}
    assert "peel:29" in laws["void"] and "peel:29" not in laws["stand"]


def test_keller_ch2_making_good_the_age_whose_ante_equals_the_highest_plays(library):
    # "Making Good.—Depositing in the pool an amount equal to the highest bet previously
    # made": the age's ante is that amount once A and B have made it good
    # made": the age's ante is that amount once A, all in for ten (he has a call for all his
    # money, p. 45), and B have made it good
    table = AGE_C.replace("STACKS", "{A: 10, B: 100, C: 100}")
    events = "  - all_in: A\n  - call: B\n  - check: C\n" + SHOW_ABC
    r = rule(library, "keller", events, table)
    assert r["status"] == "settled" and r["awards"] == {"A": 30}
    assert "keller:ch4/betting-before-the-draw/3" in laws_at(r, 4)
    assert "betting.check" not in points(r)
    # C, the age, plays on his ante, which equals the highest: by /3, putting up nothing
    assert (4, "betting.stake-already-made-good", {"p": "C", "stake": 10},
            ["keller:ch4/betting-before-the-draw/3"]) in found(library, "keller", events, table)


# two players: A deals, B is the age, A has the first say; B passes out of turn
AGE_PASSES = """title: t
table: {players: [A, B], dealer: A, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5}
"""


def test_keller_ch4_betting_before_the_draw_6_not_when_the_age_himself_passed_out(library):
    # B, the age, passes before A, the dealer at his left, has said: /6 speaks of the age
    # left in ("all the players in the game except the age pass out"); A, the last left in,
    # takes the pool: no law of Keller's names him (/5 is of a raise "no other player sees",
    # and A made no bet), and the book's silence on it decides nothing
    r = rule(library, "keller", "  - fold: B\n", AGE_PASSES)
    assert r["status"] == "settled" and r["awards"] == {"A": 1}
    assert "keller:ch4/betting-before-the-draw/6" not in cited(r)
    assert "keller:ch4/betting-before-the-draw/5" not in cited(r)
    # /3: "If he passes he must retire from the game for that deal" (no raise to see: not /4)
    assert "keller:ch4/betting-before-the-draw/3" in laws_at(r, 2)
    assert [(x["point"], x["decisive"]) for x in r["silent"]] == [("last-in", False)]


def test_peel_29_the_age_passed_and_nobody_opened(library):
    # 29: "If the game be not opened by any player, the ante ... shall remain in the pool"
    # A, with the first say, has not had it: nobody has opened only once he passes too
    r = rule(library, "peel", "  - fold: B\n", AGE_PASSES)
    assert r["status"] == "continues" and r["carried"] == 1 and "peel:29" in cited(r)
    r = rule(library, "peel", "  - fold: B\n  - fold: A\n", AGE_PASSES)
    assert r["status"] == "passed" and r["carried"] == 1 and "peel:29" in cited(r)


def test_schenck_has_no_law_for_an_unopened_game_but_the_last_left_takes_the_pool(library):
    # no law of a game nobody opens; but those "who decline to play throw up their cards"
    # (rule 4), and rule 19: "If all the other players throw down their hands, the one who
    # remains in to the last wins, and takes the pool": the case itself (the specific rung)
    r = rule(library, "schenck", ALL_PASS, BEFORE_DRAW)
    assert r["status"] == "settled" and r["awards"] == {"A": 1} and r["undecided"] == 0
    assert [s["rung"] for s in r["steps"] if "schenck:rules/19" in s["laws"]] == ["specific"]


JACK_POT = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 10, jack_pot: MIN}
events:
  - deal: {A: "9S 7D 5C 4H 2S", B: "HAND", C: "QS 2D 8D 6C 3C", D: "KS 8S 6D 4C 2H"}
  - fold: A
  - bet: {player: B, amount: 4}
  - fold: C
  - fold: D
"""


def jack_pot(minimum: str, hand: str) -> str:
    return JACK_POT.replace("MIN", minimum).replace("HAND", hand)


def test_peel_32_the_series_of_knaves_queens_kings_repeats(library):
    r = rule(library, "peel", "  - fold: B\n", jack_pot("kings", "JS JH 9D 5D 3S").replace(
        "  - bet: {player: B, amount: 4}\n", ""))
    assert r["status"] == "passed" and r["next"]["jack_pot"] == "jacks"


def test_keller_ch5_progressive_jack_pots_1_rest_at_aces(library):
    r = rule(library, "keller", "  - fold: B\n", jack_pot("aces", "JS JH 9D 5D 3S").replace(
        "  - bet: {player: B, amount: 4}\n", ""), agreed=["progressive-jack-pots"])
    assert r["next"]["jack_pot"] == "aces"


def test_peel_33_a_false_opener_pays_double_the_ante_and_the_next_is_a_jack_pot(library):
    r = rule(library, "peel", "", jack_pot("jacks", "TS TH 9D 5D 3S"))
    assert r["status"] == "passed" and r["next"]["jack_pot"] == "queens"
    assert r["penalties"] == [{"player": "B", "amount": 4, "to": "pool", "law": "peel:33"}]
    assert r["carried"] == r["pot"] == 16


def test_keller_ch5_progressive_jack_pots_4_is_counsel_the_tables_queens_stand(library):
    # "should be fixed permanently at jacks" (p. 39) is counsel: the table's queens stand
    # beside jack pots/4's least hand ("can not be opened by any hand of less value than two
    # knaves"), and B's jacks are no openers; Keller gives no remedy (jack pots/14): read as
    # his losing the pool, or his stake with nobody left in, the pool stays for the next deal
    r = rule(library, "keller", "", jack_pot("queens", "JS JH 9D 5D 3S"))
    assert r["status"] == "passed" and r["awards"] == {} and r["carried"] == 12
    assert r["undecided"] == 0
    assert [s["point"] for s in r["silent"]] == ["jack-pot.false-opener"]
    assert "keller:ch5/jack-pots/4" in laws_at(r, 3)
    assert "keller:ch5/progressive-jack-pots/4" not in cited(r)
    # a table term below the least hand is still set aside: tens do not open it
    low = rule(library, "keller", "", jack_pot("tens", "JS JH 9D 5D 3S"))
    assert low["status"] == "settled" and low["awards"] == {"B": 12}


def test_keller_ch5_jack_pots_14_the_opener_always_shows_but_no_penalty_is_given(library):
    r = rule(library, "keller", "", jack_pot("jacks", "TS TH 9D 5D 3S"))
    assert "jack-pot.false-opener" in points(r) and r["penalties"] == []
    # everyone else passed: whatever he loses, nobody is left to take the pool, and it stays
    assert (r["status"], r["awards"], r["carried"]) == ("passed", {}, 12)


NO_ANTE = """title: t
table: {players: [A, B, C], dealer: B, limit: 4}
events:
  - deal: {A: "9S 9H 4D 4C 2S", B: "TS TH 6D 6C 3S", C: "KS KH KD 5C 2C"}
  - check: A
  - bet: {player: B, amount: 2}
  - call: C
"""


def _check_then(library, book: str, then: str) -> dict:
    from replay import replay

    return replay(library, book, NO_ANTE + then)


def test_a_silence_on_standing_is_not_decisive_when_he_puts_in_nothing_and_passes(library):
    r = _check_then(library, "schenck", "  - fold: A\n")
    check = [s for s in r["silent"] if s["point"] == "betting.check"]
    assert check and not any(s["decisive"] for s in check)


def test_a_stand_before_the_draw_read_both_ways_decides_nothing_where_another_wins(library):
    # A stands before the draw and stays in to the end; Schenck's law of standing speaks of
    # the first bettor after the draw (rules/18): whether A may is read both ways, and C's
    # threes take the 6 either way (A out, or beaten)
    r = _check_then(library, "schenck", "  - call: A\n" + SHOW3.replace("JS JH 8D 8C 4S", "9S 9H 4D 4C 2S").replace("QS QH 9D 9C 3S", "TS TH 6D 6C 3S").replace("KS KH KD 7C 2S", "KS KH KD 5C 2C"))
    check = [s for s in r["silent"] if s["point"] == "betting.check"]
    assert check and not any(s["decisive"] for s in check)
    assert check[0]["open"] == "standing.before-draw"
    assert r["status"] == "settled" and r["awards"] == {"C": 6}


def test_jack_pots_agreed_apply_where_the_deal_is_ruled_as_a_jack_pot(library):
    """Keller's jack-pot chapter governs "in a jack pot": the agreement that made this deal
    one turned the ruling; Peel's jack pot is part of his game, not an unknown departure."""
    from pathlib import Path

    from adjudicator.story.case import load_case

    case = load_case(Path(__file__).resolve().parent.parent / "cases" / "betting-and-show"
                     / "jack-pot-false-opener-with-no-ante.yaml")
    for book in ("keller", "peel"):
        r = adjudicate(case, library.book(book))
        [a] = r["agreements"]
        assert a["applied"] and a["laws"] and "agreed" not in points(r)
    assert adjudicate(case, library.book("schenck"))["agreements"][0]["laws"] == []


# --- straddles -------------------------------------------------------------------------------

STRADDLES = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - straddle: B
  - straddle: C
"""


def test_peel_21_each_straddle_adds_the_ante_keller_straddles_the_straddle(library):
    # Peel 21: each in turn may "increase the straddle in every case by the amount of the
    # ante" (1, 2, 3);
    # Keller's straddle is "double of the ante", and the next "may straddle his straddle"
    # (1, 2, 4): the pool before the deal, with no amount told.
    peel, keller = (rule(library, b, "", STRADDLES) for b in ("peel", "keller"))
    assert (peel["status"], peel["carried"]) == ("continues", 1 + 2 + 3)
    assert (keller["status"], keller["carried"]) == ("continues", 1 + 2 + 4)
    assert "peel:21" in laws_at(peel, 2)
    assert "keller:ch2/technical-terms/straddle" in laws_at(keller, 2)


def test_a_straddle_at_a_table_with_no_ante_adds_what_the_ante_is_nothing(library):
    """Fuzz, seed 2: a straddle where the table antes nothing crashed (the book's increment,
    Peel's "the ante", reckoned from no base). The case file's ante is 0 where it names none:
    Peel's straddle adds the ante (peel:21), so A's straddle stakes nothing, and the deal
    goes on. (A, at the dealer's left, is the age; B, at his left, straddles first.)"""
    from replay import replay

    r = replay(library, "peel", """title: t
table: {players: [A, B, C], dealer: C}
events:
  - straddle: B
  - deal: {A: 5, B: 5, C: 5}
  - bet: {player: C, amount: 2}
""")
    (first,) = [s for s in r["steps"] if s["event"] == 1]
    assert "peel:21" in first["laws"] and r["stakes"].get("B", 0) == 0
    assert r["status"] == "continues"


def test_schenck_a_bet_is_what_is_put_into_the_pool(library):
    """Schenck 15: "Each better in turn must put into the pool a sum equal at least to the
    first bet made ... or else failing to do that, the party who fails must go out of the
    play forfeiting his interest in the pool". B said "I call" and put nothing in: he goes
    out, and C, the one left, takes the 22."""
    ruling, steps = rule_file_said(library, CASEBOOK / "betting-and-show" /
                                   "call-spoken-without-chips.yaml", "schenck")
    assert ruling["status"] == "settled"
    assert ruling["awards"] == {"C": 22} and ruling["undecided"] == 0
    assert ruling["retired"]["B"] == "schenck:rules/15"
    # (Schenck does not say who deals next: a silence that changes nothing)
    assert [x["point"] for x in ruling["silent"]] == ["deal.rotation"]
    assert ruling["readings"] == []
    # what B said is no bet: he put nothing in (rules/15)
    assert [(s.kind, s.params, s.laws) for s in steps if s.event == 4][0] == (
        "irregular.said-but-put-nothing", {"player": "B", "amount": 10}, ["schenck:rules/15"])


def test_standard_chips_beyond_the_call_are_forfeited_to_the_pot(library):
    """The Standard laws, irregularity in betting: "no chips once placed in the pot may be
    removed"; the offender "may not raise, and if he put in more chips than he needed to
    call, those chips are forfeited to the pot". D raises five at his turn: his stake is the
    call, the five stay in the pot, and A's aces take 8 + 4 x 5 + 5 = 33."""
    ruling = _rule(library, CASEBOOK / "betting-and-show" / "out-of-turn-bettor-may-not-raise.yaml", "standard")
    assert ruling["status"] == "settled"
    assert ruling["stakes"] == {"A": 5, "B": 5, "C": 5, "D": 5}
    assert ruling["penalties"] == [{"player": "D", "amount": 5, "to": "pool",
                                    "law": "standard:irregularities/betting/2", "forfeited": True}]
    assert ruling["pot"] == 33 and ruling["awards"] == {"A": 33}
    assert sum(ruling["awards"].values()) + sum(ruling["refunds"].values()) == ruling["pot"]


AGE_STANDS = """title: t
table: {players: [A, B, C], dealer: B, ante: 2, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5}
  - bet: {player: A, amount: 2}
  - fold: B
  - check: C
"""


def test_a_silence_on_standing_is_not_decisive_when_he_puts_in_nothing_and_is_beaten(library):
    # The published decision (Keller's laws of betting) speaks of standing after the draw
    # only: C, the age, stands on his ante before it, and the book is silent on whether he
    # may. Put out for it, he loses his ante; let stand, his kings lose to A's aces (keller
    # ch3/order-of-hands/2): A takes the pool either way, and nothing is held
    r = _replay(library, "published-decision",
                AGE_STANDS + '  - show: {A: "AS AH 9D 6C 3S", C: "KS KH 8D 5C 2S"}\n')
    check = [s for s in r["silent"] if s["point"] == "betting.check"]
    assert check and not any(s["decisive"] for s in check)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"A": 4}, 0)
    # his hand the best, the point decides whether he takes the pool: it is held
    won = _replay(library, "published-decision",
                  AGE_STANDS + '  - show: {A: "KS KH 8D 5C 2S", C: "AS AH 9D 6C 3S"}\n')
    assert won["status"] == "unsettled" and won["undecided"] == 4
    assert any(s["decisive"] for s in won["silent"] if s["point"] == "betting.check")


def _replay(library, book: str, text: str) -> dict:
    from replay import replay

    return replay(library, book, text)


NOBODY_YET = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, jack_pot: jacks}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - fold: B
  - fold: C
  - fold: A
"""


def test_a_jack_pot_is_unopened_only_once_the_last_player_has_had_his_say(library):
    # Peel 23: the player left of the ante says first, and the ante last: B, C, D, then A.
    # A passes before D's turn (out of turn, and it stands: 27). D has not spoken, and may
    # yet open (jackpot/1, "jacks or better"): the deal goes on
    waiting = _replay(library, "peel", NOBODY_YET)
    assert waiting["status"] == "continues" and "D" not in waiting["retired"]
    # D passes too: nobody opened, and the pool stays for the next deal (29)
    passed = _replay(library, "peel", NOBODY_YET + "  - fold: D\n")
    assert (passed["status"], passed["carried"]) == ("passed", 8)
    assert "peel:29" in {law for s in passed["steps"] if s["event"] == 5 for law in s["laws"]}
    # D opens, and nobody is left to call: he takes the pool if he shows his openers (33)
    opens = _replay(library, "peel", NOBODY_YET + "  - open: {player: D, amount: 2}\n"
                    '  - show: {D: "JS JH 5D 4C 2C"}\n')
    assert (opens["status"], opens["awards"]) == ("settled", {"D": 10})


def test_schenck_a_stand_before_the_draw_is_read_both_ways_on_his_words(library):
    # Schenck lets the first bettor after the draw hold (rules/18, betting.check:
    # first-bettor-may-hold) and says nothing of a stand before it: whether A, declining
    # to open and then standing, may stand is open on those words, read both ways; held
    # before with no reading at all ("as the table played it")
    from stories import DECLINED_IN_HIS_TURN

    r = replay(library, "schenck", DECLINED_IN_HIS_TURN)
    assert r["status"] == "unsettled" and r["undecided"] == 16
    by = {tuple((a["point"], a["reading"]) for a in x["assume"]): x["awards"]
          for x in r["readings"]}
    assert by == {(("standing.before-draw", "may-stand"),): {"A": 16},
                  (("standing.before-draw", "passes-out"),): {"B": 16}}


def test_the_decision_read_as_giving_the_first_bettor_after_the_draw_the_stand(library):
    # the decision is silent on standing; read so that the first bettor after the draw may
    # hold, or must bet, those words do not reach C's stand before the draw: whether he may
    # is read both ways, and no reading holds the pool on nothing it names
    from replay import CASEBOOK, rule_file

    r = rule_file(library, CASEBOOK / "betting-and-show/coming-in-for-the-ante-alone-beaten-"
                  "by-the-age.yaml", "published-decision")
    assert r["status"] == "unsettled" and r["undecided"] == 4
    for x in r["readings"]:
        assert x["status"] == "settled", x
        read = dict((a["point"], a["reading"]) for a in x["assume"])
        if read["silent.betting.check"] in ("first-bettor-may-hold", "first-bettor-must-bet"):
            # C, the age, stands: read as passing out, A takes the pool; as standing, his
            # kings beat A's queens
            assert x["awards"] == ({"A": 4} if read["standing.before-draw"] == "passes-out"
                                   else {"C": 4})
    assert "stays held." not in r["answer"]


def test_a_stand_out_of_turn_binds_him_to_nothing_where_a_stated_intention_does_not(library):
    # Peel 57: "The statement of his intention to bet, or to refrain from betting, shall not
    # invalidate the right of any player to bet or pass when his turn comes". B, the age,
    # says "I stand" before C, No. 1 after the draw, has spoken; C bets and B calls in his
    # turn: the word bound him to nothing, and his kings take the 12 (an audit's find: the
    # stand was replayed as his act, and the pool held on whether a later player may stand)
    r = replay(library, "peel", """title: t
table: {players: [A, B, C], dealer: A, ante: 1, limit: 4}
events:
  - deal: {A: 5, B: 5, C: 5}
  - bet: {player: C, amount: 2}
  - call: A
  - call: B
  - draw: {player: B, asked: 3, given: 3}
  - draw: {player: C, asked: 3, given: 3}
  - draw: {player: A, asked: 3, given: 3}
  - check: B
  - bet: {player: C, amount: 2}
  - call: A
  - call: B
  - show: {A: "QS QH 9D 9C 3S", B: "KS KH KD 7C 2S", C: "JS JH 8D 8C 4S"}
""")
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": 12}, 0)
    assert {"peel:57"} <= laws_at(r, 8)
    assert "betting.check" not in {s["point"] for s in r["silent"]}
