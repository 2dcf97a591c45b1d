"""Words a ruling puts in a book's mouth only where its law says them: a reading of a book's
silence never borrows another book's phrase (Peel 55's "cannot be recalled" under Keller,
who has no such law), and a clause says what it means (the first bet after the draw is
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


# Keller's straddler keeps the last say before the draw: Ann's bet, told as made after the
# draw with the draw left out, comes while that betting goes on, and is read both ways
STRADDLED = """title: t
table: {players: [Ann, Bob, Cal, Dan], dealer: Dan, ante: 2, limit: 20,
        stacks: {Ann: 100, Bob: 20, Cal: 100, Dan: 100}}
events:
  - ante: Ann
  - straddle: {player: Bob, amount: 4}
  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}
  - call: Cal
  - call: Dan
  - call: Ann
  - bet: {player: Ann, amount: 10}
  - call: Bob
"""


def test_a_reading_of_kellers_silence_does_not_say_peel_55s_words(library):
    keller = replay(library, "keller", STRADDLED)
    said = " ".join(s["finding"] for s in keller["steps"])
    assert "Ann bets out of turn (the turn was Bob's): his bet stands as made" in said
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
