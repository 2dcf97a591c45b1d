"""`search` by the words: an exact phrase, NOT, a prefix, a relevance cut-off, the printed
readings; each hit with its words in context; no match said plainly."""
from __future__ import annotations

import re

import pytest
from test_arguments import _invoke
import time
from badinput import refused as _refused


WINDOW = 6  # words: a phrase long enough to be one law's own


def _words(text: str) -> list[str]:
    return re.findall(r"\w+", text.lower())


def _own_phrase(law, others) -> tuple[str, bool] | None:
    """A run of WINDOW words of LAW's text that no other law of OTHERS holds (False: only
    one its own book's others lack), or None."""
    mine = _words(law.text)
    theirs = {o.id: " " + " ".join(_words(" ".join((o.text, o.title, o.footnote or "")))) + " "
              for o in others if o.id != law.id}
    fallback = None
    for i in range(max(1, len(mine) - WINDOW + 1)):
        phrase = " ".join(mine[i:i + WINDOW])
        holders = [k for k, t in theirs.items() if f" {phrase} " in t]
        if not holders:
            return phrase, True
        if fallback is None and all(k.split(":")[0] != law.book for k in holders):
            fallback = phrase
    return (fallback, False) if fallback else None


@pytest.mark.parametrize("book_id", ["peel", "keller", "schenck", "standard",
                                     "published-decision"])
def test_an_exact_phrase_of_every_tenth_law_finds_that_law_first(library, cli, book_id):
    every = [law for b in library.books() for law in b.laws.values()]
    book = library.book(book_id)
    tenth = list(book.laws.values())[::10]
    assert tenth
    for law in tenth:
        own = _own_phrase(law, every)
        assert own, law.id
        phrase, anywhere = own
        where = () if anywhere else ("--book", book_id)
        hits = cli("search", f'"{phrase}"', *where, "--format", "json").json()
        assert hits and hits[0]["id"] == law.id, (law.id, phrase, [h["id"] for h in hits[:3]])
        # the words in context, the phrase's words marked where they stand
        marked = " ".join(hits[0]["context"][s:e] for s, e in hits[0]["matches"])
        assert marked and _words(marked) == phrase.split()[:len(_words(marked))], (
            law.id, hits[0]["context"])


def test_a_phrase_in_quotes_is_found_as_a_phrase(cli):
    # issue 40: '"holding the age"' found Keller's ties, Schenck's ties and Peel 81, which hold
    # the words apart; Schenck's rules/14 (and Keller's reprint of it) hold the phrase
    found = [h["id"] for h in cli("search", '"holding the age"', "-f", "json").json()]
    assert set(found) == {"schenck:rules/14", "keller:ch10/rules/14"}, found


def test_not_a_book_leaves_out_its_laws_and_not_a_word_its_holders(cli, library):
    found = [h["id"] for h in cli("search", "straddle NOT peel", "-f", "json").json()]
    assert found and not any(i.startswith("peel:") for i in found)
    assert "keller:ch4/the-straddle/1" in found
    without = [h["id"] for h in cli("search", "straddle NOT limit", "-f", "json").json()]
    assert without and all("limit" not in library.law(i).text.lower() for i in without)
    assert "peel:22" not in without  # "... exceeding one-half the limit"


def test_a_prefix_finds_every_word_it_begins(cli):
    found = cli("search", "strad*", "--book", "peel", "-f", "json").json()
    words = {w.lower() for h in found for s, e in h["matches"] for w in [h["context"][s:e]]}
    assert {"straddle", "straddled", "straddler"} <= words, words


def test_a_cut_off_keeps_only_the_laws_at_least_that_relevant(cli):
    every = cli("search", "foul hand", "-f", "json").json()
    floor = every[len(every) // 2]["score"]
    kept = cli("search", "foul hand", "--min-score", str(floor), "-f", "json").json()
    assert kept == [h for h in every if h["score"] >= floor] and len(kept) < len(every)
    assert len(cli("search", "foul hand", "--limit", "3", "-f", "json").json()) == 3


@pytest.mark.parametrize("floor", ["nan", "inf", "-inf"])
def test_a_cut_off_that_is_no_number_is_refused(cli, floor):
    # an attacker's: nan passed, and "No law matches ... at a score of nan or more" exit 0
    r = cli("search", "straddle", "--min-score", floor)
    assert r.code == 2 and not r.out
    assert r.err.startswith(f"adjudicator: --min-score: {floor} is no score"), r.err


def test_the_printed_readings_are_searched_and_said_to_be(cli):
    # Schenck rules/15: the scan's OCR reads "eqval" where the law reads "equal"
    hits = cli("search", "eqval", "-f", "json").json()
    assert [h["id"] for h in hits] == ["schenck:rules/15"]
    assert hits[0]["found_in"] == "printed"
    s, e = hits[0]["matches"][0]
    assert hits[0]["context"][s:e] == "eqval"
    assert "found as printed" in cli("search", "eqval").out


def test_no_match_is_said_plainly(cli):
    out = cli("search", "zebra", "--book", "peel")
    assert out.code == 0 and out.out == "No law matches 'zebra' in peel.\n"
    assert cli("search", "zebra", "-f", "json").json() == []


def test_operators_the_index_cannot_read_are_searched_as_words(cli):
    # FTS5's NOT is binary: "NOT peel" alone asks nothing it can read; its words are searched
    out = cli("search", "NOT peel", "-f", "json")
    assert out.code == 0 and out.json(), out.err
    assert cli("search", "foul) OR (", "-f", "json").json()[0]["id"]


def test_a_search_of_thousands_of_words_is_refused_at_once(cli):
    started = time.monotonic()
    run = cli("search", "a " * 5000, "--books", "peel", process=True)  # once ran past 60 s
    assert time.monotonic() - started < 20
    assert "search" in _refused(run, "query")


def test_a_search_of_words_repeated_within_the_bound_still_finds_the_law(cli):
    # Peel 19's title: "The ante at most half the limit"
    run = cli("search", "ante " * 30, "--books", "peel", "--format", "json")
    assert run.code == 0 and "peel:19" in [h["id"] for h in run.json()]


def test_odd_search_queries_find_laws_or_nothing_but_never_fail():
    for query in ['"', "AND OR NOT", "*", "foul) OR (", "ünïcödé", "'", "NEAR(", "-"]:
        r = _invoke("search", query, "--book", "peel", "--format", "json")
        assert r.exit_code == 0, (query, r.stderr)


def test_a_limit_past_every_law_lists_every_match(cli):
    # a limit larger than the store's whole numbers once failed in the index's query
    many = cli("search", "ante", "--limit", "99999999999999999999999", "--format", "json")
    every = cli("search", "ante", "--limit", "100000", "--format", "json")
    assert many.code == 0 and many.out == every.out and len(every.json()) > 25
