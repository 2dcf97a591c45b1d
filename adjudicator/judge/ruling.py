"""The ruling as data (issue 35): a frozen record the engine makes from the final replay,
whose steps and silences carry their ``Say`` (a kind and its parameters), never words. The
JSON of the public contract (docs/case-format.md) is written from it by ``as_json`` alone,
at the face, where the findings are put in the book's words (findings.Face).

Chips are kept as ((player, chips), ...) in the order the contract writes them, so that a
ruling is a plain value (as PokerKit's frozen states are): compared, hashed and copied
with ``replace`` (story/record.py), never changed in place.
"""
from __future__ import annotations

from typing import Any

from ..law.rulebook import house_rules
from ..story.points import question
from ..story.record import Record
from ..story.terms import SCHEMA_VERSION
from .findings import Face, Missing, Penalty, Say
from .words import IN_ORDER

Chips = tuple  # ((player, chips), ...): a ruling's awards, refunds, stakes


class Step(Record):
    """One step of the ruling: what was found (``say``), at ``event``, on ``laws`` and
    ``rung``, the catalogue questions asked for it (``points``), the open point whose
    reading it states, and whether the share it gives is ``held`` (the ruling unsettled)."""

    __slots__ = ("say", "event", "laws", "rung", "points", "open", "held")
    DEFAULTS = {"laws": (), "rung": "story", "points": (), "open": None, "held": False}

    @property
    def kind(self) -> str:
        return self.say.kind

    @property
    def lawful(self) -> bool:
        """An act the book allows, in its turn (the contract's ``lawful``)."""
        return self.say.kind in IN_ORDER


class Silent(Record):
    """A point the book does not answer, as the ruling lists it: its ``say``, at ``event``
    (None: before any), whether it is ``decisive``, and the ``open`` point it is read under.
    Whether the copy held lacks it is the book's to say, at the face."""

    __slots__ = ("point", "say", "event", "decisive", "open")
    DEFAULTS = {"open": None}

    @property
    def kind(self) -> str:
        return self.say.kind


class Lot(Record):
    """Odd chips drawn by lot ``among`` players, on ``law`` (None: the book is silent)."""

    __slots__ = ("amount", "among", "law")


class Ante(Record):
    """What ``player`` stakes again before a misdeal's new deal, on ``law``."""

    __slots__ = ("player", "amount", "law")


class Next(Record):
    """The next deal: its ``dealer``, who deals a misdeal again (``redeal_by``), the next
    ``jack_pot``, and the ``antes`` staked again (None: the ruling names none)."""

    __slots__ = ("dealer", "redeal_by", "jack_pot", "antes")
    DEFAULTS = {"antes": None}


class Referee(Record):
    """A referee named to decide: the ``player``, on ``law``, chosen by ``parties``."""

    __slots__ = ("player", "law", "parties")


class Agreement(Record):
    """A departure agreed before play: the ``laws`` that give it effect, whether any of
    them decided something here (``applied``), and the law that allows it."""

    __slots__ = ("departure", "laws", "applied", "allowed_by")


class OpenPoint(Record):
    """A point of the story a fact could settle: its ``readings`` and where it arose."""

    __slots__ = ("point", "readings", "event")


class Ruling(Record):
    """One book's ruling on one case, as data. ``cited``: the laws cited, in the order first
    cited; ``parts``, ``staked`` and ``returned``: the replay's division of the pool, from
    which the contract's ``division`` is made (judge/division.py). ``book`` is kept for the
    face alone (its words, its copy, its house rules): out of equality."""

    __slots__ = ("book", "case", "players", "status", "pot", "awards", "refunds", "penalties",
                 "retired", "next", "steps", "cited", "silent", "missing", "carried",
                 "undecided", "provisional", "by_lot", "stakes", "referee", "agreed",
                 "agreements", "open_points", "parts", "staked", "returned")
    HIDDEN = ("book",)


def _chips(pairs: Chips) -> dict[str, int]:
    return dict(pairs)


def as_json(r: Ruling) -> dict:
    """The ruling as docs/case-format.md specifies it: the one place its JSON is made. Its
    ``answer`` is said once the readings are weighed (engine.adjudicate_found)."""
    face = Face(r.book)  # the findings' words, in the book's own
    return {
        "schema_version": SCHEMA_VERSION, "book": r.book.id, "case": r.case,
        "players": list(r.players),  # the table, whom every name must be one of
        "status": r.status,
        "answer": "",
        "pot": r.pot,
        "awards": _chips(r.awards),
        "refunds": _chips(r.refunds),
        "penalties": [p.as_json() for p in r.penalties],
        "retired": _chips(r.retired),
        "next": _next(r.next),
        "steps": [face.step(s, s.held) for s in r.steps],
        "citations": [law.citation() for law in r.cited],
        "silent": [face.silence(s) for s in r.silent],
        "missing": [m.as_json() for m in r.missing],
        "carried": r.carried,
        "undecided": r.undecided,
        "provisional": _chips(r.provisional),
        "by_lot": [{"amount": x.amount, "among": list(x.among), "law": x.law}
                   for x in r.by_lot],
        "stakes": _chips(r.stakes),
        "referee": None if r.referee is None else
        {"player": r.referee.player, "law": r.referee.law, "parties": list(r.referee.parties)},
        "agreed": list(r.agreed),
        "agreements": [{"departure": a.departure, "laws": list(a.laws), "applied": a.applied,
                        "allowed_by": a.allowed_by} for a in r.agreements],
        "house_rules": house_rules(r.book),
        "open_points": [{"point": p.point, "question": question(p.point),
                         "readings": list(p.readings), "event": p.event}
                        for p in r.open_points],
        "readings": [],
        "readings_stopped": None,
        # the replay's parts of the pool: the division once every chip is placed (division.py)
        "division": {"parts": [_part(p) for p in r.parts], "stakes": _chips(r.staked),
                     "returned": _chips(r.returned)},
    }


def _next(n: Next) -> dict:
    out = {"dealer": n.dealer, "redeal_by": n.redeal_by, "jack_pot": n.jack_pot}
    if n.antes is not None:
        out["antes"] = [{"player": a.player, "amount": a.amount, "law": a.law}
                        for a in n.antes]
    return out


def _part(p: Any) -> dict:
    """A part of the pool as the show divided it (situations/pool.py), a dict of its own."""
    return {k: dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v
            for k, v in p.items()}


__all__ = ["Ruling", "Step", "Silent", "Lot", "Ante", "Next", "Referee", "Agreement",
           "OpenPoint", "Missing", "Penalty", "Say", "as_json"]
