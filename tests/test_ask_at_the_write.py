"""--ask safe while the question waits (issue 37, point 5). The answers go into the case file
only where, at the write, it is still the file the questions were put from (its device and
inode, size, modification time, permissions, links and a digest of its bytes); else they are
refused in a line that names the side file they are kept in. The prompt takes only its own
answers; a read-only file or file system is refused before the first question; no file is
left beside the case after an interrupt, and what a killed run left is cleaned at the next.
Each test failed before its fix (a file made read-only was replaced, a hard link split,
another case received the answer, `¹` was an internal fault that lost the answers, every
question was asked on a read-only file system, `kill -9` left `.NAME.XXXX.ask` behind)."""
from __future__ import annotations

import errno
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest

from terminal import typed
from badinput import one_line as _one_line, refused as _refused, write as _write
import threading
import tracemalloc

ROOT = Path(__file__).resolve().parent.parent
# B and C called A's bet and showed nothing: two questions, hand.B and hand.C
TWO_QUESTIONS = """# the club's own note
title: two callers, neither hand told
table:
  players: [A, B, C]
  dealer: B
  phase: after_draw
  pot: 9
events:
  - bet: {player: A, amount: 5}
  - call: B
  - call: C
  - show: {A: "AS AH 7D 7C 3S"}
"""
OTHER = TWO_QUESTIONS.replace("two callers, neither hand told", "another dispute altogether")


def answering(args, answers, before=lambda n: None, timeout=90, signal_at=None):
    """Run the command on a pseudo-terminal (tests/terminal.py); BEFORE(n) runs before the
    n-th answer is typed (n from 0), as the question waits; SIGNAL_AT=(n, SIGNUM) sends a
    signal instead of the n-th answer. (exit status, what was shown, the answers left)."""
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100", TERM="dumb")
    return typed([sys.executable, "-m", "adjudicator", *map(str, args)], answers, ROOT, env,
                 timeout, before, signal_at)


@pytest.fixture
def case(tmp_path):
    f = tmp_path / "dispute.yaml"
    f.write_text(TWO_QUESTIONS)
    return f


def _side(case: Path) -> Path:
    return case.with_name(case.name + ".answers")


def _beside(folder: Path) -> list[str]:
    return [p.name for p in folder.iterdir() if ".~adjudicator-" in p.name]


def test_answers_are_written_when_the_file_is_as_it_was(case):
    code, out, left = answering(["rule", case, "--book", "peel", "--ask"], ["1", "2"])
    assert code == 0 and not left, out[-2000:]
    assert "- {point: hand.B, reading: " in case.read_text()
    assert not _side(case).exists() and _beside(case.parent) == []


@pytest.mark.parametrize("change,why", [
    ("read-only", "its permissions changed"),
    ("hard-link", "it has another name now"),
    ("replaced", "it is another file now"),
    ("edited", "it was changed"),
])
def test_a_case_changed_while_the_question_waits_keeps_its_bytes(case, change, why):
    twin, other = case.with_name("twin.yaml"), case.with_name("other.yaml")
    other.write_text(OTHER)

    def meanwhile(n):
        if n != 1:  # while the second question waits: the first answer is in hand
            return
        if change == "read-only":
            case.chmod(0o444)
        elif change == "hard-link":
            os.link(case, twin)
        elif change == "replaced":
            os.replace(other, case)  # another case where this one was
        else:
            with open(case, "a") as f:
                f.write("# a note added meanwhile\n")
            os.utime(case, ns=(case.stat().st_atime_ns, case.stat().st_mtime_ns))

    before = {"read-only": TWO_QUESTIONS, "hard-link": TWO_QUESTIONS, "replaced": OTHER,
              "edited": TWO_QUESTIONS + "# a note added meanwhile\n"}[change]
    code, out, _ = answering(["rule", case, "--book", "peel", "--ask"], ["1", "2"], meanwhile)
    assert code == 2, out[-2000:]
    assert f"{case}:1:1: the case file is not the one the questions were put from ({why}" \
        in out.replace("\n", " ").replace("  ", " ") or why in out, out[-1500:]
    assert f"the answers are kept in {_side(case)}" in out.replace("\n", ""), out[-1500:]
    assert case.read_text() == before  # never an answer written into what it was not about
    if change == "hard-link":
        assert os.path.samefile(case, twin)  # not split
    if change == "read-only":
        assert oct(case.stat().st_mode & 0o777) == "0o444"
    kept = _side(case).read_text()
    assert "facts:" in kept and "- {point: hand.B, reading: " in kept
    assert "hand.C" in kept  # the answers of the whole round
    assert _beside(case.parent) == []


def test_a_second_refusal_keeps_its_answers_beside_the_first(case):
    _side(case).write_text("answers kept before\n")
    code, out, _ = answering(["rule", case, "--book", "peel", "--ask"], ["1", "2"],
                             lambda n: n == 1 and case.chmod(0o444))
    assert code == 2 and _side(case).read_text() == "answers kept before\n"
    assert "hand.B" in case.with_name(case.name + ".answers-2").read_text()


@pytest.mark.parametrize("typed", ["\u00b9", "\u0661", "\uff11", "01", " 1 1", "1.0"])
def test_the_prompt_takes_only_its_own_answers(case, typed):
    # ¹ (superscript one), ١ (Arabic-Indic one), １ (fullwidth one): digits to Python,
    # none of the prompt's numbers; they are asked again, never an internal fault
    code, out, left = answering(["rule", case, "--book", "peel", "--ask"], [typed, "1", "2"])
    assert code == 0 and not left, out[-2000:]
    assert "Answer with a number from 1 to" in out and "fault" not in out
    assert "hand.B" in case.read_text() and "hand.C" in case.read_text()


def test_a_read_only_file_system_is_refused_before_the_first_question(cli, case, monkeypatch):
    import tempfile

    from adjudicator.cli import ask

    monkeypatch.setattr(ask, "on_terminal", lambda: True)
    asked = []
    monkeypatch.setattr(ask, "choose", lambda *a, **k: asked.append(a) or "beats-the-others")
    real = tempfile.mkstemp

    def read_only(*args, dir=None, **kwargs):  # as on a file system mounted read-only
        if dir and Path(dir) == case.parent:
            raise OSError(errno.EROFS, "Read-only file system")
        return real(*args, dir=dir, **kwargs)

    monkeypatch.setattr(tempfile, "mkstemp", read_only)
    r = cli("rule", case, "--book", "peel", "--ask")
    assert r.code == 2 and asked == [], r.err
    assert r.err.startswith(f"{case}:1:1: ") and "Read-only file system" in r.err
    assert case.read_text() == TWO_QUESTIONS


def test_a_read_only_folder_is_refused_before_the_first_question(case):
    if os.geteuid() == 0:
        pytest.skip("root writes into a read-only folder (the file system case is above)")
    case.parent.chmod(0o555)
    try:
        code, out, left = answering(["rule", case, "--book", "peel", "--ask"], ["1"])
    finally:
        case.parent.chmod(0o755)
    assert code == 2 and left == ["1"]


@pytest.mark.parametrize("sig", [signal.SIGINT, signal.SIGTERM, signal.SIGHUP])
def test_an_interrupt_while_a_question_waits_leaves_no_file_beside(case, sig):
    code, out, _ = answering(["rule", case, "--book", "peel", "--ask"], ["1"],
                             signal_at=(1, sig))  # the second question: one answer in hand
    assert code == 0, out[-1500:]
    assert "1 answer written" in out and "hand.B" in case.read_text()
    assert _beside(case.parent) == []


def test_what_a_killed_ask_left_is_cleaned_at_the_next_start(case):
    gone = subprocess.run([sys.executable, "-c", "import os; print(os.getpid())"],
                          capture_output=True, text=True).stdout.strip()
    made = case.with_name("half.made")
    made.write_text(TWO_QUESTIONS + "facts:\n")  # half the rewrite of a run killed (-9)
    left = case.with_name(f".{case.name}.~adjudicator-{gone}-{made.stat().st_ino}-x1y2z3")
    made.rename(left)
    theirs = case.with_name(f".{case.name}.mine.ask")  # not named as the tool names its own
    theirs.write_text("the user's")
    code, out, _ = answering(["rule", case, "--book", "peel", "--ask"], ["s"])
    assert code == 0 and "is as it was" in out
    assert not left.exists() and theirs.exists()


def test_a_link_to_the_case_is_refused_before_the_first_question(cli, case, monkeypatch):
    from adjudicator.cli import ask

    monkeypatch.setattr(ask, "on_terminal", lambda: True)
    asked = []
    monkeypatch.setattr(ask, "choose", lambda *a, **k: asked.append(a) or "beats-the-others")
    link = case.with_name("link.yaml")
    link.symlink_to(case.name)
    r = cli("rule", link, "--book", "peel", "--ask")
    assert r.code == 2 and asked == [] and r.err.count("\n") == 1, r.err
    assert r.err.startswith(f"{link}:1:1: is a symbolic link (to {case.name})")
    assert case.read_text() == TWO_QUESTIONS and link.is_symlink()


def _asking_copy(tmp_path) -> Path:
    f = tmp_path / "c.yaml"
    f.write_text((ROOT / "cases/after-the-show/a-hand-at-the-show-not-told.yaml").read_text())
    return f


def test_ask_refuses_a_read_only_case_before_asking_and_leaves_it_as_it_was(tmp_path):
    from tests.test_ask import on_terminal

    f = _asking_copy(tmp_path)
    f.chmod(0o444)
    before = f.read_bytes()
    code, out, left = on_terminal(["rule", str(f), "--book", "peel", "--ask"], ["1"])
    assert code == 2 and left == ["1"] and "read-only" in out
    assert f.read_bytes() == before and oct(f.stat().st_mode & 0o777) == "0o444"


def test_ask_refuses_a_case_with_hard_links_before_asking(tmp_path):
    from tests.test_ask import on_terminal

    f = _asking_copy(tmp_path)
    twin = tmp_path / "twin.yaml"
    os.link(f, twin)
    code, out, left = on_terminal(["rule", str(f), "--book", "peel", "--ask"], ["1"])
    assert code == 2 and left == ["1"] and "hard link" in out
    assert os.path.samefile(f, twin) and "facts" not in twin.read_text()


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


ASKED = """\
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
  - show: {A: "AS AH 7D 7C 3S"}
"""


@pytest.mark.parametrize("text, line, says", [
    (ASKED + '"facts": []\n', 13, "not written plainly"),
    (ASKED + "...\n", 13, "document marker"),
    ('{title: t, table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5}, '
     'events: [{bet: {player: A, amount: 5}}, {call: B}, {fold: C}, '
     '{show: {A: "AS AH 7D 7C 3S"}}]}\n', 1, "flow mapping"),
], ids=["quoted-facts", "document-end", "flow-case"])
def test_ask_refuses_before_asking_a_file_it_could_not_write_into(cli, tmp_path, monkeypatch,
                                                                   text, line, says):
    from adjudicator.cli import ask

    f = _write(tmp_path, "c.yaml", text)
    monkeypatch.setattr(ask, "on_terminal", lambda: True)
    asked = []
    monkeypatch.setattr(ask, "choose", lambda *a, **k: asked.append(a) or "beats-the-others")
    run = cli("rule", f, "--book", "peel", "--ask")
    assert says in _one_line(run, f, line) and asked == []
    assert f.read_text() == text


@pytest.fixture
def on_terminal(monkeypatch):
    from adjudicator.cli import ask

    monkeypatch.setattr(ask, "on_terminal", lambda: True)
    asked = []
    monkeypatch.setattr(ask, "choose", lambda *a, **k: asked.append(a) or "in-time")
    return asked


def test_ask_refuses_a_fifo_before_opening_it(cli, tmp_path, on_terminal):
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    done = threading.Event()

    def unblock():  # were the FIFO opened, a writer after 20 s lets the test fail, not hang
        if not done.wait(20):
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            os.write(fd, b"title: opened\n")
            os.close(fd)

    threading.Thread(target=unblock, daemon=True).start()
    try:
        run = cli("rule", fifo, "--book", "peel", "--ask")
    finally:
        done.set()
    _refused(run, f"{fifo}:1:1: is a FIFO (named pipe), not a regular file")
    assert on_terminal == []


def test_ask_refuses_a_huge_file_without_reading_it_whole(cli, tmp_path, on_terminal):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as f:
        f.truncate(64_000_000)  # sparse: 64 MB on the disk's word, nothing written
    tracemalloc.start()
    try:
        run = cli("rule", big, "--book", "peel", "--ask")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    _refused(run, f"{big}:1:1: a case file is 64,000,000 bytes; at most 250,000 are read")
    assert peak < 16_000_000, peak  # what the loader reads (a case's bound), not the file
    assert on_terminal == []


def test_ask_refuses_a_device_as_rule_does(cli, on_terminal):
    asked = cli("rule", "/dev/zero", "--book", "peel", "--ask")
    plain = cli("rule", "/dev/zero", "--book", "peel")
    assert _refused(asked, "/dev/zero:1:1: is a character device") == _refused(plain)
