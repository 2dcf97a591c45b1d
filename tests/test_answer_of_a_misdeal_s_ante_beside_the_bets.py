"""A misdeal's answer says the bets beside the ante stay for the new deal, and the ante apart:
"the 3 in the pool stays ...; the book does not say whether the 1 of the ante stays" counted
the ante twice, staying and in doubt (an audit of the answers). Peel 55 keeps B's bet of 2;
of the ante Peel says nothing at a misdeal, and A stakes it again either way (Peel 20)."""
from __future__ import annotations

from pathlib import Path

from replay import replay

CASE = Path("cases/deal-and-draw/wrong-count-announced-after-the-first-bet.yaml")


def test_the_bets_beside_the_ante_are_said_apart_from_it(library):
    r = replay(library, "peel", CASE.read_text(encoding="utf-8"))
    assert (r["status"], r["carried"], r["stakes"]) == ("misdeal", 3, {"A": 1, "B": 2})
    assert "the 3 in the pool is there for the new deal: the 2 beside the ante stays, and the " \
        "book does not say whether the 1 of the ante stays there" in r["answer"]
