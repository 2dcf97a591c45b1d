"""The Standard laws: "If a player begins to take in the pot even though he does not have the
winning hand, a player with a better hand must protect himself by promptly objecting"
(showdown/2). A hand of six cards is no poker hand ("A poker hand consists of exactly five
cards", object/1), put out of the pot by the general law of the showdown (showdown/1): its
holder does not have the winning hand, and the law of the very act he does reaches him. The
winner's objection decides; where it is not told, the pot is held on it. Peel's foul hand
is his own law (64), and his book has no law of a claim: the claimer is out."""
from __future__ import annotations

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B], dealer: A, ante: 1, stacks: {A: 20, B: 20}}
events:
  - deal: {A: 5, B: 5}
  - bet: {player: A, amount: 2}
  - call: B
  - show: {A: "KS KH 4D 7C 2D", B: "QS QH QD 8C 4C 5S"}
  - claim: B
"""


def _objected(*between: str) -> str:
    return STORY + "".join(f"  - {x}\n" for x in between) + "  - notice: {what: claim, by: A}\n"


def test_whether_the_winner_objected_holds_the_pot(library):
    r = replay(library, "standard", STORY)
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 4)
    assert [m["fact"] for m in r["missing"]] == ["objection"]
    assert "standard:showdown/2" in {c["id"] for c in r["citations"]}
    taken = sorted(tuple(sorted(x["awards"].items())) for x in r["readings"])
    assert taken == [(("A", 4),), (("B", 4),)]
    assert_conserved(r)


def test_the_winner_who_objected_at_once_takes_the_pot(library):
    r = replay(library, "standard", _objected())
    assert (r["status"], r["awards"]) == ("settled", {"A": 4})


def test_the_winner_who_objected_late_has_not_protected_himself(library):
    r = replay(library, "standard", _objected("deal: {A: 5, B: 5}"))
    assert (r["status"], r["awards"]) == ("settled", {"B": 4}), r["answer"]


def test_peels_foul_hand_takes_nothing_by_his_own_law(library):
    r = replay(library, "peel", STORY)
    assert (r["status"], r["awards"]) == ("settled", {"A": 4})
    assert "peel:64" in {c["id"] for c in r["citations"]}
