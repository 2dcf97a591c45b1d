"""Dividing a pool: the parts claimed by players who showed for less, and shares of a tie.

A player who could not meet a raise and showed for what he had claims, if best, "the ante
... and also a sum equal to his stake from every player in the game at the time of his
demanding a show, out of their stakes" (Peel 60; Keller p. 29, "from each of his
adversaries"). So each chip of the pool has its claimants: the players whose stake reaches
it and, for a short player, whose demand reached the player who staked it. Chips with the
same claimants make one part of the pool, which goes to the best hand among them.

>>> [(p.amount, p.claimants) for p in parts({"A": 10, "B": 20, "C": 70}, {"A": 10})]
[(30, ('A', 'B', 'C')), (70, ('B', 'C'))]
>>> divide(7, ["A", "B"])
({'A': 3, 'B': 3}, 1)
"""
from __future__ import annotations

from ..story.record import Record


class Part(Record):
    """One part of the pool: its chips (``amount``), who staked them (``contributors``), and
    who may claim them (``claimants``); the short stake that bounds it (``cap``: None for the
    remainder), and the players who showed for exactly this much and claim it (``short``);
    the chips of it each player put up, his ante among them (``staked``; "" for what was in
    the pool besides the stakes), for the picture of the pool's division."""

    __slots__ = ("amount", "contributors", "claimants", "cap", "short", "staked")


def short_stakes(stakes: dict[str, int], all_in: dict[str, int]) -> dict[str, int]:
    """The players who showed for less than the highest stake. A player all in for the
    highest stake showed for no less than anyone: nobody bet beyond him."""
    top = max(stakes.values(), default=0)
    return {p: s for p, s in all_in.items() if s < top}


def parts(stakes: dict[str, int], all_in: dict[str, int], besides: int = 0,
          in_game: dict[str, tuple[str, ...]] | None = None,
          antes: dict[str, int] | None = None,
          live: list[str] | None = None, own_pot: bool = False,
          left: dict[str, int] | None = None, ante_to_short: bool = True) -> list[Part]:
    """Cut the pool by who may claim each chip, lowest stakes first; the claimants are the
    players still in (``live``; all, if not given), a player who passed claiming nothing.

    A stake is the player's, his ante among it (``antes``: the age's ante is "the first
    stake in the game", Peel's terms, and a raise ``to:`` counts it): it is what says which
    parts he reaches, and a short player's stake (``all_in``) is what he claims from each
    player. The ante in it is claimed as "the ante", with the chips besides the stakes (from
    earlier deals, penalties paid to the pool), by every player; so what is claimed from a
    player is counted beyond his ante, from its first chip up. A short player claims, from
    each player, the chips up to his own stake, and only from the players ``in_game`` when
    he demanded his show (himself included); a player who showed for the highest stake or
    was never short claims every chip his stake reaches.

    ``own_pot``: each short stake is "a pot of itself, in which all ... are equally
    concerned" (the published decision): each chip is in the pot of the lowest short stake
    it reaches whose player's demand reached its owner (else in the rest of the pool), and
    every hand whose stake reaches that pot contests it, a later short player's with the
    rest: no "next best hand" claims what a better one leaves.

    ``left``: the chips among ``besides`` that a player put up as no stake (a bet after the
    betting, chips put in when out), claimed with them by everyone and said as his.

    ``ante_to_short``: False where a short stake claims the equal stakes alone (a reading
    of the published decision's "$30 ... in which alone A had an equal interest"): an ante
    is then its player's stake, claimed as the rest of it is, and the chips besides the
    stakes go with the rest of the pool, to the players who were never short.
    """
    # the stakes alone claimed (``ante_to_short`` False): an ante is its player's stake
    antes = {q: min(a, stakes.get(q, 0)) for q, a in (antes or {}).items()} \
        if ante_to_short else {}
    paid = {q: s - antes.get(q, 0) for q, s in stakes.items()}  # beyond his ante
    short = short_stakes(stakes, all_in)
    top = max(stakes.values(), default=0)
    bounds = sorted(set(short.values()) | {top})
    everyone = tuple(p for p in stakes if live is None or p in live)
    # claimants -> [amount, contributors, bound, chips by whose they are]
    found: dict[tuple[str, ...], list] = {}

    def add(claimants: tuple[str, ...], q: str | None, chips: int, bound: int,
            whose: dict[str, int] | None = None) -> None:
        if chips <= 0:
            return
        part = found.setdefault(claimants, [0, [], bound, {}])
        part[0] += chips
        part[2] = bound  # the highest chip it holds, which orders the parts
        if q is not None and q not in part[1]:
            part[1].append(q)
        for k, n in (whose or {q or "": chips}).items():
            if n:
                part[3][k] = part[3].get(k, 0) + n

    # the chips put up as no stake (a bet after the betting) are no "ante" nor any player's
    # stake: no short stake claims them, and they go with the rest of the pool
    kept = sum((left or {}).values())
    rest = tuple(p for p in everyone if p not in short) or everyone
    if kept and short and rest != everyone:
        add(rest, None, kept, top, dict(left or {}))
        besides -= kept
        left = {}
    whose = {"": besides - sum((left or {}).values()), **antes}
    for q, n in (left or {}).items():
        whose[q] = whose.get(q, 0) + n
    if ante_to_short or not short:
        add(everyone, None, besides + sum(antes.values()), bounds[0], whose)
    else:
        add(rest, None, besides, top, whose)
    for low, high in zip([0] + bounds, bounds):
        # from the first chip every player is concerned, but one short for nothing beyond
        # his ante (all in at his feed), who claims the ante alone
        reach = tuple(p for p in everyone if stakes[p] > low or (low == 0 and p not in short))
        for q, s in paid.items():
            chips = max(0, min(s, high) - low)
            # the short players who demanded their show after q had passed
            after_q = [p for p in reach if p in short and not _demand_reached(p, q, in_game)]
            if own_pot:  # the chip is in the pot of the first short stake he is concerned in
                floor = min([short[p] for p in reach if p in short and p not in after_q],
                            default=top)
                add(tuple(p for p in reach if stakes[p] >= floor), q, chips, high)
            else:
                add(tuple(p for p in reach if p not in after_q), q, chips, high)
    out = []
    for claimants, (amount, contributors, bound, whose) in sorted(found.items(),
                                                                  key=lambda f: f[1][2]):
        shorts = tuple(p for p in claimants if short.get(p) == bound)
        out.append(Part(amount, tuple(contributors), claimants, bound if shorts else None,
                        shorts, whose))
    return out


def _demand_reached(p: str, q: str, in_game: dict[str, tuple[str, ...]] | None) -> bool:
    """Whether ``q`` was in the game when ``p`` demanded his show (his own stake counts)."""
    return in_game is None or p == q or q in in_game.get(p, (q,))


def divide(amount: int, players: list[str]) -> tuple[dict[str, int], int]:
    """Equal shares and the odd chips left over, which the book must place."""
    share, odd = divmod(amount, len(players))
    return {p: share for p in players}, odd
