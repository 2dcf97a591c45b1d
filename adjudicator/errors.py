"""Typed errors that carry the file, line and column where the input went wrong.

The core raises these and never prints or exits; the CLI turns each into one line,
``FILE:LINE:COL: message``, and exit status 2 (a dispute is never an error: it gets a ruling).
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Mark:
    """Where something stands in a file: 1-based line and column."""

    file: str
    line: int = 0
    col: int = 0

    def __str__(self) -> str:
        if not self.line:
            return self.file
        return f"{self.file}:{self.line}:{self.col or 1}"


class AdjudicatorError(Exception):
    """Base of every error the tool reports to its user."""


class MarkedError(AdjudicatorError):
    """An error with a message and, where it has one, the place in a file it comes from."""

    def __init__(self, message: str, mark: Mark | None = None):
        super().__init__(message)
        self.message = message
        self.mark = mark

    def __str__(self) -> str:
        return f"{self.mark}: {self.message}" if self.mark else self.message


class InputError(MarkedError):
    """Bad input: a file, a key, a value or an argument that cannot be read as meant."""


class InputErrors(AdjudicatorError):
    """Several input errors found in one pass (``check`` reports them all)."""

    def __init__(self, errors: list[InputError]):
        super().__init__("\n".join(str(e) for e in errors))
        self.errors = errors


class RulebookConflict(MarkedError):
    """Two laws of one book answer the same question differently, with no stated precedence.
    ``laws`` are the laws in conflict, so a ruling can cite them without reading the book."""

    def __init__(self, message: str, mark: Mark | None = None, laws: tuple = ()):
        super().__init__(message, mark)
        self.laws = laws
