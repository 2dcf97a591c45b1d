"""What the deal comes to, as the laws found it: the pool's shares, the chips given back, the
penalties, the odd chips by lot, how the deal ended, and who deals next. Part of the deal
(deal/state.py, ``Deal.settlement``), changed only by the engine's fold through these
operations; the ruling is built from it once, at the end (judge/ruled.py)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...story.record import Fresh, Record

if TYPE_CHECKING:
    from ..findings import Penalty

_set = object.__setattr__  # as in state.py: its own operations write its fields


class Settlement(Record):
    """The deal's results so far; a write from outside its operations is refused."""

    __eq__, __hash__ = object.__eq__, object.__hash__  # one deal's, equal only to itself

    #: player -> what the laws give him of the pool (the show, the last left in)
    awards: dict[str, int] = Fresh(dict)
    #: player -> what a law gives back to him of what he put up
    refunds: dict[str, int] = Fresh(dict)
    #: the penalties paid, to the pool or to a player
    penalties: list[Penalty] = Fresh(list)
    #: the odd chips drawn for by lot: {"amount", "among", "law"}
    by_lot: list[dict] = Fresh(list)
    #: the parts of the pool as the show divided it (side pots)
    parts: list[dict] = Fresh(list)
    #: how the deal ended (settled, misdeal, void, passed, continues, unsettled): None, not yet
    status: str | None = None
    #: a point the outcome turns on is open (a silence, a fact not told)
    unsettled: bool = False
    #: player -> chips given back to him that a point left open may yet take (the division
    #: standing): held, not given back
    held_back: dict[str, int] = Fresh(dict)
    #: the laws of the finding that ended the deal, and the keys it rested on: a later event
    #: is weighed by them
    ended_by: tuple[str, ...] = ()
    ended_on: tuple[str, ...] = ()
    #: the next deal: who deals it, who deals again after a misdeal, the jack pot's least
    #: opening, the stakes put up again for it ((player, chips, law))
    next_dealer: str | None = None
    next_dealer_law: str | None = None  # the law that names him, where a law does
    redeal_by: str | None = None
    next_jack_pot: str | None = None
    next_antes: tuple = ()
    #: who is called to decide, on which law, between whom: {"player", "law", "parties"}
    referee: dict | None = None

    @property
    def over(self) -> bool:
        return self.status is not None

    def takers(self) -> set[str]:
        """Who takes a chip of the pool: a share awarded, or a draw for an odd chip."""
        return set(self.awards) | {p for lot in self.by_lot for p in lot["among"]}

    def award(self, player: str, amount: int) -> None:
        if amount:
            self.awards[player] = self.awards.get(player, 0) + amount

    def hold_back(self, player: str, amount: int) -> None:
        """All ``amount`` given back to ``player`` is held (weighed again, the same chips)."""
        if amount:
            self.held_back[player] = amount

    def refund(self, player: str, amount: int) -> None:
        if amount:
            self.refunds[player] = self.refunds.get(player, 0) + amount

    def penalty(self, penalty: Penalty) -> None:
        self.penalties.append(penalty)

    def lots(self, lots: Any) -> None:
        self.by_lot.extend(lots)

    def divided_in_parts(self, parts: Any) -> None:
        self.parts[:] = list(parts)

    def ends(self, status: str, by: tuple[str, ...], on: tuple[str, ...]) -> None:
        _set(self, "status", status)
        _set(self, "ended_by", by)
        _set(self, "ended_on", on)

    def held_open(self, open: bool = True) -> None:
        """A point the outcome turns on is open (or, for a reckoning as played, read as not)."""
        _set(self, "unsettled", open)

    def next_dealer_is(self, player: str | None, law: str | None = None) -> None:
        _set(self, "next_dealer", player)
        _set(self, "next_dealer_law", law)

    def redealt_by(self, player: str | None) -> None:
        _set(self, "redeal_by", player)

    def next_jack_pot_opens_at(self, least: str | None) -> None:
        _set(self, "next_jack_pot", least)

    def put_up_again(self, antes: tuple) -> None:
        _set(self, "next_antes", antes)

    def refers(self, player: str, law: Any, parties: Any) -> None:
        _set(self, "referee", {"player": player, "law": law, "parties": list(parties)})
