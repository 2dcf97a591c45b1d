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
