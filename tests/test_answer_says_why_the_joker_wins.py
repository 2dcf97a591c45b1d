"""Where one player takes winnings at a show, the answer says why his hand is the best: the
hands his beat, on the hand laws that rank them (the case format). Where the joker decides
(Peel mods/3: "a joker which is called the king of spades is better than the real king of
spades"; Keller's joker hand wins over the natural one), its law is that reason, and the
answer names it (an audit found it silent on why, and on the joker's law)."""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case

CASE = Path(__file__).resolve().parents[1] / "cases/hands/joker-called-the-king-of-spades.yaml"


@pytest.mark.parametrize("book, law", [("peel", "peel:mods/3"),
                                       ("keller", "keller:ch12/the-joker/1")])
def test_the_answer_names_the_joker_s_law_as_why_his_hand_wins(library, book, law):
    r = adjudicate(load_case(CASE), library.book(book))
    assert r["awards"] == {"A": 25}
    assert "beats B's" in r["answer"] and law in r["answer"]
