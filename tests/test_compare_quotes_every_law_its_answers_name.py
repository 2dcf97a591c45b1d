"""Each book's answer in `compare` names the laws it rests on; a reader of the text or Markdown
comparison must find each of them quoted below the table (a new user found schenck:rules/7,
named in Schenck's answer on Keller's side-pot case, quoted nowhere)."""
from __future__ import annotations

import json
import re

CASE = "cases/keller-side-pot.yaml"


def _named(cli) -> dict[str, list[str]]:
    rulings = json.loads(cli("compare", CASE, "--format", "json").out)
    ids = {}
    for book, r in rulings.items():
        ids[book] = [c["id"] for c in r["citations"]
                     if re.search(rf"{re.escape(c['id'])}(?![\w/-]|\.\w)", r["answer"])]
    return ids


def test_the_text_comparison_quotes_every_law_an_answer_names(cli):
    named = _named(cli)
    assert "schenck:rules/7" in named["schenck"]
    laws = cli("compare", CASE).out.split("The laws", 1)[1]
    quoted = {line.split()[0] for line in laws.splitlines() if re.match(r"^[a-z-]+:\S", line)}
    assert {i for ids in named.values() for i in ids} <= quoted


def test_the_markdown_comparison_has_a_footnote_for_every_law_an_answer_names(cli):
    named = _named(cli)
    md = cli("compare", CASE, "--format", "markdown").out
    for ids in named.values():
        for i in ids:
            assert f"[^{i}]: **{i}**" in md, i
            assert f"[^{i}]" in md.split(f"[^{i}]: ")[0], i  # referenced before its note
