"""The answer names the law that decides the pool, "never the law of who bet first" (the case
format): two players objecting at once that Bob bet out of turn, where by Peel 23 the first
say was his, leave the answer on the laws of the pool, as one objection does (an audit found
it named peel:23)."""
from __future__ import annotations

from pathlib import Path

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case_text

ROOT = Path(__file__).resolve().parents[1]
CASE = ROOT / "cases/betting-and-show/first-bet-objected-where-the-book-names-nobody.yaml"
ONE = "  - notice: {what: out_of_turn, by: Cy}\n"


def _rule(library, text: str) -> dict:
    return adjudicate(load_case_text(text, name="t"), library.book("peel"))


def test_a_second_objection_at_once_leaves_the_answer_on_the_laws_of_the_pool(library):
    told = CASE.read_text(encoding="utf-8")
    assert ONE in told
    one = _rule(library, told)
    two = _rule(library, told.replace(ONE, ONE + "  - notice: {what: out_of_turn, by: Dot}\n"))
    assert one["awards"] == two["awards"] == {"Dot": 85}
    assert "peel:23" not in two["answer"]
    assert two["answer"] == one["answer"]
