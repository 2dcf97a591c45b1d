"""One path to the laws: every answer goes through ``Book.answer``, base books included.

A club book that merely extends a published book, amending nothing, must rule every case of
the casebook exactly as that book does: the same status, chips, findings, laws and silences.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.story.case import load_case
from adjudicator.judge.engine import adjudicate
from adjudicator.law.library import ORDER, Library

CASES = sorted((Path(__file__).resolve().parent.parent / "cases").rglob("*.yaml"))
SAME = ("status", "pot", "awards", "refunds", "penalties", "retired", "next", "steps",
        "citations", "silent", "carried", "undecided", "provisional", "by_lot", "stakes",
        "referee", "agreed", "agreements")


@pytest.fixture(scope="module")
def houses(tmp_path_factory) -> Library:
    folder = tmp_path_factory.mktemp("houses")
    for book in ORDER:
        (folder / f"house-{book}.yaml").write_text(
            f"book:\n  id: house-{book}\n  title: A club that plays {book} as printed\n"
            f"  author: The Committee\n  source: house rules\n  extends: {book}\n"
            "laws: []\n")
    return Library.open([str(folder)])


@pytest.mark.parametrize("book", ORDER)
def test_a_house_book_that_only_extends_rules_every_case_as_its_base(houses, book,
                                                                      casebook_ruling):
    house = houses.book(f"house-{book}")
    assert house.base is houses.book(book) and not house.laws
    differ = []
    for path in CASES:
        case = load_case(path)
        agreed = case.expect.get(book, {}).get("agreed", [])
        theirs = casebook_ruling(path, book, agreed)  # the base's own, shared in the session
        ours = adjudicate(case, house, agreed)
        if ours["house_rules"]["extends"][:1] != [book]:
            differ.append(f"{path.name}: extends {ours['house_rules']['extends']}")
        differ += [f"{path.name}: {key}" for key in SAME if ours[key] != theirs[key]]
    assert not differ, differ


def test_a_conflict_in_the_base_book_is_cited_from_the_house_book(houses):
    """Standard's two laws on an imperfect pack disagree; the house book is torn alike."""
    case = load_case(next(p for p in CASES if p.stem == "imperfect-pack-found-before-the-pot"
                          "-is-taken"))
    ruling = adjudicate(case, houses.book("house-standard"))
    assert ruling["status"] == "unsettled" and ruling["undecided"] == ruling["pot"]
    cited = {c["id"] for c in ruling["citations"]}
    assert {"standard:irregularities/incorrect-pack/1",
            "standard:irregularities/misdeal/1"} <= cited


def test_a_torn_book_names_the_question_and_what_each_law_says(library):
    """Standard's incorrect-pack law makes the deal void, its misdeal law a misdeal: the
    ruling holds the pool on the conflict and says, as a club would read it, on what the
    laws conflict (the question in plain words, never its key) and what each says."""
    case = load_case(next(p for p in CASES if p.stem == "imperfect-pack-found-before-the-pot"
                          "-is-taken"))
    ruling = adjudicate(case, library.book("standard"))
    assert ruling["status"] == "unsettled" and ruling["undecided"] == ruling["pot"]
    (torn,) = [s for s in ruling["silent"] if s.get("open") == "law.imperfect-pack"]
    assert torn["decisive"] and torn["point"] == "imperfect-pack"
    assert "conflict on an imperfect pack with no stated precedence" in torn["detail"]
    assert "standard:irregularities/incorrect-pack/1 says 'void-deal'" in torn["detail"]
    assert "standard:irregularities/misdeal/1 says 'misdeal'" in torn["detail"]
