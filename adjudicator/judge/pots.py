"""Dividing a pool: layers for players who showed for less, and shares of a tie.

A player who could not meet a raise and showed for what he had (Peel 60) can win from each
other player only as much as he staked himself; each such stake cuts the pool into a layer.

>>> [(l.amount, l.contributors) for l in layers({"A": 10, "B": 20, "C": 70}, {"A": 10})]
[(30, ('A', 'B', 'C')), (70, ('B', 'C'))]
>>> divide(7, ["A", "B"])
({'A': 3, 'B': 3}, 1)
"""
from __future__ import annotations

from dataclasses import dataclass


@dataclass(frozen=True)
class Layer:
    """One part of the pool: its chips and the players whose stakes make it up."""

    amount: int
    contributors: tuple[str, ...]
    cap: int | None          # the short stake that bounds it (None for the top layer)
    short: tuple[str, ...]   # the players who showed for exactly this much


def layers(stakes: dict[str, int], short_stakes: dict[str, int], besides: int = 0,
           in_game: dict[str, tuple[str, ...]] | None = None,
           antes: dict[str, int] | None = None) -> list[Layer]:
    """Cut the pool at each short player's stake, lowest first; the chips besides the stakes
    (from earlier deals, penalties paid to the pool) belong to the first layer.

    ``in_game`` names, for each short player, the players in the game when he demanded his
    show: he claims a stake equal to his own from each of them only (Peel 60). The chips of a
    player who had passed before, beyond his ante (``antes``), which every short player
    claims, go up to the next part of the pool he was in the game for, or to the remainder.
    """
    caps = sorted(set(short_stakes.values()))
    top = max(stakes.values(), default=0)
    bounds = sorted(set(caps + [top]))
    amounts = [0] * len(bounds)
    amounts[0] += besides
    for q, s in stakes.items():
        for i, (low, high) in enumerate(zip([0] + bounds, bounds)):
            part = max(0, min(s, high) - low)
            if not part:
                continue
            j = i
            if in_game is not None:
                if i == 0 and not _in_game(q, bounds[0], short_stakes, in_game):
                    ante = min((antes or {}).get(q, 0), part)
                    amounts[0] += ante
                    part -= ante
                while j < len(bounds) - 1 and not _in_game(q, bounds[j], short_stakes, in_game):
                    j += 1
            amounts[j] += part
    out: list[Layer] = []
    prev = 0
    for cap, amount in zip(bounds, amounts):
        contributors = tuple(p for p, s in stakes.items() if s > prev)
        shorts = tuple(p for p, s in short_stakes.items() if s == cap)
        if amount:
            out.append(Layer(amount, contributors, cap if shorts else None, shorts))
        prev = cap
    return out


def _in_game(q: str, cap: int, short_stakes: dict[str, int],
             in_game: dict[str, tuple[str, ...]]) -> bool:
    """Whether ``q`` was in the game when a player who showed for ``cap`` demanded his show
    (the top of the pool, which no short player claims, counts every stake)."""
    claimants = [s for s, c in short_stakes.items() if c == cap]
    return not claimants or any(q in in_game.get(s, (q,)) for s in claimants)


def divide(amount: int, players: list[str]) -> tuple[dict[str, int], int]:
    """Equal shares and the odd chips left over, which the book must place."""
    share, odd = divmod(amount, len(players))
    return {p: share for p in players}, odd
