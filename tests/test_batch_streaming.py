"""A batch prints each ruling (and each comparison) as soon as it is made, in the order of
the files (issue 38), after a first pass that reads and checks every file and rules none: so
a bad file anywhere in it still prints nothing (tests/test_batch_shapes.py)."""
from __future__ import annotations

import io
import json
import shutil
import sys
from pathlib import Path

import pytest
from stories import UNKNOWN_PLAYER

from adjudicator.cli import batch, many
from adjudicator.judge import by_book, comparison
from adjudicator.law.library import Library

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
BAD = UNKNOWN_PLAYER  # a bet by Z, who is not at the table


@pytest.fixture
def five(tmp_path):
    d = tmp_path / "five"
    d.mkdir()
    for n in range(5):
        shutil.copy(SIDE_POT, d / f"case-{n}.yaml")
    return d


def _printed_before_each(monkeypatch, module, name):
    """Patch MODULE.NAME (what makes a ruling) to note how much was printed before each
    call (lines, and characters); the list of those, and the output."""
    out, seen, real = io.StringIO(), [], getattr(module, name)

    def noting(*args, **kwargs):
        seen.append((out.getvalue().count("\n"), len(out.getvalue())))
        return real(*args, **kwargs)

    monkeypatch.setattr(module, name, noting)
    monkeypatch.setattr(sys, "stdout", out)
    return seen, out


def test_each_ruling_is_printed_before_the_next_is_made(monkeypatch, five):
    seen, out = _printed_before_each(monkeypatch, by_book, "rule")
    files = [str(f) for f in sorted(five.iterdir())]
    job = batch.Job((), "keller", (), "json", False)
    shown, failed = many.rule_printed(files, job, 1, Library.open())
    assert not failed and [lines for lines, _ in seen] == [0, 1, 2, 3, 4]  # n-th after n
    rulings = [json.loads(line) for line in out.getvalue().splitlines()]
    assert [r["file"] for r in rulings] == files  # in the order of the files
    assert all(r["awards"] == {"A": 30, "C": 70} for r in rulings)  # Keller's own division


def test_each_comparison_is_printed_before_the_next_is_made(monkeypatch, five):
    seen, out = _printed_before_each(monkeypatch, comparison, "compare")
    files = [str(f) for f in sorted(five.iterdir())]
    job = batch.Job((), None, (), "json", False, compare=("keller", "peel"))
    many.compare_printed(files, job, 1, Library.open())
    # only "[" before the first dispute is compared, each item out before the next
    sizes = [size for _, size in seen]
    assert sizes[0] == 1 and all(a < b for a, b in zip(sizes, sizes[1:]))
    items = json.loads(out.getvalue())
    assert [i["file"] for i in items] == files
    assert all(i["rulings"]["keller"]["awards"] == {"A": 30, "C": 70} for i in items)


def test_a_bad_last_file_stops_the_batch_before_any_ruling_is_made(monkeypatch, five):
    # the first pass reads and checks every file and rules none: nothing is made, nothing
    # printed, and the bad file is named
    (five / "z-bad.yaml").write_text(BAD, encoding="utf-8")
    seen, out = _printed_before_each(monkeypatch, by_book, "rule")
    err = io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)
    files = [str(f) for f in sorted(five.iterdir())]
    shown, failed = many.rule_printed(files, batch.Job((), "keller", (), "json", False), 1,
                                      Library.open())
    assert failed and seen == [] and out.getvalue() == "" and shown == []
    assert err.getvalue().startswith(f"{five / 'z-bad.yaml'}:6:11: unknown player 'Z'")


@pytest.mark.parametrize("command", ["rule", "compare"])
def test_a_file_changed_after_the_first_pass_is_refused_not_ruled(monkeypatch, five, command):
    # an attacker's: a file beyond those the first pass keeps is read again to be ruled;
    # made bad after it was checked, it was ruled as found then. It is named as changed,
    # and the batch ends with status 2, the others ruled as checked
    checked = many.bad_files

    def then_changed(*args, **kwargs):
        bad = checked(*args, **kwargs)
        last = five / "case-4.yaml"
        last.write_text(BAD, encoding="utf-8")
        return bad

    monkeypatch.setattr(many, "bad_files", then_changed)
    monkeypatch.setattr(batch, "KEEP", 0)  # every file read again to be ruled
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    files = [str(f) for f in sorted(five.iterdir())]
    if command == "rule":
        _, failed = many.rule_printed(files, batch.Job((), "keller", (), "json", False), 1,
                                      Library.open())
        ruled = [json.loads(line)["file"] for line in out.getvalue().splitlines()]
    else:
        _, failed = many.compare_printed(
            files, batch.Job((), None, (), "json", False, compare=("keller", "peel")), 1,
            Library.open())
        ruled = [i["file"] for i in json.loads(out.getvalue())]
    assert failed and ruled == files[:4]
    assert err.getvalue() == (f"{files[4]}:1:1: changed after it was checked, while the batch "
                              "ran: it is not ruled; rule it again\n")
