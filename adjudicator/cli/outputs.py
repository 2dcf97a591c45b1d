"""The files the tool writes for a club (a page with --output, the pool's picture with
--pool-svg): only files it owns, atomically, never through a link, never over an input.

A target is *claimed* before anything is ruled (``claim``): refused, with one line and status
2, where it is a link (dangling or not), anything but a regular file, one of the command's
inputs, inside the tool's own data or a rulebook folder, or a file that does not bear the
MARK the tool writes into its own (a new file only, where there is no mark). It is then
written (``write_owned``) beside itself in the same folder, in full, and renamed over the
target only when complete and only if the target is still what was claimed; where writing
fails (a full disk) the target is as it was (status 1).

The same two calls as cli/owned.py of the branch that builds the project's one writer
(issue 37): where that lands, these give way to it.
"""
from __future__ import annotations

import os
import stat
import tempfile
from dataclasses import dataclass

from ..errors import InputError, Mark, OutputFailed

MARK_WITHIN = 4096  # a file is the tool's where its mark stands in its first bytes


@dataclass(frozen=True)
class Target:
    """A file claimed for writing: its path, what it is in words, the mark its contents bear
    (None: a new file only), the paths it must never be, and the file found when claimed."""

    path: str
    what: str
    mark: bytes | None
    inputs: tuple = ()
    within: tuple = ()
    found: tuple | None = None


def claim(path: str, what: str, mark: bytes | None = None, inputs=(), within=()) -> Target:
    """The target PATH, or an InputError saying why the tool may not write it."""
    if not path:
        raise InputError(f"the file name is empty: name the file to write {what} into")
    where = os.path.realpath(path)
    for folder, whose in within:
        top = os.path.realpath(folder)
        if os.path.commonpath([where, top]) == top:
            raise InputError(f"is inside {folder}, {whose}: {what} is never written there",
                             Mark(path))
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
        raise InputError(f"is a symbolic link: {what} is never written through a link, which "
                         "would write where it points; name the file itself", Mark(path))
    if not stat.S_ISREG(st.st_mode):
        kind = "a directory" if stat.S_ISDIR(st.st_mode) else "not a regular file"
        raise InputError(f"is {kind}: {what} is written only into a regular file", Mark(path))
    for p in inputs:
        try:
            same = os.path.samestat(os.stat(p), st)
        except (OSError, ValueError):
            continue
        if same:
            raise InputError(f"is an input of this command ({p}): {what} would replace it; "
                             "name another file", Mark(path))
    if mark is None:
        raise InputError("the file exists already: name a new file", Mark(path))
    if st.st_nlink > 1 or not _bears(path, st, mark):
        raise InputError(f"was not written by adjudicator (it bears no mark of the tool's, or "
                         f"has other names): {what} would replace it; name a new file, or "
                         "remove this one", Mark(path))
    return Target(path, what, mark, tuple(inputs), tuple(within), (st.st_dev, st.st_ino))


def write_owned(target: Target, data: str | bytes) -> None:
    """Write DATA (text as UTF-8) into the TARGET claimed: beside it, then renamed over it."""
    payload = data.encode("utf-8") if isinstance(data, str) else data
    if target.mark is not None and target.mark not in payload[:MARK_WITHIN]:
        raise ValueError(f"{target.what} must bear its mark in its first bytes")
    now = claim(target.path, target.what, target.mark, target.inputs, target.within)
    if now.found != target.found:
        raise InputError(f"was changed while {target.what} was made: nothing is written; "
                         "run the command again", Mark(target.path))
    folder = os.path.dirname(target.path) or "."
    try:
        fd, beside = tempfile.mkstemp(prefix=f".{os.path.basename(target.path)}.~adjudicator-",
                                      dir=folder)
    except OSError as exc:
        raise InputError(f"cannot write {target.what} beside it: {exc.strerror or exc}",
                         Mark(target.path)) from None
    try:
        try:
            view = memoryview(payload)
            while view:
                view = view[os.write(fd, view):]
            os.fsync(fd)
            mode = os.stat(target.path).st_mode & 0o7777 if now.found else _new_mode()
            os.fchmod(fd, mode)
        finally:
            os.close(fd)
        if now.found is None:
            try:
                os.link(beside, target.path)  # a new file, never over one made meanwhile
            except FileExistsError:
                raise InputError(f"was made while {target.what} was written: nothing is "
                                 "written over it", Mark(target.path)) from None
        else:
            os.replace(beside, target.path)
    except OSError as exc:
        raise OutputFailed(f"cannot write {target.what}: {exc.strerror or exc}; the file is "
                           "as it was", Mark(target.path)) from None
    finally:
        try:
            os.unlink(beside)
        except OSError:
            pass


def _bears(path: str, st, mark: bytes) -> bool:
    flags = os.O_RDONLY | getattr(os, "O_NOFOLLOW", 0) | getattr(os, "O_NONBLOCK", 0)
    try:
        fd = os.open(path, flags)
    except OSError:
        return False
    try:
        return os.path.samestat(os.fstat(fd), st) and mark in os.read(fd, MARK_WITHIN)
    except OSError:
        return False
    finally:
        os.close(fd)


def _new_mode() -> int:
    umask = os.umask(0)
    os.umask(umask)
    return 0o666 & ~umask
