"""The deal's memory of the draw: what each player discarded, asked for and was given, and
what went wrong in it, written by these operations of ``Deal`` (situations/state.py) alone."""
from __future__ import annotations

from .memory import DrawError, Drawing, FoulInDraw

_set = object.__setattr__  # as in state.py: the deal's own operations write its fields


class DrawMemory:
    """The draw's operations of the deal (its fields are ``Deal``'s)."""

    __slots__ = ()

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
