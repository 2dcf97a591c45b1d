"""Keller's old-fashioned game (ch. VIII): "Previous to the draw, any player may pass and
afterwards come in again, provided no bet or blind has been made before he passes" (/4);
"If, previous to the draw, all the players, including the dealer, pass without making a bet,
the hand is ended" (/5). A hand is ended only when every player has passed, the last to
speak among them; a player who passed before any bet is not out while he may come in."""
from __future__ import annotations

from replay import assert_conserved, findings, replay

# dealer D puts up the ante of 2; A, at his left, speaks first, but B, C and D pass first
HEAD = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, agreed: [old-fashioned]}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - fold: B
  - fold: C
  - fold: D
"""
LAW_5 = "keller:ch8/the-old-fashioned-game/5"


def test_the_hand_is_not_ended_while_one_player_has_not_passed(library):
    r = replay(library, "keller", HEAD)
    assert r["status"] == "continues" and r["pot"] == 2
    assert LAW_5 not in {c["id"] for c in r["citations"]}
    # each who passed before any bet may come in again: none of them is out for good
    assert findings(r).count("before any bet or blind was made: he may come in again") == 3


def test_all_passing_the_dealer_among_them_ends_the_hand(library):
    r = replay(library, "keller", HEAD + "  - fold: A\n")
    # the hand is ended; of the ante already up law 5 says nothing, and it is held, read
    # both ways (tests/test_old_fashioned_ante_when_all_pass.py)
    assert (r["status"], r["carried"], r["undecided"]) == ("unsettled", 0, 2)
    assert LAW_5 in {c["id"] for c in r["citations"]}


def test_a_bet_by_the_last_to_speak_lets_the_others_come_in_again(library):
    r = replay(library, "keller", HEAD + "  - bet: {player: A, amount: 4}\n")
    # the bet stands in the pool, and the deal goes on: B, C and D may come in again
    assert (r["status"], r["pot"], r["stakes"]["A"]) == ("continues", 6, 4)
    # B comes in; C and D pass again, after the bet, and are out for good
    r = replay(library, "keller", HEAD + "  - bet: {player: A, amount: 4}\n  - call: B\n"
               "  - fold: C\n  - fold: D\n")
    assert r["status"] == "continues" and r["stakes"]["B"] == 4 and "B" not in r["retired"]
    assert {"C", "D"} <= set(r["retired"])
    assert_conserved(r)


def test_every_other_passing_again_after_the_bet_leaves_the_pool_to_the_bettor(library):
    r = replay(library, "keller", HEAD + "  - bet: {player: A, amount: 4}\n"
               "  - fold: B\n  - fold: C\n  - fold: D\n")
    assert (r["status"], r["awards"]) == ("settled", {"A": 2 + 4})
    assert_conserved(r)


def test_all_passing_ends_the_hand_where_the_dealer_s_ante_is_not_told(library):
    # the same law, the story telling no ante: B's bet and A's call after all passed are no
    # part of the hand (an auditor's find: "A takes 4")
    r = replay(library, "keller", """title: t
table: {players: [A, B, C, D], dealer: D, agreed: [old-fashioned]}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - fold: B
  - fold: C
  - fold: D
  - fold: A
  - bet: {player: B, amount: 2}
  - call: A
  - show: {A: "AS AH AD 7C 2D", B: "8S 8H 4D 4C 2S"}
""")
    assert r["status"] == "passed" and r["awards"] == {}
    assert LAW_5 in {c["id"] for c in r["citations"]}
