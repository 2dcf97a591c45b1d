"""Cards and packs: reading "AS KD 7C 7H 2S", writing it back, and the full pack.

A card is a rank (2 to 14, the ace being 14) and a suit (S, H, D, C); the joker is one
more card, ``JOKER``, with neither. Nothing here ranks hands: that is the books' business.

>>> parse_cards("AS kd 10c 7♥ JK")
(Card(rank=14, suit='S'), Card(rank=13, suit='D'), Card(rank=10, suit='C'), Card(rank=7, suit='H'), JOKER)
>>> str(parse_card("th")), str(JOKER)
('TH', 'JK')
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
from operator import itemgetter

SUITS = ("S", "H", "D", "C")
RANKS = tuple(range(2, 15))
RANK_CHARS = "23456789TJQKA"
_RANK_OF = {c: i + 2 for i, c in enumerate(RANK_CHARS)}
_SUIT_SYMBOLS = {"♠": "S", "♥": "H", "♦": "D", "♣": "C", "♤": "S", "♡": "H", "♢": "D", "♧": "C"}
RANK_WORDS = {2: "deuce", 3: "trey", 4: "four", 5: "five", 6: "six", 7: "seven", 8: "eight",
              9: "nine", 10: "ten", 11: "jack", 12: "queen", 13: "king", 14: "ace"}
RANK_PLURALS = {2: "deuces", 3: "treys", 4: "fours", 5: "fives", 6: "sixes", 7: "sevens",
                8: "eights", 9: "nines", 10: "tens", 11: "jacks", 12: "queens", 13: "kings",
                14: "aces"}
_EXPECTED = "ranks A K Q J T (or 10) 9 8 7 6 5 4 3 2, suits S H D C (JK the joker)"


class CardError(ValueError):
    """Text that does not name a card."""


class Card(tuple):
    """One card: rank 2..14 (ace 14) and suit S, H, D or C; the joker has rank 0, no suit.

    A tuple of (rank, suit), so cards compare, sort and hash as their rank and suit do, in
    C: a hand's cards are looked up and compared thousands of times a ruling."""

    __slots__ = ()

    def __new__(cls, rank: int, suit: str):
        if (rank, suit) != (0, "") and (rank not in RANKS or suit not in SUITS):
            raise CardError(f"{rank!r}{suit!r} is not a card: {_EXPECTED}")
        return tuple.__new__(cls, (rank, suit))

    rank = property(itemgetter(0))
    suit = property(itemgetter(1))

    def __getnewargs__(self):
        return tuple(self)

    @property
    def is_joker(self) -> bool:
        return self[0] == 0

    def __str__(self) -> str:
        return "JK" if self[0] == 0 else RANK_CHARS[self[0] - 2] + self[1]

    def __repr__(self) -> str:
        return "JOKER" if self[0] == 0 else f"Card(rank={self[0]}, suit={self[1]!r})"


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
    if len(t) >= 2 and t[-1] in _SUIT_SYMBOLS:
        t = t[:-1] + _SUIT_SYMBOLS[t[-1]]
    rank, suit = t[:-1], t[-1:]
    if rank == "10":
        rank = "T"
    if len(rank) != 1 or rank not in _RANK_OF or suit not in SUITS:
        raise CardError(f"{raw!r} is not a card: {_EXPECTED}")
    return _PACK[_RANK_OF[rank], suit]


def parse_cards(text: str) -> tuple[Card, ...]:
    """Read cards separated by spaces or commas: "AS KD 7C 7H 2S"."""
    return tuple(parse_card(t) for t in re.split(r"[\s,]+", text.strip()) if t)


def format_cards(cards) -> str:
    """Write cards back as text: "AS KD 7C 7H 2S"."""
    return " ".join(str(c) for c in cards)


def full_pack(joker: bool = False) -> tuple[Card, ...]:
    """The 52 cards, suit by suit (and the joker last where it is in the pack)."""
    return _FULL + (JOKER,) if joker else _FULL


_FULL = tuple(Card(r, s) for s in SUITS for r in reversed(RANKS))
_PACK = {(c.rank, c.suit): c for c in _FULL}  # every card made once: a hand reuses them
_READ: dict[str, Card] = {}  # text as written -> its card (only cards: errors are not kept)
