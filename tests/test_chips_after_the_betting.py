"""Chips put up by an act told after the betting was over. The act is no part of the betting,
by the law that ended it; the chips are neither lost nor a stake anyone must meet. Where the
book has a law of a bet made out of its turn, it says what becomes of them: Peel 55, "A bet
once made, whether made in proper turn or not, cannot be recalled"; the Standard laws, "In
correction of a betting irregularity, no chips once placed in the pot may be removed" (a
player "may ... bet only in turn"). Where the player is out of the deal, the book's law of
chips put in when out (Peel 55; not Keller's after-the-draw/4, "abandon whatever he has
already deposited in the pool", which reaches what was in it when he retired). Else the
book is silent, and they are held: read as staying in the pool or as going back to him."""
from __future__ import annotations

import pytest

from replay import CASEBOOK, laws_at, replay, rule_file
from stories import DECLINED_IN_HIS_TURN
from test_allin import AFTER_DRAW, AFTER_RAISE

# A bets five after the hands are shown, beaten by C's kings
AFTER_THE_SHOW = """title: t
table: {players: [A, B, C], dealer: A, ante: 1, limit: 5}
events:
  - ante: B
  - deal: {A: 5, B: 5, C: 5}
  - bet: {player: C, amount: 2}
  - call: A
  - call: B
  - bet: {player: C, amount: 3}
  - call: A
  - call: B
  - show: {A: "QS QH 9D 9C 3S", B: "JS JH 8D 8C 4S", C: "KS KH KD 7C 2S"}
  - bet: {player: A, amount: 5}
"""


@pytest.mark.parametrize("book,law", [("peel", "peel:55"),
                                      ("standard", "standard:irregularities/betting/1")])
def test_a_bet_after_the_show_stays_in_the_pool_by_the_law_of_a_bet_out_of_turn(
        library, book, law):
    r = replay(library, book, AFTER_THE_SHOW)
    # the 15 of the betting and A's 5 besides: C's kings take them all
    assert (r["status"], r["pot"], r["awards"], r["refunds"]) == ("settled", 20, {"C": 20}, {})
    assert law in laws_at(r, 10)


@pytest.mark.parametrize("book", ["keller", "schenck", "published-decision"])
def test_a_silent_book_holds_the_chips_of_a_bet_after_the_show(library, book):
    r = replay(library, book, AFTER_THE_SHOW)
    assert (r["status"], r["pot"], r["awards"], r["undecided"]) == ("unsettled", 20,
                                                                     {"C": 15}, 5)
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["pool.after-betting"]
    gives = sorted((x["awards"].get("C", 0), x["refunds"].get("A", 0)) for x in r["readings"])
    assert gives == [(15, 5), (20, 0)]  # they go back to A, or the pool's taker has them


def test_keller_holds_the_call_of_one_who_passed_out_after_the_pool_was_decided(library):
    """Keller's first bettor after the draw stands and so passes out, and C, the last left,
    takes the pool; C then bets 2 and B calls 2. B is out, and his 2 were put up after he
    retired: after-the-draw/4 takes what "he has already deposited", not these. Keller is
    silent on them, and they are held; C's own 2 are his whichever way his are read."""
    r = rule_file(library, CASEBOOK / "points-apart/first-bettor-checks-after-the-draw.yaml",
                  "keller")
    assert (r["status"], r["pot"], r["awards"], r["undecided"]) == ("unsettled", 9, {"C": 7}, 2)
    assert "keller:ch4/betting-after-the-draw/4" not in laws_at(r, 8)
    gives = sorted((x["awards"].get("C", 0), x["refunds"].get("B", 0)) for x in r["readings"])
    assert gives == [(7, 2), (9, 0)]


# Table stakes: C bets 20 and every player calls; C then raises to 91, all he has, D to 200,
# and A and B throw up their hands; C's aces beat D's kings (test_allin.py's story)
CALLED_THEN_RAISED = AFTER_DRAW + "  - raise: {player: C, to: 91}\n" + AFTER_RAISE


@pytest.mark.parametrize("book,ended,kept", [
    ("peel", "peel:59", "peel:55"),
    ("standard", "standard:betting/5", "standard:irregularities/betting/1")])
def test_raises_told_after_every_player_called_stay_in_the_pool(library, book, ended, kept):
    """The betting ended when every player had called C's 20 (Peel 59, "When the bets of all
    the players are equal"; the Standard laws' betting 5, "when the bets have been
    equalized"): C's raise to 91 and D's to 200 come after it, no part of it, and no stake
    anyone must meet. C has no show for less to make: his aces take the whole pool, the
    raises' chips with it, by each book's law of chips once put up."""
    r = replay(library, book, CALLED_THEN_RAISED)
    assert r["pot"] == 20 + 4 * 20 + (91 - 20) + (200 - 20)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"C": r["pot"]}, 0)
    assert ended in laws_at(r, 5) and kept in laws_at(r, 5)


def test_keller_holds_raises_told_after_every_player_called(library):
    """Keller p. 28: "If a bet is called each player interested in that bet must show": the
    raises after every player called C's 20 are no part of the betting, and Keller says
    nothing of chips put up after it. C's 100 (the pool as the bets were called) are his;
    his 71 more go back to him or stay in the pool he takes; D's 180 are held."""
    r = replay(library, "keller", CALLED_THEN_RAISED)
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {"C": 100}, {"C": 71}, 180)
    assert "keller:ch4/betting-after-the-draw/5" in laws_at(r, 5)


def test_a_call_by_one_who_is_out_meets_the_bet_with_the_chips_he_has_in_already(library):
    """Peel: A, who declined to open the jack pot, has passed (27) and yet calls B's 2 before
    the draw and B's 5 after it. His chips are no stake of his, and "cannot be recalled"
    (55): what he puts up is what the calls are, 2 and 5, not the whole of B's stake again.
    B, whom nobody in the game calls, takes the 16."""
    r = replay(library, "peel", DECLINED_IN_HIS_TURN)
    assert (r["status"], r["pot"], r["awards"]) == ("settled", 16, {"B": 16})
    assert r["stakes"]["A"] == 2 + 5


def test_a_call_after_the_show_meets_a_raise_as_the_table_counts_it(library):
    # Ann bets 5; Cal's hand laid down ends the betting (the show); Cal calls her 5, Dan
    # raises by 5 (10 in all), Ann calls: she had 5 in, and puts up 5 more, not 10 (a new
    # user's: the pot came to 47 where 42 were put up); Cal calls the raise with 5 more.
    # Cal deals: Dan is the ante-man, and Ann at his left bets first (Peel 53)
    r = replay(library, "peel", """title: t
table: {players: [Ann, Bob, Cal, Dan], dealer: Cal, phase: after_draw, pot: 12, limit: 10}
events:
  - bet: {player: Ann, amount: 5}
  - fold: Bob
  - show: {Cal: "9S 9H 9D KC 4S"}
  - call: Cal
  - raise: {player: Dan, by: 5}
  - call: Ann
  - call: Cal
  - show: {Ann: "8S 9C TD JH QS", Dan: "AS AH KD KH 3C"}
""")
    assert r["pot"] == 42 and r["awards"] == {"Ann": 42}
    put = {s["event"]: s["finding"] for s in r["steps"] if "puts up" in s["finding"]}
    assert "The 5 Ann puts up after the betting" in put[6], put


# A, with 10, shows for it; B raises by 20 over him and C calls: the final call. B then bets
# 20 more. C's queens beat B's tens and A's sevens.
OVER_A_SHORT_STAKE = """title: t
table: {players: [A, B, C], dealer: B, betting: table-stakes, phase: after_draw, pot: 9,
        stacks: {A: 10, B: 100, C: 100}}
events:
  - all_in: A
  - raise: {player: B, by: 20}
  - call: C
  - bet: {player: B, amount: 20}
  - show: {A: "7S 7H 8D 4C 2S", B: "TS TH 8C 6C 3S", C: "QS QH 9D 5C 2D"}
"""


@pytest.mark.parametrize("book,paid,held", [("peel", 99, 0), ("keller", 79, 20)])
def test_a_bet_after_the_final_call_over_a_short_stake_is_no_part_of_the_betting(
        library, book, paid, held):
    """A's show for his ten does "not debar other players in the game from continuing to bet
    as long as they choose. But when the final call is made and the hands are shown ..."
    (Keller p. 29; Peel 61, "shall not stop the game"): C's call was the final call, and B's
    20 after it are no part of the betting. C is not put out for not meeting them: his
    queens take A's part (the 9 and 10 from each, Peel 60) and the remainder. B's 20 stay
    in the pool by Peel 55; Keller says nothing of them, and they are held."""
    r = replay(library, book, OVER_A_SHORT_STAKE)
    assert "C" not in r["retired"]
    assert (r["awards"], r["undecided"]) == ({"C": paid}, held)
    assert paid + held == 9 + 10 + 30 + 30 + 20


def test_a_call_of_chips_put_up_by_a_player_out_after_the_betting_meets_them(library):
    """After the betting A's 5 were called; B, who passed, raises by 5 (10 put up), and C
    "calls": he puts up the 5 the table saw him meet, under every book that says when the
    betting ends, the Standard laws as much as Peel: a pool of 34."""
    text = """title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - fold: B
  - call: C
  - raise: {player: B, by: 5}
  - call: C
  - show: {A: "AS AH 8D 4C 2S", C: "QS QH 9D 5C 2D"}
"""
    for book in ("peel", "keller", "schenck", "standard"):
        r = replay(library, book, text)
        assert r["pot"] == 9 + 5 + 5 + 10 + 5, book
        assert r["stakes"]["C"] == 10, book


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_chips_put_up_after_the_betting_are_no_part_of_a_short_stake_s_claim(library, book):
    """A shows for his 10 over B's 20, which C called: the betting is over, and B's 10 more
    are no stake anyone must meet. A's aces claim "the amount of the ante ... and also a sum
    equal to his stake from every player in the game" (Peel 60; Keller p. 29, "the ante and
    an amount from each of his adversaries"): the 6 and 10 from each, 36. "The holder of the
    next best hand shall claim the remainder": B, 30, his own 10 after the betting among it
    (an auditor's find: A's pool of "46")."""
    r = replay(library, book, """title: t
table: {players: [A, B, C], dealer: C, betting: table-stakes, phase: after_draw, pot: 6,
        stacks: {A: 10, B: 100, C: 100}}
events:
  - bet: {player: B, amount: 20}
  - call: C
  - all_in: A
  - bet: {player: B, amount: 10}
  - show: {A: "AS AH 9D 6C 3C", B: "KS KH 8D 5C 2C", C: "QS QH 7D 4C 2S"}
""")
    assert r["awards"] == {"A": 6 + 3 * 10, "B": 66 - 36}


# Every player still in stands, and the first bettor (out by Keller's /1) then bets, called
STOOD_THEN_CALLED = """title: t
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 7, limit: 5}
events:
  - check: B
  - check: C
  - check: A
  - bet: {player: B, amount: 5}
  - call: C
  - call: A
  - show: {A: "JS JH 7D 4C 2S", B: "TS TH 8D 6C 3S", C: "KS KH 9D 5C 2D"}
"""


def test_a_call_after_every_player_stood_meets_what_the_table_saw(library):
    # Keller: read so that C and A may stand, every player still in has stood and the hands
    # are shown (after the draw /5); C's and A's calls come after the betting and put up the
    # 5 each the table saw, in every reading: the pool is 22 however it is read
    r = replay(library, "keller", STOOD_THEN_CALLED)
    assert r["pot"] == 22 and {x["pot"] for x in r["readings"]} == {22}
    stood = [x for x in r["readings"]
             if {"point": "stands.after-draw", "reading": "may-stand", "event": 2} in x["assume"]]
    assert stood and all(sum(x["stakes"].values()) + sum(x["refunds"].values()) == 15
                         for x in stood)
    call = laws_at(r, 5)
    assert "keller:ch4/betting-after-the-draw/5" in call, call
