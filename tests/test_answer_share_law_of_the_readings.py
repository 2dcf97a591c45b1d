"""A short stake's share is said on the law that gives it: Keller's Freeze Out names the
short player's part and sends the residue, the ante with it, to the next best hand
(ch6/freeze-out/6); where the story as told leaves the share to an open point and every
reading of it gives the share on one law of the book (the published decision's pot of
itself), that law, not the law of the show that only says the hands are shown."""
from __future__ import annotations

FREEZE_OUT = "cases/worked-examples/keller-freeze-out-short-stake-with-an-ante.yaml"


def _ruled(cli, case: str, book: str) -> dict:
    return cli("rule", case, "--book", book, "--format", "json").json()


def test_keller_freeze_out_sends_the_ante_with_the_residue(cli):
    # ch6/freeze-out/6: "he is entitled to the stake that he himself has put in the pot, and
    # to an additional amount equal to that stake from each of his adversaries. The residue
    # of the pool, if there be any, must go to the next best hand": A's 10 and 10 from each
    # of B and C are his; the ante of 2 is in the residue, B's with the rest. Nothing is held
    r = _ruled(cli, FREEZE_OUT, "keller")
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"A": 30, "B": 20}, 0)
    assert r["answer"] == "A takes 30 and B takes 20 (keller:ch6/freeze-out/6)."
    assert "words.ante-in-pot-of-itself" not in {s["point"] for s in r["silent"]}


def test_the_published_decisions_short_stake_share_names_its_theory(cli):
    # reasoning/1: "the $30 of the pot, in which alone A had an equal interest, is a pot of
    # itself": C's share of his short stake is given by it under either reading of the ante
    r = _ruled(cli, "cases/betting-and-show/the-age-matched-beyond-a-short-stake.yaml",
               "published-decision")
    assert r["status"] == "unsettled" and r["awards"] == {"A": 1, "C": 57}
    assert r["answer"].startswith("A takes 1 and C takes 57 (published-decision:reasoning/1); "
                                  "1 is held")

