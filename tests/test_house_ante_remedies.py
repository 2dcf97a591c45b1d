"""A club's own remedy for an ante put up wrongly, carried out: Peel 20 gives the ante to the
player at the dealer's left and 19 bounds it at half the limit, and neither names a remedy;
a club that names one (``ante.not-his``, ``ante.beyond-most``: the chips stand, or go back)
is obeyed and cited, as its remedy for a straddle not his already was. An audit of house
books found both answers ignored: the chips were played as lawful and the club's law cited
nowhere. A refund is cited on the law that gives the chips back, never on the player's pass.
"""
from __future__ import annotations

import pytest

from adjudicator.law.library import Library
from replay import CASEBOOK, assert_conserved, replay, rule_file

CLUB = """
book: {id: CLUB, title: T, author: The Committee, year: 2026, source: house rules,
       extends: peel}
laws:
  - id: CLUB:1
    title: An ante put up by the wrong seat
    page: 1
    kind: rule
    text: If any player but the ante-man put up the ante, his chips shall be ANSWER.
    provides: {ante.not-his: ANSWER}
  - id: CLUB:2
    title: An ante beyond the most
    page: 1
    kind: rule
    text: Chips put up as the ante beyond half the limit shall be ANSWER.
    provides: {ante.beyond-most: ANSWER}
  - id: CLUB:3
    title: A straddle not his
    page: 1
    kind: rule
    text: Chips put up for a straddle not the player's to make shall be returned to him.
    provides: {straddle.not-his: returned}
"""

# Bob antes where Ann, at the dealer's left, should; Cal opens and nobody stays
NOT_HIS = """title: t
table: {players: [Ann, Bob, Cal, Dan], dealer: Dan, ante: 1, limit: 10}
events:
  - ante: {player: Bob, amount: 1}
  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}
  - fold: Bob
  - open: {player: Cal, amount: 2}
  - fold: Dan
  - fold: Ann
"""
# Ann antes 8, beyond half the limit (5); Bob opens and nobody stays
BEYOND = """title: t
table: {players: [Ann, Bob, Cal, Dan], dealer: Dan, limit: 10}
events:
  - ante: {player: Ann, amount: 8}
  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}
  - open: {player: Bob, amount: 16}
  - fold: Cal
  - fold: Dan
  - fold: Ann
"""


@pytest.fixture(scope="module")
def clubs(tmp_path_factory) -> Library:
    folder = tmp_path_factory.mktemp("clubs")
    for club, answer in (("back", "returned"), ("stand", "stands")):
        (folder / f"{club}.yaml").write_text(
            CLUB.replace("CLUB", club).replace("ANSWER", answer), encoding="utf-8")
    return Library.open([str(folder)])


def _cites(ruling: dict, law: str) -> list[str]:
    return [s["finding"] for s in ruling["steps"] if law in s["laws"]]


def test_the_club_s_remedy_gives_back_an_ante_put_up_by_the_wrong_seat(clubs):
    peel, club = replay(clubs, "peel", NOT_HIS), replay(clubs, "back", NOT_HIS)
    assert (peel["status"], peel["undecided"]) == ("unsettled", 1)  # Peel names no remedy
    assert (club["status"], club["awards"], club["refunds"], club["undecided"]) == \
        ("settled", {"Cal": 2}, {"Bob": 1}, 0)
    assert _cites(club, "back:1") == ["The 1 Bob put up go back to him: they are not the ante"]
    assert club["answer"] == "Cal takes 2 (peel:58) and Bob has 1 back (back:1)."
    assert_conserved(club)


def test_the_club_s_remedy_lets_an_ante_put_up_by_the_wrong_seat_stand(clubs):
    club = replay(clubs, "stand", NOT_HIS)
    assert (club["status"], club["awards"], club["refunds"]) == ("settled", {"Cal": 3}, {})
    assert _cites(club, "stand:1") == ["The 1 Bob put up stand as the ante"]
    assert_conserved(club)


@pytest.mark.parametrize("club,awards,refunds", [("back", {"Bob": 21}, {"Ann": 3}),
                                                 ("stand", {"Bob": 24}, {})])
def test_the_club_s_remedy_for_an_ante_beyond_the_most(clubs, club, awards, refunds):
    peel, ruled = replay(clubs, "peel", BEYOND), replay(clubs, club, BEYOND)
    assert (peel["status"], peel["undecided"]) == ("unsettled", 3)
    assert (ruled["status"], ruled["awards"], ruled["refunds"], ruled["undecided"]) == \
        ("settled", awards, refunds, 0)
    assert len(_cites(ruled, f"{club}:2")) == 1
    assert_conserved(ruled)


def test_a_straddle_given_back_by_the_club_is_cited_on_its_law_not_on_the_pass(clubs):
    path = CASEBOOK / "betting-and-show" / "straddle-not-his-to-make.yaml"
    r = rule_file(clubs, path, "back")
    assert (r["awards"], r["refunds"]) == ({"Bob": 3}, {"Cal": 2})
    assert r["answer"].endswith("and Cal has 2 back (back:3).")
