"""The ruling as data (issue 35): the engine makes a frozen ``Ruling`` whose steps carry their
``Say``; the contract's JSON is written from it at the face alone, and says the same."""
from __future__ import annotations

import pytest

from adjudicator.judge.ruled import ruled, ruling
from adjudicator.judge.ruling import Ruling, Step, as_json
from adjudicator.story.record import replace
from tests.replay import judged, replay
from stories import THREE_FOURS_SHOWN

# A bets 5, B calls, C throws up his hand; A's three fours beat B's two pairs: every book
# gives A the pool (9 before the deal and the two bets of 5).
SHOWN = THREE_FOURS_SHOWN


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


def test_the_readings_weigh_typed_rulings(library):
    # B's hand at the show is not told (Peel 59: the best hand takes the pool): each reading
    # of it is a whole ruling, compared by its chips; the 19 they dispute is held, and the
    # step that says so is data until the face
    from adjudicator.judge.engine import Replays, adjudicate, ruled as write
    from adjudicator.judge.readings import both_ways
    from adjudicator.story.case import load_case
    from tests.replay import CASEBOOK

    case = load_case(CASEBOOK / "after-the-show" / "a-hand-at-the-show-not-told.yaml")
    book = library.book("peel")
    r = both_ways(Replays(case, book), write, dict(case.facts))
    assert isinstance(r, Ruling) and (r.status, r.awards, r.undecided) == ("unsettled", (), 19)
    gives = {x.assume[0].reading: (x.ruling.status, x.ruling.awards) for x in r.readings}
    assert gives == {"beats-the-others": ("settled", (("B", 19),)),
                     "ties-the-best": ("settled", (("A", 9), ("B", 9))),  # 1 by lot
                     "does-not-beat": ("settled", (("A", 19),))}
    assert all("peel:59" in x.laws and x.assume[0].player == "B" for x in r.readings)
    assert r.steps[-1].kind == "held.nothing-alike" and not r.steps[-1].laws
    said = adjudicate(case, book)  # its JSON, written once, at the end
    assert as_json(r)["readings"] == said["readings"] and as_json(r)["steps"] == said["steps"]


def test_books_are_compared_by_their_chips_not_their_words(library):
    # Peel, Keller and the Standard word every step otherwise and cite their own laws, but
    # each gives A the 19: one outcome, and no book parts from another
    from adjudicator.judge.comparison import compare, outcome
    from adjudicator.story.case import build_case
    from adjudicator.story.yamlio import loads

    made = {b: ruled(judged(library, b, SHOWN)) for b in ("peel", "keller", "standard")}
    assert made["peel"].steps != made["keller"].steps
    assert outcome(made["peel"]) == outcome(made["keller"]) == outcome(made["standard"]) == (
        "settled", (("A", 19),), (), 0, (), (), None, None)
    v = compare(build_case(loads(SHOWN, "t.yaml"), "t.yaml"), library, list(made))
    assert v["outcomes"] == 1 and all(not d["because"] for d in v["differences"])
    assert v["rulings"]["keller"]["awards"] == {"A": 19}
