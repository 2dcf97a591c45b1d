"""`check` of a house book, and every command refusing what `check` refuses, at the line that is
wrong: laws that prevail over each other, a table row holding a list, a law naming no law,
a provision or a law that contradicts itself, a head that is wrong. What `check` passes,
every command serves."""
from __future__ import annotations

import re
import textwrap
from pathlib import Path

from badinput import write as _write

from adjudicator.cli.checking import check_paths
from adjudicator.law.library import Library

LINE = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)$")


def _house(folder: Path, book_id: str, laws: str, extends: str = "peel", tables: str = ""):
    head = textwrap.dedent(f"""\
        book:
          id: {book_id}
          title: A house book
          author: The Committee
          source: house rules
          extends: {extends}
        """)
    return _write(folder, f"{book_id}.yaml", head + f"laws:{laws or ' []'}\n"
                  + textwrap.dedent(tables))


CIRCLE = """
  - id: circle:1
    title: One
    page: 1
    kind: rule
    text: The ace ends a sequence.
    topics: [sequence.ace]
    provides: {sequence.ace: either-end}
    prevails_over: [circle:2]
  - id: circle:2
    title: Two
    page: 1
    kind: rule
    text: The ace begins a sequence only.
    topics: [sequence.ace]
    provides: {sequence.ace: begins-only}
    prevails_over: [circle:1]"""


def test_laws_that_prevail_over_each_other_are_refused_by_check_and_every_command(tmp_path,
                                                                                  cli):
    _house(tmp_path, "circle", CIRCLE)
    result = check_paths([], Library.open([str(tmp_path)]))
    assert len(result["errors"]) == 1
    m = LINE.match(result["errors"][0])
    assert m and m["file"].endswith("circle.yaml") and m["line"] == "8"
    assert m["msg"].startswith("circle:1 -> circle:2 -> circle:1: these laws each prevail")
    for args in (["rule", "cases/keller-side-pot.yaml", "--book", "circle"],
                 ["hand", "AS KS QS JS TS", "--book", "circle"]):
        r = cli(*args, "--rulebooks", str(tmp_path))
        assert r.code == 2 and "Traceback" not in r.err, r.err
        assert LINE.match(r.err.strip()), r.err


def test_a_table_row_holding_a_list_is_refused_where_it_is_written(tmp_path, cli):
    _house(tmp_path, "rows", "", tables="""\
        tables:
          - id: rows:t
            title: A table
            page: 1
            rows:
              flush: {count: [1, 2]}
        """)
    result = check_paths([str(tmp_path / "rows.yaml")], Library.open())
    assert [LINE.match(e)["line"] for e in result["errors"]] == ["13"]
    assert "must hold a value as printed" in result["errors"][0]
    for env in ({}, {"ADJUDICATOR_CACHE": "off"}):  # once it made every command fail
        r = cli("books", "--rulebooks", str(tmp_path), env=env)
        assert r.code == 2 and "Traceback" not in r.err and LINE.match(r.err.strip()), r.err
