"""What five ranks are, whatever the book: their groups, their runs, one suit, court cards.

A book's hand laws name categories (``hand.ranking``) and tie laws (``ties.*``); here is
only what each category and each tie law looks at in five ranks. Which categories count,
in what order, and which tie law decides them is the book's business (``hands``).
"""
from __future__ import annotations


def _run_top(ranks: tuple[int, ...], step: int, ace: str | None) -> int | None:
    """The top of a run of distinct ranks (a sequence, or alternate cards), or None."""
    def run(rs):
        return all(rs[i] - rs[i + 1] == step for i in range(4))
    if ranks[0] != 14:
        return ranks[0] if run(ranks) else None
    best = None
    if ace in ("begins-only", "either-end") and run(ranks[1:] + (1,)):
        best = ranks[1]
    if ace == "either-end" and run(ranks):
        best = 14
    return best


def _round_the_corner(ranks: tuple[int, ...]) -> bool:
    """Whether five ranks run on round the ace, the ace between a king and a two (king,
    queen, ace, two, three): a run no book allows, but one the laws of the ace speak to ("nor
    shall it be an intermediate card between a king and a two", Peel 71)."""
    held = {r - 2 for r in ranks}  # the deuce 0 ... the king 11, the ace 12
    return {11, 12, 0} <= held and any(held == {(s + i) % 13 for i in range(5)}
                                       for s in (9, 10, 11))


class Shape:
    """What the categories test of five ranks: groups, runs, one suit, court cards."""

    __slots__ = ("ranks", "groups", "suited", "seq", "skip", "ace_run", "court")

    def __init__(self, ranks, suited, ace, aces_court: bool = False, skips: bool = True):
        self.ranks = ranks                    # highest first
        counts: dict[int, int] = {}
        for r in ranks:
            counts[r] = counts.get(r, 0) + 1
        # (count, rank), the largest group first, then the higher rank
        self.groups = tuple(sorted(((c, r) for r, c in counts.items()), reverse=True))
        self.suited = suited
        self.seq = self.skip = None           # the top of a sequence, of a skip straight
        self.ace_run = False                  # an ace-holding run in some reading of the ace
        # five court cards (a blaze): king, queen, knave; aces too where the book counts them
        self.court = ranks[-1] >= 11 and (ranks[0] <= 13 or aces_court)
        if len(self.groups) == 5:
            self.seq, self.skip = _run_top(ranks, 1, ace), _run_top(ranks, 2, ace)
            if ranks[0] == 14:  # a skip straight's ace only where the book has the hand
                self.ace_run = any(_run_top(ranks, s, "either-end")
                                   for s in ((1, 2) if skips else (1,))) \
                    or _round_the_corner(ranks)

    def satisfies(self, category: str) -> bool:
        return _TESTS[category](self)

    def odd(self, skip_groups: int) -> tuple[int, ...]:
        """The ranks outside the first groups, highest first, each card counted."""
        return tuple(r for c, r in self.groups[skip_groups:] for _ in range(c))

    def tiebreak(self, category: str, rule: str | None, hearts: bool) -> tuple:
        """The part of the key that the category's tie law compares (nothing where the
        book is silent)."""
        if rule is None:
            return ()
        top = self.skip if category == "skip_straight" else self.seq
        return _TIES[rule](self, self.groups, top, hearts)


# What each tie law compares, in order: (shape, groups, top of the run, all hearts).
_TIES = {
    "highest-card": lambda s, g, top, h: (top,),
    "highest-card-then-hearts": lambda s, g, top, h: (top, h),
    "rank": lambda s, g, top, h: (g[0][1],),
    "rank-then-odd-card": lambda s, g, top, h: (g[0][1],) + s.odd(1),
    "rank-then-odd-cards": lambda s, g, top, h: (g[0][1],) + s.odd(1),
    "threes": lambda s, g, top, h: (g[0][1],),
    "threes-then-pair": lambda s, g, top, h: (g[0][1],) + s.odd(1),
    "pairs": lambda s, g, top, h: (g[0][1], g[1][1]),
    "pairs-then-odd-card": lambda s, g, top, h: (g[0][1], g[1][1]) + s.odd(2),
    "higher-pair-then-odd-card": lambda s, g, top, h: (g[0][1], g[1][1]) + s.odd(2),
    "pair-then-odd-cards": lambda s, g, top, h: (g[0][1],) + s.odd(1),
    "pair-only": lambda s, g, top, h: (g[0][1],),
    "pair-then-highest-odd-card": lambda s, g, top, h: (g[0][1],) + s.odd(1)[:1],
    "cards-in-order": lambda s, g, top, h: s.ranks,
    "top-card": lambda s, g, top, h: s.ranks[:1],
    "commencing-card": lambda s, g, top, h: s.ranks[:1],
    "hearts-then-cards-in-order": lambda s, g, top, h: (h,) + s.ranks,
    "untied-card": lambda s, g, top, h: s.ranks,
    "hearts-then-untied-card": lambda s, g, top, h: (h,) + s.ranks,
}


# Tie laws whose words reach only some of the hands they compare, the rest left to the law
# they prevail over (HandRules: asked with them set aside): for the two hands' tiebreaks,
# whether they lie beyond the words, and what the other law must say to compare them. Peel 69
# puts a flush in hearts first and "does not say how two flushes in hearts compare"; the Value
# of the Hands (hands/5) does: "the highest card taking precedence".
BEYOND = {"hearts-then-cards-in-order": (lambda a, b: a[0] and b[0], "cards-in-order"),
          "hearts-then-untied-card": (lambda a, b: a[0] and b[0], "cards-in-order")}

# Tie laws that weigh every competing hand at once: "the card highest in value which is not
# tied by a card of similar value in another competing hand" (Peel 75; 69 among flushes, once
# none is in hearts). Of two hands, that is card by card (cards-in-order); of three or more,
# the hand that holds the highest card no other holds, though two others tie above it. For
# each, which hands the words weigh together, by their tiebreak (not those in hearts).
UNTIED = {"untied-card": lambda key: True, "hearts-then-untied-card": lambda key: not key[0]}


# Tie laws that decide only part of the way: given the two hands' tiebreaks (above), whether
# they stand where the law stops, level on what it compares and different beyond it. There
# the book is silent, and the hands are neither ranked nor "exactly equal" (Schenck: flushes
# by "the highest card" alone; two pairs by "the highest pair of the two", the odd card only
# where both pairs are "of exactly the same value"). A law that fixes the hands' value by the
# highest card (top-card: Peel's blazes, "the relative values ... are fixed by the highest
# card") stops nowhere: two hands headed by the same card are identical in value.
STOPS_SHORT = {
    "commencing-card": lambda a, b: a == b,
    "pair-then-highest-odd-card": lambda a, b: a == b,
    "higher-pair-then-odd-card": lambda a, b: a[0] == b[0] and a[1] != b[1],
}

# What the words of a tie law that stops short admit (story/points.py, READS "tie"). Two
# pairs whose higher pairs are equal and lower pairs not: "exactly equal" (the pool divided)
# they are not; "the next highest card or cards" after the equal pair, or
# "the higher remaining card" of "like two pairs", reads as the second pair (next-card)
# or as the highest card left (remaining-cards: a lone ace above the other's second pair).
# "The hand commencing with the highest card wins" (Schenck's flushes) where both commence
# with the same card: the words go no further, and the hands are not "exactly equal" (the
# pool divided): they admit no reading, and the book is silent.
READS_SHORT = {
    "commencing-card": (),
    "pair-then-highest-odd-card": (),  # Keller's "the highest remaining card wins", no more
    "higher-pair-then-odd-card": ("next-card", "remaining-cards"),
}


# What each category asks of a hand's shape; a hand is of the first category of the book's
# order that it satisfies. Only the groups, the runs, the suit and the court cards count.
_TESTS = {
    "five_of_a_kind": lambda s: s.groups[0][0] == 5,
    "straight_flush": lambda s: s.suited and s.seq is not None,
    "fours": lambda s: s.groups[0][0] >= 4,
    "full": lambda s: s.groups[0][0] == 3 and s.groups[1][0] == 2,
    "flush": lambda s: s.suited,
    "straight": lambda s: s.seq is not None,
    "skip_straight": lambda s: s.skip is not None,
    "threes": lambda s: s.groups[0][0] >= 3,
    "two_pairs": lambda s: len(s.groups) > 1 and s.groups[1][0] >= 2,
    "pair": lambda s: s.groups[0][0] >= 2,
    "blaze": lambda s: s.court,
    "high_card": lambda s: True,
}
