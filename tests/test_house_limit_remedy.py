"""A club's remedy for an increase beyond the limit, over a book that does not say what the
limit caps (Schenck, the Standard laws): capped, the club's remedy takes the excess (or the
whole increase, void) back with what the others put up to match it; not capped, the increase
stands. Only those chips are held, never the pool the winner takes either way (an audit of
house books found all 26 held, unread, where C's queens win under both readings)."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.law.library import Library
from replay import assert_conserved, replay

CLUB = """
book: {id: CLUB, title: T, author: The Committee, year: 2026, source: house rules,
       extends: BASE}
laws:
  - id: CLUB:1
    title: An increase beyond the limit
    page: 1
    kind: rule
    text: An increase beyond the limit shall be REMEDY.
    provides: {limit.exceeded: REMEDY}
"""
# ante 2, limit 8: B puts up 12, C sees him, D and A pass; C's queens beat B's kings
CASE = Path("cases/betting-and-show/opening-of-double-the-ante-and-the-limit.yaml")


@pytest.fixture(scope="module")
def clubs(tmp_path_factory) -> Library:
    folder = tmp_path_factory.mktemp("clubs")
    for base in ("schenck", "standard"):
        for remedy in ("excess-returned", "increase-void"):
            name = f"{base}-{remedy}"
            (folder / f"{name}.yaml").write_text(
                CLUB.replace("CLUB", name).replace("BASE", base).replace("REMEDY", remedy),
                encoding="utf-8")
    return Library.open([str(folder)])


@pytest.mark.parametrize("base", ["schenck", "standard"])
@pytest.mark.parametrize("remedy,out", [("excess-returned", 2), ("increase-void", 10)])
def test_only_the_chips_the_club_s_remedy_takes_back_are_held(clubs, base, remedy, out):
    text = CASE.read_text(encoding="utf-8")
    r = replay(clubs, f"{base}-{remedy}", text)
    # B increased the ante of 2 by 10 (the Standard laws and Schenck count from the ante)
    assert [s["point"] for s in r["silent"] if s.get("decisive")] == ["limit"]
    assert r["undecided"] == out, r["answer"]
    by = {x["assume"][0]["reading"]: x for x in r["readings"]}
    assert by["stand"]["awards"] == {"C": 26}  # not capped: the increase stands
    # capped: B's excess (or his whole increase) back, and C's chips that matched it
    assert (by["go-back"]["refunds"], by["go-back"]["awards"]) == \
        ({"B": out, "C": out}, {"C": 26 - 2 * out})
    assert r["awards"].get("C", 0) + r["refunds"].get("C", 0) == 26 - out
    assert_conserved(r)
