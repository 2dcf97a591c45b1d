"""`check` of a house book, and every command refusing what `check` refuses, at the line that is
wrong: laws that prevail over each other, a table row holding a list, a law naming no law,
a provision or a law that contradicts itself, a head that is wrong. What `check` passes,
every command serves."""
from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest
from badinput import write as _write
from stories import JOKER_SHOWN as SHOW

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


ROOT = Path(__file__).resolve().parent.parent


def _house_book(folder: Path, field: str, ref: str) -> Path:
    return _write(folder, "club.yaml", f"""\
        book:
          id: club
          title: A house book
          author: The Committee
          source: house rules
          extends: keller
        laws:
          - id: club:1
            title: One
            page: 1
            kind: rule
            text: The dealer shuffles.
            {field}: [{ref}]
        """)


@pytest.mark.parametrize("field", ["refers_to", "same_as", "prevails_over", "conflicts_with"])
def test_a_house_book_naming_a_law_its_base_lacks_is_refused_by_rule_as_by_check(tmp_path, cli,
                                                                                 field):
    books = tmp_path / "books"
    books.mkdir()
    club = _house_book(books, field, "keller:no-such-law")
    case = _write(tmp_path, "c.yaml", SHOW.format(agreed="joker", a="KS QS JS TS 9S"))
    checked = cli("check", "--rulebooks", books, books)
    assert checked.code != 0 and "keller:no-such-law" in checked.out + checked.err
    for args in (("rule", case, "--book", "club"), ("compare", case, "--books", "club"),
                 ("law", "club:1")):
        r = cli(*args, "--rulebooks", books)
        assert r.code == 2 and r.out == "", args
        assert r.err.startswith(f"{club}:") and "keller:no-such-law" in r.err, (args, r.err)


def test_a_house_book_naming_a_law_its_base_has_is_ruled_under(tmp_path, cli):
    books = tmp_path / "books"
    books.mkdir()
    _house_book(books, "refers_to", "keller:ch7/table-stakes/18")
    case = _write(tmp_path, "c.yaml", SHOW.format(agreed="joker", a="KS QS JS TS 9S"))
    assert cli("rule", case, "--book", "club", "--rulebooks", books).code == 0


HEAD = """\
# a house book
book:
  id: {id}
  title: A house book
  author: The Committee
  source: house rules
  extends: {extends}
laws: []
"""


@pytest.mark.parametrize("name, id_, extends, line", [
    ("club", "club", "no-such-book", 7),     # extends a book not within reach
    ("club", "club", "[peel, keller]", 7),   # extends more than one
    ("club", "klub", "peel", 3),             # an id that is not its file's name
    ("club", "club", "club", 7),             # extends itself
])
def test_a_house_books_head_is_refused_at_the_key_that_is_wrong(tmp_path, cli, name, id_,
                                                                extends, line):
    books = tmp_path / "books"
    books.mkdir()
    f = _write(books, f"{name}.yaml", HEAD.format(id=id_, extends=extends))
    r = cli("law", "peel:1", "--rulebooks", books) if id_ != name else \
        cli("rule", ROOT / "cases" / "keller-side-pot.yaml", "--book", "club",
            "--rulebooks", books)
    assert r.code == 2, r.err
    assert any(l.startswith(f"{f}:{line}:") for l in r.err.splitlines()), r.err
