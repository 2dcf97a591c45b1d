"""`new`, what a newcomer starts from: the case it writes rules as it stands under every book,
sets the table it is told, and is written only where `rule` would accept it; it never
overwrites, and a name, a dealer or a place it cannot use is refused before anything is
written; what it says is escaped and safe to paste."""
from __future__ import annotations
import pytest
from adjudicator.story.case import load_case
from adjudicator.judge.by_book import rule
from replay import assert_conserved
import re
from pathlib import Path
import adjudicator
from badinput import refused as _refused


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


def test_a_bad_card_names_ten_as_t_or_10(cli, tmp_path):
    case = tmp_path / "c.yaml"
    case.write_text("title: t\nbook: peel\ntable:\n  players: [Ann, Bob]\n  dealer: Ann\n"
                    'events:\n  - show: {Ann: "1H KD 7C 7H 2S"}\n')
    out = cli("rule", str(case))
    assert out.code == 2 and "'1H' is not a card: ranks A K Q J T (or 10) 9 8" in out.err


@pytest.mark.parametrize("options,says", [
    (("--players", ",".join(f"P{i}" for i in range(54))), "no pack holds more than 53"),
    (("--ante", "1000000001"), "ante is more than"),
    (("--limit", "1000000001"), "limit is more than"),
    (("--players", "A\tB,C"), "control character"),
    (("--players", "A\x1bB,C"), "control character"),
    (("--players", "A\u202eB,C"), "control character"),
    (("--players", "A\u00a0B,C"), "control character"),
])
def test_new_refuses_what_rule_would_refuse_and_writes_nothing(tmp_path, cli, options, says):
    path = tmp_path / "n.yaml"
    r = cli("new", str(path), *options)
    assert r.code == 2 and says in r.err and r.err.count("\n") == 1, r.err
    assert not path.exists()


def test_what_new_writes_rule_accepts(tmp_path, cli):
    for i, options in enumerate([("--players", "Ann,Bob,Cy"), ("--players", "Mr. Smith,Ä,名"),
                                 ("--ante", "1000000000", "--limit", "1000000000"),
                                 ("--players", ",".join(chr(65 + i) for i in range(14)))]):
        path = tmp_path / f"n{i}.yaml"
        assert cli("new", str(path), *options).code == 0
        assert cli("rule", str(path)).code == 0, (options, cli("rule", str(path)).err)


@pytest.mark.parametrize("players", ["A,\udcff", "A,B\x1b[2J", "\udcffA,B"])
def test_new_refuses_a_name_that_does_not_print_in_one_line_and_writes_nothing(tmp_path, cli,
                                                                               players):
    f = tmp_path / "x.yaml"
    r = cli("new", f, "--players", players, process=True)
    assert r.code == 2 and r.out == "" and not f.exists()
    assert len(r.err.splitlines()) == 1 and "Traceback" not in r.err and "\x1b" not in r.err
    assert r.err.startswith("adjudicator: ")


@pytest.mark.parametrize("name", ["c.yaml; touch PWNED", "e\x1b[31m.yaml"])
def test_new_says_what_it_wrote_escaped_with_a_command_safe_to_paste(tmp_path, cli, name):
    import shlex

    r = cli("new", name, cwd=tmp_path)
    assert r.code == 0 and (tmp_path / name).exists()
    assert len(r.err.splitlines()) == 1 and "\x1b" not in r.err
    command = re.search(r"`([^`]+)`", r.err).group(1)
    assert shlex.split(command)[:2] == ["adjudicator", "rule"] and len(shlex.split(command)) == 3
    if name.isprintable():
        assert shlex.split(command)[2] == name


def test_new_never_prints_a_forged_error_line(tmp_path, cli):
    (tmp_path / "d\n").mkdir()
    r = cli("new", "d\n/x.yaml:1:1: forged.yaml", cwd=tmp_path)
    assert r.code == 0 and len(r.err.splitlines()) == 1 and not re.search(r"^/x.yaml:1:1", r.err, re.M)


PACKAGE = Path(adjudicator.__file__).parent


def test_new_refuses_an_empty_player_name(cli, tmp_path):
    target = tmp_path / "x.yaml"
    _refused(cli("new", target, "--players", "A,,B"), "--players")
    assert not target.exists()


def test_new_never_writes_a_case_among_the_books_or_the_tools_data(cli, tmp_path):
    books = tmp_path / "books"
    books.mkdir()
    for target in (PACKAGE / "rulebooks" / "t3-new-case.yaml", PACKAGE / "law" / "x.yaml",
                   books / "x.yaml"):
        try:
            _refused(cli("new", target, "--rulebooks", books), str(target))
            assert not target.exists()
        finally:
            target.unlink(missing_ok=True)
    assert cli("new", tmp_path / "x.yaml", "--rulebooks", books).code == 0


ROOT = Path(__file__).resolve().parent.parent


def test_new_says_why_it_seats_two_players_as_the_docs_do(cli, tmp_path):
    _refused(cli("new", tmp_path / "n.yaml", "--players", "A"), "two or more")
    docs = (ROOT / "docs" / "case-format.md").read_text()
    assert "`--players` names two or more" in docs and "at least one" in docs


@pytest.mark.parametrize("name", ["B\nC", "B\x1bC", "B\rC", "B\u202eC"])
def test_new_refuses_a_name_that_does_not_print_on_one_line_as_a_name(cli, tmp_path, name):
    new = tmp_path / "new.yaml"
    msg = _refused(cli("new", new, "--players", f"A,{name}"), "--players: ",
                   "write each name plainly on one line")
    assert "YAML" not in msg and not new.exists()
