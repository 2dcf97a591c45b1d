"""The club's settings: ``adjudicator.toml``, read with the standard library's TOML reader.

The nearest ``adjudicator.toml`` in the folder of the first case named (or of the working
folder, for a command with no case), or in a folder above it, is the club's; the one in the
user's config folder (``$XDG_CONFIG_HOME/adjudicator/``, by default ``~/.config/adjudicator``)
fills what it leaves out. A setting given on the command line comes first, then what a case
says of itself (its `book:`, its `unit:`), then the club's file, then the user's, then the
tool's own default. ``--verbose`` says where each came from.

An unknown key, a table, a value of the wrong kind, a book no folder holds or a rulebook
folder that is not there is bad input at its place in the file (``FILE:LINE:COL``, status 2).
"""
from __future__ import annotations

import os
import re
import sys
from pathlib import Path

from ..errors import InputError, Mark, did_you_mean

FILE = "adjudicator.toml"
STEPS = ("deciding", "all")
# key -> what it holds, in words (the template `new --club` writes says the same)
KEYS = {
    "book": "the book `rule`, `hand` and `census` use where none is named (a case's own "
            "`book:` comes first)",
    "compare": "the books `compare` rules, in order, where --books names none",
    "rulebooks": "the club's own rulebook folders, beside this file or from it",
    "unit": "how amounts are shown where a case names no unit",
    "steps": "the findings a ruling lists: deciding or all",
}


class Settings:
    """The settings found: each key's value and where it was written (FILE:LINE), and, once
    a command has chosen it (``choose``), what it uses and why."""

    def __init__(self, files: list[Path], found: dict[str, tuple[object, Mark]]):
        self.files = files
        self.found = found
        self.chosen: dict[str, tuple[object, str]] = {}

    def choose(self, key: str, given=None, given_by: str = "the command line",
               default=None):
        """The value the command uses: GIVEN (by GIVEN_BY) where it is not None, else the
        files', else DEFAULT; recorded for --verbose."""
        if given is not None:
            self.chosen[key] = (given, given_by)
        elif key in self.found:
            value, mark = self.found[key]
            self.chosen[key] = (value, f"{mark.file}:{mark.line}")
        else:
            self.chosen[key] = (default, "the tool's default")
        return self.chosen[key][0]

    def mark(self, key: str) -> Mark | None:
        return self.found[key][1] if key in self.found else None

    def check_books(self, library) -> None:
        """The books the files name are books within reach: else bad input at their place. The
        folders are listed first: one the command line names that is no folder is its own
        fault, at its own name, never the settings file's."""
        library.files()
        for key in ("book", "compare"):
            if key not in self.found:
                continue
            value, mark = self.found[key]
            for b in [value] if isinstance(value, str) else value:
                try:
                    library.book(b)
                except InputError as exc:
                    raise InputError(exc.message, mark) from None

    def case_says(self, case, book_given: bool = False) -> None:
        """What one case says of itself (its `book:`, its `unit:`), which comes before the
        files where the command line names none: recorded for --verbose, at its place."""
        if case.book and not book_given and "book" in self.chosen:
            self.chosen["book"] = (case.book, _place(case.book_mark, case.file))
        if "unit" in case.table.marks and "unit" in self.chosen:
            self.chosen["unit"] = (case.table.unit, _place(case.table.marks["unit"], case.file))

    def report(self) -> str:
        """What --verbose says: the files read, and each setting chosen with its source."""
        files = ", ".join(str(f) for f in self.files) or "none"
        lines = [f"adjudicator: settings files read: {files}"]
        for key, (value, source) in self.chosen.items():
            shown = ", ".join(map(str, value)) if isinstance(value, (list, tuple)) else value
            lines.append(f"adjudicator:   {key} = {'(none)' if value is None else shown}"
                         f"  ({'from ' if re.search(r':[0-9]+$', source) else ''}{source})")
        return "\n".join(lines) + "\n"


def _place(mark: Mark | None, file: str) -> str:
    return f"{mark.file}:{mark.line}" if mark is not None else file


def settings_for(paths: list[str] | None) -> Settings:
    """The settings of a command given PATHS (the first names where to look; none: the
    working folder)."""
    start = Path(paths[0]) if paths and paths[0] else Path.cwd()
    start = start if _is(start, Path.is_dir) else start.parent
    files = [f for f in (_nearest(start.absolute()), _user_file()) if f is not None]
    found: dict[str, tuple[object, Mark]] = {}
    for f in reversed(files):  # the club's file over the user's
        found.update(read(f))
    return Settings(files, found)


def _is(path: Path, test) -> bool:
    """TEST(PATH), False where the path cannot even be looked at (a folder not searchable,
    a name too long): what the command reads there says so itself."""
    try:
        return test(path)
    except (OSError, ValueError):
        return False


def _there(path: Path) -> bool:
    """Whether anything at all stands at PATH: a folder, a FIFO or a dangling link named
    adjudicator.toml is the club's file too, refused by `read` in one line (not passed
    over in silence, so that a club never wonders why its settings are not used)."""
    return _is(path, os.path.lexists)


def _nearest(folder: Path) -> Path | None:
    for at in (folder, *folder.parents):
        candidate = at / FILE
        if _there(candidate):
            return candidate
    return None


def _user_file() -> Path | None:
    home = os.environ.get("XDG_CONFIG_HOME") or os.path.join(os.path.expanduser("~"),
                                                              ".config")
    path = Path(home) / "adjudicator" / FILE
    return path if _there(path) else None


def read(path: Path) -> dict[str, tuple[object, Mark]]:
    """The settings of one file, each with its place; bad input at the place of the first
    problem found."""
    from ..story.files import read_text, regular

    regular(path)
    # read to a bound, as a case is: a settings file found beside a case is read unasked,
    # and a file of gigabytes took as much memory before its one line (an attacker's report)
    text = read_text(path, MAX_SETTINGS_BYTES, "a settings file")
    return parse(text.removeprefix("\ufeff"), path)  # a BOM, as a case may begin with one


MAX_SETTINGS_BYTES = 100_000  # a few lines of TOML; no hand writes more


def parse(text: str, path: Path) -> dict[str, tuple[object, Mark]]:
    """The settings TEXT holds, read as the file at PATH (its folders from PATH's folder)."""
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover - Python 3.10
        import tomli as tomllib

    _few_dots(text, path)
    try:
        data = tomllib.loads(text)
    except (RecursionError, ValueError) as exc:
        if not isinstance(exc, tomllib.TOMLDecodeError):
            # arrays nested hundreds deep, an integer of thousands of digits: the reader
            # gives up before it can say where
            raise InputError("not TOML the tool can read: nested too deep or a number too "
                             "long", Mark(str(path), 1, 1)) from None
        at = re.search(r"at line (\d+), column (\d+)", str(exc))
        line, col = (int(at[1]), int(at[2])) if at else (text.count("\n") + 1, 1)
        raise InputError(f"not TOML: {re.sub(r' [(]at .*[)]$', '', str(exc))}",
                         Mark(str(path), line, col)) from None
    places = _places(text)
    out = {}
    for key, value in data.items():
        mark = Mark(str(path), *places.get(key, (1, 1)))
        if key not in KEYS:
            kind = "table" if isinstance(value, dict) else "key"
            raise InputError(f"unknown {kind} {key!r}: the settings are "
                             f"{', '.join(KEYS)}{did_you_mean(key, list(KEYS))}", mark)
        out[key] = (_checked(key, value, path, mark), mark)
    return out


# The most dots a line of settings may hold. The settings are five top-level keys, written with
# a dot or two at most (a folder's "../.."); the TOML reader takes time that grows with the
# square of a dotted key's parts (a minute for one key of 50,000 parts, under the size bound:
# an attacker's report), and a file found beside a case is read unasked.
MAX_DOTS = 64


def _few_dots(text: str, path: Path) -> None:
    """Bad input at the first line of TEXT with more than MAX_DOTS dots."""
    for n, line in enumerate(text.splitlines(), 1):
        if line.count(".") > MAX_DOTS:
            raise InputError(f"a line of {line.count('.')} dots: no setting is written with "
                             f"more than {MAX_DOTS} (a key of so many parts is none of "
                             f"{', '.join(KEYS)})", Mark(str(path), n, 1))


def _places(text: str) -> dict[str, tuple[int, int]]:
    """Where each top-level key (or table) is written: (line, column), counted from 1."""
    out: dict[str, tuple[int, int]] = {}
    for n, line in enumerate(text.splitlines(), 1):
        m = re.match(r"\s*(\[+)?\s*[\"']?([A-Za-z0-9_.-]+)[\"']?\s*(=|\])", line)
        if m:
            out.setdefault(m[2].split(".")[0], (n, m.start(2) + 1))
    return out


def _checked(key: str, value, path: Path, mark: Mark):
    """VALUE of KEY as the command uses it, or bad input at MARK."""
    from ..story.setup import UNITS

    def words(kind: str) -> InputError:
        return InputError(f"{key} must be {kind}; not {value!r}", mark)

    if any("\x00" in v for v in (value if isinstance(value, list) else [value])
           if isinstance(v, str)):
        raise InputError(f"{key} holds a NUL character, which no book id or folder name can",
                         mark)

    if key == "book":
        if not isinstance(value, str) or not value.strip():
            raise words("a book id, in quotes")
        return value
    if key == "compare":
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not value or \
                not all(isinstance(b, str) and b.strip() for b in value):
            raise words('a list of book ids, as ["peel", "keller"]')
        twice = next((b for i, b in enumerate(value) if b in value[:i]), None)
        if twice:
            raise InputError(f"compare names {twice!r} twice", mark)
        return list(value)
    if key == "rulebooks":
        if isinstance(value, str):
            value = [value]
        if not isinstance(value, list) or not all(isinstance(d, str) and d for d in value):
            raise words('a list of folders, as ["house-rules"]')
        folders = [str((path.parent / os.path.expanduser(d)).resolve()) for d in value]
        for d, given in zip(folders, value):
            if not os.path.isdir(d):
                raise InputError(f"rulebook folder not found: {given!r} (from {path.parent})",
                                 mark)
        return folders
    if key == "unit":
        if value not in UNITS:
            raise InputError(f"unit must be one of: {', '.join(UNITS)}; not {value!r}"
                             f"{did_you_mean(str(value), UNITS)}", mark)
        return value
    if value not in STEPS:
        raise InputError(f"steps must be deciding or all; not {value!r}", mark)
    return value


def with_unit(case, unit: str | None):
    """The case with the club's unit, where it names none of its own: named, as the case's
    own would be (the ruling says it)."""
    if unit is None or "unit" in case.table.marks:
        return case
    from ..story.record import replace

    marks = dict(case.table.marks, unit=None)  # no line of the case's to point to
    return replace(case, table=replace(case.table, unit=unit, marks=marks))


TEMPLATE = """\
# adjudicator.toml: the club's settings. adjudicator reads the nearest one in the folder of
# the case it rules, or in a folder above it (for a command with no case, the working
# folder's), and then the one in your config folder (~/.config/adjudicator/) for what this
# one leaves out. The command line comes first; then what a case says of itself; then here.
# `adjudicator rule CASE --verbose` says where each setting came from. Delete a line to
# leave a setting to the tool.

# {book}
book = "{default_book}"

# {compare}
compare = [{books}]

# {rulebooks}
# rulebooks = ["house-rules"]

# {unit}: chips, pence, cents, dollars or shillings
unit = "chips"

# {steps}
steps = "deciding"
"""


def template(book_ids: list[str]) -> str:
    """A commented settings file (`new --club`), naming the books within reach."""
    published = [b for b in book_ids if b != "published-decision"] or book_ids
    return TEMPLATE.format(default_book=book_ids[0],
                           books=", ".join(f'"{b}"' for b in published), **KEYS)
