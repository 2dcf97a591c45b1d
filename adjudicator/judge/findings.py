"""A finding is data: what kind of thing was found, of whom, for how much, at which event, on
which laws and on which rung of the ladder (docs/case-format.md). Its words are made only at
the face, when the ruling is written (``step``, ``silence``), from the template of its kind
(judge/words.py) put in the book's own vocabulary (law/vocabulary.py): no code reads a
finding's words back. A template marks an act's words ("{=passes}"): they are the book's, where
it gives its own, and the engine's otherwise.
"""
from __future__ import annotations

from bisect import bisect_left, bisect_right
from collections import abc
from operator import attrgetter
from typing import Any

from ..law import vocabulary
from ..errors import message
from ..story.record import Record
from .words import IN_ORDER, OPENERS, PLAIN, WORDS


_set = object.__setattr__

# The records below are plain records (story/record.py), not dataclasses: every start of the
# command imports them, and making a dataclass costs it a millisecond or so. Those made for
# every finding have an ``__init__`` of their own, which costs less than a record's.


class Say(Record):
    """What a handler found, before the judge places it: a kind of the words table and the
    parameters its words need (``params``: (name, value) pairs)."""

    __slots__ = ("kind", "params")
    DEFAULTS = {"params": ()}

    def __init__(self, kind: str, params: tuple[tuple[str, Any], ...] = ()):
        _set(self, "kind", kind)
        _set(self, "params", params)

    def __eq__(self, other) -> bool:
        if other.__class__ is not Say:
            return NotImplemented
        return self.kind == other.kind and self.params == other.params

    def __hash__(self) -> int:
        return hash((self.kind, self.params))

    @classmethod
    def of(cls, kind: str, **params: Any) -> "Say":
        if kind not in WORDS:
            raise KeyError(message("no-words", kind=kind))
        return cls(kind, tuple([(k, v if v.__class__ in _AS_IS else _kept(v))
                                for k, v in params.items()]))

    def words(self, acts: dict[str, str] | None = None) -> str:
        """The words in the engine's terms (the book's vocabulary is put in at the face), an
        act's in ACTS' words (the book's, from ``vocabulary.acts_of``)."""
        return _fill(self.kind, dict(self.params), acts or {})

    def subject(self) -> Any:
        """What the words begin with, where they begin with a parameter (in most findings
        on an act, the player who made it); a list gives its first, a finding within another
        its own subject."""
        first = next(iter(_parts(self.kind)), None)
        if first is None or first[0] or first[1] is None:
            return None
        value = dict(self.params).get(first[1])
        if isinstance(value, Say):
            return value.subject()
        if isinstance(value, tuple):
            return value[0] if value else None
        return value


_AS_IS = frozenset((str, int, tuple, type(None)))  # kept as they stand: most parameters


def _kept(value: Any) -> Any:
    """A parameter as the finding keeps it: a list of players (or of anything) as a tuple,
    taken as it stands when the finding is made."""
    # most parameters are names and amounts: answered before the ABC check, which
    # against an iterator makes slow on the hot path of every finding
    if isinstance(value, (str, int, tuple, Say)) or value is None:
        return value
    if isinstance(value, (list, set, frozenset, dict, abc.Iterator)):
        return tuple(value)
    return value


def _parts(kind: str) -> tuple:
    """A kind's template, parsed once: (text, field, conversion, spec) as ``string.Formatter``
    reads it. A list is joined by the text its field gives after the colon ("{players:, }",
    "{short: and }")."""
    parts = _parsed.get(kind)
    if parts is None:
        # string.Formatter's own parser (``Formatter.parse`` calls it), without importing the
        # string module at every start
        from _string import formatter_parser

        parts = _parsed[kind] = tuple(
            (text, name, conv, spec) for text, name, spec, conv
            in formatter_parser(WORDS[kind]))
    return parts


_parsed: dict[str, tuple] = {}
def _question(key: str) -> str:
    """A catalogue question in plain words ("{key!q}"), never its key."""
    from .words.points import question

    return question(key)


def _within(text: str) -> str:
    """A finding said within a sentence ("{found!l}"): its opening word lower-cased where it
    is one of the words a finding opens with (words.OPENERS), never a player's name."""
    first, _, rest = text.partition(" ")
    return f"{first.lower()} {rest}" if first in OPENERS else text


def _act(verb: str) -> str:
    """An act of the story as a noun ("{verb!v}"): "raise", "pass"."""
    from .words import act_noun

    return act_noun(verb)


def _whose(player: str) -> str:
    """Whose act ("{player!p}"): "C's", or "The" where it is no player's."""
    from .words import whose

    return whose(player)


def _seat(seat: str) -> str:
    """A player's seat said after his name ("{who!t}"): ", the dealer,", or nothing."""
    from .words import seat_title

    return seat_title(seat)


_CONVERT = {"r": repr, "s": str, "a": ascii, "q": _question, "v": _act, "p": _whose,
            "t": _seat}


def _fill(kind: str, params: dict, acts: dict[str, str]) -> str:
    """The template of ``kind`` filled with ``params``: what ``string.Formatter`` gives, a
    finding within another said in its own words, a tuple joined by its field's spec; made
    without it, which cost a sixth of the time of ruling an archive. A field "=WORDS" is an
    act's words: those ``acts`` give for them, or the engine's own."""
    out = []
    for text, name, conv, spec in _parts(kind):
        if text:
            out.append(text)
        if name is None:
            continue
        if name[0] == "=":
            out.append(acts.get(name[1:], name[1:]))
            continue
        value = params[name]
        if conv and conv in _CONVERT:
            value = _CONVERT[conv](value)
        if value.__class__ is str and not spec:
            out.append(value)
        elif isinstance(value, Say):
            out.append(value.words(acts))
        elif isinstance(value, tuple):  # findings within it said in their own words
            out.append(spec.join(_within(v.words(acts)) if conv == "l" else v.words(acts)
                                 if isinstance(v, Say) else str(v) for v in value))
        else:
            out.append(format(value, spec))
    return "".join(out)


def said(what: Say) -> Say:
    """A handler's finding, which is data: words are never a finding."""
    if not isinstance(what, Say):
        raise TypeError(message("words-not-finding", words=what))
    return what


def among(found, kept) -> bool:
    """Whether ``found`` (a finding or a silence) is among ``kept``: compared whole only with
    those of its own event, or a long story's findings cost the square of its length."""
    return any(x is found or (x.event == found.event and x == found) for x in kept)


def of_event(steps: list, event: int) -> range:
    """Where the findings of ``event`` lie among ``steps``, which a replay keeps in the order
    of their events (each is found at the event being replayed, or set among its own event's):
    found by halving, not by reading every finding, which a long story would pay at each
    event."""
    return range(bisect_left(steps, event, key=_event), bisect_right(steps, event, key=_event))


# each step's event, read in C: the halving asks it a dozen times a look-up
_event = attrgetter("event")


class Finding(Record):
    """One step of the ruling: its ``say``, at ``event``, on ``laws``, on ``rung``; the
    catalogue questions asked for it (``points``: where books part); the ``players`` it is
    about and the chips it names (``amounts``); the ``open`` point whose reading it states;
    the ``share`` of the pool it gives a player, (player, amount): held, not paid, if the
    ruling is unsettled; the answers it ``applied`` as another value of their question,
    ((key, value), ...), where here the two come to one (nothing for the difference to move)."""

    __slots__ = ("say", "event", "laws", "rung", "points", "players", "amounts", "open",
                 "share", "applied")
    DEFAULTS = {"laws": (), "rung": "story", "points": (), "players": (), "amounts": (),
                "open": None, "share": None, "applied": ()}
    FROZEN = False

    def __init__(self, say: Say, event: int, laws: tuple[str, ...] = (), rung: str = "story",
                 points: tuple[str, ...] = (), players: tuple[str, ...] = (),
                 amounts: tuple[int, ...] = (), open: str | None = None,
                 share: tuple[str, int] | None = None):
        self.say, self.event, self.laws, self.rung = say, event, laws, rung
        self.points, self.players, self.amounts = points, players, amounts
        self.open, self.share, self.applied = open, share, ()

    @property
    def kind(self) -> str:
        return self.say.kind


class Reach(Record):
    """The chips a silence with no finite readings can turn on (judge/reach.py), those of the
    ``player`` it concerns: with ``chips`` None, his own stake (unless a law put him out,
    which forfeits it however the point is read) and whatever his hand takes; with
    ``chips`` alone, that many of his own put up at the point (a straddle: where he put up
    more after them, they were called for anyway); with ``level`` too, the chips he put up
    beyond ``level - chips`` (a bet beyond his words), with every other player's chips
    matching them. ``opens``: the point bears on his opening of the pool, which a reading
    against it may undo for every player while his hand takes chips or the deal goes on;
    once he is out by throwing up his hand, or beaten at the show, only what he put up from
    his opening on; once a law put him out, nothing. ``unopened``: those chips going back
    undo the only opening, and what the pool keeps is that of a deal nobody opened, which the
    book's law of it gives (Peel 29: "the ante and straddles ... shall remain in the pool").
    ``hand``: the point bears on his cards alone (whether he must keep a card exposed to him
    in the deal), never on what he staked: on whatever his hand takes, and on nothing while
    it takes nothing."""

    __slots__ = ("player", "chips", "level", "opens", "unopened", "hand")
    DEFAULTS = {"chips": None, "level": None, "opens": False, "unopened": False,
                "hand": False}


class Unopened(Record):
    """What the pool of a deal left unopened keeps (``chips``: the antes and feeds), by the
    book's ``answer`` on a deal nobody opens: it stays for the next deal, or the ``age``
    takes it (judge/reach.py); ``kept``: the book's law that keeps a bet once made in the
    pool, which keeps the bets there too (None: they went back); ``jack_pot``: what opens
    the next deal, where the book makes it a jack pot."""

    __slots__ = ("chips", "answer", "age", "kept", "jack_pot")
    DEFAULTS = {"kept": None, "jack_pot": None}


class Silence(Record):
    """A point the book does not answer (or on which it is torn): its ``say``, at ``event``
    (None: before any), whether it is ``decisive``, the ``open`` point it is read under, and
    the chips it can reach (``reach``: None where it may reach the whole pool); read and
    found to decide nothing for the player it concerns, the ``reason`` why (a Say);
    ``layer``: it holds only a part of the pool no finding awards (one hands left level head,
    the rest beyond the ante a law gives the age): the rest goes as the findings give it."""

    __slots__ = ("point", "say", "event", "decisive", "open", "reach", "reason", "layer")
    DEFAULTS = {"open": None, "reach": None, "reason": None, "layer": False}
    FROZEN = False

    @property
    def kind(self) -> str:
        return self.say.kind


class Missing(Record):
    """A fact the outcome turns on that the case does not tell (the ruling's `missing`):
    ``fact``, ``detail``, ``event``, and the ``open`` point whose readings the ruling is made
    under."""

    __slots__ = ("fact", "detail", "event", "open")
    DEFAULTS = {"open": None}

    def as_json(self) -> dict:
        out = {"fact": self.fact, "detail": self.detail, "event": self.event}
        if self.open is not None:
            out["open"] = self.open
        return out


class Penalty(Record):
    """Chips a player pays (``amount``), to whom (``to``), and by which ``law`` (None: the
    book is silent); ``forfeited``: chips he had already put into the pool, lost to it (no
    new payment: a club collects nothing more of him), else paid anew; ``unpaid``: the part
    of it beyond what he has left (his stack, where the case tells it), not in the pool."""

    __slots__ = ("player", "amount", "to", "law", "forfeited", "unpaid")
    DEFAULTS = {"forfeited": False, "unpaid": 0}

    def as_json(self) -> dict:
        out = {"player": self.player, "amount": self.amount, "to": self.to, "law": self.law}
        if self.forfeited:
            out["forfeited"] = True
        if self.unpaid:
            out["unpaid"] = self.unpaid
        return out


_WORDS_KEPT = 4096  # findings' words a book keeps at most


def about(say: Say, players: tuple[str, ...]) -> tuple[tuple[str, ...], tuple[int, ...]]:
    """The players and the amounts a finding names, read from its parameters."""
    who: list[str] = []
    chips: list[int] = []
    for _, value in say.params:
        kind = value.__class__
        if kind is str:  # most parameters are names and amounts: said at once
            if value in players and value not in who:
                who.append(value)
            continue
        if kind is int:
            chips.append(value)
            continue
        for v in (value if isinstance(value, (list, tuple)) else (value,)):
            if isinstance(v, Say):
                more, chips_too = about(v, players)
                who += [p for p in more if p not in who]
                chips += chips_too
            elif isinstance(v, str) and v in players and v not in who:
                who.append(v)
            elif isinstance(v, int) and not isinstance(v, bool):
                chips.append(v)
    return tuple(who), tuple(chips)


class Face:
    """Writes findings in one book's words, once each for as long as the book is open: the
    same finding in the same book has the same words, whichever ruling makes it (a batch
    writes "A calls" again and again)."""

    __slots__ = ("book", "_memo")

    def __init__(self, book: Any):
        self.book = book
        memo = book.__dict__.get("_words")
        if memo is None or len(memo) >= _WORDS_KEPT:  # a batch's memory stays flat
            memo = book.__dict__["_words"] = {}
        self._memo: dict = memo

    def words(self, say: Say) -> str:
        if say.kind in PLAIN:
            return say.words()
        try:
            text = self._memo.get(say)
        except TypeError:  # a parameter that cannot be a key (cards in a list): not kept
            return self._said(say)
        if text is None:
            text = self._memo[say] = self._said(say)
        return text

    def _said(self, say: Say) -> str:
        return vocabulary.in_book_words(say.words(vocabulary.acts_of(self.book)), self.book)

    def step(self, f: Finding, held: bool = False) -> dict:
        said = self.words(f.say)
        if said[:1].islower() and f.say.subject() is None:  # a sentence of ours opens it
            said = said[0].upper() + said[1:]  # (a name is left as the case writes it)
        out = {"event": f.event, "finding": said, "laws": list(f.laws),
               "rung": f.rung}
        if f.points:
            out["points"] = list(f.points)
        if f.open is not None:
            out["open"] = f.open
        if held:
            out["held"] = True
        if f.say.kind in IN_ORDER:
            out["lawful"] = True
        return out

    def silence(self, s: Silence) -> dict:
        from .words.breaches import open_question

        out = {"point": s.point, "detail": self.words(s.say)}
        asked = open_question(s.point, s.say.kind)
        if asked is not None:  # not the point's own question: what follows its breach
            out["question"] = asked
        lacking = self.book.copy_lacking(s.point)
        if lacking is not None:  # the copy held does not say: not the book's silence
            out["detail"] = self.words(Say.of("copy-lacks", book=lacking.short, detail=s.say))
            out["of"] = "copy"
        if s.open is not None:
            out["open"] = s.open
        if s.event is not None:
            out["event"] = s.event
        out["decisive"] = s.decisive
        return out
