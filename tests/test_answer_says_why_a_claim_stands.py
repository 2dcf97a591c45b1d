"""Where a hand no better than another's takes the pool because the better hand did not object
in time, the answer says so after the share: the Standard laws' "The player with the winning
hand takes in the pot. (If a player begins to take in the pot even though he does not have the
winning hand, a player with a better hand must protect himself by promptly objecting.)"
(showdown/2). Without it, "B takes 19 (standard:showdown/2)" reads as if B's hand won."""
from __future__ import annotations

import pytest


@pytest.mark.parametrize("case, answer", [
    ("claim-objected-to-too-late",
     "B takes 19 (standard:showdown/2): A did not protect himself by objecting promptly."),
    # the best hand did not object; the second best, better than the taker's, did
    ("claim-objected-to-by-the-second-best-hand",
     "B takes 27 (standard:showdown/2): C did not protect himself by objecting promptly; B, "
     "whose hand is better than A's, did; 1 is carried to the next deal."),
])
def test_a_share_an_objection_decided_is_said_with_why(cli, case, answer):
    r = cli("rule", f"cases/after-the-show/{case}.yaml", "--book", "standard",
            "--format", "json").json()
    assert r["answer"] == answer


def test_a_prompt_objection_is_answered_by_the_hands_as_before(cli):
    # the better hand objected promptly and takes the pot: the hands say why
    r = cli("rule", "cases/after-the-show/claim-after-the-show-objected-to-promptly.yaml",
            "--book", "standard", "--format", "json").json()
    assert r["answer"].startswith("A takes 19 (standard:showdown/2): A's three of a kind "
                                  "(fours) beats B's two pairs")
    assert "did not protect" not in r["answer"]
