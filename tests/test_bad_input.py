"""Bad input in a case file (README, "Bad input"): every error is one line `FILE:LINE:COL:
message` naming its place, exit status 2, never a traceback; a case alone is exactly one
line, a book it names that does not exist is pointed at, and every wrong event is reported,
not only the first."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from adjudicator.errors import AdjudicatorError
from adjudicator.story.case import MAX_EVENTS, load_case
from adjudicator.story.setup import MAX_PLAYERS
from adjudicator.story.terms import MAX_AMOUNT
from adjudicator.story.yamlio import MAX_DEPTH

ROOT = Path(__file__).resolve().parent.parent

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
    "stack-missing": (HEAD.replace("  dealer: A\n", "  dealer: A\n  betting: table-stakes\n"
                                   "  stacks: {A: 10}\n") + "  []\n", (6, 3),
                      "table-stakes needs every player's stack in `stacks`: none is given for "
                      "B, C"),
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


def test_a_value_quoted_back_is_cut_to_its_head_and_tail(cli, tmp_path):
    # an attacker's: a unit of ten thousand letters was echoed whole in the one line
    case = tmp_path / "case.yaml"
    case.write_text("title: t\ntable: {players: [A, B], dealer: A, unit: " + "d" * 10000 +
                    "}\nevents: [shuffle]\n")
    r = cli("rule", str(case), "--book", "peel")
    assert r.code == 2 and len(_lines(r.err)) == 1 and len(r.err) < 400, r.err[:500]
    assert r.err.startswith(f"{case}:2:") and "(10000 characters)" in r.err


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


@pytest.mark.parametrize("stderr", ["full", "closed"])
@pytest.mark.parametrize("many", [False, True])
def test_bad_input_ends_with_2_where_its_line_cannot_be_written(tmp_path, stderr, many):
    # an attacker's: with stderr full or closed, the failed write made it status 1 (an
    # output failure); the status still says bad input
    import os
    import subprocess
    import sys

    if stderr == "full" and not os.path.exists("/dev/full"):
        pytest.skip("no /dev/full")
    bad = tmp_path / "bad.yaml"
    bad.write_text("title: t\ntable: {players: [A, B], dealer: A}\nevents:\n"
                   "  - bet: {player: Z, amount: 2}\n")
    (tmp_path / "good.yaml").write_text("title: t\ntable: {players: [A, B], dealer: A}\n"
                                        "events:\n  - check: B\n")
    target = tmp_path if many else bad
    with open("/dev/full", "w") if stderr == "full" else open(os.devnull) as sink:
        done = subprocess.run(
            [sys.executable, "-m", "adjudicator", "rule", str(target), "--book", "peel"],
            stdout=subprocess.DEVNULL, stderr=sink if stderr == "full" else None,
            close_fds=True, timeout=60,
            **({} if stderr == "full" else {"preexec_fn": lambda: os.close(2)}))
    assert done.returncode == 2


@pytest.mark.parametrize("char", ["\x07", "\x00", "\x1b"])
def test_a_control_character_is_said_at_its_own_place(cli, tmp_path, char):
    # YAML's reader refuses a raw control character before it parses, and gives no mark:
    # it was said at 1:1 wherever it lay (an attacker's report)
    text = (ROOT / "cases" / "keller-side-pot.yaml").read_text(encoding="utf-8")
    lines = text.splitlines(keepends=True)
    lines[4] = lines[4].rstrip("\n") + "   # " + char + "\n"
    case = tmp_path / "case.yaml"
    case.write_text("".join(lines), encoding="utf-8")
    r = cli("rule", str(case))
    col = len(lines[4].rstrip("\n"))
    assert r.code == 2 and not r.out
    assert r.err.startswith(f"{case}:5:{col}: malformed YAML: unacceptable character")
