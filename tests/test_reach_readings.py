"""Schenck's law of failing to make one's stake equal: rules/15 ("each player in his turn
equal to the highest amount put in by any one, or else failing to do that, the party who
fails must go out of the play forfeiting his interest in the pool") and before the draw
rules/7 ("or else abandon what he has already put in") make no exception of one who has not
the money to: he goes out, forfeiting, and Schenck has no show for less. Each casebook case
of a short stake under Schenck is settled so. The same laws marked as words that may not
reach him (a house book, tests/fixtures/reach: `reading: [show-for-stake]`) are read both
ways, and the reading that reaches him gives what Schenck gives."""
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
def test_schenck_s_short_stake_goes_out_forfeiting(library, path, awards):
    r = adjudicate(load_case(ROOT / "cases" / path), library.book("schenck"))
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", awards, 0)
    assert "show-for-stake" not in {s["point"] for s in r["silent"]}
    # each who put up all he had and fell short of the stake is out by rules/7 (the going
    # in) or rules/15 (after the draw), and the answer says so after the shares
    short = [s for s in r["steps"] if s["finding"].split(" ", 1)[1].startswith(
        "has put up all he has") and "goes out of the play" in s["finding"]]
    assert short and all(s["laws"] in (["schenck:rules/7"], ["schenck:rules/15"])
                         for s in short)
    named = r["answer"].split(", all in short of the stake")[0].rsplit(": ", 1)[-1]
    for s in short:
        player = s["finding"].split(" ", 1)[0]
        assert r["retired"][player] == s["laws"][0] and player in named.split(" and ")


@pytest.mark.parametrize("path,awards", REACHES, ids=[p for p, _ in REACHES])
def test_a_law_whose_words_may_not_reach_the_short_stake_is_read_both_ways(
        library_reach, path, awards):
    r = adjudicate(load_case(ROOT / "cases" / path), library_reach.book("schenck-read-both-ways"))
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
    assert {"schenck-read-both-ways:7", "schenck-read-both-ways:15"} & set(reaches["laws"])
    # read as not reaching him, the book has no law of a player short of money: its silence
    # is read in turn, citing no law for it
    assert any(x["assume"][i]["reading"] == "does-not-reach" and len(x["assume"]) > i + 1
               and x["assume"][i + 1]["point"] == "silent.show-for-stake" for x, i in reach)
