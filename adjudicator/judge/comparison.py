"""One case, many books: the rulings side by side, and why each book differs."""
from __future__ import annotations

from typing import TYPE_CHECKING, Iterable, cast

from ..story.case import Case
from .engine import adjudicate_ruled
from ..story.terms import SCHEMA_VERSION, STATUSES
from ..law.library import Library
from ..law.rulebook import Book
from .apart import LAWFUL_ACTS, ORDER_POINTS, STEP, forget_steps, on_every_point, order_only
from .grounds import ANSWERS
from .left_open import counted, left_open
from .words.points import own_question, silence_question
from .ruling import Ruling, Silent, Step

if TYPE_CHECKING:
    from .shape import Comparison


def outcome(r: Ruling) -> tuple:
    """What a table would see of a ruling: who gets what, and what happens next."""
    return (r.status, tuple(sorted(r.awards)), tuple(sorted(r.refunds)), r.carried,
            tuple(sorted(r.provisional)), tuple((p.player, p.amount, p.to) for p in r.penalties),
            r.next.redeal_by, r.next.jack_pot)


def describe(ruling: dict, unit: str = "") -> str:
    """One line a person reads once: the status and the ruling's answer (who takes what, on
    which law; what is held, on which points, and what each reading gives), then what it
    leaves open (a settled ruling is never said to leave points "not settled": the book's
    silences that change nothing are said to change nothing). The answer's amounts are in
    the table's ``unit``."""
    return "; ".join([f"{ruling['status']}: {ruling['answer'].removesuffix('.')}",
                      *left_open(ruling)])


def summary_row(v: dict) -> dict:
    """A dispute's line in the summary of many: each book's status and awards."""
    return {"case": v["case"], "file": v["file"], "unit": v["unit"], "outcomes": v["outcomes"],
            "books": {b: {"status": r["status"], "awards": r["awards"],
                          "refunds": r["refunds"], "undecided": r.get("undecided", 0),
                          "carried": r["carried"]}
                      for b, r in v["rulings"].items()}}


def summary(rows: list[dict]) -> dict:
    """The disputes by books: each dispute's status and awards under each book, and how
    many each book settles, leaves unsettled, ... ."""
    books = list(dict.fromkeys(b for row in rows for b in row["books"]))
    counts = {b: {s: n for s in STATUSES if (n := sum(
        1 for row in rows if row["books"].get(b, {}).get("status") == s))} for b in books}
    return {"disputes": rows, "books": books, "counts": counts,
            "agreed": sum(1 for row in rows if row["outcomes"] == 1)}


def in_short(r: dict) -> str:
    """A book's ruling on one dispute in a few words: "settled: A 30, C 70"."""
    money = ", ".join(f"{p} {a}" for p, a in r["awards"].items())
    if r["refunds"]:
        money += ("; " if money else "") + "back " + ", ".join(
            f"{p} {a}" for p, a in r["refunds"].items())
    if r.get("undecided"):
        money += ("; " if money else "") + f"{r['undecided']} held"
    if r.get("carried"):
        money += ("; " if money else "") + f"{r['carried']} stays"
    return r["status"] + (f": {money}" if money else "")


def headline(v: dict) -> str:
    """How many books a compare sets side by side, and whether they agree: "5 books, all
    agree", "5 books, 3 different outcomes" (one wording for text and Markdown)."""
    n, k = len(v["books"]), v["outcomes"]
    if n == 1:
        return "1 book"
    return f"{counted(n, 'book')}, " + ("all agree" if k == 1 else f"{k} different outcomes")


def compare(case: Case, library: Library | None = None,
            book_ids: Iterable[Book | str] | str | None = None,
            agreed: Iterable[str] | str = (), incidental: bool = False) -> Comparison:
    """Every book's ruling (those of ``library``, by default the published books and
    ADJUDICATOR_RULEBOOKS'; or the books ``book_ids`` names, each a Book or an id), and for
    each book where it parts from those that rule otherwise: its law on each point where the
    books part. The order of betting where it moves no chip is no such point, unless
    INCIDENTAL (apart.py). The arguments are checked as the command line checks its
    options: a wrong one is an InputError that names it."""
    from ..errors import InputError, message, what
    from ..law.arguments import a_case, book_ids as named_books, default_library, departures

    case, agreed = a_case(case), departures(agreed)
    if library is None:
        library = default_library()
    elif not isinstance(library, Library):
        raise InputError(message("not-a-library", got=what(library)))
    named = named_books(book_ids, "book_ids")
    books = [b if isinstance(b, Book) else library.book(b) for b in named or library.ids()]
    ids = [b.id for b in books]
    ruled = {b.id: adjudicate_ruled(case, b, agreed)[:2] for b in books}
    typed = {b: r for b, (r, _) in ruled.items()}  # compared as data
    rulings = {b: out for b, (_, out) in ruled.items()}  # as the contract writes them
    groups: dict[tuple, list[str]] = {}
    for b, r in typed.items():
        groups.setdefault(outcome(r), []).append(b)
    answered = {b: _answers(library, r, out) for b, (r, out) in ruled.items()}
    differences = []
    for b, r in typed.items():
        apart = [g for key, g in groups.items() if key != outcome(r)]
        # Why this book rules as it does: a fact the case leaves out, then a silence the
        # outcome turns on, then the first findings where it parts from the books that rule
        # otherwise: a question of the catalogue it answers one way and they another, or on
        # which they are silent (data, never the findings' words).
        decisive = [s for s in r.silent if s.decisive]
        because = _parting(r, answered, b, apart)
        if decisive or r.missing:
            because = because[:1]
        faced = answered[b]["faced"]
        differences.append({
            "book": b,
            "outcome": describe(rulings[b], case.table.unit),
            "agrees_with": [o for o in groups[outcome(r)] if o != b],
            "because": because,
            "silent": [s.point for s in r.silent],
            **_asked_of(r.silent, faced),
            "silent_on": [{"point": s.point, "detail": faced[id(s)]["detail"], "event": s.event,
                           **({"of": "copy"} if faced[id(s)].get("of") == "copy" else {}),
                           **own_question(faced[id(s)])}
                          for s in decisive],
            "missing": [{"fact": m.fact, "detail": m.detail} for m in r.missing],
        })
    apart = {b: [o for key, g in groups.items() if key != outcome(r) for o in g]
             for b, r in typed.items()}
    on_every_point(differences, typed, answered, apart,
                   lambda s: _step_answers(library, s), _found_alike)
    if incidental:  # the findings left out, found as if nothing were incidental, added back
        every = {b: _answers(library, r, out, True) for b, (r, out) in ruled.items()}
        for d in differences:
            apart_b = [g for key, g in groups.items() if key != outcome(typed[d["book"]])]
            said = {(s["event"], s["finding"]) for s in d["because"]}
            d["because"] += [s for s in _parting(typed[d["book"]], every, d["book"], apart_b)
                             if (s["event"], s["finding"]) not in said]
            d["because"].sort(key=lambda f: -1 if f["event"] is None else f["event"])
    forget_steps(differences)
    return cast("Comparison", {
        "schema_version": SCHEMA_VERSION, "case": case.title, "file": case.file,
        "unit": case.table.unit, "books": ids, "rulings": rulings,
        "differences": differences, "outcomes": len(groups)})


def _step_answers(library: Library, step) -> list[tuple[str, object]]:
    """The questions a finding rests on, each with the value its laws give it (or that it
    ``applied``): the points asked (``points``), else every question its laws answer."""
    provided = dict(getattr(step, "applied", ()))
    for law in filter(None, map(library.find_law, step.laws)):
        for key, value in law.provides:
            provided.setdefault(key, value)
    keys = step.points or list(provided)
    return [(k, provided.get(k)) for k in keys]


def _answers(library: Library, ruling: Ruling, out: dict, incidental: bool = False) -> dict:
    """What a ruling answered on each question (values per key); the questions it was silent
    on (all, and those its outcome turned on); the questions answered by a step citing a
    law its outcome rests on (a penalty's law, a retirement's law); what each step found,
    as data, by event; and each step and silence as the ruling's JSON writes it (``faced``,
    by its id: the words a difference quotes)."""
    given: dict[str, set] = {}
    for step in ruling.steps:
        for key, value in _step_answers(library, step):
            given.setdefault(key, set()).add(repr(value))
    silent = {s.point for s in ruling.silent if s.decisive}
    faced = dict(zip(map(id, ruling.steps), out["steps"]))
    faced.update(zip(map(id, ruling.silent), out["silent"]))
    return {"given": given, "silent": silent, "library": library, "steps": ruling.steps,
            "silent_all": {s.point for s in ruling.silent}, "named": _named(ruling),
            "found": _found(ruling), "incidental": incidental, "faced": faced}


def _found(ruling: Ruling) -> dict[int, list]:
    """What a ruling found at each event, as data (the findings of its replay's steps)."""
    out: dict[int, list] = {}
    for step in ruling.steps:
        if isinstance(step, Step):
            out.setdefault(step.event, []).append(step.say)
    return out


def _found_alike(step, mine: dict, theirs: dict) -> bool:
    """Whether the step is no finding where BOOK parts from the other: the other found at
    its event what it finds (the same finding, whatever law each rests it on: the show both
    make, in one order of showing or another, before a tie one divides and the other
    breaks), or it is no finding of a replay but what the readings give alike, said last."""
    say = step.say if isinstance(step, Step) else None
    if say is None or say in theirs["found"].get(step.event, ()):
        return True
    # the order of betting, worded otherwise, and an act the book allows in its turn, where
    # they move no chip (apart.py)
    if mine["incidental"]:
        return False
    moves = bool(set(step.laws) & _laws_apart(mine, theirs))
    return (say.kind in LAWFUL_ACTS and not moves) or order_only(
        [k for k, _ in _step_answers(mine["library"], step)], moves)


def _named(ruling: Ruling) -> dict[tuple, str]:
    """What a ruling's outcome names by a law: each penalty paid and each player retired,
    with the law (the laws that move chips, beside those that find the best hand)."""
    named = {("penalty", p.player, p.amount, p.to): p.law for p in ruling.penalties if p.law}
    named.update({("retired", player): law  # retired by no law is retired all the same
                  for player, law in ruling.retired})
    return named


def _laws_apart(mine: dict, theirs: dict) -> set[str]:
    """The laws of the penalties and retirements one outcome names and the other has not."""
    return {law for what, law in mine["named"].items() if law and what not in theirs["named"]}


def _parting(ruling: Ruling, answered: dict, book: str, apart: list[list[str]]) -> list[dict]:
    """For each book that rules otherwise (in the groups APART), where BOOK parts from it on
    a law that decides: a step on a question the other is silent on where its outcome turns
    on it, a step citing a law BOOK's outcome rests on that the other answers otherwise, is
    silent on or never meets, or BOOK's own silence where the other's outcome rests on a
    law; failing those, the first step it answers otherwise or is silent on (a question the
    other book never met is then no parting). A step whose finding the other book makes
    too is no parting, whatever law each rests it on. A book that answers a question BOOK's
    outcome turns on its silence about is parted from by that silence, which the ruling
    names. Where that names nothing only because the first step answered otherwise was
    found alike, and BOOK has no silence or untold fact to show, the first step on a law of
    its own that the other did not find (``_first_unlike``)."""
    mine = answered[book]
    found: list[dict] = []
    named: dict[int, dict] = {}  # each step named once, by the step itself, not its words
    others = [o for group in apart for o in group]
    # book by book: two books that reach one outcome by different laws (Schenck's forfeit,
    # the decision's passed hand) are each parted from where they part
    for other in others:
        if any(k in answered[other]["given"] for k in mine["silent"]):
            continue
        hits = _deciding_partings(ruling, mine, answered[other])
        if not hits:
            first = _first_parting(ruling.steps, mine, [answered[other]])
            hits = [first] if first else []
        for step, key in hits:
            _name(found, named, step, key, other, mine["faced"])
    if not found and not mine["silent"] and not ruling.missing:
        for other in others:
            if not _first_parting(ruling.steps, mine, [answered[other]], alike=False):
                continue
            first = _first_unlike(ruling.steps, mine, answered[other])
            if first:
                _name(found, named, *first, other, mine["faced"])
    return sorted(found, key=lambda f: -1 if f["event"] is None else f["event"])


def _name(found: list[dict], named: dict[int, dict], step, key: str, other: str,
          faced: dict[int, dict]) -> None:
    """STEP (or BOOK's silence), on the question KEY, named once as where BOOK parts from
    OTHER; named again, it parts from OTHER too. Its words are the ruling's (FACED)."""
    say = getattr(step, "say", None)
    if say is not None and say.kind in ANSWERS:  # its own question, not its laws' (grounds)
        key = ANSWERS[say.kind]
    elif key in ORDER_POINTS:  # a finding is named by its own question, not the order of play
        key = next((k for k in getattr(step, "points", ()) if k not in ORDER_POINTS), key)
    same = named.get(id(step))
    if same is not None:
        same["parts_from"].append(other)
        return
    said = faced[id(step)]
    if not isinstance(step, Silent):
        named[id(step)] = {"point": key, "finding": said["finding"], "laws": said["laws"],
                           "event": step.event, "parts_from": [other], STEP: id(step)}
    else:  # BOOK's silence, said as the ruling says it
        named[id(step)] = {"point": key, "finding": said["detail"], "laws": [],
                           "event": step.event, "silent": True, "parts_from": [other],
                           **own_question(said)}
    found.append(named[id(step)])


def _asked_of(silent, faced: dict[int, dict]) -> dict:
    """The silences' own questions by point, where any is not its point's."""
    asked = {s.point: faced[id(s)]["question"] for s in silent if "question" in faced[id(s)]}
    return {"asked": asked} if asked else {}


def _deciding_partings(ruling: Ruling, mine: dict, theirs: dict) -> list[tuple]:
    """The steps (and BOOK's silences) where BOOK parts from one other book on a law that
    decides, each with its question (see _parting)."""
    laws, their_laws = _laws_apart(mine, theirs), _laws_apart(theirs, mine)
    hits, met = [], set()
    for step in ruling.steps:
        if _found_alike(step, mine, theirs):
            continue
        for key, value in _step_answers(mine["library"], step):
            parts = (key in theirs["silent_all"] or key not in theirs["given"]
                     or repr(value) not in theirs["given"][key])
            # the other's silence once a question (its first step says it), or a step whose
            # own law (its first) is one the outcome rests on
            if parts and ((key in theirs["silent"] and key not in met)
                          or step.laws[:1] and step.laws[0] in laws):
                hits.append((step, key))
                met.add(key)
                break
    # where the other's outcome rests on a law on a question this book is silent on
    deciding = {key for step in theirs["steps"] if step.laws[:1]
                and step.laws[0] in their_laws
                for key, _ in _step_answers(theirs["library"], step)}
    hits += [(s, s.point) for s in ruling.silent
             if not s.decisive and s.point in deciding
             and (mine["incidental"] or s.point not in ORDER_POINTS)]
    return hits


def _first_parting(steps: tuple, mine: dict, others: list[dict], alike: bool = True):
    """The first step, and the question on it, that one of OTHERS answers otherwise or is
    silent on where its outcome turns on it, and did not find alike (with ALIKE false,
    whether it found it alike or not); None where there is none."""
    for step in steps:
        for key, value in _step_answers(mine["library"], step):
            for o in others:
                if alike and _found_alike(step, mine, o):
                    continue
                if key in o["silent"] or (key in o["given"] and repr(value) not in o["given"][key]):
                    return step, key
    return None


def _first_unlike(steps: tuple, mine: dict, theirs: dict):
    """The first step on a law, and a question it rests on that the other book never met,
    whose finding the other did not make, at an event where the other found something on a
    law of its own: the Standard laws' end of the betting interval, where the others go on
    to raise (an act one book allows where the other sets no rule against it is no parting);
    None where there is none."""
    ruled = {s.event for s in theirs["steps"] if s.laws}
    met = set(theirs["given"]) | theirs["silent_all"]
    for step in steps:
        if step.laws and step.event in ruled and not _found_alike(step, mine, theirs):
            keys = [k for k, _ in _step_answers(mine["library"], step) if k not in met]
            if keys:
                return step, keys[0]
    return None


def why_lines(difference: dict) -> list[str]:
    """Why one book rules as it does, a line a point: the facts not told and the silences the
    outcome turns on, then the first finding where it parts from each group of books that
    rule otherwise, led by the question it answers in plain words (words/points.py, never
    its key); never a line twice."""
    lines = [f"not told: {m['detail']}" for m in difference.get("missing", [])][:2]
    lines += [f"{'' if s.get('of') == 'copy' else 'silent on '}{silence_question(s)}: "
              f"{s['detail']}" for s in difference.get("silent_on", [])][:max(0, 2 - len(lines))]
    for s in difference["because"]:
        lead = f"{silence_question(s)}: " if s.get("point") else ""
        if s.get("silent"):
            lead = f"silent on {lead}"
        cite = f" ({', '.join(s['laws'])})" if s["laws"] else ""
        lines.append(f"{lead}{s['finding']}{cite}")
    return list(dict.fromkeys(lines))
