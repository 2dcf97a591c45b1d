"""Trust (issue #7): no traceback, no lost chip, no surprise from any input.

Every input error is one line ``FILE:LINE:COL: message`` (or ``adjudicator: message`` for
the command line's own arguments) and exit status 2, and says what was expected; the limits
on sizes refuse with a message that names the limit; YAML tags never construct anything;
a rulebook's mistake (a law that does not exist, two laws that answer one question
differently) is reported, never settled by the order of the file.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from adjudicator.story.case import MAX_CASE_BYTES, MAX_EVENTS, load_case
from adjudicator.story.setup import MAX_PLAYERS
from adjudicator.story.terms import MAX_AMOUNT
from adjudicator.judge.engine import adjudicate
from adjudicator.errors import AdjudicatorError, InputError
from adjudicator.story.yamlio import MAX_DEPTH, MAX_FILE_BYTES, load
from replay import assert_conserved, laws_at

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = str(ROOT / "cases" / "keller-side-pot.yaml")
LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>\S.*)$")
CARD_EXPECTED = "ranks A K Q J T (or 10) 9 8 7 6 5 4 3 2, suits S H D C (JK the joker)"

HEAD = "title: t\ntable:\n  players: [A, B, C]\n  dealer: A\nevents:\n"


def _case(*events: str, head: str = HEAD) -> str:
    return head + "".join(f"  - {e}\n" for e in events)


# Bad case files: the text, where the error is (line, column) and how its message begins.
BAD_CASES = {
    "malformed-yaml": ("title: t\ntable: {players: [A, B], dealer: A\nevents: []\n", (2, 8),
                       "malformed YAML: while parsing a flow mapping, did not find expected ','"),
    "not-a-mapping": ("- bet: A\n- call: B\n", (1, 1),
                      "a case file must be a mapping with title, table and events"),
    "empty-file": ("", (1, 1), "a case file must be a mapping with title, table and events"),
    "duplicate-key": (HEAD.replace("  dealer: A\n", "  dealer: A\n  dealer: B\n") + "  []\n",
                      (5, 3), "duplicate key 'dealer' (first given at line 4)"),
    "unknown-key": (HEAD.replace("  dealer: A\n", "  dealer: A\n  seats: 3\n") + "  []\n",
                    (5, 3), "unknown key 'seats' in table:; expected one of: agreed, ante,"),
    "unknown-verb": (_case("wager: {player: A, amount: 5}"), (6, 5),
                     "unknown verb 'wager' (`adjudicator verbs` lists every verb)"),
    "unknown-player": (_case("bet: {player: Z, amount: 5}"), (6, 11),
                       "unknown player 'Z': the players are A, B, C"),
    "not-a-card": (_case('show: {A: "1X KD 7C 7H 2S"}'), (6, 12),
                   f"'1X' is not a card: {CARD_EXPECTED}"),
    "dealt-twice": (_case('deal: {A: "AS KD 7C 7H 2S", B: "AS 3D 4C 5H 6S"}'), (6, 33),
                    "AS is dealt to both A and B"),
    "negative-amount": (_case("bet: {player: A, amount: -5}"), (6, 22),
                        "amount cannot be negative (-5)"),
    "fractional-amount": (_case("bet: {player: A, amount: 2.5}"), (6, 22),
                          "amount must be a whole number of the table's unit, not 2.5"),
    "text-amount": (_case("bet: {player: A, amount: five}"), (6, 22),
                    "amount must be a whole number of the table's unit, not 'five'"),
    "amount-too-large": (_case(f"bet: {{player: A, amount: {MAX_AMOUNT + 1}}}"), (6, 22),
                         "amount is more than 1,000,000,000: amounts that large are refused"),
    "verb-needs-amount": (_case("open: A"), (6, 5),
                          "`open` needs the keys player, amount, e.g. `open: {player: A, "
                          "amount: 5}`"),
    "verb-needs-player": (_case("call"), (6, 5), "`call` needs a player, e.g. `call: A`"),
    "python-tag": (_case("bet: !!python/object/apply:os.system ['true']"), (6, 10),
                   "tag !!python/object/apply:os.system is not allowed: only plain strings,"),
    "alias": (_case("bet: &b {player: A, amount: 5}", "bet: *b"), (7, 10),
              "the alias *b is not read: write the value out in full"),
    "deep-nesting": (_case("bet: " + "[" * 40 + "]" * 40), (6, 10 + MAX_DEPTH - 3),
                     f"lists and mappings nested more than {MAX_DEPTH} deep"),
    "long-number": (_case("bet: {player: A, amount: " + "9" * 200 + "}"), (6, 30),
                    "a number of 200 digits: at most 100 are read"),
    "too-many-players": (
        "title: t\ntable:\n  players: [" + ", ".join(f"P{i}" for i in range(MAX_PLAYERS + 1))
        + "]\n  dealer: P0\nevents: []\n", (3, 3),
        f"{MAX_PLAYERS + 1} players, but no pack holds more than {MAX_PLAYERS} cards: not every "
        "player could be dealt a card"),
    "too-many-events": (_case(*["check: A"] * (MAX_EVENTS + 1)), (6 + MAX_EVENTS, 5),
                        f"more than {MAX_EVENTS} events: at most {MAX_EVENTS} are replayed"),
    "tab-indent": (HEAD + "\t- call: A\n", (6, 1), "malformed YAML: "),
    "notice-with-a-name": (_case("notice: A"), (6, 5), "`notice` takes a mapping, not a "
                           "player's name: e.g. `notice: {what: no_cut, by: A}`"),
    "empty-show": (_case("show: {A: ''}"), (6, 12), "no cards written in ''"),
    "cut-for-deal-two-cards": (_case('cut_for_deal: {A: "7H 8H"}'), (6, 20),
                               "in the cut for the deal each player draws one card; A has 2"),
}


def _lines(err: str) -> list[str]:
    return [x for x in err.splitlines() if x.strip()]


def test_every_bad_case_file_is_one_line_with_its_place_through_the_command_line(cli,
                                                                                 tmp_path):
    folder = tmp_path / "bad"
    folder.mkdir()
    for name, (text, _, _) in BAD_CASES.items():
        (folder / f"{name}.yaml").write_text(text, encoding="utf-8")
    (folder / "not-utf8.yaml").write_bytes(b"title: caf\xe9\n")
    r = cli("rule", str(folder), "--book", "peel", "--format", "json")
    assert r.code == 2 and "Traceback" not in r.err and r.out == ""
    by_file = {}
    for line in _lines(r.err):
        m = LINE.match(line)
        assert m, f"not FILE:LINE:COL: message: {line!r}"
        by_file.setdefault(Path(m["file"]).stem, []).append(m)
    for name, (_, (line, col), message) in BAD_CASES.items():
        assert name in by_file, f"{name}: no error reported"
        assert len(by_file[name]) == 1, f"{name}: {len(by_file[name])} lines"
        m = by_file[name][0]
        assert (int(m["line"]), int(m["col"])) == (line, col), f"{name}: {m.group(0)}"
        assert m["msg"].startswith(message), f"{name}: {m['msg']!r}"
    assert by_file["not-utf8"][0]["msg"] == "not UTF-8 text"


def test_one_bad_case_alone_is_exactly_one_line_and_exit_2(cli, tmp_path):
    bad = tmp_path / "case.yaml"
    bad.write_text(BAD_CASES["not-a-card"][0], encoding="utf-8")
    r = cli("rule", str(bad), "--book", "peel")
    assert r.code == 2 and r.out == ""
    assert _lines(r.err) == [f"{bad}:6:12: '1X' is not a card: {CARD_EXPECTED}"]


def test_a_book_the_case_names_that_does_not_exist_points_at_its_line(cli, tmp_path):
    case = tmp_path / "case.yaml"
    case.write_text("title: t\nbook: hoyle\ntable: {players: [A, B], dealer: A}\n"
                    "events: [shuffle]\n")
    r = cli("rule", str(case))
    assert r.code == 2
    assert _lines(r.err) == [f"{case}:2:1: no book 'hoyle': the books are peel, keller, "
                             "schenck, standard, published-decision"]


def test_every_event_that_is_wrong_is_reported_not_only_the_first(tmp_path):
    case = tmp_path / "case.yaml"
    case.write_text(_case("bet: {player: Z, amount: 5}", "call: B", "raise: {player: A}"))
    with pytest.raises(AdjudicatorError) as exc:
        load_case(case)
    lines = str(exc.value).splitlines()
    assert [LINE.match(x)["line"] for x in lines] == ["6", "8"]


# --- the command line's own arguments -------------------------------------------------

def _invoke(*args: str):
    """Run the command in this process (fast); an exception that escapes is a failure."""
    from typer.testing import CliRunner

    from adjudicator.cli.commands import app

    try:
        runner = CliRunner(mix_stderr=False)  # click < 8.2
    except TypeError:
        runner = CliRunner()                  # click >= 8.2 keeps stderr apart
    result = runner.invoke(app, list(args), prog_name="adjudicator",
                           env={"NO_COLOR": "1", "COLUMNS": "100"})
    assert result.exception is None or isinstance(result.exception, SystemExit), \
        f"{args}: {result.exception!r}"
    return result


ARGUMENT_ERRORS = [
    (["rule", SIDE_POT, "--book", "hoyle"], "adjudicator: no book 'hoyle': the books are "),
    (["rule", "no-such-case.yaml", "--book", "peel"], "no-such-case.yaml:1:1: no such file or folder"),
    (["rule", SIDE_POT, "--book", "peel", "--agreed", "blazes"],
     "adjudicator: --agreed: unknown departure 'blazes'; known are blaze, skip-straight,"),
    (["rule", SIDE_POT, "--book", "peel", "--rulebooks", "/no/such/folder"],
     "/no/such/folder:1:1: rulebook folder not found"),
    (["rule", SIDE_POT, "--book", "peel", "--svg", "/no/such/folder/x.svg"],
     "/no/such/folder/x.svg:1:1: cannot write the picture"),
    (["compare", SIDE_POT, "--books", "peel,hoyle"], "adjudicator: no book 'hoyle'"),
    (["law", "peel"], "adjudicator: 'peel' is not a law id: write BOOK:ID, e.g. peel:13"),
    (["law", "hoyle:1"], "adjudicator: no book 'hoyle'"),
    (["law", "peel:999"], "adjudicator: no law peel:999: Peel's numbered laws run 1-81"),
    (["hand", "1X KS QS JS TS", "--book", "peel"], f"adjudicator: '1X' is not a card: "
                                                   f"{CARD_EXPECTED}"),
    (["hand", "AS KS", "--book", "peel"], "adjudicator: 'AS KS' is 2 cards: write each hand as "
                                          "five cards"),
    (["topics", "no-such-topic"], "adjudicator: no topic 'no-such-topic'"),
    (["census", "--book", "hoyle"], "adjudicator: no book 'hoyle'"),
    (["search", "foul", "--book", "hoyle"], "adjudicator: no book 'hoyle'"),
]


@pytest.mark.parametrize("args,message", ARGUMENT_ERRORS,
                         ids=[" ".join(a[:1] + a[2:3]) for a, _ in ARGUMENT_ERRORS])
def test_a_bad_argument_is_one_line_and_exit_2(args, message):
    r = _invoke(*args)
    assert r.exit_code == 2 and r.stdout == ""
    lines = _lines(r.stderr)
    assert len(lines) == 1 and lines[0].startswith(message), lines


@pytest.mark.parametrize("args", [["rule", SIDE_POT, "--format", "xml"], ["rule"], ["nosuch"],
                                  ["law"], ["schema"]],
                         ids=["bad-choice", "missing-argument", "unknown-command",
                              "law-no-id", "schema-no-name"])
def test_a_usage_error_is_a_short_usage_block_and_exit_2(args):
    r = _invoke(*args)
    assert r.exit_code == 2 and r.stdout == ""
    lines = _lines(r.stderr)
    assert 1 <= len(lines) <= 6 and lines[0].startswith("Usage: adjudicator"), lines
    assert "Traceback" not in r.stderr and lines[-1].startswith("Error: ")


COMMANDS = ["rule", "compare", "law", "search", "topics", "hand", "books", "check",
            "provisions", "schema", "--version", "nosuch"]
TOKENS = [SIDE_POT, str(ROOT / "cases"), "no-such.yaml", "peel", "keller", "hoyle", "",
          "peel-club", "--book", "--books", "--format", "text", "json", "markdown", "xml",
          "--agreed", "blaze", "blazes", "joker,bug", "--rulebooks",
          str(ROOT / "rulebooks" / "examples"), "/no/such/folder", "peel:13", "peel:", "peel:999",
          ":", "x:y:z", "peel:mods/", "AS KS QS JS TS", "1X", "JK JK 2S 3S 4S", "9H 9D 9C 9S JK",
          "sequence.ace", "case", "ruling", "-f", "--help", "peel,keller", "--", "é", "-x"]


@settings(max_examples=60, deadline=None, derandomize=True, database=None,
          suppress_health_check=list(HealthCheck))
@given(command=st.sampled_from(COMMANDS), rest=st.lists(st.sampled_from(TOKENS), max_size=6))
def test_any_command_line_is_answered_or_refused_in_a_few_lines(command, rest):
    r = _invoke(command, *rest)
    assert r.exit_code in (0, 2), (command, rest, r.exit_code, r.stderr)
    assert "Traceback" not in r.stderr
    if r.exit_code == 2 and command != "check":
        lines = _lines(r.stderr)
        assert lines, (command, rest)
        usage = lines[0].startswith("Usage: ")
        assert (usage and len(lines) <= 6) or all(
            LINE.match(x) or x.startswith("adjudicator: ") or re.match(r"^.+?: \S", x)
            for x in lines), (command, rest, lines)


def test_odd_search_queries_find_laws_or_nothing_but_never_fail():
    for query in ['"', "AND OR NOT", "*", "foul) OR (", "ünïcödé", "'", "NEAR(", "-"]:
        r = _invoke("search", query, "--book", "peel", "--format", "json")
        assert r.exit_code == 0, (query, r.stderr)


def test_a_folder_without_cases_is_an_input_error(tmp_path):
    r = _invoke("rule", str(tmp_path), "--book", "peel")
    assert r.exit_code == 2
    assert _lines(r.stderr) == [f"{tmp_path}:1:1: no case files (*.yaml) in this folder"]


# --- limits ---------------------------------------------------------------------------

def _limit_case(tmp_path, text: str):
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    return path


def test_standard_cards_1_fourteen_players_are_seated_and_ruled_more_than_a_pack_refused(
        tmp_path, library):
    names = [f"P{i}" for i in range(14)]
    # told from after the deal: 14 hands of 5 cannot all have been dealt from one pack, and a
    # deal of fewer cards each would be a wrong count of its own
    text = ("title: t\ntable:\n  players: [" + ", ".join(names) + "]\n  dealer: P0\n"
            "  phase: before_draw\nevents:\n"
            + "".join(f"  - call: {p}\n" for p in names[1:] + names[:1]))
    case = load_case(_limit_case(tmp_path, text))
    assert len(case.table.players) == 14
    ruling = adjudicate(case, library.book("standard"))
    # 14 hands of 5 want 70 cards, more than the 52 of standard:cards/1; the book does not say
    # what follows (a silence that decides nothing), so the deal is ruled as played: every
    # player calls, the interval closes (standard:betting/5) and the deal goes on to the draw.
    assert laws_at(ruling, 0) == {"standard:cards/1", "standard:object/1"}
    assert [(s["point"], s["decisive"]) for s in ruling["silent"]
            if s["point"] == "pack.cards"] == [("pack.cards", False)]
    # the last call is judged, and closes the interval
    assert laws_at(ruling, 14) == {"standard:betting/1.b", "standard:betting/5"}
    assert ruling["status"] == "continues" and ruling["missing"] == []
    assert (ruling["pot"], ruling["awards"], ruling["retired"]) == (0, {}, {})
    assert_conserved(ruling)
    # The number at the table is the book's to rule on (players.max: fifteen is ruled, in
    # the casebook); the story cannot seat more than the pack could deal a card each.
    many = ", ".join(f"P{i}" for i in range(53))
    with pytest.raises(InputError) as exc:
        load_case(_limit_case(tmp_path, f"title: t\ntable: {{players: [{many}], dealer: P0, "
                                        "phase: before_draw}\nevents: [call: P1]\n"))
    assert str(exc.value).endswith("53 players, but the pack holds 52 cards: not every player "
                                   "could be dealt a card")
    assert len(load_case(_limit_case(tmp_path, f"title: t\ntable: {{players: [{many}], "
                                               "dealer: P0, phase: before_draw, agreed: "
                                               "[joker]}\nevents: [call: P1]\n"))
               .table.players) == 53 == MAX_PLAYERS  # with the joker, 53 cards
    with pytest.raises(InputError, match="players names at least one player"):
        load_case(_limit_case(tmp_path, "title: t\ntable: {players: [], dealer: A}\n"
                                        "events: []\n"))


def test_peel_59_limit_events_up_to_the_most_replayed_and_no_more(tmp_path, library):
    # A bets 1 and the two raise each other by 1 until the last event but two; A calls; show.
    raises = MAX_EVENTS - 3
    many = _case("bet: {player: A, amount: 1}",
                 *(f"raise: {{player: {'BA'[i % 2]}, by: 1}}" for i in range(raises)),
                 "call: A", 'show: {A: "AS AH AD AC KS", B: "2S 3H 4D 5C 7S"}',
                 head=HEAD.replace("[A, B, C]", "[A, B]"))
    case = load_case(_limit_case(tmp_path, many))
    assert len(case.events) == MAX_EVENTS
    r = adjudicate(case, library.book("peel"))
    level = 1 + raises                      # every raise, to the last, is counted
    assert r["stakes"] == {"A": level, "B": level}
    assert (r["status"], r["pot"], r["awards"]) == ("settled", 2 * level, {"A": 2 * level})
    assert laws_at(r, MAX_EVENTS) == {"peel:59", "peel:65"} and r["silent"] == []
    assert_conserved(r)
    with pytest.raises(InputError, match=f"more than {MAX_EVENTS} events: at most {MAX_EVENTS} "
                                         "are replayed"):
        load_case(_limit_case(tmp_path, many + "  - check: B\n"))


def test_limit_amounts_up_to_a_thousand_million_are_ruled_and_conserved(tmp_path, library):
    top = MAX_AMOUNT
    text = ("title: t\ntable:\n  players: [A, B, C]\n  dealer: A\n  betting: table-stakes\n"
            f"  stacks: {{A: {top}, B: {top}, C: {top}}}\n  pot: {top}\nevents:\n"
            f"  - bet: {{player: B, amount: {top}}}\n  - call: C\n  - call: A\n"
            '  - show: {A: "AS AH AD AC KS", B: "2S 3H 4D 5C 7S", C: "KH KD KC QS QH"}\n')
    case = load_case(_limit_case(tmp_path, text))
    for book in library.ids():
        r = adjudicate(case, library.book(book))
        assert r["pot"] == 4 * top, book
        assert_conserved(r)
    for bad in (f"pot: {top + 1}", f"pot: {-1}"):
        with pytest.raises(InputError) as exc:
            load_case(_limit_case(tmp_path, text.replace(f"pot: {top}", bad)))
        assert LINE.match(str(exc.value))["line"] == "7"


def test_limit_file_size(tmp_path):
    padding = "# " + "x" * 98 + "\n"
    body = _case("check: A")
    room = MAX_CASE_BYTES - len(body.encode())  # a case's own bound (issue 37)
    at_limit = _limit_case(tmp_path, body + padding * (room // len(padding))
                           + "#" * (room % len(padding)))
    assert at_limit.stat().st_size == MAX_CASE_BYTES
    load_case(at_limit)
    at_limit.write_text(at_limit.read_text() + "#")
    with pytest.raises(InputError) as exc:
        load_case(at_limit)
    assert str(exc.value) == (f"{at_limit}:1:1: a case file is {MAX_CASE_BYTES + 1:,} bytes; "
                              f"at most {MAX_CASE_BYTES:,} are read")
    # a rulebook's bound is the loader's, larger: a book is longer than any case
    book = tmp_path / "long.yaml"
    book.write_text("#" * MAX_FILE_BYTES + "\n")
    with pytest.raises(InputError, match=f"file is {MAX_FILE_BYTES + 1:,} bytes; at most "
                                         f"{MAX_FILE_BYTES:,} are read"):
        load(book)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="no /dev/zero")
def test_an_endless_file_is_refused_not_read_forever():
    with pytest.raises(InputError, match="is a character device, not a regular file"):
        load_case("/dev/zero")  # refused before a byte is read


# --- YAML is data, never code -----------------------------------------------------------

PAYLOADS = [
    "!!python/object/apply:os.system ['touch {m}']",
    "!!python/object/apply:subprocess.check_call [['touch', '{m}']]",
    "!!python/object/new:subprocess.Popen [['touch', '{m}']]",
    "!!python/name:os.system",
    "!!python/module:os",
]


def test_tags_in_case_files_are_refused_and_nothing_runs(cli, tmp_path):
    marker = tmp_path / "pwned"
    folder = tmp_path / "cases"
    folder.mkdir()
    for i, payload in enumerate(PAYLOADS):
        (folder / f"evil-{i}.yaml").write_text(
            f"title: {payload.format(m=marker)}\ntable: {{players: [A, B], dealer: A}}\n"
            "events: []\n")
    r = cli("rule", str(folder), "--book", "peel")
    assert r.code == 2 and "Traceback" not in r.err
    lines = _lines(r.err)
    assert len(lines) == len(PAYLOADS)
    assert all(LINE.match(x) and ":1:8: tag !!python/" in x for x in lines), lines
    r = cli("check", str(folder))
    assert r.code == 2
    assert not marker.exists()


def test_tags_in_a_rulebook_are_refused_and_nothing_runs(cli, tmp_path):
    marker = tmp_path / "pwned"
    books = tmp_path / "books"
    books.mkdir()
    (books / "evil.yaml").write_text(
        "book: {id: evil, title: T, author: A, source: s, extends: peel}\nlaws:\n"
        f"  - {{id: evil:1, title: t, page: 1, kind: rule, text: {PAYLOADS[0].format(m=marker)}}}\n")
    r = cli("check", str(books / "evil.yaml"))
    assert r.code == 2 and "evil.yaml:3:" in r.out and "tag !!python/object/apply" in r.out
    r = cli("rule", SIDE_POT, "--rulebooks", str(books), "--book", "evil")
    assert r.code == 2 and "Traceback" not in r.err
    assert _lines(r.err) and all(LINE.match(x) for x in _lines(r.err))
    r = cli("books", "--rulebooks", str(books))
    assert r.code == 2 and "Traceback" not in r.err
    assert not marker.exists()


# --- a rulebook's mistakes are reported, never settled by file order --------------------

TORN_HEAD = ("book:\n  id: {id}\n  title: A club book\n  author: The Committee\n"
             "  source: house rules\n  extends: peel\nlaws:\n")
ALL_AT_ONCE = ("  - id: {id}:{n}\n    title: All the hands shown at once\n    page: 1\n"
               "    kind: rule\n    text: When the bets are equal all hands are shown at once.\n"
               "    provides:\n      show.order: all\n{extra}")
CALLER_LAST = ("  - id: {id}:{n}\n    title: The caller shows last\n    page: 1\n    kind: rule\n"
               "    text: When the bets are equal the caller shows last.\n"
               "    provides:\n      show.order: caller-last\n{extra}")
SHOW_CASE = ("title: A bet, a call, a show\ntable:\n  players: [A, B]\n  dealer: B\n"
             "  phase: after_draw\n  pot: 4\nevents:\n  - bet: {player: A, amount: 2}\n"
             '  - call: B\n  - show: {A: "AS AH 7D 7C 2S", B: "KS KH 9D 9C 3S"}\n')


def _club(folder: Path, book_id: str, laws: list[str], torn: bool) -> Path:
    text = TORN_HEAD.format(id=book_id)
    for n, law in enumerate(laws, 1):
        other = f"{book_id}:{2 if n == 1 else 1}"
        extra = f"    conflicts_with: [{other}]\n" if torn else ""
        text += law.format(id=book_id, n=n, extra=extra)
    folder.mkdir(exist_ok=True)
    path = folder / f"{book_id}.yaml"
    path.write_text(text)
    return path


def test_check_reports_two_laws_that_answer_differently_with_file_and_line(cli, tmp_path):
    path = _club(tmp_path / "books", "club", [ALL_AT_ONCE, CALLER_LAST], torn=False)
    r = cli("check", str(path))
    assert r.code == 2
    found = [x for x in r.out.splitlines() if "club.yaml:" in x]
    assert len(found) == 1, r.out
    m = LINE.match(found[0].strip())
    assert m and m["line"] == "15", found  # the second law's entry
    assert "club:1 and club:2 answer show.order differently ('all' and 'caller-last') with " \
           "no stated precedence" in m["msg"]
    case = tmp_path / "case.yaml"
    case.write_text(SHOW_CASE)
    r = cli("rule", str(case), "--rulebooks", str(tmp_path / "books"), "--book", "club")
    assert r.code == 2 and r.out == "" and "answer show.order differently" in r.err


def test_check_reports_a_law_that_does_not_exist_with_file_and_line(cli, tmp_path):
    path = _club(tmp_path / "books", "club", [ALL_AT_ONCE], torn=False)
    path.write_text(path.read_text().replace("    page: 1\n", "    page: 1\n"
                                             "    refers_to: [club:9]\n    amends: [peel:999]\n"
                                             "    prevails_over: [club:8]\n"))
    r = cli("check", str(path))
    assert r.code == 2
    found = sorted(x.strip() for x in r.out.splitlines() if "club.yaml:8:" in x)
    assert len(found) == 3, r.out
    assert any("club:1 refers_to club:9, which is not a law" in x for x in found)
    assert any("club:1 prevails_over club:8, which is not a law" in x for x in found)
    assert any("club:1 amends or repeals peel:999, which is not a law of peel" in x
               for x in found)


@pytest.mark.parametrize("order", ["all-first", "caller-first"])
def test_a_ruling_under_a_torn_book_names_the_conflict_and_rules_it_both_ways(cli, tmp_path,
                                                                             order):
    """Two laws of the book conflict on how the hands are shown; read either way, the best
    hand wins the pool: the conflict is named, and does not decide the ruling (issue 20)."""
    laws = [ALL_AT_ONCE, CALLER_LAST] if order == "all-first" else [CALLER_LAST, ALL_AT_ONCE]
    books = tmp_path / "books"
    _club(books, "torn", laws, torn=True)
    r = cli("check", str(books / "torn.yaml"))
    assert r.code == 0, r.out  # the book says it is torn: that is not a mistake
    case = tmp_path / "case.yaml"
    case.write_text(SHOW_CASE)
    r = cli("rule", str(case), "--rulebooks", str(books), "--book", "torn", "--format", "json")
    assert r.code == 0, r.err
    ruling = r.json()
    assert ruling["status"] == "settled" and ruling["readings"] == []
    assert ruling["awards"] == {"A": 8} and ruling["undecided"] == 0
    torn = [s for s in ruling["silent"] if s["point"] == "show.order"]
    assert len(torn) == 1 and torn[0]["decisive"] is False
    assert any("torn:1 governs show.order or torn:2 governs show.order, the pool goes the same"
               in s["finding"] for s in ruling["steps"])
    assert "torn:1" in torn[0]["detail"] and "torn:2" in torn[0]["detail"]
    assert "'all'" in torn[0]["detail"] and "'caller-last'" in torn[0]["detail"]


# --- what the fuzzer found: each crash, now a ruling or an input error -----------------------

EVERY_HAND_FOUL = """\
title: Every hand still in is foul at the show
table: {players: [A, B, C], dealer: A}
events:
  - deal: {A: 5, B: 5, C: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - fold: A
  - show: {B: "JK 3S", C: "2H"}
"""
JOKER_OPENER = """\
title: The opener of a jack pot holds the joker, to which the book gives no value
table: {players: [A, B, C], dealer: C, jack_pot: jacks, ante: 1}
events:
  - deal: {A: "JK JS 4D 8C 2H", B: "3S 3H 9D KC 5S", C: "QD 7H 6C 4S 2D"}
  - bet: {player: A, amount: 2}
  - fold: B
  - fold: C
"""


def test_every_hand_still_in_foul_at_the_show_leaves_the_pool_undecided(tmp_path, library):
    """Was IndexError in show._divide: nobody left to rank (fuzz, issue #7)."""
    case = load_case(_limit_case(tmp_path, EVERY_HAND_FOUL))
    for book in library.ids():
        r = adjudicate(case, library.book(book))
        assert r["status"] == "unsettled" and r["awards"] == {}, book
        assert_conserved(r)
        assert any(s["point"] == "show" for s in r["silent"]), book


def test_a_jack_pot_opener_holding_a_joker_without_value_is_unsettled(tmp_path, library):
    """Was HandError from jackpot.holds_openers (fuzz, issue #7)."""
    case = load_case(_limit_case(tmp_path, JOKER_OPENER))
    for book in ("peel", "keller"):
        r = adjudicate(case, library.book(book))
        assert r["status"] == "unsettled" and r["awards"] == {}, book
        opener = [s for s in r["silent"] if s["point"] == "jack-pot.opener-shows"]
        assert opener and "cannot value his hand" in opener[0]["detail"], book


def test_a_rulebook_table_with_notes_that_are_not_text_is_an_input_error(tmp_path, library):
    """Was TypeError in rulebook.build_table (fuzz, issue #7)."""
    from adjudicator.cli.checking import check_paths

    path = tmp_path / "tabled.yaml"
    path.write_text("book: {id: tabled, title: T, author: A, source: s}\nlaws: []\ntables:\n"
                    "  - {id: tabled:t1, title: t, page: 1, rows: {a: {b: 1}}, notes: 2.5}\n")
    errors = check_paths([str(path)], library)["errors"]
    assert len(errors) == 1 and errors[0].endswith("notes must be text or a list of texts")
    assert LINE.match(errors[0])["line"] == "4"


def test_check_reports_a_broken_book_that_refers_to_its_own_missing_law(tmp_path):
    """Was InputErrors escaping check_paths through Library.find_law (fuzz, issue #7)."""
    from adjudicator.cli.checking import check_paths
    from adjudicator.law.library import Library

    books = tmp_path / "books"
    path = _club(books, "club", [ALL_AT_ONCE, CALLER_LAST], torn=True)
    text = path.read_text().replace("    kind: rule\n", "    kind: rule\n    same_as: [club:9]\n", 1)
    path.write_text(text.replace("    title: The caller shows last\n",
                                 "    title: The caller shows last\n    page_approx: 3\n"))
    errors = check_paths([str(path)], Library.open([str(books)]))["errors"]
    assert any("club:1 same_as club:9, which is not a law" in e for e in errors), errors
    assert any("page_approx takes true or false" in e for e in errors), errors
