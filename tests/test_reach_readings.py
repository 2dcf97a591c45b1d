"""Schenck's law of failing to make one's stake equal, read both ways (issue 36): rules/15
("each player in his turn equal to the highest amount put in by any one, or else failing to
do that, the party who fails must go out of the play forfeiting his interest in the pool")
and before the draw rules/7 ("or else abandon what he has already put in") speak of one who
fails to equal the highest; whether they reach one who has not the money to, the words do
not say. Each casebook case of a short stake under Schenck is held, and read as reaching the
short player it gives what the casebook gave when the law was taken to reach him."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case

ROOT = Path(__file__).resolve().parents[1]
REACHES = [
    ("betting-and-show/adversaries-passed-before-and-after-his-demand.yaml", {'C': 116}),
    ("betting-and-show/bet-called-out-of-turn-in-his-own-turn.yaml", {'Dot': 85}),
    ("betting-and-show/passed-between-two-short-demands.yaml", {'D': 109}),
    ("betting-and-show/passed-hand-beats-the-short-player-four-handed.yaml", {'D': 80}),
    ("betting-and-show/raised-all-in-and-the-folded-hand-shown.yaml", {'A': 28}),
    ("betting-and-show/short-player-who-made-no-bet-limit-game.yaml", {'B': 42}),
    ("betting-and-show/short-player-who-made-no-bet.yaml", {'B': 42}),
    ("betting-and-show/short-share-fixed-at-his-own-demand.yaml", {'C': 120}),
    ("betting-and-show/short-show-takes-nothing-from-a-player-already-out.yaml", {'B': 42}),
    ("betting-and-show/the-age-contests-the-remainder-four-handed.yaml", {'A': 74}),
    ("betting-and-show/the-age-contests-the-remainder.yaml", {'A': 46}),
    ("betting-and-show/the-age-matched-beyond-a-short-stake.yaml", {'A': 59}),
    ("betting-and-show/the-age-short-shows-for-his-stake.yaml", {'C': 50}),
    ("betting-and-show/two-short-players-three-layers.yaml", {'C': 98}),
    ("betting-and-show/unlimited-game-no-show-for-his-money.yaml", {'B': 615}),
    ("betting-and-show/whole-stack-raise-is-all-in.yaml", {'D': 371}),
    ("keller-side-pot.yaml", {'C': 100}),
    ("readings/short-hand-not-told-holds-only-his-share.yaml", {'C': 90}),
    ("worked-examples/keller-freeze-out-raised-out-c-loses.yaml", {'B': 110}),
]


@pytest.mark.parametrize("path,awards", REACHES, ids=[p for p, _ in REACHES])
def test_schenck_s_short_stake_is_held_and_read_both_ways(library, path, awards):
    r = adjudicate(load_case(ROOT / "cases" / path), library.book("schenck"))
    # what is not paid now (what every reading gives alike) is held
    paid = sum(r["awards"].values()) + sum(r["refunds"].values())
    assert r["status"] == "unsettled" and r["undecided"] + paid == sum(awards.values())
    short = next(s for s in r["silent"] if s["point"] == "show-for-stake")
    assert short["open"] == "reach.show-for-stake" and short["decisive"]
    # the reach is read where the short stake is found, after any point read before it (a
    # bet out of turn that stands as made, which puts Ann out before she is short of money)
    reach = [(x, [a["point"] for a in x["assume"]].index("reach.show-for-stake"))
             for x in r["readings"]
             if "reach.show-for-stake" in [a["point"] for a in x["assume"]]]
    reaching = [(x, i) for x, i in reach if x["assume"][i]["reading"] == "reaches"]
    reaches, i = reaching[0]
    # read last, but for what the chips put up after the betting become (its own point)
    assert {a["point"] for x, i in reaching for a in x["assume"][i + 1:]} <= \
        {"silent.pool.after-betting"}
    assert len(reaching) == 1 or reaches["assume"][i + 1]["reading"] == "stays"
    assert reaches["awards"] == awards
    assert {"schenck:rules/7", "schenck:rules/15"} & set(reaches["laws"])
    # read as not reaching him, the book has no law of a player short of money: its silence
    # is read in turn, citing no law for it
    assert any(x["assume"][i]["reading"] == "does-not-reach" and len(x["assume"]) > i + 1
               and x["assume"][i + 1]["point"] == "silent.show-for-stake" for x, i in reach)
