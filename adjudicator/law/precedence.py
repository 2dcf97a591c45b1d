"""Which of the laws that answer one question set the others aside: a law that names
another (``prevails_over``), or one for strictly narrower circumstances (lex specialis),
unless the two say they conflict (``conflicts_with``: the book itself torn)."""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from .rulebook import Law


def prevails(a: Law, b: Law) -> bool:
    """Whether law ``a`` sets ``b`` aside where both govern: it says so, or its `when` is
    narrower, unless the two say they conflict (the book torn between a law and the narrower
    example that contradicts it: Peel 71 and the joker of p. 41)."""
    if b.id in a.prevails_over:
        return True
    if b.id in a.conflicts_with or a.id in b.conflicts_with:
        return False
    return a.when.more_specific_than(b.when)


def not_prevailed(laws: list[Law]) -> list[Law]:
    """The laws (in their order) that no other of ``laws`` prevails over (``prevails``):
    found through an index, not by asking every law of every law, so that a book of
    thousands of laws on one question is read in about linear time. A law is set aside by
    another that names it in ``prevails_over``, or whose circumstances are strictly
    narrower: the laws are grouped by their circumstances, and only the few groups compared."""
    if len(laws) < 2:
        return list(laws)
    if any(law.conflicts_with for law in laws):  # rare: a torn book, weighed pair by pair
        return [law for law in laws if not any(o is not law and prevails(o, law) for o in laws)]
    named: dict[str, set[int]] = {}   # law id -> the laws (by identity) that name it
    groups: dict[frozenset, int] = {}  # circumstances -> laws under them
    for law in laws:
        for target in law.prevails_over:
            named.setdefault(target, set()).add(id(law))
        conds = law.when.conditions()
        groups[conds] = groups.get(conds, 0) + 1
    narrower = {c: any(c < d for d in groups) for c in groups}  # a strict superset governs too
    return [law for law in laws
            if not narrower[law.when.conditions()]
            and not (named.get(law.id, set()) - {id(law)})]
