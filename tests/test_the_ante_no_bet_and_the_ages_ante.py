"""Two laws read to their letter (an audit's stories):
- the Standard laws' checking/1: "a player in turn is permitted to make 'a bet of nothing' by
  saying 'Check,' provided no previous player has made a bet during that betting interval";
  the ante is put up before the deal, and the copy held has no law that a player must come
  in for it: a check with only the ante up stands, and the ante stays in the pot as no stake
  anyone must meet (it was ruled a drop "losing the chips he had already put in");
- Keller's ch4/betting-before-the-draw/6: "If all the players in the game except the age
  pass out, the age is entitled to the ante": the ante, and no more, paid at once; what else
  is in the pool (a straddle passed out, chips from before) no law of Keller's gives him (/5
  is of a raise nobody sees), and it alone is held on the book's silence."""
from __future__ import annotations

from replay import assert_conserved, replay
from stories import AGE_LEFT_IN

CHECKED_ROUND = """
title: t
table: {players: [A, B, C], dealer: C, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5}
  - check: B
  - check: C
  - check: A
  - show: {A: "2S 3H 7D 8C TS", B: "AS AH 7C 5D 3S", C: "QS QH 8D 6C 4S"}
"""
CHECK_THEN_BET = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - check: B
  - bet: {player: C, amount: 2}
  - fold: D
  - fold: A
  - call: B
  - show: {B: "AS AH 7D 5C 2S", C: "KS KH 7C 5D 3S"}
"""


def test_a_check_with_only_the_ante_up_stands_under_the_standard_laws(library):
    r = replay(library, "standard", CHECKED_ROUND)
    assert (r["status"], r["awards"], r["retired"]) == ("settled", {"B": 1}, {})
    found = [s for s in r["steps"] if s["event"] == 2]
    assert found[0]["finding"].startswith("The ante A put up before the deal is no bet made "
                                          "during this betting interval")
    assert found[0]["laws"] == ["standard:betting/checking/1"]
    assert not any("drops" in s["finding"] for s in r["steps"])
    assert_conserved(r)


def test_the_checker_may_call_a_later_bet_and_his_aces_win(library):
    r = replay(library, "standard", CHECK_THEN_BET)
    assert (r["status"], r["awards"]) == ("settled", {"B": 5})
    assert "B" not in r["retired"]


def test_books_whose_first_say_must_come_in_for_the_ante_are_unchanged(library):
    # Peel and Schenck make a player come in for double the ante (open.minimum): B's check
    # was no coming in, and C's bet nobody else meets takes the pool
    for book in ("peel", "schenck"):
        r = replay(library, book, CHECK_THEN_BET)
        assert r["awards"] == {"C": 5} and "B" in r["retired"], book




def test_keller_s_age_takes_the_ante_by_its_law_and_the_rest_is_held(library):
    for extra, before, pool in (("", "  - straddle: {player: B, amount: 2}\n", 3),
                                (", pot: 4", "", 5)):
        r = replay(library, "keller", AGE_LEFT_IN % (extra, before))
        assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {"A": 1}, pool - 1)
        assert r["answer"] == (f"A takes 1 (keller:ch4/betting-before-the-draw/6); {pool - 1} "
                               "is held on the one player left in, on which the book is "
                               "silent.")
        assert any(f"{pool - 1} in the pool beyond the ante: the book gives A the ante alone"
                   in s["finding"] for s in r["steps"])
        # /5 is of a raise nobody sees, and none was made: the rest is held on the silence
        # alone, no reading of it made
        assert r["provisional"] == {} and r["readings"] == []
        assert [x["point"] for x in r["silent"] if x["decisive"]] == ["last-in"]
        assert "keller:ch4/betting-before-the-draw/5" not in {
            law for s in r["steps"] for law in s["laws"]}
        assert_conserved(r)


def test_keller_s_age_takes_the_ante_alone_where_it_is_all_the_pool(library):
    r = replay(library, "keller", AGE_LEFT_IN % ("", ""))  # no straddle, nothing from before
    assert r["answer"] == "A takes 1 (keller:ch4/betting-before-the-draw/6)."
