"""Keller before the draw, read to the letter (an audit of the law of the one player left in):
- /6: "If all the players in the game except the age pass out, the age is entitled to the
  ante, and a new deal is in order": the age left in takes the ante, paid at once, whatever
  else the pool holds; what else it holds (a straddle passed out, chips from before) no law
  of Keller's gives him, and that alone is held on the book's silence
  (test_the_ante_no_bet_and_the_ages_ante.py), unless a book over Keller has a law of it;
- /5: "If a player raises and no other player sees his raise, he is entitled to whatever is
  in the pool": a law of a raise nobody sees, never of every player left in alone (one who
  made no bet, an opener who only made good a straddle, one left against a foul hand): it
  was cited as the book's general law of him."""
from __future__ import annotations

from replay import CASEBOOK, assert_conserved, replay, rule_file
from stories import AGE_LEFT_IN

RAISE_LAW = "keller:ch4/betting-before-the-draw/5"
AGE_LAW = "keller:ch4/betting-before-the-draw/6"


def _cited(r: dict) -> set[str]:
    return {law for s in r["steps"] for law in s["laws"]}


def test_keller_s_law_of_a_raise_nobody_sees_is_no_law_of_one_who_raised_nothing(library):
    # the age's dealer left alone, having made no bet; an opener who only made good B's
    # straddle; C, who called B's bet on a foul hand: each takes the pool, and /5 is cited
    # for none of them (the foul hand's pool is /9's: "If only one player is betting against
    # this foul hand, that player takes the pool")
    for case, winner, pool, law in (
            ("betting-and-show/the-age-passes-out-of-turn", "A", 1,
             "keller:ch4/betting-before-the-draw/3"),
            ("betting-and-show/straddled-opener-makes-good-and-all-pass", "C", 5,
             "keller:ch4/betting-before-the-draw/3"),
            ("notices/six-cards-pointed-out-before-the-last-pass", "C", 5,
             "keller:ch4/betting-after-the-draw/9")):
        r = rule_file(library, CASEBOOK / f"{case}.yaml", "keller")
        assert (r["status"], r["awards"]) == ("settled", {winner: pool}), case
        assert RAISE_LAW not in _cited(r), case
        assert r["answer"].startswith(f"{winner} takes {pool} ({law})"), case


def test_keller_s_raise_nobody_sees_still_takes_the_pool_by_its_own_law(library):
    # B opens for 2, C raises 2, and nobody sees his raise: /5's very case
    r = replay(library, "keller", """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - raise: {player: C, by: 2}
  - fold: D
  - fold: A
  - fold: B
""")
    assert (r["status"], r["awards"]) == ("settled", {"C": 7})
    assert RAISE_LAW in r["answer"] and RAISE_LAW in _cited(r)


CLUB = """
book: {id: keller-club, short_title: the Club, title: A club over Keller, author: The Club,
       year: 2026, source: house rules, extends: keller}
laws:
  - id: keller-club:1
    title: The last man in takes the pool
    section: Betting
    page: 1
    kind: rule
    topics: [passing]
    text: A player left in alone, every other having passed out, takes whatever is in the pool.
    provides: {last-in: takes-the-pool}
    general: [last-in]
"""


def test_a_club_s_law_of_the_last_man_in_gives_the_age_the_rest_beside_keller_s_ante(
        tmp_path):
    # where a book has a law of the one player left in before the draw (a club's over
    # Keller), the age takes the ante by /6 and the rest by that law: nothing is held
    from adjudicator.law.library import Library

    (tmp_path / "keller-club.yaml").write_text(CLUB, encoding="utf-8")
    club = Library.open([str(tmp_path)])
    r = replay(club, "keller-club",
               AGE_LEFT_IN % ("", "  - straddle: {player: B, amount: 2}\n"))
    assert_conserved(r)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"A": 3}, 0)
    assert {AGE_LAW, "keller-club:1"} <= _cited(r)
    assert not [x for x in r["silent"] if x["decisive"]]
