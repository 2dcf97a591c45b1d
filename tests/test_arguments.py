"""The command line's own arguments: a bad one is one line `adjudicator: message` and a usage
error a short usage block, exit status 2; any command line is answered or refused in a few
lines; a book named twice or not at all, an empty book option or rulebooks folder is
refused naming the option, never the default taken instead; books named in several options
are all compared."""
from __future__ import annotations

from pathlib import Path

import pytest
from badinput import refused as _refused
from badinput import write as _write
from stories import CLUB_CASE as CASE
import re
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

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


SIDE_POT_NAME = str(ROOT / "cases" / "keller-side-pot.yaml")

LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>\S.*)$")

CARD_EXPECTED = "ranks A K Q J T (or 10) 9 8 7 6 5 4 3 2, suits S H D C (JK the joker)"


def _lines(err: str) -> list[str]:
    return [x for x in err.splitlines() if x.strip()]


def _invoke(*args: str):
    """Run the command in this process (fast); an exception that escapes is a failure."""
    from typer.testing import CliRunner

    from adjudicator.cli.commands import app

    try:
        runner = CliRunner(mix_stderr=False)  # click < 8.2
    except TypeError:
        runner = CliRunner()                  # click >= 8.2 keeps stderr apart
    result = runner.invoke(app, list(args), prog_name="adjudicator",
                           env={"NO_COLOR": "1", "COLUMNS": "100"})
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        f"{args}: {result.exception!r}"
    return result


ARGUMENT_ERRORS = [
    (["rule", SIDE_POT_NAME, "--book", "hoyle"], "adjudicator: no book 'hoyle': the books are "),
    (["rule", "no-such-case.yaml", "--book", "peel"], "no-such-case.yaml:1:1: no such file or folder"),
    (["rule", SIDE_POT_NAME, "--book", "peel", "--agreed", "blazes"],
     "adjudicator: --agreed: unknown departure 'blazes'; known are blaze, skip-straight,"),
    (["rule", SIDE_POT_NAME, "--book", "peel", "--agreed", ",,"],
     "adjudicator: --agreed: an empty departure in ',,': name each departure"),
    (["rule", SIDE_POT_NAME, "--book", "peel", "--rulebooks", "/no/such/folder"],
     "/no/such/folder:1:1: rulebook folder not found"),
    (["rule", SIDE_POT_NAME, "--book", "peel", "--svg", "/no/such/folder/x.svg"],
     "/no/such/folder/x.svg:1:1: cannot write the picture"),
    (["compare", SIDE_POT_NAME, "--books", "peel,hoyle"], "adjudicator: no book 'hoyle'"),
    (["law", "peel"], "adjudicator: 'peel' is not a law id: write BOOK:ID, e.g. peel:13"),
    (["law", "hoyle:1"], "adjudicator: no book 'hoyle'"),
    (["law", "peel:999"], "adjudicator: no law peel:999: Peel's numbered laws run 1-81"),
    (["hand", "1X KS QS JS TS", "--book", "peel"], f"adjudicator: '1X' is not a card: "
                                                   f"{CARD_EXPECTED}"),
    (["hand", "AS KS", "--book", "peel"], "adjudicator: 'AS KS' is 2 cards: write each hand as "
                                          "five cards"),
    (["topics", "no-such-topic"], "adjudicator: no topic 'no-such-topic'"),
    (["census", "--book", "hoyle"], "adjudicator: no book 'hoyle'"),
    (["search", "foul", "--book", "hoyle"], "adjudicator: no book 'hoyle'"),
]


@pytest.mark.parametrize("args,message", ARGUMENT_ERRORS,
                         ids=[" ".join(a[:1] + a[2:3]) for a, _ in ARGUMENT_ERRORS])
def test_a_bad_argument_is_one_line_and_exit_2(args, message):
    r = _invoke(*args)
    assert r.exit_code == 2 and r.stdout == ""
    lines = _lines(r.stderr)
    assert len(lines) == 1 and lines[0].startswith(message), lines


@pytest.mark.parametrize("args", [["rule", SIDE_POT_NAME, "--format", "xml"], ["rule"], ["nosuch"],
                                  ["law"], ["schema"]],
                         ids=["bad-choice", "missing-argument", "unknown-command",
                              "law-no-id", "schema-no-name"])
def test_a_usage_error_is_one_line_and_exit_2_as_any_bad_input(args):
    # click's own block (usage, hint, a blank line, the error) was four lines
    r = _invoke(*args)
    assert r.exit_code == 2 and r.stdout == ""
    lines = _lines(r.stderr)
    assert len(lines) == 1 and lines[0].startswith("adjudicator: "), lines
    assert "Traceback" not in r.stderr and "Usage" not in r.stderr


@pytest.mark.parametrize("args,line", [
    (["rule", SIDE_POT_NAME, "--format", "xml"], "adjudicator: --format: 'xml' is not one of "
     "'text', 'json', 'markdown', 'html' (see `adjudicator rule --help`)"),
    (["rule", SIDE_POT_NAME, "--jobs", "-1"],
     "adjudicator: --jobs: -1 is not in the range x>=0 (see `adjudicator rule --help`)"),
    (["law"], "adjudicator: Missing argument 'BOOK:ID' (see `adjudicator law --help`)"),
    (["nosuch"], "adjudicator: No such command 'nosuch' (see `adjudicator --help`)"),
])
def test_a_bad_option_value_is_named_by_its_option(args, line):
    r = _invoke(*args)
    assert (r.exit_code, _lines(r.stderr)) == (2, [line])


COMMANDS = ["rule", "compare", "law", "search", "topics", "hand", "books", "check",
            "provisions", "schema", "--version", "nosuch"]


TOKENS = [SIDE_POT_NAME, str(ROOT / "cases"), "no-such.yaml", "peel", "keller", "hoyle", "",
          "peel-club", "--book", "--books", "--format", "text", "json", "markdown", "xml",
          "--agreed", "blaze", "blazes", "joker,bug", "--rulebooks",
          str(ROOT / "rulebooks" / "examples"), "/no/such/folder", "peel:13", "peel:", "peel:999",
          ":", "x:y:z", "peel:mods/", "AS KS QS JS TS", "1X", "JK JK 2S 3S 4S", "9H 9D 9C 9S JK",
          "sequence.ace", "case", "ruling", "-f", "--help", "peel,keller", "--", "é", "-x"]


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=list(HealthCheck))
@given(command=st.sampled_from(COMMANDS), rest=st.lists(st.sampled_from(TOKENS), max_size=6))
def test_any_command_line_is_answered_or_refused_a_line_a_fault(command, rest):
    r = _invoke(command, *rest)
    assert r.exit_code in (0, 2), (command, rest, r.exit_code, r.stderr)
    assert "Traceback" not in r.stderr
    if r.exit_code == 2 and command != "check":
        lines = _lines(r.stderr)
        assert lines, (command, rest)  # one a file refused (a batch may refuse several)
        assert all(
            LINE.match(x) or x.startswith("adjudicator: ") or re.match(r"^.+?: \S", x)
            for x in lines), (command, rest, lines)
