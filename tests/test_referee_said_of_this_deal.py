"""Peel 77: "Any dispute shall be referred to the dealer, unless he be one of the disputing
persons". Who decides a dispute is this deal's dealer (or, where he is a party, Peel 78's
next): the ruling says so of this deal, in every face, never on the line of what comes next,
whose dealer decides its own disputes (an audit's story)."""
from __future__ import annotations

import pytest

STORY = """title: t
table: {players: [A, B, C, D], dealer: C, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: A, amount: 2}
  - call: B
  - fold: C
  - fold: D
  - dispute: {player: A, with: B, matter: fact, detail: whether B called}
"""


@pytest.mark.parametrize("fmt, said", [("text", "This deal's disputes go to C (peel:77)."),
                                       ("markdown", "This deal's disputes go to C[^peel:77]."),
                                       ("html", "This deal&#x27;s disputes go to C")])
def test_who_decides_is_said_of_this_deal_not_the_next(cli, tmp_path, fmt, said):
    case = tmp_path / "dispute.yaml"
    case.write_text(STORY, encoding="utf-8")
    out = cli("rule", str(case), "--book", "peel", "--format", fmt).out
    assert said in out
    nxt = next(line for line in out.splitlines() if "Next: " in line)
    assert "D deals next" in nxt and "disputes" not in nxt
