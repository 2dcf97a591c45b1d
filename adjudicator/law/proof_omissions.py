"""What a book leaves out, proved: each part of an omission begins where the scan's paragraph
does with the first words it declares, is the kind it says (its words bear the marks of its
kind), and holds no law's words: every paragraph the sources' own notes
(rulebooks/sources/NOTES.md, section 3) name among a book's rule-bearing paragraphs is one of
its laws, so none of them is left out.

A kind's marks are read off the scan's words: an illustration names itself ("To give a
practical illustration", "for instance", "suppose", "example"); advice speaks to the player
("should", "never", "avoid", "advisable", "you"); commentary is the author's view ("I", "we",
"usage", "custom", "opinion", "innovation"); a definition is a glossary's "Term.—"; a head, a
figure's labels and a table's rows are short lines or figures; and matter that is not the
author's may stand only after the book's last law.
"""
from __future__ import annotations

import re
from functools import lru_cache

from . import omissions
from .proof_scan import Fault, Levelled, Place, raw_words
from .sources import SOURCES, level

_MARKS = {
    "illustration": re.compile(r"illustrat|for instance|suppose|example|to resume", re.I),
    "advice": re.compile(r"\b(advis\w*|recommend\w*|should|never|do not|don't|avoid|wise|"
                         r"you|your|it is (not )?well)\b|(^|[.!?] )(Be|Do|Study|Watch|Fix)\b",
                         re.I),
    "commentary": re.compile(r"\b(I|my|me|we|our|us)\b|\b(usage|custom|opinion|authorit\w*|"
                             r"innovation\w*|modification\w*|principle|invent\w*|"
                             r"reference|popular\w*)\b", re.I),
}
_WORDS_PER_LINE = {"heading": 30, "figure": 6}
_TERM = re.compile(r"^[A-Z][A-Za-z' -]{0,40}?\.?\s*[—–]")


def omission_faults(chain: list[Place], lv: Levelled, source: str) -> list[Fault]:
    """Every fault of the omissions declared after the laws placed (CHAIN, in order)."""
    out: list[Fault] = []
    for i, place in enumerate(chain):
        if not place.law.omitted_after:
            continue
        end = chain[i + 1].start if i + 1 < len(chain) else len(lv.text)
        starts = lv.starts_between(place.end, end)
        out += _parts(place, starts, end, lv, source, last=i + 1 == len(chain))
    return out


def _parts(place: Place, starts: list[int], end: int, lv: Levelled, source: str,
           last: bool) -> list[Fault]:
    law, out, at = place.law, [], 0
    for part in omissions.parts(law):
        if at >= len(starts):
            break  # fewer paragraphs than declared: the count's fault, said by the gap
        k = starts[at]
        stop = starts[at + part.breaks] if at + part.breaks < len(starts) else end
        if not lv.text.startswith(level(part.first)[0], k):
            out.append(Fault(law.id, "omission", f"the {part.kind} it leaves out begins "
                             f"{raw_words(source, lv, k, min(stop, k + 40))!r}, not "
                             f"{part.first!r}"))
        words = raw_words(source, lv, k, stop)
        if not _bears(part.kind, words, lv, starts[at:at + part.breaks] + [stop], last):
            out.append(Fault(law.id, "omission", f"what it leaves out ({part.first!r} ...) "
                             f"is not {part.kind}: its words do not bear the marks of it"))
        at += part.breaks
    return out


def _bears(kind: str, words: str, lv: Levelled, bounds: list[int], last: bool) -> bool:
    if kind == "matter":
        return last
    if kind in _MARKS:
        return bool(_MARKS[kind].search(words))
    pieces = [lv.text[a:b] for a, b in zip(bounds, bounds[1:])]
    if kind == "definition":
        return all(_TERM.match(p.replace("—", " —", 1)) or "—" in p[:40] for p in pieces)
    if kind == "table":
        return sum(c.isdigit() for c in words) * 10 >= len(words.replace(" ", ""))
    most = _WORDS_PER_LINE[kind]  # heading, figure: short lines, no sentence running on
    return all(len(p) <= most * 8 for p in pieces) and not re.search(r"[.?!]\s+[A-Z]\w+ \w",
                                                                      words)


# -- the witness: the paragraphs the sources' notes name as a book's ------------------------

def witness_faults(book) -> list[Fault]:
    """Each paragraph NOTES.md (section 3) names for the book is one of its laws: under its
    own id, or one a law says NOTES gives it (``notes_id``). A book NOTES does not name that
    transcribes a scan NOTES identifies (a copy of it under another id) answers for that
    scan's paragraphs under its own id."""
    named = {i for law in book.laws.values() for i in (law.id, *law.notes_id)}
    ids = noted(book.id)
    if not ids and book.id not in _books():
        other = _books().get(book.source)
        ids = tuple(f"{book.id}:{i.partition(':')[2]}" for i in noted(other)) if other else ()
    return [Fault(_beside(book, i), "omission", f"the sources' notes (NOTES.md section 3) name "
                  f"{i} among the book's paragraphs, and no law of the book is it: it is left "
                  "out, or numbered as another")
            for i in ids if i not in named]


def _beside(book, missing: str) -> str:
    """The law a missing paragraph's fault is told at: the last law of its section before
    it, else the book's first law; none ("") in a book of no laws."""
    path, _, leaf = missing.rpartition("/")
    number = int(re.match(r"\d*", leaf).group() or 0)
    before = [law.id for law in book.laws.values() if law.id.rpartition("/")[0] == path
              and int(re.match(r"\d*", law.id.rpartition("/")[2]).group() or 0) < number]
    return before[-1] if before else next(iter(book.laws), "")


@lru_cache(maxsize=None)
def _books() -> dict[str, str]:
    """NOTES.md's table of the files: each book id it names, and each scan -> its book."""
    out: dict[str, str] = {}
    for m in re.finditer(r"^\|\s*(`([^`]+)`|[^|]*?)\s*\|.*\|\s*`([a-z-]+)`\s*\|\s*$",
                         _notes(), re.M):
        out[m.group(3)] = m.group(3)
        if m.group(2):
            out.setdefault(m.group(2), m.group(3))
    return out


@lru_cache(maxsize=None)
def _notes() -> str:
    path = SOURCES / "NOTES.md"
    return path.read_text(encoding="utf-8") if path.is_file() else ""


@lru_cache(maxsize=None)
def noted(book_id: str) -> tuple[str, ...]:
    """The ids NOTES.md section 3 names for the book: each table's first column and each
    listed id, "…/x" read after the id before it, "/6" after a comma likewise, "3–7" a run."""
    part = _notes().split("## 3.", 1)[-1].split("\n## 4.", 1)[0]
    ids, prefix = [], ""
    for line in part.splitlines():
        seed = re.search(r"`([a-z-]+:[\w/.-]+)/<[^>]+>`", line)
        if seed:
            prefix = seed.group(1) + "/x"
        cell = re.match(r"^\|\s*([^|]+?)\s*\|", line) or re.match(r"^- `([^`]+)`", line)
        if not cell:
            continue
        for piece in re.split(r",\s*", cell.group(1)):
            piece = re.sub(r"\s*\(.*\)$", "", piece.strip().strip("`*"))
            if re.match(r"^[a-z-]+:", piece):
                full = piece
            elif piece.startswith(("…/", "/")) and prefix:
                tail = piece.lstrip("…")
                segments = prefix.split("/")
                full = "/".join(segments[:len(segments) - tail.count("/")]) + tail
            else:
                continue
            prefix = full
            run = re.match(r"^(.*/)(\d+)[–-](\d+)$", full)
            ids += ([f"{run.group(1)}{n}" for n in range(int(run.group(2)),
                                                         int(run.group(3)) + 1)]
                    if run else [full])
    return tuple(i for i in dict.fromkeys(ids) if i.startswith(book_id + ":"))
