"""A silence the story as told never meets, met only under a reading of another point, is
listed with the ruling's silences together with that reading (`met_under`), so that the
table never reads it as said of the story as told. Keller names no consequence for a bet out
of turn (p. 23, "Everything must be done in turn"): read so that the turn reverts, D's 4 wait
for his turn, C comes in first for less than double the ante (p. 23), and what follows that
the book does not say; as told, C called D's 4, twice the ante and more."""
from __future__ import annotations

from replay import replay

STORY = """
title: D bets before C has said anything
table: {players: [A, B, C, D], dealer: A, ante: 1, limit: 10}
events:
  - ante: B
  - deal: {B: 5, C: 5, D: 5, A: 5}
  - bet: {player: D, amount: 4}
  - notice: {what: out_of_turn, by: C}
  - call: C
  - fold: A
  - fold: B
  - show: {C: "JS JH 8D 5C 2S", D: "TS TH TD 4C 3S"}
"""


def test_a_silence_met_only_under_a_reading_names_the_reading(library, cli, tmp_path):
    r = replay(library, "keller", STORY)
    short = next(s for s in r["silent"] if s["point"] == "open.minimum")
    assert short["met_under"] == [{"point": "silent.betting.out-of-turn",
                                   "reading": "turn-reverts"}]
    # the silence the story as told meets itself names no reading
    told = next(s for s in r["silent"] if s["point"] == "betting.out-of-turn")
    assert "met_under" not in told
    case = tmp_path / "case.yaml"
    case.write_text(STORY, encoding="utf-8")
    text = cli("rule", str(case), "--book", "keller").out
    assert "an opening short of the least stake, met only where the book, silent on what " \
           "follows a bet out of turn, is read so that the turn reverts" in " ".join(text.split())
