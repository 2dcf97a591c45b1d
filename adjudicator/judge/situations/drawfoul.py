"""A hand the draw makes foul by a law that needs no lifting: a wrong number demanded and
given (Peel 45, "such number prove to be more or less than the number of cards discarded,
the hand ... shall be a foul hand, whether it be raised from the table or not"), the
dealer's own wrong draw (Peel 47). The hand is foul from the draw, and its holder retires
when it is found: when it is pointed out, or, nobody pointing it out, at the end of the
story, before the pool is divided. What he bet on it in between was bet, and stands
("A bet once made ... cannot be recalled", Peel 55; "If a player bet with a foul hand, he
shall lose his stake", 63); so do the others' calls of it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from .foul import last_hand_foul, retire_foul
from ..deal.memory import FoulInDraw
from ..acts import Outcome, find, outcome
from ..acts.draw import FoulInDrawFound, MadeFoulInDraw
from ..applied import apply_outcome
from ..findings import Say
from ..view import view

if TYPE_CHECKING:
    from ..judging import Judge, Reads
    from ...law.rulebook import Answer


def foul_once_found(d: Reads, player: str, ans: Answer, finding: Say, kind: str,
                    *also: Answer | None) -> Outcome:
    """Said at the draw, on the law: his hand is foul, to be ruled when it is found."""
    return outcome(MadeFoulInDraw(player, FoulInDraw(ans, finding, also, kind)),
                   find(Say.of("drawfoul.foul-once-found", finding=finding), ans, *also))


def pending(d: Reads) -> list[str]:
    """The holders of hands the draw made foul, not yet found."""
    return list(d.deal.draw.foul_in_draw)


def kind_of(d: Reads, player: str) -> str:
    return d.deal.draw.foul_in_draw[player].kind


def found(j: Judge, player: str, how: Say) -> None:
    """His foul hand is found (``how``: pointed out by a player, or at the end of the story):
    he retires, as the law says, with what he staked since. An entry of the engine's: his
    retiring (foul.retire_foul) weighs the table it leaves, by stakes.one_left, no fold yet."""
    foul = j.deal.draw.foul_in_draw.get(player)
    if foul is None:
        return
    apply_outcome(j, outcome(FoulInDrawFound(player)))
    if player in j.table.retired:
        return
    retire_foul(j, player, foul.answer, Say.of("drawfoul.found-how", finding=foul.finding,
                                               how=how), *foul.also)
    apply_outcome(j, last_hand_foul(view(j), player, foul.answer.key))


def found_at_the_end(j: Judge) -> None:
    """Nobody pointed it out: it is found at the end of the story, before the division."""
    for player in pending(j):
        if j.over:
            return
        found(j, player, Say.of("draw.found-at-the-end"))
