"""The answer names a player whom a law put out because all he had did not equal the stake,
and who takes none of the pool: a referee who gives the pool to another tells the table why
the short player's stake is lost (Schenck rules/15: "or else failing to do that, the party
who fails must go out of the play forfeiting his interest in the pool"; Peel 54: one who
"does not stake a sum at least equal to that staked by the preceding player ... shall
retire from the game, and shall forfeit his stake")."""
from __future__ import annotations

from pathlib import Path

import pytest

CASES = Path(__file__).resolve().parent.parent / "cases"


def _answer(cli, case: str, book: str) -> str:
    return cli("rule", str(CASES / case), "--book", book, "--format", "json").json()["answer"]


def test_schenck_s_short_player_is_named_out_on_the_law_of_the_going_in(cli):
    # Keller's side pot: A's last $5 before the draw do not make his stake equal to C's
    # raise (rules/7, "or else abandon what he has already put in"); B drops after it, and
    # C, the last in, takes the pool unshown (rules/19)
    assert _answer(cli, "keller-side-pot.yaml", "schenck") == (
        "C takes 100 (schenck:rules/19): A, all in short of the stake, is out "
        "(schenck:rules/7).")


def test_two_short_players_are_named_together(cli):
    assert _answer(cli, "betting-and-show/passed-between-two-short-demands.yaml",
                   "schenck") == ("D takes 109 (schenck:rules/19): B and C, all in short of "
                                  "the stake, are out (schenck:rules/15).")


@pytest.mark.parametrize("book, law", [("peel", "peel:54"), ("schenck", "schenck:rules/7")])
def test_a_player_who_made_no_bet_and_is_out_short_is_named_before_the_hands(cli, book, law):
    # C puts up all he has though he has made no bet: Peel's show for less is his whose "bet
    # be raised" (law 60), and law 54 retires him; D's kings take the pool, and the answer
    # says why C takes nothing before it says whom D's hand beat
    said = _answer(cli, "betting-and-show/"
                   "a-player-who-made-no-bet-shows-for-what-he-has-keller-read-whole.yaml", book)
    head, why = said.split(": ", 1)
    assert head.startswith("D takes 15 (")
    assert why.startswith(f"C, all in short of the stake, is out ({law}); D's ")


def test_the_law_already_cited_for_a_share_is_not_cited_again(cli):
    # Cal's share cites rules/15 already: the short player is named without it
    said = _answer(cli, "betting-and-show/untold-hand-level-with-the-best.yaml", "schenck")
    assert said.endswith("(schenck:rules/15): Ann, all in short of the stake, is out.")


def test_a_short_player_who_takes_his_show_is_not_named_out(cli):
    # Peel 60: the short player who shows for what he has takes his part
    said = _answer(cli, "betting-and-show/passed-between-two-short-demands.yaml", "peel")
    assert "short of the stake" not in said and "B takes 10" in said
