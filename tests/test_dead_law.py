"""No dead law: every provision a book declares is asked by the engine where it governs, or
the catalogue marks it informational and says why.

The keys the engine asks are recorded, not listed by hand: every call of ``Book.answer`` (the
one path to the laws, base books included) is noted while the whole casebook is ruled under
every book, and while the hand evaluator gathers each book's hand laws with every departure
agreed. A key a book declares that neither reaches, and that is not marked informational,
fails the test; so does a key marked informational that the engine does ask.
"""
from __future__ import annotations

from pathlib import Path

import pytest

from adjudicator.hands import handlaws
from adjudicator.story.case import load_case
from adjudicator.law.provisions import CATALOGUE
from adjudicator.story.terms import DEPARTURES
from adjudicator.law.circumstances import Context
from adjudicator.law.rulebook import Book

CASES = sorted((Path(__file__).resolve().parent.parent / "cases").rglob("*.yaml"))


# The hand laws are gathered and applied by the hand evaluator (issue 13 owns their cases):
# they must be asked, but a casebook case citing each is that evaluator's to add.
HAND_KEYS = ("hand.", "ties.", "sequence.", "joker.", "five-of-a-kind.", "blaze.",
             "skip-straight.")
APPLIED: set[str] = set()  # every law a casebook ruling rests on


@pytest.fixture(scope="module")
def asked(library_with_examples, casebook_ruling) -> dict[str, set[str]]:
    """Key -> the books it was asked of, recorded on the one path to the laws: while each
    ruling of the casebook is made (conftest's casebook_ruling records the questions each
    ruling asks as it makes it, once a session), and here while the hand laws are gathered."""
    seen: dict[str, set[str]] = {}
    answer = Book.answer

    def recording(self, key, *args, **kwargs):
        seen.setdefault(key, set()).add(self.id)
        return answer(self, key, *args, **kwargs)

    books = library_with_examples.books()
    for path in CASES:
        case = load_case(path)
        for book in books:
            agreed = case.expect.get(book.id, {}).get("agreed", [])
            ruling = casebook_ruling(path, book.id, agreed)
            for key, by in casebook_ruling.asked(path, book.id, agreed):
                seen.setdefault(key, set()).add(by)
            APPLIED.update(c["id"] for c in ruling["citations"])
            APPLIED.update(a["allowed_by"] for a in ruling["agreements"] if a["allowed_by"])
    with pytest.MonkeyPatch.context() as mp:
        mp.setattr(Book, "answer", recording)
        for book in books:
            for betting in ("limit", "table-stakes"):
                ctx = Context(agreed=frozenset(DEPARTURES), betting=betting)
                try:
                    handlaws.HandRules.of(book, ctx)
                except Exception:  # a book torn on a hand law is asked all the same
                    pass
    return seen


def declared(library) -> dict[str, set[str]]:
    out: dict[str, set[str]] = {}
    for book in library.books():
        for law in book.laws.values():
            for key, _ in law.provides:
                out.setdefault(key, set()).add(book.id)
    return out


def test_every_declared_provision_is_asked_or_marked_informational(library, asked):
    dead = {key: sorted(books) for key, books in declared(library).items()
            if key not in asked and not CATALOGUE[key].informational}
    assert not dead, f"declared by these books, never asked and not informational: {dead}"


def test_every_asked_provision_is_applied_in_some_case_of_the_casebook(library, asked):
    """Asked is not enough: some ruling of the casebook rests on a law that answers it."""
    laws: dict[str, set[str]] = {}
    for book in library.books():
        for law in book.laws.values():
            for key, _ in law.provides:
                laws.setdefault(key, set()).add(law.id)
    never = sorted(key for key, ids in laws.items()
                   if not CATALOGUE[key].informational and not key.startswith(HAND_KEYS)
                   and not ids & APPLIED)
    assert not never, f"asked, but no casebook ruling cites a law that answers it: {never}"


def test_no_key_marked_informational_is_asked(asked):
    stale = [key for key, spec in CATALOGUE.items() if spec.informational and key in asked]
    assert not stale, f"marked informational, yet the engine asks them: {stale}"


def test_the_recording_sees_the_engine_and_the_hand_evaluator(asked):
    # a point of the deal (a misdeal's ground), and a hand law only a departure brings in
    assert "uncut.noticed-during-deal" in asked and "ties.blaze" in asked
    assert set(asked) <= set(CATALOGUE)
