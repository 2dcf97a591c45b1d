"""What a newcomer starts from: `new` writes a case that rules as it stands under every
book, `verbs` lists every verb, and a misspelt name gets a "did you mean"."""
from __future__ import annotations

import pytest

from adjudicator.story.case import load_case
from adjudicator.story.verbs import SYNONYMS, VERBS
from adjudicator.judge.by_book import rule
from replay import assert_conserved

BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")


def test_new_writes_a_case_that_rules_under_every_book(cli, tmp_path):
    path = tmp_path / "first.yaml"
    out = cli("new", str(path))
    assert out.code == 0, out.err
    assert "#" in path.read_text()  # commented, to be read and changed
    for book in BOOKS:
        ruled = cli("rule", str(path), "--book", book, "--format", "json")
        assert ruled.code == 0, (book, ruled.err)
        r = ruled.json()
        assert (r["status"], r["pot"], r["awards"]) == ("settled", 9, {"A": 9}), book
        assert_conserved(r)
    assert cli("rule", str(path)).code == 0  # under the book it names


@pytest.mark.parametrize("players,dealer,ante,limit", [
    ("A,B", "B", 0, 5), ("Ann,Bob,Cy,Dee", "Cy", 2, 4), ("P1,P2,P3,P4,P5,P6,P7,P8,P9,P10,P11",
                                                          "P5", 1, 10)])
def test_new_sets_the_table_it_is_told(cli, tmp_path, library, players, dealer, ante, limit):
    path = tmp_path / "case.yaml"
    out = cli("new", str(path), "--players", players, "--dealer", dealer, "--ante", str(ante),
              "--limit", str(limit), "--book", "keller")
    assert out.code == 0, out.err
    case = load_case(path)
    assert case.table.players == tuple(players.split(",")) and case.table.dealer == dealer
    assert (case.table.ante, case.table.limit, case.book) == (ante, limit, "keller")
    for book in BOOKS:
        r = rule(case, library, book, [])
        assert_conserved(r)


def test_new_never_overwrites(cli, tmp_path):
    path = tmp_path / "mine.yaml"
    path.write_text("title: mine\n")
    out = cli("new", str(path))
    assert out.code == 2 and out.err.count("\n") == 1 and str(path) in out.err
    assert path.read_text() == "title: mine\n"


def test_new_refuses_a_dealer_who_is_not_seated(cli, tmp_path):
    out = cli("new", str(tmp_path / "x.yaml"), "--players", "Ann,Bob", "--dealer", "Anne")
    assert out.code == 2 and "did you mean Ann?" in out.err
    assert not (tmp_path / "x.yaml").exists()


def test_verbs_lists_every_verb_with_its_meaning_and_an_example(cli):
    out = cli("verbs", "--format", "json")
    assert out.code == 0
    verbs = out.json()
    assert [v["verb"] for v in verbs] == list(VERBS)
    assert {s for v in verbs for s in v["synonyms"]} == set(SYNONYMS)
    assert all(v["meaning"] and v["example"].split(":")[0] == v["verb"] for v in verbs)
    text = cli("verbs").out
    assert "- raise: {player: A, by: 10}" in text and "throw_up" in text


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


def test_a_bad_card_names_ten_as_t_or_10(cli, tmp_path):
    case = tmp_path / "c.yaml"
    case.write_text("title: t\nbook: peel\ntable:\n  players: [Ann, Bob]\n  dealer: Ann\n"
                    'events:\n  - show: {Ann: "1H KD 7C 7H 2S"}\n')
    out = cli("rule", str(case))
    assert out.code == 2 and "'1H' is not a card: ranks A K Q J T (or 10) 9 8" in out.err
