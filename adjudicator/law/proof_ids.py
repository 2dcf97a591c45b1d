"""A law's id and place proved against the scan: its number is its place among the printed
paragraphs of its section, its section and chapter are the heads the scan prints before it.

An unnumbered book's id ``path/N`` counts every printed paragraph of its section (commentary
included): after ``path/N`` and the paragraphs it declares left out, the next law of the same
section is ``path/(N + 1 + left out)`` (a list item ``N.a`` or a rule printed inside the
paragraph, ``N.rule``, is of paragraph N). A section is one run: once left, it never comes
back. A law that opens a section or a chapter has its head printed in the scan between the law
before and it; the first law of a section is no further into it than the paragraphs printed
after its head. A glossary's entry takes the slug of its term ("Foul Hand.—" is foul-hand),
and a lettered item the letter it is printed with ("(a) drop").
"""
from __future__ import annotations

import re
from bisect import bisect_right

from . import omissions
from .proof_scan import Fault, Levelled, Place, fold
from .rulebook import Law
from .sources import level, printed, scan

_LEAF = re.compile(r"^(\d+)(?:\.([a-z]+))?$")
_TERM = re.compile(r"^([A-Z][A-Za-z' -]{0,40}?)\.?\s*[—–]")
_LETTER = re.compile(r"^\(([a-z])\)")


def id_faults(chain: list[Place], lv: Levelled, source: str) -> list[Fault]:
    """Every fault of the laws' ids and heads, read in the order the scan prints them."""
    out: list[Fault] = []
    left: set[str] = set()
    before: Place | None = None
    for place in chain:
        law = place.law
        path, leaf = _split(law.id)
        head_end, missing = _heads(before, place, lv, scan(source).raw)
        out += [Fault(law.id, "head", f"it opens the {what} {name!r}, whose head is not "
                                      "printed before it") for what, name in missing]
        out += _leaf_faults(law, leaf)
        if before is not None and _split(before.law.id)[0] == path:
            out += _follows(before.law, law)
        elif path in left:
            out.append(Fault(law.id, "id", f"its section {path}/ was left before it: a "
                                           "section's paragraphs stand together"))
        else:
            out += [] if law.number is not None else _opens(law, leaf, head_end, place, lv)
        if before is not None:
            left.add(_split(before.law.id)[0])
        left.discard(path)
        before = place
    return out


def _split(law_id: str) -> tuple[str, str]:
    path, _, leaf = law_id.partition(":")[2].rpartition("/")
    return path, leaf


def _number(leaf: str) -> tuple[int, str] | None:
    m = _LEAF.match(leaf)
    return (int(m.group(1)), m.group(2) or "") if m else None


def _follows(a: Law, b: Law) -> list[Fault]:
    """B comes next after A in their section: its number is A's, one on, and what A leaves
    out; an item or a rule printed in A's paragraph keeps A's number."""
    na, nb = _number(_split(a.id)[1]), _number(_split(b.id)[1])
    if na is None or nb is None:
        return []
    if nb[1] and nb[0] == na[0]:
        ok = _next_suffix(na[1], nb[1]) and not a.omitted_after
        return [] if ok else [Fault(b.id, "id", f"{b.id} does not follow {a.id} in its "
                                                "paragraph")]
    expected = na[0] + 1 + omissions.paragraphs(a)
    if nb[0] != expected:
        return [Fault(b.id, "id", f"after {a.id} and the {omissions.paragraphs(a)} printed "
                                  f"paragraphs it declares left out, the next paragraph of "
                                  f"its section is number {expected}, not {nb[0]}")]
    return []


def _next_suffix(a: str, b: str) -> bool:
    if b == "rule":
        return a == ""
    if len(b) == 1:  # a lettered item: (a), (b) ... in order
        return (a == "" and b == "a") or (len(a) == 1 and ord(b) == ord(a) + 1)
    return False


def _opens(law: Law, leaf: str, head_end: int | None, place: Place,
           lv: Levelled) -> list[Fault]:
    """The first law of a section stands no further into it than the printed paragraphs
    after its head (or after the law before, where no head stands between)."""
    n = _number(leaf)
    if n is None:
        return []
    start = place.opens if head_end is None else head_end
    found = len(lv.starts_between(start + 1, place.start))
    if n[0] - 1 > found:
        return [Fault(law.id, "id", f"it is the first law of its section in the scan, with "
                                    f"{found} printed paragraphs before it: it cannot be "
                                    f"number {n[0]}")]
    return []


def _leaf_faults(law: Law, leaf: str) -> list[Fault]:
    """A glossary entry's id is its term's slug; a lettered item's, its printed letter."""
    term = _TERM.match(law.text)
    if term and _number(leaf) is None and not leaf.startswith(("poem",)):
        slug = re.sub(r"[^a-z]+", "-", term.group(1).lower()).strip("-")
        if slug != leaf:
            return [Fault(law.id, "id", f"it defines {term.group(1)!r}, whose id is "
                                        f"{_split(law.id)[0]}/{slug}")]
    letter = _LETTER.match(law.text)
    n = _number(leaf)
    if letter and n is not None and n[1] and len(n[1]) == 1 and n[1] != letter.group(1):
        return [Fault(law.id, "id", f"it is printed as item ({letter.group(1)}), not "
                                    f"({n[1]})")]
    return []


def _heads(before: Place | None, place: Place, lv: Levelled,
           raw: str) -> tuple[int | None, list]:
    """Where the last head the law opens ends in the levelled scan (None: it opens none), and
    the heads it opens that the scan does not print between the law before and its first
    words (a head run in with them, or set as a running head, counts: it is printed there)."""
    law, prior = place.law, before.law if before else None
    wanted = []
    if prior is None or law.chapter != prior.chapter:
        wanted.append(("chapter", law.chapter))
    if prior is None or law.section != prior.section:
        wanted.append(("section", law.section))
    start = lv.offsets[before.end - 1] + 1 if before else 0
    end = lv.offsets[min(place.start + 60, len(lv.offsets) - 1)]
    folded, at = _folded(raw, start, end)
    ends, missing, seen = [], [], 0
    for what, name in wanted:
        if not name or (what == "section" and name == law.chapter and ends):
            continue  # a chapter whose first section bears its name prints one head
        head = fold(level(printed(name, law.mends, lv.text))[0])
        found = folded.find(head, seen)
        if not head or found < 0:
            missing.append((what, name))
            continue
        seen = found + len(head)
        ends.append(bisect_right(lv.offsets, at[seen - 1]))
    return (max(ends) if ends else None), missing


def _folded(raw: str, start: int, end: int) -> tuple[str, list[int]]:
    """The raw scan from START to END folded (lower-case letters and digits only), with the
    raw offset of each character kept."""
    kept = [(c, i) for i, c in enumerate(raw[start:end].lower(), start) if c.isalnum()
            and c.isascii()]
    return "".join(c for c, _ in kept), [i for _, i in kept]
