"""What a new user read wrong: an unsettled ruling that seemed to award, tables wider than the
terminal, excerpts cut before the words that decide, wording that miscounts."""
from __future__ import annotations

import re

SIDE_POT = "cases/keller-side-pot.yaml"


def _line(text: str, start: str) -> str:
    return next(ln for ln in text.splitlines() if ln.startswith(start))


def test_an_unsettled_text_ruling_shows_what_is_held_and_what_each_takes_if_allowed(cli):
    out = cli("rule", SIDE_POT, "--book", "schenck")
    assert out.code == 0, out.err
    r = cli("rule", SIDE_POT, "--book", "schenck", "--format", "json").json()
    assert r["status"] == "unsettled" and r["awards"] == {}
    assert r["provisional"] == {"A": 30, "C": 70} and r["undecided"] == 100
    head = _line(out.out, "player")
    assert re.fullmatch(r"player\s+put in\s+takes\s+refund\s+takes if allowed\s+why", head)
    assert re.fullmatch(r"A\s+10\s+30", _line(out.out, "A "))
    assert re.fullmatch(r"C\s+70\s+70", _line(out.out, "C "))
    assert _line(out.out, "Pot ") == \
        "Pot 100; 100 is held until the point the book leaves open is settled"
    # the engine's "A wins 30" is marked where it is said: nothing is awarded
    assert "10. A wins 30 (if allowed: held undecided)" in out.out
    assert "10. C wins 70 (if allowed: held undecided)" in out.out


def test_a_settled_text_ruling_has_no_if_allowed_column(cli):
    out = cli("rule", SIDE_POT, "--book", "keller")
    assert "if allowed" not in out.out and "held" not in _line(out.out, "Pot ")
    assert re.fullmatch(r"A\s+10\s+30", _line(out.out, "A "))
