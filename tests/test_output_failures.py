"""Output that cannot be written, and a fault of ours: a full disk or a closed standard
output ends with status 1 and one line saying why; output cut short by its reader (a closed
pipe) with status 1 and nothing on stderr; a fault in adjudicator is one line and status 1,
never a traceback."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent


def _run(args, **kw):
    env = dict(os.environ, NO_COLOR="1", **kw.pop("env", {}))
    return subprocess.run([sys.executable, "-m", "adjudicator", *args], cwd=ROOT, env=env,
                          capture_output=kw.pop("capture", True), timeout=60, **kw)


@pytest.mark.skipif(not os.path.exists("/dev/full"), reason="no /dev/full")
def test_a_full_disk_or_a_closed_stdout_ends_with_status_1_and_one_line_saying_why():
    with open("/dev/full", "w") as full:
        r = _run(["rule", "cases/keller-side-pot.yaml"], stdout=full, stderr=subprocess.PIPE,
                 capture=False)
    assert (r.returncode, r.stderr.decode()) == (
        1, "adjudicator: the output could not be written: No space left on device\n")
    r = subprocess.run(f"{sys.executable} -m adjudicator law peel:60 >&-", shell=True,
                       cwd=ROOT, capture_output=True, timeout=60)
    assert r.returncode == 1
    assert r.stderr.decode().startswith("adjudicator: the output could not be written: ")
    assert r.stderr.count(b"\n") == 1


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
