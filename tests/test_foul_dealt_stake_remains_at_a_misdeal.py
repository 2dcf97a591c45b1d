"""Peel 14: of a player with a foul hand dealt him, "his stake ... shall remain in the pool, and
the dealer shall refund such player the amount of his ante or straddle only". A misdeal found
after it (C announces four cards, law 12) may give the stakes back, where the book is read so:
never the foul hand's, which the law keeps in the pool and the dealer has paid him (an audit
found B paid his straddle twice, by the dealer and out of the pool)."""
from __future__ import annotations

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - straddle: {player: B, amount: 2}
  - cut: C
  - deal: {A: 5, B: 6, C: 4, D: 5}
  - lift: B
  - announce: B
  - announce: C
"""


def test_the_straddle_the_dealer_refunded_stays_in_the_pool_under_every_reading(library):
    r = replay(library, "peel", STORY)
    assert r["status"] == "misdeal"
    assert {"player": "D", "amount": 2, "to": "B", "law": "peel:14"} in r["penalties"]
    assert r["refunds"].get("B") is None and r["carried"] == 3 and r["undecided"] == 0
    assert all(x["refunds"].get("B") is None for x in r["readings"])
    assert_conserved(r)


def test_the_ante_man_refunded_antes_anew_for_the_new_deal(library):
    r = replay(library, "peel", """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - cut: C
  - deal: {A: 6, B: 4, C: 5, D: 5}
  - lift: A
  - announce: A
  - announce: B
""")
    assert {"player": "D", "amount": 1, "to": "A", "law": "peel:14"} in r["penalties"]
    assert (r["refunds"], r["carried"]) == ({}, 1)
    assert r["next"]["antes"] == [{"player": "A", "amount": 1, "law": "peel:20"}]
    assert_conserved(r)
