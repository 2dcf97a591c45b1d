"""The core is silent (issue 41): what it must tell without stopping (a cache folder it cannot
trust, or cannot write) is an ``AdjudicatorWarning`` through ``warnings``, never a write to
stderr; a program filters or logs it as it likes, and the command line prints it as one
line, whatever PYTHONWARNINGS says."""
from __future__ import annotations

import os
import subprocess
import sys
import warnings
from pathlib import Path

import pytest

import adjudicator

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"


@pytest.fixture
def open_folder(tmp_path, monkeypatch):
    """A cache folder others may write in: not trusted."""
    from adjudicator.law import store

    d = tmp_path / "cache"
    d.mkdir()
    d.chmod(0o777)
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(d))
    monkeypatch.delenv("ADJUDICATOR_CACHE", raising=False)
    monkeypatch.setattr(store, "_replaced", {})
    return d


def test_the_core_warns_through_warnings_and_writes_nothing(open_folder, capfd):
    from adjudicator.law.library import Library

    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        Library.open().book("peel")
        Library.open().book("keller")
    assert capfd.readouterr() == ("", "")
    assert [(w.category, str(w.message)) for w in said] == [
        (adjudicator.AdjudicatorWarning, f"the cache folder {open_folder} is not trusted "
                                         "(others may write in it); books are not cached "
                                         "this run")]


def test_a_program_may_make_the_warning_an_error(open_folder):
    from adjudicator.law.library import Library

    with warnings.catch_warnings():
        warnings.simplefilter("error", adjudicator.AdjudicatorWarning)
        with pytest.raises(adjudicator.AdjudicatorWarning, match="not trusted"):
            Library.open().book("peel")


@pytest.mark.parametrize("python_warnings", ["", "ignore", "error"])
def test_the_command_line_says_it_in_one_line(tmp_path, python_warnings):
    d = tmp_path / "cache"
    d.mkdir()
    d.chmod(0o777)
    env = dict(os.environ, ADJUDICATOR_CACHE_DIR=str(d), PYTHONWARNINGS=python_warnings)
    env.pop("ADJUDICATOR_CACHE", None)
    r = subprocess.run([sys.executable, "-m", "adjudicator", "rule", str(SIDE_POT), "--format",
                        "json"], capture_output=True, text=True, env=env, timeout=60)
    assert r.returncode == 0 and '"awards": {' in r.stdout
    assert r.stderr == (f"adjudicator: the cache folder {d} is not trusted (others may write "
                        "in it); books are not cached this run\n")
