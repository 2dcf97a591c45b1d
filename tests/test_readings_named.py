"""Every reading names the point it reads; two points said alike are told apart; what a
ruling holds is said as it is (a new user's report, newcomer 5).

- A point opened only under some readings of another (whether a player who passed may come
  back, opened where a check is read as forbidden) no longer hides the first: each reading
  of the check is weighed against all the others, and the check decides the ruling.
- A silence reached at two acts (two players' straddles, where the book has no law of
  straddling) is two points: each assumption names the event it arises at and the player it
  concerns, and the words say whose straddle.
- Readings that give every player the same chips (won, or his own back) decide nothing.
"""
from __future__ import annotations

import json
from pathlib import Path

import unittest.mock as mock

from hypothesis import given, settings, strategies as st

from adjudicator.judge.engine import adjudicate
from adjudicator.judge.expectations import unmet
from adjudicator.judge.questions import decisive_points
from adjudicator.story.case import build_case, load_case
from adjudicator.story.yamlio import loads
from tests import fuzz
from tests.test_straddle_size import SHOWN, story
from adjudicator.cli.render import Format, render
from stories import JOKER_UNNAMED
from tests.replay import assert_conserved

ROOT = Path(__file__).resolve().parent.parent
FIRST_BETTOR = ROOT / "cases/betting-and-show/first-bettor-stands-after-the-draw.yaml"

# Bob straddles two, Cal three (Peel's one-ante increase, told), Dan comes in; Dan's threes
# beat Cal's two pairs at the show, so that each straddle's chips are Dan's or their owner's
TWO_STRADDLES = story("{player: Bob, amount: 2}", "{player: Cal, amount: 3}",
                      tail=SHOWN.replace("JS JH 4D 4C 2S", "two pairs").replace(
                          "TS TH TD 5C 3D", "JS JH 4D 4C 2S").replace(
                          "two pairs", "TS TH TD 5C 3D"))
# the same, Cal's threes winning: his own straddle stands or comes back to him, and the
# chips are his either way (a point whose readings give the same chips decides nothing)
CAL_WINS = story("{player: Bob, amount: 2}", "{player: Cal, amount: 3}", tail=SHOWN)

# Cal bets before Bob has spoken; Bob puts up less than Cal's bet and no more; Dan and Ann
# pass.
BET_BEFORE_BOB = """\
title: Cal bet before Bob had spoken
table: {players: [Ann, Bob, Cal, Dan], dealer: Dan, ante: 1, limit: 10}
events:
  - ante: Ann
  - deal: {Ann: 5, Bob: 5, Cal: 5, Dan: 5}
  - bet: {player: Cal, amount: 4, out_of_turn: true}
  - notice: {what: out_of_turn, by: Bob}
  - bet: {player: Bob, amount: 2}
  - call: Cal
  - fold: Dan
  - fold: Ann
  - show: {Bob: "KS KH 7D 7C 2S", Cal: "QS QH QD 5C 3D"}
"""


def _case(text: str):
    return build_case(loads(text, "t.yaml"), "t.yaml")


def _assumed(r: dict) -> list[list[tuple]]:
    return [[(a["point"], a["reading"], a.get("player"), a["event"]) for a in x["assume"]]
            for x in r["readings"]]


def test_a_stand_the_decision_is_silent_on_decides_the_pool_and_is_named(library):
    # The decision (extending Keller on hands only) has no law on standing after the draw
    # (betting.check). Read as allowed, C's call stands and his three kings take the pool
    # of 16 (Keller p. 13: triplets beat two pairs); read as forbidden, C passed out at the
    # check, his 2 are forfeit, and D's queens-up take the pool. C's later 3, put up when he
    # was out, the decision has no law of the pool to keep or return: they stay (D takes 16)
    # or go back to him (D takes 13), read both ways. The 16 they dispute are held, and the
    # point the ruling turns on is named.
    r = adjudicate(load_case(FIRST_BETTOR), library.book("published-decision"))
    assert r["status"] == "unsettled" and r["undecided"] == 16
    assert r["awards"] == {} and r["refunds"] == {}
    check = [s for s in r["silent"] if s["point"] == "betting.check"]
    assert check and all(s["decisive"] and s["open"] == "silent.betting.check" for s in check)
    # C's 3 put up when out are met only where he passed out at the check (either reading
    # that makes him): listed with those readings, the story as told never meeting them
    out = [s for s in r["silent"] if s["decisive"] and s["point"] != "betting.check"]
    assert [(s["point"], s["met_under"]) for s in out] == [("pool.put-in-when-out", [
        {"point": "silent.betting.check", "reading": "forbidden"},
        {"point": "silent.betting.check", "reading": "first-bettor-must-bet"}])]
    got = {tuple(a["reading"] for a in x["assume"]): (x["awards"], x["refunds"])
           for x in r["readings"]}
    assert got == {("allowed",): ({"C": 16}, {}), ("first-bettor-may-hold",): ({"C": 16}, {}),
                   ("forbidden", "stays"): ({"D": 16}, {}),
                   ("forbidden", "returned"): ({"D": 13}, {"C": 3}),
                   ("first-bettor-must-bet", "stays"): ({"D": 16}, {}),
                   ("first-bettor-must-bet", "returned"): ({"D": 13}, {"C": 3})}
    assert decisive_points(r) == ["silent.betting.check", "silent.pool.put-in-when-out"]
    assert fuzz.readings_problems(r) == []


def test_the_text_names_the_point_each_reading_reads(cli):
    out = " ".join(cli("rule", str(FIRST_BETTOR), "--book", "published-decision").out.split())
    assert "If ," not in out
    # C's chips put in once out are met only where his stand is read as putting him out
    assert ("Left open: 1 point the book does not settle (checking where nobody has bet); 1 more "
            "point met only under readings of these (chips put in by a player who is out)") in out
    assert "which change nothing here" in out  # the other five, and only they
    # the two answers that put C out give alike under each reading of his later chips:
    # said once, joined, with the reading of the chips beside them
    assert ('silent on checking where nobody has bet, is read so that no player may stay in '
            'without betting or so that the first bettor must bet or pass out and the book, '
            'silent on chips put in by a player who is out, is read so that chips put in when '
            'out go back, D takes 13') in out


def test_a_point_opened_under_some_readings_is_weighed_before_the_point_that_opens_it():
    from adjudicator.judge.readings import weigh_points

    from tests.replay import typed

    def settled(awards: dict):
        return typed({"status": "settled", "awards": awards, "refunds": {}, "by_lot": [],
                      "carried": 0, "stakes": {"A": 1, "B": 1}, "next": {}})

    # P read as a gives A the pool; read as b, it opens Q, whose readings agree (B's)
    leaves = [({"P": "a"}, settled({"A": 2})),
              ({"P": "b", "Q": "x"}, settled({"B": 2})),
              ({"P": "b", "Q": "y"}, settled({"B": 2})),
              ({"P": "c"}, settled({"A": 2})),
              ({"P": "d", "Q": "x"}, settled({"B": 2})),
              ({"P": "d", "Q": "y"}, settled({"B": 2}))]
    left, moot, ahead = weigh_points(leaves)
    assert ahead == {}
    assert moot == ["Q"]
    assert [assumed for assumed, _ in left] == [{"P": "a"}, {"P": "c"}, {"P": "b"}, {"P": "d"}]


def test_two_straddles_are_two_points_each_named_by_its_player(library):
    # The published decision has no law of straddling (and, unlike the Standard's
    # irregularities/betting/1, none that keeps chips in the pot): each straddle's chips are
    # read as standing or going back. Dan's threes take what stands; what is read back goes
    # to who put it up.
    r = adjudicate(_case(TWO_STRADDLES), library.book("published-decision"))
    assert r["status"] == "unsettled" and r["pot"] == 9
    assert r["awards"] == {"Dan": 4} and r["refunds"] == {} and r["undecided"] == 5
    made = {tuple((a["player"], a["event"], a["reading"]) for a in x["assume"]):
            (x["awards"], x["refunds"]) for x in r["readings"]}
    assert made == {
        (("Bob", 2, "stand"), ("Cal", 3, "stand")): ({"Dan": 9}, {}),
        (("Bob", 2, "stand"), ("Cal", 3, "go-back")): ({"Dan": 6}, {"Cal": 3}),
        (("Bob", 2, "go-back"), ("Cal", 3, "stand")): ({"Dan": 7}, {"Bob": 2}),
        (("Bob", 2, "go-back"), ("Cal", 3, "go-back")): ({"Dan": 4}, {"Bob": 2, "Cal": 3}),
    }
    assert all(a["point"] == "chips.straddle" for x in r["readings"] for a in x["assume"])
    assert fuzz.readings_problems(r) == []
    # where Cal's threes win, his own straddle's chips are his, won or back: only Bob's
    # straddle decides (Cal takes 7 at once, Bob's 2 are held)
    won = adjudicate(_case(CAL_WINS), library.book("published-decision"))
    assert (won["awards"], won["refunds"], won["undecided"]) == ({"Cal": 7}, {}, 2)
    assert {a["player"] for x in won["readings"] for a in x["assume"]} == {"Bob"}
    assert fuzz.readings_problems(won) == []


def test_the_words_say_whose_straddle_each_reading_reads(cli, tmp_path):
    f = tmp_path / "straddles.yaml"
    f.write_text(TWO_STRADDLES)
    for fmt in ("text", "markdown"):
        out = cli("rule", str(f), "--book", "published-decision", "--format", fmt).out
        said = " ".join(out.split())
        # each straddle said as the player's own stake, as the answer says it; Dan's 4 paid
        # now, the reading says what he has in all under it
        assert ("If Bob's straddle goes back to Bob and Cal's straddle stands as it was put "
                "up, in all Dan takes 7, Bob has 2 back") in said, fmt
        assert "Dan wins 9 (not paid in full: of the whole pool, 5 is held undecided)" in said.replace("*", "")
    out = cli("compare", str(f), "--books", "published-decision").out
    # the row's answer: the 5 held are Bob's and Cal's straddles, Dan's or their own back
    said = " ".join(out.replace("│", " ").split())
    # each outcome under the readings that give it (issue 33): Bob's straddle, then Cal's
    # (Dan's 4 paid now: what a reading gives him besides is said as more)
    assert ("5 is held on Bob's straddle, on which the book is silent: if it stands, Cal's "
            "straddle decides (if it stands, Dan takes 5 more; if it goes back, Dan takes 2 more "
            "and Cal has 3 back); if it goes back, Cal's straddle decides (if it stands, Dan "
            "takes 3 more and Bob has 2 back;") in said
    # where Cal's threes win, his own straddle is his either way: only Bob's holds chips
    g = tmp_path / "cal-wins.yaml"
    g.write_text(CAL_WINS)
    said = " ".join(cli("compare", str(g), "--books", "published-decision").out
                    .replace("│", " ").split())
    assert ("2 is held on Bob's straddle, on which the book is silent: if it stands, Cal "
            "takes 2 more; if it goes back, Bob has 2 back") in said  # beside Cal's 7


def test_an_expectation_tells_two_points_apart_by_their_player(library):
    r = adjudicate(_case(TWO_STRADDLES), library.book("published-decision"))

    def reading(bob: str, cal: str, **gives) -> dict:
        return {"assume": [{"point": "chips.straddle", "reading": bob, "player": "Bob"},
                           {"point": "chips.straddle", "reading": cal, "player": "Cal"}],
                **gives}

    named = [reading("stand", "stand", awards={"Dan": 9}),
             reading("stand", "go-back", awards={"Dan": 6}),
             reading("go-back", "stand", awards={"Dan": 7}, refunds={"Bob": 2}),
             reading("go-back", "go-back", awards={"Dan": 4})]
    assert unmet({"readings": named}, r) == []
    # Bob's and Cal's swapped: Dan 7 is no reading where Cal's straddle goes back
    swapped = [dict(x, assume=[dict(a, player={"Bob": "Cal", "Cal": "Bob"}[a["player"]])
                               for a in x["assume"]]) for x in named]
    wrong = unmet({"readings": swapped}, r)
    assert {u.key.rsplit(".", 1)[-1] for u in wrong} == {"awards", "refunds"}
    assert {"Dan": 7} in [u.want for u in wrong] and {"Dan": 6} in [u.got for u in wrong]
    # unnamed, the reading (stand, go-back) is (go-back, stand) too: neither is told apart
    bare = [dict(x, assume=[{k: a[k] for k in ("point", "reading")} for a in x["assume"]])
            for x in named]
    assert [u.key for u in unmet({"readings": bare}, r)] == ["readings"]


def test_readings_that_give_every_player_the_same_chips_decide_nothing(library):
    # Keller demands play in turn (betting before the draw, 1) but sets no consequence for a
    # bet out of turn. However it is read, Bob, who put up less than Cal's 4, "retires and
    # forfeits what he has staked" (betting before the draw, 4), Ann and Dan pass, and Cal
    # has the pool of 7: whether 2 of them are won or his own back, he gets all 7.
    r = adjudicate(_case(BET_BEFORE_BOB), library.book("keller"))
    assert r["status"] == "settled" and r["undecided"] == 0 and not r["readings"]
    assert sum(r["awards"].values()) + sum(r["refunds"].values()) == 7
    assert set(r["awards"]) | set(r["refunds"]) == {"Cal"}
    assert "keller:ch4/betting-before-the-draw/4" in {c["id"] for c in r["citations"]}
    assert not any(s["decisive"] for s in r["silent"])


def test_a_summary_says_held_only_what_is_held(cli, tmp_path):
    f = tmp_path / "before-bob.yaml"
    f.write_text(BET_BEFORE_BOB)
    out = cli("compare", str(f), "--books", "keller").out
    assert "held" not in out and "settled: Cal takes 7" in " ".join(out.replace("│", " ").split())


def test_the_schemas_refuse_a_reading_that_assumes_nothing(cli):
    import jsonschema

    ruling = json.loads(cli("rule", str(FIRST_BETTOR), "--book", "published-decision",
                            "--format", "json").out)
    schema = json.loads(cli("schema", "ruling").out)
    jsonschema.validate(ruling, schema)
    emptied = dict(ruling, readings=[dict(ruling["readings"][0], assume=[])])
    assert not jsonschema.Draft202012Validator(schema).is_valid(emptied)
    case_schema = json.loads(cli("schema", "case").out)
    case = {"title": "t", "table": {"players": ["A", "B"], "dealer": "A"},
            "events": [{"fold": "A"}],
            "expect": {"peel": {"readings": [{"assume": []}]}}}
    assert not jsonschema.Draft202012Validator(case_schema).is_valid(case)
    named = {"readings": [{"assume": [{"point": "chips.straddle", "reading": "stand",
                                       "player": "B", "event": 2}]}]}
    assert jsonschema.Draft202012Validator(case_schema).is_valid(dict(case, expect={"peel": named}))


def test_an_expectation_with_a_reading_that_assumes_nothing_is_bad_input(cli, tmp_path):
    f = tmp_path / "c.yaml"
    f.write_text("title: t\ntable: {players: [A, B], dealer: A}\nevents:\n  - fold: A\n"
                 "expect:\n  peel:\n    readings:\n      - assume: []\n")
    r = cli("check", "--expect", str(f))
    said = r.out + r.err
    assert r.code == 2 and f"{f}:7:" in said and "(at least one;" in said


def test_the_fuzz_finds_a_reading_that_assumes_nothing_or_two_that_assume_alike(library):
    r = adjudicate(_case(TWO_STRADDLES), library.book("published-decision"))
    unnamed = dict(r, readings=[dict(x, assume=[{"point": a["point"], "reading": a["reading"]}
                                                for a in x["assume"][1:]])
                                for x in r["readings"]])
    assert any("assume alike" in p for p in fuzz.readings_problems(unnamed))
    emptied = dict(r, readings=[dict(x, assume=[]) for x in r["readings"]])
    assert any("assumes nothing" in p for p in fuzz.readings_problems(emptied))


def _rule(library, book: str, text: str) -> dict:
    r = adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))
    assert_conserved(r)
    assert not fuzz.readings_problems(r)
    return r


# The Standard laws' joker shown with no name told: designated at its best A's hand equals B's
# and they divide; undesignated, "taken at its face value", B's wins (showdown/3)


def test_the_text_says_an_open_point_once_and_each_readings_chips(library):
    r = _rule(library, "standard", JOKER_UNNAMED)
    text = render("ruling", r, Format.text)
    reach = [s["detail"] for s in r["missing"] if s["fact"] == "joker name"][0]
    assert " ".join(text.split()).count(reach[:60]) == 1  # said once, however it wraps
    header = next(line for line in text.splitlines() if line.startswith("player"))
    assert "if (1)" in header and "if (2)" in header and "takes if allowed" not in header
    row = next(line for line in text.splitlines() if line.startswith("B "))
    assert row.split()[-2:] == ["12", "25"]


def _replayed(library, book: str, text: str) -> dict:
    return adjudicate(build_case(loads(text, "t.yaml"), "t.yaml"), library.book(book))


CLAIMED_WITH_A_HAND_UNTOLD = """\
title: B claims the pool; C's hand is never told
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5, betting: limit}
events:
  - call: B
  - show: {A: "4S 4H 4D 9C 2S", B: "KS KH 7D 7C 3S"}
  - claim: B
"""


def test_a_silence_under_every_reading_is_named_though_its_words_differ_by_reading(library):
    # C's untold hand read each way, the published decision is silent alike on B's claim:
    # that silence holds the pool, though its words name what each reading made of it
    r = _replayed(library, "published-decision", CLAIMED_WITH_A_HAND_UNTOLD)
    assert r["status"] == "unsettled" and r["undecided"] == 9
    assert "show.claim" in {s["point"] for s in r["silent"] if s["decisive"]}


def test_a_reading_of_a_silence_names_the_question_in_words_not_its_key(library):
    # The published decision has no law of a bet out of turn (Keller's general law, "Everything
    # must be done in turn", answers it for his book): at D's call out of turn the ruling reads
    # the silence both ways, finds the pool goes the same, and says so; the finding a club
    # reads (the JSON's, which every face prints) names the question as the books would,
    # never the catalogue's key
    r = _call_out_of_turn(library)
    said = [s["finding"] for s in r["steps"] if "is read so that" in s["finding"]]
    assert said and all("silent on what follows a bet out of turn," in f for f in said)
    assert not any("betting.out-of-turn" in f for f in said)
    assert [x["point"] for x in r["silent"] if x.get("open") == "silent.betting.out-of-turn"]
    assert_conserved(r)


def test_a_point_read_every_way_is_said_once_with_its_answers(library):
    # the same silence: the ruling reads it both ways and finds the pool goes the same. The
    # question is said once, and each answer it is read as after it.
    r = _call_out_of_turn(library)
    said = [s["finding"] for s in r["steps"] if s["finding"].startswith("Whether")]
    assert said == ['Whether the book, silent on what follows a bet out of turn, is read so '
                    'that the act out of turn stands or so that the turn reverts, the pool goes '
                    'the same: the point does not decide the ruling'] * len(said) and said
    assert_conserved(r)


def _call_out_of_turn(library) -> dict:
    """After the draw B bets 2 and D calls before C has spoken; C raises, D raises, all call:
    A's aces win however D's call out of turn is read (the published decision)."""
    from test_readings_silence import CALL_OUT_OF_TURN

    return adjudicate(build_case(loads(CALL_OUT_OF_TURN, "t.yaml"), "t.yaml"),
                      library.book("published-decision"))


def test_readings_that_find_alike_at_an_act_are_said_once(library):
    # A misdeal in a jack pot, under Peel: the book is silent on the ante at a misdeal. Read
    # as "returned", the stakes go back; read as "stays-in-pot", the ante stays: every chip
    # up is a player's feed, his ante (no bet beyond it, and no second point). At the misdeal
    # the ruling says the two findings once each, each under the reading that makes it.
    case = load_case(ROOT / "cases/deal-and-draw/misdeal-in-a-jack-pot.yaml")
    r = adjudicate(case, library.book("peel"))
    [step] = [s["finding"] for s in r["steps"] if s["finding"].startswith("If ")
              and "at a misdeal" in s["finding"]]
    assert step.split(". If ") == [
        'If the book, silent on the ante at a misdeal, is read so that the ante stays in the '
        'pot: The ante already placed in the pot (4) remains there',
        'the book, silent on the ante at a misdeal, is read so that the ante goes back: The '
        'stakes already put up are returned']
    assert_conserved(r)


def test_readings_stopped_at_the_limit_are_grouped_by_what_they_find(library):
    # A story the fuzz found: readings stopped at 16, the first dealer, the deal nobody opens
    # and A's stands read. Each finding there is said once for the readings that make it, by
    # the points that part them from the others: no two branches of a step say the same
    # thing, and readings that find alike share one branch ("... the lowest card deals first
    # or first with the ace low: B draws the lowest card ...")
    from stories import FOLDER

    case = load_case(FOLDER / "checks-twice-in-a-jack-pot-nobody-opens.yaml")
    r = adjudicate(case, library.book("published-decision"))
    assert r["readings_stopped"]
    steps = [s["finding"] for s in r["steps"] if s["finding"].startswith("If ")]
    assert steps
    for step in steps:
        branches = [b.removeprefix("If ").split(": ", 1) for b in step.split(". If ")]
        said = [found for _, found in branches]
        assert len(set(said)) == len(said) > 1, step
    first = [b.removeprefix("If ").split(": ", 1) for b in steps[0].split(". If ")]
    dealer = 'the book, silent on how the first dealer is chosen, is read so that '
    assert first[0] == [dealer + 'the lowest card deals first or first with the ace low',
                        'B draws the lowest card: he deals the first game']
    assert_conserved(r)


@settings(max_examples=300, deadline=None, derandomize=True, database=None)
@given(st.lists(st.tuples(*(st.sampled_from(["a", "b", None]) for _ in range(3))),
                min_size=2, max_size=12, unique=True),
       st.data())
def test_a_group_of_readings_is_named_only_by_a_condition_no_other_reading_meets(rows, data):
    # What "If ...: ..." promises a reader: the readings it names are exactly those that meet
    # its condition, each point read as one of the values it gives (a reading that never
    # reaches a point meets no condition on it). Three points P, Q, R, each read "a" or "b"
    # or not reached (None); any group of the readings.
    from adjudicator.judge import agreed

    every = list(dict.fromkeys(tuple((p, v) for p, v in zip("PQR", r) if v is not None)
                               for r in rows))
    group = data.draw(st.lists(st.sampled_from(every), min_size=1, unique=True))
    # the condition as data, (point, values) each, in place of its words
    with mock.patch.object(agreed, "_meaning", lambda p, values, copy=None: (p, tuple(values))):
        said = agreed._parting(group, every)
    if said is None:  # no condition names the group alone: it is split, or said reading by reading
        return
    condition = dict(said)
    assert condition and all(None not in v for v in condition.values())
    meets = [r for r in every if all(dict(r).get(p) in v for p, v in condition.items())]
    assert set(meets) == set(group)


def test_a_silence_read_each_way_is_said_in_words_not_in_the_catalogue_s_values(cli):
    """Keller fixes the limit ("in no case can a single raise exceed the limit") and gives no
    remedy for a raise beyond it: the answer reads the silence the two ways its words leave
    (the excess goes back, the increase is void), each in words, with what each gives: Cy 10
    more, or Bob 10 more back, Bob's 40 beyond the limit his back either way."""
    case = "cases/readings/increase-over-the-limit-his-own-back.yaml"
    r = cli("rule", case, "--book", "keller", "--format", "json").json()
    assert "Bob has 40 back" in r["answer"]  # beside Cy's 5 and his own 50
    assert r["answer"].endswith(
        "on a raise over the limit, on which the book is silent: read so that the excess goes "
        "back, Cy takes 10 more; read so that the increase is void, Bob has 10 more back.")
    assert {a["reading"] for rd in r["readings"] for a in rd["assume"]} == {
        "excess-returned", "increase-void"}  # the JSON keeps the values
    text = cli("rule", case, "--book", "keller").out
    assert '"increase-stands"' not in text and '"excess-returned"' not in text


def test_every_answer_said_in_words_is_one_the_catalogue_allows():
    """The words of words/values.py answer a catalogue question with one of its own values,
    as a clause with no comma (the answer goes on after it with one)."""
    from adjudicator.judge.words.values import SAID, _COMMON
    from adjudicator.law.consequences import alternatives
    from adjudicator.law.provisions import CATALOGUE

    for key, answers in SAID.items():  # a record's: its choosing field's (jack pot 14)
        assert set(answers) <= set(CATALOGUE[key].values or alternatives(key)), key
    for clause in [c for answers in SAID.values() for c in answers.values()] + \
            list(_COMMON.values()):
        assert "," not in clause and clause == clause.strip() and not clause[0].isupper()


def test_a_reading_whose_words_say_a_misdeal_does_not_say_it_twice(cli):
    """Keller is silent on a deal dealt again unasked: read as a misdeal, it turns on the ante
    at a misdeal (said once: not 'it is a misdeal, a misdeal'); the deal /2 and /4 name who
    deals again only for their own grounds, so nobody is named."""
    case = "cases/deal-and-draw/dealer-deals-again-after-exposing-a-card.yaml"
    r = cli("rule", case, "--book", "keller", "--format", "json").json()
    # B's 2, bet in the deal read as a misdeal, go back or remain: nothing goes alike
    assert r["undecided"] == 3 and r["refunds"] == {}
    assert "read so that the second deal stands, B takes 3 and A deals next; read so that " \
        "it is a misdeal, it turns on the ante at a misdeal, on which the book is silent" \
        in r["answer"]
    assert "a misdeal, a misdeal" not in r["answer"]
    assert sorted((rd["status"], rd["next"]["redeal_by"] or "") for rd in r["readings"]) == [
        ("misdeal", "")] * 4 + [("settled", "")]


def test_answers_that_begin_alike_are_said_once_to_where_they_part():
    from adjudicator.judge.words.values import read_so

    assert read_so("show-for-stake", ["allowed", "denied"]) == \
        "read so that a show for less is allowed or denied"
    assert read_so("betting.out-of-turn", ["stands", "turn-reverts"]) == \
        "read so that the act out of turn stands or so that the turn reverts"  # "the": whole
    assert read_so("limit.exceeded", ["increase-stands"]) == "read so that the increase stands"
    assert read_so("limit.exceeded", ["no-such-answer"]) is None  # said as the catalogue's


def test_readings_of_one_point_that_give_alike_are_said_once(cli):
    """The published decision is silent on checking where nobody has bet: its four answers
    give two outcomes (a check allowed, or the first bettor free to hold: B takes 9; a check
    forbidden, or the first bettor bound to bet: B is out, and C takes the pool). Out, B's
    call of C's later bet is chips put in when out, on which it is silent too: they stay in
    the pool (C takes 9) or go back to him (C takes 7, B has 2 back). The face says three
    readings and three columns, the first point's answers joined; the JSON keeps all six."""
    case = "cases/points-apart/first-bettor-checks-after-the-draw.yaml"
    r = cli("rule", case, "--book", "published-decision", "--format", "json").json()
    assert len(r["readings"]) == 6
    gives = sorted((tuple(sorted(x["awards"].items())), tuple(sorted(x["refunds"].items())),
                    x["assume"][0]["reading"], len(x["assume"])) for x in r["readings"])
    assert gives == [((("B", 9),), (), "allowed", 1),
                     ((("B", 9),), (), "first-bettor-may-hold", 1),
                     ((("C", 7),), (("B", 2),), "first-bettor-must-bet", 2),
                     ((("C", 7),), (("B", 2),), "forbidden", 2),
                     ((("C", 9),), (), "first-bettor-must-bet", 2),
                     ((("C", 9),), (), "forbidden", 2)]
    out = " ".join(cli("rule", case, "--book", "published-decision").out.split())
    assert ("(1) If the book, silent on checking where nobody has bet, is read so that a "
            "player may stay in without betting or so that the first bettor may stay in "
            "without betting, B takes 9") in out
    assert ("(2) If the book, silent on checking where nobody has bet, is read so that no "
            "player may stay in without betting or so that the first bettor must bet or pass "
            "out and the book, silent on chips put in by a player who is out, is read so that "
            "chips put in when out stay in the pool, C takes 9") in out
    assert "(3) If" in out and "C takes 7, B has 2 back" in out
    assert "(4)" not in out and "if (3) why" in out
