"""The Markdown ruling's table of chips draws no column that is empty for the whole ruling,
as the page does not: no "refund" where nothing comes back, no "why" where nobody is out; and
every row has as many cells as the head."""
from __future__ import annotations

CASES = "cases/betting-and-show/"


def _table(cli, case: str, book: str) -> list[list[str]]:
    out = cli("rule", case, "--book", book, "--format", "markdown").out
    rows = [ln for ln in out.splitlines() if ln.startswith("| ")]
    return [[c.strip() for c in ln.strip("|").split("|")] for ln in rows]


def test_nothing_back_draws_no_refund_column(cli):
    # Keller's side pot: A takes 30 and C 70, nothing given back; B is out
    rows = _table(cli, "cases/keller-side-pot.yaml", "keller")
    assert rows[0] == ["player", "put in", "takes", "why"]
    assert all(len(r) == 4 for r in rows[2:])


def test_nobody_out_draws_no_why_column(cli):
    rows = _table(cli, CASES + "bet-after-every-player-called.yaml", "peel")
    assert rows[0][-1] != "why" and "why" not in rows[0]
    assert all(len(r) == len(rows[0]) for r in rows[2:])


def test_chips_back_and_players_out_draw_both(cli):
    # Keller, a loser asks to raise the limit: C has 10 back; A and D are out
    rows = _table(cli, CASES + "a-loser-asks-to-raise-the-limit.yaml", "keller")
    assert rows[0][:4] == ["player", "put in", "takes", "refund"] and rows[0][-1] == "why"
    c = next(r for r in rows if r[0] == "C")
    assert c[3] == "10"
    assert all(len(r) == len(rows[0]) for r in rows[2:])
