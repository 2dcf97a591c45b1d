"""Cards and packs: reading "AS KD 7C 7H 2S", writing it back, and the full pack.

A card is a rank (2 to 14, the ace being 14) and a suit (S, H, D, C); the joker is one
more card, ``JOKER``, with neither. Nothing here ranks hands: that is the books' business.

A joker shown may carry the name its holder gave it: ``JK=KS`` (a card) or ``JK=K`` (a rank,
as four deuces and the joker are "five deuces"). The name is what was said at the table, not
another card: a named joker is still the joker (it equals ``JOKER``), and it is never named
as a card its own hand holds.

>>> parse_cards("AS kd 10c 7♥ JK")
(Card(rank=14, suit='S'), Card(rank=13, suit='D'), Card(rank=10, suit='C'), Card(rank=7, suit='H'), JOKER)
>>> str(parse_card("th")), str(JOKER)
('TH', 'JK')
>>> named = parse_cards("KH QH JH TH JK=AH")[-1]
>>> str(named), named == JOKER, named.named
('JK=AH', True, 'AH')
>>> try:
...     parse_cards("AH KH QH JH JK=AH")
... except CardError as exc:
...     print(exc)
the joker is named AH, a card its own hand holds: name it a card the hand does not hold
>>> len(full_pack()), len(full_pack(joker=True))
(52, 53)
>>> try:
...     parse_card("1X")
... except CardError as exc:
...     print(exc)
'1X' is not a card: ranks A K Q J T (or 10) 9 8 7 6 5 4 3 2, suits S H D C (JK the joker)
"""
from __future__ import annotations

import re

SUITS = ("S", "H", "D", "C")
RANKS = tuple(range(2, 15))
RANK_CHARS = "23456789TJQKA"
_RANK_OF = {c: i + 2 for i, c in enumerate(RANK_CHARS)}
_SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
RANK_WORDS = {2: "deuce", 3: "trey", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
              9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
SUIT_WORDS = {"S": "spades", "H": "hearts", "D": "diamonds", "C": "clubs"}
RANK_PLURALS = {2: "deuces", 3: "treys", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens",
                8: "eights", 9: "nines", 10: "tens", 11: "jacks", 12: "queens", 13: "kings",
                14: "aces"}
# The one table of the least pairs a jack pot may require, lowest first: the pairs the books
# name as openers (Peel's knaves, queens and kings, p. 40; Keller's jacks to aces, and his
# descent "from jacks ... to tens ... to nines", keller:ch5/progressive-jack-pots/3). A case's
# `jack_pot:` names one, and so does a book's progression (the catalogue's opening-pairs).
OPENING_PAIRS = {RANK_PLURALS[r]: r for r in range(9, 15)}
_EXPECTED = "ranks A K Q J T (or 10) 9 8 7 6 5 4 3 2, suits S H D C (JK the joker)"


_set = object.__setattr__


class CardError(ValueError):
    """Text that does not name a card."""


class Card:
    """One card: rank 2..14 (ace 14) and suit S, H, D or C; the joker has rank 0, no suit.

    A plain slotted class, not a dataclass (whose methods are written and compiled at every
    start): equal, hashed and ordered by (rank, suit), and never changed once made."""

    __slots__ = ("rank", "suit", "named")
    # named: a joker's name at the show ("KS", "K"), "" where the story does not tell it; not
    # part of the card's identity: the named joker is the one joker of the pack

    def __init__(self, rank: int, suit: str, named: str = ""):
        if (rank, suit) != (0, "") and (rank not in RANKS or suit not in SUITS):
            raise CardError(f"{rank!r}{suit!r} is not a card: {_EXPECTED}")
        _set(self, "rank", rank)
        _set(self, "suit", suit)
        _set(self, "named", named)

    def __setattr__(self, name, value):
        raise AttributeError(f"a card is not changed once made ({name})")

    __delattr__ = __setattr__

    def __eq__(self, other):
        if other.__class__ is not Card:
            return NotImplemented
        return self.rank == other.rank and self.suit == other.suit

    def __hash__(self) -> int:
        return hash((self.rank, self.suit))

    def __lt__(self, other):
        if other.__class__ is not Card:
            return NotImplemented
        return (self.rank, self.suit) < (other.rank, other.suit)

    def __le__(self, other):
        if other.__class__ is not Card:
            return NotImplemented
        return (self.rank, self.suit) <= (other.rank, other.suit)

    def __gt__(self, other):
        if other.__class__ is not Card:
            return NotImplemented
        return (self.rank, self.suit) > (other.rank, other.suit)

    def __ge__(self, other):
        if other.__class__ is not Card:
            return NotImplemented
        return (self.rank, self.suit) >= (other.rank, other.suit)

    def __reduce__(self):  # for the pool's workers: made again through __init__
        return Card, (self.rank, self.suit, self.named)

    @property
    def is_joker(self) -> bool:
        return self.rank == 0

    def __str__(self) -> str:
        if self.is_joker:
            return f"JK={self.named}" if self.named else "JK"
        return RANK_CHARS[self.rank - 2] + self.suit

    def __repr__(self) -> str:
        if self.is_joker:
            return f"JOKER.as_named({self.named!r})" if self.named else "JOKER"
        return f"Card(rank={self.rank}, suit={self.suit!r})"

    def as_named(self, name: str) -> "Card":
        """The joker with the name its holder gave it ("" : the name is not told)."""
        return Card(0, "", name)

    @property
    def naming(self) -> tuple[int, str] | None:
        """A named joker's rank and suit ("" where only the rank was named); else None."""
        if not self.named:
            return None
        return _RANK_OF[self.named[0]], self.named[1:]


JOKER = Card(0, "")


def parse_card(text: str) -> Card:
    """Read one card: "AS", "10h", "Q♦", "jk" (the joker)."""
    card = _READ.get(text)  # the 53 cards are made once, and each way of writing one read once
    if card is None:
        card = _parse_card(text)
        if len(_READ) < 4096:
            _READ[text] = card
    return card


def _parse_card(text: str) -> Card:
    raw = text.strip()
    t = raw.upper()
    if t in ("JK", "JOKER"):
        return JOKER
    head, eq, name = t.partition("=")
    if eq and head in ("JK", "JOKER"):
        return JOKER.as_named(_name(name, raw))
    if len(t) >= 2 and t[-1] in _SUIT_SYMBOLS:
        t = t[:-1] + _SUIT_SYMBOLS[t[-1]]
    rank, suit = t[:-1], t[-1:]
    if rank == "10":
        rank = "T"
    if len(rank) != 1 or rank not in _RANK_OF or suit not in SUITS:
        raise CardError(f"{raw!r} is not a card: {_EXPECTED}")
    return _PACK[_RANK_OF[rank], suit]


def _name(name: str, raw: str) -> str:
    """A joker's name: a card ("KS", "10h", "K♠") or a rank alone ("K", "10")."""
    name = name.strip()
    if name.upper() in ("10", "T") or (len(name) == 1 and name.upper() in _RANK_OF):
        return name.upper().replace("10", "T")
    head = name.upper().partition("=")[0].strip()
    try:
        if head in ("JK", "JOKER"):  # the joker names another card, never itself
            raise CardError(name)
        return str(parse_card(name))
    except CardError:
        shown = raw if len(raw) <= 24 else raw[:21] + "..."  # the line stays one to read
        raise CardError(f"{shown!r}: the joker is named as a card (JK=KS) or a rank (JK=K); "
                        f"{_EXPECTED}") from None


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas: "AS KD 7C 7H 2S"; a joker named as a card
    the same cards hold is refused. Each text is read once (the same hands are written in
    case after case); a text that is no hand is read again, to say why."""
    cards = _HANDS.get(text)
    if cards is None:
        cards = tuple(parse_card(t) for t in _SEPARATORS.split(text.strip()) if t)
        for c in cards:
            if c.is_joker and len(c.named) == 2 and c.named in {str(x) for x in cards}:
                raise CardError(f"the joker is named {c.named}, a card its own hand holds: "
                                "name it a card the hand does not hold")
        if len(_HANDS) < 4096:
            _HANDS[text] = cards
    return cards


_SEPARATORS = re.compile(r"[\s,]+")
_HANDS: dict[str, tuple] = {}  # text as written -> its cards (only hands: errors are not kept)


def format_cards(cards) -> str:
    """Write cards back as text: "AS KD 7C 7H 2S"."""
    return " ".join(str(c) for c in cards)


def full_pack(joker: bool = False) -> tuple[Card, ...]:
    """The 52 cards, suit by suit (and the joker last where it is in the pack)."""
    return _FULL + (JOKER,) if joker else _FULL


_FULL = tuple(Card(r, s) for s in SUITS for r in reversed(RANKS))
_PACK = {(c.rank, c.suit): c for c in _FULL}  # every card made once: a hand reuses them
_READ: dict[str, Card] = {}  # text as written -> its card (only cards: errors are not kept)
