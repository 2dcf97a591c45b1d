"""A scan as the proof reads it: levelled once (law/sources.py ``level``), its paragraphs and
page markers found, and the records the proof's parts share (a fault, a law's place)."""
from __future__ import annotations

import re
from bisect import bisect_left, bisect_right
from dataclasses import dataclass
from functools import lru_cache

from .rulebook import Law
from .sources import level, scan


@dataclass(frozen=True)
class Fault:
    """One way a law's transcription parts from its scan."""

    law: str
    what: str  # words | order | gap | page | mend | id | head | omission
    message: str

    def __str__(self) -> str:
        return f"{self.law}: {self.what}: {self.message}"


@dataclass(frozen=True)
class Place:
    """Where a law stands in the levelled scan, and the pages its words may be on."""

    law: Law
    opens: int                     # levelled offset where its span opens (the law before ends)
    start: int                     # levelled offsets of the law's own words
    end: int
    first: tuple[int, int | None]  # the pages the first word may be on (low, high)
    last: tuple[int, int | None]   # and the last


@dataclass(frozen=True)
class Levelled:
    """A scan levelled once: its characters, their raw offsets, paragraph starts, pages."""

    text: str
    offsets: tuple[int, ...]
    paragraphs: tuple[int, ...]           # levelled offsets where a printed paragraph starts
    paragraph_set: frozenset[int]
    markers: tuple[tuple[int, int], ...]  # (levelled offset, page) where a page starts
    first_page: int
    last_page: int | None

    def opens(self, k: int) -> bool:
        """Whether a paragraph starts at K (or at the quotation mark just before it)."""
        starts = self.paragraph_set
        return k in starts or (k - 1 in starts and self.text[k - 1] in "\"'(")

    def starts_between(self, start: int, end: int) -> list[int]:
        """The paragraph starts at or after START and before END."""
        return list(self.paragraphs[bisect_left(self.paragraphs, start):
                                    bisect_left(self.paragraphs, end)])


@lru_cache(maxsize=None)
def levelled(source: str) -> Levelled:
    sc = scan(source)
    text, offsets = level(sc.raw, sc.furniture)
    markers = []
    for page, raw_at in sc.pages:
        markers.append((bisect_left(offsets, raw_at), page))
    paragraphs = _paragraphs(sc.raw, text, offsets)
    return Levelled(text, tuple(offsets), paragraphs, frozenset(paragraphs), tuple(markers),
                    sc.first_page, sc.last_page)


def _paragraphs(raw: str, text: str, offsets: list[int]) -> tuple[int, ...]:
    """Levelled offsets where a paragraph starts. Where each paragraph is a line (Peel, the
    Standard laws) a line starts one; where the printed lines were kept (Keller), a line
    that does not go on with a sentence (a line turned, or a page, mid-sentence); where the
    OCR lost the line breaks (Schenck), a sentence."""
    lines = [len(line) for line in raw.split("\n") if line.strip()]
    wrapped = sorted(lines)[len(lines) // 2] < 100
    broken = len(lines) < 3
    starts = [0]
    for k in range(1, len(text)):
        if text[k].islower():
            continue
        if broken:
            if text[k - 1] in '.?!:"':
                starts.append(k)
        else:
            between = raw[offsets[k - 1] + 1:offsets[k]]
            mark = between.split("\n")[0].strip()  # a stop the levelling drops ("temper*")
            if "\n" in between and not (wrapped and not mark and (
                    text[k - 1].islower() or text[k - 1] == "-")):
                starts.append(k)
    return tuple(starts)


def pages_at(lv: Levelled, at: int) -> tuple[int, int | None]:
    """The pages the levelled offset AT may be on: from the last page start at or before it
    to the page before the next start (no end after the last marker)."""
    starts = [o for o, _ in lv.markers]
    i = bisect_right(starts, at)
    low = lv.markers[i - 1][1] if i else lv.first_page
    high = lv.markers[i][1] - 1 if i < len(lv.markers) else lv.last_page
    return low, high


def fold(text: str) -> str:
    return re.sub(r"[^a-z0-9]", "", text.lower())


def raw_words(source: str, lv: Levelled, start: int, end: int) -> str:
    """The scan's own words between two levelled offsets, its spacing made single."""
    raw = scan(source).raw
    if end <= start:
        return ""
    return " ".join(raw[lv.offsets[start]:lv.offsets[end - 1] + 1].split())
