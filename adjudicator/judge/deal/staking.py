"""What one action put into the pool, as the table returns it."""
from __future__ import annotations

from ...story.record import Record


class Staking(Record):
    """Chips a player put into the pool by one action: his ``amount``, his whole ``stake``
    in this deal after it, the highest stake on the table after it (``level``), how far he
    went beyond the previous highest (``raised_by``), and whether he put up all he had and
    still did not reach the highest stake (``short``). A plain record (story/record.py): made
    for every bet, and imported at every start, where a dataclass costs a millisecond."""

    __slots__ = ("player", "amount", "stake", "level", "raised_by", "short")
    player: str
    amount: int
    stake: int
    level: int
    raised_by: int
    short: bool
