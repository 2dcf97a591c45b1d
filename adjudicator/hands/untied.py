"""Peel 75: "the player whose hand contains the card highest in value which is not tied by a
card of similar value in another competing hand, shall be held to have the best hand" (and 69
of flushes none in hearts): every competing hand weighed at once, not two by two
(shapes.UNTIED)."""
from __future__ import annotations

from collections import Counter

from ..story.cards import RANK_WORDS
from .handlaws import HandRules
from .shapes import UNTIED
from .verdict import Verdict


def untied(group, remaining, values, verdicts, rules: HandRules) -> list[str]:
    """The best of three or more hands under a tie law that weighs them all at once
    (shapes.UNTIED): the holder of "the card highest in value which is not tied by a card of
    similar value in another competing hand", though two others tie above it; its verdicts
    over the rest say so. Where every card is tied and the hands are not identical, the law
    names no hand: they are left level. Else (two hands, another law) the group as it is."""
    cat = values[group[0]].category
    weighs = UNTIED.get(rules.ties.get(cat) or "")
    if weighs is None:
        return group
    rivals = [p for p in remaining if values[p].category == cat and weighs(values[p].key[1])]
    if len(rivals) < 3 or group[0] not in rivals:
        return group
    held = Counter(r for p in rivals for r in set(values[p].ranks))
    untied = [r for r, n in held.items() if n == 1]
    tie = f"ties.{cat}"
    if not untied:
        if len({values[p].ranks for p in rivals}) == 1:
            return group  # identical in value
        for a in rivals:
            for b in rivals:
                if a != b:
                    verdicts[a, b] = Verdict(None, tie, "every card of their hands is tied by "
                                             "one of similar value in another, and the law "
                                             "names no best hand")
        return rivals
    top = max(untied)
    winner = next(p for p in rivals if top in values[p].ranks)
    for p in rivals:
        if p != winner:
            verdicts[winner, p] = Verdict(1, tie, f"whose {RANK_WORDS[top]} no other hand ties")
            verdicts[p, winner] = Verdict(-1, tie)
    return [winner]
