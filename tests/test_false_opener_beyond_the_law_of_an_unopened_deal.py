"""A false opener's jack pot, under a club's book over Keller that amends his law of a jack pot
nobody opens (jack pots 6) away with a law of something else: what is left of Keller on a deal
nobody opens is his law of the ante, "If all the players in the game except the age pass
out, the age is entitled to the ante" (betting before the draw 6), which does not reach a
deal the age passed out of. The deal ends as if unopened all the same: it never goes on with
nobody to play it, and the law of the age is never cited for a pool that stays."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.law.library import Library
from replay import assert_conserved, replay

ROOT = Path(__file__).resolve().parent.parent
CLUB = """
book: {id: keller-club, short_title: the Club, title: A club over Keller, author: The Club,
       year: 2026, source: house rules, extends: keller}
laws:
  - id: keller-club:1
    title: The ace at either end
    section: The Hands
    page: 1
    kind: rule
    amends: [keller:ch5/jack-pots/6]
    topics: [sequence.ace]
    text: The ace may begin or end a sequence.
    provides: {sequence.ace: either-end}
"""
AGE_LAW = "keller:ch4/betting-before-the-draw/6"


@pytest.fixture(scope="module")
def club(tmp_path_factory) -> Library:
    folder = tmp_path_factory.mktemp("club")
    (folder / "keller-club.yaml").write_text(CLUB, encoding="utf-8")
    return Library.open([str(folder)])


def _chips(r: dict) -> tuple:
    return (r["status"], r["awards"], r["carried"], r["undecided"],
            sorted((x["status"], sorted(x["awards"].items()), x["carried"])
                   for x in r.get("readings") or ()))


@pytest.mark.parametrize("case", ["betting-and-show/false-opener-all-pass",
                                  "betting-and-show/false-opener-raised-out",
                                  "after-the-show/opener-shows-no-openers-after-the-show"])
def test_the_deal_ends_as_if_unopened_its_pool_unwon_on_no_law_of_the_age(club, case):
    text = (ROOT / "cases" / f"{case}.yaml").read_text(encoding="utf-8")
    keller, r = replay(club, "keller", text), replay(club, "keller-club", text)
    # read so that he loses his claim, the deal ends as if unopened, and nobody is left to
    # play it on: its pool stays unwon, as under Keller's own /6, in every reading
    assert all(x["status"] != "continues" for x in [r, *(r.get("readings") or ())])
    assert _chips(r) == _chips(keller)
    assert AGE_LAW not in r["answer"]
    assert AGE_LAW not in {law for s in r["steps"] for law in s["laws"]}
    assert_conserved(r)


def test_the_pool_that_stays_is_said_to_stay_on_no_law_of_the_club_s_book(club):
    text = (ROOT / "cases/betting-and-show/false-opener-all-pass.yaml").read_text(
        encoding="utf-8")
    r = replay(club, "keller-club", text)
    assert r["answer"] == ("The pool of 12 stays for the next deal, on no law of the book, "
                           "however it is read.")
