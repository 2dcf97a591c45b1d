"""What a silence with no readings can reach (issue 20: "hold back only the chips on which the
readings differ"). A book silent on a question with no finite answers still leaves standing
every law that decides the rest: the chips of the player the point concerns (his stake, his
straddle, what he put up beyond his words and what was put up to match it) are held, read as
standing or going back to whoever put them up; the rest goes as the story played it. Each
expectation is written from the books' words, quoted beside it."""
from __future__ import annotations

import pytest

from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads
from tests import fuzz
from tests.replay import assert_conserved, points
from tests.stories import SPLIT_OPENERS_THEN_NOTHING

# Keller p. 35 (jack pots, 15): B opens with two jacks, throws one into the discard without
# a word and draws to a flush; C bets 4 after the draw, and B never makes his stake good.
SPLIT_OPENERS = SPLIT_OPENERS_THEN_NOTHING + """\
  - bet: {player: C, amount: 4}
  - show: {B: "JH KH 8H 5H 2H", C: "QS QD 8D 6C 3C"}
"""

# B says "five" and puts up ten; C calls; A throws up his hand; C's hand is the better.
SAID_FIVE = """\
title: t
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 9, limit: 10}
events:
  - say: {player: B, amount: 5}
  - bet: {player: B, amount: 10}
  - call: C
  - fold: A
  - show: {B: "JS JH 4D 4C 2S", C: "QS QH 9D 9C 3S"}
"""

# B straddles A's ante with 2 (told: a book with no law of straddling has no size for it);
# C makes good with 2; D and A pass.
STRADDLED = """\
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - ante: A
  - straddle: {player: B, amount: 2}
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: C, amount: 2}
  - fold: D
  - fold: A
"""

# ... and B, the straddler, passes too.
STRADDLE_ALL_PASS = STRADDLED + "  - fold: B\n"

# ... or B stays in to the show, and C's threes win.
STRADDLER_SEES = STRADDLED + """\
  - call: B
  - draw: {player: B, asked: 1, given: 1}
  - draw: {player: C, asked: 2, given: 2}
  - bet: {player: B, amount: 3}
  - call: C
  - show: {B: "KS KH 7D 7C 2S", C: "QS QH QD 5C 3C"}
"""

# C asks for one card, is given two, and raises them before it is pointed out.
TOO_MANY_DRAWN = """\
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: B, amount: 2}
  - call: C
  - call: D
  - call: A
  - discard: {player: C, count: 1}
  - draw: {player: C, asked: 1, given: 2}
  - lift: C
  - announce: C
"""

# B takes back into his hand a card he has discarded; A, B and C are in for 2 each.
DISCARD_TAKEN_BACK = """\
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10, phase: before_draw}
events:
  - bet: {player: B, amount: 2}
  - call: C
  - fold: D
  - call: A
  - discard: {player: A, count: 1}
  - draw: {player: A, asked: 1, given: 1}
  - discard: {player: B, count: 3}
  - take_back: {player: B, count: 1}
"""

# B straddles A's ante with 2, is dealt six cards and raises them before C points it out.
FOUL_TO_THE_STRADDLER = """\
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - straddle: {player: B, amount: 2}
  - cut: C
  - deal: {A: 5, B: 6, C: 5, D: 5}
  - lift: B
  - notice: {what: wrong_count, by: C}
"""

# The dealer turns up the ace of spades in dealing to B, who has staked nothing.
EXPOSED_IN_DEALING = """\
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - cut: C
  - exposed: {player: B, card: AS, during: deal}
  - deal: {A: 5, B: 5, C: 5, D: 5}
"""

# B, dealt six and raised, bets; C calls; D and A pass; then C points out the sixth card.
SIX_WHEN_ONE_IS_LEFT = """\
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - deal: {A: 5, B: 6, C: 5, D: 5}
  - lift: B
  - bet: {player: B, amount: 2}
  - call: C
  - fold: D
  - fold: A
  - notice: {what: wrong_count, by: C}
"""


def _rule(library, book: str, text: str) -> dict:
    r = adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))
    assert_conserved(r)
    problems = fuzz.conservation_problems(r, ["A", "B", "C", "D"])
    assert not problems, problems
    return r


def _decisive(r: dict) -> list[str]:
    return [s["point"] for s in r["silent"] if s["decisive"]]


@pytest.mark.parametrize("book, law", [
    # "If ... any player have not staked, and does not stake a sum at least equal to that
    # staked by the preceding player, such player ... shall retire from the game, and shall
    # forfeit his stake in that game"
    ("peel", "peel:54"),
    # "the party who fails must go out of the play forfeiting his interest in the pool"
    ("schenck", "schenck:rules/15"),
    # "after which a player may stay in the pot only by at least calling the previous bet":
    # B is out either way, by the copy's silence on split openers read as a forfeit at his
    # discard, or by this law when he does not call C's bet: no one law put him out
    ("standard", None),
])
def test_an_opener_put_out_by_a_law_leaves_nothing_to_the_notice_he_owed(library, book, law):
    r = _rule(library, book, SPLIT_OPENERS)
    assert r["retired"]["B"] == law
    # A and D passed, B is out: C, the one left, takes the pool whatever notice B owed
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"C": 20}, 0)
    # Peel asks no notice (law 33 holds the opener to his show): not even an idle silence
    assert ("jack-pot.split-openers" in [s["point"] for s in r["silent"]]) == (book != "peel")
    assert not _decisive(r) and not r["readings"]


# Schenck measures the bet by the chips put in ("equal to the highest amount put in by any
# one", rules/15): nothing of it is open there (test_answer_by_the_letter.py)
@pytest.mark.parametrize("book", ["keller", "published-decision"])
def test_words_or_chips_reach_only_the_chips_beyond_his_words(library, book):
    r = _rule(library, book, SAID_FIVE)
    # whether B's bet is his words' 5 or his chips' 10, C's queens and nines beat his jacks
    # and fours: only B's 5 beyond his words, and the 5 C put up to call them, can go back
    back = [x["refunds"] for x in r["readings"]]
    assert {} in back and {"B": 5, "C": 5} in back
    assert all(x["awards"]["C"] + x["refunds"].get("C", 0) == 29 - x["refunds"].get("B", 0)
               for x in r["readings"])
    # C wins 19 under every reading, and his own 5 reach him under every reading (won, or
    # his back); B's 5, won by C or his back, is all that is held
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("unsettled", {"C": 19}, {"C": 5}, 5)


@pytest.mark.parametrize("book", ["published-decision"])
def test_a_straddle_the_book_has_no_law_of_reaches_the_straddle(library, book):
    r = _rule(library, book, STRADDLE_ALL_PASS)
    # D, A and B pass: C is the one left and takes the ante and his own 2 under every
    # reading; B's 2 stand as a straddle or go back to him
    assert r["status"] == "unsettled" and _decisive(r) == ["straddle"]
    assert (r["awards"], r["undecided"]) == ({"C": 3}, 2)
    assert sorted(x["refunds"].get("B", 0) for x in r["readings"]) == [0, 2]


def test_standard_irregularities_betting_1_a_straddle_it_has_no_law_of_stays_in_the_pot(
        library):
    # The Standard laws know no straddle; but "In correction of a betting irregularity, no
    # chips once placed in the pot may be removed" (irregularities/betting/1): a straddle
    # that is no irregularity stands, one that is stays in the pot. B's 2 go back under no
    # reading; D, A and B dropped, and C, "the latter", "takes the pot" (showdown/4): all 5
    r = _rule(library, "standard", STRADDLE_ALL_PASS)
    assert (r["status"], r["awards"], r["refunds"], r["undecided"]) == \
        ("settled", {"C": 5}, {}, 0)
    assert "straddle" in [s["point"] for s in r["silent"]] and not _decisive(r)
    laws = [law for s in r["steps"] if s["event"] == 2 for law in s["laws"]]
    assert "standard:irregularities/betting/1" in laws
    assert "standard:showdown/4" in [c["id"] for c in r["citations"]]


@pytest.mark.parametrize("book", ["standard", "published-decision"])
def test_a_straddle_called_for_anyway_decides_nothing(library, book):
    r = _rule(library, book, STRADDLER_SEES)
    # B stays in to the show: his 2 are part of his stake whether they were a straddle or his
    # call of C's 2; C's three queens beat his two pairs
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"C": 11}, 0)


@pytest.mark.parametrize("book", ["standard", "published-decision"])
def test_a_deal_that_goes_on_holds_only_the_stake_of_the_hand_in_question(library, book):
    r = _rule(library, book, TOO_MANY_DRAWN)
    # C's hand is the one in question, read as foul or as standing: foul, his 2 are
    # forfeited or go back (the book has no law of a foul hand's stake); the other 6 stay in
    # play; the deal goes on under every reading, and so does the ruling (contract v3)
    assert (r["status"], r["carried"], r["undecided"]) == ("continues", 6, 2)
    assert sorted(x["refunds"].get("C", 0) for x in r["readings"]) == [0, 0, 2]
    assert {a["reading"] for x in r["readings"] for a in x["assume"]
            if a["point"] == "silent.draw.excess.after-lift"} == {"foul-hand", "stands"}


def test_schenck_a_hand_read_as_foul_or_standing_keeps_his_stake_in_the_pool(library):
    # Schenck is silent on too many cards drawn and raised: read so that the hand is foul,
    # C goes out "forfeiting his interest in the pool" (rules/15, his law of the pool); read
    # so that it stands, he plays on: his 2 stay either way, and nothing is held
    r = _rule(library, "schenck", TOO_MANY_DRAWN)
    assert (r["status"], r["carried"], r["undecided"]) == ("continues", 8, 0)
    assert [s["decisive"] for s in r["silent"] if s["point"] == "draw.excess.after-lift"] \
        == [False]
    # Keller names the case ("he must retire from the game for that hand", ch4/discard-and-
    # draw/7) and his law of the pool keeps C's 2 there: nothing is held
    keller = _rule(library, "keller", TOO_MANY_DRAWN)
    assert (keller["status"], keller["carried"], keller["undecided"]) == ("continues", 8, 0)


@pytest.mark.parametrize("book", ["keller", "schenck", "standard", "published-decision"])
def test_a_discard_taken_back_reaches_his_stake_alone(library, book):
    r = _rule(library, book, DISCARD_TAKEN_BACK)
    assert (r["status"], r["carried"], r["undecided"]) == ("continues", 4, 2)
    assert {k for x in r["readings"] for k in x["refunds"]} == {"B"}


def test_a_discard_taken_back_reaches_no_bet_where_a_bet_once_made_stays(library):
    # Peel 55: "A bet once made ... cannot be recalled": B's 2 stay, and nothing is held
    r = _rule(library, "peel", DISCARD_TAKEN_BACK)
    assert (r["status"], r["carried"], r["undecided"], r["readings"]) == \
        ("continues", 6, 0, [])


@pytest.mark.parametrize("book, decisive", [
    # read as foul, B retires "forfeiting his interest in the pool" (rules/15); read as
    # standing, his straddle is in play: only the straddle's own silence reaches his 2
    ("schenck", {"straddle"}),
    # the Standard's straddle stays in the pot however it is read (irregularities/betting/1):
    # only its silence on six cards found after lifting reaches B's 2, and, read so that the
    # hand is foul, its silence on a foul hand's stake, met only there
    ("standard", {"wrong-count.after-lift", "foul-hand.stake"})])
def test_a_foul_hand_dealt_to_the_straddler_leaves_the_ante_in_play(library, book, decisive):
    r = _rule(library, book, FOUL_TO_THE_STRADDLER)
    # both silences concern B: his straddle of 2; A's ante of 1 stays in the pool
    assert set(_decisive(r)) == decisive
    assert (r["carried"], r["undecided"]) == (1, 2)


def test_an_ante_that_remains_in_the_pot_is_not_held(library):
    # "any ante placed in the pot remains there" (standard:irregularities/misdeal/1), and B,
    # to whom the card was exposed, has staked nothing; an exposed card is none of the
    # grounds of a misdeal that law names: whether he must keep the card or not, no chip
    # turns on it and the deal goes on (contract v3: the status every reading shares)
    r = _rule(library, "standard", EXPOSED_IN_DEALING)
    assert (r["status"], r["carried"], r["undecided"]) == ("continues", 1, 0)
    assert _decisive(r) == [] and "exposed.in-deal" in points(r)


def test_whether_he_must_keep_a_card_exposed_to_him_reaches_his_cards_not_his_stake(library):
    # D, to whom the ace was exposed, calls B's 2 in his turn and the deal goes on: whether
    # he must keep the card bears on his cards, never on the chips he chose to stake after
    # it (a new user's ruling held his 2, "if they go back, D has 2 back", as he played on)
    r = _rule(library, "standard", """title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10}
events:
  - exposed: {player: D, card: AS, during: deal}
  - deal: {A: "9S 7D 5C 4S 2S", B: "JH JS 8H 5H 2H", C: "QS QD 8D 6C 3C", D: "AS 8S 6D 4C 2D"}
  - bet: {player: B, amount: 2}
  - call: C
  - call: D
  - fold: A
""")
    assert (r["status"], r["undecided"], r["readings"]) == ("continues", 0, [])
    assert _decisive(r) == [] and "exposed.in-deal" in points(r)


@pytest.mark.parametrize("book", ["schenck", "published-decision"])
def test_a_card_exposed_in_dealing_where_the_book_has_no_law_of_it_or_of_a_misdeal(
        library, book):
    # Neither book has a law of a card exposed in dealing, nor of a misdeal: the ruling says
    # it is silent, and cites no law on it. What is open is B's card, kept or changed, in the
    # deal Schenck's rules/2 describes ("five cards to each player, giving one card at a
    # time"): B has staked nothing, and A's ante stays in the pool of the deal that goes on
    r = _rule(library, book, EXPOSED_IN_DEALING)
    assert (r["status"], r["carried"], r["undecided"], r["readings"]) == \
        ("continues", 1, 0, [])
    assert _decisive(r) == [] and r["next"]["redeal_by"] is None
    assert [s["reason"] for s in r["silent"] if s["point"] == "exposed.in-deal"]
    cited = [c["id"] for c in r["citations"]]
    assert not [law for law in cited if "misdeal" in law or "exposed" in law]
    assert all(law.startswith(("schenck:", "keller:ch4/the-deal/1")) for law in cited)

def test_a_hand_whose_going_out_leaves_one_player_reaches_the_whole_pool(library):
    # were B's six cards a foul hand, C would be the one left and take the pool; were they
    # not, the deal goes on: every chip turns on it. The two readings are finite (issue 33):
    # the hand foul, or standing as dealt
    r = _rule(library, "standard", SIX_WHEN_ONE_IS_LEFT)
    assert (r["status"], r["undecided"]) == ("unsettled", r["pot"])
    read = {a["reading"] for x in r["readings"] for a in x["assume"]
            if a["point"] == "silent.wrong-count.after-lift"}
    assert read == {"foul-hand", "stands"}
    assert {x["status"] for x in r["readings"]} == {"settled", "continues"}


def test_an_opener_who_met_the_table_s_term_leaves_nothing_open(library):
    # Schenck has no law of jack pots: what opens one is the table's own term, jacks or
    # better, and B was dealt two jacks; no chip turns on the book's silence, and "the
    # highest hand wins the pool" (rules/18)
    story = SPLIT_OPENERS.replace("  - discard: {player: B, count: 1, openers_aside: false, "
                                  "announced: false}\n", "").replace(
        "  - bet: {player: C, amount: 4}\n", "  - bet: {player: C, amount: 4}\n  - call: B\n")
    r = _rule(library, "schenck", story)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"B": r["pot"]}, 0)
    assert _decisive(r) == [] and "schenck:rules/18" in [c["id"] for c in r["citations"]]


def test_a_false_opener_still_in_reaches_the_whole_pool(library):
    # dealt no jacks, B opened the jack pot the table played as jacks or better, and takes
    # the pool as played: what follows a false opening the book does not say, and it may
    # undo all he takes
    story = SPLIT_OPENERS.replace("  - discard: {player: B, count: 1, openers_aside: false, "
                                  "announced: false}\n", "").replace(
        "  - bet: {player: C, amount: 4}\n", "  - bet: {player: C, amount: 4}\n  - call: B\n"
    ).replace('B: "JH JS ', 'B: "TH TS ').replace('B: "JH KH', 'B: "TH KH')
    r = _rule(library, "schenck", story)
    assert r["status"] == "unsettled" and r["provisional"] == {"B": r["pot"]}
    assert (r["undecided"], r["readings"]) == (r["pot"], [])
    assert _decisive(r) == ["jack-pot.false-opener"]


# Keller p. 34 (jack pots, 13): in a jack pot of jacks B opens for 4 with two jacks; C raises
# to 8, D calls and B throws up his hand; C's queens beat D's king high after the draw.
OPENER_RAISED_OUT = """\
title: t
table: {players: [A, B, C, D], dealer: D, ante: 2, limit: 10, jack_pot: jacks}
events:
  - deal: {A: "9S 7D 5C 4S 2S", B: "JH JS 8H 5H 2H", C: "QS QD 8D 6C 3C", D: "KS 8S 6D 4C 2D"}
  - fold: A
  - bet: {player: B, amount: 4}
  - raise: {player: C, to: 8}
  - call: D
  - fold: B
  - discard: {player: C, count: 0}
  - discard: {player: D, count: 0}
  - bet: {player: C, amount: 4}
  - call: D
  - show: {C: "QS QD 8D 6C 3C", D: "KS 8S 6D 4C 2D"}
"""


def test_an_opener_who_dropped_leaves_only_his_own_stake_to_what_opens_a_jack_pot(library):
    # Neither the Standard laws nor the published decision has a law of jack pots: what
    # opens one bears on B's opening alone, and B has thrown up his hand. The Standard puts
    # him out with his stake: "he no longer participates in the pot, and cannot win the pot
    # regardless of what may later occur" (betting/1.a); "The highest-ranking poker hand
    # wins the pot" (showdown/1): C's pair of queens, all 32
    standard = _rule(library, "standard", OPENER_RAISED_OUT)
    assert (standard["status"], standard["awards"], standard["undecided"]) == \
        ("settled", {"C": 32}, 0)
    assert standard["retired"]["B"] == "standard:betting/1.a" and not _decisive(standard)
    # B held the table's jacks: no question of his opening arises under the decision either
    decision = _rule(library, "published-decision", OPENER_RAISED_OUT)
    assert (decision["status"], decision["awards"], decision["undecided"]) == \
        ("settled", {"C": 32}, 0)
    # Dealt no jacks, his opening is in question. The decision has no law of passing (it
    # extends Keller for the order of the hands alone): nothing forfeits the 4 B opened for,
    # which stand or go back to him (his feed of 2, put up before he opened, was no part of
    # his opening); C's queens beat D's king high by Keller's hand laws and take the other
    # 28. The rest of the pool is not held: a player out of the pool takes nothing by his
    # opening
    decision = _rule(library, "published-decision",
                     OPENER_RAISED_OUT.replace('B: "JH JS', 'B: "TH TS'))
    assert (decision["status"], decision["awards"], decision["undecided"]) == \
        ("unsettled", {"C": 28}, 4)
    assert _decisive(decision) == ["jack-pot.false-opener"]
    assert sorted(x["refunds"].get("B", 0) for x in decision["readings"]) == [0, 4]
    assert "keller:ch3/order-of-hands/2" in [c["id"] for c in decision["citations"]]


# After the draw A, whose turn it is not (C, at the dealer's left, bets first), bets 2; B, C
# and D call; A's kings win. Keller and Schenck set no consequence for betting out of turn.
BET_BEFORE_THE_FIRST_BETTOR = """\
title: t
table: {players: [A, B, C, D], dealer: B, phase: after_draw, pot: 8, limit: 5}
events:
  - bet: {player: A, amount: 2}
  - call: B
  - call: C
  - call: D
  - show: {A: "KS KH KD 7C 2S", B: "QS QH 8D 8C 4D", C: "JS JH 9D 9C 3D", D: "TS TH 6D 6C 5D"}
"""


@pytest.mark.parametrize("book", ["keller", "schenck"])
def test_a_call_meets_a_bet_out_of_turn_as_it_lay_on_the_table(library, book):
    # whether A's bet stands as made or waits for his turn, B, C and D called it with his 2
    # on the table: a reading that moves it to his turn retires none of them, and A's kings
    # take the 16 however the silence is read
    r = _rule(library, book, BET_BEFORE_THE_FIRST_BETTOR)
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"A": 16}, 0)
    assert r["stakes"] == {"A": 2, "B": 2, "C": 2, "D": 2} and not r["retired"]
