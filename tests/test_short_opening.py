"""An opening for less than the book's least opening (issue 33): Peel 25 ("shall, if he open
the game, stake a sum at least double the amount of ante"), Keller p. 23 ("he must deposit
in the pool a sum double the amount of the ante"), Schenck rules/4 and /7 ("put in twice the
amount of the ante") say what the least is, not what follows an opening for less. The
silence concerns the opening: the opener's chips beyond his ante and the chips standing
against them, never the rest of the pool. Read as going back, it leaves a deal nobody opened,
whose ante goes by the book's law of that deal."""
from __future__ import annotations

import pytest

from replay import assert_conserved, replay

# C, the age, antes two; A, with the first say, comes in for two; B passes; C stands.
SHORT = """
title: t
table: {players: [A, B, C], dealer: B, ante: 2, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5}
  - call: A
  - fold: B
  - check: C
  - show: {A: "AS AH 9D 6C 3S", C: "KS KH 8D 5C 2S"}
"""

LAW = {"peel": "peel:25", "keller": "keller:ch4/betting-before-the-draw/2",
       "schenck": "schenck:rules/7"}


# read as going back, the short opening leaves a deal nobody opened, and the age's ante,
# put up before it and matching nothing of it, goes by each book's law of that deal:
# Peel 29, "the ante and straddles, if any, shall remain in the pool"; Keller p. 24, "If all
# the players in the game except the age pass out, the age is entitled to the ante";
# Schenck, no law of it but his law of the one left in, "If all the other players throw down
# their hands, the one who remains in to the last wins" (19). Peel's opening
# cannot go back at all: "A bet once made ... cannot be recalled" (55); read as no opening,
# it is void, and its chips stay in the pool with the ante
UNOPENED = {"peel": "peel:29", "keller": "keller:ch4/betting-before-the-draw/6",
            "schenck": "schenck:rules/19"}


def _undone(r: dict) -> dict:
    return next(x for x in r["readings"] if x["assume"][0]["reading"] in ("go-back", "void"))


@pytest.mark.parametrize("book", ["keller", "schenck"])
def test_the_short_opener_s_own_chips_are_his_and_only_the_ante_against_them_is_held(
        library, book):
    # A's aces win if his coming in stands (4); if it does not, his 2 are his own back: his
    # 2 are his either way, C's ante is what the point turns on
    r = replay(library, book, SHORT)
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {}, {"A": 2}, 2)
    assert LAW[book] in [c["id"] for c in r["citations"]]
    stands = next(x for x in r["readings"] if x["assume"][0]["reading"] == "stand")
    assert (stands["awards"], stands["refunds"]) == ({"A": 4}, {})
    back = _undone(r)
    assert (back["assume"][0]["reading"], back["refunds"]) == ("go-back", {"A": 2})
    assert_conserved(r)


def test_peel_the_short_opening_is_never_given_back_the_whole_pool_is_held(library):
    # 55: A's 2 "cannot be recalled"; his opening stands (his aces take 4) or is void, the
    # game not opened by any player, and the pool remains for a Jack-pot (29)
    r = replay(library, "peel", SHORT)
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {}, {}, 4)
    void = _undone(r)
    assert (void["assume"][0]["reading"], void["status"], void["refunds"], void["carried"]) \
        == ("void", "passed", {}, 4)
    assert {"peel:29", "peel:55"} <= set(void["laws"])
    assert_conserved(r)


@pytest.mark.parametrize("book", sorted(LAW))
def test_a_short_opening_undone_leaves_the_age_s_ante_to_the_law_of_a_deal_nobody_opened(
        library, book):
    back = _undone(replay(library, book, SHORT))
    law = UNOPENED[book]
    if book == "peel":  # it remains in the pool, A's 2 with it: the deal passes
        assert (back["status"], back["awards"], back["carried"]) == ("passed", {}, 4)
    else:  # the age, C, is entitled to it, or remains in to the last
        assert (back["status"], back["awards"], back["carried"]) == ("settled", {"C": 2}, 0)
    assert law in back["laws"]


BEATEN = {"peel": ({}, 4), "keller": ({"C": 2}, 2), "schenck": ({"C": 2}, 2)}


@pytest.mark.parametrize("book", sorted(LAW))
def test_beaten_by_the_age_only_what_the_age_has_under_both_readings_is_his(library, book):
    # C's kings take the four if A's coming in stands; if it goes back, A has his two and
    # C's ante goes as above: the age has it under Keller and Schenck, so there it is his
    r = replay(library, book, SHORT.replace('A: "AS AH', 'A: "QS QH'))
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", *BEATEN[book][:1], {}, BEATEN[book][1])
    assert_conserved(r)


def test_every_chip_matching_a_short_opening_is_held_and_no_more(library):
    # A and B make good the age's ante of ten, neither doubling it: A, the first, opened
    # short (Keller p. 23); his 10 are his either way, B's 10 stood against them, and C's
    # ante is A's if the opening stands, the age's own if it goes back (p. 24)
    text = SHORT.replace("ante: 2", "ante: 10").replace("  - fold: B\n", "  - call: B\n") \
        .replace('C: "KS', 'B: "QS QH 7D 4C 2D", C: "KS')
    r = replay(library, "keller", text)
    assert (r["refunds"], r["undecided"], r["pot"]) == ({"A": 10}, 20, 30)


def test_an_age_put_out_is_never_given_the_ante_of_a_deal_nobody_opened(library):
    # C, the age, is dealt six and found foul at the show: he retires (Keller p. 22, the deal
    # /5) and leaves what he put in (p. 24). "If all the players in the game except the age
    # pass out, the age is entitled to the ante" reaches no age who is out himself
    text = SHORT.replace("deal: {A: 5, B: 5, C: 5}", "deal: {A: 5, B: 5, C: 6}").replace(
        'C: "KS KH 8D 5C 2S"', 'C: "KS KH 8D 5C 2S 3D"')
    r = replay(library, "keller", text)
    assert all(x["awards"].get("C", 0) == 0 for x in r["readings"])
    assert_conserved(r)


def test_peel_25_after_a_straddle_holds_the_first_say_alone(library):
    # 25: "the player who has first say after the deal shall, if he open the game, stake a
    # sum at least double the amount of ante"; 24: "If the ante be straddled, the player to
    # the left of the straddler ... shall have first say": B, the straddler, betting before
    # C's turn, is no first say, and the law of the least opening is no law of his bet
    text = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - straddle: {player: B, amount: 2}
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - fold: D
  - fold: A
"""
    r = replay(library, "peel", text)
    at_b = [s for s in r["steps"] if s["event"] == 3]
    assert at_b and all("peel:25" not in s["laws"] for s in at_b)


# A jack pot, each player's feed of 2 in: B, who has the first say under Peel (the ante-man
# A at the dealer's left, law 23), opens on jacks for 1 more.
JACK_POT_SHORT = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 10, jack_pot: jacks}
events:
  - deal: {A: "QS 7H 4D 8C 2S", B: "JS JH 6D 5C 3C", C: "9S 8H 7D 4C 2H", D: "KD 9C 6H 5S 3S"}
  - fold: A
  - bet: {player: B, amount: 1}
  - fold: C
  - fold: D
  - opener_shows: {player: B, cards: "JS JH 6D 5C 3C"}
"""


def test_peel_25_weighs_a_jack_pot_s_opening_too(library):
    """Peel 25 is of every game ("the player who has first say after the deal shall, if he
    open the game, stake a sum at least double the amount of ante"), and the jack-pot laws
    (30-33) leave it standing: B's 3 fall short of 4, and what follows is open."""
    r = replay(library, "peel", JACK_POT_SHORT)
    opening = [s for s in r["steps"] if s["event"] == 3 and "peel:25" in s["laws"]]
    assert opening and "less than the least opening of 4" in opening[0]["finding"]
    assert "open.minimum" in {s["point"] for s in r["silent"]}
    assert r["status"] == "unsettled" and r["undecided"] == 9
    assert_conserved(r)


def test_keller_s_double_ante_is_of_the_regular_game_not_a_jack_pot(library):
    """Keller's double ante is the say of "the first player to the left of the age" (p. 23);
    in a jack pot "the position of the age is almost reversed from that of the regular game"
    and "each player must put into the pool the same amount" (jack pots /5)."""
    r = replay(library, "keller", JACK_POT_SHORT)
    assert LAW["keller"] not in {law for s in r["steps"] for law in s["laws"]}
    assert r["status"] == "settled" and r["awards"] == {"B": 9}
