"""A stand out of turn under a book whose law of play out of turn speaks of a bet. Peel 55:
"A bet once made, whether made in proper turn or not, cannot be recalled"; and Peel's stand is
no bet: No. 1 may "stand," "decline to bet until the next round" (p. 36-37). Law 55 does
not reach A's stand. Made out of turn, it is a word that he will not bet, and law 57 says
what such a word does: "The statement of his intention to bet, or to refrain from betting,
shall not invalidate the right of any player to bet or pass when his turn comes"."""
from __future__ import annotations

DECLINED = "cases/betting-and-show/jack-pot-declined-then-opened.yaml"


def test_peel_57_not_55_rules_a_stand_out_of_turn(cli):
    r = cli("rule", DECLINED, "--book", "peel", "--format", "json").json()
    # the pool as the laws give it: B opened with jacks, A passed in his turn, C would not
    # call B's bet after the draw, and B showed his openers (33): B takes the 9
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": 9}, 0)
    assert r["retired"] == {"A": "peel:27", "C": "peel:27"}
    [stand] = [s for s in r["steps"] if s["finding"].startswith("A stands out of turn")]
    assert "peel:55" not in stand["laws"]
    # whose turn it was is Peel 23's: "the player to the left of ante shall have first say";
    # what the stand does, 57's
    assert {"peel:57", "peel:23"} <= set(stand["laws"])
    assert "binds him to nothing" in stand["finding"]
    assert "peel:55" not in {c["id"] for c in r["citations"]}
    assert not [s for s in r["silent"] if s["point"] == "betting.out-of-turn"]
    # A passes in his turn, and is out (27)
    assert any("peel:27" in step["laws"] and step["event"] == 5 for step in r["steps"])


def test_a_bet_out_of_turn_still_stands_by_peel_55(cli):
    # the law reaches what it names: D's raise out of turn "cannot be recalled"
    r = cli("rule", "cases/betting-and-show/raise-out-of-turn-stands-or-reverts.yaml",
            "--book", "peel", "--format", "json").json()
    assert (r["status"], r["awards"]) == ("settled", {"C": 28})
    assert any("peel:55" in s["laws"] and s["finding"].startswith("D raises out of turn")
               for s in r["steps"])
    # the bet stands by law 55, which says no more: Peel is silent on whether the turn goes
    # back to C, passed over, not on what follows the bet; read both ways, D's 5 are his bet
    # (a raise when his turn comes), and nothing turns on it
    [s] = r["silent"]
    assert (s["point"], s["decisive"], s["question"]) == (
        "betting.out-of-turn.passed-over", False,
        "whether the turn goes back to the players passed over")
