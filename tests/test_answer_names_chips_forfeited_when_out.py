"""Chips a player put up when he had no stake to make (he had passed, or the betting was
over), kept in the pool by the book's law of it, are part of what the winner takes: the
answer says whose they were and on which law, as it names a foul hand or a short player out
(Peel 55, "A bet once made ... cannot be recalled", 56; the Standard laws' "no chips once
placed in the pot may be removed"; Schenck 15, "forfeiting his interest in the pool")."""
from __future__ import annotations

import pytest

from adjudicator.judge.words.answer import said
from replay import answered

CASE = "cases/the-pool/a-player-who-passed-puts-chips-in.yaml"


@pytest.mark.parametrize("book, law", [("peel", "peel:55"), ("schenck", "schenck:rules/15"),
                                       ("standard", "standard:irregularities/betting/1")])
def test_the_five_put_up_after_passing_are_forfeited_into_the_pool(library, book, law):
    r, answer = answered(library, CASE, book)
    assert r["awards"] == {"D": 23}
    [(player, amount, kind, laws, general)] = answer.forfeited
    assert (player, amount, kind, general) == ("C", 5, "passing.out-puts-up-stays", True)
    assert law in laws
    text = said(answer)
    assert "C forfeits the 5" in text and law in text


def test_chips_held_on_the_books_silence_are_not_said_forfeited(library):
    r, answer = answered(library, CASE, "keller")
    assert r["undecided"] == 5 and answer.forfeited == ()


def test_two_players_chips_after_the_betting_said_once(library):
    r, answer = answered(library, "cases/betting-and-show/bet-after-every-player-called.yaml",
                         "peel")
    assert [(p, a) for p, a, *_ in answer.forfeited] == [("A", 5), ("B", 5)]
    assert said(answer).count("forfeit") == 1
