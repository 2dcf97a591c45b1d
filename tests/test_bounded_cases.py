"""Bounded work (issue 37, point 11): a case past the documented limits (its size, its count
of events) is refused before any of it is parsed, at its line; and a whole file's problem
(too large, a FIFO, missing, a link in a circle) is said at `FILE:1:1` like every other.
Each test failed before its fix: the attacker's 1.95 MB case of 130,001 events was refused
only after 5.5 s and 263 MB, and whole-file errors said `FILE: message`."""
from __future__ import annotations

import os
import re

import pytest

from adjudicator.errors import InputError
from adjudicator.story import yamlio
from adjudicator.story.case import MAX_CASE_BYTES, MAX_EVENTS, load_case

LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)$")
HEAD = "title: a long story\ntable:\n  players: [A, B]\n  dealer: A\nevents:\n"


@pytest.fixture
def no_parse(monkeypatch):
    """Composing a node is a fault here: a refusal must come before it."""
    def composed(*_a, **_k):
        raise AssertionError("the case was parsed before it was refused")

    monkeypatch.setattr(yamlio, "_Composer", composed)


def test_the_attackers_case_is_refused_by_its_size_before_it_is_parsed(tmp_path, no_parse):
    f = tmp_path / "long.yaml"
    f.write_text(HEAD + "  - check: A\n" * 130_001)  # his 1.69 MB of one-line events
    with pytest.raises(InputError) as exc:
        load_case(f)
    assert str(exc.value) == (f"{f}:1:1: a case file is {f.stat().st_size:,} bytes; at most "
                              f"{MAX_CASE_BYTES:,} are read")


@pytest.mark.parametrize("item", ["  - check: A\n", "  - {check: A}\n"])
def test_more_events_than_replayed_are_refused_at_the_first_past_them(tmp_path, no_parse,
                                                                      item):
    f = tmp_path / "long.yaml"
    f.write_text(HEAD + item * 5_000)  # 70 kB: within the size, far past the events
    with pytest.raises(InputError) as exc:
        load_case(f)
    m = LINE.match(str(exc.value))
    assert (m["line"], m["col"]) == (str(5 + MAX_EVENTS + 1), "5")
    assert m["msg"] == f"more than {MAX_EVENTS} events: at most {MAX_EVENTS} are replayed"


def test_a_flow_list_of_events_is_counted_alike(tmp_path, no_parse):
    f = tmp_path / "flow.yaml"
    f.write_text(HEAD.replace("events:\n", "events: [") + ", ".join(["check: A"] * 600) + "]\n")
    with pytest.raises(InputError, match=f"more than {MAX_EVENTS} events"):
        load_case(f)


def test_a_case_within_the_limits_is_read(tmp_path):
    f = tmp_path / "at-limit.yaml"
    body = HEAD + "  - check: A\n  - check: B\n" * (MAX_EVENTS // 2)
    f.write_text(body + "# " + "x" * (MAX_CASE_BYTES - len(body) - 3) + "\n")
    assert f.stat().st_size == MAX_CASE_BYTES
    assert len(load_case(f).events) == MAX_EVENTS
    # dashes in names, cards and comments are no events: a case is counted, not guessed
    g = tmp_path / "dashes.yaml"
    g.write_text("# " + "-" * 900 + "\n" + HEAD + "  - check: A\n")
    assert len(load_case(g).events) == 1


def _whole_file_problems(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_text("#" * (MAX_CASE_BYTES + 1))
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    loop = tmp_path / "loop.yaml"
    loop.symlink_to(loop.name)
    return {"too large": big, "a FIFO": fifo, "missing": tmp_path / "none.yaml",
            "a link loop": loop}


@pytest.mark.parametrize("command", ["rule", "compare", "check"])
def test_a_whole_files_problem_is_said_at_its_first_line(cli, tmp_path, command):
    for what, f in _whole_file_problems(tmp_path).items():
        r = cli(command, f, *(["--book", "peel"] if command == "rule" else []))
        assert r.code == 2, (what, r.err)
        line = r.err.strip() if command != "check" else r.out.splitlines()[0]
        m = LINE.match(line)
        assert m and m["file"] == str(f) and (m["line"], m["col"]) == ("1", "1"), (what, line)
