"""Rulings a newcomer found wrong, each checked against the books' own words: the chips and
the laws cited (issue 20, "a referee's reasoning")."""
from __future__ import annotations

from dataclasses import replace
from pathlib import Path

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case

CASES = Path(__file__).resolve().parent.parent / "cases"


def _rule(library, path: Path, book: str) -> dict:
    return adjudicate(load_case(path), library.book(book))


def _cited(ruling: dict) -> set[str]:
    return {c["id"] for c in ruling["citations"]}


def test_an_opener_who_only_makes_good_a_straddle_opens_the_game(library):
    """Peel 25: the player with first say opens by staking "at least double the amount of
    ante" (2 here, the straddle's amount); Keller /3: "an amount equal to the highest deposit".
    The game is opened, so it is not one "not opened by any player" (Peel 29), nor one where
    all "except the age pass out" (Keller /6): C, the last left in, takes the pool."""
    path = CASES / "betting-and-show" / "straddled-opener-makes-good-and-all-pass.yaml"
    for book, laws in (("peel", {"peel:25", "peel:58"}),
                       ("keller", {"keller:ch4/betting-before-the-draw/5"})):
        ruling = _rule(library, path, book)
        assert ruling["status"] == "settled"
        assert ruling["awards"] == {"C": 5}
        assert ruling["carried"] == 0
        assert laws <= _cited(ruling)
        assert "peel:29" not in _cited(ruling)
        assert "keller:ch4/betting-before-the-draw/6" not in _cited(ruling)
    # Keller /2 asks double the ante only "if no straddle has been made": /3 governs here
    keller = _rule(library, path, "keller")
    came_in = next(s for s in keller["steps"] if s["event"] == 4)
    assert came_in["laws"][0] == "keller:ch4/betting-before-the-draw/3"
    assert "keller:ch4/betting-before-the-draw/2" not in _cited(keller)


def test_after_a_straddle_the_game_goes_on_to_the_show(library):
    path = CASES / "betting-and-show" / "straddled-opener-makes-good-and-the-straddler-sees.yaml"
    for book, law in (("peel", "peel:59"), ("keller", "keller:ch4/betting-after-the-draw/5")):
        ruling = _rule(library, path, book)
        assert ruling["status"] == "settled"
        assert ruling["awards"] == {"C": 11}  # queens' threes beat kings and sevens
        assert law in _cited(ruling)


def test_a_notice_of_a_foul_hand_keeps_what_the_story_tells(library):
    """B was dealt six and lifted them: his hand is foul (Peel 13; Keller, the deal, 5). C's
    notice after the show names who points it out; the foul hand is B's, as the story says,
    and the pool goes as it goes without the notice: to A, the best other hand."""
    path = CASES / "after-the-show" / "foul-hand-dealt-pointed-out-after-the-show.yaml"
    case = load_case(path)
    without = replace(case, events=case.events[:-1])
    for book, law in (("peel", "peel:13"), ("keller", "keller:ch4/the-deal/5")):
        ruling = _rule(library, path, book)
        assert ruling["status"] == "settled"
        assert ruling["awards"] == {"A": 21}
        assert ruling["undecided"] == 0
        assert not ruling["missing"]
        assert ruling["retired"]["B"] == law
        assert law in _cited(ruling)
        assert adjudicate(without, library.book(book))["awards"] == ruling["awards"]


def test_out_of_turn_where_the_book_names_no_first_bettor(library):
    """The Standard laws leave the first bettor to each form of the game (betting 1), so they
    cannot make the turn C's; the story says C bet out of turn. "The turn reverts to the
    proper player ... if he put in more chips than he needed to call, those chips are
    forfeited to the pot" (irregularities in betting, 2): A's 2 is the bet, 3 of C's 5 go
    to the pot, which C's aces take."""
    path = CASES / "betting-and-show" / "out-of-turn-where-the-book-names-no-first-bettor.yaml"
    ruling = _rule(library, path, "standard")
    assert ruling["status"] == "settled"
    # the turn having reverted, B's call is of A's 2, the bet standing at his turn: he puts
    # up nothing beyond it, and forfeits nothing
    assert ruling["awards"] == {"C": 15}
    assert ruling["penalties"] == [{"player": "C", "amount": 3, "to": "pool",
                                    "law": "standard:irregularities/betting/2"}]
    assert "standard:irregularities/betting/2" in _cited(ruling)
    first = ruling["steps"][0]["finding"]
    assert first.startswith("C bets out of turn") and "C's)" not in first


def test_peel_55_says_only_that_a_bet_out_of_turn_cannot_be_recalled(library):
    """Peel 55: "A bet once made, whether made in proper turn or not, cannot be recalled."
    It does not say whether the players passed over keep their say: the ruling says the bet
    stands and leaves the turn open, a point no chip turns on here."""
    path = CASES / "betting-and-show" / "raise-out-of-turn-stands-or-reverts.yaml"
    ruling = _rule(library, path, "peel")
    assert ruling["status"] == "settled" and ruling["awards"] == {"C": 28}
    step = next(s for s in ruling["steps"] if s["laws"] == ["peel:55"])
    assert "cannot be recalled" in step["finding"]
    assert "keep their say" not in step["finding"]
    open_turn = [s for s in ruling["silent"] if s["point"] == "betting.out-of-turn"]
    assert open_turn and not any(s["decisive"] for s in open_turn)


def test_the_standard_laws_rectify_only_a_card_given_to_the_wrong_player(library):
    """Standard, Incorrect Number of Cards: "If in dealing the dealer gives a card to the
    wrong player, he may rectify the deal before proceeding, transferring such cards as are
    necessary." C is dealt four and nobody six: no card went to the wrong player, and the
    laws say nothing of a short hand. With B six and C four, the law rectifies the deal."""
    short = _rule(library, CASES / "deal-and-draw" / "short-hand-announced-before-lifting.yaml",
                  "standard")
    law = "standard:irregularities/incorrect-number-of-cards/1"
    assert short["status"] == "unsettled" and short["undecided"] == 1
    assert law not in _cited(short)
    assert any(s["point"] == "wrong-count.before-lift" and s["decisive"]
               for s in short["silent"])
    astray = _rule(library, CASES / "deal-and-draw" / "wrong-count-announced-before-lifting.yaml",
                   "standard")
    assert astray["status"] == "continues" and law in _cited(astray)


def test_a_silence_on_a_misdeals_ante_staked_again_holds_nothing(library):
    """Peel 12: "it is a misdeal, and there shall be a new deal by the same dealer"; Peel
    says nothing of the ante already put up. The misdeal is ruled (A deals again); B, at his
    left, stakes the ante again before the new deal's cards (law 20): whether his ante stays
    in the pool or goes back to him, the same chip is in the new deal's pool. The point
    concerns only the next deal: it is said under `next`, and nothing is held."""
    ruling = _rule(library, CASES / "deal-and-draw" / "short-hand-announced-before-lifting.yaml",
                   "peel")
    assert ruling["next"]["redeal_by"] == "A" and "peel:12" in _cited(ruling)
    assert [s["point"] for s in ruling["silent"] if s["decisive"]] == []
    assert [p["point"] for p in ruling["next"]["points"]] == ["silent.misdeal.ante"]
    assert ruling["status"] == "misdeal"
    assert ruling["undecided"] == 0 and ruling["carried"] == 1


def test_the_others_betting_on_over_a_short_player_cites_the_law_that_says_so(library):
    """Keller: the call for a show "does not debar other players in the game from continuing
    to bet" (betting after the draw, 10); in Freeze Out, it "does not deter his adversaries
    from betting" (ch6/freeze-out/5). "No player can be deprived of a call" (table stakes, 6)
    does not say it."""
    for path, law in ((CASES / "keller-side-pot.yaml", "keller:ch4/betting-after-the-draw/10"),
                      (CASES / "worked-examples" / "keller-freeze-out-raised-out-c-loses.yaml",
                       "keller:ch6/freeze-out/5")):
        ruling = _rule(library, path, "keller")
        step = next(s for s in ruling["steps"] if "the betting goes on" in s["finding"])
        assert step["laws"] == [law]
    assert _rule(library, CASES / "keller-side-pot.yaml", "keller")["awards"] == \
        {"A": 30, "C": 70}


def test_two_pairs_name_the_odd_card_only_where_it_decides(library):
    """Keller p. 13: "the highest pair wins ... If two hands of like two pairs meet, the
    higher remaining card wins": kings and sevens beat queens and fives, the deuce unnamed."""
    ruling = _rule(library, CASES / "hands" / "two-pairs-the-highest-pair-wins.yaml", "keller")
    assert ruling["awards"] == {"A": 10}
    step = next(s for s in ruling["steps"] if "beat" in s["finding"])
    assert step["finding"] == ("A's Two Pairs (kings and sevens) beat B's Two Pairs "
                               "(queens and fives)")
    assert step["laws"] == ["keller:ch3/order-of-hands/3"]


def test_the_first_bettor_after_the_ante_man_declines_is_named_by_schenck_s_words(library):
    """Schenck: "the first to bet is the player nearest to the dealer on his left", the ante
    man, who sits there, having declined: the one still in nearest, not "at the dealer's
    left"."""
    path = CASES / "betting-and-show" / "first-bet-after-the-draw-when-the-age-has-retired.yaml"
    ruling = _rule(library, path, "schenck")
    step = next(s for s in ruling["steps"] if "bets first after the draw" in s["finding"])
    assert "nearest to the dealer on his left" in step["finding"]
    assert "at the dealer's left" not in step["finding"]
    assert step["laws"] and step["laws"][0].startswith("schenck:")


def test_wording_counts_agree(library):
    """One card is "1 card"; the points left open are named as often as they are counted."""
    from adjudicator.judge.comparison import left_open

    sees = _rule(library, CASES / "betting-and-show" /
                 "straddled-opener-makes-good-and-the-straddler-sees.yaml", "peel")
    assert any(s["finding"].startswith("B is given 1 card in the draw") for s in sees["steps"])
    ruling = {"silent": [{"point": "betting.out-of-turn", "decisive": True},
                         {"point": "betting.out-of-turn", "decisive": True},
                         {"point": "jack-pot.false-opener", "decisive": True}], "missing": []}
    assert left_open(ruling) == ["left open: 3 points the book does not settle "
                                 "(betting.out-of-turn twice, jack-pot.false-opener)"]


def test_an_act_is_judged_though_it_brings_another_player_s_turn_round(library):
    """B's call brings round the turn of C, who bet out of turn: C's chips are then ruled
    on (standard:irregularities/betting/2), and B's call is still judged at its own event,
    before what it brought about."""
    path = CASES / "betting-and-show" / "out-of-turn-where-the-book-names-no-first-bettor.yaml"
    ruling = _rule(library, path, "standard")
    at = [s for s in ruling["steps"] if s["event"] == 3]
    assert at[0]["finding"].startswith("B makes his stake equal to the highest")
    assert at[0]["laws"] and at[0]["laws"][0].startswith("standard:")
    assert any(s["finding"].startswith("C's turn comes") for s in at[1:])
