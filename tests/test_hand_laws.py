"""Each book's hand laws read to the letter, no more and no less (issue 13).

Each test is named after the law it checks and asserts the law is cited, or the point on
which the book is silent.
"""
from __future__ import annotations

import pytest
from replay import CASEBOOK
from replay import rule_file as _rule

from adjudicator.hands.handlaws import HandRules
from adjudicator.hands.showdown import compare, showdown
from adjudicator.hands.value import evaluate
from adjudicator.law.circumstances import Context
from adjudicator.law.provisions import CATALOGUE
from adjudicator.story.cards import parse_cards


def rules_of(library, book, *agreed) -> HandRules:
    return HandRules.of(library.book(book), Context(agreed=frozenset(agreed)))


def show(rules, *hands):
    return showdown({chr(ord("A") + i): parse_cards(h) for i, h in enumerate(hands)}, rules)


def cited(sd) -> set[str]:
    return {law.id for _, laws in sd.findings for law in laws}


def silent(sd) -> set[str]:
    return {p for p, _ in sd.silent}


# --------------------------------------------------------------------------- Standard laws


@pytest.mark.parametrize("a,b", [
    ("KS KH KD 2C 2D", "7S 7H 7D 3C 3D"),            # kings full, sevens full
    ("3S 3H 3D AC AD", "2S 2H 2D KC KD"),            # the threes decide, not the pair
])
def test_standard_breaking_ties_3_full_houses_by_their_three_of_a_kind(library, a, b):
    sd = show(rules_of(library, "standard"), a, b)
    assert sd.order == [["A"], ["B"]] and not sd.silent
    assert "standard:showdown/breaking-ties/3" in cited(sd)


def test_standard_every_category_has_its_tie_law(library):
    rules = rules_of(library, "standard", "joker")
    assert {c: v for c, v in rules.ties.items() if v is None} == {}
    assert not [p for p, _ in rules.silent if p.startswith("ties.")]


def test_standard_cards_wild_cards_1_knows_the_joker(library):
    rules = rules_of(library, "standard", "joker")
    assert rules.joker == "any-card"
    assert [law.id for law in rules.laws_for("joker.counts-as")] == ["standard:cards/wild-cards/1"]
    assert not [p for p, _ in rules.silent if p.startswith("agreed")]


def test_standard_object_rank_1_five_of_a_kind_highest_with_the_joker(library):
    sd = show(rules_of(library, "standard", "joker"), "AS AH AD AC JK", "9S TS JS QS KS")
    assert sd.order == [["A"], ["B"]] and "standard:object/rank/1" in cited(sd)


def test_standard_showdown_3_a_wild_royal_divides_with_a_natural_royal(library):
    sd = show(rules_of(library, "standard", "joker"), "AD KD QD JD JK", "AH KH QH JH TH")
    assert sd.order == [["A", "B"]] and not silent(sd) - {"ties.odd-chip"}
    assert {"standard:showdown/3", "standard:showdown/breaking-ties/7",
            "standard:showdown/breaking-ties/2"} <= cited(sd)


# --------------------------------------------------------------------------- Peel


def test_peel_mods_3_the_joker_beats_only_the_card_whose_name_it_takes(library):
    rules = rules_of(library, "peel", "joker")
    # the joker called the nine of diamonds: B holds no nine of diamonds: laws 66 and 76
    # (named, since the joker's best, the ace of diamonds after the king, is where the book
    # is torn: law 71 against the joker's own example)
    sd = show(rules, "KD QD JD TD JK=9D", "9S TS JS QS KS")
    assert sd.order == [["A", "B"]]
    assert {"peel:66", "peel:76"} <= cited(sd)
    # the joker called the king of spades beats the real king of spades
    sd = show(rules, "JK KH 9D 7C 3S", "KS KD 9C 7S 3H")
    assert sd.order == [["A"], ["B"]] and "peel:mods/3" in cited(sd)


def test_peel_mods_3_the_joker_may_not_take_a_name_that_lowers_its_hand(library):
    # naming the joker the nine of spades (B's card) would spoil A's sequence flush
    rules = rules_of(library, "peel", "joker")
    a, b = evaluate(parse_cards("KD QD JD TD JK"), rules), evaluate(parse_cards(
        "9S TS JS QS KS"), rules)
    assert compare(a, b, rules).sign == 0


def test_peel_mods_2_the_blaze_is_beaten_by_triplets(library):
    sd = show(rules_of(library, "peel", "blaze"), "KS QS JD KD JH", "7S 7H 7D 9C 4D")
    assert sd.order == [["B"], ["A"]] and "peel:mods/2" in cited(sd) and not sd.silent


def test_peel_terms_32_and_70_skip_sequences_by_the_highest_card(library):
    rules = rules_of(library, "peel", "skip-straight")
    assert [law.id for law in rules.laws_for("ties.skip_straight")] == ["peel:70"]
    sd = show(rules, "3S 5H 7D 9C JD", "2S 4H 6D 8C TH")
    assert sd.order == [["A"], ["B"]] and "peel:70" in cited(sd)
    sd = show(rules, "3S 5H 7D 9C JD", "9S 8H 7C 6D 5C")       # beaten by a sequence
    assert sd.order == [["B"], ["A"]] and "peel:terms/32" in cited(sd)


# --------------------------------------------------------------------------- Keller


def test_keller_ch12_the_joker_1_five_of_a_kind_against_a_straight_flush_is_silent(library):
    sd = show(rules_of(library, "keller", "joker"), "AS AH AD AC JK", "9S TS JS QS KS")
    assert sd.order == [["B", "A"]]
    assert "five-of-a-kind.ranks-below" in silent(sd)


def test_keller_ch12_the_joker_1_five_of_a_kind_beats_every_hand_below_fours(library):
    rules = rules_of(library, "keller", "joker")
    for other in ("AS AH AD AC KS", "KS KH KD 7C 7D", "2H 5H 7H 9H JH"):
        sd = show(rules, "2S 2H 2D 2C JK", other)
        assert sd.order == [["A"], ["B"]] and "keller:ch12/the-joker/1" in cited(sd)


def test_keller_ch3_the_blaze_1_beats_two_pairs_and_is_unranked_above(library):
    rules = rules_of(library, "keller", "blaze")
    sd = show(rules, "KS QS JD KD JH", "AS AH 9D 9C 4D")
    assert sd.order == [["A"], ["B"]] and "keller:ch3/the-blaze/1" in cited(sd)
    sd = show(rules, "KS QS JD KD JH", "7S 7H 7D 9C 4D")
    assert sd.order == [["B", "A"]] and "blaze.ranks-below" in silent(sd)


def test_a_silence_between_two_hands_does_not_lift_a_third_they_both_beat(library):
    # a full beats triplets; Keller ranks the blaze against neither: the full and the blaze
    # are left level at the top, the triplets below, beaten by the full
    sd = show(rules_of(library, "keller", "blaze"), "8S 8H 8D 2C 2D", "KS QS JD KD JH",
              "7S 7H 7D 9C 4D")
    assert sd.order == [["A", "B"], ["C"]]
    assert "blaze.ranks-below" in silent(sd)
    text, laws = sd.findings[-1]
    assert text.startswith("A's Full Hand") and "C's Triplets" in text


def test_keller_ch12_the_joker_1_the_joker_hand_wins_over_a_hand_otherwise_equal(library):
    # Keller's own example: the joker is the ten of diamonds, a card B does not hold
    sd = show(rules_of(library, "keller", "joker"), "AD KD QD JD JK", "AH KH QH JH TH")
    assert sd.order == [["A"], ["B"]] and "keller:ch12/the-joker/1" in cited(sd)


# --------------------------------------------------------------------------- the catalogue


def test_joker_precedence_values_are_each_provided_by_some_book(library):
    values = {}
    for book, agreed in (("peel", "joker"), ("keller", "joker"), ("standard", "joker")):
        values[book] = rules_of(library, book, agreed).joker_outranks
    assert values == {"peel": "named-card", "keller": "equal-hand", "standard": "never"}
    assert set(CATALOGUE["joker.outranks-natural"].values) == set(values.values())


def test_the_ace_law_is_cited_only_where_an_ace_runs(library):
    sd = show(rules_of(library, "standard"), "KS KH KD 7C 2D", "QS QH QD 8C 4D")
    assert cited(sd) == {"standard:showdown/breaking-ties/3"}
    sd = show(rules_of(library, "standard"), "AS KH QD JC TD", "KS QH JD TC 9D")
    assert "standard:object/rank/6" in cited(sd)


# --------------------------------------------------------------------------- the format


def _club(when: str):
    from adjudicator.law.build import build_book
    from adjudicator.story.yamlio import loads

    text = ("book: {id: club, title: T, author: A, source: s.txt}\nlaws:\n"
            "  - {id: club:1, title: t, page: 1, kind: rule, text: x, topics: [joker], "
            f"when: {when}, provides: {{joker.counts-as: any-card}}}}\n")
    return build_book(loads(text, "club.yaml"), "club.yaml", {"joker": "x"})


def test_when_agreed_any_governs_under_either_departure():
    book, errors = _club("{agreed_any: [joker, wild-cards]}")
    assert not errors
    for agreed in ({"joker"}, {"wild-cards"}, {"joker", "wild-cards"}):
        assert book.answer("joker.counts-as", Context(agreed=frozenset(agreed))).value == \
            "any-card"
    assert book.answer("joker.counts-as", Context(agreed=frozenset({"bug"}))) is None
    assert book.laws["club:1"].when.departures == {"joker", "wild-cards"}


def test_when_agreed_any_names_only_departures():
    _, errors = _club("{agreed_any: [jokers]}")
    assert errors and str(errors[0]).startswith("club.yaml:3:")
    assert "when.agreed_any takes one or more of" in str(errors[0])


def test_two_pairs_name_the_odd_card_only_where_it_decides(library):
    """Keller p. 13: "the highest pair wins ... If two hands of like two pairs meet, the
    higher remaining card wins": kings and sevens beat queens and fives, the deuce unnamed."""
    ruling = _rule(library, CASEBOOK / "hands" / "two-pairs-the-highest-pair-wins.yaml", "keller")
    assert ruling["awards"] == {"A": 10}
    step = next(s for s in ruling["steps"] if "beat" in s["finding"])
    assert step["finding"] == ("A's Two Pairs (kings and sevens) beat B's Two Pairs "
                               "(queens and fives)")
    assert step["laws"] == ["keller:ch3/order-of-hands/3"]
