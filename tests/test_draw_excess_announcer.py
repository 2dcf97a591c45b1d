"""Too many cards given in the draw, pointed out by another player before the player lifts
them. Peel 42: "such player or any player point out the excess before any of the cards so
given are raised from the table, the dealer shall take back ... the card or cards given in
excess": anyone's word will do. Keller, discard and draw /7 (p. 26): "should the player
discover and announce this fact before lifting his cards from the board, the dealer must
withdraw the superfluous cards ... But if the player lift his cards from the board before
announcing to the dealer that a mistake has been made, he must retire": the player's own
announcement; what follows another's Keller does not say, but the player who then lifts
before announcing it retires by the law's own words."""
from __future__ import annotations

from replay import laws_at, replay

STORY = """title: t
table: {players: [Ann, Bob, Cal, Dan], dealer: Dan, limit: 10}
events:
  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}
  - bet: {player: Bob, amount: 2}
  - call: Cal
  - fold: Dan
  - call: Ann
  - discard: {player: Ann, count: 1}
  - draw: {player: Ann, asked: 1, given: 1}
  - discard: {player: Bob, count: 1}
  - draw: {player: Bob, asked: 1, given: 1}
  - discard: {player: Cal, count: 1}
  - draw: {player: Cal, asked: 1, given: 2}
  - notice: {what: excess, by: Ann}
  - lift: Cal
  - show: {Ann: "QS QH 8D 8C 3S", Bob: "JS JH 5D 4C 2C", Cal: "KS KH KD 7C 2S"}
"""


def test_peel_has_the_dealer_take_back_the_excess_any_player_points_out(library):
    r = replay(library, "peel", STORY)
    assert (r["status"], r["awards"]) == ("settled", {"Cal": 6})
    assert "peel:42" in laws_at(r, 12) and "Cal" not in r["retired"]


def test_keller_takes_another_s_word_for_no_announcement_and_the_lift_retires_him(library):
    r = replay(library, "keller", STORY)
    # not the dealer taking the card back (Cal's kings would win): the excess stands, and
    # Cal "lift[s] his cards from the board before announcing to the dealer that a mistake
    # has been made": "he must retire from the game for that hand". Ann's queens beat Bob's
    # jacks. What follows Ann's word the book does not say, and nothing turns on it
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"Ann": 6}, 0)
    assert "keller:ch4/discard-and-draw/7" in laws_at(r, 12) | laws_at(r, 13)
    assert "Cal" in r["retired"]
    said = [s for s in r["silent"] if s["point"] == "draw.excess.announcer"]
    assert said and not any(s["decisive"] for s in said)


def test_keller_rules_the_player_s_own_announcement_as_before(library):
    own = STORY.replace("notice: {what: excess, by: Ann}", "notice: {what: excess, by: Cal}")
    r = replay(library, "keller", own)
    assert (r["status"], r["awards"]) == ("settled", {"Cal": 6})
