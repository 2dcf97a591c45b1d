"""Names that look alike: two players at one table must be told apart by their names.

Two names are one to the eye where they have the same *skeleton* under Unicode's
confusables (UTS #39: each character, decomposed, replaced by the prototype it is confused
with; Cyrillic "А" and Latin "A", "0" and "O"), or where they are the same letters in
another case (NFKC, then case folding: "ann" and "Ann"), or confusable once folded to one
case ("аnn" and "Ann"). The table of confusables is Unicode's own (confusables.txt beside this
module), read only where a name holds a character beyond ASCII; ASCII's few confusables are
written out here (a test holds them to the table).
"""
from __future__ import annotations

import unicodedata
from pathlib import Path

TABLE = Path(__file__).with_name("confusables.txt")
# The table's lines whose character is ASCII: ASCII names need no more of it.
ASCII_PROTOTYPES = {"`": "'", '"': "''", "|": "l", "1": "l", "I": "l", "0": "O",
                    "%": "\u00ba/\u2080", "m": "rn"}
_ASCII = str.maketrans(ASCII_PROTOTYPES)
_prototypes: dict[str, str] = {}


def prototypes() -> dict[str, str]:
    """Character -> its prototype, from Unicode's table (read once a process)."""
    if not _prototypes:
        table = {}
        for line in TABLE.read_text(encoding="utf-8").splitlines():
            if line and not line.startswith("#"):
                char, proto = line.split(";")
                table[chr(int(char, 16))] = "".join(chr(int(c, 16)) for c in proto.split())
        _prototypes.update(table)  # published whole: a thread never sees half a table
    return _prototypes


def skeleton(name: str) -> str:
    """UTS #39's skeleton: NFD, each character replaced by its prototype, NFD again."""
    if name.isascii():
        return name.translate(_ASCII)
    table = prototypes()
    decomposed = unicodedata.normalize("NFD", name)
    return unicodedata.normalize("NFD", "".join(table.get(c, c) for c in decomposed))


def folded(name: str) -> str:
    """The name's letters whatever their case (NFKC, then case folding)."""
    return name.casefold() if name.isascii() else unicodedata.normalize("NFKC", name).casefold()


_ANOTHER_CASE = "the same to the eye by Unicode's confusables, in another case"


def look_alike(name: str, before: dict) -> tuple[str, str] | None:
    """(the name seated BEFORE that NAME looks like, how), or None; BEFORE (a dict the
    caller keeps for one table) learns NAME."""
    found = None
    # letters in another case that are confusable ("аnn", its first letter Cyrillic, and
    # "Ann") look alike as well (an attacker's report); a confusable taken to another case
    # looks like nothing ("I" is confused with "l", which is no "L")
    for key, how in (((0, skeleton(name)), "the same to the eye by Unicode's confusables"),
                     ((1, folded(name)), "the same letters in another case"),
                     ((2, skeleton(folded(name))), _ANOTHER_CASE)):
        if found is None and key in before:
            found = (before[key], how)
        before.setdefault(key, name)
    return found


def spelled(name: str) -> str:
    """Each character beyond printable ASCII of NAME by its code point and Unicode name, to
    tell apart in words what prints alike."""
    beyond = dict.fromkeys(c for c in name if not (c.isascii() and c.isprintable()))
    return ", ".join(f"U+{ord(c):04X} {unicodedata.name(c, 'unnamed')}" for c in beyond)
