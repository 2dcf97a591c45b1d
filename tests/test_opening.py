"""Opening the game, by each book's words: who opens and for how much (a straddle made good
opens it), a deal nobody opens (the book's law of it, its law of the last left, or a jack
pot the table agreed that the book does not know), and openers split or not told."""
from __future__ import annotations

from stories import SPLIT_OPENERS_THEN_NOTHING
from replay import CASEBOOK
from replay import replay as _replay
from replay import replay as _rule_text_of
from replay import cited as _cited
from replay import rule_file as _rule
from replay import steps_at as _at
from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads


def test_an_opener_who_only_makes_good_a_straddle_opens_the_game_under_keller(library):
    """Keller /3: "an amount equal to the highest deposit". The game is opened, so it is not
    one where all "except the age pass out" (Keller /6): C, the last left in, takes the pool."""
    path = CASEBOOK / "betting-and-show" / "straddled-opener-makes-good-and-all-pass.yaml"
    ruling = _rule(library, path, "keller")
    assert ruling["status"] == "settled"
    assert ruling["awards"] == {"C": 5}
    assert ruling["carried"] == 0
    assert "keller:ch4/betting-before-the-draw/3" in _cited(ruling)
    assert "keller:ch4/betting-before-the-draw/6" not in _cited(ruling)
    # Keller /2 asks double the ante only "if no straddle has been made": /3 governs here
    came_in = next(s for s in ruling["steps"] if s["event"] == 4)
    assert came_in["laws"][0] == "keller:ch4/betting-before-the-draw/3"
    assert "keller:ch4/betting-before-the-draw/2" not in _cited(ruling)


def test_peel_desc_27_after_a_straddle_the_opener_stakes_double_the_ante_and_straddles(library):
    """Peel desc/27 (p. 34): "If he open the game, he must stake a sum at least equal to double
    the ante and straddles together". Law 25's "at least double the amount of ante" is a lower
    floor that does not set it aside (it once said it prevailed). C's two, the straddle's
    amount, fall short of four; Peel does not say whether a short opening stands or is void:
    standing, C is the last left in and takes the 5 (law 58); void, the game was "not opened
    by any player", and the ante and straddles "shall remain in the pool" (law 29)."""
    path = CASEBOOK / "betting-and-show" / "straddled-opener-makes-good-and-all-pass.yaml"
    ruling = _rule(library, path, "peel")
    assert ruling["status"] == "unsettled"
    assert ruling["awards"] == {} and ruling["undecided"] == 5
    opened = [s for s in ruling["steps"] if s["event"] == 4]
    assert any(s["laws"] == ["peel:desc/27"] and "4" in _text(s) for s in opened)
    assert not any("peel:25" in s["laws"] for s in opened)
    read = {x["assume"][0]["reading"]: x for x in ruling["readings"]}
    assert read["stand"]["awards"] == {"C": 5} and "peel:58" in read["stand"]["laws"]
    assert read["void"]["carried"] == 5 and "peel:29" in read["void"]["laws"]
    # the straddler sees him: C's queens take the 11 as played, but his opening is what the
    # point concerns, and his hand takes the chips: all held
    seen = _rule(library, CASEBOOK / "betting-and-show" /
                 "straddled-opener-makes-good-and-the-straddler-sees.yaml", "peel")
    assert seen["status"] == "unsettled" and seen["undecided"] == 11 and seen["awards"] == {}
    assert "peel:desc/27" in _cited(seen)


def test_after_a_straddle_the_game_goes_on_to_the_show(library):
    path = CASEBOOK / "betting-and-show" / "straddled-opener-makes-good-and-the-straddler-sees.yaml"
    ruling = _rule(library, path, "keller")
    assert ruling["status"] == "settled"
    assert ruling["awards"] == {"C": 11}  # queens' threes beat kings and sevens
    assert "keller:ch4/betting-after-the-draw/5" in _cited(ruling)


def _text(step: dict) -> str:
    return str(step["finding"])


def test_a_book_with_a_law_of_the_unopened_deal_keeps_it(library):
    """The specific law comes first: Keller /6 ("If all the players in the game except the
    age pass out, the age is entitled to the ante"), Peel 29 (a game "not opened by any
    player" is a jack-pot: the pool stays), the ante-man having "the last say" (23): the game
    is unopened only once he too has passed (a historian's report)."""
    path = CASEBOOK / "betting-and-show" / "nobody-opens-the-age-is-left.yaml"
    keller = _rule(library, path, "keller")
    assert keller["awards"] == {"A": 2}
    assert "keller:ch4/betting-before-the-draw/6" in _cited(keller)
    assert "keller:ch4/betting-before-the-draw/5" not in _cited(keller)
    peel = _rule(library, path, "peel")
    assert peel["status"] == "continues" and peel["carried"] == 2 and peel["awards"] == {}
    assert "peel:29" in _cited(peel)
    passes = path.read_text().replace("  - fold: D\n", "  - fold: D\n  - fold: A\n")
    peel = _replay(library, "peel", passes)
    assert (peel["status"], peel["carried"], peel["next"]["jack_pot"]) == ("passed", 2, "jacks")
    plays = path.read_text().replace("  - fold: D\n",
                                     "  - fold: D\n  - bet: {player: A, amount: 2}\n")
    peel = _replay(library, "peel", plays)  # "If he accept his cards and elect to play"
    assert (peel["status"], peel["awards"]) == ("settled", {"A": 4})
    # making good on his ante alone ("at least equal to that of the player on his right",
    # who staked nothing) is electing to play too: the game is not unopened, and the pool is
    # his (a historian's report: ruled a jack pot)
    calls = path.read_text().replace("  - fold: D\n", "  - fold: D\n  - call: A\n")
    peel = _replay(library, "peel", calls)
    assert (peel["status"], peel["awards"]) == ("settled", {"A": 2})


def test_jack_pots_agreed_that_the_book_does_not_know_leave_the_unopened_deal_open(library):
    """Played as jack pots, a deal nobody opens is what the players agreed, and a book that
    knows no jack pots does not say whether the agreement or its own law decides: held."""
    path = CASEBOOK / "betting-and-show" / "nobody-opens-jack-pots-agreed.yaml"
    for book in ("standard", "schenck"):
        ruling = _rule(library, path, book)
        assert ruling["status"] == "unsettled" and ruling["undecided"] == 2, book
        assert ruling["readings"]


def test_keller_split_openers_unannounced_forfeits_and_is_never_found_to_hold_them(library):
    """Keller, jack pots 15: "If he should fail to give this notice and his discard should in
    any way become mixed with other cards, he must forfeit whatever he may have put in the
    pot, the best contending hand taking the pool". C, the one contending hand left, takes
    it by those words; no later finding says B showed openers. The 4 B bets after the draw
    are "whatever he may have put in" too: forfeit, and C's (two audits: they were held as
    chips put in when out, on which Keller is silent)."""
    ruling = _rule(library, CASEBOOK / "betting-and-show" / "split-openers-without-notice.yaml", "keller")
    assert (ruling["status"], ruling["awards"], ruling["undecided"]) == ("settled", {"C": 24}, 0)
    [more] = [s for s in ruling["steps"] if "forfeit with the rest" in s["finding"]]
    assert more["laws"] == ["keller:ch5/jack-pots/15"]
    assert ruling["retired"]["B"] == "keller:ch5/jack-pots/15"
    took = [s for s in _at(ruling, 6) if "takes the pool" in _text(s)]
    assert [s["laws"] for s in took] == [["keller:ch5/jack-pots/15"]]
    assert "keller:ch4/betting-before-the-draw/5" not in _cited(ruling)
    assert "keller:ch5/jack-pots/14" not in _cited(ruling)


def test_keller_jack_pots_15_forfeits_only_one_who_fails_in_both(library):
    """"If he should fail to give this notice AND his discard should in any way become mixed
    with other cards, he must forfeit": B, who set his discard aside but gave no notice (or
    gave notice, his discard not set aside), does not forfeit; his flush is a hand like any
    other, and takes the pool (a new user's case: he was put out for the notice alone)."""
    path = CASEBOOK / "betting-and-show" / "split-openers-without-notice.yaml"
    text = path.read_text(encoding="utf-8").split("expect:")[0]
    for told, said in (("openers_aside: true, announced: false", "without announcing it, but"),
                       ("openers_aside: false, announced: true", "announcing it, though")):
        r = _replayed(library, "keller", text.replace(
            "openers_aside: false, announced: false", told))
        assert (r["status"], r["awards"]) == ("settled", {"B": 24}), told  # 8 + 8 + 8
        assert "B" not in r["retired"]
        [split] = [s for s in r["steps"] if "splits his openers" in s["finding"]]
        assert said in split["finding"] and split["laws"] == ["keller:ch5/jack-pots/15"]


def test_peel_asks_no_notice_of_split_openers_the_opener_s_show_decides(library):
    """Peel 33 holds the opener who wins to his show alone: "if he have not two knaves ... or
    a better hand, he shall not claim the pool"; no law of Peel's asks notice of breaking
    them up (77: "literally, and not by implication"). B, who opened on two jacks and broke
    them without a word to draw to a flush, takes the 24 with it; and breaking them, his
    flush missed, he loses to C's queens like any other hand."""
    path = CASEBOOK / "betting-and-show" / "split-openers-without-notice.yaml"
    r = _rule(library, path, "peel")
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": 24}, 0)
    assert "B" not in r["retired"]
    [split] = [s for s in r["steps"] if "splits his openers" in s["finding"]]
    assert split["laws"] == ["peel:33"]
    missed = path.read_text(encoding="utf-8").split("expect:")[0].replace(
        'B: "JH KH 8H 5H 2H"', 'B: "JH 9C 8H 5H 2H"')
    r = _replayed(library, "peel", missed)
    assert (r["status"], r["awards"]) == ("settled", {"C": 24})


def _replayed(library, book: str, text: str) -> dict:
    return adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))


def test_keller_jack_pots_15_the_best_contending_hand_takes_the_pool_when_one_is_left(library):
    # "he must forfeit whatever he may have put in the pot, the best contending hand taking
    # the pool" (keller:ch5/jack-pots/15): with B out and A and D passed, C is the only
    # contending hand, and takes the 16 at once (the deal was left going on with one player)
    r = _replayed(library, "keller", SPLIT_OPENERS_THEN_NOTHING)
    assert (r["status"], r["awards"]) == ("settled", {"C": 16})
    assert r["retired"]["B"] == "keller:ch5/jack-pots/15"


def test_keller_s_silence_on_a_false_opener_is_read_as_each_thing_he_may_lose(library):
    """Keller, jack pots 14: "The player who opens a jack pot, must under all circumstances
    show two jacks, or better, to the board", and no word of what follows when he cannot.
    Read as each answer the question allows: he loses his claim to the pool (the deal ends
    as if unopened, the 22 staying for the next deal), or only his stake (C, who raised him
    out, takes the 22). The readings differ on every chip: all 22 are held, and each reading
    is said."""
    ruling = _rule(library, CASEBOOK / "betting-and-show" / "false-opener-raised-out.yaml",
                   "keller")
    assert (ruling["status"], ruling["undecided"]) == ("unsettled", 22)
    by = {r["assume"][0]["reading"]: r for r in ruling["readings"]}
    assert [r["assume"][0]["point"] for r in ruling["readings"]] == \
        ["silent.jack-pot.false-opener"] * 2
    assert (by["pool"]["status"], by["pool"]["carried"]) == ("passed", 22)
    assert (by["stake"]["status"], by["stake"]["awards"]) == ("settled", {"C": 22})
    assert "the false opener loses only his stake" in ruling["answer"]


OPENS_FOR_TWELVE = """\
title: the first player comes in for double the ante and the limit
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 8}
events:
  - ante: A
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 12}
  - call: C
  - fold: D
  - fold: A
"""


def test_keller_s_limit_caps_what_the_opener_stakes_beyond_making_good(library):
    # Keller p. 23: "he must first make good, that is, he must deposit in the pool a sum
    # double the amount of the ante. If he desires to play for more than this he can do so by
    # placing in the pool any additional amount not exceeding the limit": 4 and 8 more
    keller = _replay(library, "keller", OPENS_FOR_TWELVE)
    assert keller["status"] == "continues" and keller["undecided"] == 0
    assert "limit.exceeded" not in [s["point"] for s in keller["silent"]]
    # Peel desc/20: "He may, of course, increase the ante by any sum not exceeding the limit":
    # 2 and 8 more at most; B's 12 increases it by 10
    peel = _replay(library, "peel", OPENS_FOR_TWELVE)
    assert any("more than the limit of 8" in s["finding"] for s in peel["steps"])


def test_peel_after_a_straddle_the_limit_caps_what_is_staked_beyond_double_ante_and_straddle(
        library):
    # desc/27: "at least equal to double the ante and straddles together, and he may also, if
    # he choose, stake a further sum not exceeding the limit": double the ante as Bob's
    # straddle brought it (4) and 10 more; by desc/6 alone, an increase of 12 over the 2
    story = """\
title: after a straddle the opener stakes more than double the ante and straddle
table: {players: [Ann, Bob, Cal, Dan], dealer: Dan, ante: 1, limit: 10}
events:
  - ante: Ann
  - straddle: {player: Bob, amount: 2}
  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}
  - bet: {player: Cal, amount: %d}
"""
    within = _replay(library, "peel", story % 14)
    assert not any("more than the limit" in s["finding"] for s in within["steps"])
    beyond = _replay(library, "peel", story % 15)
    assert any("more than the limit of 10" in s["finding"] for s in beyond["steps"])
