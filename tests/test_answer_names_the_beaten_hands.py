"""The answer says why the winner's hand is the best: after his share, on the law of the show,
the hands his beat, on the hand laws that rank them. Peel 59: "the player with the best hand
shall win the pool"; which hand is the best, the laws of the hands say (Peel 65, "the hands in
order of value"; mods/2, the blaze "takes precedence of two pairs, but is beaten by
triplets")."""
from __future__ import annotations

from adjudicator.judge.answer_records import Beaten

from replay import CASEBOOK, answered


def _case(name: str):
    return next(CASEBOOK.rglob(f"{name}.yaml"))


def test_threes_beat_the_blaze_on_peels_law_of_the_blaze(library):
    r, answer = answered(library, _case("blaze-against-triplets"), "peel")
    assert r["awards"] == {"B": 25}
    assert answer.beaten == (Beaten("B", "B's threes (sevens)", "beat", ("A's blaze (K-K-Q-J-J)",),
                                    ("peel:65", "peel:mods/2")),)
    assert r["answer"] == ("B takes 25 (peel:59): B's threes (sevens) beat A's blaze "
                           "(K-K-Q-J-J) (peel:65, peel:mods/2).")


def test_every_hand_beaten_is_named_once_with_the_laws_each_step_cites(library):
    # Peel 65's order: threes over two pairs, whoever holds them
    r, answer = answered(library, _case("next-man-bets-before-the-first-bettor"), "peel")
    assert r["awards"] == {"A": 16}
    (b,) = answer.beaten
    assert (b.player, b.laws) == ("A", ("peel:65",))
    assert b.beaten == ("B's two pairs (queens and eights)", "C's two pairs (jacks and nines)",
                        "D's two pairs (tens and sixes)")
    assert r["answer"].endswith("beat B's two pairs (queens and eights), C's two pairs (jacks "
                                "and nines) and D's two pairs (tens and sixes) (peel:65).")


def test_a_law_the_share_cites_already_is_not_cited_again(library):
    # the published decision takes Keller's order of the hands, which also gives Cy the pool
    r, answer = answered(library, _case("six-cards-shown-beaten-however-read"),
                         "published-decision")
    (share,) = [s for s in answer.shares if s.takes]
    (b,) = answer.beaten
    assert set(b.laws) <= set(share.laws)
    assert r["answer"].endswith("Cy's Two Pairs (queens and sixes) beat Ann's highest card "
                                "(K-J-9-5-2).")


def test_where_several_take_winnings_who_beat_whom_is_not_said(library):
    # Keller's table stakes: A takes the 30 he showed for, C the 70 beyond it, though A's
    # hand beat C's: who beat whom is no answer to who takes what
    r, answer = answered(library, CASEBOOK / "keller-side-pot.yaml", "keller")
    assert r["awards"] == {"A": 30, "C": 70}
    assert answer.beaten == ()
    assert " beat" not in r["answer"]


def test_a_hand_weighed_only_under_a_reading_is_not_said(library):
    # Peel 71 (the ace only begins a sequence) and mods/3 (the joker after a king makes one
    # with the ace) conflict: which hand is the best is read both ways, the pool held
    r, answer = answered(library, _case("peels-own-joker-example-the-ace-after-a-king"), "peel")
    assert r["status"] == "unsettled" and not r["awards"]
    assert answer.beaten == ()
    assert " beat" not in r["answer"]
