"""A stand out of turn under a book whose law of play out of turn speaks of a bet. Peel 55:
"A bet once made, whether made in proper turn or not, cannot be recalled"; and Peel's stand is
no bet: No. 1 may "stand," "decline to bet until the next round" (p. 36-37). Law 55 does
not reach A's stand, and Peel says nothing of what follows one made out of turn: the finding
cites only the law that made it B's turn (23), and what follows is a point left open (it
changes nothing: A declines to open the jack pot, and so passes, jackpot/1)."""
from __future__ import annotations

DECLINED = "cases/betting-and-show/jack-pot-declined-then-opened.yaml"


def test_peel_55_is_not_cited_for_a_stand_out_of_turn(cli):
    r = cli("rule", DECLINED, "--book", "peel", "--format", "json").json()
    # the pool as the laws give it: B opened with jacks, C would not call his bet after the
    # draw, and B showed his openers (jackpot/1, 33): B takes the 9
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": 9}, 0)
    assert r["retired"] == {"A": "peel:27", "C": "peel:27"}
    [stand] = [s for s in r["steps"] if s["finding"] == "A stands out of turn; the turn was B's"]
    assert "peel:55" not in stand["laws"]
    # whose turn it was is Peel 23's: "the player to the left of ante shall have first say"
    assert "peel:23" in stand["laws"]
    assert "peel:55" not in {c["id"] for c in r["citations"]}
    [s] = r["silent"]
    assert (s["point"], s["decisive"], s["question"]) == (
        "betting.out-of-turn", False, "what follows a stand out of turn")
    # A declines to open, and so passes, by the jack pot's own law
    assert any(step["laws"] == ["peel:jackpot/1"] and step["event"] == 2
               for step in r["steps"])
    out = " ".join(cli("rule", DECLINED, "--book", "peel").out.split())
    assert "what follows a stand out of turn (event 2)" in out
    assert "what follows a bet out of turn" not in out


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
