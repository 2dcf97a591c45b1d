"""The ruling as data (issue 35): the engine makes a frozen ``Ruling`` whose steps carry their
``Say``; the contract's JSON is written from it at the face alone, and says the same."""
from __future__ import annotations

import pytest

from adjudicator.judge.ruled import ruled, ruling
from adjudicator.judge.ruling import Ruling, Step, as_json
from adjudicator.story.record import replace
from tests.replay import judged, replay

# A bets 5, B calls, C throws up his hand; A's three fours beat B's two pairs: every book
# gives A the pool (9 before the deal and the two bets of 5).
SHOWN = """title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "4S 4H 4D 9C 2S", B: "KS KH 7D 7C 3S"}
"""


@pytest.mark.parametrize("book, hand_law", [("peel", "peel:65"),
                                            ("keller", "keller:ch3/order-of-hands/4"),
                                            ("standard", "standard:object/rank/7")])
def test_the_ruling_is_data(library, book, hand_law):
    r = ruled(judged(library, book, SHOWN))
    assert isinstance(r, Ruling)
    assert (r.status, r.pot, r.awards, r.refunds, r.undecided) == ("settled", 19, (("A", 19),),
                                                                     (), 0)
    # the steps carry what was found, not words: the hands weighed on the book's law
    hand = next(s for s in r.steps if s.kind == "hand")
    assert isinstance(hand, Step) and hand_law in hand.laws
    assert ("A", "B") in dict(hand.say.params).values()  # the hands weighed, by name
    with pytest.raises(AttributeError):
        r.status = "unsettled"  # frozen: a reading is another ruling, made with replace
    assert replace(r, status="unsettled").status == "unsettled" and r.status == "settled"


def test_the_json_is_written_from_it(library):
    j = judged(library, "peel", SHOWN)
    out = as_json(ruled(j))
    assert out == ruling(j)
    assert out["awards"] == {"A": 19} and out["stakes"] == {"A": 5, "B": 5}
    said = replay(library, "peel", SHOWN)  # the ruling as the engine gives it, readings weighed
    assert {k: v for k, v in said.items() if k not in ("answer", "division")} == \
        {k: v for k, v in out.items() if k not in ("answer", "division")}
    # two replays of one story rule alike, by their data
    assert ruled(judged(library, "peel", SHOWN)) == ruled(j)
