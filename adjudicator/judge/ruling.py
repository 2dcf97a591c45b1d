"""The ruling as data (issue 35): a frozen record the engine makes from the final replay,
whose steps and silences carry their ``Say`` (a kind and its parameters), never words. The
JSON of the public contract (docs/case-format.md) is written from it by ``as_json`` alone,
at the face, where the findings are put in the book's words (findings.Face).

Chips are kept as ((player, chips), ...) in the order the contract writes them, so that a
ruling is a plain value (as PokerKit's frozen states are): compared by its fields and
copied with ``replace`` (story/record.py), never changed in place. The readings
(judge/readings.py and the modules it calls) weigh these records, by chips and outcome.
"""
from __future__ import annotations

from typing import Any

from ..law.extending import house_rules
from ..story.points import question
from ..story.record import Record, replace
from ..story.terms import SCHEMA_VERSION
from .findings import Face, Missing, Penalty, Say
from .words import IN_ORDER

Chips = tuple  # ((player, chips), ...): a ruling's awards, refunds, stakes


class Step(Record):
    """One step of the ruling: what was found (``say``), at ``event``, on ``laws`` and
    ``rung``, the catalogue questions asked for it (``points``), the open point whose
    reading it states, whether the share it gives is ``held`` (the ruling unsettled), and the
    answers it ``applied`` as another value of their question (findings.Finding)."""

    __slots__ = ("say", "event", "laws", "rung", "points", "open", "held", "applied")
    DEFAULTS = {"laws": (), "rung": "story", "points": (), "open": None, "held": False,
                "applied": ()}

    @property
    def kind(self) -> str:
        return self.say.kind

    @property
    def lawful(self) -> bool:
        """An act the book allows, in its turn (the contract's ``lawful``)."""
        return self.say.kind in IN_ORDER


class Alike(Record):
    """What every reading gives alike (judge/held.py), said last: the readings' arithmetic,
    no finding of a replay, on no law."""

    __slots__ = ("say", "event")
    laws, rung, open, points, held = (), "story", None, (), False

    @property
    def kind(self) -> str:
        return self.say.kind


class Whether(Record):
    """A step that states a reading of a point whose readings rule alike (judge/agreed.py):
    the ``step`` that stated it, said again as every reading (``meanings``) and ``why``."""

    __slots__ = ("step", "meanings", "why")

    @property
    def say(self) -> Say:
        return Say.of("agreed.whether", either=self.meanings, why=self.why)

    event = property(lambda self: self.step.event)
    laws = property(lambda self: self.step.laws)
    open = property(lambda self: self.step.open)
    points = property(lambda self: self.step.points)
    held = property(lambda self: self.step.held)
    rung = "open"  # a reading, which rests on no law


class IfRead(Record):
    """What some readings find at ``event`` and others do not (judge/agreed.py): for each
    reading (the meanings of what it reads, in words), the steps it finds there."""

    __slots__ = ("event", "branches")
    laws, rung, open, points, held = (), "open", None, (), False


class Silent(Record):
    """A point the book does not answer, as the ruling lists it: its ``say``, at ``event``
    (None: before any), whether it is ``decisive``, the ``open`` point the replay read it
    under, or the one the readings ``named`` it by afterwards, and the ``reason`` (a Say)
    a point read decides nothing. Whether the copy held lacks it is the book's to say, at
    the face."""

    __slots__ = ("point", "say", "event", "decisive", "open", "named", "reason", "met_under")
    DEFAULTS = {"open": None, "named": None, "reason": None, "met_under": ()}

    @property
    def kind(self) -> str:
        return self.say.kind

    @property
    def under(self) -> str | None:
        """The open point it is read under, whoever named it."""
        return self.open or self.named

    def read_under(self, point: str | None) -> "Silent":
        """The silence read under ``point`` (None: under none)."""
        if point is None:
            return replace(self, open=None, named=None)
        if self.open is not None:
            return replace(self, open=point)
        return replace(self, named=point)

    def said(self) -> tuple:
        """What the ruling says of it, whoever named its point: two alike are one."""
        return self.point, self.say, self.event, self.decisive, self.under, self.reason


class Lot(Record):
    """Odd chips drawn by lot ``among`` players, on ``law`` (None: the book is silent)."""

    __slots__ = ("amount", "among", "law")


class Ante(Record):
    """What ``player`` stakes again before a misdeal's new deal, on ``law``; ``back``: the
    chips of it the ruling gives back to him (the same chips, staked again)."""

    __slots__ = ("player", "amount", "law", "back")
    DEFAULTS = {"back": 0}


class Next(Record):
    """The next deal: its ``dealer``, who deals a misdeal again (``redeal_by``), the next
    ``jack_pot``, the ``antes`` staked again (None: the ruling names none), and the
    ``points`` read that concern it alone (judge/ahead.py), and the ``law`` that names the
    dealer (its id; None where no law does)."""

    __slots__ = ("dealer", "redeal_by", "jack_pot", "antes", "points", "law")
    DEFAULTS = {"antes": None, "points": (), "law": None}


class NextReading(Record):
    """What one ``reading`` of a point makes of the next deal."""

    __slots__ = ("reading", "dealer", "redeal_by", "jack_pot")


class NextPoint(Record):
    """A point that concerns only the next deal: the silence or missing fact it reads
    (``told``; None: the point's question), why it decides nothing of this deal (a Say),
    and what each reading makes of the next deal, where they differ."""

    __slots__ = ("point", "told", "reason", "readings")


class Assumption(Record):
    """One point a reading reads: its id, the ``reading``, the event where it arises, and
    the player it concerns, where it concerns one."""

    __slots__ = ("point", "reading", "event", "player")


class Reading(Record):
    """A reading of the open points: what it assumes, the laws it rests on from the first
    point it reads, and the ruling it comes to."""

    __slots__ = ("assume", "laws", "ruling")


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
    face alone (its words, its copy, its house rules): out of equality. ``stopped``: the
    bound the readings stopped at, where they did (judge/readings.py)."""

    __slots__ = ("book", "case", "players", "status", "pot", "awards", "refunds", "penalties",
                 "retired", "next", "steps", "cited", "silent", "missing", "carried",
                 "undecided", "provisional", "by_lot", "stakes", "referee", "agreed",
                 "agreements", "open_points", "parts", "staked", "returned", "readings",
                 "stopped")
    HIDDEN = ("book",)
    # a bare ruling of a few fields (a test's): every other as a replay with nothing leaves it
    DEFAULTS = {"book": None, "case": "", "players": (), "pot": 0, "awards": (), "refunds": (),
                "penalties": (), "retired": (), "next": Next(None, None, None), "steps": (),
                "cited": (), "silent": (), "missing": (), "carried": 0, "undecided": 0,
                "provisional": (), "by_lot": (), "stakes": (), "referee": None, "agreed": (),
                "agreements": (), "open_points": (), "parts": (), "staked": (),
                "returned": (), "readings": (), "stopped": None}

    def chips(self, field: str) -> dict[str, int]:
        """``awards``, ``refunds``, ``stakes``..., as {player: chips}."""
        return dict(getattr(self, field))


def _chips(pairs: Chips) -> dict[str, int]:
    return dict(pairs)


def pairs(chips: dict[str, int]) -> Chips:
    """{player: chips} as a ruling keeps it, in the same order."""
    return tuple(chips.items())


def as_json(r: Ruling) -> dict:
    """The ruling as docs/case-format.md specifies it: the one place its JSON is made. Its
    ``answer`` is said once the readings are weighed (engine.adjudicate_found)."""
    face = Face(r.book)  # the findings' words, in the book's own
    return {
        "schema_version": SCHEMA_VERSION, "book": r.book.id, "case": r.case,
        "rulebook": {"title": r.book.title, "author": r.book.author, "year": r.book.year},
        "players": list(r.players),  # the table, whom every name must be one of
        "status": r.status,
        "answer": "",
        "pot": r.pot,
        "awards": _chips(r.awards),
        "refunds": _chips(r.refunds),
        "penalties": [p.as_json() for p in r.penalties],
        "retired": _chips(r.retired),
        "next": _next(r.next, face),
        "steps": [_step(face, s) for s in r.steps],
        "citations": [law.citation() for law in r.cited],
        "silent": [_silence(face, s) for s in r.silent],
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
        "readings": [_reading(x) for x in r.readings],
        "readings_stopped": None if r.stopped is None else
        Say.of("readings.stopped", limit=r.stopped).words(),
        # the replay's parts of the pool: the division once every chip is placed (division.py)
        "division": {"parts": [_part(p) for p in r.parts], "stakes": _chips(r.staked),
                     "returned": _chips(r.returned)},
    }


def _step(face: Face, s) -> dict:
    if isinstance(s, IfRead):  # the readings' own findings, each in the book's words
        said = ". ".join(Say.of("agreed.if-read", reading=k, found=tuple(
            Say.of("agreed.found-on", finding=face.words(x.say), laws=x.laws).words()
            if x.laws else face.words(x.say) for x in found)
            or (Say.of("agreed.nothing-found"),)).words() for k, found in s.branches)
        return {"event": s.event, "rung": "open", "laws": [], "finding": said}
    if isinstance(s, Whether):
        return dict(face.step(s.step, s.held), finding=s.say.words(), rung="open")
    return face.step(s, s.held)


def _silence(face: Face, s: Silent) -> dict:
    out = face.silence(s)
    if s.named is not None:  # named by the readings, after the replay wrote it
        out["open"] = s.named
    if s.reason is not None:  # the findings it names in the book's words
        out["reason"] = face.words(s.reason) if s.reason.kind == "moot.found" \
            else s.reason.words()
    if s.met_under:  # met only under a reading: the story as told never reaches it
        out["met_under"] = [{"point": p, "reading": v} for p, v in s.met_under]
    return out


def _next(n: Next, face: Face | None = None, r: Ruling | None = None) -> dict:
    out = {"dealer": n.dealer, "redeal_by": n.redeal_by, "jack_pot": n.jack_pot}
    if n.law is not None and (n.dealer is not None or n.redeal_by is not None):
        out["law"] = n.law
    if n.antes is not None:
        out["antes"] = [{"player": a.player, "amount": a.amount, "law": a.law,
                         **({"back": a.back} if a.back else {})} for a in n.antes]
    if n.points:
        out["points"] = [_next_point(p, face) for p in n.points]
    return out


def _next_point(p: NextPoint, face: Face | None) -> dict:
    told = p.told
    detail = question(p.point) if told is None else told.detail \
        if isinstance(told, Missing) else _silence(face, told)["detail"]
    out = {"point": p.point, "detail": detail, "reason": p.reason.words()}
    if p.readings:
        out["readings"] = [{"reading": x.reading, "dealer": x.dealer,
                            "redeal_by": x.redeal_by, "jack_pot": x.jack_pot}
                           for x in p.readings]
    return out


def _reading(x: Reading) -> dict:
    r = x.ruling
    assume = []
    for a in x.assume:
        one = {"point": a.point, "reading": a.reading, "event": a.event}
        if a.player is not None:
            one["player"] = a.player
        assume.append(one)
    out = {"assume": assume, "laws": list(x.laws),
           # a reading may make an act void or good: its stakes
           "stakes": _chips(r.stakes), "next": _next(r.next),
           **accounting(r)}
    if r.undecided or r.status == "unsettled":
        # what it still holds chips on: the silences it does not read, or reads but cannot
        # carry out (the opener to bet first where nobody opened), the facts not told
        held_on = [{"point": p} for p in dict.fromkeys(
            s.point for s in r.silent if s.decisive)]
        held_on += [{"fact": m.fact} for m in r.missing if m.open is None]
        if held_on:
            out["held_on"] = held_on
    return out


def accounting(r: Ruling) -> dict:
    """A reading's whole accounting, as a ruling's: its status and pool, and where every chip
    of it goes (awards, refunds, by lot, carried, undecided), with its penalties."""
    return {"status": r.status, "pot": r.pot, "awards": _chips(r.awards),
            "refunds": _chips(r.refunds), "penalties": [p.as_json() for p in r.penalties],
            "by_lot": [{"amount": x.amount, "among": list(x.among), "law": x.law}
                       for x in r.by_lot],
            "carried": r.carried, "undecided": r.undecided}


def _part(p: Any) -> dict:
    """A part of the pool as the show divided it (situations/pool.py), a dict of its own."""
    return {k: dict(v) if isinstance(v, dict) else list(v) if isinstance(v, list) else v
            for k, v in p.items()}


__all__ = ["Ruling", "Step", "Alike", "Whether", "IfRead", "Silent", "Lot", "Ante", "Next",
           "NextReading", "NextPoint", "Referee", "Agreement", "OpenPoint", "Assumption",
           "Reading", "Missing", "Penalty", "Say", "as_json", "accounting", "pairs"]
