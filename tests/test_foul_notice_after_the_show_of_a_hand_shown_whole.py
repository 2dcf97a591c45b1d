"""A hand dealt six cards and lifted, shown with five: the Standard laws (the copy held) have
no law of a wrong number raised, and their law of the show ("A poker hand consists of exactly
five cards", object/1) is of the hands shown. A notice after the show that the hand was foul
is ruled as the story's end finds it unannounced (the format's convention): the silence
holds the pool, not the law of the show (an audit: the notice alone settled it). Peel's law
of a foul hand found at the end of the game (64) does reach it."""
from __future__ import annotations

import pytest

from replay import replay

STORY = """
title: t
table: {players: [A, B, C], dealer: C}
events:
  - deal: {A: "KS KH 7D 7C 2S", B: "QS QH 6D 5C 3D", C: "AS AH 9D 8C 4H 3S"}
  - bet: {player: B, amount: 2}
  - call: C
  - fold: A
  - show: {B: "QS QH 6D 5C 3D", C: "AS AH 9D 8C 4H"}
"""
NOTICE = "  - notice: {what: foul_hand, by: B}\n"


@pytest.mark.parametrize("told", ["", NOTICE], ids=["unannounced", "pointed-out-after"])
def test_the_silence_on_a_wrong_number_raised_holds_the_pool(library, told):
    r = replay(library, "standard", STORY + told)
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 4)
    assert "wrong-count.after-lift" in {s["point"] for s in r["silent"] if s["decisive"]}
    assert "general law" not in r["answer"]


def test_peels_foul_hand_found_at_the_end_of_the_game(library):
    r = replay(library, "peel", STORY + NOTICE)
    assert (r["status"], r["awards"]) == ("settled", {"B": 4})
