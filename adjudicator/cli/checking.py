"""`adjudicator check`: validate rulebooks and case files, collecting every problem."""
from __future__ import annotations

import os
import re
from pathlib import Path

from ..errors import AdjudicatorError, InputError, InputErrors, Mark, did_you_mean
from ..story.files import is_folder, regular, yaml_files
from ..law.consistency import check_references
from ..law.known import Known
from ..law.library import Library, read_book, same_file
from ..story.expect import check_names
from .validation import RULING_FILES, check_file


def _errors_of(exc: AdjudicatorError) -> list[InputError]:
    return list(exc.errors) if isinstance(exc, InputErrors) else [exc]


def check_paths(paths: list[str], library: Library, expect: bool = False) -> dict:
    """Check the named files (or every book within reach); return the problems found. With
    `expect`, a case whose files are sound is also ruled under each book its `expect:` names,
    and each expectation the ruling does not hold is listed under `unmet`."""
    errors: list[str] = []
    files = 0
    books = []
    cases = []
    targets: list[Path] = []
    walked: set[Path] = set()  # found in a folder, not named: may be neither case nor book
    shelf: set[str] = set()  # the books of a rulebook folder named, as --rulebooks reads it
    for p in paths:
        path = Path(p)
        try:
            if not p:  # Path("") is the working folder: an empty name names nothing
                raise InputError("no such file or folder (the name is empty)", Mark("''"))
            if is_folder(path):  # a folder that cannot be listed, or holds nothing, is no pass
                found = yaml_files(path, skip=("topics.yaml",))
                if not found:
                    raise InputError("no rulebooks or case files (*.yaml) in this folder", Mark(p))
                targets += found
                walked.update(found)
                shelf.update(_shelf_of(path, found))
            else:
                targets.append(path)
        except InputError as exc:
            errors.append(str(exc))
    if not paths:
        targets = list(library.files().values())
    try:
        shelved = frozenset(os.path.realpath(p) for p in library.files().values()) | shelf
    except AdjudicatorError:
        shelved = frozenset(shelf)
    kinds = {}
    for path in targets:
        try:
            kinds[path] = _kind_of(path, shelved, path in walked)
        except AdjudicatorError as exc:
            kinds[path] = exc
    try:  # a book named by the id of one within reach is refused, as --rulebooks refuses it
        within = library.files()
    except AdjudicatorError:
        within = {}
    for path, kind in kinds.items():
        other = within.get(path.stem)
        if kind == "rulebook" and other is not None and not same_file(other, path):
            kinds[path] = InputError(f"a book with the id {path.stem!r} is already at {other}",
                                     Mark(str(path), 1, 1))
    try:  # the books checked together reach each other (one extends another beside it)
        library = library.with_books(p for p, k in kinds.items() if k == "rulebook")
    except AdjudicatorError:
        pass  # the library's own folders cannot be listed: said where it is asked
    rulings = 0
    for path in list(targets):
        if path.suffix in RULING_FILES and path not in walked:  # rulings a script kept
            try:
                found = check_file(path)
            except AdjudicatorError as exc:
                found = (0, [str(e) for e in _errors_of(exc)])
            if found is not None:
                files += 1
                rulings += found[0]
                errors += found[1]
                targets.remove(path)
    for path in targets:
        if kinds[path] == "other":
            continue
        files += 1
        try:
            kind = kinds[path]
            if isinstance(kind, AdjudicatorError):
                raise kind
            if kind == "rulebook":
                book, errs = read_book(path, library.topics)
                errs += library.link_base(book)
                errs += _transcription(book)
                books.append(book)
                errors += [str(e) for e in errs]
            else:
                from ..story.case import load_case

                cases.append(load_case(path))
        except AdjudicatorError as exc:
            errors += [str(e) for e in _errors_of(exc)]
    # A case's own `book:` must be within reach, as `rule` will look for it: the books found,
    # or a rulebook checked alongside it.
    ids = set(library.ids()) | {b.id for b in books}
    known = _Reach(library, ids, {law.id for b in books for law in b.laws.values()})
    for case in cases:
        before = len(errors)
        if case.book and case.book not in ids:
            errors.append(str(InputError(
                f"no book {case.book!r} within reach (the books are {', '.join(sorted(ids))}; "
                f"a house book's folder is named with --rulebooks){did_you_mean(case.book, ids)}",
                case.book_mark or Mark(case.file))))
        for book in case.expect:  # an expectation of a book nobody has is never read
            if book not in ids and book != case.book:  # the case's own book: said above
                errors.append(str(InputError(
                    f"expect: no book {book!r} within reach (the books are "
                    f"{', '.join(sorted(ids))}){did_you_mean(book, ids)}",
                    case.expect_mark.get(book) or Mark(case.file))))
        if len(errors) == before:  # the laws and points it names, as `rule` reads them
            try:
                check_names(case, known)
            except InputError as exc:
                errors.append(str(exc))
    # Links across books (same_as a reprint's paragraph) are checked once all are read.
    known = {law.id for b in books for law in b.laws.values()}

    def exists(law_id: str) -> bool:
        return law_id in known or library.find_law(law_id) is not None

    for book in books:
        errors += [str(e) for e in check_references(book, exists)]
    errors = list(dict.fromkeys(errors))  # a within-book reference error is found twice
    result = {"files": files, "books": len(books),
              "laws": sum(len(b.laws) for b in books), "rulings": rulings, "errors": errors}
    if expect and not errors:  # bad input is decided before any book is consulted
        result["unmet"] = _unmet(cases, library)
    return result


class _Reach(Known):
    """What `check` knows: the books within reach and the books checked alongside."""

    def __init__(self, library, ids, laws):
        super().__init__(library)
        self.ids, self.laws = ids, laws

    def book(self, book_id: str) -> bool:
        return book_id in self.ids

    def law(self, law_id: str) -> bool:
        return law_id in self.laws or (law_id.split(":", 1)[0] in self.ids
                                       and self.library.find_law(law_id) is not None)


def _unmet(cases: list, library: Library) -> list[str]:
    """Each expectation of the casebook's cases that its book's ruling does not hold, at the
    line of the expectation, with what was expected and what the ruling gives."""
    import json

    from ..judge.engine import adjudicate
    from ..judge.expectations import unmet

    def shown(value) -> str:
        return json.dumps(value, sort_keys=True, default=str, ensure_ascii=False)

    out = []
    for case in cases:
        for book, expected in case.expect.items():
            ruling = adjudicate(case, library.book(book), expected.get("agreed", []))
            for u in unmet(expected, ruling):
                key = u.key.split(".")[0].split("[")[0]
                mark = expected.mark_of(key) if hasattr(expected, "mark_of") else Mark(case.file)
                if u.key == "not_silent":  # what it gives is what it must not
                    out.append(f"{mark}: under {book}, not_silent: expected the ruling not "
                               f"silent on {shown(u.want)}, and it is silent on "
                               f"{shown(sorted(set(u.want) & set(u.got)))}")
                    continue
                out.append(f"{mark}: under {book}, {u.key}: expected {shown(u.want)}, "
                           f"the ruling gives {shown(u.got)}")
    return out


def _transcription(book) -> list[InputError]:
    """A book that names one of the scans as its source claims to transcribe it: the proof
    (law.proof) must find every law's words, place, page and mends there, or each fault is
    an error at the law it concerns. A house book of the club's own words names no scan."""
    from ..law.proof import prove
    from ..law.sources import layout

    if book.source not in layout() or not book.laws:  # no law read: its errors say why
        return []
    return [InputError(str(fault), book.laws[fault.law].mark) for fault in prove(book)]


def _shelf_of(folder: Path, found: list[Path]) -> set[str]:
    """A folder named that holds a rulebook is a rulebook folder: every *.yaml in it is a
    book, read as the library reads the folders --rulebooks names (law/library.py), so
    `check` refuses what `books` and `rule` refuse (a `library.yaml` holding `x: 1` there)."""
    from ..law.library import Library

    own = [f for f in found if f.parent == folder]
    for f in own:
        try:
            if _kind_of(f) == "rulebook":
                break
        except AdjudicatorError:
            continue
    else:
        return set()
    try:
        books = Library([folder], {}).files().values()
    except AdjudicatorError:
        books = own
    return {os.path.realpath(p) for p in books}


# a rulebook's head, `book:` with its fields below it (a case's `book:` names one on its line):
# a book that has lost its `laws:` is still a book, refused as `books` refuses it
_BOOK_HEAD = re.compile(r"^book:[ \t]*(#.*)?$|^book:[ \t]*\{", re.M)


def _kind_of(path: Path, shelved=frozenset(), walked: bool = False) -> str:
    """A rulebook has `laws:` or a `book:` of fields at the top (no case has), or lies in a
    rulebook folder
    (SHELVED: the library's book files, resolved); anything else named is read as a case.
    A file found in a folder with none of a case's keys at the top (a scan's page layout,
    rulebooks/sources/pages.yaml) is "other": neither, and not checked as one."""

    from ..story import yamlio

    head = yamlio.read_text(regular(path))
    if "\nlaws:" in "\n" + head or os.path.realpath(path) in shelved or _BOOK_HEAD.search(head):
        return "rulebook"
    if not walked or re.search(r"^(title|table|events):", head, re.M):
        return "case"
    # written otherwise (flow style, quoted keys) the file is read to know what it is
    try:
        data = yamlio.loads(head, str(path))
    except AdjudicatorError:
        return "case"  # refused as the case it would be read as, at its line
    if isinstance(data, dict):
        if "laws" in data:
            return "rulebook"
        return "case" if {"title", "table", "events"} & set(data) else "other"
    raise InputError("neither a case nor a rulebook: a case file is a mapping with title, "
                     "table and events (a rulebook one with laws), not "
                     + ("nothing" if data is None else f"a {_what(data)}"), Mark(str(path), 1, 1))


def _what(data) -> str:
    return "list" if isinstance(data, list) else type(data).__name__
