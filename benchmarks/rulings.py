"""Every casebook ruling under every book, as JSON lines: a change meant only to make the
tool faster must leave this output byte-identical.

    python benchmarks/rulings.py > before.jsonl   # on the old code
    python benchmarks/rulings.py > after.jsonl    # on the new
    cmp before.jsonl after.jsonl

Each case is ruled under every book of the library (the published books and the example
house book), with no departures agreed and with those its `expect:` agrees for that book;
a case a book cannot rule prints its error instead.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from adjudicator.errors import AdjudicatorError  # noqa: E402
from adjudicator.judge.engine import adjudicate  # noqa: E402
from adjudicator.law.library import Library  # noqa: E402
from adjudicator.story.case import load_case  # noqa: E402


def main() -> int:
    library = Library.open([str(ROOT / "rulebooks" / "examples")])
    for path in sorted((ROOT / "cases").rglob("*.yaml")):
        case = load_case(path)
        name = str(path.relative_to(ROOT))
        for book in library.ids():
            agreements = {(): None}
            agreed = tuple((case.expect.get(book) or {}).get("agreed", []))
            agreements[agreed] = None
            for departures in agreements:
                try:
                    out = adjudicate(case, library.book(book), list(departures))
                except AdjudicatorError as exc:
                    out = {"error": str(exc)}
                print(json.dumps({"case": name, "book": book, "agreed": list(departures),
                                  "ruling": out}, ensure_ascii=False, sort_keys=True))
    return 0


if __name__ == "__main__":
    sys.exit(main())
