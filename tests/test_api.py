"""The public API a developer scripts against."""
from pathlib import Path

import adjudicator

CASE = Path(__file__).resolve().parent.parent / "cases" / "keller-side-pot.yaml"


def test_the_public_api_rules_the_headline_case_under_keller_and_compares_the_books():
    case = adjudicator.load_case(CASE)
    keller = adjudicator.load_rulebook("keller")
    ruling = adjudicator.adjudicate(case, keller)
    assert ruling["awards"] == {"A": 30, "C": 70}
    assert "keller:ch7/table-stakes/18" in [c["id"] for c in ruling["citations"]]
    both = adjudicator.compare(case, adjudicator.open_library(), ["keller", "published-decision"])
    assert both["rulings"]["published-decision"]["awards"] == {"C": 100}


def test_the_errors_the_api_raises_are_named_at_the_package_root():
    import pytest

    from adjudicator import errors

    assert adjudicator.InputError is errors.InputError
    assert adjudicator.AdjudicatorError is errors.AdjudicatorError
    assert {"InputError", "AdjudicatorError"} <= set(adjudicator.__all__)
    with pytest.raises(adjudicator.InputError):
        adjudicator.rank_hands("keller", {"A": "AS KS QS", "B": "2H 3H 4H 5H 7D"})
    with pytest.raises(adjudicator.AdjudicatorError):
        adjudicator.load_rulebook("no-such-book")


def test_compare_returns_the_whole_view_and_its_rulings_are_what_the_command_prints(cli):
    whole = adjudicator.compare(adjudicator.load_case(CASE), adjudicator.open_library())
    assert {"case", "file", "unit", "books", "rulings", "differences", "outcomes"} <= set(whole)
    printed = cli("compare", str(CASE), "--format", "json").json()
    assert set(printed) == set(whole["rulings"]) == set(whole["books"])
