"""Why a point the book leaves open changes nothing, where the readings show it (a club
secretary's report): under the published decision, D passes after B's bet and puts up 2 to
come in again, holding the best hand; the book is silent on coming in again, and the catalogue
answers it `never` or `before-any-bet`. Under either answer D stays out, so the point is listed
among those that change nothing, and the ruling says why: what each reading finds of D's act,
and that the pool goes the same. The words are made from the readings (judge/idle.py), never
from the case."""
from __future__ import annotations

from test_idle_points_text import IDLE, _lines

PASSED = "cases/betting-and-show/old-fashioned-game-passed-after-a-bet.yaml"
WHY = ("read so that a player who passed may never come in again, D has passed and may not "
       "come in again: his act counts for nothing in the play, and he cannot win the pool; read "
       "so that a player who passed before any bet may come in again, D passed after a bet or "
       "blind was made, and may not come in again: his act counts for nothing in the play; "
       "either way the pool goes the same")


def test_an_idle_point_says_what_each_reading_finds_of_the_act(cli):
    r = cli("rule", PASSED, "--book", "published-decision", "--format", "json").json()
    idle = next(s for s in r["silent"] if s["point"] == "passing.re-entry")
    assert idle["decisive"] is False and idle["reason"] == WHY
    said = [ln for ln in _lines(cli("rule", PASSED, "--book", "published-decision",
                                    env={"COLUMNS": "100"}).out) if ln.startswith("  ? ")]
    # (after the silence the chips are held on, D's 2 put up when out)
    assert said[0].startswith("  ? silent on chips put in by a player who is out: D,"), said
    assert said[1].startswith(f"  ? {IDLE}") and "coming in again after passing (event 6)" in said[1]
    assert said[2] == f"  ? Nothing turns on coming in again after passing: {WHY}", said
    # the Markdown and the page list the silence with why it changes nothing
    for fmt in ("markdown", "html"):
        page = " ".join(cli("rule", PASSED, "--book", "published-decision",
                            "--format", fmt).out.split())
        assert f"(it changes nothing: {WHY})" in page, fmt


def test_a_point_stated_at_its_act_is_not_explained_again(cli):
    # C passes after the draw and puts up 5 (rules/15 keeps them, "forfeiting his interest in
    # the pool"): Schenck rules the pool alike under both readings of coming in again and says
    # so at event 5, each reading's findings with it: the list of idle points adds no line of
    # its own (a pass before the draw is rules/4's, "throw up their cards": no silence)
    out = cli("rule", "cases/the-pool/a-player-who-passed-puts-chips-in.yaml", "--book",
              "schenck", env={"COLUMNS": "100"}).out
    said = [ln for ln in _lines(out) if ln.startswith("  ? ")]
    assert len(said) == 1 and "coming in again after passing (event 5)" in said[0], said
    assert "5. Whether the book, silent on coming in again after passing" in out


def test_readings_parted_on_what_a_hand_wins_keep_the_plain_reason(cli):
    # Schenck's laws of failing to equal the stake marked as words that may not reach a
    # player short of money (a house book): read as not reaching him, who pays B, who showed
    # for less, his stake; its readings part on who pays it at the show, which the other
    # points then decide: what each finds there is no reason the pool goes the same, and the
    # plain one stands
    from stories import REACH

    case = "cases/betting-and-show/raised-all-in-and-the-folded-hand-shown.yaml"
    r = cli("rule", case, *REACH, "--format", "json").json()
    idle = next(s for s in r["silent"] if s["point"] == "show-for-stake.stake-from")
    assert idle["open"] == "silent.show-for-stake.stake-from"
    assert idle["reason"] == "the pool goes the same: the point does not decide the ruling"
    assert "Nothing turns on" not in cli("rule", case, *REACH).out
