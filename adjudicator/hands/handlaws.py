"""A book's hand laws, gathered once for a deal: its order of the hands, its names for them,
where the ace may stand, the joker's value, where the added hands (blaze, skip straight, five
of a kind) rank, and its tie laws, each with the laws that answer it and the points on which
the book is silent.

``HandRules.of`` asks the book the hand questions of the catalogue (hand.ranking, hand.names,
sequence.ace, the ``ranks-above`` and ``ranks-below`` placings, joker.counts-as,
joker.outranks-natural and the ``ties.*`` laws) through ``Book.answer``, in the deal's
circumstances. How the mechanisms then read those answers is said in ``hands`` (a hand's
value) and ``showdown`` (which of two hands is the better).
"""
from __future__ import annotations

from ..law.rulebook import Book, Context, Law
from .shapes import Shape

# the departures that change the hands; an agreed one no hand law mentions is a silence
HAND_DEPARTURES = ("blaze", "skip-straight", "joker", "bug", "wild-cards",
                   "threes-over-straights", "no-straights")
# (category, the key placing it above a category, the key naming the category that beats it)
PLACED = (("blaze", "blaze.ranks-above", "blaze.ranks-below"),
          ("skip_straight", "skip-straight.ranks-above", "skip-straight.ranks-below"),
          ("five_of_a_kind", "five-of-a-kind.ranks-above", "five-of-a-kind.ranks-below"))
RUNS = ("straight_flush", "straight", "skip_straight")


class HandRules:
    """A book's hand laws in one deal's circumstances, gathered once, with its silences.

    A plain class (made once per book and context, read by every showdown); its fields:
    ranking (categories best first, departures placed), names (the book's words for each
    category), ace (sequence.ace), ties (category -> tie law's value, None: silent), joker
    (joker.counts-as, None: no joker in the pack), joker_outranks (joker.outranks-natural),
    answers (key -> Answer), placed_by (category -> provision key), unranked (an added
    category -> the key the book leaves unanswered and the categories above it that it is
    not ranked against) and silent ((point, detail) pairs)."""

    __slots__ = ("book", "ranking", "names", "ace", "ties", "joker", "joker_outranks",
                 "answers", "placed_by", "unranked", "silent", "order", "_cache")

    def __init__(self, book: str, ranking: tuple[str, ...], names: dict[str, str],
                 ace: str | None, ties: dict[str, str | None], joker: str | None,
                 joker_outranks: str | None, answers: dict | None = None,
                 placed_by: dict[str, str] | None = None,
                 unranked: dict[str, tuple[str, frozenset]] | None = None,
                 silent: list[tuple[str, str]] | None = None):
        self.book, self.ranking, self.names, self.ace = book, ranking, names, ace
        self.ties, self.joker, self.joker_outranks = ties, joker, joker_outranks
        self.answers = {} if answers is None else answers
        self.placed_by = {} if placed_by is None else placed_by
        self.unranked = {} if unranked is None else unranked
        self.silent = [] if silent is None else silent
        # category -> its place as a number, higher better; no pair lowest
        self.order = {c: len(self.ranking) - i for i, c in enumerate(self.ranking)}
        self.order.setdefault("high_card", 0)
        self._cache: dict = {}

    def __repr__(self) -> str:
        return f"HandRules(book={self.book!r}, ranking={self.ranking!r})"

    @classmethod
    def of(cls, book: Book, ctx: Context = Context()) -> "HandRules":
        """Ask ``book`` every hand question once; may raise RulebookConflict. The answers
        are the same for every deal in the same circumstances: a book keeps them, per
        context, for as long as it is open (read, never changed, by those who ask)."""
        memo = book.__dict__.setdefault("_hand_rules", {})
        rules = memo.get(ctx)
        if rules is None:
            rules = memo[ctx] = cls._gather(book, ctx)
        return rules

    @classmethod
    def _gather(cls, book: Book, ctx: Context) -> "HandRules":
        answers, asked = {}, set()

        def ask(key):
            asked.add(key)
            a = book.answer(key, ctx)
            if a is not None:
                answers[key] = a
            return None if a is None else a.value

        silent: list[tuple[str, str]] = []
        ranking = list(ask("hand.ranking") or [])
        names = dict(ask("hand.names") or {})
        if not ranking:
            silent.append(("hand.ranking", "the book gives no order of the hands"))
        placed_by, unranked = {}, {}
        for cat, key, below_key in PLACED:
            above, below = ask(key), ask(below_key)
            if above is None or not ranking or cat in ranking:
                continue
            if above not in ranking:
                silent.append((key, f"{cat} ranks above {above}, which the book's order lacks"))
                continue
            i = ranking.index(above)
            # the hands above ``above`` up to the one the book says beats the added hand
            stop = ranking.index(below) + 1 if below in ranking[:i] else 0
            ranking.insert(i, cat)
            placed_by[cat] = key
            if ranking[stop:i]:
                unranked[cat] = (below_key, frozenset(ranking[stop:i]))
                silent.append((below_key, f"the book says {names.get(cat, _plain(cat))} beats "
                               f"{names.get(above, _plain(above))}, but not whether it beats "
                               f"{_or(ranking[stop:i], names)}"))
        ace = ask("sequence.ace") if any(c in ranking for c in RUNS) else None
        if ace is None and any(c in ranking for c in RUNS):
            silent.append(("sequence.ace", "the book does not say where the ace may stand in "
                           "a sequence: no sequence holding an ace is counted"))
        joker = ask("joker.counts-as")
        outranks = ask("joker.outranks-natural") if joker else None
        if joker and outranks is None:
            silent.append(("joker.outranks-natural", "the book does not say whether a joker "
                           "named as a card beats the natural card"))
        ties = {}
        for cat in ranking + ([] if "high_card" in ranking else ["high_card"]):
            ties[cat] = ask(f"ties.{cat}")
            if ties[cat] is None and ranking:
                silent.append((f"ties.{cat}", "the book does not say how equal "
                               f"{names.get(cat, _plain(cat))} hands compare"))
        for key, what in (("ties.identical", "what becomes of the pool when hands are "
                           "identical in value"), ("ties.odd-chip", "who takes the odd chip "
                           "of a divided pool")):
            if ask(key) is None:
                silent.append((key, f"the book does not say {what}"))
        # a departure is known if a hand law of the book governs under it (even one another
        # law of the book then sets aside, as Keller's no-straights sets aside threes over
        # straights)
        hand_laws = _governing(book, asked)
        for dep in sorted(set(ctx.agreed) & set(HAND_DEPARTURES)):
            if not any(dep in law.when.departures for law in hand_laws):
                silent.append((f"agreed {dep}", f"{dep} is agreed, but no hand law of the book "
                               "says what it changes"))
        return cls(book.id, tuple(ranking), names, ace, ties, joker, outranks,
                   answers, placed_by, unranked, silent)

    def laws_for(self, key: str) -> tuple[Law, ...]:
        """The laws that answer ``key`` here (none where the book is silent)."""
        a = self.answers.get(key)
        return a.laws if a is not None else ()

    def name(self, category: str) -> str:
        """The book's own words for a category ("sequence flush", "fours")."""
        return self.names.get(category) or _plain(category)

    def classify(self, ranks: tuple[int, ...], suited: bool) -> tuple[str, "Shape"]:
        """The category of five ranks (highest first), one suit or not; cached."""
        hit = self._cache.get((ranks, suited))
        if hit is None:
            shape = Shape(ranks, suited, self.ace)
            cat = next((c for c in self.ranking if shape.satisfies(c)), "high_card")
            hit = self._cache[(ranks, suited)] = (cat, shape)
        return hit


def _governing(book: Book, keys) -> list[Law]:
    """The laws that may answer any of ``keys``: the book's own, and those of the books it
    extends that it inherits and has not amended or repealed."""
    out, displaced, inherited = [], set(), []
    while book is not None:
        for law in book.laws.values():
            if law.id not in displaced and any(
                    k in keys and all(inherits(k) for inherits in inherited)
                    for k, _ in law.provides):
                out.append(law)
        displaced |= book.displaced
        inherited.append(book.inherits_key)
        book = book.base
    return out


def _plain(category: str) -> str:
    return "no pair" if category == "high_card" else category.replace("_", " ")


def _or(categories, names) -> str:
    words = [names.get(c) or _plain(c) for c in categories]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]
