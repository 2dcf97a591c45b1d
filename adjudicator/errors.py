"""Typed errors that carry the file, line and column where the input went wrong.

The core raises these and never prints or exits; the CLI turns each into one line,
``FILE:LINE:COL: message``, and exit status 2 (a dispute is never an error: it gets a ruling).
"""
from __future__ import annotations

from operator import itemgetter


class Mark(tuple):
    """Where something stands in a file: 1-based line and column (0: not known).

    A tuple of (file, line, col), not a dataclass: a case makes dozens of marks, a book
    hundreds, and a tuple is made, hashed and compared in C (and its class costs nothing
    to make at start-up)."""

    __slots__ = ()

    def __new__(cls, file: str, line: int = 0, col: int = 0):
        return tuple.__new__(cls, (file, line, col))

    file = property(itemgetter(0))
    line = property(itemgetter(1))
    col = property(itemgetter(2))

    def __getnewargs__(self):
        return tuple(self)

    def __repr__(self) -> str:
        return f"Mark(file={self[0]!r}, line={self[1]!r}, col={self[2]!r})"

    def __str__(self) -> str:
        # a whole file's problem (too large, a FIFO, missing) is at its start: every error
        # line reads FILE:LINE:COL alike
        return f"{self[0]}:{self[1] or 1}:{self[2] or 1}"


class PathMark(Mark):
    """Where something stands in data given in memory (``case_from_dict``): its path, no
    line, said as it is (``<dict> at events[0].bet.amount``)."""

    __slots__ = ()

    def __str__(self) -> str:
        return self[0]


class AdjudicatorError(Exception):
    """Base of every error the tool reports to its user."""


class AdjudicatorWarning(UserWarning):
    """What the core tells its user without stopping (a cache folder it cannot trust or
    write): issued through ``warnings``, never printed by the core; the command line shows
    each as one line on stderr, ``adjudicator: MESSAGE``."""


class MarkedError(AdjudicatorError):
    """An error with a message and, where it has one, the place in a file it comes from."""

    def __init__(self, message: str, mark: Mark | None = None):
        message = _shortened(message)
        super().__init__(message)
        self.message = message
        self.mark = mark

    def __str__(self) -> str:
        return f"{self.mark}: {self.message}" if self.mark else self.message


_ECHO_MOST = 120  # a value the message quotes back, at most, before it is shortened


def _shortened(message: str) -> str:
    """The message with each value it quotes back (a unit of ten thousand letters) cut to
    its head and tail: one line a person reads, not the value again."""
    if len(message) <= _ECHO_MOST:
        return message
    import re

    return re.sub(r"'(?:[^'\\]|\\.){%d,}'|\"(?:[^\"\\]|\\.){%d,}\"" % (_ECHO_MOST, _ECHO_MOST),
                  lambda m: f"{m[0][:60]}...{m[0][-20:]} ({len(m[0]) - 2} characters)",
                  message)


class InputError(MarkedError):
    """Bad input: a file, a key, a value or an argument that cannot be read as meant."""


class NoBookNamed(InputError):
    """A case to be ruled that names no book, with none named on the command line."""


class OutputFailed(MarkedError):
    """Output that could not be written once begun (a full disk, a device error): the
    command ends with status 1, as when its standard output cannot be written. Said as
    ``FILE: message``: no line of the file is in question, and it is no bad input."""

    def __str__(self) -> str:
        return f"{self.mark[0]}: {self.message}" if self.mark else self.message


class InputErrors(InputError):
    """Several input errors found in one pass (``check`` reports them all): bad input as the
    first of them is (its message and place), so that whoever catches one input error
    catches these; ``errors`` lists every one, and the text is one line each."""

    def __init__(self, errors: list[InputError]):
        super().__init__(errors[0].message, errors[0].mark)
        self.errors = errors

    def __str__(self) -> str:
        return "\n".join(str(e) for e in self.errors)


class InvalidRuling(AdjudicatorError):
    """A ruling (or a comparison) that breaks its published schema or the contract's
    arithmetic (``adjudicator.validate``): ``problems`` lists each, ``PATH: what``."""

    def __init__(self, problems: list[str]):
        super().__init__("; ".join(problems))
        self.problems = problems


class RulebookConflict(MarkedError):
    """Two laws of one book answer the same question differently, with no stated precedence.
    ``laws`` are the laws in conflict, so a ruling can cite them without reading the book."""

    def __init__(self, message: str, mark: Mark | None = None, laws: tuple = ()):
        super().__init__(message, mark)
        self.laws = laws


# the messages of the errors and broken invariants the judge raises, in one place: a module
# raises by kind (``message(kind, ...)``), and makes no sentence of its own
MESSAGES: dict[str, str] = {
    "no-book": "name a book with --book (the case gives none); the books are {books}",
    "not-a-library": "library: a Library, as open_library() opens it; not {got}",
    "not-a-ruling": "ruling: a ruling, as adjudicate returns it; not {got}",
    "chips-not-conserved": "chips not conserved: pot {pot}, accounted {accounted}",
    "pot-not-placed": "the division does not place the pot of {pot}",
    "no-table-field": "Table has no field {name!r}",
    "no-words": "no words for the finding {kind!r} (judge/words.py)",
    "words-not-finding": "a finding is Say.of(kind, ...), not words: {words!r}",
}


def message(error: str, /, **params) -> str:
    """The message of the error of kind ``error``, with its ``params``."""
    return MESSAGES[error].format(**params)


def what(value) -> str:
    """A value's kind, as an error about an argument names it: ``a dict``, ``the text
    'joker'``, ``nothing``."""
    if value is None:
        return "nothing"
    if isinstance(value, str):
        return f"the text {value!r}"
    name = type(value).__name__
    return f"an {name}" if name[:1].lower() in "aeiou" else f"a {name}"


def did_you_mean(word: str, choices) -> str:
    """"; did you mean X?" for the nearest of CHOICES to a misspelt WORD, or "" if none is
    near. Near means close in spelling, or sharing the first part of a dotted or slashed key;
    the closest first (fewest letters to change, then the longest shared beginning)."""
    close = nearest(word, choices)
    return f"; did you mean {' or '.join(close)}?" if close else ""


def nearest(word: str, choices, n: int = 3) -> list[str]:
    """Up to N of CHOICES near WORD, the closest first: "limted" is "limit" before
    "unlimited"."""
    import difflib

    word = str(word)
    choices = [str(c) for c in choices]
    # a word far longer than every choice is near none of them, and weighing it against each,
    # letter by letter, would take minutes for a word of a quarter of a million letters
    if not choices or len(word) > 2 * max(map(len, choices)) + 8:
        return []
    close = difflib.get_close_matches(word, choices, n=max(n, 6), cutoff=0.6)
    head = word.split(".")[0].split("/")[0]
    if not close and len(head) > 2:
        close = [c for c in choices if c.startswith(head)]

    def closeness(c: str) -> tuple:
        shared = len(_common_prefix(word.lower(), c.lower()))
        ratio = difflib.SequenceMatcher(None, word, c).ratio()
        return (_edits(word.lower(), c.lower()), -shared, -ratio)

    return sorted(close, key=closeness)[:n]


def _common_prefix(a: str, b: str) -> str:
    import os.path

    return os.path.commonprefix([a, b])


def _edits(a: str, b: str) -> int:
    """Letters to insert, delete, change or swap to turn A into B (Damerau-Levenshtein)."""
    prev2: list[int] = []
    prev = list(range(len(b) + 1))
    for i, ca in enumerate(a, 1):
        cur = [i] + [0] * len(b)
        for j, cb in enumerate(b, 1):
            cur[j] = min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + (ca != cb))
            if i > 1 and j > 1 and ca == b[j - 2] and a[i - 2] == cb:
                cur[j] = min(cur[j], prev2[j - 2] + 1)
        prev2, prev = prev, cur
    return prev[-1]
