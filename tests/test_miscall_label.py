"""A hand called wrongly is named so wherever it is called (a club secretary's report): the
published decision leaves open whether A's words or his cards decide when, after both hands
are down, he calls his three fours "two pairs"; the point was named "a hand called wrongly at
the show", a time the call was not made at."""
from __future__ import annotations

from adjudicator.judge.words.points import question


def test_a_miscall_after_the_show_is_not_said_to_be_at_the_show(cli):
    case = "cases/after-the-show/miscall-after-the-show.yaml"
    r = cli("rule", case, "--book", "published-decision", "--format", "json").json()
    assert [s["point"] for s in r["silent"] if s["decisive"]] == ["show.miscall"]
    out = " ".join(cli("rule", case, "--book", "published-decision").out.split())
    assert "Left open: 1 point the book does not settle (a hand called wrongly);" in out
    assert "at the show)" not in out and question("show.miscall") == "a hand called wrongly"


def test_a_miscall_the_book_is_silent_on_is_no_fact_the_case_leaves_out(cli):
    # the call ("two pairs") and the cards (three fours) are both told: what is open is
    # whether his words or his cards decide, on which the decision is silent; the answer
    # says so, never "which the case does not tell" (audit 19a, L3)
    case = "cases/betting-and-show/miscalled-hand-cards-speak.yaml"
    r = cli("rule", case, "--book", "published-decision", "--format", "json").json()
    assert (r["undecided"], r["missing"]) == (19, [])
    assert r["answer"].startswith("19 is held on A's miscall, on which the book is silent: ")
    assert "which the case does not tell" not in r["answer"]
