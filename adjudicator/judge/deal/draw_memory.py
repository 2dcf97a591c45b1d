"""The deal's memory of the draw: what each player discarded, asked for and was given, and
what went wrong in it. Part of the deal (deal/state.py, ``Deal.draw``), written by these
operations alone, which the engine's fold calls."""
from __future__ import annotations

from ...story.record import Fresh, Record
from .memory import DrawError, Drawing, FoulInDraw

_set = object.__setattr__  # as in state.py: its own operations write its fields


class DrawMemory(Record):
    """The draw as the deal remembers it; a write from outside its operations is refused."""

    __eq__, __hash__ = object.__eq__, object.__hash__  # one deal's, equal only to itself

    #: stakes as the draw began: bets after it told apart (draw.dealer-question)
    stakes_at_draw: dict[str, int] = Fresh(dict)
    #: each drawer's discard, demand and cards given (draw.*)
    drawn: dict[str, Drawing] = Fresh(dict)
    #: too many or too few given, not yet ruled (draw.excess.*)
    draw_error: dict[str, DrawError] = Fresh(dict)
    #: a hand the draw made foul, ruled when it is found (draw.wrong-demand-given)
    foul_in_draw: dict[str, FoulInDraw] = Fresh(dict)
    #: who lost his draw by not discarding in turn (draw.not-discarded-in-turn)
    lost_draw: set[str] = Fresh(set)
    #: who has been given cards, in order (draw.other-players-draw)
    served: list[str] = Fresh(list)

    def draw_begins(self, stakes: dict[str, int]) -> None:
        _set(self, "stakes_at_draw", dict(stakes))

    def drawing(self, player: str) -> Drawing:
        return self.drawn.setdefault(player, Drawing())

    def given_wrong_number(self, player: str, kind: str, by: int) -> None:
        """Too many (``excess``) or too few given him, to be ruled when it is pointed out."""
        self.draw_error[player] = DrawError(kind, by)

    def take_draw_error(self, player: str) -> DrawError:
        return self.draw_error.pop(player)

    def made_foul_in_draw(self, player: str, foul: FoulInDraw) -> None:
        """His hand is foul by the draw, to be ruled when it is found (pointed out, or at the
        end of the story): until then he plays on it."""
        self.foul_in_draw[player] = foul

    def take_foul_in_draw(self, player: str) -> FoulInDraw | None:
        return self.foul_in_draw.pop(player, None)

    def discards(self, player: str, count: int | None) -> None:
        self.drawing(player).discarded = count

    def takes_back(self, player: str, count: int) -> None:
        """``count`` of his discards go back into his hand: they lie discarded no longer."""
        rec = self.drawn.get(player)
        if rec is not None and rec.discarded is not None:
            rec.discarded = max(0, rec.discarded - count)

    def given_in_draw(self, player: str, given: int | None, asked: int | None) -> Drawing:
        """The cards given him, and what he asked for where it is told; no discard told, he
        discarded what he asked for."""
        rec = self.drawing(player)
        rec.given = given
        if asked is not None:
            rec.asked = asked
        if rec.discarded is None and rec.asked is not None:
            rec.discarded = rec.asked
        return rec

    def asked_for(self, player: str, count: int | None) -> None:
        self.drawing(player).asked = count

    def loses_his_draw(self, player: str) -> None:
        self.lost_draw.add(player)

    def serves(self, player: str) -> None:
        self.served.append(player)
