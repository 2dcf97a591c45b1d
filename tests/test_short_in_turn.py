"""A stake short of the preceding bet, put up in the player's own turn, by the books' words:
Peel 54, "If, when his turn comes, any player ... does not stake a sum at least equal to that
staked by the preceding player, such player shall ... retire from the game, and shall forfeit
his stake"; Keller p. 28, "If any player does not call or raise the highest bet of any
preceding player, he must retire from the game"; Schenck rules/15, "each player in his turn
equal to the highest amount put in by any one, or else failing to do that, the party who
fails must go out of the play". He is out at his turn: chips he puts up after it do not
make his stake good, and his hand cannot win. The Standard laws: "a player may stay in the
pot only by at least calling the previous bet".

The casebook's case is cases/betting-and-show/stake-short-in-his-turn.yaml; here the short
stake told as a raise, and the same chips held out of turn, where waiting is right."""
import pytest

from replay import assert_conserved, laws_at, replay

# After the draw B bets five; C, in his turn, puts up three (told as a raise to three);
# A calls; C puts up two more; C's aces are the best hand shown.
RAISED_SHORT = """
title: C raises to less than the bet
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 6, limit: 10}
events:
  - bet: {player: B, amount: 5}
  - raise: {player: C, to: 3}
  - call: A
  - bet: {player: C, amount: 2}
  - show: {A: "2S 2H 5D 7C 9S", B: "3H 3D 8C 9D JS", C: "AS AH KD QC 3S"}
"""

OUT_AT_HIS_TURN = [("peel", "peel:54"), ("keller", "keller:ch4/betting-after-the-draw/4"),
                   ("schenck", "schenck:rules/15")]


@pytest.mark.parametrize("book, law", OUT_AT_HIS_TURN)
def test_a_raise_short_of_the_bet_in_turn_puts_him_out_at_once(library, book, law):
    r = replay(library, book, RAISED_SHORT)
    assert r["retired"] == {"C": law}
    assert law in laws_at(r, 2)  # at his turn, not when the betting ends
    # B's treys beat A's deuces; C's later two stay in the pool, or are held where the
    # book does not say (Keller): never C's aces' pool
    assert set(r["awards"]) == {"B"}
    assert r["awards"]["B"] + r["undecided"] == 21
    assert_conserved(r)


def test_standard_a_stake_short_of_a_call_does_not_stay_in_the_pot(library):
    # "a player may stay in the pot only by at least calling the previous bet" (betting,
    # checking); "A drops, thus losing the chips he had already put in" (betting 3)
    r = replay(library, "standard", RAISED_SHORT)
    assert r["awards"] == {"B": 21} and r["retired"] == {"C": "standard:betting/checking/1"}
    assert {"standard:betting/checking/1", "standard:betting/3"} <= laws_at(r, 2)
    assert_conserved(r)


# Three chips put up out of turn, D before C (Peel 53: B, at the ante-man's left, bets first;
# D deals): Peel 55 lets the bet stand ("cannot be recalled") and does not say whether the
# turn goes back to the players it passed over. Read so that it does, D's chips wait for his
# turn, and he makes them good in it: D's aces take 28. Read so that the bet stands as made
# in turn, law 54 puts him out then: C's fours, the best hand left, take 28. All 28 held.
# The Standard laws' turn reverts, and "If he put in too few chips to call, he may add
# enough chips to call" (irregularities, betting 2): D's 28.
OUT_OF_TURN = """
title: D puts up three out of turn
table: {players: [A, B, C, D], dealer: D, phase: after_draw, pot: 8, limit: 10}
events:
  - bet: {player: B, amount: 5}
  - bet: {player: D, amount: 3, out_of_turn: true}
  - call: C
  - bet: {player: D, amount: 2}
  - call: A
  - show: {A: "2S 2H 5D 7C 9S", B: "3H 3D 8C 9D JS", C: "4S 4H 8D 9C 3S", D: "AS AH KD QC 3C"}
"""


def test_peel_chips_short_out_of_turn_wait_or_stand_as_made_in_turn(library):
    r = replay(library, "peel", OUT_OF_TURN)
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]
          if x["assume"][0]["point"] == "silent.betting.out-of-turn.passed-over"}
    assert by == {"turn-reverts": {"D": 28}, "stands": {"C": 28}}
    assert r["status"] == "unsettled" and r["awards"] == {} and r["undecided"] == 28
    assert_conserved(r)


def test_standard_chips_short_out_of_turn_may_be_made_up_at_his_turn(library):
    r = replay(library, "standard", OUT_OF_TURN)
    assert r["status"] == "settled" and r["awards"] == {"D": 28} and r["retired"] == {}


# A raise "to" all a player has, less than the bet: a show for what he has, not a stake
# short of making good (docs/case-format.md: a raise that uses up all of his stack is an
# all_in). Peel 60: "if ... such player have not funds to call the raise, he may deposit in
# the pool whatever funds he has, and demand a show for that amount"; Keller p. 29 alike.
RAISED_ALL_HE_HAS = """
title: C raises to all he has
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 6, betting: table-stakes,
        stacks: {A: 50, B: 50, C: 3}}
events:
  - bet: {player: B, amount: 5}
  - raise: {player: C, to: 3}
  - call: A
  - show: {A: "2S 2H 5D 7C 9S", B: "3H 3D 8C 9D JS", C: "AS AH KD QC 3S"}
"""


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_a_raise_of_all_he_has_short_of_the_bet_is_a_show_for_it(library, book):
    r = replay(library, book, RAISED_ALL_HE_HAS)
    # C's aces take the ante and 3 from each; B's treys the rest
    assert r["status"] == "settled" and r["awards"] == {"C": 15, "B": 4}
    assert r["retired"] == {}


# C bets out of turn and the hands are shown at once: when his turn comes he "is deemed to
# have bet the number of chips he put in" (the Standard laws, irregularities in betting 2),
# though they name nobody to bet first; A and B, who never called, do not stay in the pot.
OUT_OF_TURN_THEN_SHOW = """
title: C bets out of turn; the show
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 6, limit: 10}
events:
  - bet: {player: C, amount: 5, out_of_turn: true}
  - show: {A: "9S 9H 4D 5C 2S", B: "AS AH 8D 7C 3S", C: "TS TH KD 7D 6S"}
"""


def test_standard_chips_waiting_count_at_the_show_where_no_first_bettor_is_named(library):
    r = replay(library, "standard", OUT_OF_TURN_THEN_SHOW)
    assert r["status"] == "settled" and r["awards"] == {"C": 11}
    assert set(r["retired"]) == {"A", "B"}


def test_published_decision_a_stake_short_in_turn_is_read_both_ways_where_no_law_says(library):
    """The published decision (Keller pp. 46-47) has no law of making good, nor of a stake
    short of the bet in its turn: whether C's three put him out, or he played on and made
    them good after A called, it leaves open. The pool turns on it (out, C's aces win
    nothing; playing on, they take it), so it is a silence read both ways, and C's hand
    taking the chips it concerns, all 21 are held (the ruling gave C the pool, finding "the
    book sets no rule against it" and listing no silence on it)."""
    from replay import CASEBOOK, rule_file

    r = rule_file(library, CASEBOOK / "betting-and-show/stake-short-in-his-turn.yaml",
                  "published-decision")
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 21)
    [silence] = [s for s in r["silent"] if s["point"] == "betting.not-equalling"]
    assert silence["event"] == 2 and silence["decisive"] is True
    short = [s for s in r["steps"] if s["event"] == 2]
    assert any(s["rung"] == "open" and s["laws"] == [] for s in short), short
    # the hands are still weighed by Keller's, which it extends: C's aces as played
    assert "keller:ch3/order-of-hands/2" in laws_at(r, 5)
    # raised once, not again when the betting ends for the same chips
    told = RAISED_SHORT.replace("  - bet: {player: C, amount: 2}\n", "")
    once = replay(library, "published-decision", told)
    assert [s["event"] for s in once["silent"] if s["point"] == "betting.not-equalling"] == [2]
