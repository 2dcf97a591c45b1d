"""One way to name a book, and arguments checked as the command line checks its options
(issue 41): a ``Book`` or its id wherever a book is taken; ``agreed`` and every list argument
read as ``--agreed``, ``--books`` and ``--rulebooks`` read them; a wrong kind of argument an
``InputError`` that names it, never an AttributeError or a TypeError."""
from __future__ import annotations

from pathlib import Path

import pytest

import adjudicator

ROOT = Path(__file__).resolve().parent.parent
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
JOKERS = {"Ann": "2S 2H 2D 2C JK", "Bob": "AS AH AD AC KS"}


@pytest.fixture(scope="module")
def case():
    return adjudicator.load_case(SIDE_POT)


def _refused(call, *args, **kwargs) -> str:
    with pytest.raises(adjudicator.InputError) as caught:
        call(*args, **kwargs)
    return str(caught.value)


def test_a_book_or_its_id_rules_alike(case):
    keller = adjudicator.load_rulebook("keller")
    assert adjudicator.adjudicate(case, "keller") == adjudicator.adjudicate(case, keller)
    # Keller p. 47: A takes his show for what he put up, C the rest
    assert adjudicator.adjudicate(case, "keller")["awards"] == {"A": 30, "C": 70}
    assert adjudicator.rank_hands("keller", JOKERS, ["joker"]) == adjudicator.rank_hands(
        keller, JOKERS, ["joker"])
    both = adjudicator.compare(case, None, [keller, "published-decision"])
    assert both["books"] == ["keller", "published-decision"]
    assert both["rulings"]["published-decision"]["awards"] == {"C": 100}  # the decision, p. 46


def test_a_book_named_by_its_id_is_read_once_a_process():
    from adjudicator.law.arguments import a_book

    assert a_book("keller") is a_book("keller")


def test_agreed_is_read_as_the_command_line_reads_it(case):
    # Keller's joker (ch. XII): four deuces and the joker are five of a kind, above four aces
    assert adjudicator.rank_hands("keller", JOKERS, "joker")["order"] == [["Ann"], ["Bob"]]
    assert adjudicator.rank_hands("keller", JOKERS, ["joker"])["agreed"] == ["joker"]
    ruled = adjudicator.adjudicate(case, "peel", "blaze, joker")
    assert ruled["agreed"] == ["blaze", "joker"]
    assert adjudicator.adjudicate(case, "peel", ["blaze,joker"])["agreed"] == ["blaze", "joker"]


@pytest.mark.parametrize("agreed, words", [
    (["nonsense"], "agreed: unknown departure 'nonsense'"),
    ("jokers", "did you mean joker"),
    ([3], "agreed: a list of names"),
    (7, "agreed: a list of names"),
    ("blaze,", "agreed: an empty departure in 'blaze,'"),
])
def test_an_unknown_departure_or_a_wrong_kind_is_refused_as_on_the_command_line(case, agreed,
                                                                                words):
    assert words in _refused(adjudicator.adjudicate, case, "keller", agreed)
    assert words in _refused(adjudicator.rank_hands, "keller", JOKERS, agreed)
    assert words in _refused(adjudicator.compare, case, None, ["keller"], agreed)


def test_the_command_line_says_the_same_of_an_unknown_departure(cli):
    r = cli("rule", str(SIDE_POT), "--agreed", "nonsense")
    api = _refused(adjudicator.adjudicate, adjudicator.load_case(SIDE_POT), "keller",
                   ["nonsense"])
    assert r.code == 2 and r.err.strip().endswith(api.split(": ", 1)[1])


@pytest.mark.parametrize("call, words", [
    (lambda c: adjudicator.adjudicate(c, 42), "book: a Book"),
    (lambda c: adjudicator.adjudicate(c, ""), "book: a Book"),
    (lambda c: adjudicator.adjudicate(c, "kellr"), "no book 'kellr'"),
    (lambda c: adjudicator.adjudicate({"title": "t"}, "keller"), "case: a Case"),
    (lambda c: adjudicator.adjudicate(str(SIDE_POT), "keller"), "case: a Case"),
    (lambda c: adjudicator.compare(c, "rulebooks"), "library: a Library"),
    (lambda c: adjudicator.compare(c, None, []), "book_ids: an empty book id"),
    (lambda c: adjudicator.compare(c, None, "keller,keller"), "book_ids: 'keller' is named twice"),
    (lambda c: adjudicator.compare(c, None, [3]), "book_ids: a list of books"),
    (lambda c: adjudicator.rank_hands("keller", "AS KS QS JS TS"), "hands: a mapping"),
    (lambda c: adjudicator.rank_hands("keller", {"A": 5}), "hands: each hand is five cards"),
    (lambda c: adjudicator.rank_hands(None, JOKERS), "book: a Book"),
    (lambda c: adjudicator.questions("ruling"), "ruling: a ruling"),
    (lambda c: adjudicator.open_library(42), "rulebook_dirs: a list of folders"),
    (lambda c: adjudicator.open_library([None]), "rulebook_dirs: a list of folders"),
    (lambda c: adjudicator.load_rulebook(["keller"]), "book_id: a book's id"),
    (lambda c: adjudicator.open_library().book(["keller"]), "book_id: a book's id"),
])
def test_a_wrong_argument_is_an_input_error_naming_it(case, call, words):
    assert words in _refused(call, case)


def test_one_folder_is_a_folder_not_its_letters():
    examples = ROOT / "rulebooks" / "examples"
    for given in (str(examples), examples, [str(examples)]):
        assert "peel-club" in adjudicator.open_library(given).ids()
    assert "peel-club" in adjudicator.load_rulebook("peel-club", str(examples)).id


def test_an_unknown_book_id_in_a_list_is_said_as_the_library_says_it(case):
    assert "no book 'nobody'" in _refused(adjudicator.compare, case, None, ["keller", "nobody"])
