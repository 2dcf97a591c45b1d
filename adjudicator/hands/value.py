"""A hand's value by a book's own laws: what each hand is, and a key that sorts as the book
ranks it (the book's laws themselves are gathered in ``handlaws``; the show is ``showdown``).

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
* the joker is what its holder names it (``JK=KS``, ``JK=K``), and never a card its own hand
  holds: A-K-Q-J of hearts and the joker are no "A-A-K-Q-J in hearts". A rank alone names
  any card of it the hand lacks; where the hand holds all four, the joker is a fifth (four
  deuces and the joker are five deuces). A joker whose name the story does not tell is
  valued at its best name and at its least (``face``: what it counts for at its face value,
  where a book says an undesignated wild card counts so), and the ruling says whether the
  pool turns on which (``hands.showdown``);
* a joker counting "as an ace or to fill a flush or straight" names an ace, or a card that
  makes the hand a flush or a sequence;
* joker.outranks-natural decides only between hands the tie law finds equal: the joker
  hand wins always (equal-hand), only where the joker may be named as a card the other
  hand holds (named-card: "better than the real card whose name it takes"), or never;
* the skip straight follows sequence.ace as an ordinary sequence does.
"""
from __future__ import annotations

from itertools import product

from ..story.cards import (RANK_CHARS, RANK_PLURALS, RANK_WORDS, SUIT_WORDS, SUITS, Card,
                           full_pack)
from .handlaws import RUNS, HandRules
from ..law.rulebook import Law
from .shapes import Shape
from ..story.record import Record


class HandError(ValueError):
    """A hand the book's laws cannot value (the joker where the book gives it no value)."""


class HandValue(Record):
    """A hand valued under a book: its category, the book's name for it, and its key (which
    compares with the keys of other hands under the same rules); its cards, the laws that
    classify it, a detail ("kings", "nine to king", "A-Q-9-7-4"), the card the joker stands
    for, the ranks as valued (highest first), the odd cards (where a tie law may look at
    them), and ace_run: its ranks run with an ace in some reading of the ace."""

    __slots__ = ("category", "name", "key", "cards", "laws", "detail", "joker_as", "ranks",
                 "odd", "ace_run", "at_face")
    DEFAULTS = {"detail": "", "joker_as": None, "ranks": (), "odd": "", "ace_run": False,
                "at_face": False}

    def describe(self, odd: bool = False) -> str:
        extra = f", {self.odd}" if odd and self.odd else ""
        return f"{self.name} ({self.detail}{extra})"


def value_key(named, rules: HandRules) -> tuple[tuple, str, Shape, bool]:
    """The key of five natural cards (the joker already named), and whether all hearts."""
    ranks = tuple(sorted([c.rank for c in named], reverse=True))
    suit = named[0].suit
    suited = all(c.suit == suit for c in named)
    cat, shape = rules.classify(ranks, suited)
    hearts = suited and suit == "H"
    return ((rules.order[cat], shape.tiebreak(cat, rules.ties.get(cat), hearts)),
            cat, shape, hearts)


def _namings(naturals: tuple[Card, ...], named: tuple[int, str] | None = None):
    """The cards the joker may be named (only NAMED, where its holder named it): each rank,
    in the suits that can make a difference (the suit of four suited cards, and one other),
    never a card the hand holds; a rank the hand holds in all four suits is named by its
    rank alone (any suit stands for it: the hand is no flush)."""
    held = set(naturals)
    suits = {c.suit for c in naturals}
    flush_suit = next(iter(suits)) if len(suits) == 1 else None
    for rank in range(14, 1, -1):
        if named is not None and rank != named[0]:
            continue
        free = [s for s in SUITS if _CARDS[rank, s] not in held]
        if named is not None and named[1]:
            wanted = [named[1]] if named[1] in free else []
        else:
            wanted = ([flush_suit] if flush_suit in free else []) + \
                [s for s in free if s != flush_suit][:1]
        for suit in wanted or ([] if free else [SUITS[0]]):
            yield _CARDS[rank, suit]


_CARDS = {(c.rank, c.suit): c for c in full_pack()}


def evaluate(cards, rules: HandRules, face: bool = False) -> HandValue:
    """Value five cards under the book's laws; the joker takes the name its holder gave it,
    else its best lawful name (its least with FACE: what it counts for at face value).

    The same hand under the same laws has the same value: each is valued once (the laws
    kept for a deal are the book's for as long as it is open, and a batch asks them of the
    same hands again and again, once a reading), the last few thousand kept."""
    cards = tuple(cards)
    key = (tuple((c.rank, c.suit, c.named) for c in cards), face)  # a joker by its name too
    found = rules.kept("_values", key, lambda: _valued(cards, rules, face), _KEPT)
    if found.__class__ is str:
        raise HandError(found)
    return found


_KEPT = 4096  # values kept a book's laws: a batch's memory stays flat however many files


def _valued(cards: tuple, rules: HandRules, face: bool) -> HandValue | str:
    """The hand's value, or why it has none (kept as the message, raised each time asked)."""
    try:
        return _evaluate(cards, rules, face)
    except HandError as exc:
        return exc.args[0]


def _evaluate(cards: tuple, rules: HandRules, face: bool) -> HandValue:
    if len(cards) != 5:
        raise HandError(f"a hand is five cards, not {len(cards)}")
    naturals = tuple(c for c in cards if not c.is_joker)
    if len(naturals) < 4:
        raise HandError("one pack holds one joker")
    if len(naturals) == 5:
        key, cat, shape, hearts = value_key(naturals, rules)
        joker_as = None
    else:
        if rules.joker is None:
            raise HandError("the book gives the joker no value here (is the joker, the bug "
                            "or wild cards agreed?)")
        joker = next(c for c in cards if c.is_joker)
        best = None
        for card in _namings(naturals, joker.naming):
            value = value_key(naturals + (card,), rules)
            if not lawful(card, value[2], rules):
                continue
            if best is None or (value[0] < best[0] if face else value[0] > best[0]):
                best = value + (card,)
        if best is None:
            raise HandError(f"the joker cannot lawfully be named {joker.named} in this hand")
        key, cat, shape, hearts, joker_as = best
    # a rank the hand holds in every suit: the joker is named by its rank alone; a wild card
    # the book gives no value stands for no card anyone named
    as_text = None if joker_as is None else "whatever the joker stands for" if rules.wild \
        else "the joker as " + (
            f"{'an' if joker_as.rank in (8, 14) else 'a'} {RANK_WORDS[joker_as.rank]}"
            if joker_as in naturals
            else f"the {RANK_WORDS[joker_as.rank]} of {SUIT_WORDS[joker_as.suit]}")
    at_face = face and joker_as is not None  # undesignated: the law of naming values it
    return HandValue(cat, rules.name(cat), key, cards,
                     _laws_of(cat, shape, joker_as, rules, at_face),
                     _detail(cat, shape, rules, as_text, hearts), joker_as, shape.ranks,
                     _odd(cat, shape), shape.ace_run, at_face)


def lawful(card: Card, shape: Shape, rules: HandRules) -> bool:
    """Whether the joker may be named ``card`` where it makes five ranks of ``shape``: any
    card, or for the Bug only an ace or a card that fills a flush or a straight."""
    return (rules.joker != "ace-or-flush-or-straight" or card.rank == 14 or shape.suited
            or shape.seq is not None)


def _laws_of(cat, shape, joker_as, rules, at_face: bool = False) -> tuple[Law, ...]:
    laws = list(rules.placing(cat))  # the hand's own paragraph, where the book has one
    if shape.ace_run:
        laws += rules.ace_laws({cat})
    if joker_as is not None:
        laws += rules.laws_for("joker.counts-as")
    return unique_laws(laws + list(joker_laws(rules) if at_face else ()))


def joker_laws(rules: HandRules) -> tuple[Law, ...]:
    """The law that values a wild card its holder did not designate (the Standard laws'
    "it is taken at its face value": joker.naming)."""
    return tuple(rules.laws_for("joker.naming"))


def unique_laws(laws) -> tuple[Law, ...]:
    seen: dict[str, Law] = {}
    for law in laws:
        seen.setdefault(law.id, law)
    return tuple(seen.values())


def _low(top: int, step: int) -> int:
    low = top - 4 * step
    return 14 if low == 1 else low


def _chars(ranks) -> str:
    return "-".join(RANK_CHARS[r - 2] for r in ranks)


def _detail(cat, shape: Shape, rules: HandRules, joker_said, hearts: bool) -> str:
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
    if joker_said is not None:
        text += f"; {joker_said}"
    return text


def _odd(cat, shape: Shape) -> str:
    lead = {"fours": 1, "threes": 1, "two_pairs": 2, "pair": 1}.get(cat)
    return "" if lead is None else _chars(shape.odd(lead))


def has_shape(cards, category: str, rules: HandRules) -> bool:
    """Whether five cards have the shape of ``category``, a hand the book itself may not know
    (a blaze agreed where the book has none): natural cards, or a joker as its holder named
    it (a rank named alone, in any suit); a joker whose name is not told has no shape."""
    if len(cards) != 5:
        return False
    ways: list[list[tuple[int, str]]] = []
    for c in cards:
        if not c.is_joker:
            ways.append([(c.rank, c.suit)])
        elif c.naming is None:
            return False
        else:
            rank, suit = c.naming
            ways.append([(rank, s) for s in ((suit,) if suit else SUITS)])
    for chosen in product(*ways):
        ranks = tuple(sorted((r for r, _ in chosen), reverse=True))
        if Shape(ranks, len({s for _, s in chosen}) == 1, rules.ace).satisfies(category):
            return True
    return False
