"""Books, laws and provisions: frozen records (built from a rulebook's YAML by
``rulebook_build``).

A law carries its words, its page and what it provides; the engine asks a book a question
(a provision key from ``provisions.CATALOGUE``) in a context (the agreed departures, the
form of betting, whether the deal is a jack pot: circumstances.py) and gets back the value with the laws that
establish it, silence, or a conflict between laws that nothing in the book resolves.
"""
from __future__ import annotations


from typing import Any

from ..errors import InputError, RulebookConflict
from .circumstances import Context, When
from .own_game import plays_as_its_own
from .provisions import CATALOGUE
from .precedence import not_prevailed, prevails  # noqa: F401 (re-exported: consistency.py)
from ..story.record import Record
from ..story.terms import LAW_ID_PATTERN

# The rulebook format's shapes, which the builder and the cache's check of an entry share
# (kept here, so that reading a cached book does not import the builder); patterns, compiled
# by re's own cache where a book is built or checked, never by a start that reads a cached one
ID_RE = LAW_ID_PATTERN
PAGE_RE = r"^[0-9]+(-[0-9]+)?$"  # ASCII digits, as the schema's pattern reads
BOOK_KEYS = {
    "id", "title", "author", "year", "publisher", "edition", "source", "pages",
    "numbering", "note", "extends", "inherits", "short_title", "vocabulary", "copy",
}

KINDS = ("rule", "definition", "example", "commentary", "advice")
MEND_KINDS = ("ocr", "spam", "emendation")


class Mend(Record):
    """One difference between a law's words and its scan: the printed reading, the reading,
    what kind of fault it mends (the scan's ``ocr``, the web copy's ``spam``, or the editor's
    ``emendation`` of what was printed, with its ``reason``) and an editor's ``note``. It
    unpacks as, and equals, the pair (printed, reads) the readers of a law's mends want.
    Its fields live in its ``__dict__``, which the cache fills at once (cache.py)."""

    __slots__ = ("__dict__",)
    FIELDS = ("printed", "reads", "kind", "reason", "note")
    DEFAULTS = {"reason": "", "note": ""}

    def __iter__(self):
        return iter((self.printed, self.reads))

    def __eq__(self, other):
        if isinstance(other, tuple):
            return (self.printed, self.reads) == other
        if isinstance(other, Mend):
            return ((self.printed, self.reads, self.kind, self.reason, self.note)
                    == (other.printed, other.reads, other.kind, other.reason, other.note))
        return NotImplemented

    def __hash__(self):
        return hash((self.printed, self.reads))


class Law(Record):
    """One law (or rule-bearing paragraph) of a book, as printed, with what it provides.
    Its fields live in its ``__dict__``, which the cache hands over whole (cache.py)."""

    __slots__ = ("__dict__",)
    FIELDS = (
        "id", "book", "title", "section", "page", "kind", "text", "mark", "number", "chapter",
        "topics", "provides", "when", "prevails_over", "conflicts_with", "refers_to",
        "same_as", "mends", "notes", "footnote", "variants", "preference", "page_approx",
        "reprint_page",
        # the printed paragraphs after this law left untranscribed: its parts, each
        # (paragraphs, breaks, kind, first words) (law/omissions.py)
        "omitted_after",
        "amends",         # a house law that replaces laws of the base book
        "repeals",        # base-book laws this house law sets aside
        # Provisions this law establishes by its general words ("the best hand exposed
        # wins"): they answer a question only where no specific law of the book does.
        "general",
        # provisions that rest on this law read together with others: (key, (ids, ...))
        "read_with",
        # the ids rulebooks/sources/NOTES.md gives this paragraph, where they are not its own
        "notes_id",
        # provisions whose words may or may not reach a case: each ruled both ways, as the
        # law gives it and as the law not reaching the case (judge: the point reach.KEY)
        "reading",
    )
    DEFAULTS = {"number": None, "chapter": "", "topics": (), "provides": (), "when": When(),
                "prevails_over": (), "conflicts_with": (), "refers_to": (), "same_as": (),
                "mends": (), "notes": (), "footnote": "", "variants": (), "preference": "",
                "page_approx": False, "reprint_page": "", "omitted_after": (), "amends": (),
                "repeals": (), "general": (), "read_with": (), "notes_id": (), "reading": ()}

    @property
    def first_page(self) -> int:
        made = self.__dict__.get("_first_page")  # made once: every citation of the law asks
        if made is None:
            made = self.__dict__["_first_page"] = int(self.page.split("-")[0])
        return made

    def provision(self, key: str) -> Any:
        made = self.__dict__.get("_provided")  # made once: the judge asks at every finding
        if made is None:
            made = self.__dict__["_provided"] = dict(self.provides)
        return made.get(key)

    def speaks_to(self, keys: tuple[str, ...]) -> frozenset[str]:
        """The keys among ``keys`` this law provides, or is read with others on (made once
        for each set of keys: the judge asks at every finding that cites the law)."""
        memo = self.__dict__.get("_speaks")
        if memo is None:
            memo = self.__dict__["_speaks"] = {}
        found = memo.get(keys)
        if found is None:
            found = memo[keys] = frozenset(
                k for k in keys if self.provision(k) is not None or self.read_with_for(k))
        return found

    def read_with_for(self, key: str) -> tuple[str, ...]:
        """The laws this law's provision of ``key`` is read together with (none: its own
        words state it)."""
        return next((ids for k, ids in self.read_with if k == key), ())

    def citation(self) -> dict:
        """The short form a ruling cites: id, page, title and the law's words (a citation is
        the law's own data, kept beside it as OpenFisca keeps a reference beside a value)."""
        out = {"id": self.id, "page": self.first_page, "pages": self.page, "title": self.title,
               "text": self.text}
        if self.page_approx:  # said only where it is so: every other citation as it was
            out["page_approx"] = True
        return out


class PrintedTable(Record):
    """A table the book prints (Keller's odds and counts): data to compare against, not law.
    ``rows``: row key (a hand category where it is one) -> {column: value as printed}."""

    __slots__ = ("id", "title", "page", "text", "rows", "total", "notes")
    DEFAULTS = {"total": None, "notes": ()}


class Answer(Record):
    """A book's answer to one question: the value, the laws that establish it, and the rung
    of the ladder it was found on (``specific``: a law on the very point; ``general``: the
    book's general law, reached only where no specific law answers)."""

    __slots__ = ("key", "value", "laws", "rung")
    DEFAULTS = {"rung": "specific"}

    @property
    def law_ids(self) -> list[str]:
        return [law.id for law in self.laws]

    @property
    def law_id(self) -> str | None:
        """The first law the answer rests on; None where it rests on none (a book's silence
        read as one of the answers its question allows, judge/readings.py)."""
        return self.laws[0].id if self.laws else None

    def first(self) -> "Answer":
        """The answer on its first law alone (the law itself, not every paragraph that
        restates it), with the laws that law is read together with for it (``read_with``)."""
        if len(self.laws) < 2:
            return self
        law = self.laws[0]
        together = law.read_with_for(self.key)
        return Answer(self.key, self.value,
                      (law,) + tuple(x for x in self.laws[1:] if x.id in together), self.rung)


class Book(Record):
    """A rulebook: its metadata and its laws in printed order, the book it extends (``base``,
    set once the library has read it) and what it takes from the base (``inherits``, "*"
    all). Tests derive changed books with ``dataclasses.replace``."""

    __slots__ = ("id", "title", "author", "year", "source", "file", "meta", "laws", "tables",
                 "base", "inherits", "__dict__")
    DEFAULTS = {"meta": dict, "laws": dict, "tables": dict, "base": None, "inherits": ()}
    FROZEN = False
    # the fields' types, for a type checker (the record's fields are its __slots__)
    id: str
    title: str
    author: str
    year: int | None
    source: str
    file: str
    meta: dict[str, Any]
    laws: dict[str, Law]
    base: Book | None

    @property
    def displaced(self) -> frozenset[str]:
        """Base-book laws this book amends or repeals: they no longer govern here."""
        if "_displaced" not in self.__dict__:
            self.__dict__["_displaced"] = frozenset(
                i for law in self.laws.values() for i in law.amends + law.repeals)
        return self.__dict__["_displaced"]

    def displaced_in(self, ctx: Context) -> frozenset[str]:
        """The base-book laws this book amends or repeals in these circumstances: a law that
        amends one under a ``when:`` sets it aside only where it governs itself, and the base
        law governs elsewhere."""
        memo = self.__dict__.setdefault("_displaced_in", {})
        found = memo.get(ctx)
        if found is None:
            found = memo[ctx] = frozenset(i for law in self.laws.values() if law.when.holds(ctx)
                                          for i in law.amends + law.repeals)
        return found

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

    def departure_laws(self, departure: str, ctx: Context) -> list[str]:
        """The laws of this book (and the books it extends, where it takes them up) that give
        an agreed departure effect; none where the book does not know it (found once per
        departure and circumstances: every deal with the departure agreed asks)."""
        memo = self.__dict__.setdefault("_by_departure", {})
        found = memo.get((departure, ctx))
        if found is None:
            found = memo[departure, ctx] = tuple(self._departure_laws(departure, ctx))
        return list(found)

    def _departure_laws(self, departure: str, ctx: Context) -> list[str]:
        laws, book, heirs = [], self, []
        while book is not None:
            laws += [law.id for law in book.laws.values()
                     if ((departure in law.when.departures and _taken_up(law, heirs))
                         or (plays_as_its_own(departure, ctx, law) and _taken_up(law, heirs)))
                     and law.id not in self.displaced_in(ctx) and law.id not in laws]
            heirs.append(book)
            book = book.base
        return laws

    def lacks(self, question: str) -> bool:
        """Whether ``question`` (a provision key) is of a topic the copy of this book held
        lacks (``copy: {lacks: [...]}``: the Standard laws' copy holds the general laws, not
        those of Draw Poker): its silence is the copy's, not the book's."""
        return self.copy_lacking(question) is not None

    def copy_lacking(self, question: str) -> "Book | None":
        """The book whose copy held lacks ``question``'s topic: this one, or the book it
        extends where it takes the question from it; None where the silence is a book's."""
        copy = self.meta.get("copy")
        lacks = copy.get("lacks", ()) if isinstance(copy, dict) else ()  # or a whole topic:
        if question in lacks or question in CATALOGUE and CATALOGUE[question].topic in lacks:
            return self
        if self.base is not None and self.inherits_key(question):
            return self.base.copy_lacking(question)
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
               displaced: frozenset[str] = frozenset(),
               rung: str | None = None) -> Answer | None:
        """The book's answer to a question in a context; None where the book is silent.

        The ladder: the book's specific laws on the point; else its general laws (a law's
        ``general`` provisions); only then silence. ``rung`` asks one rung alone (the
        general laws, where the specific laws that answer do not reach the case). A book that extends another answers on
        each rung from its own laws first, then from the base book's laws it has not amended
        or repealed (and only for what it inherits).
        Raises RulebookConflict where laws that govern here give different answers and no
        law declares that it prevails (``prevails_over``) or is the more specific one.
        """
        asked = (key, ctx, displaced, rung)
        memo = self.__dict__.get("_answers")
        if memo is None:
            memo = self.__dict__["_answers"] = {}
        found = memo.get(asked, _UNASKED)  # one look-up: the question is hashed once
        if found is _UNASKED:
            if key not in CATALOGUE:
                raise KeyError(f"engine asked an unknown question {key!r}")
            try:  # the ladder: a specific law on the point, else a general law of the book
                found = memo[asked] = (
                    self._answer(key, ctx, displaced, rung) if rung is not None
                    else (self._answer(key, ctx, displaced, "specific")
                          or self._answer(key, ctx, displaced, "general")))
            except RulebookConflict as exc:
                memo[asked] = exc
                raise
        if isinstance(found, RulebookConflict):
            raise found
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

    def _answer(self, key: str, ctx: Context, displaced: frozenset[str],
                rung: str) -> Answer | None:
        governing = [
            law for law in self._by_key().get(key, ())
            if law.id not in displaced and law.when.holds(ctx)
            and (key in law.general) == (rung == "general")
        ]
        if not governing:
            if self.inherits_key(key):
                return self.base._answer(key, ctx, displaced | self.displaced_in(ctx), rung)
            return None
        standing = not_prevailed(governing)
        values = {frozen_value(law.provision(key)) for law in standing}
        if len(values) > 1:
            detail = "; ".join(f"{law.id} says {law.provision(key)!r}" for law in standing)
            raise RulebookConflict(
                f"{self.id}: laws conflict on {key} with no stated precedence: {detail}",
                standing[0].mark, tuple(standing),
            )
        # Rules before definitions and commentary, so the citation leads with the law itself.
        # Numbered laws before the descriptive chapter's paragraphs.
        standing.sort(key=lambda law: (KINDS.index(law.kind), law.number is None))
        return Answer(key, standing[0].provision(key),
                      self._read_together(key, standing, displaced), rung)

    def _read_together(self, key: str, standing: list[Law],
                       displaced: frozenset[str]) -> tuple[Law, ...]:
        """The laws an answer rests on: those that provide it, then those each of them is
        read together with for it (``read_with``), cited beside them: never one a book above
        amended or repealed (``displaced``)."""
        laws = list(standing)
        for law in standing:
            for other in law.read_with_for(key):
                found = None if other in displaced else self.find(other)
                if found is not None and found not in laws:
                    laws.append(found)
        return tuple(laws)


def _taken_up(law: Law, heirs: list[Book]) -> bool:
    """A base book's law counts where every book above takes it up (``inherits``)."""
    return all("*" in heir.inherits or any(heir.inherits_key(key) for key, _ in law.provides)
               for heir in heirs)


_UNASKED = object()


def frozen_value(value: Any) -> Any:
    """A provision's value in a form that compares and hashes (two laws agree if these are equal)."""
    if isinstance(value, list):
        return tuple(frozen_value(x) for x in value)
    if isinstance(value, dict):  # a record's parameters, an amount within them
        return tuple(sorted((k, frozen_value(x)) for k, x in value.items()))
    return value
