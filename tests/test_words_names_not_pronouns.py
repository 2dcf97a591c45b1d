"""Where a finding names two players and then says "he" or "his", the name is said instead (a
club secretary's report: players are named Ann, Bob, Cy, and "his" after two names may be
either's). The books' own quoted words are left as they are."""
from __future__ import annotations


def _findings(cli, case: str, book: str) -> list[str]:
    r = cli("rule", case, "--book", book, "--format", "json").json()
    return [s["finding"] for s in r["steps"]]


def test_whose_act_is_ruled_above_after_an_objection(cli):
    # Schenck: Ann points out that Bob bet out of turn; the act ruled is Bob's, not Ann's
    case = "cases/betting-and-show/first-bettor-objected-after-a-bet-told-out-of-turn.yaml"
    assert ("Ann points out that Bob acted out of turn (the turn was Ann's): Bob's act is ruled "
            "above, by a law that sets no time for pointing it out") in _findings(
                cli, case, "schenck")


def test_whom_the_dealer_refunds_a_foul_hand_s_ante(cli):
    # Peel 14: A is dealt a foul hand; the dealer, D, refunds A's ante, not his own
    case = "cases/after-the-show/foul-hand-dealt-to-the-ante-man-found-at-the-show.yaml"
    assert "A's stake stays in the pool; the dealer, D, refunds A the ante, 1" in _findings(
        cli, case, "peel")


def test_whose_chips_count_when_the_turn_reverts(cli):
    # Keller's silence on what follows Ann's bet out of turn, read so that the turn reverts to
    # Cy: Ann's chips count as Ann's bet in Ann's turn, not Cy's
    case = "cases/betting-and-show/bet-called-out-of-turn-in-his-own-turn.yaml"
    said = " ".join(_findings(cli, case, "keller"))
    assert ("the turn reverts to Cy; Ann's chips stay in the pot and count as Ann's bet when "
            "it is Ann's turn") in said
    assert "count as his bet when his turn comes" not in said


def test_an_act_told_after_the_betting_is_named_by_whose_it_is(cli):
    # the Standard laws: the interval ended when the bets were equal (betting 5), and A's bet
    # and B's call after it are no part of it: said as the table would, never "bet by A"
    case = "cases/betting-and-show/bet-after-every-player-called.yaml"
    after = [f for f in _findings(cli, case, "standard") if "comes after the betting" in f]
    assert after == ["A's bet comes after the betting was over, and is no part of it",
                     "B's call comes after the betting was over, and is no part of it"]
    # an act no player's: the deal dealt again after Peel 10 made the first a misdeal
    case = "cases/deal-and-draw/faced-card-and-the-dealer-deals-again.yaml"
    assert ("The deal comes after the deal was ended (misdeal); the law that ended it leaves "
            "nothing for it to decide") in _findings(cli, case, "peel")
