"""A law's reference in words, for a person (text and Markdown) and for the field's tools
(BibTeX, CSL JSON): what `law ID --cite` prints, the references a Markdown ruling ends with,
and what a page that draws a ruling calls (``reference_text``).

The words of a law are the printed words, every difference from the scan marked: an
emendation of what was printed in [brackets], the printed reading after it, "[sic]" where the
source has it so; an OCR misreading mended, and the web copy's spam taken out, with the
scan's own reading beside the mended one, in ⟨angle brackets⟩. A fact of the book that its
scan does not print (read from NOTES.md) stands in [brackets]; one nothing gives is said not
to be known, never supplied.
"""
from __future__ import annotations

import re

from .markdown_escape import inert

_BESIDE = {"ocr": "scan", "spam": "web copy"}


# -- the words ----------------------------------------------------------------------------

def words_text(words: list[dict], markdown: bool = False) -> str:
    """The law's printed words with their editorial marks (module docstring)."""
    out = []
    for seg in words:
        if "text" in seg:
            out.append(seg["text"])
            continue
        printed = seg["printed"] + (" [sic]" if seg["sic"] else "")
        if seg["kind"] == "emendation":
            out.append(_bracketed(seg["printed"], seg["reads"]) + f" ⟨printed: {printed}⟩")
        else:
            out.append(seg["reads"] + f" ⟨{_BESIDE.get(seg['kind'], 'scan')}: {printed}⟩")
    return inert("".join(out)) if markdown else "".join(out)


def _bracketed(printed: str, reads: str) -> str:
    """READS with the words that differ from PRINTED in brackets: "shall [pass] from"."""
    a, b = printed.split(" "), reads.split(" ")
    head = 0
    while head < min(len(a), len(b)) and a[head] == b[head]:
        head += 1
    tail = 0
    while tail < min(len(a), len(b)) - head and a[-1 - tail] == b[-1 - tail]:
        tail += 1
    middle = " ".join(b[head:len(b) - tail])
    return " ".join(b[:head] + ([f"[{middle}]"] if middle else ["[ ]"]) + b[len(b) - tail:])


# -- the reference ------------------------------------------------------------------------

def _fact(facts: dict, name: str) -> str | None:
    """A fact as a reference prints it: as read, in [brackets] where the scan does not print
    it (read from NOTES.md) and it is the imprint's (place, publisher, year)."""
    fact = facts.get(name)
    if not fact:
        return None
    value = str(fact["reads"])
    return f"[{value}]" if "from" in fact and name in ("place", "publisher", "year") else value


def _author(facts: dict) -> str:
    fact = facts.get("author")
    if not fact:
        return "Anonymous"
    name = str(fact["reads"])
    if re.search(r"[\[\]\"(]", name) or " " not in name:
        return name
    given, family = name.rsplit(" ", 1)
    return f"{family}, {given}"


def book_text(facts: dict, markdown: bool = False) -> str:
    """The book as a reference list gives it: author, title (the part transcribed), series,
    and its imprint (place: publisher, year), a fact nothing gives said to be not known; a
    book known only as another quotes it, with that book instead of an imprint."""
    esc = inert if markdown else str
    title = esc(_fact(facts, "title") or "untitled")
    if markdown and facts.get("title") and facts.get("quoted_in") is None:
        title = f"*{title}*"  # a book's title; a decision known only as quoted has none
    if facts.get("within"):
        title += f", “{esc(facts['within']['title'])}” (pp. {esc(facts['within']['pages'])})"
    author = esc(_author(facts))
    parts = [author + ("" if author.endswith(".") else "."), title + "."]
    if facts.get("series"):
        parts.append(esc(_fact(facts, "series")) + ".")
    if facts.get("quoted_in"):
        return " ".join(parts + ["Quoted in " + book_text(facts["quoted_in"], markdown)])
    place = _fact(facts, "place") or "[place not known]"
    publisher = _fact(facts, "publisher") or "[publisher not known]"
    year = _fact(facts, "year") or "[year not known]"
    return " ".join(parts + [esc(f"{place}: {publisher}, {year}")])


def locator(ref: dict) -> str:
    """Where in the book: the page (an estimate said so), the chapter, section and law
    number, the law's title and id."""
    page = ("pp. " if "-" in ref["page"] else "p. ") + ref["page"]
    if ref["page_approx"]:
        page += ", approx."
    where = list(dict.fromkeys(x for x in (ref.get("chapter"), ref.get("section")) if x))
    if ref.get("number") is not None:
        where.append(f"law {ref['number']}")
    if ref.get("reprint_page"):
        where.append(f"reprinted {'pp.' if '-' in ref['reprint_page'] else 'p.'} "
                     f"{ref['reprint_page']}")
    return page + (f" ({', '.join(where)})" if where else "") \
        + f": “{ref['law_title']}” ({ref['law']})"


def reference_text(ref: dict, markdown: bool = False, words: bool = True) -> str:
    """One law's reference, in a paragraph: the book, where the law stands, the copy held and
    what is not known; then (WORDS) the printed words with their marks."""
    esc = inert if markdown else str
    lines = [f"{book_text(ref['book'], markdown)}, {esc(locator(ref))}.{_about(ref, markdown)}"]
    if words:
        quote = words_text(ref["words"], markdown)
        lines.append(f"> “{quote}”" if markdown else f"“{quote}”")
        for seg in ref.get("mended_elsewhere") or ():
            beside = "printed" if seg["kind"] == "emendation" else _BESIDE.get(seg["kind"], "scan")
            lines.append(esc(f"In its heading: {seg['reads']} ⟨{beside}: {seg['printed']}⟩"))
    return "\n\n".join(lines)


def _about(ref: dict, markdown: bool) -> str:
    """What a reference adds after the book and the place: the copy held, what is not known."""
    esc = inert if markdown else str
    facts, out = ref["book"], ""
    if facts.get("held"):
        out += f" Copy held: {esc(' '.join(str(facts['held']).split()))}."
    unknown = facts.get("unknown") or {}
    if unknown:
        out += " Not known: " + "; ".join(
            esc(f"{k}, {' '.join(str(v).split())}") for k, v in unknown.items()) + "."
    return out


def cite(refs: list[dict], markdown: bool = False) -> str:
    """`law ID --cite`: each reference, in the format asked."""
    return "\n\n".join(reference_text(r, markdown) for r in refs) + "\n"


def references_lines(ruling: dict) -> list[str]:
    """The end of a Markdown ruling: the references of the laws it cites (attached by the
    command line as ``references``), a book at a time, each law at its place in the book; the
    law's printed words are given again only where they were mended, with their marks (the
    footnotes quote them as read)."""
    refs = ruling.get("references") or []
    books: dict[str, list[dict]] = {}
    for ref in refs:
        books.setdefault(ref["book"]["book"], []).append(ref)
    out = ["", "### References"] if refs else []
    for laws in books.values():
        out += ["", "- " + book_text(laws[0]["book"], True) + "." + _about(laws[0], True)]
        for ref in sorted(laws, key=lambda r: int(r["page"].split("-")[0])):  # by page
            out.append(f"  - {inert(locator(ref))}")
            if any("text" not in w for w in ref["words"]):
                out.append(f"    Printed: “{words_text(ref['words'], True)}”")
    return out


# -- the field's formats --------------------------------------------------------------------

def _bib(value) -> str:
    """A value inside a BibTeX field's braces: TeX's specials escaped, braces balanced."""
    text = " ".join(str(value).split()).replace("\\", "/")
    return re.sub(r"([&%$#_])", r"\\\1", text).replace("{", "(").replace("}", ")")


def _note(ref: dict) -> str:
    facts = ref["book"]
    bits = [f"{ref['law']}, “{ref['law_title']}”"]
    where = [x for x in (ref.get("chapter"), ref.get("section")) if x]
    if where:
        bits.append(", ".join(dict.fromkeys(where)))
    if ref["page_approx"]:
        bits.append("page approximate")
    if ref.get("reprint_page"):
        bits.append(f"reprinted p. {ref['reprint_page']}")
    if facts.get("quoted_in"):
        q = facts["quoted_in"]
        bits.append(f"known only as quoted in {q['author']['reads']}, {q['title']['reads']} "
                    f"({q['year']['reads']}), pp. {q['pages']}")
    for name in ("place", "publisher", "year"):
        fact = facts.get(name)
        if fact and "from" in fact:
            bits.append(f"{name} not printed in the scan: {' '.join(fact['from'].split())}")
    first = "the first publication's " if facts.get("quoted_in") else ""
    for name, why in (facts.get("unknown") or {}).items():
        bits.append(f"{first}{name} not known: {' '.join(str(why).split())}")
    if facts.get("held"):
        bits.append("copy held: " + " ".join(str(facts["held"]).split()))
    return "; ".join(bits)


def _read(facts: dict, name: str):
    return facts[name]["reads"] if facts.get(name) else None


def _bib_name(facts: dict) -> str:
    """A name as BibTeX parses one (Family, Given); one it cannot (Peel's pseudonym with his
    name in brackets, an attribution) kept whole in braces."""
    if not facts.get("author"):
        return "Anonymous"
    name = _bib(_author(facts))  # a club's own author is the club's words: escaped too
    return "{" + name + "}" if re.search(r"[\[\]\"(]", name) else name


def bibtex(refs: list[dict]) -> str:
    """One entry a law, keyed by its id: @inbook (the book's facts, the page, the law in the
    note), or @incollection for a decision known only as another book quotes it (that book's
    imprint); a fact not known is left out (and said in the note), never filled."""
    entries = []
    for ref in refs:
        facts = ref["book"]
        book = facts.get("quoted_in") or facts
        fields = [("author", _bib_name(facts))]
        if facts.get("quoted_in"):
            fields += [("title", _read(facts, "title")), ("booktitle", _read(book, "title"))]
        else:
            fields += [("title", _read(facts, "title")),
                       ("chapter", ", ".join(dict.fromkeys(
                           x for x in (ref.get("chapter"), ref.get("section")) if x)) or None)]
        fields += [("pages", ref["page"].replace("-", "--")),
                   ("series", _read(facts, "series")), ("address", _read(book, "place")),
                   ("publisher", _read(book, "publisher")), ("year", _read(book, "year")),
                   ("note", _note(ref))]
        body = ",\n".join(f"  {k} = {{{_bib(v) if k != 'author' else v}}}"
                          for k, v in fields if v is not None)
        kind = "incollection" if facts.get("quoted_in") else "inbook"
        entries.append(f"@{kind}{{{ref['law']},\n{body}\n}}")
    return "\n\n".join(entries) + "\n"


def _csl_name(facts: dict) -> list[dict]:
    fact = facts.get("author")
    if not fact:
        return []
    name = str(fact["reads"])
    if re.search(r"[\[\]\"(]", name) or " " not in name:
        return [{"literal": name}]
    given, family = name.rsplit(" ", 1)
    return [{"family": family, "given": given}]


def csl_item(ref: dict) -> dict:
    """A law as a CSL JSON item: a chapter of its book (or, for a decision known only as
    quoted, of the book that quotes it, whose author is the container's)."""
    facts = ref["book"]
    book = facts.get("quoted_in") or facts
    item = {"id": ref["law"], "type": "chapter", "page": ref["page"], "note": _note(ref)}
    if facts.get("quoted_in"):
        item["title"] = _read(facts, "title")
        item["container-author"] = _csl_name(book)
    else:
        item["title"] = ref["law_title"]
    if book.get("title"):
        item["container-title"] = _read(book, "title")
    if facts.get("author"):
        item["author"] = _csl_name(facts)
    if facts.get("series"):
        item["collection-title"] = _read(facts, "series")
    if book.get("place"):
        item["publisher-place"] = _read(book, "place")
    if book.get("publisher"):
        item["publisher"] = _read(book, "publisher")
    if book.get("year"):
        item["issued"] = {"date-parts": [[int(_read(book, "year"))]]}
    section = ", ".join(dict.fromkeys(x for x in (ref.get("chapter"), ref.get("section")) if x))
    if section:
        item["section"] = section
    return item


def csl_json(refs: list[dict]) -> str:
    from ..printable import json_text

    return json_text([csl_item(r) for r in refs], indent=2) + "\n"
