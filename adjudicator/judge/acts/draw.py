"""What is done at the table in the deal and the draw, as acts (judge/acts/__init__.py): the draw
begun, what each player discarded, asked for and was given, the order he is served in, too
many or too few given him, a hand the draw makes foul; the shuffle, the cut, the first dealer
and the cards going out. Each is carried out by one line of the fold's table
(judge/applied.py)."""
from __future__ import annotations

from typing import Any

from . import Act, OfPlayer


class DrawBegins(Act):
    """The draw begins, the stakes as they stand (``stakes``: player -> chips) noted so that
    bets made after it can be told apart."""

    __slots__ = ("stakes",)
    stakes: tuple[tuple[str, int], ...]


class Discards(Act):
    """``player`` discards ``count`` cards (None: the story does not say how many)."""

    __slots__ = ("player", "count")
    player: str
    count: int | None


class TakesBackDiscards(Act):
    """``player`` takes ``count`` of his discards back into his hand."""

    __slots__ = ("player", "count")
    player: str
    count: int


class LosesHisDraw(OfPlayer):
    """``player`` did not discard when his turn came, and has lost his draw."""


class Served(OfPlayer):
    """The dealer serves ``player`` in the draw (the order of the draw, as it was)."""


class GivenInDraw(Act):
    """``player`` is given ``given`` cards, having asked for ``asked`` (None: not told)."""

    __slots__ = ("player", "given", "asked")
    player: str
    given: int | None
    asked: int | None


class LaidDown(OfPlayer):
    """The cards given ``player`` lie on the table until he raises them."""


class AskedFor(Act):
    """``player`` asked for ``count`` cards (told, or settled by the dispute over it)."""

    __slots__ = ("player", "count")
    player: str
    count: int | None


class GivenWrongNumber(Act):
    """Too many (``kind`` excess) or too few given ``player``, by ``by``: ruled when it is
    pointed out."""

    __slots__ = ("player", "kind", "by")
    player: str
    kind: str
    by: int


class DrawErrorRuled(OfPlayer):
    """The wrong number given ``player`` is ruled, and no longer waits to be."""


class ExposedTaken(Act):
    """The ``card`` the dealer exposed in giving ``player`` his draw is kept from him."""

    __slots__ = ("player", "card")
    player: str
    card: str


class MadeFoulInDraw(Act):
    """``player``'s hand is foul by the draw (``foul``: the law, the finding, what kind), to
    be ruled when it is found: until then he plays on it."""

    __slots__ = ("player", "foul")
    player: str
    foul: Any


class FoulInDrawFound(OfPlayer):
    """The foul hand the draw made ``player``'s is found, and is no longer waiting to be."""


# --- the deal: the say's rotation, the shuffle, the cut, the cards going out

class PassesTo(Act):
    """The deal, the say and the bets pass ``rotation`` (the book's way round the table)."""

    __slots__ = ("rotation",)
    rotation: str


class ShuffledBy(OfPlayer):
    """``player`` shuffled the pack (the last to, so far)."""


class LastShuffleWeighed(Act):
    """Who shuffled last is weighed when the pack is cut or dealt, and forgotten."""


class FirstDealerChosen(Act):
    """The cut for the deal names ``player`` to deal first (None: it names nobody)."""

    __slots__ = ("player",)
    player: str | None


class DealerSeated(OfPlayer):
    """``player`` is the dealer."""


class GoesUncut(Act):
    """The pack was not cut."""


class HandsDealt(Act):
    """The cards go out: ``hands``, player -> his cards (or how many)."""

    __slots__ = ("hands",)
    hands: tuple[tuple[str, Any], ...]


class DealtWrongCount(Act):
    """``holder`` was dealt ``cards`` cards, not the number a hand holds: to be announced or
    lifted."""

    __slots__ = ("holder", "cards")
    holder: str
    cards: int


class ExposedInDeal(OfPlayer):
    """The dealer exposed a card of ``player``'s in dealing."""
