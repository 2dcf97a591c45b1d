"""The law a foul hand's pool is answered on: the law that gives the pool to the best other
hand, never a law that says only what the foul hand's holder loses. Peel 64: "If any player
be found to have a foul hand at the end of the game, he shall forfeit his stake; ... if there
be more than one other player, the holder of the best hand shall claim the pool." Peel 63,
"If a player bet with a foul hand, he shall lose his stake", and Peel 13, "such hand is a
foul hand, and the player ... shall ... retire from the game, and shall forfeit his stake in
that game", say what B loses; neither gives A anything."""
from __future__ import annotations

from replay import answered, assert_conserved

CASE = "cases/after-the-show/foul-hand-dealt-pointed-out-after-the-show.yaml"


def test_peel_a_foul_hand_found_after_the_show_the_best_other_hand_takes_on_law_64(library):
    # B was dealt six and lifted them (13: foul); C bet five, A and B saw him; after the show
    # C points it out: A's three queens, the best other hand, take the 21 in the pool (64)
    r, a = answered(library, CASE, "peel")
    assert (r["status"], r["awards"], r["refunds"]) == ("settled", {"A": 21}, {})
    assert r["retired"] == {"B": "peel:13"}
    assert [(s.player, s.takes, s.laws) for s in a.shares] == [("A", 21, ("peel:64",))]
    assert r["answer"].startswith("A takes 21 (peel:64)")
    assert_conserved(r)


def test_keller_the_foul_hand_s_pool_on_the_law_that_gives_it(library):
    # Keller p. 28 (betting after the draw, 9): "If there are more than one thus betting, the
    # holder of the best hand takes the pool"
    r, a = answered(library, CASE, "keller")
    assert (r["status"], r["awards"]) == ("settled", {"A": 21})
    assert [(s.player, s.takes, s.laws) for s in a.shares] == [
        ("A", 21, ("keller:ch4/betting-after-the-draw/9",))]
