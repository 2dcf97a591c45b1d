"""A book silent on the ante at a misdeal, read so that the ante goes back, gives back the ante
and no more: the bets beyond it are a point of their own (``bets.misdeal``), read as where the
ante is read to stay. Keller (ch. IV, the deal /4) makes a wrong number announced after the
first bet a misdeal and says nothing of the stakes; "the ante goes back, B has 2 back" called
B's bet the ante (an audit of the answers)."""
from __future__ import annotations

from pathlib import Path

from replay import replay

CASE = Path("cases/deal-and-draw/wrong-count-announced-after-the-first-bet.yaml")


def test_the_bets_beyond_an_ante_read_as_going_back_are_read_apart(library):
    r = replay(library, "keller", CASE.read_text(encoding="utf-8"))
    assert (r["status"], r["undecided"], r["carried"]) == ("misdeal", 2, 1)
    # A's ante, back to him or staying, is the chips he stakes again (Keller p. 10): it
    # concerns only the next deal; B's bet of 2 goes back or stays
    by = {tuple((a["point"], a["reading"]) for a in x["assume"]): x for x in r["readings"]}
    assert set(by) == {(("bets.misdeal", "returned"),), (("bets.misdeal", "remain"),)}
    assert by[(("bets.misdeal", "returned"),)]["refunds"] == {"B": 2}
    assert by[(("bets.misdeal", "remain"),)]["carried"] == 3
    assert [p["point"] for p in r["next"]["points"]] == ["silent.misdeal.ante"]
    assert "the ante goes back" not in r["answer"] and "if it goes back, B" not in r["answer"]
    assert "2 is held on the bets beyond the ante at a misdeal, which the book's words leave " \
        "open: if they go back, B has 2 back; if they stay in the pot, it stays in the pool " \
        "for the new deal" in r["answer"]
