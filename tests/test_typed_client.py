"""The package is typed for those who script against it (issue 41): it ships ``py.typed``,
its exports are visible to a type checker though they are imported on first use, and its
results are typed. ``mypy --strict`` passes on tests/typed_client.py, a script that uses
every export, and fails on the same script with a result misused (so the types it sees are
the package's own, not ``Any``); the script also runs."""
from __future__ import annotations

import ast
import os
import subprocess
import sys
from pathlib import Path

import pytest

import adjudicator

ROOT = Path(__file__).resolve().parent.parent
CLIENT = Path(__file__).with_name("typed_client.py")


def _mypy(script: Path, tmp_path: Path) -> subprocess.CompletedProcess:
    pytest.importorskip("mypy")
    # the package is read from this checkout (an editable install's import hook is no path
    # mypy follows); its own modules are analysed, and only the script's errors reported
    env = dict(os.environ, MYPYPATH=str(ROOT))
    return subprocess.run([sys.executable, "-m", "mypy", "--strict", "--follow-imports=silent",
                           "--cache-dir", str(tmp_path / "cache"), "--no-error-summary",
                           str(script)], capture_output=True, text=True, env=env, cwd=tmp_path,
                          timeout=300)


def test_the_client_script_uses_every_export():
    tree = ast.parse(CLIENT.read_text(encoding="utf-8"))
    used = {n.attr for n in ast.walk(tree) if isinstance(n, ast.Attribute)
            and isinstance(n.value, ast.Name) and n.value.id == "adjudicator"}
    used |= {a.name for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)
             and n.module == "adjudicator" for a in n.names}
    assert set(adjudicator.__all__) - used == set()


def test_mypy_strict_passes_on_a_script_using_every_export(tmp_path):
    r = _mypy(CLIENT, tmp_path)
    assert r.returncode == 0, r.stdout + r.stderr


def test_mypy_sees_the_packages_own_types(tmp_path):
    spoilt = tmp_path / "spoilt.py"
    spoilt.write_text(CLIENT.read_text(encoding="utf-8").replace(
        '    pot: int = ruling["pot"]', '    pot: str = ruling["pot"]').replace(
        'asked: list[Question] = adjudicator.questions(ruling)',
        'asked: list[Question] = adjudicator.questions(ruling, 3)'), encoding="utf-8")
    r = _mypy(spoilt, tmp_path)
    assert r.returncode == 1
    assert 'expression has type "int", variable has type "str"' in r.stdout
    assert 'Too many arguments for "questions"' in r.stdout


def test_the_client_script_runs():
    r = subprocess.run([sys.executable, str(CLIENT)], capture_output=True, text=True,
                       cwd=ROOT, timeout=120)
    assert r.returncode == 0, r.stderr
    assert r.stdout.splitlines()[0] == "keller: settled, 100 of 100 awarded, 18 steps"


def test_the_package_ships_its_marker_of_types():
    assert (ROOT / "adjudicator" / "py.typed").is_file()
    assert '"py.typed"' in (ROOT / "pyproject.toml").read_text(encoding="utf-8")
