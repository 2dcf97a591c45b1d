"""A book's answer selects the engine's mechanism through a table keyed by the catalogue's
values (law/consequences.py), never through a string a handler compares it with: every
value the catalogue allows a question has exactly one mechanism in each table on that
question, and every mechanism is for a value the catalogue allows (no answer the engine
cannot carry out, no dead law)."""
from __future__ import annotations

import importlib
import pkgutil

import pytest

import adjudicator.hands
import adjudicator.judge
from adjudicator.law.consequences import Consequences
from adjudicator.law.provisions import CATALOGUE


def _every_table() -> list[Consequences]:
    for package in (adjudicator.judge, adjudicator.hands):
        for info in pkgutil.walk_packages(package.__path__, package.__name__ + "."):
            importlib.import_module(info.name)
    return list(Consequences.every)


def _spec(question: str):
    """The catalogue's question, or a record's field (``jack-pot.false-opener.loses``)."""
    if question in CATALOGUE:
        return CATALOGUE[question]
    key, _, _ = question.rpartition(".")
    return next(f for f in CATALOGUE[key].fields if f.key == question)


def _faults(table: Consequences) -> list[str]:
    """What is wrong with a table: a question not in the catalogue or not an enum, a value
    it allows with no mechanism, a mechanism for a value no question of it allows."""
    out, allowed = [], set()
    for question in table.questions:
        try:
            spec = _spec(question)
        except (KeyError, StopIteration):
            out.append(f"{question}: no such question")
            continue
        if spec.kind != "enum":
            out.append(f"{question}: a {spec.kind}, not an enum")
            continue
        allowed |= set(spec.values)
        out += [f"{question}: {v} has no mechanism" for v in spec.values if v not in table]
    out += [f"{table.questions}: {v} is no value the catalogue allows"
            for v in table if v not in allowed]
    return out


TABLES = _every_table()


def test_the_judge_and_the_hands_carry_out_answers_through_tables():
    # every module that chose among mechanisms by the answer's string now has its table
    questions = {q for t in TABLES for q in t.questions}
    assert {"misdeal.redealer", "betting.check", "show-for-stake", "joker.naming",
            "jack-pot.false-opener.loses", "wrong-count.before-lift"} <= questions
    assert len(TABLES) >= 30


@pytest.mark.parametrize("table", TABLES, ids=lambda t: "+".join(t.questions))
def test_every_value_has_one_mechanism_and_every_mechanism_a_value(table):
    assert _faults(table) == []


def test_a_table_missing_a_value_or_with_a_dead_one_is_found():
    every = list(Consequences.every)
    try:
        missing = Consequences("misdeal.redealer", {"same-dealer": print})
        dead = Consequences("misdeal.ante", {"returned": 1, "stays-in-pot": 2, "halved": 3})
        shared = Consequences(("uncut.noticed-during-deal", "wrong-count.before-lift"),
                              {"misdeal": 1, "deal-stands": 2})
        wrong = Consequences(("no.such-question", "pack.cards"), {})
    finally:
        Consequences.every[:] = every
    assert _faults(missing) == ["misdeal.redealer: next-dealer has no mechanism"]
    assert _faults(dead) == [
        "('misdeal.ante',): halved is no value the catalogue allows"]
    assert _faults(shared) == ["wrong-count.before-lift: rectify has no mechanism"]
    assert _faults(wrong) == ["no.such-question: no such question",
                              "pack.cards: a count, not an enum"]


def test_a_table_gives_the_mechanism_of_the_books_answer():
    from adjudicator.law.rulebook import Answer

    every = list(Consequences.every)
    try:
        table = Consequences("misdeal.redealer", {"same-dealer": "his", "next-dealer": "next"})
    finally:
        Consequences.every[:] = every
    assert table.of(Answer("misdeal.redealer", "next-dealer", ())) == "next"
    with pytest.raises(KeyError):
        table.of(Answer("misdeal.redealer", "the-host", ()))
