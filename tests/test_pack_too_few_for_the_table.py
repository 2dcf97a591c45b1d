"""A table of more players than the pack can deal five cards to (eleven at a pack of 52: 55
cards), the story told before the deal: the deal cannot be made from the pack, and no book
says what follows (Peel 1 and 7, Keller ch4/rules/2, the Standard laws' cards/1 and object/1
say only what the pack holds and what a hand is). The outcome turns on that silence: the
ruling is unsettled, and its answer says the deal cannot be made, never that it goes on.
Told from after the deal, the story says the cards were dealt, and the deal is ruled as
played; Schenck, who says nothing of the pack, finds nothing."""
from __future__ import annotations

import pytest

from replay import answered, replay

ELEVEN = """
title: t
table:
  players: [A, B, C, D, E, F, G, H, I, J, K]
  dealer: K
  limit: 10
events:
  - shuffle: K
"""


@pytest.mark.parametrize("book, laws", [("peel", {"peel:1", "peel:7"}),
                                        ("keller", {"keller:ch4/rules/2"}),
                                        ("standard", {"standard:cards/1"})])
def test_a_deal_the_pack_cannot_give_turns_on_what_follows(library, book, laws):
    r, answer = answered(library, ELEVEN, book)
    assert r["status"] == "unsettled"
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["pack.cards"]
    pack, each, n, cited = answer.undealt
    assert (pack, each, n) == (52, 5, 11) and laws <= set(cited)
    assert answer.outcome == "unsettled" and answer.held is not None


def test_schenck_names_no_pack_and_finds_nothing(library):
    r, answer = answered(library, ELEVEN, "schenck")
    assert r["status"] == "continues" and answer.undealt is None


def test_told_from_after_the_deal_the_deal_is_ruled_as_played(library):
    r = replay(library, "peel", ELEVEN.replace("  limit: 10", "  limit: 10\n  phase: before_draw")
               .replace("  - shuffle: K", "  - bet: {player: A, amount: 2}"))
    assert r["status"] == "continues"
    assert [s["point"] for s in r["silent"] if s["point"] == "pack.cards" and not s["decisive"]]
