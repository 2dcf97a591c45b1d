"""Open points ruled both ways (issue 20): the readings of an untold hand, an objection not
told and a miscall the book is silent on; `facts:` that settle them; only the chips the
readings dispute held; a point whose readings agree not decisive; the bound on readings."""
from __future__ import annotations

import pytest

from adjudicator.cli.render import Format, render
from adjudicator.errors import InputError
from adjudicator.judge import readings
from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import build_case
from adjudicator.story.yamlio import loads
from tests import fuzz
from stories import JOKER_UNNAMED, THREE_FOURS_SHOWN
from test_readings_of_hands import _assumed, _rule as _ruled_and_checked
from tests.replay import assert_conserved, judged
from tests.replay import AFTER, JACK_POT, SHOW_TENS

CLAIM = THREE_FOURS_SHOWN + "  - claim: B\n"  # B takes in the pool without the winning hand


def _case(text: str):
    return build_case(loads(text, "t.yaml"), "t.yaml")


def _rule(library, book: str, text: str) -> dict:
    r = adjudicate(_case(text), library.book(book))
    assert_conserved(r)
    assert not fuzz.readings_problems(r)
    return r


def test_an_objection_not_told_is_ruled_both_ways(library):
    r = _rule(library, "standard", CLAIM)
    # "a player with a better hand must protect himself by promptly objecting" (standard:showdown/2)
    assert r["status"] == "unsettled" and r["awards"] == {} and r["undecided"] == 19
    by = {tuple((a["point"], a["reading"]) for a in x["assume"]): x for x in r["readings"]}
    assert by[(("objection.A", "in-time"),)]["awards"] == {"A": 19}
    assert by[(("objection.A", "too-late"),)]["awards"] == {"B": 19}
    assert all("standard:showdown/2" in x["laws"] for x in r["readings"])
    assert r["open_points"] == [{"point": "objection.A", "question": "Did A, whose hand is "
                                 "better, object in time to the claim?",
                                 "readings": ["in-time", "too-late"], "event": 5}]
    text = render("ruling", r, Format.text)
    assert "If A objected in time, A takes 19" in text
    assert "If A did not object in time, B takes 19" in text
    assert "If A objected in time, A takes 19" in render("ruling", r, Format.markdown)


@pytest.mark.parametrize("reading,winner", [("in-time", "A"), ("too-late", "B")])
def test_a_fact_the_players_agree_settles_the_point(library, reading, winner):
    r = _rule(library, "standard", CLAIM + f"facts:\n  - {{point: objection.A, reading: {reading}}}\n")
    assert r["status"] == "settled" and r["awards"] == {winner: 19}
    assert r["readings"] == [] and r["missing"] == [] and r["open_points"] == []
    text = CLAIM + f"facts:\n  - {{point: objection.A, reading: {reading}}}\n"
    agreed = [s for s in judged(library, "standard", text).steps if s.open == "objection.A"]
    assert [(s.kind, s.rung) for s in agreed] == [("reading-agreed", "story")]


@pytest.mark.parametrize("fact,col,says", [
    ("{point: objection.Z, reading: in-time}", 6, "unknown point 'objection.Z'"),
    ("{point: hunch.A, reading: in-time}", 6, "unknown point 'hunch.A'"),
    ("{point: objection.A, reading: maybe}", 26, "objection.A reads in-time or too-late"),
    ("{point: law.show.claim, reading: x}", 6, "unknown point 'law.show.claim'"),
])
def test_an_unknown_point_or_reading_is_bad_input_at_its_line(fact, col, says):
    with pytest.raises(InputError) as exc:
        _case(CLAIM + f"facts:\n  - {fact}\n")
    assert str(exc.value).startswith(f"t.yaml:10:{col}: {says}")


def test_a_point_told_twice_is_bad_input():
    with pytest.raises(InputError, match="objection.A is told twice"):
        _case(CLAIM + "facts:\n  - {point: objection.A, reading: in-time}\n"
              "  - {point: objection.A, reading: too-late}\n")


SHORT = """\
title: A shows for ten; his hand is not told
table: {players: [A, B, C, D], dealer: B, betting: table-stakes, phase: after_draw,
        stacks: {A: 10, B: 100, C: 100, D: 100}}
events:
  - bet: {player: D, amount: 5}
  - all_in: A
  - call: B
  - raise: {player: C, to: 40}
  - fold: D
  - call: B
  - show: {B: "QS QH 8D 5C 2C", C: "KS KH 9D 6C 3C"}
"""


@pytest.mark.parametrize("book", ["peel", "keller"])
def test_only_the_short_players_own_share_turns_on_his_untold_hand(library, book):
    """Peel 60: "a sum equal to his stake from every player in the game at the time of his
    demanding a show". A demanded with D still in, who had staked five: his share is his
    own ten, ten each from B and C, and D's five; only that turns on A's hand, and the
    rest goes to the best of the others, C, at once."""
    r = _rule(library, book, SHORT)
    share = 10 + 10 + 10 + 5
    pot = 10 + 40 + 40 + 5
    assert r["status"] == "unsettled"
    assert r["awards"] == {"C": pot - share} and r["undecided"] == share
    outcomes = sorted(sorted(x["awards"].items()) for x in r["readings"])
    # read as identical in value with C's kings, A's hand shares his part with C: 17 each,
    # the odd chip of 35 drawn by lot between them
    tie = share // 2
    assert outcomes == [[("A", tie), ("C", pot - share + tie)], [("A", share), ("C", pot - share)],
                        [("C", pot)]]
    assert [x["by_lot"] for x in r["readings"] if "A" in x["awards"] and
            x["awards"]["A"] == tie] == [[{"amount": 1, "among": ["A", "C"],
                                           "law": x["by_lot"][0]["law"]}]
                                         for x in r["readings"] if x["awards"].get("A") == tie]


def test_readings_that_agree_do_not_decide_the_ruling(library):
    """Under the published decision a miscall is open; A's words bind him or not, B's
    hand beats his either way: the point is not decisive, and the pool is B's."""
    text = CLAIM.replace("  - claim: B\n", "  - miscall: {player: A, called: a pair}\n").replace(
        '"4S 4H 4D 9C 2S"', '"4S 4H 8D 9C 2S"')
    r = _rule(library, "published-decision", text)
    assert r["status"] == "settled" and r["awards"] == {"B": 19} and r["readings"] == []
    # said where it arose, on the open rung, read both ways and deciding nothing
    moot = [s for s in r["steps"] if s.get("open") == "miscall.A"]
    assert [(s["event"], s["rung"], s["laws"]) for s in moot] == [(5, "open", [])]
    assert [(s["open"], s["decisive"]) for s in r["silent"] if s["point"] == "show.miscall"] \
        == [("miscall.A", False)]
    assert not any(s["point"] == "show.miscall" and s.get("decisive") for s in r["silent"])


def test_a_miscall_the_book_is_silent_on_is_ruled_both_ways(library):
    r = _rule(library, "published-decision",
              CLAIM.replace("  - claim: B\n", "  - miscall: {player: A, called: two pairs}\n"))
    got = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert got == {"cards-speak": {"A": 19}, "words-bind": {"B": 19}}


def test_the_readings_are_bounded_and_the_ruling_says_where_they_stop(library):
    # five hands not told, of which at most one beats every other (no two are read so), and
    # a claim to the pool each of seven players may have objected to in time or not
    players = "ABCDEFG"
    text = (f"title: five hands not told\ntable: {{players: [{', '.join(players)}], dealer: G, "
            "phase: after_draw, limit: 5}\nevents:\n"
            + "".join(f"  - bet: {{player: {p}, amount: 5}}\n" if p == "A" else f"  - call: {p}\n"
                      for p in players)
            + "  - show: {A: \"AS AH 7D 7C 3S\", B: \"KS KH 8D 8C 2S\"}\n  - claim: B\n")
    r = _rule(library, "standard", text)
    assert len(r["readings"]) <= readings.LIMIT
    assert r["readings_stopped"] and str(readings.LIMIT) in r["readings_stopped"]
    assert r["status"] == "unsettled" and r["undecided"] == 35


def test_the_fuzz_invariants_catch_what_they_guard(library):
    r = _rule(library, "standard", CLAIM)
    assert any("not what every reading gives" in p for p in
               fuzz.readings_problems(dict(r, awards={"A": 19}, undecided=0)))
    same = [dict(x, awards={"A": 19}) for x in r["readings"]]
    assert any("not decisive" in p for p in fuzz.readings_problems(dict(r, readings=same)))
    # B throws up his hand unshown at the show (a hand shown and then thrown up still
    # speaks: Peel p. 37), and A is the one left
    left = _rule(library, "peel", CLAIM.replace("  - claim: B\n", "  - fold: B\n")
                 .replace(', B: "KS KH 7D 7C 3S"', ""))
    assert left["status"] == "settled"
    stuck = dict(left, status="continues", awards={}, carried=left["pot"])
    assert fuzz.one_left_problems(stuck, ("A", "B", "C"))
    assert not fuzz.one_left_problems(left, ("A", "B", "C"))


def test_a_conflict_of_laws_is_read_as_each_law_governing(library):
    """The Standard laws' imperfect pack: "that deal is void" (incorrect pack, 1) or "a
    misdeal" (misdeal, 1). Void, each withdraws what he put in, and the pool brought from
    before (2) stays; misdeal, the pool stays (fuzz, seed 2: the void reading lost the 2)."""
    r = _rule(library, "standard", """\
title: An imperfect pack with a pool from before
table: {players: [A, B, C], dealer: B, phase: before_draw, pot: 2, limit: 5}
events:
  - bet: {player: C, amount: 2}
  - call: A
  - imperfect_pack
""")
    by = {tuple(a["reading"] for a in x["assume"]): x for x in r["readings"]}
    void = by[("standard:irregularities/incorrect-pack/1",)]
    assert void["status"] == "void" and void["refunds"] == {"A": 2, "C": 2}
    # a misdeal: the ante remains, but the laws do not say what becomes of the bets: they
    # are read both ways, returned to those who made them or left in the pot
    returned = by[("standard:irregularities/misdeal/1", "returned")]
    remain = by[("standard:irregularities/misdeal/1", "remain")]
    assert returned["status"] == remain["status"] == "misdeal"
    assert returned["refunds"] == {"A": 2, "C": 2} and remain["refunds"] == {}
    # void or a misdeal, the pool brought from before stays in the pool under each reading:
    # it is carried at once (contract v3), and only the bets the readings dispute are held
    assert r["status"] == "unsettled" and (r["carried"], r["undecided"]) == (2, 4)
    assert r["open_points"] == []  # a conflict of laws is no fact the players agree


def test_a_miscalled_hand_the_book_cannot_value_is_no_crash(library):
    """Fuzz, seed 1: a hand of four cards called under the published decision, read as
    held to his words, raised HandError; it is simply no hand that beats another."""
    text = CLAIM.replace("  - claim: B\n", "  - miscall: {player: B, called: a pair}\n").replace(
        '"KS KH 7D 7C 3S"', '"KS KH 7D 7C"')
    r = _rule(library, "published-decision", text)
    assert r["pot"] == 19


def test_an_untold_hand_that_never_made_his_stake_equal_holds_only_where_it_could_win(library):
    """Fuzz, seed 2: C's hand untold beside two identical straights under the published
    decision, which is silent on a stake not made equal. That silence reaches C's stake and
    what his hand takes: read as not beating the others, his hand takes nothing either way,
    and A and B divide the pool by Keller's law of identical hands, which the decision
    takes; read as beating them, it stays held on the silence."""
    r = _rule(library, "published-decision", """\
title: Two identical straights, a third hand untold
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 15, limit: 5}
events:
  - bet: {player: A, amount: 5}
  - call: B
  - show: {A: "9S TC JD QS KC", B: "9C TS JS QD KD"}
""")
    assert r["status"] == "unsettled" and r["undecided"] == 25
    by = {x["assume"][0]["reading"]: x for x in r["readings"]}
    assert (by["does-not-beat"]["status"], by["does-not-beat"]["awards"]) == \
        ("settled", {"A": 12, "B": 12})
    assert by["beats-the-others"]["held_on"] == [{"point": "betting.not-equalling"}]


CHECKS = """\
title: t
table: {players: [A, B, C, D], dealer: A, ante: 1, limit: 3}
events:
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: C, amount: 2}
  - call: D
  - call: A
  - fold: B
  - check: C
  - check: D
  - check: A
  - show: {A: "%s", C: "JS JH 8D 8C 4S", D: "%s"}
"""


def test_kellers_later_player_who_stands_agreeing_readings_award(library):
    # "if he fails to bet, he must pass out": C passes out; D and A, read as bound or not,
    # leave A the pool either way (D passes out and A is left, or A's kings win the show)
    r = _ruled_and_checked(library, "keller", CHECKS % ("KS KH KD 7C 2S", "QS QH 9D 9C 3S"))
    assert (r["status"], r["awards"], r["undecided"]) == ("settled", {"A": 7}, 0)
    assert r["retired"]["C"] == "keller:ch4/betting-after-the-draw/1"
    assert "keller:ch4/betting-after-the-draw/1" in [c["id"] for c in r["citations"]]


def test_kellers_later_player_who_stands_disputed_readings_hold(library):
    # D's hand is the best: if D may stand he wins the show; if the duty binds him, he passes
    # out by standing and A, the only one left, takes the pool
    r = _ruled_and_checked(library, "keller", CHECKS % ("QS QH 9D 9C 3S", "KS KH KD 7C 2S"))
    assert r["status"] == "unsettled" and r["undecided"] == 7
    by = {x["assume"][0]["reading"]: x["awards"] for x in r["readings"]}
    assert by == {"may-stand": {"D": 7}, "passes-out": {"A": 7}}


# The Standard laws' joker shown with no name told: designated at its best A's hand equals B's
# and they divide; undesignated, "taken at its face value", B's wins (showdown/3)

IMPERFECT = "cases/deal-and-draw/imperfect-pack-found-before-the-pot-is-taken.yaml"


def test_the_misdeal_reading_of_an_imperfect_pack_reads_the_bets_both_ways(library):
    from adjudicator.story.case import load_case

    r = adjudicate(load_case(IMPERFECT), library.book("standard"))
    assert not fuzz.readings_problems(r)
    got = {tuple(sorted(_assumed_one.items())): (x["status"], x["refunds"])
           for x, _assumed_one in zip(r["readings"], _assumed(r))}
    void = (("law.imperfect-pack", "standard:irregularities/incorrect-pack/1"),)
    misdeal = ("law.imperfect-pack", "standard:irregularities/misdeal/1")
    assert got[void] == ("void", {"A": 2, "B": 4, "C": 4})
    # "any ante placed in the pot remains there": A's ante of 1 stays either way
    assert got[tuple(sorted([("bets.misdeal", "returned"), misdeal]))] == \
        ("misdeal", {"A": 1, "B": 4, "C": 4})
    assert got[tuple(sorted([("bets.misdeal", "remain"), misdeal]))] == ("misdeal", {})
    assert r["undecided"] == 10 and r["refunds"] == {}


OPENER = JACK_POT + AFTER + SHOW_TENS


def test_an_openers_hand_not_told_is_read_both_ways(library):
    # Peel 33: without openers "he shall not claim the pool, and he shall pay into the pool
    # ... double the ante, and the next game shall be a Jack-pot"
    r = _ruled_and_checked(library, "peel", OPENER)
    by = {x["assume"][0]["reading"]: (x["status"], x["awards"]) for x in r["readings"]}
    assert by == {"held": ("settled", {"B": 24}), "did-not-hold": ("passed", {})}
    assert r["undecided"] == 24 and r["missing"][0]["open"] == "openers.B"
    assert "peel:33" in next(x for x in r["readings"]
                             if x["assume"][0]["reading"] == "did-not-hold")["laws"]


@pytest.mark.parametrize("reading,status,awards", [("held", "settled", {"B": 24}),
                                                   ("did-not-hold", "passed", {})])
def test_the_players_may_tell_whether_the_opener_held_openers(library, reading, status,
                                                               awards):
    r = _ruled_and_checked(library, "peel", OPENER + f"facts:\n  - {{point: openers.B, reading: {reading}}}\n")
    assert (r["status"], r["awards"], r["readings"]) == (status, awards, [])


def test_the_fuzz_invariant_holds_undecided_to_what_the_readings_dispute(library):
    r = _ruled_and_checked(library, "standard", JOKER_UNNAMED)
    assert not fuzz.readings_problems(r)
    wrong = dict(r, undecided=r["pot"])  # the whole pool held, though B's 12 is not disputed
    assert any("not what the readings dispute" in p for p in fuzz.readings_problems(wrong))


def test_a_player_out_under_one_reading_only_is_not_said_to_be_out(cli):
    # Peel 48: C's hand, more cards drawn than he asked and lifted, "shall be a foul hand"; he
    # is out. Schenck has no law of it: read foul, he retires; read as standing, he plays on.
    # The pool goes the same, but whether C is out is the point itself (a historian read C
    # "retired" beside a point the ruling called open)
    case = "cases/deal-and-draw/too-many-cards-drawn-found-after-lifting.yaml"
    peel = cli("rule", case, "--book", "peel", "--format", "json").json()
    schenck = cli("rule", case, "--book", "schenck", "--format", "json").json()
    assert peel["retired"] == {"C": "peel:48"}
    assert schenck["status"] == "continues" and schenck["retired"] == {}
    assert "draw.excess.after-lift" in [s["point"] for s in schenck["silent"]]


def test_readings_stopped_at_the_bound_list_no_more_than_it(cli):
    # "at most 16": a silence with no readings whose chips are read two ways at each act it
    # reaches may need more leaves at once than the bound leaves room for; those chips stay
    # held as told (a scripter's report: 17 readings beside `readings_stopped`)
    # (Schenck's laws of failing to equal the stake marked as words that may not reach a
    # player short of money, a house book: each short stake read both ways)
    from stories import REACH

    r = cli("rule", "tests/fixtures/stories/freeze-out-with-more-readings-than-the-bound.yaml",
            *REACH, "--format", "json").json()
    assert r["readings_stopped"] and 0 < len(r["readings"]) <= readings.LIMIT == 16
    assert_conserved(r)
