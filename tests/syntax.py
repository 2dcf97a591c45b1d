"""The package's modules as syntax trees, each parsed once in a worker for every test that
reads one (the layers, the fold's figures, the words' keys, the names a handler writes ...):
parsing a module costs some milliseconds, and a dozen tests walk every module. No test
changes a tree it is given."""
from __future__ import annotations

import ast
from functools import cache
from pathlib import Path


@cache
def tree(path: Path) -> ast.Module:
    """The syntax of the module at PATH."""
    return ast.parse(Path(path).read_text(encoding="utf-8"))
