"""A book read in order: its laws as printed, and between them the paragraphs of commentary
the transcription leaves out (a law's ``omitted_after``), which are no law and provide
nothing, taken from the scan where the transcription proof finds them (the words between
that law and the next, less the next law's number and headings): as the scan prints them,
OCR faults and all.

And two books set side by side on a topic: what each provides on each of its questions, and
where they part.
"""
from __future__ import annotations

from ..errors import InputError, RulebookConflict
from ..story.record import Record
from .proof import _Proof
from .provisions import CATALOGUE
from .rulebook import Book, Law
from .sources import layout, scan


class Omitted(Record):
    """A paragraph of the book that is no law: it stands after the law ``after``; a
    ``heading`` where it is one (a head, a rule, a stamp: no sentence)."""

    __slots__ = ("after", "page", "page_approx", "text", "heading")


class _Gaps(_Proof):
    """The proof, keeping what stands between each law and the next."""

    def __init__(self, book: Book):
        super().__init__(book)
        self.gaps: dict[str, tuple[list[int], int]] = {}

    def _omitted(self, law: Law, kept: list[int], head: int) -> None:
        self.gaps[law.id] = (list(kept), head)
        super()._omitted(law, kept, head)


def omitted(book: Book) -> dict[str, list[Omitted]]:
    """The paragraphs left out after each law that declares some, law by law, where the
    proof finds them whole in the book's own scan (a book quoted inside another's scan, the
    published decision, has none of its own: what follows its words is Keller's)."""
    from .citation import title_pages

    if book.source not in layout() or not any(x.omitted_after for x in book.laws.values()):
        return {}
    if (title_pages().get(book.id) or {}).get("quoted_in"):
        return {}
    proof = _Gaps(book)
    proof.run()
    lv, raw = proof.lv, scan(book.source)
    out: dict[str, list[Omitted]] = {}
    for law_id, (kept, head) in proof.gaps.items():
        if not book.laws[law_id].omitted_after or not proof.omitted(kept, head):
            continue
        while kept and not lv.text[kept[0]].isalnum() and not proof._opens(kept[0]):
            kept = kept[1:]  # the law's own closing quote or stop
        if not kept:
            continue
        starts = [p for p in lv.paragraphs if kept[0] <= p < head] or [kept[0]]
        paras = []
        for a, b in zip(starts, starts[1:] + [head]):
            first, last = lv.offsets[a], lv.offsets[b - 1] + 1
            words = "".join(ch for i, ch in enumerate(raw.raw[first:last], first)
                            if i not in raw.furniture)
            text = " ".join(words.split())
            # the page the scan's marks put it on; an estimate where the law before's is
            page = max((p for p, o in raw.pages if o <= first), default=raw.first_page)
            paras.append(Omitted(after=law_id, page=page, text=text, heading=_no_sentence(text),
                                 page_approx=book.laws[law_id].page_approx))
        out[law_id] = paras
    return out


def _no_sentence(text: str) -> bool:
    """A head, a rule or a stamp: no lower-case word, or a few words with no stop."""
    words = text.split()
    return (not any(w[:1].islower() for w in words)
            or (len(words) < 6 and not text.rstrip().endswith((".", "?", "!", ":", ";"))))


def in_order(book: Book, section: str | None = None) -> list:
    """The book's laws in printed order, each followed by the paragraphs left out after it:
    all of them, or those of SECTION (an id's beginning, ``mods/`` or ``peel:mods/``, or a
    chapter or section as printed, ``The Ante``)."""
    laws = list(book.laws.values())
    if section:
        laws = [law for law in laws if _in_section(book, law, section)]
        if not laws:
            sections = list(dict.fromkeys(x.section or x.chapter for x in book.laws.values()))
            raise InputError(f"{book.id} has no section {section!r}: its sections are "
                             + ", ".join(filter(None, sections)))
    gaps = omitted(book)
    return [x for law in laws for x in [law, *gaps.get(law.id, ())]]


def _in_section(book: Book, law: Law, section: str) -> bool:
    wanted = section if section.startswith(book.id + ":") else f"{book.id}:{section}"
    if law.id.startswith(wanted.rstrip("/") + "/") or law.id == wanted:
        return True
    folded = section.strip().lower()
    return folded in (law.section.lower(), law.chapter.lower())


# -- two books side by side ------------------------------------------------------------------

def apart(a: Book, b: Book, topic: str, keys: list[str]) -> list[dict]:
    """For each question of the topic that either book answers, what each provides: the
    value its answer rests on where the book gives one as it stands (``value``, with its
    ``laws``), and every value its laws give, each with the laws and the circumstances they
    speak for (``values``: a blaze agreed, a jack pot); or None, silent. They part where the
    values they rest on (or, where either rests on none, all that their laws give) differ."""
    rows = []
    for key in keys:
        said = {book.id: _answer(book, key) for book in (a, b)}
        if said[a.id] is None and said[b.id] is None:
            continue
        part = said[a.id] is None or said[b.id] is None or _part(said[a.id], said[b.id])
        rows.append({"key": key, "question": CATALOGUE[key].doc, a.id: said[a.id],
                     b.id: said[b.id], "part": part})
    return rows


def _part(x: dict, y: dict) -> bool:
    """Two books' answers part where the values they rest on differ; where either rests on
    none as it stands (a law for a blaze agreed, laws in conflict), where the values their
    laws give differ."""
    if x["laws"] and y["laws"] and not x.get("conflict") and not y.get("conflict"):
        return x["value"] != y["value"]
    return [v["value"] for v in x["values"]] != [v["value"] for v in y["values"]]


def _answer(book: Book, key: str) -> dict | None:
    values: list[dict] = []
    chain, at = [], book
    while at is not None:
        chain.append(at)
        at = at.base
    for source in chain:
        if source is not book and (values or not book.inherits_key(key)):
            break  # a book's own laws on the point come before, and instead of, its base's
        for law in source.laws.values():
            if law.id in book.displaced or key not in dict(law.provides):
                continue
            value, when = law.provision(key), law.when.describe() or None
            same = next((v for v in values if v["value"] == value and v["when"] == when), None)
            if same:
                same["laws"].append(law.id)
            else:
                values.append({"value": value, "laws": [law.id], "when": when})
    if not values:
        return None
    out = {"value": None, "laws": [], "values": values}
    try:
        ans = book.answer(key)
    except RulebookConflict as exc:
        out.update(laws=[law.id for law in exc.laws], conflict=True)
        return out
    if ans is not None:
        out.update(value=ans.value, laws=ans.law_ids)
        # the value its answer rests on first, the alternatives after it
        values.sort(key=lambda v: not (v["value"] == ans.value and set(v["laws"]) & set(
            ans.law_ids)))
    return out
