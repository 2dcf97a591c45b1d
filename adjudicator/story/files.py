"""The files the tool reads: only regular files, found without following a link in a circle;
and the files it writes.

A FIFO, a device or a socket named as a case or a rulebook would block the read or never end
(``/dev/zero``); a link that points at itself, a folder that cannot be listed or searched, a
name longer than the system allows: each is refused with one line naming it, before anything
is read.

A file is written only where it destroys nothing: an output path that names one of the
command's inputs (through a link or not), or anything but a regular file (a FIFO would block,
a device swallow the output, a folder cannot be written), is refused before anything is
written. A write that fails midway (a full disk) is ``OutputFailed``: status 1, as output to a
full disk on stdout, and a file the tool made for it is removed.
"""
from __future__ import annotations

import os
import stat
from pathlib import Path

from ..errors import InputError, Mark, OutputFailed

_KINDS = ((stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def _stat(path: Path | str):
    try:
        return os.stat(path)
    except FileNotFoundError:
        raise InputError("no such file or folder", Mark(str(path))) from None
    except OSError as exc:  # a link in a circle, a name too long, a folder not searchable
        raise InputError(f"cannot read: {exc.strerror or exc}", Mark(str(path))) from None
    except ValueError:  # a NUL byte in the name
        raise InputError("cannot read: the name holds a NUL byte", Mark(str(path))) from None


def regular(path: Path | str) -> Path:
    """The path, if it names a regular file (through any links); else an input error."""
    st = _stat(path)
    if stat.S_ISDIR(st.st_mode):
        raise InputError("is a directory, not a file", Mark(str(path)))
    if not stat.S_ISREG(st.st_mode):
        kind = next((name for test, name in _KINDS if test(st.st_mode)), "not a regular file")
        raise InputError(f"is {kind}, not a regular file: only files are read", Mark(str(path)))
    return Path(path)


def kind(path: Path | str) -> str:
    """What the path names, in words (`a folder`, `a regular file`, `a FIFO (named pipe)`)."""
    mode = _stat(path).st_mode
    if stat.S_ISDIR(mode):
        return "a folder"
    if stat.S_ISREG(mode):
        return "a regular file"
    return next((name for test, name in _KINDS if test(mode)), "not a regular file")


def is_folder(path: Path | str) -> bool:
    """Whether the path names a folder; an error where it cannot even be looked at."""
    return stat.S_ISDIR(_stat(path).st_mode)


def listing(folder: Path | str) -> list[Path]:
    """The entries of a folder, sorted; an error where it cannot be listed."""
    try:
        with os.scandir(folder) as entries:
            return sorted(Path(e.path) for e in entries)
    except OSError as exc:
        raise InputError(f"cannot list this folder: {exc.strerror or exc}",
                         Mark(str(folder))) from None


def yaml_files(folder: Path | str, skip: tuple[str, ...] = ()) -> list[Path]:
    """Every *.yaml under a folder, sorted; links to folders are not followed (no circles),
    and a folder that cannot be listed, or listed but not searched, is an error rather than
    silently empty."""
    found: list[Path] = []
    pending = [Path(folder)]
    while pending:
        at = pending.pop()
        for entry in listing(at):
            if _is_folder_within(entry, at):
                pending.append(entry)
            elif entry.name.endswith(".yaml") and entry.name not in skip:
                found.append(entry)
    return sorted(found)


def _is_folder_within(entry: Path, folder: Path) -> bool:
    """Whether an entry is a folder (a link is not followed); a folder whose names can be
    read but not looked up (mode 644) is refused by name, once, not file by file."""
    try:
        return stat.S_ISDIR(os.lstat(entry).st_mode)
    except FileNotFoundError:  # gone since it was listed
        return False
    except OSError as exc:
        raise InputError(f"cannot search this folder: {exc.strerror or exc}",
                         Mark(str(folder))) from None


def case_files(paths: list[str]) -> list[Path]:
    """The case files named: a file as it is, a folder as every *.yaml under it (none there
    is an error)."""
    files: list[Path] = []
    for p in paths:
        if not p:  # Path("") is the working folder: an empty name names nothing
            raise InputError("no such file or folder (the name is empty)", Mark("''"))
        path = Path(p)
        if is_folder(path):  # a name that cannot even be looked at is an error here
            found = yaml_files(path)
            if not found:
                raise InputError("no case files (*.yaml) in this folder", Mark(p))
            files += found
        else:
            files.append(path)
    return files


def _identity(st) -> tuple[int, int]:
    return st.st_dev, st.st_ino


def refuse_output(path: str | None, inputs, what: str) -> None:
    """Refuse, before anything is written, an output PATH that is one of INPUTS (paths read by
    the command, through a link or not) or that is there and not a regular file."""
    if not path:
        return
    try:
        st = os.stat(path)
    except FileNotFoundError:  # a new file, made when written, in a folder that must be there
        if not os.path.isdir(os.path.dirname(path) or "."):
            raise InputError(f"cannot write {what}: No such file or directory",
                             Mark(path)) from None
        return
    except (OSError, ValueError) as exc:
        raise InputError(f"cannot write {what} here: {getattr(exc, 'strerror', None) or exc}",
                         Mark(path)) from None
    _refuse_kind(st, path, what)
    mine = _identity(st)
    for p in inputs:
        try:
            same = _identity(os.stat(p)) == mine
        except (OSError, ValueError):
            continue
        if same:
            raise InputError(f"is an input of this command ({p}): {what} would replace it; "
                             "name another file", Mark(path))


_PICTURE_HEADS = (b"<svg", b"<?xml")  # how an SVG file begins (what the tool writes)


def refuse_within(path: str, folders, what: str, whose: str) -> None:
    """Refuse a PATH inside one of FOLDERS (the tool's own data, a rulebook folder: what is
    written there would be read, or replace what is read), before anything is written."""
    where = os.path.realpath(path)
    for folder in folders:
        top = os.path.realpath(folder)
        if os.path.commonpath([where, top]) == top:
            raise InputError(f"is inside {folder}, {whose}: {what} is never written there",
                             Mark(path))


def refuse_picture(path: str | None, inputs, folders) -> None:
    """Refuse, before anything is written, a --svg PATH that would destroy something: an
    empty name, one of INPUTS, anything not a regular file, a path inside one of FOLDERS (the
    tool's own data), a .yaml name (read later as a case or a book), or an existing file
    that is not an SVG picture by its name or its contents (a case, a book, a note: the
    picture would replace it)."""
    what = "the picture"
    if path is None:
        return
    if not path:
        raise InputError("--svg: the file name is empty; name the SVG file to write")
    refuse_output(path, inputs, what)
    refuse_within(path, folders, what, "the tool's own data")
    _refuse_linked(path, folders, what)
    if path.lower().endswith((".yaml", ".yml")):
        raise InputError(f"{what} is SVG, and a .yaml file would be read as a case or a "
                         "rulebook: name a .svg file", Mark(path))
    if path.lower().endswith(".svg"):
        return
    try:
        with open(path, "rb") as f:
            head = f.read(256).lstrip()
    except FileNotFoundError:
        return
    except OSError as exc:
        raise InputError(f"cannot write {what} here: {exc.strerror or exc}", Mark(path)) from None
    if head and not head.startswith(_PICTURE_HEADS):
        raise InputError(f"exists and is not an SVG picture (by its name or its contents): "
                         f"{what} would replace it; name a new file or a .svg one", Mark(path))


def _refuse_linked(path: str, folders, what: str) -> None:
    """Refuse a PATH that is a hard link (a name of a file that has others): one of the
    tool's own files (a name outside FOLDERS of a file inside them), or anything that is not
    an SVG picture, would be replaced under every name it has."""
    try:
        st = os.stat(path)
    except (OSError, ValueError):
        return  # a new file (or one refuse_output has judged)
    if st.st_nlink < 2:
        return
    mine = _identity(st)
    for folder in folders:
        for top, _, names in os.walk(folder):
            for name in names:
                try:
                    same = _identity(os.stat(os.path.join(top, name))) == mine
                except OSError:
                    continue
                if same:
                    raise InputError(f"is another name of {os.path.join(top, name)}, the "
                                     f"tool's own data: {what} would replace it; name a new "
                                     "file", Mark(path))
    try:
        with open(path, "rb") as f:
            head = f.read(256).lstrip()
    except OSError:
        head = b""
    if not head.startswith(_PICTURE_HEADS):
        raise InputError(f"has {st.st_nlink} names (hard links) and is not an SVG picture: "
                         f"{what} would replace it under every name; name a new file",
                         Mark(path))


def _refuse_kind(st, path: str, what: str) -> None:
    if stat.S_ISDIR(st.st_mode):
        raise InputError(f"is a directory: {what} is written only into a regular file",
                         Mark(path))
    if not stat.S_ISREG(st.st_mode):
        kind = next((name for test, name in _KINDS if test(st.st_mode)), "not a regular file")
        raise InputError(f"is {kind}: {what} is written only into a regular file", Mark(path))


def write(path: str, text: str, what: str, new: bool = False) -> None:
    """Write TEXT into PATH as UTF-8, never over an existing file if NEW, never into anything
    but a regular file (opened without blocking, so a FIFO put there meanwhile cannot hang
    the command); where it cannot be opened, an input error saying so of WHAT ("the case");
    where it fails midway, OutputFailed, and a file made for it is removed."""
    flags = (os.O_WRONLY | os.O_CREAT | getattr(os, "O_NONBLOCK", 0) | getattr(os, "O_BINARY", 0)
             | (os.O_EXCL if new else 0))
    made = new or not os.path.lexists(path)
    try:
        fd = os.open(path, flags, 0o666)
    except FileExistsError:
        raise InputError("the file exists already: name a new file", Mark(path)) from None
    except OSError as exc:  # ENXIO: a FIFO with no reader; EISDIR: a folder
        raise InputError(f"cannot write {what}: {exc.strerror}", Mark(path)) from None
    try:
        try:
            _refuse_kind(os.fstat(fd), path, what)
        except InputError:
            made = False
            raise
        data = text.encode("utf-8")
        try:
            os.ftruncate(fd, 0)
            while data:
                data = data[os.write(fd, data):]
        except OSError as exc:
            if made:
                _remove(path)
            raise OutputFailed(f"cannot write {what}: {exc.strerror or exc}", Mark(path)) from None
    finally:
        os.close(fd)


def _remove(path: str) -> None:
    try:
        os.unlink(path)
    except OSError:
        pass
