"""A fact the case does not tell is said in words in every face (a club secretary's report):
"not told (B's hand)", "1 fact the case does not tell (B's hand)", never the fact's key
"(hand)"; the JSON's `missing` keeps its keys. The `hand` command's silences and open points
are said by their questions, never their keys (`ties.odd-chip`)."""
from __future__ import annotations

import re

from stories import NEVER_SHOWN


def _case(tmp_path):
    f = tmp_path / "never-shown.yaml"
    f.write_text(NEVER_SHOWN, encoding="utf-8")
    return f


def test_the_text_ruling_names_the_untold_hand_as_the_players(cli, tmp_path):
    out = cli("rule", _case(tmp_path)).out
    assert "Left open: 1 fact the case does not tell (B's hand)." in out
    assert " 8. Not told (B's hand): B is still in at the show" in out
    assert "(hand)" not in out and "(hand," not in out


def test_the_markdown_ruling_names_the_untold_hand_as_the_players(cli, tmp_path):
    out = cli("rule", _case(tmp_path), "--format", "markdown").out
    assert "Left open: 1 fact the case does not tell (B's hand)." in out
    assert "Not told (B's hand): B is still in" in out
    assert "(hand)" not in out and "*hand*" not in out


def test_the_page_names_the_untold_hand_as_the_players(cli, tmp_path):
    out = cli("rule", _case(tmp_path), "--format", "html").out
    assert "1 fact the case does not tell (B&#x27;s hand)" in out
    assert "Not told (B&#x27;s hand)" in out
    assert "(hand)" not in out and "<i>hand</i>" not in out


def test_the_json_keeps_the_facts_key_and_says_its_words_in_the_step(cli, tmp_path):
    r = cli("rule", _case(tmp_path), "--format", "json").json()
    assert r["missing"] == [{"fact": "hand", "detail": r["missing"][0]["detail"], "event": 8,
                             "open": "hand.B"}]
    assert any(s["finding"].startswith("Not told (B's hand): ") for s in r["steps"])


def test_a_fact_no_point_names_is_said_by_what_it_is():
    from adjudicator.judge.words.points import untold

    assert untold("original hand") == "the hand as first dealt"
    assert untold("hand", "hand.Ann") == "Ann's hand"


def test_the_hand_command_says_a_silence_by_its_question(cli):
    hands = ("AS 2H 3D 4C 5S", "AH 2S 3C 4D 5H")
    for fmt in ("text", "markdown"):
        out = cli("hand", *hands, "--book", "peel", "--format", fmt).out
        assert "on the odd chip of a divided pool: the book does not say" in out
        assert not re.search(r"\(\w+\.[\w-]+\)", out), out
