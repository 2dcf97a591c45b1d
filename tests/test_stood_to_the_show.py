"""The first bettor after the draw who stood, and did not bet when the turn came round to him
again, the hands being shown instead. Peel desc/48: "If No. 1 had 'stood,' i.e. not bet when
it was first his turn to play, he would have to do so when the turn came round to him again,
or else relinquish his cards and his stake." Keller's first bettor may not stand at all ("if
he fails to bet, he must pass out", betting after the draw /1); the Standard laws let every
player check."""
from __future__ import annotations

from replay import assert_conserved, laws_at, replay

# B, No. 1 after the draw, stands; C and A stand; the hands are shown. B's kings are best,
# A's queens next.
ALL_STAND = """
title: All stand after the draw
table: {players: [A, B, C], dealer: C, ante: 1, limit: 5, phase: after_draw, pot: 7}
events:
  - check: B
  - check: C
  - check: A
  - show: {A: "QS QH 8D 8C 4S", B: "KS KH KD 7C 2S", C: "JS JH 9D 9C 3S"}
"""


def test_peel_48_no_1_who_stood_and_never_bet_relinquishes_his_cards(library):
    r = replay(library, "peel", ALL_STAND)
    # whether C and A might stand is open (desc/45 gives the right to No. 1): read so that
    # they may, the turn came round to B, who gave up: A's queens take the 7; read so that
    # standing put them out, B was left alone and takes it
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert by == {"may-stand": {"A": 7}, "passes-out": {"B": 7}}
    assert "peel:desc/48" in laws_at(r, 4)
    assert_conserved(r)


def test_standard_every_player_may_check_and_the_best_hand_wins(library):
    r = replay(library, "standard", ALL_STAND)
    assert r["status"] == "settled" and r["awards"] == {"B": 7}
