"""A deal that goes on after the law mends an irregularity: the answer names what the law
does, never only "The deal goes on". The Standard laws, incorrect number of hands: "If dealer
omits a player, he must give his own hand to the omitted player nearest his left. If dealer
deals too many hands, he must assign one hand to each player and any excess hand becomes
dead" (irregularities/incorrect-number-of-hands/1)."""
from __future__ import annotations

from adjudicator.judge.words.answer import said
from replay import answered

LAW = "standard:irregularities/incorrect-number-of-hands/1"


def test_the_omitted_player_takes_the_dealers_hand_said_in_the_answer(library):
    r, answer = answered(library, "cases/notices/player-left-out-pointed-out-by-a-notice.yaml",
                         "standard")
    assert r["status"] == "continues" and answer.outcome == "continues"
    [(kind, params, laws)] = answer.mended
    assert kind == "misdeal.dealer-left-out-deal" and dict(params) == {"p": "C", "dealer": "D"}
    assert LAW in laws
    text = said(answer)
    assert "C takes D's hand" in text and LAW in text


def test_the_excess_hand_dead_said_in_the_answer(library):
    r, answer = answered(library, "cases/deal-and-draw/extra-hand-dealt.yaml", "standard")
    [(kind, _, laws)] = answer.mended
    assert kind == "misdeal.dealer-dealt-too-many" and LAW in laws
    assert LAW in said(answer)


def test_a_misdeal_for_the_omission_names_no_mending(library):
    r, answer = answered(library, "cases/notices/player-left-out-pointed-out-by-a-notice.yaml",
                         "peel")
    assert r["status"] == "misdeal" and answer.mended == ()
