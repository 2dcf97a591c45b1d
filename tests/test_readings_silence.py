"""A book's silence read each way its question allows (issue 20, "Open points ruled both
ways"): where the book gives no answer to a question whose answers the catalogue lists and
the engine carries out through a table, the ruling is made under each answer, no law cited
for the reading itself; the chips every reading gives alike are awarded, only the rest held.
Where a question has no finite set of answers (or the book answers it and is silent only on
what follows), the silence holds as it stands, and the ruling says so by its data."""
from __future__ import annotations

from adjudicator.judge.engine import adjudicate
from adjudicator.law.consequences import alternatives, read_value
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads
from tests import fuzz
from tests.replay import assert_conserved

# After the draw B bets 2; D raises 3 before C has spoken (out of turn); C, A and B call. C's
# kings are best. The published decision says nothing of play out of turn (Keller's "Everything
# must be done in turn", a general law of his book, answers it: the turn reverts).
RAISE_OUT_OF_TURN = """\
title: t
table: {players: [A, B, C, D], dealer: D, phase: after_draw, pot: 8, limit: 5}
events:
  - bet: {player: B, amount: 2}
  - raise: {player: D, by: 3}
  - call: C
  - call: A
  - call: B
  - show: {A: "9S 9H 4D 4C 2S", B: "TS TH 6D 6C 3S", C: "KS KH KD 5C 2C", D: "QS QH 8D 8C 7S"}
"""

# The same, but D only calls out of turn, C raises in his turn and D raises in his; A's aces
# are best whatever D's call out of turn counts for.
CALL_OUT_OF_TURN = """\
title: t
table: {players: [A, B, C, D], dealer: D, phase: after_draw, pot: 8, limit: 5}
events:
  - bet: {player: B, amount: 2}
  - call: D
  - raise: {player: C, by: 3}
  - raise: {player: D, by: 5}
  - call: A
  - call: B
  - call: C
  - show: {A: "AS AH AD 7C 2S", B: "TS TH 6D 6C 3S", C: "KS KH KD 5C 2C", D: "QS QH 8D 8C 7S"}
"""

POINT = "silent.betting.out-of-turn"


def _rule(library, book: str, text: str) -> dict:
    r = adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))
    assert_conserved(r)
    assert not fuzz.readings_problems(r)
    return r


def test_the_answers_read_are_the_questions_own_and_each_has_a_mechanism():
    # provisions.yaml: betting.out-of-turn allows "stands" and "turn-reverts"
    assert alternatives("betting.out-of-turn") == ("stands", "turn-reverts")
    # one answer only is no alternative: the silence holds as it stands
    assert alternatives("foul-hand.at-show") == ()
    # no finite set of answers (an amount, a record)
    assert alternatives("jack-pot.max-open") == ()
    assert alternatives("show-for-stake.time-to-pay") == ()
    # a record whose one required field chooses the mechanism: its values, and a reading is
    # that field alone, never the optional penalty a law may add
    assert alternatives("jack-pot.false-opener") == ("pool", "stake")
    assert read_value("jack-pot.false-opener", "stake") == {"loses": "stake"}
    assert read_value("betting.out-of-turn", "stands") == "stands"


def test_a_book_silent_on_a_raise_out_of_turn_holds_only_what_the_readings_dispute(library):
    r = _rule(library, "published-decision", RAISE_OUT_OF_TURN)
    by = {tuple(a["reading"] for a in x["assume"]): x["awards"] for x in r["readings"]}
    # if D's raise stands, all put up 5 and C's kings take 28; if the turn reverts, the book
    # is silent too on D's chips beyond a call when his turn comes (not the Standard's
    # "forfeited"): read as his raise, C's call, made with D's 5 on the table, met it, and
    # C takes 28; read as forfeited, C takes 19, and what C, A and B put up to match the 3
    # beyond D's call goes back to each. C's 19 is won alike, and his own 3 reach him under
    # every reading (won, or given back): his back; A's and B's 3 are held.
    assert by == {("stands",): {"C": 28}, ("turn-reverts", "forfeited"): {"C": 19},
                  ("turn-reverts", "a-raise"): {"C": 28},
                  ("turn-reverts", "returned"): {"C": 16}}  # D's 3 his again
    forfeited = next(x for x in r["readings"] if x["assume"][-1]["reading"] == "forfeited")
    assert forfeited["refunds"] == {"A": 3, "B": 3, "C": 3}
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {"C": 16}, {"C": 3}, 9)
    # the book's silence is still named, and decisive; and its silence on D's chips beyond a
    # call, met only where the turn reverts, is named with that reading
    decisive = [s for s in r["silent"] if s["decisive"]]
    assert [s["point"] for s in decisive] == ["betting.out-of-turn", "betting.out-of-turn.excess"]
    assert decisive[1]["met_under"] == [{"point": "silent.betting.out-of-turn",
                                         "reading": "turn-reverts"}]


def test_keller_whose_general_law_reverts_the_turn_reads_only_the_chips_beyond_a_call(library):
    # "Everything must be done in turn" (ch. IV, betting before the draw /1): the turn goes
    # back to C by the book's law; only what D's 3 beyond a call are is read
    r = _rule(library, "keller", RAISE_OUT_OF_TURN)
    by = {tuple(a["reading"] for a in x["assume"]): x["awards"] for x in r["readings"]}
    assert by == {("forfeited",): {"C": 19}, ("a-raise",): {"C": 28}, ("returned",): {"C": 16}}
    assert (r["awards"], r["refunds"], r["undecided"]) == ({"C": 16}, {"C": 3}, 9)


def test_a_reading_of_a_silence_cites_no_law(library):
    from adjudicator.judge.engine import replay, ruling

    case = build_case(loads(RAISE_OUT_OF_TURN, "t.yaml"), "t.yaml")
    r = ruling(replay(case, library.book("published-decision"), (), {POINT: "turn-reverts"}))
    read = [s for s in r["steps"] if s.get("open") == POINT]
    assert len(read) == 1 and read[0]["rung"] == "open" and read[0]["laws"] == []
    assert "the turn reverts" in read[0]["finding"]  # the reading, in words
    # what the reading makes of D's raise rests on the reading alone
    made = [s for s in r["steps"] if s["event"] == 2 and s is not read[0]]
    assert made and all(s["rung"] == "open" and not s["laws"] for s in made)


def test_a_silence_every_reading_rules_alike_is_not_decisive(library):
    r = _rule(library, "published-decision", CALL_OUT_OF_TURN)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"A": 48}, 0)
    assert r["readings"] == []
    assert all(not s["decisive"] for s in r["silent"] if s["point"] == "betting.out-of-turn")
    # said once, where it arose, on the open rung: read both ways, the pool goes the same
    moot = [s for s in r["steps"] if s.get("open") == POINT]
    assert [(s["event"], s["rung"], s["laws"]) for s in moot] == [(2, "open", [])]
    assert [(s["event"], s["decisive"]) for s in r["silent"] if s.get("open") == POINT] == [
        (2, False)]
    # what only one reading finds is said of that reading, not as the ruling's own
    own = [s for s in r["steps"] if s["finding"].startswith("If ")]
    assert own and all(s["rung"] == "open" and not s["laws"] for s in own)


def test_an_unsettled_ruling_without_readings_must_hold_on_an_unread_point(library):
    r = _rule(library, "published-decision", RAISE_OUT_OF_TURN)
    # drop the readings: every decisive point was read, so nothing says why chips are held
    bare = dict(r, readings=[], awards={}, undecided=r["pot"])
    assert any("with no readings" in p for p in fuzz.readings_problems(bare))
    # a silence on a question with no finite answers says why by itself
    unread = dict(bare, silent=[{"point": "limit", "detail": "d", "decisive": True}])
    assert fuzz.readings_problems(unread) == []
    stopped = dict(bare, readings_stopped="more than 16 readings")
    assert fuzz.readings_problems(stopped) == []


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


def _replayed(library, book: str, text: str) -> dict:
    return adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))


def test_a_hand_thrown_up_at_the_show_under_a_silence_read_one_way_is_ruled(library):
    # the published decision is silent on a hand thrown up at the show: read each way, one
    # reading's answer rests on no law, and the player retires under none (it crashed)
    for book in ("published-decision", "keller", "peel", "schenck", "standard"):
        r = _replayed(library, book, THROWN_UP_TWICE)
        assert r["status"] in ("settled", "unsettled")
        assert sum(r["awards"].values()) + r["undecided"] + r["carried"] + \
            sum(r["refunds"].values()) + sum(x["amount"] for x in r["by_lot"]) == r["pot"]
