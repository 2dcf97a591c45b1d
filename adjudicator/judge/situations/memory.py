"""The records the deal keeps of what happened, each for the laws it serves: a silence on an
act weighed later, a jack pot declined, a claim to the pool, an intention told, the opener's
proof, a wrong number given in the draw, and each drawer's discard, demand and cards given
(``Deal``, situations/state.py, holds them)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, NamedTuple

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


class OpenerProof(NamedTuple):
    """The hand shown as the opener's proof (jack-pot.opener-shows)."""

    player: str | None
    cards: Any
    event: int | None


class DrawError(NamedTuple):
    """Too many or too few cards given at the draw, not yet ruled (draw.excess.*)."""

    kind: str
    by: int


@dataclass
class Drawing:
    """One drawer's discard, demand and the cards given (draw.*); None: not told."""

    discarded: int | None = None
    asked: int | None = None
    given: int | None = None
