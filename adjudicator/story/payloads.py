"""What an event tells besides its verb and its player: one typed record for each verb's keys
(story/verbs.py says which keys each verb takes; tests/test_payloads.py holds the two to the
same keys).

A handler reads its verb's record by its fields (``Stake.told_by(ev).amount``), a field left
out being None. A payload is also read as the mapping of the keys the case gave (``"by" in
ev.args``), a key left out being absent, not None.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import Any, Iterator, TypeVar

from .record import Record


P = TypeVar("P", bound="Payload")
_set = object.__setattr__


class Payload(Record, Mapping):
    """The keys a verb takes; None: not given. A plain record (story/record.py), not a
    dataclass: the payloads are a score of classes every start would make; equal as the
    mappings they read as, and as a mapping not hashed."""

    __slots__ = ()
    __eq__ = Mapping.__eq__
    __hash__ = None  # type: ignore[assignment]

    # a key of the case file that is a Python word, and the field that holds it
    RENAMED = {"with": "with_"}

    def __init_subclass__(cls, **kw):
        super().__init_subclass__(**kw)
        cls.DEFAULTS = dict.fromkeys(cls.FIELDS)  # every key may be left out: None

    def __init__(self, *args: Any, **named: Any):
        # by name, as a case gives its keys (every one may be left out): written out, for a
        # case makes one per event and the record's own __init__ is general
        if args:
            Record.__init__(self, *args, **named)
            return
        for name in self.FIELDS:
            _set(self, name, named.pop(name, None))
        if named:
            raise TypeError(f"{type(self).__name__} has no field {next(iter(named))!r}")
        if self._POST:
            self.__post_init__()

    def __getitem__(self, key: str) -> Any:
        name = self.RENAMED.get(key, key)
        value = getattr(self, name, None) if name in self.names() else None
        if value is None:
            raise KeyError(key)
        return value

    # get and `in` as the mapping's own would answer them through __getitem__, without the
    # KeyError raised and caught for each key not given (most asked of a payload are not)
    def get(self, key: str, default: Any = None) -> Any:
        name = self.RENAMED.get(key, key)
        value = getattr(self, name) if name in self.FIELDS else None
        return default if value is None else value

    def __contains__(self, key: Any) -> bool:
        name = self.RENAMED.get(key, key) if isinstance(key, str) else key
        return name in self.FIELDS and getattr(self, name) is not None

    def __iter__(self) -> Iterator[str]:
        back = {v: k for k, v in self.RENAMED.items()}
        return (back.get(n, n) for n in self.names() if getattr(self, n) is not None)

    def __len__(self) -> int:
        return sum(1 for _ in self)

    @classmethod
    def told_by(cls: type[P], event: Any) -> P:
        """What the event tells as this record, to read by its fields. An event of a verb
        with another record (a `notice` ruled as the irregularity it points out) tells none
        of this one's: each is at its default, None."""
        args = event.args
        return args if isinstance(args, cls) else cls()

    @classmethod
    def names(cls) -> tuple[str, ...]:
        return cls.FIELDS

    @classmethod
    def keys_taken(cls) -> set[str]:
        """The case file's keys this payload holds."""
        back = {v: k for k, v in cls.RENAMED.items()}
        return {back.get(n, n) for n in cls.names()}


class Nothing(Payload):
    """A verb that tells only its player (or nothing: `- no_cut`)."""

    __slots__ = ()


class Stake(Payload):
    """Chips put up or spoken of: an ante, a straddle, an opening, a bet, a loan."""

    __slots__ = ("amount",)


class Raise(Payload):
    # by: how much more than the bet to him
    # to: the stake it reaches in the betting interval
    __slots__ = ("by", "to")


class Discard(Payload):
    __slots__ = ("count", "openers_aside", "announced")


class Drawn(Payload):
    __slots__ = ("asked", "given")


class Count(Payload):
    """Cards taken back into the hand."""

    __slots__ = ("count",)


class Exposed(Payload):
    # during: deal or draw
    __slots__ = ("card", "during")


class Faced(Payload):
    __slots__ = ("card",)


class Detail(Payload):
    """An irregularity told in the case's own words."""

    __slots__ = ("detail",)


class Hands(Payload):
    """Each player's cards (or a count dealt), and where each is written."""

    __slots__ = ("hands", "marks")


class AskDealer(Payload):
    # about: the player whose draw is asked about; None: his own
    __slots__ = ("about",)


class DemandDispute(Payload):
    # witnesses: player -> the count he says
    __slots__ = ("claimed", "dealer_says", "witnesses")


class Miscall(Payload):
    __slots__ = ("called",)


class OpenerShows(Payload):
    __slots__ = ("cards",)


class Notice(Payload):
    __slots__ = ("what", "by")


class ChangeLimit(Payload):
    __slots__ = ("to",)


class Intends(Payload):
    # act: bet or pass
    __slots__ = ("act",)


class Dispute(Payload):
    # matter: fact or law
    __slots__ = ("with_", "matter", "detail")


# verb -> its payload
PAYLOADS: dict[str, type[Payload]] = {
    **dict.fromkeys(("ante", "straddle", "open", "bet", "say", "borrow"), Stake),
    **dict.fromkeys(("cut", "shuffle", "no_cut", "deal_out_of_turn", "announce", "lift",
                     "spoke_to_dealer", "omitted", "check", "call", "fold", "all_in", "claim",
                     "take_in", "redeal", "muck"),
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
