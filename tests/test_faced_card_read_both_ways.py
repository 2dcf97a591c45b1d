"""A card found face up in the pack, under a book with no law of it (issue 33): two finite
readings, a misdeal or the deal standing, each replayed; the chips every reading leaves in
the pool stay there, and only the outcome, or the bets, are held."""
from __future__ import annotations

from replay import answered, replay

FACED = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - cut: C
  - faced_card: {card: QH}
  - deal: {A: 5, B: 5, C: 5, D: 5}
"""


def test_the_standard_s_ante_remains_in_the_pot_whichever_way_it_is_read(library):
    # "any ante placed in the pot remains there" (irregularities/misdeal/1): a misdeal or the
    # deal standing, the 1 stays; the outcome itself is what the point turns on
    r = replay(library, "standard", FACED)
    assert (r["status"], r["carried"], r["undecided"]) == ("unsettled", 1, 0)
    assert {x["status"] for x in r["readings"]} == {"misdeal", "continues"}
    assert {a["reading"] for x in r["readings"] for a in x["assume"]
            if a["point"] == "silent.faced-card.in-pack"} == {"misdeal", "deal-stands"}
    # the answer holds no chip, only the outcome, on the book's silence on the faced card:
    # a misdeal (A dealing again) or the deal going on
    _, answer = answered(library, FACED, "standard")
    assert (answer.carried, answer.shares, answer.held.amount) == (1, (), 0)
    assert [(p.kind, p.name) for p in answer.held.points] == [("silent", "faced-card.in-pack")]
    assert [(b.values, b.gives.status, b.gives.redeal_by)
            for b in answer.held.tree.branches] == [(("misdeal",), "misdeal", "A"),
                                                     (("deal-stands",), "continues", None)]


def test_peel_10_is_the_law_itself(library):
    r = replay(library, "peel", FACED)
    assert (r["status"], r["next"]["redeal_by"]) == ("misdeal", "D")
    assert "peel:10" in [c["id"] for c in r["citations"]] and not r["readings"]


def test_a_faced_card_found_and_then_pointed_out_is_one_point_read_once(library):
    # the card told as found was ruled when found; A's notice of it points out the same card,
    # and raises no second point (a historian read "a card faced in the pack twice")
    noticed = FACED.replace("  - deal:", "  - notice: {what: faced_card, by: A}\n  - deal:")
    r = replay(library, "schenck", noticed)
    points = [a["point"] for x in r["readings"] for a in x["assume"]]
    assert sorted(set(points)) == ["silent.faced-card.in-pack", "silent.misdeal.ante"]
    assert [s["point"] for s in r["silent"]].count("faced-card.in-pack") == 1
    assert r["undecided"] == 1  # the ante: in the pool, or back to A where it is a misdeal
    found = [s["event"] for s in r["steps"] if "faced-card" in str(s.get("point", ""))
             or "face up" in s["finding"]]
    assert found == [2]
