"""Who decides a dispute, and what the book makes of his decision: every seat the catalogue
names (the disputant's left, the disputant himself) is honoured, and the finality of a
decision on a fact (Peel 77) is said of the referee the law names first, not of a stand-in."""
from __future__ import annotations

from pathlib import Path

from adjudicator.story.case import load_case
from adjudicator.judge.engine import adjudicate, adjudicate_said
from adjudicator.law.library import Library

CASE = (Path(__file__).resolve().parent.parent / "cases" / "deal-and-draw"
        / "disputed-demand-settled-from-the-disputants-left.yaml")

# the findings that make a decision final (a fact) or bid the referee read the letter (law)
FINALITY = {"evidence.dispute-on-matter-fact", "evidence.dispute-on-matter-law"}


def _club(tmp_path, order: str) -> Library:
    (tmp_path / "seat-club.yaml").write_text(
        "book:\n  id: seat-club\n  title: A club that names its own referee\n"
        "  author: The Committee\n  source: house rules\n  extends: peel\n"
        "laws:\n  - id: seat-club:1\n    title: Disputes go to the disputant's neighbour\n"
        "    page: 1\n    kind: rule\n    amends: [peel:77, peel:78]\n"
        "    text: Any dispute shall be referred to the player on the disputant's left.\n"
        f"    provides:\n      referee.order: {order}\n")
    return Library.open([str(tmp_path)])


def test_the_disputants_left_is_a_seat_the_referee_can_hold(tmp_path):
    library = _club(tmp_path, "[left-of-disputant, dealer]")
    ruling = adjudicate(load_case(CASE), library.book("seat-club"))
    # B disputes with the dealer E; C sits on B's left
    assert ruling["referee"] == {"player": "C", "law": "seat-club:1", "parties": ["B", "E"]}


def test_the_disputant_is_passed_over_as_a_party(tmp_path):
    library = _club(tmp_path, "[disputant, left-of-dealer]")
    ruling = adjudicate(load_case(CASE), library.book("seat-club"))
    # the disputant B, first in the club's order, is a party: the next in it, A, is referee
    assert ruling["referee"] == {"player": "A", "law": "seat-club:1", "parties": ["B", "E"]}


def test_the_finality_of_a_fact_is_said_only_of_the_referee_the_law_names(tmp_path, library):
    """Peel 77 makes the dealer's decision on a fact final and bids him read the laws
    literally; neither is said of law 78's stand-in, nor of a club's own referee."""
    peel, peel_said = adjudicate_said(load_case(CASE), library.book("peel"))
    assert peel["referee"]["law"] == "peel:78"
    club, club_said = adjudicate_said(load_case(CASE),
                                      _club(tmp_path, "[left-of-disputant]").book("seat-club"))
    for said in (peel_said, club_said):
        assert not {s.kind for s in said.values()} & FINALITY
    # said of the dealer himself, whom law 77 names
    dealer = CASE.parent.parent / "betting-and-show" / "dispute-of-fact-referred-to-the-dealer.yaml"
    _, said = adjudicate_said(load_case(dealer), library.book("peel"))
    assert [(s.kind, dict(s.params)) for s in said.values() if s.kind in FINALITY] == [
        ("evidence.dispute-on-matter-fact", {"who": "D"})]


def test_the_dealer_not_a_party_is_named_by_peel_77_alone(library):
    # Peel 77: "Any dispute shall be referred to the dealer, unless he be one of the
    # disputing persons"; 78 speaks only "If the dealer be one of the disputing persons"
    root = Path(__file__).resolve().parents[1]
    case = load_case(root / "cases/betting-and-show/dispute-of-fact-referred-to-the-dealer.yaml")
    r = adjudicate(case, library.book("peel"))
    assert r["referee"] == {"player": "D", "law": "peel:77", "parties": ["A", "B"]}
    referred = [s for s in r["steps"] if "referred to the dealer" in s["finding"]]
    assert referred and referred[0]["laws"] == ["peel:77"]
