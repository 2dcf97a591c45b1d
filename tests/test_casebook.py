"""The casebook: every case is replayed under every book it expects a ruling from.

An expectation (`expect:` in a case) may give the status, awards, refunds, carried,
penalties, next, retired, the laws that must be cited (`laws`), the rung a law must be cited
on (`rungs`: {law: general}) and the points on which the book must be found silent
(`silent`).
"""
from pathlib import Path

import pytest

from adjudicator.story.case import load_case
from adjudicator.judge.expectations import unmet
from replay import assert_conserved

CASES = sorted((Path(__file__).resolve().parent.parent / "cases").rglob("*.yaml"))
# each case read once, for its parameters and for each of its books' tests (read only)
CASE_OF = {path: load_case(path) for path in CASES}
PARAMS = [(path, book) for path in CASES for book in CASE_OF[path].expect]


def test_the_casebook_is_not_empty():
    assert len(CASES) >= 1 and PARAMS


@pytest.mark.parametrize("path,book", PARAMS, ids=[f"{p.stem}[{b}]" for p, b in PARAMS])
def test_case(path, book, casebook_ruling):
    case = CASE_OF[path]
    expected = case.expect[book]
    ruling = casebook_ruling(path, book, expected.get("agreed", []))
    failed = [f"{u.key}: expected {u.want!r}, the ruling gives {u.got!r}"
              for u in unmet(expected, ruling)]
    assert not failed, f"{book}: " + "; ".join(failed)
    assert_conserved(ruling)
    judged = {s["event"] for s in ruling["steps"]}
    assert [e.index for e in case.events if e.index not in judged] == [], "events not judged"

