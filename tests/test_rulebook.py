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


def test_the_index_of_laws_left_standing_is_what_asking_every_law_gives():
    """``not_prevailed`` gives, for every mix of named precedence and narrower circumstances,
    the laws no other prevails over (``prevails``), in their order."""
    import itertools
    import random

    from adjudicator.law.circumstances import When
    from adjudicator.law.rulebook import not_prevailed, prevails

    class L:  # a law as precedence sees it: an id, what it names, its circumstances
        def __init__(self, i, over, when):
            self.id, self.prevails_over, self.when = f"h:{i}", over, when
            self.conflicts_with = ()

    whens = [When(), When(agreed=frozenset({"joker"})), When(betting=frozenset({"limit"})),
             When(agreed=frozenset({"joker"}), betting=frozenset({"limit"}))]
    rng = random.Random(8)
    for _ in range(300):
        n = rng.randint(1, 7)
        laws = [L(i, tuple(f"h:{rng.randrange(n)}" for _ in range(rng.randint(0, 2))),
                  rng.choice(whens)) for i in range(n)]
        slow = [law for law in laws
                if not any(prevails(o, law) for o in laws if o is not law)]
        assert not_prevailed(laws) == slow
    assert list(itertools.chain(not_prevailed([]))) == []


def test_a_book_of_many_agreeing_laws_is_checked_and_its_conflicts_found_as_before(
        cli, tmp_path):
    """Four hundred laws that agree are checked clean; one that answers otherwise, with no
    precedence, is refused at its own line against the first it meets, as before."""
    books = tmp_path / "books"
    books.mkdir()
    head = ("book:\n  id: club\n  title: A house book\n  author: The Committee\n"
            "  source: house rules\n  extends: peel\nlaws:\n")
    law = ("  - id: club:{i}\n    title: L{i}\n    page: 1\n    kind: rule\n"
           "    text: The ace may end a sequence.\n    provides: {{sequence.ace: {v}}}\n")
    body = "".join(law.format(i=i, v="either-end") for i in range(1, 401))
    (books / "club.yaml").write_text(head + body, encoding="utf-8")
    run = cli("check", "--rulebooks", books, books)
    assert run.code == 0, run.err
    (books / "club.yaml").write_text(head + body + law.format(i=401, v="begins-only"),
                                     encoding="utf-8")
    run = cli("check", "--rulebooks", books, books)
    assert run.code != 0
    text = run.out + run.err
    # the dissenting law stands at line 8 + 6 * 400 (each law six lines)
    assert f"club.yaml:{8 + 6 * 400}:" in text and "club:1 and club:401" in text, text
