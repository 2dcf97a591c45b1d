"""Where the book names nobody to act first, the player taken to have the first say is said
to have "acted first" only where he did, as the story tells it: after an act the story calls
out of turn, he is the first to act after it."""
from __future__ import annotations

from pathlib import Path

import yaml

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case

ROOT = Path(__file__).resolve().parent.parent
AFTER = ROOT / "cases" / "betting-and-show" / "first-bettor-objected-after-a-bet-told-out-of-turn.yaml"
FIRST = ROOT / "cases" / "betting-and-show" / "first-bet-objected-where-the-book-names-nobody.yaml"


def _said(ruling: dict) -> list[str]:
    return [s["finding"] for s in ruling["steps"]] + [s["detail"] for s in ruling["silent"]]


def test_the_first_after_a_bet_told_out_of_turn_is_not_said_to_have_acted_first(library):
    # Cal puts in five out of turn; Bob bets next and Ann objects to Bob's bet. The Standard
    # laws name nobody to bet first: whose turn it was is open, and Bob was the first to act
    # after Cal, not the first to act
    r = adjudicate(load_case(AFTER), library.book("standard"))
    said = _said(r)
    assert not [w for w in said if "Bob, who acted first," in w or "Bob acted first and" in w]
    objection = next(s for s in r["steps"] if s["event"] == 3)
    assert objection["finding"].startswith(
        "Ann objects that Bob acted out of turn, Bob being the first to act after Cal acted out "
        "of turn as the story tells it: the book names nobody to act first"), objection
    assert "the first to act not told as out of turn is taken to have had the turn" in \
        objection["finding"]
    disputed = next(s for s in r["silent"] if s["point"] == "betting.first-after-draw")
    # who bets first after the draw is Draw Poker's law, not in the copy held (issue 36)
    assert disputed["of"] == "copy"
    assert disputed["detail"] == ("not in the copy held of the Standard laws: "
                                  "Bob acted first after Cal acted out of turn as the story "
                                  "tells it, and the order is disputed: the book does not say "
                                  "who bets first after the draw")
    # the decision has no law of play out of turn: the objection is its open point, in the
    # same true words
    d = adjudicate(load_case(AFTER), library.book("published-decision"))
    assert any(w.startswith("Ann objects that Bob acted out of turn, Bob being the first to act "
                            "after Cal acted out of turn") for w in _said(d)), _said(d)


def test_unobjected_the_first_after_an_act_told_out_of_turn_is_said_so(library, tmp_path):
    data = yaml.safe_load(AFTER.read_text())
    data["events"] = [e for e in data["events"] if "notice" not in e]
    del data["expect"]
    path = tmp_path / "unobjected.yaml"
    path.write_text(yaml.safe_dump(data, sort_keys=False))
    r = adjudicate(load_case(path), library.book("standard"))
    quiet = next(s for s in r["silent"] if s["point"] == "betting.first-after-draw")
    assert quiet["detail"] == ("not in the copy held of the Standard laws: "
                               "the book does not say who bets first after the draw; Bob, who "
                               "acted first after Cal acted out of turn as the story tells it, "
                               "and was not objected to, is taken to have had the privilege")
    assert quiet["decisive"] is False


def test_the_one_who_did_act_first_is_still_said_to_have_acted_first(library):
    # Bob puts up ten before anyone has spoken, and Cy objects: Bob did act first
    r = adjudicate(load_case(FIRST), library.book("standard"))
    assert any(w.startswith("Cy objects that Bob, who acted first, acted out of turn")
               for w in _said(r)), _said(r)
    assert "not in the copy held of the Standard laws: Bob acted first and the order is " \
           "disputed: the book does not say who has the first say before the draw" in _said(r)
