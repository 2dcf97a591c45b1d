"""The betting before the draw closes with the last say. Peel 23: "ante shall have the last
say", and 24: "the last straddler shall have the last say"; Keller (the straddle): "When no
straddle is made, the age always has the last say before the draw"; the Standard laws'
betting 5: "A betting interval ends when every active player has had at least one turn to bet
and when the bets have been equalized"; Schenck's rules 10: "When all are in equally who intend
to play, each player in turn will have the privilege of drawing". A raise the story tells
after it, with the draw told after the raise, is no part of that betting, and no bet after the
draw either."""
from __future__ import annotations

import pytest

from replay import CASEBOOK, assert_conserved, replay, rule_file

CASE = CASEBOOK / "betting-and-show/raise-before-the-draw-after-the-last-say.yaml"


def _at(r: dict, event: int) -> list[dict]:
    return [s for s in r["steps"] if s.get("event") == event]


@pytest.mark.parametrize("book,law", [("peel", "peel:23"),
                                      ("keller", "keller:ch4/the-straddle/1"),
                                      ("schenck", "schenck:rules/10"),
                                      ("standard", "standard:betting/5")])
def test_a_raise_after_the_last_say_is_no_part_of_the_betting_before_the_draw(library, book,
                                                                            law):
    r = rule_file(library, CASE, book)
    raised = _at(r, 6)
    assert any(law in s["laws"] and "after the betting was over" in s["finding"]
               for s in raised), raised
    # no bet after the draw: C's bet after it is his first, at the age's left
    assert not any("after the draw" in s["finding"] for s in raised)
    # A and B owed nothing before drawing, and nobody lost his draw
    assert not any("must make his stake equal" in s["finding"] or "loses his draw" in
                   s["finding"] for s in r["steps"])
    assert r["stakes"] == {"A": 3, "B": 3, "C": 6, "D": 6}
    assert_conserved(r)


@pytest.mark.parametrize("book", ["peel", "standard"])
def test_a_bet_once_made_keeps_the_raise_and_its_call_in_the_pool(library, book):
    # Peel 55, "A bet once made, whether made in proper turn or not, cannot be recalled"; the
    # Standard laws, "no chips once placed in the pot may be removed": A's kings take all 18
    r = rule_file(library, CASE, book)
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("settled", {"A": 18}, {}, 0)


def test_schenck_rules_10_all_in_equally_closes_the_betting_before_the_draw(library):
    # rules 10, read with rules 5 (the ante man decides last): once B, the ante man, made
    # good, "all are in equally who intend to play", and the draw follows. C's raise and D's
    # call are no part of the betting: A and B draw owing nothing (before, each forfeited
    # his stake by rules 7 for drawing short, and C's jacks took all 24); Schenck says
    # nothing of chips put up after the betting, and the six are held
    r = rule_file(library, CASE, "schenck")
    raised = _at(r, 6)
    assert any(s["laws"] == ["schenck:rules/10", "schenck:rules/5"] for s in raised), raised
    assert r["retired"] == {}
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {"A": 12}, 6)
    gives = sorted((x["assume"][0]["reading"], x["awards"], x["refunds"]) for x in r["readings"])
    assert gives == [("returned", {"A": 12}, {"C": 3, "D": 3}), ("stays", {"A": 18}, {})]


def test_keller_holds_the_chips_put_up_after_the_betting_before_the_draw(library):
    r = rule_file(library, CASE, "keller")
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {"A": 12}, 6)
    gives = sorted((x["assume"][0]["reading"], x["awards"], x["refunds"]) for x in r["readings"])
    assert gives == [("returned", {"A": 12}, {"C": 3, "D": 3}), ("stays", {"A": 18}, {})]


STRADDLED = CASEBOOK / "betting-and-show/raise-before-the-draw-after-the-last-straddler.yaml"


def test_peel_the_last_straddler_has_the_last_say(library):
    # B, the last straddler, made good: D's raise after it is no part of the betting, by 24
    r = rule_file(library, STRADDLED, "peel")
    raised = _at(r, 8)
    assert any(s["laws"] == ["peel:24"] and "after the betting was over" in s["finding"]
               for s in raised), raised
    assert (r["status"], r["awards"]) == ("settled", {"A": 20})
    assert_conserved(r)


def test_with_no_draw_told_a_bet_after_the_last_say_is_the_first_after_the_draw(library):
    # the story that tells no draw: the betting before it over, the next bet is after it
    text = CASE.read_text().split("expect:")[0]
    told = "\n".join(line for line in text.splitlines() if "- draw:" not in line)
    r = replay(library, "peel", told)
    assert any("first bet after the draw" in s["finding"] for s in _at(r, 6)), _at(r, 6)
