"""A cache of built rulebooks, so a ruling does not parse a large book's YAML every time.

A cache that cannot hurt (the folder and its sealed entries are store.py's):
- an entry's key is a BLAKE2 hash of the book's bytes, its absolute path, the topics, this
  version of the package and the content of the modules that build a book: a changed file
  or module is simply a different key, so a stale entry is never read, and the same book is
  one entry whichever folder the command runs from;
- an entry is plain data written with ``marshal``; an entry that is unreadable, truncated
  or wrongly shaped (any part not as ``build`` makes it: entry_shape.py, whatever its digest
  says) is rebuilt, never trusted. The shape is checked once per entry, not at every read:
  the digests of the entries found well shaped are kept in a record of their own
  (``.checked``), which is believed only if it is a regular file of this user's, closed to
  others' writing, and sealed; an entry whose digest it does not hold (a new one, or one
  altered since) is checked again.

Only a book that loaded with no error is cached.
"""
from __future__ import annotations

import marshal
import os
from pathlib import Path

from ..errors import Mark
from .circumstances import When
from .rulebook import Book, Law, Mend, PrintedTable
# The folder's own names, which the tests of the cache reach through this module.
from .store import (MAX_BYTES, MAX_ENTRIES, _DIGEST, _blake2b, _read, _read_sealed,  # noqa: F401
                    _sealed, _write, cache_dir, digest, get_plain, put_plain)

_FORMAT = 2
# The modules whose code shapes a built book: a change to any of them makes every key new.
_BUILDERS = ("law/rulebook.py", "law/circumstances.py", "law/build.py", "story/terms.py",
             "law/provisions.py", "law/provisions.yaml", "law/cache.py", "law/entry_shape.py",
             "law/omissions.py", "law/build_parts.py", "law/precedence.py",
             "story/yamlio.py", "errors.py", "law/library.py", "law/consistency.py",
             "__init__.py")
_stamp: bytes | None = None


def _code_stamp() -> bytes:
    """The content of the modules that build a book, hashed once a process."""
    global _stamp
    if _stamp is None:
        here = Path(__file__).parent.parent  # the package
        h = _blake2b()
        h.update(f"{_FORMAT}".encode())  # the version is in __init__.py, stamped below
        for name in _BUILDERS:
            try:
                h.update((here / name).read_bytes())
            except OSError:
                h.update(name.encode())
        _stamp = h.digest()
    return _stamp


def key_of(*blobs: bytes) -> str:
    return digest(_code_stamp(), *blobs)


def book_key(path: Path, raw: bytes, topics: dict) -> str:
    """The key of a book: its bytes, where it is (absolute), and the topics it is read with."""
    return key_of(raw, os.path.abspath(path).encode(), repr(sorted(topics.items())).encode())


def _law_plain(law: Law) -> dict:
    out = {}
    for name in _LAW_FIELDS:
        v = getattr(law, name)
        if name == "when":
            v = tuple(getattr(v, f) for f in _WHEN_FIELDS)
        elif name == "mark":  # the file is the book's, named afresh where it is read
            v = (v.line, v.col)
        elif name == "provides":
            v = tuple((k, _plain(x)) for k, x in v)
        elif name == "mends":
            v = tuple(tuple(getattr(m, f) for f in _MEND_FIELDS) for m in v)
        out[name] = v
    return out


def _plain(value):
    # Provision values are str, int, bool, list or dict (marshal takes no subclass of them).
    if isinstance(value, list):
        return [_plain(x) for x in value]
    if isinstance(value, dict):
        return {k: _plain(x) for k, x in value.items()}
    return value


_LAW_FIELDS = Law.FIELDS
_LAW_KEYS = frozenset(_LAW_FIELDS)
_WHEN_FIELDS = When.FIELDS
_MEND_FIELDS = Mend.FIELDS
_new = object.__new__
_set = object.__setattr__
_WHENS: dict = {}  # a when's fields, as the cache keeps them -> the When (frozen, shared)


def _frozen(cls, **values):
    """A frozen record rebuilt from data this module wrote: its fields are set directly
    (a frozen dataclass's __init__ sets each through object.__setattr__, which is slow)."""
    obj = _new(cls)
    obj.__dict__.update(values)
    return obj


def _law_from(plain: dict, file: str, book_id: str, checked: bool = False) -> Law:
    # The entry's own dict of fields becomes the law's: nothing is copied field by field.
    if not isinstance(plain, dict) or plain.keys() != _LAW_KEYS:
        raise ValueError("not a law's fields")
    if not checked:  # an entry found well shaped before is not weighed again, nor loaded
        from . import entry_shape as shape

        shape.check_law(plain, book_id)
    if len(plain["when"]) != len(_WHEN_FIELDS):
        raise ValueError("not a when's fields")
    when = plain["when"]
    try:  # most laws govern always, or in the same few circumstances: one When for each
        plain["when"] = _WHENS.get(when) or _WHENS.setdefault(when, When(*when))
    except TypeError:  # a field that does not hash: made as written, for the book's checks
        plain["when"] = When(*when)
    plain["mends"] = tuple(_frozen(Mend, **dict(zip(_MEND_FIELDS, m, strict=True)))
                           for m in plain["mends"])
    line, col = plain["mark"]
    plain["mark"] = Mark(file, line, col)
    law = _new(Law)
    _set(law, "__dict__", plain)
    return law


def dump(book: Book) -> bytes:
    tables = tuple((t.id, t.title, t.page, t.text, tuple((k, tuple(v.items()))
                                                         for k, v in t.rows.items()),
                    t.total, t.notes) for t in book.tables.values())
    meta = tuple((k, v) for k, v in book.meta.items()
                 if isinstance(v, (str, int, bool, type(None))) or
                 (isinstance(v, list) and all(isinstance(x, str) for x in v)) or
                 (isinstance(v, dict) and all(isinstance(x, str) or (
                     isinstance(x, list) and all(isinstance(y, str) for y in x))
                     for x in v.values())))
    return marshal.dumps((_FORMAT, book.id, book.title, book.author, book.year, book.source,
                          tuple((k, tuple(v) if isinstance(v, list) else
                                 dict(v) if isinstance(v, dict) else v) for k, v in meta),
                          tuple(_law_plain(law) for law in book.laws.values()), tables,
                          book.inherits))


def load(blob: bytes, file: str, checked: bool = False) -> Book | None:
    """The book an entry holds, its file named ``file``; None for anything not so shaped.
    CHECKED: this very entry (its digest) was found well shaped before, by this user."""
    try:
        (fmt, bid, title, author, year, source, meta, laws, tables,
         inherits) = marshal.loads(blob)
        if fmt != _FORMAT:
            return None
        if not checked:
            from . import entry_shape as shape

            shape.check_book(bid, title, author, year, source, meta, inherits)
        book = Book(id=bid, title=title, author=author, year=year, source=source, file=file,
                    meta={k: list(v) if isinstance(v, tuple) else v for k, v in meta},
                    inherits=tuple(inherits))
        for plain in laws:
            law = _law_from(plain, file, bid, checked)
            book.laws[law.id] = law
        for tid, ttitle, page, text, rows, total, notes in tables:
            if not checked:
                from . import entry_shape as shape

                shape.check_table(tid, ttitle, page, text, rows, total, notes)
            book.tables[tid] = PrintedTable(tid, ttitle, page, text, {k: dict(v) for k, v in rows},
                                     total, tuple(notes))
    except Exception:  # noqa: BLE001 -- an entry is never trusted: whatever it holds, rebuild
        return None
    return book


def get(key: str, file: str) -> Book | None:
    d = cache_dir()
    sealed = None if d is None else _read_sealed(d / f"{key}.book")
    if sealed is None:
        return None
    digest, blob = sealed
    known = _checked(d)
    book = load(blob, file, checked=digest in known)
    if book is not None and digest not in known:
        _write(_checked_name(), b"".join([digest, *list(known)[:_MAX_CHECKED - 1]]))
    return book


_MAX_CHECKED = 256  # digests the record keeps: far more entries than the folder holds


def _checked_name() -> str:
    # named by the code's stamp, as a key is: a change to the checks makes a new record
    return f"{key_of(b'checked')}.checked"


def _checked(d: Path) -> frozenset[bytes]:
    """The digests of the entries found well shaped, from a record of this user's own."""
    sealed = _read_sealed(d / _checked_name(), own=True)
    blob = b"" if sealed is None else sealed[1]
    return frozenset(blob[i:i + _DIGEST] for i in range(0, len(blob) - _DIGEST + 1, _DIGEST))


def put(key: str, book: Book) -> None:
    _write(f"{key}.book", dump(book))


def get_topics(key: str) -> dict[str, str] | None:
    blob = _read(f"{key}.topics")
    try:
        topics = marshal.loads(blob) if blob else None
    except (EOFError, ValueError, TypeError):
        return None
    if not isinstance(topics, dict) or not all(isinstance(k, str) and isinstance(v, str)
                                               for k, v in topics.items()):
        return None
    return topics


def put_topics(key: str, topics: dict[str, str]) -> None:
    _write(f"{key}.topics", marshal.dumps(topics))

