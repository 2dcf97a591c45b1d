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


def layers(stakes: dict[str, int], short_stakes: dict[str, int], carried: int = 0) -> list[Layer]:
    """Cut the pool at each short player's stake, lowest first; chips carried from earlier
    deals belong to the first layer."""
    caps = sorted(set(short_stakes.values()))
    out: list[Layer] = []
    prev = 0
    for cap in caps + [None]:
        top = max(stakes.values(), default=0) if cap is None else cap
        if cap is None and top <= prev:
            break
        amount = sum(max(0, min(s, top) - prev) for s in stakes.values())
        contributors = tuple(p for p, s in stakes.items() if s > prev)
        if not out:
            amount += carried
        if amount:
            out.append(Layer(amount, contributors, cap,
                             tuple(p for p, s in short_stakes.items() if s == cap)))
        prev = top
    if not out and carried:
        out.append(Layer(carried, tuple(stakes), None, ()))
    return out


def divide(amount: int, players: list[str]) -> tuple[dict[str, int], int]:
    """Equal shares and the odd chips left over, which the book must place."""
    share, odd = divmod(amount, len(players))
    return {p: share for p in players}, odd
