"""The records the deal keeps of what happened, each for the laws it serves: a silence on an
act weighed later, a jack pot declined, a claim to the pool, an intention told, the opener's
proof, how an act stood to the turn, a wrong number given in the draw, and each drawer's
discard, demand and cards given (``Deal``, deal/state.py, holds them)."""
from __future__ import annotations

from collections import namedtuple

from ...story.record import Fresh, Record

# Plain named tuples (collections.namedtuple: a typing.NamedTuple costs a quarter of a
# millisecond a class at every start, its annotations compiled one by one)

#: A silence on a player's act, weighed when the story ends (betting.check): ``staked``, his
#: stake when he acted
Doubt = namedtuple("Doubt", ("player", "staked", "silence"))

#: One who declined to open a jack pot (jack-pot.decline-to-open)
Declined = namedtuple("Declined", ("player", "staked", "event"))

#: One who began to take in the pool (show.claim)
Claim = namedtuple("Claim", ("player", "event"))

#: An act a player said, before his turn, he meant to make (betting.intention)
Intention = namedtuple("Intention", ("act", "event"))

#: How a betting act stood to the turn, by the book, for an objection that follows it
#: (betting.out-of-turn): ``verdict`` is "in-turn" (the law that made it his turn in ``law``),
#: "out-of-turn" (``expected``'s turn), "told-out-of-turn" (the story says so and the book
#: names nobody) or "first-taken" (the book names nobody and he acted first, or first after
#: those in ``after``, whose acts the story tells as out of turn)
Turn = namedtuple("Turn", ("player", "verdict", "expected", "law", "after"), defaults=((),))

#: The hand shown as the opener's proof (jack-pot.opener-shows)
OpenerProof = namedtuple("OpenerProof", ("player", "cards", "event"))

#: Too many or too few cards given at the draw, not yet ruled (draw.excess.*)
DrawError = namedtuple("DrawError", ("kind", "by"))

#: A hand the draw made foul by a law that needs no lifting (draw.wrong-demand-given,
#: draw.dealer-wrong-count), ruled when it is found: the law's answer, the finding (its Say,
#: judge/findings.py), the other answers cited with it, and whether the hand holds too many
#: (``excess``) or too few (``short``). ``on_bet``: the book is silent on the draw, and the
#: hand is foul only by the number of cards it holds (``answer``, hand.cards): ruled, where
#: its holder has bet on it, by the book's law on a bet on a foul hand (foul-hand.bet)
FoulInDraw = namedtuple("FoulInDraw", ("answer", "finding", "also", "kind", "on_bet"),
                        defaults=(False,))


class Drawing(Record):
    """One drawer's discard, demand and the cards given (draw.*); None: not told."""

    FROZEN = False

    discarded: int | None = None
    asked: int | None = None
    given: int | None = None
    #: cards exposed in giving him his draw, not his (foul-hand.obtained-irregularly)
    taken: list = Fresh(list)
