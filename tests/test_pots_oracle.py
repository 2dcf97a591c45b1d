"""PokerKit as an independent oracle (tests/oracle.py): random table-stakes showdowns with
several all-ins, ruled under Keller, compared player by player with PokerKit's chip pushes;
and the `all_in` spelling against the plain bet, call or raise. A small seeded budget here;
``python -m tests.oracle --deals 5000`` runs a large one."""
import random
import sys

import pytest

if sys.version_info < (3, 11):  # PokerKit 0.7 needs 3.11; the test extra installs it there
    pytest.skip("pokerkit needs Python 3.11", allow_module_level=True)

from adjudicator.story.case import build_case  # noqa: E402
from adjudicator.judge.engine import adjudicate  # noqa: E402
from adjudicator.story.yamlio import loads  # noqa: E402
from oracle import ODD_CHIP, PASSED_BEFORE_DEMAND, deal, run  # noqa: E402

SEED, DEALS = 1887, 150


@pytest.mark.parametrize("seed", [SEED, 1891])  # 300 deals in all, in two tests
def test_keller_agrees_with_pokerkit_but_where_the_books_differ(library, seed):
    out = run(DEALS, seed, library)
    assert out["failures"] == [], out["failures"][0]
    assert out["spellings_differ"] == []
    # the budget is not idle: most deals agree chip for chip, and the book's own difference
    # (Peel 60, Keller p. 29) is met and explained
    assert out["agreed"] >= DEALS * 0.8
    assert out["named"].get(PASSED_BEFORE_DEMAND, 0) >= 2 and out["changed"] >= 1
    assert set(out["named"]) <= {ODD_CHIP, PASSED_BEFORE_DEMAND}


def test_the_deals_have_several_all_ins_and_a_show():
    rng = random.Random(SEED)
    stories = [deal(rng) for _ in range(100)]
    assert sum(len(s.demands) >= 2 for s in stories) >= 50
    assert sum(len(s.players) - len(s.folded) >= 2 for s in stories) >= 80


@pytest.mark.parametrize("book", ["peel", "keller", "schenck", "standard", "published-decision"])
def test_all_in_and_the_plain_verb_rule_alike_under_every_book(library, book):
    rng = random.Random(SEED + 1)
    for _ in range(40):
        story = deal(rng)
        plain, all_in = (adjudicate(build_case(loads(story.text(s), "d.yaml"), "d.yaml"),
                                    library.book(book)) for s in ("plain", "all_in"))
        assert plain == all_in, story.text("plain")
