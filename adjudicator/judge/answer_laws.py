"""Which laws an answer names (judge/answer.py): read off the findings its steps were made
from, the law that decides the pool, never the law of who bet first, of a hand weighed, or of
chips that stay as no stake."""
from __future__ import annotations

from .findings import Finding
from .ruling import IfRead

# Findings that decide nothing of this deal's chips, so that no answer cites their laws: a hand
# weighed against another (the law of the pool says what the better hand takes), an act done
# in order, what the next deal will be, what is told after the deal was decided, a reading.
_NOT_THE_POOL = frozenset({
    "hand", "jackpot.next-jack-pot-opens", "jackpot.next-opens-at-next-in-series",
    "jackpot.next-opens-at-step", "misdeal.jack-pot-won-next", "reading", "reading-agreed",
    "misdeal.antes-again", "misdeal.feeds-again",  # what the next deal's players stake
    "misdeal.regular-ante-also",
    "deal.shuffles-for-dealer",  # the pack made up for the dealer: an act done in order
    "ante.puts-up-ante",  # the ante put up: a stake, no share of the pool
    # a bet made out of turn that stands (Peel 55): the bet's chips, no share of the pool
    "irregular.out-of-turn-bet-stands", "irregular.out-of-turn-bet-stands-read",
    # what opens this deal, by the book or the table's term: no chip of it
    "jackpot.book-opens-with-table-minimum", "jackpot.table-term-above-book-least",
    "jackpot.table-opened-at-wrong-hand", "jackpot.table-opened-off-progression",
    "show.holds-taken-card-stands",  # his hand stands: the show, not this, gives the pool
    "show.agreed-order-binds",  # the order the hands rank in: the show gives the pool
    # a law of a pack found imperfect that does not reach a pool taken in: the deal stands,
    # and the law of the taking in gives the pool
    "misdeal.imperfect-pack-after-taken-in",
    # a law that lets a deal stand on a pack not (properly) cut or shuffled, nobody having
    # pointed it out in time: the deal is played on, and the law of the show gives the pool
    "misdeal.not-cut-deal-stands", "misdeal.cut-fault-deal-stands",
    "misdeal.shuffle-fault-deal-stands", "misdeal.not-cut-too-late", "misdeal.cut-fault-too-late",
    "misdeal.shuffle-fault-too-late",
    # and a deal out of turn that stands: the deal is played on as dealt
    "misdeal.dealt-out-of-turn-deal-stands", "misdeal.out-of-turn-too-late",
    "misdeal.dealt-out-of-turn-law-governs",  # which law governs, not what it does
    # the interval not ended, a player in for less: the law of the betting, not of the pool
    "stakes.betting-interval-not-ended-short",
    # a wrong number given in the draw, put right before he raised the cards: his hand, no
    # chip (Keller /7, /8: the dealer takes back the excess, or makes good the deficiency)
    "draw.given-too-many-dealer-takes-back", "draw.given-too-few-dealer-makes-good",
})
# Findings that the hands are shown: a share won at the show is never cited on a law found
# before it (the betting); where the show's own cites none, the hand laws decide it
_THE_SHOW = frozenset({"show.bets-are-equal-show", "show.all-in-betting-over-show",
                       "show.shown-bets-not-equalized"})
# Findings that an irregular deal stands (a pack not cut, a card exposed that its player must
# keep, a pack found imperfect after the pool was taken in): the answer says so, on their laws
DEAL_STANDS = frozenset({
    "misdeal.not-cut-deal-stands", "misdeal.cut-fault-deal-stands",
    "misdeal.shuffle-fault-deal-stands", "misdeal.dealt-out-of-turn-deal-stands",
    "misdeal.not-cut-too-late", "misdeal.cut-fault-too-late", "misdeal.shuffle-fault-too-late",
    "misdeal.out-of-turn-too-late", "misdeal.faced-card-deal-stands",
    "misdeal.imperfect-pack-deal-stands",
    "misdeal.imperfect-pack-after-taken-in", "deal.exposed-in-dealing-player-keeps",
    "redeal.second-deal-stands"})
# Findings of what the next jack pot opens at: cited with the law that passes the pool to it
NEXT_JACK_POT = ("jackpot.next-jack-pot-opens", "jackpot.next-opens-at-next-in-series",
                  "jackpot.next-opens-at-step")
# Findings of the pool that say why a share stands (he passed out, though his hand was better;
# a miscall neither wins nor loses): on a general law (Peel 27, who passes forfeits) the share
# is cited first on the law that gives it (Peel 60, 59), then on this one, never as the
# general law's; a book's own law of the case (Keller's "A must take $30") is cited alone
_OF_ANOTHER = frozenset({"show.passed-out-no-further-claim", "claims.called-hand-no-law"})
# Findings of the pool that say only that a foul hand's holder retires and what he loses, his
# stake staying in the pool (Peel 63: "If a player bet with a foul hand, he shall lose his
# stake"; 14, his ante refunded him): they give nobody else a share, and another player's
# share is never cited on them
_STAKE_STAYS = frozenset({"foul.retires", "foul.retires-from-game-forfeits",
                          "foul.bet-after-it-was-foul", "foul.stake-forfeited",
                          "foul.stake-stays-by-law-of-pool", "wrongcount.stake-stays-in-pool",
                          "wrongcount.dealer-dealt-foul",
                          "wrongcount.stake-remains-in-pool",
                          # his hand foul, pointed out when he is already out (Peel 13)
                          "wrongcount.raised-already-out",
                          # his hand thrown up unshown at the show: he is out, the show gives
                          # the pool (Peel 59), not the law of his pass
                          "show.throws-up-hand-gives-up-claim",
                          "show.throws-up-unshown-cannot-win"})
# Findings that chips a player put up stay in the pool as no stake: no share is cited on them
_CHIPS_STAY = frozenset({"passing.out-puts-up-stays", "passing.out-puts-up-stays-read",
                         "draw.split-opener-forfeits-more",
                         "passing.after-betting-stays", "ante.straddle-beyond-most-stays",
                         "ante.straddle-not-his-stays",
                         "misdeal.bet-after-remains", "misdeal.bet-after-remains-read",
                         # an increase beyond the limit standing, or its chips staying
                         "limit.increase-stands", "limit.excess-stays", "limit.chips-stay"})
_NOT_THE_POOL_FAMILIES = ("lawful.", "after-", "turns.")  # turns.: who bet first


# Findings that chips a player put up go back to him by a law: his refund is cited on it, not
# on the last law that named him (his pass, Peel 27)
_GIVES_BACK = frozenset({
    "ante.not-his-returned", "ante.beyond-most-returned", "ante.straddle-not-his-returned",
    "ante.straddle-beyond-most-returned", "passing.out-puts-up-returned",
    "passing.after-betting-returned", "misdeal.bet-after-returned", "foul.stake-returned",
    "limit.excess-returned", "show.mucked-unshown-stake-returned",
    "shortstack.chips-put-up-go-back", "irregular.turn-comes-chips-back"})


# the findings that pass a pool to the next deal (a jack pot nobody opened or won, a false
# opener's): a player's own passing is no law of it, and where the book has none of them the
# pool stays on no law
PASSED = "jackpot."


def passed_on(step: IfRead, made: dict) -> tuple[str, ...]:
    """The laws by which the readings parted at ``step`` pass the pool on, in any of them
    (a reading's own finding, as the reading ruled it)."""
    return tuple(dict.fromkeys(law for _, steps in step.branches for x in steps
                               if id(x) in made and made[id(x)].kind.startswith(PASSED)
                               and made[id(x)].kind not in _NOT_THE_POOL for law in x.laws))


def _of_the_pool(kind: str) -> bool:
    """Whether a finding of this kind may decide the pool (not a hand weighed, an act done in
    order, chips that stay as no stake)."""
    return kind not in _NOT_THE_POOL and kind not in _CHIPS_STAY \
        and not kind.startswith(_NOT_THE_POOL_FAMILIES)


class ByReading:
    """What each reading gives each player, read over the steps where the readings part, one
    step at a time as they come (``add``): the last finding of the pool naming him, with its
    laws, under each reading."""

    def __init__(self, made: dict):
        self.made, self.per = made, {}  # the findings by step; reading -> player -> laws

    def add(self, step: IfRead) -> None:
        for meaning, steps in step.branches:
            found = self.per.setdefault(meaning, {})
            for x in steps:
                f = self.made.get(id(x))
                if f is not None and x.laws and _of_the_pool(f.kind):
                    for p in (f.share[:1] if f.share is not None else f.players):
                        found[p] = tuple(x.laws)

    def _common(self) -> dict[str, tuple[str, ...]]:
        # the laws every reading's finding cites (Keller's /5, beside /7 in one of them)
        if len(self.per) < 2:
            return {}
        first, *rest = self.per.values()
        return {p: tuple(law for law in laws if all(law in b.get(p, ()) for b in rest))
                for p, laws in first.items()}

    def alike(self) -> dict[str, tuple[str, ...]]:
        """The players whom every reading gives the pool on a law they all cite (A's bet
        nobody calls, whether the turn went back to B or not: Peel 58 either way), with
        those laws."""
        return {p: laws for p, laws in self._common().items() if laws}

    def each(self) -> dict[str, tuple[str, ...]]:
        """The players whom every reading gives the pool, each on a law of its own and no law
        common to them all (Keller: the show, read so that a later player may stand; the last
        left in, read so that he passes out), with the laws of them all."""
        per = self.per.values()
        return {p: tuple(dict.fromkeys(law for b in per for law in b[p]))
                for p, laws in self._common().items() if not laws and all(p in b for b in per)}


def _whose(f: Finding) -> tuple[str, ...]:
    """Whose stake a finding that a stake stays speaks of: its ``player`` where it names one
    (the dealer who refunds him the ante is named beside him, and takes no share on it)."""
    holder = dict(f.say.params).get("player")
    return (holder,) if isinstance(holder, str) else f.players


class Laws:
    """The laws that decide the pool, read off the steps: of a finding that gives a player
    his share, or the nearest before it that cites a law of the pool; of the last finding of
    the pool that names a player; of the hand laws that made his hand the best (a show made
    under readings, each giving him the pool); of the last finding of the pool at all."""

    def __init__(self, steps: list[tuple[dict, Finding | None]],
                 parted: dict[int, tuple[str, ...]],
                 alike: dict[int, dict[str, tuple[str, ...]]] | None = None,
                 each: dict[str, tuple[str, ...]] | None = None,
                 read: dict[str, tuple[str, ...]] | None = None):
        self.steps, self.parted, self.alike = steps, parted, alike or {}
        self.each = each or {}  # shares every reading gives, each on laws of its own
        self.read = read or {}  # shares every reading gives on a law they all cite

    def alike_share(self, player: str) -> tuple[str, ...]:
        """The laws every reading gives the player his share on, where readings part and
        each gives it on the same law (the last such step)."""
        for step, _ in reversed(self.steps):
            laws = self.alike.get(id(step), {}).get(player)
            if laws:
                return laws
        return ()

    @staticmethod
    def _of_pool(step: dict, f: Finding | None) -> bool:
        return (f is not None and bool(step["laws"]) and step["rung"] != "open"
                and _of_the_pool(f.kind))

    def found_share(self, player: str) -> bool:
        """Whether a finding of the ruling gives the player his share."""
        return any(f is not None and f.share is not None and f.share[0] == player
                   for _, f in self.steps)

    def of_share(self, player: str) -> tuple[tuple[str, ...], bool]:
        """The laws of a player's share, and whether they are cited as the book's general
        laws (the finding that gives it was made on the general rung)."""
        at = max((i for i, (_, f) in enumerate(self.steps)
                  if f is not None and f.share is not None and f.share[0] == player),
                 default=None)
        if at is not None:
            besides: tuple[str, ...] = ()
            for step, f in reversed(self.steps[:at + 1]):
                if f is not None and f.kind in _THE_SHOW and not self._of_pool(step, f):
                    return self.hand(player), False
                if not self._of_pool(step, f) or (f.kind in _STAKE_STAYS
                                                   and player not in _whose(f)):
                    continue
                if f.kind in _OF_ANOTHER and step["rung"] == "general":
                    besides += tuple(step["laws"])
                    continue
                return (tuple(dict.fromkeys(tuple(step["laws"]) + besides)),
                        step["rung"] == "general" and not besides)
        alike = self.alike_share(player) or self.read.get(player, ())
        if alike:  # every reading gives it on the same law
            return alike, False
        named = self._naming(player)
        if named is not None:  # on the general rung, said to be the book's general law
            return tuple(named["laws"]), named["rung"] == "general"
        return self.hand(player) or self.last(), False

    def naming(self, player: str) -> tuple[str, ...]:
        return tuple((self._naming(player) or {}).get("laws", ()))

    def of_refund(self, player: str, read: bool = False) -> tuple[str, ...]:
        """The laws of a player's chips back: of the last finding that gives them back to
        him, where one does; else, where the ruling is made under no readings, of the last
        finding of the pool naming him. Chips back that every reading of a silence gives (a
        raise over the limit: its excess, or the whole increase, going back) rest on no law
        of the ruling's own steps (``read``), never on the last law that named him."""
        for step, f in reversed(self.steps):
            if f is not None and f.kind in _GIVES_BACK and step["laws"] \
                    and player in _whose(f):
                return tuple(step["laws"])
        return () if read else self.naming(player)

    def _naming(self, player: str) -> dict | None:  # the last step of the pool naming him
        for step, f in reversed(self.steps):
            if self._of_pool(step, f) and player in f.players:
                return step if step["laws"] else None
        return None

    def last(self, family: str = "") -> tuple[str, ...]:
        """The laws of the last finding of the pool (of ``family`` alone, where given); where
        readings part after it (a silence read two ways, each passing the pool on), the laws
        by which they pass it on, not the law before them (the opener's proof he failed)."""
        for step, f in reversed(self.steps):
            if family and id(step) in self.parted:
                return self.parted[id(step)]
            if self._of_pool(step, f) and f.kind.startswith(family):
                return tuple(step["laws"])
        return ()

    def parted_last(self) -> bool:
        """Whether readings that part pass the pool on after every finding of the pool."""
        for step, f in reversed(self.steps):
            if id(step) in self.parted:
                return True
            if self._of_pool(step, f) and f.kind.startswith(PASSED):
                return False
        return False

    def hand(self, player: str) -> tuple[str, ...]:
        """Where no law of the pool is cited (a book whose hands are another's), the law
        that made his hand the best."""
        for step, f in reversed(self.steps):
            if f is not None and f.kind == "hand" and player in f.players and step["laws"]:
                return tuple(step["laws"])
        return ()


def readings_share(typed, made: dict) -> dict[str, tuple[str, ...]]:
    """The laws on which every reading of an unsettled ruling gives a player a share, where
    they all cite one (Keller's Freeze Out, ch6/freeze-out/6, read with the ante and
    without): the share the ruling as told gives him is theirs, on their law, where no
    finding of its own gives it."""
    per = []
    for reading in typed.readings:
        steps = [({"laws": list(s.laws), "rung": s.rung}, made.get(id(s)))
                 for s in reading.ruling.steps if id(s) in made]
        laws = Laws(steps, {})
        per.append({p: laws.of_share(p)[0] for p, _ in reading.ruling.awards
                    if laws.found_share(p)})  # a finding of its own gives it
    if len(per) < 2:
        return {}
    first, *rest = per
    common = {p: tuple(law for law in laws if all(law in b.get(p, ()) for b in rest))
              for p, laws in first.items()}
    return {p: laws for p, laws in common.items() if laws}
