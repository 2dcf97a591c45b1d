"""The ten points of issue 40 on which the books part, each isolated by a case of the
casebook's own (cases/points-apart/): `compare` names in each book's row the law that book
decides the point by (its `expect:` laws, written from the books' words), or its silence on
it, and never the order of betting, which moves no chip in any of them."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.judge.apart import ORDER_POINTS
from adjudicator.judge.comparison import compare, why_lines
from adjudicator.judge.words.points import question
from adjudicator.story.case import load_case
from adjudicator.story.yamlio import loads

ROOT = Path(__file__).resolve().parent.parent
CASES = sorted((ROOT / "cases" / "points-apart").glob("*.yaml"))
TEN = {  # the ten points, each by the case that isolates it
    "the ace in sequences": "ace-after-the-king",
    "the heart flush": "heart-flush-against-a-king-high-flush",
    "the blaze": "blaze-against-aces-up",
    "the fifth card of equal two pairs": "equal-two-pairs-the-fifth-card",
    "what opens a jack pot": "second-jack-pot-opened-on-jacks",
    "the straddle's limit": "straddle-beyond-half-the-limit",
    "the show for a stake": "show-for-what-he-has",
    "the uncut pack": "uncut-pack-found-after-the-deal",
    "a foul hand dealt to the straddler": "foul-hand-dealt-to-the-straddler",
    "checking after the draw": "first-bettor-checks-after-the-draw",
}


def test_the_folder_holds_the_ten_cases_and_no_other():
    assert sorted(p.stem for p in CASES) == sorted(TEN.values())


@pytest.mark.parametrize("point", sorted(TEN))
def test_compare_names_each_books_deciding_law_in_its_row(library, point):
    path = ROOT / "cases" / "points-apart" / f"{TEN[point]}.yaml"
    expect = loads(path.read_text(encoding="utf-8"), str(path))["expect"]
    result = compare(load_case(path), library)
    assert result["outcomes"] > 1, "an isolating case parts the books"
    rows = {d["book"]: d for d in result["differences"]}
    assert set(expect) == set(rows), "every book is expected"
    for book, want in expect.items():
        lines = why_lines(rows[book])
        row = "\n".join(lines)
        for law in want.get("laws", []):
            assert f"{law}" in row, (point, book, law, lines)
        for silent in want.get("silent", []):
            # the book's silence, or the copy's (issue 36: not in the copy held)
            said = question(silent)  # in plain words, never its key
            assert f"silent on {said}:" in row or f"{said}: not in the copy held" in row, \
                (point, book, silent, lines)
        assert want.get("laws") or want.get("silent"), (point, book)
        # only the points where the books part: never who bets or shows first
        order = {question(p) for p in ORDER_POINTS}
        assert not any(line.split(":")[0].removeprefix("silent on ") in order
                       for line in lines), (book, lines)


def test_the_page_on_isolating_a_point_shows_each_case_under_a_topic_there_is(library):
    page = (ROOT / "docs" / "isolating-a-point.md").read_text(encoding="utf-8")
    for name in TEN.values():
        assert f"<!-- file: cases/points-apart/{name}.yaml -->" in page, name
    import re

    keys = re.findall(r"^### .* \(`([^`]+)`\)$", page, re.M)
    assert len(keys) == len(TEN) and set(keys) <= set(library.topics), keys
