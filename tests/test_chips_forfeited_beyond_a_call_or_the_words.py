"""The Standard laws forfeit chips to the pot in two places that once shared one handler's
name (issue 35: ``_excess_forfeited`` was defined twice in judge/situations/irregular.py,
each consequence table capturing whichever stood above it):

- chips put in out of turn, beyond a call when the turn comes round (irregularities/betting/2:
  "if he put in more chips than he needed to call, those chips are forfeited to the pot");
- chips put up over the sum announced (irregularities/betting/3: the words make the bet, the
  chips beyond them are forfeited, unless a slip of the tongue).

Each is held here to its own law, and no module of the package defines one name twice."""
import ast
from pathlib import Path

import pytest

from tests import syntax

CASES = Path(__file__).resolve().parent.parent / "cases" / "betting-and-show"
PACKAGE = Path(__file__).resolve().parent.parent / "adjudicator"


def test_chips_beyond_the_sum_announced_are_forfeited_and_the_words_make_the_bet(
        casebook_ruling):
    r = casebook_ruling(CASES / "said-five-put-up-ten.yaml", "standard")
    assert r["penalties"] == [{"player": "B", "amount": 5, "to": "pool",
                               "law": "standard:irregularities/betting/3", "forfeited": True}]
    assert r["awards"] == {"C": 24}  # the pot's 9, B's bet of 5 with his forfeited 5, C's 5


def test_chips_put_in_out_of_turn_beyond_a_call_are_forfeited_to_the_pot(casebook_ruling):
    r = casebook_ruling(CASES / "bet-called-out-of-turn-in-his-own-turn.yaml", "standard")
    assert r["penalties"] == [{"player": "Bob", "amount": 5, "to": "pool",
                               "law": "standard:irregularities/betting/2", "forfeited": True}]
    assert r["awards"] == {"Dot": 75}


@pytest.mark.parametrize("path", sorted(PACKAGE.rglob("*.py")), ids=lambda p: p.name)
def test_no_name_is_defined_twice_in_a_module(path):
    tree = syntax.tree(path)
    seen: set[str] = set()
    twice = []
    for node in tree.body:
        if isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            if node.name in seen:
                twice.append(node.name)
            seen.add(node.name)
    assert not twice, f"{path.relative_to(PACKAGE)} defines {twice} twice"
