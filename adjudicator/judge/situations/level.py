"""An untold hand read as level with the best of the others (``hand.P: ties-the-best``).

The reading says his hand is identical in value with the best of the other hands still in:
where the best hand contests a part of the pool, he divides it with its holders as the book
divides identical hands (Peel 76); in a part the best hand has no share of (the remainder
above a short player's stake, Peel 60, Keller p. 29), his hand, level with the best, beats
every hand that contests it. Which hand is the best is the story's: the best of the hands
shown by the players still in, the other untold hands read as not beating it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ..acts import Outcome, outcome
from .remainder import best_of

if TYPE_CHECKING:
    from ..judging import Reads


def level_with_the_best(d: Reads, level: list[str], left: list[str], shown: dict, rules,
                        reads: dict) -> Outcome:
    """The untold hands ``level`` read as level with the best of the others, in the part of
    the pool that ``left`` (the hands shown) contest with them. The result: the holders of the
    best hand among ``left``, with whom they divide the part; () where the best hand has no
    share of it (their hands beat every hand that does); None where the others' hands do not
    name a best (another untold hand read as beating every other, or not read, or no hand
    shown the laws can rank). ``reads``: how the untold hands of this part are read, where
    the story reads them."""
    # the others still in: never a hand laid down by a player who went out (one who passed,
    # or a short player whose show for less is denied)
    others = [q for q in d.table.in_hand() if q not in level]
    hand = readings(f"hand.{level[0]}")
    beneath = (hand.DOES_NOT_BEAT, hand.TIES_THE_BEST)  # another untold hand: beaten, or level
    if any(reads.get(q, d.assume.get(f"hand.{q}")) not in beneath
           for q in others if q not in shown):
        return outcome(result=None)
    best = best_of({q: shown[q] for q in others if q in shown}, rules)
    if best is None:
        return outcome(result=None)
    return outcome(result=tuple(q for q in best if q in left))
