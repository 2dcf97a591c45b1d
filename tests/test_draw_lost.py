"""A player who did not discard when his turn came loses his draw (Peel 38: "he shall forfeit
his right to discard and draw in that game"): cards given him after it are never said to be
given "as the book allows"; they are no part of his hand."""
from __future__ import annotations

from replay import CASEBOOK, rule_file

CASE = CASEBOOK / "deal-and-draw" / "discards-after-the-next-man-is-served.yaml"


def test_peel_38_cards_given_after_the_draw_was_lost_are_not_his(library):
    r = rule_file(library, CASE, "peel")
    assert (r["status"], r["carried"], r["undecided"]) == ("continues", 6, 0)
    given = [s for s in r["steps"] if s["event"] == 10]
    assert [s["laws"] for s in given] == [["peel:38", "peel:desc/29"]]
    assert "lost his draw" in given[0]["finding"]
    assert not any("as the book allows" in s["finding"] for s in given)
