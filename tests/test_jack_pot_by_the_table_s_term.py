"""A jack pot under a book with no law of jack pots (issue 33): the table's own term
(`jack_pot: jacks`) says what opens it, a fact of the case, not borrowed law; where the
opener met it, the book's general law of the show decides; where nobody opened it, nobody
has won it, and its pool stays for the next deal."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

# each of four feeds two; A passes, B opens for four on the jacks he was dealt, C makes good,
# D passes; after the draw B bets four and C calls
JACK_POT = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 10, jack_pot: jacks}
events:
  - deal: {A: "9S 7D 5C 4H 2S", B: "JS JH 9D 5D 3S", C: "QS QH 8D 6C 3C", D: "KS 8S 6D 4C 2H"}
  - fold: A
  - bet: {player: B, amount: 4}
  - call: C
  - fold: D
  - bet: {player: B, amount: 4}
  - call: C
  - show: {B: "JS JH 9D 9C 3S", C: "%s"}
"""
SHOW_LAW = {"schenck": "schenck:rules/18", "standard": "standard:showdown/1"}


def _decisive(r: dict) -> list[str]:
    return [s["point"] for s in r["silent"] if s["decisive"]]


@pytest.mark.parametrize("book", sorted(SHOW_LAW))
@pytest.mark.parametrize("c_shows, winner", [("QS QH 8D 8C 3C", "C"), ("QS QH 8D 7C 3C", "B")])
def test_the_table_s_jacks_met_the_best_hand_takes_the_pool(library, book, c_shows, winner):
    r = replay(library, book, JACK_POT % c_shows)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {winner: 24}, 0)
    assert SHOW_LAW[book] in [c["id"] for c in r["citations"]]
    assert "jack-pot.progression" in [s["point"] for s in r["silent"]] and not _decisive(r)
    assert_conserved(r)


def test_an_opener_without_the_table_s_jacks_holds_what_his_hand_takes(library):
    # B was dealt tens: what follows an opening without the table's openers Schenck does not
    # say, and B's hand takes all 24
    r = replay(library, "schenck", (JACK_POT % "QS QH 8D 7C 3C").replace(
        'B: "JS JH 9D 5D 3S"', 'B: "TS TH 9D 5D 3S"').replace('B: "JS JH 9D 9C', 'B: "TS TH 9D 9C'))
    assert (r["status"], r["undecided"], r["provisional"]) == ("unsettled", 24, {"B": 24})
    assert _decisive(r) == ["jack-pot.false-opener"]


def test_an_opener_without_the_table_s_jacks_beaten_holds_only_his_opening(library):
    # beaten by C's queens up, B's false opening reaches what he put up from it on (4 and 4);
    # his feed of 2 was no part of it, and C's 10 are C's whichever way
    r = replay(library, "schenck", (JACK_POT % "QS QH 8D 8C 3C").replace(
        'B: "JS JH 9D 5D 3S"', 'B: "TS TH 9D 5D 3S"').replace('B: "JS JH 9D 9C', 'B: "TS TH 9D 9C'))
    assert (r["status"], r["awards"], r["undecided"]) == ("unsettled", {"C": 16}, 8)
    assert sorted(x["refunds"].get("B", 0) for x in r["readings"]) == [0, 8]


UNOPENED = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, jack_pot: jacks}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - fold: A
  - fold: B
  - fold: C
  - fold: D
"""


@pytest.mark.parametrize("book", ["schenck", "standard"])
def test_a_jack_pot_nobody_opened_stays_for_the_next_deal(library, book):
    r = replay(library, book, UNOPENED)
    assert (r["status"], r["carried"], r["undecided"], r["awards"]) == ("passed", 4, 0, {})
    (said,) = [s for s in r["silent"] if s["point"] == "unopened.next"]
    assert not said["decisive"]
    # no reading gives the pool to a player who never opened it
    assert not any(x["awards"] for x in r["readings"])


# B, C and D pass to A, the age, where the players agreed to play jack pots
AGREED_NOBODY_OPENS = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 10, agreed: [jack-pots]}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - fold: B
  - fold: C
  - fold: D
"""


@pytest.mark.parametrize("book, last_in", [("schenck", "schenck:rules/19"),
                                           ("standard", "standard:showdown/4")])
def test_jack_pots_agreed_that_the_book_does_not_know_bear_on_a_deal_nobody_opens(
        library, book, last_in):
    # Without the agreement the book's law of the one left in gives A the 2 ("the one who
    # remains in to the last wins", Schenck 19). Agreed, what the agreement makes of a deal
    # nobody opens the book does not say: read both ways, the 2 is held; and the agreement,
    # which is what holds it, is never said to change nothing
    r = replay(library, book, AGREED_NOBODY_OPENS)
    assert (r["status"], r["undecided"], _decisive(r)) == ("unsettled", 2, ["unopened.next"])
    assert not [s for s in r["silent"] if s["point"] == "agreed"]
    assert [a["departure"] for a in r["agreements"] if not a["applied"]] == ["jack-pots"]
    plain = replay(library, book, AGREED_NOBODY_OPENS.replace(", agreed: [jack-pots]", ""))
    assert (plain["status"], plain["awards"]) == ("settled", {"A": 2})
    assert last_in in [c["id"] for c in plain["citations"]]
    assert_conserved(r)


def test_a_table_s_feed_other_than_the_book_s_is_said_as_the_table_s(library):
    # Peel 30: in a jack pot "every player shall contribute ... a sum equal to the ante"; a
    # table that feeds 2 on an ante of 1 plays its own feed, and the ruling does not cite
    # the law as if it named 2 (an auditor's find); Keller's agreed feed is the table's own
    from replay import findings, replay

    text = """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, feed: 2, limit: 10, jack_pot: jacks}
events: [{deal: {A: 5, B: 5, C: 5, D: 5}}, {fold: A}, {fold: B}, {fold: C}, {fold: D}]
"""
    peel = findings(replay(library, "peel", text))
    assert "puts 2 into the pool, the table's feed: the book has each put up a sum equal " \
           "to the ante, 1" in peel
    keller = findings(replay(library, "keller", text))
    assert "puts 2 into the pool" in keller and "the table's feed" not in keller
    same = findings(replay(library, "peel", text.replace("feed: 2, ", "")))
    assert "puts 1 into the pool" in same and "the table's feed" not in same
