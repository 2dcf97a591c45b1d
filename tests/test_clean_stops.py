"""Clean stops (issue 37, point 7): SIGTERM (`kill`, `timeout`) and SIGHUP (the terminal
closed) under --jobs end as Ctrl-C does: one line, the status a shell reports for that
signal (143, 129), no traceback, no worker left, no hang, whether the signal reaches the
whole process group or the command alone. It failed before its fix: the workers printed
tracebacks (6 of 6 runs), and the command ended with no line."""
from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from free_core import COMMAND

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
SAID = {signal.SIGTERM: "adjudicator: terminated (SIGTERM)\n",
        signal.SIGHUP: "adjudicator: hung up (SIGHUP)\n",
        signal.SIGINT: "adjudicator: interrupted\n"}


def _workers_started(proc, delay: float) -> None:
    """Wait until the command has its workers (a loaded machine may take seconds to start
    it): a signal before then meets an interpreter still importing, not the command."""
    children = Path(f"/proc/{proc.pid}/task/{proc.pid}/children")
    if not children.exists():
        time.sleep(delay)
        return
    end = time.time() + 60
    while time.time() < end and proc.poll() is None:
        try:
            if children.read_text().split():
                break
        except OSError:
            break
        time.sleep(0.05)
    time.sleep(0.2)  # the workers at work


@pytest.fixture(scope="module")
def many(tmp_path_factory):
    d = tmp_path_factory.mktemp("many")
    # a pool of two workers, busy for some seconds however quiet the machine: the command is
    # stopped within a second or two of its start, so a longer batch costs only its files
    for i in range(2400):
        (d / f"c{i:04}.yaml").write_bytes(SIDE_POT.read_bytes())
    return d


def _stopped(folder: Path, sig: int, group: bool, delay: float, extra=()):
    proc = subprocess.Popen([*COMMAND, "rule", str(folder),
                             "--book", "peel", "-j", "2", "-f", "json", *extra],
                            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE, text=True,
                            start_new_session=True, env=dict(os.environ, NO_COLOR="1"))
    _workers_started(proc, delay)
    (os.killpg if group else os.kill)(proc.pid, sig)
    try:
        _, err = proc.communicate(timeout=60)
    except subprocess.TimeoutExpired:
        os.killpg(proc.pid, signal.SIGKILL)
        proc.communicate()
        pytest.fail("the stopped command hung")
    return proc, err


STOPS = [(signal.SIGTERM, True, False), (signal.SIGTERM, False, False),
         (signal.SIGHUP, True, False), (signal.SIGHUP, False, False),
         (signal.SIGTERM, True, True)]  # Ctrl-C's own: the test of an interrupt below


@pytest.mark.parametrize("sig,group,keep_going", STOPS,
                         ids=["TERM-group", "TERM-command", "HUP-group", "HUP-command",
                              "TERM-keep-going"])
def test_a_signal_under_jobs_ends_the_command_in_one_line(many, sig, group, keep_going):
    proc, err = _stopped(many, sig, group, 1.0, ["--keep-going"] if keep_going else [])
    assert proc.returncode != 0, "ended before the signal: the batch must be longer"
    assert (proc.returncode, err) == (128 + sig, SAID[sig]), err[-2000:]
    time.sleep(0.2)
    with pytest.raises(ProcessLookupError):  # no worker is left behind
        os.killpg(proc.pid, 0)


def test_a_hang_up_the_caller_ignores_stays_ignored(many):
    # `nohup adjudicator ...`: SIGHUP ignored before the command starts, and so it stays
    proc = subprocess.Popen([sys.executable, "-c", "import signal, sys, runpy; "
                             "signal.signal(signal.SIGHUP, signal.SIG_IGN); "
                             "sys.argv = ['adjudicator', 'rule', *sys.argv[1:], '--book', "
                             "'peel', '-f', 'json', '-j', '1']; runpy.run_module("
                             "'adjudicator', run_name='__main__')", *map(str, sorted(
                                 many.iterdir())[:150])],
                            stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True,
                            start_new_session=True)
    time.sleep(0.6)  # past the start, while the cases are ruled
    os.kill(proc.pid, signal.SIGHUP)
    out, err = proc.communicate(timeout=120)
    assert proc.returncode == 0 and err == "", err
    assert len(out.splitlines()) == 150  # every ruling, the hang-up ignored


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
