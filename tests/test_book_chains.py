"""Books that extend books: a chain is read whole, whatever was read before; it is refused at
the link too many (more than 32 books beneath), quickly, and a problem deep in it is
blamed on the file that holds it."""
from __future__ import annotations

import re

import pytest
from test_house_book_check import _house

from adjudicator.cli.checking import check_paths
from adjudicator.errors import InputError
from adjudicator.law.library import Library

LINE = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)$")


def test_a_chain_of_500_books_is_refused_at_the_link_too_many(tmp_path):
    for i in range(500):
        _house(tmp_path, f"h{i}", "", extends="peel" if i == 0 else f"h{i - 1}")
    lib = Library.open([str(tmp_path)])
    with pytest.raises(InputError) as exc:
        lib.book("h499")
    assert "extends a chain of more than 32 books" in str(exc.value)
    assert lib.book("h20").base.base.id == "h18"  # a chain within reach is read as before
    errors = check_paths([str(tmp_path / "h499.yaml")], Library.open([str(tmp_path)]))["errors"]
    assert len(errors) == 1 and "chain of more than 32 books" in errors[0]


def test_check_counts_a_chain_whole_whatever_it_read_before(tmp_path):
    # Found by the house-book fuzzer: `check` read club1, club10, ... in turn, each standing on
    # books already read, and so passed the books 33 and 34 deep that `rule` refuses.
    for i in range(34):
        _house(tmp_path, f"club{i}", "", extends="peel" if i == 0 else f"club{i - 1}")
    errors = check_paths([str(tmp_path)], Library.open([str(tmp_path)]))["errors"]
    assert [LINE.match(e)["file"].rsplit("/", 1)[1] for e in errors] == ["club32.yaml"]
    fresh = Library.open([str(tmp_path)])
    assert len(fresh.chain(fresh.book("club31"))) == 33  # itself and 32 books beneath
    for deeper in ("club32", "club33"):  # the book over the limit, and the one on top of it
        with pytest.raises(InputError, match="chain of more than 32 books"):
            Library.open([str(tmp_path)]).book(deeper)
