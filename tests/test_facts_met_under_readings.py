"""A fact the outcome turns on is named in `missing`, and offered to be told, also where the
story as told never reaches it and only a reading of another point does: Keller's jack-pot
opener's original hand is asked once the untold hand at the show is read (the show decides
nothing until then), and the Standard laws' objections to a claim once the third hand is
read. An audit found the readings assuming them while `missing` and `open_points` named only
the hand at the show, so that `rule --ask` never asked them."""
from __future__ import annotations

from adjudicator.judge.questions import questions
from replay import JACK_POT, assert_conserved, replay

# the opener's tens shown after the draw, his original hand and C's hand untold
SHOWN = JACK_POT + """  - bet: {player: B, amount: 4}
  - call: C
  - show: {B: "TS TH TD 7D 2S"}
"""

CLAIM = """title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - call: C
  - show: {A: "4S 4H 4D 9C 2S", B: "KS KH 7D 7C 3S"}
  - claim: B
"""


def _read(ruling: dict) -> set[str]:
    return {a["point"] for r in ruling["readings"] for a in r["assume"]}


def test_an_opener_s_original_hand_met_under_a_reading_is_missing(library):
    r = replay(library, "keller", SHOWN)
    assert "openers.B" in _read(r)
    assert {m["open"] for m in r["missing"]} == {"hand.C", "openers.B"}
    assert [q["point"] for q in questions(r)] == ["hand.C", "openers.B"]
    assert r["undecided"] == 24
    assert_conserved(r)


def test_objections_met_under_a_reading_are_missing(library):
    r = replay(library, "standard", CLAIM)
    read = _read(r)
    assert {"objection.A", "objection.C"} <= read
    assert {m["open"] for m in r["missing"]} == read
    assert {q["point"] for q in questions(r)} == read
