"""One case, many books: the rulings side by side, and why each book differs."""
from __future__ import annotations

from typing import Iterable

from .case import Case
from .engine import adjudicate
from .library import Library


def outcome(ruling: dict) -> tuple:
    """What a table would see of a ruling: who gets what, and what happens next."""
    return (ruling["status"], tuple(sorted(ruling["awards"].items())),
            tuple(sorted(ruling["refunds"].items())), ruling["carried"],
            tuple(sorted(ruling.get("provisional", {}).items())),
            tuple((p["player"], p["amount"], p["to"]) for p in ruling["penalties"]),
            ruling["next"].get("redeal_by"), ruling["next"].get("jack_pot"))


def describe(ruling: dict, unit: str = "") -> str:
    """One line a person reads: the status and who takes what."""
    u = f" {unit}" if unit and unit != "chips" else ""
    parts = [ruling["status"]]
    if ruling["awards"]:
        parts.append(", ".join(f"{p} takes {a}{u}" for p, a in ruling["awards"].items()))
    if ruling["refunds"]:
        parts.append("refunds " + ", ".join(f"{p} {a}" for p, a in ruling["refunds"].items()))
    if ruling.get("provisional"):
        parts.append("undecided (" + ", ".join(f"{p} {a}{u}" for p, a in
                                               ruling["provisional"].items()) + " if allowed)")
    if ruling["carried"]:
        parts.append(f"{ruling['carried']}{u} stays in the pool")
    if ruling["next"].get("redeal_by"):
        parts.append(f"{ruling['next']['redeal_by']} deals again")
    if ruling["next"].get("jack_pot"):
        parts.append(f"next a jack pot ({ruling['next']['jack_pot']})")
    for pen in ruling["penalties"]:
        parts.append(f"{pen['player']} pays {pen['amount']}{u} to {pen['to']}")
    if ruling["silent"]:
        parts.append(f"{len(ruling['silent'])} point(s) the book does not settle")
    if ruling.get("missing"):
        parts.append(f"{len(ruling['missing'])} fact(s) the case does not tell")
    return "; ".join(parts)


def compare(case: Case, library: Library, book_ids: Iterable[str] | None = None,
            agreed: Iterable[str] = ()) -> dict:
    """Every book's ruling, and for each book the findings no other book shares."""
    ids = list(book_ids) if book_ids else library.ids()
    rulings = {b: adjudicate(case, library.book(b), agreed) for b in ids}
    groups: dict[tuple, list[str]] = {}
    for b, r in rulings.items():
        groups.setdefault(outcome(r), []).append(b)
    differences = []
    for b, r in rulings.items():
        others = [o for o in ids if o != b]
        own = [s for s in r["steps"] if s["laws"] and not all(
            any(s["finding"] == t["finding"] for t in rulings[o]["steps"]) for o in others)]
        # Why this book rules as it does: where it is silent on a point the outcome turns on,
        # that silence first; then the findings no other book makes, the last ones deciding.
        # A fact the case leaves out decides an unsettled ruling before any silence does.
        decisive = [s for s in r["silent"] if s.get("decisive", True)]
        because = own[-2:] if own else [s for s in r["steps"] if s["laws"]][-1:]
        if decisive or r.get("missing"):
            because = because[-1:]
        differences.append({
            "book": b,
            "outcome": describe(r, case.table.unit),
            "agrees_with": [o for o in groups[outcome(r)] if o != b],
            "because": [{"finding": s["finding"], "laws": s["laws"]} for s in because],
            "silent": [s["point"] for s in r["silent"]],
            "silent_on": [{"point": s["point"], "detail": s["detail"]} for s in decisive],
            "missing": [{"fact": m["fact"], "detail": m["detail"]} for m in r.get("missing", [])],
        })
    return {"case": case.title, "file": case.file, "unit": case.table.unit,
            "books": ids, "rulings": rulings, "differences": differences,
            "outcomes": len(groups)}
