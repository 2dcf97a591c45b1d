"""One contract for rulebook folders (issue 37, point 8): `check` refuses a rulebook folder
that every other command refuses, read by the same loader. The attacker's folder (the
example club's book and a `library.yaml` holding `x: 1`) passed `check club`; `books
--rulebooks club` refused it. The first test failed before its fix."""
from __future__ import annotations

import shutil
from pathlib import Path

import pytest
from badinput import write as _write

ROOT = Path(__file__).resolve().parent.parent
CLUB = ROOT / "rulebooks" / "examples" / "peel-club.yaml"


@pytest.fixture
def club(tmp_path):
    d = tmp_path / "club"
    d.mkdir()
    shutil.copy(CLUB, d)
    return d


@pytest.mark.parametrize("stray", [("library.yaml", "x: 1\n"),
                                   ("notes.yaml", "title: what we agreed\n"),
                                   ("empty.yaml", "")])
def test_check_refuses_the_rulebook_folder_every_other_command_refuses(cli, club, stray):
    name, text = stray
    (club / name).write_text(text)
    books = cli("books", "--rulebooks", club)
    assert books.code == 2 and f"club/{name}:" in books.err
    checked = cli("check", club)
    assert checked.code == 2 and f"{club / name}:" in checked.out, checked.out
    # the very refusal `check --rulebooks` makes, where the folder is named as books' folder
    assert checked.out.splitlines()[0] == cli("check", "--rulebooks", club, club
                                              ).out.splitlines()[0]


def test_a_book_that_lost_its_laws_is_refused_by_check_as_by_books(cli, club):
    # only its `book:` head left: `check club` once found no file to check and passed it, and
    # `check` of the file read it as a case wanting a title
    book = club / CLUB.name
    book.write_text(CLUB.read_text().split("\nlaws:")[0] + "\n")
    says = "a rulebook needs the key 'laws'"
    assert cli("books", "--rulebooks", club).code == 2
    for named in (club, book):
        r = cli("check", named)
        assert r.code == 2 and says in r.out, r.out


def test_a_sound_rulebook_folder_passes_check_and_books_alike(cli, club):
    assert cli("books", "--rulebooks", club).code == 0
    r = cli("check", club)
    assert r.code == 0 and "0 problems" in r.out and "1 book" in r.out


def test_a_folder_of_cases_is_still_a_folder_of_cases(cli, tmp_path):
    d = tmp_path / "mine"
    shutil.copytree(ROOT / "cases" / "hands", d)
    (d / "sub").mkdir()
    shutil.copy(CLUB, d / "sub")  # a book in a folder beneath is a book, as ever
    r = cli("check", d)
    assert r.code == 0 and "0 problems" in r.out, r.out


def test_one_rulebook_folder_named_twice_under_two_spellings_is_one_folder(tmp_path, cli):
    import os as os_

    examples = ROOT / "rulebooks" / "examples"
    link = tmp_path / "link"
    os_.symlink(examples, link)
    for spellings in ((examples, os_.path.relpath(examples, ROOT)), (examples, link),
                      (ROOT / "rulebooks",)):
        args = [a for s in spellings for a in ("--rulebooks", s)]
        r = cli("rule", ROOT / "cases" / "keller-side-pot.yaml", *args)
        assert r.code == 0 and r.err == "", (spellings, r.err)


def test_two_books_of_one_id_in_two_folders_are_still_refused(tmp_path, cli):
    import shutil

    for d in ("a", "b"):
        (tmp_path / d).mkdir()
        shutil.copy(ROOT / "rulebooks" / "examples" / "peel-club.yaml", tmp_path / d)
    r = cli("rule", ROOT / "cases" / "keller-side-pot.yaml", "--rulebooks", tmp_path / "a",
            "--rulebooks", tmp_path / "b")
    assert r.code == 2 and "already at" in r.err


@pytest.mark.parametrize("text, says", [("laws: []\n", "needs the key 'book'"),
                                        ("title: x\nauthor: y\n", "in a rulebook")])
def test_check_calls_a_headless_book_in_a_rulebook_folder_a_rulebook(tmp_path, cli, text, says):
    books = tmp_path / "books"
    books.mkdir()
    f = _write(books, "club.yaml", text)
    r = cli("check", "--rulebooks", books, books)
    assert r.code != 0 and says in r.out + r.err and "a case" not in r.out + r.err


HOUSE = """\
book:
  id: {id}
  title: T
  author: A
  source: house rules
  extends: {base}
laws:
  - id: {id}:1
    title: X
    page: 1
    kind: commentary
    text: Nothing.
"""


def test_check_of_a_folder_whose_books_extend_each_other_passes_as_rule_finds_them(cli,
                                                                                  tmp_path):
    _write(tmp_path, "sb.yaml", HOUSE.format(id="sb", base="peel"))
    _write(tmp_path, "sc.yaml", HOUSE.format(id="sc", base="sb"))
    run = cli("check", tmp_path)
    assert run.code == 0 and run.out.endswith("2 files checked: 0 problems, 2 laws in 2 books\n"), \
        (run.out, run.err)
    assert cli("check", "--rulebooks", tmp_path).code == 0


def test_check_of_the_repositorys_rulebooks_skips_the_scans_page_layout(cli):
    run = cli("check", ROOT / "rulebooks")
    assert run.code == 0 and "pages.yaml" not in run.out + run.err, run.out
    # named by itself, it is read as a case and refused, as ever
    assert cli("check", ROOT / "rulebooks" / "sources" / "pages.yaml").code == 2


@pytest.mark.parametrize("text", ["", "# only a comment\n", "[]\n"],
                         ids=["empty", "comment", "list"])
def test_check_of_a_folder_refuses_a_file_that_is_neither_case_nor_book(cli, tmp_path, text):
    f = _write(tmp_path, "c.yaml", text)
    run = cli("check", "--expect", tmp_path)
    assert run.code == 2 and f"{f}:1:1: neither a case nor a rulebook" in run.out


def test_a_book_of_no_laws_that_names_a_scan_is_checked_not_crashed(cli, tmp_path):
    # the fuzz's changed copy of the published decision, all its laws refused, named
    # Keller's scan: the proof of its transcription asked where to say the paragraphs it
    # lacks, and found no law to say them at (StopIteration). A book of no laws read has
    # nothing to prove against its scan: its own errors, if any, say why
    folder = tmp_path / "books"
    folder.mkdir()
    _write(folder, "copy.yaml", "book:\n  id: copy\n  title: A copy\n  author: anon\n"
           "  year: 1887\n  source: keller-1887.txt\nlaws: []\n")
    r = cli("check", folder / "copy.yaml", "--rulebooks", folder,
            env={"ADJUDICATOR_CACHE": "off"})
    assert r.code == 0 and "0 problems" in r.out and "fault in adjudicator" not in r.err, r.err
