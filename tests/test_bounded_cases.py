"""Bounded work (issue 37, point 11): a case past the documented limits (its size, its count
of events) is refused before any of it is parsed, at its line; and a whole file's problem
(too large, a FIFO, missing, a link in a circle) is said at `FILE:1:1` like every other.
Each test failed before its fix: the attacker's 1.95 MB case of 130,001 events was refused
only after 5.5 s and 263 MB, and whole-file errors said `FILE: message`."""
from __future__ import annotations

import os
import re

import pytest

from adjudicator.errors import InputError
from adjudicator.story import yamlio
from adjudicator.story.case import MAX_CASE_BYTES, MAX_EVENTS, load_case
from adjudicator.story.setup import MAX_PLAYERS
from adjudicator.story.terms import MAX_AMOUNT
from adjudicator.judge.engine import adjudicate
from adjudicator.story.yamlio import MAX_FILE_BYTES, load
from replay import assert_conserved, laws_at

LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)$")
HEAD = "title: a long story\ntable:\n  players: [A, B]\n  dealer: A\nevents:\n"


@pytest.fixture
def no_parse(monkeypatch):
    """Composing a node is a fault here: a refusal must come before it."""
    def composed(*_a, **_k):
        raise AssertionError("the case was parsed before it was refused")

    monkeypatch.setattr(yamlio, "_Composer", composed)


def test_the_attackers_case_is_refused_by_its_size_before_it_is_parsed(tmp_path, no_parse):
    f = tmp_path / "long.yaml"
    f.write_text(HEAD + "  - check: A\n" * 130_001)  # his 1.69 MB of one-line events
    with pytest.raises(InputError) as exc:
        load_case(f)
    assert str(exc.value) == (f"{f}:1:1: a case file is {f.stat().st_size:,} bytes; at most "
                              f"{MAX_CASE_BYTES:,} are read")


@pytest.mark.parametrize("item", ["  - check: A\n", "  - {check: A}\n"])
def test_more_events_than_replayed_are_refused_at_the_first_past_them(tmp_path, no_parse,
                                                                      item):
    f = tmp_path / "long.yaml"
    f.write_text(HEAD + item * 5_000)  # 70 kB: within the size, far past the events
    with pytest.raises(InputError) as exc:
        load_case(f)
    m = LINE.match(str(exc.value))
    assert (m["line"], m["col"]) == (str(5 + MAX_EVENTS + 1), "5")
    assert m["msg"] == f"more than {MAX_EVENTS} events: at most {MAX_EVENTS} are replayed"


def test_a_flow_list_of_events_is_counted_alike(tmp_path, no_parse):
    f = tmp_path / "flow.yaml"
    f.write_text(HEAD.replace("events:\n", "events: [") + ", ".join(["check: A"] * 600) + "]\n")
    with pytest.raises(InputError, match=f"more than {MAX_EVENTS} events"):
        load_case(f)


def test_a_case_within_the_limits_is_read(tmp_path):
    f = tmp_path / "at-limit.yaml"
    body = HEAD + "  - check: A\n  - check: B\n" * (MAX_EVENTS // 2)
    f.write_text(body + "# " + "x" * (MAX_CASE_BYTES - len(body) - 3) + "\n")
    assert f.stat().st_size == MAX_CASE_BYTES
    assert len(load_case(f).events) == MAX_EVENTS
    # dashes in names, cards and comments are no events: a case is counted, not guessed
    g = tmp_path / "dashes.yaml"
    g.write_text("# " + "-" * 900 + "\n" + HEAD + "  - check: A\n")
    assert len(load_case(g).events) == 1


def _whole_file_problems(tmp_path):
    big = tmp_path / "big.yaml"
    big.write_text("#" * (MAX_CASE_BYTES + 1))
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    loop = tmp_path / "loop.yaml"
    loop.symlink_to(loop.name)
    return {"too large": big, "a FIFO": fifo, "missing": tmp_path / "none.yaml",
            "a link loop": loop}


@pytest.mark.parametrize("command", ["rule", "compare", "check"])
def test_a_whole_files_problem_is_said_at_its_first_line(cli, tmp_path, command):
    for what, f in _whole_file_problems(tmp_path).items():
        r = cli(command, f, *(["--book", "peel"] if command == "rule" else []))
        assert r.code == 2, (what, r.err)
        line = r.err.strip() if command != "check" else r.out.splitlines()[0]
        m = LINE.match(line)
        assert m and m["file"] == str(f) and (m["line"], m["col"]) == ("1", "1"), (what, line)


MARKED = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>\S.*)$")

STORY_HEAD = "title: t\ntable:\n  players: [A, B, C]\n  dealer: A\nevents:\n"


def _case(*events: str, head: str = STORY_HEAD) -> str:
    return head + "".join(f"  - {e}\n" for e in events)


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
                 head=STORY_HEAD.replace("[A, B, C]", "[A, B]"))
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
        assert MARKED.match(str(exc.value))["line"] == "7"


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


_NEVER_ENDS = "/proc/kmsg"  # stat calls it a regular file of 0 bytes; a read of it blocks


@pytest.mark.skipif(not os.access(_NEVER_ENDS, os.R_OK), reason=f"{_NEVER_ENDS} not readable")
@pytest.mark.parametrize("command", ["rule", "check"])
def test_a_regular_file_that_never_ends_a_read_is_refused_not_waited_on(tmp_path, command):
    # a link to it, named as a case, alone and in a batch beside a good case: the batch is
    # not held up either (the attacker's command hung until killed)
    import subprocess
    import sys

    (tmp_path / "k.yaml").symlink_to(_NEVER_ENDS)
    (tmp_path / "good.yaml").write_text(HEAD + "  - check: A\n")
    for target in (tmp_path / "k.yaml", tmp_path):
        done = subprocess.run([sys.executable, "-m", "adjudicator", command, str(target),
                               *(["--book", "peel", "--keep-going"] if command == "rule"
                                 else [])], capture_output=True, text=True, timeout=30)
        # refused in one line, as an empty file is (`check` reports on its output): at its
        # first line where nothing waits to be read, or where the kernel's log had lines
        # waiting, at the line where they stop being a case
        said = (done.stderr if command == "rule" else done.stdout).splitlines()
        assert done.returncode == 2 and re.match(
            re.escape(f"{tmp_path / 'k.yaml'}:") + r"\d+:\d+: ", said[0]), said
        if command == "rule" and target == tmp_path:  # the good case ruled all the same
            assert done.stdout.startswith("a long story"), done.stdout
