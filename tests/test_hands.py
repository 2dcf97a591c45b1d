"""Ranking hands by each book's own laws.

The fixture books (tests/fixtures/rulebooks) test the mechanisms; the published books what
each prescribes, each test named after the law it checks and asserting that law is cited.
"""
from __future__ import annotations

import itertools
from pathlib import Path

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from adjudicator.story.cards import JOKER, Card, full_pack, parse_cards
from adjudicator.hands.handlaws import HandRules
from adjudicator.hands.value import HandError, evaluate
from adjudicator.hands.showdown import showdown
from adjudicator.hands.shapes import _TIES
from adjudicator.law.library import Library, load_topics
from adjudicator.law.provisions import CATALOGUE
from adjudicator.law.circumstances import Context

FIXTURES = Path(__file__).parent / "fixtures" / "rulebooks"


@pytest.fixture(scope="module")
def fixtures() -> Library:
    return Library([FIXTURES], load_topics())


def rules_of(library: Library, book: str, *agreed: str) -> HandRules:
    return HandRules.of(library.book(book), Context(agreed=frozenset(agreed)))


def show(rules: HandRules, *hands: str):
    return showdown({chr(ord("A") + i): parse_cards(h) for i, h in enumerate(hands)}, rules)


def _laws(sd) -> list[list[str]]:
    """The laws each finding of the showdown cites, in order."""
    return [[law.id for law in laws] for _, laws in sd.findings]


def cited(sd, law_id: str) -> bool:
    return any(law_id in [law.id for law in laws] for _, laws in sd.findings)


def value(rules, text):
    return evaluate(parse_cards(text), rules)


# --------------------------------------------------------------------------- mechanisms


def test_every_tie_law_of_the_catalogue_is_understood():
    for key, spec in CATALOGUE.items():
        if key.startswith("ties.") and key not in ("ties.identical", "ties.odd-chip"):
            assert set(spec.values) <= set(_TIES), key


def test_a_hand_is_of_the_first_category_of_the_books_order_it_satisfies(fixtures):
    rules = rules_of(fixtures, "hearts")
    assert value(rules, "9S 9H 9D 4C 4S").name == "full"
    assert value(rules, "9S 9H 9D 4C 5S").name == "threes"
    assert value(rules, "AS KD 9H 4C 2S").category == "high_card"
    assert value(rules, "AS KD 9H 4C 2S").name == "no hand"


def test_departures_are_placed_by_ranks_above_only_when_agreed(fixtures):
    plain = rules_of(fixtures, "hearts")
    agreed = rules_of(fixtures, "hearts", "blaze", "skip-straight")
    assert value(plain, "KS KH QS QD JC").category == "two_pairs"
    assert value(agreed, "KS KH QS QD JC").category == "blaze"
    assert value(plain, "3S 5H 7C 9D JH").category == "high_card"
    assert value(agreed, "3S 5H 7C 9D JH").category == "skip_straight"
    assert agreed.ranking.index("skip_straight") == agreed.ranking.index("threes") - 1
    assert agreed.ranking.index("blaze") == agreed.ranking.index("two_pairs") - 1
    sd = show(agreed, "KS KH QS QD JC", "AS AH 7D 7C 3S")
    assert sd.order == [["A"], ["B"]] and cited(sd, "hearts:blaze")


def test_an_order_restated_under_an_agreement_governs_when_agreed(fixtures):
    assert show(rules_of(fixtures, "level"), "9S TH JD QC KS", "2S 2H 2D 5C 7S").order[0] == ["A"]
    sd = show(rules_of(fixtures, "level", "threes-over-straights"),
              "9S TH JD QC KS", "2S 2H 2D 5C 7S")
    assert sd.order[0] == ["B"] and cited(sd, "level:threes-over")


def test_a_book_silent_on_the_order_leaves_every_player_level(fixtures):
    sd = show(rules_of(fixtures, "mute"), "AS AH AD AC KS", "7S 5H 4D 3C 2S")
    assert sd.order == [["A", "B"]] and sd.findings == []
    assert [p for p, _ in sd.silent] == ["hand.ranking"]


def test_a_book_silent_on_a_tie_leaves_those_players_level(fixtures):
    sd = show(rules_of(fixtures, "untied"), "KS KH KD 2C 2S", "QS QH QD AC AS", "7S 5H 4D 3C 2D")
    assert sd.order == [["A", "B"], ["C"]]
    assert ("ties.full" in [p for p, _ in sd.silent])
    assert _laws(sd) == [["untied:1"], ["untied:1"]]  # the fulls left level, not divided


def test_identical_hands_divide_and_the_odd_chip_is_not_given_to_anyone(fixtures):
    sd = show(rules_of(fixtures, "level"), "AS KH 9D 7C 3S", "AH KD 9C 7S 3H")
    assert sd.order == [["A", "B"]]
    # they divide the pool (level:ties, level:identical); the odd chip by lot (level:identical)
    assert _laws(sd) == [["level:ties", "level:identical"], ["level:identical"]]
    sd = show(rules_of(fixtures, "hearts"), "AS KH 9D 7C 3S", "AH KD 9C 7S 3H")
    assert sd.order == [["A", "B"]] and "ties.odd-chip" in [p for p, _ in sd.silent]


def test_an_agreement_the_book_does_not_know_is_a_silence(fixtures):
    rules = rules_of(fixtures, "level", "blaze")
    assert ("agreed blaze" in [p for p, _ in rules.silent])
    assert value(rules, "KS KH QS QD JC").category == "two_pairs"


def test_a_joker_the_book_gives_no_value_is_not_ranked(fixtures):
    sd = show(rules_of(fixtures, "hearts"), "KS KH QS QD JK", "2S 3H 5D 7C 9S")
    assert sd.order == [["B"]] and "A" in sd.unranked
    assert ("joker.counts-as" in [p for p, _ in sd.silent])
    with pytest.raises(HandError):
        value(rules_of(fixtures, "hearts"), "KS KH QS QD JK")


def test_a_hand_not_of_five_cards_is_not_ranked(fixtures):
    sd = show(rules_of(fixtures, "level"), "KS KH QS QD", "2S 3H 5D 7C 9S")
    assert sd.order == [["B"]] and "A" in sd.unranked


def test_the_bug_counts_only_as_an_ace_or_to_fill_a_flush_or_straight(fixtures):
    rules = rules_of(fixtures, "level", "bug")
    assert value(rules, "AS AH 7D 4C JK").category == "threes"
    kings = value(rules, "KS KH 7D 4C JK")
    assert kings.category == "pair" and kings.joker_as.rank == 14
    assert value(rules, "9H 8H 4H 2H JK").category == "flush"
    assert value(rules, "9S 8H 7D 6C JK").category == "straight"


def test_a_wild_joker_makes_five_of_a_kind(fixtures):
    rules = rules_of(fixtures, "level", "wild-cards")
    five = value(rules, "2S 2H 2D 2C JK")
    assert five.category == "five_of_a_kind" and five.name == "five of a kind"
    assert show(rules, "2S 2H 2D 2C JK", "AS KS QS JS TS").order[0] == ["A"]


def test_a_book_silent_on_the_jokers_precedence_leaves_joker_and_natural_level(fixtures):
    sd = show(rules_of(fixtures, "level", "wild-cards"), "JK KH 9D 7C 3S", "KS KD 9C 7S 3H")
    assert sd.order == [["A", "B"]]
    # one finding, of both hands, deciding no question: what each hand is, by the laws of
    # the ranks and of the joker, and not which is the better
    assert [(f.point, f.players) for f in sd.findings] == [(None, ("A", "B"))]
    assert _laws(sd) == [["level:rank", "level:wild"]]
    assert [p for p, _ in sd.silent] == ["joker.outranks-natural"]


def test_the_jokers_precedence_decides_only_where_the_tie_law_finds_hands_equal(fixtures):
    rules = rules_of(fixtures, "hearts", "joker")
    sd = show(rules, "JK KH 9D 7C 3S", "KS KD AC 7S 3H")
    assert sd.order == [["B"], ["A"]] and cited(sd, "hearts:7")
    sd = show(rules, "JK KH 9D 7C 3S", "KS KD 9C 7S 3H")
    assert sd.order == [["A"], ["B"]] and cited(sd, "hearts:joker")


def test_findings_name_the_hands_and_cite_the_deciding_law(fixtures):
    sd = show(rules_of(fixtures, "hearts"), "KS KH KD 2C 3D", "AS AH 7D 7C 3S")
    (text, laws), = sd.findings
    assert text == "A's threes (kings) beat B's two pairs (aces and sevens)"
    assert [law.id for law in laws] == ["hearts:1"]


# --------------------------------------------------------------------------- properties

BOOKS = [("peel", ()), ("peel", ("joker", "blaze", "skip-straight")), ("keller", ()),
         ("keller", ("joker", "blaze")), ("schenck", ()), ("standard", ()),
         ("standard", ("wild-cards",)), ("standard", ("bug",))]


def _compare(rules, a, b) -> int:
    order = showdown({"a": a, "b": b}, rules).order
    return 0 if len(order) == 1 else (1 if order[0] == ["a"] else -1)


@pytest.mark.parametrize("book,agreed", BOOKS)
def test_each_books_order_is_a_total_preorder(library, book, agreed):
    torn = rules_of(library, book, *agreed)
    # a book torn on a hand law (Peel with the joker: mods/3's ace after a king against law
    # 71, issue 36) leaves level the hands its readings order apart, which is no order: each
    # reading of it is one
    for rules in (torn.readings() if torn.torn else [torn]):
        _total_preorder(rules)


def _total_preorder(rules: HandRules) -> None:
    pack = full_pack(joker=rules.joker is not None)

    @settings(max_examples=60, deadline=None)
    @given(st.permutations(pack))
    def check(shuffled):
        a, b, c = (tuple(shuffled[i:i + 5]) for i in (0, 5, 10))
        ab, bc, ac = _compare(rules, a, b), _compare(rules, b, c), _compare(rules, a, c)
        assert _compare(rules, b, a) == -ab
        if ab >= 0 and bc >= 0:
            assert ac >= 0 and (ac > 0 or ab == bc == 0)
        if ab <= 0 and bc <= 0:
            assert ac <= 0 and (ac < 0 or ab == bc == 0)
        order = showdown({"a": a, "b": b, "c": c}, rules).order
        first = _first_by_the_untied_card(rules, {"a": a, "b": b, "c": c})
        if first == LEVEL:  # every card of each tied by another's: no hand is the best
            assert len(order) == 1, order
            return
        if first is not None:  # three hands weighed at once: not as two and two
            assert order[0] == [first]
            return
        place = {p: i for i, group in enumerate(order) for p in group}
        assert (place["a"] < place["b"]) == (ab > 0) and (place["a"] == place["b"]) == (ab == 0)

    check()


def _first_by_the_untied_card(rules: HandRules, hands: dict) -> str | None:
    """Peel 75 (and 69 among flushes none in hearts), written from its words: of hands of no
    pair, "the player whose hand contains the card highest in value which is not tied by a card
    of similar value in another competing hand". None where the hands are not all of that kind;
    LEVEL where every card is tied (A-K-Q-8-4, A-Q-J-T-4 and A-K-J-T-8 at once: each beats
    another two and two, but weighed at once no card is untied, and none is held the best)."""
    try:
        values = {p: evaluate(h, rules) for p, h in hands.items()}
    except HandError:
        return None
    kinds = {v.category for v in values.values()}
    law = rules.ties.get(next(iter(kinds)))
    hearts = any(all(c.suit == "H" for c in v.cards) for v in values.values())
    if len(kinds) != 1 or law is None or "untied" not in law or (kinds == {"flush"} and hearts):
        return None
    untied = [(r, p) for p, v in values.items() for r in set(v.ranks)
              if not any(r in w.ranks for q, w in values.items() if q != p)]
    return max(untied)[1] if untied else LEVEL


LEVEL = "level"  # every card tied: no hand the best (no player is named "level" here)


SUIT_ORDERS = list(itertools.permutations("SHDC"))


def _relabel(cards, perm):
    mapping = dict(zip("SHDC", perm))
    return tuple(c if c.is_joker else Card(c.rank, mapping[c.suit]) for c in cards)


@pytest.mark.parametrize("book,agreed", BOOKS)
def test_relabelling_suits_changes_nothing_except_under_peels_hearts(library, book, agreed):
    """Peel 69 and 70 rank hearts; Keller, Schenck and the Standard laws rank no suit
    (Standard breaking-ties/7: "the suits are meaningless")."""
    rules = rules_of(library, book, *agreed)
    pack = full_pack(joker=rules.joker is not None)
    perms = [p for p in SUIT_ORDERS if book != "peel" or p[1] == "H"]

    @settings(max_examples=60, deadline=None)
    @given(st.permutations(pack), st.sampled_from(perms))
    def check(shuffled, perm):
        hand = tuple(shuffled[:5])
        assert evaluate(_relabel(hand, perm), rules).key == evaluate(hand, rules).key

    check()


def test_peel_69_relabelling_hearts_changes_the_order(library):
    rules = rules_of(library, "peel")
    hearts, spades = parse_cards("7H 5H 4H 3H 2H"), parse_cards("AS KS QS JS 9S")
    assert showdown({"A": hearts, "B": spades}, rules).order == [["A"], ["B"]]
    swap = ("H", "S", "D", "C")         # spades and hearts change places
    assert showdown({"A": _relabel(hearts, swap), "B": _relabel(spades, swap)},
                    rules).order == [["B"], ["A"]]


# --------------------------------------------------------------------------- Peel


def test_peel_65_the_order_of_the_hands(library):
    rules = rules_of(library, "peel")
    hands = ["9C TC JC QC KC", "AS AH AD AC 2S", "KS KH KD 3C 3S", "AD 9D 7D 5D 3D",
             "5S 6H 7D 8C 9S", "QS QH QD 4C 2S", "JS JH 8D 8C 2D", "TS TH 8S 6C 4H",
             "AH KD 9H 7C 4S"]
    sd = show(rules, *hands)
    assert sd.order == [[chr(ord("A") + i)] for i in range(9)]
    assert [sd.values[g[0]].name for g in sd.order[:8]] == [
        "sequence flush", "fours", "full", "flush", "sequence", "threes", "two pairs",
        "a pair"]
    assert cited(sd, "peel:65")


def test_peel_71_ace_only_begins_a_sequence(library):
    rules = rules_of(library, "peel")
    assert value(rules, "AS 2H 3D 4C 5S").category == "straight"
    assert value(rules, "TS JH QD KC AS").category == "high_card"
    assert value(rules, "JS QH KD AC 2S").category == "high_card"
    assert value(rules, "TH JH QH KH AH").category == "flush"
    sd = show(rules, "9S TH JD QC KS", "TS JH QD KC AD", "AH 2H 3D 4C 5S")
    assert sd.order == [["A"], ["C"], ["B"]]
    assert cited(sd, "peel:71")
    assert sd.values["A"].detail == "nine to king"


def test_peel_66_ace_to_five_is_the_lowest_sequence_flush(library):
    sd = show(rules_of(library, "peel"), "AS 2S 3S 4S 5S", "2H 3H 4H 5H 6H")
    assert sd.order == [["B"], ["A"]] and cited(sd, "peel:66")


def test_peel_69_any_flush_in_hearts_beats_every_other_flush(library):
    sd = show(rules_of(library, "peel"), "AS KS QS JS 9S", "7H 5H 4H 3H 2H")
    assert sd.order == [["B"], ["A"]] and cited(sd, "peel:69")
    sd = show(rules_of(library, "peel"), "AS KS QS JS 9S", "AD KD QD JD 8D")
    assert sd.order == [["A"], ["B"]] and cited(sd, "peel:69")


def test_peel_two_flushes_in_hearts_are_compared_by_the_value_of_the_hands(library):
    # 69 "does not say how two flushes in hearts compare"; hands/5, which it prevails over,
    # does: "the highest card taking precedence". The finding cites hands/5, not 69
    sd = show(rules_of(library, "peel"), "KH 9H 7H 5H 2H", "AH 8H 6H 4H 3H")
    assert sd.order == [["B"], ["A"]]
    assert cited(sd, "peel:hands/5") and not cited(sd, "peel:69")


def test_peel_70_equal_sequences_not_in_hearts_share_by_law_76(library):
    # a sequence not a flush is never "a sequence in hearts" (law 77: read literally)
    sd = show(rules_of(library, "peel"), "5H 6H 7H 8H 9S", "5S 6D 7C 8S 9D")
    assert sd.order == [["A", "B"]] and cited(sd, "peel:76")


def test_peel_73_the_fifth_card_does_not_decide_two_pairs(library):
    sd = show(rules_of(library, "peel"), "KS KH 7D 7C AS", "KD KC 7H 7S 2D")
    assert sd.order == [["A", "B"]] and cited(sd, "peel:76")
    sd = show(rules_of(library, "peel"), "KS KH 8D 8C 2S", "KD KC 7H 7S AD")
    assert sd.order == [["A"], ["B"]] and cited(sd, "peel:73")


def test_peel_74_equal_pairs_then_the_highest_untied_card(library):
    sd = show(rules_of(library, "peel"), "9S 9H AD 5C 3S", "9D 9C KH QS JD")
    assert sd.order == [["A"], ["B"]] and cited(sd, "peel:74")


def test_peel_76_identical_hands_share_and_the_odd_chip_is_not_invented(library):
    sd = show(rules_of(library, "peel"), "AS KH 9D 7C 3S", "AH KD 9C 7S 3H")
    assert sd.order == [["A", "B"]] and cited(sd, "peel:76")
    assert "ties.odd-chip" in [p for p, _ in sd.silent]


def test_peel_mods_2_the_blaze_beats_two_pairs_and_is_beaten_by_threes(library):
    rules = rules_of(library, "peel", "blaze")
    sd = show(rules, "2S 2H 2D 5C 7S", "KS KH QS QD JC", "AS AH 7D 7C 3S")
    assert sd.order == [["A"], ["B"], ["C"]] and cited(sd, "peel:mods/2")
    assert value(rules_of(library, "peel"), "KS KH QS QD JC").category == "two_pairs"


def test_peel_terms_32_the_skip_straight_beats_threes_beaten_by_a_sequence(library):
    rules = rules_of(library, "peel", "skip-straight")
    sd = show(rules, "2S 3H 4D 5C 6S", "3S 5H 7C 9D JH", "KS KH KD 5S 7D")
    assert sd.order == [["A"], ["B"], ["C"]] and cited(sd, "peel:terms/32")


def test_peel_mods_3_the_joker_takes_any_value(library):
    rules = rules_of(library, "peel", "joker")
    v = value(rules, "KH QH JH TH JK")
    assert v.category == "straight_flush" and v.joker_as == Card(9, "H")


def test_peel_mods_3_a_joker_called_a_card_beats_the_real_card(library):
    sd = show(rules_of(library, "peel", "joker"), "KS KD 7H 5C 3D", "JK KH 7C 5S 3H")
    assert sd.order == [["B"], ["A"]] and cited(sd, "peel:mods/3")


# --------------------------------------------------------------------------- Keller


def test_keller_ch3_order_of_hands_5_the_ace_begins_or_ends_a_straight(library):
    rules = rules_of(library, "keller")
    sd = show(rules, "TS JH QD KC AS", "9S TH JD QC KS", "AH 2H 3D 4C 5S")
    assert sd.order == [["A"], ["B"], ["C"]] and cited(sd, "keller:ch3/order-of-hands/5")
    assert value(rules, "QS KH AD 2C 3S").category == "high_card"


def test_keller_ch3_order_of_hands_3_the_remaining_card_decides_two_pairs(library):
    sd = show(rules_of(library, "keller"), "KS KH 7D 7C AS", "KD KC 7H 7S 2D")
    assert sd.order == [["A"], ["B"]] and cited(sd, "keller:ch3/order-of-hands/3")


def test_keller_ch3_order_of_hands_6_flushes_by_the_next_highest_card(library):
    sd = show(rules_of(library, "keller"), "AS KS 9S 7S 3S", "AD QD JD TD 8D")
    assert sd.order == [["A"], ["B"]] and cited(sd, "keller:ch3/order-of-hands/6")


def test_keller_ch3_order_of_hands_11_no_suit_ranks_identical_hands_divide(library):
    sd = show(rules_of(library, "keller"), "AS KS QS JS 9S", "AH KH QH JH 9H")
    assert sd.order == [["A", "B"]] and cited(sd, "keller:ch3/order-of-hands/11")


def test_keller_ch3_the_straight_2_triplets_over_straights_where_agreed(library):
    hands = ("9S TH JD QC KS", "2S 2H 2D 5C 7S")
    assert show(rules_of(library, "keller"), *hands).order[0] == ["A"]
    sd = show(rules_of(library, "keller", "threes-over-straights"), *hands)
    assert sd.order[0] == ["B"] and cited(sd, "keller:ch3/the-straight/2")


def test_keller_ch3_the_straight_1_no_straights_where_agreed(library):
    # the written authorities' rule Keller reports: straights not played unless agreed
    rules = rules_of(library, "keller", "no-straights")
    assert "straight" not in rules.ranking
    sd = show(rules, "9S TH JD QC KS", "2S 2H 5D 7C 8S")
    assert sd.order[0] == ["B"] and cited(sd, "keller:ch3/the-straight/1")


def test_keller_ch3_the_blaze_1_beats_two_pairs_where_agreed(library):
    sd = show(rules_of(library, "keller", "blaze"), "KS KH QS QD JC", "AS AH 7D 7C 3S")
    assert sd.order == [["A"], ["B"]] and cited(sd, "keller:ch3/the-blaze/1")


def test_keller_ch12_the_joker_1_the_joker_hand_beats_the_natural_royal(library):
    # p. 84: "the ace, king, queen, knave and ten of hearts ... against the ace, king,
    # queen, knave of diamonds and the joker, the latter hand would win"
    sd = show(rules_of(library, "keller", "joker"), "AH KH QH JH TH", "AD KD QD JD JK")
    assert sd.order == [["B"], ["A"]] and cited(sd, "keller:ch12/the-joker/1")


def test_keller_ch12_the_joker_1_four_deuces_and_the_joker_beat_four_aces(library):
    # p. 84: "the holder of the latter hand would have the right to claim five deuces"
    rules = rules_of(library, "keller", "joker")
    sd = show(rules, "AS AH AD AC KS", "2S 2H 2D 2C JK")
    assert sd.order == [["B"], ["A"]] and cited(sd, "keller:ch12/the-joker/1")
    assert sd.values["B"].category == "five_of_a_kind"


# --------------------------------------------------------------------------- Schenck


def test_schenck_hands_5_the_ace_counts_highest_or_lowest(library):
    rules = rules_of(library, "schenck")
    assert value(rules, "TS JH QD KC AS").category == "straight"
    assert value(rules, "AS 2H 3D 4C 5S").category == "straight"


def test_schenck_ties_3_flushes_by_the_top_card_only(library):
    """"The hand commencing with the highest card wins": two flushes level at the ace and
    different below it are not "exactly equal" (ties/6): the book is silent, neither
    dividing nor borrowing another book's next card (issue 20)."""
    sd = show(rules_of(library, "schenck"), "AS KS 9S 7S 3S", "AD QD JD TD 8D")
    assert sd.order == [["A", "B"]] and not cited(sd, "schenck:ties/6")
    assert [point for point, _ in sd.silent] == ["ties.flush"]
    sd = show(rules_of(library, "schenck"), "AS KS 9S 7S 3S", "KD QD JD 9D 8D")
    assert sd.order == [["A"], ["B"]] and cited(sd, "schenck:ties/3")


def test_schenck_ties_2_two_pairs_by_the_higher_pair_and_no_further(library):
    """"The highest pair of the two determines": where it is equal and the lower pairs
    differ, Schenck says nothing (ties/5 speaks only of pairs "of exactly the same value")."""
    rules = rules_of(library, "schenck")
    sd = show(rules, "KS KH 9D 9C 3S", "KD KC 5H 5S AD")
    assert sd.order == [["A", "B"]] and [p for p, _ in sd.silent] == ["ties.two_pairs"]
    sd = show(rules, "KS KH 9D 9C AS", "KD KC 9H 9S 3D")  # the same pairs: the odd card
    assert sd.order == [["A"], ["B"]] and cited(sd, "schenck:ties/5")
    sd = show(rules, "AS AH 2D 2C 3S", "KD KC QH QS JD")  # the higher pair decides
    assert sd.order == [["A"], ["B"]] and cited(sd, "schenck:ties/2")


def test_schenck_ties_5_equal_pairs_by_the_next_highest_cards(library):
    sd = show(rules_of(library, "schenck"), "9S 9H AD 5C 3S", "9D 9C KH QS JD")
    assert sd.order == [["A"], ["B"]] and cited(sd, "schenck:ties/5")


# --------------------------------------------------------------------------- Standard


def test_standard_breaking_ties_4_the_fifth_card_decides_two_pairs(library):
    sd = show(rules_of(library, "standard"), "KS KH 7D 7C AS", "KD KC 7H 7S 2D")
    assert sd.order == [["A"], ["B"]] and cited(sd, "standard:showdown/breaking-ties/4")


def test_standard_breaking_ties_2_a_six_high_straight_beats_five_high(library):
    sd = show(rules_of(library, "standard"), "AS 2H 3D 4C 5S", "2S 3H 4D 5C 6S")
    assert sd.order == [["B"], ["A"]] and cited(sd, "standard:showdown/breaking-ties/2")


def test_standard_breaking_ties_7_odd_chip_by_lot_no_winner_invented(library):
    sd = show(rules_of(library, "standard"), "AS KH 9D 7C 3S", "AH KD 9C 7S 3H")
    assert sd.order == [["A", "B"]]
    assert _laws(sd) == [["standard:showdown/breaking-ties/6", "standard:showdown/breaking-ties/7"],
                         ["standard:showdown/breaking-ties/7"]]  # divided; the odd chip by lot


def test_standard_cards_the_bug_1_an_ace_or_to_fill_a_flush_or_straight(library):
    rules = rules_of(library, "standard", "bug")
    assert value(rules, "AS AH 7D 4C JK").category == "threes"
    kings = value(rules, "KS KH 7D 4C JK")
    assert kings.category == "pair" and kings.joker_as.rank == 14
    assert value(rules, "9H 8H 4H 2H JK").category == "flush"
    assert value(rules, "9S 8H 7D 6C JK").category == "straight"
    assert value(rules, "9S 9H 9D 6C JK").category == "threes"


def test_standard_object_rank_1_five_of_a_kind_highest_with_wild_cards(library):
    rules = rules_of(library, "standard", "wild-cards")
    sd = show(rules, "AS KS QS JS TS", "7S 7H 7D 7C JK")
    assert sd.order == [["B"], ["A"]] and cited(sd, "standard:object/rank/1")


def test_standard_object_rank_1_five_aces_highest_with_the_bug(library):
    # "Five of a kind ranks highest when there is any wild card in the game": the bug is
    # "a wild card with limitations" that may count as an ace
    rules = rules_of(library, "standard", "bug")
    sd = show(rules, "KS QS JS TS 9S", "AS AH AD AC JK")
    assert sd.values["B"].category == "five_of_a_kind"
    assert sd.order == [["B"], ["A"]] and cited(sd, "standard:object/rank/1")


def test_the_joker_is_one_card(library):
    rules = rules_of(library, "standard", "wild-cards")
    with pytest.raises(HandError):
        evaluate((JOKER, JOKER) + parse_cards("AS KS QS"), rules)


# --------------------------------------------------------------------------- the command


def test_hand_command_orders_names_and_cites(cli):
    run = cli("hand", "KD KC KH 7S 2D", "AS 2H 3D 4C 5S", "TS JH QD KS AD", "--book", "peel",
              "--format", "json")
    assert run.code == 0, run.err
    data = run.json()
    assert data["order"] == [["B"], ["A"], ["C"]]
    assert [h["category"] for h in data["hands"]] == ["straight", "threes", "high_card"]
    assert data["findings"][0]["finding"].startswith("B's sequence (ace to five) beat")
    assert "peel:71" in {c["id"] for c in data["citations"]}


@pytest.mark.parametrize("fmt", ["text", "markdown"])
def test_every_format_renders_hands(library, fmt):
    from adjudicator.hands.ranking import hand_view
    from adjudicator.cli.render import render

    view = hand_view(library.book("keller"), ["AH KH QH JH TH", "AD KD QD JD JK"], ["joker"])
    out = render("hand", view, fmt)
    assert "keller:ch12/the-joker/1" in out and "AD KD QD JD JK" in out


@pytest.mark.parametrize("texts,agreed,message", [
    (["1X 2S 3S 4S 5S"], [], "'1X' is not a card: ranks A K Q J T (or 10) 9 8 7 6 5 4 3 2, suits S H D C "
                             "(JK the joker)"),
    (["AS KS QS"], [], "is 3 cards"),
    (["AS KS QS JS TS", "AS 2D 3D 4D 5D"], [], "AS is in A's hand and B's"),
    (["AS KS QS JS TS"], ["jokers"], "'jokers' is not a departure"),
])
def test_hand_refuses_bad_input(library, texts, agreed, message):
    from adjudicator.errors import InputError
    from adjudicator.hands.ranking import hand_view

    with pytest.raises(InputError) as exc:
        hand_view(library.book("peel"), texts, agreed)
    assert message in str(exc.value)


def test_hand_command_reports_bad_input_in_one_line(cli):
    run = cli("hand", "AS KS QS JS 1X", "--book", "peel")
    assert run.code == 2 and run.err.count("\n") == 1
    assert run.err.startswith("adjudicator: '1X' is not a card")


@pytest.mark.parametrize("book,threes,two_pairs,announce", [
    ("standard", "standard:object/rank/7", "standard:object/rank/8", "standard:object/rank/2"),
    ("schenck", "schenck:hands/6", "schenck:hands/7", "schenck:hands/1"),
    ("keller", "keller:ch3/order-of-hands/4", "keller:ch3/order-of-hands/3",
     "keller:ch3/order-of-hands/1"),
])
def test_a_finding_between_two_categories_cites_each_ones_paragraph(library, book, threes,
                                                                     two_pairs, announce):
    """Threes beat two pairs by the paragraphs of threes and of two pairs ("Triplets ...
    always beat two pairs"), not by the list that only announces the order, nor the straight
    flush's paragraph on which the order is entered (issue 20, item 6)."""
    sd = show(rules_of(library, book), "4S 4H 4D 9C 2S", "KS KH 7D 7C 3S")
    assert sd.order == [["A"], ["B"]]
    assert _laws(sd) == [[threes, two_pairs]] and announce not in _laws(sd)[0]
