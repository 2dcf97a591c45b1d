"""A wrong number dealt and found after the holder raised his hand, under a book with no law
of it (issue 33): two finite readings, the hand foul or standing as dealt, each replayed;
under the first, the book's own law of the pool says what the retiring player's stake does
(Schenck rules/15: he goes "out of the play forfeiting his interest in the pool")."""
from __future__ import annotations

from adjudicator.judge.answer import Point, Share
from replay import answered, assert_conserved, replay

# A, the age, antes one and is dealt six; he lifts them and says so; B opens for two, C and
# D pass
AGE_DEALT_SIX = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal: {A: 6, B: 5, C: 5, D: 5}
  - lift: A
  - announce: A
"""


def _readings(r: dict) -> dict:
    return {tuple(a["reading"] for a in x["assume"]): x for x in r["readings"]}


def test_read_both_ways_the_age_s_ante_stays_in_the_pool_of_the_deal_that_goes_on(library):
    # foul: A retires, and rules/15, Schenck's law of the pool, keeps his ante in the pool;
    # standing, his ante is in play: either way the deal goes on with the 1 in the pool, so
    # the point decides nothing, and the ruling says why
    r = replay(library, "schenck", AGE_DEALT_SIX)
    assert (r["status"], r["carried"], r["undecided"]) == ("continues", 1, 0)
    (said,) = [s for s in r["silent"] if s["point"] == "wrong-count.after-lift"]
    assert said["open"] == "silent.wrong-count.after-lift"
    assert not said["decisive"] and said["reason"]
    assert_conserved(r)


def test_where_the_readings_part_each_outcome_is_said_with_its_reading(library):
    # B opens, C and D pass: foul, A is out and B the last in takes the 3 (rules/19);
    # standing, A has still to speak and the deal goes on
    r, answer = answered(library, AGE_DEALT_SIX + """  - bet: {player: B, amount: 2}
  - fold: C
  - fold: D
""", "schenck")
    read = _readings(r)
    assert (read["foul-hand",]["status"], read["foul-hand",]["awards"]) == ("settled", {"B": 3})
    assert "schenck:rules/19" in read["foul-hand",]["laws"]
    assert (read["stands",]["status"], read["stands",]["carried"]) == ("continues", 3)
    assert (r["status"], r["undecided"]) == ("unsettled", 3)
    # the answer: 3 held on the book's silence on a wrong number found after lifting; read
    # "foul-hand", B takes them; read "stands", the deal goes on with them in the pool
    held = answer.held
    assert (answer.shares, held.amount, held.points) == (
        (), 3, (Point("silent", "wrong-count.after-lift"),))
    assert [(b.values, b.gives.status, b.gives.shares, b.gives.left)
            for b in held.tree.branches] == [(("foul-hand",), "settled", (Share("B", 3, 0),), 0),
                                             (("stands",), "continues", (), 3)]


def test_a_book_with_the_law_reads_nothing(library):
    # Peel 13: "such hand is a foul hand"; nothing is read
    r = replay(library, "peel", AGE_DEALT_SIX)
    assert r["readings"] == [] and r["retired"]["A"] == "peel:13"
