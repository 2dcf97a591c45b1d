"""What every trust test asks of bad input: one line naming FILE:LINE:COL, exit 2, nothing on
stdout, no traceback (README, "Bad input")."""
from __future__ import annotations

import re
import textwrap
from pathlib import Path

LINE = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)\n?$")


def write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def one_line(run, path, line: int) -> str:
    """Bad input: one line FILE:LINE:COL: message, exit 2, nothing on stdout."""
    assert run.code == 2 and run.out == "", (run.code, run.out, run.err)
    m = LINE.match(run.err)
    assert m and m["file"] == str(path) and int(m["line"]) == line, run.err
    return m["msg"]


def refused(run, *words: str) -> str:
    """Bad input that is not in a file: one line, exit 2, nothing on stdout, no traceback."""
    assert run.code == 2 and run.out == "", (run.code, run.out, run.err)
    assert len(run.err.splitlines()) == 1 and "Traceback" not in run.err, run.err
    for w in words:
        assert w in run.err, run.err
    return run.err
