"""Helpers for the situation tests: replay a short story under one book, read the ruling."""
from adjudicator.case import build_case
from adjudicator.engine import adjudicate
from adjudicator.yamlio import loads


def replay(library, book: str, text: str) -> dict:
    """Rule on a case written out in full as YAML text."""
    return adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))


def findings(ruling: dict) -> str:
    return " | ".join(s["finding"] for s in ruling["steps"])


def laws_at(ruling: dict, event: int) -> set[str]:
    """The laws cited by the findings made at ``event``."""
    return {law for s in ruling["steps"] if s["event"] == event for law in s["laws"]}


def points(ruling: dict) -> set[str]:
    return {s["point"] for s in ruling["silent"]}
