"""The cut for the deal: the winner deals the first game, as each book says; a tie or a book
that names nobody leaves the first dealer open; the ante waits for the cut."""
from __future__ import annotations

from adjudicator.story.case import build_case
from adjudicator.judge.engine import adjudicate
from adjudicator.story.yamlio import loads
from replay import laws_at


def _case(cards: str, *more: str, ante: int = 0):
    text = (f"title: t\ntable: {{players: [A, B, C, D], dealer: D, ante: {ante}}}\n"
            f"events:\n  - cut_for_deal: {{{cards}}}\n" + "".join(f"  - {e}\n" for e in more))
    return build_case(loads(text, "c.yaml"), "c.yaml")


def test_peel_2_a_tie_for_lowest_names_no_dealer_until_they_cut_again(library):
    ruling = adjudicate(_case("A: 3S, B: 3H, C: 9C, D: KD"), library.book("peel"))
    assert ruling["next"]["dealer"] is None
    assert laws_at(ruling, 1) == {"peel:2"}  # A, B tie for lowest and cut again


def test_no_jack_fallen_names_no_dealer_under_the_standard_laws(library):
    ruling = adjudicate(_case("A: 3S, B: 4H, C: 9C, D: KD"), library.book("standard"))
    assert ruling["next"]["dealer"] is None
    assert ruling["steps"][-1]["laws"] == ["standard:deal/1"]


def test_peel_counts_the_ace_low_and_keller_does_not_say(library):
    # Peel 2: "the card lowest in value (ace being lowest)"; Keller p. 20-21: "the deal going
    # to the one receiving the lowest card", and not how the ace counts there: A's ace deals
    # if it is low, B's deuce if not, and the point, moving no chip, holds nothing
    case = _case("A: AS, B: 2H, C: 9C, D: KD")
    assert adjudicate(case, library.book("peel"))["next"]["dealer"] == "A"
    keller = adjudicate(case, library.book("keller"))
    assert (keller["status"], keller["next"]["dealer"]) == ("continues", None)
    assert [(s["point"], s["decisive"]) for s in keller["silent"]] == [
        ("deal.first-dealer", False)]
    # no ace cut, no point: the lowest card deals
    plain = adjudicate(_case("A: 3S, B: 2H, C: 9C, D: KD"), library.book("keller"))
    assert plain["next"]["dealer"] == "B" and not plain["silent"]


def test_the_ante_is_put_up_by_the_age_of_the_winner_of_the_cut(library):
    case = _case("A: 9S, B: 2H, C: 9C, D: KD", "deal: {A: 5, B: 5, C: 5, D: 5}", ante=1)
    ruling = adjudicate(case, library.book("keller"))
    assert ruling["stakes"] == {"C": 1}           # B deals; C, on his left, is the age
    assert ruling["next"]["dealer"] == "C"
