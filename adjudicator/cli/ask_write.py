"""--ask's write: the answers go into the case file only where it is still the file that was
read when the questions were put.

The case is read once a round, with what it is (``Seen``: its device and inode, size,
modification time, permissions, links and a digest of its bytes); the answers are written
beside it and renamed over it (cli/owned.py) only where, at that last moment, the file is
still all of that. A file made read-only, given a second name, or replaced by another while
the questions waited is refused, and the answers are kept in a side file named in the line
that says so (``NAME.answers``, never over a file that is there). Before the first question
the case must be one it can rewrite: the file itself (no link), writable, with no other name,
in a folder where a file can be made (not a read-only file system).
"""
from __future__ import annotations

import hashlib
import os
import re
import stat
from dataclasses import dataclass

from ..errors import AdjudicatorError, InputError, Mark

_PLAIN = re.compile(r"^[A-Za-z][A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]+)*$")


def _scalar(text: str) -> str:
    """TEXT as YAML reads it back, the same string: plain where it is a plain word (a point's
    id, `hand.A`), else double-quoted (a player named `A #1`, `x: y` or `[B]`)."""
    import json

    return text if _PLAIN.match(text) else json.dumps(text, ensure_ascii=False)


def fact_line(point: str, reading: str, indent: str = "  ") -> str:
    return f"{indent}- {{point: {_scalar(point)}, reading: {_scalar(reading)}}}"


SIDE_FILES = 99  # NAME.answers, NAME.answers-2, ...: where all are taken, the line holds them


@dataclass(frozen=True)
class Seen:
    """The case file as read: what it is, and its text."""

    identity: tuple  # device, inode, size, modification time (ns), mode, links
    digest: str
    text: str
    owner: tuple  # user and group, kept by a rewrite


def _identity(st) -> tuple:
    return (st.st_dev, st.st_ino, st.st_size, st.st_mtime_ns, st.st_mode, st.st_nlink)


def read_seen(path: str) -> Seen:
    """Read the case at PATH as the loader reads it (a regular file, bounded, UTF-8), with
    what it is at the moment it is read (its bytes and its status from one descriptor)."""
    from ..story.case import MAX_CASE_BYTES
    from ..story.files import regular
    from ..story.yamlio import read_text

    regular(path)  # a FIFO would block a read, /dev/zero never end it: refused by name
    read_text(path, MAX_CASE_BYTES, "a case file")  # its limits and errors, as ever said
    try:  # the file itself (a link is refused before), without blocking on a FIFO put there
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0)
                     | getattr(os, "O_NONBLOCK", 0))
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror or exc}", Mark(path)) from None
    try:
        st = os.fstat(fd)
        chunks = [os.read(fd, MAX_CASE_BYTES + 1)]
        while chunks[-1] and sum(map(len, chunks)) <= MAX_CASE_BYTES:
            chunks.append(os.read(fd, MAX_CASE_BYTES + 1))
    finally:
        os.close(fd)
    data = b"".join(chunks)
    try:
        text = data.decode("utf-8")
    except UnicodeDecodeError:  # changed since it was read a moment ago
        raise InputError("not UTF-8 text", Mark(path, 1, 1)) from None
    return Seen(_identity(st), hashlib.sha256(data).hexdigest(), text, (st.st_uid, st.st_gid))


def still_as_seen(path: str, seen: Seen):
    """STILL for owned.put: refuses, at the write, a case that is no longer what was read."""

    def still(st) -> None:
        if st is None or stat.S_ISLNK(st.st_mode):
            why = "it is gone" if st is None else "it is a link now"
        elif _identity(st) != seen.identity:
            was, now = seen.identity, _identity(st)
            why = ("it is another file now" if now[:2] != was[:2] else
                   "its permissions changed" if now[4] != was[4] else
                   "it has another name now (a hard link)" if now[5] != was[5] else
                   "it was changed")
        elif _digest(path) != seen.digest:
            why = "it was changed"
        else:
            return
        raise InputError(f"the case file is not the one the questions were put from ({why} "
                         "while they waited): the answers are not written into it",
                         Mark(path))

    return still


def _digest(path: str) -> str:
    with open(path, "rb") as f:
        return hashlib.sha256(f.read()).hexdigest()


def refuse_unwritable(path: str) -> None:
    """Refuse, before the first question, a case --ask could not rewrite: a link, a file
    made read-only, one with other names (hard links), one in a folder where no file can be
    made (a read-only file system, a folder not writable); and remove what a killed --ask
    left beside it."""
    from .owned import clear_left_behind

    st = os.lstat(path)
    if stat.S_ISLNK(st.st_mode):
        raise InputError(f"is a symbolic link (to {os.readlink(path)}): --ask writes its "
                         "answers only into the case file itself, never through a link: "
                         "name the file it points at", Mark(path))
    if not st.st_mode & 0o200:
        raise InputError("the case file is read-only, and --ask writes its answers into it: "
                         "make it writable, or answer under `facts:` yourself", Mark(path))
    if st.st_nlink > 1:
        raise InputError(f"the case file has {st.st_nlink - 1} other hard link"
                         f"{'' if st.st_nlink == 2 else 's'}, which --ask's rewrite would part "
                         "from it: copy it, or answer under `facts:` yourself", Mark(path))
    folder, name = os.path.split(path)
    clear_left_behind(folder or ".", name)
    try:  # what the write will do: a file made beside the case
        import tempfile

        fd, probe = tempfile.mkstemp(prefix=f".{name}.~adjudicator-{os.getpid()}-",
                                     dir=folder or ".")
        os.close(fd)
        os.unlink(probe)
    except OSError as exc:
        raise InputError(f"no file can be made beside the case ({exc.strerror or exc}), and "
                         "--ask writes its answers by a file made beside it: answer under "
                         "`facts:` yourself", Mark(path)) from None


def keep_aside(path: str, answers: list[tuple[str, str]], why: str) -> str:
    """Write ANSWERS, under a `facts:` to paste, into a new side file beside PATH; the name
    of the file, or the answers themselves where no side file could be written."""
    from .owned import claim, write_owned

    text = (f"# adjudicator rule --ask: answers not written into {os.path.basename(path)} "
            f"({why}); add them under its `facts:`\nfacts:\n"
            + "".join(fact_line(p, r) + "\n" for p, r in answers))
    for n in range(1, SIDE_FILES + 1):
        side = f"{path}.answers" + (f"-{n}" if n > 1 else "")
        try:
            write_owned(claim(side, "the answers"), text)
            return side
        except InputError as exc:
            if "exists already" in exc.message:
                continue
            break
        except AdjudicatorError:
            break
    return "this line: " + "; ".join(f"{p} = {r}" for p, r in answers)
