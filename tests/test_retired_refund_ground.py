"""A player out of the deal who has chips back under a reading is told on what ground (a club
secretary's report: 'retired' beside '2 back', no reason given). The pay-out table's why names
the reading's own answer that gives them back, his retiring forfeiting them otherwise."""
from __future__ import annotations

PASSED = "cases/betting-and-show/old-fashioned-game-passed-after-a-bet.yaml"
IMPERFECT = "cases/deal-and-draw/imperfect-pack-found-before-the-pot-is-taken.yaml"


def _row(out: str, player: str) -> str:
    """A player's row of the text's pay-out table, its wrapped why joined to it."""
    lines = out.splitlines()
    at = next(i for i, ln in enumerate(lines) if ln.startswith(f"{player} "))
    row = [lines[at]]
    for ln in lines[at + 1:]:
        if not ln.startswith(" "):
            break
        row.append(ln.strip())
    return " ".join(" ".join(row).split())


def test_chips_put_in_when_out_go_back_only_on_that_reading(cli):
    # The published decision is silent on chips put in by a player who is out: D passed and
    # put up 2 to come in again; read so that they go back, he has them back
    r = cli("rule", PASSED, "--book", "published-decision", "--format", "json").json()
    assert "D" in r["retired"] and [x["refunds"] for x in r["readings"]] == [{}, {"D": 2}]
    row = _row(cli("rule", PASSED, "--book", "published-decision").out, "D")
    assert row.endswith("2 back retired; 2 back if (2): chips put in when out go back"), row
    md = cli("rule", PASSED, "--book", "published-decision", "--format", "markdown").out
    assert "| out of the deal; 2 back if (2): chips put in when out go back |" in md
    page = cli("rule", PASSED, "--book", "published-decision", "--format", "html").out
    assert "; 2 back if (2): chips put in when out go back</td>" in page


def test_a_void_deal_or_a_misdeal_gives_back_what_retiring_forfeited(cli):
    # Peel: A passed (peel:27 forfeits his stake); an imperfect pack, on which the book is
    # silent, read as voiding the deal or as a misdeal whose ante goes back, gives him back
    # his ante alone: "A bet once made ... cannot be recalled" (55); read as standing (2), or
    # as a misdeal whose ante stays (3), nothing
    out = cli("rule", IMPERFECT, "--book", "peel").out
    assert _row(out, "A").endswith(
        "retired (peel:27); 1 back if (1): the deal is void; 1 back if (4): it is a misdeal and "
        "the ante goes back")
    # D put nothing in: nothing comes back to him, and nothing is said
    assert _row(out, "D").endswith("retired (peel:27)")
