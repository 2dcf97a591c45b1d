"""A bet on a hand foul by the number of cards it holds. Keller binds a player to his demand:
"Each player must take the exact number of cards that he calls for" (p. 25, discard-and-draw
/5), but does not say that the hand it makes retires; "Any hand of more or less than five
cards" is a foul hand (ch2, hand.cards), and "If a player bets with more or less than five
cards in his hand he loses the pool, as he is betting on a foul hand. If only one player is
betting against this foul hand, that player takes the pool" (p. 28, betting-after-the-draw
/9, foul-hand.bet): nobody need point it out. A book with no law on such a bet stays silent;
Peel's own law of the draw (45) rules as before."""
import pytest
from replay import CASEBOOK, points, rule_file

KELLER_9 = "keller:ch4/betting-after-the-draw/9"
FOUL_HAND = "keller:ch2/technical-terms/foul-hand"
NOBODY = CASEBOOK / "the-pool" / "a-bet-made-on-a-foul-hand-nobody-points-out.yaml"
POINTED = CASEBOOK / "notices" / "a-foul-hand-pointed-out-after-the-betting.yaml"
NO_BET = CASEBOOK / "deal-and-draw" / "wrong-number-demanded-and-given.yaml"
COUNTS = CASEBOOK / "deal-and-draw" / "wrong-number-demanded-dealer-counts-the-discard.yaml"
KELLER_5 = "keller:ch4/discard-and-draw/5"


def _laws(r: dict) -> set[str]:
    return {law for s in r["steps"] for law in s["laws"]}


def _decisive(r: dict) -> set[str]:
    return {s["point"] for s in r["silent"] if s["decisive"]}


@pytest.mark.parametrize("case", [NOBODY, POINTED])
def test_keller_he_bet_holding_six_and_the_one_betting_against_him_takes_the_pool(library,
                                                                                 case):
    r = rule_file(library, case, "keller")
    assert r["status"] == "settled" and r["awards"] == {"A": 31}
    assert KELLER_9 in r["answer"]
    assert r["retired"]["C"] == KELLER_9
    assert {KELLER_9, FOUL_HAND, KELLER_5} <= _laws(r)
    assert "draw.wrong-demand-given" not in {s["point"] for s in r["silent"]}


def test_peel_rules_by_its_own_law_of_the_draw_as_before(library):
    r = rule_file(library, NOBODY, "peel")
    assert r["status"] == "settled" and r["awards"] == {"A": 31}
    # the foul hand found at the end of the game: "if there be only one other player, that
    # player shall claim the pool" (64); C's hand is foul by 45: "the hand of such player
    # shall be a foul hand", his wrong number given as he demanded it (44)
    assert r["answer"] == "A takes 31 (peel:64): C's hand is foul (peel:45, peel:44)."
    assert {"peel:45", "peel:63", "peel:64"} <= _laws(r) and KELLER_9 not in _laws(r)
    assert r["retired"]["C"] == "peel:45"


@pytest.mark.parametrize("book", ["schenck", "standard", "published-decision"])
def test_a_book_with_no_law_on_a_bet_on_a_foul_hand_stays_silent(library, book):
    # the Standard laws hold a hand to five cards, and the published decision inherits
    # Keller's hand laws, but neither says what a bet on a foul hand comes to
    r = rule_file(library, NOBODY, book)
    assert r["status"] == "unsettled" and r["awards"] == {}
    assert "draw.wrong-demand-given" in _decisive(r)


def test_keller_no_bet_on_the_six_cards_he_must_take_holds_nothing(library):
    # pointed out before he bets: he "must take" the three (/5), may not put one back, and
    # holds six, a foul hand (ch2); /5 does not retire him, and law 9 speaks of a bet, of
    # which there is none: the deal goes on with the 8 in the pool, nothing held
    r = rule_file(library, NO_BET, "keller")
    assert r["status"] == "continues" and r["carried"] == 8 and r["undecided"] == 0
    assert "C" not in r["retired"] and {KELLER_5, FOUL_HAND} <= _laws(r)
    assert KELLER_9 not in _laws(r)
    assert "draw.wrong-demand-given" not in {s["point"] for s in r["silent"]}


def test_keller_the_dealer_who_gives_the_discard_not_the_demand_gives_too_few(library):
    # Keller gives the dealer no right to check the discard (contrast Peel 44): C "must take
    # the exact number of cards that he calls for" (/5), and the dealer gave "fewer cards
    # than the latter has called for": before C lifts them, "the dealer must give to the
    # player enough cards ... to complete the number originally demanded" (/8)
    r = rule_file(library, COUNTS, "keller")
    assert r["status"] == "continues" and r["carried"] == 8 and r["undecided"] == 0
    assert {KELLER_5, "keller:ch4/discard-and-draw/8"} <= _laws(r)
    assert "draw.wrong-demand" not in {s["point"] for s in r["silent"]}
    # Peel lets the dealer check the discard and give that number (44): nothing to mend
    peel = rule_file(library, COUNTS, "peel")
    assert peel["carried"] == 8 and "peel:44" in _laws(peel)
    assert "peel:42" not in _laws(peel) and "peel:43" not in _laws(peel)


def test_a_book_whose_bettor_loses_his_stake_puts_him_out_and_the_one_left_takes_it(tmp_path):
    # Peel with law 45 struck out: silent on the draw, but "If a player bet with a foul hand,
    # he shall lose his stake" (63), and a hand of five cards (terms/12)
    from adjudicator.judge.engine import adjudicate
    from adjudicator.law.library import Library
    from adjudicator.story.case import load_case

    (tmp_path / "no-45.yaml").write_text(
        "book: {id: no-45, title: T, author: A, source: s, extends: peel}\n"
        "laws:\n"
        "  - {id: no-45:1, title: Peel 45 struck out, page: 1, kind: rule,\n"
        "     text: Law 45 is not played., repeals: [peel:45]}\n")
    r = adjudicate(load_case(NOBODY), Library.open([str(tmp_path)]).book("no-45"))
    assert r["status"] == "settled" and r["awards"] == {"A": 31}
    assert r["retired"]["C"] == "peel:63" and "peel:45" not in _laws(r)
    assert {"peel:63", "peel:64"} <= _laws(r)


def test_a_jack_pot_s_feed_put_up_before_the_cards_is_no_bet_on_the_foul_hand(library):
    # Peel 63, "If a player bet with a foul hand, he shall lose his stake": A's feed went in
    # before the deal (30, "every player shall contribute"), before his hand was foul; he
    # never bet on it (an auditor's find: "A staked 1 on the hand after it was foul")
    from replay import findings, replay

    r = replay(library, "peel", """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10, jack_pot: jacks}
events:
  - deal: {A: 6, B: "JS JH 9D 5D 3S", C: 5, D: 5}
  - lift: A
  - notice: {what: wrong_count, by: A}
  - bet: {player: B, amount: 2}
  - fold: C
  - fold: D
  - opener_shows: {player: B, cards: "JS JH 9D 5D 3S"}
""")
    assert "after it was foul" not in findings(r)
    assert r["awards"] == {"B": 4 + 2}
