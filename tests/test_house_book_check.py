"""`check` of a house book, and every command refusing what `check` refuses, at the line that is
wrong: laws that prevail over each other, a table row holding a list or a figure that is no
count, a law naming no law, two laws amending one, a provision or a law that contradicts
itself, a head that is wrong. What `check` passes (page nought, one departure agreed and not
another, a law of another book), every command serves."""
from __future__ import annotations

import re
import textwrap
from pathlib import Path

import pytest
from test_torn_books import ALL_AT_ONCE, CALLER_LAST, _club as _torn_club
from stories import CLUB_CASE as CASE
from badinput import write as _write
from stories import JOKER_SHOWN as SHOW

from adjudicator.cli.checking import check_paths
from adjudicator.law.library import Library
import adjudicator
from badinput import one_line as _one_line

LINE = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)$")


def _house(folder: Path, book_id: str, laws: str, extends: str = "peel", tables: str = ""):
    head = textwrap.dedent(f"""\
        book:
          id: {book_id}
          title: A house book
          author: The Committee
          source: house rules
          extends: {extends}
        """)
    return _write(folder, f"{book_id}.yaml", head + f"laws:{laws or ' []'}\n"
                  + textwrap.dedent(tables))


CIRCLE = """
  - id: circle:1
    title: One
    page: 1
    kind: rule
    text: The ace ends a sequence.
    topics: [sequence.ace]
    provides: {sequence.ace: either-end}
    prevails_over: [circle:2]
  - id: circle:2
    title: Two
    page: 1
    kind: rule
    text: The ace begins a sequence only.
    topics: [sequence.ace]
    provides: {sequence.ace: begins-only}
    prevails_over: [circle:1]"""


def test_laws_that_prevail_over_each_other_are_refused_by_check_and_every_command(tmp_path,
                                                                                  cli):
    _house(tmp_path, "circle", CIRCLE)
    result = check_paths([], Library.open([str(tmp_path)]))
    assert len(result["errors"]) == 1
    m = LINE.match(result["errors"][0])
    assert m and m["file"].endswith("circle.yaml") and m["line"] == "8"
    assert m["msg"].startswith("circle:1 -> circle:2 -> circle:1: these laws each prevail")
    for args in (["rule", "cases/keller-side-pot.yaml", "--book", "circle"],
                 ["hand", "AS KS QS JS TS", "--book", "circle"]):
        r = cli(*args, "--rulebooks", str(tmp_path))
        assert r.code == 2 and "Traceback" not in r.err, r.err
        assert LINE.match(r.err.strip()), r.err


ACES_AND_SIXES = """
  - id: stripped:1
    title: Aces and sixes
    page: 1
    kind: rule
    text: Only the aces and the sixes are played.
    topics: [pack]
    provides: {pack.ranks: [aces, sixes]}"""


def test_a_house_pack_its_base_counts_otherwise_is_refused_by_check_at_its_law(tmp_path, cli):
    # the Standard laws count "a pack of 52 cards" (standard:cards/1); a house book that
    # plays the aces and the sixes alone makes 8: `hand` and `census` cannot know which
    # cards its pack holds, so `check` refuses it where its law is written (a fuzz find,
    # seed 1212: `check` passed it and `hand` refused it)
    _house(tmp_path, "stripped", ACES_AND_SIXES, extends="standard")
    result = check_paths([str(tmp_path / "stripped.yaml")], Library.open([str(tmp_path)]))
    assert len(result["errors"]) == 1, result["errors"]
    m = LINE.match(result["errors"][0])
    assert m and m["file"].endswith("stripped.yaml") and m["line"] == "8"
    assert m["msg"].startswith("stripped's pack holds 52 cards (standard:cards/1), but its "
                               "ranks (aces, sixes, stripped:1) make 8")
    r = cli("hand", "AS AH AD AC 6S", "--book", "stripped", "--rulebooks", str(tmp_path))
    assert r.code == 2 and "Traceback" not in r.err and LINE.match(r.err.strip()), r.err


def test_a_table_row_holding_a_list_is_refused_where_it_is_written(tmp_path, cli):
    _house(tmp_path, "rows", "", tables="""\
        tables:
          - id: rows:t
            title: A table
            page: 1
            rows:
              flush: {count: [1, 2]}
        """)
    result = check_paths([str(tmp_path / "rows.yaml")], Library.open())
    assert [LINE.match(e)["line"] for e in result["errors"]] == ["13"]
    assert "must hold a value as printed" in result["errors"][0]
    for env in ({}, {"ADJUDICATOR_CACHE": "off"}):  # once it made every command fail
        r = cli("books", "--rulebooks", str(tmp_path), env=env)
        assert r.code == 2 and "Traceback" not in r.err and LINE.match(r.err.strip()), r.err


ROOT = Path(__file__).resolve().parent.parent


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


PACKAGE = Path(adjudicator.__file__).parent

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
    ("pack.cards: 0", "pack.cards takes a whole number from 1 to 1,000,000,000"),
    # past any amount a case may write: a slip of the pen, refused as a case's would be
    ("hand.cards: 99999999999", "hand.cards takes a whole number from 1 to 1,000,000,000"),
    ("show-for-stake.time-to-pay: {hours: 99999999999999999999}",
     "time-to-pay.hours takes a whole number from 0 to 1,000,000,000"),
    ("ante.max: {of: limit, divided-by: 99999999999}", "divided-by takes a whole number from 1"),
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


CLUB = """\
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


def _law(n: int, *extra: str, page: str = "1") -> str:
    return (f"  - id: club:{n}\n    title: Law {n}\n    page: {page}\n    kind: rule\n"
            f"    text: The dealer shuffles.\n" + "".join(f"    {x}\n" for x in extra))


def _club(tmp_path, *laws: str, head: str = CLUB, tail: str = ""):
    books = tmp_path / "books"
    books.mkdir()
    book = books / "club.yaml"
    book.write_text(head + "".join(laws) + tail, encoding="utf-8")
    return books, book


@pytest.mark.parametrize("field", ["refers_to", "same_as", "prevails_over", "conflicts_with"])
@pytest.mark.parametrize("ref", ["keller:no-such-law", "nobook:1"])
def test_every_command_refuses_a_house_book_naming_no_law(cli, tmp_path, field, ref):
    books, book = _club(tmp_path, _law(1, f"{field}: [{ref}]"))
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
    books, _ = _club(tmp_path, _law(1, "same_as: [keller:ch10/apology/1]",
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
    books, book = _club(tmp_path, _law(1), tail=TABLE.format(count=count, total=total))
    run = cli("census", "--book", "club", "--rulebooks", books, "-f", "json")
    msg = _one_line(run, book, line)
    assert ("total must be a whole number, nought or more" if total
            else "a printed figure is a number of nought or more") in msg, msg
    checked = cli("check", "--rulebooks", books, books)
    assert checked.code == 2 and f"{book}:{line}:" in checked.out


def test_a_table_of_counts_and_words_is_read(cli, tmp_path):
    books, _ = _club(tmp_path, _law(1), tail=TABLE.format(count="0", total="    total: 0\n")
                      .replace("odds: 3", "odds: 2.5, said: about 2 to 1"))
    assert cli("check", "--rulebooks", books, books).code == 0


@pytest.mark.parametrize("key, value", [("year", "-5"), ("year", "0"), ("pages", ".nan"),
                                        ("pages", "9-2"), ("publisher", ".nan"),
                                        ("edition", "-.inf"), ("numbering", "7")])
def test_a_book_heading_that_is_no_figure_or_text_is_refused(cli, tmp_path, key, value):
    books, book = _club(tmp_path, _law(1), head=CLUB.replace(
        "  extends: peel\n", f"  extends: peel\n  {key}: {value}\n"))
    msg = _one_line(cli("books", "--rulebooks", books, "-f", "json"), book, 7)
    assert msg.startswith(key), msg


def test_two_house_laws_amending_one_base_law_are_refused_at_the_second(cli, tmp_path):
    books, book = _club(tmp_path, _law(1, "amends: [peel:59]"), _law(2, "repeals: [peel:59]"))
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
    ((), "0", 10, "page must be a page (1 to 99,999"),
    ((), "9-2", 10, "page must be a page (1 to 99,999"),
    ((), "4-4", 10, "page must be a page (1 to 99,999"),
    ((), "9999999999999999999999999", 10, "page must be a page (1 to 99,999"),
], ids=["prevails-over-itself", "conflicts-with-itself", "agreed-and-not", "any-and-not",
        "amends-and-repeals", "page-0", "backwards", "range-of-one", "no-such-page"])
def test_a_law_that_contradicts_itself_is_refused_at_its_line(cli, tmp_path, extra, page,
                                                              line, says):
    books, book = _club(tmp_path, _law(1, *extra, page=page))
    case = _write(tmp_path, "case.yaml", CASE)
    for run in (cli("rule", case, "--rulebooks", books), cli("law", "club:1", "--rulebooks",
                                                             books)):
        msg = _one_line(run, book, line)
        assert says in msg, msg
    assert cli("check", "--rulebooks", books, books).code == 2


def test_page_nought_stands_for_an_unnumbered_page_whose_page_is_approximate(cli, tmp_path):
    books, _ = _club(tmp_path, _law(1, "page_approx: true", page="0"))
    assert cli("law", "club:1", "--rulebooks", books).code == 0


def test_a_law_may_agree_one_departure_and_not_another(cli, tmp_path):
    books, _ = _club(tmp_path, _law(1, "when: {agreed_any: [joker, bug], not_agreed: joker}"))
    assert cli("law", "club:1", "--rulebooks", books).code == 0


MARKED = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>\S.*)$")

def test_check_reports_a_law_that_does_not_exist_with_file_and_line(cli, tmp_path):
    path = _torn_club(tmp_path / "books", "club", [ALL_AT_ONCE], torn=False)
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


def test_a_rulebook_table_with_notes_that_are_not_text_is_an_input_error(tmp_path, library):
    """Was TypeError in rulebook.build_table (fuzz, issue #7)."""
    from adjudicator.cli.checking import check_paths

    path = tmp_path / "tabled.yaml"
    path.write_text("book: {id: tabled, title: T, author: A, source: s}\nlaws: []\ntables:\n"
                    "  - {id: tabled:t1, title: t, page: 1, rows: {a: {b: 1}}, notes: 2.5}\n")
    errors = check_paths([str(path)], library)["errors"]
    assert len(errors) == 1 and errors[0].endswith("notes must be text or a list of texts")
    assert MARKED.match(errors[0])["line"] == "4"


def test_check_reports_a_broken_book_that_refers_to_its_own_missing_law(tmp_path):
    """Was InputErrors escaping check_paths through Library.find_law (fuzz, issue #7)."""
    from adjudicator.cli.checking import check_paths
    from adjudicator.law.library import Library

    books = tmp_path / "books"
    path = _torn_club(books, "club", [ALL_AT_ONCE, CALLER_LAST], torn=True)
    text = path.read_text().replace("    kind: rule\n", "    kind: rule\n    same_as: [club:9]\n", 1)
    path.write_text(text.replace("    title: The caller shows last\n",
                                 "    title: The caller shows last\n    page_approx: 3\n"))
    errors = check_paths([str(path)], Library.open([str(books)]))["errors"]
    assert any("club:1 same_as club:9, which is not a law" in e for e in errors), errors
    assert any("page_approx takes true or false" in e for e in errors), errors


def test_a_year_no_book_was_printed_in_is_refused_at_its_line(cli, tmp_path):
    # CSL JSON once printed it as "issued": [[99999999999999999999999]], past what JSON's
    # readers hold exactly
    club = (Path(__file__).parent.parent / "rulebooks" / "examples" / "peel-club.yaml")
    text = club.read_text(encoding="utf-8")
    book = _write(tmp_path, "peel-club.yaml", re.sub(r"(?m)^  year: \d+$",
                                                     "  year: 99999999999999999999999", text))
    run = cli("check", book)
    assert run.code == 2 and "year must be the year it was printed, 1 to 9999" in run.out


QUEENS_FIRST = """
  - id: queens:1
    title: Jack-pots opened with queens
    page: 1
    kind: rule
    text: The first Jack-pot shall be opened with two queens, or better.
    topics: [jack-pot.openers]
    provides: {jack-pot.first-opens: queens}"""
KINGS_ORDER = """
  - id: kings:1
    title: Jack-pots from kings
    page: 1
    kind: rule
    text: Jack-pots shall be opened with two kings, then aces, and so on.
    topics: [jack-pot.openers]
    provides: {jack-pot.progression: [kings, aces]}"""


@pytest.mark.parametrize("book,laws,fix", [("queens", QUEENS_FIRST, "give the order too"),
                                           ("kings", KINGS_ORDER, "amend peel:30 too")])
def test_a_club_s_openers_its_base_s_order_contradicts_are_refused_at_its_law(tmp_path, cli,
                                                                               book, laws, fix):
    # Peel 30 opens the first jack pot with "two knaves", 32 orders the series jacks, queens,
    # kings; a club's law of one of them laid over the other's, unamended, is never carried
    # out where the other opens the pot (an audit of house books: a club's "queens" first
    # jack pot was opened with jacks, cited on Peel 32), so `check` refuses it at its law
    _house(tmp_path, book, laws)
    result = check_paths([str(tmp_path / f"{book}.yaml")], Library.open([str(tmp_path)]))
    assert len(result["errors"]) == 1, result["errors"]
    m = LINE.match(result["errors"][0])
    assert m and m["file"].endswith(f"{book}.yaml") and m["line"] == "8", result["errors"]
    assert "opens jack pot 1 of the series with" in m["msg"] and m["msg"].endswith(
        fix + (" (jack-pot.progression)" if fix.startswith("give") else " (amends)"))
    r = cli("rule", "cases/keller-side-pot.yaml", "--book", book, "--rulebooks", str(tmp_path))
    assert r.code == 2 and "Traceback" not in r.err and LINE.match(r.err.strip()), r.err
