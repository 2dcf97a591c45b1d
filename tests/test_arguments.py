"""The command line's own arguments: a book named twice or not at all, an empty book option or
rulebooks folder, each refused in one line naming the option, exit status 2, never the
default taken instead; books named in several options all compared."""
from __future__ import annotations

from pathlib import Path

import pytest
from badinput import refused as _refused
from badinput import write as _write
from stories import CLUB_CASE as CASE

ROOT = Path(__file__).resolve().parent.parent

SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"


@pytest.mark.parametrize("args", [("search", "foul", "--books", "peel,peel"),
                                  ("topics", "--books", "peel,peel"),
                                  ("search", "foul", "--books", ","),
                                  ("search", "foul", "--books", ""),
                                  ("topics", "--books", ""),
                                  ("compare", str(SIDE_POT), "--books", ",")])
def test_books_named_twice_or_not_at_all_are_refused(cli, args):
    _refused(cli(*args), "--books")


def test_books_repeated_are_all_compared(cli):
    run = cli("compare", SIDE_POT, "--books", "peel", "--books", "keller", "-f", "json")
    assert run.code == 0 and sorted(run.json()) == ["keller", "peel"]


def test_an_empty_rulebooks_folder_is_refused(cli):
    _refused(cli("rule", SIDE_POT, "--book", "peel", "--rulebooks", ""), "--rulebooks")


# A showdown of two king-high straights, A's bet called (the case the attacker ruled under
# each house book).


@pytest.mark.parametrize("command", [("rule", "CASE"), ("hand", "AS KS QS JS TS"),
                                     ("census",), ("new", "NEW")])
@pytest.mark.parametrize("value", ["", " "])
def test_an_empty_book_option_is_refused_never_the_default(cli, tmp_path, command, value):
    case = _write(tmp_path, "case.yaml", CASE.replace("book: club", "book: peel"))
    new = tmp_path / "new.yaml"
    args = [{"CASE": case, "NEW": new}.get(a, a) for a in command]
    _refused(cli(*args, f"--book={value}"), "an empty book id")  # --book or --books
    assert not new.exists()
