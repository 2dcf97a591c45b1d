"""The law a foul hand's pool is answered on: the law that gives the pool to the best other
hand, never a law that says only what the foul hand's holder loses. Peel 64: "If any player
be found to have a foul hand at the end of the game, he shall forfeit his stake; ... if there
be more than one other player, the holder of the best hand shall claim the pool." Peel 63,
"If a player bet with a foul hand, he shall lose his stake", and Peel 13, "such hand is a
foul hand, and the player ... shall ... retire from the game, and shall forfeit his stake in
that game", say what B loses; neither gives A anything."""
from __future__ import annotations

from replay import answered, assert_conserved

CASE = "cases/after-the-show/foul-hand-dealt-pointed-out-after-the-show.yaml"


def test_peel_a_foul_hand_found_after_the_show_the_best_other_hand_takes_on_law_64(library):
    # B was dealt six and lifted them (13: foul); C bet five, A and B saw him; after the show
    # C points it out: A's three queens, the best other hand, take the 21 in the pool (64)
    r, a = answered(library, CASE, "peel")
    assert (r["status"], r["awards"], r["refunds"]) == ("settled", {"A": 21}, {})
    assert r["retired"] == {"B": "peel:13"}
    assert [(s.player, s.takes, s.laws) for s in a.shares] == [("A", 21, ("peel:64",))]
    assert r["answer"].startswith("A takes 21 (peel:64)")
    assert_conserved(r)


def test_keller_the_foul_hand_s_pool_on_the_law_that_gives_it(library):
    # Keller p. 28 (betting after the draw, 9): "If there are more than one thus betting, the
    # holder of the best hand takes the pool"
    r, a = answered(library, CASE, "keller")
    assert (r["status"], r["awards"]) == ("settled", {"A": 21})
    assert [(s.player, s.takes, s.laws) for s in a.shares] == [
        ("A", 21, ("keller:ch4/betting-after-the-draw/9",))]


NEVER_ANNOUNCED = "cases/deal-and-draw/wrong-count-never-announced.yaml"


def test_peel_one_other_player_at_the_end_claims_on_law_64_not_on_the_law_of_a_bet_uncalled(
        library):
    # C, dealt six, called B's bet; at the show his hand is foul (13). Law 58 gives the pool
    # to a bettor "if ... no other player call or raise him": C called, so 58 does not reach
    # it; 64: "if there be only one other player, that player shall claim the pool"
    r, a = answered(library, NEVER_ANNOUNCED, "peel")
    assert (r["status"], r["awards"]) == ("settled", {"B": 4})
    assert [(s.player, s.laws) for s in a.shares] == [("B", ("peel:64",))]
    assert r["answer"] == "B takes 4 (peel:64): C's hand is foul (peel:13)."
    assert_conserved(r)


def test_keller_one_betting_against_the_foul_hand_takes_on_its_law_not_the_raise_unseen(
        library):
    # p. 24 (/5), "If a player raises and no other player sees his raise", does not reach a
    # bet C saw; p. 28 (/9): "If only one player is betting against this foul hand, that
    # player takes the pool"
    r, a = answered(library, NEVER_ANNOUNCED, "keller")
    assert (r["status"], r["awards"]) == ("settled", {"B": 4})
    assert [(s.player, s.laws) for s in a.shares] == [
        ("B", ("keller:ch4/betting-after-the-draw/9",))]
    assert_conserved(r)


def test_peel_the_dealer_s_refund_of_the_ante_is_no_law_of_who_takes_the_pool(library):
    # 14: the foul hand's "stake ... shall remain in the pool, and the dealer shall refund
    # such player the amount of his ante": it names A, the dealer, as paying B, not as taking
    # the pool; the foul hand found at the end of the game, "the holder of the best hand shall
    # claim the pool" (64): A's three queens
    r, a = answered(library, "cases/deal-and-draw/six-cards-found-at-the-show.yaml", "peel")
    assert (r["status"], r["awards"]) == ("settled", {"A": 18})
    share = next(s for s in a.shares if s.player == "A")
    assert share.laws == ("peel:64",)
    foul = next(s for s in r["steps"] if "peel:13" in s["laws"] and s["event"] == 10)
    assert "peel:64" in foul["laws"]


def test_keller_9_is_a_law_of_a_foul_hand_bet_on_never_of_one_only_anted(library):
    # p. 28 (/9): "If a player bets with more or less than five cards in his hand he loses the
    # pool": C, the age, anted and stood on six cards, and never bet; found foul at the show,
    # he retires by the law that made his hand foul (the deal /5), and /9 is no law of it
    from replay import replay

    r = replay(library, "keller", """
title: the age stands on six cards
table: {players: [A, B, C], dealer: B, ante: 2, limit: 10}
events:
  - deal: {A: "QS QH 9D 6C 3S", B: "JS JH 8D 5C 2S", C: "KS KH 8C 5D 2H 3H"}
  - call: A
  - fold: B
  - check: C
  - show: {A: "QS QH 9D 6C 3S", C: "KS KH 8C 5D 2H"}
""")
    assert r["retired"]["C"] == "keller:ch4/the-deal/5"
    assert all("keller:ch4/betting-after-the-draw/9" not in s["laws"] for s in r["steps"])
    assert_conserved(r)
