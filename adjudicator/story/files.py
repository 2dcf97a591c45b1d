"""The files the tool reads: only regular files, found without following a link in a circle.

A FIFO, a device or a socket named as a case or a rulebook would block the read or never end
(``/dev/zero``); a link that points at itself, a folder that cannot be listed or searched, a
name longer than the system allows: each is refused with one line naming it, before anything
is read. (What the tool writes, it writes through cli/owned.py.)
"""
from __future__ import annotations

import codecs
import os
import stat
from pathlib import Path

from ..errors import InputError, Mark

_KINDS = ((stat.S_ISFIFO, "a FIFO (named pipe)"), (stat.S_ISCHR, "a character device"),
          (stat.S_ISBLK, "a block device"), (stat.S_ISSOCK, "a socket"))


def _stat(path: Path | str):
    try:
        return os.stat(path)
    except FileNotFoundError:
        if os.path.lexists(path):
            raise InputError("is a link to nothing: what it points at is not there",
                             Mark(str(path))) from None
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


def one_file(paths: list[str]) -> bool:
    """Whether PATHS name one file (not several, nor a folder, whatever it holds): the one
    case a command prints in its single shape."""
    return len(paths) == 1 and bool(paths[0]) and not is_folder(paths[0])


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


MAX_FILE_BYTES = 2_000_000  # a rulebook or case larger than this is not a hand-written file
_CHUNK = 65_536             # what is read at a time past a file's stated size
_UNBLOCKED = getattr(os, "O_NONBLOCK", 0)  # a "regular" file may never end a read: /proc/kmsg


def _read_bounded(f, most: int) -> bytes:
    """What the file holds, but never more than MOST bytes whatever stat says (/dev/zero).

    The first read asks for the file's size (plus one, to see its end): asking every file
    for the limit allocates two megabytes a time, which took most of the time of reading."""
    size = os.fstat(f.fileno()).st_size
    want = min(size, most) + 1 if size else _CHUNK
    chunks, total = [], 0
    while total <= most:
        chunk = f.read(min(want, most + 1 - total))
        if not chunk:
            break
        chunks.append(chunk)
        total += len(chunk)
        want = _CHUNK
    return chunks[0] if len(chunks) == 1 else b"".join(chunks)


def read_text(path: Path | str, most: int = MAX_FILE_BYTES, what: str = "file",
              bom: bool = False) -> str:
    """Read a file for loading (not by Path.open: a file a ruling, its cost; never waiting on
    a read, _UNBLOCKED), refusing what no person wrote by hand: more than MOST bytes (a case
    has a bound of its own), said of WHAT ("a case file"). With BOM, a byte order mark says
    the encoding (JSON a tool wrote under another, which a reader "MAY ignore", RFC 8259)."""
    data = read_bytes(path, most, what)
    return decoded(_unmarked(data) if bom else data, str(path))


def read_bytes(path: Path | str, most: int = MAX_FILE_BYTES, what: str = "file") -> bytes:
    """The file's bytes, read and refused as ``read_text`` reads them, not yet decoded."""
    try:
        with open(path, "rb", buffering=0, opener=lambda p, fl: os.open(p, fl | _UNBLOCKED)) as f:
            data = _read_bounded(f, most)
        if len(data) > most:
            size = Path(path).stat().st_size
            size = f"{size:,}" if size > most else f"more than {most:,}"
            raise InputError(f"{what} is {size} bytes; at most {most:,} are read",
                             Mark(str(path)))
    except FileNotFoundError:
        raise InputError("no such file", Mark(str(path))) from None
    except IsADirectoryError:
        raise InputError("is a directory, not a file", Mark(str(path))) from None
    except OSError as exc:
        raise InputError(f"cannot read: {exc.strerror}", Mark(str(path))) from None
    return data


# the byte order marks a text may open with, longest first, and the encoding each says
_BOMS = ((codecs.BOM_UTF32_LE, "utf-32"), (codecs.BOM_UTF32_BE, "utf-32"),
         (codecs.BOM_UTF8, "utf-8-sig"), (codecs.BOM_UTF16_LE, "utf-16"),
         (codecs.BOM_UTF16_BE, "utf-16"))


def _unmarked(data: bytes) -> bytes:
    """DATA as UTF-8, where a byte order mark opens it and says another encoding."""
    for mark, encoding in _BOMS:
        if data.startswith(mark):
            try:
                return data.decode(encoding).encode("utf-8")
            except UnicodeDecodeError:
                return data
    return data


def decoded(data: bytes, file: str) -> str:
    """A file's bytes as text: UTF-8, or an error at the line of the first byte that is not."""
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError as exc:
        line = data[: exc.start].count(b"\n") + 1
        raise InputError("not UTF-8 text", Mark(file, line, 1)) from None
