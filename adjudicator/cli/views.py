"""The documented JSON shapes of what the tool shows: one dict per thing, rendered per format.

Every format renders these same dicts, so the JSON is the contract and the text and
Markdown are views of it.
"""
from __future__ import annotations

from ..law.citation import marked_words
from ..law.library import Library
from ..law.provisions import CATALOGUE
from ..law.rulebook import Book, Law


def law_view(law: Law, library: Library | None = None, source: str = "") -> dict:
    """A law as shown; with SOURCE (the book's scan file), the scan's own lines beside it."""
    view = {
        "id": law.id,
        "book": law.book,
        "number": law.number,
        "title": law.title,
        "chapter": law.chapter or None,
        "section": law.section or None,
        "page": law.first_page,
        "pages": law.page,
        "page_approx": law.page_approx,
        "reprint_page": law.reprint_page or None,
        "kind": law.kind,
        "text": law.text,
        "footnote": law.footnote or None,
        "topics": list(law.topics),
        "provides": [
            {"key": k, "value": v, "question": CATALOGUE[k].doc} for k, v in law.provides
        ],
        "when": law.when.describe() or None,
        "preference": law.preference or None,
        "prevails_over": list(law.prevails_over),
        "conflicts_with": list(law.conflicts_with),
        "refers_to": list(law.refers_to),
        "same_as": list(law.same_as),
        # a house law: the base book's laws it replaces, and those it sets aside
        "amends": list(law.amends),
        "repeals": list(law.repeals),
        "mends": [{"printed": p, "reads": r} for p, r in law.mends],
        # the words as printed, each mend marked where it stands (law/citation.py)
        "words": marked_words(law)[0],
        "variants": [{"witness": w, "reads": r} for w, r in law.variants],
        "notes": list(law.notes),
    }
    if library is not None:
        view["referred_to_by"] = [other.id for other in library.cited_by(law.id)]
    if source:
        from ..law.sources import source_view

        view["source"] = source_view(law, source)
    return view


def hit_view(hit) -> dict:
    """A law found by ``search``: the law, its relevance, and the words round what matched
    (``context``, each match a [start, end) span of it in ``matches``), and whether they were
    found in its text, as printed (the scan's reading), in its title or its topics."""
    from ..law.search import CLOSE, OPEN

    context, matches = "", []
    for part in hit.context.replace("\n", " ").split(OPEN):
        word, _, rest = part.partition(CLOSE) if CLOSE in part else ("", "", part)
        if word:
            matches.append([len(context), len(context) + len(word)])
        context += word + rest
    return dict(law_view(hit.law), score=round(hit.score, 3), context=context,
                matches=matches, found_in=hit.found_in)


def reading_view(book: Book, section: str | None = None) -> dict:
    """A book read in order (``read``): its laws with their pages and words, and between them,
    marked as no law, the paragraphs its transcription leaves out, as the scan prints them."""
    from ..law.reading import Omitted, in_order

    entries = []
    for x in in_order(book, section):
        if isinstance(x, Omitted):
            entries.append({"entry": "not a law", "after": x.after, "page": x.page,
                            "pages": str(x.page), "page_approx": x.page_approx,
                            "heading": x.heading, "text": x.text})
            continue
        entries.append({"entry": "law", "id": x.id, "number": x.number, "title": x.title,
                        "chapter": x.chapter or None, "section": x.section or None,
                        "page": x.first_page, "pages": x.page, "page_approx": x.page_approx,
                        "kind": x.kind, "text": x.text, "words": marked_words(x)[0],
                        "footnote": x.footnote or None})
    return {"book": book.id, "title": book.title, "author": book.author, "year": book.year,
            "section": section, "entries": entries}


def diff_view(library: Library, a: Book, b: Book, topic: str) -> dict:
    """Two books side by side on a topic (``diff``): each question of the topic with what each
    answers and whether they part, and each book's laws on it."""
    from ..law.reading import apart
    from ..law.topics import side_by_side

    both = side_by_side(library, [a, b], topic, every=True)
    cols = {c["book"]: c for c in both["books"]}
    keys = [k for k, spec in CATALOGUE.items() if spec.topic == topic]
    rows = apart(a, b, topic, keys)
    return {"topic": topic, "description": both["description"], "books": [a.id, b.id],
            "questions": rows, "parts": sum(1 for r in rows if r["part"]),
            "laws": {x.id: cols[x.id]["laws"] if x.id in cols else [] for x in (a, b)}}


def book_view(book: Book) -> dict:
    kinds: dict[str, int] = {}
    for law in book.laws.values():
        kinds[law.kind] = kinds.get(law.kind, 0) + 1
    nums = book.numbered
    return {
        "id": book.id,
        "title": book.title,
        "author": book.author,
        "year": book.year,
        "publisher": book.meta.get("publisher"),
        "edition": book.meta.get("edition"),
        "source": book.source,
        "pages": book.meta.get("pages"),
        "extends": book.meta.get("extends"),
        "laws": len(book.laws),
        "numbered": f"{nums[0]}-{nums[-1]}" if nums else None,
        "kinds": kinds,
        "provisions": sum(len(law.provides) for law in book.laws.values()),
        "file": book.file,
    }


def provisions_view() -> list[dict]:
    return [
        {"key": s.key, "kind": s.kind, "values": list(s.values), "topic": s.topic,
         "question": s.doc, "informational": s.informational or None,
         # a record's parameters: each with its kind, values (an amount's bases) and meaning
         "fields": [{"name": f.key.rsplit(".", 1)[1], "kind": f.kind, "values": list(f.values),
                     "optional": f.optional, "question": f.doc} for f in s.fields]}
        for s in CATALOGUE.values()
    ]


def amounts_in(unit: str | None) -> str:
    """The table's unit as every face names it beside the amounts, a ruling's and a
    comparison's ("amounts in dollars"); "" where none is named."""
    return f"amounts in {unit}" if unit else ""


def book_printed(r: dict) -> tuple[str, str]:
    """The book a ruling was made under, as it was printed: its title, and who wrote it and
    when ("John W. Keller, 1887"); a ruling without the key (an older one) names none."""
    book = r.get("rulebook") or {}
    when = [str(x) for x in (book.get("author"), book.get("year")) if x]
    return book.get("title") or "", ", ".join(when)


def house_line(house: dict) -> str:
    """A club's book in a line of its own, as the text and HTML faces say it: what it extends,
    and which of those laws it amends or repeals ("House rules over peel: peel:71 amended by
    peel-club:1")."""
    changed = [f"{base} amended by {law}" for base, law in house["amended"].items()]
    changed += [f"{base} repealed by {law}" for base, law in house["repealed"].items()]
    return extends_sentence(house) + (": " + "; ".join(changed) if changed else "")


def extends_sentence(house: dict, code: bool = False) -> str:
    """Where a ruling's laws may come from another book: the one it declares it extends.
    "House rules over peel" for a club's book that takes all of its base; "Laws from keller,
    which it extends, on the hands and their order, ..." for a book that takes only those
    points, said in words (its ``inherits`` keys are the JSON's)."""
    from ..judge.words.points import inherited

    def q(x: str) -> str:
        return f"`{x}`" if code else x

    chain = " over ".join(map(q, house["extends"]))
    inherits = house.get("inherits") or ["*"]
    if "*" in inherits:
        return f"House rules over {chain}"
    said = [inherited(k) for k in inherits]  # "and" set apart: a point may hold one
    return (f"Laws from {chain}, which it extends, on "
            + (", ".join(said[:-1]) + ", and " if len(said) > 1 else "") + said[-1])


def takes(v: dict) -> str:
    """What a provision takes, in a few words: its values, an amount of its bases, or a
    record's parameters."""
    if v["kind"] == "record":
        return "; ".join(f"{f['name']}: {takes(f)}" + (" (optional)" if f["optional"] else "")
                         for f in v["fields"])
    words = ", ".join(v["values"]) if v["values"] else v["kind"]
    return {"enum-list": "list of ", "amount": "amount of "}.get(v["kind"], "") + words


def topic_provides(topic: str, provides: dict) -> dict:
    """Of what a law provides, what answers TOPIC's questions (all of it where none does):
    under sequence.ace, a law that also gives the whole ranking shows only sequence.ace."""
    from ..law.provisions import CATALOGUE

    mine = {k: v for k, v in provides.items() if k in CATALOGUE and CATALOGUE[k].topic == topic}
    return mine or dict(provides)


def value_text(value, nested: bool = False) -> str:
    """A provision's value as a person reads it: a list as its items, a mapping as its
    pairs (one within another, an amount among a record's parameters, in braces as the
    book writes it), never as Python writes them."""
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (list, tuple)):
        return ", ".join(value_text(v, nested) for v in value)
    if isinstance(value, dict):
        pairs = [f"{k}: {value_text(v, True)}" for k, v in value.items()]
        return "{" + ", ".join(pairs) + "}" if nested else "; ".join(pairs)
    return str(value)


def odds_words(against: float | None) -> str:
    """Odds as the books word them, in whole numbers: "64,973 to 1"; below two to one, in
    tenths, as Keller prints the pair's "13 to 10" (p. 76); "even" about even money; and odds
    on a hand, the other way round, "on": "20 to 10 on". Never "0.99 to 1"."""
    if against is None:
        return "—"
    if against >= 1.95:
        return f"{round(against):,} to 1"
    if round(against * 10) > 10:
        return f"{round(against * 10)} to 10"
    if round(against * 10) == 10 or against <= 0:
        return "even" if against > 0 else "—"
    on = 1 / against
    return f"{round(on):,} to 1 on" if on >= 1.95 else f"{round(on * 10)} to 10 on"


def side_categories(views: dict, books: list[str]) -> list[str]:
    """The categories of a census under each of several books, in the first book's order,
    the others' after."""
    return list(dict.fromkeys(cat for b in books for cat in views[b]["counts"]))
