"""Fuzzing with a small seeded budget (issue 16): house books generated over every published
book keep `check`'s promise, and impossible stories made on purpose are all refused.

The large budget is ``python -m tests.fuzz --cases 20000`` (2,000 sets of house books and
2,000 impossible stories among them).
"""
from __future__ import annotations

import pytest
from hypothesis import HealthCheck, given, settings

from tests import fuzz, fuzz_books

SMALL = dict(deadline=None, derandomize=True, database=None,
             suppress_health_check=list(HealthCheck))


@pytest.fixture(scope="module")
def casebook():
    from adjudicator.case import load_case

    return [load_case(p) for p in fuzz.CASEBOOK[::3]]


@settings(max_examples=40, **SMALL)
@given(docs=fuzz_books.house_book_sets())
def test_house_books_check_passes_serve_every_command(docs, casebook, tmp_path_factory):
    work = tmp_path_factory.mktemp("house", numbered=True)
    outcome = fuzz_books.check_house_books(docs, work, casebook)
    assert not outcome.failures, fuzz.report(outcome)


@settings(max_examples=150, **SMALL)
@given(story=fuzz_books.impossible_docs())
def test_impossible_stories_are_refused_where_they_go_wrong(story, tmp_path_factory):
    work = tmp_path_factory.mktemp("impossible", numbered=True)
    outcome = fuzz_books.check_impossible(*story, work)
    assert not outcome.failures, fuzz.report(outcome)


def test_the_generators_make_every_kind_of_fault_the_budget_is_there_to_find():
    """Each impossible kind, a circle of precedence and a table row holding a list are made
    within budgets the size of the ones above (generation only: nothing is shrunk)."""
    kinds, faults = set(), set()

    @settings(max_examples=150, **SMALL)
    @given(story=fuzz_books.impossible_docs())
    def stories(story):
        kinds.add(story[0])

    @settings(max_examples=300, **SMALL)
    @given(docs=fuzz_books.house_book_sets())
    def books(docs):
        for _, d in docs:
            if "tables" in d:
                faults.add("table")
            ids = {law["id"]: set(law.get("prevails_over", [])) for law in d["laws"]}
            if any(a in ids.get(b, ()) for a, over in ids.items() for b in over):
                faults.add("circle")

    stories()
    books()
    assert kinds == set(fuzz_books.IMPOSSIBLE_KINDS)
    assert faults == {"table", "circle"}
