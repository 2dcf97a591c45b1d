"""A straddle's size by each book's own words (issue: a straddle of five ruled lawful under
the laws that forbid it; a straddle with no amount sized by Peel's rule under books that
have no law of straddling). Each expectation is written from the law quoted beside it:

- Peel desc/12: "“straddling,” i.e. ... staking a sum double that of the ante"; law 21: the
  succeeding players have "the right to increase the straddle in every case by the amount of
  the ante"; law 22: "to an amount exceeding one-half the limit" no straddle may go.
- Keller p. 11-12: "Straddle.—To place in the pool before the deal an amount double of the
  ante ... the next on his left may straddle his straddle".
- Schenck, the Standard laws, the published decision: no law of straddling at all.

Neither Peel nor Keller says what chips put up as a straddle of another sum are: the ruling
says the sum is not the book's straddle, on the law that sizes it, and reads those chips
both ways (they stand, or go back), holding only them. Where the story does not tell a
straddle's amount and the book gives none, the amount is a fact missing, never another
book's size."""
from __future__ import annotations

import textwrap

import pytest

from adjudicator.judge.engine import adjudicate
from adjudicator.law.library import Library
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads
from replay import assert_conserved, laws_at, points, replay_said
from badinput import write as _write
from badinput import one_line as _one_line

SILENT_BOOKS = ["schenck", "standard", "published-decision"]


def story(*straddles: str, ante: int = 1, limit: int = 20, tail: str = "") -> str:
    """Ann, the age, antes; the straddles told in order (Bob first, at her left)."""
    return (f"title: t\ntable: {{players: [Ann, Bob, Cal, Dan], dealer: Dan, ante: {ante}, "
            f"limit: {limit}}}\nevents:\n  - ante: Ann\n"
            + "".join(f"  - straddle: {s}\n" for s in straddles) + tail)


SHOWN = """\
  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}
  - call: {player: Dan}
  - fold: Ann
  - fold: Bob
  - call: Cal
  - show: {Dan: "JS JH 4D 4C 2S", Cal: "TS TH TD 5C 3D"}
"""


def opened(book: str, level: int) -> str:
    """SHOWN, Dan's opening after the straddles by the book's law of it: Keller's "an amount
    equal to the highest deposit" (/3), Dan's call of LEVEL; Peel desc/27's "a sum at least
    equal to double the ante and straddles together", double LEVEL (a call of LEVEL falls
    short of it, a point of its own: tests/test_opening.py)."""
    if book != "peel":
        return SHOWN
    return SHOWN.replace("  - call: {player: Dan}\n",
                         f"  - bet: {{player: Dan, amount: {2 * level}}}\n")


def rule(library, book: str, text: str) -> dict:
    r = adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))
    assert_conserved(r)
    return r


def found(library, book: str, text: str, event: int | None = None) -> list[tuple]:
    """What the ruling found (at EVENT), as data: (kind, params) of each step."""
    return [(s.kind, s.params) for s in replay_said(library, book, text)[1]
            if event is None or s.event == event]


def decisive(r: dict) -> list[str]:
    return [s["point"] for s in r["silent"] if s["decisive"]]


# --- the size each book gives, where the story does not tell it ----------------------------

@pytest.mark.parametrize("ante", [1, 3])
def test_peel_desc_12_the_first_straddle_is_double_the_ante(library, ante):
    r = rule(library, "peel", story("Bob", ante=ante, limit=50))
    assert r["stakes"]["Bob"] == 2 * ante
    assert "peel:desc/12" in laws_at(r, 2)
    assert decisive(r) == [] and r["missing"] == []


def test_peel_21_each_later_straddle_adds_the_ante_keller_doubles_the_straddle(library):
    # Peel: 2 (desc/12), then 2 + 2, 4 + 2 on an ante of 2; Keller: 4, then 8, 16
    peel = rule(library, "peel", story("Bob", "Cal", "Dan", ante=2, limit=50))
    keller = rule(library, "keller", story("Bob", "Cal", "Dan", ante=2, limit=50))
    assert [peel["stakes"][p] for p in ("Bob", "Cal", "Dan")] == [4, 6, 8]
    assert [keller["stakes"][p] for p in ("Bob", "Cal", "Dan")] == [4, 8, 16]
    assert {"peel:21", "peel:desc/13"} <= laws_at(peel, 3)
    assert "keller:ch2/technical-terms/straddle" in laws_at(keller, 3)


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_a_straddle_told_at_the_books_size_is_its_straddle(library, book):
    # "double that of the ante" / "double of the ante": 2; then Peel 3, Keller 4
    second = {"peel": 3, "keller": 4}[book]
    text = story("{player: Bob, amount: 2}", f"{{player: Cal, amount: {second}}}",
                 tail=opened(book, second))
    r = rule(library, book, text)
    opening = 2 * second if book == "peel" else second
    assert (r["status"], r["awards"]) == ("settled", {"Cal": 1 + 2 + 2 * opening})
    assert r["silent"] == []
    # each the book's straddle, and none of another sum
    assert found(library, book, text, 2) == [("ante.straddles-staking",
                                              {"player": "Bob", "amount": 2})]
    assert found(library, book, text, 3) == [("ante.straddles-staking",
                                              {"player": "Cal", "amount": second})]


# --- a straddle of another sum than the book's ---------------------------------------------

@pytest.mark.parametrize("book,law,then", [
    ("peel", "peel:desc/12", 6),                          # Cal: 5 and an ante (law 21)
    ("keller", "keller:ch2/technical-terms/straddle", 10),  # Cal straddles Bob's 5
])
def test_a_first_straddle_of_five_on_an_ante_of_one_is_not_the_books(library, book, law, then):
    text = story("{player: Bob, amount: 5}", "Cal", tail=opened(book, then))
    r = rule(library, book, text)
    # Bob's 5 are not the book's straddle of 2, double the ante; what they are is open
    (kind, params), other = found(library, book, text, 2)
    assert (kind, params["player"], params["amount"], params["due"]) == (
        "ante.straddle-not-the-books", "Bob", 5, 2)
    assert other == ("ante.straddle-of-another-sum", {"player": "Bob", "amount": 5})
    assert [s["laws"] for s in r["steps"] if s["event"] == 2][0] == [law]
    # no law says what they are: his 5 stand, or go back to him; nothing else is held
    assert decisive(r) == ["straddle.size"] and r["status"] == "unsettled"
    opening = 2 * then if book == "peel" else then
    assert r["stakes"]["Cal"] == opening and r["pot"] == 1 + 5 + 2 * opening
    assert (r["awards"], r["undecided"]) == ({"Cal": r["pot"] - 5}, 5)
    assert sorted(x["refunds"].get("Bob", 0) for x in r["readings"]) == [0, 5]
    assert r["penalties"] == []  # the book gives none


@pytest.mark.parametrize("amount", [1, 3])
def test_peel_a_first_straddle_short_or_over_double_the_ante_is_not_its_straddle(library,
                                                                                amount):
    r = rule(library, "peel", story(f"{{player: Bob, amount: {amount}}}"))
    assert [s["laws"] for s in r["steps"] if s["event"] == 2][0] == ["peel:desc/12"]
    assert "straddle.size" in points(r)


@pytest.mark.parametrize("book,law,due", [
    ("peel", "peel:21", 3),                                # 2 and "the amount of the ante"
    ("keller", "keller:ch2/technical-terms/straddle", 4),  # "straddle his straddle"
])
def test_a_straddle_of_seven_after_two_is_not_the_books(library, book, law, due):
    text = story("Bob", "{player: Cal, amount: 7}", tail=opened(book, 7))
    r = rule(library, book, text)
    # Cal's 7 are not the book's straddle of Bob's 2, which is DUE in all
    (kind, params), other = found(library, book, text, 3)
    assert (kind, params["player"], params["amount"], params["previous"], params["due"]) == (
        "ante.straddle-not-the-books-next", "Cal", 7, 2, due)
    assert other == ("ante.straddle-of-another-sum", {"player": "Cal", "amount": 7})
    assert law in laws_at(r, 3)
    # Cal's 7 stand (he wins them with the pool) or go back to him: the pool is his either way,
    # so the silence on what his 7 are decides nothing
    assert decisive(r) == [] and "straddle.size" in points(r)
    opening = 14 if book == "peel" else 7
    assert r["pot"] == 3 + 2 * opening and r["stakes"]["Dan"] == opening
    assert (r["status"], r["awards"], r["undecided"], r["readings"]) == (
        "settled", {"Cal": 3 + 2 * opening}, 0, [])


def test_peel_22_a_straddle_past_half_the_limit_is_still_refused(library):
    r = rule(library, "peel", story("Bob", "{player: Cal, amount: 12}"))
    # no straddle: his 12 are what he put in the pool, held on what becomes of them
    assert "peel:22" in laws_at(r, 3) and r["stakes"]["Cal"] == 12 and r["undecided"] >= 12


# --- no law of straddling: the amount told, or a fact missing ------------------------------

@pytest.mark.parametrize("book", SILENT_BOOKS)
def test_a_straddle_with_no_amount_under_a_book_with_no_straddle_law_is_missing(library,
                                                                               book):
    r = rule(library, book, story("Bob", "Cal", tail=SHOWN))
    assert [m["fact"] for m in r["missing"]] == ["straddle amount"]
    assert r["missing"][0]["event"] == 2
    # no chip of Peel's one-ante straddle is put up: the pool is the ante, and it is held
    assert (r["status"], r["pot"], r["awards"], r["undecided"]) == ("unsettled", 1, {}, 1)
    assert "Bob" not in r["stakes"] and "Cal" not in r["stakes"]
    assert "straddle" in points(r)
    assert not any("staking" in s["finding"] for s in r["steps"])


@pytest.mark.parametrize("book", SILENT_BOOKS)
def test_a_straddle_whose_amount_is_told_is_replayed_at_that_amount(library, book):
    r = rule(library, book, story("{player: Bob, amount: 5}", "{player: Cal, amount: 6}",
                                  tail=SHOWN))
    assert r["missing"] == [] and r["stakes"] == {"Ann": 1, "Bob": 5, "Cal": 6, "Dan": 6}
    assert "straddle.size" not in points(r)  # no size in the book to miss


@pytest.mark.parametrize("book", SILENT_BOOKS)
def test_chips_told_outright_after_an_untold_straddle_are_in_the_pool_and_held(library, book):
    # Bob's straddle untold stops the deal; Cal's 7 were put up all the same, whatever Bob's
    # was: they are counted and held with Ann's ante, never dropped; Dan's call is not (what
    # it put up turns on Bob's sum)
    r = rule(library, book, story("Bob", "{player: Cal, amount: 7}", tail=SHOWN))
    assert (r["status"], r["pot"], r["undecided"]) == ("unsettled", 8, 8)
    assert r["stakes"] == {"Ann": 1, "Cal": 7}
    assert found(library, book, story("Bob", "{player: Cal, amount: 7}", tail=SHOWN), 3)[0] \
        [0].endswith("-put-up")
    assert_conserved(r)


CLUB = """\
book: {id: straddle-club, title: T, author: A, source: s, extends: schenck}
laws:
  - id: straddle-club:1
    title: Who straddles
    page: 1
    kind: rule
    text: The player at the ante's left may straddle.
    provides: {straddle.first: left-of-ante}
"""


def test_a_book_that_names_the_straddler_but_no_size_leaves_an_untold_amount_missing(
        tmp_path):
    (tmp_path / "straddle-club.yaml").write_text(textwrap.dedent(CLUB))
    lib = Library.open([str(tmp_path)])
    text = story("Bob", tail=SHOWN)
    r = adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), lib.book("straddle-club"))
    assert [m["fact"] for m in r["missing"]] == ["straddle amount"]
    assert "straddle" not in points(r)  # the club has a law of straddling
    # the deal stops on the untold sum, not on a law: what follows is not replayed
    assert found(lib, "straddle-club", text, 3) == [("after-untold", {"verb": "deal", "player": "",
                                                                       "status": "unsettled"})]
    assert (r["pot"], r["undecided"]) == (1, 1)
    told = story("{player: Bob, amount: 5}")
    r = adjudicate(build_case(loads(told, "t.yaml"), "t.yaml"), lib.book("straddle-club"))
    assert r["missing"] == [] and r["stakes"]["Bob"] == 5
    assert "straddle-club:1" in laws_at(r, 2) and "straddle.size" not in points(r)


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
