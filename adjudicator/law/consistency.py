"""A book's consistency, checked when it is read: every law it names is one, no two laws
that can govern together answer one question differently with nothing to say which governs,
and no laws set one another aside in a circle.
"""
from __future__ import annotations

from bisect import bisect_right

from ..errors import AdjudicatorError, InputError
from ..story.cards import RANKS
from .circumstances import Context, When
from .rulebook import Book, Law, frozen_value, prevails



def check_precedence(book: Book) -> list[InputError]:
    """Laws answering one question must not set one another aside in a circle
    (``prevails_over`` or a narrower ``when``): where they did, no law would be left to answer."""
    by_key: dict[str, list[Law]] = {}
    for law in book.laws.values():
        for key, _ in law.provides:
            by_key.setdefault(key, []).append(law)
    errors, reported = [], set()
    for key, laws in by_key.items():
        if not any(law.prevails_over for law in laws):
            continue  # narrower circumstances alone are a strict order: no circle
        over = _prevailed_over(laws)
        for start in laws:
            circle = _circle(start, over)
            if circle and frozenset(circle) not in reported:
                reported.add(frozenset(circle))
                errors.append(InputError(
                    f"{' -> '.join(circle + [circle[0]])}: these laws each prevail over the "
                    f"next on {key}, in a circle, so none of them would answer it",
                    book.laws[circle[0]].mark))
    return errors


def _prevailed_over(laws: list[Law]) -> dict[str, list[Law]]:
    """Each law's id -> the other laws it prevails over (``prevails``), in their order: by
    the ids it names and by the groups of strictly wider circumstances, never by asking
    every law of every law."""
    at = {id(law): i for i, law in enumerate(laws)}
    by_id: dict[str, list[Law]] = {}
    groups: dict[frozenset, list[Law]] = {}
    for law in laws:
        by_id.setdefault(law.id, []).append(law)
        groups.setdefault(law.when.conditions(), []).append(law)
    wider = {c: [law for d, group in groups.items() if d < c for law in group] for c in groups}
    over = {}
    for a in laws:
        found = {id(b): b for b in wider[a.when.conditions()]}
        for target in a.prevails_over:
            found.update((id(b), b) for b in by_id.get(target, ()) if b is not a)
        over[a.id] = sorted(found.values(), key=lambda b: at[id(b)])
    return over


def _circle(start: Law, over: dict[str, list[Law]]) -> list[str]:
    """The ids of a circle of precedence through ``start``, or [] (a walk without recursion)."""
    path, stack, seen = [start.id], [iter(over[start.id])], {start.id}
    while stack:
        nxt = next(stack[-1], None)
        if nxt is None:
            stack.pop()
            path.pop()
        elif nxt.id == start.id:
            return list(path)
        elif nxt.id not in seen:
            seen.add(nxt.id)
            path.append(nxt.id)
            stack.append(iter(over[nxt.id]))
    return []


def check_references(book: Book, exists, within_book_only: bool = False) -> list[InputError]:
    """Every id a law names must be a law; cross-book links are checked when all are loaded."""
    errors = []
    for law in book.laws.values():
        named = [(f, ref) for f in ("refers_to", "same_as", "prevails_over", "conflicts_with")
                 for ref in getattr(law, f)]
        named += [("read_with", ref) for _, refs in law.read_with for ref in refs]
        for field_name, ref in named:
            if within_book_only and not ref.startswith(book.id + ":"):
                continue
            if not exists(ref):
                errors.append(InputError(f"{law.id} {field_name} {ref}, which is not a law",
                                         law.mark))
    return errors


def _compatible(a: When, b: When) -> bool:
    """Whether two laws' circumstances can hold at once."""
    if a.agreed & b.not_agreed or b.agreed & a.not_agreed:
        return False
    if a.betting and b.betting and not (a.betting & b.betting):
        return False
    if a.phase and b.phase and not (a.phase & b.phase):  # one betting's law and the other's
        return False
    if a.actor and b.actor and not (a.actor & b.actor):  # laws of two players alone
        return False
    return not (a.jack_pot is not None and b.jack_pot is not None and a.jack_pot != b.jack_pot)


def check_conflicts(book: Book) -> list[InputError]:
    """Two laws that can govern together and answer one question differently, with no stated
    precedence and no acknowledgement (``conflicts_with``) that the book itself is torn."""
    by_key: dict[tuple[str, bool], list[Law]] = {}
    for law in book.laws.values():
        for key, _ in law.provides:  # a general law yields to any specific one: rungs apart
            by_key.setdefault((key, key in law.general), []).append(law)
    def set_aside(law: Law, naming: dict[str, list[Law]]) -> bool:
        # Whenever `law` governs, a law that prevails over it governs too and sets it aside:
        # one that names it (one whose circumstances are strictly narrower does not always
        # govern where it does)
        return any(c is not law and c.when.conditions() <= law.when.conditions()
                   for c in naming.get(law.id, ()))

    errors = []
    for (key, _), laws in by_key.items():
        naming: dict[str, list[Law]] = {}
        for law in laws:
            for target in law.prevails_over:
                naming.setdefault(target, []).append(law)
        laws = [law for law in laws if not set_aside(law, naming)]
        values = [frozen_value(law.provision(key)) for law in laws]
        if len(set(values)) < 2:
            continue  # every law answers alike: nothing to conflict
        # each law's place among those that answer otherwise: only those pairs are weighed,
        # in the order of the laws, as a pair by pair walk would find them
        for a, b in _differing_pairs(laws, values):
            if not _compatible(a.when, b.when) or prevails(a, b) or prevails(b, a):
                continue
            if b.id in a.conflicts_with or a.id in b.conflicts_with:
                continue
            errors.append(InputError(
                f"{a.id} and {b.id} answer {key} differently ({a.provision(key)!r} and "
                f"{b.provision(key)!r}) with no stated precedence: add prevails_over, a "
                "narrower `when`, or conflicts_with if the book itself is torn",
                b.mark))
    return errors


def _differing_pairs(laws: list[Law], values: list):
    """(a, b) for each pair of laws, a before b, that answer differently, in the order a
    walk over every pair would meet them, meeting only those pairs."""
    groups: dict = {}
    for j, v in enumerate(values):
        groups.setdefault(v, []).append(j)
    for i, a in enumerate(laws):
        later = sorted(j for v, idx in groups.items() if v != values[i]
                       for j in idx[bisect_right(idx, i):])
        for j in later:
            yield a, laws[j]


def check_ranking(book: Book) -> list[InputError]:
    """A law that gives a category its place in the order of the hands (hand.category.X) and
    an order that leaves X out, both governing whatever is agreed (no `when`), contradict
    each other: the order is refused at its line."""
    placed = {key.rsplit(".", 1)[1]: law for law in book.laws.values()
              if not law.when.conditions() for key, value in law.provides
              if key.startswith("hand.category.") and value is True}
    errors = []
    for law in book.laws.values():
        ranking = law.provision("hand.ranking")
        if not isinstance(ranking, (list, tuple)) or law.when.conditions():
            continue
        left_out = [c for c in placed if c not in ranking]
        if left_out:
            errors.append(InputError(
                f"{law.id} orders the hands without {', '.join(left_out)}, which "
                f"{', '.join(dict.fromkeys(placed[c].id for c in left_out))} places among "
                "them: name every category the book places, or give the order a `when`",
                law.mark))
    return errors


def check_pack(book: Book) -> list[InputError]:
    """A pack the book counts (pack.cards) that the ranks it says it holds (pack.ranks, four
    cards of each; all thirteen where it says none) do not make, with the joker or without it:
    `hand` and `census` would refuse the book (hands/pack.py), so it is refused here, at the
    law of its own that says the count or the ranks (a base book's own was checked with it)."""
    try:
        ranks, cards = book.answer("pack.ranks"), book.answer("pack.cards")
    except AdjudicatorError:  # laws in conflict: reported as such
        return []
    made = 4 * (len(RANKS) if ranks is None else len(ranks.value))
    if cards is None or cards.value in (made, made + 1):
        return []
    own = [a.law_id for a in (ranks, cards) if a is not None and a.law_id in book.laws]
    if not own:
        return []
    which = (f"its ranks ({', '.join(ranks.value)}, {ranks.law_id})" if ranks is not None
             else "all thirteen ranks, no law saying which it holds (pack.ranks)")
    return [InputError(f"{book.id}'s pack holds {cards.value} cards ({cards.law_id}), but "
                       f"{which} make {made}: the book does not say which cards its pack "
                       "holds", book.laws[own[0]].mark)]



_STEPS = ("jack-pot.first-opens", "jack-pot.second-opens", "jack-pot.third-opens")


def check_openers(book: Book) -> list[InputError]:
    """A law that names what opens one jack pot of the series (Peel 30: "two knaves") and an
    order of the series that opens it with another pair (jack-pot.progression) contradict
    each other: the engine opens by the order, and the step's law would be cited and never
    carried out. Refused at the book's own law of the two (a club's step laid over its base's
    order, or its order over the base's steps), its base's laws joined."""
    ctx = Context(jack_pot=True)
    try:
        order = book.answer("jack-pot.progression", ctx)
        steps = [book.answer(key, ctx) for key in _STEPS]
    except AdjudicatorError:  # laws in conflict: reported as such
        return []
    if order is None:
        return []
    for i, step in enumerate(steps):
        if step is None or i >= len(order.value) or order.value[i] == step.value:
            continue
        own = [a for a in (step, order) if a.law_id in book.laws]
        if own:
            return [InputError(
                f"{step.law_id} opens jack pot {i + 1} of the series with {step.value}, but "
                f"the order of the series it is ruled by ({order.law_id}) opens it with "
                f"{order.value[i]}: " + (
                    "give the order too (jack-pot.progression)" if own[0] is step else
                    f"amend {step.law_id} too (amends)"), book.laws[own[0].law_id].mark)]
    return []
