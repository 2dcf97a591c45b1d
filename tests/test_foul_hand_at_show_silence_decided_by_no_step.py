"""Schenck has no law of a foul hand at the show, only "the highest hand wins the pool"
(rules/18) of the hands shown. B shows three queens with a sixth card and begins to take in the
pot; A holds kings. Counted at any five of its cards, B's hand beats A's; set aside as foul, A's
wins: the 4 are held on the silence. No step decides that point on rules/18 (the claim is said
to turn on it), and the answer's provisional division says what the replay did, the foul hand
set aside, never "as the table played it": at the table B took the pot in."""
from __future__ import annotations

from replay import CASEBOOK, rule_file_said

TAKE_IN = CASEBOOK / "after-the-show" / "foul-hand-begins-to-take-in-the-pot.yaml"
LATER = CASEBOOK / "after-the-show" / "foul-hand-found-at-a-later-show.yaml"


def test_schenck_a_claim_with_a_foul_hand_turns_on_the_silence_not_on_rules_18(library):
    r, steps = rule_file_said(library, TAKE_IN, "schenck")
    assert (r["status"], r["undecided"], r["provisional"]) == ("unsettled", 4, {"A": 4})
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["foul-hand.at-show"]
    [claim] = [s for s in steps if s.kind and s.kind.startswith("claims.takes-in-with")]
    assert claim.kind == "claims.takes-in-with-foul-hand-silent"
    assert (claim.rung, claim.laws) == ("open", [])
    assert not [s for s in steps if s.kind == "claims.takes-in-without-best-hand"]


def test_schenck_the_provisional_division_sets_the_foul_hand_aside(library):
    for path, winner in ((TAKE_IN, "A would take 4"), (LATER, "B would take 24")):
        r, _ = rule_file_said(library, path, "schenck")
        assert "as the table played it" not in r["answer"], path.name
        assert f"(the foul hand set aside, {winner})" in r["answer"], path.name
