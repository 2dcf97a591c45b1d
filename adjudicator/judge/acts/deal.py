"""The acts of the next deal, a misdeal, the redeal and a wrong number dealt
(judge/situations/misdeal.py, newdeal.py, redeal.py, wrongcount.py): what their handlers do to
the deal, as frozen records named as the books name the act (the common acts are
judge/acts/__init__.py's). Each has its one line in the fold's table (judge/applied.py)."""
from __future__ import annotations

from typing import Any

from . import Act, OfPlayer


class NextDealer(Act):
    """``player`` deals the next deal (None: the book names nobody), on ``law`` (cited; None
    where the story names him: the winner of the cut)."""

    __slots__ = ("player", "law")
    DEFAULTS = {"law": None}
    player: str | None
    law: Any


class RedealBy(OfPlayer):
    """After a misdeal, ``player`` deals the new deal (the law names him: the same dealer,
    or the next in turn)."""


class AntesAgain(Act):
    """Before the new deal's cards, each of ``antes`` (player, chips, law id) stakes them
    again: the age's ante, or every player's feed in a jack pot dealt again."""

    __slots__ = ("antes",)
    antes: tuple[tuple[str, int, str | None], ...]


class Gathered(Act):
    """The cards are gathered to be dealt again: none lies lifted or exposed any more."""


class DealtAgain(Act):
    """The cards gathered are dealt again: the first deal's cards, and what was found of
    them (a wrong number, a hand raised), are gone."""


class UncutNoticeSpent(Act):
    """The uncut pack was just ruled on: a second notice of it rules nothing, and is
    spent."""


class UncutRuledOn(Act):
    """The want of a cut is ruled on, as it is pointed out."""


class CutFault(Act):
    """The pack was cut by another than the book's cutter: a fault in the cut, ``standing``
    until it is ruled on or the pack is cut again by the right player."""

    __slots__ = ("standing",)
    standing: bool


class DealtOutOfTurn(Act):
    """``player`` deals though the deal is the table's dealer's (None: the story does not
    say who)."""

    __slots__ = ("player",)
    player: str | None


class OutOfTurnDealerRuled(Act):
    """The deal out of turn is ruled on (once)."""


class WrongCountRuled(Act):
    """The wrong number dealt ``holder`` is ruled on (found, or announced)."""

    __slots__ = ("holder",)
    holder: str


class WrongCountCleared(Act):
    """A wrong number announced before the hands were raised is ruled as far as the book
    goes: no wrong count is left to find."""


class WrongCountLeftOpen(OfPlayer):
    """The book's silence just found on ``player``'s wrong number found after lifting is
    weighed once the pool is divided."""


class Lifts(OfPlayer):
    """``player`` raises his cards from the table."""


class DistractsTheDealer(OfPlayer):
    """``player`` spoke to the dealer during the deal."""
