"""Trust VII: the bad input an attacker found passing, hanging or failing as a fault (the
eighth round), each as a test that failed before its fix: one line naming FILE:LINE (or the
file, or the option), exit 2, no traceback, decided before any book is consulted."""
from __future__ import annotations

import os
import threading
import tracemalloc

import pytest

from badinput import one_line as _one_line, refused as _refused, write as _write

HOUSE = """\
book:
  id: club
  title: A house book
  author: The Committee
  source: house rules
  extends: peel
laws:
"""

# A showdown of two king-high straights, A's bet called (the case the attacker ruled under
# each house book).
CASE = """\
title: A bet, a call, a fold, a show
book: club
table:
  players: [A, B, C]
  dealer: B
  phase: after_draw
  pot: 15
  limit: 5
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "9S TC JD QS KC", B: "9C TS JS QD KD"}
"""


def _law(n: int, *extra: str, page: str = "1") -> str:
    return (f"  - id: club:{n}\n    title: Law {n}\n    page: {page}\n    kind: rule\n"
            f"    text: The dealer shuffles.\n" + "".join(f"    {x}\n" for x in extra))


def _house(tmp_path, *laws: str, head: str = HOUSE, tail: str = ""):
    books = tmp_path / "books"
    books.mkdir()
    book = books / "club.yaml"
    book.write_text(head + "".join(laws) + tail, encoding="utf-8")
    return books, book


# --- 1. rule --ask reads the case file as the loader does, checks first --------------------

@pytest.fixture
def on_terminal(monkeypatch):
    from adjudicator.cli import ask

    monkeypatch.setattr(ask, "on_terminal", lambda: True)
    asked = []
    monkeypatch.setattr(ask, "choose", lambda *a, **k: asked.append(a) or "in-time")
    return asked


def test_ask_refuses_a_fifo_before_opening_it(cli, tmp_path, on_terminal):
    fifo = tmp_path / "fifo.yaml"
    os.mkfifo(fifo)
    done = threading.Event()

    def unblock():  # were the FIFO opened, a writer after 20 s lets the test fail, not hang
        if not done.wait(20):
            fd = os.open(fifo, os.O_WRONLY | os.O_NONBLOCK)
            os.write(fd, b"title: opened\n")
            os.close(fd)

    threading.Thread(target=unblock, daemon=True).start()
    try:
        run = cli("rule", fifo, "--book", "peel", "--ask")
    finally:
        done.set()
    _refused(run, f"{fifo}:1:1: is a FIFO (named pipe), not a regular file")
    assert on_terminal == []


def test_ask_refuses_a_huge_file_without_reading_it_whole(cli, tmp_path, on_terminal):
    big = tmp_path / "big.yaml"
    with open(big, "wb") as f:
        f.truncate(64_000_000)  # sparse: 64 MB on the disk's word, nothing written
    tracemalloc.start()
    try:
        run = cli("rule", big, "--book", "peel", "--ask")
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    _refused(run, f"{big}:1:1: a case file is 64,000,000 bytes; at most 250,000 are read")
    assert peak < 16_000_000, peak  # what the loader reads (a case's bound), not the file
    assert on_terminal == []


def test_ask_refuses_a_device_as_rule_does(cli, on_terminal):
    asked = cli("rule", "/dev/zero", "--book", "peel", "--ask")
    plain = cli("rule", "/dev/zero", "--book", "peel")
    assert _refused(asked, "/dev/zero:1:1: is a character device") == _refused(plain)


# --- 2. a house book naming a law that is none, in a book outside its chain ----------------

@pytest.mark.parametrize("field", ["refers_to", "same_as", "prevails_over", "conflicts_with"])
@pytest.mark.parametrize("ref", ["keller:no-such-law", "nobook:1"])
def test_every_command_refuses_a_house_book_naming_no_law(cli, tmp_path, field, ref):
    books, book = _house(tmp_path, _law(1, f"{field}: [{ref}]"))
    case = _write(tmp_path, "case.yaml", CASE)
    for run in (cli("rule", case, "--rulebooks", books),
                cli("compare", case, "--rulebooks", books),
                cli("law", "club:1", "--rulebooks", books),
                cli("census", "--book", "club", "--rulebooks", books)):
        msg = _one_line(run, book, 8)
        assert msg == f"club:1 {field} {ref}, which is not a law", msg
    checked = cli("check", "--rulebooks", books, books)
    assert checked.code == 2 and f"{book}:8:5: club:1 {field} {ref}, which is not a law" \
        in checked.out


def test_a_house_book_naming_a_law_of_another_book_is_ruled(cli, tmp_path):
    # Keller reprints Schenck's apology (ch. X): a law of a book outside the chain, which is one
    books, _ = _house(tmp_path, _law(1, "same_as: [keller:ch10/apology/1]",
                                     "refers_to: [schenck:apology/1]"))
    case = _write(tmp_path, "case.yaml", CASE)
    run = cli("rule", case, "--rulebooks", books, "-f", "json")
    assert run.code == 0, run.err
    peel = cli("rule", _write(tmp_path, "peel.yaml", CASE.replace("book: club", "book: peel")),
               "-f", "json")
    # a law that provides nothing leaves the ruling the base book's
    assert (run.json()["awards"], run.json()["status"]) == (peel.json()["awards"],
                                                            peel.json()["status"])
    assert cli("law", "club:1", "--rulebooks", books).code == 0


# --- 3. the points and laws an expectation's readings assume ------------------------------

@pytest.mark.parametrize("assume, col, says", [
    ("{point: law.show.order, reading: peel:999}", 42, "law 'peel:999': no such law"),
    ("{point: silent.no-such-question, reading: x}", 19, "unknown point 'silent.no-such"),
    ("{point: agreed.no-such-departure, reading: binds}", 19,
     "unknown point 'agreed.no-such-departure': after `agreed.` comes one of blaze"),
    ("{point: tie.no-such-category, reading: next-card}", 19, "unknown point 'tie.no-such"),
    ("{point: chips.no-such-key, reading: stand}", 19, "unknown point 'chips.no-such-key'"),
    ("{point: rank.no-such-hand, reading: beats}", 19, "unknown point 'rank.no-such-hand'"),
    ("{point: stands.before-play, reading: may-stand}", 19, "after `stands.` comes"),
    ("{point: bets.settled, reading: remain}", 19, "after `bets.` comes one of misdeal"),
], ids=["law", "silent", "agreed", "tie", "chips", "rank", "stands", "bets"])
def test_an_unknown_point_or_law_an_expectation_assumes_is_bad_input(cli, tmp_path, assume,
                                                                      col, says):
    case = _write(tmp_path, "case.yaml", CASE.replace("book: club", "book: peel")
                  + f"expect:\n  peel:\n    readings:\n      - assume: [{assume}]\n")
    assert cli("rule", case).code == 0  # a ruling leaves the expectations unread
    for run in (cli("check", "--expect", case),):
        if run.out.startswith(f"{case}:"):  # check lists its problems on stdout
            assert run.code == 2 and run.out.splitlines()[0].startswith(f"{case}:17:{col}: ")
            assert says in run.out
            continue
        assert says in _one_line(run, case, 17)


def test_the_points_the_casebook_assumes_are_known(cli, tmp_path):
    # each kind whose subject is checked, named as rulings name it, passes
    case = _write(tmp_path, "case.yaml", CASE.replace("book: club", "book: peel") + (
        "expect:\n  peel:\n    readings:\n"
        "      - assume: [{point: tie.two_pairs, reading: next-card}]\n"
        "      - assume: [{point: rank.five-of-a-kind, reading: beats}]\n"
        "      - assume: [{point: agreed.blaze, reading: binds}]\n"
        "      - assume: [{point: holds.after-draw, reading: may-stand}]\n"
        "      - assume: [{point: bets.misdeal, reading: remain}]\n"
        "      - assume: [{point: silent.limit.exceeded, reading: x}]\n"
        "      - assume: [{point: law.show.claim, reading: peel:59}]\n"))
    run = cli("check", "--expect", case)
    assert run.code == 1 and "0 problems; 1 expectation not met" in run.out, run.out


# --- 4. a book's printed figures are numbers of nought or more ----------------------------

TABLE = """\
tables:
  - id: club:t1
    title: T
    page: 1
{total}    rows:
      pair: {{count: {count}, odds: 3}}
"""


@pytest.mark.parametrize("count, total, line", [
    (".nan", "", 18), ("-.inf", "", 18), (".inf", "", 18), ("-5", "", 18), ("-0.5", "", 18),
    ("5", "    total: -5\n", 17)], ids=["nan", "-inf", "inf", "negative", "fraction", "total"])
def test_a_table_figure_that_is_no_count_is_refused_at_its_line(cli, tmp_path, count, total,
                                                               line):
    books, book = _house(tmp_path, _law(1), tail=TABLE.format(count=count, total=total))
    run = cli("census", "--book", "club", "--rulebooks", books, "-f", "json")
    msg = _one_line(run, book, line)
    assert ("total must be a whole number, nought or more" if total
            else "a printed figure is a number of nought or more") in msg, msg
    checked = cli("check", "--rulebooks", books, books)
    assert checked.code == 2 and f"{book}:{line}:" in checked.out


def test_a_table_of_counts_and_words_is_read(cli, tmp_path):
    books, _ = _house(tmp_path, _law(1), tail=TABLE.format(count="0", total="    total: 0\n")
                      .replace("odds: 3", "odds: 2.5, said: about 2 to 1"))
    assert cli("check", "--rulebooks", books, books).code == 0


@pytest.mark.parametrize("key, value", [("year", "-5"), ("year", "0"), ("pages", ".nan"),
                                        ("pages", "9-2"), ("publisher", ".nan"),
                                        ("edition", "-.inf"), ("numbering", "7")])
def test_a_book_heading_that_is_no_figure_or_text_is_refused(cli, tmp_path, key, value):
    books, book = _house(tmp_path, _law(1), head=HOUSE.replace(
        "  extends: peel\n", f"  extends: peel\n  {key}: {value}\n"))
    msg = _one_line(cli("books", "--rulebooks", books, "-f", "json"), book, 7)
    assert msg.startswith(key), msg


# --- 5. the rest -----------------------------------------------------------------------------

def test_two_house_laws_amending_one_base_law_are_refused_at_the_second(cli, tmp_path):
    books, book = _house(tmp_path, _law(1, "amends: [peel:59]"), _law(2, "repeals: [peel:59]"))
    case = _write(tmp_path, "case.yaml", CASE)
    msg = _one_line(cli("rule", case, "--rulebooks", books, "-f", "json"), book, 14)
    assert msg.startswith("club:2 amends or repeals peel:59, which club:1 amends"), msg
    checked = cli("check", "--rulebooks", books, books)
    assert checked.code == 2 and f"{book}:14:5: club:2 amends" in checked.out


@pytest.mark.parametrize("extra, page, line, says", [
    (("prevails_over: [club:1]",), "1", 13, "prevails_over names the law itself, club:1"),
    (("conflicts_with: [club:1]",), "1", 13, "conflicts_with names the law itself, club:1"),
    (("when: {agreed: joker, not_agreed: joker}",), "1", 13,
     "when: joker is both agreed and not agreed"),
    (("when: {agreed_any: [joker], not_agreed: [joker, bug]}",), "1", 13,
     "when: joker is both agreed and not agreed"),
    (("amends: [peel:59]", "repeals: [peel:59]"), "1", 14,
     "peel:59 is both amended and repealed"),
    ((), "0", 10, "page must be a page (1 or more"),
    ((), "9-2", 10, "page must be a page (1 or more"),
    ((), "4-4", 10, "page must be a page (1 or more"),
], ids=["prevails-over-itself", "conflicts-with-itself", "agreed-and-not", "any-and-not",
        "amends-and-repeals", "page-0", "backwards", "range-of-one"])
def test_a_law_that_contradicts_itself_is_refused_at_its_line(cli, tmp_path, extra, page,
                                                              line, says):
    books, book = _house(tmp_path, _law(1, *extra, page=page))
    case = _write(tmp_path, "case.yaml", CASE)
    for run in (cli("rule", case, "--rulebooks", books), cli("law", "club:1", "--rulebooks",
                                                             books)):
        msg = _one_line(run, book, line)
        assert says in msg, msg
    assert cli("check", "--rulebooks", books, books).code == 2


def test_page_nought_stands_for_an_unnumbered_page_whose_page_is_approximate(cli, tmp_path):
    books, _ = _house(tmp_path, _law(1, "page_approx: true", page="0"))
    assert cli("law", "club:1", "--rulebooks", books).code == 0


def test_a_law_may_agree_one_departure_and_not_another(cli, tmp_path):
    books, _ = _house(tmp_path, _law(1, "when: {agreed_any: [joker, bug], not_agreed: joker}"))
    assert cli("law", "club:1", "--rulebooks", books).code == 0


@pytest.mark.parametrize("what", ["file", "fifo", "device"])
def test_rulebooks_at_what_is_no_folder_says_what_it_is(cli, tmp_path, what):
    path = {"file": tmp_path / "club.yaml", "fifo": tmp_path / "fifo",
            "device": "/dev/null"}[what]
    if what == "file":
        path.write_text("book: {}\n")
    elif what == "fifo":
        os.mkfifo(path)
    kind = {"file": "a regular file", "fifo": "a FIFO (named pipe)",
            "device": "a character device"}[what]
    for run in (cli("books", "--rulebooks", path),
                cli("rule", _write(tmp_path, "case.yaml", CASE), "--rulebooks", path)):
        _refused(run, f"{path}:1:1: is {kind}, not a folder")


def test_an_unmet_not_silent_says_what_the_ruling_is_silent_on(cli, tmp_path):
    case = _write(tmp_path, "case.yaml", CASE.replace("book: club", "book: peel")
                  + "expect:\n  peel: {not_silent: [ties.odd-chip, draw.excess]}\n")
    run = cli("check", "--expect", case)
    assert run.code == 1, (run.out, run.err)
    assert ("not_silent: expected the ruling not silent on [\"draw.excess\", "
            "\"ties.odd-chip\"], and it is silent on [\"ties.odd-chip\"]") in run.out \
        or ("not_silent: expected the ruling not silent on [\"ties.odd-chip\", "
            "\"draw.excess\"], and it is silent on [\"ties.odd-chip\"]") in run.out, run.out


@pytest.mark.parametrize("command", [("rule", "CASE"), ("hand", "AS KS QS JS TS"),
                                     ("census",), ("new", "NEW")])
@pytest.mark.parametrize("value", ["", " "])
def test_an_empty_book_option_is_refused_never_the_default(cli, tmp_path, command, value):
    case = _write(tmp_path, "case.yaml", CASE.replace("book: club", "book: peel"))
    new = tmp_path / "new.yaml"
    args = [{"CASE": case, "NEW": new}.get(a, a) for a in command]
    _refused(cli(*args, f"--book={value}"), "an empty book id")  # --book or --books
    assert not new.exists()


@pytest.mark.parametrize("name", ["B\nC", "B\x1bC", "B\rC", "B\u202eC"])
def test_new_refuses_a_name_that_does_not_print_on_one_line_as_a_name(cli, tmp_path, name):
    new = tmp_path / "new.yaml"
    msg = _refused(cli("new", new, "--players", f"A,{name}"), "--players: ",
                   "write each name plainly on one line")
    assert "YAML" not in msg and not new.exists()
