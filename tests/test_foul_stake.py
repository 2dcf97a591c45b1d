"""A foul hand's bet and stake, and an increase beyond the limit, by the books' words: Keller
p. 28 (betting-after-the-draw/9) decides who takes the pool a foul hand bet on, at the show
too; where a book does not say what becomes of a foul hand's stake, or of an increase
beyond the limit, the chips that turn on it are read each way and only they are held."""
from replay import assert_conserved, cited, points, replay  # noqa: F401

KELLER_9 = "keller:ch4/betting-after-the-draw/9"

# B dealt six lifts and bets in his turn; C and A call; at the show B lays down five
SHOWN = """
title: B bets on six cards, two call, found at the show
table: {players: [A, B, C], dealer: C, ante: 1, limit: 10}
events:
  - ante: A
  - deal: {A: 5, B: 6, C: 5}
  - lift: B
  - bet: {player: B, amount: 2}
  - call: C
  - call: A
  - show: {B: "AS AH AD 9C 3D", C: "KS KH 7D 7C 2S", A: "QS QH QD 5C 3C"}
"""


def test_keller_9_at_the_show_the_best_hand_betting_against_the_foul_hand_takes_the_pool(library):
    # "If there are more than one thus betting, the holder of the best hand takes the pool":
    # A's queens beat C's two pairs; B's aces are a foul hand's
    r = replay(library, "keller", SHOWN)
    assert r["status"] == "settled" and r["awards"] == {"A": 6}
    assert KELLER_9 in {law for s in r["steps"] for law in s["laws"]}
    assert "foul-hand.stake" not in points(r)  # he loses the pool, his stake with it


def test_peel_63_the_same_bet_loses_only_his_stake(library):
    r = replay(library, "peel", SHOWN)
    assert r["awards"] == {"A": 6} and KELLER_9 not in str(r["steps"])


ANTE_MAN = """
title: the ante-man lifts six cards
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - ante: A
  - deal: {A: 6, B: 5, C: 5, D: 5}
  - lift: A
  - notice: {what: wrong_count, by: A}
"""


def test_keller_law_of_the_pool_keeps_a_foul_hands_stake_in_the_pool(library):
    # the-deal/5: "the player holding the foul hand must retire from the game for that deal",
    # nothing of his ante; Keller's law of the pool: one who retires "in doing so ... must
    # sacrifice whatever he may have already deposited in the pool" (p. 24, /4). Climbed on
    # the general rung before any silence: the ante stays, and nothing is read both ways
    r = replay(library, "keller", ANTE_MAN)
    assert (r["status"], r["carried"], r["undecided"], r["refunds"]) == ("continues", 1, 0, {})
    assert "foul-hand.stake" not in points(r) and not r["readings"]
    steps = [s for s in r["steps"] if "keller:ch4/betting-before-the-draw/4" in s["laws"]]
    assert [s["rung"] for s in steps] == ["general"]
    assert_conserved(r)


def test_a_book_with_no_law_of_the_pool_reads_a_foul_hands_stake_both_ways(library):
    # the same deal under Keller's words with his laws of the pool taken out: the book is
    # silent on the stake, and the ante is read as forfeited (it stays) or returned
    import dataclasses

    book = library.book("keller")
    pool = ("keller:ch4/betting-before-the-draw/4", "keller:ch4/betting-after-the-draw/4")
    laws = {i: law for i, law in book.laws.items() if i not in pool}
    from adjudicator.judge.engine import adjudicate
    from adjudicator.story.case import build_case
    from adjudicator.story.yamlio import loads

    r = adjudicate(build_case(loads(ANTE_MAN, "t.yaml"), "t.yaml"),
                   dataclasses.replace(book, laws=laws))
    # the deal goes on under either reading: it continues, his 1 held (contract v3)
    assert r["status"] == "continues" and r["undecided"] == 1
    read = {x["assume"][0]["reading"]: x["refunds"] for x in r["readings"]}
    assert read == {"forfeit": {}, "returned": {"A": 1}}
    assert_conserved(r)


def test_peel_14_keeps_the_stake_in_the_pool_no_reading(library):
    r = replay(library, "peel", ANTE_MAN)
    assert r["status"] == "continues" and not r["readings"] and r["refunds"] == {}


OVER = """
title: C raises twenty when the limit is ten
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 6, limit: 10}
events:
  - bet: {player: B, amount: 5}
  - raise: {player: C, by: 20}
  - call: A
  - call: B
  - show: {A: "JS JH 8D 8C 4S", B: "QS QH 9D 9C 3S", C: "KS KH KD 7C 2S"}
"""


def test_keller_silent_on_an_increase_beyond_the_limit_awards_what_every_reading_gives(
        library):
    # p. 27: "in no case can a single raise exceed the limit": the raise does not stand as
    # made; no law says what becomes of it, and Keller has no law keeping a bet once made. At
    # the limit, A and B call 15 (their other 10 theirs), C takes 51 and has his 10 back;
    # void, A and B call B's 5 (their other 20 theirs), C takes 21 and has his 20 back. The 21
    # is his under both readings, and his own 20 reach him under both (won, or back): his
    # back; A's and B's first 10 beyond the limit are theirs under both; 20 are held
    r = replay(library, "keller", OVER)
    assert r["status"] == "unsettled" and "limit.exceeded" in points(r)
    assert r["awards"] == {"C": 21} and r["refunds"] == {"A": 10, "B": 10, "C": 20}
    assert r["undecided"] == 20
    read = {x["assume"][0]["reading"]: (x["awards"], x["refunds"]) for x in r["readings"]}
    assert read == {"excess-returned": ({"C": 51}, {"A": 10, "B": 10, "C": 10}),
                    "increase-void": ({"C": 21}, {"A": 20, "B": 20, "C": 20})}
    assert_conserved(r)


def test_peel_an_increase_beyond_the_limit_is_a_bet_once_made_and_stands(library):
    # desc/7: "a player may stake less than the limit at any time, but not more", and no
    # remedy; 55: "A bet once made ... cannot be recalled": neither the excess nor the
    # increase goes back, and C's hand takes all 81
    r = replay(library, "peel", OVER)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"C": 81}, 0)
    assert "peel:55" in cited(r)


# A antes one; B, with the first say, opens for fifteen when the limit is ten; C passes, A
# makes good, and B's queens and nines beat A's jacks and fours.
OPENED_OVER = """
title: B opens for fifteen when the limit is ten
table: {players: [A, B, C], dealer: C, ante: 1, limit: 10}
events:
  - ante: A
  - deal: {A: "JS JH 4D 4C 2S", B: "QS QH 9D 9C 3S", C: "KS 8H 6D 4S 2C"}
  - bet: {player: B, amount: 15}
  - fold: C
  - call: A
  - show: {A: "JS JH 4D 4C 2S", B: "QS QH 9D 9C 3S"}
"""


def test_keller_an_opening_beyond_the_limit_is_counted_beyond_making_good(library):
    # B put up 15 where "in no case can a single raise exceed the limit" (p. 27), and the
    # first to play may put up, beyond the double of the ante he must make good, "any
    # additional amount not exceeding the limit" (p. 23): 2 and 13 more. It does not stand
    # as made; at the limit, the stake is 12 a head and each has 3 back; void, what goes is
    # the 13 beyond the 2 he made good, which is no opening short
    r = replay(library, "keller", OPENED_OVER)
    read = {tuple(a["reading"] for a in x["assume"]): x for x in r["readings"]}
    assert set(read) == {("excess-returned",), ("increase-void",)}
    assert (read["excess-returned",]["awards"], read["excess-returned",]["refunds"]) == \
        ({"B": 24}, {"A": 3, "B": 3})
    assert (read["increase-void",]["awards"], read["increase-void",]["refunds"]) == \
        ({"B": 4}, {"A": 13, "B": 13})
    # A's 3 come back under both; B's own 13 reach him under both (won, or back)
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {"B": 4}, {"A": 3, "B": 13}, 10)
    assert_conserved(r)


def test_schenck_an_opening_whose_increase_is_void_falls_short_of_double_the_ante(library):
    # Schenck says nothing of what the limit caps: B's increase of the ante of 1 by 14, read
    # as void, leaves his stake the ante's 1, and rules/7 asks those who go in to "put in
    # twice the amount of the ante": what follows an opening for less the book does not say,
    # and it reaches that opening, his 1 and A's standing against it (issue 33)
    r = replay(library, "schenck", OPENED_OVER)
    read = {tuple(a["reading"] for a in x["assume"]): x for x in r["readings"]}
    void = read["increase-void", "stand"]
    assert (void["status"], void["awards"], void["refunds"]) == \
        ("settled", {"B": 2}, {"A": 14, "B": 14})
    back = read["increase-void", "go-back"]
    assert (back["status"], back["awards"], back["refunds"]) == \
        ("settled", {"A": 1}, {"A": 14, "B": 15})
    # B's 15 reach him under every reading (won, or back); the rest is held
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {}, {"B": 15}, 15)
    assert_conserved(r)
