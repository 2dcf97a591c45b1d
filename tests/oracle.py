"""PokerKit as an independent oracle for the betting and the division of the pool.

``deal(rng, family)`` plays one random deal of five-card draw on PokerKit's own state machine
(an ante of 1 from every player, which PokerKit requires of some forced bet; every player
stands pat), the acts chosen at random among those PokerKit allows, with many players going
all in. The same story is written as a case twice: with every whole-stack act as `all_in`,
and as the plain `bet`, `call` or `raise` (docs/case-format.md: the two are the same act).
The antes are the case's `pot`; PokerKit's first actor in both rounds is its player 0, whom
the case seats at the left of the age (the dealer two seats to his right), where Keller
puts the first say and the first bet.

Eight families of deals (``FAMILIES``): identical hands dividing side pots with odd chips; up
to eight seats with three levels of short stacks; whole stacks short of a full raise; fixed
limit; hands that passed shown under the published decision; and the age who antes alone,
his ante his own stake (PokerKit's forced bet of the seat at the dealer's left), with stacks
of one to three antes, the ante told at the table, as the age's act, or both. There the first
to come in deposits double the ante or all he has (Keller p. 23, p. 45), and every deal is
also ruled told the other two ways: the chips must go alike.

Each deal is ruled by the engine and set beside two divisions made apart from it: PokerKit's
chip pushes, and the books' own words (tests/oracle_law.py, PokerKit ranking the hands). The
ruling must be the words' division; where that is not PokerKit's, the difference is named
with the law that makes it:

- ``ODD_CHIP``: Keller divides a pool between identical hands (p. 14) but does not say who
  takes the odd chip; the ruling leaves it `by_lot` with no law, where PokerKit gives it to
  one of the tied players.
- ``PASSED_BEFORE_DEMAND``: the short player claims "a sum equal to his stake from every
  player in the game at the time of his demanding a show" (Peel 60), "an amount from each of
  his adversaries" (Keller p. 29), and one who had passed before the demand is none of them:
  "If a player pass or throw up his hand, he must retire from the game until the next deal"
  (Keller p. 28): none of the stake of a player who had passed before his demand. PokerKit's
  side pots count every chip a folded player put in.
- ``ADVERSARIES``: the published decision's short player takes his stake from "all three
  players", "a pot of itself, in which all ... are equally concerned": a player who passes
  after the demand pays, and whether one who had passed before it is concerned the words do
  not say (the decision takes Keller's hands, not his law of passing). The ruling reads it
  both ways, as Peel 60 (none of his stake) and as PokerKit's side pots (all of it), and
  holds the chips the two readings differ on.
- ``NO_BET_NO_SHOW``: outside table stakes Keller's show for what one has is the previous
  bettor's: "If a player makes a bet and some other player raises him, and if the maker of
  the previous bet is not possessed of enough funds to see that raise, the previous bettor
  may put up whatever he possesses and call for a show for that amount" (p. 29). A player
  who had put up nothing in the betting before he put up all he had, short of the stake, is
  not reached; "If any player does not call or raise the highest bet of any preceding
  player, he must retire from the game and abandon whatever he has already deposited in the
  pool" (p. 28). Under table stakes "No player can be deprived of a call, if he puts up all
  his money" (p. 45). PokerKit lets every all-in player contest the pots his stake reaches.
  Named where the ruling settles it (the reading of p. 51 decides no chip); where it does,
  ``WHO_MAY_READ``.
- ``LIKE_TWO_PAIRS``: Keller's "the highest pair wins ... If two hands of like two pairs
  meet, the higher remaining card wins" (p. 13): two pairs whose higher pairs are equal and
  lower pairs differ are read both ways, the second pair deciding (next-card, as PokerKit) or
  the highest card left beside the equal higher pair, whatever it pairs with
  (remaining-cards); each reading's division is the words' under that order of the hands,
  and what the readings give alike is awarded, the rest held.
- ``LIKE_PAIRS``: Keller's "If two players hold like pairs the highest remaining card wins"
  (p. 13), and no more: like pairs whose highest remaining cards are alike too are beyond the
  words; each order of those hands (``PAIR_ORDERS``: the next cards deciding, the other way
  round, level) gives the words' division, and what they give alike is awarded, the rest
  held.
- ``ANTE_WHOLE``: where the age antes alone, the short player who wins takes "the amount of
  the ante" (Peel 60), "the ante" (Keller p. 29), whole, and his stake from each player out
  of what each put in beyond it; PokerKit counts the age's ante as the age's stake, of which
  a short stake smaller than the ante reaches only as much as itself.
- ``WHO_MAY_READ``: in Keller's limit game, the show for what one has is "the previous
  bettor['s]" (p. 29), and "the privilege of calling for a show for the money that any player
  has about him" (p. 51): whether one who made no bet has it is read both ways, each
  reading's division by the words, the chips they differ on held.
- ``PASSED_HAND_BEATS_SHORT``: the published decision: "A loses his money to B, because that
  player had a better hand than A, and A's claim ceases", B having passed after A's demand.
  PokerKit gives a folded hand no say.

    python -m tests.oracle --deals 2000

runs every family (or ``--family NAME``) and prints, for each, how many deals agreed with
PokerKit chip for chip, how many differed only as the books make them, and the first that
differed otherwise.
"""
from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field
from functools import cmp_to_key

import yaml
from pokerkit import (Automation, BettingStructure, Deck, Mode, Opening, StandardHighHand,
                      State, Street)

sys.path.insert(0, __file__.rsplit("/", 1)[0])  # run as `python -m tests.oracle` too
from oracle_law import Division, best_first, claims, own_pots  # noqa: E402

ODD_CHIP = ("keller:ch3/order-of-hands/11 (identical hands divide the pool \"share and share "
            "alike\"; Keller says nothing of the odd chip: by_lot, with no law)")
PASSED_BEFORE_DEMAND = ("peel:60, keller:ch4/betting-after-the-draw/10 and /8 (no share of a "
                        "player passed before the short player's demand, beyond the ante: "
                        "having passed, he had retired from the game)")
ADVERSARIES = ("published-decision:reasoning/1 (\"a pot of itself, in which all ... are "
               "equally concerned\"): whether a player who had passed before the demand is "
               "concerned, the words do not say; ruled both ways, the chips it decides held")
NO_BET_NO_SHOW = ("keller:ch4/betting-after-the-draw/10 and /4 (outside table stakes the show "
                  "for what one has is \"the previous bettor's\": one who had made no bet and "
                  "does not call \"must retire from the game and abandon whatever he has "
                  "already deposited in the pool\")")
ANTE_WHOLE = ("peel:60 and keller:ch4/betting-after-the-draw/10 (the short player who wins "
              "claims \"the amount of the ante\", \"the ante\", whole, and his stake from each "
              "beyond it; PokerKit counts the age's ante as his stake, of which a short stake "
              "reaches only as much as itself)")
WHO_MAY_READ = ("keller:ch4/betting-after-the-draw/10 and keller:ch8/the-unlimited-and-old-"
                "fashioned-games/5 (the show for what one has is \"the previous bettor['s]\", "
                "p. 29, and \"the privilege of calling for a show for the money that any player "
                "has about him\", p. 51: whether one who made no bet has it, read both ways, "
                "the chips it decides held)")
# the age's ante told at the table, as his act, or both; and what two tellings must share
TELLINGS = ("table", "event", "both")
CHIPS = ("status", "pot", "awards", "refunds", "by_lot", "carried", "undecided", "penalties",
         "stakes", "next")
POINT = "words.passed-before-demand"
WHO = "words.who-may"
TIE = "tie.two_pairs"
REVERTS = "words.reverts-to"
ANTE_IN = "words.ante-in-pot-of-itself"
NO_ANTE_NAMED = ("published-decision:reasoning/1 (\"the $30 of the pot, in which alone A had "
                 "an equal interest, is a pot of itself\": the decision names no ante in it; "
                 "whether the pool before the deal is in the first short stake's pot or goes "
                 "with the rest, read both ways, the chips it decides held)")
BACKED = ("published-decision:reasoning/1 (\"because he made it a stronger one ... by backing "
          "it to an extent beyond B's inclination\": where several players still in backed "
          "theirs beyond the passed hand's stake, the words single out none; read both ways, "
          "the chips it decides held)")
LIKE_TWO_PAIRS = ("keller:ch3/order-of-hands/3 (\"the highest pair wins ... If two hands of like "
                  "two pairs meet, the higher remaining card wins\": two pairs whose higher "
                  "pairs are equal and lower pairs differ, read both ways, the second pair or "
                  "the highest card left deciding; the chips the readings differ on held)")
LIKE_PAIRS = ("keller:ch3/order-of-hands/2 (\"If two players hold like pairs the highest "
              "remaining card wins\", and no more: like pairs whose highest remaining cards are "
              "alike too are beyond the words, and not \"identical\" (/11); the book is silent "
              "on them, and the pots they head are held)")
# the orders the book's silence on like pairs leaves open: the next cards deciding (PokerKit's),
# the other way round, or the hands level
PAIR_ORDERS = ("next-card", "pair-reversed", "pair-level")
PASSED_HAND_BEATS_SHORT = ("published-decision:reasoning/1 (each short stake \"a pot of itself, "
                           "in which all ... are equally concerned\", the best hand in it "
                           "taking it; a hand that passed after the short player's demand and "
                           "beats his ends his claim)")

AUTOMATIONS = (Automation.ANTE_POSTING, Automation.BET_COLLECTION,
               Automation.BLIND_OR_STRADDLE_POSTING, Automation.CARD_BURNING,
               Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
               Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
RANKS, SUITS = "23456789TJQKA", "shdc"


@dataclass(frozen=True)
class Family:
    """One kind of deal: the seats, the stacks, the betting, the book that rules it."""

    name: str
    what: str
    book: str = "keller"
    seats: tuple[int, int] = (3, 6)
    limit: bool = False          # fixed limit (the case's `limit`), else no limit
    ties: bool = False           # deal identical hands to two or three players
    levels: int = 0              # short stacks at this many levels
    short_raises: bool = False   # stacks that fall between a call and a full raise
    show_passed: bool = False    # hands that passed are shown
    age_ante: str | None = None  # the age antes alone: told at the "table", as an "event", "both"
    # the show for what one has reaches only "the previous bettor" (Keller p. 29), where
    # table stakes (p. 45, "No player can be deprived of a call") do not reach further
    folds: float = 0.25          # how often a player facing a bet passes
    shoves: float = 0.35         # how often a raise is all he has


FAMILIES = {f.name: f for f in (
    Family("ties", "identical hands divide side pots, with odd chips", seats=(3, 5), ties=True,
           folds=0.05),
    Family("eight-seats", "up to 8 seats, three levels of short stacks", seats=(5, 8),
           levels=3),
    Family("short-raises", "whole stacks short of a full raise", short_raises=True,
           shoves=0.7),
    Family("fixed-limit", "fixed limit, stacks short of a bet", limit=True),
    Family("passed-hands-shown", "hands that passed shown, under the published decision",
           book="published-decision", show_passed=True),
    *(Family(f"age-antes-{told}", f"the age antes alone, the ante told {words}, stacks of one "
             "to three antes", age_ante=told, folds=0.3, shoves=0.5)
      for told, words in (("table", "at the table"), ("event", "as the age's act"),
                          ("both", "at the table and as the age's act"))),
)}


@dataclass
class Story:
    """One deal as PokerKit played it, and the same deal as two case files."""

    family: Family
    players: list[str]
    stacks: dict[str, int]                 # after the ante
    hands: dict[str, str]                  # as the case writes them
    cards: dict[str, str]                  # as PokerKit writes them
    limit: int | None = None
    plain: list[dict] = field(default_factory=list)
    all_in: list[dict] = field(default_factory=list)
    put: dict[str, int] = field(default_factory=dict)        # stakes, the ante apart
    folded: list[str] = field(default_factory=list)
    retired: list[str] = field(default_factory=list)   # short, having made no bet (Keller /4)
    demands: dict[str, frozenset] = field(default_factory=dict)  # all in -> players then in
    driven: dict[str, str | None] = field(default_factory=dict)  # passed -> the last raiser
    short_raises: int = 0                  # all in above a call, short of a full raise
    awards: dict[str, int] = field(default_factory=dict)     # PokerKit's pushes
    ante: int = 0                          # the age's ante, where he antes alone
    # under p. 51's reading (words.who-may: any-player) one who retired having made no bet
    # had a show, and was in the game still: each short player -> the players then in
    any_demands: dict[str, frozenset] = field(default_factory=dict)

    @property
    def age(self) -> str:
        return self.players[-1]

    @property
    def own(self) -> dict[str, int]:
        """The ante that is a player's own stake: the age's, where he antes alone."""
        return {self.age: self.ante} if self.ante else {}

    def case(self, spelling: str, told: str | None = None) -> dict:
        n = len(self.players)
        events = list(self.plain if spelling == "plain" else self.all_in)
        live = [p for p in self.players if p not in self.folded and p not in self.retired]
        # one who retired short, having made no bet, shows too: whether Keller's show for
        # what one has reaches him is read both ways (words.who-may)
        shown = self.players if self.family.show_passed else \
            [p for p in self.players if p not in self.folded]
        if len(live) > 1 or len(shown) > 1 and self.retired:
            events.append({"show": {p: self.hands[p] for p in shown}})
        table = {"players": list(self.players), "dealer": self.players[n - 2],
                 "betting": "limit" if self.limit else "table-stakes", "phase": "before_draw",
                 "pot": n, "stacks": dict(self.stacks)}
        if self.limit:
            table["limit"] = self.limit
        told = told or self.family.age_ante
        if told:  # the age's ante is his own stake, out of his stack, no pool before it
            del table["pot"]
            if told in ("table", "both"):
                table["ante"] = self.ante
            if told in ("event", "both"):
                ante = {"player": self.age, "amount": self.ante} if told == "event" else self.age
                events.insert(0, {"ante": ante})
        return {"title": f"a deal PokerKit played ({self.family.name})", "table": table,
                "events": events}

    def text(self, spelling: str, told: str | None = None) -> str:
        return yaml.safe_dump(self.case(spelling, told), sort_keys=False)


# --- the deal -----------------------------------------------------------------------------

def _cards(rng: random.Random, n: int, ties: bool) -> list[str]:
    """Five cards each; with ``ties``, two or three players hold the same ranks in other
    suits (never a flush), mostly a sequence, so that their hands are identical in value."""
    pack = [r + s for r in RANKS for s in SUITS]
    rng.shuffle(pack)
    tied: list[str] = []
    if ties:
        top = rng.randint(4, 12)  # mostly a sequence, which few other hands beat
        ranks = list(RANKS[top - 4:top + 1]) if rng.random() < 0.6 else rng.sample(RANKS, 5)
        k = min(n, rng.choice([2, 3, 3]))
        suits = [rng.sample(SUITS, k) for _ in ranks]  # each rank in k different suits
        while any(len({s[i] for s in suits}) == 1 for i in range(k)):  # no flush
            suits = [rng.sample(SUITS, k) for _ in ranks]
        for i in range(k):
            hand = [r + s[i] for r, s in zip(ranks, suits)]
            for c in hand:
                pack.remove(c)
            tied.append("".join(hand))
    out = tied + ["".join(pack[5 * i:5 * i + 5]) for i in range(n - len(tied))]
    rng.shuffle(out)
    return out


def _stacks(rng: random.Random, family: Family, n: int, unit: int) -> list[int]:
    if family.age_ante:  # one to three antes (``unit`` is the ante)
        return [rng.randint(unit, 3 * unit) for _ in range(n)]
    if family.levels:
        levels = rng.sample(range(3, 60), family.levels)
        return [rng.choice(levels + [rng.randint(100, 300)]) for _ in range(n)]
    if family.short_raises:  # the raises go up by two to four units (``_act``)
        return [rng.choice([rng.randint(unit, 10 * unit), rng.randint(100, 200)])
                for _ in range(n)]
    if family.limit:
        return [rng.choice([unit * rng.randint(1, 5) + rng.randint(1, unit - 1),
                            rng.randint(100, 200)]) for _ in range(n)]
    return [rng.choice([rng.randint(3, 40), rng.randint(41, 200)]) for _ in range(n)]


def _ours(cards: str) -> str:
    """PokerKit's "AsKh..." as the case's "AS KH ..."."""
    return " ".join(cards[i:i + 2].upper() for i in range(0, len(cards), 2))


def deal(rng: random.Random, family: Family = FAMILIES["ties"]) -> Story:
    n = rng.randint(*family.seats)
    players = [chr(ord("A") + i) for i in range(n)]
    unit = rng.randint(2, 6)
    raw = _stacks(rng, family, n, unit)
    size, structure = (unit, BettingStructure.FIXED_LIMIT) if family.limit else \
        (1, BettingStructure.NO_LIMIT)
    raises = 4 if family.limit else None
    streets = (Street(False, (False,) * 5, 0, False, Opening.POSITION, size, raises),
               Street(False, (), 0, True, Opening.POSITION, size, raises))
    # every player antes one, the pool's; or the age alone antes ``unit``, his own stake,
    # which PokerKit takes as his forced bet (a blind), the first to act at his left
    ante = unit if family.age_ante else 0
    antes, blinds = (0, (0,) * (n - 1) + (ante,)) if ante else (1, 0)
    state = State(AUTOMATIONS, Deck.STANDARD, (StandardHighHand,), streets, structure, True,
                  antes, blinds, 0, tuple(raw), n, mode=Mode.CASH_GAME)
    hands = _cards(rng, n, family.ties)
    for cards in hands:
        state.deal_hole(cards)
    story = Story(family, players, {p: raw[i] - (0 if ante else 1) for i, p in enumerate(players)},
                  {p: _ours(hands[i]) for i, p in enumerate(players)},
                  {p: hands[i] for i, p in enumerate(players)},
                  limit=unit if family.limit else None, ante=ante)
    if ante and raw[-1] == ante:  # his ante is all he has: his show is for it, against all
        story.demands[story.age] = story.any_demands[story.age] = frozenset(players)
    story.put = {p: 0 for p in players}
    while state.status:
        if state.can_stand_pat_or_discard():
            state.stand_pat_or_discard()
            continue
        if state.actor_index is None:
            break
        _act(rng, state, story, unit, size)
    for i, p in enumerate(players):
        story.awards[p] = state.payoffs[i] + story.put[p] + (story.own.get(p, 0) if ante else 1)
    story.awards = {p: a for p, a in story.awards.items() if a}
    return story


def _act(rng: random.Random, state: State, story: Story, unit: int, size: int) -> None:
    """One act chosen at random among those PokerKit allows; never a check, which Keller
    forbids the first bettor after the draw (he must bet or pass out)."""
    i = state.actor_index
    p = story.players[i]
    stack, owe, bet_before = state.stacks[i], state.checking_or_calling_amount, state.bets[i]
    before_the_draw = state.street_index == 0  # asked before he acts: his act may end it
    need = max(state.bets) - bet_before  # the call in full (PokerKit's is capped at his stack)
    can_raise = state.can_complete_bet_or_raise_to()
    full = max(state.bets) + max(state.completion_betting_or_raising_amount, size)
    roll = rng.random()
    if story.ante and before_the_draw and max(state.bets) == story.ante and p != story.age:
        _opening(rng, state, story, p, roll)
        return
    if not owe and not can_raise:
        # the age whose ante already equals the highest stake, all the others in all they
        # have: he plays without putting up more (Keller /3; p. 11, making good)
        state.check_or_call()
        story.plain.append({"check": p})
        story.all_in.append({"check": p})
        return
    if story.family.short_raises and can_raise and \
            state.max_completion_betting_or_raising_to_amount < full:
        roll = 1.0  # all he has is more than a call and less than a full raise: he puts it up
    if owe and roll < story.family.folds:
        state.fold()
        story.folded.append(p)
        story.driven[p] = next((list(a.values())[0]["player"] for a in reversed(story.plain)
                                if list(a)[0] in ("bet", "raise")), None)
        story.plain.append({"fold": p})
        story.all_in.append({"fold": p})
        return
    if owe and (roll < story.family.folds + 0.4 or not can_raise):
        put = min(owe, stack)
        state.check_or_call()
        plain: dict = {"call": p}
    else:
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        step = rng.randint(2 * unit, 4 * unit) if story.family.short_raises else 0
        to = high if rng.random() < story.family.shoves else \
            min(high, max(rng.randint(low, low + unit), max(state.bets) + step))
        put = to - bet_before
        story.short_raises += to == high and put == stack and to < full
        state.complete_bet_or_raise_to(to)
        plain = {"raise": {"player": p, "to": to}} if owe else \
            {"bet": {"player": p, "amount": put}}
    story.put[p] += put
    story.plain.append(plain)
    if put == stack and story.family.limit and not bet_before and need > stack and \
            before_the_draw:
        # short of the stake before the draw, having put nothing in (the ante is written as
        # the pool's, no one's): no bet of his is raised, and he is not "the previous bettor"
        # (Keller p. 29); he "must retire from the game" (p. 28). After the draw every player
        # still in has a bet in the pool from before it, which the stake he cannot meet raises.
        story.retired.append(p)
        story.any_demands[p] = frozenset(q for q in story.players if q not in story.folded)
        story.all_in.append({"all_in": p})
    elif put == stack:
        story.all_in.append({"all_in": p})
        story.demands[p] = frozenset(q for q in story.players
                                     if q not in story.folded and q not in story.retired)
        story.any_demands[p] = frozenset(q for q in story.players if q not in story.folded)
    else:
        story.all_in.append(plain)


def _opening(rng: random.Random, state: State, story: Story, p: str, roll: float) -> None:
    """Nobody has come in over the age's ante: he passes, or plays, depositing double the
    ante at least (Keller p. 23, "he must deposit in the pool a sum double the amount of the
    ante"), or all he has where that is less ("No player can be deprived of a call, if he
    puts up all his money", p. 45); never the ante alone with more behind it (issue 34)."""
    i = story.players.index(p)
    stack, owe = state.stacks[i], state.checking_or_calling_amount
    least = 2 * story.ante
    # where every other player has passed or put up all he had, PokerKit takes no more than
    # a call, and a call of the ante alone with more behind it is no lawful coming in: he passes
    if roll < story.family.folds or (stack > owe and not state.can_complete_bet_or_raise_to()):
        state.fold()
        story.folded.append(p)
        story.plain.append({"fold": p})
        story.all_in.append({"fold": p})
        return
    if stack <= owe:
        state.check_or_call()
        plain: dict = {"call": p}
        put = stack
    else:
        high = state.max_completion_betting_or_raising_to_amount
        to = high if stack < least or rng.random() < story.family.shoves else \
            rng.randint(least, min(high, least + 2 * story.ante))
        state.complete_bet_or_raise_to(to)
        put = to
        plain = {"bet": {"player": p, "amount": put}}
    story.put[p] += put
    story.plain.append(plain)
    if put == stack:
        story.all_in.append({"all_in": p})
        story.demands[p] = frozenset(q for q in story.players if q not in story.folded)
        story.any_demands[p] = story.demands[p]
    else:
        story.all_in.append(plain)


# --- the comparison -----------------------------------------------------------------------

def divisions(story: Story, tie: str = "next-card") -> dict[str, Division]:
    """The pool divided apart from the engine: as PokerKit's side pots count it (every
    short player reaching every stake, no folded hand counting), with the players who
    retired short of the stake having made no bet (``NO_BET_NO_SHOW``) out of it, by Peel
    60's words, and by the book that rules the family (the published decision strips a
    short player whose hand a passed hand beats); the hands ordered as the reading ``tie``
    of like two pairs orders them (``ranks``)."""
    live = [p for p in story.players if p not in story.folded]
    value = ranks(story, tie)
    # each player's ante of one is the pool's; the age's ante, where he antes alone, is his
    # stake as PokerKit counts it (``counted``), and "the ante" the words' short player claims
    # whole (``book``: the ante apart, and the age's own)
    ante = 0 if story.ante else len(story.players)
    counted = {p: put + story.own.get(p, 0) for p, put in story.put.items()}
    everyone = {s: frozenset(story.players) for s in [*story.demands, *story.retired]}
    out = {"side pots": claims(counted, ante, best_first({p: value[p] for p in live}),
                               everyone)}
    # Keller's show read with p. 51 (words.who-may: any-player): those who made no bet and
    # put up all they had show for it too, each against the players then in the game
    out["any player"] = claims(story.put, ante or story.ante, best_first(
        {p: value[p] for p in live}), story.any_demands, story.own)
    live = [p for p in live if p not in story.retired]
    order = best_first({p: value[p] for p in live})
    everyone = {s: frozenset(story.players) for s in story.demands}
    out["retired"] = claims(counted, ante, order, everyone)
    out["peel 60"] = claims(counted, ante, order, story.demands)
    out["book"] = claims(story.put, ante or story.ante, order, story.demands, story.own)
    if story.family.show_passed:
        # the published decision: each reading of the two points it leaves open
        passed = {f: value[f] for f in story.folded}
        for concerned, who in (("pays-him-nothing", story.demands), ("pays-him", everyone)):
            for reverts in ("the-best-hand", "the-raiser"):
                for ante_in in ("with-the-ante", "stakes-alone"):
                    out[(concerned, reverts, ante_in)] = own_pots(
                        story.put, ante, value, live, story.demands, who, passed,
                        story.driven, reverts, ante_in)
                out[(concerned, reverts)] = out[(concerned, reverts, "with-the-ante")]
        out["book"] = out[("pays-him-nothing", "the-best-hand")]
        out["pays-him-nothing"] = out["book"]
        out["pays-him"] = out[("pays-him", "the-best-hand")]
        return out
    # Keller's "each of his adversaries" (every other family's): a player who had passed
    # before the demand retired from the game (p. 28) and pays him nothing (as Peel 60)
    return out


def ranks(story: Story, tie: str = "next-card") -> dict[str, int]:
    """Each hand's place in the order of the hands (higher is better, identical hands
    alike), PokerKit ranking them, but for two pairs whose higher pairs are equal, which
    Keller's words order only as far as "the highest pair wins ... If two hands of like two
    pairs meet, the higher remaining card wins" (p. 13): read as the second pair deciding
    (next-card, PokerKit's order), or as the highest card left beside the equal higher pair,
    whatever it pairs with, then the next (remaining-cards)."""
    value = {p: StandardHighHand.from_game(story.cards[p]) for p in story.players}

    def two_pairs(p: str) -> tuple[int, list[int]] | None:
        r = [RANKS.index(c[0]) for c in story.hands[p].split()]
        pairs = sorted({x for x in r if r.count(x) == 2}, reverse=True)
        if len(pairs) != 2:
            return None
        return pairs[0], sorted((x for x in r if x != pairs[0]), reverse=True)

    def cmp(a: str, b: str) -> int:
        ta, tb = two_pairs(a), two_pairs(b)
        if tie == "remaining-cards" and ta and tb and ta[0] == tb[0]:
            return (ta[1] > tb[1]) - (ta[1] < tb[1])
        by_value = (value[a] > value[b]) - (value[a] < value[b])
        if tie in ("pair-reversed", "pair-level") and _like_pair(story, a, b):
            return 0 if tie == "pair-level" else -by_value
        return by_value

    order = sorted(story.players, key=cmp_to_key(cmp))
    place: dict[str, int] = {}
    for i, p in enumerate(order):
        place[p] = place[order[i - 1]] if i and cmp(p, order[i - 1]) == 0 else i
    return place


def _one_pair(story: Story, p: str) -> tuple[int, int] | None:
    """A hand of one pair: its pair and its highest remaining card; else None."""
    r = [RANKS.index(c[0]) for c in story.hands[p].split()]
    pairs = [x for x in set(r) if r.count(x) == 2]
    if len(pairs) != 1 or any(r.count(x) > 2 for x in r):
        return None
    return pairs[0], max(x for x in r if x != pairs[0])


def _like_pair(story: Story, a: str, b: str) -> bool:
    """Whether two hands are like pairs whose highest remaining cards are alike too, where
    Keller's "the highest remaining card wins" stops."""
    pa, pb = _one_pair(story, a), _one_pair(story, b)
    return pa is not None and pa == pb


def drove_out_elsewhere(story: Story) -> bool:
    """Whether the player who drove out a passed hand that beat a short player is not the
    best hand left to take the short player's part. The decision gives that hand's winnings
    to C "because he made it a stronger one ... by backing it to an extent beyond B's
    inclination": every player who stayed in beyond the passed hand's bet backed his so far,
    the raiser and each caller alike, so the words do not single out the raiser, and between
    them the hands decide (published-decision:reasoning/1's note): the best hand still in,
    as the division here. Counted, to show how often the two differ."""
    value = {p: StandardHighHand.from_game(story.cards[p]) for p in story.players}
    live = [p for p in story.players if p not in story.folded]
    top = max(story.put.values())
    for s, in_game in story.demands.items():
        beaters = [f for f in story.folded if f in in_game and value[f] > value[s]]
        rivals = [p for p in live if p != s and story.put[p] >= story.put[s]]
        if story.put[s] == top or s not in live or not beaters or not rivals:
            continue
        best = max(value[p] for p in rivals)
        if not any(value.get(story.driven.get(f), None) == best for f in beaters):
            return True
    return False


def agrees(awards: dict[str, int], lots: list[tuple[int, frozenset]], d: Division) -> bool:
    """Whether two divisions differ at most by their odd chips, each placed among the
    players it was left to."""
    def slack(odd, p):
        return sum(a for a, among in odd if p in among)
    everyone = set(awards) | set(d.awards)
    return (sum(awards.values()) + sum(a for a, _ in lots)
            == sum(d.awards.values()) + sum(a for a, _ in d.odd)
            and all(awards.get(p, 0) <= d.awards.get(p, 0) + slack(d.odd, p)
                    and d.awards.get(p, 0) <= awards.get(p, 0) + slack(lots, p)
                    for p in everyone))


def compare(story: Story, ruling: dict, read=None) -> tuple[str | None, list[str]]:
    """Why the ruling is not the books' division (None: it is), and the named differences
    the books make from PokerKit in this deal. ``read(assume)`` rules the deal under the
    readings ``assume`` (point -> reading), where the ruling holds chips on them."""
    pot = (story.ante or len(story.players)) + sum(story.put.values())
    stakes = {p: s + story.own.get(p, 0) for p, s in story.put.items()}
    if ruling["pot"] != pot or ruling["stakes"] != {p: s for p, s in stakes.items() if s}:
        return (f"stakes differ: ruling {ruling['stakes']} (pot {ruling['pot']}), PokerKit "
                f"{stakes} and the antes"), []
    d = divisions(story)
    if ruling["status"] != "settled":
        return _read_both_ways(story, ruling, d, read)
    if not agrees(story.awards, [], d["side pots"]):
        return f"the side pots counted here {d['side pots']} are not PokerKit's " \
               f"{story.awards}: the reference is wrong", []
    lots = [(x["amount"], frozenset(x["among"])) for x in ruling["by_lot"]]
    if story.family.show_passed and any(
            d[(c, "the-raiser")].awards != d[(c, "the-best-hand")].awards
            for c in ("pays-him", "pays-him-nothing")):
        return f"settled, but the words leave {REVERTS} open: {ruling['awards']}", []
    if story.family.show_passed and any(
            d[(c, r, "with-the-ante")].awards != d[(c, r, "stakes-alone")].awards
            for c in ("pays-him", "pays-him-nothing") for r in ("the-best-hand", "the-raiser")):
        return f"settled, but the words leave {ANTE_IN} open: {ruling['awards']}", []
    if not agrees(ruling["awards"], lots, d["book"]):
        return f"awards {ruling['awards']} by lot {lots}, the books' words " \
               f"{d['book'].awards} (odd {d['book'].odd}; PokerKit {story.awards})", []
    named = []
    if lots or d["book"].odd:
        named.append(ODD_CHIP)
    if d["retired"].awards != d["side pots"].awards:
        named.append(NO_BET_NO_SHOW)
    if d["peel 60"].awards != d["retired"].awards:
        named.append(PASSED_BEFORE_DEMAND)
    if d["book"].awards != d["peel 60"].awards:
        named.append(PASSED_HAND_BEATS_SHORT if story.family.show_passed else ANTE_WHOLE)
    if ruling["awards"] != story.awards and not named:
        return f"awards {ruling['awards']}, PokerKit {story.awards}, with no law named", []
    return None, named


def _read_both_ways(story: Story, ruling: dict, d: dict[str, Division],
                    read) -> tuple[str | None, list[str]]:
    """An unsettled ruling is right only where the points it holds are those the words
    leave open (like two pairs under Keller's hand laws, ``LIKE_TWO_PAIRS``; under the
    published decision also ``ADVERSARIES`` and ``BACKED``), read every way: each reading is
    that reading's division by the words, and what they all give alike is awarded, the rest
    held."""
    reads = {tuple(sorted((a["point"], a["reading"]) for a in r["assume"])): r
             for r in ruling.get("readings") or []}
    if not reads:
        return _like_pairs_held(story, ruling)
    points = {point for key in reads for point, _ in key}
    allowed = {TIE, POINT, REVERTS, ANTE_IN} if story.family.show_passed else {TIE, WHO}
    if not reads or ruling["refunds"] or not points <= allowed:
        return f"the ruling is {ruling['status']}: {ruling['silent']} {list(reads)}", []
    if TIE in points and not _unlike_two_pairs(story):
        return f"{TIE} read, but no two hands hold like two pairs: {list(reads)}", []
    met_pairs = False
    for key, r in reads.items():
        assume = dict(key)
        by = divisions(story, assume.get(TIE, "next-card")) if TIE in assume else d
        words = _words_under(story, by, assume)
        full = read(assume) if read is not None else dict(r, by_lot=[])
        lots = [(x["amount"], frozenset(x["among"])) for x in full["by_lot"]]
        if TIE not in assume and (level := _pairs_left_level(story, assume)) is not None:
            # a reading that also meets like pairs beyond Keller's words: what every order of
            # those hands gives alike under it is its award, the rest held (``LIKE_PAIRS``)
            met_pairs = True
            if full["awards"] != r["awards"] or r["awards"] != level:
                return (f"under {assume} with like pairs awards {r['awards']}, the orders "
                        f"alike {level}"), []
            continue
        if full["awards"] != r["awards"] or not agrees(r["awards"], lots, words):
            return (f"under {assume} awards {r['awards']}, the words {words.awards} "
                    f"(odd {words.odd})"), []
    alike = {p: min(r["awards"].get(p, 0) for r in reads.values())
             for r in reads.values() for p in r["awards"]}
    alike = {p: a for p, a in alike.items() if a}
    held = ruling["pot"] - sum(alike.values()) - sum(x["amount"] for x in ruling["by_lot"])
    if ruling["awards"] != alike or ruling["undecided"] != held:
        return (f"awards {ruling['awards']} held {ruling['undecided']}, the readings alike "
                f"{alike} held {held}"), []

    def chips(x: Division) -> tuple:
        return x.awards, sorted((a, sorted(among)) for a, among in x.odd)
    named = [LIKE_TWO_PAIRS] if TIE in points else []
    named += [LIKE_PAIRS] if met_pairs else []
    named += [WHO_MAY_READ] if WHO in points else []
    named += [NO_ANTE_NAMED] if ANTE_IN in points else []
    if REVERTS in points:
        return None, named + [BACKED] + ([ADVERSARIES] if POINT in points else [])
    if POINT in points and chips(d[("pays-him", "the-best-hand")]) == \
            chips(d[("pays-him-nothing", "the-best-hand")]):
        # the words divide alike; the ruling's readings differ only in odd chips it leaves
        # by lot part by part (each agreed with the words above, its lots as slack)
        return None, named + [ODD_CHIP]
    # where only the odd chips' lot differs, they are what is held
    return None, named + ([ADVERSARIES] if POINT in points else []) + \
        ([ODD_CHIP] if d["book"].odd else [])


def _like_pairs_held(story: Story, ruling: dict) -> tuple[str | None, list[str]]:
    """An unsettled ruling with no readings is right only where the one point it holds is the
    book's silence on like pairs (``LIKE_PAIRS``): what every order of those hands gives
    alike (``PAIR_ORDERS``, each the words' division) is awarded, the rest held."""
    decisive = {x["point"] for x in ruling["silent"] if x.get("decisive", True)}
    if decisive != {"ties.pair"} or ruling["refunds"]:
        return f"the ruling is {ruling['status']}: {ruling['silent']} []", []
    by = [divisions(story, order)["book"] for order in PAIR_ORDERS]
    alike = {p: min(d.awards.get(p, 0) for d in by) for d in by for p in d.awards}
    alike = {p: a for p, a in alike.items() if a}
    held = ruling["pot"] - sum(alike.values()) - sum(x["amount"] for x in ruling["by_lot"])
    if ruling["awards"] != alike or ruling["undecided"] != held:
        return (f"like pairs held: awards {ruling['awards']} held {ruling['undecided']}, "
                f"the orders alike {alike} held {held}"), []
    return None, [LIKE_PAIRS]


def _words_under(story: Story, by: dict[str, Division], assume: dict) -> Division:
    """The words' division under the readings ``assume``, of the divisions ``by``."""
    if story.family.show_passed:
        return by[(assume.get(POINT, "pays-him-nothing"), assume.get(REVERTS, "the-best-hand"),
                   assume.get(ANTE_IN, "with-the-ante"))]
    return by["any player" if assume.get(WHO) == "any-player" else "book"]


def _pairs_left_level(story: Story, assume: dict) -> dict[str, int] | None:
    """Under the readings ``assume``, what every order of like pairs
    beyond Keller's words (``PAIR_ORDERS``) gives alike, where the orders divide otherwise;
    None where they divide alike (or no two hands are such pairs)."""
    if not any(_like_pair(story, a, b) for a in story.players for b in story.players if a < b):
        return None
    by = [_words_under(story, divisions(story, order), assume) for order in PAIR_ORDERS]
    if all(d.awards == by[0].awards and d.odd == by[0].odd for d in by):
        return None
    alike = {p: min(d.awards.get(p, 0) for d in by) for d in by for p in d.awards}
    return {p: a for p, a in alike.items() if a}


def _unlike_two_pairs(story: Story) -> bool:
    """Whether two hands still in hold two pairs with the same higher pair and different
    lower pairs, the case Keller's words reach only as far as "the highest pair wins"."""
    tops = []
    for p in story.players:
        if (p in story.folded and not story.family.show_passed) or p in story.retired:
            continue
        ranks_ = [RANKS.index(c[0]) for c in story.hands[p].split()]
        pairs = sorted({r for r in ranks_ if ranks_.count(r) == 2}, reverse=True)
        if len(pairs) == 2:
            tops.append(tuple(pairs))
    return any(a[0] == b[0] and a[1] != b[1] for a in tops for b in tops)


def run(deals: int, seed: int, library, family: Family) -> dict:
    """Rule ``deals`` random deals of one family under its book, in both spellings."""
    from adjudicator.judge.engine import adjudicate, replay
    from adjudicator.judge.engine import ruling as written
    from adjudicator.story.case import build_case
    from adjudicator.story.yamlio import loads

    ruled_by = library.book(family.book)
    rng = random.Random(f"{seed}:{family.name}")
    out = {"deals": deals, "agreed": 0, "named": {}, "changed": 0, "failures": [],
           "spellings_differ": [], "short_raises": 0, "demands": 0, "ties": 0,
           "drove_out_elsewhere": 0, "tellings_differ": []}
    for k in range(deals):
        story = deal(rng, family)
        out["short_raises"] += story.short_raises
        out["demands"] += len(story.demands)
        rulings = {s: adjudicate(build_case(loads(story.text(s), "d.yaml"), "d.yaml"), ruled_by)
                   for s in ("plain", "all_in")}
        if rulings["plain"] != rulings["all_in"]:
            out["spellings_differ"].append((k, story.text("plain")))
        for told in TELLINGS if family.age_ante else ():
            # the same deal with the age's ante told otherwise: the same chips (issue 34)
            other = adjudicate(build_case(loads(story.text("plain", told), "d.yaml"), "d.yaml"),
                               ruled_by)
            if any(other[key] != rulings["plain"][key] for key in CHIPS):
                out["tellings_differ"].append((k, told, story.text("plain", told)))
        case = build_case(loads(story.text("plain"), "d.yaml"), "d.yaml")
        why, named = compare(story, rulings["plain"], lambda assume, case=case: written(
            _replay_all(replay, case, ruled_by, assume)))
        if why is not None:
            out["failures"].append((k, why, story.text("plain")))
            continue
        out["ties"] += divisions(story)["book"].shared > 0
        for name in named:
            out["named"][name] = out["named"].get(name, 0) + 1
        out["changed"] += rulings["plain"]["awards"] != story.awards
        out["drove_out_elsewhere"] += family.show_passed and drove_out_elsewhere(story)
        out["agreed"] += not named
    return out


def _replay_all(replay, case, book, assume: dict):
    """The deal replayed under ``assume``, and a point it leaves moot (the ruling lists no
    reading of it: every reading gives the same) read its first way."""
    assume = dict(assume)
    while True:
        j = replay(case, book, (), assume)
        more = {p: j.choices[p][0] for p in j.opened if p not in assume}
        if not more:
            return j
        assume.update(more)


def main(argv: list[str]) -> int:
    import argparse

    from adjudicator.law.library import Library

    ap = argparse.ArgumentParser(prog="python -m tests.oracle")
    ap.add_argument("--deals", type=int, default=2000, help="deals per family")
    ap.add_argument("--seed", type=int, default=1887)
    ap.add_argument("--family", choices=sorted(FAMILIES), action="append",
                    help="one family (repeatable; default: all five)")
    args = ap.parse_args(argv)
    library, bad = Library.open(), 0
    for name in args.family or list(FAMILIES):
        family = FAMILIES[name]
        out = run(args.deals, args.seed, library, family)
        print(f"{name} ({family.what}; {family.book}): {args.deals} deals, "
              f"{out['agreed']} agree with PokerKit chip for chip")
        for law, count in out["named"].items():
            print(f"  {count} differ as the books make them: {law}")
        print(f"  ({out['changed']} award otherwise than PokerKit, as the law says; "
              f"{out['demands']} all in, {out['short_raises']} whole stacks short of "
              f"a full raise, {out['ties']} where identical hands divide chips)")
        if family.show_passed:
            print(f"  ({out['drove_out_elsewhere']} where the player who drove out the passed "
                  "hand is not the best hand left)")
        print(f"  {len(out['failures'])} differ otherwise; {len(out['spellings_differ'])} rule "
              "differently as `all_in` and as the plain verb")
        if family.age_ante:
            print(f"  {len(out['tellings_differ'])} rule differently with the ante told at the "
                  "table, as the age's act, or both")
            for k, told, text in out["tellings_differ"][:1]:
                print(f"\ndeal {k}, told {told}:\n{text}")
        for k, why, text in out["failures"][:1]:
            print(f"\ndeal {k}: {why}\n{text}")
        bad += len(out["failures"]) + len(out["spellings_differ"]) + len(out["tellings_differ"])
    return 1 if bad else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
