"""A batch's output: one shape per kind of argument (issue 37, point 9), and bad input before
any ruling (issue 41, point 6).

A folder, or several files, always prints the list shape (a ruling after another, JSON
Lines; a table per dispute then the disputes by books, a JSON list), whatever it holds; one
file the single shape (`compare CASE` prints `{BOOK: ruling}`, as the contract says). Every
file of a batch is read and checked before the first ruling is printed: with bad input the
command ends with status 2 and rules nothing, or with --keep-going rules every good file and
names every bad one at the end. Each test failed before its fix (a folder of one case printed
the single shape; `rule cases --format json` printed 8 rulings, then stopped)."""
from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest
from stories import UNKNOWN_PLAYER

from adjudicator.cli import batch

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
NO_BOOK = ROOT / "cases" / "after-the-show" / "a-hand-at-the-show-not-told.yaml"
BAD = UNKNOWN_PLAYER  # a bet by Z, who is not at the table


@pytest.fixture
def folder_of_one(tmp_path):
    d = tmp_path / "one"
    d.mkdir()
    shutil.copy(SIDE_POT, d / "side-pot.yaml")
    return d


# --- one shape per kind of argument (issue 37, point 9) ------------------------------------

def test_a_folder_of_one_case_is_compared_in_the_list_shape(cli, folder_of_one):
    r = cli("compare", folder_of_one, "-f", "json")
    assert r.code == 0, r.err
    listed = r.json()
    assert isinstance(listed, list) and [i["file"] for i in listed] == [
        str(folder_of_one / "side-pot.yaml")]
    # Keller's own ruling, keller:ch7/table-stakes/18: A $30, C the balance
    assert listed[0]["rulings"]["keller"]["awards"] == {"A": 30, "C": 70}
    one = cli("compare", SIDE_POT, "-f", "json").json()  # the contract: `{BOOK: ruling}`
    assert set(one) == {"peel", "keller", "schenck", "standard", "published-decision"}
    assert listed[0]["rulings"] == one


def test_a_folder_of_one_case_is_ruled_in_json_lines(cli, folder_of_one):
    r = cli("rule", folder_of_one, "-f", "json")
    assert r.code == 0, r.err
    lines = r.out.splitlines()
    assert len(lines) == 1 and json.loads(lines[0])["awards"] == {"A": 30, "C": 70}
    single = cli("rule", SIDE_POT, "-f", "json")
    assert len(single.out.splitlines()) > 1  # one file: one document, as ever
    assert json.loads(single.out) == dict(json.loads(lines[0]), file=str(SIDE_POT))


def test_a_folder_of_one_case_in_text_is_summed_by_books(cli, folder_of_one):
    r = cli("compare", folder_of_one)
    assert r.code == 0 and "1 dispute by books" in r.out, r.out[-600:]
    assert "1 dispute by books" not in cli("compare", SIDE_POT).out


def test_ask_is_refused_for_a_folder_whatever_it_holds(cli, folder_of_one):
    from adjudicator.cli import ask

    ask.on_terminal, before = (lambda: True), ask.on_terminal
    try:
        r = cli("rule", folder_of_one, "--ask")
    finally:
        ask.on_terminal = before
    assert r.code == 2 and "--ask rules one case file" in r.err


# --- bad input before any ruling (issue 41, point 6) ----------------------------------------

def test_the_casebook_without_a_book_rules_nothing_and_names_what_needs_one(cli):
    # the attacker's run: `rule cases --format json` printed 8 rulings, then exited 2
    r = cli("rule", "cases", "--format", "json")
    assert r.code == 2 and r.out == ""
    named = r.err.splitlines()  # the club's cases name a book not within reach, each said;
    assert named[-1].startswith(f"{NO_BOOK.relative_to(ROOT)}:1:1: ")  # then, once, the rest
    assert "cases name no book: name one with --book" in named[-1]
    assert all("peel-club" in line for line in named[:-1])


@pytest.mark.parametrize("command", ["rule", "compare"])
@pytest.mark.parametrize("fmt", ["json", "text"])
def test_a_batch_with_one_bad_file_rules_nothing_and_names_it(cli, tmp_path, command, fmt):
    d = tmp_path / "batch"
    shutil.copytree(ROOT / "cases" / "hands", d)
    (d / "zz-last.yaml").write_text(BAD)  # the last of all: read before the first ruling
    book = ["--book", "peel"] if command == "rule" else []
    r = cli(command, d, "-f", fmt, *book)
    assert r.code == 2 and r.out == "", r.out[:300]
    assert r.err == f"{d / 'zz-last.yaml'}:6:11: unknown player 'Z': the players are A, B\n"
    kept = cli(command, d, "-f", fmt, "--keep-going", *book)
    assert kept.code == 2 and kept.err == r.err  # the bad one named at the end
    clean = shutil.copytree(ROOT / "cases" / "hands", tmp_path / "clean")  # a name as long
    good = cli(command, clean, "-f", fmt, *book)
    assert good.code == 0 and kept.out == good.out.replace("/clean/", "/batch/")


def test_every_bad_file_of_a_batch_is_named(cli, tmp_path):
    d = tmp_path / "batch"
    d.mkdir()
    shutil.copy(SIDE_POT, d / "b-good.yaml")
    (d / "a-bad.yaml").write_text(BAD)
    (d / "c-bad.yaml").write_text(BAD.replace("dealer: A", "dealer: Q"))
    r = cli("rule", d, "--book", "peel", "-f", "json")
    assert r.code == 2 and r.out == ""
    assert [line.split(":")[0] for line in r.err.splitlines()] == [
        str(d / "a-bad.yaml"), str(d / "c-bad.yaml")]


def test_a_batch_on_many_jobs_rules_nothing_where_a_file_is_bad(cli, tmp_path, monkeypatch):
    monkeypatch.setattr(batch, "POOL_FROM", 16)
    d = tmp_path / "batch"
    shutil.copytree(ROOT / "cases", d)
    (d / "zz.yaml").write_text(BAD)
    args = ("rule", d, "--book", "peel", "-f", "json", "--rulebooks",
            ROOT / "rulebooks" / "examples")
    two = cli(*args, "--jobs", "2")
    assert two.code == 2 and two.out == "" and "zz.yaml:6:11: unknown player" in two.err
    kept_one = cli(*args, "--jobs", "1", "--keep-going")
    kept_two = cli(*args, "--jobs", "2", "--keep-going")
    assert kept_one.out == kept_two.out and kept_one.err == kept_two.err
    assert len(kept_two.out.splitlines()) == len(list(d.rglob("*.yaml"))) - 1


def test_no_picture_is_drawn_for_a_batch_that_rules_nothing(cli, tmp_path):
    d = tmp_path / "batch"
    d.mkdir()
    shutil.copy(SIDE_POT, d / "good.yaml")
    (d / "bad.yaml").write_text(BAD)
    picture = tmp_path / "p.svg"
    assert cli("rule", d, "--book", "peel", "--svg", picture).code == 2
    assert not picture.exists()
    assert cli("rule", d, "--book", "peel", "--svg", picture, "--keep-going").code == 2
    assert "SETTLED" in picture.read_text(encoding="utf-8")
