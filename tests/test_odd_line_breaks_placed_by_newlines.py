"""YAML reads NEL, LINE SEPARATOR and PARAGRAPH SEPARATOR as line breaks; an editor does not.
A place is given as a person reads the file, counted by its newlines, whatever else the text
holds; where such a break is what made the file malformed, the message says where it stands
(an attacker's files)."""
from __future__ import annotations

from pathlib import Path

import pytest

CASE = Path(__file__).resolve().parent.parent / "cases" / "keller-side-pot.yaml"


@pytest.mark.parametrize("odd", ["\u2028", "\x85", "\u2029"])
def test_a_bad_player_is_placed_on_his_own_line(cli, tmp_path, odd):
    lines = CASE.read_text(encoding="utf-8").splitlines()
    lines[0] = f'title: "Dispute of 3{odd}March"'
    at = next(i for i, line in enumerate(lines) if line.lstrip().startswith("- call: B"))
    lines[at] = lines[at].replace("call: B", "call: Z")
    case = tmp_path / "case.yaml"
    case.write_text("\n".join(lines) + "\n", encoding="utf-8")
    r = cli("rule", str(case))
    assert r.code == 2
    assert r.err.startswith(f"{case}:{at + 1}:{lines[at].index('call') + 1}: unknown player 'Z'")


def test_a_break_in_a_comment_is_named_where_it_stands(cli, tmp_path):
    case = tmp_path / "case.yaml"
    case.write_text("# Dispute of 3\u2028March\n" + CASE.read_text(encoding="utf-8"),
                    encoding="utf-8")
    r = cli("rule", str(case))
    assert r.code == 2 and len(r.err.splitlines()) == 1
    assert r.err.startswith(f"{case}:2:6: malformed YAML")
    assert "U+2028 at line 1, column 15 as a line break" in r.err
