"""The transcription proved against its scan: every law's words, place, page and mends.

A book's laws are read through its scan in order. Each law's words, its mends put back, must
stand in the scan (levelled as ``sources.level`` levels it) after the law before it, and the
text between two laws must be only what the second law's place explains: its printed number,
the heading it stands under, the footnote of the law before, or the paragraphs the law before
declares left out (``omitted_after``), which begin a paragraph of the scan and are counted. So
a law cut short, lengthened, swapped, moved or dropped leaves words unexplained, and fails.

A law's page is read from the page markers around its words. Where the markers leave a page
in doubt (a folio the scan lacks) the law's page must be marked an estimate (``page_approx``)
and lie between the nearest markers, never before the page of a law printed earlier.

The rest is proved by its own part: a mend against the shapes of letters (proof_mends.py), a
law's id, section and chapter against the scan's paragraphs and printed heads (proof_ids.py),
an omission against what it declares and the sources' notes (proof_omissions.py).
"""
from __future__ import annotations

import re
from bisect import bisect_left

from . import omissions
from .proof_ids import id_faults
from .proof_mends import mend_faults, vocabulary
from .proof_omissions import omission_faults, witness_faults
from .proof_scan import Fault, Levelled, Place, fold, levelled, pages_at
from .rulebook import Book, Law
from .sources import find, level, printed

__all__ = ["Fault", "Place", "estimated", "levelled", "places", "prove"]


def _words(law: Law, text: str, lv: Levelled) -> str:
    return level(printed(text, law.mends, lv.text))[0]


def prove(book: Book) -> list[Fault]:
    """Every fault in the transcription of BOOK against its scan (none: proved)."""
    return _Proof(book).run()


def places(book: Book) -> dict[str, Place]:
    """Where each law of BOOK stands in its scan (the laws the proof could place)."""
    proof = _Proof(book)
    proof.run()
    return proof.placed


def estimated(book: Book) -> list[str]:
    """The laws whose page the scan's markers leave in doubt (marked ``page_approx``)."""
    return [i for i, p in places(book).items()
            if p.first[0] != p.first[1] or p.last[0] != p.last[1]]


class _Proof:
    def __init__(self, book: Book):
        self.book = book
        self.lv = levelled(book.source)
        self.faults: list[Fault] = []
        self.placed: dict[str, Place] = {}
        self.footnotes: dict[str, tuple[int, int]] = {}
        self.vocabulary = vocabulary(book.laws.values())

    def fault(self, law: Law, what: str, message: str) -> None:
        self.faults.append(Fault(law.id, what, message))

    def run(self) -> list[Fault]:
        cursor = 0
        for law in self.book.laws.values():
            words = _words(law, law.text, self.lv)
            at = self.lv.text.find(words, cursor)
            if at < 0:
                self._not_found(law, words)
                continue
            lv, end = self.lv, at + len(words)
            self.placed[law.id] = Place(law, cursor, at, end, pages_at(lv, at),
                                        pages_at(lv, end - 1))
            if law.footnote:
                self._footnote(law, at)
            cursor = end
        chain = list(self.placed.values())
        self._gaps(chain)
        self._order(chain)
        self._pages(chain)
        for place in chain:
            self.faults += mend_faults(place, self.lv, self.footnotes.get(place.law.id),
                                       self.vocabulary)
        self.faults += id_faults(chain, self.lv, self.book.source)
        self.faults += omission_faults(chain, self.lv, self.book.source)
        self.faults += witness_faults(self.book)
        return self.faults

    def _not_found(self, law: Law, words: str) -> None:
        if self.lv.text.find(words) >= 0:
            self.fault(law, "order", "its words stand in the scan before those of the law "
                                     "printed before it")
            return
        f = find(law, self.book.source)
        if f.found:  # its mends undone at other places of the law: found at its page only
            self.fault(law, "order", "its words stand at its page, but not after the law "
                                     "printed before it")
        else:
            self.fault(law, "words", f"the law reads {f.law_at!r}, the scan {f.scan_at!r}")

    def _footnote(self, law: Law, after: int) -> None:
        words = _words(law, law.footnote, self.lv)
        at = self.lv.text.find(words, after)
        if at < 0:
            self.fault(law, "words", "its footnote is not in the scan after its words")
        else:
            self.footnotes[law.id] = (at, at + len(words))

    # -- what stands between two laws ------------------------------------------------------
    def _gaps(self, chain: list[Place]) -> None:
        if not chain:  # no law stands in the scan: each is a fault of its words already
            return
        notes = {k for a, b in self.footnotes.values() for k in range(a, b)}
        for before, after in zip([None] + chain, chain + [None]):
            start = before.end if before else 0
            end = after.start if after else len(self.lv.text)
            kept = [k for k in range(start, end) if k not in notes]
            head = end
            if after is not None:
                cut = self._heading(before.law if before else None, after.law, kept)
                if cut is None:
                    continue
                head = kept[cut] if cut < len(kept) else end
                kept = kept[:cut]
            if before is None:  # the front matter ends at the law's heading, or a paragraph
                if kept and head == end and not self._opens(head):
                    self.fault(after.law, "gap", "it opens no paragraph of the scan")
                continue
            self._omitted(before.law, kept, head)

    def _heading(self, before: Law | None, law: Law, kept: list[int]) -> int | None:
        """How much of KEPT stands before what the law's place explains at its end: its
        printed number, the headings it opens."""
        text = "".join(self.lv.text[k] for k in kept)
        if law.number is not None:
            label = f"{law.number}."
            if not text.endswith(label):
                self.fault(law, "gap", f"its number {label} is not printed before it")
                return None
            text = text[:-len(label)]
        for head in self._heads(before, law):
            if head and fold(text).endswith(head):
                text = _cut_folded(text, len(head))
        return len(text)

    def _heads(self, before: Law | None, law: Law) -> list[str]:
        """The headings the law opens (section, then chapter), as printed, folded."""
        heads = []
        if before is None or law.section != before.section:
            heads.append(law.section)
        if before is None or law.chapter != before.chapter:
            heads.append(law.chapter)
        return [fold(level(printed(h, law.mends, self.lv.text))[0]) for h in heads if h]

    def _omitted(self, law: Law, kept: list[int], head: int) -> None:
        """The words left between LAW and the next must be the paragraphs LAW declares left
        out: none, or that many whole paragraphs of the scan."""
        declared = omissions.breaks(law)
        found = self.omitted(kept, head)
        if found is None:
            shown = "".join(self.lv.text[k] for k in kept[:60])
            self.fault(law, "gap", f"unexplained words after it, which open no paragraph: "
                                   f"{shown!r}")
        elif found != declared:
            self.fault(law, "gap", f"it declares {declared} paragraph breaks left out after "
                                   f"it; the scan has {found}")

    def omitted(self, kept: list[int], head: int) -> int | None:
        """How many whole paragraphs KEPT holds, ending where the next law's HEAD begins
        (None: the words begin or end inside a paragraph)."""
        while kept and not self.lv.text[kept[0]].isalnum() and not self._opens(kept[0]):
            kept = kept[1:]  # the law's own closing quote or stop
        if not kept:
            return 0
        if not self._opens(kept[0]) or (head < len(self.lv.text) and not self._opens(head)):
            return None
        starts = self.lv.paragraphs
        return bisect_left(starts, head) - bisect_left(starts, kept[0])

    def _opens(self, k: int) -> bool:
        return self.lv.opens(k)

    # -- order, pages, mends ----------------------------------------------------------------
    def _order(self, chain: list[Place]) -> None:
        """Within each chapter (an id's path) numbered ids stand in the scan in their order."""
        groups: dict[str, list[tuple[tuple, Place]]] = {}
        for place in chain:
            path, _, leaf = place.law.id.partition(":")[2].rpartition("/")
            key = _number_key(leaf)
            if key is not None:
                groups.setdefault(path, []).append((key, place))
        for members in groups.values():
            by_id = sorted(members, key=lambda m: m[0])
            for (_, a), (_, b) in zip(by_id, by_id[1:]):
                if a.start > b.start:
                    self.fault(b.law, "order", f"it stands in the scan before {a.law.id}")

    def _pages(self, chain: list[Place]) -> None:
        latest = None
        for place in chain:
            law = place.law
            first, _, last = law.page.partition("-")
            first, last = int(first), int(last or first)
            certain = place.first[0] == place.first[1] and place.last[0] == place.last[1]
            if certain:
                read = _page_text(place.first[0], place.last[0])
                if law.page != read:
                    self.fault(law, "page", f"the scan's markers put it on p. {read}")
                if law.page_approx:
                    self.fault(law, "page", f"marked an estimate, but the markers put it on "
                                            f"p. {read}")
            else:
                if not law.page_approx:
                    self.fault(law, "page", f"the scan has no marker to read p. {law.page} "
                                            "from: mark it page_approx")
                if not (_within(first, place.first) and _within(last, place.last)):
                    self.fault(law, "page", f"p. {law.page} lies outside the pages the "
                                            f"markers allow ({_bounds(place)})")
            if latest and first < latest[1]:
                self.fault(law, "page", f"p. {law.page} comes before p. {latest[0].page} "
                                        f"of {latest[0].id}, printed before it")
            latest = (law, last)

def _cut_folded(text: str, n: int) -> str:
    """TEXT without the characters that fold to its last N folded characters (and the
    stops and quotes among and after them)."""
    count, i = 0, len(text)
    while i > 0 and count < n:
        i -= 1
        if fold(text[i]):
            count += 1
    return text[:i]


def _number_key(leaf: str) -> tuple | None:
    m = re.match(r"^(\d+)((?:\.[a-z]+)?)$", leaf)
    return (int(m.group(1)), m.group(2)) if m else None


def _page_text(first: int, last: int) -> str:
    return str(first) if first == last else f"{first}-{last}"


def _within(page: int, bounds: tuple[int, int | None]) -> bool:
    """Between the nearest markers: past the last marker the scan gives (no marker after,
    and no last page named), no page beyond the last marker's can be estimated."""
    low, high = bounds
    return low <= page <= (low if high is None else high)


def _bounds(place: Place) -> str:
    low, high = place.first[0], place.last[1]
    return f"pp. {low}-{high}" if high is not None else \
        f"p. {low}, the last the scan marks"
