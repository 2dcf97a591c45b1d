"""The table of chips draws no column that is empty for the whole ruling, on every face (the
terminal, Markdown, the page: cli/chips_table.py): no "takes" where nobody takes, no "back"
where nothing comes back, no "why" where nobody is out; and every row has as many cells as
the head."""
from __future__ import annotations

CASES = "cases/betting-and-show/"


def _table(cli, case: str, book: str) -> list[list[str]]:
    out = cli("rule", case, "--book", book, "--format", "markdown").out
    rows = [ln for ln in out.splitlines() if ln.startswith("| ")]
    return [[c.strip() for c in ln.strip("|").split("|")] for ln in rows]


def test_nothing_back_draws_no_back_column(cli):
    # Keller's side pot: A takes 30 and C 70, nothing given back; B is out
    rows = _table(cli, "cases/keller-side-pot.yaml", "keller")
    assert rows[0] == ["player", "put in", "takes", "why"]
    assert all(len(r) == 4 for r in rows[2:])


def test_nobody_out_draws_no_why_column(cli):
    rows = _table(cli, CASES + "bet-after-every-player-called.yaml", "peel")
    assert rows[0][-1] != "why" and "why" not in rows[0]
    assert all(len(r) == len(rows[0]) for r in rows[2:])


def test_chips_back_and_players_out_draw_both(cli):
    # Keller, a loser asks to raise the limit: C has 10 back; A and D are out; the rest is
    # held, so nobody takes now
    rows = _table(cli, CASES + "a-loser-asks-to-raise-the-limit.yaml", "keller")
    assert rows[0][:3] == ["player", "put in", "back"] and rows[0][-1] == "why"
    c = next(r for r in rows if r[0] == "C")
    assert c[2] == "10"
    assert all(len(r) == len(rows[0]) for r in rows[2:])


def _terminal_head(cli, case: str, book: str) -> list[str]:
    out = cli("rule", case, "--book", book).out.splitlines()
    return next(ln.split() for ln in out if ln.startswith("player "))


def test_terminal_draws_the_same_columns(cli):
    # Keller's side pot: nothing back, so no "back"; B out, so a "why"
    assert _terminal_head(cli, "cases/keller-side-pot.yaml", "keller") == \
        ["player", "put", "in", "takes", "why"]
    # a loser asks to raise the limit: C has 10 back, nobody takes now
    assert _terminal_head(cli, CASES + "a-loser-asks-to-raise-the-limit.yaml", "keller")[:4] \
        == ["player", "put", "in", "back"]


def test_nobody_takes_draws_no_takes_column(cli):
    # the Standard copy held is silent on a show for less: every chip held, nobody paid now
    rows = _table(cli, "cases/keller-side-pot.yaml", "standard")
    assert rows[0][:2] == ["player", "put in"] and "takes" not in rows[0]
    assert all(len(r) == len(rows[0]) for r in rows[2:])
    assert _terminal_head(cli, "cases/keller-side-pot.yaml", "standard")[:4] == \
        ["player", "put", "in", "if"]
