"""The show (adjudicator/judge/situations/show.py): foul hands, miscalls, shows for what a player
has, ties and the odd chip, named after the laws they apply."""
from dataclasses import replace

import pytest
from replay import CASEBOOK, assert_conserved, laws_at, points
from replay import cited as _cited
from replay import rule_file as _rule
from test_betting import rule

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case

# B deals: C is the age, A at his left bets first after the draw.
THREE = """title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 15, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
"""


def show(a: str, b: str) -> str:
    return f'  - show: {{A: "{a}", B: "{b}"}}\n'


def test_peel_59_the_bets_equal_the_hands_are_shown(library):
    r = rule(library, "peel", show("KS KH KD 7C 2S", "QS QH 9D 9C 3S"), THREE)
    assert r["awards"] == {"A": 25} and "peel:59" in {c["id"] for c in r["citations"]}


def test_peel_76_equal_two_pairs_divide_the_odd_chip_unplaced(library):
    r = rule(library, "peel", show("QS QD 7S 7D AC", "QC QH 7C 7H 3S"), THREE)
    assert r["status"] == "settled" and r["awards"] == {"A": 12, "B": 12}
    assert r["by_lot"] == [{"amount": 1, "among": ["A", "B"], "law": None}]
    assert "ties.odd-chip" in points(r)
    assert_conserved(r)


def test_keller_ch3_order_of_hands_3_the_odd_card_decides_two_pairs(library):
    r = rule(library, "keller", show("QS QD 7S 7D AC", "QC QH 7C 7H 3S"), THREE)
    assert r["awards"] == {"A": 25}


def test_standard_showdown_breaking_ties_7_odd_chip_by_lot(library):
    r = rule(library, "standard", show("9S TC JD QS KC", "9C TS JS QD KD"), THREE)
    assert r["by_lot"] == [{"amount": 1, "among": ["A", "B"],
                            "law": "standard:showdown/breaking-ties/7"}]
    assert "standard:showdown/breaking-ties/7" in laws_at(r, 4)


def test_keller_ch4_betting_after_the_draw_6_the_cards_speak(library):
    events = "  - miscall: {player: A, called: two pairs}\n" + show("4S 4H 4D 9C 2S",
                                                                     "KS KH 7D 7C 3S")
    assert rule(library, "keller", events, THREE)["awards"] == {"A": 25}
    assert rule(library, "standard", events, THREE)["awards"] == {"A": 25}
    # Peel names no miscall: his general law, "the best hand exposed wins" (p. 37), does
    peel = rule(library, "peel", events, THREE)
    assert peel["awards"] == {"A": 25} and "show.miscall" not in points(peel)
    (step,) = [s for s in peel["steps"] if "peel:desc/50" in s["laws"]]
    assert step["rung"] == "general"


def test_peel_64_a_foul_hand_at_the_end_the_best_other_hand_wins(library):
    r = rule(library, "peel", show("KS KH KD KC 2S 3H", "QS QH 9D 9C 3S"), THREE)
    assert r["awards"] == {"B": 25} and r["retired"]["A"] == "peel:64"
    assert "foul-hand.at-show" in points(rule(library, "schenck",
                                              show("KS KH KD KC 2S 3H", "QS QH 9D 9C 3S"),
                                              THREE))


def test_peel_54_a_player_who_never_made_good_has_no_show(library):
    events = ("  - bet: {player: A, amount: 5}\n  - fold: C\n  - say: {player: B, amount: 5}\n"
              + show("QS QH 9D 9C 3S", "KS KH KD 7C 2S"))
    table = THREE.split("events:")[0] + "events:\n"
    r = rule(library, "peel", events, table)
    assert r["awards"] == {"A": 20} and r["retired"]["B"] == "peel:54"


SHORT = """title: t
table: {players: [A, B, C, D], dealer: A, betting: table-stakes,
        stacks: {A: 10, B: 100, C: 100, D: 100}}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: C, amount: 4}
  - call: D
  - call: A
  - call: B
  - bet: {player: C, amount: 10}
  - fold: D
  - all_in: A
  - call: B
  - show: {A: "KS KH KD 7C 2S", B: "5S 5H 5D 9C 3S", C: "QS QH 8D 8C 4S"}
"""


def test_peel_60_show_for_what_he_has_from_every_player_in_the_game_at_the_time(library):
    """After the draw A's four from before it are "a player's bet", which C's ten raises:
    Peel 60 reaches him. D passed out before A's demand: his four go to the remainder, not
    to A ("every player in the game at the time of his demanding a show")."""
    r = rule(library, "peel", "", SHORT)
    assert "A" not in r["retired"]
    assert r["awards"] == {"A": 30, "B": 12}
    assert_conserved(r)


def test_keller_ch7_table_stakes_6_no_player_deprived_of_a_call(library):
    """Keller p. 45: "No player can be deprived of a call, if he puts up all his money": A
    has his show, though he made no bet (p. 29 speaks only of "the maker of the previous
    bet"). He takes "an amount from each of his adversaries": D, who passed before his
    demand, had retired "from the game until the next deal" (p. 28, /8) and is none of
    them. A takes his own 10, B's and C's (30); B the remainder (12)."""
    r = rule(library, "keller", "", SHORT)
    assert r["status"] == "settled" and not r["readings"]
    assert r["awards"] == {"A": 30, "B": 12}
    ids = {c["id"] for c in r["citations"]}
    assert {"keller:ch7/table-stakes/6", "keller:ch4/betting-after-the-draw/8",
            "keller:ch4/betting-after-the-draw/10"} <= ids
    assert_conserved(r)


def test_the_bets_are_not_said_equal_where_one_is_in_for_all_he_has(library):
    """Keller p. 45: "No player can be deprived of a call, if he puts up all his money":
    A antes his last 4 and B puts up his last 2 for a show. The betting is over and the hands
    are shown, but A's 4 and B's 2 are not equal bets, and the show is not said to come of
    them; B's kings take the 6 (p. 29, "the ante and an amount from each ... equal to that
    which he himself has put in")."""
    from replay import judged, kinds

    text = rule_file_text("the-age-antes-all-he-has-and-a-short-player-calls")
    judge = judged(library, "keller", text)
    assert "show.all-in-betting-over-show" in kinds(judge, 4)
    assert "show.bets-are-equal-show" not in kinds(judge)
    r = rule(library, "keller", "", text)
    assert (r["status"], r["awards"]) == ("settled", {"B": 6})


@pytest.mark.parametrize("book, law", [
    # "he no longer participates in the pot, and cannot win the pot regardless of what may
    # later occur" (the Standard laws, betting 1.a)
    ("standard", "standard:betting/1.a"),
    # "the party who fails must go out of the play forfeiting his interest in the pool"
    # (Schenck 15, where a house book marks its words as not reaching the short player:
    # read as not reaching him, his show for less is a reading of the book's silence)
    ("schenck-read-both-ways", "schenck-read-both-ways:15")])
def test_a_hand_dropped_after_a_show_for_less_has_no_claim_by_the_book_s_general_law(
        library_reach, book, law):
    """Four-handed, B drops after A's show for less, though his hand beats A's: the book's
    general law takes from him all claim on the pool, so that point is no silence of the
    book, and no reading gives his winnings from A to another (the published decision's
    "reverts to C" is that book's own, words.reverts-to)."""
    r = rule(library_reach, book, "",
             rule_file_text("passed-hand-beats-the-short-player-four-handed"))
    assert "show-for-stake.folded-hands" not in {s["point"] for s in r["silent"]}
    assert any(s["laws"] == [law] and s["points"] == ["show-for-stake.folded-hands"]
               for s in r["steps"])
    assert not [a for x in r["readings"] for a in x["assume"]
                if a["point"] in ("words.reverts-to", "silent.show-for-stake.folded-hands")]
    assert_conserved(r)


def rule_file_text(name: str) -> str:
    return (CASEBOOK / "betting-and-show" / f"{name}.yaml").read_text()


def test_schenck_rules_15_a_short_stake_goes_out_forfeiting(library):
    """Schenck rules/15: "each player in his turn equal to the highest amount put in by any
    one, or else failing to do that, the party who fails must go out of the play forfeiting
    his interest in the pool". The words make no exception of one who has not the money:
    A's ten never equal fourteen, he goes out, and B's fives beat C's two pairs for all 42."""
    r = rule(library, "schenck", "", SHORT)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": 42}, 0)
    assert r["retired"]["A"] == "schenck:rules/15"
    assert "show-for-stake" not in {s["point"] for s in r["silent"]}


FOUR_HANDED = """title: t
table: {players: [A, B, C, D], dealer: C, betting: table-stakes, phase: after_draw,
        stacks: {A: 10, B: 100, C: 100, D: 100}}
events:
  - bet: {player: A, amount: 10}
  - call: B
  - raise: {player: C, to: 30}
  - call: D
  - fold: B
  - show: {A: "KS KH KD 7C 2D", B: "AS AH AD 9C 3D", C: "JS JH JD 8C 4D", D: "QS QH QD 6C 5D"}
"""


def test_published_decision_the_passed_hand_s_winnings_backed_by_two_are_read_both_ways(
        library):
    """The decision: "A loses his money to B, because that player had a better hand than A,
    and A's claim ceases. But B's winnings from A ... reverts to C ... because he made it a
    stronger one for current purposes by backing it to an extent beyond B's inclination".
    C raised B out and D called: both backed beyond B's inclination, and the words single
    out neither: the raiser C takes A's forty, or the best hand D does; D's remainder of
    forty is paid, A's forty held."""
    r = rule(library, "published-decision", "", FOUR_HANDED)
    assert r["status"] == "unsettled" and r["awards"] == {"D": 40} and r["undecided"] == 40
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert by == {"the-raiser": {"C": 40, "D": 40}, "the-best-hand": {"D": 80}}
    assert {x["assume"][0]["point"] for x in r["readings"]} == {"words.reverts-to"}
    assert all("published-decision:reasoning/1" in x["laws"] for x in r["readings"])


def test_published_decision_the_raiser_with_the_best_hand_takes_the_passed_hand_s_winnings(
        library):
    """As above, but the raiser C holds the better hand of the two who backed theirs beyond
    B's: under either reading C takes A's forty, and the remainder: settled, C eighty."""
    story = FOUR_HANDED.replace('C: "JS JH JD 8C 4D", D: "QS QH QD 6C 5D"',
                                'C: "QS QH QD 6C 5D", D: "JS JH JD 8C 4D"')
    r = rule(library, "published-decision", "", story)
    assert r["status"] == "settled" and r["awards"] == {"C": 80}
    assert "published-decision:reasoning/1" in laws_at(r, 6)
    # Keller p. 47 and Peel 60: a hand that passed has no claim; A's kings take his forty
    for book, law in (("keller", "keller:ch7/table-stakes/18"), ("peel", "peel:60")):
        r = rule(library, book, "", FOUR_HANDED)
        assert r["awards"] == {"A": 40, "D": 40} and law in laws_at(r, 6)


# Peel 60: the short player claims "the amount of the ante ..., and also a sum equal to his
# stake from every player"; Keller p. 29: "the ante and an amount from each of his
# adversaries equal to that which he himself has put in the pool". The ante is claimed
# besides the stakes, whether the case tells it as the ante-man's ante or as the pool before
# the deal: B, short at 7, takes the ante of 1 and 7 from each of A, B and C.
_SHORT_TABLE = ("title: t\ntable:\n  players: [A, B, C]\n  dealer: C\n  betting: table-stakes\n"
                "  stacks: {A: 100, B: 7, C: 100}\n")
_SHORT_PLAY = ("  - bet: {player: B, amount: 2}\n  - raise: {player: C, by: 10}\n"
               "  - call: A\n  - all_in: B\n"
               '  - show: {B: "AS AH AD 9C 3D", C: "KS KH 7D 7C 2S", A: "QS QH 5D 5C 3C"}\n')


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_the_short_player_claims_the_ante_besides_his_stake_from_the_ante_man(library, book):
    as_ante = rule(library, book, "events:\n  - ante: A\n  - deal: {A: 5, B: 5, C: 5}\n"
                   + _SHORT_PLAY, _SHORT_TABLE + "  ante: 1\n")
    as_pool = rule(library, book, "events:\n" + _SHORT_PLAY,
                   _SHORT_TABLE + "  phase: before_draw\n  pot: 1\n")
    assert as_ante["awards"]["B"] == as_pool["awards"]["B"] == 1 + 7 * 3
    # the remainder: what A and C staked beyond B's claim (A's 12 held his ante)
    assert as_ante["awards"]["C"] == 12 - 1 - 7 + 12 - 7
    assert_conserved(as_ante)


def test_a_notice_of_a_foul_hand_keeps_what_the_story_tells(library):
    """B was dealt six and lifted them: his hand is foul (Peel 13; Keller, the deal, 5). C's
    notice after the show names who points it out; the foul hand is B's, as the story says,
    and the pool goes as it goes without the notice: to A, the best other hand."""
    path = CASEBOOK / "after-the-show" / "foul-hand-dealt-pointed-out-after-the-show.yaml"
    case = load_case(path)
    without = replace(case, events=case.events[:-1])
    for book, law in (("peel", "peel:13"), ("keller", "keller:ch4/the-deal/5")):
        ruling = _rule(library, path, book)
        assert ruling["status"] == "settled"
        assert ruling["awards"] == {"A": 21}
        assert ruling["undecided"] == 0
        assert not ruling["missing"]
        assert ruling["retired"]["B"] == law
        assert law in _cited(ruling)
        assert adjudicate(without, library.book(book))["awards"] == ruling["awards"]


def _limit_case(tmp_path, text: str):
    path = tmp_path / "case.yaml"
    path.write_text(text, encoding="utf-8")
    return path


EVERY_HAND_FOUL = """\
title: Every hand still in is foul at the show
table: {players: [A, B, C], dealer: A}
events:
  - deal: {A: 5, B: 5, C: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - fold: A
  - show: {B: "JK 3S", C: "2H"}
"""


def test_every_hand_still_in_foul_at_the_show_leaves_the_pool_undecided(tmp_path, library):
    """Was IndexError in show._divide: nobody left to rank (fuzz, issue #7)."""
    case = load_case(_limit_case(tmp_path, EVERY_HAND_FOUL))
    for book in library.ids():
        r = adjudicate(case, library.book(book))
        assert r["status"] == "unsettled" and r["awards"] == {}, book
        assert_conserved(r)
        assert any(s["point"] == "show" for s in r["silent"]), book


def test_hands_level_below_the_winner_are_not_said_to_divide_the_pool(library):
    # A's ace high beats B's and C's seven high, which are identical in value: Peel 76 ("such
    # players shall share the pool equally") speaks of those who would take it; B and C take
    # nothing here, and no finding says they divide it
    path = CASEBOOK / "betting-and-show" / "every-player-makes-good-the-ante-all-in.yaml"
    r = adjudicate(load_case(path), library.book("keller"))
    assert (r["status"], r["awards"]) == ("settled", {"A": 30})
    assert not any("divide the pool" in s["finding"] for s in r["steps"])


TWO_PASSED = """title: t
table: {players: [A, B, C, D, E], dealer: E, betting: table-stakes, phase: after_draw,
        stacks: {A: 10, B: 100, C: 100, D: 100, E: 100}}
events:
  - bet: {player: A, amount: 10}
  - call: B
  - call: C
  - raise: {player: D, to: 20}
  - call: E
  - fold: B
  - raise: {player: C, to: 60}
  - fold: D
  - call: E
  - show: {A: "KS KH 9D 7C 2D", B: "AS AH AD 8C 3D", C: "JS JH 4D 4C 5D",
           D: "QS QH QD 6C 5H", E: "TS TH TD 6D 3C"}
"""


def test_published_decision_the_short_player_loses_his_money_to_the_best_passed_hand(
        library):
    """Two hands that passed after A showed for his ten beat his kings: B's aces, raised out
    by D, and D's queens, raised out by C. "A loses his money to B, because that player had
    a better hand than A": of the two, to the better, B's aces; D's queens won nothing from
    him, and C, who raised D out, takes nothing of A's pot on it. B's winnings revert to
    those who backed their hands beyond his stake, C and E (D, who raised B out, passed
    too): whichever of them is read as taking them, E's tens are the best of the two."""
    r = rule(library, "published-decision", "", TWO_PASSED)
    assert r["status"] == "settled" and r["awards"] == {"E": 160} and r["undecided"] == 0
    assert "published-decision:reasoning/1" in {c["id"] for c in r["citations"]}
    assert_conserved(r)
