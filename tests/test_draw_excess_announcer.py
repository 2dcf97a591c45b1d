"""Too many cards given in the draw, pointed out by another player before the player lifts
them. Peel 42: "such player or any player point out the excess before any of the cards so
given are raised from the table, the dealer shall take back ... the card or cards given in
excess": anyone's word will do. Keller, discard and draw /7 (p. 26): "should the player
discover and announce this fact before lifting his cards from the board, the dealer must
withdraw the superfluous cards ... But if the player lift his cards from the board before
announcing to the dealer that a mistake has been made, he must retire": the player's own
announcement; what follows another's Keller does not say, and it is read both ways: the draw
put right, or the word changing nothing, the player who then lifts before announcing it
retiring by the law's own words."""
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


def test_keller_reads_another_s_word_both_ways_and_holds_the_pool(library):
    r = replay(library, "keller", STORY)
    # Ann's word is no announcement of Cal's ("should the player discover and announce"),
    # and what follows it Keller does not say: read as putting his draw right, the dealer
    # takes the card back and Cal's kings win; read as changing nothing, Cal "lift[s] his
    # cards from the board before announcing to the dealer that a mistake has been made":
    # "he must retire from the game for that hand", and Ann's queens beat Bob's jacks. An
    # audit's find: the point was said to change nothing, and Ann was paid the 6
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {}, 6)
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert by == {"put-right": {"Cal": 6}, "stands": {"Ann": 6}}
    said = [s for s in r["silent"] if s["point"] == "draw.pointed-out-by-another"]
    assert said and all(s["decisive"] for s in said)
    assert "keller:ch4/discard-and-draw/7" in laws_at(r, 12)


def test_keller_rules_the_player_s_own_announcement_as_before(library):
    own = STORY.replace("notice: {what: excess, by: Ann}", "notice: {what: excess, by: Cal}")
    r = replay(library, "keller", own)
    assert (r["status"], r["awards"]) == ("settled", {"Cal": 6})
