"""Two untold hands cannot each beat every other hand still in: told so as facts, the case is
refused at the second (an audit's case ruled it unsettled on no point at all, "held on points
the readings did not reach"); read so by the engine itself, that combination is no reading,
and the chips no other reading disputes are paid (C's kings took the last 40, which only C and
D contested, in every reading; all 140 were held)."""
from __future__ import annotations

from badinput import one_line
from replay import assert_conserved, replay

SHORT_HANDS = """title: t
table: {players: [A, B, C, D], dealer: C, betting: table-stakes, phase: after_draw,
        stacks: {A: 10, B: 30, C: 100, D: 100}}
FACTS
events:
  - all_in: A
  - all_in: B
  - raise: {player: C, to: 50}
  - call: D
  - show: {C: "KS KH 9D 6C 3C", D: "JS JH 9H 6D 3D"}
"""
BOTH = ("facts: [{point: hand.A, reading: beats-the-others},\n"
        "        {point: hand.B, reading: beats-the-others}]")


def test_two_hands_told_to_beat_every_other_are_refused_at_the_second(cli, tmp_path):
    path = tmp_path / "both.yaml"
    path.write_text(SHORT_HANDS.replace("FACTS", BOTH), encoding="utf-8")
    message = one_line(cli("rule", str(path), "--book", "keller"), path, 5)
    assert message.startswith("hand.B reads beats-the-others and hand.A reads beats-the-others")


def test_the_engine_reads_no_two_hands_each_beating_every_other(library):
    r = replay(library, "keller", SHORT_HANDS.replace("FACTS\n", ""))
    read = [{a["point"]: a["reading"] for a in x["assume"]} for x in r["readings"]]
    assert {"hand.A": "beats-the-others", "hand.B": "beats-the-others"} not in read
    # the last 40, beyond B's 30 from each of C and D, are C's however the hands are read
    # (Keller /10: the short player takes only as much from each as his own stake)
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {"C": 40}, 100)
    assert_conserved(r)
