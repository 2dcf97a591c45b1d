"""Keller's unlimited game, p. 51: "the privilege of calling for a show for the money that any
player has about him, is denied" (ch8/5); "If any player should make a bet to an amount
greater than the sum of money immediately at the command of another player, and this second
player should desire to call, the second player may have twenty-four hours in which to procure
the money necessary to call" (/6). A bet of all he has, then raised beyond it, is no show for
less: he must find the money to call, or go out; it was ruled a show for what he put up, on
the very law that denies it (an audit's story)."""
from __future__ import annotations

from replay import assert_conserved, replay_said

STORY = """
title: t
table: {players: [A, B, C], dealer: B, betting: unlimited, phase: after_draw, pot: 6,
        stacks: {A: 10, B: 100, C: 100}}
events:
  - bet: {player: A, amount: 10}
  - raise: {player: B, by: 20}
  - fold: C
%s  - show: {A: "KS KH KD 7C 2S", B: "QS QH 9D 9C 3S"}
"""
DENIED = "keller:ch8/the-unlimited-and-old-fashioned-games/5"


def test_raised_beyond_all_he_has_he_has_no_show_and_not_calling_goes_out(library):
    r, steps = replay_said(library, "keller", STORY % "")
    raised = next(s for s in steps if s.event == 2)
    assert (raised.kind, raised.laws) == ("lawful.beyond-a-short-stake-denied", [DENIED])
    assert (r["status"], r["awards"]) == ("settled", {"B": 46})
    assert "A" in r["retired"]
    assert_conserved(r)


def test_desiring_to_call_he_has_twenty_four_hours_and_the_deal_goes_on(library):
    r, _ = replay_said(library, "keller", STORY % "  - call: A\n")
    assert (r["status"], r["awards"]) == ("continues", {})
    assert "keller:ch8/the-unlimited-and-old-fashioned-games/6" in {
        c["id"] for c in r["citations"]}
