"""An ante whose sum neither the story nor the table tells: the books fix no sum of their own
(Peel terms/3: "the amount is fixed", by the players, "and is generally small"), so it is a fact
the case does not tell, never an ante of nothing; every stake after it turns on it."""
from __future__ import annotations

import pytest

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads
from tests.replay import assert_conserved

STORY = """\
title: t
table: {{players: [A, B, C], dealer: C, limit: 10{ante}}}
events:
  - ante: A
  - deal: {{A: 5, B: 5, C: 5}}
  - bet: {{player: B, amount: 5}}
  - fold: C
  - call: A
  - show: {{A: "AS AH 7D 7C 3S", B: "KH JH 8H 5H 2H"}}
"""


def _rule(library, book: str, ante: str = "") -> dict:
    r = adjudicate(build_case(loads(STORY.format(ante=ante), "t.yaml"), "t.yaml"),
                   library.book(book))
    assert_conserved(r)
    return r


@pytest.mark.parametrize("book", ["peel", "keller", "schenck", "standard", "published-decision"])
def test_an_ante_of_untold_size_is_a_fact_not_told(library, book):
    r = _rule(library, book)
    assert r["status"] == "unsettled" and r["awards"] == {}
    assert [m["fact"] for m in r["missing"]] == ["ante amount"]
    # B's five, told, are in the pool and held with it; A's ante and call are not counted
    assert (r["pot"], r["undecided"]) == (5, 5)
    assert "ante of 0" not in r["answer"] + "".join(s["finding"] for s in r["steps"])


def test_an_ante_told_at_the_table_is_the_ante_the_event_puts_up(library):
    # the table's ante of 1: A antes it, B bets 5 and A makes his 5 good; the flush takes 10
    r = _rule(library, "peel", ", ante: 1")
    assert (r["status"], r["awards"], r["missing"]) == ("settled", {"B": 10}, [])
