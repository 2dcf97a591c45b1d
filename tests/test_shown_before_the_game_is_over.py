"""A hand laid down by a player who showed for all he had, before the others have done
betting. Peel 61: he "shall not stop the game if there be other players who wish to continue
the betting, and he shall not show his hand until the game is over"; Keller p. 29: his call
for a show "does not debar other players in the game from continuing to bet as long as they
choose". His hand is no show: the others bet on, and it is weighed when the game is over."""
from __future__ import annotations

import pytest

from replay import assert_conserved, findings, laws_at, replay, steps_at

# Table stakes after the draw, dealer D: A is the ante-man (the age), B bets first. A puts up
# his last ten over D's thirty and lays down his hand; the others bet on.
EARLY = """title: t
table:
  players: [A, B, C, D]
  dealer: D
  betting: table-stakes
  phase: after_draw
  pot: 8
  stacks: {A: 10, B: 100, C: 100, D: 100}
events:
  - bet: {player: B, amount: 20}
  - call: C
  - raise: {player: D, to: 30}
  - all_in: A
  - show: {A: "%(A)s"}
  - call: B
  - raise: {player: C, to: 60}
  - fold: D
  - call: B
  - show: {B: "AS AH 7D 4C 2S", C: "KS KH 8D 5C 2C"}
"""
QUEENS, TRIPS = "QS QH 9D 6C 3C", "QS QH QD 6C 3D"
LAWS = {"peel": "peel:61", "keller": "keller:ch4/betting-after-the-draw/10"}


def _told_at_the_end(cards: str) -> str:
    """The same story with A's hand told at the show, where the game is over."""
    text = (EARLY % {"A": cards}).replace(f'  - show: {{A: "{cards}"}}\n', "")
    return text.replace('show: {B:', f'show: {{A: "{cards}", B:')


@pytest.mark.parametrize("book", sorted(LAWS))
def test_the_others_bet_on_and_the_best_hand_takes_all(library, book):
    r = replay(library, book, EARLY % {"A": QUEENS})
    # B and C made good D's thirty after A's hand was laid down: neither is out
    assert "B" not in r["retired"] and "C" not in r["retired"]
    assert (r["status"], r["awards"]) == ("settled", {"B": 8 + 10 + 60 + 60 + 30})
    assert LAWS[book] in laws_at(r, 5)
    assert_conserved(r)


@pytest.mark.parametrize("book", sorted(LAWS))
def test_his_hand_laid_down_early_is_weighed_when_the_game_is_over(library, book):
    # A's three queens are best: "the amount of the ante ... and also a sum equal to his stake
    # from every player in the game at the time of his demanding a show" (Peel 60; Keller's
    # "the ante and an amount from each of his adversaries"): A, B, C and D were all in the
    # game when he demanded; "The holder of the next best hand shall claim the remainder"
    r = replay(library, book, EARLY % {"A": TRIPS})
    share = 8 + 10 * 4
    assert r["awards"] == {"A": share, "B": 8 + 10 + 60 + 60 + 30 - share}
    # the same as where his hand is told at the show
    assert replay(library, book, _told_at_the_end(TRIPS))["awards"] == r["awards"]


def test_peel_finds_the_hand_shown_before_the_game_is_over_irregular(library):
    r = replay(library, "peel", EARLY % {"A": QUEENS})
    said = [s["finding"] for s in steps_at(r, 5)]
    assert any("which the book forbids" in f for f in said), said
    # Keller forbids nothing of it: his law lets the others bet on, and says no more
    keller = replay(library, "keller", EARLY % {"A": QUEENS})
    assert "forbids" not in findings(keller)


def test_a_hand_laid_down_once_every_other_has_called_is_the_show(library):
    # B and C have made good D's thirty before A lays his hand down: the betting is over
    # (Peel 59, "When the bets of all the players are equal"), and that is the show
    head = (EARLY % {"A": QUEENS}).split("  - show:")[0]
    r = replay(library, "peel", head + "  - call: B\n  - call: C\n"
               '  - show: {A: "QS QH 9D 6C 3C"}\n'
               '  - show: {B: "AS AH 7D 4C 2S", C: "KS KH 8D 5C 2C", D: "2H 2D 5S 6D 8H"}\n')
    assert r["awards"] == {"B": 8 + 10 + 3 * 30}
    assert "before the betting is over" not in findings(r)
    assert "peel:59" in laws_at(r, 7)


@pytest.mark.parametrize("book", sorted(LAWS))
def test_a_hand_laid_down_before_the_draw_does_not_stop_the_game_either(library, book):
    # D, with 10, puts them up over C's raise to 20 and lays his queens down; A passes and B
    # makes good: B's kings take the pool, as where D's hand is told at the end (an
    # auditor's find: B was put out at D's laid-down hand, before his turn came)
    text = """title: t
table: {players: [A, B, C, D], dealer: D, betting: table-stakes, ante: 2,
        stacks: {A: 100, B: 100, C: 100, D: 10}}
events:
  - ante: A
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 4}
  - raise: {player: C, to: 20}
  - all_in: D
%s  - fold: A
  - call: B
  - show: {B: "KS KH 8D 5C 2C", C: "JS JH 7D 4C 2S"%s}
"""
    queens = '"QS QH 9D 6C 3C"'
    early = replay(library, book, text % (f"  - show: {{D: {queens}}}\n", ""))
    late = replay(library, book, text % ("", f", D: {queens}"))
    assert "B" not in early["retired"]
    assert early["awards"] == late["awards"] == {"B": 2 + 10 + 20 + 20}


def test_hands_laid_down_where_nobody_is_left_to_bet_on_are_the_show(library):
    # A antes all he has, B goes all in for less and C passes: nobody is left to bet on, and
    # A's and B's hands laid down are the show, though the Standard laws' interval has not
    # ended (B in for less): read so that a show for less is allowed, B's kings take his 6
    from replay import CASEBOOK, rule_file

    r = rule_file(library, CASEBOOK / "betting-and-show" /
                  "the-age-antes-all-he-has-and-a-short-player-calls.yaml", "standard")
    allowed = next(x for x in r["readings"] if x["assume"][0]["reading"] == "allowed")
    assert (allowed["status"], allowed["awards"]) == ("settled", {"B": 6})
