"""Hands named and ordered under one book: for a person (``adjudicator hand``) and for a
script (``adjudicator.rank_hands``), the same answer.

>>> import adjudicator
>>> r = adjudicator.rank_hands("standard", {"Ann": "KS KH KD 2C 2D", "Bob": "7S 7H 7D 3C 3D"})
>>> r["order"], r["hands"][0]["name"], r["findings"][0]["laws"]
([['Ann'], ['Bob']], 'full house', ['standard:showdown/breaking-ties/3'])
>>> adjudicator.rank_hands("peel", ["KD QD JD TD JK", "9S TS JS QS KS"], agreed=["joker"])["order"]
[['A', 'B']]
"""
from __future__ import annotations

from collections.abc import Iterable, Mapping
from typing import Any, Dict, List, Optional, TypedDict, Union, cast

from ..story.cards import RANK_PLURALS, Card, CardError, format_cards, parse_card, parse_cards
from ..story.terms import SCHEMA_VERSION
from ..errors import InputError
from .handlaws import HandRules
from .pack import outside_the_pack, pack_ranks
from .showdown import showdown
from ..law.circumstances import Context
from ..law.rulebook import Book


class RankedHand(TypedDict):
    player: str
    cards: str
    place: Optional[int]
    category: Optional[str]
    name: Optional[str]
    detail: Optional[str]
    joker_as: Optional[str]
    laws: List[str]
    unranked: Optional[str]


class HandRanking(TypedDict):
    """What ``rank_hands`` returns, and ``adjudicator hand --format json`` prints."""

    schema_version: int
    book: str
    agreed: List[str]
    hands: List[RankedHand]
    order: List[List[str]]
    findings: List[Dict[str, Any]]
    silent: List[Dict[str, str]]
    open_points: List[Dict[str, Any]]
    citations: List[Dict[str, Any]]


Hand = Union[str, Iterable[Union[Card, str]]]  # "AS KS QS JS TS", or a card (or text) each


def rank_hands(book: Book | str, hands: Mapping[str, Hand] | Iterable[Hand],
               agreed: Iterable[str] | str = ()) -> HandRanking:
    """Name and order ``hands`` under ``book`` (a Book, or a book's id), the departures
    ``agreed`` before play (``["joker"]``).

    ``hands`` maps each holder's name to five cards ("AS KS QS JS TS", or Card objects, or
    texts of one card each); a plain list of hands names them A, B, C ... The answer is
    what ``adjudicator hand --format json`` prints: ``order``, best first, each place a list
    of the holders whose hands are level there (a tie, or a point on which the book is
    silent: see ``silent``); ``hands``, each named in the book's words with the laws that
    make it; ``findings``, each step of the order with the law that decides it;
    ``open_points``, a hand agreed before play that the book does not know, with the order
    under each reading (``agreed.blaze``: the agreement binds, or the book's own order); and
    ``citations``. Bad hands (not five cards, a card twice) and arguments of the wrong kind
    raise InputError.
    """
    from ..errors import what
    from ..law.arguments import a_book, departures

    book = a_book(book)
    if isinstance(hands, (str, bytes)) or not isinstance(hands, Iterable):
        raise InputError(f"hands: a mapping of holder to five cards, or a list of hands; "
                         f"not {what(hands)}")
    if not isinstance(hands, Mapping):
        hands = {_label(i): h for i, h in enumerate(hands)}
    named = {}
    for name, cards in hands.items():
        named[str(name)] = _cards(cards)
    _check(named)
    return cast(HandRanking, ranked(book, named, context_of(departures(agreed))))


def hand_texts(texts: list[str]) -> dict[str, tuple[Card, ...]]:
    """The hands of the ``hand`` command, one text each, named A, B, C ..., checked."""
    named = {_label(i): _cards(text) for i, text in enumerate(texts)}
    _check(named)
    return named


def _label(i: int) -> str:
    return chr(ord("A") + i) if i < 26 else f"H{i + 1}"


def _cards(cards) -> tuple[Card, ...]:
    try:
        if isinstance(cards, str):
            return parse_cards(cards)
        if not isinstance(cards, Iterable) or isinstance(cards, (bytes, Mapping)):
            from ..errors import what

            raise InputError(f"hands: each hand is five cards, e.g. \"AS KS QS JS TS\"; not "
                             f"{what(cards)}")
        return tuple(c if isinstance(c, Card) else parse_card(str(c)) for c in cards)
    except CardError as exc:
        raise InputError(str(exc)) from None


def _check(hands: dict[str, tuple[Card, ...]]) -> None:
    seen: dict[Card, str] = {}
    for name, cards in hands.items():
        if len(cards) != 5:
            many = f"{len(cards)} card{'' if len(cards) == 1 else 's'}"
            raise InputError(f"{format_cards(cards)!r} is {many}: write each hand "
                             "as five cards, e.g. \"AS KS QS JS TS\"")
        for c in cards:
            if c in seen:
                where = f"twice in {name}'s hand" if seen[c] == name else \
                    f"in {seen[c]}'s hand and {name}'s"
                raise InputError(f"{c} is {where}: one pack holds one of each card")
            seen[c] = name


def _in_the_pack(book: Book, hands: dict[str, tuple[Card, ...]], ranks) -> None:
    """Every card is one of the book's pack (pack.ranks): a card it does not hold is refused."""
    for name, cards in hands.items():
        for c in outside_the_pack(cards, ranks):
            raise InputError(f"{c} in {name}'s hand is no card of {book.id}'s pack, which "
                             f"holds the {', '.join(RANK_PLURALS[r] for r in ranks)}")


def ranked(book: Book, hands: dict[str, tuple[Card, ...]], ctx: Context) -> dict:
    """The hands ordered by the book's laws, as shown and as scripts read them."""

    rules = HandRules.of(book, ctx)
    _in_the_pack(book, hands, pack_ranks(book, ctx))
    sd = showdown(hands, rules)
    place = {p: i + 1 for i, group in enumerate(sd.order) for p in group}
    rows = []
    for p, cards in hands.items():
        v = sd.values.get(p)
        rows.append({
            "player": p, "cards": format_cards(cards), "place": place.get(p),
            "category": v and v.category, "name": v and v.name,
            "detail": v and v.detail, "joker_as": v and v.joker_as and str(v.joker_as),
            "laws": [law.id for law in v.laws] if v else [],
            "unranked": sd.unranked.get(p),
        })
    rows.sort(key=lambda r: (r["place"] is None, r["place"] or 0))
    cited: dict[str, dict] = {}
    for _, laws in sd.findings:
        for law in laws:
            cited.setdefault(law.id, law.citation())
    for v in sd.values.values():
        for law in v.laws:
            cited.setdefault(law.id, law.citation())
    return {
        "schema_version": SCHEMA_VERSION,
        "book": book.id,
        "agreed": sorted(ctx.agreed),
        "hands": rows,
        "order": sd.order,
        "findings": [{"finding": text, "laws": [law.id for law in laws]}
                     for text, laws in sd.findings],
        "silent": [{"point": p, "detail": d} for p, d in
                   [x for x in rules.silent if x[0].startswith("agreed ")] + sd.silent
                   + sd.silent_below],
        "open_points": _agreed_hands(book, hands, rules, sd, ctx),
        "citations": list(cited.values()),
    }


def _agreed_hands(book: Book, hands: dict, rules: HandRules, sd, ctx: Context) -> list[dict]:
    """A hand the players agreed before play (a blaze, a skip straight) that the book does
    not know, held where the book's own order does not put it first: what it is worth is an
    open point (agreed.DEPARTURE), as `rule` reads it. Under the agreement the holders come
    first, ranked among themselves as the book ranks their cards; under the book's own
    order, as the book ranks them all. A point whose two orders agree is not listed."""
    from ..law.provisions import CATEGORIES
    from ..story.points import meaning, question
    from .value import has_shape

    out = []
    for departure in sorted(ctx.agreed):
        category = departure.replace("-", "_")
        if category not in CATEGORIES or book.departure_laws(departure, ctx):
            continue
        held = [p for p in hands if has_shape(tuple(hands[p]), category, rules)]
        if not held or (sd.order and all(p in held for p in sd.order[0])):
            continue
        binds = showdown({p: hands[p] for p in held}, rules).order + [
            [p for p in group if p not in held] for group in sd.order
            if any(p not in held for p in group)]
        point = f"agreed.{departure}"
        out.append({"point": point, "question": question(point), "readings": [
            {"reading": "binds", "meaning": meaning(point, "binds"), "order": binds},
            {"reading": "book-order", "meaning": meaning(point, "book-order"),
             "order": sd.order}]})
    return out


def context_of(agreed) -> Context:
    """The circumstances of ``hand`` and ``census``: the departures agreed, checked."""
    from ..errors import InputError
    from ..story.terms import DEPARTURES

    unknown = [a for a in agreed if a not in DEPARTURES]
    if unknown:
        raise InputError(f"{unknown[0]!r} is not a departure: agree any of "
                         f"{', '.join(DEPARTURES)}")
    return Context(agreed=frozenset(agreed))


def hand_view(book: Book, texts: list[str], agreed) -> dict:
    """Name and order the hands written in ``texts`` (one hand each) under ``book``."""
    ctx = context_of(agreed)
    return ranked(book, hand_texts(texts), ctx)
