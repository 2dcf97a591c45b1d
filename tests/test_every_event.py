"""Every event judged (issue 20): each event of the story gets a finding at that event,
lawful with the law that permits it, irregular, or open; "may he raise over a short all-in?"
is answered where he raises."""
from __future__ import annotations

import pytest

from tests.replay import judged, replay

RAISE_OVER_SHORT = """\
title: C raises over A's short all-in
table: {players: [A, B, C], dealer: B, betting: table-stakes, phase: after_draw,
        stacks: {A: 5, B: 100, C: 100}}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - raise: {player: C, by: 20}
  - call: B
  - show: {A: "KS KH KD 7C 2D", B: "AS AH 9D 9C 3D", C: "QS QH QD 8C 4D"}
"""


@pytest.mark.parametrize("book", ["peel", "keller", "schenck", "standard", "published-decision"])
def test_every_event_has_a_finding_at_it(library, book):
    r = replay(library, book, RAISE_OVER_SHORT)
    assert {s["event"] for s in r["steps"]} >= {1, 2, 3, 4, 5}


@pytest.mark.parametrize("book,law", [("keller", "keller:ch4/betting-after-the-draw/10"),
                                      ("peel", "peel:60")])
def test_a_raise_over_a_short_all_in_is_answered_where_it_is_made(library, book, law):
    """Keller: the call for a show "does not debar other players in the game from continuing
    to bet as long as they choose"; Peel 60: he may demand a show for the amount he stakes,
    the others betting on: C may raise."""
    at = [s for s in judged(library, book, RAISE_OVER_SHORT).steps
          if s.event == 3 and s.kind.startswith("lawful.beyond-a-short-stake")]
    assert [(s.kind, s.players) for s in at] == [("lawful.beyond-a-short-stake-as-he-may",
                                                  ("C", "A"))]
    assert law in at[0].laws


def test_where_the_book_does_not_say_the_raise_over_a_short_all_in_is_open(library):
    at = [s for s in judged(library, "standard", RAISE_OVER_SHORT).steps
          if s.event == 3 and s.kind.startswith("lawful.beyond-a-short-stake")]
    assert [(s.kind, s.players, s.rung, s.laws) for s in at] == [
        ("lawful.beyond-a-short-stake-open", ("C", "A"), "open", ())]


def test_schenck_s_general_law_sends_the_short_player_out_where_he_is_raised_over(library):
    """Schenck rules/15, a general law: the bets "must be made by each player in his turn
    equal to the highest amount ... or else ... the party who fails must go out of the play
    forfeiting his interest in the pool". C may raise; A, all in for five, goes out there."""
    r = replay(library, "schenck", RAISE_OVER_SHORT)
    at = [s for s in r["steps"] if s["event"] == 3]
    assert any("beyond what A put up" in s["finding"] and s["rung"] == "general"
               and s["laws"] == ["schenck:rules/15"] for s in at)
    assert any("A has put up all he has" in s["finding"] and "goes out" in s["finding"]
               for s in at)
    assert r["retired"]["A"] == "schenck:rules/15"
    assert r["awards"] == {"C": sum(r["stakes"].values())}  # three queens beat two pairs


def test_a_lawful_call_cites_the_law_that_permits_it(library):
    j = judged(library, "keller", RAISE_OVER_SHORT.replace("stacks: {A: 5,", "stacks: {A: 50,"))
    (call,) = [s for s in j.steps if s.event == 2]
    assert call.kind == "lawful.book-allows" and call.players == ("B",)
    # after the draw: Keller p. 27, "The next player to the left may either pass out, call
    # the preceding bet or raise it" (not p. 24, the betting before the draw)
    assert call.laws == ("keller:ch4/betting-after-the-draw/1",) and call.rung == "specific"
