"""Going all in (docs/case-format.md): a bet, call or raise that uses up a player's funds is all in,
exactly as if the event said `all_in`; `raise: {to: N}` counts within the betting interval;
each short player's pool is fixed at his own demand for a show (Peel 60; Keller p. 29 and
ch. VII); jack-pot feeds are counted once; findings name the player who acted."""
from pathlib import Path

import pytest
from badinput import write as _write
from replay import CASEBOOK, assert_conserved, cited, judged, kinds, laws_at, points
from replay import rule_file_said
from replay import rule_file as _rule
from test_conservation import conserved

from adjudicator.judge.comparison import compare
from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case, load_case
from adjudicator.story.yamlio import loads

BOOKS = ["peel", "keller", "schenck", "standard", "published-decision"]

# Table stakes after the draw: dealer A, so B is the age and C bets first (Peel, Keller).
AFTER_DRAW = """title: t
table:
  players: [A, B, C, D]
  dealer: A
  betting: table-stakes
  phase: after_draw
  pot: 20
  stacks: {A: 100, B: 100, C: 91, D: 300}
events:
  - bet: {player: C, amount: 20}
  - call: D
  - call: A
  - call: B
"""
# The same, with D raising to 40 where he called, A and B calling him: the betting is still
# open to C. After all call C's 20 it is over, and a raise of his would come after it (Peel
# 59, "When the bets of all the players are equal ... shall show"; Keller p. 28; Schenck
# rules/18; the Standard laws, betting 5: an interval "ends when every active player has had
# at least one turn to bet and when the bets have been equalized").
STILL_OPEN = AFTER_DRAW.replace("  - call: D\n", "  - raise: {player: D, to: 40}\n")
AFTER_RAISE = """  - raise: {player: D, to: 200}
  - fold: A
  - fold: B
  - show: {C: "AS AH 9D 6C 3C", D: "KS KH 7D 4C 2S"}
"""


def rule(library, book: str, text: str) -> dict:
    return adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))


@pytest.mark.parametrize("book", BOOKS)
def test_a_whole_stack_raise_rules_as_all_in(library, book):
    plain = rule(library, book, STILL_OPEN + "  - raise: {player: C, to: 91}\n" + AFTER_RAISE)
    all_in = rule(library, book, STILL_OPEN + "  - all_in: C\n" + AFTER_RAISE)
    assert plain == all_in
    assert_conserved(plain)
    # no pass: only Schenck's general law sends a stake short of the highest out (rules/15,
    # "the party who fails must go out of the play", one who has not the money as any other)
    if book == "schenck":
        assert plain["retired"]["C"] == "schenck:rules/15"
    else:
        assert plain["retired"].get("C") is None


@pytest.mark.parametrize("book,law", [("peel", "peel:60"),
                                      ("keller", "keller:ch4/betting-after-the-draw/10")])
def test_keller_ch7_no_player_deprived_of_a_call_by_a_whole_stack_raise(library, book, law):
    # C put up all his 91: he claims the pool before it (20), all that A and B staked (40
    # each; they passed after his demand), and 91 from D and from himself; D the remainder.
    # The share is the law's (Peel 60; Keller p. 29, "the ante and an amount from each of
    # his adversaries"), not Keller's verdict on his own example (ch7/table-stakes/18).
    r = rule(library, book, STILL_OPEN + "  - raise: {player: C, to: 91}\n" + AFTER_RAISE)
    assert r["status"] == "settled"
    assert r["awards"] == {"C": 20 + 40 + 40 + 91 + 91, "D": 109}
    assert law in {c["id"] for c in r["citations"]}


def test_books_silent_on_a_show_for_his_money_leave_a_whole_stack_raise_unsettled(library):
    r = rule(library, "standard", STILL_OPEN + "  - raise: {player: C, to: 91}\n" + AFTER_RAISE)
    assert r["status"] == "unsettled" and "show-for-stake" in points(r)
    # nor do they say what he takes, or who pays it: no other book's share is borrowed
    assert {"show-for-stake.share", "show-for-stake.stake-from"} <= points(r)
    # if allowed: the pool before (20), A's and B's 40, and 91 from D and from himself
    assert r["provisional"] == {"C": 20 + 40 + 40 + 91 + 91, "D": 109}


def test_schenck_a_whole_stack_raised_over_goes_out_forfeiting(library):
    """Schenck rules/15: failing to make his stake "equal to the highest amount put in by
    any one", "the party who fails must go out of the play forfeiting his interest in the
    pool": the words make no exception of C, who has not the money. He goes out, and D, the
    last left, takes all 391."""
    r = rule(library, "schenck", STILL_OPEN + "  - raise: {player: C, to: 91}\n" + AFTER_RAISE)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"D": 391}, 0)
    assert r["retired"]["C"] == "schenck:rules/15"
    assert r["answer"] == ("D takes 391 (schenck:rules/19): C, all in short of the stake, is "
                           "out (schenck:rules/15).")


@pytest.mark.parametrize("verb", ["call: B", "bet: {player: B, amount: 40}"])
def test_a_whole_stack_call_or_short_bet_is_a_show_for_what_he_has(library, verb):
    base = """title: t
table:
  players: [A, B, C]
  dealer: A
  betting: table-stakes
  phase: after_draw
  stacks: {A: 100, B: 40, C: 100}
events:
  - bet: {player: C, amount: 50}
  - call: A
"""
    show = '  - show: {A: "QS QH 9D 6C 3C", B: "AS AH 7D 4C 2S", C: "KS KH 8D 5C 2C"}\n'
    plain = rule(library, "keller", base + f"  - {verb}\n" + show)
    all_in = rule(library, "keller", base + "  - all_in: B\n" + show)
    assert plain == all_in
    assert plain["awards"] == {"B": 120, "C": 20}
    assert "keller:ch7/table-stakes/6" in {c["id"] for c in plain["citations"]}


def test_raise_to_counts_the_ante_before_the_draw_and_from_nothing_after_it(library):
    text = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - call: D
  - raise: {player: A, to: 4}
  - call: B
  - call: C
  - call: D
  - bet: {player: B, amount: 2}
  - raise: {player: C, to: 5}
  - call: D
  - call: A
  - call: B
  - show: {A: "9S 9H 4D 4C 2S", B: "TS TH 6D 6C 3S", C: "KS KH KD 5C 2C", D: "QS QH 8D 8C 7S"}
"""
    r = rule(library, "peel", text)
    # A, the age, had his ante of 1 in: to 4 puts up 3. After the draw C's "to 5" is 5.
    assert r["stakes"] == {"A": 9, "B": 9, "C": 9, "D": 9}
    assert r["awards"] == {"C": 36}


def test_a_raise_to_no_more_than_the_highest_stake_in_the_interval_puts_up_what_it_comes_to(
        library):
    """`to: 20` when the highest stake of the interval is 20 raises nothing: a dispute, not bad
    input (every book rules it alike), and C's chips stand for what they come to: nothing more,
    and the betting is over."""
    r = rule(library, "keller", AFTER_DRAW + "  - raise: {player: C, to: 20}\n")
    assert r["stakes"] == {"A": 20, "B": 20, "C": 20, "D": 20} and r["pot"] == 100
    assert "keller:ch4/betting-after-the-draw/5" in laws_at(r, 5)  # the bets are equal


# --- each short player's pool is fixed at his own demand ------------------------------------

# C bets 10; D raises to 20; A, with 10, shows for it; B calls 20; C raises to 60; D passes;
# B puts up his last 10 and shows for 30. D passed after A's demand and before B's.
TWO_DEMANDS = """title: t
table:
  players: [A, B, C, D]
  dealer: A
  betting: table-stakes
  phase: after_draw
  stacks: {A: 10, B: 30, C: 100, D: 100}
events:
  - bet: {player: C, amount: 10}
  - raise: {player: D, to: 20}
  - all_in: A
  - call: B
  - raise: {player: C, to: 60}
  - fold: D
  - all_in: B
  - show: {A: "QS QH 9D 6C 3C", B: "AS AH 7D 4C 2S", C: "KS KH 8D 5C 2C"}
"""


def test_peel_60_a_player_who_passed_between_two_demands_pays_only_the_first(library):
    r = rule(library, "peel", TWO_DEMANDS)
    # Peel 60's words: B, best, claims 30 from every player in the game when he demanded
    # his show, out of their stakes: his own 30, A's 10 and C's 30 (70); D had passed, so
    # none of D's 20. C, the next best, claims the remainder (50): D's 20 and C's other 30.
    # A's own claim (D's first 10 among it) is beaten by both. (After the draw A's stake
    # from before it is "a player's bet", which C's twenty raises: law 60 reaches him.)
    assert r["status"] == "settled"
    assert r["awards"] == {"B": 30 + 10 + 30, "C": 20 + 30}
    assert "peel:60" in laws_at(r, 8)


@pytest.mark.parametrize("book,law", [("keller", "keller:ch4/betting-after-the-draw/8")])
def test_each_of_his_adversaries_a_player_passed_before_his_demand_is_none_by_the_general_law(
        library, book, law):
    """Keller p. 29, "an amount from each of his adversaries": D passed before B's demand,
    and "If a player pass or throw up his hand, he must retire from the game until the next
    deal" (p. 28, /8): he is none of B's adversaries in it. B takes his own 30, A's 10 and
    C's 30 (70), C the remainder with D's 20 (50); settled by the book's general law."""
    r = rule(library, book, TWO_DEMANDS)
    assert r["status"] == "settled" and not r["readings"]
    assert r["awards"] == {"B": 70, "C": 50}
    assert law in laws_at(r, 8)
    assert "general" in {s["rung"] for s in r["steps"] if law in s["laws"]}


def test_the_published_decision_s_pot_of_itself_is_contested_by_every_hand_in_it(library):
    """The decision: the short stake "is a pot of itself, in which all three players are
    equally concerned", and it states no "next best hand" rule. A's ten from each of the
    four (D was in at A's demand) is a pot B's aces take; B's own pot is his and C's twenty
    beyond, and D's other ten if D, passed before B's demand, is concerned in it (the
    open point, words.passed-before-demand); C the rest. B 80 and C 30 paid, 10 held."""
    r = rule(library, "published-decision", TWO_DEMANDS)
    assert r["status"] == "unsettled"
    assert r["awards"] == {"B": 80, "C": 30} and r["undecided"] == 10
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert by == {"pays-him": {"B": 90, "C": 30}, "pays-him-nothing": {"B": 80, "C": 40}}
    # each reading rests on the decision's reasoning; what they give alike is arithmetic
    assert all("published-decision:reasoning/1" in x["laws"] for x in r["readings"])
    # the decision's own law, not Keller's or Peel's of a share "from each of his
    # adversaries"; the hands ranked as Keller ranks them
    assert {c for c in cited(r) if not c.startswith("keller:ch3/order-of-hands/")} == {
        "published-decision:reasoning/1"}


# --- the stack of nothing (issue 16's crash) ------------------------------------------------

# --- jack pots: the feeds counted once ------------------------------------------------------

JACK_POT = """title: t
table: {{players: [A, B, C, D], dealer: D, ante: 1, limit: 10, jack_pot: jacks}}
events:
{antes}  - deal: {{A: "9S 7D 5C 4H 2S", B: "JS JH 9D 5D 3S", C: "QS QH 8D 6C 3C", D: "KS 8S 6D 4C 2H"}}
  - fold: A
  - bet: {{player: B, amount: 4}}
  - call: C
  - fold: D
  - bet: {{player: B, amount: 4}}
  - call: C
  - show: {{B: "JS JH 9D 9C 3S", C: "QS QH 8D 7C 3C"}}
"""


@pytest.mark.parametrize("book", ["peel", "keller"])
@pytest.mark.parametrize("antes", ["", "  - ante: B\n", "".join(
    f"  - ante: {p}\n" for p in "ABCD")])
def test_jack_pot_antes_are_counted_once_whoever_s_are_told(library, book, antes):
    r = rule(library, book, JACK_POT.format(antes=antes))
    assert r["pot"] == 4 + 8 + 8 and r["awards"] == {"B": 20}
    # no finding that an ante was put up by one the book does not give it to
    assert "ante.put-up-by-another-seat" not in kinds(judged(library, book, JACK_POT.format(antes=antes)))


# --- findings name the player who acted -----------------------------------------------------

def test_a_check_by_the_next_man_is_his_own_act_out_of_turn(library):
    text = """title: t
table: {players: [A, B], dealer: B, phase: after_draw, pot: 6}
events:
  - check: A
"""
    steps = [s for s in judged(library, "peel", text).steps if s.event == 1]
    assert steps and all(s.players[:1] == ("A",) for s in steps), steps


def test_the_casebook_finding_at_a_bet_before_the_first_bettor_names_the_bettor(library):
    from pathlib import Path

    from adjudicator.story.case import load_case

    path = Path(__file__).parent.parent / "cases/betting-and-show"
    case = load_case(str(path / "next-man-bets-before-the-first-bettor.yaml"))
    from adjudicator.judge.engine import replay

    first = [s for s in replay(case, library.book("peel")).steps if s.event == 1]
    assert first and (first[0].kind, first[0].players) == ("turns.bets-before-first-bettor",
                                                           ("A", "D")), first


def test_a_player_all_in_who_acts_again_stakes_nothing_more(library):
    r = rule(library, "keller", STILL_OPEN + "  - raise: {player: C, to: 91}\n"
             "  - raise: {player: D, to: 200}\n  - call: C\n  - fold: A\n  - fold: B\n"
             '  - show: {C: "AS AH 9D 6C 3C", D: "KS KH 7D 4C 2S"}\n')
    # C, all in at 91, calls D's 200 with nothing more to stake: his stake stays 91
    assert r["stakes"]["C"] == 91 and r["awards"] == {"C": 282, "D": 109}


def test_standard_irregularities_betting_2_chips_out_of_turn_using_all_leave_him_all_in(library):
    # The Standard laws send the turn back and hold C to his chips when it comes: he is
    # deemed to call ten, forfeits the other twenty, and has nothing left: he is all in.
    text = """title: t
table:
  players: [A, B, C, D]
  dealer: D
  betting: table-stakes
  phase: after_draw
  stacks: {A: 100, B: 100, C: 30, D: 100}
events:
  - bet: {player: A, amount: 10}
  - all_in: C
  - call: B
  - raise: {player: D, by: 10}
  - call: A
  - call: B
  - show: {A: "KS KH 7D 4C 2S", B: "QS QH 9D 6C 3C", C: "AS AH 8D 7C 3D", D: "JS JH 8S 7S 3S"}
"""
    r = rule(library, "standard", text)
    assert "C" not in r["retired"] and r["stakes"]["C"] == 10  # called ten; all he has left
    # B's call is judged at its event (betting 1.b: "call, which means ..."), and C's chips are
    # ruled on when it brings his turn; the turn having reverted to B, his call is of A's ten,
    # the bet standing at his turn: nothing of his is beyond it (irregularities 2)
    assert laws_at(r, 3) == {"standard:betting/1.b", "standard:irregularities/betting/2"}
    # the Standard laws do not say whether a player all in for less may have a show for it
    assert r["status"] == "unsettled" and "show-for-stake" in points(r)
    assert r["provisional"] == {"C": 4 * 10 + 20, "A": 30}  # his forfeit, in the pot


# --- the parts of the pool, by who may claim each chip ---------------------------------------

def test_pots_doctests():
    import doctest

    from adjudicator.judge import pots
    assert doctest.testmod(pots).failed == 0


def test_each_chip_is_claimed_only_by_the_demands_that_reached_its_player():
    from adjudicator.judge.pots import parts
    # the case: A passed after B's demand and before C's
    cut = parts({"A": 15, "B": 10, "C": 20, "D": 60}, {"B": 10, "C": 20}, 4,
                {"B": ("A", "B", "C", "D"), "C": ("B", "C", "D")}, live=["B", "C", "D"])
    assert [(p.amount, p.claimants) for p in cut] == [
        (4 + 10 + 10 + 10, ("B", "C", "D")),  # the ante and 10 from B, C and D
        (10, ("B", "D")),                     # A's first 10: C's demand never reached A
        (10 + 10, ("C", "D")),
        (5 + 40, ("D",))]                     # A's other 5 and D's last 40: the remainder
    assert sum(p.amount for p in cut) == 4 + 15 + 10 + 20 + 60


def test_each_short_stake_a_pot_of_itself_every_hand_in_it_contests():
    from adjudicator.judge.pots import parts
    # the same case under the published decision: B's pot ("a pot of itself, in which all
    # ... are equally concerned") holds A's first 10 too, and C contests it; A's other 5,
    # C's demand not reaching him, are the remainder's
    cut = parts({"A": 15, "B": 10, "C": 20, "D": 60}, {"B": 10, "C": 20}, 4,
                {"B": ("A", "B", "C", "D"), "C": ("B", "C", "D")}, live=["B", "C", "D"],
                own_pot=True)
    assert [(p.amount, p.claimants) for p in cut] == [
        (4 + 10 + 10 + 10 + 10, ("B", "C", "D")),
        (10 + 10, ("C", "D")),
        (5 + 40, ("D",))]


def test_a_player_all_in_for_the_highest_stake_showed_for_no_less():
    from adjudicator.judge.pots import parts, short_stakes
    assert short_stakes({"A": 20, "B": 4, "C": 1}, {"A": 20, "B": 4}) == {"B": 4}
    cut = parts({"A": 20, "B": 4, "C": 1}, {"A": 20, "B": 4}, 3, {"A": ("A", "B", "C"),
                "B": ("A", "B", "C")}, live=["A", "B"])
    assert [(p.amount, p.claimants, p.short) for p in cut] == [
        (3 + 4 + 4 + 1, ("A", "B"), ("B",)), (16, ("A",), ())]


def test_the_age_s_stake_counts_his_ante_what_is_claimed_from_him_is_beyond_it():
    from adjudicator.judge.pots import parts
    # A, the age, antes 2 and is all in for 10 (his ante among them: "the first stake in
    # the game", Peel's terms); B and C stake 20. Peel 60: "the amount of the ante ... and
    # also a sum equal to his stake from every player": 2 + 10 (B) + 10 (C) + his own 8
    # beyond the ante = 30; the other 20 are B's and C's. Each short stake "a pot of
    # itself, in which all three players are equally concerned" (the published decision)
    # cuts it the same way: A is concerned in his own pot.
    for itself in (False, True):
        cut = parts({"A": 10, "B": 20, "C": 20}, {"A": 10}, 0, None, {"A": 2},
                    own_pot=itself)
        assert [(p.amount, p.claimants) for p in cut] == [
            (2 + 10 + 10 + 8, ("A", "B", "C")), (10 + 10, ("B", "C"))]
    # C all in for 6; A, the age, raised to 20 (his ante counted) and B called: C claims
    # the ante and 6 from each, A's counted beyond his ante, 2 + 6 + 6 + 6 = 20; the rest,
    # A's 12 and B's 14, is contested by A and B, whose stakes both reach it
    for itself in (False, True):
        cut = parts({"A": 20, "B": 20, "C": 6}, {"C": 6}, 0, None, {"A": 2}, own_pot=itself)
        assert [(p.amount, p.claimants) for p in cut] == [
            (20, ("A", "B", "C")), (12 + 14, ("A", "B"))]

# --- shares cite the law that says them (issue 20 item 6; referee3 item 5) ------------------

SIDE_POT = (Path(__file__).resolve().parent.parent / "cases" / "keller-side-pot.yaml")


def _steps(book: str, library) -> dict:
    """The side pot's steps under BOOK, by the kind of their finding (the first of each)."""
    steps = rule_file_said(library, SIDE_POT, book)[1]
    out: dict = {}
    for s in steps:
        out.setdefault(s.kind, s)
    return out


def test_the_share_and_the_remainder_cite_the_law_not_the_verdict_on_an_example(library):
    """Keller p. 29 says the share ("he takes the ante and an amount from each of his
    adversaries") and the remainder ("The remainder of the pool goes to the next best
    hand"); ch7/table-stakes/18 is Keller's verdict on his own example, cited for what it
    says: "B gets nothing because he had not the courage to back his hand"."""
    found = _steps("keller", library)
    share = found["show.showed-for-made-much"]
    rest = found["show.remainder-contested"]
    assert (share.params["short"], share.params["cap"], share.params["amount"]) == (("A",), 10, 30)
    assert share.laws == ["keller:ch4/betting-after-the-draw/10"]
    assert (rest.params, rest.laws) == ({"amount": 70, "eligible": ("C",)},
                                        ["keller:ch4/betting-after-the-draw/10"])
    passed = found["show.passed-out-no-further-claim"]
    assert passed.params == {"f": "B", "s": "A"} and "keller:ch7/table-stakes/18" in passed.laws


def test_the_published_decision_s_remainder_is_the_story_s_arithmetic(library):
    """The decision says nothing of a remainder ("the $30 ... is a pot of itself"): what is
    left beyond A's pot is the story's arithmetic, cited to no law of its."""
    found = _steps("published-decision", library)
    rest = found["show.remainder-left"]
    assert rest.params == {"amount": 70, "eligible": ("C",)}
    assert rest.laws == [] and rest.rung == "story"
    assert "show.remainder-contested" not in found  # no law of a remainder
    assert "published-decision:reasoning/1" in found["show.showed-for-made-much"].laws


def test_peel_61_lets_the_others_bet_on_over_a_show_for_a_sum(library):
    """Peel 61: "A player demanding a show for a certain sum under the above rule, shall
    not stop the game if there be other players who wish to continue the betting"."""
    found = _steps("peel", library)
    beyond = found["lawful.beyond-a-short-stake-as-he-may"]
    assert (beyond.event, beyond.params["player"], beyond.laws) == (6, "B", ["peel:61"])
    assert "peel:60" in found["show.remainder-contested"].laws


def test_all_in_after_borrowing_beyond_the_stack_is_ruled_by_every_book(tmp_path, library):
    # Found by the fuzzer: a player who had borrowed staked beyond his stack, which left his
    # funds unknown, so his later `all_in` was refused as bad input by the books that got there.
    case = load_case(_write(tmp_path, "c.yaml", """\
        title: borrowed, then all in
        table: {players: [A, B], dealer: B, stacks: {A: 10, B: 10}}
        events:
          - borrow: {player: A, amount: 1}
          - bet: {player: A, amount: 50}
          - raise: {player: B, by: 5}
          - all_in: A
        """))
    together = compare(case, library)["rulings"]
    for book in BOOKS:
        r = adjudicate(case, library.book(book))
        assert r == together[book] and conserved(r)
        # A's 50 out of turn (B had the say) stand as his bet, and B's raise is 5 over them;
        # where only acts done in turn count (Keller p. 23, Schenck rules/9), A's 50 wait for
        # his turn, and B's raise of 5 is over nothing
        b = 5 if book in ("keller", "schenck") else 10
        assert r["stakes"] == {"A": 50, "B": b} and r["pot"] == 50 + b


def test_the_others_betting_on_over_a_short_player_cites_the_law_that_says_so(library):
    """Keller: the call for a show "does not debar other players in the game from continuing
    to bet" (betting after the draw, 10); in Freeze Out, it "does not deter his adversaries
    from betting" (ch6/freeze-out/5). "No player can be deprived of a call" (table stakes, 6)
    does not say it."""
    for path, law in ((CASEBOOK / "keller-side-pot.yaml", "keller:ch4/betting-after-the-draw/10"),
                      (CASEBOOK / "worked-examples" / "keller-freeze-out-raised-out-c-loses.yaml",
                       "keller:ch6/freeze-out/5")):
        ruling = _rule(library, path, "keller")
        step = next(s for s in ruling["steps"] if "the betting goes on" in s["finding"])
        assert step["laws"] == [law]
    assert _rule(library, CASEBOOK / "keller-side-pot.yaml", "keller")["awards"] == \
        {"A": 30, "C": 70}


def test_the_standard_laws_show_of_unequal_bets_before_the_draw_cites_no_law_of_equal_ones(
        library):
    """The Standard laws end the interval only "when the bets have been equalized" (betting/5),
    and showdown/1 has the hands shown "When the bets have been equalized": C, short, puts up
    his last two before any draw is told, and the show the story tells follows. The ruling says
    the interval has not ended and the hands are shown though the bets are not equalized, on
    no law; never "The betting is over ... (standard:showdown/1)" (audit 20, S3). The books
    with a show for less say the betting over, a player in for all he has."""
    path = CASEBOOK / "betting-and-show" / "the-age-contests-the-remainder.yaml"
    steps = rule_file_said(library, path, "standard")[1]
    kinds = {s.kind: s for s in steps if s.event == 8}
    assert "show.all-in-betting-over-show" not in kinds
    shown = kinds["show.shown-bets-not-equalized"]
    assert shown.laws == [] and shown.params["in_hand"] == ("A", "B", "C")
    assert any(s.kind == "stakes.betting-interval-not-ended-short" and s.event == 7
               and s.laws == ["standard:betting/5"] for s in steps)
    peel = {s.kind for s in rule_file_said(library, path, "peel")[1] if s.event == 8}
    assert "show.all-in-betting-over-show" in peel and "show.shown-bets-not-equalized" not in peel


@pytest.mark.parametrize("book, law", [("peel", "peel:60"),
                                       ("keller", "keller:ch4/betting-after-the-draw/10")])
def test_a_player_all_in_at_his_feed_claims_the_feeds_alone(cli, book, law):
    # B's stack was his feed of 3: he is in for "the amount of the ante ... and also a sum
    # equal to his stake from every player" (Peel 60), nothing beyond the feeds; his aces take
    # the 12 fed, and D's kings the 40 C and D staked beyond them (a scripter's report: B
    # took all 52)
    r = cli("rule", "tests/fixtures/stories/jack-pot-feed-all-he-has.yaml", "--book", book,
            "--format", "json").json()
    assert (r["status"], r["awards"]) == ("settled", {"B": 12, "D": 40})
    assert law in [c["id"] for c in r["citations"]]


@pytest.mark.parametrize("book, shares", [
    # Peel 60: "the amount of the ante and straddle or straddles (if any), and also a sum
    # equal to his stake from every player in the game" when he demanded it: the ante 1 and
    # B's straddle 2, and 8 from each of B, C and D = 27
    ("peel", {"C": 27, "D": 16}),
    # Keller p. 29: "he takes the ante and an amount from each of his adversaries equal to
    # that which he himself has put in the pool": the ante alone, 1, and 8 from B (out of
    # his straddle and stake), C and D = 25 (a new user's report: Keller gave 27)
    ("keller", {"C": 25, "D": 18})])
def test_a_short_player_s_ante_takes_the_straddles_only_where_the_book_says(cli, book,
                                                                          shares):
    r = cli("rule", "tests/fixtures/stories/short-show-after-a-straddle.yaml", "--book", book,
            "--format", "json").json()
    assert (r["status"], r["awards"]) == ("settled", shares)
