"""PokerKit as an independent oracle for the betting and the division of the pool.

``deal(rng)`` plays one random table-stakes deal of five-card draw on PokerKit's own state
machine (no-limit betting, an ante of 1 from every player, which PokerKit requires of some
forced bet; every player stands pat), the acts chosen at random among those PokerKit allows,
with many players going all in. The same story is written as a case twice: with every
whole-stack act as `all_in`, and as the plain `bet`, `call` or `raise` (docs/case-format.md: the two
are the same act). ``compare(story, ruling)`` sets the ruling beside PokerKit's chip pushes,
player by player.

The antes are the case's `pot` (chips already in the pool when the story starts: the first
part of the pool, which every short player claims, as the books give him "the ante").
PokerKit's first actor in both rounds is its player 0; the case seats him at the left of the
age (the dealer two seats to his right), where Keller puts the first say and the first bet.

Where the books differ from PokerKit, the difference is named with the law that makes it:

- ``ODD_CHIP``: Keller divides a pool between identical hands (p. 14) but does not say who
  takes the odd chip; the ruling leaves it `by_lot` with no law, where PokerKit gives it to
  one of the tied players.
- ``PASSED_BEFORE_DEMAND``: the short player claims "a sum equal to his stake from every
  player in the game at the time of his demanding a show" (Peel 60), "an amount from each of
  his adversaries" (Keller p. 29; ch. VII, his A-B-C case): the stake of a player who had
  passed before the demand, beyond his ante, goes to the remainder. PokerKit's side pots
  count every chip a folded player put in. Such a deal is held to ``book_awards``, the law's
  division worked out here apart from the engine, PokerKit ranking the hands.

    python -m tests.oracle --deals 5000

runs a larger budget than the test suite's and prints how many deals agreed exactly, how
many differed only as the books make them, and the first that differed otherwise.
"""
from __future__ import annotations

import random
import sys
from dataclasses import dataclass, field

import yaml
from pokerkit import (Automation, BettingStructure, Deck, Mode, Opening, StandardHighHand,
                      State, Street)

ODD_CHIP = ("keller:ch3/order-of-hands/11 (identical hands divide the pool \"share and share "
            "alike\"; Keller says nothing of the odd chip: by_lot, with no law)")
PASSED_BEFORE_DEMAND = ("peel:60, keller:ch4/betting-after-the-draw/10, "
                        "keller:ch7/table-stakes/18 (no share of a player passed before the "
                        "short player's demand, beyond his ante)")

AUTOMATIONS = (Automation.ANTE_POSTING, Automation.BET_COLLECTION,
               Automation.BLIND_OR_STRADDLE_POSTING, Automation.CARD_BURNING,
               Automation.HOLE_CARDS_SHOWING_OR_MUCKING, Automation.HAND_KILLING,
               Automation.CHIPS_PUSHING, Automation.CHIPS_PULLING)
STREETS = (Street(False, (False,) * 5, 0, False, Opening.POSITION, 1, None),  # before the draw
           Street(False, (), 0, True, Opening.POSITION, 1, None))             # after it
RANKS, SUITS = "23456789TJQKA", "shdc"


@dataclass
class Story:
    """One deal as PokerKit played it, and the same deal as two case files."""

    players: list[str]
    stacks: dict[str, int]                 # after the ante
    hands: dict[str, str]                  # as the case writes them
    cards: dict[str, str]                  # as PokerKit writes them
    plain: list[dict] = field(default_factory=list)
    all_in: list[dict] = field(default_factory=list)
    put: dict[str, int] = field(default_factory=dict)        # stakes, the ante apart
    folded: list[str] = field(default_factory=list)
    demands: dict[str, frozenset] = field(default_factory=dict)  # all in -> players then in
    awards: dict[str, int] = field(default_factory=dict)     # PokerKit's pushes

    def case(self, spelling: str) -> dict:
        n = len(self.players)
        events = list(self.plain if spelling == "plain" else self.all_in)
        live = [p for p in self.players if p not in self.folded]
        if len(live) > 1:
            events.append({"show": {p: self.hands[p] for p in live}})
        return {"title": "a deal PokerKit played",
                "table": {"players": list(self.players), "dealer": self.players[n - 2],
                          "betting": "table-stakes", "phase": "before_draw", "pot": n,
                          "stacks": dict(self.stacks)},
                "events": events}

    def text(self, spelling: str) -> str:
        return yaml.safe_dump(self.case(spelling), sort_keys=False)


def _cards(rng: random.Random, n: int) -> list[str]:
    pack = [r + s for r in RANKS for s in SUITS]
    rng.shuffle(pack)
    return ["".join(pack[5 * i:5 * i + 5]) for i in range(n)]


def _ours(cards: str) -> str:
    """PokerKit's "AsKh..." as the case's "AS KH ..."."""
    return " ".join(cards[i:i + 2].upper() for i in range(0, len(cards), 2))


def deal(rng: random.Random) -> Story:
    n = rng.randint(3, 6)
    players = list("ABCDEF"[:n])
    raw = [rng.choice([rng.randint(3, 40), rng.randint(41, 200)]) for _ in players]
    state = State(AUTOMATIONS, Deck.STANDARD, (StandardHighHand,), STREETS,
                  BettingStructure.NO_LIMIT, True, 1, 0, 0, tuple(raw), n, mode=Mode.CASH_GAME)
    hands = _cards(rng, n)
    for cards in hands:
        state.deal_hole(cards)
    story = Story(players, {p: raw[i] - 1 for i, p in enumerate(players)},
                  {p: _ours(hands[i]) for i, p in enumerate(players)},
                  {p: hands[i] for i, p in enumerate(players)})
    story.put = {p: 0 for p in players}
    while state.status:
        if state.can_stand_pat_or_discard():
            state.stand_pat_or_discard()
            continue
        if state.actor_index is None:
            break
        _act(rng, state, story)
    for i, p in enumerate(players):
        story.awards[p] = state.payoffs[i] + story.put[p] + 1
    story.awards = {p: a for p, a in story.awards.items() if a}
    return story


def _act(rng: random.Random, state: State, story: Story) -> None:
    """One act chosen at random among those PokerKit allows; never a check, which Keller
    forbids the first bettor after the draw (he must bet or pass out)."""
    i = state.actor_index
    p = story.players[i]
    stack, owe, bet_before = state.stacks[i], state.checking_or_calling_amount, state.bets[i]
    can_raise = state.can_complete_bet_or_raise_to()
    roll = rng.random()
    if owe and roll < 0.25:
        state.fold()
        story.folded.append(p)
        story.plain.append({"fold": p})
        story.all_in.append({"fold": p})
        return
    if owe and (roll < 0.65 or not can_raise):
        put = min(owe, stack)
        state.check_or_call()
        plain: dict = {"call": p}
    else:
        low = state.min_completion_betting_or_raising_to_amount
        high = state.max_completion_betting_or_raising_to_amount
        to = high if rng.random() < 0.35 else rng.randint(low, high)
        put = to - bet_before
        state.complete_bet_or_raise_to(to)
        plain = {"raise": {"player": p, "to": to}} if owe else \
            {"bet": {"player": p, "amount": put}}
    story.put[p] += put
    story.plain.append(plain)
    if put == stack:
        story.all_in.append({"all_in": p})
        story.demands[p] = frozenset(q for q in story.players if q not in story.folded)
    else:
        story.all_in.append(plain)


# --- the comparison -----------------------------------------------------------------------

def differences(story: Story, ruling: dict) -> list[str]:
    """The named differences the books make in this deal (empty: the ruling must agree)."""
    named = []
    if ruling["by_lot"]:
        named.append(ODD_CHIP)
    top = max(story.put.values())
    for s, in_game in story.demands.items():
        if story.put[s] < top and any(q not in in_game and story.put[q]
                                      for q in story.folded):
            named.append(PASSED_BEFORE_DEMAND)
            break
    return named


def compare(story: Story, ruling: dict) -> str | None:
    """Why the ruling and PokerKit disagree beyond the named differences (None: they agree)."""
    pot = len(story.players) + sum(story.put.values())
    if ruling["pot"] != pot or ruling["stakes"] != {p: s for p, s in story.put.items() if s}:
        return f"stakes differ: ruling {ruling['stakes']} (pot {ruling['pot']}), PokerKit " \
               f"{story.put} and {len(story.players)} antes"
    if ruling["status"] != "settled":
        return f"the ruling is {ruling['status']}: {ruling['silent']}"
    named = differences(story, ruling)
    awards = ruling["awards"]
    # PokerKit's pushes, or, where Peel 60 moves a passed player's chips, the law's own
    # division worked out here apart from the engine (PokerKit still ranks the hands)
    want = book_awards(story) if PASSED_BEFORE_DEMAND in named else story.awards
    if ODD_CHIP in named:
        lots = ruling["by_lot"]
        among = {p for x in lots for p in x["among"]}
        extra = {p: want.get(p, 0) - awards.get(p, 0) for p in story.players}
        if (all(v >= 0 for v in extra.values()) and sum(extra.values()) == sum(
                x["amount"] for x in lots) and all(p in among for p, v in extra.items() if v)):
            return None
        return f"awards {awards} by lot {lots}, expected {want}"
    if awards != want:
        return f"awards {awards}, expected {want} (PokerKit {story.awards})"
    return None


def book_awards(story: Story) -> dict[str, int]:
    """Peel 60 read apart from the engine: each player all in claims, if best, the antes and
    his own stake from every player in the game when he demanded his show; a passed player's
    chips that no such claim reaches go to the next part up, the top being the remainder."""
    caps = sorted({story.put[s] for s in story.demands})
    top = max(story.put.values())
    bounds = sorted(set(caps) | {top})
    parts = [0] * len(bounds)
    parts[0] = len(story.players)  # the antes
    for q, put in story.put.items():
        low = 0
        for i, high in enumerate(bounds):
            chips, low = max(0, min(put, high) - low), high
            k = i
            while k < len(bounds) - 1 and not any(
                    q in g for s, g in story.demands.items() if story.put[s] == bounds[k]):
                k += 1
            parts[k] += chips
    live = [p for p in story.players if p not in story.folded]
    value = {p: StandardHighHand.from_game(story.cards[p]) for p in live}
    out: dict[str, int] = {}
    low = 0
    for i, high in enumerate(bounds):
        rivals = [p for p in live if i == 0 or story.put[p] > low] or live
        low = high
        best = max(value[p] for p in rivals)
        winners = [p for p in rivals if value[p] == best]
        for p in winners:  # an odd chip is left over: the ruling places it by lot
            out[p] = out.get(p, 0) + parts[i] // len(winners)
    return {p: a for p, a in out.items() if a}


def run(deals: int, seed: int, library, book: str = "keller") -> dict:
    """Rule ``deals`` random deals under a book (Keller) in both spellings; count them."""
    from adjudicator.story.case import build_case
    from adjudicator.judge.engine import adjudicate
    from adjudicator.story.yamlio import loads

    ruled_by = library.book(book)
    rng = random.Random(seed)
    out = {"agreed": 0, "named": {}, "changed": 0, "failures": [], "spellings_differ": []}
    for k in range(deals):
        story = deal(rng)
        rulings = {}
        for spelling in ("plain", "all_in"):
            text = story.text(spelling)
            rulings[spelling] = adjudicate(build_case(loads(text, "d.yaml"), "d.yaml"), ruled_by)
        if rulings["plain"] != rulings["all_in"]:
            out["spellings_differ"].append((k, story.text("plain")))
        why = compare(story, rulings["plain"])
        if why is not None:
            out["failures"].append((k, why, story.text("plain")))
            continue
        named = differences(story, rulings["plain"])
        for name in named:
            out["named"][name] = out["named"].get(name, 0) + 1
        if PASSED_BEFORE_DEMAND in named and book_awards(story) != story.awards:
            out["changed"] += 1  # the law's division is not PokerKit's in this deal
        out["agreed"] += not named
    return out


def main(argv: list[str]) -> int:
    import argparse

    from adjudicator.law.library import Library

    ap = argparse.ArgumentParser(prog="python -m tests.oracle")
    ap.add_argument("--deals", type=int, default=5000)
    ap.add_argument("--seed", type=int, default=1887)
    ap.add_argument("--book", default="keller")
    args = ap.parse_args(argv)
    out = run(args.deals, args.seed, Library.open(), args.book)
    print(f"{args.deals} deals: {out['agreed']} agree with PokerKit chip for chip")
    for name, count in out["named"].items():
        print(f"  {count} differ as the books make them: {name}")
    print(f"  ({out['changed']} of them award otherwise than PokerKit, and as the law says)")
    print(f"  {len(out['failures'])} differ otherwise; {len(out['spellings_differ'])} rule "
          "differently as `all_in` and as the plain verb")
    for k, why, text in out["failures"][:1]:
        print(f"\ndeal {k}: {why}\n{text}")
    return 1 if out["failures"] or out["spellings_differ"] else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
