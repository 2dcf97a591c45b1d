"""The club's outputs beside a batch's rules (issues 37 and 39 together): a folder's page is
drawn from every ruling at the end, printed (or written with --output) only where no file was
bad, or with --keep-going of the good ones; a folder of one case is a folder (its page has an
index, and --pool-svg, which draws one ruling, refuses it); the club's default book counts
for a case that is only read and checked after a bad one; no two outputs share a file."""
from __future__ import annotations

import re
import shutil

import pytest

from adjudicator.cli import batch, many
from adjudicator.cli.render.html import MARK as PAGE_MARK
from test_batch_shapes import BAD, SIDE_POT, folder_of_one  # noqa: F401 (a fixture)

UNKNOWN_Z = ":6:11: unknown player 'Z': the players are A, B\n"


@pytest.fixture
def batch_with_a_bad_file(folder_of_one):
    """The side-pot case, and a bad file beside it (read first)."""
    (folder_of_one / "b-bad.yaml").write_text(BAD)
    return folder_of_one


def _cases_on(page: str) -> list[str]:
    """The cases a page's index links to."""
    index = re.search(r'<nav class="index"><ol>(.*?)</ol></nav>', page, re.S)
    return re.findall(r'href="#([^"]+)"', index[1]) if index else []


@pytest.mark.parametrize("command", ["rule", "compare"])
def test_a_page_of_a_batch_with_a_bad_file_is_drawn_only_with_keep_going(
        cli, batch_with_a_bad_file, command):
    d = batch_with_a_bad_file
    r = cli(command, d, "-f", "html")
    assert r.code == 2 and r.out == "", r.out[:300]  # nothing ruled, no page
    assert r.err == f"{d / 'b-bad.yaml'}{UNKNOWN_Z}"
    kept = cli(command, d, "-f", "html", "--keep-going")
    assert kept.code == 2 and kept.err == r.err  # the bad one named at the end
    assert kept.out.count("<!DOCTYPE html>") == 1 and kept.out.rstrip().endswith("</html>")
    assert _cases_on(kept.out) == ["c1-case"] and "b-bad" not in kept.out
    if command == "rule":  # the case names Keller: his own ruling of the side pot,
        # keller:ch7/table-stakes/18: A $30, C the balance
        assert "A takes 30 (keller:ch7/table-stakes/18) and C takes 70" in kept.out


@pytest.mark.parametrize("command", ["rule", "compare"])
def test_output_writes_no_page_for_a_batch_that_rules_nothing(cli, batch_with_a_bad_file,
                                                             tmp_path, command):
    page = tmp_path / "page.html"
    r = cli(command, batch_with_a_bad_file, "-f", "html", "--output", page)
    assert r.code == 2 and r.out == "" and not page.exists()
    assert [p.name for p in tmp_path.iterdir()] == ["one"]  # nothing left beside it
    r = cli(command, batch_with_a_bad_file, "-f", "html", "--output", page, "--keep-going")
    assert r.code == 2 and r.out == ""
    written = page.read_text(encoding="utf-8")
    assert PAGE_MARK in written[:4096] and _cases_on(written) == ["c1-case"]
    # the page written is the tool's: written over again by the next run
    good = tmp_path / "good"
    good.mkdir()
    shutil.copy(SIDE_POT, good / "side-pot.yaml")
    assert cli(command, good, "-f", "html", "--output", page).code == 0
    assert "b-bad" not in page.read_text(encoding="utf-8")


def test_json_lines_into_output_are_written_as_utf8(cli, tmp_path):
    d = tmp_path / "batch"
    d.mkdir()
    (d / "zoe.yaml").write_text(SIDE_POT.read_text(encoding="utf-8")
                                .replace("title:", "title: Zoë's", 1), encoding="utf-8")
    out = tmp_path / "rulings.jsonl"
    r = cli("rule", d, "-f", "json", "--output", out)
    assert r.code == 0 and r.out == "", r.err
    assert "Zoë" in out.read_text(encoding="utf-8")


def test_a_folder_of_one_case_is_a_folder_for_the_page_and_the_pool(cli, folder_of_one,
                                                                    tmp_path):
    d = folder_of_one
    r = cli("rule", d, "-f", "html")
    assert r.code == 0 and _cases_on(r.out) == ["c1-case"], r.err
    single = cli("rule", SIDE_POT, "-f", "html")
    assert single.code == 0 and _cases_on(single.out) == []  # one file: its own page
    picture = tmp_path / "pool.svg"
    r = cli("rule", d, "--pool-svg", picture)
    assert r.code == 2 and "one case" in r.err and not picture.exists()


def test_no_two_outputs_share_a_file(cli, tmp_path):
    same = tmp_path / "same.svg"
    r = cli("rule", SIDE_POT, "--svg", same, "--pool-svg", same)
    assert r.code == 2 and "--pool-svg and --svg name the same file" in r.err
    r = cli("compare", SIDE_POT, "-f", "html", "--output", same, "--svg", same)
    assert r.code == 2 and "--output and --svg name the same file" in r.err
    assert not same.exists()
    # the same file reached through a linked folder is the same file: refused, nothing
    # written (the attacker's `-o out.txt --pool-svg self/out.txt` wrote the picture, then
    # refused the text)
    (tmp_path / "self").symlink_to(".")
    for first, second in (("--output", "--pool-svg"), ("--pool-svg", "--svg")):
        r = cli("rule", SIDE_POT, first, same, second, tmp_path / "self" / "same.svg")
        assert r.code == 2 and f"{first} and {second} name the same file" in r.err, r.err
        assert not same.exists()


def test_the_clubs_book_counts_for_a_case_only_checked_after_a_bad_one(cli, tmp_path,
                                                                        monkeypatch):
    """A case naming no book, in a club whose settings name one, is no bad input: not when it
    is ruled, nor when it is only read and checked because a file before it was bad."""
    monkeypatch.setattr(batch, "POOL_FROM", 2)  # runs of files: the later ones only checked
    d = tmp_path / "club"
    d.mkdir()
    (d / "adjudicator.toml").write_text('book = "keller"\n', encoding="utf-8")
    (d / "a-bad.yaml").write_text(BAD)
    no_book = "".join(line for line in SIDE_POT.read_text(encoding="utf-8")
                      .splitlines(keepends=True) if not line.startswith("book:"))
    for n in range(40):
        (d / f"case-{n:02}.yaml").write_text(no_book, encoding="utf-8")
    r = cli("rule", d, "-f", "json", "--jobs", "2")
    assert r.code == 2 and r.out == ""
    assert r.err == f"{d / 'a-bad.yaml'}{UNKNOWN_Z}"  # no "name a book" for the others


def test_compare_after_a_bad_file_sums_only_the_disputes_compared(monkeypatch):
    """A file only read and checked (after a bad one) holds no ruling: the summary of the
    disputes is made of those compared, never of a file that was not (a fault before)."""
    done = [batch.Done("", "x.yaml:1:1: bad\n", None, file="x.yaml"),
            batch.Done("", "", None, file="y.yaml")]  # y only read and checked
    monkeypatch.setattr(many, "rule_many", lambda *a: iter(done))
    job = batch.Job((), None, (), "text", False, compare=())
    table, failed = many.compare_printed(["x.yaml", "y.yaml"], job, 1, None)
    assert failed and table["disputes"] == []
