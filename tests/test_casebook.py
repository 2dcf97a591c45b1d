"""The casebook: every case is replayed under every book it expects a ruling from.

An expectation (`expect:` in a case) may give the status, awards, refunds, carried,
penalties, next, retired, the laws that must be cited (`laws`), the rung a law must be cited
on (`rungs`: {law: general}) and the points on which the book must be found silent
(`silent`).
"""
from pathlib import Path

import pytest

from adjudicator.story.case import load_case
from adjudicator.judge.engine import adjudicate
from replay import assert_conserved

CASES = sorted((Path(__file__).resolve().parent.parent / "cases").rglob("*.yaml"))
PARAMS = [(path, book) for path in CASES for book in load_case(path).expect]


def test_the_casebook_is_not_empty():
    assert len(CASES) >= 1 and PARAMS


@pytest.mark.parametrize("path,book", PARAMS, ids=[f"{p.stem}[{b}]" for p, b in PARAMS])
def test_case(path, book, library_with_examples):
    library = library_with_examples
    case = load_case(path)
    expected = case.expect[book]
    ruling = adjudicate(case, library.book(book), expected.get("agreed", []))
    cited = {c["id"] for c in ruling["citations"]}
    for key, want in expected.items():
        if key == "laws":
            missing = [law for law in want if law not in cited]
            assert not missing, f"{book} should cite {missing}; it cites {sorted(cited)}"
        elif key == "silent":
            points = {s["point"] for s in ruling["silent"]}
            assert set(want) <= points, f"{book} should be silent on {want}; silent on {points}"
        elif key == "missing":
            facts = [m["fact"] for m in ruling["missing"]]
            assert sorted(facts) == sorted(want), f"{book} should miss {want}; it misses {facts}"
        elif key == "not_silent":
            points = {s["point"] for s in ruling["silent"]}
            assert not set(want) & points
        elif key == "next":
            for k, v in want.items():
                assert ruling["next"][k] == v, f"next.{k}"
        elif key == "agreed":
            continue
        elif key == "readings":
            got = {_assumed(r): r for r in ruling["readings"]}
            assert sorted(got) == sorted(_assumed(r) for r in want), \
                f"{book} should read {[_assumed(r) for r in want]}; it reads {sorted(got)}"
            for reading in want:
                for k, v in reading.items():
                    made = got[_assumed(reading)][k]
                    if k == "laws":  # the laws it must rest on, as for the ruling's own
                        assert set(v) <= set(made), f"reading {_assumed(reading)} cites {made}"
                    else:
                        assert made == v, f"reading {_assumed(reading)}: {k}"
        elif key == "rungs":
            for law, rung in want.items():
                on = {s["rung"] for s in ruling["steps"] if law in s["laws"]}
                assert rung in on, f"{book} should cite {law} on the {rung} rung; it does on {on}"
        else:
            assert ruling[key] == want, f"{key}: {ruling[key]!r} != {want!r}"
    assert_conserved(ruling)
    judged = {s["event"] for s in ruling["steps"]}
    assert [e.index for e in case.events if e.index not in judged] == [], "events not judged"


def _assumed(reading: dict) -> tuple:
    return tuple(sorted((a["point"], a["reading"]) for a in reading["assume"]))
