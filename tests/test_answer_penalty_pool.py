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


ALL_IN = "tests/fixtures/stories/false-opener-all-in-cannot-pay-the-penalty.yaml"


def test_a_penalty_beyond_the_stack_is_owed_not_put_in_the_pool(cli):
    # Peel 33: the false opener "shall pay into the pool, as penalty, a sum equal to double the
    # ante" (4); B put all his 10 up, and the case tells no more of his: the pool carried is
    # the 24 on the table, the 4 owed (a secretary read "a pool of 28" of chips not there)
    r = cli("rule", ALL_IN, "--book", "peel", "--format", "json").json()
    assert (r["status"], r["pot"], r["carried"]) == ("passed", 24, 24)
    assert r["penalties"] == [{"player": "B", "amount": 4, "to": "pool", "law": "peel:33",
                               "unpaid": 4}]
    assert r["answer"].endswith("B owes 4 to the pool, having nothing left to pay it with "
                                "(peel:33).")


def test_a_penalty_paid_as_far_as_the_stack_goes(cli, tmp_path):
    # two more chips in B's stack: 2 of the 4 are paid in, the pool carried is 26
    case = tmp_path / "case.yaml"
    case.write_text(open(ALL_IN).read().replace("B: 10,", "B: 12,"))
    r = cli("rule", str(case), "--book", "peel", "--format", "json").json()
    assert (r["pot"], r["carried"], r["penalties"][0]["unpaid"]) == (26, 26, 2)
    assert "B pays 2 into the pool, all he has left, and owes 2 more (peel:33)" in r["answer"]


def test_a_refund_owed_by_a_dealer_all_in_is_unpaid(cli):
    # Peel 14: the dealer "shall refund" the ante of a hand he dealt foul; D put his whole
    # stack of 10 up: the 2 he owes A are not paid out of chips he has not (a scripter's
    # report: the entry had no `unpaid`)
    r = cli("rule", "tests/fixtures/stories/dealer-all-in-refunds-a-foul-hand-s-ante.yaml",
            "--book", "peel", "--format", "json").json()
    assert r["penalties"] == [{"player": "D", "amount": 2, "to": "A", "law": "peel:14",
                               "unpaid": 2}]
