"""Helpers for the situation tests: replay a short story, or rule a casebook case, under one
book; read the ruling."""
from pathlib import Path

from typing import Any, NamedTuple

from adjudicator.story.case import build_case, load_case
from adjudicator.judge.engine import adjudicate, adjudicate_said
from adjudicator.story.yamlio import loads


def replay(library, book: str, text: str) -> dict:
    """Rule on a case written out in full as YAML text."""
    return adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))


CASEBOOK = Path(__file__).resolve().parent.parent / "cases"


def rule_file(library, path: Path, book: str) -> dict:
    """Rule on a case file (a casebook case) under one book."""
    return adjudicate(load_case(path), library.book(book))


def every_casebook_ruling(library, casebook_ruling):
    """(path, book, ruling) of every casebook case under every book of ``library`` (the
    session's rulings, ``casebook_ruling``), a case a book refuses left out."""
    from adjudicator.errors import AdjudicatorError

    for path in sorted(CASEBOOK.rglob("*.yaml")):
        for book in library.ids():
            try:
                yield path, book, casebook_ruling(path, book)
            except AdjudicatorError:
                continue


class Step(NamedTuple):
    """A step of a ruling as data: what its finding found (the kind of the words table and
    its parameters), never its words; with the step's event, laws and rung."""
    event: int
    kind: str | None  # None: a step the replay did not write (a reading weighed)
    params: dict[str, Any]
    laws: list[str]
    rung: str


def said_steps(ruling: dict, said: dict) -> list[Step]:
    """The ruling's steps as data, ``said`` being ``adjudicate_said``'s finding of each."""
    out = []
    for s in ruling["steps"]:
        say = said.get(id(s))
        out.append(Step(s["event"], say.kind if say else None,
                        dict(say.params) if say else {}, s["laws"], s["rung"]))
    return out


def replay_said(library, book: str, text: str, agreed=()) -> tuple[dict, list[Step]]:
    """``replay``, with the ruling's steps as data."""
    r, said = adjudicate_said(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book),
                              agreed)
    return r, said_steps(r, said)


def rule_file_said(library, path: Path, book: str, agreed=()) -> tuple[dict, list[Step]]:
    """``rule_file``, with the ruling's steps as data."""
    r, said = adjudicate_said(load_case(path), library.book(book), agreed)
    return r, said_steps(r, said)


def answered(library, case: Path | str, book: str, agreed=()):
    """The ruling of a case under one book, and its answer as data (judge/answer.py's
    TableAnswer: who takes what on which laws, who pays, who deals again, what is held and
    what each reading gives of it), as the engine makes the answer's words from it. CASE is
    a case file's path, or a case written out in full as YAML text."""
    from adjudicator.judge.engine import adjudicate_answered

    told = (build_case(loads(case, "t.yaml"), "t.yaml") if isinstance(case, str) and "\n" in case
            else load_case(Path(case)))
    _, r, _, answer = adjudicate_answered(told, library.book(book), agreed)
    return r, answer


def inner(say_or_params: Any, name: str = "said") -> str | None:
    """The kind of the finding a finding holds (a lawful act's ``said``), or None."""
    params = say_or_params.params if isinstance(say_or_params, Step) else say_or_params
    held = params.get(name)
    return getattr(held, "kind", None)


def cited(ruling: dict) -> set[str]:
    """The ids of the laws a ruling cites."""
    return {c["id"] for c in ruling["citations"]}


def steps_at(ruling: dict, event: int) -> list[dict]:
    """The ruling's steps on one event of the story."""
    return [s for s in ruling["steps"] if s["event"] == event]


def unaccounted(ruling: dict) -> list[str]:
    """What breaks chip conservation in a ruling: every chip of the pool goes once to awards,
    refunds, by lot, carried or undecided, and every figure is a whole number of chips >= 0."""
    r = ruling
    out = []
    lots = [x["amount"] for x in r["by_lot"]]
    figures = [r["pot"], r["carried"], r["undecided"], *r["awards"].values(),
               *r["refunds"].values(), *lots]
    if any(not isinstance(x, int) or isinstance(x, bool) or x < 0 for x in figures):
        out.append(f"a figure is not a whole number of chips >= 0: {figures}")
    else:
        accounted = (sum(r["awards"].values()) + sum(r["refunds"].values()) + sum(lots)
                     + r["carried"] + r["undecided"])
        if accounted != r["pot"]:
            out.append(f"chips not conserved: pot {r['pot']}, accounted {accounted}")
    return out


def unladdered(ruling: dict) -> list[str]:
    """What breaks the ladder in a ruling: every step carries its rung; a step decided by a
    law (`specific`, `general`) cites one, and one that is not (`story`, `open`) cites none;
    an unsettled ruling has an open step for the point it turns on."""
    from adjudicator.story.terms import RUNGS

    out = []
    for s in ruling["steps"]:
        if s.get("rung") not in RUNGS:
            out.append(f"a step has no rung: {s['finding']!r}")
        elif bool(s["laws"]) != (s["rung"] in ("specific", "general")):
            out.append(f"a {s['rung']} step cites {s['laws'] or 'no law'}: {s['finding']!r}")
    if ruling["status"] == "unsettled" and not any(s.get("rung") == "open"
                                                   for s in ruling["steps"]):
        out.append("an unsettled ruling has no open step")
    return out


def assert_conserved(ruling: dict) -> None:
    """awards + refunds + by_lot + carried + undecided == pot, and no amount negative; and
    every step on its rung of the ladder."""
    problems = unaccounted(ruling) + unladdered(ruling)
    assert not problems, "; ".join(problems)


def findings(ruling: dict) -> str:
    return " | ".join(s["finding"] for s in ruling["steps"])


def laws_at(ruling: dict, event: int) -> set[str]:
    """The laws cited by the findings made at ``event``."""
    return {law for s in ruling["steps"] if s["event"] == event for law in s["laws"]}


def points(ruling: dict) -> set[str]:
    return {s["point"] for s in ruling["silent"]}


def judged(library, book: str, text: str):
    """The replay itself (judge.engine.replay) under the case's facts, whose findings are
    data: each step's kind, players, amounts, laws, event and rung, before any words are made
    of it."""
    from adjudicator.judge.engine import replay as run

    case = build_case(loads(text, "t.yaml"), "t.yaml")
    return run(case, library.book(book), (), dict(case.facts))


def kinds(judge, event: int | None = None) -> list[str]:
    """The kinds of the findings made (at ``event``, or in all)."""
    return [s.kind for s in judge.steps if event is None or s.event == event]


# Stories more than one test module tells.
# A jack pot of jacks dealt unseen: A passes, B opens, C makes good, D passes; after the
# draw B bets and C calls.
JACK_POT = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 10, jack_pot: jacks}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - fold: A
  - bet: {player: B, amount: 4}
  - call: C
  - fold: D
"""
AFTER = """  - bet: {player: B, amount: 4}
  - call: C
"""
SHOW_TENS = '  - show: {B: "TS TH TD 7D 2S", C: "QS QH 8D 7C 3C"}\n'


def typed(d: dict):
    """A reading's accounting as the contract writes it (status, chips, stakes, next), as the
    typed ruling judge/readings.py weighs (judge/ruling.py)."""
    from adjudicator.judge.findings import Penalty
    from adjudicator.judge.ruling import Ante, Lot, Next, Ruling

    n = d.get("next", {})
    antes = tuple(Ante(a["player"], a["amount"], a["law"], a.get("back", 0))
                  for a in n["antes"]) \
        if "antes" in n else None
    return Ruling(status=d["status"], pot=d.get("pot", 0),
                  awards=tuple(d["awards"].items()), refunds=tuple(d["refunds"].items()),
                  penalties=tuple(Penalty(p["player"], p["amount"], p["to"], p["law"])
                                  for p in d.get("penalties", ())),
                  by_lot=tuple(Lot(x["amount"], tuple(x["among"]), x.get("law"))
                               for x in d.get("by_lot", ())),
                  carried=d.get("carried", 0), undecided=d.get("undecided", 0),
                  stakes=tuple(d.get("stakes", {}).items()),
                  next=Next(n.get("dealer"), n.get("redeal_by"), n.get("jack_pot"), antes))


def flat(text: str) -> str:
    """Printed text with its line breaks and runs of spaces made single spaces (a sentence
    the terminal wrapped, read whole)."""
    return " ".join(text.split())
