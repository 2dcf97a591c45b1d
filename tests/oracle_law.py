"""The division of a pool as the books' words give it, written apart from the engine for the
PokerKit oracle (tests/oracle.py). Nothing here cuts the pool into layers: the claims are
made one hand after another, best first, as the law tells them.

Peel 60: "If, when the game is over, he prove to hold the best hand, he shall claim from the
pool the amount of the ante ..., and also a sum equal to his stake from every player in the
game at the time of his demanding a show, out of their stakes. The holder of the next best
hand shall claim the remainder of the pool." Keller p. 29 measures the share the same way
("the ante and an amount from each of his adversaries equal to that which he himself has put
in the pool. The remainder of the pool goes to the next best hand"), but from "each of his
adversaries": a player who passes after the demand pays him (Keller's A-B-C case, p. 47), and
one who had passed before it is none: "If a player pass or throw up his hand, he must retire
from the game until the next deal" (p. 28). ``claims`` takes who pays each short player as
``demands``: the players in the game at his demand (Peel, Keller), or every player (the side
pots PokerKit counts).

Read so:

- the best hand claims first; a player who showed for less claims the ante and, from each
  player in the game when he demanded his show (himself among them), as much of that
  player's stake as his own stake, out of what is left of it;
- "the next best hand" claims next, in the same way: a short player is held to his own
  claim by the same law, and a player who showed for nothing less claims the whole
  remainder. The words settle it: he too demanded "a show for that amount" ("a show for a
  certain sum", law 61), and "the remainder" is what the better hand's claim leaves, not a
  show for sums he never met;
- a stake is claimed from its first chip up, so a better hand's claim on a player's stake
  is the part a worse hand's claim would have reached first;
- identical hands divide what they claim together, "share and share alike" (Keller p. 14);
  the odd chip is the book's to place, and is left over here.

The published decision (Keller pp. 46-47) reads otherwise (``own_pots``): "the $30 of the
pot, in which alone A had an equal interest, is a pot of itself, in which all three players
are equally concerned. When the hands are shown, A loses his money to B, because that player
had a better hand than A, and A's claim ceases. But B's winnings from A ... reverts to C,
whose hand actually ranked B's, because he made it a stronger one for current purposes by
backing it to an extent beyond B's inclination." Read so:

- each short player's stake, from each player concerned in it (the ante in the first), is
  a pot of itself, taken from each stake's first chip up, the lowest short stake first; a
  player's chips that no pot he is concerned in takes go to the next that does, the rest to
  the remainder; whether one who had passed before the demand is concerned is ``demands``;
- every hand still in whose stake reaches the pot's is "concerned" in it and contests it,
  the best taking it; no "next best hand" claims what a better hand leaves (that is Peel's
  and Keller's rule, which the decision does not state);
- a short player beaten by a hand that passed after his demand has no claim ("A's claim
  ceases"), in any pot; what he would have contested reverts to those still in who backed
  their hands beyond the passed hand's stake. Where several did, the words single out none:
  ``reverts`` reads it as the raiser who drove the passed hand out (``driven``) taking it,
  or as the best hand among them. Where several passed hands beat him, he "loses his money
  to" the best of them, and only its winnings revert (a worse one won nothing from him).
"""
from __future__ import annotations

from dataclasses import dataclass, field


@dataclass
class Division:
    """What each player claims, and the odd chips left for the book to place."""

    awards: dict[str, int] = field(default_factory=dict)
    odd: list[tuple[int, frozenset]] = field(default_factory=list)  # (chips, among)
    shared: int = 0   # the chips identical hands divided

    def take(self, p: str, chips: int) -> None:
        if chips:
            self.awards[p] = self.awards.get(p, 0) + chips


def claims(stakes: dict[str, int], ante: int, order: list[list[str]],
           demands: dict[str, frozenset], own: dict[str, int] | None = None) -> Division:
    """Divide the pool: ``stakes`` what each player put in (the ante apart), ``ante`` the
    pool before the betting, ``order`` the hands still in, best first, identical hands
    together, and ``demands`` each short player's players in the game when he demanded.
    ``own``: the ante where it is a player's (the age who antes alone): his stake, the
    measure of his own claim, is his ante and what he put in beyond it ("the ante 2, ten from
    B and ten from C, and his own eight beyond his ante"), and what others claim of his is
    what he put in beyond the ante, the ante itself being claimed whole, as "the ante"."""
    own = own or {}
    whole = {p: put + own.get(p, 0) for p, put in stakes.items()}
    top = max(whole.values(), default=0)
    short = {p: whole[p] for p in demands if whole[p] < top}
    taken = {q: 0 for q in stakes}   # each stake is claimed from its first chip up
    out = Division()
    for hands in order:
        together: dict[frozenset, int] = {}   # chips claimed by exactly these hands
        if ante:
            together[frozenset(hands)] = ante
            ante = 0
        for q, put in stakes.items():
            reach = {m: min(put, short.get(m, put)) for m in hands
                     if m not in short or m == q or q in demands[m]}
            highs = sorted({r for r in reach.values() if r > taken[q]})
            for low, high in zip([taken[q]] + highs, highs):
                among = frozenset(m for m, r in reach.items() if r >= high)
                together[among] = together.get(among, 0) + high - low
            taken[q] = max([taken[q], *reach.values()])
        for among, chips in together.items():
            share, odd = divmod(chips, len(among))
            out.shared += chips if len(among) > 1 else 0
            for m in among:
                out.take(m, share)
            if odd:
                out.odd.append((odd, among))
    left = ante + sum(put - taken[q] for q, put in stakes.items())
    assert left == 0, f"{left} chips claimed by no hand"  # the highest stake is still in
    return out


def best_first(value: dict[str, object]) -> list[list[str]]:
    """The hands ordered best first, identical ones together."""
    order: list[list[str]] = []
    for p in sorted(value, key=lambda p: value[p], reverse=True):
        if order and value[order[-1][0]] == value[p]:
            order[-1].append(p)
        else:
            order.append([p])
    return order


def own_pots(stakes: dict[str, int], ante: int, value: dict[str, object], live: list[str],
             demands: dict[str, frozenset], concerned: dict[str, frozenset],
             passed: dict[str, object], driven: dict[str, str | None],
             reverts: str = "the-best-hand", ante_in: str = "with-the-ante") -> Division:
    """The published decision's division (module docstring): ``value`` every shown hand's,
    ``live`` the hands still in, ``demands`` each short player's players in the game at his
    demand (whom a hand that passed must be among to end his claim), ``concerned`` each
    short player's players concerned in his pot, ``passed`` the hands that passed (their
    values), ``driven`` who raised each out, ``reverts`` the reading of the backing,
    ``ante_in`` the reading of the ante's place: in the first short stake's pot of itself
    ("with-the-ante"), or, the decision naming none, with the rest ("stakes-alone")."""
    top = max(stakes.values(), default=0)
    short = sorted((s for s in demands if stakes[s] < top), key=lambda s: stakes[s])
    ceased = {s for s in short if s in value and any(
        f in demands[s] and v > value[s] for f, v in passed.items())}
    taken = {q: 0 for q in stakes}
    out = Division()
    pots: list[tuple[int, int]] = []   # (chips, bound)
    first = ante if ante_in == "with-the-ante" else 0
    for s in short:
        chips = first if not pots else 0
        for q in stakes:
            if q in concerned[s]:
                reach = min(stakes[q], stakes[s])
                chips += max(0, reach - taken[q])
                taken[q] = max(taken[q], reach)
        pots.append((chips, stakes[s]))
    rest = (ante if not pots else ante - first) + sum(stakes[q] - taken[q] for q in stakes)
    pots.append((rest, top))
    for chips, bound in pots:
        among = [p for p in live if stakes[p] >= bound]
        left = [p for p in among if p not in ceased]
        for s in [s for s in among if s in ceased]:
            # "A loses his money to B, because that player had a better hand than A": of the
            # passed hands that beat him, the best; a worse one won nothing from him
            beat = {f: v for f, v in passed.items() if f in demands[s] and v > value[s]}
            for f in [f for f, v in beat.items() if v == max(beat.values())]:
                backers = [p for p in left if stakes[p] > stakes[f]]
                if reverts == "the-raiser" and len(backers) > 1 and driven.get(f) in backers:
                    left = [driven[f]]
        best = max(value[p] for p in left)
        winners = [p for p in left if value[p] == best]
        share, odd = divmod(chips, len(winners))
        out.shared += chips if len(winners) > 1 else 0
        for m in winners:
            out.take(m, share)
        if odd:
            out.odd.append((odd, frozenset(winners)))
    return out

