"""A script as a developer writes one against the package, using every name it exports: it
must pass ``mypy --strict`` (tests/test_typed_client.py), which it can only where the package
ships ``py.typed`` and its exports and results are typed; it also runs, and prints what it
found, one line each."""
from __future__ import annotations

import json
import sys
import warnings
from pathlib import Path

import adjudicator
from adjudicator import (SCHEMA_VERSION, AdjudicatorError, AdjudicatorWarning, Book, Case,
                         Comparison, HandRanking, InputError, InvalidRuling, Library, Question,
                         Ruling)

CASES = Path(__file__).resolve().parent.parent / "cases"


def awarded(ruling: Ruling) -> int:
    return sum(ruling["awards"].values())


def main() -> int:
    warnings.simplefilter("error", AdjudicatorWarning)  # a script may make warnings errors
    library: Library = adjudicator.open_library()
    keller: Book = adjudicator.load_rulebook("keller")
    case: Case = adjudicator.load_case(CASES / "keller-side-pot.yaml")
    ruling: Ruling = adjudicator.adjudicate(case, keller)
    by_id: Ruling = adjudicator.adjudicate(case, "keller", agreed=[])
    assert ruling["awards"] == by_id["awards"] and ruling["schema_version"] == SCHEMA_VERSION
    adjudicator.validate(ruling)
    pot: int = ruling["pot"]
    steps: list[str] = [s["finding"] for s in ruling["steps"]]
    print(f"{ruling['book']}: {ruling['status']}, {awarded(ruling)} of {pot} awarded, "
          f"{len(steps)} steps")

    text = (CASES / "keller-side-pot.yaml").read_text(encoding="utf-8")
    from_text: Case = adjudicator.load_case_text(text, name="posted")
    from_dict: Case = adjudicator.case_from_dict(json.loads(json.dumps(
        {"title": "t", "table": {"players": ["A", "B"], "dealer": "B"},
         "events": [{"bet": {"player": "A", "amount": 5}}, {"fold": "B"}]})), name="body")
    print(from_text.title, "|", adjudicator.adjudicate(from_dict, library.book("peel"))["status"])

    both: Comparison = adjudicator.compare(case, library, ["keller", "published-decision"])
    for book_id, r in both["rulings"].items():
        print(book_id, r["awards"])
    asked: list[Question] = adjudicator.questions(ruling)
    print(len(asked), "questions")
    hands: HandRanking = adjudicator.rank_hands(
        "keller", {"Ann": "2S 2H 2D 2C JK", "Bob": "AS AH AD AC KS"}, agreed=["joker"])
    print(hands["order"], hands["hands"][0]["name"])

    spoilt = dict(ruling, pot=ruling["pot"] + 1)
    try:
        adjudicator.validate(spoilt)
    except InvalidRuling as exc:
        print("refused:", exc.problems[0])
    try:
        adjudicator.adjudicate(case, 42)  # type: ignore[arg-type]
    except InputError as exc:
        print("refused:", exc)
    except AdjudicatorError:
        return 1
    print(adjudicator.__version__, len(adjudicator.__all__))
    return 0


if __name__ == "__main__":
    sys.exit(main())
