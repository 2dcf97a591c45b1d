"""Peel, the joker agreed: "any value may be given by the player holding it" (mods/3). Where
the story does not tell what he called it and the pool turns on it, the name is a missing
fact, never his best name assumed (docs/case-format.md). Peel is torn on the ace between law
71 and mods/3 whenever the joker is agreed, and the show weighed under both readings dropped
the untold name, and counted a joker read at its least at its best (an audit's story)."""
from __future__ import annotations

from replay import assert_conserved, replay

from test_wild_card_without_a_law import SHOW  # the joker agreed, A bets and B calls

STORY = SHOW % ("QS QH 7D 5C JK", "KS KH 3D 4C 9S")


def test_an_untold_joker_name_holds_the_pool_it_decides_under_peel(library):
    r = replay(library, "peel", STORY)
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 25)
    assert [m["fact"] for m in r["missing"]] == ["joker name"]
    read = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert read == {"best": {"A": 25}, "least": {"B": 25}}
    assert_conserved(r)


def test_named_the_queen_his_threes_win_under_peel(library):
    r = replay(library, "peel", STORY.replace("JK", "JK=QD"))
    assert (r["status"], r["awards"]) == ("settled", {"A": 25})


def test_keller_counts_the_hand_at_the_best_he_can_call(library):
    # ch12/the-joker/1: "if by so doing he can make a better Poker hand than his adversaries
    # he must win": no name is wanting
    r = replay(library, "keller", STORY)
    assert (r["status"], r["awards"]) == ("settled", {"A": 25})
