"""The documented JSON shapes of what the tool shows: one dict per thing, rendered per format.

Every format renders these same dicts, so the JSON is the contract and the text and
Markdown are views of it.
"""
from __future__ import annotations

from typing import Callable

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


def takes(v: dict) -> str:
    """What a provision takes, in a few words: its values, an amount of its bases, or a
    record's parameters."""
    if v["kind"] == "record":
        return "; ".join(f"{f['name']}: {takes(f)}" + (" (optional)" if f["optional"] else "")
                         for f in v["fields"])
    words = ", ".join(v["values"]) if v["values"] else v["kind"]
    return {"enum-list": "list of ", "amount": "amount of "}.get(v["kind"], "") + words


def next_sentences(ruling: dict) -> list[tuple[str, str | None]]:
    """What happens after this deal, as (sentence, law id or None), for every renderer."""
    nxt, out = ruling["next"], []
    if nxt.get("redeal_by"):
        out.append((f"{nxt['redeal_by']} deals again", None))
    elif nxt.get("dealer"):
        out.append((f"{nxt['dealer']} deals next", None))
    if nxt.get("jack_pot"):
        out.append((f"the next deal is a jack pot opened by {nxt['jack_pot']} or better", None))
    if ruling.get("referee"):
        out.append((f"disputes go to {ruling['referee']['player']}", ruling["referee"]["law"]))
    return out


def shown_steps(ruling: dict) -> tuple[list[dict], str]:
    """The findings a face lists, and the line that counts those it leaves out: by default
    the findings that decide the pool and every irregular or open act, each open point once
    in its words, the acts done in order, as the book allows (``lawful``), counted in one
    line; every one of them where the reader asked for all (``all_steps``, `--steps all`)."""
    if ruling.get("all_steps"):
        return ruling["steps"], ""
    # an open point said again in the same words (the same law's reach, met again at a later
    # act) is said once: its first finding stands for it
    shown, said = [], set()
    for s in ruling["steps"]:
        if s.get("lawful") or (s.get("rung") == "open" and s["finding"] in said):
            continue
        if s.get("rung") == "open":
            said.add(s["finding"])
        shown.append(s)
    n = sum(1 for s in ruling["steps"] if s.get("lawful"))
    if not n:
        return shown, ""
    return shown, (f"{n} act{'s' if n > 1 else ''} in order, as the book allows "
                   "(--steps all lists them)")


def status_words(ruling: dict) -> str:
    """The status in words (story/terms.py's meaning); an unsettled ruling says whether a
    silence or a fact left out (or both) holds it."""
    from ..story.terms import STATUSES

    if ruling["status"] != "unsettled" or not ruling.get("missing"):
        return STATUSES[ruling["status"]]
    if any(s.get("decisive", True) for s in ruling["silent"]):
        return STATUSES["unsettled"] + ", and the case leaves out a fact it turns on"
    return "the case leaves out a fact the outcome turns on"


def open_sentence(ruling: dict) -> str:
    """What the ruling leaves open, said once after its status: "Left open: 1 fact the case
    does not tell (hand)." or "The book is silent on 4 points, which change nothing here."
    ("" when nothing is)."""
    from ..judge.comparison import left_open

    said = "; ".join(left_open(ruling))
    return f"{said[0].upper()}{said[1:]}." if said else ""


def carried_sentence(ruling: dict) -> str:
    """What becomes of the chips carried: they stay in the pool of a deal that goes on or is
    dealt again; after a pool was decided (an ante told after the show), they go to the next."""
    n, status = ruling["carried"], ruling["status"]
    if status == "continues":
        return f"{n} stays in the pool as the deal goes on"
    if status in ("passed", "misdeal"):
        return f"{n} stays in the pool for the next deal"
    return f"{n} is carried to the next deal, no part of the pool decided here"


def undecided_sentence(ruling: dict) -> str:
    """What is held undecided in an unsettled ruling, and until when; "" if nothing is."""
    if not ruling.get("undecided"):
        return ""
    points = {s["point"] for s in ruling["silent"] if s.get("decisive", True)}
    facts = {m["fact"] for m in ruling.get("missing", [])}
    until = []
    if points or not facts:  # held on no point named: on the one the book leaves open
        until.append("the point the book leaves open is settled" if len(points) <= 1 else
                     "the points the book leaves open are settled")
    if facts:
        until.append("the fact not told is known" if len(facts) == 1 else
                     "the facts not told are known")
    return f"{ruling['undecided']} is held until " + " and ".join(until)


def lot_words(lot: dict, name=str) -> str:
    """Odd chips that go by lot, in words ("1 goes by lot among A, B"), each name as ``name``
    makes it safe for the face."""
    return f"{lot['amount']} goes by lot among {', '.join(map(name, lot['among']))}"


def held_words(ruling: dict) -> str:
    """What a step's share in an unsettled ruling comes to, in words: held, where nothing of
    the pool is paid; where the readings pay some of it at once, how much of it is held."""
    # said so that nobody pays on the step's words before reading what is held
    if not ruling["awards"] and not ruling["refunds"]:
        return "not paid: held undecided"
    held = ruling.get("undecided") or 0  # the whole pool's: said alike at each share
    return (f"not paid in full: of the whole pool, {held} is held undecided" if held
            else "not paid as played")


def reading_sentences(ruling: dict) -> list[tuple[str, list[str]]]:
    """Each reading of an open point the ruling turns on, in words with its laws: ("If A
    objected in time, A takes 20", [law, ...]), "in all" where chips are paid now."""
    from ..judge.words.points import reading

    # a point said alike at two events (two straddles by one player) is told by its step
    said: dict[tuple, set] = {}
    for r in ruling.get("readings", []):
        for a in r["assume"]:
            said.setdefault((a["point"], a.get("player")), set()).add(a.get("event"))

    # the silences that are the copy's (a topic the copy held lacks), not the book's
    copy = {f"silent.{s['point']}" for s in ruling.get("silent", []) if s.get("of") == "copy"}

    def words(a: dict) -> str:
        text = reading(a["point"], a["reading"], a.get("player"), copy=a["point"] in copy)
        twice = len(said[(a["point"], a.get("player"))]) > 1
        return f"{text} (step {a['event']})" if twice and a.get("event") is not None else text

    # a reading gives what each has in all under it: where something is paid now, said so,
    # as the chips table's columns are ("in all if (1)"), not to be paid on top of it
    in_all = "in all " if ruling.get("awards") or ruling.get("refunds") else ""
    out = []
    for r in ruling.get("readings", []):
        assumed = " and ".join(words(a) for a in r["assume"])
        gets = [f"{p} takes {a}" for p, a in r["awards"].items()]
        gets += [f"{p} has {a} back" for p, a in r["refunds"].items()]
        gets += [lot_words(lot) for lot in r.get("by_lot", [])]
        if not gets and r.get("status") in ("misdeal", "passed", "continues"):
            gets = [f"the pool stays in play ({r['status']})"]
        elif not gets:
            gets = ["nothing is awarded" + (f" ({r['status']})" if r.get("status") else "")]
        number = f"({len(out) + 1}) " if len(ruling["readings"]) > 1 else ""
        out.append((f"{number}If {assumed}, {in_all}{', '.join(gets)}", r["laws"]))
    return out


def takes_columns(ruling: dict) -> list[tuple[str, dict[str, str]]]:
    """The columns of the chips table beyond what is paid now: under each reading, what each
    player would take ("13") or have back ("2 back"), numbered as the readings are told; or,
    with no readings, what the table's own way of playing would give ("takes if allowed").
    A reading's column is what he has in all under it: where something is paid now, its
    header says so ("in all if (1)"), so that a secretary does not pay it again on top."""
    readings = ruling.get("readings") or []
    if not readings:
        provisional = ruling.get("provisional") or {}
        return [("takes if allowed", {p: str(a) for p, a in provisional.items()})] \
            if provisional else []
    in_all = "in all " if ruling.get("awards") or ruling.get("refunds") else ""
    out = []
    for i, r in enumerate(readings, 1):
        cells = {p: str(a) for p, a in r["awards"].items()}
        for p, a in r["refunds"].items():
            cells[p] = (cells[p] + ", " if p in cells else "") + f"{a} back"
        out.append((in_all + (f"if ({i})" if len(readings) > 1 else "if so"), cells))
    return out


def said_once(ruling: dict) -> tuple[list[dict], list[dict]]:
    """The silences and the untold facts to list after the findings: in a ruling with
    readings, one already said as a finding (where the point arose) is not said again."""
    if not ruling.get("readings"):
        return ruling["silent"], ruling.get("missing", [])
    said = {s["finding"] for s in ruling["steps"]}
    silent = [s for s in ruling["silent"] if s["detail"] not in said]
    missing = [m for m in ruling.get("missing", [])
               if f"not told ({m['fact']}): {m['detail']}" not in said]
    return silent, missing


def extends_sentence(house: dict, code: bool = False) -> str:
    """Where a ruling's laws may come from another book: the one it declares it extends.
    "House rules over peel" for a club's book that takes all of its base; "Laws from keller,
    which it extends, on hand.*, ..." for a book that takes only those points."""
    def q(x: str) -> str:
        return f"`{x}`" if code else x

    chain = " over ".join(map(q, house["extends"]))
    inherits = house.get("inherits") or ["*"]
    if "*" in inherits:
        return f"House rules over {chain}"
    return (f"Laws from {chain}, which it extends, on "
            + ", ".join(map(q, inherits)))


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


def silence_question(silence: dict) -> str:
    """The question a silence leaves open, in words: its own where the ruling names one (what
    follows a breach of its point's law), else its point's."""
    from ..judge.words.points import question

    return silence.get("question") or question(silence["point"])


def penalty_words(pen: dict, name: Callable[[str], str] = str) -> str:
    """A penalty as every face says it (``name`` escapes a player's name for the face):
    chips already in the pool forfeited to it, or paid anew, into the pool or to a player."""
    from ..judge.words.answer import pays_words

    return pays_words(name(pen["player"]), pen["amount"], name(pen["to"]),
                      pen.get("forfeited", False))
