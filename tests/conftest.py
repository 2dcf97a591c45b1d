"""Shared fixtures: the published library, and a runner for the command line."""
from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

# The tests keep their own cache of built books (ADJUDICATOR_CACHE_DIR), never the user's;
# the commands they run inherit it.
_CACHE_DIR = tempfile.mkdtemp(prefix="adjudicator-test-cache-")
os.environ["ADJUDICATOR_CACHE_DIR"] = _CACHE_DIR


def pytest_sessionfinish(session, exitstatus):
    shutil.rmtree(_CACHE_DIR, ignore_errors=True)

from adjudicator.law.library import Library  # noqa: E402


@pytest.fixture(scope="session")
def library() -> Library:
    return Library.open()


@pytest.fixture(scope="session")
def library_with_examples() -> Library:
    """The published books and the example house book of rulebooks/examples."""
    return Library.open([str(ROOT / "rulebooks" / "examples")])


class Run:
    def __init__(self, proc):
        self.code, self.out, self.err = proc.returncode, proc.stdout, proc.stderr

    def json(self):
        return json.loads(self.out)


@pytest.fixture
def cli():
    """Run the real command in a child process, as a user would."""

    def run(*args, env=None, cwd=None):
        import os

        e = dict(os.environ, NO_COLOR="1", COLUMNS="120")
        e.update(env or {})
        proc = subprocess.run([sys.executable, "-m", "adjudicator", *args], capture_output=True,
                              text=True, cwd=cwd or ROOT, env=e, timeout=60)
        return Run(proc)

    return run
