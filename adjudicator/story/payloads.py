"""What an event tells besides its verb and its player: one typed record for each verb's keys
(story/verbs.py says which keys each verb takes; tests/test_payloads.py holds the two to the
same keys).

A payload is also read as the mapping of the keys the case gave (``"by" in ev.args``,
``ev.get("amount")``), a key left out being absent, not None.
"""
from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, fields
from typing import Any, Iterator

from .cards import Card


@dataclass(frozen=True, eq=False)
class Payload(Mapping):
    """The keys a verb takes; None: not given."""

    # a key of the case file that is a Python word, and the field that holds it
    RENAMED = {"with": "with_"}

    def __getitem__(self, key: str) -> Any:
        name = self.RENAMED.get(key, key)
        value = getattr(self, name, None) if name in self.names() else None
        if value is None:
            raise KeyError(key)
        return value

    def __iter__(self) -> Iterator[str]:
        back = {v: k for k, v in self.RENAMED.items()}
        return (back.get(n, n) for n in self.names() if getattr(self, n) is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return tuple(f.name for f in fields(cls))

    @classmethod
    def keys_taken(cls) -> set[str]:
        """The case file's keys this payload holds."""
        back = {v: k for k, v in cls.RENAMED.items()}
        return {back.get(n, n) for n in cls.names()}


@dataclass(frozen=True, eq=False)
class Nothing(Payload):
    """A verb that tells only its player (or nothing: `- no_cut`)."""


@dataclass(frozen=True, eq=False)
class Stake(Payload):
    """Chips put up or spoken of: an ante, a straddle, an opening, a bet, a loan."""

    amount: int | None = None


@dataclass(frozen=True, eq=False)
class Raise(Payload):
    by: int | None = None     # how much more than the bet to him
    to: int | None = None     # the stake it reaches in the betting interval


@dataclass(frozen=True, eq=False)
class Discard(Payload):
    count: int | None = None
    openers_aside: Any = None
    announced: Any = None


@dataclass(frozen=True, eq=False)
class Drawn(Payload):
    asked: int | None = None
    given: int | None = None


@dataclass(frozen=True, eq=False)
class Count(Payload):
    """Cards taken back into the hand."""

    count: int | None = None


@dataclass(frozen=True, eq=False)
class Exposed(Payload):
    card: Card | None = None
    during: str | None = None  # deal or draw


@dataclass(frozen=True, eq=False)
class Faced(Payload):
    card: Card | None = None


@dataclass(frozen=True, eq=False)
class Detail(Payload):
    """An irregularity told in the case's own words."""

    detail: str | None = None


@dataclass(frozen=True, eq=False)
class Hands(Payload):
    """Each player's cards (or a count dealt), and where each is written."""

    hands: dict | None = None
    marks: dict | None = None


@dataclass(frozen=True, eq=False)
class AskDealer(Payload):
    about: str | None = None   # the player whose draw is asked about; None: his own


@dataclass(frozen=True, eq=False)
class DemandDispute(Payload):
    claimed: int | None = None
    dealer_says: int | None = None
    witnesses: dict | None = None   # player -> the count he says


@dataclass(frozen=True, eq=False)
class Miscall(Payload):
    called: str | None = None


@dataclass(frozen=True, eq=False)
class OpenerShows(Payload):
    cards: tuple | None = None


@dataclass(frozen=True, eq=False)
class Notice(Payload):
    what: str | None = None
    by: str | None = None


@dataclass(frozen=True, eq=False)
class ChangeLimit(Payload):
    to: int | None = None


@dataclass(frozen=True, eq=False)
class Intends(Payload):
    act: str | None = None   # bet or pass


@dataclass(frozen=True, eq=False)
class Dispute(Payload):
    with_: str | None = None
    matter: str | None = None   # fact or law
    detail: str | None = None


# verb -> its payload
PAYLOADS: dict[str, type[Payload]] = {
    **dict.fromkeys(("ante", "straddle", "open", "bet", "say", "borrow"), Stake),
    **dict.fromkeys(("cut", "shuffle", "no_cut", "deal_out_of_turn", "announce", "lift",
                     "spoke_to_dealer", "omitted", "check", "call", "fold", "all_in", "claim"),
                    Nothing),
    **dict.fromkeys(("imperfect_pack", "extra_hand", "pack_short", "dealt_out_of_order"), Detail),
    **dict.fromkeys(("deal", "show", "cut_for_deal"), Hands),
    "raise": Raise, "discard": Discard, "draw": Drawn, "take_back": Count, "exposed": Exposed,
    "faced_card": Faced, "ask_dealer_draw": AskDealer, "demand_dispute": DemandDispute,
    "miscall": Miscall, "opener_shows": OpenerShows, "notice": Notice,
    "change_limit": ChangeLimit, "intends": Intends, "dispute": Dispute,
}


def payload(verb: str, given: Mapping[str, Any]) -> Payload:
    """The verb's payload holding the keys given."""
    kind = PAYLOADS.get(verb, Nothing)
    return kind(**{kind.RENAMED.get(k, k): v for k, v in given.items()})
