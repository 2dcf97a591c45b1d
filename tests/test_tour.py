"""The README's short tour, pasted line by line into a fresh clone, runs without an error.

The clone is the repository's files as git tracks them, copied into an empty folder; each
line of the tour is run there by the shell, as pasted, with `adjudicator` the clone's own
(its package, run by this interpreter). A line that asks (`--ask`) is run on a pseudo-
terminal, where it asks or says nothing is left to ask; it is told to stop at a question.
"""
from __future__ import annotations

import os
import re
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

from terminal import typed

ROOT = Path(__file__).resolve().parent.parent


def tour() -> list[str]:
    readme = (ROOT / "README.md").read_text(encoding="utf-8")
    block = readme.split("## A short tour\n\n```sh\n", 1)[1].split("```", 1)[0]
    return [line for line in block.splitlines() if line.strip()]


@pytest.fixture(scope="module")
def clone(tmp_path_factory) -> Path:
    """The tracked files, as a fresh clone has them, and `adjudicator` on the PATH."""
    if shutil.which("git") is None or not (ROOT / ".git").exists():
        pytest.skip("no git repository to clone from")
    folder = tmp_path_factory.mktemp("clone") / "adjudicator"
    names = subprocess.run(["git", "ls-files", "-z"], cwd=ROOT, capture_output=True,
                           check=True).stdout.decode().split("\0")
    for name in filter(None, names):
        source, target = ROOT / name, folder / name
        target.parent.mkdir(parents=True, exist_ok=True)
        if source.is_symlink():  # as git keeps a link: the link itself
            os.symlink(os.readlink(source), target)
        elif source.is_file():  # a file deleted in the working tree is not in a clone of it
            shutil.copy2(source, target)
    bin_ = folder.parent / "bin"
    bin_.mkdir()
    (bin_ / "adjudicator").write_text(f"#!/bin/sh\nexec {sys.executable} -m adjudicator \"$@\"\n")
    (bin_ / "adjudicator").chmod(0o755)
    return folder


def _env(clone: Path) -> dict:
    return dict(os.environ, PATH=f"{clone.parent / 'bin'}{os.pathsep}{os.environ['PATH']}",
                PYTHONPATH=str(clone), NO_COLOR="1", COLUMNS="100", TERM="dumb")


def _on_a_terminal(line: str, clone: Path) -> tuple[int, str]:
    """LINE run by the shell on a pseudo-terminal, told to stop (`s`) at its question."""
    code, out, _ = typed(["/bin/sh", "-c", line], ["s"], clone, _env(clone), timeout=120)
    return code, out


def test_the_tour_runs_as_pasted_in_a_fresh_clone(clone):
    lines = tour()
    assert len(lines) >= 15
    made = [x.split("new ", 1)[1].split()[0] for x in lines if " new " in f" {x}"
            and "--club" not in x]
    asked = [x for x in lines if "--ask" in x]
    # nothing is ruled before the tour has made it
    for line in asked:
        case = re.search(r"rule (\S+)", line)[1]
        assert any(m == case for m in made[:lines.index(line)]) or (clone / case).exists(), \
            f"{line!r} comes before the file it rules is made"
    for line in lines:
        if "--ask" in line:
            code, out = _on_a_terminal(line, clone)
        else:
            done = subprocess.run(["/bin/sh", "-c", line], cwd=clone, env=_env(clone),
                                  capture_output=True, text=True, timeout=300)
            code, out = done.returncode, done.stdout + done.stderr
        assert code == 0, f"{line}\n{out[-3000:]}"
    # what the tour wrote is what it says it writes
    assert (clone / "ruling.html").read_text(encoding="utf-8").startswith("<!DOCTYPE html>")
    assert "<svg" in (clone / "pool.svg").read_text(encoding="utf-8")[:300]
    assert (clone / "my-club" / "adjudicator.toml").is_file()
