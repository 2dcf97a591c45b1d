"""The answer where several points hold chips (issue 33): each outcome with the readings
that give it, a point left unsaid where every reading of it gives that outcome; a reading's
chips said as the ruling counts them."""
from __future__ import annotations

from adjudicator.judge.answer import Point, Share
from replay import answered

from test_short_opening import SHORT

# A and B make good the age's ten, neither doubling it (Peel 25: A opened short); B's hand
# is not told
SHORT_AND_UNTOLD = SHORT.replace("ante: 2", "ante: 10").replace("  - fold: B\n", "  - call: B\n")


def test_each_outcome_is_said_under_the_readings_that_give_it(library):
    r, answer = answered(library, SHORT_AND_UNTOLD, "peel")
    assert r["undecided"] == answer.held.amount == 30
    # whichever way B's hand is read, A's opening, void, leaves a game "not opened by any
    # player", whose ante "shall remain in the pool" (Peel 29), the bets with it ("A bet once
    # made ... cannot be recalled", 55): it settles the most, and is said first; B's hand
    # decides only where it stands
    opening, hand = Point("chips", "open.minimum", "A"), Point("fact", "hand.B", "B")
    fork = answer.held.tree
    back, stands = fork.branches
    assert (fork.point, back.values, stands.values) == (opening, ("void",), ("stand",))
    assert back.gives.shares == ()
    assert (back.gives.left, back.gives.status) == (30, "passed")
    assert (stands.gives, stands.then.point) == (None, hand)
    assert [(b.values, b.gives.shares) for b in stands.then.branches] == [
        (("beats-the-others",), (Share("B", 30, 0),)),
        (("ties-the-best",), (Share("A", 15, 0), Share("B", 15, 0))),  # Peel 76
        (("does-not-beat",), (Share("A", 30, 0),))]


def test_a_misdeal_s_ante_staked_again_is_said_as_the_ruling_counts_it(library_with_examples):
    # Keller, the deal /2: a card faced in the pack, found in the draw, "there must be a
    # fresh deal ... and the dealer must deal again": D deals again and A, the age, stakes
    # his ante of 1 again (the ante /1); read as the stakes going back, A's ante back and
    # staked again and the ante left in the pool are one reading's chips and the other's,
    # counted alike (carried): never "A has 2 back" beside "1 stays in the pool" for the
    # one ante
    from adjudicator.story.case import load_case
    from adjudicator.judge.answer import held_of
    from adjudicator.judge.engine import adjudicate

    case = load_case("cases/deal-and-draw/faced-card-found-in-the-pack-during-the-draw.yaml")
    r = adjudicate(case, library_with_examples.book("keller"))
    assert r["next"]["redeal_by"] == "D" and r["carried"] == 1
    misdeal = [g for _, g in held_of(r).readings if g.status == "misdeal"]
    assert misdeal and not any(s.player == "A" and s.back == 2 for g in misdeal
                               for s in g.shares)
    returned = next(g for each, g in held_of(r).readings
                    if any(("silent.misdeal.ante", "returned", None) in x for x in each))
    assert [(s.player, s.back) for s in returned.shares][0] == ("A", 1)
