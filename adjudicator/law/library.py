"""Where rulebooks are found, read and joined to the books they extend, with the checks that
span several books (a book's own consistency is checked by consistency.py).

Books are looked for in the published ``rulebooks/`` shipped with the package, then in the
folders named by ``--rulebooks`` and the ``ADJUDICATOR_RULEBOOKS`` environment variable
(separated by the platform's path separator). A book's file is named after its id.
"""
from __future__ import annotations

import os
from _thread import RLock  # threading's own lock, without importing threading at start-up
from pathlib import Path

from ..story import yamlio
from ..errors import InputError, InputErrors, Mark, did_you_mean
from ..story.files import decoded, is_folder, kind, listing, read_bytes, regular
from .rulebook import Book, Law
from ..story.yamlio import MDict
from ..story.record import Record

PUBLISHED = Path(__file__).parent.parent / "rulebooks"
ENV_VAR = "ADJUDICATOR_RULEBOOKS"
TOPICS_FILE = "topics.yaml"
LIBRARY_FILE = Path(__file__).with_name("library.yaml")  # the order of the published books
MAX_EXTENDS = 32  # books one house book may stand on, through `extends`, one upon another


def rulebook_dirs(extra: list[str] | None = None) -> list[Path]:
    dirs = [PUBLISHED]
    env = os.environ.get(ENV_VAR, "")
    dirs += [Path(p) for p in env.split(os.pathsep) if p]
    for p in extra or []:
        if not p:  # Path("") is the working folder: an empty name names no folder
            raise InputError("--rulebooks: the folder name is empty; name a folder of rulebooks")
        dirs.append(Path(p))
    return dirs


def meta_mark(file: str, key: str, data=None) -> Mark:
    """Where a book file writes ``book: {KEY: ...}``, for an error about it (its extends, its
    id); the file's head where it cannot be told. Read again only for the error."""
    try:
        data = data if data is not None else yamlio.loads(
            yamlio.read_text(regular(Path(file))), file)
        head = data["book"]
        if isinstance(head, MDict) and key in head:
            return head.mark_of(key)
    except (InputError, InputErrors, OSError, KeyError, TypeError, ValueError):  # the head will do
        pass
    return Mark(file, 1, 1)


def same_file(a: Path, b: Path) -> bool:
    """One file however it is spelt (a relative and an absolute path, a link to it)."""
    if a == b:
        return True
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False


_order: tuple[str, ...] | None = None


def published_order() -> tuple[str, ...]:
    """The published books in the order they are compared (library.yaml), read once (and
    published in one assignment, whole: threads that ask first all see the same order)."""
    global _order
    if _order is None:
        data = yamlio.loads(yamlio.read_text(LIBRARY_FILE), str(LIBRARY_FILE))
        order = data.get("order") if isinstance(data, MDict) else None
        if not isinstance(order, list) or not order or not all(
                isinstance(b, str) for b in order) or len(set(order)) != len(order):
            raise InputError("library.yaml holds `order:`, a list of book ids, each once",
                             Mark(str(LIBRARY_FILE), 1, 1))
        yamlio.check_keys(data, ("order",), ("order",), "library.yaml")
        _order = tuple(order)
    return _order


def __getattr__(name: str):
    if name == "ORDER":  # the order, as a constant of this module (read on first use)
        return published_order()
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


def load_topics(path: Path | None = None) -> dict[str, str]:
    """The shared topic keys, from the cache where this very file was read before."""
    from . import cache

    path = path or PUBLISHED / TOPICS_FILE
    text = yamlio.read_text(regular(path))
    key = cache.key_of(text.encode("utf-8"))
    topics = cache.get_topics(key)
    if topics is None:
        topics = _read_topics(path, text)
        cache.put_topics(key, topics)
    return topics


def _read_topics(path: Path, text: str) -> dict[str, str]:
    data = yamlio.loads(text, str(path))
    if not isinstance(data, MDict) or not isinstance(data.get("topics"), MDict):
        raise InputError("topics.yaml must hold `topics:`, a mapping of key: description",
                         Mark(str(path), 1, 1))
    yamlio.check_keys(data, {"topics"}, ("topics",), "topics.yaml")
    for key, desc in data["topics"].items():
        if not isinstance(desc, str) or not desc.strip():
            raise InputError(f"topic {key!r} needs a one-line description",
                             data["topics"].mark_of(key))
    return dict(data["topics"])


class Library(Record):
    """The books within reach (``dirs``), loaded on demand (a ruling under one book reads one
    file), and the topics their laws may name."""

    __slots__ = ("dirs", "topics", "_books", "_read_once", "_found", "_beneath", "_lock")
    # _read_once: path -> (book, errors), each file read once; _found: files(), listed once a
    # library; _beneath: book id -> (books beneath, foot) or the problem of its chain;
    # _lock: held while a book is read and joined to its base, so that threads sharing a
    # library read each book once and none sees a book before its base is joined to it
    DEFAULTS = {"topics": dict, "_books": dict, "_read_once": dict, "_found": None,
                "_beneath": dict, "_lock": RLock}
    HIDDEN = ("_lock",)
    __setattr__ = object.__setattr__  # a library learns its books as they are asked for

    @classmethod
    def open(cls, extra_dirs: list[str] | None = None) -> "Library":
        return cls(rulebook_dirs(extra_dirs), load_topics())

    def with_books(self, paths) -> "Library":
        """This library with the rulebook files PATHS within reach too (each by its id, the
        file's name), for `check`: books checked together reach each other, as they would in
        a folder named with --rulebooks. A book already within reach is as it was."""
        found = self.files()
        for path in paths:
            found.setdefault(Path(path).stem, Path(path))
        return Library(self.dirs, self.topics, _found=found)

    def files(self) -> dict[str, Path]:
        """Book id -> file; a later folder's book of the same id is an error, not an override.
        The folders are listed once a library (a command)."""
        if self._found is None:
            self._found = self._list_files()
        return dict(self._found)

    def _list_files(self) -> dict[str, Path]:
        found: dict[str, Path] = {}
        for d in self.dirs:
            if not os.path.lexists(d):
                raise InputError("rulebook folder not found", Mark(str(d)))
            if not is_folder(d):
                raise InputError(f"is {kind(d)}, not a folder: --rulebooks names a folder that "
                                 "holds rulebook files", Mark(str(d)))
            for path in listing(d):  # a folder that cannot be listed is an error
                if path.name == TOPICS_FILE or path.suffix != ".yaml":
                    continue
                book_id = path.stem
                if book_id in found and not same_file(found[book_id], path):
                    raise InputError(f"a book with the id {book_id!r} is already at {found[book_id]}",
                                     Mark(str(path), 1, 1))
                found[book_id] = path
        return found

    def ids(self) -> list[str]:
        ids, order = list(self.files()), published_order()
        return sorted(ids, key=lambda b: (order.index(b) if b in order else len(order), b))

    def book(self, book_id: str, _chain: tuple[str, ...] = ()) -> Book:
        book = self._books.get(book_id) if book_id.__class__ is str else None
        if book is not None:
            return book
        if not isinstance(book_id, str):
            from ..errors import what

            raise InputError(f"book_id: a book's id such as 'keller'; not {what(book_id)}")
        with self._lock:  # the books beneath are read under the same (re-entrant) lock
            if book_id not in self._books:
                files = self.files()
                if book_id not in files:
                    raise InputError(f"no book {book_id!r}: the books are "
                                     f"{', '.join(self.ids())}{did_you_mean(book_id, self.ids())}")
                book, errors = self._read(files[book_id])
                errors += self.link_base(book, _chain)
                if errors:
                    raise InputErrors(errors) if len(errors) > 1 else errors[0]
                self._books[book_id] = book
            return self._books[book_id]

    def _read(self, path: Path) -> tuple[Book, list[InputError]]:
        """Read a book, once a library, from the cache where this very file was built before."""
        if path not in self._read_once:
            self._read_once[path] = self._read_file(path)
        book, errors = self._read_once[path]
        return book, list(errors)

    def _read_file(self, path: Path) -> tuple[Book, list[InputError]]:
        from . import cache

        # its bytes make the key: a book found in the cache was UTF-8 when it was built, and
        # is not decoded again (a large book's text costs a start more than its digest)
        raw = read_bytes(regular(path))
        key = cache.book_key(path, raw, self.topics)
        book = cache.get(key, display_path(path))
        if book is not None:
            return book, []
        book, errors = read_book(path, self.topics, decoded(raw, str(path)))
        if not errors:
            cache.put(key, book)
        return book, errors

    def link_base(self, book: Book, chain: tuple[str, ...] = ()) -> list[InputError]:
        """Join a house book to the book it extends; check what it amends and repeals."""
        base_id = book.meta.get("extends")
        if not base_id:
            return [InputError(f"{law.id} amends or repeals laws, but the book extends none",
                               law.mark) for law in book.laws.values() if law.amends + law.repeals]
        mark = meta_mark(book.file, "extends")
        if not isinstance(base_id, str):
            return [InputError("extends names one book id", mark)]
        problem = self._chain_problem(book)
        if problem:
            return [problem]
        try:  # at most MAX_EXTENDS books deep, each read once
            book.base = self.book(base_id, chain + (book.id,))
        except InputErrors as exc:
            return list(exc.errors)
        except InputError as exc:  # one marked in the base's own file is shown as it is
            return [exc if exc.mark else InputError(f"extends {base_id!r}: {exc.message}", mark)]
        errors, mended = [], {}
        for law in book.laws.values():
            for ref in law.amends + law.repeals:
                if ref in mended:  # which of two house laws would stand in its place?
                    errors.append(InputError(f"{law.id} amends or repeals {ref}, which "
                                             f"{mended[ref]} amends or repeals already: one "
                                             "house law stands in a law's place", law.mark))
                mended.setdefault(ref, law.id)
                if ref.startswith(book.id + ":"):
                    errors.append(InputError(f"{law.id} amends or repeals {ref}, a law of this "
                                             "same book", law.mark))
                elif book.base.find(ref) is None:
                    errors.append(InputError(f"{law.id} amends or repeals {ref}, which is not a "
                                             f"law of {base_id} or the books it extends", law.mark))
        # a law it names (refers_to, same_as, ...) must be one, as `check` says: a book
        # `check` refuses is not ruled under. Its own laws were checked when it was read; a
        # book outside its chain is read, not joined to its base (it may name this one).
        beneath = {b.id for b in self.chain(book.base)}

        def exists(ref: str) -> bool:
            owner = ref.split(":")[0]
            if owner == book.id:
                return True
            if owner in beneath:
                return book.base.find(ref) is not None
            return self._holds(owner, ref)

        from .consistency import check_openers, check_pack, check_references

        errors += check_references(book, exists)
        # the pack it counts, and what opens its jack pots, its base's laws joined
        return errors + check_pack(book) + check_openers(book)

    def _holds(self, book_id: str, law_id: str) -> bool:
        """Whether the book's own file holds the law (a book that cannot be read holds none)."""
        path = self.files().get(book_id)
        if path is None:
            return False
        try:
            return law_id in self._read(path)[0].laws
        except (InputError, InputErrors):
            return False

    def _chain_problem(self, book: Book) -> InputError | None:
        """A cycle or a chain too long beneath BOOK, blamed on the file that makes it: the
        first book of the cycle met, or the book with more than MAX_EXTENDS beneath it
        (each link is a frame in every answer a book gives). Walked down by the `extends`
        each file names, before any base is joined; what is learnt of each book beneath
        (how many books stand under it, or its problem) is kept, so a library's books are
        walked once between them."""
        files = self.files()
        walk, below, met = [book], book.meta.get("extends"), {book.id: 0}
        beneath, bottom = 0, None  # under the last book walked, where a walk already went
        while isinstance(below, str) and below in files:
            known = self._beneath.get(below)
            if isinstance(known, InputError):
                return known
            if known is not None:
                beneath, bottom = known[0] + 1, known[1]
                break
            if below in met:
                at = met[below]
                cycle = " -> ".join([b.id for b in walk[at:]] + [below])
                return InputError(f"extends makes a cycle: {cycle}",
                                  meta_mark(walk[at].file, "extends"))
            met[below] = len(walk)
            base, _ = self._read(files[below])
            walk.append(base)
            below = base.meta.get("extends")
        else:  # the foot of the chain: a book that extends none, or one not found
            beneath, bottom = int(below is not None), below if isinstance(below, str) else None
        bottom = bottom or walk[-1].id
        total = len(walk) - 1 + beneath
        problem = None
        if total > MAX_EXTENDS:
            over = walk[total - MAX_EXTENDS - 1]  # the first with too many books beneath it
            problem = InputError(f"extends a chain of more than {MAX_EXTENDS} books: {over.id} "
                                 f"-> {over.meta['extends']} -> ... -> {bottom}",
                                 meta_mark(over.file, "extends"))
        for i, b in enumerate(walk[1:], 1):  # the book itself may be a file outside the library
            self._beneath[b.id] = problem if total - i > MAX_EXTENDS else (total - i, bottom)
        return problem

    def books(self) -> list[Book]:
        return [self.book(b) for b in self.ids()]

    def law(self, law_id: str) -> Law:
        book_id, _ = split_law_id(law_id)
        return self.book(book_id).law(law_id)

    def find_law(self, law_id: str) -> Law | None:
        """The law, or None where there is none (or its book cannot be read: `check` says why)."""
        try:
            return self.law(law_id)
        except (InputError, InputErrors):
            return None

    def chain(self, book: Book) -> list[Book]:
        out = [book]
        while out[-1].base is not None:
            out.append(out[-1].base)
        return out

    def cited_by(self, law_id: str) -> list[Law]:
        """Laws (in any book) that refer to, link to, or prevail over this one."""
        out = []
        for book in self.books():
            for law in book.laws.values():
                if law_id in law.refers_to + law.same_as + law.prevails_over + law.conflicts_with:
                    out.append(law)
        return out


def split_law_id(law_id: str) -> tuple[str, str]:
    """(the book's id, the rest) of a law id written BOOK:ID (the rest may be a prefix, as
    `peel:desc/`, or empty); an error where there is no book to read."""
    book_id, colon, rest = law_id.partition(":")
    if not colon:
        raise InputError(f"{law_id!r} is not a law id: write BOOK:ID, e.g. peel:13")
    return book_id, rest


def display_path(path: Path) -> str:
    """A path as the user would write it: relative to the working folder where it is inside."""
    rel = os.path.relpath(path)
    return str(path) if rel.startswith("..") else rel


def read_book(path: Path, topics: dict | None,
              text: str | None = None) -> tuple[Book, list[InputError]]:
    from .build import build_book  # only where the cache does not hold the book built
    from .consistency import (check_conflicts, check_openers, check_pack, check_precedence,
                              check_ranking, check_references)

    shown = display_path(path)
    data = yamlio.loads(text, shown) if text is not None else yamlio.load(shown)
    book, errors = build_book(data, display_path(path), topics)
    if book.id != path.stem:
        errors.insert(0, InputError(f"book id {book.id!r} must match its file name {path.stem!r}",
                                    meta_mark(shown, "id", data)))
    errors += check_references(book, lambda i: i in book.laws, within_book_only=True)
    errors += check_conflicts(book)
    errors += check_precedence(book)
    errors += check_ranking(book)
    if not book.meta.get("extends"):  # a house book's, once joined to its base (link_base)
        errors += check_pack(book) + check_openers(book)
    return book, errors
