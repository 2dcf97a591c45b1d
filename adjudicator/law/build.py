"""Building a book's records from its YAML: every key checked, every value checked against the
provisions catalogue, each error marked with its file, line and column (a typo in a rulebook
must fail loudly, never drop a law silently)."""
from __future__ import annotations

import math
import re
from typing import Any

from ..errors import InputError, Mark
from . import omissions
from .build_parts import copy, id_list as _id_list, mends, pairs
from .build_parts import read_with as read_read_with
from .provisions import CATALOGUE, check_value
from .rulebook import (BOOK_KEYS, ID_RE, KINDS, MEND_KINDS, PAGE_RE, Book, Law, Mend,
                       PrintedTable, When)
from ..story.terms import ACTORS, BETTING_FORMS, BETTING_PHASES, DEPARTURES
from ..story.yamlio import MDict, MList, check_keys

LAW_KEYS = {
    "id", "number", "title", "section", "chapter", "page", "page_approx", "reprint_page",
    "kind", "text", "topics", "provides", "when", "prevails_over", "conflicts_with",
    "refers_to", "same_as", "mends", "notes", "footnote", "variants", "preference",
    "amends", "repeals", "omitted_after", "general", "read_with", "notes_id", "reading",
}
WHEN_KEYS = {"agreed", "agreed_any", "not_agreed", "betting", "jack_pot", "phase", "actor"}



def _text(node: MDict, key: str, what: str, required: bool = True) -> str:
    if key not in node:
        if required:
            raise InputError(f"{what} needs the key {key!r}", node.mark)
        return ""
    value = node[key]
    if not isinstance(value, str) or (required and not value.strip()):
        raise InputError(f"{key} must be text", node.mark_of(key))
    return value.strip()


def _one_paragraph(text: str) -> str:
    """A law's words as one paragraph, as every face prints them: a line broken in its YAML
    (a house law written as a ``|`` block) is read as the space it stands for, never printed
    as a control character."""
    return re.sub(r"[ \t]*\r?\n[ \t]*", " ", text)


MOST_PAGES = 99_999  # no book printed has more: a page past it is a slip of the pen


def _pages(page, front: bool = False) -> bool:
    """A page (1 or more) or a range of pages, the first before the last, as printed; page 0
    where FRONT (an unnumbered page before the first, whose page is approximate)."""
    m = re.match(PAGE_RE, str(page))
    first, _, last = str(page).partition("-")
    return bool(m) and int(first) >= (0 if front and not last else 1) and (
        not last or int(first) < int(last)) and int(last or first) <= MOST_PAGES


def _when(node: Any, mark: Mark) -> When:
    if node is None:
        return When()
    if not isinstance(node, MDict):
        raise InputError("when must be a mapping (agreed, agreed_any, not_agreed, betting, "
                         "jack_pot, phase, actor)", mark)
    check_keys(node, WHEN_KEYS, (), "when")

    def names(key, allowed):
        v = node.get(key, [])
        v = [v] if isinstance(v, str) else v
        if not isinstance(v, list) or any(x not in allowed for x in v):
            raise InputError(f"when.{key} takes one or more of: {', '.join(allowed)}",
                             node.mark_of(key))
        return frozenset(v)

    jp = node.get("jack_pot")
    if jp is not None and not isinstance(jp, bool):
        raise InputError("when.jack_pot takes true or false", node.mark_of("jack_pot"))
    agreed, not_agreed, agreed_any = (names(k, DEPARTURES)
                                      for k in ("agreed", "not_agreed", "agreed_any"))
    # a law whose circumstances can never hold at once would never govern
    both = agreed & not_agreed or (agreed_any if agreed_any and agreed_any <= not_agreed
                                   else frozenset())
    if both:
        raise InputError(f"when: {', '.join(sorted(both))} is both agreed and not agreed, so the "
                         "law would never govern", node.mark_of("not_agreed"))
    return When(agreed, not_agreed, names("betting", BETTING_FORMS), jp, agreed_any,
                names("phase", BETTING_PHASES), names("actor", ACTORS))


def build_law(node: Any, book_id: str, mark: Mark, topics: dict | None) -> Law:
    """Build one law entry, checking every key and value against the format."""
    if not isinstance(node, MDict):
        raise InputError("a law entry must be a mapping", mark)
    check_keys(node, LAW_KEYS, ("id", "title", "page", "kind", "text"), "a law entry")
    law_id = _text(node, "id", "a law")
    if not re.match(ID_RE, law_id) or law_id.split(":")[0] != book_id:
        raise InputError(f"law id {law_id!r} must be written {book_id}:ID", node.mark_of("id"))
    number = node.get("number")
    if number is not None:
        if isinstance(number, bool) or not isinstance(number, int):
            raise InputError("number must be a whole number", node.mark_of("number"))
        if law_id != f"{book_id}:{number}":
            raise InputError(f"law number {number} must have the id {book_id}:{number}",
                             node.mark_of("id"))
    page = node["page"]
    if isinstance(page, (bool, float)) or not _pages(page, node.get("page_approx") is True):
        raise InputError(f"page must be a page (1 to {MOST_PAGES:,}; 0, before the first, only "
                         f"with page_approx: true) or a range like 48-49, not {page!r}",
                         node.mark_of("page"))
    kind = node["kind"]
    if kind not in KINDS:
        raise InputError(f"kind must be one of: {', '.join(KINDS)}; not {kind!r}",
                         node.mark_of("kind"))
    topic_list = node.get("topics", MList())
    if not isinstance(topic_list, MList) or not all(isinstance(t, str) for t in topic_list):
        raise InputError("topics must be a list of topic keys", node.mark_of("topics"))
    if topics is not None:
        for i, t in enumerate(topic_list):
            if t not in topics:
                raise InputError(f"unknown topic {t!r}: topics are listed in rulebooks/topics.yaml",
                                 topic_list.mark_of(i))
    provides = node.get("provides", MDict())
    if not isinstance(provides, MDict):
        raise InputError("provides must be a mapping of provision: value",
                         node.mark_of("provides"))
    for key, value in provides.items():
        spec = CATALOGUE.get(key)
        if spec is None:
            raise InputError(f"unknown provision {key!r}: see `adjudicator provisions`",
                             provides.mark_of(key))
        problem = check_value(spec, value)
        if problem:
            raise InputError(problem, provides.mark_of(key))
    general = node.get("general", [])
    if not isinstance(general, list) or not all(isinstance(k, str) for k in general):
        raise InputError("general must be a list of provision keys", node.mark_of("general"))
    general = tuple(general)
    for key in general:
        if key not in provides:
            raise InputError(f"general names {key!r}, which the law does not provide: a general "
                             "provision is one of the law's own", node.mark_of("general"))
    reading = node.get("reading", [])
    if not isinstance(reading, list) or any(k not in provides for k in reading):
        raise InputError("reading lists provisions of the law whose words may not reach a "
                         "case (each one the law provides)", node.mark_of("reading"))
    variant_pairs = pairs(node, "variants", "witness", "reads", "a variant")
    notes = node.get("notes", [])
    notes = [notes] if isinstance(notes, str) else notes
    if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
        raise InputError("notes must be text or a list of texts", node.mark_of("notes"))
    reprint = node.get("reprint_page", "")
    if reprint != "" and (isinstance(reprint, (bool, float)) or not _pages(reprint)):
        raise InputError("reprint_page must be a page (1 or more) or a range like 48-49",
                         node.mark_of("reprint_page"))
    approx = node.get("page_approx", False)
    if not isinstance(approx, bool):
        raise InputError("page_approx takes true or false", node.mark_of("page_approx"))
    omitted = omissions.build(node["omitted_after"], node.mark_of("omitted_after")) \
        if "omitted_after" in node else ()
    read_with = read_read_with(node, provides)
    for key in ("prevails_over", "conflicts_with"):
        if law_id in _id_list(node, key):
            raise InputError(f"{key} names the law itself, {law_id}", node.mark_of(key))
    both = set(_id_list(node, "amends")) & set(_id_list(node, "repeals"))
    if both:
        raise InputError(f"{', '.join(sorted(both))} is both amended and repealed: a law "
                         "repealed is not amended", node.mark_of("repeals"))
    return Law(
        id=law_id,
        book=book_id,
        number=number,
        title=_one_paragraph(_text(node, "title", "a law")),
        section=_text(node, "section", "a law", required=False),
        chapter=_text(node, "chapter", "a law", required=False),
        page=str(page),
        kind=kind,
        text=_one_paragraph(_text(node, "text", "a law")),
        mark=node.mark,
        topics=tuple(topic_list),
        provides=tuple(provides.items()),
        when=_when(node.get("when"), node.mark_of("when")),
        prevails_over=_id_list(node, "prevails_over"),
        conflicts_with=_id_list(node, "conflicts_with"),
        refers_to=_id_list(node, "refers_to"),
        same_as=_id_list(node, "same_as"),
        mends=mends(node),
        notes=tuple(notes),
        footnote=_text(node, "footnote", "a law", required=False),
        variants=tuple(variant_pairs),
        amends=_id_list(node, "amends"),
        repeals=_id_list(node, "repeals"),
        general=general,
        preference=_text(node, "preference", "a law", required=False),
        page_approx=approx,
        reprint_page=str(reprint),
        omitted_after=omitted,
        read_with=read_with,
        notes_id=_id_list(node, "notes_id"),
        reading=tuple(reading),
    )


def build_book(data: Any, file: str, topics: dict | None) -> tuple[Book, list[InputError]]:
    """Build a book from a parsed rulebook file; collect every error rather than stop."""
    errors: list[InputError] = []
    if not isinstance(data, MDict):
        raise InputError("a rulebook must be a mapping with `book:` and `laws:`", Mark(file, 1, 1))
    check_keys(data, {"book", "laws", "tables"}, ("book", "laws"), "a rulebook")
    meta = data["book"]
    if not isinstance(meta, MDict):
        raise InputError("book: must be a mapping", data.mark_of("book"))
    check_keys(meta, BOOK_KEYS, ("id", "title", "author", "source"), "book:")
    book_id = _text(meta, "id", "book:")
    if not re.match(r"^[a-z][a-z0-9-]*$", book_id):
        raise InputError(f"book id {book_id!r} must be lower case letters, digits and -",
                         meta.mark_of("id"))
    year = meta.get("year")
    if year is not None and (isinstance(year, bool) or not isinstance(year, int)
                             or not 1 <= year <= 9999):
        raise InputError(f"year must be the year it was printed, 1 to 9999; not {year!r}",
                         meta.mark_of("year"))
    for key in ("publisher", "edition", "numbering", "note", "short_title"):
        _text(meta, key, "book:", required=False)  # words as printed: never a bare number
    pages = meta.get("pages")
    if pages is not None and (isinstance(pages, (bool, float)) or not _pages(pages)):
        raise InputError("pages must be a page or a range of pages (31-58)",
                         meta.mark_of("pages"))
    inherits = meta.get("inherits", ["*"] if "extends" in meta else [])
    inherits = [inherits] if isinstance(inherits, str) else inherits
    if not isinstance(inherits, list) or not all(isinstance(x, str) for x in inherits):
        raise InputError("inherits must be a list of provision keys or patterns (hand.*)",
                         meta.mark_of("inherits"))
    if "inherits" in meta and "extends" not in meta:
        raise InputError("inherits needs `extends:` naming the base book", meta.mark_of("inherits"))
    for pattern in inherits:
        if pattern != "*" and pattern not in CATALOGUE and not (
                pattern.endswith("*") and any(k.startswith(pattern[:-1]) for k in CATALOGUE)):
            raise InputError(f"inherits: {pattern!r} matches no provision", meta.mark_of("inherits"))
    copy(meta, topics)
    from . import vocabulary

    words = meta.get("vocabulary", {})
    problem = vocabulary.check(words)
    if problem:
        at = words.mark_of(problem[1]) if problem[1] and isinstance(words, MDict) else None
        raise InputError(problem[0], at or meta.mark_of("vocabulary"))
    book = Book(
        id=book_id, title=_text(meta, "title", "book:"), author=_text(meta, "author", "book:"),
        year=year, source=_text(meta, "source", "book:"), file=file,
        meta={k: v for k, v in meta.items()}, inherits=tuple(inherits),
    )
    laws = data["laws"]
    if not isinstance(laws, MList):
        raise InputError("laws: must be a list of law entries", data.mark_of("laws"))
    for i, node in enumerate(laws):
        try:
            law = build_law(node, book_id, laws.mark_of(i), topics)
        except InputError as exc:
            errors.append(exc)
            continue
        if law.id in book.laws:
            first = book.laws[law.id].mark
            errors.append(InputError(f"duplicate law id {law.id} (first at line {first.line})",
                                     law.mark))
            continue
        book.laws[law.id] = law
    # an act's words are the book's own: quoted from a law of it, which must hold them
    errors += [InputError(problem, words.mark_of(term))
               for term, problem in vocabulary.cited(words, book.laws)]
    if "vocabulary" in meta:
        book.meta["vocabulary"] = vocabulary.plain(words)
    if "copy" in meta:  # plain data, as the cache keeps it
        book.meta["copy"] = {"lacks": [str(t) for t in meta["copy"]["lacks"]],
                             "evidence": str(meta["copy"]["evidence"]).strip()}
    tables = data.get("tables", MList())
    if not isinstance(tables, list):
        errors.append(InputError("tables: must be a list", data.mark_of("tables")))
        tables = []
    for i, node in enumerate(tables):
        try:
            table = build_table(node, book_id, data.mark_of("tables"))
        except InputError as exc:
            errors.append(exc)
            continue
        if table.id in book.tables or table.id in book.laws:
            errors.append(InputError(f"duplicate id {table.id}", data.mark_of("tables")))
        book.tables[table.id] = table
    return book, errors


def build_table(node: Any, book_id: str, mark: Mark) -> PrintedTable:
    if not isinstance(node, MDict):
        raise InputError("a table entry must be a mapping", mark)
    check_keys(node, {"id", "title", "page", "text", "rows", "total", "notes"},
               ("id", "title", "page", "rows"), "a table")
    table_id = _text(node, "id", "a table")
    if not re.match(ID_RE, table_id) or table_id.split(":")[0] != book_id:
        raise InputError(f"table id {table_id!r} must be written {book_id}:ID", node.mark_of("id"))
    if isinstance(node["page"], (bool, float)) or not _pages(node["page"]):
        raise InputError("page must be a page (1 or more) or a range like 48-49",
                         node.mark_of("page"))
    rows = node["rows"]
    if not isinstance(rows, MDict) or not all(isinstance(r, MDict) for r in rows.values()):
        raise InputError("rows must map each row to {column: value}", node.mark_of("rows"))
    for row in rows.values():  # a printed table holds figures and words, nothing nested
        for column, value in row.items():
            if isinstance(value, (list, dict)):
                raise InputError(f"column {column!r} must hold a value as printed (a number or "
                                 "text), not a list or mapping", row.mark_of(column))
            # a count or odds as printed: no book prints one below nought, or not a number
            if isinstance(value, (int, float)) and not isinstance(value, bool) and not (
                    math.isfinite(value) and value >= 0):
                raise InputError(f"column {column!r} holds {value!r}: a printed figure is a "
                                 "number of nought or more (write other words as text)",
                                 row.mark_of(column))
    total = node.get("total")
    if total is not None and (isinstance(total, bool) or not isinstance(total, int)
                              or total < 0):
        raise InputError("total must be a whole number, nought or more", node.mark_of("total"))
    notes = node.get("notes", [])
    notes = [notes] if isinstance(notes, str) else notes
    if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
        raise InputError("notes must be text or a list of texts", node.mark_of("notes"))
    return PrintedTable(table_id, _text(node, "title", "a table"), str(node["page"]),
                 _text(node, "text", "a table", required=False),
                 {k: dict(v) for k, v in rows.items()}, total, tuple(notes))
