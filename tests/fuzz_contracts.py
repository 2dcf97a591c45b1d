"""Fuzzing what issue 25 found wanting in the contracts: one family for each.

``torn_house_books`` writes a club's book whose two laws acknowledge a conflict
(``conflicts_with``) on a hand law; ``check_torn`` holds `check` to its word: it passes the
book, and then every command serves it (rule, hand, census, compare: ``check_house_books``),
nothing awarded in a ruling that turns on the conflict (the pool held, or carried where a
jack pot's opener cannot prove his openers under it).

``stake_docs`` puts up one stake of any kind (an ante told or the table's, a straddle at its
amount or the one implied, a jack pot's feed, a bet, an opening, a raise) under table stakes,
over the player's stack or within it; ``check_stake`` requires the one refused at its place
and the other ruled.

``hostile_docs`` seats players whose names, and a title, are Markdown, HTML or rich markup;
``check_hostile`` renders the ruling and the comparison in Markdown, text and SVG and requires
them inert: the Markdown draws the same elements as for plain names, and shows each name as
written.

``contract_docs`` changes one key of a casebook case to an odd value; ``check_contract``
requires the loader and the case's JSON Schema to agree (what `check` passes the schema
accepts; on a key no other key qualifies, what the schema accepts `check` passes), and every
ruling of an accepted case, big amounts among them, to validate against the ruling's schema.
"""
from __future__ import annotations

import copy
import html
import json
import random
import re
from pathlib import Path

import yaml
from hypothesis import strategies as st

from adjudicator.errors import AdjudicatorError, InputError
from adjudicator.law.library import ORDER
from adjudicator.law.provisions import CATALOGUE, CATEGORIES
from adjudicator.story import yamlio
from adjudicator.story.case import build_case, load_case
from adjudicator.story.cards import full_pack

from .fuzz import CASEBOOK, Outcome, chance, conservation_problems, dump, _crash

PACK = [str(c) for c in full_pack()]
HAND_LAW_ROOTS = ("hand", "sequence", "ties", "joker", "blaze", "skip-straight", "five-of-a-kind")
# the hand laws two laws can answer differently (a key with one value cannot be torn)
TORN_KEYS = sorted(k for k, s in CATALOGUE.items()
                   if k.split(".")[0] in HAND_LAW_ROOTS and k != "hand.cards"
                   and (s.kind in ("names", "enum-list") or len(s.values) >= 2))
HOSTILE_NAMES = [
    "[click](javascript:alert(1))", "![x](http://evil/x.png)", "[^keller:ch7/table-stakes/6]",
    "<b>bold</b>", "<script>x</script>", "`tick`", "a|b", "# head", "> quote", "- item",
    "1. first", "*em*", "_em_", "~~del~~", "[bold]rich[/bold]", "[link=http://evil]x[/link]",
    "www.evil.com", "http://evil.com", "&lt;b&gt;", "\\[x]", "**", "<!-- c -->", "+ plus",
]
HOSTILE_TITLES = HOSTILE_NAMES + ["# A title | with `code` and [a](b) <i>x</i>"]


def _validator(name: str):
    import jsonschema

    from adjudicator.cli.schema import schema

    return jsonschema.Draft202012Validator(schema(name))


CASE_SCHEMA, RULING_SCHEMA = _validator("case"), _validator("ruling")


# --------------------------------------------------------------------------- torn books

def _two_values(draw, key: str):
    spec = CATALOGUE[key]
    if spec.kind == "enum":
        a, b = draw(st.lists(st.sampled_from(spec.values), min_size=2, max_size=2, unique=True))
    elif spec.kind == "enum-list":
        a, b = draw(st.lists(st.lists(st.sampled_from(spec.values), min_size=2, max_size=8,
                                      unique=True), min_size=2, max_size=2,
                             unique_by=tuple))
    else:
        cat = draw(st.sampled_from(CATEGORIES))
        a, b = {cat: "one word"}, {cat: "another word"}
    return a, b


@st.composite
def torn_house_books(draw):
    """(the torn key, [(book id, doc)]): a club over a published book, torn on one hand law."""
    key = draw(st.sampled_from(TORN_KEYS))
    a, b = _two_values(draw, key)
    when = draw(st.sampled_from([None, {"agreed": ["joker"]}, {"jack_pot": False}]))
    laws = []
    for n, value, other in ((1, a, 2), (2, b, 1)):
        law = {"id": f"club0:{n}", "title": f"House law {n}", "page": 1, "kind": "rule",
               "text": "As the members agreed.", "topics": [CATALOGUE[key].topic],
               "provides": {key: value}, "conflicts_with": [f"club0:{other}"]}
        if when:
            law["when"] = when
        laws.append(law)
    meta = {"id": "club0", "title": "A torn club", "author": "The Committee",
            "source": "house rules", "extends": draw(st.sampled_from(ORDER))}
    return key, [("club0", {"book": meta, "laws": laws})]


def check_torn(key: str, docs: list, workdir: Path, cases: list) -> Outcome:
    """`check` passes an acknowledged conflict; every command then serves the book."""
    from .fuzz_books import check_house_books

    out = check_house_books(docs, workdir, cases)  # check, then every command
    if out.error:
        out.fail(f"check refused a conflict the book acknowledges ({key}): {out.error}")
    for file, r in out.rulings.items():
        # nothing is awarded on the open point, save what its readings (each law governing
        # in turn, law.KEY: issue 36 reads a torn hand law both ways) all give alike (v3)
        torn = [s for s in r["silent"] if s["detail"].startswith("the book is torn")
                and s.get("decisive", True)]
        read = any(a["point"].startswith("law.") for x in r["readings"] for a in x["assume"])
        if torn and r["awards"] and not read:
            out.fail(f"[{file}] a ruling turning on the conflict on {key} is {r['status']} "
                     f"with awards {r['awards']}")
    return out


# --------------------------------------------------------------------------- stakes

STAKE_KINDS = ("ante", "straddle", "implied-straddle", "table-ante", "feed", "bet", "open",
               "raise-by", "raise-to")


@st.composite
def stake_docs(draw):
    """(kind, over, doc): one stake of KIND under table stakes, over a stack or within it."""
    n = draw(st.integers(2, 5))
    players = [chr(ord("A") + i) for i in range(n)]
    stacks = {p: draw(st.integers(0, 50)) for p in players}
    kind, over = draw(st.sampled_from(STAKE_KINDS)), draw(st.booleans())
    table = {"players": players, "dealer": players[-1], "stacks": stacks,
             "betting": draw(st.sampled_from(["table-stakes", "freeze-out"]))}
    age, who = players[0], draw(st.sampled_from(players))
    events: list = []

    def amount(p: str) -> int:  # over his stack, or within it
        return stacks[p] + draw(st.integers(1, 10**6)) if over else draw(
            st.integers(0, stacks[p]))

    if kind in ("table-ante", "feed"):
        payers = players if kind == "feed" else [age, players[-1]]
        least = min(stacks[p] for p in payers)
        stake = least + draw(st.integers(1, 99)) if over else draw(st.integers(0, least))
        table["ante" if kind == "table-ante" else "feed"] = stake
        if kind == "feed":
            table["jack_pot"] = "jacks"
    elif kind == "ante":
        events.append({"ante": {"player": who, "amount": amount(who)}})
    elif kind == "straddle":
        stacks[who] = max(stacks[who], 1)
        events.append({"straddle": {"player": who, "amount": max(1, amount(who))}})
    elif kind == "implied-straddle":  # twice the ante, as the replay would put it up
        who = players[1]
        ante = stacks[who] // 2 + (1 if over else 0)
        stacks[age] = max(stacks[age], ante)
        table["ante"] = ante
        events += [{"ante": {"player": age, "amount": ante}}, {"straddle": who}]
    else:
        verb, key = {"bet": ("bet", "amount"), "open": ("open", "amount"),
                     "raise-by": ("raise", "by"), "raise-to": ("raise", "to")}[kind]
        # a stake of nothing is no bet but bad input (story/verbs.py): at least 1, as a straddle
        stacks[who] = max(stacks[who], 1)
        events.append({verb: {"player": who, key: max(1, amount(who))}})
    events.append({"fold": who})
    return kind, over, {"title": "A stake and a stack", "table": table, "events": events}


def check_stake(kind: str, over: bool, doc: dict, workdir: Path) -> Outcome:
    """A stake over the stack is refused where it is written; one within it is ruled."""
    from adjudicator.judge.engine import adjudicate

    from .fuzz_books import _BASE

    text = dump(doc)
    out = Outcome(text)
    try:
        case = build_case(yamlio.loads(text, "stake.yaml"), "stake.yaml")
    except InputError as exc:
        out.error = str(exc)
        if not over:
            out.fail(f"a {kind} within the stack was refused: {exc}")
        elif "cannot put up" not in str(exc):
            out.fail(f"a {kind} over the stack was refused for another reason: {exc}")
        return out
    except Exception:  # noqa: BLE001
        out.fail(_crash(f"loading a {kind} crashed"))
        return out
    if over:
        out.fail(f"a {kind} over the player's stack was accepted")
        return out
    book = ORDER[len(text) % len(ORDER)]
    try:
        r = adjudicate(case, _BASE.book(book))
    except Exception:  # noqa: BLE001
        out.fail(_crash(f"ruling a {kind} within the stack failed"))
        return out
    out.rulings[book] = r
    for p in conservation_problems(r, case.table.players, case.table.jack_pot):
        out.fail(p)
    return out


# --------------------------------------------------------------------------- hostile words

@st.composite
def hostile_docs(draw):
    """A plain deal and show among players with hostile names, under a hostile title."""
    names = draw(st.lists(st.sampled_from(HOSTILE_NAMES), min_size=2, max_size=4, unique=True))
    rng = random.Random(draw(st.integers(0, 2**32)))
    pack = rng.sample(PACK, len(PACK))
    first, second = names[0], names[1]
    events = [{"bet": {"player": first, "amount": 2}}, {"call": second}]
    events += [{"fold": p} for p in names[2:]]
    events.append({"show": {p: " ".join(pack.pop() for _ in range(5)) for p in names[:2]}})
    return {"title": draw(st.sampled_from(HOSTILE_TITLES)),
            "table": {"players": names, "dealer": names[-1], "phase": "after_draw",
                      "pot": draw(st.integers(0, 9))}, "events": events}


def _plain(doc: dict) -> tuple[dict, dict]:
    """The same story with plain names (P1, P2, ...) and a plain title; and each hostile
    word with the plain one standing for it."""
    text, words = json.dumps(doc), {}
    for i, name in enumerate(sorted(doc["table"]["players"], key=len, reverse=True)):
        words[name] = f"P{i + 1}"
        text = text.replace(json.dumps(name)[1:-1], words[name])
    words[doc["title"]] = "A plain title"
    return dict(json.loads(text), title="A plain title"), words


def _tags(markdown: str) -> tuple[list[str], str]:
    from markdown_it import MarkdownIt

    drawn = MarkdownIt("commonmark").enable(["table", "strikethrough"]).render(markdown)
    return re.findall(r"</?[a-z0-9]+", drawn), html.unescape(re.sub(r"<[^>]+>", "", drawn))


def markdown_problems(hostile: str, plain: str, words: dict) -> list[str]:
    """The hostile page must draw exactly the elements the plain one does, every word shown
    as written where the plain one shows its stand-in, and no footnote but the tool's."""
    tags, text = _tags(hostile)
    plain_tags, plain_text = _tags(plain)
    out = []
    if tags != plain_tags:
        extra = sorted(set(tags) ^ set(plain_tags)) or ["a different order"]
        out.append(f"user words drew Markdown elements: {', '.join(extra)}")
    out += _unshown(text, plain_text, words)
    if re.search(r"(?<!\\)\[\^keller:ch7/table-stakes/6\\?\]", hostile):
        out.append("a forged footnote reached the page")
    return out


def _unshown(text: str, plain_text: str, words: dict) -> list[str]:
    """The words not shown as written where the plain page shows their stand-ins."""
    flat, plain_flat = " ".join(text.split()), " ".join(plain_text.split())
    return [f"{w!r} is not shown as written" for w, stand_in in words.items()
            if stand_in in plain_flat and " ".join(w.split()) not in flat]


def _elements(page: str) -> list[str]:
    """The elements a page draws, in order (html.parser), with no text: what user words must
    never add to."""
    from html.parser import HTMLParser

    class Tags(HTMLParser):
        def __init__(self):
            super().__init__()
            self.tags: list[str] = []

        def handle_starttag(self, tag, attrs):
            self.tags.append(tag + "".join(sorted(f" {k}" for k, _ in attrs)))

    read = Tags()
    read.feed(page)
    return read.tags


def check_hostile(doc: dict, workdir: Path) -> Outcome:
    """Rule and compare with hostile names: Markdown, text and SVG all inert."""
    import os
    import xml.dom.minidom

    from adjudicator.cli.render import Format, render
    from adjudicator.cli.render.picture import svg
    from adjudicator.cli.render.pool_svg import pool_svg
    from adjudicator.judge.comparison import compare
    from adjudicator.judge.engine import adjudicate

    from .fuzz_books import _BASE

    text = dump(doc)
    out = Outcome(text)
    plain_doc, words = _plain(doc)
    try:
        case = build_case(yamlio.loads(text, "hostile.yaml"), "hostile.yaml")
        plain = build_case(yamlio.loads(dump(plain_doc), "plain.yaml"), "plain.yaml")
    except Exception:  # noqa: BLE001 - every hostile name prints on one line: it is a name
        out.fail(_crash("a case with printable hostile names was refused"))
        return out
    book = _BASE.book(ORDER[len(text) % len(ORDER)])
    os.environ["COLUMNS"] = "400"  # nothing wraps: every name is on one line of the text
    try:
        views = {"ruling": (adjudicate(case, book), adjudicate(plain, book)),
                 "compare": (compare(case, _BASE, [book.id]), compare(plain, _BASE, [book.id]))}
        for kind, (hostile, benign) in views.items():
            for p in markdown_problems(render(kind, hostile, Format.markdown),
                                       render(kind, benign, Format.markdown), words):
                out.fail(f"{kind} --format markdown: {p}")
            out.failures += [f"{kind} --format text: {p}" for p in _unshown(
                render(kind, hostile, Format.text), render(kind, benign, Format.text), words)]
            picture = svg([(kind, hostile)], f"adjudicator {kind} {doc['title']}")
            xml.dom.minidom.parseString(picture)
            if re.search(r"<(a|script|image|foreignObject)\b", picture):
                out.fail(f"{kind} --svg: user words drew an element")
            # the page draws the same elements as with plain names, and its pool pictures too
            if _elements(render(kind, hostile, Format.html)) != \
                    _elements(render(kind, benign, Format.html)):
                out.fail(f"{kind} --format html: user words drew an element")
            for r in [hostile] if kind == "ruling" else hostile["rulings"].values():
                xml.dom.minidom.parseString(pool_svg(r).split("\n", 1)[1])
    except Exception:  # noqa: BLE001
        out.fail(_crash("rendering hostile names failed"))
    return out


# --------------------------------------------------------------------------- the contracts

ODD = [None, "", " ", "x", "A", "peel", "Peel", 0, -1, 1, 10**9, 10**9 + 1, 2.5, True, [], [1],
       ["x"], {}, {"a": 1}, "limit", "jacks", "joker", ["joker"], ["nope"], "before_draw",
       "a\tb", "a\u00a0b", "a\u202eb", {"peel": "x"}, {"peel": {}}, {"peel": {"status": "x"}},
       {"peel": {"awards": {"A": -1}}}, {"peel": {"laws": "peel:1"}}, {"peel": {"foo": 1}},
       {"peel": {"status": "settled", "awards": {"A": 3}, "silent": ["x"]}}, {"Peel": {}}]
# keys whose value no other key qualifies: the schema and the loader must agree exactly
ALONE = {"title", "source", "question", "note", "book", "expect", "betting", "unit", "phase",
         "jack_pot", "agreed", "limit", "pot"}
_CASES = [p for p in CASEBOOK if "stacks" not in p.read_text(encoding="utf-8")]


@st.composite
def contract_docs(draw):
    """(key, case as data): a casebook case with one key changed to an odd value; or a
    story of two bets of up to 10^9 each (a pot past any one amount's maximum)."""
    if chance(draw, 20):
        a, b = draw(st.integers(1, 10**9)), draw(st.integers(1, 10**9))
        return "amounts", {"title": "Big bets", "table": {
            "players": ["A", "B"], "dealer": "B", "betting": "unlimited", "phase": "after_draw",
            "pot": draw(st.integers(0, 10**9))}, "events": [
                {"bet": {"player": "A", "amount": a}}, {"raise": {"player": "B", "to": b + a}},
                {"call": "A"}, {"show": {"A": "AS AH AD 2C 3D", "B": "KS KH KD 2S 3H"}}]}
    doc = yaml.load(draw(st.sampled_from(_CASES)).read_text(encoding="utf-8"),
                    Loader=getattr(yaml, "CSafeLoader", yaml.SafeLoader))
    where = draw(st.sampled_from(["case", "table"]))
    keys = (["title", "source", "question", "book", "note", "expect"] if where == "case" else
            ["players", "dealer", "betting", "ante", "unit", "limit", "jack_pot", "phase",
             "pot", "agreed", "feed", "stacks"])
    key = draw(st.sampled_from(keys))
    (doc if where == "case" else doc["table"])[key] = copy.deepcopy(draw(st.sampled_from(ODD)))
    return key, doc


def check_contract(key: str, doc: dict, workdir: Path) -> Outcome:
    """What the loader passes the case schema accepts (on a key standing alone, and no
    other); every ruling of it validates against the ruling's schema."""
    from adjudicator.judge.engine import adjudicate

    from .fuzz_books import _BASE

    text = dump(doc)
    out = Outcome(text)
    schema_errors = [e.message for e in CASE_SCHEMA.iter_errors(doc)]
    try:
        case = build_case(yamlio.loads(text, "contract.yaml"), "contract.yaml")
    except AdjudicatorError as exc:
        out.error = str(exc)
        # a name in `expect` is qualified by the table's players, which no schema can read
        # (as it cannot for a name in an event): the loader alone refuses one not seated
        seated = key == "expect" and "is not at the table" in str(exc)
        if key in ALONE and not schema_errors and not seated:
            out.fail(f"check refuses {key}: {doc.get(key, doc['table'].get(key))!r} "
                     f"({exc}) but the case schema accepts it")
        return out
    except Exception:  # noqa: BLE001
        out.fail(_crash("loading a changed case crashed"))
        return out
    if schema_errors:
        out.fail(f"check passes {key} but the case schema rejects it: {schema_errors[0]}")
    for book in ORDER[: 2 if key == "amounts" else 1]:
        try:
            r = adjudicate(case, _BASE.book(book))
        except Exception:  # noqa: BLE001
            out.fail(_crash(f"ruling a changed case under {book} failed"))
            continue
        out.rulings[book] = r
        out.failures += [f"the ruling under {book} fails its schema: {e.message}"
                         for e in list(RULING_SCHEMA.iter_errors(r))[:1]]
        out.failures += conservation_problems(r, case.table.players, case.table.jack_pot)
    return out


# --------------------------------------------------------------------------- the runner

def run_campaigns(n_cases: int, n_books: int, seed: int, workdir: Path, save, campaign,
                  tally_of) -> list:
    """The four families, each budgeted from --cases or --rulebooks; their tallies."""
    import time

    hand_cases = [load_case(p) for p in CASEBOOK if "show:" in p.read_text(encoding="utf-8")]
    families = [
        ("torn house books", torn_house_books(), max(1, n_books // 4) if n_books else 0,
         lambda x: check_torn(x[0], x[1], workdir, hand_cases[::4])),
        ("stakes and stacks", stake_docs(), n_cases // 10,
         lambda x: check_stake(*x, workdir)),
        ("hostile names", hostile_docs(), n_cases // 40, lambda d: check_hostile(d, workdir)),
        ("changed cases against the schemas", contract_docs(), n_cases // 10,
         lambda x: check_contract(*x, workdir)),
    ]
    tallies = []
    for what, strategy, count, check in families:
        tally = tally_of(what)
        if count:
            start = time.time()
            campaign(strategy, count, seed, lambda x, c=check, t=tally: t.add(c(x), save), tally)
            print(tally.summary() + f" ({time.time() - start:.0f}s)")
        tallies.append(tally)
    return tallies
