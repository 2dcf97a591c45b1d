"""What a book leaves out of its scan, declared: after a law, the printed paragraphs not
transcribed, in parts, each with how many paragraphs it holds, its kind and its first words.

A part's ``paragraphs`` are the printed paragraphs the book's ids count (``N`` of an id counts
every printed paragraph of its section, commentary included); ``breaks`` are the paragraph
breaks the scan shows for them, where that differs (a seating diagram's labels, each on a line
of its own; a paragraph the scan's layout splits at a page). Its ``kind`` says what it is, and
its ``first`` words, as the scan prints them, say where it begins: the proof
(law/proof_omissions.py) reads both against the scan.
"""
from __future__ import annotations

from typing import Any

from ..errors import InputError, Mark
from ..story.record import Record
from ..story.yamlio import MDict, check_keys

# the kinds of printed matter a book may leave out (never a rule): the author's worked
# illustration, his advice, his commentary; a glossary's definitions of terms no law uses; a
# head with no law under it; a printed table (data, not law); a figure's labels or a printed
# rule; and matter that is not the author's text (a page's furniture, a web copy's
# boilerplate, a library's stamp, the scan's noise, the rest of the volume a quoted text
# stands in), which may stand only after a book's last law
KINDS = ("illustration", "advice", "commentary", "definition", "heading", "table", "figure",
         "matter")
_KEYS = {"paragraphs", "breaks", "kind", "first"}


class Part(Record):
    """One part of an omission: the printed ``paragraphs`` it holds (the ids count them), the
    paragraph ``breaks`` the scan shows for them, its ``kind`` and its ``first`` words."""

    __slots__ = ("paragraphs", "breaks", "kind", "first")


def parts(law: Any) -> tuple[Part, ...]:
    """A law's omission, as parts (none: nothing is left out after it)."""
    return tuple(Part(*p) for p in law.omitted_after)


def paragraphs(law: Any) -> int:
    """The printed paragraphs left out after LAW, as the ids count them."""
    return sum(p[0] for p in law.omitted_after)


def breaks(law: Any) -> int:
    """The paragraph breaks of the scan the omission after LAW spans."""
    return sum(p[1] for p in law.omitted_after)


def build(node: Any, mark: Mark) -> tuple[tuple[int, int, str, str], ...]:
    """An ``omitted_after`` entry: one part ``{paragraphs, kind, first, breaks}`` or a list of
    them, as the law keeps it: ((paragraphs, breaks, kind, first), ...)."""
    entries = node if isinstance(node, list) else [node]
    out = []
    for i, entry in enumerate(entries):
        at = entries.mark_of(i) if isinstance(node, list) else mark
        if not isinstance(entry, MDict):
            raise InputError("omitted_after declares what it leaves out: {paragraphs, kind, "
                             "first} (or a list of such parts)", at)
        check_keys(entry, _KEYS, ("paragraphs", "kind", "first"), "an omission")
        count = entry["paragraphs"]
        if isinstance(count, bool) or not isinstance(count, int) or count < 0:
            raise InputError("paragraphs takes the number of printed paragraphs left out",
                             entry.mark_of("paragraphs"))
        lines = entry.get("breaks", count)
        if isinstance(lines, bool) or not isinstance(lines, int) or lines < 1:
            raise InputError("breaks takes the number of paragraph breaks the scan shows "
                             "(one or more)", entry.mark_of("breaks"))
        if entry["kind"] not in KINDS:
            raise InputError(f"an omission's kind is one of: {', '.join(KINDS)}; not "
                             f"{entry['kind']!r}", entry.mark_of("kind"))
        first = entry["first"]
        if not isinstance(first, str) or not first.strip():
            raise InputError("first takes the omission's first words, as the scan prints them",
                             entry.mark_of("first"))
        out.append((count, lines, entry["kind"], " ".join(first.split())))
    if not out:
        raise InputError("omitted_after declares at least one part", mark)
    return tuple(out)
