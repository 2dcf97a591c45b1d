"""Words a ruling puts in a book's mouth only where its law says them: a reading of a book's
silence never borrows another book's phrase (Peel 55's "cannot be recalled" under a book
that has no such law), and a clause says what it means (the first bet after the draw is
counted from the seat of an age who has retired, not given "though" he has). Found by a new
user's disputes."""
from __future__ import annotations

from replay import replay

OUT_OF_TURN = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - ante: A
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: C, amount: 2}
  - call: D
  - call: A
  - call: B
"""


def test_a_reading_of_a_books_silence_does_not_say_peel_55s_words(library):
    # the published decision has no law of play out of turn (Keller's "Everything must be
    # done in turn" answers it for his book): read so that the act stands, it says so plainly
    from test_readings_silence import CALL_OUT_OF_TURN

    silent = replay(library, "published-decision", CALL_OUT_OF_TURN)
    said = " ".join(s["finding"] for s in silent["steps"])
    assert "D calls out of turn (the turn was C's): his bet stands as made" in said
    assert "cannot be recalled" not in said
    peel = replay(library, "peel", OUT_OF_TURN)  # Peel 55's own words, on its law
    assert any("his bet cannot be recalled, and stands" in s["finding"]
               and "peel:55" in s["laws"] for s in peel["steps"])


def test_the_first_bet_after_the_draw_is_counted_from_a_retired_ages_seat(library):
    r = replay(library, "peel", """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - ante: A
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - call: D
  - fold: A
  - bet: {player: B, amount: 2}
""")
    said = [s["finding"] for s in r["steps"] if "first bet after the draw" in s["finding"]]
    assert said and "counted from the seat of A, the ante-man, though he has retired" in said[0]
