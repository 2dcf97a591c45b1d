"""The answer says why a pool is divided: after the shares, on the law that divides, whose
hands were found identical in value and what they are, on the tie laws that found them so.
Peel 76: "two or more players hold hands identical in value, such players shall share the
pool equally between them"; mods/2: "The relative values of two or more blaze hands are
fixed by the highest card"."""
from __future__ import annotations

from adjudicator.judge.answer_records import Level

from replay import CASEBOOK, answered


def _case(name: str):
    return next(CASEBOOK.rglob(f"{name}.yaml"))


def test_two_blazes_headed_by_the_same_card_divide_on_peels_law_of_the_blaze(library):
    r, answer = answered(library, _case("two-blazes-headed-by-the-same-card"), "peel")
    assert r["awards"] == {"A": 12, "B": 12}
    assert answer.level == Level(("A", "B"), "blaze (K-Q-Q-J-J)", ("peel:mods/2", "peel:76"))
    # 76 divides, and is cited with the shares; mods/2 found the blazes equal
    assert r["answer"].startswith("A takes 12 and B takes 12 (peel:76): A and B hold hands of "
                                  "identical value, blaze (K-Q-Q-J-J) (peel:mods/2); 1 goes by "
                                  "lot between A and B")


def test_no_hands_are_said_equal_where_one_player_takes_the_pool(library):
    r, answer = answered(library, _case("blaze-against-triplets"), "peel")
    assert r["awards"] == {"B": 25}
    assert answer.level is None
    assert "identical" not in r["answer"]
