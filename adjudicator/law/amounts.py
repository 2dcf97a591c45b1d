"""Amounts a law sets as parameters (``{multiple: 2, of: ante}``): reckoned from the deal,
and said in words. The bases and their words are the catalogue's (``bases:``); the deal
supplies what each base comes to."""
from __future__ import annotations

from typing import Mapping

from .provisions import BASES

_TIMES = {2: "double", 3: "treble"}
_PARTS = {2: "half", 3: "a third of", 4: "a quarter of"}


def reckon(amount: Mapping, bases: Mapping[str, int | None]) -> int | None:
    """What the amount comes to where its base comes to ``bases[of]``; None where the deal
    does not tell the base. A part is rounded down (half of a limit of 5 is 2)."""
    base = bases.get(amount["of"])
    if base is None:
        return None
    return base * amount.get("multiple", 1) // amount.get("divided-by", 1)


def in_words(amount: Mapping) -> str:
    """The amount as a finding says it: "double the ante", "half the limit", "the limit"."""
    base = BASES[amount["of"]]
    times, part = amount.get("multiple", 1), amount.get("divided-by", 1)
    if part == 1:
        return base if times == 1 else f"{_TIMES.get(times, f'{times} times')} {base}"
    share = _PARTS.get(part, f"1/{part} of") if times == 1 else f"{times}/{part} of"
    return f"{share} {base}"
