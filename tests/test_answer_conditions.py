"""The answer where several points hold chips (issue 33): each outcome with the readings
that give it, a point left unsaid where every reading of it gives that outcome; a reading's
chips said as the ruling counts them."""
from __future__ import annotations

from replay import replay

from test_short_opening import SHORT

# A and B make good the age's ten, neither doubling it (Peel 25: A opened short); B's hand
# is not told
SHORT_AND_UNTOLD = SHORT.replace("ante: 2", "ante: 10").replace("  - fold: B\n", "  - call: B\n")


def test_each_outcome_is_said_with_the_readings_that_give_it(library):
    r = replay(library, "peel", SHORT_AND_UNTOLD)
    assert r["undecided"] == 30
    answer = r["answer"]
    assert "if A's open.minimum stands and B's untold hand beats the others, B takes 30" \
        in answer
    # whichever way B's hand is read, A's opening going back gives each his own
    assert "if A's open.minimum goes back, A has 10 back, B has 10 back and C has 10 back" \
        in answer
    assert ("if A's open.minimum stands and B's untold hand does not beat the best of the "
            "others, A takes 30") in answer
    assert "as they are read" not in answer


def test_a_misdeal_s_ante_staked_again_is_said_as_the_ruling_counts_it(library_with_examples):
    # Peel 10: an imperfect pack found before the pot is taken, read as a misdeal: the
    # ante back to A, who stakes it again, and the ante left in the pool are one reading's
    # chips and the other's, counted alike (carried): never "A has 1 back" beside "1 stays in
    # the pool" for the one ante
    from adjudicator.story.case import load_case
    from adjudicator.judge.engine import adjudicate

    case = load_case("cases/after-the-show/imperfect-pack-found-after-the-pot-is-taken-in.yaml")
    r = adjudicate(case, library_with_examples.book("peel"))
    said = [part for part in r["answer"].split("; ") if "misdeal" in part]
    assert said and not any("A has 2 back" in part and "stays in the pool" in part
                            for part in said)
    assert any('misdeal.ante is read as "returned"' in part and "1 stays in the pool for the "
               "new deal" in part for part in said)
