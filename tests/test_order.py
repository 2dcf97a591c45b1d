"""The story in any natural order (issue 20): facts the books attach no time limit to (a
wrong count noticed after the hand was raised, a miscall, a claim no objection answers,
openers shown, hands shown in several events) rule the same wherever they are told. Every
casebook case is replayed with each such fact moved to each later place in the story, under
every book its `expect:` names, and the rulings' chips and status are compared."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

import pytest

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case

ROOT = Path(__file__).resolve().parent.parent
CASES = sorted((ROOT / "cases").rglob("*.yaml"))
# what a player does that raises his cards from the table, if he had not already
RAISES = ("lift", "bet", "open", "call", "raise", "all_in", "check", "draw", "discard")


def _hand_size_wrong(case) -> set[str]:
    """The players dealt a number of cards unlike the others'."""
    out = set()
    for ev in case.events:
        if ev.verb == "deal":
            counts = {p: v if isinstance(v, int) else len(v) for p, v in ev.get("hands").items()}
            usual = max(set(counts.values()), key=list(counts.values()).count)
            out |= {p for p, n in counts.items() if n != usual}
    return out


_STAKES = ("bet", "open", "call", "raise", "check", "fold", "all_in")


def untimed(case) -> list[int]:
    """The positions of the events whose time no book limits, in this story."""
    events, out = case.events, []
    shows = [i for i, ev in enumerate(events) if ev.verb == "show"]
    wrong = _hand_size_wrong(case)
    for i, ev in enumerate(events):
        later = events[i + 1:]
        if ev.verb in ("miscall", "opener_shows"):
            out.append(i)
        elif ev.verb == "show" and len(shows) > 1 and not any(e.verb in _STAKES for e in later):
            # a hand laid down before the betting is done is timed (Peel 61: "he shall not
            # show his hand until the game is over")
            out.append(i)
        elif ev.verb == "claim" and not any(e.verb == "notice" and e.get("what") == "claim"
                                            for e in later):
            out.append(i)
        elif ev.verb == "notice" and ev.get("what") == "wrong_count" and wrong and all(
                any(e.verb in RAISES and e.player == p for e in events[:i]) for p in wrong):
            out.append(i)
    return out


def moved(case, i: int, to: int):
    """The story with its event at ``i`` told at ``to`` instead (``to`` > ``i``)."""
    events = list(case.events)
    events.insert(to, events.pop(i))
    return replace(case, events=tuple(replace(ev, index=n + 1) for n, ev in enumerate(events)))


def outcome(r: dict) -> dict:
    return {k: r[k] for k in ("status", "awards", "refunds", "carried", "undecided")} | {
        "by_lot": sorted(x["amount"] for x in r["by_lot"]), "retired": sorted(r["retired"])}


PARAMS = [(path, book) for path in CASES for case in [load_case(path)] if untimed(case)
          for book in case.expect]  # each case read once


def test_the_order_test_has_cases():
    assert len(PARAMS) >= 20


@pytest.mark.parametrize("path,book", PARAMS, ids=[f"{p.stem}[{b}]" for p, b in PARAMS])
def test_untimed_facts_rule_the_same_told_later(path, book, library_with_examples):
    case = load_case(path)
    rulebook = library_with_examples.book(book)
    told = outcome(adjudicate(case, rulebook, case.expect[book].get("agreed", [])))
    for i in untimed(case):
        for to in range(i + 1, len(case.events)):
            later = moved(case, i, to)
            got = outcome(adjudicate(later, rulebook, case.expect[book].get("agreed", [])))
            assert got == told, (f"event {i + 1} ({case.events[i].verb}) told as event {to + 1} "
                                 f"rules {got}, not {told}")
