"""Trust II (issue 16): every probe that once crashed, hung or accepted an impossible story,
each as a test that failed before its fix."""
from __future__ import annotations

import os
import re
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from adjudicator.story.case import load_case
from adjudicator.cli.checking import check_paths
from adjudicator.judge.comparison import compare
from adjudicator.judge.engine import adjudicate
from adjudicator.errors import AdjudicatorError, InputError
from adjudicator.law.library import Library

ROOT = Path(__file__).resolve().parent.parent
LINE = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)$")
BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def conserved(r: dict) -> bool:
    """The identity every ruling keeps (README, "Conventions"; the ruling's JSON Schema)."""
    return (sum(r["awards"].values()) + sum(r["refunds"].values())
            + sum(x["amount"] for x in r["by_lot"]) + r["carried"] + r["undecided"]) == r["pot"]


# --- tracebacks fixed at their causes ---------------------------------------------------

PEEL_LOST_CHIP = """\
title: fz
table: {players: [A, B, C], dealer: C, stacks: {A: 0, B: 100, C: 100}}
events:
  - bet: {player: C, amount: 1}
  - fold: C
  - all_in: A
  - show: {C: "5H 7H 6H 7D 2H"}
"""


def test_a_chip_passed_before_a_show_for_nothing_goes_to_the_one_player_left(tmp_path,
                                                                            library):
    # C's chip, forfeit by his pass (Peel 27), is the whole pool. A, who had made no bet,
    # puts up nothing: "If a player's bet be raised" (Peel 60) does not reach him, and he
    # retires for not making good (Peel 54). B is the one player left: he takes it (Peel
    # 58), and is not then sent out at the show for a stake nobody called.
    case = load_case(_write(tmp_path, "c.yaml", PEEL_LOST_CHIP))
    r = adjudicate(case, library.book("peel"))
    assert r["status"] == "settled" and r["pot"] == 1
    assert r["awards"] == {"B": 1} and conserved(r)
    assert r["retired"] == {"C": "peel:27", "A": "peel:54"}
    for book in BOOKS:
        assert conserved(adjudicate(case, library.book(book)))


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


def test_census_with_the_joker_and_no_straights_counts_the_53_card_pack(library):
    from adjudicator.hands.census import census_of

    v = census_of(library.book("keller"), ["joker", "no-straights"])
    assert v["pack"] == 53 and v["hands"] == sum(v["counts"].values()) == 2_869_685  # 53C5
    assert v["counts"]["straight"] == v["counts"]["straight_flush"] == 0


# --- files that are not files -----------------------------------------------------------

def test_a_name_too_long_a_link_in_a_circle_and_a_fifo_are_one_line_each(tmp_path, cli):
    long = tmp_path / ("a" * 300 + ".yaml")
    loop = tmp_path / "loop"
    loop.mkdir()
    (loop / "me.yaml").symlink_to("me.yaml")
    (loop / "ok.yaml").write_text(PEEL_LOST_CHIP, encoding="utf-8")
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    r = cli("rule", str(long), "--book", "peel")
    assert r.code == 2 and r.err.count("\n") == 1 and "File name too long" in r.err, r.err
    r = cli("rule", str(loop), "--book", "peel", "--format", "json")
    assert r.code == 2 and r.err == f"{loop / 'me.yaml'}:1:1: cannot read: Too many levels " \
        "of symbolic links\n", r.err
    assert r.out == ""  # a batch with bad input rules nothing (issue 41) ...
    r = cli("rule", str(loop), "--book", "peel", "--format", "json", "--keep-going")
    assert r.code == 2 and "Too many levels of symbolic links" in r.err
    assert r.json()["awards"] == {"B": 1}  # ... unless asked to keep going
    for args in (["rule", str(fifo), "--book", "peel"], ["compare", str(fifo)],
                 ["check", str(fifo)]):
        r = cli(*args)  # the runner's timeout is a minute: a blocked read would fail here
        assert r.code == 2  # `check` reports on stdout, the others on stderr
        assert f"{fifo}:1:1: is a FIFO (named pipe), not a regular file" in r.err + r.out


def test_folders_that_cannot_be_listed_or_hold_nothing_are_errors(tmp_path, monkeypatch,
                                                                   cli):
    empty = tmp_path / "empty"
    empty.mkdir()
    r = cli("check", str(empty))
    assert r.code == 2 and f"{empty}:1:1: no rulebooks or case files (*.yaml)" in r.out
    shut = tmp_path / "shut"
    shut.mkdir()
    real = os.scandir

    def scandir(path="."):  # as for a folder without read permission (the tests run as root)
        if Path(path) == shut:
            raise PermissionError(13, "Permission denied")
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    assert check_paths([str(shut)], Library.open())["errors"] == [
        f"{shut}:1:1: cannot list this folder: Permission denied"]
    with pytest.raises(InputError, match="cannot list this folder: Permission denied"):
        Library.open([str(shut)]).ids()


# --- output that cannot be written ------------------------------------------------------

def _run(args, **kw):
    env = dict(os.environ, NO_COLOR="1", **kw.pop("env", {}))
    return subprocess.run([sys.executable, "-m", "adjudicator", *args], cwd=ROOT, env=env,
                          capture_output=kw.pop("capture", True), timeout=60, **kw)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_a_full_disk_or_a_closed_stdout_ends_quietly_with_status_1():
    with open("/dev/full", "w") as full:
        r = _run(["rule", "cases/keller-side-pot.yaml"], stdout=full, stderr=subprocess.PIPE,
                 capture=False)
    assert (r.returncode, r.stderr) == (1, b"")
    r = subprocess.run(f"{sys.executable} -m adjudicator law peel:60 >&-", shell=True,
                       cwd=ROOT, capture_output=True, timeout=60)
    assert (r.returncode, r.stderr) == (1, b"")


def test_an_encoding_that_cannot_spell_a_file_name_escapes_it(tmp_path):
    case = _write(tmp_path, "né.yaml", PEEL_LOST_CHIP)
    r = _run(["rule", str(case), "--book", "peel", "--format", "json"],
             env={"PYTHONIOENCODING": "ascii"})
    # JSON escapes it as JSON does, valid whatever the encoding (issue 37): never "n\xe9"
    assert r.returncode == 0 and b'"file": "' in r.stdout and b"n\\u00e9.yaml" in r.stdout
    r = _run(["rule", str(tmp_path / "ça.yaml")], env={"PYTHONIOENCODING": "ascii"})
    assert r.returncode == 2 and r.stderr.endswith(b"\\xe7a.yaml:1:1: no such file or folder\n")


# --- impossible stories, refused the same for every book --------------------------------

TABLE = "title: t\ntable: {players: [A, B, C], dealer: C%s}\nevents:\n"
IMPOSSIBLE = [
    ("two-deals", "", '  - deal: {A: "AS KS QS JS TS"}\n  - deal: {B: "AS 2C 3C 4C 5C"}\n',
     5, "AS is dealt to B, but it is in A's hand"),
    ("over-52", "", "  - deal: {A: 52, B: 52}\n", 4, "104 cards dealt, but the pack holds 52"),
    ("another's-card", "", '  - deal: {A: "AS KS QS JS TS", B: "2C 3C 4C 5C 7D"}\n'
     '  - show: {B: "AS 3C 4C 5C 7D"}\n', 5, "AS is in B's hand here, but it is in A's"),
    ("openers-twice", "", '  - opener_shows: {player: A, cards: "2C 2C 2C 2C 2C"}\n', 4,
     "2C is twice in A's hand"),
    ("four-jokers", ", agreed: [joker]", '  - show: {A: "JK JK JK JK AS"}\n', 4,
     "JK is twice in A's hand: the pack holds one of each card and one joker"),
    ("stake-beyond-stack", ", betting: table-stakes, stacks: {A: 1, B: 100, C: 100}",
     "  - bet: {player: A, amount: 50}\n", 4, "A has 1 on the table and cannot put up 50"),
]


@pytest.mark.parametrize("name,table,events,line,message", IMPOSSIBLE,
                         ids=[x[0] for x in IMPOSSIBLE])
def test_an_impossible_story_is_an_input_error_before_any_book(tmp_path, name, table, events,
                                                               line, message):
    path = _write(tmp_path, "c.yaml", TABLE % table + events)
    with pytest.raises(InputError) as exc:
        load_case(path)  # no book is read: the story itself could not have happened
    m = LINE.match(str(exc.value))
    assert m and int(m["line"]) == line and m["msg"].startswith(message), str(exc.value)


def test_discards_shuffled_for_a_short_pack_may_reach_another_player(tmp_path, library):
    text = (TABLE % "" + '  - deal: {A: "AS KS QS JS TS", B: "2C 3C 4C 5C 7D"}\n'
            "  - discard: {player: A, count: 2}\n  - pack_short\n"
            '  - show: {B: "AS KS 4C 5C 7D"}\n')
    case = load_case(_write(tmp_path, "c.yaml", text))
    assert all(conserved(adjudicate(case, library.book(b))) for b in BOOKS)
    with pytest.raises(InputError, match="AS is in B's hand here, but it is in A's"):
        load_case(_write(tmp_path, "d.yaml", text.replace("  - pack_short\n", "")))


def test_a_story_compare_refuses_is_refused_by_rule_under_every_book(tmp_path, cli):
    path = _write(tmp_path, "c.yaml", TABLE % IMPOSSIBLE[-1][1] + IMPOSSIBLE[-1][2])
    outcomes = {cli("rule", str(path), "--book", b).err for b in BOOKS}
    outcomes.add(cli("compare", str(path)).err)
    assert outcomes == {f"{path}:4:5: A has 1 on the table and cannot put up 50 "
                        "(table-stakes: no player bets more than he has on the table)\n"}


def test_a_name_with_a_line_break_cannot_forge_an_error_line(tmp_path, cli):
    path = _write(tmp_path, "c.yaml", 'title: t\ntable: {players: [A, "B\\nx.yaml:1:1: ok"], '
                  "dealer: A}\nevents: []\n")
    r = cli("rule", str(path), "--book", "peel")
    assert r.code == 2 and r.err.count("\n") == 1, r.err
    assert r.err.startswith(f"{path}:2:22: player name 'B\\nx.yaml:1:1: ok' holds a control")


def test_escape_codes_in_a_title_do_not_reach_the_terminal(tmp_path, cli):
    path = _write(tmp_path, "c.yaml", 'title: "Red \\e[31malert\\e[0m"\n'
                  "table: {players: [A, B], dealer: B}\nevents: [{shuffle: B}]\n")
    # Markdown escapes the backslash and the bracket too (issue 25): it reads the same drawn
    for fmt, shown in (("text", "Red \\x1b[31malert"), ("markdown", "Red \\\\x1b\\[31malert")):
        r = cli("rule", str(path), "--book", "peel", "--format", fmt, env={"FORCE_COLOR": ""})
        assert r.code == 0 and "\x1b" not in r.out and shown in r.out, r.out
    r = cli("rule", str(path), "--book", "peel", "--format", "json")
    assert r.json()["case"] == "Red \x1b[31malert\x1b[0m"  # JSON keeps it, escaped


# --- the conservation identity ----------------------------------------------------------

def test_every_casebook_ruling_keeps_the_identity_under_every_book(library_with_examples,
                                                                    casebook_ruling):
    # each ruling as `compare` makes it (tests/test_fuzz.py holds compare to rule, byte for
    # byte), made once in the session for the tests that read it
    statuses = set()
    for path in sorted((ROOT / "cases").rglob("*.yaml")):
        for book in library_with_examples.ids():
            try:
                r = casebook_ruling(path, book)
            except AdjudicatorError:
                continue
            assert conserved(r), f"{path.name} under {book}: {r}"
            statuses.add(r["status"])
    assert {"settled", "unsettled", "passed", "misdeal"} <= statuses


def test_the_ruling_schema_states_the_identity():
    from adjudicator.cli.schema import schema

    s = schema("ruling")
    for key in ("awards", "refunds", "by_lot", "carried", "undecided", "pot"):
        assert key in s["properties"] and key in s["required"]
    assert "awards + refunds + by_lot + carried + undecided = pot" in s["description"]


def test_a_fault_of_ours_is_one_line_and_status_1_not_a_traceback(monkeypatch, capsys):
    from adjudicator.cli import commands
    from adjudicator.judge import by_book

    def broken(*args, **kwargs):
        raise KeyError("players")

    monkeypatch.setattr(by_book, "rule", broken)
    monkeypatch.setattr(sys, "argv", ["adjudicator", "rule", str(ROOT / "cases" /
                                                                 "keller-side-pot.yaml")])
    with pytest.raises(SystemExit) as exc:
        commands.main()
    assert exc.value.code == 1
    assert capsys.readouterr().err == (
        "adjudicator: no ruling could be made: KeyError: 'players' (a fault in adjudicator; "
        "please report it with the case)\n")


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


def test_all_in_after_borrowing_beyond_the_stack_is_ruled_by_every_book(tmp_path, library):
    # Found by the fuzzer: a player who had borrowed staked beyond his stack, which left his
    # funds unknown, so his later `all_in` was refused as bad input by the books that got there.
    case = load_case(_write(tmp_path, "c.yaml", """\
        title: borrowed, then all in
        table: {players: [A, B], dealer: B, stacks: {A: 10, B: 10}}
        events:
          - borrow: {player: A, amount: 1}
          - bet: {player: A, amount: 50}
          - raise: {player: B, by: 5}
          - all_in: A
        """))
    together = compare(case, library)["rulings"]
    for book in BOOKS:
        r = adjudicate(case, library.book(book))
        assert r == together[book] and r["pot"] == 60 and conserved(r)
        assert r["stakes"] == {"A": 50, "B": 10}


def test_a_file_inside_a_folder_that_cannot_be_searched_is_one_line(tmp_path, monkeypatch):
    path = _write(tmp_path, "c.yaml", PEEL_LOST_CHIP)
    real = os.stat

    def stat(p, *args, **kwargs):  # as for a folder without search permission (run as root)
        if Path(p) == path:
            raise PermissionError(13, "Permission denied")
        return real(p, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat)
    with pytest.raises(InputError) as exc:
        load_case(path)
    assert str(exc.value) == f"{path}:1:1: cannot read: Permission denied"


@pytest.mark.parametrize("line,at", [("question: !!float 1 x\n", 2),
                                     ("pot: !!int abc\n", 4)])
def test_a_tag_on_a_value_it_cannot_read_is_an_input_error(tmp_path, line, at):
    """Found by the fuzzer (seed 1): an explicit tag on a value that is no such thing is
    refused at its own line, not raised as ValueError."""
    events = "events: [{shuffle: B}]\n"
    text = "title: t\n" + line + "table: {players: [A, B], dealer: A}\n" + events
    if line.startswith("pot"):
        text = "title: t\ntable:\n  players: [A, B]\n  " + line + "  dealer: A\n" + events
    with pytest.raises(InputError, match=rf":{at}:\d+: "):
        load_case(_write(tmp_path, "c.yaml", text))
