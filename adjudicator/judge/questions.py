"""The questions a ruling turns on, as a floor judge would put them: for each open point of
the story the outcome depends on (story/points.py), the question in plain words, what the
table would answer (each admissible reading, in words), and what the case leaves out that
no choice can answer (a hand's cards, say), to be told in the story itself.

A point whose readings all rule alike is not asked: it decides nothing. The answers go into
the case's `facts: [{point, reading}]` (`rule --ask` writes them there), and the case is
ruled again.
"""
from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any

from ..story.points import NOT_KNOWN, NOT_KNOWN_MEANING, split
from .words.points import reading as said_reading

if TYPE_CHECKING:
    from .shape import Question


def told_facts(facts) -> tuple[dict, set]:
    """The case's `facts:` as the ruling is made under them, and the points the players say
    nobody can tell (NOT_KNOWN): those stay open, as facts untold, and are not asked again."""
    unknown = {p for p, r in facts if r == NOT_KNOWN}
    return {p: r for p, r in facts if p not in unknown}, unknown


def decisive_points(ruling: Mapping[str, Any]) -> list[str]:
    """The open points the ruling turns on: those its readings assume, and those a missing
    fact names; never a point whose readings all give the same chips."""
    points = [a["point"] for r in ruling.get("readings") or [] for a in r["assume"]]
    points += [m["open"] for m in ruling.get("missing", []) if m.get("open")]
    return list(dict.fromkeys(points))


def questions(ruling: Mapping[str, Any]) -> list[Question]:
    """[{point, question, event, context, choices: [{reading, meaning}]}]: what to ask, in
    the order the points arose; ``context`` is what the ruling says is not told about it."""
    if not isinstance(ruling, Mapping):
        from ..errors import InputError, message, what

        raise InputError(message("not-a-ruling", got=what(ruling)))
    wanted = decisive_points(ruling)
    asked: list[Question] = []
    for op in ruling.get("open_points", []):
        if op["point"] not in wanted:
            continue
        context = [m["detail"] for m in ruling.get("missing", []) if m.get("open") == op["point"]]
        found = split(op["point"])
        unknowable = [{"reading": NOT_KNOWN, "meaning": NOT_KNOWN_MEANING}] \
            if found is not None and found[0].unknowable else []
        asked.append({"point": op["point"], "question": op["question"], "event": op["event"],
                      "context": context[0] if context else "",
                      "choices": [{"reading": r, "meaning": said_reading(op["point"], r)}
                                  for r in op["readings"]] + unknowable})
    return asked


def to_tell(ruling: dict) -> list[dict]:
    """The facts not told that no choice answers (an opener's original hand, whose hand a
    notice points at): they are told in the story itself."""
    return [m for m in ruling.get("missing", []) if not m.get("open")]
