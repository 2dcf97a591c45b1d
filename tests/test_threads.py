"""The package is safe to use from several threads from the very first call: every table it
builds lazily and shares is built whole and published in one assignment, or under a lock.

Each round is a fresh process (so that the first use of every table happens inside the
threads) with a cache folder of its own, empty (the books built from their YAML, the slowest
and widest window) or off: eight threads rule the whole casebook at once under a switch
interval as short as Python allows, and every ruling must be byte for byte the serial run's
(one thread: the suite's own ruling of each case, made once for the tests that read it;
``python tests/threads_casebook.py 1`` makes it in a process of its own).
The suite runs two rounds (one of each); ADJUDICATOR_THREAD_ROUNDS=20 runs twenty, as the issue asks.
"""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SCRIPT = Path(__file__).with_name("threads_casebook.py")
ROUNDS = int(os.environ.get("ADJUDICATOR_THREAD_ROUNDS", "2"))


def _run(threads: int, env: dict) -> dict:
    r = subprocess.run([sys.executable, str(SCRIPT), str(threads)], capture_output=True,
                       text=True, env=dict(os.environ, **env), timeout=300, cwd=ROOT)
    assert r.returncode == 0, r.stderr[-3000:]
    return json.loads(r.stdout)


@pytest.fixture(scope="module")
def serial(casebook_ruling) -> dict:
    """The serial run: each ruling as one thread makes it, the suite's own ruling of each
    casebook case (conftest's casebook_ruling), digested as the script digests it."""
    import hashlib

    from adjudicator.story.case import load_case

    found = {}
    for path in sorted((ROOT / "cases").rglob("*.yaml")):
        for book, expected in load_case(path).expect.items():
            text = json.dumps(casebook_ruling(path, book, expected.get("agreed", [])),
                              sort_keys=True, ensure_ascii=False)
            found[f"{path.relative_to(ROOT)}|{book}"] = hashlib.sha256(
                text.encode("utf-8")).hexdigest()
    return found


@pytest.mark.parametrize("round_", range(ROUNDS))
def test_eight_threads_rule_the_casebook_as_one_does_from_a_fresh_process(serial, tmp_path,
                                                                          round_):
    env = {"ADJUDICATOR_CACHE": "off"} if round_ % 2 else {
        "ADJUDICATOR_CACHE_DIR": str(tmp_path / "cache"), "ADJUDICATOR_CACHE": ""}
    threaded = _run(8, env)
    assert len(serial) > 600  # every book's ruling of every case
    assert threaded.keys() == serial.keys()
    assert [k for k in serial if threaded[k] != serial[k]] == []

