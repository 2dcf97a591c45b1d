"""Keller's old-fashioned game: "If, previous to the draw, all the players, including the
dealer, pass without making a bet, the hand is ended, and a new deal must be made, the age,
who has now become the dealer, putting up an ante and dealing" (ch8/the-old-fashioned-game/5).
Of the ante already put up the law says nothing, and the book's law that gives the age the
ante is of "all the players in the game except the age" passing out (ch4/6): the age passed
too. The 2 in the pool is held, read as each answer of the pool of a deal nobody opens;
where the age alone is left in, ch4/6 still gives him the ante."""
from __future__ import annotations

from replay import assert_conserved, replay

TABLE = "table: {players: [A, B, C], dealer: C, ante: 2, agreed: [old-fashioned]}"
ALL_PASS = f"""
title: t
{TABLE}
events:
  - deal: {{A: 5, B: 5, C: 5}}
  - pass: B
  - pass: C
  - pass: A
"""


def test_the_ante_already_up_is_held_where_every_player_passes(library):
    r = replay(library, "keller", ALL_PASS)
    assert (r["status"], r["awards"], r["undecided"], r["carried"]) == ("unsettled", {}, 2, 0)
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["unopened.pool"]
    assert "keller:ch8/the-old-fashioned-game/5" in {c["id"] for c in r["citations"]}
    # ch4/6 reaches only a deal passed out to the age: it is not the law of this pool
    assert "keller:ch4/betting-before-the-draw/6" not in {c["id"] for c in r["citations"]}
    readings = {o["assume"][0]["reading"]: o for o in r["readings"]}
    assert readings["stays-in-pool"]["carried"] == 2 and readings["stays-in-pool"]["awards"] == {}
    assert readings["age-takes-it"]["awards"] == {"A": 2}
    assert_conserved(r)


def test_in_the_modern_game_the_age_left_in_takes_the_ante(library):
    r = replay(library, "keller", """
title: t
table: {players: [A, B, C], dealer: C, ante: 2}
events:
  - deal: {A: 5, B: 5, C: 5}
  - pass: B
  - pass: C
""")
    assert (r["status"], r["awards"]) == ("settled", {"A": 2})
    assert "keller:ch4/betting-before-the-draw/6" in {c["id"] for c in r["citations"]}
