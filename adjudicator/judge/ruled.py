"""A replay written as the ruling docs/case-format.md specifies: the chips of the pool each
accounted for once, the findings in the book's words, the silences and what is missing."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import message
from ..law.rulebook import house_rules
from ..story.terms import SCHEMA_VERSION
from . import situations
from .agreements import agreements
from .findings import Face

if TYPE_CHECKING:
    from .judging import Judge


def ruling(j: Judge) -> dict:
    """The ruling as docs/case-format.md specifies it."""
    t = j.table
    face = Face(j.book)  # the findings' words, in the book's own
    # a misdeal with a decisive silence (what becomes of the stakes already put up) decides
    # the new deal but not those chips: they are held, not carried
    status = "unsettled" if j.unsettled and j.status in (None, "settled", "continues",
                                                         "misdeal") else j.status
    if j.missing and status == "passed":  # a fact the pool turns on is untold: nothing carried
        status = "unsettled"
    awards, provisional = dict(j.awards), {}
    if status == "unsettled":
        # Nothing is awarded on a point the book leaves open; what the replay would give if
        # the table's way of playing it stood is shown apart.
        awards, provisional = {}, dict(j.awards)
    # chips a law gave back to who put them up were in the pool, and are refunded from it
    refunds = dict(j.refunds)
    for p, back in t.returned.items():
        refunds[p] = refunds.get(p, 0) + back
    # chips put up for the next deal after the show are in the pot, and carried, whatever
    # becomes of the pool the show decided
    pot = t.pool + sum(t.returned.values()) + t.next_deal
    accounted = sum(awards.values()) + sum(refunds.values()) + sum(x["amount"] for x in j.by_lot)
    held = pot - accounted - t.next_deal
    # a void deal gives back the stakes; what was in the pool before the deal stays in it
    if held < 0 or (status == "settled" and held) or \
            (status == "void" and held > t.besides_stakes):
        raise AssertionError(message("chips-not-conserved", pot=pot, accounted=accounted))
    agreed = agreements(j)  # before the silences are written: it may add one
    carried = t.next_deal + (held if status in ("passed", "misdeal", "continues", "void")
                             else 0)
    undecided = held if status == "unsettled" else 0
    out = {
        "schema_version": SCHEMA_VERSION, "book": j.book.id, "case": j.case.title,
        "players": list(j.case.table.players),  # the table, whom every name must be one of
        "status": status,
        "answer": "",  # said once the readings are weighed (adjudicate_found)
        "pot": pot,
        "awards": dict(sorted(awards.items())),
        "refunds": dict(sorted(refunds.items())),
        "penalties": [p.as_json() for p in j.penalties],
        "retired": {p: law for p, law in t.retired.items()},
        "next": situations.misdeal.next_deal(j),
        "steps": [face.step(s, status == "unsettled" and s.share is not None)
                  for s in j.steps],
        "citations": [law.citation() for law in j.cited.values()],
        "silent": [face.silence(s) for s in j.silent],
        "missing": [m.as_json() for m in j.missing],
        "carried": carried,
        "undecided": undecided,
        "provisional": dict(sorted(provisional.items())),
        "by_lot": j.by_lot,
        "stakes": {p: s for p, s in t.stakes.items() if s},
        "referee": j.referee,
        "agreed": sorted(j.ctx.agreed),
        "agreements": agreed,
        "house_rules": house_rules(j.book),
        "open_points": [],
        "readings": [],
        "readings_stopped": None,
        # the replay's parts of the pool: the division once every chip is placed (division.py)
        "division": {"parts": j.parts, "stakes": dict(t.stakes), "returned": dict(t.returned)},
    }
    return out
