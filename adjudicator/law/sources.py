"""The scans a book is transcribed from, paged, and a law's words found in them.

The source texts ship in ``rulebooks/sources/`` unchanged, errors and all. A law's ``text``
is the printed wording mended; its ``mends`` keep each printed reading. Undo the mends and
the words must be found in the scan at the law's page, once the scan's furniture (page
markers, folios, running heads) is set aside and the differences no reader sees are
levelled: spacing (the renderings lost spaces and added them before stops), words broken
at a line's end, and the shapes of quotes.
"""
from __future__ import annotations

import re
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from ..errors import InputError
from .rulebook import Law

SOURCES = Path(__file__).parent.parent / "rulebooks" / "sources"

# How each scan marks its pages (the layout of the file, not law): rulebooks/sources/pages.yaml
PAGES_FILE = "pages.yaml"
_LAYOUT_KEYS = {"inline", "folios", "tokens", "artefacts", "starts", "ends"}


@lru_cache(maxsize=None)
def layout() -> dict[str, dict]:
    """Each scan's page markers, read strictly from pages.yaml."""
    from ..story import yamlio

    data = yamlio.load(SOURCES / PAGES_FILE)
    if not isinstance(data, dict):
        raise InputError("pages.yaml maps each scan to how it marks its pages")
    for name, spec in data.items():
        if not isinstance(spec, dict):
            raise InputError(f"{name}: a mapping of inline, folios, tokens, artefacts",
                             data.mark_of(name))
        yamlio.check_keys(spec, _LAYOUT_KEYS, (), name)
    return {name: dict(spec) for name, spec in data.items()}


_OCR_DIGITS = str.maketrans({"l": "1", "i": "1", "I": "1", "O": "0", "o": "0"})
_MARKS = set("¬¹²³⁴⁵⁶⁷⁸⁹*†‡")  # a soft line-end hyphen; the marks that call a footnote
_QUOTES = str.maketrans({"‘": "'", "’": "'", "`": "'", "´": "'", "“": '"', "”": '"', "„": '"'})


@dataclass(frozen=True)
class Scan:
    """One source text: its raw characters, what is furniture, and where each page starts."""

    name: str
    raw: str
    furniture: frozenset[int]          # raw offsets that are page markers or running heads
    pages: tuple[tuple[int, int], ...]  # (page, raw offset where it starts), in order
    first_page: int = 0                 # the page the file opens on, where it is known
    last_page: int | None = None        # and the page it closes on

    def span(self, pages: str) -> tuple[int, int]:
        """The raw offsets that surely hold pages "A" or "A-B": from the last start seen at or
        before A to the first start seen after B (a folio the OCR lost widens the span)."""
        first, _, last = pages.partition("-")
        a, b = int(first), int(last or first)
        start = max((o for p, o in self.pages if p <= a), default=0)
        end = min((o for p, o in self.pages if p > b), default=len(self.raw))
        return start, end

    def lines_at(self, start: int, end: int) -> list[tuple[int, str]]:
        """The scan's own lines (1-based number, text) that the raw span touches."""
        first = self.raw.count("\n", 0, start)
        last = self.raw.count("\n", 0, max(start, end - 1))
        lines = self.raw.split("\n")
        return [(i + 1, lines[i]) for i in range(first, last + 1)]


def source_path(name: str) -> Path:
    return SOURCES / name


@lru_cache(maxsize=None)
def scan(name: str) -> Scan:
    path = source_path(name)
    known = layout()
    if name not in known or not path.is_file():
        raise InputError(f"no scan {name!r} in rulebooks/sources: the scans are "
                         f"{', '.join(known)}")
    raw = path.read_text(encoding="utf-8")
    spec = known[name]
    for mark, meant in spec.get("artefacts", {}).items():
        raw = raw.replace(mark, meant)
    furniture: set[int] = set()
    pages: list[tuple[int, int]] = []
    if "inline" in spec:
        for m in re.finditer(spec["inline"], raw):
            furniture.update(range(m.start(), m.end()))
            pages.append((int(m.group(1)), m.start()))
    if "tokens" in spec:
        for printed, page in spec["tokens"].items():
            for m in re.finditer(r"(?<=\s)" + re.escape(printed) + r"(?=\s)", raw):
                furniture.update(range(m.start(), m.end()))
                pages.append((page, m.start()))
    if spec.get("folios"):
        _folios(raw, furniture, pages)
    return Scan(name, raw, frozenset(furniture), _in_order(pages),
                int(spec.get("starts", 0)), spec.get("ends"))


def _in_order(pages: list[tuple[int, int]]) -> tuple[tuple[int, int], ...]:
    """The page starts in the file's order. A mark followed by one for an earlier page does
    not start a page: a contents page names it (Keller's contents name its chapters)."""
    kept: list[tuple[int, int]] = []
    for page, at in sorted(pages, key=lambda p: -p[1]):
        if not kept or page <= kept[-1][0]:
            kept.append((page, at))
    return tuple(reversed(kept))


def _folios(raw: str, furniture: set[int], pages: list[tuple[int, int]]) -> None:
    """Keller's pages: a folio and a running head, on a line set off by blank lines (two on
    one side at least), together or apart. A folio counts when it follows the last one
    within three pages (the contents page's numbers and the binder's noise do not)."""
    last = 0
    pattern = (r"(?:(?<=\n\n\n)([^\n]{1,48})(?=\n[ \t]*\n))"
               r"|(?:(?<=\n\n)([^\n]{1,48})(?=\n[ \t]*\n[ \t]*\n))")
    for m in re.finditer(pattern, raw):
        block = (m.group(1) or m.group(2)).strip()
        head, _, rest = block.partition("  ")
        digits = head.replace(" ", "").translate(_OCR_DIGITS)
        if not rest:
            digits = block.replace(" ", "").translate(_OCR_DIGITS)
        letters = [c for c in (rest if digits.isdigit() else block) if c.isalpha()]
        if digits.isdigit() and len(digits) <= 2 and last < int(digits) <= last + 3:
            last = int(digits)
            pages.append((last, m.start()))
            if letters and sum(c.islower() for c in letters) > len(letters) // 4:
                continue  # a page number beside words: leave the words be
            furniture.update(range(m.start(), m.end()))
        elif letters and sum(c.islower() for c in letters) <= len(letters) // 4:
            furniture.update(range(m.start(), m.end()))  # a running head or chapter head


def level(text: str, skip: frozenset[int] = frozenset()) -> tuple[str, list[int]]:
    """TEXT with what no reader sees levelled, and for each character kept its offset in
    TEXT: spacing dropped, quotes and dashes of one shape ('' for ", -- for —), a word
    broken at a line's end (by "-" or the OCR's "¬") joined, and so a hyphen between
    letters dropped, and the marks that call a footnote."""
    text = text.replace("--", "—\0")  # a typewriter's dash; \0 keeps the offsets in step
    kept = [(c, i) for i, c in enumerate(text.translate(_QUOTES))
            if i not in skip and not c.isspace() and c not in _MARKS and c != "\0"]
    out: list[tuple[str, int]] = []
    for k, (c, i) in enumerate(kept):
        if c == "'" and out and out[-1][0] == "'":
            out[-1] = ('"', out[-1][1])
            continue
        if (c == "-" and out and out[-1][0].isalpha() and k + 1 < len(kept)
                and kept[k + 1][0].isalpha()):
            continue
        out.append((c, i))
    return "".join(c for c, _ in out), [i for _, i in out]


def printed(law_text: str, mends: tuple[tuple[str, str], ...], region: str = "") -> str:
    """The law's words as the scan has them: each mend's reading put back to the printed, at
    the place (where the reading occurs more than once) whose printed words the REGION has."""
    for was, reads in mends:
        at = [m.start() for m in re.finditer(re.escape(reads), law_text)]
        if not at:
            continue
        def undone(k: int) -> str:
            return law_text[:k] + was + law_text[k + len(reads):]
        fits = [k for k in at if level(undone(k)[max(0, k - 30):k + len(was) + 30])[0] in region]
        law_text = undone((fits or at)[0])
    return law_text


@dataclass(frozen=True)
class Finding:
    """Where a law's words stand in its scan, or the first place they part from it."""

    found: bool
    start: int          # raw offsets in the scan of the matched (or best matching) words
    end: int
    law_at: str = ""    # the differing words, the law's and the scan's, when not found
    scan_at: str = ""


def find(law: Law, source: str, text: str | None = None) -> Finding:
    """Find the law's words (TEXT: the law's text by default) in SOURCE at the law's page."""
    sc = scan(source)
    start, end = sc.span(law.page)
    region, offsets = level(sc.raw[start:end], frozenset(o - start for o in sc.furniture
                                                          if start <= o < end))
    words, _ = level(printed(law.text if text is None else text, law.mends, region))
    at = region.find(words)
    if at >= 0:
        return Finding(True, start + offsets[at], start + offsets[at + len(words) - 1] + 1)
    return _nearest(words, region, offsets, start)


def _nearest(words: str, region: str, offsets: list[int], base: int) -> Finding:
    """Align the words with the region to say where they first part."""
    import difflib

    ops = difflib.SequenceMatcher(None, words, region, autojunk=False).get_opcodes()
    inner = [op for op in ops if op[0] != "equal"
             and not (op[0] == "insert" and op[1] in (0, len(words)))]
    matched = [op for op in ops if op[0] == "equal"]
    if not inner or not matched:
        return Finding(False, base, base, words[:60], region[:60])
    _, i1, i2, j1, j2 = inner[0]
    start, end = matched[0][3], matched[-1][4]
    return Finding(False, base + offsets[start], base + offsets[end - 1] + 1,
                   words[max(0, i1 - 20):i2 + 20], region[max(0, j1 - 20):j2 + 20])


def source_view(law: Law, source: str) -> dict:
    """The scan's own lines where the law stands (and its footnote, if it has one), for
    reading beside the mended text: whole lines, or only the matched words where the OCR
    kept no line breaks (Schenck)."""
    sc = scan(source)
    f = find(law, source)
    view = {"file": source, "pages": law.page, "found": f.found, "lines": _lines(sc, f),
            "differs": None if f.found else {"law": f.law_at, "scan": f.scan_at}}
    if law.footnote:
        fn = find(law, source, law.footnote)
        view["footnote_lines"] = _lines(sc, fn)
        view["found"] = view["found"] and fn.found
    return view


def _lines(sc: Scan, f: Finding) -> list[dict]:
    lines = []
    for n, line in sc.lines_at(f.start, f.end):
        if len(line) > 400:  # one line for the whole book: cut to the law's own words
            first = sc.raw.rfind("\n", 0, f.start) + 1
            a, b = max(0, f.start - first), min(len(line), f.end - first)
            line = ("… " if a else "") + line[a:b] + (" …" if b < len(line) else "")
        lines.append({"line": n, "text": line.rstrip()})
    return lines
