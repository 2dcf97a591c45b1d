"""Parts of a rulebook's YAML that ``build`` reads with their own checks: a law's mends and
variant readings, the provisions it is read together with, and a book's `copy:` (what the
copy held lacks of the book). Each error marked with its file, line and column."""
from __future__ import annotations

import re

from ..errors import InputError
from .rulebook import ID_RE, MEND_KINDS, Mend
from ..story.yamlio import MDict, check_keys


def _text(node: MDict, key: str, what: str) -> str:
    value = node.get(key)
    if not isinstance(value, str) or not value.strip():
        raise InputError(f"{what} needs the key {key!r} (text)", node.mark_of(key)
                         if key in node else node.mark)
    return value.strip()


def id_list(node: MDict, key: str) -> tuple[str, ...]:
    value = node.get(key, [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(f"{key} must be a list of law ids", node.mark_of(key))
    for v in value:
        if not re.match(ID_RE, v):
            raise InputError(f"{v!r} is not a law id (BOOK:ID)", node.mark_of(key))
    return tuple(value)


def pairs(node: MDict, key: str, first: str, second: str, what: str) -> list[tuple[str, str]]:
    """A law's list of ``{first, second, note}`` entries (its mends, its variant readings) as
    pairs of texts, each entry checked."""
    entries = node.get(key, [])
    if not isinstance(entries, list):
        raise InputError(f"{key} must be a list of {{{first}, {second}}}", node.mark_of(key))
    pairs = []
    for i, entry in enumerate(entries):
        if not isinstance(entry, MDict):
            raise InputError(f"{what} is a mapping {{{first}, {second}, note}}",
                             entries.mark_of(i))
        check_keys(entry, {first, second, "note"}, (first, second), what)
        pairs.append((str(entry[first]), str(entry[second])))
    return pairs


def mends(node: MDict) -> tuple[Mend, ...]:
    """A law's mends, each with its kind; an emendation of the printed words says why."""
    entries = node.get("mends", [])
    if not isinstance(entries, list):
        raise InputError("mends must be a list of {printed, reads, kind}", node.mark_of("mends"))
    mends = []
    for i, entry in enumerate(entries):
        if not isinstance(entry, MDict):
            raise InputError("a mend is a mapping {printed, reads, kind, reason, note}",
                             entries.mark_of(i))
        check_keys(entry, {"printed", "reads", "kind", "reason", "note"},
                   ("printed", "reads", "kind"), "a mend")
        kind = entry["kind"]
        if kind not in MEND_KINDS:
            raise InputError(f"a mend's kind is one of: {', '.join(MEND_KINDS)}; not {kind!r}",
                             entry.mark_of("kind"))
        for key in ("reason", "note"):
            if not isinstance(entry.get(key, ""), str):
                raise InputError(f"a mend's {key} must be text", entry.mark_of(key))
        if kind == "emendation" and not str(entry.get("reason", "")).strip():
            raise InputError("an emendation needs its reason: why the printed words are "
                             "not what the author meant", entry.mark)
        if kind != "emendation" and "reason" in entry:
            raise InputError("only an emendation takes a reason (an OCR fault or spam "
                             "word needs none; say more in a note)", entry.mark_of("reason"))
        mends.append(Mend(str(entry["printed"]), str(entry["reads"]), kind,
                          entry.get("reason", ""), entry.get("note", "")))
    return tuple(mends)


def read_with(node: MDict, provides: MDict) -> tuple[tuple[str, tuple[str, ...]], ...]:
    """``read_with: {KEY: [ids]}``: the provisions of the law that rest on reading it together
    with other laws, each one of its own, each with those laws' ids."""
    entries = node.get("read_with", MDict())
    if not isinstance(entries, MDict):
        raise InputError("read_with must map a provision to the laws it is read with",
                         node.mark_of("read_with"))
    out = []
    for key in entries:
        if key not in provides:
            raise InputError(f"read_with names {key!r}, which the law does not provide",
                             entries.mark_of(key))
        out.append((key, id_list(entries, key)))
    return tuple(out)


def copy(meta: MDict, topics: dict | None) -> None:
    """``copy: {lacks: [TOPIC, ...], evidence: TEXT}``: the copy held is only part of the
    book; the topics of the full book it lacks (a question in them is a silence of the copy,
    not of the book), and why it is known to lack them."""
    if "copy" not in meta:
        return
    copy = meta["copy"]
    if not isinstance(copy, MDict):
        raise InputError("copy: is a mapping {lacks: [topics], evidence: text}",
                         meta.mark_of("copy"))
    check_keys(copy, {"lacks", "evidence"}, ("lacks", "evidence"), "copy:")
    lacks = copy["lacks"]
    if not isinstance(lacks, list) or not lacks or not all(isinstance(t, str) for t in lacks):
        raise InputError("copy.lacks lists the topics of the full book the copy lacks",
                         copy.mark_of("lacks"))
    for i, topic in enumerate(lacks):
        if topics is not None and topic not in topics:
            raise InputError(f"unknown topic {topic!r}: topics are listed in "
                             "rulebooks/topics.yaml", lacks.mark_of(i))
    _text(copy, "evidence", "copy:")
