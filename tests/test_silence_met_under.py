"""A silence the story as told never meets, met only under a reading of another point, is
listed with the ruling's silences together with that reading (`met_under`), so that the
table never reads it as said of the story as told. Keller names no consequence for a pack
found imperfect after the pool is taken in: read so that it is a misdeal, what the misdeal
does with the stakes already up the book does not say either; as told, the deal stands."""
from __future__ import annotations

from pathlib import Path

from replay import replay

IMPERFECT = Path("cases/after-the-show/imperfect-pack-found-after-the-pot-is-taken-in.yaml")

# D bets before C has said anything; C calls, A and B pass (Keller: "Everything must be done
# in turn", p. 23, a general law of the book: the turn goes back to C, D's 4 wait for his
# turn, and C's call of nothing is a coming in for less than double the ante)
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


def test_a_silence_met_only_under_a_reading_names_the_reading(library, cli):
    r = replay(library, "keller", IMPERFECT.read_text(encoding="utf-8"))
    ante = next(s for s in r["silent"] if s["point"] == "misdeal.ante")
    assert ante["met_under"] == [{"point": "silent.imperfect-pack.after-taken-in",
                                  "reading": "misdeal"}]
    # the silence the story as told meets itself names no reading
    told = next(s for s in r["silent"] if s["point"] == "imperfect-pack.after-taken-in")
    assert "met_under" not in told
    text = cli("rule", str(IMPERFECT), "--book", "keller").out
    assert "silent on the ante at a misdeal, met only where the book, silent on a pack found " \
           "imperfect after the pool is taken in, is read so that it is a misdeal" \
           in " ".join(text.split())


def test_a_silence_the_books_general_law_leads_to_is_met_as_told(library):
    # the turn goes back to C by Keller's general law, not by a reading: the opening for less
    # than double the ante that follows is met by the story as told, and says no reading
    r = replay(library, "keller", STORY)
    short = next(s for s in r["silent"] if s["point"] == "open.minimum")
    assert "met_under" not in short and short["decisive"]
    assert not any(s["point"] == "betting.out-of-turn" for s in r["silent"])
