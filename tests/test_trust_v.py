"""Trust V: the defects an attacker found on the command line (the fifth round), each as a
test that failed before its fix."""
from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

import adjudicator
from badinput import one_line as _one_line, refused as _refused, write as _write

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = Path(adjudicator.__file__).parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
# --- 1. --svg never replaces a file the tool reads -----------------------------------------

@pytest.mark.parametrize("target", [PACKAGE / "law" / "provisions.yaml",
                                    PACKAGE / "law" / "library.yaml",
                                    PACKAGE / "law" / "new.svg",
                                    PACKAGE / "rulebooks" / "topics.yaml"])
@pytest.mark.parametrize("command", ["rule", "compare"])
def test_a_picture_is_never_drawn_over_or_among_the_tools_own_data(cli, target, command):
    before = target.read_bytes() if target.exists() else None
    try:
        run = cli(command, SIDE_POT, "--svg", target, *(["--book", "peel"]
                                                          if command == "rule" else []))
        assert _refused(run).startswith(f"{target}:1:1: ")
        assert (target.read_bytes() if target.exists() else None) == before
    finally:  # were it drawn, the tool is put back as it was for the tests that follow
        if before is None:
            target.unlink(missing_ok=True)
        elif target.read_bytes() != before:
            target.write_bytes(before)


def test_a_picture_is_never_drawn_over_a_file_that_is_no_picture(cli, tmp_path):
    note = _write(tmp_path, "notes.txt", "my notes\n")
    run = cli("rule", SIDE_POT, "--book", "peel", "--svg", note)
    assert "not written by adjudicator" in _refused(run, str(note))
    assert note.read_text() == "my notes\n"
    new_yaml = tmp_path / "p.yaml"  # would be read later as a case (or in a folder, a book)
    _refused(cli("rule", SIDE_POT, "--book", "peel", "--svg", new_yaml), ".yaml")
    assert not new_yaml.exists()
    picture = tmp_path / "p"  # a picture drawn earlier is drawn again
    assert cli("rule", SIDE_POT, "--book", "peel", "--svg", picture).code == 0
    assert cli("rule", SIDE_POT, "--book", "peel", "--svg", picture).code == 0
    assert picture.read_text().startswith("<svg")


def test_an_empty_picture_name_is_refused(cli):
    _refused(cli("rule", SIDE_POT, "--book", "peel", "--svg", ""), "--svg")


# --- 2. Ctrl-C with --jobs: one line, status 130, no worker left ---------------------------

@pytest.mark.parametrize("delay", [0.4, 1.5])  # early and mid-run; later, it has ended
def test_an_interrupt_ends_many_cases_on_many_jobs_at_once_in_one_line(tmp_path, delay):
    for i in range(200):  # enough files for a pool of workers
        (tmp_path / f"c{i:03}.yaml").write_bytes(SIDE_POT.read_bytes())
    proc = subprocess.Popen([sys.executable, "-m", "adjudicator", "compare", str(tmp_path),
                             "-j", "4", "-f", "json"], stdout=subprocess.DEVNULL,
                            stderr=subprocess.PIPE, text=True, start_new_session=True,
                            env=dict(os.environ, NO_COLOR="1"))
    time.sleep(delay)
    os.killpg(proc.pid, signal.SIGINT)  # as Ctrl-C: the whole process group
    try:
        _, err = proc.communicate(timeout=30)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        pytest.fail("the interrupted command hung")
    if proc.returncode == 0:  # ended before the interrupt reached it: nothing to see
        return
    assert proc.returncode == 130 and err == "adjudicator: interrupted\n", err
    time.sleep(0.2)
    with pytest.raises(ProcessLookupError):  # no worker is left behind
        os.killpg(proc.pid, 0)


# --- 3. and 10. names the ruling reserves, names that print alike --------------------------

TWO_NAMES = """\
title: t
table:
  players:
    - {a}
    - {b}
  dealer: {a}
events:
  - deal
"""


@pytest.mark.parametrize("name", ["pool", "Pool", "POOL"])
def test_a_player_named_as_the_pool_is_bad_input_at_the_name(cli, tmp_path, name):
    # docs/case-format.md: a penalty is paid `to: pool` (the pot) or to a player
    f = _write(tmp_path, "c.yaml", TWO_NAMES.format(a="A", b=name))
    assert "reserves" in _one_line(cli("rule", f, "--book", "peel"), f, 5)
    run = cli("check", f)
    assert run.code == 2 and f"{f}:5:" in run.out + run.err


def test_two_names_that_print_alike_are_one_player_seated_twice(cli, tmp_path):
    f = _write(tmp_path, "c.yaml", TWO_NAMES.format(a='"\\u00c1"', b='"A\\u0301"'))
    assert "seated twice" in _one_line(cli("rule", f, "--book", "peel"), f, 5)


# --- 4. a search is bounded -----------------------------------------------------------------

def test_a_search_of_thousands_of_words_is_refused_at_once(cli):
    started = time.monotonic()
    run = cli("search", "a " * 5000, "--books", "peel", process=True)  # once ran past 60 s
    assert time.monotonic() - started < 20
    assert "search" in _refused(run, "query")


def test_a_search_of_words_repeated_within_the_bound_still_finds_the_law(cli):
    # Peel 19's title: "The ante at most half the limit"
    run = cli("search", "ante " * 30, "--books", "peel", "--format", "json")
    assert run.code == 0 and "peel:19" in [h["id"] for h in run.json()]


# --- 5. an unknown book, law or point in a case is bad input, under every command ---------

SIDE_POT_STORY = "".join(SIDE_POT.read_text().partition("\nexpect:")[:1]) + "\n"


@pytest.mark.parametrize("expect", [
    "expect:\n  peel:\n    laws: [peel:9999]\n",
    'expect:\n  peel:\n    rungs: {"peel:9999": general}\n',
    'expect:\n  peel:\n    retired: {C: "nosuch:1"}\n',
    "expect:\n  peel:\n    silent: [no.such.point]\n",
    "expect:\n  nosuch: {status: settled}\n",
])
@pytest.mark.parametrize("command", [("check",), ("check", "--expect")])
def test_an_unknown_name_in_an_expectation_is_bad_input_at_its_line(cli, tmp_path, expect,
                                                                     command):
    f = _write(tmp_path, "c.yaml", SIDE_POT_STORY + expect)
    at = len(f.read_text().splitlines())  # the name is on the last line
    run = cli(command[0], f, *command[1:])
    assert run.code == 2 and f"{f}:{at}:" in run.out + run.err, (run.out, run.err)
    assert "Traceback" not in run.err


@pytest.mark.parametrize("expect", [
    "expect:\n  peel:\n    laws: [peel:9999]\n",
    "expect:\n  nosuch: {status: settled}\n",
])
def test_rule_and_compare_leave_an_expectation_unread(cli, tmp_path, expect):
    # a ruling never uses the casebook's expectations (issue 38): the story is ruled as it
    # is ruled without them, and only `check` says what is wrong with them
    told = _write(tmp_path, "told.yaml", SIDE_POT_STORY)
    f = _write(tmp_path, "c.yaml", SIDE_POT_STORY + expect)
    for command in (("rule", "--book", "peel"), ("compare",)):
        with_it = cli(command[0], f, *command[1:], "--format", "json")
        without = cli(command[0], told, *command[1:], "--format", "json")
        assert with_it.code == without.code == 0, with_it.err
        assert with_it.out.replace(str(f), str(told)) == without.out


@pytest.mark.parametrize("command", [("rule", "--book", "peel"), ("compare",), ("check",)])
def test_a_case_naming_an_unknown_book_is_bad_input_even_where_another_is_named(cli, tmp_path,
                                                                                command):
    text = SIDE_POT_STORY.replace("\nbook: keller", "\nbook: nosuch")
    f = _write(tmp_path, "c.yaml", text)
    at = text.splitlines().index(next(x for x in text.splitlines() if x.startswith("book:")))
    run = cli(command[0], f, *command[1:])
    assert run.code == 2 and f"{f}:{at + 1}:" in run.out + run.err, (run.out, run.err)


def test_every_point_the_engine_can_find_silent_may_be_expected(library):
    # the points the judge names where a book is silent, as written in its code: each one a
    # case may expect (else the casebook could not say what a ruling holds)
    from adjudicator.law.known import Known

    said = set()
    for path in (PACKAGE / "judge").rglob("*.py"):
        said |= set(re.findall(r'(?:silence\(|point=)"([^"]+)"', path.read_text()))
    known = Known(library)
    assert said and not {p for p in said if not known.point(p)}


# --- 6. check FOLDER: books beside each other reach each other; no data file misread ------

HOUSE = """\
book:
  id: {id}
  title: T
  author: A
  source: house rules
  extends: {base}
laws:
  - id: {id}:1
    title: X
    page: 1
    kind: commentary
    text: Nothing.
"""


def test_check_of_a_folder_whose_books_extend_each_other_passes_as_rule_finds_them(cli,
                                                                                  tmp_path):
    _write(tmp_path, "sb.yaml", HOUSE.format(id="sb", base="peel"))
    _write(tmp_path, "sc.yaml", HOUSE.format(id="sc", base="sb"))
    run = cli("check", tmp_path)
    assert run.code == 0 and run.out.endswith("2 files checked: 0 problems, 2 laws in 2 books\n"), \
        (run.out, run.err)
    assert cli("check", "--rulebooks", tmp_path).code == 0


def test_check_of_the_repositorys_rulebooks_skips_the_scans_page_layout(cli):
    run = cli("check", ROOT / "rulebooks")
    assert run.code == 0 and "pages.yaml" not in run.out + run.err, run.out
    # named by itself, it is read as a case and refused, as ever
    assert cli("check", ROOT / "rulebooks" / "sources" / "pages.yaml").code == 2


# --- 7. --ask writes what it is told quoted, and refuses flow-style facts before asking ----

NOT_TOLD = """\
title: t
table:
  players: [A, "B #1", C]
  dealer: "B #1"
  phase: after_draw
  pot: 9
  limit: 5
events:
  - bet: {player: A, amount: 5}
  - call: "B #1"
  - fold: C
  - show: {A: "AS AH 7D 7C 3S"}
"""


@pytest.mark.parametrize("name", ["B #1", "B: 2", "[B]", "B, C", "'B'"])
def test_ask_writes_a_fact_about_any_player_so_that_it_reads_back(tmp_path, name):
    from adjudicator.cli.ask import write_facts
    from adjudicator.story.case import load_case

    f = _write(tmp_path, "c.yaml", NOT_TOLD.replace('"B #1"', repr(name) if "'" not in name
                                                    else '"' + name + '"'))
    assert name in load_case(f).table.players
    write_facts(str(f), [(f"hand.{name}", "beats-the-others")])
    assert (f"hand.{name}", "beats-the-others") in load_case(f).facts


def test_ask_refuses_flow_style_facts_before_asking_anything(cli, tmp_path, monkeypatch):
    from adjudicator.cli import ask

    f = _write(tmp_path, "c.yaml", NOT_TOLD + "facts: [{point: objection.A, reading: in-time}]\n")
    monkeypatch.setattr(ask, "on_terminal", lambda: True)
    asked = []
    monkeypatch.setattr(ask, "choose", lambda *a, **k: asked.append(a) or "beats-the-others")
    run = cli("rule", f, "--book", "peel", "--ask")
    assert "flow style" in _one_line(run, f, 13) and asked == []


# --- 8. output cut short ends with status 1, for `compare` of many cases as for `rule` -------

@pytest.mark.parametrize("command", [("compare", "-f", "json"), ("compare",),
                                     ("rule", "--book", "peel"), ("rule", "--book", "peel",
                                                                  "-f", "json")])
def test_output_cut_short_ends_with_status_1_whatever_the_command(command):
    # a folder whose output is twice what a pipe holds (64 KiB), so the command is still
    # writing when the reader goes (output that fits the pipe is all written, and succeeds)
    proc = subprocess.Popen([sys.executable, "-m", "adjudicator", command[0],
                             str(ROOT / "cases" / "deal-and-draw"), *command[1:]],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE,
                            env=dict(os.environ, NO_COLOR="1"))
    assert proc.stdout.read(1)  # as `| head -c1`: one byte read, and the pipe closed
    proc.stdout.close()
    err = proc.stderr.read().decode()
    assert proc.wait(60) == 1 and err == "", err


# --- 9. one escaping for a file name in every message -------------------------------------

@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_a_line_break_in_a_file_name_is_escaped_by_check_and_compare_as_by_rule(cli, tmp_path,
                                                                                fmt):
    bad = _write(tmp_path, "nl\nname.yaml", "title: t\n")
    good = tmp_path / "ok\ntwo.yaml"
    good.write_bytes(SIDE_POT.read_bytes())
    run = cli("check", tmp_path, "-f", fmt)
    assert run.code == 2 and "nl\\x0aname.yaml" in run.out.replace("\\\\", "\\"), run.out
    assert len(run.out.strip().splitlines()) == (2 if fmt == "text" else 3)
    rule = cli("rule", bad, "--book", "peel")
    assert rule.err.startswith(str(bad).replace("\n", "\\x0a") + ":1:1: ")
    run = cli("compare", tmp_path, "-f", fmt, "--keep-going")  # the bad one aside
    assert "ok\\x0atwo.yaml" in run.out.replace("\\\\", "\\")
    assert not any(line.rstrip().endswith("ok") for line in run.out.splitlines())


# --- 11. the small ones ---------------------------------------------------------------------

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


def test_new_refuses_an_empty_player_name(cli, tmp_path):
    target = tmp_path / "x.yaml"
    _refused(cli("new", target, "--players", "A,,B"), "--players")
    assert not target.exists()


SHOWN = """\
title: t
table:
  players: [A, B, C]
  dealer: B
  phase: after_draw
  pot: 9
  limit: 5
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "2S 3H 7D 8C 9S", B: "KS KH 7H 7C 3S"}
facts:
  - {point: hand.A, reading: beats-the-others}
"""


def test_a_fact_on_a_hand_the_story_shows_is_refused_at_its_line(cli, tmp_path):
    # docs/case-format.md: `hand.PLAYER` asks of a hand "not told"; A's is shown (a nine
    # high, which B's two pairs beat), so the story decides it and no fact may say otherwise
    f = _write(tmp_path, "c.yaml", SHOWN)
    assert "shown" in _one_line(cli("rule", f, "--book", "peel"), f, 14)
    ok = _write(tmp_path, "ok.yaml", SHOWN.replace("hand.A", "hand.C").replace(
        'A: "2S 3H 7D 8C 9S", ', ""))
    run = cli("rule", ok, "--book", "peel", "-f", "json")
    assert run.code == 0, run.err


def test_new_never_writes_a_case_among_the_books_or_the_tools_data(cli, tmp_path):
    books = tmp_path / "books"
    books.mkdir()
    for target in (PACKAGE / "rulebooks" / "t3-new-case.yaml", PACKAGE / "law" / "x.yaml",
                   books / "x.yaml"):
        try:
            _refused(cli("new", target, "--rulebooks", books), str(target))
            assert not target.exists()
        finally:
            target.unlink(missing_ok=True)
    assert cli("new", tmp_path / "x.yaml", "--rulebooks", books).code == 0
