"""Fuzzing what issue 16 found wanting: house books generated over every published book, and
stories that could not have happened, made on purpose.

``house_book_sets`` writes one to three clubs' books, each extending a published book or the
club below it, amending, repealing and adding laws, inheriting some or all of the base's
provisions, and now and then giving its laws a precedence that runs in a circle, a table row
that holds a list, or a chain of books too long. ``check_house_books`` holds the promise
`check` makes: a book `check` passes never makes a command fail (it loads, names hands, sets
topics side by side, and rules the casebook with chips conserved and `compare` equal to
`rule`); a book it refuses is refused by the commands too, with FILE:LINE:COL.

``impossible_docs`` plays a sound deal and then breaks it in one way no table could (a card
in two hands, a card twice in one hand, more cards than the pack); ``check_impossible``
requires the loader to refuse it before any book is read, naming the line.
"""
from __future__ import annotations

import json
import random
import shutil
import traceback
from pathlib import Path

from hypothesis import strategies as st

from adjudicator.story.cards import full_pack
from adjudicator.errors import AdjudicatorError, InputError, InputErrors
from adjudicator.law.library import MAX_EXTENDS, ORDER, PUBLISHED, Library
from adjudicator.law.provisions import CATALOGUE
from adjudicator.story.terms import DEPARTURES

from .fuzz import (BETTING, Outcome, chance, conservation_problems, dump, _MARKED,
                   provision_value)

PACK = [str(c) for c in full_pack()]
FAULTS = ("none", "none", "none", "circle", "table", "chain")
_BASE = Library.open()
BASE_LAWS = {b: sorted(_BASE.book(b).laws) for b in ORDER}


# --------------------------------------------------------------------------- house books

def _law(draw, book_id: str, n: int, base_laws: list[str], own: list[str], noise: int) -> dict:
    key = draw(st.sampled_from(sorted(CATALOGUE)))
    law: dict = {"id": f"{book_id}:{n}", "title": f"House law {n}", "page": 1, "kind": "rule",
                 "text": "As the members agreed.", "topics": [CATALOGUE[key].topic],
                 "provides": {key: provision_value(draw, key, 0)}}
    if base_laws and chance(draw, 40):
        law["amends" if draw(st.booleans()) else "repeals"] = draw(
            st.lists(st.sampled_from(base_laws), min_size=1, max_size=2, unique=True))
    if chance(draw, 30):
        law["when"] = {k: v for k, v in [
            ("agreed", draw(st.lists(st.sampled_from(DEPARTURES), max_size=1))),
            ("betting", draw(st.lists(st.sampled_from(BETTING), max_size=2))),
            ("jack_pot", draw(st.sampled_from([None, True, False])))] if v not in (None, [])}
    if own and chance(draw, 35 + 15 * noise):
        law["prevails_over"] = draw(st.lists(st.sampled_from(own), min_size=1, max_size=2,
                                             unique=True))
    return law


@st.composite
def house_book_sets(draw, fault: str | None = None):
    """[(book id, rulebook as data)], each extending the published book or the one before;
    with ``fault``, always that fault (or "none"), else one drawn."""
    fault = fault or draw(st.sampled_from(FAULTS))  # one in two sets sound, the rest a fault
    noise = int(fault != "none")
    base = draw(st.sampled_from(ORDER))
    docs: list = []
    depth = MAX_EXTENDS + 2 if fault == "chain" else draw(st.integers(1, 3))
    base_laws = list(BASE_LAWS[base])
    for level in range(depth):
        book_id = f"club{level}"
        extends = base if level == 0 else f"club{level - 1}"
        meta = {"id": book_id, "title": "A club's rules", "author": "The Committee",
                "source": "house rules", "extends": extends}
        if chance(draw, 25):
            meta["inherits"] = draw(st.sampled_from(
                [["*"], ["hand.*"], ["deal.*", "show-for-stake"], [draw(st.sampled_from(
                    sorted(CATALOGUE)))]]))
        laws: list = []
        for n in range(1, draw(st.integers(0, 4 if depth <= 3 else 1)) + 1):
            laws.append(_law(draw, book_id, n, base_laws, [x["id"] for x in laws], noise))
        if fault == "circle" and level == depth - 1:  # a precedence circle, on purpose
            while len(laws) < 2:
                laws.append(_law(draw, book_id, len(laws) + 1, base_laws, [], 0))
            a, b = laws[0], laws[-1]
            b["provides"] = dict(a["provides"])
            a["prevails_over"], b["prevails_over"] = [b["id"]], [a["id"]]
        doc = {"book": meta, "laws": laws}
        if fault == "table" and level == 0:  # a printed table whose row holds a list
            doc["tables"] = [{"id": f"{book_id}:t", "title": "t", "page": 1,
                              "rows": {"flush": {"count": 5, "odds": draw(st.sampled_from(
                                  [[1, 2], {"a": 1}, [[]]]))}}}]
        docs.append((book_id, doc))
        base_laws = [x["id"] for x in laws] + base_laws
    return docs


def _crash(what: str) -> str:
    return f"{what}:\n{traceback.format_exc()}"


def _marked(errors: list[str]) -> list[str]:
    return [f"check reported a line not FILE:LINE:COL: message: {e!r}" for e in errors
            if "\n" in e or not (_MARKED.match(e) or e.split(": ", 1)[0].endswith(".yaml"))]


def check_house_books(docs: list, workdir: Path, cases: list) -> Outcome:
    """`check` the generated books; what it passes must serve every command without fail."""
    from adjudicator.cli.checking import check_paths
    from adjudicator.judge.comparison import compare
    from adjudicator.judge.engine import adjudicate
    from adjudicator.hands.census import census_of
    from adjudicator.hands.ranking import hand_view
    from adjudicator.law.search import search_laws
    from adjudicator.law.topics import side_by_side
    from adjudicator.cli.views import law_view

    text = "\n---\n".join(dump(d) for _, d in docs)
    out = Outcome(text)
    folder = workdir / "house"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    paths = []
    for book_id, doc in docs:
        paths.append(folder / f"{book_id}.yaml")
        paths[-1].write_text(dump(doc), encoding="utf-8")

    def library() -> Library:  # the published books read once, the house books each time
        lib = Library([PUBLISHED, folder], _BASE.topics)
        lib._books.update({b: _BASE.book(b) for b in ORDER})
        return lib

    try:
        errors = check_paths([str(p) for p in paths], library())["errors"]
    except Exception:  # noqa: BLE001
        out.fail(_crash("check crashed on house books"))
        return out
    for p in _marked(errors):
        out.fail(p)
    lib = library()
    top = docs[-1][0]
    try:
        book = lib.book(top)
    except AdjudicatorError as exc:
        out.error = str(exc)
        if not errors:
            out.fail(f"check passed the house books, but loading {top} fails: {exc}")
        for e in exc.errors if isinstance(exc, InputErrors) else [exc]:
            if "\n" in str(e) or not isinstance(e, InputError):
                out.fail(f"a house book's error is not one line: {e!r}")
        return out
    except Exception:  # noqa: BLE001
        out.fail(_crash("loading a house book crashed"))
        return out
    if errors:
        out.error = errors[0]
        return out  # an error in a lower book of the chain stops it being loaded only there
    try:
        try:
            hand_view(book, ["AS KS QS JS TS", "2H 2D 5C 7S 9H", "3C 3S JK 8D 8H"], [])
        except InputError as exc:  # hands of cards a stripped pack does not hold: the hands
            if "\n" in str(exc) or "is no card of" not in str(exc):  # are bad, in one line
                raise
        side_by_side(lib, [book], CATALOGUE[sorted(CATALOGUE)[len(text) % len(CATALOGUE)]]
                     .topic)
        search_laws([book], "the ace")
        if len(text) % 4 == 0:  # the slower commands, for one set in four
            census_of(book, [DEPARTURES[len(text) % len(DEPARTURES)]] if len(text) % 8 else [])
            first = next(b for b in lib.chain(book) if b.laws)
            law_view(book.law(sorted(first.laws)[0]), lib)
    except Exception:  # noqa: BLE001 - check passed it: nothing may fail now
        out.fail(_crash("a command failed under a house book `check` passed"))
    for case in cases:
        try:
            ruling = adjudicate(case, book)
        except Exception:  # noqa: BLE001
            out.fail(_crash(f"[{case.file}] ruling under a house book `check` passed failed"))
            continue
        for p in conservation_problems(ruling, case.table.players, case.table.jack_pot):
            out.fail(f"[{case.file}] {p}")
        out.rulings[case.file] = ruling
    for case in cases[:: max(1, len(cases) // 4)]:  # `compare` gives what `rule` gives
        try:
            together = compare(case, lib, [top])["rulings"][top]
        except Exception:  # noqa: BLE001
            out.fail(_crash(f"[{case.file}] compare failed under a house book"))
            continue
        if json.dumps(together) != json.dumps(out.rulings.get(case.file)):
            out.fail(f"[{case.file}] compare and rule disagree under a house book")
    return out


# --------------------------------------------------------------------------- impossible stories

IMPOSSIBLE_KINDS = ("twice-in-a-hand", "dealt-again", "another's-card", "opener-twice",
                    "too-many", "two-jokers", "drawn-beyond-the-pack")


@st.composite
def impossible_docs(draw):
    """(kind, case as data, the event index that is impossible): a sound deal, then one
    thing no table could do."""
    n = draw(st.integers(2, 7))
    players = [chr(ord("A") + i) for i in range(n)]
    rng = random.Random(draw(st.integers(0, 2**32)))
    pack = rng.sample(PACK, len(PACK))
    hands = {p: [pack.pop() for _ in range(5)] for p in players}
    table = {"players": players, "dealer": players[-1]}
    events: list = [{"deal": {p: " ".join(h) for p, h in hands.items()}}]
    for p in players[: draw(st.integers(0, n))]:
        events.append({draw(st.sampled_from(["call", "check", "fold"])): p})
    kind = draw(st.sampled_from(IMPOSSIBLE_KINDS))
    a, b = draw(st.sampled_from(players)), None
    b = draw(st.sampled_from([p for p in players if p != a]))
    if kind == "twice-in-a-hand":
        h = list(hands[a])
        h[draw(st.integers(1, 4))] = h[0]
        bad = {"show": {a: " ".join(h)}}
    elif kind == "dealt-again":
        bad = {"deal": {b: " ".join([hands[a][0]] + [pack.pop() for _ in range(4)])}}
    elif kind == "another's-card":
        h = list(hands[b])
        h[draw(st.integers(0, 4))] = hands[a][draw(st.integers(0, 4))]
        bad = {"show": {b: " ".join(h)}}
    elif kind == "opener-twice":
        bad = {"opener_shows": {"player": a, "cards": " ".join([hands[a][0]] * 2
                                                                + hands[a][2:])}}
    elif kind == "too-many":
        events[0] = {"deal": {p: 52 // n + 1 + draw(st.integers(0, 3)) for p in players}}
        bad = None
    elif kind == "two-jokers":
        table["agreed"] = ["joker"]
        bad = {"show": {a: "JK JK " + " ".join(hands[a][:3])}}
    else:
        left = 52 - 5 * n
        bad = {"draw": {"player": a, "given": min(left + 1 + draw(st.integers(0, 3)), 60)}}
        events.insert(len(events), {"discard": {"player": a, "count": 5}})
    if bad is not None:
        events.append(bad)
    at = 0 if bad is None else len(events) - 1
    return kind, {"title": "An impossible story", "table": table, "events": events}, at


def check_impossible(kind: str, doc: dict, at: int, workdir: Path) -> Outcome:
    """The loader must refuse the story at the event that could not have happened."""
    from adjudicator.story.case import load_case

    text = dump(doc)
    out = Outcome(text)
    path = workdir / "impossible.yaml"
    path.write_text(text, encoding="utf-8")
    try:
        load_case(path)
    except InputError as exc:
        out.error = str(exc)
        m = _MARKED.match(str(exc).splitlines()[0])  # the first place it goes wrong
        lines = text.splitlines()
        first = lines.index("events:")
        starts = [i + 1 for i, x in enumerate(lines) if i > first and x.startswith("- ")]
        ends = starts[1:] + [len(lines) + 1]
        if not m or not starts[at] <= int(m["line"]) < ends[at]:
            out.fail(f"an impossible story ({kind}) refused at the wrong place: {exc}")
        return out
    except Exception:  # noqa: BLE001
        out.fail(_crash(f"loading an impossible story ({kind}) crashed"))
        return out
    out.fail(f"an impossible story ({kind}) was accepted")
    return out


# --------------------------------------------------------------------------- short stacks

@st.composite
def short_stack_docs(draw):
    """A few players with a few chips each (none, one, a handful), betting, going all in and
    passing in any order, then a show: where the pool is cut in layers and chips are lost if
    anywhere (issue 16's Peel case, a chip passed before a show for nothing)."""
    n = draw(st.sampled_from([2, 3, 3, 4]))
    players = [chr(ord("A") + i) for i in range(n)]
    rng = random.Random(draw(st.integers(0, 2**32)))
    pack = rng.sample(PACK, len(PACK))
    stacks = {p: draw(st.sampled_from([0, 0, 0, 1, 2, 100])) for p in players}
    table = {"players": players, "dealer": players[-1], "stacks": stacks,
             "betting": draw(st.sampled_from(BETTING))}
    if chance(draw, 30):
        table["ante"] = draw(st.integers(0, 2))
    events: list = []
    for _ in range(draw(st.integers(0, 4))):  # some players may never act: they retire
        p = draw(st.sampled_from(players))
        verb = draw(st.sampled_from(["bet", "call", "raise", "fold", "all_in", "check"]))
        if verb == "bet":
            events.append({verb: {"player": p, "amount": draw(st.integers(1, 3))}})
        elif verb == "raise":
            events.append({verb: {"player": p, "by": draw(st.integers(1, 3))}})
        else:
            events.append({verb: p})
    if chance(draw, 50):  # a stake then given up: chips left in the pool by one who passed
        p = draw(st.sampled_from(players))
        at = draw(st.integers(0, len(events)))
        events[at:at] = [{"bet": {"player": p, "amount": 1}}, {"fold": p}]
    broke = [p for p in players if stacks[p] == 0]
    if broke and chance(draw, 50):  # a player with nothing left shows for nothing
        events.insert(draw(st.integers(0, len(events))), {"all_in": draw(st.sampled_from(broke))})
    shown = [p for p in players if chance(draw, 60)] or players[:1]
    events.append({"show": {p: " ".join(pack.pop() for _ in range(5)) for p in shown}})
    return {"title": "Short stacks", "table": table, "events": events}
