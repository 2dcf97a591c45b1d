"""Trust IV: the defects an attacker found with bad input (the fourth round), each as a test
that failed before its fix."""
from __future__ import annotations

import os
import re
import textwrap
from pathlib import Path

import pytest

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case

ROOT = Path(__file__).resolve().parent.parent
LINE = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)\n?$")


def _write(folder: Path, name: str, text: str) -> Path:
    path = folder / name
    path.write_text(textwrap.dedent(text), encoding="utf-8")
    return path


def _one_line(run, path: Path, line: int) -> str:
    """Bad input: one line FILE:LINE:COL: message, exit 2, nothing on stdout."""
    assert run.code == 2 and run.out == "", (run.code, run.out, run.err)
    m = LINE.match(run.err)
    assert m and m["file"] == str(path) and int(m["line"]) == line, run.err
    return m["msg"]


SHOW = """\
title: t
table: {{players: [A, B], dealer: B, agreed: [{agreed}], phase: after_draw, pot: 10}}
events:
  - bet: {{player: B, amount: 5}}
  - call: A
  - show: {{A: "{a}", B: "3D 4H 6S 8C TD"}}
"""


# --- 2. a joker named the joker ----------------------------------------------------------

@pytest.mark.parametrize("a", ["JK=JK KS QS JS TS", "JOKER=jk KS QS JS TS",
                               "JK=" + "JK=" * 400 + "KS QS JS TS 9S"])
def test_a_joker_named_the_joker_is_bad_input_at_its_line(tmp_path, cli, a):
    # a joker is named as a card or a rank (docs/case-format.md): never as the joker, however
    # deep the naming is nested
    f = _write(tmp_path, "c.yaml", SHOW.format(agreed="joker", a=a))
    msg = _one_line(cli("rule", f, "--book", "peel"), f, 6)
    assert "named as a card" in msg and len(msg) < 300  # the nested name is not echoed whole


def test_a_folder_with_a_deeply_named_joker_names_the_file_and_rules_the_others(tmp_path, cli):
    bad = _write(tmp_path, "a.yaml", SHOW.format(agreed="joker",
                                                 a="JK=" + "JK=" * 400 + "KS QS JS TS 9S"))
    _write(tmp_path, "b.yaml", SHOW.format(agreed="joker", a="KS QS JS TS 9S"))
    run = cli("rule", tmp_path, "--book", "peel")
    assert run.code == 2 and str(bad) + ":6:" in run.err and "Traceback" not in run.err


# --- 1. a joker named as its book's law does not let it be named -------------------------

def test_a_bug_named_a_king_leaves_the_hand_unranked_by_the_bug_law_and_the_pool_open(
        tmp_path, library):
    # Standard, The Bug: "It may be counted as an ace, and ... as a card of any suit and rank
    # necessary to make a flush or straight". Named a king beside four kings it is neither:
    # the book does not say what such a hand counts for, so B's no pair does not take the
    # pool unsaid; the ruling says why A's hand is not ranked, citing the Bug's law.
    case = load_case(_write(tmp_path, "c.yaml", SHOW.format(agreed="bug",
                                                            a="JK=K KS KH KD KC")))
    r = adjudicate(case, library.book("standard"))
    said = [s for s in r["steps"] if s["finding"].startswith("A's hand is not ranked")]
    assert said and "standard:cards/the-bug/1" in said[0]["laws"]
    assert r["status"] != "settled" and r["awards"] == {} and r["undecided"] == r["pot"] == 20
    assert any(s["point"] == "show" and s["decisive"] for s in r["silent"])


def test_a_bug_named_an_ace_is_ranked_and_wins(tmp_path, library):
    # the same hand with the Bug named as the law lets it be, an ace: four kings win
    case = load_case(_write(tmp_path, "c.yaml", SHOW.format(agreed="bug",
                                                            a="JK=A KS KH KD KC")))
    r = adjudicate(case, library.book("standard"))
    assert r["status"] == "settled" and r["awards"] == {"A": 20}


# --- 4. the opener names his joker as he lays down his openers ---------------------------

OPENER = """\
title: t
table: {{players: [A, B, C], dealer: C, agreed: [joker, jack-pots], jack_pot: jacks, ante: 1}}
events:
  - deal: {{A: 5, B: "JK JS 7C 4D 2S", C: 5}}
  - open: {{player: B, amount: 5}}
  - fold: C
  - fold: A
  - opener_shows: {{player: B, cards: "{cards}"}}
"""


def test_an_opener_who_names_his_joker_as_he_lays_down_his_openers_is_ruled(tmp_path, library):
    # Peel 33: the opener must show his hand before he claims the pool; the joker "to which
    # any value may be given by the player holding it" (Peel, mods/3) named a jack makes his
    # jacks: he held openers and takes the pool. The cards he lays down are the five dealt.
    case = load_case(_write(tmp_path, "c.yaml", OPENER.format(cards="JK=JH JS 7C 4D 2S")))
    r = adjudicate(case, library.book("peel"))
    assert r["status"] == "settled" and r["awards"] == {"B": r["pot"]}
    assert any("peel:33" in s["laws"] for s in r["steps"])


def test_an_opener_who_lays_down_a_card_he_was_not_dealt_is_still_refused(tmp_path, cli):
    f = _write(tmp_path, "c.yaml", OPENER.format(cards="JK=JD JH 7C 4D 2S"))
    msg = _one_line(cli("rule", f, "--book", "peel"), f, 8)
    assert "not" in msg and "dealt" in msg


# --- 3. a hand shown that the deal and the draw cannot have given ------------------------

DRAWN = """\
title: t
table: {{players: [A, B], dealer: B}}
events:
  - deal: {{A: "AS KS QS JS {fifth}", B: "2C 2D 3C 4C 5C"}}
  - bet: {{player: B, amount: 5}}
  - call: A
{between}  - draw: {{player: A, asked: {n}, given: {n}}}
  - draw: {{player: B, asked: 0, given: 0}}
  - show: {{A: "AS KS QS JS {shown}", B: "2C 2D 3C 4C 5C"}}
"""


@pytest.mark.parametrize("fifth, between, n, shown, says", [
    ("TC", "", 0, "9S", "was given 0 cards"),                        # pat, shows a new card
    ("TS", "  - discard: {player: A, count: 5}\n", 5, "TS", "discarded 5"),  # throws all, shows them
    ("TS", "  - discard: {player: A, count: 1}\n", 1, "TS", "discarded 1"),  # throws one, keeps five
])
def test_a_hand_the_deal_and_the_draw_cannot_have_given_is_refused_at_the_show(
        tmp_path, cli, fifth, between, n, shown, says):
    f = _write(tmp_path, "c.yaml", DRAWN.format(fifth=fifth, between=between, n=n, shown=shown))
    line = 10 if between else 9
    assert says in _one_line(cli("rule", f, "--book", "keller"), f, line)


@pytest.mark.parametrize("fifth, between, n, shown", [
    ("TC", "  - discard: {player: A, count: 1}\n", 1, "9S"),   # throws the TC, draws the 9S
    ("TC", "", 1, "9S"),                                       # his discard not told
])
def test_a_hand_the_deal_and_the_draw_could_have_given_is_ruled(tmp_path, cli, fifth, between,
                                                                n, shown):
    f = _write(tmp_path, "c.yaml", DRAWN.format(fifth=fifth, between=between, n=n, shown=shown))
    assert cli("rule", f, "--book", "keller").code == 0


# --- 5. a cache folder others may write in ------------------------------------------------

def _forge_keller(d: Path) -> int:
    """Rewrite Keller's table-stakes law in every cached keller entry and reseal it with the
    unkeyed digest anyone can compute (the attacker's forge.py)."""
    import marshal
    from hashlib import blake2b

    forged = 0
    for p in d.glob("*.book"):
        t = marshal.loads(p.read_bytes()[32:])
        if t[1] != "keller":
            continue
        for law in t[7]:
            if law["id"] == "keller:ch7/table-stakes/18":
                law["provides"] = (("show-for-stake.folded-hands", "beats-the-short-stake"),)
                forged += 1
        blob = marshal.dumps(t)
        p.write_bytes(blake2b(blob, digest_size=32).digest() + blob)
    return forged


@pytest.mark.parametrize("mode", [0o777, 0o720, 0o702])
def test_a_cache_folder_others_may_write_in_is_not_trusted_and_said_once(tmp_path, monkeypatch,
                                                                          capsys, mode):
    import warnings

    from adjudicator import AdjudicatorWarning
    from adjudicator.law import store as cache
    from adjudicator.law.library import Library

    d = tmp_path / "ca\x1b[2Jche\nx.yaml:1:1: forged"
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(d))
    monkeypatch.delenv("ADJUDICATOR_CACHE", raising=False)
    monkeypatch.setattr(cache, "_replaced", {})
    with warnings.catch_warnings(record=True) as said:
        warnings.simplefilter("always")
        true = Library.open().book("keller").law("keller:ch7/table-stakes/18").provides
        assert _forge_keller(d) >= 1 and said == []  # a private folder: used
        d.chmod(mode)
        monkeypatch.setattr(cache, "_replaced", {})
        assert Library.open().book("keller").law("keller:ch7/table-stakes/18").provides == true
        assert Library.open().book("peel")
    # said once, as a warning (the core never prints), on one line, every escape written out
    assert capsys.readouterr().err == ""
    assert [w.category for w in said] == [AdjudicatorWarning]
    err = str(said[0].message)
    assert len(err.splitlines()) == 1 and "not trusted" in err and "\x1b" not in err
    assert "\\x1b[2Jche\\x0ax.yaml" in err


def test_a_cache_folder_another_user_owns_is_not_trusted(tmp_path, monkeypatch, capsys):
    from adjudicator import AdjudicatorWarning
    from adjudicator.law import store as cache
    from adjudicator.law.library import Library

    if not hasattr(os, "getuid") or os.getuid() != 0:
        pytest.skip("only root can give a folder to another user")
    d = tmp_path / "cache"
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(d))
    monkeypatch.delenv("ADJUDICATOR_CACHE", raising=False)
    monkeypatch.setattr(cache, "_replaced", {})
    true = Library.open().book("keller").law("keller:ch7/table-stakes/18").provides
    _forge_keller(d)
    os.chown(d, 12345, -1)
    monkeypatch.setattr(cache, "_replaced", {})
    with pytest.warns(AdjudicatorWarning, match="not owned by this user"):
        assert Library.open().book("keller").law("keller:ch7/table-stakes/18").provides == true
    assert capsys.readouterr().err == ""


# --- 6. the readings' awards are sums, as the ruling's are --------------------------------

BIG_READINGS = """\
title: big readings
table: {players: [A, B, C], dealer: C, phase: after_draw}
events:
  - bet: {player: A, amount: 1000000000}
  - call: B
  - call: C
  - show: {A: "AS AH 7C 4D 2S", B: "KS KH 8C 5D 3S"}
"""


def test_readings_awarding_past_the_largest_amount_validate_against_the_schemas(tmp_path, cli):
    # C's hand is not told: each reading of it awards the whole pool of three stakes of the
    # largest amount a case may write, a sum no single amount's maximum bounds
    from tests import fuzz_contracts as fc

    f = _write(tmp_path, "c.yaml", BIG_READINGS)
    r = cli("rule", f, "--book", "peel", "--format", "json")
    ruling = r.json()
    assert r.code == 0 and ruling["pot"] == 3_000_000_000
    assert any(sum(x["awards"].values()) == 3_000_000_000 for x in ruling["readings"])
    assert list(fc.RULING_SCHEMA.iter_errors(ruling)) == []
    both = cli("compare", f, "--books", "keller,peel", "--format", "json")
    assert both.code == 0
    assert list(fc._validator("compare").iter_errors(both.json())) == []


# --- 7. a player's name that is not text ---------------------------------------------------

@pytest.mark.parametrize("players", ["A,\udcff", "A,B\x1b[2J", "\udcffA,B"])
def test_new_refuses_a_name_that_does_not_print_in_one_line_and_writes_nothing(tmp_path, cli,
                                                                               players):
    f = tmp_path / "x.yaml"
    r = cli("new", f, "--players", players, process=True)
    assert r.code == 2 and r.out == "" and not f.exists()
    assert len(r.err.splitlines()) == 1 and "Traceback" not in r.err and "\x1b" not in r.err
    assert r.err.startswith("adjudicator: ")


# --- 8. suggested commands safe to paste ---------------------------------------------------

def _suggested(out: str) -> list[str]:
    import shlex

    m = re.search(r"Answer them with `([^`]+)`", out)
    assert m, out
    return shlex.split(m.group(1))


def test_the_ask_hint_quotes_the_file_and_carries_the_folders_and_departures(tmp_path, cli):
    # an untold hand still in at the show: the ruling turns on a question
    f = _write(tmp_path, "q $(touch PWNED); x.yaml", BIG_READINGS)
    examples = str(ROOT / "rulebooks" / "examples")
    r = cli("rule", f, "--book", "peel", "--rulebooks", examples, "--agreed", "joker,blaze",
            env={"COLUMNS": "500"})
    assert r.code == 0
    assert _suggested(r.out) == ["adjudicator", "rule", str(f), "--book", "peel", "--rulebooks",
                                 examples, "--agreed", "joker,blaze", "--ask"]
    plain = _write(tmp_path, "plain.yaml", BIG_READINGS)
    many = cli("rule", f, plain, "--book", "peel", "--agreed", "joker", "--jobs", "1",
               env={"COLUMNS": "500"})
    hints = re.findall(r"Answer them with `([^`]+)`", many.out)
    assert many.code == 0 and len(hints) == 2
    import shlex
    assert [shlex.split(h)[2] for h in hints] == [str(f), str(plain)]
    assert all(shlex.split(h)[-3:] == ["--agreed", "joker", "--ask"] for h in hints)
    assert "again" not in cli("rule", f, "--book", "peel", "--agreed", "joker",
                              "--format", "json").json()


@pytest.mark.parametrize("name", ["c.yaml; touch PWNED", "e\x1b[31m.yaml"])
def test_new_says_what_it_wrote_escaped_with_a_command_safe_to_paste(tmp_path, cli, name):
    import shlex

    r = cli("new", name, cwd=tmp_path)
    assert r.code == 0 and (tmp_path / name).exists()
    assert len(r.err.splitlines()) == 1 and "\x1b" not in r.err
    command = re.search(r"`([^`]+)`", r.err).group(1)
    assert shlex.split(command)[:2] == ["adjudicator", "rule"] and len(shlex.split(command)) == 3
    if name.isprintable():
        assert shlex.split(command)[2] == name


def test_new_never_prints_a_forged_error_line(tmp_path, cli):
    (tmp_path / "d\n").mkdir()
    r = cli("new", "d\n/x.yaml:1:1: forged.yaml", cwd=tmp_path)
    assert r.code == 0 and len(r.err.splitlines()) == 1 and not re.search(r"^/x.yaml:1:1", r.err, re.M)


# --- 9. every face escapes what would forge a line, reorder it or break the format ---------

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


# --- 10. the loader and the case schema agree --------------------------------------------

@pytest.mark.parametrize("events, facts", [
    ([{"dispute": {"player": "A", "with": "B", "matter": "fact", "detail": {"who": [1, 2]}}}],
     ...),
    ([{"dispute": {"player": "A", "with": "B", "matter": "fact", "detail": 5}}], ...),
    ([{"imperfect_pack": {"detail": None}}], ...),
    ([{"miscall": {"player": "A", "called": ["a", "pair"]}}], ...),
    ([{"discard": {"player": "A", "count": 1, "announced": 3}}], ...),
    ([{"discard": {"player": "A", "count": 1, "openers_aside": "yes"}}], ...),
    ([{"raise": "A"}], ...),
    ([{"no_cut": None}], None),
])
def test_the_loader_and_the_case_schema_refuse_alike(events, facts):
    import yaml

    from adjudicator.errors import InputError
    from adjudicator.story import yamlio
    from adjudicator.story.case import build_case
    from tests import fuzz, fuzz_contracts as fc

    doc = {"title": "t", "table": {"players": ["A", "B"], "dealer": "B"}, "events": events}
    if facts is not ...:
        doc["facts"] = facts
    text = fuzz.dump(doc)
    assert yaml.safe_load(text) == doc
    assert list(fc.CASE_SCHEMA.iter_errors(doc)), "the schema accepts it"
    with pytest.raises(InputError):
        build_case(yamlio.loads(text, "c.yaml"), "c.yaml")


@pytest.mark.parametrize("events", [
    [{"dispute": {"player": "A", "with": "B", "matter": "fact", "detail": "who called"}}],
    [{"imperfect_pack": {"detail": ""}}],
    [{"discard": {"player": "A", "count": 1, "announced": True, "openers_aside": False}}],
    [{"raise": {"player": "A", "by": 2}}],
])
def test_the_loader_and_the_case_schema_accept_alike(events):
    from adjudicator.story import yamlio
    from adjudicator.story.case import build_case
    from tests import fuzz, fuzz_contracts as fc

    doc = {"title": "t", "table": {"players": ["A", "B"], "dealer": "B"}, "events": events}
    assert list(fc.CASE_SCHEMA.iter_errors(doc)) == []
    build_case(yamlio.loads(fuzz.dump(doc), "c.yaml"), "c.yaml")


@pytest.mark.parametrize("page, good", [("12", True), ("12-13", True), ("\u0661-\u0662", False),
                                        ("\u0661", False), ("\uff11\uff12", False)])
def test_a_house_laws_page_is_read_as_the_ruling_schema_reads_it(tmp_path, page, good):
    import re as re_

    from adjudicator.cli.schema import schema
    from adjudicator.errors import AdjudicatorError
    from adjudicator.law.library import Library

    pattern = schema("ruling")["$defs"]["citation"]["properties"]["pages"]["pattern"]
    assert bool(re_.fullmatch(r"[\x00-\x7f]*", pattern))  # no \d: ECMA-262 reads it as ASCII
    _write(tmp_path, "club.yaml", f"""\
        book:
          id: club
          title: A house book
          author: The Committee
          source: house rules
          extends: peel
        laws:
          - id: club:1
            title: One
            page: "{page}"
            kind: rule
            text: The dealer shuffles.
        """)
    if good:
        assert Library.open([str(tmp_path)]).book("club").law("club:1")
        assert re_.fullmatch(pattern.strip("^$"), page)
    else:
        with pytest.raises(AdjudicatorError):
            Library.open([str(tmp_path)]).book("club")


# --- 11. a house book `check` refuses is refused by every command ---------------------------

def _house_book(folder: Path, field: str, ref: str) -> Path:
    return _write(folder, "club.yaml", f"""\
        book:
          id: club
          title: A house book
          author: The Committee
          source: house rules
          extends: keller
        laws:
          - id: club:1
            title: One
            page: 1
            kind: rule
            text: The dealer shuffles.
            {field}: [{ref}]
        """)


@pytest.mark.parametrize("field", ["refers_to", "same_as", "prevails_over", "conflicts_with"])
def test_a_house_book_naming_a_law_its_base_lacks_is_refused_by_rule_as_by_check(tmp_path, cli,
                                                                                 field):
    books = tmp_path / "books"
    books.mkdir()
    club = _house_book(books, field, "keller:no-such-law")
    case = _write(tmp_path, "c.yaml", SHOW.format(agreed="joker", a="KS QS JS TS 9S"))
    checked = cli("check", "--rulebooks", books, books)
    assert checked.code != 0 and "keller:no-such-law" in checked.out + checked.err
    for args in (("rule", case, "--book", "club"), ("compare", case, "--books", "club"),
                 ("law", "club:1")):
        r = cli(*args, "--rulebooks", books)
        assert r.code == 2 and r.out == "", args
        assert r.err.startswith(f"{club}:") and "keller:no-such-law" in r.err, (args, r.err)


def test_a_house_book_naming_a_law_its_base_has_is_ruled_under(tmp_path, cli):
    books = tmp_path / "books"
    books.mkdir()
    _house_book(books, "refers_to", "keller:ch7/table-stakes/18")
    case = _write(tmp_path, "c.yaml", SHOW.format(agreed="joker", a="KS QS JS TS 9S"))
    assert cli("rule", case, "--book", "club", "--rulebooks", books).code == 0


# --- 12. one rulebook folder named twice ---------------------------------------------------

def test_one_rulebook_folder_named_twice_under_two_spellings_is_one_folder(tmp_path, cli):
    import os as os_

    examples = ROOT / "rulebooks" / "examples"
    link = tmp_path / "link"
    os_.symlink(examples, link)
    for spellings in ((examples, os_.path.relpath(examples, ROOT)), (examples, link),
                      (ROOT / "rulebooks",)):
        args = [a for s in spellings for a in ("--rulebooks", s)]
        r = cli("rule", ROOT / "cases" / "keller-side-pot.yaml", *args)
        assert r.code == 0 and r.err == "", (spellings, r.err)


def test_two_books_of_one_id_in_two_folders_are_still_refused(tmp_path, cli):
    import shutil

    for d in ("a", "b"):
        (tmp_path / d).mkdir()
        shutil.copy(ROOT / "rulebooks" / "examples" / "peel-club.yaml", tmp_path / d)
    r = cli("rule", ROOT / "cases" / "keller-side-pot.yaml", "--rulebooks", tmp_path / "a",
            "--rulebooks", tmp_path / "b")
    assert r.code == 2 and "already at" in r.err


# --- 13. minor ones ------------------------------------------------------------------------

HEAD = """\
# a house book
book:
  id: {id}
  title: A house book
  author: The Committee
  source: house rules
  extends: {extends}
laws: []
"""


@pytest.mark.parametrize("name, id_, extends, line", [
    ("club", "club", "no-such-book", 7),     # extends a book not within reach
    ("club", "club", "[peel, keller]", 7),   # extends more than one
    ("club", "klub", "peel", 3),             # an id that is not its file's name
    ("club", "club", "club", 7),             # extends itself
])
def test_a_house_books_head_is_refused_at_the_key_that_is_wrong(tmp_path, cli, name, id_,
                                                                extends, line):
    books = tmp_path / "books"
    books.mkdir()
    f = _write(books, f"{name}.yaml", HEAD.format(id=id_, extends=extends))
    r = cli("law", "peel:1", "--rulebooks", books) if id_ != name else \
        cli("rule", ROOT / "cases" / "keller-side-pot.yaml", "--book", "club",
            "--rulebooks", books)
    assert r.code == 2, r.err
    assert any(l.startswith(f"{f}:{line}:") for l in r.err.splitlines()), r.err


@pytest.mark.parametrize("command", ["rule", "compare", "check"])
def test_an_empty_case_name_is_no_such_file_not_the_working_folder(tmp_path, cli, command):
    _write(tmp_path, "c.yaml", SHOW.format(agreed="joker", a="KS QS JS TS 9S"))
    r = cli(command, "", cwd=tmp_path)
    assert r.code == 2 and "c.yaml" not in r.out + r.err
    assert "''" in r.out + r.err and "no such file" in r.out + r.err


@pytest.mark.parametrize("expect, line, says", [
    ("  peal: {status: misdeal}\n", 6, "no book 'peal'"),
    ("  peel: {awards: {Z: 1}}\n", 6, "'Z', who is not at the table"),
    ("  peel: {retired: {Z: null}}\n", 6, "'Z', who is not at the table"),
    ("  peel: {next: {dealer: Z}}\n", 6, "'Z', who is not at the table"),
])
def test_an_expectation_of_a_book_or_a_player_nobody_has_is_refused_by_check(tmp_path, cli,
                                                                             expect, line,
                                                                             says):
    f = _write(tmp_path, "c.yaml", "title: t\ntable: {players: [A, B], dealer: A}\nevents:\n"
               "  - no_cut\nexpect:\n" + expect)
    r = cli("check", f)
    assert r.code != 0 and any(l.startswith(f"{f}:{line}:") and says in l
                               for l in r.out.splitlines() + r.err.splitlines()), r.out + r.err


def test_straddles_with_no_amount_cannot_grow_past_the_largest_amount(tmp_path, cli):
    events = "".join(f"  - straddle: {'AB'[i % 2]}\n" for i in range(499))
    f = _write(tmp_path, "c.yaml", "title: t\ntable: {players: [A, B, C], dealer: C, ante: 1}\n"
               "events:\n" + events + "  - fold: C\n")
    msg = _one_line(cli("rule", f, "--book", "keller"), f, 47)
    assert "write its amount" in msg


def test_a_few_straddles_with_no_amount_are_ruled(tmp_path, cli, library):
    f = _write(tmp_path, "c.yaml", "title: t\ntable: {players: [A, B, C], dealer: C, ante: 1}\n"
               "events:\n  - straddle: A\n  - straddle: B\n  - fold: C\n")
    assert cli("rule", f, "--book", "keller").code == 0


def _asking_copy(tmp_path) -> Path:
    f = tmp_path / "c.yaml"
    f.write_text((ROOT / "cases/after-the-show/a-hand-at-the-show-not-told.yaml").read_text())
    return f


def test_ask_refuses_a_read_only_case_before_asking_and_leaves_it_as_it_was(tmp_path):
    from tests.test_ask import on_terminal

    f = _asking_copy(tmp_path)
    f.chmod(0o444)
    before = f.read_bytes()
    code, out, left = on_terminal(["rule", str(f), "--book", "peel", "--ask"], ["1"])
    assert code == 2 and left == ["1"] and "read-only" in out
    assert f.read_bytes() == before and oct(f.stat().st_mode & 0o777) == "0o444"


def test_ask_refuses_a_case_with_hard_links_before_asking(tmp_path):
    from tests.test_ask import on_terminal

    f = _asking_copy(tmp_path)
    twin = tmp_path / "twin.yaml"
    os.link(f, twin)
    code, out, left = on_terminal(["rule", str(f), "--book", "peel", "--ask"], ["1"])
    assert code == 2 and left == ["1"] and "hard link" in out
    assert os.path.samefile(f, twin) and "facts" not in twin.read_text()


@pytest.mark.parametrize("text, says", [("laws: []\n", "needs the key 'book'"),
                                        ("title: x\nauthor: y\n", "in a rulebook")])
def test_check_calls_a_headless_book_in_a_rulebook_folder_a_rulebook(tmp_path, cli, text, says):
    books = tmp_path / "books"
    books.mkdir()
    f = _write(books, "club.yaml", text)
    r = cli("check", "--rulebooks", books, books)
    assert r.code != 0 and says in r.out + r.err and "a case" not in r.out + r.err
