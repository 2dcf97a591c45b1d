""""Did you mean": a misspelt verb, player, book, word of the table, notice, departure or key
gets the nearest spelling first, and not the whole list."""
from __future__ import annotations

import pytest


def test_did_you_mean_for_a_misspelt_verb_player_and_book(cli, tmp_path):
    case = tmp_path / "c.yaml"
    case.write_text("title: t\nbook: peel\ntable:\n  players: [Ann, Bob]\n  dealer: Ann\n"
                    "events:\n  - bett: {player: Ann, amount: 1}\n")
    out = cli("rule", str(case))
    assert out.code == 2 and "did you mean bet?" in out.err and f"{case}:7:" in out.err
    case.write_text("title: t\nbook: peel\ntable:\n  players: [Ann, Bob]\n  dealer: Ann\n"
                    "events:\n  - fold: Bobb\n")
    out = cli("rule", str(case))
    assert out.code == 2 and "did you mean Bob?" in out.err
    case.write_text("title: t\nbook: keler\ntable:\n  players: [Ann, Bob]\n  dealer: Ann\n"
                    "events:\n  - fold: Bob\n")
    out = cli("rule", str(case))
    assert out.code == 2 and "did you mean keller?" in out.err
    out = cli("law", "schenk:rules/4")
    assert out.code == 2 and "did you mean schenck?" in out.err
    out = cli("topics", "sequence.aces")
    assert out.code == 2 and "did you mean sequence.ace" in out.err


@pytest.mark.parametrize("line,near", [
    ("  betting: table-stake", "table-stakes"), ("  unit: dollar", "dollars"),
    ("  phase: before_drawing", "before_draw"), ("  agreed: [jackpots]", "jack-pots")])
def test_did_you_mean_for_the_tables_words(cli, tmp_path, line, near):
    case = tmp_path / "c.yaml"
    case.write_text(f"title: t\nbook: peel\ntable:\n  players: [A, B]\n  dealer: A\n{line}\n"
                    "events:\n  - fold: B\n")
    out = cli("rule", str(case))
    assert out.code == 2 and f"did you mean {near}" in out.err and f"{case}:6:" in out.err


def test_did_you_mean_for_a_notice_and_an_agreed_departure(cli, tmp_path):
    case = tmp_path / "c.yaml"
    case.write_text("title: t\nbook: peel\ntable:\n  players: [A, B]\n  dealer: A\n"
                    "events:\n  - notice: {what: no_cutt}\n")
    out = cli("rule", str(case))
    assert out.code == 2 and "did you mean no_cut" in out.err
    out = cli("rule", "cases/keller-side-pot.yaml", "--agreed", "jokers")
    assert out.code == 2 and "did you mean joker" in out.err


def test_a_misspelt_verb_gets_the_suggestion_and_not_the_whole_list(cli, tmp_path):
    case = tmp_path / "c.yaml"
    case.write_text("title: t\nbook: peel\ntable:\n  players: [Ann, Bob]\n  dealer: Ann\n"
                    "events:\n  - cal: Bob\n")
    out = cli("rule", str(case))
    line = out.err.strip()
    assert out.code == 2 and line.count("\n") == 0
    assert line.endswith("unknown verb 'cal'; did you mean call or miscall? "
                         "(`adjudicator verbs` lists every verb)")
    assert "throw_up" not in line and len(line) < 200


@pytest.mark.parametrize("where,line,near", [
    ("event", "events:\n  - bet: {player: Ann, amout: 5}\n", "amount"),
    ("table", "  antee: 1\nevents:\n  - fold: Bob\n", "ante")])
def test_a_misspelt_key_gets_a_did_you_mean(cli, tmp_path, where, line, near):
    case = tmp_path / "c.yaml"
    case.write_text("title: t\nbook: peel\ntable:\n  players: [Ann, Bob]\n  dealer: Ann\n" + line)
    out = cli("rule", str(case))
    assert out.code == 2 and out.err.strip().endswith(f"; did you mean {near}?"), out.err


def test_the_nearest_spelling_is_suggested_first():
    from adjudicator.errors import did_you_mean

    assert did_you_mean("limted", ["limit", "table-stakes", "freeze-out", "unlimited"]) == \
        "; did you mean limit or unlimited?"
    assert did_you_mean("cal", ["miscall", "call"]) == "; did you mean call or miscall?"


def test_a_word_far_longer_than_every_choice_is_near_none(cli, tmp_path):
    # An attacker's case: a player's name of 240,000 letters beside 52 names of 64, each
    # weighed letter by letter against the word, ran for six minutes before its one line.
    # A word more than twice as long as any choice is near none of them: no hint, and the
    # one line at once
    from adjudicator.errors import nearest

    names = [f"Ann.{i:02d}" + "x" * 58 for i in range(52)]
    assert nearest("Ann." + "A" * 240_000, names) == []
    assert nearest("Ann.00" + "x" * 59, names)[0] == names[0]  # one letter more: still near
    case = tmp_path / "c.yaml"
    case.write_text("title: t\nbook: peel\ntable:\n  players: [" + ", ".join(names) + "]\n"
                    f"  dealer: {names[0]}\nevents:\n  - call: \"Ann.{'A' * 240_000}\"\n",
                    encoding="utf-8")
    out = cli("rule", str(case))
    assert out.code == 2 and out.err.count("\n") == 1 and "unknown player" in out.err
    assert out.err.startswith(f"{case}:7:5: ")
