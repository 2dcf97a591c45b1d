"""The club's settings (adjudicator.toml, cli/club.py): a club file in the case's folder or a
folder above it, then the user's config folder, below the command line and what a case says
of itself; --verbose says where each setting came from; a mistake in the file is bad input
at its line."""
from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"


@pytest.fixture
def club(tmp_path):
    """A club's folder with a case in a folder below it that names no book."""
    (tmp_path / "disputes").mkdir()
    case = tmp_path / "disputes" / "side-pot.yaml"
    case.write_text("".join(line for line in SIDE_POT.read_text(encoding="utf-8")
                            .splitlines(keepends=True) if not line.startswith("book:")),
                    encoding="utf-8")
    return tmp_path, case


def _settings(folder: Path, text: str) -> Path:
    path = folder / "adjudicator.toml"
    path.write_text(text, encoding="utf-8")
    return path


def test_the_club_file_gives_the_default_book_and_the_books_compare_rules(cli, club):
    folder, case = club
    r = cli("rule", case, "--format", "json")
    assert r.code == 2 and "name a book" in r.err  # no club file: the case names none
    _settings(folder, 'book = "schenck"\ncompare = ["peel", "standard"]\n')
    r = cli("rule", case, "--format", "json")
    assert r.code == 0, r.err
    named = cli("rule", case, "--book", "schenck", "--format", "json").json()
    assert r.json()["book"] == "schenck" and r.json() == named
    r = cli("compare", case, "--format", "json")
    assert r.code == 0, r.err
    assert list(r.json()) == ["peel", "standard"]


def test_the_command_line_and_the_case_come_before_the_club(cli, club):
    folder, case = club
    _settings(folder, 'book = "schenck"\ncompare = ["peel", "standard"]\n')
    assert cli("rule", case, "--book", "keller", "--format", "json").json()["book"] == "keller"
    assert list(cli("compare", case, "--books", "keller", "--format", "json").json()) == \
        ["keller"]
    own = folder / "disputes" / "own-book.yaml"
    own.write_text(SIDE_POT.read_text(encoding="utf-8"), encoding="utf-8")  # book: keller
    assert cli("rule", own, "--format", "json").json()["book"] == "keller"


def test_a_bad_key_is_bad_input_at_its_line(cli, club):
    folder, case = club
    path = _settings(folder, '# the club\nbook = "peel"\n\nboook = "keller"\n')
    for command in (("rule", case), ("compare", case), ("check", case)):
        r = cli(*command)
        assert r.code == 2 and not r.out, command
        assert r.err.strip().splitlines() == [
            f"{path}:4:1: unknown key 'boook': the settings are book, compare, rulebooks, "
            "unit, steps; did you mean book?"]


@pytest.mark.parametrize("text,line,says", [
    ('book = "pell"\n', 1, "no book 'pell'"),
    ('compare = ["peel", "peel"]\n', 1, "compare names 'peel' twice"),
    ('\nsteps = "some"\n', 2, "steps must be deciding or all"),
    ('unit = "guineas"\n', 1, "unit must be one of"),
    ('rulebooks = ["no-such-folder"]\n', 1, "rulebook folder not found"),
    ('[club]\nbook = "peel"\n', 1, "unknown table 'club'"),
    ('book = \n', 1, "not TOML"),
    ("book = " + "[" * 600 + "]" * 600 + "\n", 1, "nested too deep"),  # the reader's stack
    ("book = " + "9" * 5000 + "\n", 1, "a number too long"),  # Python's digit limit
    # a dotted key of 50,000 parts, under the size bound: the reader took a minute over it
    # (an attacker's report); refused at its line before it is read
    ('\n\na.' + ".".join("b" * 49_990) + " = 1\n", 3, "a line of 49990 dots"),
    # a NUL no folder or book can hold (an attacker's: an internal fault, status 1)
    ('rulebooks = ["\\u0000"]\n', 1, "rulebooks holds a NUL character"),
    ('\nbook = "pe\\u0000el"\n', 2, "book holds a NUL character"),
])
def test_a_bad_value_is_bad_input_at_its_line(cli, club, text, line, says):
    folder, case = club
    path = _settings(folder, text)
    r = cli("rule", case)
    assert r.code == 2 and not r.out
    assert r.err.startswith(f"{path}:{line}:") and says in r.err, r.err


def test_verbose_says_where_each_setting_came_from(cli, club, tmp_path_factory):
    folder, case = club
    path = _settings(folder, 'book = "schenck"\n\nsteps = "all"\n')
    user = tmp_path_factory.mktemp("config")
    (user / "adjudicator").mkdir()
    (user / "adjudicator" / "adjudicator.toml").write_text('unit = "shillings"\nbook = "peel"\n',
                                                          encoding="utf-8")
    r = cli("rule", case, "--verbose", env={"XDG_CONFIG_HOME": str(user)})
    assert r.code == 0, r.err
    said = r.err.splitlines()
    assert f"settings files read: {path}, {user / 'adjudicator' / 'adjudicator.toml'}" \
        in said[0]
    assert any(f"book = schenck  (from {path}:1)" in x for x in said)  # the club over the user
    assert any(f"steps = all  (from {path}:3)" in x for x in said)
    # the user's unit is passed over: the case names its own (unit: dollars), which comes first
    assert any(f"unit = dollars  (from {case}:" in x for x in said), said
    assert any("rulebooks = (none)  (the tool's default)" in x for x in said)
    assert "acts in order" not in r.out  # steps = all: every finding listed
    r = cli("rule", case, "--verbose", "--steps", "deciding", env={"XDG_CONFIG_HOME": str(user)})
    assert any("steps = deciding  (the command line)" in x for x in r.err.splitlines())


def test_verbose_names_what_the_case_says_of_itself_before_the_club(cli, club):
    # the case's own `book:` and `unit:` come before the club's file: --verbose says the
    # setting the ruling used, at the case's line, not the club's that it passed over
    folder, _ = club
    path = _settings(folder, 'book = "schenck"\nunit = "shillings"\n')
    own = folder / "disputes" / "own-book.yaml"
    own.write_text(SIDE_POT.read_text(encoding="utf-8"), encoding="utf-8")  # book: keller
    line = next(i for i, x in enumerate(SIDE_POT.read_text(encoding="utf-8").splitlines(), 1)
                if x.startswith("book:"))
    unit = next(i for i, x in enumerate(SIDE_POT.read_text(encoding="utf-8").splitlines(), 1)
                if x.strip().startswith("unit:"))
    r = cli("rule", own, "--verbose", "--format", "json")
    assert r.code == 0, r.err
    assert r.json()["book"] == "keller" and r.json()["unit"] == "dollars"
    said = r.err.splitlines()
    assert any(f"book = keller  (from {own}:{line})" in x for x in said), said
    assert any(f"unit = dollars  (from {own}:{unit})" in x for x in said), said
    assert not any("schenck" in x or "shillings" in x for x in said)
    r = cli("rule", own, "--verbose", "--book", "peel", "--format", "json")
    assert any("book = peel  (the command line)" in x for x in r.err.splitlines())
    r = cli("compare", own, "--verbose", "--format", "json")
    assert any(f"unit = dollars  (from {own}:{unit})" in x for x in r.err.splitlines())
    assert str(path) in r.err.splitlines()[0]


def test_the_clubs_rulebooks_folder_is_within_reach(cli, tmp_path):
    (tmp_path / "house").mkdir()
    club_book = ROOT / "rulebooks" / "examples" / "peel-club.yaml"
    (tmp_path / "house" / "peel-club.yaml").write_text(club_book.read_text(encoding="utf-8"),
                                                       encoding="utf-8")
    case = tmp_path / "c.yaml"
    case.write_text((ROOT / "cases" / "house-rules" / "club-ace-ends-a-sequence.yaml")
                    .read_text(encoding="utf-8"), encoding="utf-8")
    assert cli("rule", case).code == 2  # the house book is not within reach
    _settings(tmp_path, 'rulebooks = ["house"]\n')
    r = cli("rule", case, "--format", "json")
    assert r.code == 0, r.err
    assert r.json()["book"] == "peel-club"


def test_hand_and_census_take_the_clubs_book(cli, tmp_path):
    _settings(tmp_path, 'book = "keller"\n')
    r = cli("hand", "TS JS QS KS AS", "9H TH JH QH KH", "--format", "json", cwd=tmp_path)
    assert r.code == 0, r.err
    assert r.json()["book"] == "keller" and r.json()["order"] == [["A"], ["B"]]
    r = cli("census", "--format", "json", cwd=tmp_path)
    assert r.json()["book"] == "keller"


def test_a_settings_file_that_is_not_a_regular_file_is_bad_input_not_passed_over(cli, club):
    # a club that made a folder, a pipe or a dangling link of its settings learns so, in one
    # line, rather than wondering why its book is not used (and a pipe never hangs)
    import os

    folder, case = club
    path = folder / "adjudicator.toml"
    for make, says in ((path.mkdir, "is a directory"), (lambda: os.mkfifo(path), "FIFO"),
                       (lambda: path.symlink_to("gone.toml"), "link to nothing")):
        make()
        r = cli("rule", case)
        assert r.code == 2 and not r.out
        assert r.err.strip().splitlines() == [f"{path}:1:1: {r.err.split(': ', 1)[1].strip()}"]
        assert says in r.err, r.err
        path.rmdir() if path.is_dir() and not path.is_symlink() else path.unlink()


def test_no_output_is_written_over_the_clubs_settings(cli, club):
    # a page written over adjudicator.toml would be read as the club's settings at the next
    # command, and a page bears the mark that lets the tool write over it again
    folder, case = club
    path = _settings(folder, 'book = "keller"\n')
    for option in (("-o", path), ("--format", "html", "-o", path), ("--pool-svg", path),
                   ("--svg", path)):
        r = cli("rule", case, *option)
        assert r.code == 2 and "read as the club's settings" in r.err, (option, r.err)
    assert path.read_text(encoding="utf-8") == 'book = "keller"\n'


def test_new_club_writes_a_commented_file_that_reads_back(cli, tmp_path):
    r = cli("new", "--club", cwd=tmp_path)
    assert r.code == 0, r.err
    text = (tmp_path / "adjudicator.toml").read_text(encoding="utf-8")
    assert text.startswith("# adjudicator.toml") and 'book = "peel"' in text
    assert "published-decision" not in text.split("compare =")[1].splitlines()[0]
    case = tmp_path / "x.yaml"
    case.write_text("".join(line for line in SIDE_POT.read_text(encoding="utf-8")
                            .splitlines(keepends=True) if not line.startswith("book:")),
                    encoding="utf-8")
    r = cli("compare", case, "--format", "json")
    assert r.code == 0 and list(r.json()) == ["peel", "keller", "schenck", "standard"]
    again = cli("new", "--club", cwd=tmp_path)
    assert again.code == 2 and "exists already" in again.err
    assert json.loads(cli("rule", case, "--format", "json").out)["book"] == "peel"


def test_a_settings_file_may_begin_with_a_byte_order_mark_as_a_case_may(cli, club):
    folder, case = club
    (folder / "adjudicator.toml").write_bytes(b'\xef\xbb\xbfbook = "keller"\n')
    r = cli("rule", case)
    assert r.code == 0 and "ruled under keller" in r.out.splitlines()[0], r.err


def test_a_settings_file_no_hand_wrote_is_refused_unread(cli, club):
    # a settings file found beside a case is read unasked: one of gigabytes (sparse here)
    # took twice its size in memory before its one line (an attacker's report); it is read
    # to a bound, as a case is
    folder, case = club
    path = folder / "adjudicator.toml"
    with open(path, "wb") as f:
        f.truncate(3 * 2**30)
    r = cli("rule", case)
    assert r.code == 2 and not r.out
    assert r.err.strip().splitlines() == [
        f"{path}:1:1: a settings file is 3,221,225,472 bytes; at most 100,000 are read"]
