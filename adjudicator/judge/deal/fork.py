"""A fork of a replay's state: where an open point first arises, each of its readings goes on
from the deal as it stood before that event, not from the first event again
(judge/readings.py). What a replay may change later is copied; a value is shared.

Copied: dicts, lists and sets (the deal's memory and the ruling's steps keep them), and a
record whose fields its own operations write (the deal's parts: a record keeping its fields
the table, the deal, its draw's memory and its settlement) or that is changed once made
(``FROZEN = False``: a silence is found decisive). A frozen record, a tuple, a string, a
number, a law, the book and a finding (changed only by the act that makes it) are values,
shared by every fork."""
from __future__ import annotations

from typing import Any

from ...hands.handlaws import HandRules
from ..findings import Finding
from ...story.record import Record
from .draw_memory import DrawMemory
from .settlement import Settlement
from .state import Deal
from .table import Table

PARTS = (Deal, Table, DrawMemory, Settlement)  # written by their own operations

_new = object.__new__
_set = object.__setattr__


def forked(value: Any, memo: dict[int, Any]) -> Any:
    """``value``, its changeable parts copied, however deep (a tuple is looked into: a doubt
    kept by the deal holds the silence the ruling keeps), and its values shared. ``memo``
    holds what one fork has copied so far, by identity: a silence the deal's memory and the
    ruling's silences both hold is one silence in the fork too."""
    kind = value.__class__
    if kind in _VALUES:
        return value
    key = id(value)
    if key in memo:
        return memo[key]
    if kind is dict:
        copy: Any = {k: forked(v, memo) for k, v in value.items()}
    elif kind is list:
        copy = [forked(v, memo) for v in value]
    elif kind is set:
        copy = set(value)  # of hashable values, which nothing changes
    elif isinstance(value, tuple):
        items = [forked(v, memo) for v in value]
        if all(a is b for a, b in zip(items, value)):
            return value
        copy = kind(items) if kind is tuple else kind(*items)  # a NamedTuple, by its fields
    elif isinstance(value, Record) and (kind in PARTS or not kind.FROZEN):
        copy = _new(kind)
        memo[key] = copy  # before its fields: a part may hold what holds it
        own = getattr(value, "__dict__", None)
        if own is not None and (kind in PARTS or not kind.__slots__):
            # its fields, and no more, in its __dict__
            copy.__dict__.update({k: forked(v, memo) for k, v in own.items()})
            return copy
        for name in kind.FIELDS:  # its fields in slots; a memo of its own beside them
            if hasattr(value, name):
                _set(copy, name, forked(getattr(value, name), memo))
        if own:
            copy.__dict__.update({k: forked(v, memo) for k, v in own.items()})
        return copy
    else:
        return value
    memo[key] = copy
    return copy


# a book's hand laws, gathered once for its circumstances and never changed after (handlaws.py),
# are a value too: every replay of a case reads the same. So is a finding once its act is
# applied: it is given its share, its reading or its value as it is made (replaying.py,
# applied.py), and a fork is made between events, never within an act
_VALUES = frozenset({str, int, bool, float, type(None), frozenset, HandRules, Finding})
