"""Files that are not case files, each one line FILE:LINE:COL and exit status 2, never a hang:
a name too long, links in a circle, a FIFO, folders that cannot be listed or searched or
that hold no case, an empty name, a rulebooks folder that is no folder."""
from __future__ import annotations

import os
from pathlib import Path

import pytest
from test_arguments import _lines, _invoke
from stories import CLUB_CASE as CASE
from badinput import write as _write
from stories import JOKER_SHOWN as SHOW
from stories import PEEL_LOST_CHIP

from adjudicator.cli.checking import check_paths
from adjudicator.errors import InputError
from adjudicator.law.library import Library
from adjudicator.story.case import load_case
from badinput import refused as _refused


def test_a_name_too_long_a_link_in_a_circle_and_a_fifo_are_one_line_each(tmp_path, cli):
    long = tmp_path / ("a" * 300 + ".yaml")
    loop = tmp_path / "loop"
    loop.mkdir()
    (loop / "me.yaml").symlink_to("me.yaml")
    (loop / "ok.yaml").write_text(PEEL_LOST_CHIP, encoding="utf-8")
    fifo = tmp_path / "pipe.yaml"
    os.mkfifo(fifo)
    r = cli("rule", str(long), "--book", "peel")
    assert r.code == 2 and r.err.count("\n") == 1 and "File name too long" in r.err, r.err
    r = cli("rule", str(loop), "--book", "peel", "--format", "json")
    assert r.code == 2 and r.err == f"{loop / 'me.yaml'}:1:1: cannot read: Too many levels " \
        "of symbolic links\n", r.err
    assert r.out == ""  # a batch with bad input rules nothing (issue 41) ...
    r = cli("rule", str(loop), "--book", "peel", "--format", "json", "--keep-going")
    assert r.code == 2 and "Too many levels of symbolic links" in r.err
    assert r.json()["awards"] == {"B": 1}  # ... unless asked to keep going
    for args in (["rule", str(fifo), "--book", "peel"], ["compare", str(fifo)],
                 ["check", str(fifo)]):
        r = cli(*args)  # the runner's timeout is a minute: a blocked read would fail here
        assert r.code == 2  # `check` reports on stdout, the others on stderr
        assert f"{fifo}:1:1: is a FIFO (named pipe), not a regular file" in r.err + r.out


def test_folders_that_cannot_be_listed_or_hold_nothing_are_errors(tmp_path, monkeypatch,
                                                                   cli):
    empty = tmp_path / "empty"
    empty.mkdir()
    r = cli("check", str(empty))
    assert r.code == 2 and f"{empty}:1:1: no rulebooks or case files (*.yaml)" in r.out
    shut = tmp_path / "shut"
    shut.mkdir()
    real = os.scandir

    def scandir(path="."):  # as for a folder without read permission (the tests run as root)
        if Path(path) == shut:
            raise PermissionError(13, "Permission denied")
        return real(path)

    monkeypatch.setattr(os, "scandir", scandir)
    assert check_paths([str(shut)], Library.open())["errors"] == [
        f"{shut}:1:1: cannot list this folder: Permission denied"]
    with pytest.raises(InputError, match="cannot list this folder: Permission denied"):
        Library.open([str(shut)]).ids()


def test_a_file_inside_a_folder_that_cannot_be_searched_is_one_line(tmp_path, monkeypatch):
    path = _write(tmp_path, "c.yaml", PEEL_LOST_CHIP)
    real = os.stat

    def stat(p, *args, **kwargs):  # as for a folder without search permission (run as root)
        if Path(p) == path:
            raise PermissionError(13, "Permission denied")
        return real(p, *args, **kwargs)

    monkeypatch.setattr(os, "stat", stat)
    with pytest.raises(InputError) as exc:
        load_case(path)
    assert str(exc.value) == f"{path}:1:1: cannot read: Permission denied"


@pytest.mark.parametrize("command", ["rule", "compare", "check"])
def test_an_empty_case_name_is_no_such_file_not_the_working_folder(tmp_path, cli, command):
    _write(tmp_path, "c.yaml", SHOW.format(agreed="joker", a="KS QS JS TS 9S"))
    r = cli(command, "", cwd=tmp_path)
    assert r.code == 2 and "c.yaml" not in r.out + r.err
    assert "''" in r.out + r.err and "no such file" in r.out + r.err


# A showdown of two king-high straights, A's bet called (the case the attacker ruled under
# each house book).


@pytest.mark.parametrize("what", ["file", "fifo", "device"])
def test_rulebooks_at_what_is_no_folder_says_what_it_is(cli, tmp_path, what):
    path = {"file": tmp_path / "club.yaml", "fifo": tmp_path / "fifo",
            "device": "/dev/null"}[what]
    if what == "file":
        path.write_text("book: {}\n")
    elif what == "fifo":
        os.mkfifo(path)
    kind = {"file": "a regular file", "fifo": "a FIFO (named pipe)",
            "device": "a character device"}[what]
    for run in (cli("books", "--rulebooks", path),
                cli("rule", _write(tmp_path, "case.yaml", CASE), "--rulebooks", path)):
        _refused(run, f"{path}:1:1: is {kind}, not a folder")


def test_a_folder_without_cases_is_an_input_error(tmp_path):
    r = _invoke("rule", str(tmp_path), "--book", "peel")
    assert r.exit_code == 2
    assert _lines(r.stderr) == [f"{tmp_path}:1:1: no case files (*.yaml) in this folder"]
