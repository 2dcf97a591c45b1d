"""The remainder of the pool and an untold hand read as not beating the best of the others.

The reading says where his hand stands against the best hand still in, and no more: in a part
of the pool the best hand has no share of (the remainder above a short player's stake, Peel
60, Keller p. 29), the hands that contest it may still be beaten by his. Whether his hand
beats the best of them is a fact of its own (``remainder.P``), read both ways where the case
does not tell it, never given to the others on the reading of the whole show."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ..acts import Lack, Outcome, outcome
from ..acts.show import reading
from ..findings import Say

if TYPE_CHECKING:
    from ..judging import Reads


def beyond_the_best(d: Reads, p: str, left: list[str], shown: dict,
                    parts: list[list[str]], rules) -> Outcome:
    """``p``'s untold hand, read as not beating the best of the others still in, in the part
    of the pool ``left`` (the hands shown that contest it) contest with him; ``parts``, the
    contestants of each part divided so far, this one last. The result: "beaten" where the
    part's hands include the best (or the best of the hands his reading of the remainder is
    measured against), "level" where they include the remainder's best and his hand is read
    as identical in value with it (they share the part), "beats" where the remainder's
    reading puts his hand above them, None where the part waits on a fact the case does not
    tell. ``rules``: the hand laws the hands are weighed by (situations/weighing.py's)."""
    others = [q for q in d.table.in_hand() if q != p]
    untold = {q: d.assume.get(f"hand.{q}") for q in others if q not in shown}
    if not others or None in untold.values():
        return outcome(result="beaten")  # another hand unread: its readings decide first
    # an untold hand read as beating every other is the best; one read as level with the
    # best shares it; one read as beaten, none
    hand = readings(f"hand.{p}")
    best = next(((q,) for q, r in untold.items() if r == hand.BEATS_THE_OTHERS), None) or \
        _with_level(best_of({q: shown[q] for q in others if q in shown}, rules),
                    [q for q, r in untold.items() if r == hand.TIES_THE_BEST])
    if best is None or any(q in left for q in best):
        return outcome(result="beaten")
    # the first part the best hand has no share of: the remainder the reading measures
    remainder = next(part for part in parts if not any(q in part for q in best))
    below = best_of({q: shown[q] for q in remainder if q in shown and q != p}, rules)
    point = f"remainder.{p}"
    read, said = reading(d, point)
    if read is None:
        meant = Say.of("weighing.remainder-untold", p=p, best=list(best),
                       part=list(below or remainder))
        return said.then(Lack("hand", meant.words(), d.deal.show_began, open=point)
                         ).returning(None)
    if read == readings(point).BEATS_THEM:
        return said.returning("beats")
    level = read == readings(point).TIES_THEM
    if below is not None and any(q in left for q in below):
        return said.returning("level" if level else "beaten")
    if level and below is not None:  # level with the remainder's best, above its hands here
        return said.returning("beats")
    # a part above the remainder, its best beneath the remainder's: not told
    above = Say.of("weighing.remainder-above", p=p, best=list(below or remainder), part=left)
    return said.then(Lack("hand", above.words(), d.deal.show_began)).returning(None)


def best_of(hands: dict, rules) -> tuple[str, ...] | None:
    """The holders of the best of ``hands`` (several where level); None where the laws
    cannot rank them."""
    from ...hands.showdown import showdown

    if not hands:
        return None
    sd = showdown(hands, rules)
    return tuple(sd.order[0]) if sd.order and not sd.silent else None


def _with_level(best: tuple[str, ...] | None, level: list[str]) -> tuple[str, ...] | None:
    """The holders of the best hand: those shown, and the untold hands read as level with
    it."""
    return None if best is None else (*best, *level)
