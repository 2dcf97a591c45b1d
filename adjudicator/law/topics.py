"""Laws side by side by topic: what each book says on one point, or that it is silent."""
from __future__ import annotations

from ..errors import InputError, did_you_mean
from .library import Library
from ..errors import RulebookConflict
from .provisions import CATALOGUE
from .citation import marked_words
from .rulebook import KINDS, Book


def topic_index(library: Library, books: list[Book]) -> list[dict]:
    """Every topic with the books that speak to it."""
    out = []
    for key, desc in library.topics.items():
        speaking = [b.id for b in books if any(key in law.topics for law in b.laws.values())]
        out.append({"topic": key, "description": desc, "books": speaking,
                    "silent": [b.id for b in books if b.id not in speaking]})
    return out


def side_by_side(library: Library, books: list[Book], topic: str) -> dict:
    """Each book's laws on one topic, the rules first, with what they provide."""
    if topic not in library.topics:
        raise InputError(f"no topic {topic!r}: `adjudicator topics` lists them"
                         f"{did_you_mean(topic, library.topics)}")
    keys = [k for k, spec in CATALOGUE.items() if spec.topic == topic]
    columns = []
    for book in books:
        laws = [law for law in book.laws.values() if topic in law.topics]
        governing: list = []
        for key in keys:
            try:
                ans = book.answer(key)
            except RulebookConflict as exc:
                governing += [law for law in exc.laws if law not in governing]
                continue
            if ans is not None:
                governing += [law for law in ans.laws if law not in governing]
        # The laws that lead: those answering this topic's questions; else those that name
        # the topic first; rules before commentary, numbered laws before the chapter's.
        lead = governing or [law for law in laws if law.topics[0] == topic] or laws
        lead = sorted(lead, key=lambda law: (law.topics[:1] != (topic,), KINDS.index(law.kind),
                                             law.number is None))[:3]
        columns.append({
            "book": book.id,
            # Not silent where a governing law is inherited from the book this one extends.
            "silent": not laws and not governing,
            "laws": [_law(law) for law in lead],
            "also": [law.id for law in laws if law not in lead],
        })
    return {"topic": topic, "description": library.topics[topic], "books": columns}


def _law(law) -> dict:
    return {"id": law.id, "page": law.first_page, "pages": law.page,
            "page_approx": law.page_approx, "kind": law.kind,
            "title": law.title, "text": law.text, "words": marked_words(law)[0],
            "when": law.when.describe() or None,
            "preference": law.preference or None, "provides": {k: v for k, v in law.provides}}
