"""The table's unit reaches the ruling (a club secretary's report): where the case, or the
club's settings, name one, the text and Markdown rulings say it beside the amounts in the
words compare uses, the HTML page too, and the JSON ruling carries it as `unit`; a case that
names none is ruled as before, with no `unit` key."""
from __future__ import annotations

import json
from pathlib import Path

from jsonschema import Draft202012Validator

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"  # unit: dollars
NO_UNIT = "cases/after-the-show/a-hand-at-the-show-not-told.yaml"  # and no book
BOOK = ("--book", "keller")


def test_the_text_ruling_says_the_unit_in_its_heading(cli):
    out = cli("rule", str(SIDE_POT)).out
    assert out.splitlines()[0] == \
        "The disputed side-pot case — ruled under keller; amounts in dollars"


def test_the_markdown_ruling_says_the_unit_before_its_answer(cli):
    out = cli("rule", str(SIDE_POT), "--format", "markdown").out
    assert "**Settled** under **keller** (amounts in dollars): A takes 30" in out


def test_the_html_ruling_says_the_unit_where_the_case_names_one(cli):
    assert "· amounts in dollars ·" in cli("rule", str(SIDE_POT), "--format", "html").out
    assert "amounts in" not in cli("rule", NO_UNIT, *BOOK, "--format", "html").out


def test_the_json_ruling_carries_the_unit_only_where_one_is_named(cli):
    named = cli("rule", str(SIDE_POT), "--format", "json").json()
    assert named["unit"] == "dollars"
    plain = cli("rule", NO_UNIT, *BOOK, "--format", "json").json()
    assert "unit" not in plain
    schema = json.loads(cli("schema", "ruling").out)
    for r in (named, plain):
        assert not list(Draft202012Validator(schema).iter_errors(r))
    assert "unit" not in schema["required"]


def test_a_case_with_no_unit_says_none_in_text_or_markdown(cli):
    for fmt in ("text", "markdown"):
        assert "amounts in" not in cli("rule", NO_UNIT, *BOOK, "--format", fmt).out


def test_the_unit_is_said_in_the_words_compare_uses(cli):
    compared = cli("compare", str(SIDE_POT), "--format", "markdown").out
    assert "3 different outcomes; amounts in dollars." in compared
    assert "; amounts in dollars" in cli("rule", str(SIDE_POT)).out.splitlines()[0]


def test_each_ruling_of_a_batch_carries_its_own_unit(cli):
    lines = cli("rule", str(SIDE_POT), NO_UNIT, *BOOK, "--format", "json").out.splitlines()
    units = [json.loads(x).get("unit") for x in lines]
    assert units == ["dollars", None]


def test_the_clubs_unit_is_said_for_a_case_that_names_none(cli, tmp_path):
    case = tmp_path / "unshown.yaml"
    case.write_text((ROOT / NO_UNIT).read_text(encoding="utf-8"), encoding="utf-8")
    club = 'unit = "shillings"\nbook = "keller"\n'
    (tmp_path / "adjudicator.toml").write_text(club, encoding="utf-8")
    assert cli("rule", case, "--format", "json").json()["unit"] == "shillings"
    assert cli("rule", case).out.splitlines()[0].endswith("; amounts in shillings")
    own = tmp_path / "side-pot.yaml"  # the case's own unit comes before the club's
    own.write_text(SIDE_POT.read_text(encoding="utf-8"), encoding="utf-8")
    assert cli("rule", own, "--format", "json").json()["unit"] == "dollars"


def test_the_text_comparison_says_the_unit_where_the_case_names_one(cli):
    out = cli("compare", str(SIDE_POT), env={"COLUMNS": "120"}).out
    assert out.splitlines()[0] == \
        "The disputed side-pot case — 5 books, 3 different outcomes; amounts in dollars"
    assert "amounts in" not in cli("compare", NO_UNIT, env={"COLUMNS": "120"}).out.splitlines()[0]
