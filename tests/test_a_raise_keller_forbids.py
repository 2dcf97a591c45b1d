"""Keller: "in no case can a single raise exceed the limit of the game" (ch. IV, betting after
the draw /1, p. 27). He names no remedy, so what becomes of a raise over the limit is read
both ways (the excess goes back, or the raise is void); that it stands as made is no reading
of words that forbid it (an audit of the books' silences: it was read as standing too)."""
from __future__ import annotations

from pathlib import Path

from replay import replay


def test_a_raise_over_the_limit_never_stands_under_keller(library):
    # C raises twenty over a limit of ten, A and B call; C's kings win
    r = replay(library, "keller",
               Path("cases/betting-and-show/raise-over-the-limit.yaml").read_text())
    read = {x["assume"][0]["reading"] for x in r["readings"]}
    assert read == {"excess-returned", "increase-void"}
    # either way A's and B's 10 that matched the excess come back; C's own 20 are his
    assert (r["awards"], r["refunds"], r["undecided"]) == \
        ({"C": 21}, {"A": 10, "B": 10, "C": 20}, 20)
    # a refund that every reading of the silence gives rests on no law of the show
    assert "A has 10 back and B has 10 back;" in r["answer"]


def test_a_book_that_does_not_say_what_the_limit_caps_still_reads_it_standing(library):
    # Schenck (rules/4, "as much more as he pleases") does not say what the limit caps
    r = replay(library, "schenck",
               Path("cases/betting-and-show/raise-over-the-limit.yaml").read_text())
    assert {x["assume"][0]["reading"] for x in r["readings"]} >= {"increase-stands"}
