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
