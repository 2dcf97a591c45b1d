"""Ranking hands by a book's own laws: what each hand is, and which of two is the better.

Nothing here knows a book. ``HandRules.of`` asks the book the hand questions of the
catalogue (hand.ranking, hand.names, sequence.ace, the ``ranks-above`` and ``ranks-below``
placings of the blaze, the skip straight and five of a kind, joker.counts-as,
joker.outranks-natural and the ``ties.*`` laws) once, in the deal's circumstances, and
keeps the answers with the laws that give them and the points on which the book is silent.
``evaluate`` then names a hand by the first category of the book's order that it satisfies
(a hand that satisfies none is "no pair", below every hand the book lists), and gives it a
key that sorts as the book's laws rank it. ``compare`` says which of two hands is the
better and by which law, or on what the book is silent; ``showdown`` orders players best
first and says which law decides each step.

How the mechanisms read the laws, where a reading is needed:

* a category the book restates or omits under an agreement (``when: {agreed: ...}``)
  is simply absent, and a hand of it counts as the best category that remains;
* an added hand (blaze, skip straight, five of a kind) beats the category the book says it
  beats and every hand below; against the hands above that one it is ranked only as far as
  the book says what beats it (``ranks-below``): beyond that the book is silent;
* "a flush (sequence) in hearts" is a hand all of hearts (Peel 77: the laws are read
  literally, not by implication), so a plain sequence is never "in hearts";
* the joker names any card, even one the hand holds (four deuces and the joker are five
  deuces); a joker counting "as an ace or to fill a flush or straight" names an ace, or a
  card that makes the hand a flush or a sequence;
* joker.outranks-natural decides only between hands the tie law finds equal: the joker
  hand wins always (equal-hand), only where the joker may be named as a card the other
  hand holds (named-card: "better than the real card whose name it takes"), or never;
* the skip straight follows sequence.ace as an ordinary sequence does.
"""
from __future__ import annotations

from dataclasses import dataclass, field

from .cards import JOKER, RANK_CHARS, RANK_PLURALS, RANK_WORDS, SUITS, Card, full_pack
from .rulebook import Book, Context, Law
from .shapes import Shape

# the departures that change the hands; an agreed one no hand law mentions is a silence
HAND_DEPARTURES = ("blaze", "skip-straight", "joker", "bug", "wild-cards",
                   "threes-over-straights", "no-straights")
# (category, the key placing it above a category, the key naming the category that beats it)
PLACED = (("blaze", "blaze.ranks-above", "blaze.ranks-below"),
          ("skip_straight", "skip-straight.ranks-above", "skip-straight.ranks-below"),
          ("five_of_a_kind", "five-of-a-kind.ranks-above", "five-of-a-kind.ranks-below"))
RUNS = ("straight_flush", "straight", "skip_straight")


class HandError(ValueError):
    """A hand the book's laws cannot value (the joker where the book gives it no value)."""


@dataclass
class HandRules:
    """A book's hand laws in one deal's circumstances, gathered once, with its silences."""

    book: str
    ranking: tuple[str, ...]            # categories best first, departures placed
    names: dict[str, str]               # the book's words for each category
    ace: str | None                     # sequence.ace
    ties: dict[str, str | None]         # category -> tie law's value (None: silent)
    joker: str | None                   # joker.counts-as (None: no joker in the pack)
    joker_outranks: str | None          # joker.outranks-natural (None: silent)
    answers: dict = field(default_factory=dict)     # key -> Answer
    placed_by: dict[str, str] = field(default_factory=dict)  # category -> provision key
    # an added category -> (the key the book leaves unanswered, the categories above it
    # that it is not ranked against)
    unranked: dict[str, tuple[str, frozenset]] = field(default_factory=dict)
    silent: list[tuple[str, str]] = field(default_factory=list)

    @classmethod
    def of(cls, book: Book, ctx: Context = Context()) -> "HandRules":
        """Ask ``book`` every hand question once; may raise RulebookConflict."""
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

    def __post_init__(self):
        # category -> its place as a number, higher better; no pair lowest
        self.order = {c: len(self.ranking) - i for i, c in enumerate(self.ranking)}
        self.order.setdefault("high_card", 0)
        self._cache: dict = {}

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


@dataclass(frozen=True)
class HandValue:
    """A hand valued under a book: its category, the book's name for it, and its key."""

    category: str
    name: str
    key: tuple               # compares with the keys of other hands under the same rules
    cards: tuple[Card, ...]
    laws: tuple[Law, ...]    # the laws that classify it
    detail: str = ""         # "kings", "nine to king", "A-Q-9-7-4"
    joker_as: Card | None = None
    ranks: tuple[int, ...] = ()      # the ranks as valued, highest first
    odd: str = ""            # the odd cards, where a tie law may look at them
    ace_run: bool = False    # its ranks run with an ace in some reading of the ace

    def describe(self, odd: bool = False) -> str:
        extra = f", {self.odd}" if odd and self.odd else ""
        return f"{self.name} ({self.detail}{extra})"


def _value(named, rules: HandRules) -> tuple[tuple, str, Shape, bool]:
    """The key of five natural cards (the joker already named), and whether all hearts."""
    ranks = tuple(sorted([c.rank for c in named], reverse=True))
    suit = named[0].suit
    suited = all(c.suit == suit for c in named)
    cat, shape = rules.classify(ranks, suited)
    hearts = suited and suit == "H"
    return ((rules.order[cat], shape.tiebreak(cat, rules.ties.get(cat), hearts)),
            cat, shape, hearts)


def _namings(naturals: tuple[Card, ...]):
    """The cards the joker may be named: each rank, in the suits that can make a difference
    (the suit of four suited cards, and one other)."""
    suits = {c.suit for c in naturals}
    flush_suit = next(iter(suits)) if len(suits) == 1 else None
    other = next(s for s in SUITS if s != flush_suit)
    for rank in range(14, 1, -1):
        for suit in ([flush_suit] if flush_suit else []) + [other]:
            yield _CARDS[rank, suit]


_CARDS = {(c.rank, c.suit): c for c in full_pack()}


def evaluate(cards, rules: HandRules) -> HandValue:
    """Value five cards under the book's laws; the joker takes its best lawful name."""
    cards = tuple(cards)
    if len(cards) != 5:
        raise HandError(f"a hand is five cards, not {len(cards)}")
    naturals = tuple(c for c in cards if not c.is_joker)
    if len(naturals) < 4:
        raise HandError("one pack holds one joker")
    if len(naturals) == 5:
        key, cat, shape, hearts = _value(naturals, rules)
        joker_as = None
    else:
        if rules.joker is None:
            raise HandError("the book gives the joker no value here (is the joker, the bug "
                            "or wild cards agreed?)")
        best = None
        for card in _namings(naturals):
            value = _value(naturals + (card,), rules)
            if not _lawful(card, value[2], rules):
                continue
            if best is None or value[0] > best[0]:
                best = value + (card,)
        key, cat, shape, hearts, joker_as = best
    return HandValue(cat, rules.name(cat), key, cards, _laws_of(cat, shape, joker_as, rules),
                     _detail(cat, shape, rules, joker_as, hearts), joker_as, shape.ranks,
                     _odd(cat, shape), shape.ace_run)


def _lawful(card: Card, shape: Shape, rules: HandRules) -> bool:
    """Whether the joker may be named ``card`` where it makes five ranks of ``shape``: any
    card, or for the Bug only an ace or a card that fills a flush or a straight."""
    return (rules.joker != "ace-or-flush-or-straight" or card.rank == 14 or shape.suited
            or shape.seq is not None)


def _laws_of(cat, shape, joker_as, rules) -> tuple[Law, ...]:
    laws = list(rules.laws_for(rules.placed_by.get(cat, "hand.ranking")))
    if shape.ace_run:
        laws += rules.laws_for("sequence.ace")
    if joker_as is not None:
        laws += rules.laws_for("joker.counts-as")
    return _unique(laws)


def _unique(laws) -> tuple[Law, ...]:
    seen: dict[str, Law] = {}
    for law in laws:
        seen.setdefault(law.id, law)
    return tuple(seen.values())


def _low(top: int, step: int) -> int:
    low = top - 4 * step
    return 14 if low == 1 else low


def _chars(ranks) -> str:
    return "-".join(RANK_CHARS[r - 2] for r in ranks)


def _detail(cat, shape: Shape, rules: HandRules, joker_as, hearts: bool) -> str:
    g = shape.groups
    if cat in RUNS:
        step, top = (2, shape.skip) if cat == "skip_straight" else (1, shape.seq)
        text = f"{RANK_WORDS[_low(top, step)]} to {RANK_WORDS[top]}"
    elif cat in ("five_of_a_kind", "fours", "threes", "pair"):
        text = RANK_PLURALS[g[0][1]]
    elif cat in ("full", "two_pairs"):
        text = f"{RANK_PLURALS[g[0][1]]} and {RANK_PLURALS[g[1][1]]}"
    else:
        text = _chars(shape.ranks)
    if hearts and "hearts" in (rules.ties.get(cat) or ""):
        text += " in hearts"
    if joker_as is not None:
        text += f"; the joker as {joker_as}"
    return text


def _odd(cat, shape: Shape) -> str:
    lead = {"fours": 1, "threes": 1, "two_pairs": 2, "pair": 1}.get(cat)
    return "" if lead is None else _chars(shape.odd(lead))


# --------------------------------------------------------------------------- the show


@dataclass
class Showdown:
    """Players ordered best first (tied players grouped), and the laws that decide each step."""

    order: list[list[str]]
    values: dict[str, HandValue]
    findings: list[tuple[str, tuple[Law, ...]]]
    silent: list[tuple[str, str]]
    unranked: dict[str, str] = field(default_factory=dict)   # player -> why not ranked
    silent_below: list[tuple[str, str]] = field(default_factory=list)


def _and(names) -> str:
    names = list(names)
    return names[0] if len(names) == 1 else ", ".join(names[:-1]) + " and " + names[-1]


def _verb(name: str) -> str:
    return "beat" if name.split()[-1].endswith("s") else "beats"


@dataclass(frozen=True)
class Verdict:
    """Which of two hands is the better (1: the first, -1: the second, 0: identical in
    value, None: the book is silent on it), by which provision, or the point unanswered."""

    sign: int | None
    key: str                 # the provision that decides it, or the one left unanswered
    detail: str = ""


def compare(va: HandValue, vb: HandValue, rules: HandRules) -> Verdict:
    """Compare two valued hands by the book's laws, to the letter: where the book does not
    say which is the better, the verdict says so rather than guess."""
    ca, cb = va.category, vb.category
    if ca != cb:
        for added, other in ((ca, cb), (cb, ca)):
            key, above = rules.unranked.get(added, ("", ()))
            if other in above:
                return Verdict(None, key, f"the book does not say whether {rules.name(added)} "
                               f"beats {rules.name(other)}")
        return Verdict(1 if va.key > vb.key else -1, rules.placed_by.get(
            ca if va.key > vb.key else cb, "hand.ranking"))
    tie = f"ties.{ca}"
    if rules.ties.get(ca) is None and va.ranks != vb.ranks:
        return Verdict(None, tie, f"the book does not say how equal {va.name} hands compare")
    if va.key != vb.key:
        return Verdict(1 if va.key > vb.key else -1, tie)
    if (va.joker_as is None) == (vb.joker_as is None):
        return Verdict(0, "ties.identical")
    precedence = rules.joker_outranks
    if precedence is None:
        return Verdict(None, "joker.outranks-natural", "the hands are level but for the joker, "
                       "and the book does not say whether it outranks a natural card")
    joker, natural = (va, vb) if va.joker_as is not None else (vb, va)
    wins = precedence == "equal-hand" or (
        precedence == "named-card" and _may_name(joker, natural.cards, rules))
    if not wins:
        return Verdict(0, "joker.outranks-natural")
    return Verdict(1 if joker is va else -1, "joker.outranks-natural")


def _may_name(joker: HandValue, cards, rules: HandRules) -> bool:
    """Whether the joker, keeping its hand's value, may be named as one of ``cards``."""
    naturals = tuple(c for c in joker.cards if not c.is_joker)
    for card in cards:
        if card.is_joker:
            continue
        key, _cat, shape, _h = _value(naturals + (card,), rules)
        if key == joker.key and _lawful(card, shape, rules):
            return True
    return False


def showdown(hands: dict[str, tuple[Card, ...]], rules: HandRules) -> Showdown:
    """Order the players' hands by the book's laws, citing the law that decides each step.

    A hand that is not five cards, or that holds a joker the book gives no value here, is
    not ranked. Where the book is silent on what a comparison turns on, the players are
    left level and the silence recorded: no order is invented. The first group holds every
    hand no other beats; ``silent`` holds what the first group turns on, ``silent_below``
    the silences among the hands beaten.
    """
    values: dict[str, HandValue] = {}
    unranked: dict[str, str] = {}
    silent: list[tuple[str, str]] = []
    for player, cards in hands.items():
        try:
            values[player] = evaluate(cards, rules)
        except HandError as exc:
            unranked[player] = str(exc)
            if JOKER in cards and len(cards) == 5 and rules.joker is None:
                silent.append(("joker.counts-as", f"{player} holds the joker, to which the "
                               "book gives no value here"))
    if not rules.ranking:
        if values:
            silent.append(("hand.ranking", "the book gives no order of the hands: "
                           f"{_and(values)} are left level"))
        return Showdown([list(values)] if values else [], values, [], silent, unranked)
    # best key first; the order of the story among equals
    remaining = sorted(values, key=lambda p: values[p].key, reverse=True)
    verdicts = {(a, b): compare(values[a], values[b], rules)
                for a in remaining for b in remaining if a != b}
    order: list[list[str]] = []
    while remaining:
        group = [p for p in remaining
                 if not any(verdicts[q, p].sign == 1 for q in remaining if q != p)]
        group = group or list(remaining)
        order.append(group)
        remaining = [p for p in remaining if p not in group]
    findings: list[tuple[str, tuple[Law, ...]]] = []
    below: list[tuple[str, str]] = []
    for i, group in enumerate(order):
        _level(group, values, verdicts, rules, findings, silent if i == 0 else below)
        for loser in order[i + 1] if i + 1 < len(order) else ():
            winner = next(p for g in order[:i + 1] for p in g if verdicts[p, loser].sign == 1)
            findings.append(_beats(winner, loser, values, verdicts[winner, loser], rules))
    return Showdown(order, values, findings, silent, unranked, below)


def _beats(a: str, b: str, values, verdict: Verdict, rules: HandRules):
    va, vb = values[a], values[b]
    # the law of the ace, where ranks that run with an ace are compared
    ace = tuple(rules.laws_for("sequence.ace")) if va.ace_run or vb.ace_run else ()
    odd = False
    reason = ""
    if va.category != vb.category:
        laws = rules.laws_for(rules.placed_by.get(va.category, "hand.ranking"))
        laws += rules.laws_for(rules.placed_by.get(vb.category, "hand.ranking"))
    elif verdict.key.startswith("ties."):
        laws = rules.laws_for(verdict.key)
        odd = "odd" in (rules.ties.get(va.category) or "")
    else:
        laws = rules.laws_for("joker.outranks-natural")
        reason = (f": the joker, called the {va.joker_as}, outranks the real card"
                  if rules.joker_outranks == "named-card" else
                  ": the hand with the joker wins over the natural hand")
    if va.joker_as is not None or vb.joker_as is not None:
        laws += rules.laws_for("joker.counts-as")     # the law that gives the joker its value
    text = (f"{a}'s {va.describe(odd)} {_verb(va.name)} {b}'s {vb.describe(odd)}{reason}")
    return text, _unique(laws + ace)


def _level(group, values, verdicts, rules: HandRules, findings, silent) -> None:
    """The hands of one group: identical in value, or left level where the book is silent."""
    if len(group) < 2:
        return
    who = _and(group)
    open_points = {}
    for i, a in enumerate(group):
        for b in group[i + 1:]:
            v = verdicts[a, b]
            if v.sign is None and v.key not in open_points:
                open_points[v.key] = f"{v.detail}: {who} are left level"
    if open_points:
        silent.extend(open_points.items())
        # what each hand is stays decided, and by which laws, though their order is not
        findings.append((f"{_and(f'{p} holds {values[p].describe()}' for p in group)}: the "
                         "book does not say which is the better",
                         _unique(law for p in group for law in values[p].laws)))
        return
    first = values[group[0]]
    identical = rules.answers.get("ties.identical")
    shown = first.describe("odd" in (rules.ties.get(first.category) or ""))
    if identical is None:
        silent.append(("ties.identical", f"{who} hold hands identical in value ({shown}), "
                       "and the book does not say what becomes of the pool"))
        return
    # the tie law that finds them equal, and the law that divides
    laws = _unique(rules.laws_for(f"ties.{first.category}") + identical.laws)
    if any(values[p].joker_as is not None for p in group):
        laws = _unique(laws + rules.laws_for("joker.outranks-natural")
                       + rules.laws_for("joker.counts-as"))
    findings.append((f"{who} hold hands identical in value ({shown}): they divide the pool",
                     laws))
    odd_chip = rules.answers.get("ties.odd-chip")
    if odd_chip is None:
        silent.append(("ties.odd-chip", f"the book does not say who takes an odd chip when "
                       f"{who} divide the pool"))
    else:
        how = {"by-lot": "is decided by lot"}.get(odd_chip.value, odd_chip.value)
        findings.append((f"an odd chip left when {who} divide the pool {how}", odd_chip.laws))


# --------------------------------------------------------------------------- the view


def context_of(agreed) -> Context:
    """The circumstances of ``hand`` and ``census``: the departures agreed, checked."""
    from .errors import InputError
    from .provisions import DEPARTURES

    unknown = [a for a in agreed if a not in DEPARTURES]
    if unknown:
        raise InputError(f"{unknown[0]!r} is not a departure: agree any of "
                         f"{', '.join(DEPARTURES)}")
    return Context(agreed=frozenset(agreed))


def hand_view(book: Book, texts: list[str], agreed) -> dict:
    """Name and order the hands written in ``texts`` (one hand each) under ``book``."""
    from .ranking import hand_texts, ranked

    ctx = context_of(agreed)
    return ranked(book, hand_texts(texts), ctx)
