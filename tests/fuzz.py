"""Fuzzing the case file and the engine: generated cases, mutated casebook cases, and the
properties every ruling keeps (issue #7, "no traceback, no lost chip, no surprise").

The strategies here make case files as text: whole tables and stories drawn from the verbs of
the case format (legal and illegal sequences, odd amounts, unknown names, extreme sizes), and the
casebook's own cases mutated (events dropped, doubled and swapped, amounts and players
changed, cards corrupted, the YAML broken). ``check_text`` loads one such file and rules it
under every book; it returns the properties it found broken:

- only an ``AdjudicatorError`` comes out of ``load_case``, and an input error names its place
  as ``FILE:LINE:COL: message`` on one line; none comes out of ``adjudicate`` (bad input is
  decided once, before any book);
- every ruling conserves chips: awards + refunds + carried + undecided + by_lot == pot;
- ``undecided`` is exactly what the readings of the open points dispute, a deal where one
  player is left never "continues" with the pool unawarded, and every event is judged;
- the same input gives byte-identical JSON, and ``compare`` gives what ``rule`` gives;
- every ruling renders in every format.

Rulebooks are input too: ``check_rulebook_text`` loads a changed house book (provisions
given other values, laws dropped or doubled, keys wrong, the YAML broken) and rules the
casebook under it, with the same properties.

``tests/test_fuzz.py`` runs a small budget with every test run; the large one is

    python -m tests.fuzz --cases 10000

which prints how many cases (and changed rulebooks, sets of house books generated over every
published book, and impossible stories, a tenth as many each: ``tests/fuzz_books.py``; the
contracts of issue 25, torn house books, stakes over stacks, hostile names and changed cases
against the schemas: ``tests/fuzz_contracts.py``) it
tried, how many failed, and the first failing case as YAML (``--save DIR`` keeps one of each kind of
failure). It also rules 2,000 of the cases (``--cli N``) through the command line under every
book, and compares a sample, each twice in separate processes with different hash seeds, and
checks the two runs print the same bytes and `compare` prints what `rule` prints; the
cases that are bad input are set aside by --keep-going, and without it the batch prints
nothing where any is bad, and what --keep-going prints where none is.

A long campaign may rule only every Nth case twice (``--again-every N``): the others are
ruled once under each book, and every property but the second ruling and `compare` is
checked on them all (the command-line runs check both again, in separate processes).
"""
from __future__ import annotations

import json
import os
import random
import re
import sys
import tempfile
import traceback
from dataclasses import dataclass, field
from pathlib import Path

import yaml
from hypothesis import strategies as st

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from adjudicator.story.case import MAX_EVENTS, load_case  # noqa: E402
from adjudicator.story.setup import MAX_PLAYERS  # noqa: E402
from adjudicator.story.terms import MAX_AMOUNT  # noqa: E402
from adjudicator.story.verbs import NOTICES, SYNONYMS, VERBS  # noqa: E402
from adjudicator.story.cards import full_pack  # noqa: E402
from adjudicator.judge.comparison import compare  # noqa: E402
from adjudicator.judge.engine import STATUSES, adjudicate  # noqa: E402
from adjudicator.errors import AdjudicatorError, InputError, InputErrors  # noqa: E402
from adjudicator.law.provisions import CATALOGUE, CATEGORIES  # noqa: E402
from adjudicator.story.terms import DEPARTURES  # noqa: E402
from adjudicator.cli.render import Format, render  # noqa: E402
from tests.replay import unaccounted, unladdered  # noqa: E402

CASEBOOK = sorted((ROOT / "cases").rglob("*.yaml"))
# Further families, each in a module of its own with ``families(cases, rulebooks, workdir)``.
FAMILIES = ("tests.fuzz_trust",)
PACK = [str(c) for c in full_pack()]
NAMES = [chr(ord("A") + i) for i in range(16)]
ODD_NAMES = ["", " ", "a", "Ä", "Mr. Smith", "名", "0", "A A", "-", "null", "true", "x" * 300]
BETTING = ["limit", "table-stakes", "freeze-out", "unlimited"]
PHASES = ["before_deal", "before_draw", "after_draw"]
JACK_POTS = ["tens", "jacks", "queens", "kings", "aces"]
BAD_CARDS = ["1X", "ZZ", "A", "10", "AAS", "JKK", "♠", "", "0S", "11H", "KS,", "A S", "KS KS"]
BETS = ["open", "bet", "check", "call", "raise", "fold", "all_in", "stand", "see",
        "make_good", "pass", "drop", "throw_up", "show_for"]
ALL_VERBS = sorted(set(VERBS) | set(SYNONYMS))
FILE = "case.yaml"


# --------------------------------------------------------------------------- strategies
# A generated case is clean (noise 0: every value well formed, though the story may break
# every law of the game) or noisy (now and then a value no case file may hold).

ODD_VALUES = [-1, -100, MAX_AMOUNT + 1, 10**30, 2.5, 0.0, float("inf"), True, False, None,
              "5", "five", [], {}, [5], {"a": 1}]


def odd(draw, noise: int, percent: int) -> bool:
    """Whether to put something wrong here: never in a clean case."""
    return noise > 0 and draw(st.integers(0, 99)) < percent * noise


def amount(draw, noise: int, small: bool = False):
    if odd(draw, noise, 3):
        return draw(st.sampled_from(ODD_VALUES))
    if small:
        return draw(st.integers(0, 8))
    return draw(st.integers(0, 30) | st.sampled_from([0, 1, MAX_AMOUNT - 1, MAX_AMOUNT])
                | st.integers(0, MAX_AMOUNT))


def who(draw, players: list, noise: int, percent: int = 2):
    if odd(draw, noise, percent):
        return draw(st.sampled_from(ODD_NAMES + ["Z", 7, None]))
    return draw(st.sampled_from(players or ["A"]))


def chance(draw, percent: int) -> bool:
    return draw(st.integers(0, 99)) < percent


@st.composite
def table_docs(draw, noise: int):
    """A table: sound in a clean case; in a noisy one a key may be wrong, missing or unknown."""
    n = draw(st.integers(0, MAX_PLAYERS + 3)) if odd(draw, noise, 4) else draw(st.integers(2, 7))
    names = NAMES[:n] if n <= len(NAMES) else NAMES + [f"P{i}" for i in range(n - len(NAMES))]
    players = list(names)
    if players and odd(draw, noise, 3):
        players[draw(st.integers(0, n - 1))] = draw(st.sampled_from(ODD_NAMES + NAMES))
    table: dict = {"players": players, "dealer": who(draw, names, noise)}
    betting = draw(st.sampled_from(["pot-limit", "", 5, None])) if odd(draw, noise, 2) \
        else draw(st.sampled_from(BETTING))
    if betting != "limit" or draw(st.booleans()):
        table["betting"] = betting
    if chance(draw, 50):
        table["ante"] = amount(draw, noise, small=True)
    if chance(draw, 60) or betting in ("table-stakes", "freeze-out"):
        stacks = {p: amount(draw, noise) for p in players if isinstance(p, str)}
        if stacks and odd(draw, noise, 3):
            stacks.pop(draw(st.sampled_from(sorted(stacks))))
        if odd(draw, noise, 2):
            stacks["Z"] = 5
        table["stacks"] = stacks
    if chance(draw, 40):
        table["limit"] = amount(draw, noise, small=True)
    if chance(draw, 15):
        table["jack_pot"] = draw(st.sampled_from(["sevens", 11, True])) if odd(draw, noise, 10) \
            else draw(st.sampled_from(JACK_POTS))
    if chance(draw, 35):
        table["phase"] = draw(st.sampled_from(["draw", "show", 1])) if odd(draw, noise, 5) \
            else draw(st.sampled_from(PHASES))
    if chance(draw, 15):
        table["pot"] = amount(draw, noise)
    if chance(draw, 15):
        table["agreed"] = [draw(st.sampled_from(["blazes", "", 3])) if odd(draw, noise, 10)
                           else draw(st.sampled_from(DEPARTURES))
                           for _ in range(draw(st.integers(0, 3)))]
    if chance(draw, 5):
        table["feed"] = amount(draw, noise, small=True)
    if chance(draw, 5):
        table["unit"] = draw(st.sampled_from(["chips", "dollars", "pence", "shillings"]))
    if odd(draw, noise, 2):
        table["seats"] = 4  # an unknown key
    return table


class Dealer:
    """Hands out cards from one shuffled pack; in a noisy case now and then a bad card or
    one dealt twice."""

    def __init__(self, draw, noise: int):
        self.draw, self.noise = draw, noise
        self.rng = random.Random(draw(st.integers(0, 2**32)))
        self.pack = self.rng.sample(PACK, len(PACK))
        self.used: list[str] = []

    def card(self) -> str:
        draw = self.draw
        if odd(draw, self.noise, 1):
            return draw(st.sampled_from(BAD_CARDS))
        if self.used and odd(draw, self.noise, 1):
            return draw(st.sampled_from(self.used))  # a card dealt twice
        if "JK" not in self.used and chance(draw, 2):
            self.used.append("JK")
            return "JK"
        if not self.pack:  # a later event may show cards again (one event cannot)
            self.pack = self.rng.sample(PACK, len(PACK))
        c = self.pack.pop()
        self.used.append(c)
        if chance(draw, 5):  # written another way: lower case, 10, a suit symbol
            c = draw(st.sampled_from([c.lower(), c.replace("T", "10"),
                                      c[:-1] + {"S": "♠", "H": "♥", "D": "♦", "C": "♣"}[c[-1]]]))
        return c

    def hand(self, n: int | None = None) -> str:
        if n is None:
            n = self.draw(st.integers(1 - min(self.noise, 1), 8)) if chance(self.draw, 6) else 5
        return " ".join(self.card() for _ in range(n))


def event_doc(draw, verb: str, players: list, dealer: Dealer, noise: int):
    """One event with the verb's arguments: well formed in a clean case."""
    p = who(draw, players, noise)
    canon = SYNONYMS.get(verb, verb)
    bare = chance(draw, 40)
    oot = {}
    if VERBS[canon] is not None and "out_of_turn" in VERBS[canon][0] and chance(draw, 6):
        oot["out_of_turn"] = draw(st.sampled_from([1, "yes"])) if odd(draw, noise, 10) \
            else draw(st.booleans())
    if canon in ("deal", "show", "cut_for_deal"):
        chosen = [q for q in players if chance(draw, 85)] or players[:1]
        if canon == "cut_for_deal":
            return {verb: {q: dealer.hand(1) for q in chosen}}
        if canon == "deal" and draw(st.booleans()):
            return {verb: {q: (draw(st.integers(-1, 60)) if odd(draw, noise, 5) else
                               draw(st.sampled_from([5, 5, 5, 4, 6, 0]))) for q in chosen}}
        return {verb: {q: dealer.hand() for q in chosen}}
    if canon in ("bet", "open", "say", "borrow"):
        return {verb: {"player": p, "amount": amount(draw, noise), **oot}}
    if canon == "raise":
        key = draw(st.sampled_from(["both", "neither", "amount"])) if odd(draw, noise, 5) \
            else draw(st.sampled_from(["by", "to"]))
        body = {"player": p, **oot}
        if key in ("by", "both"):
            body["by"] = amount(draw, noise)
        if key in ("to", "both"):
            body["to"] = amount(draw, noise)
        if key == "amount":
            body["amount"] = amount(draw, noise)
        return {verb: body}
    if canon in ("ante", "straddle"):
        return {verb: p} if bare else {verb: {"player": p, "amount": amount(draw, noise, True)}}
    if canon == "exposed":
        body = {"player": p}
        if draw(st.booleans()):
            body["card"] = dealer.card()
        if draw(st.booleans()):
            body["during"] = "show" if odd(draw, noise, 10) else draw(st.sampled_from(
                ["deal", "draw"]))
        return {verb: body}
    if canon == "faced_card":
        return verb if bare else {verb: {"card": dealer.card()}}
    if canon == "discard":
        body = {"player": p, "count": amount(draw, noise, True)}
        if chance(draw, 20):
            body["openers_aside"] = draw(st.booleans())
            body["announced"] = draw(st.booleans())
        return {verb: body}
    if canon == "draw":
        body = {"player": p, "given": amount(draw, noise, True)}
        if draw(st.booleans()):
            body["asked"] = amount(draw, noise, True)
        return {verb: body}
    if canon == "demand_dispute":
        return {verb: {"player": p, "claimed": amount(draw, noise, True),
                       "dealer_says": amount(draw, noise, True),
                       "witnesses": {q: amount(draw, noise, True) for q in players
                                     if chance(draw, 40)}}}
    if canon == "miscall":
        return {verb: {"player": p, "called": draw(st.sampled_from(
            ["a flush", "two pair", "", "aces up"]))}}
    if canon == "opener_shows":
        return {verb: {"player": p, "cards": dealer.hand()}}
    if canon == "notice":
        body = {"what": "a cold deck" if odd(draw, noise, 5) else draw(st.sampled_from(NOTICES))}
        if draw(st.booleans()):
            body["by"] = p
        return {verb: body}
    allowed, required = VERBS[canon]
    if "player" not in allowed:  # imperfect_pack, pack_short, extra_hand
        return draw(st.sampled_from([verb, {verb: None}, {verb: {"detail": "as told"}}]))
    if "player" not in required:
        r = draw(st.integers(0, 2))
        return verb if r == 0 else ({verb: None} if r == 1 else {verb: {"player": p}})
    return {verb: p} if bare and not oot else {verb: {"player": p, **oot}}


JUNK_EVENTS = [{"shout": "A"}, "bet", {"bet": "A", "call": "B"}, 5, None, [], {"bet": [1, 2]},
               {"bet": {"player": "A", "amount": 5, "colour": "red"}}]


@st.composite
def random_events(draw, players: list, dealer: Dealer, noise: int, max_size: int = 14):
    """Any verbs in any order, most of them betting."""
    out = []
    for _ in range(draw(st.integers(0, max_size))):
        if odd(draw, noise, 2):
            out.append(draw(st.sampled_from(JUNK_EVENTS)))
            continue
        verb = draw(st.sampled_from(BETS)) if chance(draw, 65) else draw(st.sampled_from(ALL_VERBS))
        out.append(event_doc(draw, verb, players, dealer, noise))
    return out


@st.composite
def played_events(draw, players: list, dealer: Dealer, dealt: bool, noise: int):
    """A deal played roughly as a table plays it: the cards out, betting in turn from the
    left, then the draw, more betting, and the show of whoever is still in."""
    events: list = []
    hands: dict = {}
    if not dealt:
        if chance(draw, 20):
            events.append(event_doc(draw, draw(st.sampled_from(
                ["shuffle", "cut", "no_cut", "ante", "straddle", "spoke_to_dealer"])),
                players, dealer, noise))
        hands = {p: dealer.hand() for p in players}
        events.append({"deal": hands})
        if chance(draw, 15):
            events.append(event_doc(draw, draw(st.sampled_from(
                ["lift", "announce", "exposed", "faced_card", "notice", "omitted"])),
                players, dealer, noise))
    live = list(players)
    for interval in range(2):
        seat = draw(st.integers(0, len(players) - 1))
        for _ in range(draw(st.integers(0, 2 * len(players) + 2))):
            p = players[seat % len(players)]
            seat += 1
            if p not in live and not chance(draw, 10):
                continue
            verb = draw(st.sampled_from(["bet", "call", "call", "raise", "fold", "check",
                                         "all_in", "see", "pass"]))
            ev = event_doc(draw, verb, players, dealer, noise)
            if isinstance(ev, dict) and isinstance(ev[verb], dict):
                ev[verb]["player"] = p
            elif isinstance(ev, dict):
                ev[verb] = p
            events.append(ev)
            if SYNONYMS.get(verb, verb) == "fold" and p in live:
                live.remove(p)
        if interval == 0 and chance(draw, 30):
            for p in live:
                n = draw(st.integers(0, 3))
                events.append({"discard": {"player": p, "count": n}})
                events.append({"draw": {"player": p, "given": n if not chance(draw, 10)
                                        else draw(st.integers(0, 5))}})
    if live and chance(draw, 80):  # mostly the hands dealt, as when nobody draws
        events.append({"show": {p: hands[p] if p in hands and chance(draw, 70) else
                                dealer.hand() for p in live}})
    if chance(draw, 10):
        events += draw(random_events(players, dealer, noise, 3))
    return events


PRE_DEAL = ["ante", "straddle", "straddle", "shuffle", "cut", "no_cut", "deal_out_of_turn",
            "spoke_to_dealer", "faced_card", "cut_for_deal", "notice"]
AFTER_DEAL = ["lift", "lift", "announce", "notice", "exposed", "omitted", "extra_hand",
              "imperfect_pack", "faced_card", "spoke_to_dealer", "say", "borrow"]
IN_DRAW = ["discard", "draw", "demand_dispute", "ask_dealer_draw", "pack_short", "exposed",
           "notice", "lift", "opener_shows", "miscall", "claim"]


@st.composite
def irregular_events(draw, players: list, dealer: Dealer, noise: int):
    """The irregular deal and draw: stakes before the deal, a wrong number dealt, hands
    lifted and wrong counts announced, cards exposed, the draw miscounted and disputed."""
    events: list = []
    for _ in range(draw(st.integers(0, 3))):
        events.append(event_doc(draw, draw(st.sampled_from(PRE_DEAL)), players, dealer, noise))
    wrong = draw(st.sampled_from(players))
    counts = {p: (draw(st.sampled_from([4, 6, 7, 0])) if p == wrong and chance(draw, 60) else 5)
              for p in players if p != wrong or chance(draw, 90)}
    if draw(st.booleans()):
        events.append({"deal": {p: dealer.hand(n) if n else 0 for p, n in counts.items()}})
    else:
        events.append({"deal": counts})
    for _ in range(draw(st.integers(0, 4))):
        verb = draw(st.sampled_from(AFTER_DEAL))
        ev = event_doc(draw, verb, players, dealer, noise)
        if verb in ("lift", "announce") and chance(draw, 60):
            ev = {verb: wrong}
        if verb == "notice" and chance(draw, 60):
            ev = {verb: {"what": "wrong_count", "by": draw(st.sampled_from(players))}}
        events.append(ev)
    events += draw(played_events(players, dealer, True, noise))
    for _ in range(draw(st.integers(0, 5))):
        verb = draw(st.sampled_from(IN_DRAW))
        ev = event_doc(draw, verb, players, dealer, noise)
        if verb == "notice" and chance(draw, 70):
            ev = {verb: {"what": draw(st.sampled_from(["excess", "short", "wrong_count",
                                                        "false_openers", "foul_hand"])),
                         "by": draw(st.sampled_from(players))}}
        events.insert(draw(st.integers(len(events) // 2, len(events))), ev)
    return events


@st.composite
def generated_docs(draw):
    """A whole case file as data: title, table and a story, legal or not."""
    noise = draw(st.sampled_from([0, 0, 1, 2]))
    table = draw(table_docs(noise))
    players = [p for p in table["players"] if isinstance(p, str)] or ["A", "B"]
    dealer = Dealer(draw, noise)
    dealt = table.get("phase", "before_deal") != "before_deal"
    story = draw(st.integers(0, 99))
    if story < 45 and 2 <= len(players) <= 10:
        events = draw(played_events(players, dealer, dealt, noise))
    elif story < 75 and 2 <= len(players) <= 10:
        events = draw(irregular_events(players, dealer, noise))
    else:
        events = draw(random_events(players, dealer, noise))
    doc: dict = {"title": "A generated dispute", "table": table, "events": events}
    if odd(draw, noise, 2):
        doc["title"] = draw(st.sampled_from(["", 5, None, ["x"]]))
    if odd(draw, noise, 2):
        del doc[draw(st.sampled_from(["title", "table", "events"]))]
    if chance(draw, 10):
        doc["book"] = draw(st.sampled_from(["peel", "keller", "hoyle", 5]))
    if odd(draw, noise, 2):
        doc["verdict"] = "A wins"  # an unknown key
    return doc


@st.composite
def extreme_docs(draw):
    """Sizes at and past the limits: players, events, amounts, names, hands."""
    kind = draw(st.sampled_from(["players", "events", "amount", "name", "cards"]))
    if kind == "players":
        n = draw(st.sampled_from([0, 1, 2, MAX_PLAYERS - 1, MAX_PLAYERS, MAX_PLAYERS + 1, 100]))
        names = [f"P{i}" for i in range(n)]
        return {"title": "t", "table": {"players": names, "dealer": names[0] if names else "A"},
                "events": [{"deal": {p: 3 for p in names}}] + [{"call": p} for p in names]}
    if kind == "events":
        n = draw(st.sampled_from([0, MAX_EVENTS - 1, MAX_EVENTS, MAX_EVENTS + 1, 5000]))
        verbs = draw(st.lists(st.sampled_from(["call", "check", "fold", "raise", "bet"]),
                              min_size=1, max_size=5))
        events = []
        for i in range(n):
            v, p = verbs[i % len(verbs)], "AB"[i % 2]
            events.append({v: {"player": p, "by": 1}} if v == "raise" else
                          {v: {"player": p, "amount": 1}} if v == "bet" else {v: p})
        return {"title": "t", "table": {"players": ["A", "B"], "dealer": "A"}, "events": events}
    if kind == "amount":
        a = draw(st.sampled_from([MAX_AMOUNT - 1, MAX_AMOUNT, MAX_AMOUNT + 1, 10**18]))
        return {"title": "t", "table": {"players": ["A", "B", "C"], "dealer": "A",
                                        "betting": "table-stakes",
                                        "stacks": {"A": a, "B": a, "C": MAX_AMOUNT},
                                        "pot": draw(st.sampled_from([0, a]))},
                "events": [{"bet": {"player": "B", "amount": a}}, {"all_in": "C"},
                           {"raise": {"player": "A", "to": a}}, {"call": "B"},
                           {"show": {"A": "AS AH AD AC KS", "B": "2S 3H 4D 5C 7S",
                                     "C": "KH KD KC QS QH"}}]}
    if kind == "name":
        name = "x" * draw(st.sampled_from([1, 100, 10_000]))
        return {"title": name, "table": {"players": [name, "B"], "dealer": name},
                "events": [{"bet": {"player": name, "amount": 1}}, {"fold": "B"}]}
    n = draw(st.sampled_from([0, 1, 4, 6, 26, 53]))
    pack = PACK + ["JK"]
    return {"title": "t", "table": {"players": ["A", "B"], "dealer": "A"},
            "events": [{"deal": {"A": " ".join(pack[:n]), "B": " ".join(pack[n:n + 5])}},
                       {"show": {"A": " ".join(pack[:n]), "B": " ".join(pack[n:n + 5])}}]}


class _Dumper(getattr(yaml, "CSafeDumper", yaml.SafeDumper)):
    """Writes a value met twice out twice (the loader refuses aliases, as it should)."""

    def ignore_aliases(self, data) -> bool:
        return True


def dump(doc) -> str:
    return yaml.dump(doc, Dumper=_Dumper, sort_keys=False, allow_unicode=True, width=100)


# The harness's own reading of the casebook (the tool reads it with its own loader): libyaml's
# safe loader where there is one, the same values eight times sooner, read at every import
_Loader = getattr(yaml, "CSafeLoader", yaml.SafeLoader)


def _raw(path: Path):
    return yaml.load(path.read_text(encoding="utf-8"), Loader=_Loader)


CASEBOOK_DOCS = [_raw(p) for p in CASEBOOK]


@st.composite
def mutated_docs(draw):
    """A casebook case with one to four things changed."""
    import copy

    doc = copy.deepcopy(draw(st.sampled_from(CASEBOOK_DOCS)))
    doc.pop("expect", None)
    table = doc.get("table", {})
    players = list(table.get("players", ["A", "B"]))
    events = doc.setdefault("events", [])
    for _ in range(draw(st.integers(1, 4))):
        m = draw(st.sampled_from([
            "drop", "duplicate", "swap", "amount", "player", "card", "card_twice", "verb",
            "table_key", "dealer", "betting", "phase", "insert", "truncate", "stack"]))
        n = len(events)
        if m == "drop" and n:
            events.pop(draw(st.integers(0, n - 1)))
        elif m == "duplicate" and n:
            i = draw(st.integers(0, n - 1))
            events.insert(i, copy.deepcopy(events[i]))
        elif m == "swap" and n > 1:
            i, k = draw(st.integers(0, n - 1)), draw(st.integers(0, n - 1))
            events[i], events[k] = events[k], events[i]
        elif m == "truncate" and n:
            del events[draw(st.integers(0, n - 1)):]
        elif m == "insert":
            ev = draw(random_events(players, Dealer(draw, 1), 1, 2))
            events[draw(st.integers(0, n)):0] = ev
        elif m in ("amount", "player", "card", "card_twice", "verb") and n:
            i = draw(st.integers(0, n - 1))
            ev = events[i]
            if not isinstance(ev, dict) or len(ev) != 1:
                continue
            (verb, body), = ev.items()
            if m == "verb":
                events[i] = {draw(st.sampled_from(ALL_VERBS + ["shout"])): body}
            elif m == "player":
                new = who(draw, players, 1, 30)
                if isinstance(body, dict) and "player" in body:
                    body["player"] = new
                elif isinstance(body, dict) and body:
                    k = draw(st.sampled_from(sorted(body, key=str)))
                    body[new] = body.pop(k)
                else:
                    ev[verb] = new
            elif m == "amount" and isinstance(body, dict):
                keys = [k for k in ("amount", "by", "to", "count", "given", "asked") if k in body]
                if keys:
                    body[draw(st.sampled_from(keys))] = amount(draw, 2)
            elif m in ("card", "card_twice") and isinstance(body, dict) and verb in (
                    "deal", "show", "cut_for_deal"):
                texts = [(p, v) for p, v in body.items() if isinstance(v, str) and v.split()]
                if texts:
                    p, v = draw(st.sampled_from(texts))
                    cards = v.split()
                    j = draw(st.integers(0, len(cards) - 1))
                    if m == "card":
                        cards[j] = draw(st.sampled_from(BAD_CARDS + PACK + ["JK"]))
                    else:
                        other = [c for q, w in texts for c in w.split()]
                        cards[j] = draw(st.sampled_from(other))
                    body[p] = " ".join(cards)
        elif m == "table_key" and isinstance(table, dict):
            key = draw(st.sampled_from(["players", "dealer", "betting", "ante", "stacks",
                                        "limit", "pot", "phase", "agreed", "jack_pot", "seats"]))
            if key in table and draw(st.booleans()):
                del table[key]
            else:
                table[key] = draw(st.sampled_from([0, 5, -1, "x", None, [], {}, ["A"], 2.5]))
        elif m == "dealer" and isinstance(table, dict):
            table["dealer"] = who(draw, players, 1, 20)
        elif m == "betting" and isinstance(table, dict):
            table["betting"] = draw(st.sampled_from(BETTING + ["pot-limit"]))
        elif m == "phase" and isinstance(table, dict):
            table["phase"] = draw(st.sampled_from(PHASES))
        elif m == "stack" and isinstance(table, dict):
            stacks = table.setdefault("stacks", {})
            if isinstance(stacks, dict):
                stacks[draw(st.sampled_from(players or ["A"]))] = amount(draw, 1)
    return doc


@st.composite
def broken_texts(draw, base: st.SearchStrategy):
    """A case file's text with its YAML broken: a character, a line, a tag, an alias."""
    return break_text(draw, dump(draw(base)))


def break_text(draw, text: str) -> str:
    lines = text.splitlines(keepends=True)
    m = draw(st.sampled_from(["char", "delete_line", "dup_line", "indent", "truncate", "tag",
                              "alias", "colon", "tab", "nul", "bom", "deep", "quote"]))
    i = draw(st.integers(0, max(0, len(lines) - 1)))
    if m == "char":
        pos = draw(st.integers(0, len(text)))
        return text[:pos] + draw(st.sampled_from(list(":-[]{}#&*!|>'\"%@`,? \n"))) + text[pos:]
    if m == "delete_line" and lines:
        del lines[i]
    elif m == "dup_line" and lines:
        lines.insert(i, lines[i])
    elif m == "indent" and lines:
        lines[i] = draw(st.sampled_from([" ", "   ", ""])) + lines[i].lstrip(" ")
    elif m == "truncate":
        return text[:draw(st.integers(0, len(text)))]
    elif m == "tag" and lines:
        tag = draw(st.sampled_from([
            "!!python/object/apply:os.system ['echo pwned']", "!!python/name:os.system",
            "!!binary aGVsbG8=", "!!timestamp 2001-12-14", "!!set {a, b}", "!custom x",
            "!!str 5", "!!int '5'", "!!float 1"]))
        lines[i] = re.sub(r":( .*)?$", f": {tag}", lines[i].rstrip("\n"), count=1) + "\n"
    elif m == "alias":
        lines.insert(0, "x-anchor: &a [1, 2]\n")
        lines.append("x-alias: *a\n")
    elif m == "colon" and lines:
        lines[i] = lines[i].replace(":", "", 1)
    elif m == "tab" and lines:
        lines[i] = "\t" + lines[i]
    elif m == "nul":
        lines.insert(i, "\x00\n")
    elif m == "bom":
        return "\ufeff" + text
    elif m == "deep":
        n = draw(st.sampled_from([10, 30, 1000]))
        lines.append("x: " + "[" * n + "]" * n + "\n")
    elif m == "quote" and lines:
        lines[i] = lines[i].replace(": ", ': "', 1)
    return "".join(lines)


def case_texts() -> st.SearchStrategy:
    """Every kind of case text the fuzzer tries."""
    generated, mutated = generated_docs().map(dump), mutated_docs().map(dump)
    return st.one_of(generated, generated, generated, mutated, mutated,
                     extreme_docs().map(dump), broken_texts(generated_docs() | mutated_docs()))


# --------------------------------------------------------------------------- rulebooks
# A club's own rulebook is input too: the example house book and a small published book under
# another id, with keys, values and provisions changed, and their YAML broken.

RULEBOOKS = ROOT / "rulebooks"
HOUSE_DOCS = {
    "peel-club": yaml.safe_load((RULEBOOKS / "examples" / "peel-club.yaml").read_text("utf-8")),
    "decision": yaml.safe_load((RULEBOOKS / "published-decision.yaml").read_text("utf-8")
                               .replace("published-decision", "decision")),
}
ODD_FIELD = [None, 5, -1, 0, "x", "", [], {}, ["x"], {"a": 1}, True, 2.5, "peel:13", "club:99",
             "peel-club:1", ["peel:999"], ["decision:1"], "48-", "1-2", [{"printed": "a"}]]
BOOK_FIELDS = ["id", "title", "author", "year", "source", "extends", "inherits", "short_title",
               "numbering", "pages", "colour"]
LAW_FIELDS = ["id", "number", "title", "section", "chapter", "page", "page_approx",
              "reprint_page", "kind", "text", "topics", "provides", "when", "prevails_over",
              "conflicts_with", "refers_to", "same_as", "mends", "notes", "footnote",
              "variants", "preference", "amends", "repeals", "colour"]


def provision_value(draw, key: str, noise: int):
    """A value for a provision: of its kind in a clean book, anything in a noisy one."""
    if odd(draw, noise, 20):
        return draw(st.sampled_from(ODD_FIELD))
    return _value_of(draw, CATALOGUE[key])


def _value_of(draw, spec):
    if spec.kind == "amount":
        return {"of": draw(st.sampled_from(spec.values)),
                **draw(st.sampled_from([{}, {"multiple": 2}, {"divided-by": 2}]))}
    if spec.kind == "record":
        return {f.key.rsplit(".", 1)[1]: _value_of(draw, f) for f in spec.fields
                if not f.optional or draw(st.booleans())}
    if spec.kind == "enum":
        return draw(st.sampled_from(spec.values))
    if spec.kind == "bool":
        return draw(st.booleans())
    if spec.kind == "int":
        return draw(st.sampled_from([0, 1, 2, 4, 5, 6, 7, 52, 53, 10**6]))
    if spec.kind == "enum-list":
        return draw(st.lists(st.sampled_from(spec.values), min_size=1, max_size=4))
    return {c: "a name" for c in draw(st.lists(st.sampled_from(CATEGORIES), max_size=3))}


@st.composite
def rulebook_docs(draw):
    """(book id, rulebook as data): a house book or a small book, a few things changed."""
    import copy

    book_id = draw(st.sampled_from(sorted(HOUSE_DOCS)))
    doc = copy.deepcopy(HOUSE_DOCS[book_id])
    noise = draw(st.sampled_from([0, 0, 1, 2]))
    laws = doc["laws"]
    keys = sorted(CATALOGUE)
    for _ in range(draw(st.integers(1, 5))):
        m = draw(st.sampled_from(["provide", "provide", "provide", "when", "drop", "duplicate",
                                  "law_field", "book_field", "prevails", "conflicts", "table"]))
        law = laws[draw(st.integers(0, len(laws) - 1))] if laws else None
        if m == "provide" and law is not None:
            key = draw(st.sampled_from(keys + ["no.such-provision"] * noise))
            if not isinstance(law.get("provides", {}), dict):  # an earlier mutation's odd value
                law["provides"] = {}
            if key in CATALOGUE:
                law.setdefault("provides", {})[key] = provision_value(draw, key, noise)
            else:
                law.setdefault("provides", {})[key] = "x"
        elif m == "when" and law is not None:
            law["when"] = draw(st.sampled_from(ODD_FIELD)) if odd(draw, noise, 30) else {
                k: v for k, v in [
                    ("agreed", draw(st.lists(st.sampled_from(DEPARTURES), max_size=2))),
                    ("betting", draw(st.lists(st.sampled_from(BETTING), max_size=2))),
                    ("jack_pot", draw(st.sampled_from([None, True, False])))] if v}
        elif m == "drop" and len(laws) > 1:
            laws.pop(draw(st.integers(0, len(laws) - 1)))
        elif m == "duplicate" and law is not None:
            twin = copy.deepcopy(law)
            if not odd(draw, noise, 50):  # a second law of its own, or the same id twice
                twin["id"] = f"{book_id}:fuzz-{len(laws)}"
                twin.pop("number", None)
            laws.append(twin)
        elif m == "law_field" and law is not None:
            field_name = draw(st.sampled_from(LAW_FIELDS))
            if field_name in law and draw(st.booleans()):
                del law[field_name]
            elif noise:
                law[field_name] = draw(st.sampled_from(ODD_FIELD))
        elif m == "book_field" and noise:
            field_name = draw(st.sampled_from(BOOK_FIELDS))
            if field_name in doc["book"] and draw(st.booleans()):
                del doc["book"][field_name]
            else:
                doc["book"][field_name] = draw(st.sampled_from(ODD_FIELD + [
                    "peel", "keller", "decision", "peel-club", book_id, ["hand.*"], ["*"]]))
        elif m in ("prevails", "conflicts") and law is not None and len(laws) > 1:
            other = laws[draw(st.integers(0, len(laws) - 1))]
            name = "prevails_over" if m == "prevails" else "conflicts_with"
            law[name] = [other.get("id", "x")] if not odd(draw, noise, 30) else \
                draw(st.sampled_from(ODD_FIELD))
        elif m == "table" and noise:
            doc["tables"] = draw(st.sampled_from([
                5, [], [5], [{"id": f"{book_id}:t1", "title": "t", "page": 1,
                               "rows": {"a": {"b": 1}}, "notes": draw(st.sampled_from(ODD_FIELD))}],
                [{"id": f"{book_id}:t1", "title": "t", "page": 1, "rows": draw(
                    st.sampled_from(ODD_FIELD)), "total": draw(st.sampled_from(ODD_FIELD))}]]))
    return book_id, doc


def rulebook_texts() -> st.SearchStrategy:
    """(book id, the rulebook's text): changed as data, or with its YAML broken."""
    @st.composite
    def broken(draw):
        book_id, doc = draw(rulebook_docs())
        return book_id, break_text(draw, dump(doc))

    whole = rulebook_docs().map(lambda x: (x[0], dump(x[1])))
    return st.one_of(whole, whole, broken())


# --------------------------------------------------------------------------- properties

_MARKED = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>\S.*)$")


@dataclass
class Outcome:
    """What became of one case text: an input error or rulings; and what went wrong."""

    text: str
    error: str | None = None
    rulings: dict = field(default_factory=dict)
    failures: list[str] = field(default_factory=list)

    def fail(self, what: str) -> None:
        self.failures.append(what)


def _crash(what: str) -> str:
    return f"{what}:\n{traceback.format_exc()}"


def _input_error_problems(exc: AdjudicatorError, path: str) -> list[str]:
    """An input error from a case file must be one line, FILE:LINE:COL: message."""
    out = []
    errors = exc.errors if isinstance(exc, InputErrors) else [exc]
    for e in errors:
        if not isinstance(e, InputError):
            out.append(f"{type(e).__name__} from a case file: {e}")
            continue
        line = str(e)
        m = _MARKED.match(line)
        if "\n" in line or not m:
            out.append(f"input error not in the form FILE:LINE:COL: message: {line!r}")
        elif m["file"] != path or int(m["line"]) < 1:
            out.append(f"input error names the wrong place: {line!r}")
    return out


def _awarded_from_parts_held_on_nothing(r: dict) -> bool:
    """Whether every chip an unsettled ruling awards comes from a part of the pool nothing
    holds (the remainder a player alone contests, beyond a short stake), not from a part the
    open point holds."""
    free: dict[str, int] = {}
    for part in r.get("division") or ():
        if not part.get("held"):
            for p, n in part["takes"].items():
                free[p] = free.get(p, 0) + n
    return all(n <= free.get(p, 0) for p, n in r["awards"].items())


def conservation_problems(r: dict, players, jack_pot: str | None = None) -> list[str]:
    """Every chip of the pot accounted for, once, to players at the table; every step on
    its rung of the ladder (``jack_pot``: the table's, where the deal is one)."""
    out = unaccounted(r) + (unladdered(r) if "steps" in r else [])
    strangers = (set(r["awards"]) | set(r["refunds"])) - set(players)
    if strangers:
        out.append(f"chips go to people not at the table: {sorted(strangers)}")
    if r["status"] not in STATUSES:
        out.append(f"unknown status {r['status']!r}")
    if r["status"] == "unsettled" and r["awards"] and not r.get("readings") and \
            not _awarded_from_parts_held_on_nothing(r):
        out.append("an unsettled ruling awards chips no reading of an open point agrees on")
    return out + readings_problems(r) + one_left_problems(r, players, jack_pot) + \
        answer_problems(r)


def _said(answer: str, who: str, what: str) -> bool:
    """Whether the answer says WHO WHAT ("A takes 30"), the name standing as a word."""
    return re.search(rf"(?<![^\s(;:,]){re.escape(who)} {what}(?!\d)", answer) is not None


def answer_problems(r: dict) -> list[str]:
    """The ruling's answer (docs/case-format.md) names each player who takes chips with his
    amount (awards, his own back), each penalty, who deals again after a misdeal, and how
    many chips are held and stay in the pool."""
    if "answer" not in r:  # an expectation's ruling, or one from before the answer
        return []
    a, out = r["answer"], []
    if not a.strip():
        return ["the ruling has no answer"]
    out += [f"the answer does not say {p} takes {n}: {a!r}" for p, n in r["awards"].items()
            if not _said(a, p, f"takes {n}")]
    out += [f"the answer does not say {p} has {n} back: {a!r}" for p, n in r["refunds"].items()
            if not _said(a, p, rf"(takes \d+ and )?has {n} back|takes \d+(, by the book's "
                         rf"general law)?( \([^)]*\))? and his own {n}")]
    # a penalty paid anew ("B pays 4"), or chips already in forfeited ("B's 4 already in the
    # pool are forfeited to it": nothing more to collect)
    # (one he cannot pay from what he has left is owed: "A owes 16 to the pool, having
    # nothing left to pay it with"; "B pays 3 into the pool, all he has left, and owes 1 more")
    out += [f"the answer does not say {x['player']} pays {x['amount']}: {a!r}"
            for x in r["penalties"] if not _said(
                a, x["player"] + ("'s" if x.get("forfeited") else ""),
                rf"{x['amount']} already in the pool (is|are) forfeited" if x.get("forfeited")
                else f"owes {x['amount']}" if x.get("unpaid") == x["amount"]
                else rf"pays {x['amount'] - x['unpaid']} .*owes {x['unpaid']} more"
                if x.get("unpaid") else f"pays {x['amount']}")]
    redealer = r["next"].get("redeal_by")
    # he "deals again" where he dealt the misdealt hand; the next in turn just "deals" it
    if r["status"] == "misdeal" and redealer and not _said(a, redealer, "deals( again)?"):
        out.append(f"the answer does not say {redealer} deals the new hand: {a!r}")
    if r.get("undecided") and f"{r['undecided']} is held on " not in a:
        out.append(f"the answer does not say {r['undecided']} is held: {a!r}")
    if r.get("carried") and not re.search(rf"(?<!\d){r['carried']}(?!\d)", a):
        out.append(f"the answer does not say {r['carried']} stays in the pool: {a!r}")
    # an odd chip a reading of what is held sends by lot is said with that reading's share
    # (a secretary found "A takes 12" under a reading that divides 25: the 1 unsaid)
    lots = {(x["amount"], tuple(x["among"])) for y in r.get("readings", [])
            for x in y.get("by_lot", []) if x not in r["by_lot"]}
    # (unless the answer leaves a reading's further points to the readings' own lines)
    out += [f"the answer does not say {n} goes by lot under a reading: {a!r}"
            for n, among in lots if f"{n} goes by lot between {_and(among)}" not in a
            and "(see the readings)" not in a]
    return out


def _and(names) -> str:
    """Names as a sentence joins them: "A and B", "A, B and C"."""
    names = list(names)
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def readings_problems(r: dict) -> list[str]:
    """`undecided` is exactly what the readings dispute: every chip all of them give alike is
    awarded (or refunded) now, and the readings differ on what is held. The status is the
    deal's outcome every reading shares (contract v3). Each reading is a whole ruling's
    accounting: its chips add up to its own pot. An unsettled ruling with no readings says
    why (``unread_problems``)."""
    if not r.get("readings"):
        return unread_problems(r)
    out = []
    for x in r["readings"]:  # each reading's own accounting (contract v3; issue 37.6)
        out += [f"a reading's {p}: {x['assume']}" for p in unaccounted(x)]
    # a misdeal's ante back to the player who stakes the new deal's ante before its cards
    # (`next.antes`) is in the new deal's pool either way: counted as carried (contract v3)
    readings = [staked_again(x) for x in r["readings"]]

    def least(shares: list[dict]) -> dict:
        players = {p for x in shares for p in x}
        low = {p: min(x.get(p, 0) for x in shares) for p in players}
        return {p: a for p, a in low.items() if a}

    # docs/case-format.md: what every reading awards a player is awarded; what else reaches
    # him under every reading (won under one, his back under another) is his back, a refund
    awards = least([x["awards"] for x in readings])
    sure = least([{p: x["awards"].get(p, 0) + x["refunds"].get(p, 0)
                   for p in {*x["awards"], *x["refunds"]}} for x in readings])
    refunds = {p: a - awards.get(p, 0) for p, a in sure.items() if a > awards.get(p, 0)}
    if any(x.get("pot", r["pot"]) > r["pot"] and x["awards"] for x in readings):
        # a reading stakes chips the pool as told does not hold: only what every reading
        # awards alike, or refunds alike, is sure
        awards = least([x["awards"] for x in readings])
        refunds = least([x["refunds"] for x in readings])
    if sum(awards.values()) + sum(refunds.values()) > r["pot"]:
        awards, refunds = {}, {}  # the readings give chips the story never put up
    statuses = {x["status"] for x in readings}
    shared = statuses.pop() if len(statuses) == 1 else None
    if r["status"] != (shared if shared in SHARED else "unsettled"):
        out.append(f"a {r['status']} ruling whose readings are "
                   f"{sorted({x['status'] for x in readings})}")
    for key, common in (("awards", awards), ("refunds", refunds)):
        if r[key] != common:
            out.append(f"{key} {r[key]} are not what every reading gives alike {common}")
    given = sum(r["awards"].values()) + sum(r["refunds"].values()) + \
        sum(x["amount"] for x in r.get("by_lot", []))
    # what every reading leaves in the pool alike (the deal going on under each) is carried
    disputed = r["pot"] - given - r.get("carried", 0)
    if r["undecided"] != disputed:
        out.append(f"undecided {r['undecided']} is not what the readings dispute ({disputed})")
    if r.get("carried", 0) > min(x["carried"] for x in readings):
        out.append(f"carried {r['carried']} is more than a reading leaves in the pool")
    for x in r["readings"]:  # its own pool, and the chips of the story's it never staked
        if sum(x["awards"].values()) + sum(x["refunds"].values()) > \
                max(x.get("pot", r["pot"]), r["pot"]):
            out.append(f"a reading gives out more than its pot: {x}")
    # readings differ in the chips, or in whose chips the pool holds and who deals next; a
    # settled reading pays out the whole pool, so that its chips are what each player puts
    # up and gets back from it, won or his own (docs/case-format.md, "Readings")
    outcomes = {json.dumps(_chips_of(x), sort_keys=True) for x in readings}
    if len(outcomes) < 2:
        out.append("readings listed that all give the same chips: the point is not decisive")
    # each reading names the points it reads, and no two name the same (two points said
    # alike, a straddle's chips at two players' acts, are told apart by event and player)
    assumed = [json.dumps(sorted(json.dumps(a, sort_keys=True) for a in x["assume"]))
               for x in r["readings"]]
    if any(not x["assume"] for x in r["readings"]):
        out.append("a reading assumes nothing: it does not name the point it reads")
    if len(set(assumed)) < len(assumed):
        out.append(f"two readings assume alike: {sorted(assumed)}")
    return out


# the outcomes every reading may share, which the ruling then has (contract v3)
SHARED = ("misdeal", "continues", "passed", "void")


def staked_again(x: dict) -> dict:
    """A misdeal reading whose refund goes to a player who stakes again before the new deal's
    cards (`next.antes`: the age's ante, or every player's feed in a jack pot dealt again):
    the chips of his ante he has back (`back`, never more than the ante nor than his refund)
    are carried, the same chips staked again; a chip back beyond them is his bet."""
    antes = (x.get("next") or {}).get("antes") if x.get("status") == "misdeal" else None
    refunds, moved = dict(x["refunds"]), 0
    for ante in antes or ():
        back = refunds.get(ante["player"], 0)
        move = ante.get("back", 0)
        assert move <= min(back, ante["amount"]), f"an ante's back beyond it: {ante}"
        refunds[ante["player"]] = back - move
        moved += move
    if not moved:
        return x
    return dict(x, refunds={p: a for p, a in refunds.items() if a},
                carried=x["carried"] + moved)


def _chips_of(x: dict) -> list:
    """What a reading decides: the chips (and, for a settled one, what each player puts up
    and gets, however a share is called), its status and pool, and who deals next."""
    if x.get("status") != "settled":
        return [x["awards"], x["refunds"], x.get("status"), x.get("pot"), x.get("stakes"),
                x.get("next")]
    gets: dict = {}
    put: dict = dict(x.get("stakes") or {})
    for p, a in list(x["awards"].items()) + list(x["refunds"].items()):
        gets[p] = gets.get(p, 0) + a
    for p, a in x["refunds"].items():  # what came back to him he had put up
        put[p] = put.get(p, 0) + a
    return [gets, put, x.get("status"), x.get("pot"), x.get("next")]


def unread_problems(r: dict) -> list[str]:
    """An unsettled ruling that lists no readings holds its chips on a point nobody read: a
    decisive silence or a missing fact with no open point (the question has no finite set of
    answers, or the book answers it and is silent only on what follows), or readings that
    stopped at the limit. A ruling whose every decisive point was read, yet lists no
    readings, holds chips no reading disputes."""
    if r["status"] != "unsettled" or r.get("readings") or r.get("readings_stopped"):
        return []
    unread = [s["point"] for s in r.get("silent", []) if s["decisive"] and not s.get("open")] + \
        [m["fact"] for m in r.get("missing", []) if not m.get("open")]
    if unread:
        return []
    read = [s.get("open") for s in r.get("silent", []) if s["decisive"]] + \
        [m.get("open") for m in r.get("missing", [])]
    return [f"unsettled, holding {r['undecided']}, with no readings, though every point that "
            f"holds it was read ({', '.join(map(str, read)) or 'none named'})"]


def one_left_problems(r: dict, players, jack_pot: str | None = None) -> list[str]:
    """A deal where one player is left, every other having gone out, is never 'continues'
    with the pool unawarded (a player alone at the table is not one left: none went out),
    but for a jack pot nobody opened whose last player has not had his say: he may yet open
    it (everything in turn), and the story has not told whether he did; so too where the
    book's law of a game nobody opens waits for the last say (Peel 29 with 23), and says so."""
    left = [p for p in players if p not in r.get("retired", {})]
    waiting = len(left) == 1 and (jack_pot is not None and not any(
        s["finding"].startswith(f"{left[0]} ") for s in r.get("steps", ())) or any(
        s["finding"].startswith(f"{left[0]} is the only player left, and he has not had his say")
        for s in r.get("steps", ())))
    if r["status"] == "continues" and len(left) == 1 < len(players) and r["carried"] and \
            r.get("stakes") and not waiting:
        return [f"{left[0]} is the only player left, yet the deal continues with "
                f"{r['carried']} in the pool"]
    return []


def check_text(text: str, library, books: list[str], workdir: Path,
               render_book: str | None = None, again=None, twice: bool = True,
               compared: dict | None = None) -> Outcome:
    """Load one case text as a file and rule it under every book; collect what breaks.
    The case is ruled twice under each book, and the second ruling held to the first: the
    second is `compare`'s, which rules the case under every book again (so a ruling that
    differs from one time to the next is found there), or, where `compare` gives none for
    a book, the case ruled again. AGAIN (a book's id -> its ruling), where given, is the
    first ruling, made apart (the suite's one ruling of a casebook case, shared); COMPARED
    ({book's id: ruling}), where given, is `compare`'s, made apart too (the suite's one
    `compare` of the casebook, through the command line). Where not TWICE, the case is
    ruled once a book: neither ruled again nor compared (`--again-every`); every other
    property is checked all the same."""
    out = Outcome(text)
    path = workdir / FILE
    path.write_text(text, encoding="utf-8")
    shown = str(path)
    try:
        case = load_case(path)
    except AdjudicatorError as exc:
        out.error = str(exc)
        for p in _input_error_problems(exc, shown):
            out.fail(p)
        return out
    except Exception:  # noqa: BLE001 - the fuzzer's whole point: report, never hide
        out.fail(_crash("load_case raised something other than an input error"))
        return out
    dumps: dict[str, str] = {}
    for b in books:
        book = library.book(b)
        try:
            first = adjudicate(case, book) if again is None else again(b)
        except AdjudicatorError as exc:
            dumps[b] = f"error: {exc}"
            for p in _input_error_problems(exc, shown):
                out.fail(f"[{b}] {p}")
            if isinstance(exc, (InputError, InputErrors)):  # bad input is decided once
                out.fail(f"[{b}] bad input found while ruling, not before any book: {exc}")
            continue
        except Exception:  # noqa: BLE001
            out.fail(_crash(f"[{b}] adjudicate crashed"))
            continue
        try:
            once = json.dumps(first, ensure_ascii=False)
        except Exception:  # noqa: BLE001
            out.fail(_crash(f"[{b}] the ruling cannot be written as JSON"))
            continue
        for p in conservation_problems(first, case.table.players, case.table.jack_pot):
            out.fail(f"[{b}] {p}")
        judged = {s["event"] for s in first["steps"]}
        unjudged = [e.index for e in case.events if e.index not in judged]
        if unjudged:
            out.fail(f"[{b}] events with no finding: {unjudged}")
        out.rulings[b] = first
        dumps[b] = once
        if b == render_book:
            for fmt in Format:
                try:
                    render("ruling", dict(first, file=shown), fmt)
                except Exception:  # noqa: BLE001
                    out.fail(_crash(f"[{b}] the ruling does not render as {fmt.value}"))
    if not twice:
        return out
    together = None if compared is None else {"rulings": compared}
    try:
        if together is None:
            together = compare(case, library, books)
    except AdjudicatorError as exc:
        if not any(d.startswith("error: ") for d in dumps.values()):
            out.fail(f"compare refused a case every book rules on: {exc}")
    except Exception:  # noqa: BLE001
        out.fail(_crash("compare crashed"))
    for b in out.rulings:
        if together is not None and b in together["rulings"]:
            if json.dumps(together["rulings"][b], ensure_ascii=False) != dumps[b]:
                out.fail(f"[{b}] compare and rule disagree (the same case ruled twice)")
            continue
        try:  # no comparison to hold the ruling to: the case ruled again
            second = json.dumps(adjudicate(case, library.book(b)), ensure_ascii=False)
        except Exception:  # noqa: BLE001
            out.fail(_crash(f"[{b}] the same case ruled again fails"))
            continue
        if second != dumps[b]:
            out.fail(f"[{b}] the same case ruled twice gives different JSON")
    if together is None or compared is not None:
        return out
    if render_book is not None:
        for kind, fmt in (("compare", Format.text), ("compare", Format.markdown),
                          ("compare_json", Format.json)):
            try:
                render(kind, together["rulings"] if kind == "compare_json" else together, fmt)
            except Exception:  # noqa: BLE001
                out.fail(_crash(f"the comparison does not render as {fmt.value}"))
    return out


def signature(failure: str) -> str:
    """One line naming a kind of failure: for a crash, the exception and where it was raised."""
    lines = failure.strip().splitlines()
    frames = [x.strip() for x in lines if x.strip().startswith("File ")]
    where = frames[-1] if frames else ""
    head = re.sub(r"^\[[^]]+\] ", "", lines[0])
    return f"{head} {lines[-1]} ({where})" if frames else head[:160]


def _rulebook_error_problems(exc: AdjudicatorError, name: str) -> list[str]:
    """An error in a rulebook names the book's file and a line (or the file alone)."""
    out = []
    for e in exc.errors if isinstance(exc, InputErrors) else [exc]:
        line = str(e)
        m = _MARKED.match(line)
        if not isinstance(e, AdjudicatorError) or "\n" in line:
            out.append(f"{type(e).__name__} from a rulebook: {line!r}")
        elif not (m and Path(m["file"]).name == name) and not line.startswith(name) and \
                f"/{name}: " not in line:
            out.append(f"rulebook error does not name its file and line: {line!r}")
    return out


def check_rulebook_text(book_id: str, text: str, workdir: Path, cases: list) -> Outcome:
    """Load one rulebook text from a folder of its own, check it, and rule cases under it."""
    import shutil

    from adjudicator.cli.checking import check_paths
    from adjudicator.hands.ranking import hand_view
    from adjudicator.law.library import Library

    out = Outcome(text)
    folder = workdir / "books"
    shutil.rmtree(folder, ignore_errors=True)
    folder.mkdir(parents=True)
    path = folder / f"{book_id}.yaml"
    path.write_text(text, encoding="utf-8")
    saved = os.environ.get("ADJUDICATOR_CACHE")
    os.environ["ADJUDICATOR_CACHE"] = "off"  # thousands of changed books: cache none of them
    try:
        library = Library.open([str(folder)])
        try:
            check_paths([str(path)], library)
        except Exception:  # noqa: BLE001 - check collects every input error; nothing escapes
            out.fail(_crash("check crashed on a rulebook"))
        try:
            book = library.book(book_id)
        except AdjudicatorError as exc:
            out.error = str(exc)
            for p in _rulebook_error_problems(exc, path.name):
                out.fail(p)
            return out
        except Exception:  # noqa: BLE001
            out.fail(_crash("loading a rulebook crashed"))
            return out
        try:
            hand_view(book, ["AS KS QS JS TS", "2H 2D 5C 7S 9H", "3C 3S JK 8D 8H"], [])
        except AdjudicatorError:
            pass
        except Exception:  # noqa: BLE001
            out.fail(_crash("naming hands under a rulebook crashed"))
        for case in cases:
            try:
                first = adjudicate(case, book)
                if json.dumps(first) != json.dumps(adjudicate(case, book)):
                    out.fail(f"[{case.file}] the same case ruled twice gives different JSON")
            except AdjudicatorError as exc:
                for p in _input_error_problems(exc, case.file):
                    out.fail(f"[{case.file}] {p}")
                continue
            except Exception:  # noqa: BLE001
                out.fail(_crash(f"[{case.file}] ruling under a changed rulebook crashed"))
                continue
            for p in conservation_problems(first, case.table.players, case.table.jack_pot):
                out.fail(f"[{case.file}] {p}")
    finally:
        if saved is None:
            os.environ.pop("ADJUDICATOR_CACHE", None)
        else:
            os.environ["ADJUDICATOR_CACHE"] = saved
    return out


def report(outcome: Outcome) -> str:
    """A failing case, for a person: what broke and the case as YAML."""
    return ("\n".join(outcome.failures) + "\n--- the case (YAML) ---\n" + outcome.text)


# --------------------------------------------------------------------------- the CLI twice

def cli_twice(args: list[str], cwd: Path, seeds=("1", "2")) -> tuple[list[str], str]:
    """Run the command twice in fresh processes with different hash seeds; the problems
    found, and what the first run printed."""
    import subprocess

    procs = []
    for seed in seeds:  # side by side: two processes, two hash seeds
        env = dict(os.environ, NO_COLOR="1", COLUMNS="120", PYTHONHASHSEED=seed,
                   PYTHONPATH=str(ROOT))
        procs.append(subprocess.Popen([sys.executable, "-m", "adjudicator", *args], cwd=cwd,
                                      env=env, stdout=subprocess.PIPE, stderr=subprocess.PIPE))
    runs = []
    for p in procs:
        stdout, stderr = p.communicate(timeout=3600)
        runs.append(subprocess.CompletedProcess(p.args, p.returncode, stdout, stderr))
    out = []
    a, b = runs
    if (a.returncode, a.stdout, a.stderr) != (b.returncode, b.stdout, b.stderr):
        out.append(f"`adjudicator {' '.join(args)}` differs between two runs")
    for r in runs:
        err = r.stderr.decode("utf-8", "replace")
        if r.returncode not in (0, 2) or "Traceback" in err:
            out.append(f"`adjudicator {' '.join(args)}` exit {r.returncode}:\n{err[-3000:]}")
        for line in err.splitlines():
            if not (_MARKED.match(line) or line.startswith("adjudicator: ")):
                out.append(f"stderr line not FILE:LINE:COL: message: {line!r}")
                break
    return out, a.stdout.decode("utf-8", "replace")


def rule_compare_problems(rule_lines: dict[str, str], compared: str, file: str) -> list[str]:
    """`compare --format json` on one case against the `rule --format json` line of each
    book (``rule_lines``: book -> that case's line of JSON, or None where it was refused)."""
    out = []
    try:
        together = json.loads(compared) if compared.strip() else {}
    except ValueError:
        return [f"`compare` on {file} did not print JSON"]
    for book, line in rule_lines.items():
        if line is None:
            if together:
                out.append(f"`rule --book {book}` refused {file}, `compare` ruled on it")
            continue
        alone = json.loads(line)
        alone.pop("file", None)
        if json.dumps(alone, sort_keys=True) != json.dumps(together.get(book), sort_keys=True):
            out.append(f"`compare` and `rule --book {book}` disagree on {file}")
    return out


def whole_or_nothing(args: list[str], cwd: Path, kept_going: str) -> list[str]:
    """A batch without --keep-going reads every file before it rules one (issue 41): where
    any is bad input it prints nothing and ends with status 2, else it prints what
    --keep-going printed (KEPT_GOING)."""
    import subprocess

    r = subprocess.run([sys.executable, "-m", "adjudicator", *args], cwd=cwd,
                       capture_output=True, env=dict(os.environ, NO_COLOR="1",
                                                     PYTHONPATH=str(ROOT)), timeout=3600)
    out = r.stdout.decode("utf-8", "replace")
    if r.returncode == 2 and out:
        return [f"`adjudicator {' '.join(args)}` found bad input and printed rulings"]
    if r.returncode == 0 and out != kept_going:
        return [f"`adjudicator {' '.join(args)}` printed other rulings than --keep-going"]
    if r.returncode not in (0, 2):
        return [f"`adjudicator {' '.join(args)}` exit {r.returncode}"]
    return []


def json_lines_by_file(stdout: str) -> dict[str, str]:
    """`rule --format json` over many files: each file's line."""
    out = {}
    for line in stdout.splitlines():
        if line.strip():
            out[json.loads(line)["file"]] = line
    return out


# --------------------------------------------------------------------------- the runner

@dataclass
class Tally:
    """What one campaign found: how many tried, refused, failed, and each kind of failure."""

    what: str
    tried: int = 0
    refused: int = 0
    failed: int = 0
    first: Outcome | None = None
    kinds: dict = field(default_factory=dict)
    statuses: dict = field(default_factory=dict)

    def add(self, outcome: Outcome, save: str | None) -> None:
        self.tried += 1
        self.refused += outcome.error is not None
        for r in outcome.rulings.values():
            self.statuses[r["status"]] = self.statuses.get(r["status"], 0) + 1
        for f in outcome.failures:
            k = signature(f)
            self.kinds[k] = self.kinds.get(k, 0) + 1
            if save and self.kinds[k] == 1:  # one reproducer of each kind
                Path(save).mkdir(parents=True, exist_ok=True)
                (Path(save) / f"{self.what}-{len(self.kinds):03d}.yaml").write_text(
                    "# " + "\n# ".join(report(outcome).split("--- the case (YAML) ---")[0]
                                        .strip().splitlines()) + "\n" + outcome.text,
                    encoding="utf-8")
        if outcome.failures:
            self.failed += 1
            self.first = self.first or outcome

    def summary(self) -> str:
        lines = [f"{self.tried} {self.what} tried: {self.refused} refused as input errors, "
                 f"{self.tried - self.refused} accepted"
                 + (f" (rulings: {', '.join(f'{k} {v}' for k, v in sorted(self.statuses.items()))})"
                    if self.statuses else "") + f"; {self.failed} failures"]
        lines += [f"  {v:6d} x {k}" for k, v in sorted(self.kinds.items(), key=lambda kv: -kv[1])]
        return "\n".join(lines)


def _campaign(strategy, count: int, seed_value: int, check, tally: Tally) -> None:
    """Draw ``count`` examples from ``strategy`` and check each; failures are tallied, not
    raised, so that the whole budget runs."""
    import time

    from hypothesis import HealthCheck, Phase, given, seed, settings

    if count <= 0:
        return
    start = time.time()

    @seed(seed_value)
    @settings(max_examples=count, deadline=None, database=None, phases=[Phase.generate],
              suppress_health_check=list(HealthCheck))
    @given(strategy)
    def run(example):
        check(example)
        if tally.tried % 1000 == 0:
            print(f"... {tally.tried} {tally.what}, {tally.failed} failures "
                  f"({time.time() - start:.0f}s)", file=sys.stderr)

    run()


def main(argv: list[str] | None = None) -> int:
    import shutil

    keep = Path(tempfile.mkdtemp(prefix="adjudicator-fuzz-"))
    try:
        return _main(argv, keep)
    finally:
        shutil.rmtree(keep, ignore_errors=True)


def _main(argv: list[str] | None, keep: Path) -> int:
    import argparse
    import shutil
    import time

    from adjudicator.law.library import Library

    ap = argparse.ArgumentParser(prog="python -m tests.fuzz", description=__doc__.split("\n")[0])
    ap.add_argument("--cases", type=int, default=10_000, help="how many case files to try")
    ap.add_argument("--rulebooks", type=int, default=None, metavar="N",
                    help="how many changed rulebooks, and as many sets of generated house "
                    "books, to try (default: a tenth of --cases)")
    ap.add_argument("--seed", type=int, default=0, help="the random seed (same seed, same cases)")
    ap.add_argument("--cli", type=int, default=2000, metavar="N",
                    help="how many of the cases also go through the command line, under every "
                    "book and twice (default 2000; 0 for none)")
    ap.add_argument("--no-cli", action="store_true", help="the same as --cli 0")
    ap.add_argument("--again-every", type=int, default=1, metavar="N",
                    help="rule every Nth case twice and compare it with `compare` (default 1: "
                    "every case); the others are ruled once a book, every other property "
                    "checked")
    ap.add_argument("--save", metavar="DIR", help="write one failing case of each kind into DIR")
    args = ap.parse_args(argv)
    if args.again_every < 1:
        ap.error("--again-every must be 1 or more")
    n_books = args.cases // 10 if args.rulebooks is None else args.rulebooks
    n_cli = 0 if args.no_cli else min(args.cli, args.cases)
    every = max(1, args.cases // n_cli) if n_cli else 0

    library = Library.open([str(ROOT / "rulebooks" / "examples")])
    books = library.ids()
    start = time.time()
    work = keep / "work"
    work.mkdir()

    cases = Tally("cases")

    def check_case(text: str) -> None:
        outcome = check_text(text, library, books, work, books[cases.tried % len(books)],
                             twice=cases.tried % args.again_every == 0)
        if every and cases.tried % every == 0:  # kept for the command-line runs
            (keep / f"case-{cases.tried:06d}.yaml").write_text(text, encoding="utf-8")
        cases.add(outcome, args.save)

    if args.cases:
        _campaign(case_texts(), args.cases, args.seed, check_case, cases)
        print(cases.summary() + f" ({time.time() - start:.0f}s)")

    rulebooks = Tally("rulebooks")
    if n_books:
        start = time.time()
        sample_cases = [load_case(p) for p in CASEBOOK]
        _campaign(rulebook_texts(), n_books, args.seed,
                  lambda bt: rulebooks.add(check_rulebook_text(bt[0], bt[1], work,
                                                               sample_cases), args.save),
                  rulebooks)
        print(rulebooks.summary() + f" ({time.time() - start:.0f}s)")

    from tests.fuzz_books import (check_house_books, check_impossible, house_book_sets,
                                  impossible_docs, short_stack_docs)

    short = Tally("short-stack stories")
    if args.cases:  # few chips, all in and passing in any order: where pools are cut
        start = time.time()
        _campaign(short_stack_docs().map(dump), max(1, args.cases // 10), args.seed,
                  lambda text: short.add(check_text(text, library, books, work), args.save),
                  short)
        print(short.summary() + f" ({time.time() - start:.0f}s)")

    houses = Tally("house book sets")
    if n_books:  # clubs' books generated over every published book, checked and used
        start = time.time()
        sample_cases = [load_case(p) for p in CASEBOOK]
        _campaign(house_book_sets(), n_books, args.seed,
                  lambda docs: houses.add(check_house_books(docs, work, sample_cases),
                                          args.save), houses)
        print(houses.summary() + f" ({time.time() - start:.0f}s)")
    impossible = Tally("impossible stories")
    if args.cases:  # made on purpose: every one must be refused before any book
        start = time.time()
        _campaign(impossible_docs(), max(1, args.cases // 10), args.seed,
                  lambda x: impossible.add(check_impossible(*x, work), args.save), impossible)
        print(impossible.summary() + f" ({time.time() - start:.0f}s)")

    from tests.fuzz_contracts import run_campaigns as contract_campaigns  # issue 25

    contracts = contract_campaigns(args.cases, n_books, args.seed, work, args.save, _campaign,
                                   Tally)

    extra: list[Tally] = []
    for module in FAMILIES:
        from importlib import import_module

        for name, strategy, count, check in import_module(module).families(args.cases, n_books,
                                                                           work):
            tally = Tally(name)
            extra.append(tally)
            start = time.time()
            _campaign(strategy, count, args.seed,
                      lambda x, c=check, t=tally: t.add(c(x), args.save), tally)
            print(tally.summary() + f" ({time.time() - start:.0f}s)")

    cli_problems: list[str] = []
    kept = sorted(keep.glob("case-*.yaml"))
    if kept:
        start = time.time()
        shutil.rmtree(work, ignore_errors=True)  # only the kept cases are ruled
        rel = keep.name
        examples = ["--rulebooks", str(ROOT / "rulebooks" / "examples")]
        by_book = {}
        for b in books:  # every case under every book, JSON Lines, twice; the bad ones aside
            problems, stdout = cli_twice(["rule", rel, "--book", b, "--format", "json",
                                          "--keep-going", *examples], keep.parent)
            cli_problems += problems
            by_book[b] = json_lines_by_file(stdout)
            if b == books[0]:  # without --keep-going: all of it, or nothing and status 2
                cli_problems += whole_or_nothing(["rule", rel, "--book", b, "--format",
                                                  "json", *examples], keep.parent, stdout)
        sample = kept[:: max(1, len(kept) // 25)]
        for f in sample:
            name = f"{rel}/{f.name}"
            problems, stdout = cli_twice(["compare", name, "--format", "json", *examples],
                                         keep.parent)
            cli_problems += problems
            cli_problems += rule_compare_problems(
                {b: by_book[b].get(name) for b in books}, stdout, name)
        print(f"command line: `rule` over {len(kept)} of the cases under each of {len(books)} "
              f"books, and `compare` on {len(sample)} of them against `rule`, each run twice "
              f"with different hash seeds: {len(cli_problems)} problems "
              f"({time.time() - start:.0f}s)")
        for p in cli_problems[:5]:
            print(p)
    first = cases.first or short.first or rulebooks.first or houses.first or impossible.first
    first = first or next((t.first for t in [*contracts, *extra] if t.first), None)
    if first is not None:
        print("the first failing case:\n" + report(first))
    failed = cases.failed + short.failed + rulebooks.failed + houses.failed + impossible.failed
    failed += sum(t.failed for t in [*contracts, *extra])
    return 1 if failed or cli_problems else 0


if __name__ == "__main__":
    sys.exit(main())
