"""A cache of built rulebooks, so a ruling does not parse a large book's YAML every time.

A cache that cannot hurt:
- an entry's key is a BLAKE2 hash of the book's bytes, its absolute path, the topics, this
  version of the package and the content of the modules that build a book: a changed file
  or module is simply a different key, so a stale entry is never read, and the same book is
  one entry whichever folder the command runs from;
- an entry is plain data written with ``marshal``, which builds only core types (numbers,
  strings, tuples, dicts): a tampered cache file cannot construct objects. It carries a
  BLAKE2 digest of itself; an entry that is unreadable, truncated or wrongly shaped (any
  part not as ``build`` makes it: entry_shape.py, whatever its digest says) is rebuilt,
  never trusted;
- only regular files are opened there, without blocking and without following links: a
  FIFO or a link to /dev/zero put in its place is rebuilt over, not read forever;
- a write goes to a temporary file renamed into place, removed if anything fails;
- the folder is bounded (``MAX_ENTRIES``, ``MAX_BYTES``): the oldest entries are evicted,
  and only entries: a regular file named as this module names them (a key's 64 hex digits
  and ``.book`` or ``.topics``) and sealed by it. Whatever else the folder holds (the user's
  own files, whatever they are called) is never counted, opened for writing or removed;
- a folder that cannot be written is reported once on stderr and replaced by a temporary
  folder of this user's own.

The folder is ``ADJUDICATOR_CACHE_DIR``, else ``$XDG_CACHE_HOME/adjudicator`` (by default
``~/.cache/adjudicator``); a relative ``XDG_CACHE_HOME`` is ignored, as its specification
says, and a relative ``ADJUDICATOR_CACHE_DIR`` is taken from the working folder. Only a book
that loaded with no error is cached.
``ADJUDICATOR_CACHE=off`` turns the cache off.
"""
from __future__ import annotations

import marshal
import os
import re
import stat
import sys
from dataclasses import fields
from pathlib import Path

from ..errors import Mark
from . import entry_shape as shape
from .rulebook import Book, Law, Mend, PrintedTable, When

_FORMAT = 2
MAX_ENTRIES = 64             # five books, their topics and a few house books, many times over
MAX_BYTES = 32 * 1024 * 1024
_MAX_ENTRY = 8 * 1024 * 1024  # no built book comes near this; a larger file is not ours
_DIGEST = 32
# The modules whose code shapes a built book: a change to any of them makes every key new.
_BUILDERS = ("law/rulebook.py", "law/build.py", "story/terms.py", "law/provisions.py",
             "law/cache.py", "law/entry_shape.py", "story/yamlio.py", "errors.py", "law/library.py", "__init__.py")

_ENTRY_NAME = re.compile(r"[0-9a-f]{%d}\.(book|topics)" % (2 * _DIGEST))
_replaced: dict = {}  # a folder found unwritable in this process -> the one used instead


def cache_dir() -> Path | None:
    """The folder in use: the configured one, or the temporary one that replaced it."""
    d = _configured()
    if d is not None and d not in _replaced:
        untrusted = _not_private(d)
        if untrusted:  # another may have written its entries: rule without the cache
            sys.stderr.write(f"adjudicator: the cache folder {_shown(d)} is not trusted "
                             f"({untrusted}); books are not cached this run\n")
            _replaced[d] = None
            return None
        problem = _unwritable(d)
        _replaced[d] = _replacement(d, problem) if problem else d
    return _replaced.get(d, d)


def _not_private(d: Path) -> str | None:
    """Why a cache folder that exists may hold others' entries, or None: the same test the
    temporary folder gets, the folder this user's own, and no one else may write in it."""
    try:
        st = os.stat(d)
    except OSError:
        return None  # missing (made private when first written) or unreadable: as before
    if not stat.S_ISDIR(st.st_mode) or not hasattr(os, "getuid"):
        return None
    if st.st_uid != os.getuid():
        return "not owned by this user"
    if st.st_mode & 0o022:
        return "others may write in it"
    return None


def _shown(path) -> str:
    """A path as it may be printed: every unprintable character escaped (no escape code, no
    line break, no undecodable byte reaches the terminal raw)."""
    return "".join(c if c.isprintable() else
                   (f"\\x{ord(c):02x}" if ord(c) < 0x100 else f"\\u{ord(c):04x}")
                   for c in str(path))


def _unwritable(d: Path) -> str | None:
    """Why the folder cannot hold the cache, or None. A missing folder is made when first
    written, if the nearest folder above it that exists can be written."""
    for folder in (d, *d.parents):
        try:
            st = os.stat(folder)
        except FileNotFoundError:
            continue
        except OSError as exc:
            return exc.strerror or str(exc)
        if not stat.S_ISDIR(st.st_mode):
            return "Not a directory"
        return None if os.access(folder, os.W_OK | os.X_OK) else "not writable"
    return None


def _configured() -> Path | None:
    if os.environ.get("ADJUDICATOR_CACHE", "").lower() in ("off", "0", "no"):
        return None
    if os.environ.get("ADJUDICATOR_CACHE_DIR"):
        return Path(os.path.abspath(os.environ["ADJUDICATOR_CACHE_DIR"]))
    base = os.environ.get("XDG_CACHE_HOME", "")
    if not os.path.isabs(base):  # unset, empty or relative: the default, as XDG says
        base = os.path.join(os.path.expanduser("~"), ".cache")
    return Path(base) / "adjudicator"


def _blake2b():
    # hashlib loads OpenSSL (a few ms at every start); BLAKE2 is built into CPython.
    try:
        from _blake2 import blake2b
    except ImportError:  # another Python: the same function through hashlib
        from hashlib import blake2b
    return blake2b(digest_size=_DIGEST)


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
    h = _blake2b()
    h.update(_code_stamp())
    for b in blobs:
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)
    return h.hexdigest()


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


_LAW_FIELDS = tuple(f.name for f in fields(Law))
_LAW_KEYS = frozenset(_LAW_FIELDS)
_WHEN_FIELDS = When.FIELDS
_MEND_FIELDS = tuple(f.name for f in fields(Mend))
_new = object.__new__
_set = object.__setattr__


def _frozen(cls, **values):
    """A frozen record rebuilt from data this module wrote: its fields are set directly
    (a frozen dataclass's __init__ sets each through object.__setattr__, which is slow)."""
    obj = _new(cls)
    obj.__dict__.update(values)
    return obj


def _law_from(plain: dict, file: str, book_id: str) -> Law:
    # The entry's own dict of fields becomes the law's: nothing is copied field by field.
    if not isinstance(plain, dict) or plain.keys() != _LAW_KEYS:
        raise ValueError("not a law's fields")
    shape.check_law(plain, book_id)
    if len(plain["when"]) != len(_WHEN_FIELDS):
        raise ValueError("not a when's fields")
    plain["when"] = When(*plain["when"])
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
                 (isinstance(v, dict) and all(isinstance(x, str) for x in v.values())))
    return marshal.dumps((_FORMAT, book.id, book.title, book.author, book.year, book.source,
                          tuple((k, tuple(v) if isinstance(v, list) else
                                 dict(v) if isinstance(v, dict) else v) for k, v in meta),
                          tuple(_law_plain(law) for law in book.laws.values()), tables,
                          book.inherits))


def load(blob: bytes, file: str) -> Book | None:
    """The book an entry holds, its file named ``file``; None for anything not so shaped."""
    try:
        (fmt, bid, title, author, year, source, meta, laws, tables,
         inherits) = marshal.loads(blob)
        if fmt != _FORMAT:
            return None
        shape.check_book(bid, title, author, year, source, meta, inherits)
        book = Book(id=bid, title=title, author=author, year=year, source=source, file=file,
                    meta={k: list(v) if isinstance(v, tuple) else v for k, v in meta},
                    inherits=tuple(inherits))
        for plain in laws:
            law = _law_from(plain, file, bid)
            book.laws[law.id] = law
        for tid, ttitle, page, text, rows, total, notes in tables:
            shape.check_table(tid, ttitle, page, text, rows, total, notes)
            book.tables[tid] = PrintedTable(tid, ttitle, page, text, {k: dict(v) for k, v in rows},
                                     total, tuple(notes))
    except Exception:  # noqa: BLE001 -- an entry is never trusted: whatever it holds, rebuild
        return None
    return book


def _sealed(blob: bytes) -> bytes:
    h = _blake2b()
    h.update(blob)
    return h.digest() + blob


def _unsealed(data: bytes) -> bytes | None:
    """The entry's data if its digest holds (not truncated, not altered), else None."""
    h = _blake2b()
    h.update(data[_DIGEST:])
    return data[_DIGEST:] if len(data) > _DIGEST and h.digest() == data[:_DIGEST] else None


def _read(name: str) -> bytes | None:
    """An entry's data, or None: missing, not a regular file, too large, or not intact."""
    d = cache_dir()
    return None if d is None else _read_in(d / name)


def _read_in(path: Path) -> bytes | None:
    try:
        # O_NONBLOCK: a FIFO put in the entry's place opens at once instead of waiting for a
        # writer; O_NOFOLLOW: a link (to /dev/zero, say) is not followed. Then only a regular
        # file is read, and never more than an entry can hold.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0)
                     | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_BINARY", 0))
    except OSError:
        return None
    try:
        st = os.fstat(fd)
        if not stat.S_ISREG(st.st_mode) or st.st_size > _MAX_ENTRY:
            return None
        data = os.read(fd, st.st_size + 1)
    except OSError:
        return None
    finally:
        os.close(fd)
    return _unsealed(data)


def _write(name: str, blob: bytes) -> None:
    """Write atomically; a folder that cannot be written is replaced by a temporary one."""
    d = cache_dir()
    if d is None:
        return
    import tempfile

    try:
        d.mkdir(parents=True, exist_ok=True, mode=0o700)
        fd, tmp = tempfile.mkstemp(dir=d, prefix=".tmp-")
    except OSError as exc:
        configured = _configured()
        _replaced[configured] = None if d != configured else _replacement(
            d, exc.strerror or str(exc))
        return _write(name, blob)
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(_sealed(blob))
        os.replace(tmp, d / name)  # over whatever was there: a FIFO, a link, a bad entry
    except OSError:
        try:
            os.unlink(tmp)
        except OSError:
            pass
        return
    _evict(d)


def _replacement(d: Path, problem: str) -> Path | None:
    """Say once that the cache folder cannot be written; use a folder of our own instead."""
    import tempfile

    fallback = Path(tempfile.gettempdir()) / f"adjudicator-cache-{_user()}"
    try:
        fallback.mkdir(mode=0o700, exist_ok=True)
        st = os.lstat(fallback)
        # In a shared temporary folder, use only a real folder of our own, closed to others.
        if not stat.S_ISDIR(st.st_mode) or (hasattr(os, "getuid") and (
                st.st_uid != os.getuid() or st.st_mode & 0o077)):
            raise PermissionError(f"{fallback} is not a private folder of this user")
    except OSError:
        fallback = None
    where = f"using {fallback} instead" if fallback else "books are not cached this run"
    sys.stderr.write(f"adjudicator: cannot write the cache folder {_shown(d)} "
                     f"({_shown(problem)}); {_shown(where)}\n")
    return fallback


def _user() -> str:
    return str(os.getuid()) if hasattr(os, "getuid") else os.environ.get("USERNAME", "user")


def _evict(d: Path) -> None:
    """Keep the entries within MAX_ENTRIES and MAX_BYTES, evicting the oldest first. Only this
    module's entries are counted or removed: named by it and sealed by it; nothing else in
    the folder is touched, whatever it is called."""
    entries = []
    try:
        with os.scandir(d) as it:
            for e in it:
                if not _ENTRY_NAME.fullmatch(e.name):
                    continue
                try:
                    st = e.stat(follow_symlinks=False)
                except OSError:
                    continue
                if stat.S_ISREG(st.st_mode):
                    entries.append((st.st_mtime_ns, st.st_size, e.path))
    except OSError:
        return
    entries.sort()
    total = sum(size for _, size, _ in entries)
    while entries and (len(entries) > MAX_ENTRIES or total > MAX_BYTES):
        _, size, path = entries.pop(0)
        total -= size
        if _read_in(Path(path)) is None:  # named as ours but not sealed by us: not ours
            continue
        try:
            os.unlink(path)
        except OSError:
            pass


def get(key: str, file: str) -> Book | None:
    blob = _read(f"{key}.book")
    return None if blob is None else load(blob, file)


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
