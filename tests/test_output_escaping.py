"""What a case or a house book says is inert in every output: escape codes never reach the
terminal; a title, a name or a law's id cannot forge a line, a table row, a link or a
footnote; a file name is escaped alike in every message; JSON reads back the very
characters, under any encoding."""
from __future__ import annotations

from pathlib import Path

import yaml
from badinput import write as _write
from hypothesis import HealthCheck, given, settings
from stories import AGAINST_THREE_SEVENS as SHOW

from tests import fuzz
from tests import fuzz_contracts as fc
import re


def test_escape_codes_in_a_title_do_not_reach_the_terminal(tmp_path, cli):
    path = _write(tmp_path, "c.yaml", 'title: "Red \\e[31malert\\e[0m"\n'
                  "table: {players: [A, B], dealer: B}\nevents: [{shuffle: B}]\n")
    # Markdown escapes the backslash and the bracket too (issue 25): it reads the same drawn
    for fmt, shown in (("text", "Red \\x1b[31malert"), ("markdown", "Red \\\\x1b\\[31malert")):
        r = cli("rule", str(path), "--book", "peel", "--format", fmt, env={"FORCE_COLOR": ""})
        assert r.code == 0 and "\x1b" not in r.out and shown in r.out, r.out
    r = cli("rule", str(path), "--book", "peel", "--format", "json")
    assert r.json()["case"] == "Red \x1b[31malert\x1b[0m"  # JSON keeps it, escaped


SMALL = dict(deadline=None, derandomize=True, database=None,
             suppress_health_check=list(HealthCheck))


HOSTILE_BOOK = """\
book:
  id: evil
  short_title: "[click](javascript:alert(1))"
  title: "<b>Evil</b> `club` | # title ![x](http://evil/x.png)"
  author: "[^keller:ch7/table-stakes/6]"
  source: house rules
  extends: peel
laws:
  - id: evil:1
    title: "<script>x</script> [a](http://evil) *b* _c_"
    section: "# The | Hands"
    page: 1
    kind: rule
    amends: [peel:65]
    topics: [hands.ranking]
    text: "> quote\\n# head\\n- item [^peel:1] <img src=x> `tick` www.evil.com"
    provides:
      hand.ranking: [straight_flush, fours, full, flush, straight, threes, two_pairs, pair]
      hand.names:
        full: "<b>full</b> [x](javascript:1)"
        flush: "`flush` | pipe"
        straight: "# heading"
        threes: "> quoted"
        pair: "- listed"
        two_pairs: "![x](http://evil/x.png)"
        high_card: "[^keller:ch7/table-stakes/6]"
        fours: "[bold]rich[/bold]"
        straight_flush: "1. num"
"""


def _inert(markdown: str, plain: str, words: dict) -> None:
    assert fc.markdown_problems(markdown, plain, words) == []


def test_hostile_names_and_a_hostile_title_are_inert_in_rule_and_compare(tmp_path, cli):
    """Every hostile name through rule and compare, Markdown and text, and the picture."""
    doc = {"title": fc.HOSTILE_TITLES[-1], "table": {
        "players": fc.HOSTILE_NAMES[:14], "dealer": fc.HOSTILE_NAMES[13], "phase": "after_draw",
        "pot": 10}, "events": [{"bet": {"player": fc.HOSTILE_NAMES[0], "amount": 2}},
                               {"call": fc.HOSTILE_NAMES[1]}]
        + [{"fold": p} for p in fc.HOSTILE_NAMES[2:14]]
        + [{"show": {fc.HOSTILE_NAMES[0]: "KS KH KD 2C 2D", fc.HOSTILE_NAMES[1]: "7S 7H 7D 3C 3D"}}]}
    plain_doc, words = fc._plain(doc)
    hostile = tmp_path / "hostile.yaml"
    plain = tmp_path / "plain.yaml"
    hostile.write_text(fuzz.dump(doc), encoding="utf-8")
    plain.write_text(fuzz.dump(plain_doc), encoding="utf-8")
    for command in (("rule", "--book", "keller"), ("compare",)):
        pages = [cli(command[0], str(p), *command[1:], "--format", "markdown").out
                 for p in (hostile, plain)]
        _inert(pages[0], pages[1], words)
        assert "[^keller:ch7/table-stakes/6]" not in pages[0]
    text = cli("rule", str(hostile), "--book", "keller", env={"COLUMNS": "400"}).out
    assert all(name in text for name in doc["table"]["players"])
    picture = tmp_path / "p.svg"
    assert cli("rule", str(hostile), "--book", "keller", "--svg", str(picture)).code == 0
    import xml.dom.minidom

    svg = picture.read_text(encoding="utf-8")
    xml.dom.minidom.parseString(svg)
    assert "<a " not in svg and "<script" not in svg and "<image" not in svg


def test_a_house_books_words_are_inert_in_hand_census_law_and_rule(tmp_path, cli):
    folder = tmp_path / "books"
    folder.mkdir()
    _write(folder, "evil.yaml", HOSTILE_BOOK)
    plain_folder = tmp_path / "plain"
    plain_folder.mkdir()
    words = {}
    plain_book = yaml.safe_load(HOSTILE_BOOK)
    for i, (cat, name) in enumerate(plain_book["laws"][0]["provides"]["hand.names"].items()):
        words[name] = plain_book["laws"][0]["provides"]["hand.names"][cat] = f"Name{i}"
    words[plain_book["laws"][0]["title"]] = plain_book["laws"][0]["title"] = "A plain title"
    plain_book["laws"][0]["text"] = "One.\nTwo.\nThree."  # as many paragraphs
    (plain_folder / "evil.yaml").write_text(yaml.safe_dump(plain_book), encoding="utf-8")
    case = _write(tmp_path, "c.yaml", SHOW % "KS KH KD 4C 4D")
    runs = {
        "hand": ("hand", "KS KH KD 2C 2D", "7S 7H 7D 4C 3S", "AS QS JS TS 9S", "--book",
                 "evil"),
        "census": ("census", "--book", "evil"),
        "law": ("law", "evil:1"),
        "rule": ("rule", str(case), "--book", "evil"),
    }
    for name, args in runs.items():
        pages = [cli(*args, "--rulebooks", str(f), "--format", "markdown") for f in
                 (folder, plain_folder)]
        assert pages[0].code == 0, (name, pages[0].err)
        problems = fc.markdown_problems(pages[0].out, pages[1].out, words)
        if name == "law":  # the law's own words: quoted in both, so compare the elements only
            problems = [p for p in problems if "not shown" not in p]
        assert problems == [], (name, problems)
        text = cli(*args, "--rulebooks", str(folder), env={"COLUMNS": "400"})
        assert text.code == 0 and "\x1b" not in text.out, (name, text.err)
    hand_text = cli(*runs["hand"], "--rulebooks", str(folder), env={"COLUMNS": "400"}).out
    # printed as written, markup inert
    assert "<b>full</b> [x](javascript:1)" in hand_text and "`flush` | pipe" in hand_text


@settings(max_examples=8, **SMALL)
@given(fc.hostile_docs())
def test_hostile_names_fuzzed(doc):
    outcome = fc.check_hostile(doc, Path("."))
    assert not outcome.failures, outcome.failures[0]


HOSTILE_TITLE = ("line1\nfake.yaml:1:1: forged \u2028 a \u2029 b \u202e c \x85 d \ufffe e \uffff "
                 "secretary@club.example mailto:x@evil.example")


def _hostile_case(tmp_path) -> Path:
    import json
    return _write(tmp_path, "t.yaml", f"title: {json.dumps(HOSTILE_TITLE)}\nbook: keller\n"
                  "table: {players: [A, B], dealer: A}\nevents:\n  - no_cut\n")


RAW = ("\n" "fake", "\u2028", "\u2029", "\u202e", "\x85", "\ufffe", "\uffff")


def test_a_hostile_title_is_one_escaped_line_in_text(tmp_path, cli):
    f = _hostile_case(tmp_path)
    for args in (("rule", f), ("rule", f, f), ("compare", f)):
        r = cli(*args)
        assert r.code == 0 and not re.search(r"^fake\.yaml:1:1", r.out, re.M)
        assert not any(c in r.out for c in RAW[1:]), args


def test_a_hostile_title_is_escaped_in_json_and_reads_back_the_same(tmp_path, cli):
    import json
    f = _hostile_case(tmp_path)
    for args in (("rule", f), ("compare", f)):
        r = cli(*args, "--format", "json")
        assert r.code == 0 and not any(c in r.out for c in RAW[1:]), args
        data = json.loads(r.out)
        assert (data.get("case") or data["keller"]["case"]) == HOSTILE_TITLE
    for args in (("rule", f, f), ("compare", f, f)):
        r = cli(*args, "--format", "json")
        assert r.code == 0 and not any(c in r.out for c in RAW[1:]), args


def test_a_hostile_title_makes_a_well_formed_picture(tmp_path, cli):
    import xml.dom.minidom

    f = _hostile_case(tmp_path)
    r = cli("rule", f, "--svg", tmp_path / "p.svg")
    assert r.code == 0
    xml.dom.minidom.parse(str(tmp_path / "p.svg"))


def test_an_address_in_a_title_is_no_link_in_markdown(tmp_path, cli):
    r = cli("rule", _hostile_case(tmp_path), "--format", "markdown")
    assert r.code == 0
    assert "secretary\\@club.example" in r.out and "mailto:x\\@evil.example" in r.out
    assert not re.search(r"[^\\]@", r.out)
