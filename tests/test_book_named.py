"""A ruling names the book it was made under as it was printed (its title, author and year,
from the rulebook file's title page), beside the id its laws are cited by: in the JSON
(`rulebook`, v3), and on the faces a club posts (Markdown here; the page in
tests/test_page.py, in a browser)."""
from __future__ import annotations

from pathlib import Path

import pytest
import yaml

ROOT = Path(__file__).resolve().parent.parent
CASE = ROOT / "cases" / "keller-side-pot.yaml"
BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")


def _title_page(path: Path) -> dict:
    return yaml.safe_load(path.read_text(encoding="utf-8"))["book"]


@pytest.mark.parametrize("book", BOOKS)
def test_the_ruling_names_its_book_as_printed(cli, book):
    printed = _title_page(ROOT / "rulebooks" / f"{book}.yaml")
    r = cli("rule", CASE, "--book", book, "--format", "json").json()
    assert r["rulebook"] == {"title": printed["title"], "author": printed["author"],
                             "year": printed.get("year")}


def test_a_club_s_book_is_named_by_its_own_title_page(cli):
    printed = _title_page(ROOT / "rulebooks" / "examples" / "peel-club.yaml")
    r = cli("rule", CASE, "--book", "peel-club", "--rulebooks", ROOT / "rulebooks" / "examples",
            "--format", "json").json()
    assert (r["book"], r["rulebook"]["title"]) == ("peel-club", printed["title"])


def test_the_markdown_names_the_book_after_its_id(cli):
    md = cli("rule", CASE, "--book", "keller", "--format", "markdown").out
    # after the answer, which opens the ruling under its status
    assert md.split("\n")[2].startswith("**Settled** under **keller** (amounts in dollars): ")
    assert "Ruled under `keller`: *The Game of Draw Poker*, John W. Keller, 1887." in md
    compared = cli("compare", CASE, "--format", "markdown").out
    line = next(x for x in compared.splitlines() if x.startswith("The books: "))
    for book in BOOKS:
        assert f"`{book}` (*" in line
