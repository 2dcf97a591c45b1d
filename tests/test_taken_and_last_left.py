"""Two defects a newcomer found (newcomer 5): a card the law takes from a player in the draw,
counted in his winning hand; and the law of a bet nobody calls cited after a call. Every
reference below is written from the laws' words, quoted beside it."""
from __future__ import annotations

import pytest
from replay import CASEBOOK
from replay import rule_file as _rule

from tests.replay import assert_conserved, findings, judged, replay

# --- 1. a card exposed in the draw, shown in the hand it was kept from ----------------------

# Bob discards three; the dealer turns up the KS in giving them; Bob bets five after the draw,
# Cal calls, Ann passes; Bob shows QS QH KS KD KC (a full hand only with the KS), Cal two
# pairs, aces and fours.
STORY = """\
title: the KS exposed in Bob's draw, shown in his hand
table: {players: [Ann, Bob, Cal], dealer: Cal, ante: 1, limit: 10}
events:
  - ante: Ann
  - deal: {Ann: "2C 3D 7H 8S JD", Bob: "QS QH 5D 6C 9H", Cal: "AS AH 4D 4C TS"}
  - bet: {player: Bob, amount: 2}
  - call: Cal
  - call: Ann
  - discard: {player: Ann, count: 3}
  - draw: {player: Ann, asked: 3, given: 3}
  - discard: {player: Bob, count: 3}
  - exposed: {player: Bob, card: KS, during: draw}
  - draw: {player: Bob, asked: 3, given: 3}
  - draw: {player: Cal, asked: 1, given: 1}
  - bet: {player: Bob, amount: 5}
  - call: Cal
  - fold: Ann
"""
SHOW = '  - show: {Bob: "%s", Cal: "%s"}\n'
BOB_WITH_KS, CAL = "QS QH KS KD KC", "AS AH 4D 4C 3S"
KELLER_FOUL = "keller:ch2/technical-terms/foul-hand"
KELLER_9 = "keller:ch4/betting-after-the-draw/9"
POINT = "silent.foul-hand.obtained-irregularly"


def _shown(bob: str = BOB_WITH_KS, cal: str = CAL) -> str:
    return STORY + SHOW % (bob, cal)


def _reading(ruling: dict, value: str) -> dict:
    (found,) = [r for r in ruling["readings"]
                if [(a["point"], a["reading"]) for a in r["assume"]] == [(POINT, value)]]
    return found


def test_keller_a_hand_obtained_irregularly_is_foul_and_the_other_hand_wins(library):
    """Keller, discard and draw 9: the exposed card "must be placed on the bottom of the pack,
    and the dealer must give to the player a corresponding number from the top": the KS is
    not Bob's. "Foul Hand.—Any hand of more or less than five cards, or any hand obtained
    irregularly" (p. 10): general words, naming no irregularity; a foul hand cannot win, and
    Cal takes all 16 (Ann's 2, Bob's 7, Cal's 7). Not on betting after the draw /9, whose
    words are of one who "bets with more or less than five cards": Bob's hand holds five."""
    r = replay(library, "keller", _shown())
    assert_conserved(r)
    assert r["status"] == "settled" and r["awards"] == {"Cal": 16}
    assert r["retired"]["Bob"] == KELLER_FOUL
    (foul,) = [s for s in r["steps"] if KELLER_FOUL in s["laws"]]
    assert foul["rung"] == "general" and foul["event"] == 15 and "KS" in foul["finding"]
    assert not any(KELLER_9 in s["laws"] for s in r["steps"])
    assert r["answer"] == \
        "Cal takes 16, by the book's general law (%s): Bob's hand is foul." % KELLER_FOUL
    assert "foul-hand.obtained-irregularly" not in {s["point"] for s in r["silent"]}


def test_peel_s_foul_hand_is_a_wrong_count_and_bob_s_five_cards_stand(library):
    """Peel 40: the exposed card "shall be returned to the pack, and shall not be given to the
    player", and no more. Peel's foul hand is "A hand containing more or less than five
    cards" (p. 42; laws 13, 45, 47, 48 a wrong number), and no other: Bob's five cards are
    no foul hand by the book's own definition, which settles the point (its general words),
    and his full wins the pool (59), all 16."""
    r = replay(library, "peel", _shown())
    assert_conserved(r)
    assert r["status"] == "settled" and r["awards"] == {"Bob": 16}
    (stands,) = [s for s in r["steps"] if "peel:terms/12" in s["laws"] and s["event"] == 15]
    assert stands["rung"] == "general" and "no foul hand" in stands["finding"]
    assert "foul-hand.obtained-irregularly" not in {s["point"] for s in r["silent"]}
    assert r["answer"].startswith("Bob takes 16 (peel:59)")


@pytest.mark.parametrize("book", ["schenck", "standard", "published-decision"])
def test_a_book_silent_on_the_exposed_card_keeps_it_from_him_under_every_reading(library,
                                                                                  book):
    """No law of these books says what becomes of a card exposed in the draw; every answer
    the question allows (returned to the pack; the bottom, and replaced) keeps it from Bob,
    so whether his hand is foul is open too, and the pool is held."""
    r = replay(library, book, _shown())
    assert_conserved(r)
    assert r["status"] == "unsettled" and r["awards"] == {} and r["undecided"] == 16
    decisive = {s["point"] for s in r["silent"] if s["decisive"]}
    assert decisive == {"foul-hand.obtained-irregularly"}
    assert _reading(r, "foul-hand")["awards"] == {"Cal": 16}
    assert _reading(r, "stands")["awards"] == {"Bob": 16}


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_a_hand_without_the_exposed_card_is_not_asked_of(library, book):
    """Bob shows kings full made with the KH: the card kept from him is not in his hand, and
    his full wins by the order of the hands under both books."""
    r = replay(library, book, _shown(bob="QS QH KH KD KC"))
    assert r["status"] == "settled" and r["awards"] == {"Bob": 16}
    assert "foul-hand.obtained-irregularly" not in {s["point"] for s in r["silent"]}


def test_the_story_telling_the_card_in_his_hand_is_ruled_not_refused(cli, tmp_path):
    """A dispute gets a ruling: the case is no bad input, and `rule` answers it."""
    f = tmp_path / "ks.yaml"
    f.write_text(_shown(), encoding="utf-8")
    out = cli("rule", str(f), "--book", "keller")
    assert out.code == 0 and out.err == "" and "Cal wins 16" in out.out


# --- 2. the last player left, after a call ---------------------------------------------------

CALLED = """\
title: Ann bets, Bob calls, Ann throws up
table: {players: [Ann, Bob], dealer: Ann, phase: after_draw, pot: 10}
events:
  - bet: {player: Ann, amount: 5}
  - call: Bob
  - fold: Ann
"""
UNCALLED = """\
title: Ann bets, Bob throws up
table: {players: [Ann, Bob], dealer: Ann, phase: after_draw, pot: 10}
events:
  - bet: {player: Ann, amount: 5}
  - fold: Bob
"""
MISCALL = """\
title: Ann bets, Bob calls, Ann miscalls, Bob throws up
table: {players: [Ann, Bob], dealer: Bob, phase: after_draw, pot: 10}
events:
  - bet: {player: Ann, amount: 5}
  - call: Bob
  - miscall: {player: Ann, called: a flush}
  - fold: Bob
  - show: {Ann: "KS KH 7D 7C 2S"}
"""
KELLER_7 = "keller:ch4/betting-after-the-draw/7"


def _takes(j, winner: str):
    (step,) = [s for s in j.steps if s.kind.startswith(("stakes.nobody-calls-bet-wins",
                                                         "stakes.every-other-passed"))]
    assert dict(step.say.params)["winner"] == winner
    return step


@pytest.mark.parametrize("book,law", [("peel", "peel:58"), ("keller", KELLER_7)])
def test_a_caller_left_in_takes_the_pool_by_the_general_law_not_as_an_uncalled_bettor(
        library, book, law):
    """Peel 58: "If a player bet or raise ..., and no other player call or raise him, such
    player wins the pool"; Keller /7: "If a player bets or raises a bet, and no other player
    calls him". Bob called; the words do not reach him, and neither book has a law of the
    last player left: each law stands for it only as a general law (rung `general`), and the
    finding does not say nobody called."""
    j = judged(library, book, CALLED)
    step = _takes(j, "Bob")
    assert step.laws == (law,) and step.rung == "general"
    assert step.kind == "stakes.every-other-passed-last-takes-pool"
    r = replay(library, book, CALLED)
    assert r["awards"] == {"Bob": 20} and "Nobody calls" not in findings(r)


@pytest.mark.parametrize("book,law", [("schenck", "schenck:rules/19"),
                                      ("standard", "standard:showdown/4")])
def test_schenck_and_the_standard_name_the_last_player_left(library, book, law):
    """Schenck 19: "If all the other players throw down their hands, the one who remains in
    to the last wins"; the Standard: "If at any stage of the game every player but one has
    dropped, the latter takes the pot": on the very point, called or not."""
    step = _takes(judged(library, book, CALLED), "Bob")
    assert step.laws == (law,) and step.rung == "specific"


def test_peel_a_bettor_whose_bet_was_called_is_no_uncalled_bettor(library):
    """The newcomer's miscall story: Bob called Ann's bet at event 2, then threw up. Ann's
    bet was called: law 58 reaches her only as the general law of the one left in."""
    j = judged(library, "peel", MISCALL)
    step = _takes(j, "Ann")
    assert step.laws == ("peel:58",) and step.rung == "general"
    assert "Nobody calls" not in findings(replay(library, "peel", MISCALL))


@pytest.mark.parametrize("book,law", [("peel", "peel:58"), ("keller", KELLER_7),
                                      ("schenck", "schenck:rules/19"),
                                      ("standard", "standard:showdown/4")])
def test_a_bet_nobody_calls_is_still_ruled_by_the_law_of_it(library, book, law):
    """Ann bets and Bob throws up without calling: every book's law of a bet nobody calls
    reaches her on the point."""
    step = _takes(judged(library, book, UNCALLED), "Ann")
    assert step.kind == "stakes.nobody-calls-bet-wins"
    assert step.laws == (law,) and step.rung == "specific"
    assert replay(library, book, UNCALLED)["awards"] == {"Ann": 15}


def test_peel_a_raise_after_a_call_nobody_calls_is_uncalled(library):
    """Ann bets, Bob calls, Cal raises, Ann and Bob throw up: Cal "raise[d] the stake of a
    previous player, and no other player call[ed] or raise[d] him" (law 58)."""
    story = """\
title: a raise after a call
table: {players: [Ann, Bob, Cal], dealer: Cal, phase: after_draw, pot: 9}
events:
  - bet: {player: Ann, amount: 2}
  - call: Bob
  - raise: {player: Cal, by: 3}
  - fold: Ann
  - fold: Bob
"""
    step = _takes(judged(library, "peel", story), "Cal")
    assert step.kind == "stakes.nobody-calls-bet-wins" and step.rung == "specific"


def test_the_one_player_left_when_nobody_opens_takes_the_pool_by_the_law_of_the_last_left(
        library):
    """Neither book has a law of a deal nobody opens. The Standard laws: "If at any stage of
    the game every player but one has dropped, the latter takes the pot without showing any
    of his cards"; Schenck 19: "If all the other players throw down their hands, the one who
    remains in to the last wins, and takes the pool". B, C and D throw up their hands; A,
    the age, who put up the ante, remains: he takes the 2, by words that name the case (the
    specific rung)."""
    path = CASEBOOK / "betting-and-show" / "nobody-opens-the-age-is-left.yaml"
    for book, law in (("standard", "standard:showdown/4"), ("schenck", "schenck:rules/19")):
        ruling = _rule(library, path, book)
        assert ruling["status"] == "settled", book
        assert ruling["awards"] == {"A": 2} and ruling["undecided"] == 0
        assert ruling["readings"] == []
        assert "unopened.next" not in {s["point"] for s in ruling["silent"]}
        taken = [s for s in ruling["steps"] if law in s["laws"]]
        assert taken and taken[-1]["rung"] == "specific"
