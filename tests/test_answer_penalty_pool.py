"""A reading's pool larger than the ruling's for a penalty paid into it says so (a club
secretary's report: 'with a pool of 28' beside a pot of 24, unexplained). Peel, a jack pot B
opened and won, his original hand not told: read as holding openers he takes the 24; read as
not, he pays 4 into the pool as a false opener's penalty (peel:31), and the pool of 28 stays
for the next deal."""
from __future__ import annotations

CASE = "cases/after-the-show/opener-original-hand-not-told.yaml"


def test_the_answer_names_the_penalty_that_makes_the_pool_larger(cli):
    r = cli("rule", CASE, "--book", "peel", "--format", "json").json()
    assert r["pot"] == 24 and [x["pot"] for x in r["readings"]] == [24, 28]
    assert r["answer"].endswith(
        "if B did not hold openers in his original hand, with a pool of 28 (B's penalty of 4 "
        "paid into it), the pool stays for the next deal, a jack pot opened by queens or "
        "better.")  # the next jack pot, opened by queens (Peel 31: "two queens, or better")


def test_the_reading_sentence_names_the_penalty_too(cli):
    out = " ".join(cli("rule", CASE, "--book", "peel").out.split())
    assert ("(2) If B did not hold openers in his original hand, the pool of 28, B's penalty "
            "of 4 paid into it, stays for the next deal") in out


def test_a_pool_larger_for_no_penalty_says_no_penalty(cli):
    # Schenck, a loan refused: one reading's pool is larger by the stake it lets stand, no
    # penalty; its words name none
    case = "cases/betting-and-show/borrowed-to-raise-must-borrow-to-call.yaml"
    r = cli("rule", case, "--book", "schenck", "--format", "json").json()
    assert max(x["pot"] for x in r["readings"]) > r["pot"]
    assert "penalty" not in r["answer"]
    assert "penalty of" not in cli("rule", case, "--book", "schenck").out
