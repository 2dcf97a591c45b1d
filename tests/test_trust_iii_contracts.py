"""Trust III (issue 25), the contracts: what `check` passes every command rules (a conflict a
house book acknowledges is an open point), every stake is checked against the stack, every
output format makes a user's words inert, and the schemas accept what the tool accepts and
prints. Each test failed before its change."""
from __future__ import annotations

import json
import textwrap
from functools import cache
from pathlib import Path

import pytest
import yaml
from hypothesis import HealthCheck, given, settings

from adjudicator.cli.checking import check_paths
from adjudicator.errors import InputError
from adjudicator.hands.census import census_of
from adjudicator.hands.ranking import hand_view
from adjudicator.judge.engine import adjudicate
from adjudicator.law.library import Library
from adjudicator.law.provisions import CATALOGUE
from adjudicator.story import yamlio
from adjudicator.story.case import build_case, load_case
from tests import fuzz, fuzz_contracts as fc

ROOT = Path(__file__).resolve().parent.parent
SMALL = dict(deadline=None, derandomize=True, database=None,
             suppress_health_check=list(HealthCheck))


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


# --- item 2: a conflict the book acknowledges is an open point ------------------------------

TORN = """\
book: {id: torn, title: A torn club, author: The Committee, source: house rules, extends: peel}
laws:
  - id: torn:1
    title: The ace at either end
    page: 1
    kind: rule
    amends: [peel:71]
    conflicts_with: [torn:2]
    topics: [sequence.ace]
    text: The ace may begin or end a sequence.
    provides: {sequence.ace: either-end}
  - id: torn:2
    title: The ace begins a sequence only
    page: 1
    kind: rule
    conflicts_with: [torn:1]
    topics: [sequence.ace]
    text: The ace may begin a sequence, and not end one.
    provides: {sequence.ace: begins-only}
"""
SHOW = """\
title: Ten to ace against three sevens
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 15, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "%s", B: "7S 7H 7D 2C 3S"}
"""


@pytest.fixture
def torn(tmp_path):
    folder = tmp_path / "books"
    folder.mkdir()
    _write(folder, "torn.yaml", TORN)
    return folder


def test_check_passes_the_torn_book_and_rule_holds_the_pool_naming_the_conflict(torn, tmp_path,
                                                                                 cli):
    """Peel's club torn on the ace: ten to ace is a sequence under torn:1 and ace high
    under torn:2, so who takes the pool turns on the conflict: unsettled, the pool held."""
    assert cli("check", str(torn / "torn.yaml")).code == 0
    case = _write(tmp_path, "c.yaml", SHOW % "TS JH QD KC AD")
    r = cli("rule", str(case), "--book", "torn", "--rulebooks", str(torn), "--format", "json")
    assert r.code == 0, r.err
    ruling = r.json()
    assert ruling["status"] == "unsettled" and ruling["awards"] == {}
    # the pool is held, as where the book is silent on the order (the odd chip of the
    # provisional division goes by lot, as it does there)
    assert ruling["undecided"] + sum(x["amount"] for x in ruling["by_lot"]) == ruling["pot"] == 25
    assert ruling["undecided"] >= 24
    torn_points = [s for s in ruling["silent"] if s["point"] == "sequence.ace"]
    assert torn_points and "torn:1 says 'either-end'" in torn_points[0]["detail"] \
        and "torn:2 says 'begins-only'" in torn_points[0]["detail"]
    together = cli("compare", str(case), "--books", "torn", "--rulebooks", str(torn),
                   "--format", "json")
    assert together.code == 0 and together.json()["torn"]["status"] == "unsettled"


def test_hand_and_census_say_the_order_is_open_on_the_torn_point(torn, cli):
    r = cli("hand", "TS JH QD KC AD", "7S 7H 7D 2C 3S", "--book", "torn", "--rulebooks",
            str(torn), "--format", "json")
    assert r.code == 0, r.err
    view = r.json()
    assert view["order"] == [["A", "B"]]  # left level: the book does not say which is first
    assert any(s["point"] == "sequence.ace" and "torn" in s["detail"] for s in view["silent"])
    c = cli("census", "--book", "torn", "--rulebooks", str(torn), "--format", "json")
    assert c.code == 0, c.err
    assert any(s["point"] == "sequence.ace" and "torn" in s["detail"]
               for s in c.json()["silent"])


def test_a_conflict_the_show_does_not_turn_on_decides_nothing_and_both_laws_are_cited(torn,
                                                                                     tmp_path):
    """Ace to five is a sequence under both laws (the ace begins it): B's full wins."""
    lib = Library.open([str(torn)])
    case = load_case(_write(tmp_path, "c.yaml", SHOW.replace("7S 7H 7D 2C 3S", "7S 7H 7D 3C 3S")
                            % "AS 2H 3D 4C 5D"))
    ruling = adjudicate(case, lib.book("torn"))
    assert ruling["status"] == "settled" and ruling["awards"] == {"B": 25}
    assert {"torn:1", "torn:2"} <= {c["id"] for c in ruling["citations"]}


@pytest.mark.parametrize("key", fc.TORN_KEYS)
def test_every_hand_law_torn_passes_check_and_every_command_serves_it(key, tmp_path):
    """Each of the hand laws two laws may answer differently: torn on it, the book passes
    `check`, and rule, hand and census serve it. Rule is asked of a third of the casebook's
    shows under each torn law, the thirds taken in turn from law to law (about 44 of the 133
    shows a law, each show under 7 or 8 of the 23 torn laws): 1,020 rulings, not 3,059."""
    from hypothesis import strategies as st

    third = fc.TORN_KEYS.index(key) % 3

    @settings(max_examples=1, **SMALL)
    @given(st.data())
    def one(data):
        a, b = fc._two_values(data.draw, key)
        doc = yaml.safe_load(TORN.replace("sequence.ace", key))
        doc["laws"][0]["provides"], doc["laws"][1]["provides"] = {key: a}, {key: b}
        doc["laws"][0].pop("amends")
        for law in doc["laws"]:
            law["topics"] = [CATALOGUE[key].topic]
        folder = tmp_path / "books"
        folder.mkdir(exist_ok=True)
        (folder / "torn.yaml").write_text(fuzz.dump(doc), encoding="utf-8")
        lib = Library.open([str(folder)])
        assert check_paths([str(folder / "torn.yaml")], lib)["errors"] == []
        book = lib.book("torn")
        hand_view(book, ["AS KS QS JS TS", "2H 2D 5C 7S 9H", "3C 3S JK 8D 8H"], ["joker"])
        census_of(book, [])
        for case in _every_shown_case()[third::3]:
            assert fuzz.conservation_problems(adjudicate(case, book),
                                              case.table.players) == []

    one()


@cache
def _every_shown_case() -> list:
    """Every casebook case that comes to a show: read once, not for every torn book."""
    return [load_case(p) for p in fuzz.CASEBOOK if "show:" in p.read_text("utf-8")]


def _shown_cases() -> list:
    """Every sixth casebook case that comes to a show."""
    return _every_shown_case()[::6]


@settings(max_examples=12, **SMALL)
@given(fc.torn_house_books())
def test_torn_house_books_fuzzed(torn_doc):
    import tempfile

    key, docs = torn_doc
    with tempfile.TemporaryDirectory() as work:
        outcome = fc.check_torn(key, docs, Path(work), _shown_cases())
    assert not outcome.failures, outcome.failures[0]


# --- item 4: every stake against the stack -----------------------------------------------

STACKS = """\
title: A stake over a stack
table:
  players: [C, A, B]
  dealer: C
  betting: table-stakes
  stacks: {A: 10, B: 10, C: 30}
%s
events:
  - %s
  - fold: A
"""


@pytest.mark.parametrize("table,event,where", [
    ("", "ante: {player: A, amount: 50}", (9, 5)),
    ("", "straddle: {player: B, amount: 50}", (9, 5)),
    ("  ante: 20", "fold: B", (7, 3)),                       # the table's ante, by the age
    ("  jack_pot: jacks\n  feed: 20", "fold: B", (8, 3)),    # every player's feed
    ("  ante: 6", "straddle: B", (10, 5)),                   # implied: twice the ante, 12
    ("", "bet: {player: A, amount: 50}", (9, 5)),            # as before
])
def test_every_stake_over_the_stack_is_refused_where_it_is_written(tmp_path, table, event,
                                                                  where):
    text = STACKS % (table, event)
    if event == "straddle: B":
        text = text.replace("  - straddle: B", "  - ante: {player: A, amount: 6}\n"
                            "  - straddle: B")
    path = _write(tmp_path, "c.yaml", text)
    with pytest.raises(InputError, match="cannot put up") as exc:
        load_case(path)
    assert (exc.value.mark.line, exc.value.mark.col) == where, str(exc.value)


def test_a_stake_within_the_stack_is_ruled(tmp_path, library):
    path = _write(tmp_path, "c.yaml", STACKS % ("  ante: 5", "straddle: {player: B, amount: 10}"))
    ruling = adjudicate(load_case(path), library.book("keller"))
    assert fuzz.conservation_problems(ruling, ["A", "B", "C"]) == []


@settings(max_examples=60, **SMALL)
@given(fc.stake_docs())
def test_stakes_and_stacks_fuzzed(stake):
    outcome = fc.check_stake(*stake, Path("."))
    assert not outcome.failures, outcome.failures[0]


# --- item 5: user words are inert in every format ----------------------------------------

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


# --- item 6: the schemas match the behaviour ---------------------------------------------

def test_a_pot_past_the_largest_amount_validates_against_the_ruling_schema(tmp_path, cli):
    case = _write(tmp_path, "c.yaml", """\
        title: Two bets of a thousand million
        table: {players: [A, B], dealer: B, betting: unlimited, phase: after_draw}
        events:
          - bet: {player: A, amount: 1000000000}
          - call: B
          - show: {A: "AS AH AD 2C 3D", B: "KS KH KD 2S 3H"}
        """)
    r = cli("rule", str(case), "--book", "keller", "--format", "json")
    assert r.code == 0 and r.json()["pot"] == 2_000_000_000
    assert list(fc.RULING_SCHEMA.iter_errors(r.json())) == []


BASE_CASE = """\
title: t
source: s
table: {players: [A, B], dealer: B}
events: [{fold: A}]
"""


@pytest.mark.parametrize("key,value", [
    ("source", {"a": 1}), ("question", [1]), ("note", 5), ("book", ""), ("book", "Peel"),
    ("expect", {"peel": "x"}), ("expect", {"peel": {"status": "bogus"}}),
    ("expect", {"peel": {"awards": {"A": -1}}}), ("expect", {"peel": {"foo": 1}}),
    ("expect", {"Peel": {}}), ("expect", {"peel": {"laws": "peel:1"}}),
    ("table.limit", None), ("table.jack_pot", None), ("table.feed", None),
    ("table.players", ["A\tB", "C"]), ("table.players", ["A\u00a0B", "C"]),
    ("table.players", ["A\u202eB", "C"]), ("table.players", ["A\nB", "C"]),
])
def test_check_and_the_case_schema_refuse_alike(key, value):
    doc = yaml.safe_load(BASE_CASE)
    if key.startswith("table."):
        doc["table"][key[6:]] = value
        if key == "table.players":
            doc["table"]["dealer"] = "C"
            doc["events"] = [{"fold": "C"}]
    else:
        doc[key] = value
    assert list(fc.CASE_SCHEMA.iter_errors(doc)), "the schema accepts it"
    with pytest.raises(InputError):
        build_case(yamlio.loads(fuzz.dump(doc), "c.yaml"), "c.yaml")


def test_every_casebook_case_passes_the_loader_and_the_schema_and_so_do_its_rulings(
        casebook_ruling):
    for path, doc in zip(fuzz.CASEBOOK, fuzz.CASEBOOK_DOCS):  # each file's YAML, read once
        case = load_case(path)
        assert list(fc.CASE_SCHEMA.iter_errors(doc)) == [], path
        for book in case.expect:
            ruling = casebook_ruling(path, book)  # no departures agreed
            assert list(fc.RULING_SCHEMA.iter_errors(ruling)) == [], (path, book)


@settings(max_examples=80, **SMALL)
@given(fc.contract_docs())
def test_changed_cases_against_the_loader_and_the_schemas_fuzzed(changed):
    outcome = fc.check_contract(*changed, Path("."))
    assert not outcome.failures, outcome.failures[0]


@pytest.mark.parametrize("options,says", [
    (("--players", ",".join(f"P{i}" for i in range(54))), "no pack holds more than 53"),
    (("--ante", "1000000001"), "ante is more than"),
    (("--limit", "1000000001"), "limit is more than"),
    (("--players", "A\tB,C"), "control character"),
    (("--players", "A\x1bB,C"), "control character"),
    (("--players", "A\u202eB,C"), "control character"),
    (("--players", "A\u00a0B,C"), "control character"),
])
def test_new_refuses_what_rule_would_refuse_and_writes_nothing(tmp_path, cli, options, says):
    path = tmp_path / "n.yaml"
    r = cli("new", str(path), *options)
    assert r.code == 2 and says in r.err and r.err.count("\n") == 1, r.err
    assert not path.exists()


def test_what_new_writes_rule_accepts(tmp_path, cli):
    for i, options in enumerate([("--players", "Ann,Bob,Cy"), ("--players", "Mr. Smith,Ä,名"),
                                 ("--ante", "1000000000", "--limit", "1000000000"),
                                 ("--players", ",".join(chr(65 + i) for i in range(14)))]):
        path = tmp_path / f"n{i}.yaml"
        assert cli("new", str(path), *options).code == 0
        assert cli("rule", str(path)).code == 0, (options, cli("rule", str(path)).err)


def test_a_picture_that_cannot_be_written_ends_as_an_output_failure(tmp_path, monkeypatch):
    """`--svg` to a file whose writing fails (a full disk; /dev/full was the probe) ends with
    status 1, as every output failure does, naming the file."""
    import errno
    import os

    from typer.testing import CliRunner

    from adjudicator.cli.commands import app
    from adjudicator.cli import owned as files  # where every file the tool writes is written

    class FullDisk:
        """The os module as files.py sees it, but every write finds the disk full."""

        def __getattr__(self, name):
            return getattr(os, name)

        @staticmethod
        def write(fd, data):
            raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(files, "os", FullDisk())
    picture = tmp_path / "p.svg"
    r = CliRunner().invoke(app, ["rule", str(ROOT / "cases" / "keller-side-pot.yaml"),
                                 "--svg", str(picture)])
    assert r.exit_code == 1, r.output
    assert f"{picture}: cannot write the picture: No space left on device" in r.output
