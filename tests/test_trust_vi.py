"""Trust VI: the defects an attacker found (the sixth round), each as a test that failed
before its fix."""
from __future__ import annotations

import json
import os
import re
from pathlib import Path

import pytest

import adjudicator
from badinput import one_line as _one_line, refused as _refused, write as _write

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = Path(adjudicator.__file__).parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
FLAG = "\U0001F3F4\U000E0067\U000E0062\U000E0073\U000E0063\U000E0074\U000E007F"  # Scotland


def _q(text: str) -> str:
    """TEXT as a YAML double-quoted scalar, every character beyond printable ASCII escaped."""
    return '"' + "".join(c if c.isascii() and c.isprintable() and c not in '"\\'
                         else f"\\U{ord(c):08x}" for c in text) + '"'


# A showdown the first player wins outright: a royal flush against a pair.
def _case(first: str, title: str = "t") -> str:
    q = _q(first)
    return (f"title: {_q(title)}\n"
            f"table: {{players: [{q}, B], dealer: B, ante: 0}}\n"
            "events:\n"
            f"  - deal: {{{q}: \"AS KS QS JS TS\", B: \"2C 2D 4C 5C 7D\"}}\n"
            f"  - bet: {{player: {q}, amount: 1}}\n"
            "  - call: B\n"
            f"  - show: {{{q}: \"AS KS QS JS TS\", B: \"2C 2D 4C 5C 7D\"}}\n")


# --- 1. JSON writes a character beyond U+FFFF as its UTF-16 pair -------------------------

def test_a_flag_in_a_name_reads_back_from_every_json_output(cli, tmp_path):
    one = tmp_path / "one.yaml"
    one.write_text(_case(FLAG), encoding="utf-8")
    two = tmp_path / "two.yaml"
    two.write_text(_case(FLAG, "t2"), encoding="utf-8")
    run = cli("rule", one, "--book", "peel", "-f", "json")
    assert run.code == 0, run.err
    assert set(run.json()["awards"]) == {FLAG}
    compared = cli("compare", one, "-f", "json")
    assert compared.code == 0, compared.err
    for ruling in compared.json().values():
        assert set(ruling["awards"]) <= {FLAG, "B"} and set(ruling["stakes"]) == {FLAG, "B"}
    lines = cli("rule", one, two, "--book", "peel", "-f", "json")
    assert lines.code == 0, lines.err
    assert [set(json.loads(x)["awards"]) for x in lines.out.splitlines()] == [{FLAG}, {FLAG}]
    text = cli("rule", one, "--book", "peel")
    assert FLAG in text.out  # a flag prints as a flag


def test_a_tag_character_outside_a_flag_round_trips_through_json_and_prints_unambiguously(
        cli, tmp_path):
    from adjudicator.cli.printable import json_text, one_line, printable

    title = "T\U000E0041"
    case = _write(tmp_path, "c.yaml", _case("A", title))
    run = cli("rule", case, "--book", "peel", "-f", "json")
    assert run.code == 0 and run.json()["case"] == title, run.err
    assert json.loads(json_text({"k": title}))["k"] == title
    # the astral character and the ASCII text that spelt it as \u with five digits differ
    assert one_line("A\U000E0041") == "A\\U000e0041" != one_line("A\\ue0041")
    assert printable("A\U000E0041") == "A\\U000e0041"
    for fmt, shown in (("text", "T\\U000e0041"), ("markdown", "T\\\\U000e0041")):
        out = cli("rule", case, "--book", "peel", "-f", fmt).out
        assert shown in out and "\U000E0041" not in out, fmt


# --- 2. --svg through a hard link never replaces the tool's own file ---------------------

def test_a_picture_through_a_hard_link_to_a_package_file_is_refused(cli, tmp_path):
    target = PACKAGE / "law" / "known.py"
    link = tmp_path / "known.svg"
    try:
        os.link(target, link)
    except OSError:
        pytest.skip("no hard links across these folders")
    before = target.read_bytes()
    run = cli("rule", SIDE_POT, "--svg", link, "--book", "peel")
    # the package's file bears no mark of a picture the tool drew (issue 37)
    assert _refused(run).startswith(f"{link}:1:1: ") and "not written by adjudicator" in run.err
    assert target.read_bytes() == before


def test_a_hard_linked_file_that_is_no_picture_is_refused_and_a_picture_is_redrawn(cli,
                                                                                  tmp_path):
    note = _write(tmp_path, "note.txt", "my notes\n")
    os.link(note, tmp_path / "note.svg")
    _refused(cli("rule", SIDE_POT, "--svg", tmp_path / "note.svg", "--book", "peel"),
             "not written by adjudicator")
    assert note.read_text() == "my notes\n"
    pic = tmp_path / "pic.svg"
    assert cli("rule", SIDE_POT, "--svg", pic, "--book", "peel").code == 0
    os.link(pic, tmp_path / "pic2.svg")
    assert cli("rule", SIDE_POT, "--svg", pic, "--book", "peel").code == 0


# --- 3. check --expect reads every case of a folder, however it is written ---------------

FLOW = ('{title: t, table: {players: [A, B], dealer: B}, events: [{deal: {A: 5, B: 5}}], '
        'expect: {peel: {status: void}}}\n')
QUOTED = ('"title": t\n"table": {players: [A, B], dealer: B}\n"events": [{deal: {A: 5, B: 5}}]\n'
          '"expect": {peel: {status: void}}\n')


@pytest.mark.parametrize("text", [FLOW, QUOTED], ids=["flow", "quoted-keys"])
def test_check_expect_reads_a_case_in_flow_style_or_with_quoted_keys(cli, tmp_path, text):
    _write(tmp_path, "c.yaml", text)
    run = cli("check", "--expect", tmp_path)
    assert run.code == 1, (run.out, run.err)
    assert "1 file checked: 0 problems; 1 expectation not met" in run.out


@pytest.mark.parametrize("text", ["", "# only a comment\n", "[]\n"],
                         ids=["empty", "comment", "list"])
def test_check_of_a_folder_refuses_a_file_that_is_neither_case_nor_book(cli, tmp_path, text):
    f = _write(tmp_path, "c.yaml", text)
    run = cli("check", "--expect", tmp_path)
    assert run.code == 2 and f"{f}:1:1: neither a case nor a rulebook" in run.out


# --- 4. a card is in one place at a time, whatever event names it ------------------------

def test_a_card_found_face_up_in_the_pack_that_a_hand_holds_is_refused(cli, tmp_path):
    f = _write(tmp_path, "c.yaml", """\
        title: t
        table: {players: [A, B], dealer: B}
        events:
          - deal: {A: "AS KS QS JS TS", B: "2C 3C 4C 5C 7D"}
          - faced_card: {card: AS}
        """)
    assert "AS is found face up in the pack, but it is in A's hand" in _one_line(
        cli("rule", f, "--book", "peel"), f, 5)


def test_one_card_cut_by_two_players_is_refused(cli, tmp_path):
    f = _write(tmp_path, "c.yaml", """\
        title: t
        table: {players: [A, B], dealer: B}
        events:
          - cut_for_deal: {A: AS, B: AS}
          - deal: {A: 5, B: 5}
        """)
    assert "AS is cut by both A and B" in _one_line(cli("rule", f, "--book", "peel"), f, 4)


def test_a_card_faced_before_the_deal_may_still_be_dealt(cli, tmp_path):
    f = _write(tmp_path, "c.yaml", """\
        title: t
        table: {players: [A, B], dealer: B}
        events:
          - faced_card: {card: AS}
          - deal: {A: "AS KS QS JS TS", B: "2C 3C 4C 5C 7D"}
        """)
    assert cli("rule", f, "--book", "standard").code == 0


# --- 5. every part of an expectation is checked at its line ------------------------------

@pytest.mark.parametrize("expectation, says", [
    ("penalties: [{player: Z, amount: 1, to: pool, law: peel:33}]", "not 'Z'"),
    ("penalties: [{player: A, amount: -1, to: pool, law: peel:33}]", "not -1"),
    ("penalties: [{player: A, amount: 1, to: Q, law: peel:33}]", "not 'Q'"),
    ("penalties: [{player: A, amount: 1, to: pool, law: peel:999}]", "'peel:999'"),
    ("penalties: [{player: A, amount: 1, to: pool}]", "needs law"),
    ("penalties: [1]", "not 1"),
    ("by_lot: [{amount: -1}]", "not -1"),
    ("by_lot: [{amount: 1, among: [A, Z]}]", "among"),
    ("missing: [bogus]", "'bogus'"),
    ("next: {jack_pot: emperors}", "'emperors'"),
    ("agreements: [1]", "not 1"),
    ("agreements: [{departure: tiddlywinks}]", "'tiddlywinks'"),
    ("readings: [{assume: [{point: hand.Z, reading: beats-the-others}]}]", "'hand.Z'"),
    ("readings: [{assume: [{point: bogus.A, reading: x}]}]", "'bogus.A'"),
    ("readings: [{assume: [{point: hand.A, reading: x}]}]", "not 'x'"),
    ("readings: [{assume: [{point: hand.A, reading: beats-the-others}], awards: {Z: 1}}]",
     "'Z'"),
])
def test_each_part_of_an_expectation_is_bad_input_at_its_line(cli, tmp_path, expectation,
                                                              says):
    f = tmp_path / "c.yaml"
    f.write_text("title: t\ntable: {players: [A, B], dealer: B}\nevents:\n"
                 f"  - deal: {{A: 5, B: 5}}\nexpect:\n  peel:\n    {expectation}\n")
    assert cli("rule", f, "--book", "peel").code == 0  # a ruling leaves them unread
    checked = cli("check", f)
    assert checked.code == 2 and checked.out.startswith(f"{f}:7:") and says in checked.out


def test_every_fact_a_ruling_finds_untold_is_one_an_expectation_may_name():
    from adjudicator.story.terms import MISSING_FACTS

    said = {m for p in (PACKAGE / "judge").rglob("*.py")
            # the recorder's j.lack("fact", ...) where a handler records, the act Lack("fact", ...)
            # where it returns its outcome (judge/acts.py)
            for m in re.findall(r"(?:\.lack|\bLack)\(\s*\"([^\"]+)\"", p.read_text(encoding="utf-8"))}
    assert said and said <= set(MISSING_FACTS)


# --- 6. names: nothing invisible, and a spelling of a seated name said to be one ----------

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


# --- 7. --ask refuses before asking what it could not write ------------------------------

ASKED = """\
title: t
table:
  players: [A, B, C]
  dealer: B
  phase: after_draw
  pot: 9
  limit: 5
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "AS AH 7D 7C 3S"}
"""


@pytest.mark.parametrize("text, line, says", [
    (ASKED + '"facts": []\n', 13, "not written plainly"),
    (ASKED + "...\n", 13, "document marker"),
    ('{title: t, table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5}, '
     'events: [{bet: {player: A, amount: 5}}, {call: B}, {fold: C}, '
     '{show: {A: "AS AH 7D 7C 3S"}}]}\n', 1, "flow mapping"),
], ids=["quoted-facts", "document-end", "flow-case"])
def test_ask_refuses_before_asking_a_file_it_could_not_write_into(cli, tmp_path, monkeypatch,
                                                                   text, line, says):
    from adjudicator.cli import ask

    f = _write(tmp_path, "c.yaml", text)
    monkeypatch.setattr(ask, "on_terminal", lambda: True)
    asked = []
    monkeypatch.setattr(ask, "choose", lambda *a, **k: asked.append(a) or "beats-the-others")
    run = cli("rule", f, "--book", "peel", "--ask")
    assert says in _one_line(run, f, line) and asked == []
    assert f.read_text() == text


# --- 8. Markdown escapes ids ---------------------------------------------------------------

def _unescaped_emphasis(markdown: str) -> list[str]:
    plain = re.sub(r"`[^`]*`", "", markdown)  # code spans are literal
    return re.findall(r"(?<![\\\w])_[A-Za-z0-9]+(?<!\\)_(?!\w)", plain)


def test_markdown_escapes_a_house_law_id_everywhere(cli, tmp_path):
    text = (ROOT / "rulebooks" / "examples" / "peel-club.yaml").read_text()
    text = (text.replace("id: peel-club\n", "id: hc\n").replace("id: peel-club:1", "id: hc:_a_")
            .replace("id: peel-club:2", "id: hc:_b_"))
    (tmp_path / "hc.yaml").write_text(text)
    case = ROOT / "cases" / "after-the-show" / "opener-shows-after-everyone-passes.yaml"
    outs = [cli("law", "hc:_a_", "-f", "markdown", "--rulebooks", tmp_path),
            cli("topics", "jack-pot.feed", "-f", "markdown", "--rulebooks", tmp_path),
            cli("rule", case, "--book", "hc", "-f", "markdown", "--rulebooks", tmp_path)]
    for run in outs:
        assert run.code == 0, run.err
        assert "hc:\\_" in run.out and _unescaped_emphasis(run.out) == [], run.out


# --- 9. check refuses a self-contradicting book --------------------------------------------

HOUSE = """\
book: {{id: {id}, title: House, author: Us, year: 2026, source: house rules, extends: peel}}
laws:
  - id: {id}:1
    title: The law
    page: 1
    kind: rule
    text: The words.
    provides:
      {provides}
"""


@pytest.mark.parametrize("provides, says", [
    ("hand.ranking: [fours, fours, pair, high_card]", "'fours' is listed twice"),
    ("pack.cards: 0", "pack.cards takes a whole number above 0"),
])
def test_check_refuses_a_provision_that_contradicts_itself(cli, tmp_path, provides, says):
    f = _write(tmp_path, "h.yaml", HOUSE.format(id="h", provides=provides))
    run = cli("check", f)
    assert run.code == 2 and says in run.out and f"{f}:9:" in run.out, run.out


def test_check_refuses_an_order_of_the_hands_that_leaves_out_a_category_the_book_places(
        cli, tmp_path):
    text = HOUSE.format(id="h", provides="hand.ranking: [fours, full, pair, high_card]") + (
        "  - id: h:2\n    title: The flush\n    page: 1\n    kind: rule\n"
        "    text: A flush ranks above a straight.\n"
        "    provides:\n      hand.category.flush: true\n")
    f = _write(tmp_path, "h.yaml", text)
    run = cli("check", f)
    assert run.code == 2 and f"{f}:3:" in run.out and "without flush" in run.out, run.out
    with_when = text.replace("    kind: rule\n    text: The words.",
                             "    kind: rule\n    when: {agreed: no-straights}\n"
                             "    text: The words.")
    assert cli("check", _write(tmp_path, "h.yaml", with_when)).code == 0


def test_check_refuses_a_book_named_as_a_published_one(cli, tmp_path):
    (tmp_path / "other").mkdir()
    f = tmp_path / "other" / "peel.yaml"
    f.write_bytes((PACKAGE / "rulebooks" / "peel.yaml").read_bytes())
    run = cli("check", f)
    assert run.code == 2 and f"{f}:1:1: a book with the id 'peel' is already at" in run.out
    assert cli("books", "--rulebooks", tmp_path / "other").code == 2  # as --rulebooks says


# --- 10. the cache never replaces a file it did not seal ----------------------------------

def test_the_cache_never_overwrites_a_users_file_named_as_an_entry(cli, tmp_path):
    env = {"ADJUDICATOR_CACHE_DIR": str(tmp_path / "c")}
    first = cli("rule", SIDE_POT, "-f", "json", env=env)
    entries = sorted((tmp_path / "c").glob("*.book"))
    assert first.code == 0 and entries
    mine = b"the user's own data, not sealed by the cache\n"
    for e in entries:
        e.write_bytes(mine)
    again = cli("rule", SIDE_POT, "-f", "json", env=env)
    assert again.code == 0 and again.out == first.out
    assert all(e.read_bytes() == mine for e in entries)


# --- 11. names have a length; one problem is one line; the case before a broken book ------

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


def test_new_says_why_it_seats_two_players_as_the_docs_do(cli, tmp_path):
    _refused(cli("new", tmp_path / "n.yaml", "--players", "A"), "two or more")
    docs = (ROOT / "docs" / "case-format.md").read_text()
    assert "`--players` names two or more" in docs and "at least one" in docs


def test_a_cases_own_fault_is_said_before_a_broken_house_book(cli, tmp_path):
    books = tmp_path / "books"
    books.mkdir()
    (books / "bad.yaml").write_text("book: {id: bad, title: T}\nlaws: 3\n")
    f = _write(tmp_path, "c.yaml", """\
        title: t
        table: {players: [A, B], dealer: B}
        events:
          - fold: Z
        """)
    assert "'Z'" in _one_line(cli("rule", f, "--book", "bad", "--rulebooks", books), f, 4)
    assert "'Z'" in _one_line(cli("compare", f, "--books", "bad", "--rulebooks", books), f, 4)
