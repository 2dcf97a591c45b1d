"""No module of the package is over 400 lines (issue 22): a module does one job, and a reader
takes it in whole. A longer one is split by job, not trimmed."""
from __future__ import annotations

from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "adjudicator"
MOST = 400


def _over(package: Path, most: int, exempt: set[str]) -> dict[str, int]:
    """Each module (path within the package) longer than ``most`` lines, with its length."""
    out = {}
    for path in sorted(package.rglob("*.py")):
        name = path.relative_to(package).as_posix()
        lines = len(path.read_text(encoding="utf-8").splitlines())
        if lines > most and name not in exempt:
            out[name] = lines
    return out


def test_no_module_is_over_400_lines():
    assert _over(PACKAGE, MOST, set()) == {}


def test_a_module_over_the_length_is_found(tmp_path):
    (tmp_path / "sub").mkdir()
    (tmp_path / "long.py").write_text("x = 1\n" * 401, encoding="utf-8")
    (tmp_path / "whole.py").write_text("x = 1\n" * 400, encoding="utf-8")
    (tmp_path / "sub" / "split.py").write_text("x = 1\n" * 500, encoding="utf-8")
    (tmp_path / "sub" / "deep.py").write_text("x = 1\n" * 402, encoding="utf-8")
    assert _over(tmp_path, 400, {"sub/split.py"}) == {"long.py": 401, "sub/deep.py": 402}
