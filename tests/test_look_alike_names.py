"""One name, one player (issue 37, point 10): names that are the same to the eye under
Unicode's confusable skeletons (UTS #39), or the same letters in another case, are bad input
at the line of the second, never two players. Each test failed before its fix (the first
was ruled "А bets out of turn (the turn was A's)")."""
from __future__ import annotations

import re

import pytest

from adjudicator.story import lookalike
from adjudicator.story.case import load_case

LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)$")


def _table(tmp_path, *names: str):
    f = tmp_path / "table.yaml"
    f.write_text("title: two who look alike\ntable:\n  players:\n"
                 + "".join(f'    - "{n}"\n' for n in names)
                 + f'  dealer: "{names[0]}"\nevents:\n  - bet: {{player: "{names[0]}", '
                 "amount: 1}\n", encoding="utf-8")
    return f


# the attacker's table (Cyrillic А beside Latin A), and its fellows
ALIKE = [("A", "\u0410"), ("\u0410", "A"), ("Bob", "B\u043eb"), ("O", "0"), ("Tom", "Torn"),
         ("ann", "Ann"), ("STRASSE", "stra\u00dfe"), ("Zo\u00eb", "ZO\u00cb"),
         ("\u0391lf", "Alf"),  # Greek capital alpha
         # confusable letters in another case (an attacker's report)
         ("Ann", "\u0430nn"), ("AB", "\u03b1b"), ("\u0410nn", "ann")]


@pytest.mark.parametrize("first,second", ALIKE)
def test_names_alike_at_one_table_are_bad_input_at_the_second(cli, tmp_path, first, second):
    f = _table(tmp_path, first, "C", second)
    r = cli("rule", f, "--book", "peel")
    assert r.code == 2 and r.out == "", r.err
    m = LINE.match(r.err.strip())
    assert m and (m["line"], m["col"]) == ("6", "7"), r.err  # the second's own line
    assert f"player {second!r} looks like {first!r}" in m["msg"]


def test_the_message_spells_out_what_prints_alike(tmp_path):
    with pytest.raises(Exception) as exc:
        load_case(_table(tmp_path, "A", "\u0410"))
    assert "U+0410 CYRILLIC CAPITAL LETTER A" in str(exc.value)


@pytest.mark.parametrize("names", [("A", "B", "C"), ("Ann", "Anna"), ("Zo\u00eb", "Zoe"),
                                   ("\u0411\u043e\u0440\u0438\u0441", "Boris"),
                                   ("P1", "P2", "P10"),
                                   # "I" is confused with "l", which is no "L": the casebook's
                                   # fifteen players seat both
                                   ("I", "L"), ("al", "AI")])
def test_names_that_differ_to_the_eye_are_seated(tmp_path, names):
    assert load_case(_table(tmp_path, *names)).table.players == names


def test_the_ascii_prototypes_written_out_are_unicodes():
    table = lookalike.prototypes()
    assert {c: p for c, p in table.items() if c.isascii()} == lookalike.ASCII_PROTOTYPES
    assert table["\u0410"] == "A" and table["\u043e"] == "o"  # the attacker's letters
