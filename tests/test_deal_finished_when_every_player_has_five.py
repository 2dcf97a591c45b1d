"""Peel 17: "The deal shall be finished when every player has received five cards." Laws 8 and
10 turn on it: a want of a cut, or a card faced in the pack, "pointed out to the dealer before
the deal is finished" makes a misdeal, and a new deal by the same dealer. The dealer gave
himself four: the deal was never finished (an audit found the notice ruled as after the deal,
law 17 not encoded). A deal in which every player has his five is finished, as before."""
from __future__ import annotations

import pytest

from replay import replay

UNCUT = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - no_cut
  - deal: {A: 5, B: 5, C: 5, D: FOR_D}
  - notice: {what: no_cut, by: A}
"""
FACED = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5, D: FOR_D}
  - faced_card: {card: 9S}
"""


@pytest.mark.parametrize("story, law", [(UNCUT, "peel:8"), (FACED, "peel:10")],
                         ids=["uncut", "faced-card"])
def test_pointed_out_while_the_dealer_lacks_a_card_is_before_the_deal_is_finished(
        library, story, law):
    r = replay(library, "peel", story.replace("FOR_D", "4"))
    assert (r["status"], r["next"]["redeal_by"]) == ("misdeal", "D")
    cited = {c["id"] for c in r["citations"]}
    assert {"peel:17", law} <= cited


def test_a_deal_every_player_has_five_of_is_finished(library):
    r = replay(library, "peel", UNCUT.replace("FOR_D", "5"))
    # law 9: "If ... not pointed out before the deal is finished, the deal stands"
    assert r["status"] == "continues" and "peel:17" not in {c["id"] for c in r["citations"]}
