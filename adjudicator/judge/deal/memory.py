"""The records the deal keeps of what happened, each for the laws it serves: a silence on an
act weighed later, a jack pot declined, a claim to the pool, an intention told, the opener's
proof, how an act stood to the turn, a wrong number given in the draw, and each drawer's
discard, demand and cards given (``Deal``, deal/state.py, holds them)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from ...story.record import Fresh, Record

if TYPE_CHECKING:
    from ..findings import Silence


class Doubt(NamedTuple):
    """A silence on a player's act, weighed when the story ends (betting.check)."""

    player: str
    staked: int        # his stake when he acted
    silence: Silence


class Declined(NamedTuple):
    """One who declined to open a jack pot (jack-pot.decline-to-open)."""

    player: str
    staked: int
    event: int


class Claim(NamedTuple):
    """One who began to take in the pool (show.claim)."""

    player: str
    event: int


class Intention(NamedTuple):
    """An act a player said, before his turn, he meant to make (betting.intention)."""

    act: str
    event: int


class Turn(NamedTuple):
    """How a betting act stood to the turn, by the book, for an objection that follows it
    (betting.out-of-turn): ``verdict`` is "in-turn" (the law that made it his turn in
    ``law``), "out-of-turn" (``expected``'s turn), "told-out-of-turn" (the story says so
    and the book names nobody) or "first-taken" (the book names nobody and he acted first,
    or first after those in ``after``, whose acts the story tells as out of turn)."""

    player: str
    verdict: str
    expected: str | None
    law: Any
    after: tuple[str, ...] = ()


class OpenerProof(NamedTuple):
    """The hand shown as the opener's proof (jack-pot.opener-shows)."""

    player: str | None
    cards: Any
    event: int | None


class DrawError(NamedTuple):
    """Too many or too few cards given at the draw, not yet ruled (draw.excess.*)."""

    kind: str
    by: int


class FoulInDraw(NamedTuple):
    """A hand the draw made foul by a law that needs no lifting (draw.wrong-demand-given,
    draw.dealer-wrong-count), ruled when it is found: the law's answer, the finding, the
    other answers cited with it, and whether the hand holds too many (``excess``) or too few
    (``short``). ``on_bet``: the book is silent on the draw, and the hand is foul only by the
    number of cards it holds (``answer``, hand.cards): ruled, where its holder has bet on it,
    by the book's law on a bet on a foul hand (foul-hand.bet)."""

    answer: Any
    finding: Any  # the finding's Say (judge/findings.py)
    also: tuple
    kind: str
    on_bet: bool = False


class Drawing(Record):
    """One drawer's discard, demand and the cards given (draw.*); None: not told."""

    FROZEN = False

    discarded: int | None = None
    asked: int | None = None
    given: int | None = None
    #: cards exposed in giving him his draw, not his (foul-hand.obtained-irregularly)
    taken: list = Fresh(list)
