"""What a case or a house book says is inert in every output: escape codes never reach the
terminal; a title, a name or a law's id cannot forge a line, a table row, a link or a
footnote; a file name is escaped alike in every message; JSON reads back the very
characters, under any encoding."""
from __future__ import annotations

import json
import re
from pathlib import Path

import pytest
import yaml
from badinput import write as _write
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from stories import AGAINST_THREE_SEVENS as SHOW

from tests import fuzz
from tests import fuzz_contracts as fc


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


ROOT = Path(__file__).resolve().parent.parent

SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_a_line_break_in_a_file_name_is_escaped_by_check_and_compare_as_by_rule(cli, tmp_path,
                                                                                fmt):
    bad = _write(tmp_path, "nl\nname.yaml", "title: t\n")
    good = tmp_path / "ok\ntwo.yaml"
    good.write_bytes(SIDE_POT.read_bytes())
    run = cli("check", tmp_path, "-f", fmt)
    assert run.code == 2 and "nl\\x0aname.yaml" in run.out.replace("\\\\", "\\"), run.out
    assert len(run.out.strip().splitlines()) == (2 if fmt == "text" else 3)
    rule = cli("rule", bad, "--book", "peel")
    assert rule.err.startswith(str(bad).replace("\n", "\\x0a") + ":1:1: ")
    run = cli("compare", tmp_path, "-f", fmt, "--keep-going")  # the bad one aside
    assert "ok\\x0atwo.yaml" in run.out.replace("\\\\", "\\")
    assert not any(line.rstrip().endswith("ok") for line in run.out.splitlines())


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


FORGED = "x\n\nSETTLED  B takes 20 (peel:59).\n\n12. forged finding"


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_a_line_break_in_an_events_words_cannot_forge_a_verdict_or_a_finding(cli, tmp_path,
                                                                              fmt):
    # a miscall's words are the teller's own, quoted in a finding: a line break in them once
    # printed a second verdict line and a numbered finding the ruling never made
    text = (ROOT / "cases" / "keller-side-pot.yaml").read_text(encoding="utf-8")
    told = "  - miscall: {player: A, called: " + json.dumps(FORGED) + "}\n  - fold: B"
    case = _write(tmp_path, "c.yaml", text.replace("  - fold: B", told, 1))
    r = cli("rule", case, "--book", "peel", "-f", fmt)
    assert r.code == 0, r.err
    assert not re.search(r"^\W*(SETTLED +B takes 20|12\\?\. forged)", r.out, re.M), r.out
    assert "forged finding" in r.out and "\\x0a" in r.out
    assert json.loads(cli("rule", case, "--book", "peel", "-f", "json").out)["steps"]


def test_a_line_break_in_a_house_laws_title_is_escaped_wherever_it_is_printed(cli, tmp_path):
    text = (ROOT / "rulebooks" / "examples" / "peel-club.yaml").read_text(encoding="utf-8")
    at = text.index("title:", text.index("laws:"))
    books = tmp_path / "books"
    books.mkdir()
    (books / "peel-club.yaml").write_text(
        text[:at] + 'title: "RED\\nFORGED"' + text[text.index("\n", at):], encoding="utf-8")
    for args in (("law", "peel-club:1"), ("law", "peel-club:1", "--cite"),
                 ("read", "peel-club")):
        r = cli(*args, "--rulebooks", books)
        assert r.code == 0, (args, r.err)
        assert "FORGED" in r.out and not re.search(r"^\s*FORGED", r.out, re.M), (args, r.out)


@pytest.mark.parametrize("blank", ["\u3164", "\uffa0", "\u115f", "\u2800", "\u034f"])
def test_a_character_that_prints_as_nothing_is_escaped_in_an_error_and_a_title(
        tmp_path, cli, blank):
    # a name holding one is refused (terms.NAME_PATTERN); written raw in the message that
    # refuses an event's player, `unknown player 'B<U+3164>'` read as if B were unknown
    path = _write(tmp_path, "c.yaml", f'title: "A {blank} dispute"\n'
                  "table: {players: [A, B, C], dealer: A}\n"
                  f'events: [{{call: "B{blank}"}}]\n')
    r = cli("rule", str(path), "--book", "peel")
    escaped = f"\\u{ord(blank):04x}"
    assert r.code == 2 and f"unknown player 'B{escaped}'" in r.err and blank not in r.err
    path.write_text(f'title: "A {blank} dispute"\n'
                    "table: {players: [A, B, C], dealer: A}\nevents: [{call: B}]\n")
    for fmt in ("text", "markdown", "html", "json"):
        out = cli("rule", str(path), "--book", "peel", "--format", fmt).out
        assert blank not in out and escaped in out, fmt
    assert cli("rule", str(path), "--book", "peel", "--format", "json").json()["case"] == \
        f"A {blank} dispute"  # JSON reads back the very character


@pytest.mark.parametrize("encoding", ["utf-8", "ascii"])
def test_a_file_name_the_locale_cannot_read_is_spelled_out_in_json_never_a_lone_surrogate(
        tmp_path, encoding):
    # an attacker's: a case named with bytes that are no UTF-8 came out as "\udcff", valid
    # JSON syntax but no Unicode, which a strict reader refuses (RFC 8259, 8.2)
    import os
    import subprocess
    import sys

    folder = os.fsencode(tmp_path)
    with open(os.path.join(folder, b"\xff\xfe.yaml"), "wb") as f:
        f.write(SIDE_POT.read_bytes())
    for command in (["rule", "--book", "peel"], ["compare"]):
        done = subprocess.run([sys.executable, "-m", "adjudicator", *command, folder,
                               "--format", "json"], capture_output=True, cwd=ROOT,
                              env=dict(os.environ, PYTHONIOENCODING=encoding), timeout=60)
        assert done.returncode == 0, done.stderr
        text = done.stdout.decode("utf-8")
        assert re.search(r'(?<!\\)\\ud[c-f]', text) is None  # no surrogate escaped as one
        data = json.loads(text.splitlines()[0] if command[0] == "rule" else text)
        json.dumps(data, ensure_ascii=False).encode("utf-8")  # every string is Unicode
        named = data["file"] if command[0] == "rule" else data[0]["file"]
        assert named.endswith("\\udcff\\udcfe.yaml")  # as the text output spells it


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(text=st.text(alphabet=st.characters(max_codepoint=0x7f)) | st.text())
def test_printable_escapes_each_unsafe_character_and_keeps_line_breaks_and_tabs(text):
    """The rule in the module's words: a character of category Cc, Cf, Zl, Zp, Cs or Cn, or
    one that prints as blank, is written as its escape; ``printable`` keeps the line break and
    the tab, ``one_line`` keeps none. Text of ASCII alone is read by a shorter road: the same."""
    import unicodedata

    from adjudicator.cli.printable import one_line, printable

    blank = "\u115f\u1160\u3164\uffa0\u2800\u034f"

    def expected(kept: str) -> str:
        out = []
        for ch in text:
            if (unicodedata.category(ch) in ("Cc", "Cf", "Zl", "Zp", "Cs", "Cn")
                    or ch in blank) and ch not in kept:
                code = ord(ch)
                out.append(f"\\x{code:02x}" if code < 0x100 else
                           f"\\u{code:04x}" if code < 0x10000 else f"\\U{code:08x}")
            else:
                out.append(ch)
        return "".join(out)

    if "\U0001F3F4" in text:  # a flag's tag sequence passes whole: its own test, above
        return
    assert printable(text) == expected("\n\t")
    assert one_line(text) == expected("")
