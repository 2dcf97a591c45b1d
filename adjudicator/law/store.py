"""The cache's folder: sealed entries, each written once and never trusted when read back.

What is kept (a built book, the topics, the provisions catalogue) is the business of the
modules that keep it (cache.py, provisions.py); this module only keeps entries safely:
- an entry is plain data its keeper writes with ``marshal``, which builds only core types
  (numbers, strings, tuples, dicts): a tampered file cannot construct objects. It carries a
  BLAKE2 digest of itself; an entry that is unreadable or truncated is None here, and its
  keeper checks the shape of what it reads;
- only regular files are opened, without blocking and without following links: a FIFO or a
  link to /dev/zero put in an entry's place is rebuilt over, not read forever;
- a write goes to a temporary file renamed into place, removed if anything fails; it never
  replaces a file it did not seal (the user's own, named like an entry: the entry is not kept);
- the folder is bounded (``MAX_ENTRIES``, ``MAX_BYTES``): the oldest entries are evicted,
  and only entries: a regular file named as this module names them (a key's 64 hex digits
  and ``.book``, ``.topics`` or ``.provisions``) and sealed by it. Whatever else the folder
  holds (the user's own files, whatever they are called) is never counted, opened for
  writing or removed;
- a folder that cannot be written is reported once (an ``AdjudicatorWarning``, through
  ``warnings``: the core never prints; the command line shows it as one line on stderr)
  and replaced by a temporary folder of this user's own.

The folder is ``ADJUDICATOR_CACHE_DIR``, else ``$XDG_CACHE_HOME/adjudicator`` (by default
``~/.cache/adjudicator``); a relative ``XDG_CACHE_HOME`` is ignored, as its specification
says, and a relative ``ADJUDICATOR_CACHE_DIR`` is taken from the working folder.
``ADJUDICATOR_CACHE=off`` turns the cache off.
"""
from __future__ import annotations

import marshal
import os
import re
import stat
import warnings
from pathlib import Path

from ..errors import AdjudicatorWarning

MAX_ENTRIES = 64             # five books, their topics and a few house books, many times over
MAX_BYTES = 32 * 1024 * 1024
_MAX_ENTRY = 8 * 1024 * 1024  # no built book comes near this; a larger file is not ours
_DIGEST = 32
# an entry's name, compiled where the folder is trimmed (re's own cache), not at every start
_ENTRY_NAME = r"[0-9a-f]{%d}\.(book|topics|provisions|checked)" % (2 * _DIGEST)
_replaced: dict = {}  # a folder found unwritable in this process -> the one used instead


def cache_dir() -> Path | None:
    """The folder in use: the configured one, or the temporary one that replaced it."""
    d = _configured()
    if d is not None and d not in _replaced:
        untrusted = _not_private(d)
        if untrusted:  # another may have written its entries: rule without the cache
            _warn(f"the cache folder {_shown(d)} is not trusted ({untrusted}); books are not "
                  "cached this run")
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
    return "".join(c if c.isprintable() else f"\\x{ord(c):02x}" if ord(c) < 0x100 else
                   f"\\u{ord(c):04x}" if ord(c) < 0x10000 else f"\\U{ord(c):08x}"
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
    sealed = _read_sealed(path)
    return None if sealed is None else sealed[1]


def _read_sealed(path: Path, own: bool = False) -> tuple[bytes, bytes] | None:
    """(digest, data) of an intact entry, or None. OWN: only a file of this user's that no
    one else may write (another user who can write the folder cannot make one)."""
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
        if own and (not hasattr(os, "getuid") or st.st_uid != os.getuid()
                    or st.st_mode & 0o022):
            return None
        data = os.read(fd, st.st_size + 1)
    except OSError:
        return None
    finally:
        os.close(fd)
    blob = _unsealed(data)
    return None if blob is None else (data[:_DIGEST], blob)


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
        if os.path.lexists(d / name) and _read_sealed(d / name) is None:
            # a file named as an entry but not sealed by us (a user's own, a FIFO, a link):
            # never replaced; this entry is not kept, and is built again when next asked
            raise OSError("not ours")
        os.replace(tmp, d / name)  # over an entry of our own (one its keeper rebuilt)
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
    _warn(f"cannot write the cache folder {_shown(d)} ({_shown(problem)}); {_shown(where)}")
    return fallback


def _warn(message: str) -> None:
    """Tell the user, once, without stopping: through ``warnings``, which a program using the
    package filters or logs as it likes (the command line prints it as one line)."""
    warnings.warn(message, AdjudicatorWarning, stacklevel=4)


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
                if not re.fullmatch(_ENTRY_NAME, e.name):
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


def digest(*blobs: bytes) -> str:
    """An entry's key: the BLAKE2 hash of these parts, each with its length."""
    h = _blake2b()
    for b in blobs:
        h.update(len(b).to_bytes(8, "little"))
        h.update(b)
    return h.hexdigest()


def get_plain(name: str):
    """The plain data of an entry, or None: missing, not intact, or not marshal's."""
    blob = _read(name)
    try:
        return marshal.loads(blob) if blob else None
    except (EOFError, ValueError, TypeError):
        return None


def put_plain(name: str, plain) -> None:
    _write(name, marshal.dumps(plain))
