"""One case, many books: the rulings side by side, and why each book differs."""
from __future__ import annotations

from typing import Iterable

from ..story.case import Case
from .engine import adjudicate
from ..law.library import Library
from ..law.vocabulary import in_terms
from ..law.vocabulary import of as vocabulary_of


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
        parts.append(f"{counted(len(ruling['silent']), 'point')} the book does not settle")
    if ruling.get("missing"):
        parts.append(f"{counted(len(ruling['missing']), 'fact')} the case does not tell")
    return "; ".join(parts)


def counted(n: int, noun: str) -> str:
    """"1 point", "2 points": N and NOUN, singular or plural as N asks."""
    return f"{n} {noun}" + ("" if n == 1 else "s")


def headline(v: dict) -> str:
    """How many books a compare sets side by side, and whether they agree: "5 books, all
    agree", "5 books, 3 different outcomes" (one wording for text and Markdown)."""
    n, k = len(v["books"]), v["outcomes"]
    if n == 1:
        return "1 book"
    return f"{counted(n, 'book')}, " + ("all agree" if k == 1 else f"{k} different outcomes")


def compare(case: Case, library: Library, book_ids: Iterable[str] | None = None,
            agreed: Iterable[str] = ()) -> dict:
    """Every book's ruling, and for each book the findings no other book shares."""
    ids = list(book_ids) if book_ids else library.ids()
    rulings = {b: adjudicate(case, library.book(b), agreed) for b in ids}
    groups: dict[tuple, list[str]] = {}
    for b, r in rulings.items():
        groups.setdefault(outcome(r), []).append(b)
    # the points in dispute: what any book is silent on; a finding is named by one of them
    disputed = [s["point"] for r in rulings.values() for s in r["silent"]]
    # findings compared in the engine's terms: Peel's "ante-man" and Keller's "age" agree
    said = {b: [in_terms(s["finding"], vocabulary_of(library.book(b))) for s in r["steps"]]
            for b, r in rulings.items()}
    differences = []
    for b, r in rulings.items():
        others = [o for o in ids if o != b]
        own = [s for s, plain in zip(r["steps"], said[b]) if s["laws"] and not all(
            plain in said[o] for o in others)]
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
            "because": [{"point": _point(library, s, disputed), "finding": s["finding"],
                         "laws": s["laws"]} for s in because],
            "silent": [s["point"] for s in r["silent"]],
            "silent_on": [{"point": s["point"], "detail": s["detail"]} for s in decisive],
            "missing": [{"fact": m["fact"], "detail": m["detail"]} for m in r.get("missing", [])],
        })
    return {"case": case.title, "file": case.file, "unit": case.table.unit,
            "books": ids, "rulings": rulings, "differences": differences,
            "outcomes": len(groups)}


def _point(library: Library, step: dict, disputed: list[str]) -> str:
    """The point a finding decides, from the topics of the laws it cites: one some book is
    silent on (the point in dispute) if there is one; else the topic of the hand compared
    (a finding on hands names them); else the first law's first topic."""
    laws = [law for law in map(library.find_law, step["laws"]) if law is not None]
    topics = [t for law in laws for t in law.topics]
    for t in topics:
        if t in disputed:
            return t
    for t in topics:  # "A's threes (kings) beat ..." decides threes.ties, not pair.ties
        if t.endswith(".ties") and t.split(".")[0] in step["finding"].lower():
            return t
    return topics[0] if topics else ""


def why_lines(difference: dict) -> list[str]:
    """Why one book rules as it does, a line a point: the facts not told and the silences the
    outcome turns on, then the findings no other book makes, each led by the point it
    decides; never a line twice (a book may make one finding at two events)."""
    lines = [f"not told: {m['detail']}" for m in difference.get("missing", [])][:2]
    lines += [f"silent on {s['point']}: {s['detail']}"
              for s in difference.get("silent_on", [])][:max(0, 2 - len(lines))]
    for s in difference["because"]:
        lead = f"{s['point']}: " if s.get("point") else ""
        lines.append(f"{lead}{s['finding']} ({', '.join(s['laws'])})")
    return list(dict.fromkeys(lines))
