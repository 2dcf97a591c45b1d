"""An unsettled ruling's answer names the law its paid shares rest on: where the story as
told leaves the share to an open point, and every reading of it gives the share on one law
of the book, that law (Keller's Freeze Out, ch6/freeze-out/6), not the law of the show that
only says the hands are shown."""
from __future__ import annotations

FREEZE_OUT = "cases/worked-examples/keller-freeze-out-short-stake-with-an-ante.yaml"


def _ruled(cli, case: str, book: str) -> dict:
    return cli("rule", case, "--book", book, "--format", "json").json()


def test_keller_freeze_out_shares_are_said_on_its_own_law_read_either_way(cli):
    # ch6/freeze-out/6: "the stake that he himself has put in the pot, and ... an additional
    # amount equal to that stake from each of his adversaries"; the residue to the next best
    # hand. Whether the ante is in A's part is read both ways; A's 30 and B's 18 are theirs
    # under each reading, by this law
    r = _ruled(cli, FREEZE_OUT, "keller")
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {"A": 30, "B": 18}, 2)
    assert r["answer"].startswith("A takes 30 and B takes 18 (keller:ch6/freeze-out/6); 2 is "
                                  "held on whether the ante is in a short stake's share")
    assert "ch4/betting-after-the-draw/5" not in r["answer"]
    assert all("keller:ch6/freeze-out/6" in x["laws"] for x in r["readings"])


def test_the_published_decisions_short_stake_share_names_its_theory(cli):
    # reasoning/1: "the $30 of the pot, in which alone A had an equal interest, is a pot of
    # itself": C's share of his short stake is given by it under either reading of the ante
    r = _ruled(cli, "cases/betting-and-show/the-age-matched-beyond-a-short-stake.yaml",
               "published-decision")
    assert r["status"] == "unsettled" and r["awards"] == {"A": 1, "C": 57}
    assert r["answer"].startswith("A takes 1 and C takes 57 (published-decision:reasoning/1); "
                                  "1 is held")

