"""A cache of built rulebooks, so a ruling does not parse a large book's YAML every time.

Each entry is keyed by a BLAKE2 hash of the book's file, the topics file and this version of
the package: a changed file is simply a different key, so a stale entry is never read. The
entry holds plain data written with ``marshal``, which builds only core types (numbers,
strings, tuples, dicts, frozensets): a tampered cache file cannot construct objects. Only a
book that loaded with no error is cached. ``ADJUDICATOR_CACHE=off`` turns the cache off.
"""
from __future__ import annotations

import marshal
import os
from dataclasses import fields
from pathlib import Path

from . import __version__
from .errors import Mark
from .rulebook import Book, Law, Table, When

_FORMAT = 1


def cache_dir() -> Path | None:
    if os.environ.get("ADJUDICATOR_CACHE", "").lower() in ("off", "0", "no"):
        return None
    base = os.environ.get("XDG_CACHE_HOME") or os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "adjudicator"


def _blake2b():
    # hashlib loads OpenSSL (a few ms at every start); BLAKE2 is built into CPython.
    try:
        from _blake2 import blake2b
    except ImportError:  # another Python: the same function through hashlib
        from hashlib import blake2b
    return blake2b(digest_size=32)


def _code_stamp() -> str:
    """The modules that build a book: a change to any of them makes every key new."""
    here = Path(__file__).parent
    stamps = []
    for name in ("rulebook.py", "provisions.py", "cache.py", "yamlio.py"):
        try:
            st = (here / name).stat()
            stamps.append(f"{name}:{st.st_size}:{st.st_mtime_ns}")
        except OSError:
            stamps.append(name)
    return ";".join(stamps)


def key_of(*blobs: bytes) -> str:
    h = _blake2b()
    h.update(f"{__version__}/{_FORMAT}/{_code_stamp()}".encode())
    for b in blobs:
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)
    return h.hexdigest()


def _law_plain(law: Law) -> tuple:
    out = []
    for f in fields(Law):
        v = getattr(law, f.name)
        if f.name == "when":
            v = (v.agreed, v.not_agreed, v.betting, v.jack_pot, v.agreed_any)
        elif f.name == "mark":
            v = (v.file, v.line, v.col)
        elif f.name == "provides":
            v = tuple((k, _freeze(x)) for k, x in v)
        out.append(v)
    return tuple(out)


def _freeze(value):
    # Provision values are str, int, bool, list or dict: lists are kept as lists on rebuild.
    if isinstance(value, list):
        return ("__list__", tuple(value))
    if isinstance(value, dict):
        return ("__dict__", tuple(value.items()))
    return value


def _thaw(value):
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "__list__":
        return list(value[1])
    if isinstance(value, tuple) and len(value) == 2 and value[0] == "__dict__":
        return dict(value[1])
    return value


_LAW_FIELDS = tuple(f.name for f in fields(Law))


def _frozen(cls, **values):
    """A frozen record rebuilt from data this module wrote: its fields are set directly
    (a frozen dataclass's __init__ sets each through object.__setattr__, which is slow)."""
    obj = object.__new__(cls)
    obj.__dict__.update(values)
    return obj


def _law_from(plain: tuple) -> Law:
    kw = dict(zip(_LAW_FIELDS, plain))
    agreed, not_agreed, betting, jack_pot, agreed_any = kw["when"]
    kw["when"] = _frozen(When, agreed=agreed, not_agreed=not_agreed, betting=betting,
                         jack_pot=jack_pot, agreed_any=agreed_any)
    file, line, col = kw["mark"]
    kw["mark"] = _frozen(Mark, file=file, line=line, col=col)
    kw["provides"] = tuple((k, _thaw(v)) for k, v in kw["provides"])
    return _frozen(Law, **kw)


def dump(book: Book) -> bytes:
    tables = tuple((t.id, t.title, t.page, t.text, tuple((k, tuple(v.items()))
                                                         for k, v in t.rows.items()),
                    t.total, t.notes) for t in book.tables.values())
    meta = tuple((k, v) for k, v in book.meta.items()
                 if isinstance(v, (str, int, bool, type(None))) or
                 (isinstance(v, list) and all(isinstance(x, str) for x in v)) or
                 (isinstance(v, dict) and all(isinstance(x, str) for x in v.values())))
    return marshal.dumps((_FORMAT, book.id, book.title, book.author, book.year, book.source,
                          book.file, tuple((k, tuple(v) if isinstance(v, list) else
                                            dict(v) if isinstance(v, dict) else v)
                                           for k, v in meta),
                          tuple(_law_plain(law) for law in book.laws.values()), tables,
                          book.inherits))


def load(blob: bytes) -> Book | None:
    try:
        (fmt, bid, title, author, year, source, file, meta, laws, tables,
         inherits) = marshal.loads(blob)
    except (EOFError, ValueError, TypeError):
        return None
    if fmt != _FORMAT:
        return None
    book = Book(id=bid, title=title, author=author, year=year, source=source, file=file,
                meta={k: list(v) if isinstance(v, tuple) else v for k, v in meta},
                inherits=tuple(inherits))
    for plain in laws:
        law = _law_from(plain)
        book.laws[law.id] = law
    for tid, ttitle, page, text, rows, total, notes in tables:
        book.tables[tid] = Table(tid, ttitle, page, text, {k: dict(v) for k, v in rows}, total,
                                 tuple(notes))
    return book


def _read(name: str) -> bytes | None:
    d = cache_dir()
    if d is None:
        return None
    try:
        return (d / name).read_bytes()
    except OSError:
        return None


def _write(name: str, blob: bytes) -> None:
    """Write atomically; a cache that cannot be written is simply not used."""
    d = cache_dir()
    if d is None:
        return
    import tempfile

    try:
        d.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-")
        with os.fdopen(fd, "wb") as f:
            f.write(blob)
        os.replace(tmp, d / name)
    except OSError:
        pass


def get(key: str) -> Book | None:
    blob = _read(f"{key}.book")
    return None if blob is None else load(blob)


def put(key: str, book: Book) -> None:
    _write(f"{key}.book", dump(book))


def get_topics(key: str) -> dict[str, str] | None:
    blob = _read(f"{key}.topics")
    try:
        topics = marshal.loads(blob) if blob else None
    except (EOFError, ValueError, TypeError):
        return None
    return topics if isinstance(topics, dict) else None


def put_topics(key: str, topics: dict[str, str]) -> None:
    _write(f"{key}.topics", marshal.dumps(topics))
