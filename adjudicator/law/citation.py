"""A law's reference, as data: the book (author, title, place, publisher, year, the copy
held, the page) and the law (its id, place in the book, and its printed words with every
difference from the scan marked), for every face that cites it (`law ID --cite`, BibTeX,
CSL JSON, the references a Markdown ruling ends with, a page that draws them).

The book's facts are read from its own title page in its scan, or from NOTES.md where the
scan has none (rulebooks/sources/title-pages.yaml, which says where each was read); a fact
neither gives is None, with why, and no face supplies one. A book not in that file (a
club's own) is cited from its rulebook's header, and says so.
"""
from __future__ import annotations

from functools import lru_cache

from ..errors import InputError
from .rulebook import Book, Law
from .sources import SOURCES

TITLE_PAGES = "title-pages.yaml"
FACTS = ("author", "title", "place", "publisher", "year", "series")
_KEYS = {"scan", "title_page", "within", "held", "quoted_in", "unknown", *FACTS}


@lru_cache(maxsize=None)
def title_pages() -> dict[str, dict]:
    """Each published book's title page and facts, read strictly (title-pages.yaml)."""
    from ..story import yamlio

    data = yamlio.load(SOURCES / TITLE_PAGES)
    if not isinstance(data, dict):
        raise InputError(f"{TITLE_PAGES}: a mapping of book ids to their title pages")
    for book_id, entry in data.items():
        if not isinstance(entry, dict):
            raise InputError(f"{book_id}: a mapping of {', '.join(sorted(_KEYS))}",
                             data.mark_of(book_id))
        yamlio.check_keys(entry, _KEYS, (), book_id)
        for fact in FACTS:
            value = entry.get(fact)
            if value is not None and (not isinstance(value, dict) or "reads" not in value
                                      or not {"printed", "from"} & set(value)):
                raise InputError(f"{book_id}: {fact} is {{reads, printed}} or {{reads, from}}, "
                                 "or null where nothing gives it", entry.mark_of(fact))
    return {b: dict(e) for b, e in data.items()}


def book_facts(book: Book) -> dict:
    """What a reference says of BOOK: each fact {reads, printed | from} or None, why each
    missing fact is not known (``unknown``), the copy held, the part of the book transcribed
    (``within``), and for a book known only as another quotes it, that book (``quoted_in``)."""
    entry = title_pages().get(book.id)
    if entry is None:
        return _from_header(book)
    out = {f: dict(entry[f]) if entry.get(f) else None for f in FACTS}
    out["unknown"] = dict(entry.get("unknown") or {})
    for f in ("place", "publisher", "year"):
        if out[f] is None:
            out["unknown"].setdefault(f, "not given in the scan")
    out.update(book=book.id, scan=entry.get("scan"), held=entry.get("held"),
               within=entry.get("within"), quoted_in=None, title_page=entry.get("title_page"))
    quoted = entry.get("quoted_in")
    if quoted:
        base = book.base if book.base is not None and book.base.id == quoted["book"] else None
        if base is not None:
            out["quoted_in"] = dict(book_facts(base), pages=str(quoted["pages"]))
    return out


def _from_header(book: Book) -> dict:
    """A book with no title page on file (a club's own): its header's words, said to be so."""
    said = "the rulebook's own header"
    out: dict = {f: None for f in FACTS}
    for f in ("author", "title", "year", "publisher"):
        value = book.meta.get(f) if f == "publisher" else getattr(book, f, None)
        if value not in (None, ""):
            out[f] = {"reads": value, "from": said}
    out["unknown"] = {f: "not given in the rulebook" for f in ("author", "place", "publisher",
                                                                "year") if out[f] is None}
    out.update(book=book.id, scan=None, held=book.meta.get("edition"), within=None,
               quoted_in=None, title_page=None)
    return out


def reference(law: Law, book: Book) -> dict:
    """LAW's reference: the book's facts (``book_facts``) and the law's place in it, its page,
    and its printed words with their marks (``marked_words``). BOOK is the law's own book."""
    words, elsewhere = marked_words(law)
    return {
        "law": law.id, "law_title": law.title, "number": law.number,
        "chapter": law.chapter or None, "section": law.section or None,
        "page": law.page, "page_approx": law.page_approx,
        "reprint_page": law.reprint_page or None,
        "words": words, "mended_elsewhere": elsewhere,
        "book": book_facts(book),
    }


def references(law_ids, library) -> list[dict]:
    """The references of the laws named (a ruling's citations), each once, in order; a law
    the library does not hold is left out."""
    out, seen = [], set()
    for law_id in law_ids:
        law = library.find_law(law_id) if law_id not in seen else None
        seen.add(law_id)
        if law is not None:
            out.append(reference(law, library.book(law.book)))
    return out


def cited(ruling: dict, library) -> list[dict]:
    """The references of the laws a ruling cites (its ``citations``), in its order."""
    return references([c["id"] for c in ruling["citations"]], library)


def marked_words(law: Law) -> tuple[list[dict], list[dict]]:
    """The law's words as segments, each mend where it stands: ``{"text"}`` as printed, or
    ``{"reads", "printed", "kind", "sic"}`` where the law reads otherwise than its scan (an
    OCR misreading mended, the web copy's spam removed, or the editor's emendation of what
    was printed: ``sic`` where the note says the printed reading is so in the source). Mends
    whose reading is not in the words (a heading's) are returned apart."""
    text, spans, apart = law.text, [], []
    for mend in law.mends:
        at = _free(text, mend.reads, spans)
        if at is None:
            apart.append(_mark(mend))
        else:
            spans.append((at, at + len(mend.reads), mend))
    out, pos = [], 0
    for start, end, mend in sorted(spans, key=lambda s: s[0]):
        if start > pos:
            out.append({"text": text[pos:start]})
        out.append(_mark(mend))
        pos = end
    if pos < len(text):
        out.append({"text": text[pos:]})
    return out, apart


def _mark(mend) -> dict:
    return {"reads": mend.reads, "printed": mend.printed, "kind": mend.kind,
            "sic": "[sic]" in (mend.note or "")}


def _free(text: str, reads: str, spans: list) -> int | None:
    """Where READS first stands in TEXT clear of the spans already marked."""
    at = text.find(reads) if reads else -1
    while at >= 0:
        if all(at >= e or at + len(reads) <= s for s, e, _ in spans):
            return at
        at = text.find(reads, at + 1)
    return None
