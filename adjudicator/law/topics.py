"""Laws side by side by topic: what each book says on one point, or that it is silent."""
from __future__ import annotations

from ..errors import InputError, did_you_mean
from .library import Library
from ..errors import RulebookConflict
from .provisions import CATALOGUE
from .citation import marked_words
from .rulebook import KINDS, Book


def topic_index(library: Library, books: list[Book]) -> list[dict]:
    """Every topic with the books that speak to it (as ``side_by_side`` sets them out: a law
    that provides one of its questions, or, for a topic with none, a law tagged with it) and
    those silent on it (a book that extends another is never listed silent: it speaks only
    where it amends its base)."""
    out = []
    for key, desc in library.topics.items():
        columns = side_by_side(library, books, key)["books"]
        out.append({"topic": key, "description": desc,
                    "books": [c["book"] for c in columns if not c["silent"]],
                    "silent": [c["book"] for c in columns if c["silent"]]})
    return out


def side_by_side(library: Library, books: list[Book], topic: str,
                 every: bool = False) -> dict:
    """Each book's laws on one topic, with what they provide. Where the topic has questions
    of the catalogue (``sequence.ace``), a book's column holds every law that provides an
    answer to one of them in the book's own words (those the book's answer rests on first,
    then its alternatives, preferences and laws for other circumstances), and no law that
    provides none (Keller's the-deal/5 retires a foul hand's holder and orders no refund: he
    is silent on ``foul-hand.refund``); where it has none, the laws tagged with it. A book
    that extends another is shown only where it speaks itself (the published decision, on
    its one point), not where it only takes the base book's laws, unless EVERY book is
    asked for (two books set side by side, ``diff``)."""
    question = CATALOGUE.get(topic.removeprefix("silent.")) if topic not in library.topics \
        else None
    if question is not None:  # a question of the catalogue (a ruling's point) names its topic
        topic = question.topic
    if topic not in library.topics:
        raise InputError(f"no topic {topic!r}: `adjudicator topics` lists them"
                         f"{did_you_mean(topic, library.topics)}")
    keys = [k for k, spec in CATALOGUE.items() if spec.topic == topic]
    columns = []
    for book in books:
        own = [law for law in book.laws.values() if topic in law.topics]
        if keys:
            lead = _providers(book, keys)
            speaks = any(law.book == book.id for law in lead) or _sets_aside(book, keys)
        else:
            lead = sorted(own, key=lambda law: (KINDS.index(law.kind), law.number is None))
            speaks = bool(own)
        if book.base is not None and not speaks and not every:
            continue  # it speaks here only through the book it extends, or not at all
        columns.append({"book": book.id, "silent": not lead,
                        "laws": [_law(law) for law in lead], "also": []})
    return {"topic": topic, "description": library.topics[topic], "books": columns}


def _sets_aside(book: Book, keys: list[str]) -> bool:
    """Whether a book that extends another amends or repeals a law of it that answers one of
    KEYS: it speaks on the topic by setting that law aside (a club that repeals Peel 69 gives
    equal flushes to hands/5), though no law of its own answers."""
    base = book.base
    return base is not None and any(
        (law := base.find(i)) is not None and any(k in keys for k, _ in law.provides)
        for i in book.displaced)


def _providers(book: Book, keys: list[str]) -> list:
    """The laws of BOOK (and of the books it extends, on what it takes from them) that
    provide an answer to one of KEYS: the laws its answer rests on first, in the order of
    the questions; then every other law that provides one (an alternative, a preference,
    a law for other circumstances), in the book's order."""
    topic = CATALOGUE[keys[0]].topic

    def first(law) -> tuple:  # the laws named first for the topic, rules, numbered laws
        return law.topics[:1] != (topic,), KINDS.index(law.kind), law.number is None

    lead: list = []
    for key in keys:
        try:
            ans = book.answer(key)
        except RulebookConflict as exc:
            lead += [law for law in exc.laws if law not in lead]
            continue
        if ans is not None:
            lead += [law for law in ans.laws if law not in lead]
    lead.sort(key=first)
    others: list = []
    chain, at = [], book
    while at is not None:
        chain.append(at)
        at = at.base
    for b in chain:  # the base book's laws only on the questions this one has none on
        mine = {k for law in lead + others for k, _ in law.provides if law.book != b.id}
        for law in b.laws.values():
            if law in lead or law in others or law.id in book.displaced:
                continue
            on = [k for k, _ in law.provides if k in keys] + [k for k in law.general if k in keys]
            if b is not book:
                on = [k for k in on if book.inherits_key(k) and k not in mine]
            if on:
                others.append(law)
    return _beside(book, lead + sorted(others, key=first), keys)


def _beside(book: Book, laws: list, keys: list[str]) -> list:
    """LAWS, each followed by the laws its provision of one of KEYS is read together with
    (issue 36: Keller's jack-pots/8 adds to the pot "the same as in the first instance",
    which jack-pots/7 states: both are shown)."""
    out: list = []
    for law in laws:
        if law not in out:
            out.append(law)
        for key in keys:
            for other_id in law.read_with_for(key):
                other = book.find(other_id)
                if other is not None and other not in out:
                    out.append(other)
    return out


def _law(law) -> dict:
    return {"id": law.id, "page": law.first_page, "pages": law.page,
            "page_approx": law.page_approx, "kind": law.kind,
            "title": law.title, "text": law.text, "words": marked_words(law)[0],
            "when": law.when.describe() or None,
            "preference": law.preference or None, "provides": {k: v for k, v in law.provides}}
