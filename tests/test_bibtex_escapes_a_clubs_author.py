"""A club's house book is the club's words, its author among them: written into a BibTeX
entry, braces and TeX's specials are escaped there as in every other field, so that no author
opens a field of its own or leaves an entry unbalanced (an attacker's house book)."""
from __future__ import annotations

from pathlib import Path

import pytest

EXAMPLE = Path(__file__).resolve().parent.parent / "rulebooks" / "examples" / "peel-club.yaml"


@pytest.mark.parametrize("author", ["Committee}, publisher = {Evil Press", "Smith}", "A & B%"])
def test_an_authors_braces_and_specials_are_escaped(cli, tmp_path, author):
    text = EXAMPLE.read_text(encoding="utf-8")
    lines = [f'  author: "{author}"' if line.startswith("  author: ") else line
             for line in text.splitlines()]
    (tmp_path / "peel-club.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    out = cli("law", "peel-club:1", "--rulebooks", str(tmp_path), "--format", "bibtex").out
    entry = out.split("\n\n")[0]
    for line in entry.splitlines()[1:-1]:  # each field one braced value, closed at its end
        value = line.split(" = ", 1)[1].rstrip(",")
        assert _closes_at_its_end(value), line
    assert "& B%" not in entry


def _closes_at_its_end(value: str) -> bool:
    depth = 0
    for i, ch in enumerate(value):
        depth += {"{": 1, "}": -1}.get(ch, 0)
        if depth == 0 and i < len(value) - 1:
            return False
    return value.startswith("{") and depth == 0
