"""Case and Event: frozen records built from a case file (docs/case-format.md), and the
reading of its events.

Everything impossible is refused here with its FILE:LINE:COL (an unknown player, a card
dealt twice, a negative amount); everything merely irregular is kept for the engine to rule
on (a bet out of turn, a raise over the limit). The table where the story starts is read by
setup.py, a value as written (an amount, a player, cards) by written.py.
"""
from __future__ import annotations

import re
from collections.abc import Mapping
from os import PathLike
from pathlib import Path
from typing import Any

from . import yamlio
from .bounds import MAX_CASE_BYTES, list_within
from ..errors import InputError, InputErrors, Mark, did_you_mean, what
from .files import regular
from .payloads import PAYLOADS, Nothing, Payload, payload
from .facts import read_facts
from .possible import check_story
from .record import Record
from .setup import TableSetup, read_table
from .terms import BOOK_ID_PATTERN, TEXT_KEYS
from .verbs import (FLAG_ARGS, KEY_HINTS, NOTHING_PUT_UP, NOTICES, ONE_OF, SYNONYMS,
                    TEXT_ARGS, VERBS, example_of, needs)
from .written import At as _At
from .written import amount as _amount
from .written import cards as _cards
from .written import one_card as _one_card
from .written import player as _player
from .yamlio import MDict, MList, check_keys

MAX_EVENTS = 500
TOO_MANY_EVENTS = f"more than {MAX_EVENTS} events: at most {MAX_EVENTS} are replayed"
_BOOK_ID = re.compile(BOOK_ID_PATTERN)

_set = object.__setattr__


class Event(Record):
    """One thing that happened at the table, in order (``index`` counts from 1): index,
    verb, mark, player (or None), args (the verb's own record, story/payloads.py: a parsed
    body, or another verb's payload retold as this verb, is made one), out_of_turn."""

    __slots__ = ("index", "verb", "mark", "player", "args", "out_of_turn")

    def __init__(self, index: int, verb: str, mark: Mark, player: str | None = None,
                 args: Payload | dict | None = None, out_of_turn: bool = False):
        # written out: a case makes one per event, and the record's own __init__ is general
        if args is None:
            args = Nothing()
        if args.__class__ is not PAYLOADS.get(verb, Nothing):  # no payload is subclassed:
            args = payload(verb, args)  # its class, not an ABC's isinstance, says if it is one
        _set(self, "index", index)
        _set(self, "verb", verb)
        _set(self, "mark", mark)
        _set(self, "player", player)
        _set(self, "args", args)
        _set(self, "out_of_turn", out_of_turn)

    def get(self, key: str, default: Any = None) -> Any:
        return self.args.get(key, default)


class Case(Record):
    """A case as told: title, table, events, file, source, question, book (or None),
    expect and expect_mark, book_mark (where `book:` is written, for an unknown book's
    error) and facts ((point, reading) the players agree on)."""

    __slots__ = ("title", "table", "events", "file", "source", "question", "book", "expect",
                 "expect_mark", "book_mark", "facts")
    DEFAULTS = {"source": "", "question": "", "book": None, "expect": dict,
                "expect_mark": dict, "book_mark": None, "facts": ()}
    # the fields' types, for a type checker (the record's fields are its __slots__)
    title: str
    table: TableSetup
    events: tuple[Event, ...]
    file: str
    source: str
    question: str
    book: str | None
    expect: dict[str, Any]
    expect_mark: dict[str, Mark]
    book_mark: Mark | None
    facts: tuple[tuple[str, str], ...]

    def position(self, index: int) -> int:
        """Where the event of ``index`` stands among the events (0 where none has it: the
        table's setup, before the first)."""
        return next((i for i, e in enumerate(self.events) if e.index == index), 0)


def _event(node: Any, events: MList, index: int, players: tuple[str, ...]) -> Event:
    if not isinstance(node, MDict):  # a bare verb, or no event: the mark is the item's
        return _bare(node, index, events.mark_of(index - 1))
    if len(node) != 1:
        raise InputError("each event is a one-key mapping, e.g. `- bet: {player: A, amount: 5}`",
                         events.mark_of(index - 1))
    return _told(node, index, players)


def _bare(node: Any, index: int, mark: Mark) -> Event:
    if isinstance(node, str) and VERBS.get(SYNONYMS.get(node, node)) is not None and \
            not VERBS[SYNONYMS.get(node, node)][1]:
        return Event(index, SYNONYMS.get(node, node), mark)  # `- no_cut`: a bare verb
    if isinstance(node, str) and SYNONYMS.get(node, node) in VERBS:
        raise InputError(f"`{node}` needs {needs(SYNONYMS.get(node, node))}, e.g. "
                         f"`{example_of(node)}`", mark)
    raise InputError("each event is a one-key mapping, e.g. `- bet: {player: A, amount: 5}`",
                     mark)


def _told(node: MDict, index: int, players: tuple[str, ...]) -> Event:
    """An event written as a mapping of its verb to what it tells."""
    (verb, body), = node.items()
    vmark = node.mark_of(verb)
    verb = SYNONYMS.get(verb, verb)
    if verb not in VERBS:
        known = sorted(set(VERBS) | set(SYNONYMS))
        raise InputError(f"unknown verb {verb!r}{did_you_mean(verb, known)} "
                         "(`adjudicator verbs` lists every verb)", vmark)
    spec = VERBS[verb]
    if verb == "deal":
        return _deal_event(body, index, vmark, players)
    if verb in ("show", "cut_for_deal"):
        if not isinstance(body, MDict) or not body:
            raise InputError(f"{verb} maps each player to his cards, e.g. `{example_of(verb)}`",
                             vmark)
        hands = {}
        for p, cards in body.items():
            _player(p, players, body, p)
            hands[p] = _cards(cards, body, p)
            if verb == "cut_for_deal" and len(hands[p]) != 1:
                raise InputError(f"in the cut for the deal each player draws one card; {p} has "
                                 f"{len(hands[p])}", body.mark_of(p))
        return Event(index, verb, vmark, None, {"hands": hands, "marks": dict(body.key_marks)})
    allowed, required = spec
    if isinstance(body, str) or body is None or body is True:
        if body is not None and body is not True and "player" not in allowed:
            raise InputError(f"`{verb}` takes a mapping, not a player's name: e.g. "
                             f"`{example_of(verb)}`", vmark)
        if required - {"player"}:
            raise InputError(f"`{verb}` needs {needs(verb)}, e.g. `{example_of(verb)}`", vmark)
        if "player" in required or (body is not None and body is not True):
            args = {"player": body}
        else:
            args = {}
    elif isinstance(body, MDict):
        check_keys(body, allowed, required, f"`{verb}`", KEY_HINTS.get(verb))
        args = dict(body)
    else:
        raise InputError(f"`{verb}` takes a player name or a mapping, e.g. `{example_of(verb)}`",
                         vmark)
    at = body if isinstance(body, MDict) else _At(vmark)
    amark = at.mark_of
    player = None
    if "player" in args:
        player = _player(args.pop("player"), players, at, "player")
    elif "player" in required:
        raise InputError(f"`{verb}` needs a player, e.g. `{example_of(verb)}`", vmark)
    for key in ("amount", "by", "to", "count", "asked", "given", "claimed", "dealer_says"):
        if key in args and (key != "by" or verb == "raise"):
            args[key] = _amount(args[key], at, key, key)
    if args.get("amount") == 0 and verb in NOTHING_PUT_UP or args.get("by") == 0:
        raise InputError(NOTHING_PUT_UP.get(verb, NOTHING_PUT_UP["raise"]), amark(
            "amount" if "amount" in args else "by"))
    if verb in ONE_OF and sum(k in args for k in ONE_OF[verb]) != 1:
        raise InputError("`raise` takes either `by` (how much more) or `to` (the stake it "
                         "reaches), e.g. `raise: {player: A, by: 10}`", vmark)
    for key in TEXT_ARGS:  # words, as the schema says: never a list, a number or nothing
        if key in args and not isinstance(args[key], str):
            raise InputError(f"`{key}` is words, e.g. `{example_of(verb)}`; not "
                             f"{'nothing' if args[key] is None else repr(args[key])}",
                             amark(key))
    for key in FLAG_ARGS:
        if key in args and not isinstance(args[key], bool):
            raise InputError(f"{key} takes true or false; not {args[key]!r}", amark(key))
    if verb == "notice":
        if args["what"] not in NOTICES:
            raise InputError(f"notice `what` must be one of: {', '.join(NOTICES)}; not "
                             f"{args['what']!r}{did_you_mean(args['what'], NOTICES)}",
                             amark("what"))
        if "by" in args:
            args["by"] = _player(args["by"], players, at, "by")
    if verb == "intends" and args["act"] not in ("bet", "pass"):
        raise InputError(f"intends `act` is bet or pass; not {args['act']!r}", amark("act"))
    if verb == "dispute":
        args["with"] = _player(args["with"], players, at, "with")
        if args["matter"] not in ("fact", "law"):
            raise InputError(f"dispute `matter` is fact or law; not {args['matter']!r}",
                             amark("matter"))
    if verb == "ask_dealer_draw" and "about" in args:
        args["about"] = _player(args["about"], players, at, "about")
    if verb == "exposed":
        if args.get("during", "deal") not in ("deal", "draw"):
            raise InputError(f"exposed `during` is deal or draw; not {args['during']!r}",
                             amark("during"))
        if "card" in args:
            args["card"] = _one_card(args["card"], at, "card")
    if verb == "faced_card" and "card" in args:
        args["card"] = _one_card(args["card"], at, "card")
    if verb in ("opener_shows",):
        args["cards"] = _cards(args["cards"], at, "cards")
    if verb == "demand_dispute":
        w = args.get("witnesses", {})
        if not isinstance(w, dict):
            raise InputError("witnesses map each player to the count he says", amark("witnesses"))
        args["witnesses"] = {_player(p, players, w, p): _amount(v, w, p, "count")
                             for p, v in w.items()}
    oot = args.pop("out_of_turn", False)
    if not isinstance(oot, bool):
        raise InputError(f"out_of_turn takes true or false; not {oot!r}", amark("out_of_turn"))
    return Event(index, verb, vmark, player, args, oot)


def _deal_event(body: Any, index: int, mark: Mark, players: tuple[str, ...]) -> Event:
    if not isinstance(body, MDict) or not body:
        raise InputError("deal maps each player to his cards or a count of cards, e.g. "
                         f"`{example_of('deal')}`", mark)
    dealt: dict[str, Any] = {}
    for p, v in body.items():
        _player(p, players, body, p)
        if isinstance(v, int) and not isinstance(v, bool):
            if not 0 <= v <= 52:
                raise InputError(f"{p} cannot be dealt {v} cards: a count is 0 to 52",
                                 body.mark_of(p))
            dealt[p] = v
        else:
            dealt[p] = _cards(v, body, p)
    return Event(index, "deal", mark, None, {"hands": dealt, "marks": dict(body.key_marks)})


def build_case(data: Any, file: str, expect: bool = True) -> Case:
    """The case DATA tells, every check made; with EXPECT false its `expect:` is neither
    checked nor kept (a ruling never reads it: only `check --expect` does)."""
    if isinstance(data, dict) and not isinstance(data, MDict):  # plain data: marked by path
        from .plain import marked

        data = marked(data, file)
    if not isinstance(data, MDict):
        raise InputError("a case file must be a mapping with title, table and events",
                         Mark(file, 1, 1))
    check_keys(data, {"title", "source", "question", "book", "table", "events", "expect",
                      "note", "facts"}, ("title", "table", "events"), "a case")
    for key in TEXT_KEYS:
        if key in data and not isinstance(data[key], str):
            raise InputError(f"{key} must be text", data.mark_of(key))
    title = data["title"]
    if not title.strip():
        raise InputError("title must be text", data.mark_of("title"))
    table = read_table(data["table"], data)
    events = data["events"]
    if not isinstance(events, MList):
        raise InputError("events must be a list", data.mark_of("events"))
    if not events:  # a story with nothing in it has nothing to rule on
        raise InputError("events is empty: tell at least one thing that happened at the table",
                         data.mark_of("events"))
    if len(events) > MAX_EVENTS:  # at the first event past them, as parse_case says it
        raise InputError(TOO_MANY_EVENTS, events.mark_of(MAX_EVENTS))
    built, problems = [], []
    for i, node in enumerate(events):  # every bad event is reported, not only the first
        try:
            built.append(_event(node, events, i + 1, table.players))
        except InputError as exc:
            problems.append(exc)
    # every mistake of the file in one pass, each at its line: what could not have happened
    # (decided before any book) among the events that read, the facts, the expectations
    problems += _problems(check_story, table, built)
    if "facts" in data and data["facts"] is None:  # a key with no value is refused
        problems.append(InputError("facts has no value: list the facts, e.g. `- {point: "
                                   "objection.A, reading: in-time}`, or leave the key out",
                                   data.mark_of("facts")))
    if expect:  # only `check --expect` reads them: a ruling neither checks nor loads them
        from .expect import check_expect

        expect = data.get("expect", MDict())
        problems += _problems(check_expect, expect, data.mark_of("expect"), table.players)
    else:
        expect = MDict()
    book = data.get("book")
    if "book" in data and not (isinstance(book, str) and _BOOK_ID.search(book)):
        problems.append(InputError(f"book must be a book id (lower case letters, digits and "
                                   f"-), not {book!r}", data.mark_of("book")))
    facts = () if problems else read_facts(data.get("facts"), data.mark_of("facts"),
                                       table.players, built)
    if problems:
        problems = sorted(problems, key=lambda e: tuple(e.mark or ("", 0, 0))[1:])
        raise problems[0] if len(problems) == 1 else InputErrors(problems)
    return Case(
        title=title.strip(), table=table, events=tuple(built), file=file,
        source=str(data.get("source", "")), question=str(data.get("question", "")), book=book,
        book_mark=data.mark_of("book") if book is not None else None,
        expect={k: v for k, v in expect.items()},
        facts=facts,
        expect_mark={k: expect.mark_of(k) for k in expect} if isinstance(expect, MDict) else {},
    )


def _problems(check, *args) -> list[InputError]:
    """What CHECK(*ARGS) finds wrong, as a list (none: [])."""
    try:
        check(*args)
    except InputErrors as exc:
        return list(exc.errors)
    except InputError as exc:
        return [exc]
    return []


def load_case(path: Path | str, expect: bool = True) -> Case:
    """Read a case file strictly; errors carry FILE:LINE:COL (EXPECT: as build_case)."""
    if not isinstance(path, (str, PathLike)):
        raise InputError(f"path: the case file's name; not {what(path)} (a case in memory "
                         "is read by load_case_text or case_from_dict)")
    text = yamlio.read_text(regular(path), MAX_CASE_BYTES, "a case file")
    return parse_case(text, str(path), expect)


def load_case_text(text: str | bytes, name: str = "<string>") -> Case:
    """Read a case from TEXT (YAML or JSON, as a file holds it: bytes are UTF-8) with every
    check a file gets; errors carry NAME:LINE:COL, NAME standing for the file's name."""
    if not isinstance(name, str):
        raise InputError(f"name: the text's name in errors, e.g. '<string>'; not {what(name)}")
    if isinstance(text, bytes):
        text = yamlio.decoded(text, name)
    elif not isinstance(text, str):
        raise InputError(f"text: a case as YAML or JSON text; not {what(text)} (a mapping is "
                         "read by case_from_dict)")
    return parse_case(text, name)  # as a file: its limits, refused before it is parsed


def case_from_dict(mapping: Mapping[str, Any], name: str = "<dict>") -> Case:
    """Read a case given as plain data (a mapping of title, table, events ..., as
    ``json.loads`` or ``yaml.safe_load`` makes one) with every check a file gets; an error
    is marked by its path, ``NAME at events[2].bet.amount: ...``."""
    from .plain import marked

    if not isinstance(name, str):
        raise InputError(f"name: the mapping's name in errors, e.g. '<dict>'; not {what(name)}")
    if not isinstance(mapping, Mapping):
        raise InputError(f"mapping: a case as a mapping of title, table and events; not "
                         f"{what(mapping)} (a text is read by load_case_text)")
    return build_case(marked(mapping, name), name)


def parse_case(text: str, file: str, expect: bool = True) -> Case:
    """The case TEXT tells (FILE names it in errors), strictly; more events than a case may
    tell are refused at the first one past them before anything is built."""
    if len(text) > MAX_CASE_BYTES and len(text.encode("utf-8")) > MAX_CASE_BYTES:
        raise InputError(f"a case is {len(text.encode('utf-8')):,} bytes; at most "
                         f"{MAX_CASE_BYTES:,} are read", Mark(file, 1, 1))
    list_within(text, file, "events", MAX_EVENTS, TOO_MANY_EVENTS)
    return build_case(yamlio.loads(text, file), file, expect)
