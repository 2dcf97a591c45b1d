"""What the fuzz campaign found on the merged main of issue 20's third round, each kept as the
story it generated: a book's silence read one way gives an answer that rests on no law, and a
mechanism that names the law a player retires under must not assume one; and the last
player left takes the pool, however the others came to be out."""
from __future__ import annotations

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads

THROWN_UP_TWICE = """\
title: B, who called, throws his hand away unshown (told twice)
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5,
        stacks: {A: 666471}}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - fold: C
  - show: {A: "AS AH 7D 7C 3S"}
  - fold: B
  - fold: B
"""

SPLIT_OPENERS_THEN_NOTHING = """\
title: The opener breaks his jacks without notice, and the story ends at the draw
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 10, jack_pot: jacks}
events:
  - deal: {A: "9S 7D 5C 4S 2S", B: "JH JS 8H 5H 2H", C: "QS QD 8D 6C 3C", D: "KS 8S 6D 4C 2D"}
  - fold: A
  - bet: {player: B, amount: 4}
  - call: C
  - fold: D
  - discard: {player: B, count: 1, openers_aside: false, announced: false}
  - draw: {player: B, asked: 1, given: 1}
"""


def _rule(library, book: str, text: str) -> dict:
    return adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))


def test_a_hand_thrown_up_at_the_show_under_a_silence_read_one_way_is_ruled(library):
    # the published decision is silent on a hand thrown up at the show: read each way, one
    # reading's answer rests on no law, and the player retires under none (it crashed)
    for book in ("published-decision", "keller", "peel", "schenck", "standard"):
        r = _rule(library, book, THROWN_UP_TWICE)
        assert r["status"] in ("settled", "unsettled")
        assert sum(r["awards"].values()) + r["undecided"] + r["carried"] + \
            sum(r["refunds"].values()) + sum(x["amount"] for x in r["by_lot"]) == r["pot"]


def test_keller_jack_pots_15_the_best_contending_hand_takes_the_pool_when_one_is_left(library):
    # "he must forfeit whatever he may have put in the pot, the best contending hand taking
    # the pool" (keller:ch5/jack-pots/15): with B out and A and D passed, C is the only
    # contending hand, and takes the 16 at once (the deal was left going on with one player)
    r = _rule(library, "keller", SPLIT_OPENERS_THEN_NOTHING)
    assert (r["status"], r["awards"]) == ("settled", {"C": 16})
    assert r["retired"]["B"] == "keller:ch5/jack-pots/15"


CUT_FOR_DEAL_WITH_AN_ANTE = """\
title: The winner of the cut deals, and the deal passes to his left
table: {players: [A, B, C, D], dealer: A, ante: 1, limit: 10}
events:
  - cut_for_deal: {A: 9S, B: JH, C: 3C, D: KD}
"""


def test_what_the_readings_leave_in_the_pool_is_never_more_than_the_pool_as_told(library):
    # the published decision is silent on how the first dealer is chosen: under each reading
    # a dealer is known and the ante put up (a pool of 1), but as told no ante is (a pool of
    # 0); the readings' 1 left in play was carried out of a pool of 0, holding -1
    r = _rule(library, "published-decision", CUT_FOR_DEAL_WITH_AN_ANTE)
    assert r["undecided"] >= 0 and r["carried"] <= r["pot"]
    assert r["undecided"] + r["carried"] + sum(r["awards"].values()) + \
        sum(r["refunds"].values()) == r["pot"]


DEALT_OUT_OF_TURN_THEN_A_WRONG_COUNT = """\
title: C deals out of turn; A lifts four cards
table: {players: [A, B, C, D, E, F, G], dealer: D, betting: limit, ante: 6,
        phase: after_draw}
events:
  - deal_out_of_turn: {player: C}
  - deal: {A: 4, B: 5, C: 5, D: 5, E: 5, F: 5, G: 5}
  - lift: A
"""


def test_a_silence_reached_only_under_the_readings_is_what_holds_the_ruling(library):
    # Peel is silent on a deal out of turn: read as a misdeal or as standing, the ruling is
    # held alike by what follows, whether it was found in time, on which the book is silent
    # too: that silence holds the ruling, and the point read decides nothing
    r = _rule(library, "peel", DEALT_OUT_OF_TURN_THEN_A_WRONG_COUNT)
    decisive = {s["point"] for s in r["silent"] if s["decisive"]}
    assert r["status"] == "unsettled" and not r["readings"]
    assert "deal-out-of-turn.in-time" in decisive and "deal-out-of-turn" not in decisive


CLAIMED_WITH_A_HAND_UNTOLD = """\
title: B claims the pool; C's hand is never told
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5, betting: limit}
events:
  - call: B
  - show: {A: "4S 4H 4D 9C 2S", B: "KS KH 7D 7C 3S"}
  - claim: B
"""


def test_a_silence_under_every_reading_is_named_though_its_words_differ_by_reading(library):
    # C's untold hand read each way, the published decision is silent alike on B's claim:
    # that silence holds the pool, though its words name what each reading made of it
    r = _rule(library, "published-decision", CLAIMED_WITH_A_HAND_UNTOLD)
    assert r["status"] == "unsettled" and r["undecided"] == 9
    assert "show.claim" in {s["point"] for s in r["silent"] if s["decisive"]}


STOOD_TWICE_OUT_OF_TURN = """\
title: C stands twice out of turn; B, with nothing, passes
table:
  players: [A, B, C, D]
  dealer: C
  betting: freeze-out
  ante: 3
  stacks: {A: 5, B: 0, C: 3, D: 100}
  phase: after_draw
events:
  - make_good: {player: C}
  - stand: {player: C}
  - pass: B
  - stand: C
"""


def test_readings_that_agree_after_each_point_is_weighed_decide_nothing(library):
    # The decision is silent on a check (betting.check); each reading of it, and of what it
    # opens (passing.re-entry), leaves the deal going on with nothing staked: no point among
    # them decides the ruling, and no reading is listed with no assumption (seed 3's find)
    r = _rule(library, "published-decision", STOOD_TWICE_OUT_OF_TURN)
    assert r["status"] == "continues" and not r["readings"]
    assert all(x["assume"] for x in r["readings"])
    assert not any(s["decisive"] for s in r["silent"])
