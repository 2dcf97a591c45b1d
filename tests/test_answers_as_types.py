"""A question's answers as a type (law/answers.py, issue 35): each catalogue question's values
and each open point's readings are an Enum made from law/provisions.yaml and story/points.py,
so that a handler names a value only as a member the catalogue lists, never as a string of
its own (the figure ``strings`` of tests/fold_figures.py is 0)."""
import ast
from pathlib import Path

import pytest

from adjudicator.judge.situations.showreach import WHO_MAY
from adjudicator.law.answers import answers, member_name, readings
from adjudicator.law.provisions import CATALOGUE
from adjudicator.story.points import CHIPS, KINDS, READS, REACH, WORDS, words
from tests import syntax

PACKAGE = Path(__file__).resolve().parent.parent / "adjudicator"
LISTED = sorted(k for k, s in CATALOGUE.items() if s.kind in ("enum", "enum-list") and s.values)


@pytest.mark.parametrize("question", LISTED)
def test_a_questions_type_holds_exactly_the_values_the_catalogue_lists(question):
    assert [m.value for m in answers(question)] == list(CATALOGUE[question].values)


def test_a_value_the_catalogue_does_not_list_is_no_member():
    assert answers("deal.rotation").LEFT == "left"
    with pytest.raises(AttributeError):
        answers("deal.rotation").UPWARDS  # noqa: B018


def test_a_question_with_no_listed_values_has_no_type():
    with pytest.raises(KeyError):
        answers("pack.cards")  # a count


def test_a_books_answer_is_carried_through_its_questions_type(library):
    # the Standard laws: chips put in out of turn beyond a call "are forfeited to the pot"
    ans = library.book("standard").answer("betting.out-of-turn.excess", _context())
    assert ans.value == answers("betting.out-of-turn.excess").FORFEITED
    assert ans.value != answers("betting.out-of-turn.excess").RETURNED


def _context():
    from adjudicator.law.circumstances import Context
    return Context(frozenset(), "limit", False, "before_draw")


@pytest.mark.parametrize("kind", sorted(k for k, v in {**KINDS, **READS}.items() if v.readings)
                         + [words(w) for w in WORDS])
def test_every_point_of_a_kind_shares_the_kinds_readings(kind):
    point = kind if kind.startswith("words.") else f"{kind}.X"
    found = readings(point)
    assert tuple(m.value for m in found) == tuple(
        (WORDS[kind.removeprefix("words.")] if kind.startswith("words.")
         else {**KINDS, **READS}[kind]).readings)


def test_a_reading_of_the_words_who_may_is_carried_out_through_the_books_own_table():
    assert {m.value for m in readings(words("who-may"))} <= set(WHO_MAY)


def _named_members():
    """Each ``answers(Q).NAME`` and ``readings(P).NAME`` written in the package with Q or P
    a string or an f-string (its player a stand-in): (file, line, which, Q or P, NAME)."""
    for path in sorted(PACKAGE.rglob("*.py")):
        for node in ast.walk(syntax.tree(path)):
            if not (isinstance(node, ast.Attribute) and isinstance(node.value, ast.Call)
                    and isinstance(node.value.func, ast.Name)
                    and node.value.func.id in ("answers", "readings") and node.value.args):
                continue
            arg = node.value.args[0]
            if isinstance(arg, ast.Constant):
                key = arg.value
            elif isinstance(arg, ast.JoinedStr):
                key = "".join(v.value if isinstance(v, ast.Constant) else "X" for v in arg.values)
            else:
                key = None
            yield (path.name, node.lineno, node.value.func.id, key, node.attr)


def test_every_member_named_in_the_package_is_one_the_catalogue_lists():
    named = list(_named_members())
    assert len(named) >= 4  # evidence.py, claims.py, jackpot.py, misdeal.py name theirs
    for name, line, which, key, member in named:
        if key is None:
            # a point known only when the handler runs: the member must be some kind's reading
            every = [*KINDS.values(), *READS.values(), *WORDS.values(), CHIPS, REACH]
            assert any(member == member_name(r) for k in every for r in k.readings), \
                (name, line, member)
            continue
        found = answers(key) if which == "answers" else readings(key)
        assert hasattr(found, member), f"{name}:{line}: {key} admits no {member}"
