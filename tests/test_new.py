"""`new`: the case it writes rules as it stands under every book, sets the table it is told,
and is written only where `rule` would accept it; a name, a dealer or a place it cannot use
is refused before anything is written, and what it says is safe to paste."""
from __future__ import annotations

import pytest
import re
from pathlib import Path
import adjudicator
from badinput import refused as _refused


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
