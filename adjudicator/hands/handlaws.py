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

from itertools import islice, product
from typing import Any

from ..errors import RulebookConflict
from ..law.answers import answers
from ..law.circumstances import Context
from ..law.rulebook import Answer, Book, Law, frozen_value
from .shapes import BEYOND, Shape
from ..story.record import Record, replace

# the departures that change the hands; an agreed one no hand law mentions is a silence
HAND_DEPARTURES = ("blaze", "skip-straight", "joker", "bug", "wild-cards",
                   "threes-over-straights", "no-straights")
# the departures that change the order of the hands, as their names say: triplets above the
# straight (Keller's "in some parts of the West, triplets are played to beat the straight"),
# or no straights played at all (nor, without them, straight flushes)
ORDER_DEPARTURES = ("threes-over-straights", "no-straights")


def agreed_order(ranking: list[str], departure: str) -> list[str]:
    """The book's order of the hands as an agreed departure of ``ORDER_DEPARTURES`` changes
    it, for a book that has no law of it (read so that the agreement binds)."""
    order = list(ranking)
    if departure == "no-straights":
        return [c for c in order if c not in ("straight", "straight_flush")]
    if "threes" in order and "straight" in order and \
            order.index("straight") < order.index("threes"):
        order.remove("threes")
        order.insert(order.index("straight"), "threes")
    return order


# (category, the key placing it above a category, the key naming the category that beats it)
PLACED = (("blaze", "blaze.ranks-above", "blaze.ranks-below"),
          ("skip_straight", "skip-straight.ranks-above", "skip-straight.ranks-below"),
          ("five_of_a_kind", "five-of-a-kind.ranks-above", "five-of-a-kind.ranks-below"))
RUNS = ("straight_flush", "straight", "skip_straight")
# the readings of a torn book weighed at most (one per combination of the torn laws' values)
MAX_READINGS = 64
# the hand laws a book keeps, in every circumstance and reading: a batch's memory stays flat
_KEPT_READINGS = 512


def _read_as(reading: dict[str, Answer]) -> tuple:
    """A reading of the hand laws as it hashes: each key's value, laws and rung."""
    return tuple(sorted((k, frozen_value(a.value), tuple(law.id for law in a.laws), a.rung)
                        for k, a in reading.items()))


class HandRules(Record):
    """A book's hand laws in one deal's circumstances, gathered once, with its silences:
    - ranking: categories best first, departures placed; names: the book's words for each;
      ace: sequence.ace; ties: category -> tie law's value (None: silent); joker:
      joker.counts-as (None: no joker in the pack); joker_outranks:
      joker.outranks-natural (None: silent); wild: a wild card the table agreed and the book
      gives no value, counted as any card whatever its holder named it (no card is said);
    - answers: key -> Answer; placed_by: category -> provision key; unranked: an added
      category -> (the key the book leaves unanswered, the categories above it that it is
      not ranked against); silent: (key, why) the book does not answer;
    - torn: a key the book is torn on (laws that acknowledge they conflict) -> those laws;
      the key is unanswered here, and each of its readings is weighed by ``readings``;
    - asked_of: the book, circumstances and reading these laws were gathered under (for
      ``readings``; out of equality and repr);
    - reach: a tie law that stops short (ties.KEY) -> the reading of its words ruled under:
      "next-card" (card after card) or "remaining-cards" (the cards left beside the equal
      higher pair); an
      added hand's rank left unanswered (KEY.ranks-below) -> "beats" or "is-beaten"."""

    __slots__ = ("book", "ranking", "names", "ace", "ties", "joker", "joker_outranks",
                 "answers", "placed_by", "unranked", "silent", "torn", "asked_of", "reach",
                 "wild", "__dict__")
    DEFAULTS = {"answers": dict, "placed_by": dict, "unranked": dict, "silent": list,
                "torn": dict, "asked_of": None, "reach": dict, "wild": False}
    HIDDEN = ("asked_of",)
    FROZEN = False

    def kept(self, shelf: str, key, make, most: int):
        """What ``make()`` comes to for ``key``, made once under these laws and kept on their
        ``shelf`` (a hand's value, a show's order): a reading forks the deal but shares its
        hand laws, so its hands are not valued again. At most ``most`` are kept (the shelf
        is cleared when full), so that a batch's memory stays flat."""
        shelved = self.__dict__.get(shelf)
        if shelved is None:
            shelved = self.__dict__[shelf] = {}
        found = shelved.get(key)
        if found is None:
            if len(shelved) >= most:
                shelved.clear()
            found = shelved[key] = make()
        return found

    def changed(self, **changes) -> "HandRules":
        """These laws with ``changes`` (a wild card counted as any card, a tie law's words
        read as reaching further), made once and kept: the shows weighed under them are
        kept with them."""
        key = tuple(sorted((k, frozen_value(v)) for k, v in changes.items()))
        return self.kept("_changed", key, lambda: replace(self, **changes), 64)

    @classmethod
    def of(cls, book: Book, ctx: Context = Context(),
           reading: dict[str, Answer] | None = None) -> "HandRules":
        """Ask ``book`` every hand question once. Where the book is torn on one, the key is
        left unanswered and the conflict is recorded (``torn``), unless ``reading`` says which
        of the torn laws to follow. The answers are the same for every deal in the same
        circumstances: a book keeps them, per context, for as long as it is open (read, never
        changed, by those who ask). So are the laws under a reading, kept by what it reads
        (each key's value and laws): a show weighed under it again finds its hands valued."""
        memo = book.__dict__.setdefault("_hand_rules", {})
        key = (ctx, _read_as(reading)) if reading else ctx
        rules = memo.get(key)
        if rules is None:
            if len(memo) >= _KEPT_READINGS:
                memo.clear()
            rules = memo[key] = cls._gather(book, ctx, reading)
        return rules

    @classmethod
    def _gather(cls, book: Book, ctx: Context,
                reading: dict[str, Answer] | None) -> "HandRules":
        answers, asked, torn = {}, set(), {}
        silent: list[tuple[str, str]] = []

        conflicts: list[tuple[str, str]] = []  # the silences that are conflicts of laws

        def ask(key):
            asked.add(key)
            try:
                a = (reading or {}).get(key) or book.answer(key, ctx)
            except RulebookConflict as exc:
                torn[key] = exc.laws
                conflicts.append((key, "the book is torn: " + exc.message.split(": ", 1)[-1]))
                silent.append(conflicts[-1])
                return None
            if a is not None:
                answers[key] = a
            return None if a is None else a.value

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
            # a book torn on what beats it is read by each torn law in turn (``readings``)
            if ranking[stop:i] and below_key not in torn:
                unranked[cat] = (below_key, frozenset(ranking[stop:i]))
                silent.append((below_key, f"the book says {names.get(cat, _plain(cat))} beats "
                               f"{names.get(above, _plain(above))}, but not whether it beats "
                               f"{_or(ranking[stop:i], names)}"))
        if "blaze" in ranking and ask("blaze.ace") is None:  # its cards: court cards, or aces
            silent.append(("blaze.ace", "the book does not say whether an ace is one of the "
                           "cards of a blaze"))
        ace = ask("sequence.ace") if any(c in ranking for c in RUNS) else None
        if ace is None and any(c in ranking for c in RUNS):
            silent.append(("sequence.ace", "the book does not say where the ace may stand in "
                           "a sequence: no sequence holding an ace is counted"))
        joker = ask("joker.counts-as")
        outranks = ask("joker.outranks-natural") if joker else None
        if joker:
            ask("joker.naming")  # how its name is fixed: read by the show (hands.showdown)
        if joker and outranks is None:
            silent.append(("joker.outranks-natural", "the book does not say whether a joker "
                           "named as a card beats the natural card"))
        ties = {}
        for cat in ranking + ([] if "high_card" in ranking else ["high_card"]):
            ask(f"hand.category.{cat}")  # its own paragraph, cited by the letter
            ties[cat] = ask(f"ties.{cat}")
            if ties[cat] in BEYOND:
                _beyond(book, ctx, answers, f"ties.{cat}")
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
        hand_laws = _governing(book, asked, ctx)
        for dep in sorted(set(ctx.agreed) & set(HAND_DEPARTURES)):
            if not any(dep in law.when.departures for law in hand_laws):
                silent.append((f"agreed {dep}", f"{dep} is agreed, but no hand law of the book "
                               "says what it changes"))
        # a torn key is open for its conflict, not for a silence of the book
        silent = [s for s in silent if s[0] not in torn or s in conflicts]
        return cls(book.id, tuple(ranking), names, ace, ties, joker, outranks,
                   answers, placed_by, unranked, silent, torn, (book, ctx, reading or {}))

    def beyond(self, key: str):
        """The answer to ``key`` of the law the answering law prevails over, for the hands
        beyond its words (shapes.BEYOND; None: none)."""
        return self.answers.get(f"{key}/beyond")

    def readings(self) -> list["HandRules"]:
        """The hand laws under each way the torn laws can be read: one per combination of
        the values they give, each citing the laws that give it."""
        if self._readings is not None:
            return self._readings
        book, ctx, chosen = self.asked_of
        choices = []
        for key, laws in sorted(self.torn.items()):
            by_value: dict[Any, list[Law]] = {}
            for law in laws:
                by_value.setdefault(frozen_value(law.provision(key)), []).append(law)
            choices.append([Answer(key, group[0].provision(key), tuple(group))
                            for group in by_value.values()])
        self._readings = [HandRules.of(book, ctx, chosen | {a.key: a for a in combo})
                          for combo in islice(product(*choices), MAX_READINGS)]
        return self._readings

    def laws_for(self, key: str) -> tuple[Law, ...]:
        """The laws that answer ``key`` here (none where the book is silent)."""
        a = self.answers.get(key)
        return a.laws if a is not None else ()

    def placing(self, category: str) -> tuple[Law, ...]:
        """The laws that give ``category`` its place in the order: the law that places an
        added hand, or an order agreed in place of the book's own (Keller's triplets over
        straights), or a club's order laid over its base book's (whose paragraphs place the
        hands as the club does not); else the category's own paragraph where the book has
        one; else the book's list of the hands."""
        key = self.placed_by.get(category, "hand.ranking")
        own = self.laws_for(f"hand.category.{category}")
        ranking = self.laws_for("hand.ranking")
        # the order is another's than the paragraphs' where agreed, or a house book's own
        other = any(law.when.departures for law in ranking) or (
            own and {law.book for law in ranking} - {law.book for law in own})
        return own if key == "hand.ranking" and own and not other else self.laws_for(key)

    def ace_laws(self, categories, tie: str | None = None) -> tuple[Law, ...]:
        """The laws of the ace that speak to hands of ``categories`` (a tie between two of
        ``tie``): a law that is a category's own paragraph or tie law only where that
        category is compared, or that tie broken (Peel 66, of "two or more flush
        sequences", says nothing of two plain sequences); of the rest, the rules that say it
        of every sequence (Peel 71, "The ace shall only begin a sequence"), the paragraphs
        that restate it in describing a hand only where no such rule is found."""
        mine, general, restated = [], [], []
        for law in self.laws_for("sequence.ace"):
            keys = [k for k, _ in law.provides]
            cats = {k.split(".", 2)[2] for k in keys if k.startswith("hand.category.")}
            ties = {k.split(".", 1)[1] for k in keys if k.startswith("ties.")}
            if cats or ties:
                if cats & set(categories) or (tie is not None and tie in ties):
                    mine.append(law)
            elif law.kind == "rule":
                general.append(law)
            else:
                restated.append(law)
        return tuple(mine + (general or restated))

    def name(self, category: str) -> str:
        """The book's own words for a category ("sequence flush", "fours")."""
        return self.names.get(category) or _plain(category)

    def __post_init__(self):
        # category -> its place as a number, higher better; no pair lowest
        self.order = {c: len(self.ranking) - i for i, c in enumerate(self.ranking)}
        self.order.setdefault("high_card", 0)
        self._cache: dict = {}
        self._readings: list | None = None  # read once (``readings``)
        blaze = self.answers.get("blaze.ace")  # the blaze's cards (shapes.Shape.court)
        self._aces_court = blaze is not None and blaze.value == answers("blaze.ace").ACES_TOO

    def classify(self, ranks: tuple[int, ...], suited: bool) -> tuple[str, "Shape"]:
        """The category of five ranks (highest first), one suit or not; cached."""
        hit = self._cache.get((ranks, suited))
        if hit is None:
            shape = Shape(ranks, suited, self.ace, self._aces_court,
                          "skip_straight" in self.order or "skip_straight" in self.unranked)
            cat = next((c for c in self.ranking if shape.satisfies(c)), "high_card")
            for added, (key, above) in self.unranked.items():
                # read so that the added hand beats one the book does not rank it against
                # (a blaze, threes): cards that make both are the added hand
                if cat in above and self.reach.get(key) == "beats" and shape.satisfies(added):
                    cat = added
            hit = self._cache[(ranks, suited)] = (cat, shape)
        return hit


def _governing(book: Book, keys, ctx: Context) -> list[Law]:
    """The laws that may answer any of ``keys``: the book's own, and those of the books it
    extends that it inherits and has not amended or repealed in these circumstances."""
    out, displaced, inherited = [], set(), []
    while book is not None:
        for law in book.laws.values():
            if law.id not in displaced and any(
                    k in keys and all(inherits(k) for inherits in inherited)
                    for k, _ in law.provides):
                out.append(law)
        displaced |= book.displaced_in(ctx)
        inherited.append(book.inherits_key)
        book = book.base
    return out


def _plain(category: str) -> str:
    return "no pair" if category == "high_card" else category.replace("_", " ")


def _or(categories, names) -> str:
    words = [names.get(c) or _plain(c) for c in categories]
    return words[0] if len(words) == 1 else ", ".join(words[:-1]) + " or " + words[-1]


def _beyond(book: Book, ctx: Context, answers: dict, key: str) -> None:
    """What the book says of ``key`` with the laws that answer it set aside: the law they
    prevail over, which still governs the hands beyond their words (kept as KEY/beyond)."""
    over = frozenset(law.id for law in answers[key].laws)
    try:
        a = book.answer(key, ctx, over)
    except RulebookConflict:
        return
    if a is not None:
        answers[f"{key}/beyond"] = a
