"""Books, laws and provisions: frozen records built from a rulebook's YAML.

A law carries its words, its page and what it provides; the engine asks a book a question
(a provision key from ``provisions.CATALOGUE``) in a context (the agreed departures, the
form of betting, whether the deal is a jack pot) and gets back the value with the laws that
establish it, silence, or a conflict between laws that nothing in the book resolves.
"""
from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any

from .errors import InputError, Mark, RulebookConflict
from .provisions import CATALOGUE, DEPARTURES, check_value
from .yamlio import MDict, MList, check_keys

KINDS = ("rule", "definition", "example", "commentary", "advice")
BETTING_FORMS = ("limit", "table-stakes", "freeze-out", "unlimited")
ID_RE = re.compile(r"^[a-z][a-z0-9-]*:[A-Za-z0-9./_-]+$")
PAGE_RE = re.compile(r"^\d+(-\d+)?$")

BOOK_KEYS = {
    "id", "title", "author", "year", "publisher", "edition", "source", "pages",
    "numbering", "note", "extends", "inherits", "short_title",
}
LAW_KEYS = {
    "id", "number", "title", "section", "chapter", "page", "page_approx", "reprint_page",
    "kind", "text", "topics", "provides", "when", "prevails_over", "conflicts_with",
    "refers_to", "same_as", "mends", "notes", "footnote", "variants", "preference",
    "amends", "repeals",
}
WHEN_KEYS = {"agreed", "not_agreed", "betting", "jack_pot"}


@dataclass(frozen=True)
class Context:
    """What a provision's ``when`` is tested against: the circumstances of one deal."""

    agreed: frozenset[str] = frozenset()
    betting: str = "limit"
    jack_pot: bool = False


@dataclass(frozen=True)
class When:
    """The circumstances in which a law governs; an empty When governs always."""

    agreed: frozenset[str] = frozenset()
    not_agreed: frozenset[str] = frozenset()
    betting: frozenset[str] = frozenset()
    jack_pot: bool | None = None

    def holds(self, ctx: Context) -> bool:
        return (
            self.agreed <= ctx.agreed
            and not (self.not_agreed & ctx.agreed)
            and (not self.betting or ctx.betting in self.betting)
            and (self.jack_pot is None or self.jack_pot == ctx.jack_pot)
        )

    def conditions(self) -> frozenset:
        out = {("agreed", a) for a in self.agreed} | {("not", a) for a in self.not_agreed}
        out |= {("betting", b) for b in self.betting}
        if self.jack_pot is not None:
            out.add(("jack_pot", self.jack_pot))
        return frozenset(out)

    def more_specific_than(self, other: "When") -> bool:
        """Lex specialis: a law for narrower circumstances prevails over a general one."""
        mine, theirs = self.conditions(), other.conditions()
        return theirs < mine

    def describe(self) -> str:
        parts = [f"agreed {a}" for a in sorted(self.agreed)]
        parts += [f"not agreed {a}" for a in sorted(self.not_agreed)]
        if self.betting:
            parts.append("betting " + " or ".join(sorted(self.betting)))
        if self.jack_pot is not None:
            parts.append("a jack pot" if self.jack_pot else "not a jack pot")
        return ", ".join(parts)


@dataclass(frozen=True)
class Law:
    """One law (or rule-bearing paragraph) of a book, as printed, with what it provides."""

    id: str
    book: str
    title: str
    section: str
    page: str
    kind: str
    text: str
    mark: Mark
    number: int | None = None
    chapter: str = ""
    topics: tuple[str, ...] = ()
    provides: tuple[tuple[str, Any], ...] = ()
    when: When = When()
    prevails_over: tuple[str, ...] = ()
    conflicts_with: tuple[str, ...] = ()
    refers_to: tuple[str, ...] = ()
    same_as: tuple[str, ...] = ()
    mends: tuple[tuple[str, str], ...] = ()
    notes: tuple[str, ...] = ()
    footnote: str = ""
    variants: tuple[tuple[str, str], ...] = ()
    preference: str = ""
    page_approx: bool = False
    reprint_page: str = ""
    amends: tuple[str, ...] = ()     # a house law that replaces laws of the base book
    repeals: tuple[str, ...] = ()    # base-book laws this house law sets aside

    @property
    def first_page(self) -> int:
        return int(self.page.split("-")[0])

    def provision(self, key: str) -> Any:
        return dict(self.provides).get(key)


@dataclass(frozen=True)
class Table:
    """A table the book prints (Keller's odds and counts): data to compare against, not law."""

    id: str
    title: str
    page: str
    text: str
    rows: dict  # row key (a hand category where it is one) -> {column: value as printed}
    total: int | None = None
    notes: tuple[str, ...] = ()


@dataclass(frozen=True)
class Answer:
    """A book's answer to one question: the value and the laws that establish it."""

    key: str
    value: Any
    laws: tuple[Law, ...]

    @property
    def law_ids(self) -> list[str]:
        return [law.id for law in self.laws]


@dataclass
class Book:
    """A rulebook: its metadata and its laws in printed order."""

    id: str
    title: str
    author: str
    year: int | None
    source: str
    file: str
    meta: dict = field(default_factory=dict)
    laws: dict[str, Law] = field(default_factory=dict)
    tables: dict[str, "Table"] = field(default_factory=dict)
    base: "Book | None" = None                 # the book this one extends
    inherits: tuple[str, ...] = ()             # what it takes from the base ("*" all)

    @property
    def displaced(self) -> frozenset[str]:
        """Base-book laws this book amends or repeals: they no longer govern here."""
        if "_displaced" not in self.__dict__:
            self.__dict__["_displaced"] = frozenset(
                i for law in self.laws.values() for i in law.amends + law.repeals)
        return self.__dict__["_displaced"]

    def inherits_key(self, key: str) -> bool:
        return self.base is not None and any(
            p == "*" or p == key or (p.endswith("*") and key.startswith(p[:-1]))
            for p in self.inherits)

    def find(self, law_id: str) -> Law | None:
        """A law of this book or of the books it extends; None if there is none."""
        book = self
        while book is not None:
            if law_id in book.laws:
                return book.laws[law_id]
            book = book.base
        return None

    @property
    def numbered(self) -> list[int]:
        return sorted(law.number for law in self.laws.values() if law.number is not None)

    def law(self, law_id: str) -> Law:
        if law_id in self.laws:
            return self.laws[law_id]
        if self.base is not None and not law_id.startswith(self.id + ":"):
            return self.base.law(law_id)
        if ":" not in law_id:
            law_id = f"{self.id}:{law_id}"
            if law_id in self.laws:
                return self.laws[law_id]
        raise InputError(f"no law {law_id}: {self.describe_ids()}")

    def describe_ids(self) -> str:
        nums = self.numbered
        if nums:
            return (f"{self.short}'s numbered laws run {nums[0]}-{nums[-1]}; "
                    f"unnumbered ones are listed by `adjudicator law {self.id}:`")
        return f"see `adjudicator law {self.id}:` for the {len(self.laws)} laws of {self.short}"

    @property
    def short(self) -> str:
        return self.meta.get("short_title") or self.author.split()[-1].strip('"[]')

    def answer(self, key: str, ctx: Context = Context(),
               displaced: frozenset[str] = frozenset()) -> Answer | None:
        """The book's answer to a question in a context; None where the book is silent.

        A book that extends another answers from its own laws first, then from the base
        book's laws it has not amended or repealed (and only for what it inherits).
        Raises RulebookConflict where laws that govern here give different answers and no
        law declares that it prevails (``prevails_over``) or is the more specific one.
        """
        if key not in CATALOGUE:
            raise KeyError(f"engine asked an unknown question {key!r}")
        memo = self.__dict__.setdefault("_answers", {})
        if (key, ctx, displaced) in memo:
            found = memo[(key, ctx, displaced)]
            if isinstance(found, RulebookConflict):
                raise found
            return found
        try:
            found = self._answer(key, ctx, displaced)
        except RulebookConflict as exc:
            memo[(key, ctx, displaced)] = exc
            raise
        memo[(key, ctx, displaced)] = found
        return found

    def _by_key(self) -> dict[str, list[Law]]:
        index = self.__dict__.get("_index")
        if index is None:
            index = {}
            for law in self.laws.values():
                for k, _ in law.provides:
                    index.setdefault(k, []).append(law)
            self.__dict__["_index"] = index
        return index

    def _answer(self, key: str, ctx: Context, displaced: frozenset[str]) -> Answer | None:
        governing = [
            law for law in self._by_key().get(key, ())
            if law.id not in displaced and law.when.holds(ctx)
        ]
        if not governing:
            if self.inherits_key(key):
                return self.base.answer(key, ctx, displaced | self.displaced)
            return None
        standing = [
            law for law in governing
            if not any(_prevails(other, law) for other in governing if other is not law)
        ]
        values = {_freeze(law.provision(key)) for law in standing}
        if len(values) > 1:
            detail = "; ".join(f"{law.id} says {law.provision(key)!r}" for law in standing)
            raise RulebookConflict(
                f"{self.id}: laws conflict on {key} with no stated precedence: {detail}",
                standing[0].mark,
            )
        # Rules before definitions and commentary, so the citation leads with the law itself.
        # Numbered laws before the descriptive chapter's paragraphs.
        standing.sort(key=lambda law: (KINDS.index(law.kind), law.number is None))
        return Answer(key, standing[0].provision(key), tuple(standing))


def _prevails(a: Law, b: Law) -> bool:
    return b.id in a.prevails_over or a.when.more_specific_than(b.when)


def _freeze(value: Any) -> Any:
    if isinstance(value, list):
        return tuple(value)
    if isinstance(value, dict):
        return tuple(sorted(value.items()))
    return value


# --------------------------------------------------------------------------- building


def _text(node: MDict, key: str, what: str, required: bool = True) -> str:
    if key not in node:
        if required:
            raise InputError(f"{what} needs the key {key!r}", node.mark)
        return ""
    value = node[key]
    if not isinstance(value, str) or (required and not value.strip()):
        raise InputError(f"{key} must be text", node.mark_of(key))
    return value.strip()


def _id_list(node: MDict, key: str) -> tuple[str, ...]:
    value = node.get(key, [])
    if isinstance(value, str):
        value = [value]
    if not isinstance(value, list) or not all(isinstance(v, str) for v in value):
        raise InputError(f"{key} must be a list of law ids", node.mark_of(key))
    for v in value:
        if not ID_RE.match(v):
            raise InputError(f"{v!r} is not a law id (BOOK:ID)", node.mark_of(key))
    return tuple(value)


def _when(node: Any, mark: Mark) -> When:
    if node is None:
        return When()
    if not isinstance(node, MDict):
        raise InputError("when must be a mapping (agreed, not_agreed, betting, jack_pot)", mark)
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
    return When(names("agreed", DEPARTURES), names("not_agreed", DEPARTURES),
                names("betting", BETTING_FORMS), jp)


def build_law(node: Any, book_id: str, mark: Mark, topics: dict | None) -> Law:
    """Build one law entry, checking every key and value against the format."""
    if not isinstance(node, MDict):
        raise InputError("a law entry must be a mapping", mark)
    check_keys(node, LAW_KEYS, ("id", "title", "page", "kind", "text"), "a law entry")
    law_id = _text(node, "id", "a law")
    if not ID_RE.match(law_id) or law_id.split(":")[0] != book_id:
        raise InputError(f"law id {law_id!r} must be written {book_id}:ID", node.mark_of("id"))
    number = node.get("number")
    if number is not None:
        if isinstance(number, bool) or not isinstance(number, int):
            raise InputError("number must be a whole number", node.mark_of("number"))
        if law_id != f"{book_id}:{number}":
            raise InputError(f"law number {number} must have the id {book_id}:{number}",
                             node.mark_of("id"))
    page = node["page"]
    if isinstance(page, bool) or not PAGE_RE.match(str(page)):
        raise InputError(f"page must be a number or a range like 48-49, not {page!r}",
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
    mends = node.get("mends", [])
    if not isinstance(mends, list):
        raise InputError("mends must be a list of {printed, reads}", node.mark_of("mends"))
    mend_pairs = []
    for i, m in enumerate(mends):
        if not isinstance(m, MDict):
            raise InputError("a mend is a mapping {printed, reads, note}", mends.mark_of(i))
        check_keys(m, {"printed", "reads", "note"}, ("printed", "reads"), "a mend")
        mend_pairs.append((str(m["printed"]), str(m["reads"])))
    variants = node.get("variants", [])
    if not isinstance(variants, list):
        raise InputError("variants must be a list of {witness, reads}", node.mark_of("variants"))
    variant_pairs = []
    for i, v in enumerate(variants):
        if not isinstance(v, MDict):
            raise InputError("a variant is a mapping {witness, reads, note}", variants.mark_of(i))
        check_keys(v, {"witness", "reads", "note"}, ("witness", "reads"), "a variant")
        variant_pairs.append((str(v["witness"]), str(v["reads"])))
    notes = node.get("notes", [])
    notes = [notes] if isinstance(notes, str) else notes
    if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
        raise InputError("notes must be text or a list of texts", node.mark_of("notes"))
    reprint = node.get("reprint_page", "")
    if reprint != "" and not PAGE_RE.match(str(reprint)):
        raise InputError("reprint_page must be a number or a range", node.mark_of("reprint_page"))
    approx = node.get("page_approx", False)
    if not isinstance(approx, bool):
        raise InputError("page_approx takes true or false", node.mark_of("page_approx"))
    return Law(
        id=law_id,
        book=book_id,
        number=number,
        title=_text(node, "title", "a law"),
        section=_text(node, "section", "a law", required=False),
        chapter=_text(node, "chapter", "a law", required=False),
        page=str(page),
        kind=kind,
        text=_text(node, "text", "a law"),
        mark=node.mark,
        topics=tuple(topic_list),
        provides=tuple(provides.items()),
        when=_when(node.get("when"), node.mark_of("when")),
        prevails_over=_id_list(node, "prevails_over"),
        conflicts_with=_id_list(node, "conflicts_with"),
        refers_to=_id_list(node, "refers_to"),
        same_as=_id_list(node, "same_as"),
        mends=tuple(mend_pairs),
        notes=tuple(notes),
        footnote=_text(node, "footnote", "a law", required=False),
        variants=tuple(variant_pairs),
        amends=_id_list(node, "amends"),
        repeals=_id_list(node, "repeals"),
        preference=_text(node, "preference", "a law", required=False),
        page_approx=approx,
        reprint_page=str(reprint),
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
    if year is not None and (isinstance(year, bool) or not isinstance(year, int)):
        raise InputError("year must be a whole number", meta.mark_of("year"))
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


def build_table(node: Any, book_id: str, mark: Mark) -> Table:
    if not isinstance(node, MDict):
        raise InputError("a table entry must be a mapping", mark)
    check_keys(node, {"id", "title", "page", "text", "rows", "total", "notes"},
               ("id", "title", "page", "rows"), "a table")
    table_id = _text(node, "id", "a table")
    if not ID_RE.match(table_id) or table_id.split(":")[0] != book_id:
        raise InputError(f"table id {table_id!r} must be written {book_id}:ID", node.mark_of("id"))
    if not PAGE_RE.match(str(node["page"])):
        raise InputError("page must be a number or a range", node.mark_of("page"))
    rows = node["rows"]
    if not isinstance(rows, MDict) or not all(isinstance(r, MDict) for r in rows.values()):
        raise InputError("rows must map each row to {column: value}", node.mark_of("rows"))
    for row in rows.values():  # a printed table holds figures and words, nothing nested
        for column, value in row.items():
            if isinstance(value, (list, dict)):
                raise InputError(f"column {column!r} must hold a value as printed (a number or "
                                 "text), not a list or mapping", row.mark_of(column))
    total = node.get("total")
    if total is not None and (isinstance(total, bool) or not isinstance(total, int)):
        raise InputError("total must be a whole number", node.mark_of("total"))
    notes = node.get("notes", [])
    notes = [notes] if isinstance(notes, str) else notes
    if not isinstance(notes, list) or not all(isinstance(n, str) for n in notes):
        raise InputError("notes must be text or a list of texts", node.mark_of("notes"))
    return Table(table_id, _text(node, "title", "a table"), str(node["page"]),
                 _text(node, "text", "a table", required=False),
                 {k: dict(v) for k, v in rows.items()}, total, tuple(notes))
