"""A player's name: one line, nothing invisible, within its length, not the pool's, printed as
written so that two names never print alike, never able to forge an error line; of several
unknown players, the first is said."""
from __future__ import annotations

from test_output_escaping import FLAG, _case
from badinput import write as _write
import pytest
from badinput import one_line as _one_line, refused as _refused


def test_a_name_with_a_line_break_cannot_forge_an_error_line(tmp_path, cli):
    path = _write(tmp_path, "c.yaml", 'title: t\ntable: {players: [A, "B\\nx.yaml:1:1: ok"], '
                  "dealer: A}\nevents: []\n")
    r = cli("rule", str(path), "--book", "peel")
    assert r.code == 2 and r.err.count("\n") == 1, r.err
    assert r.err.startswith(f"{path}:2:22: player name 'B\\nx.yaml:1:1: ok' holds a control")


TWO_NAMES = """\
title: t
table:
  players:
    - {a}
    - {b}
  dealer: {a}
events:
  - deal
"""


@pytest.mark.parametrize("name", ["pool", "Pool", "POOL"])
def test_a_player_named_as_the_pool_is_bad_input_at_the_name(cli, tmp_path, name):
    # docs/case-format.md: a penalty is paid `to: pool` (the pot) or to a player
    f = _write(tmp_path, "c.yaml", TWO_NAMES.format(a="A", b=name))
    assert "reserves" in _one_line(cli("rule", f, "--book", "peel"), f, 5)
    run = cli("check", f)
    assert run.code == 2 and f"{f}:5:" in run.out + run.err


def test_two_names_that_print_alike_are_one_player_seated_twice(cli, tmp_path):
    f = _write(tmp_path, "c.yaml", TWO_NAMES.format(a='"\\u00c1"', b='"A\\u0301"'))
    assert "seated twice" in _one_line(cli("rule", f, "--book", "peel"), f, 5)


@pytest.mark.parametrize("name", ["A\U000E0041", "A\u034f", "A\ufe0f", "A\u180b", "\u3164",
                                  "\u2800", "\u1160", "\u0301", "\U0001F3F4\U000E0067",
                                  "A\u0378"],
                         ids=["tag", "cgj", "vs16", "fvs1", "hangul-filler", "braille-blank",
                              "jungseong-filler", "mark-alone", "unended-flag", "unassigned"])
def test_a_name_with_an_invisible_character_is_refused_at_its_line(cli, tmp_path, name):
    f = tmp_path / "c.yaml"
    f.write_text(_case(name), encoding="utf-8")
    assert "invisible" in _one_line(cli("rule", f, "--book", "peel"), f, 2)


def test_a_name_prints_as_written_so_two_names_never_print_alike():
    """No name holds a character the text, Markdown or JSON faces escape: a name prints as
    itself, never as an escape another name could spell in ASCII."""
    import unicodedata

    from adjudicator.cli.printable import one_line
    from adjudicator.story.terms import is_name

    for code in list(range(0x80, 0x3400)) + list(range(0xE000, 0x10000)) + [
            0x1F0A1, 0x1F3F4, 0x1BCA0, 0x1D173, 0xE0041, 0xE0100, 0x50000]:
        name = "A" + chr(code)
        if unicodedata.category(chr(code)) != "Cs" and is_name(name):
            assert one_line(name) == name, hex(code)
    assert is_name(FLAG) and one_line(FLAG) == FLAG


def test_a_decomposed_spelling_of_a_seated_name_is_said_to_be_that_name(cli, tmp_path):
    f = _write(tmp_path, "c.yaml", 'title: t\ntable: {players: ["\u00c1", B], dealer: B}\n'
                                   'events:\n  - fold: "A\u0301"\n')
    msg = _one_line(cli("rule", f, "--book", "peel"), f, 4)
    assert "spelt otherwise" in msg and "unknown player" not in msg


def test_a_name_longer_than_the_limit_is_refused_at_its_line(cli, tmp_path):
    from adjudicator.story.terms import MAX_NAME

    f = tmp_path / "c.yaml"
    f.write_text(_case("x" * (MAX_NAME + 1)))
    assert f"at most {MAX_NAME}" in _one_line(cli("rule", f, "--book", "peel"), f, 2)
    ok = tmp_path / "ok.yaml"
    ok.write_text(_case("x" * MAX_NAME))
    assert cli("rule", ok, "--book", "peel").code == 0
    _refused(cli("new", tmp_path / "n.yaml", "--players", "x" * (MAX_NAME + 1) + ",B"),
             f"at most {MAX_NAME}")


def test_a_name_past_yamls_key_limit_says_the_limit(cli, tmp_path):
    name = "x" * 1100
    f = tmp_path / "c.yaml"
    f.write_text(f'title: t\ntable: {{players: ["{name}", B], dealer: B}}\nevents:\n'
                 f'  - deal: {{"{name}": 5, B: 5}}\n')
    assert "at most 64" in _one_line(cli("rule", f, "--book", "peel"), f, 4)


def test_several_unknown_players_print_the_first_only(cli, tmp_path):
    f = _write(tmp_path, "c.yaml", """\
        title: t
        table: {players: [A, B], dealer: B}
        events:
          - deal: {A: 5, B: 5}
          - bet: {player: Z, amount: 1}
          - bet: {player: Y, amount: 1}
        """)
    assert "'Z'" in _one_line(cli("rule", f, "--book", "peel"), f, 5)
    assert "'Z'" in _one_line(cli("compare", f), f, 5)
    both = cli("check", f)  # check lists every problem
    assert both.code == 2 and "'Z'" in both.out and "'Y'" in both.out
