"""A hand the players agreed that the book names but gives no place among its hands. Keller
p. 17 (keller:ch3/the-straight/4) knows the skip straight: "Efforts have been made to
introduce into the game of Draw Poker what is known as the 'skip' straight—a sequence of
alternate cards ... They add nothing of interest to the game and serve only to encumber
it." That is no rank: what the agreed hand is worth Keller does not say, and the pool is
held on it. The ruling must not say the book knows no skip straight: it says the book gives
it no place among its hands, which is true of Keller and of the books that never name it."""
from __future__ import annotations

from pathlib import Path

from replay import assert_conserved, rule_file_said

CASE = "cases/hands/skip-straight-against-triplets.yaml"


def test_keller_names_the_skip_straight_and_gives_it_no_place(library):
    r, steps = rule_file_said(library, Path(CASE), "keller")
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 25)
    assert [s["point"] for s in r["silent"] if s.get("decisive", True)] == ["agreed"]
    assert "keller:ch3/the-straight/4" not in {law for s in steps for law in s.laws}
    said = [s for s in r["steps"] if "skip-straight before play" in s["finding"]]
    assert len(said) == 1
    assert "knows no" not in said[0]["finding"]
    assert "gives the skip-straight no place among its hands" in said[0]["finding"]
    assert_conserved(r)


def test_the_departure_line_says_the_book_has_no_law_of_it(cli):
    out = cli("rule", CASE, "--book", "keller").out
    assert "Departure skip-straight: agreed, but the book has no law of it" in out
    assert "knows no such departure" not in out
