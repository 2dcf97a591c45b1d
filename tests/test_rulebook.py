"""The rulebook format: strict loading, provisions, precedence and conflicts."""
import pytest

from adjudicator.errors import InputError, RulebookConflict
from adjudicator.law.consistency import check_conflicts
from adjudicator.law.circumstances import Context
from adjudicator.law.build import build_book
from adjudicator.story.yamlio import loads

HEAD = """book: {id: club, title: T, author: A, source: s.txt}
laws:
"""


def book(laws: str):
    b, errors = build_book(loads(HEAD + laws, "club.yaml"), "club.yaml", {"ante": "x", "limit": "y"})
    return b, errors


def test_unknown_key_in_a_law_is_an_error_with_its_line():
    _, errors = book("  - {id: club:1, title: t, page: 1, kind: rule, text: x, pgae: 2}\n")
    assert errors and str(errors[0]).startswith("club.yaml:3:")
    assert "unknown key 'pgae'" in str(errors[0])


def test_duplicate_law_ids_are_errors():
    _, errors = book("  - {id: club:1, title: t, page: 1, kind: rule, text: x}\n"
                     "  - {id: club:1, title: u, page: 2, kind: rule, text: y}\n")
    assert any("duplicate law id club:1" in str(e) for e in errors)


def test_unknown_provision_and_wrong_value_are_errors():
    _, errors = book("  - {id: club:1, title: t, page: 1, kind: rule, text: x, "
                     "provides: {sequence.aces: either-end}}\n"
                     "  - {id: club:2, title: t, page: 1, kind: rule, text: x, "
                     "provides: {sequence.ace: middle}}\n")
    assert "unknown provision 'sequence.aces'" in str(errors[0])
    assert "sequence.ace takes one of: begins-only, either-end" in str(errors[1])


def test_unknown_topic_is_an_error():
    _, errors = book("  - {id: club:1, title: t, page: 1, kind: rule, text: x, topics: [antes]}\n")
    assert "unknown topic 'antes'" in str(errors[0])


def test_a_silent_book_answers_none():
    b, _ = book("  - {id: club:1, title: t, page: 1, kind: rule, text: x}\n")
    assert b.answer("sequence.ace") is None


def test_narrower_when_prevails_over_the_general_law():
    b, errors = book(
        "  - {id: club:1, title: t, page: 1, kind: rule, text: x, provides: {borrowing: "
        "borrow-to-call-if-borrowed-to-raise}}\n"
        "  - {id: club:2, title: t, page: 1, kind: rule, text: x, when: {betting: table-stakes},"
        " provides: {borrowing: forbidden}}\n")
    assert not errors and not check_conflicts(b)
    assert b.answer("borrowing").value == "borrow-to-call-if-borrowed-to-raise"
    ts = b.answer("borrowing", Context(betting="table-stakes"))
    assert ts.value == "forbidden" and ts.law_ids == ["club:2"]


def test_two_laws_that_disagree_without_precedence_are_a_conflict():
    b, _ = book(
        "  - {id: club:1, title: t, page: 1, kind: rule, text: x, provides: {sequence.ace: "
        "begins-only}}\n"
        "  - {id: club:2, title: t, page: 1, kind: rule, text: x, provides: {sequence.ace: "
        "either-end}}\n")
    problems = check_conflicts(b)
    assert problems and "club:1 and club:2 answer sequence.ace differently" in str(problems[0])
    with pytest.raises(RulebookConflict):
        b.answer("sequence.ace")


def test_prevails_over_settles_a_disagreement_and_agreeing_laws_are_all_cited():
    b, _ = book(
        "  - {id: club:1, title: t, page: 1, kind: rule, text: x, provides: {sequence.ace: "
        "begins-only}, prevails_over: [club:2]}\n"
        "  - {id: club:2, title: t, page: 1, kind: commentary, text: x, provides: {sequence.ace: "
        "either-end}}\n"
        "  - {id: club:3, title: t, page: 1, kind: definition, text: x, provides: {sequence.ace: "
        "begins-only}}\n")
    assert not check_conflicts(b)
    assert b.answer("sequence.ace").law_ids == ["club:1", "club:3"]


def test_a_case_of_agreed_departure_governs_only_when_agreed():
    b, _ = book("  - {id: club:1, title: t, page: 1, kind: rule, text: x, when: {agreed: blaze},"
                " provides: {blaze.ranks-above: two_pairs}}\n")
    assert b.answer("blaze.ranks-above") is None
    assert b.answer("blaze.ranks-above", Context(agreed=frozenset({"blaze"}))).value == "two_pairs"


def test_a_rulebook_that_is_not_a_mapping_is_refused():
    with pytest.raises(InputError):
        build_book(loads("- 1\n", "x.yaml"), "x.yaml", None)


def test_the_ladder_a_general_law_answers_only_where_no_specific_law_does():
    general = ("  - {id: club:1, title: t, page: 1, kind: rule, text: the best hand wins, "
               "provides: {show.miscall: cards-speak}, general: [show.miscall]}\n")
    b, errors = book(general)
    assert not errors and not check_conflicts(b)
    ans = b.answer("show.miscall")
    assert (ans.value, ans.law_ids, ans.rung) == ("cards-speak", ["club:1"], "general")
    # a specific law on the very point sets the general one aside, whatever it says
    b, errors = book(general + "  - {id: club:2, title: t, page: 1, kind: rule, text: x, "
                     "provides: {betting.in-turn: true, show.miscall: cards-speak}}\n")
    ans = b.answer("show.miscall")
    assert (ans.law_ids, ans.rung) == (["club:2"], "specific")
    assert b.answer("betting.in-turn").rung == "specific"


def test_a_general_provision_must_be_one_the_law_provides():
    _, errors = book("  - {id: club:1, title: t, page: 1, kind: rule, text: x, "
                     "provides: {show.miscall: cards-speak}, general: [show.claim]}\n")
    assert errors and "general names 'show.claim'" in str(errors[0])
