"""Breaking up openers to draw (Keller, Jack Pots /15): "he must lay his discard to one side
and give notice of the reservation to the board ... If he should fail to give this notice
and his discard should in any way become mixed with other cards, he must forfeit whatever
he may have put in the pot". The forfeit is of him who fails in both. A book with no law of
it (Schenck, the Standard laws) is silent, and the one answer a law gives the question
takes nothing from an opener who did either: his pool is not held on the silence (an
audit's story: B laid his discard aside unannounced, showed his jacks and won). Peel asks no
notice: law 33 holds the opener to his show alone, and B's flush wins either way."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

STORY = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 10, jack_pot: jacks}
events:
  - deal: {A: "9S 7D 5C 4S 2S", B: "JH JS 8H 5H 2H", C: "QS QD 8D 6C 3C", D: "KS 8S 6D 4C 2D"}
  - fold: A
  - open: {player: B, amount: 4}
  - call: C
  - fold: D
  - discard: {player: B, count: 1, openers_aside: ASIDE, announced: ANNOUNCED}
  - draw: {player: B, asked: 1, given: 1}
  - discard: {player: C, count: 3}
  - draw: {player: C, asked: 3, given: 3}
  - bet: {player: B, amount: 4}
  - call: C
  - opener_shows: {player: B, cards: "JH JS 8H 5H 2H"}
  - show: {B: "JH KH 8H 5H 2H", C: "QS QD 7H 7C 3H"}
"""


def _story(aside: bool, announced: bool) -> str:
    return STORY.replace("ASIDE", str(aside).lower()).replace("ANNOUNCED",
                                                               str(announced).lower())


@pytest.mark.parametrize("book", ["peel", "keller", "schenck", "standard"])
@pytest.mark.parametrize("aside, announced", [(True, False), (False, True)])
def test_an_opener_who_did_one_of_the_two_keeps_what_his_hand_wins(library, book, aside,
                                                                   announced):
    r = replay(library, book, _story(aside, announced))
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": 24}, 0)
    assert_conserved(r)


def test_keller_forfeits_him_who_failed_in_both(library):
    r = replay(library, "keller", _story(False, False))
    assert "keller:ch5/jack-pots/15" in {c["id"] for c in r["citations"]}
    assert r["awards"].get("B") is None and "B" in r["retired"]


def test_a_silent_book_holds_the_pool_of_him_who_failed_in_both(library):
    r = replay(library, "schenck", _story(False, False))
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 24)
    assert "jack-pot.split-openers" in {s["point"] for s in r["silent"] if s["decisive"]}


def test_peel_s_opener_who_failed_in_both_is_judged_by_his_show(library):
    # law 33: "if he have not two knaves ... or a better hand, he shall not claim the pool"
    r = replay(library, "peel", _story(False, False))
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": 24}, 0)
    assert "jack-pot.split-openers" not in {s["point"] for s in r["silent"]}
