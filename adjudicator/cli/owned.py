"""The files the tool writes: only those it owns, and atomically.

Every file the tool writes (a picture with --svg, a case with `new`, the answers of --ask,
and any page or picture a command draws) goes through here. A target is *claimed* before
anything is ruled or written (``claim``): refused, with one line and status 2, where it is a
link (dangling or not: a link would have the tool write where it points), anything but a
regular file, one of the command's inputs, inside the tool's own data, or a file the tool
did not write (known by the MARK it writes into its own, never by a file's first bytes). Then
it is written (``write_owned``): beside the target in the same folder, in full, and renamed
over it only when complete, after checking that the target is still what was claimed; a new
file is linked into place, never over one made meanwhile. Where writing fails (a full disk)
the target is as it was and the file beside it removed (status 1, ``OutputFailed``). A
process killed while writing leaves its file beside the target; the next write there
removes it, where its name says it is the tool's, the process that made it is gone, and the
file is still the one the tool made: its name bears the file's own inode, which a copy, or a
file of the user's given a name like it, does not have.
"""
from __future__ import annotations

import os
import re
import stat
import tempfile
from dataclasses import dataclass
from typing import Callable

from ..errors import InputError, Mark, OutputFailed

MARK_WITHIN = 4096  # a file is the tool's where its mark stands in its first bytes
_BESIDE = ".~adjudicator-"  # a file written beside its target: .NAME.~adjudicator-PID-INODE-X
_KINDS = ((stat.S_ISDIR, "a directory"), (stat.S_ISFIFO, "a FIFO (named pipe)"),
          (stat.S_ISCHR, "a character device"), (stat.S_ISBLK, "a block device"),
          (stat.S_ISSOCK, "a socket"))


@dataclass(frozen=True)
class Target:
    """A file claimed for writing: its path, what it is in words ("the picture"), the mark
    its contents bear (None: a new file only, never one that is there), the paths it must
    never be and the folders it must never be in, and the file found there when claimed
    (its device and inode, or None)."""

    path: str
    what: str
    mark: bytes | None
    inputs: tuple = ()
    within: tuple = ()
    found: tuple | None = None


def claim(path: str, what: str, mark: bytes | None = None, inputs=(), within=()) -> Target:
    """The target PATH, refused (InputError, at FILE:1:1) where the tool may not write it."""
    if not path:
        raise InputError(f"the file name is empty: name the file to write {what} into")
    _refuse_within(path, within, what)
    try:
        st = os.lstat(path)
    except FileNotFoundError:
        if not os.path.isdir(os.path.dirname(path) or "."):
            raise InputError(f"cannot write {what}: No such file or directory",
                             Mark(path)) from None
        return Target(path, what, mark, tuple(inputs), tuple(within))
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot write {what} here: {getattr(exc, 'strerror', None) or exc}",
                         Mark(path)) from None
    if stat.S_ISLNK(st.st_mode):
        raise InputError(f"is a symbolic link (to {_link_of(path)}): {what} is never written "
                         "through a link, which would write where it points; name the file "
                         "itself", Mark(path))
    refuse_kind(st, path, what)
    for p in inputs:
        if _same(p, st):
            raise InputError(f"is an input of this command ({p}): {what} would replace it; "
                             "name another file", Mark(path))
    if mark is None:
        raise InputError("the file exists already: name a new file", Mark(path))
    if not _bears(path, st, mark):
        raise InputError(f"was not written by adjudicator (it bears no mark of the tool's): "
                         f"{what} would replace it; name a new file, or remove this one",
                         Mark(path))
    return Target(path, what, mark, tuple(inputs), tuple(within), (st.st_dev, st.st_ino))


def write_owned(target: Target, data: str | bytes) -> None:
    """Write DATA (text as UTF-8) into the TARGET claimed, as the module says."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    if target.mark is not None and target.mark not in payload[:MARK_WITHIN]:
        raise ValueError(f"{target.what} must bear its mark in its first bytes")
    now = claim(target.path, target.what, target.mark, target.inputs, target.within)
    if now.found != target.found:
        raise InputError(f"was changed while {target.what} was made (another file is there "
                         "now): nothing is written; run the command again", Mark(target.path))

    def still(st) -> None:  # the last look, just before the rename
        if (st and (st.st_dev, st.st_ino)) != (now.found or None):
            raise InputError(f"was changed while {target.what} was written: nothing is "
                             "written; run the command again", Mark(target.path))

    mode = None if now.found is None else os.stat(target.path).st_mode & 0o7777
    put(target.path, payload, target.what, still, mode)


def put(path: str, payload: bytes, what: str, still: Callable, mode: int | None = None,
        owner: tuple | None = None) -> None:
    """PAYLOAD into PATH: written beside it, then STILL(the lstat of PATH, or None) says
    whether it may go in (it raises where not), and it is renamed over PATH (MODE: the
    file's; None: a new file, linked into place, never over one made meanwhile)."""
    folder, name = os.path.split(path)
    folder = folder or "."
    clear_left_behind(folder, name)
    fd, beside = made_beside(folder, name, what, path)
    try:
        try:
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
            if hasattr(os, "fchmod"):  # POSIX: the file's own mode, or a new file's
                os.fchmod(fd, _new_mode() if mode is None else mode)
            if owner is not None and hasattr(os, "fchown") and os.geteuid() == 0:
                os.fchown(fd, *owner)  # root keeps the file its owner's
        finally:
            os.close(fd)
        try:
            still(os.lstat(path))
        except FileNotFoundError:
            still(None)
        if mode is None:
            _link_into_place(beside, path, what)
        else:
            os.replace(beside, path)
    except OSError as exc:
        raise OutputFailed(f"cannot write {what}: {exc.strerror or exc}; "
                           + ("nothing is written" if mode is None else "the file is as it was"),
                           Mark(path)) from None
    finally:
        _remove(beside)


def made_beside(folder: str, name: str, what: str, path: str) -> tuple[int, str]:
    """A new file beside NAME in FOLDER, open for writing, named as the tool's own: the
    process that makes it and the file's own inode in its name (``clear_left_behind``)."""
    try:
        fd, made = tempfile.mkstemp(prefix=f".{name}{_BESIDE}{os.getpid()}-", dir=folder)
    except OSError as exc:
        raise InputError(f"cannot write {what} beside it: {exc.strerror or exc}",
                         Mark(path)) from None
    head, rest = made.rsplit(_BESIDE, 1)
    pid, tail = rest.split("-", 1)
    beside = f"{head}{_BESIDE}{pid}-{os.fstat(fd).st_ino}-{tail}"
    try:
        os.rename(made, beside)
    except OSError as exc:
        os.close(fd)
        _remove(made)
        raise InputError(f"cannot write {what} beside it: {exc.strerror or exc}",
                         Mark(path)) from None
    return fd, beside


def _link_into_place(beside: str, path: str, what: str) -> None:
    """A new file put in place whole, never over one made meanwhile (a hard link fails where
    the name is taken); where the file system has no hard links, renamed after a look."""
    try:
        os.link(beside, path)
    except FileExistsError:
        raise InputError(f"was made while {what} was written: nothing is written over it",
                         Mark(path)) from None
    except OSError:
        if os.path.lexists(path):
            raise InputError(f"was made while {what} was written: nothing is written over it",
                             Mark(path)) from None
        os.replace(beside, path)


def clear_left_behind(folder: str, name: str) -> None:
    """Remove the files a killed process of the tool's left beside NAME in FOLDER: named as
    it names them, regular files of this user's with no other name, whose process is gone,
    and each still the file the tool made (the inode its name bears): never a file of the
    user's named like one (a copy of a case, notes), which is only ever the user's."""
    mine = re.compile(re.escape(f".{name}{_BESIDE}") + r"(\d+)-(\d+)-[A-Za-z0-9_]+\Z")
    try:
        entries = [e for e in os.scandir(folder) if mine.match(e.name)]
    except OSError:
        return
    for entry in entries:
        try:
            st = entry.stat(follow_symlinks=False)
        except OSError:
            continue
        named = mine.match(entry.name)
        pid, inode = int(named[1]), int(named[2])
        mine_too = st.st_uid == getattr(os, "geteuid", lambda: st.st_uid)()
        if stat.S_ISREG(st.st_mode) and mine_too and st.st_ino == inode and \
                st.st_nlink == 1 and not _alive(pid):
            _remove(entry.path)


def _alive(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except OSError:  # another user's: alive
        return True
    return True


def refuse_kind(st, path: str, what: str) -> None:
    """Refuse what is not a regular file (a FIFO would block, a device swallow the output)."""
    if not stat.S_ISREG(st.st_mode):
        kind = next((name for test, name in _KINDS if test(st.st_mode)), "not a regular file")
        raise InputError(f"is {kind}: {what} is written only into a regular file", Mark(path))


def _refuse_within(path: str, folders, what: str) -> None:
    """Refuse a PATH inside one of FOLDERS ([(folder, whose)]: the tool's own data, a
    rulebook folder): what is written there would be read, or replace what is read."""
    where = os.path.realpath(path)
    for folder, whose in folders:
        top = os.path.realpath(folder)
        if os.path.commonpath([where, top]) == top:
            raise InputError(f"is inside {folder}, {whose}: {what} is never written there",
                             Mark(path))


def _bears(path: str, st, mark: bytes) -> bool:
    """Whether the file found (ST) bears MARK in its first bytes: opened without following
    a link or blocking, and only where it is still that file."""
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return False
    try:
        now = os.fstat(fd)
        if (now.st_dev, now.st_ino) != (st.st_dev, st.st_ino) or not stat.S_ISREG(now.st_mode):
            return False
        return mark in os.read(fd, MARK_WITHIN)
    except OSError:
        return False
    finally:
        os.close(fd)


def _same(path, st) -> bool:
    try:
        other = os.stat(path)
    except (OSError, ValueError):
        return False
    return (other.st_dev, other.st_ino) == (st.st_dev, st.st_ino)


def _link_of(path: str) -> str:
    try:
        return os.readlink(path)
    except OSError:
        return "somewhere"


def _new_mode() -> int:
    """What a new file's mode is where it is made as open() makes one: 0666 less the umask."""
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
