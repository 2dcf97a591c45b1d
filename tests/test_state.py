"""The deal's state and the story's foreknowledge (adjudicator/judge/deal/state.py), and the
judge's one move for asking the book (engine.Judge.rule)."""
from __future__ import annotations

import ast
import dataclasses
from pathlib import Path

import pytest

from adjudicator.story.case import build_case
from adjudicator.judge.engine import Judge, _agreed_context
from adjudicator.judge.findings import Say
from adjudicator.judge.deal import state
from adjudicator.judge.situations.foreknowledge import foresee
from adjudicator.judge.deal.table import Table
from adjudicator.story.yamlio import loads
from tests import syntax

HEAD = "title: t\ntable: {players: [A, B, C, D], dealer: D, ante: 1}\nevents:\n"
SITUATIONS = Path(__file__).resolve().parent.parent / "adjudicator" / "judge" / "situations"


def _case(*events: str):
    text = HEAD + "".join(f"  - {e}\n" for e in events)
    return build_case(loads(text, "s.yaml"), "s.yaml")


def test_foresee_finds_a_later_notice_of_a_deal_out_of_turn():
    case = _case("deal_out_of_turn: B", "notice: {what: deal_out_of_turn, by: C}",
                 "deal: {A: 5, B: 5, C: 5, D: 5}")
    ahead = foresee(case)
    assert ahead.noticed_later(1) and not ahead.noticed_later(2)
    assert not ahead.tells_ante and not ahead.tells_cut_for_deal


def test_foresee_an_objection_counts_only_before_the_next_betting_act():
    case = _case("deal: {A: 5, B: 5, C: 5, D: 5}", "bet: {player: C, amount: 2}",
                 "notice: {what: out_of_turn, by: B}", "fold: A",
                 "bet: {player: B, amount: 2}", "fold: C")
    ahead = foresee(case)
    assert 2 in ahead.objected_after        # C's bet is objected to by the notice after it
    assert 5 not in ahead.objected_after    # B's bet is not: A's pass came between
    assert 1 not in ahead.objected_after    # the deal: the next act, C's bet, comes first


def test_foresee_a_demand_dispute_belongs_to_its_player():
    case = _case("deal: {A: 5, B: 5, C: 5, D: 5}", "discard: {player: A, count: 2}",
                 "demand_dispute: {player: A, claimed: 2, dealer_says: 3}")
    ahead = foresee(case)
    assert ahead.disputed_later("A", 2) and not ahead.disputed_later("B", 2)
    assert not ahead.disputed_later("A", 3)


def test_no_situation_reads_the_story_ahead_of_the_event_it_rules():
    """Only the settlement, after the last event, reads the story whole; a handler that
    needs the future asks the foreknowledge gathered by ``foresee``."""
    allowed = {("show.py", "settle"), ("show.py", "_foul_hand_pointed_out"),
               ("betting.py", "settle_uncalled"), ("claims.py", "_protected"),
               ("wrongcount.py", "wrong_count_at_the_end"),
               ("jackpot.py", "_told_at"), ("foreknowledge.py", "foresee"),
               # at the settlement, where the opener's openers are weighed: his opening,
               # and whether he broke them up to draw (his discard)
               ("openers.py", "_opening"), ("jackpot.py", "_judged_by_his_show")}
    readers = set()
    for path in SITUATIONS.glob("*.py"):
        tree = syntax.tree(path)
        for fn in [n for n in ast.walk(tree) if isinstance(n, ast.FunctionDef)]:
            if any(isinstance(n, ast.Attribute) and n.attr == "events"
                   for n in ast.walk(fn)):
                readers.add((path.name, fn.name))
    assert readers <= allowed, readers - allowed


def test_every_field_of_the_deal_state_is_documented():
    source = (SITUATIONS.parent / "deal" / "state.py").read_text().splitlines()
    for f in dataclasses.fields(state.Deal):
        at = next(i for i, line in enumerate(source) if line.startswith(f"    {f.name}: "))
        assert source[at - 1].strip().startswith("#:"), f.name


def _judge(library, book: str) -> Judge:
    case = _case("deal: {A: 5, B: 5, C: 5, D: 5}")
    b = library.book(book)
    return Judge(case, b, _agreed_context(case, b, ()), state.Deal(table=Table.start(case.table)))


def test_rule_records_the_silence_where_the_book_has_no_answer(library):
    j = _judge(library, "standard")  # the Standard laws' copy has no law of straddling
    silent = Say.of("ante.book-has-no-law")
    assert j.rule("straddle.first", silent, Say.of("ante.straddles-staking", player="A", amount=2),
                  point="straddle") is None
    assert [(s.point, s.say) for s in j.silent] == [("straddle", silent)] and j.settlement.unsettled
    # the point is the step: open, citing nothing, said as the silence says it, the copy's
    # (the copy held lacks the topic straddle whole)
    [step] = j.steps
    assert (step.event, step.laws, step.rung, step.say) == (
        0, (), "open", Say.of("copy-lacks", book="the Standard laws", detail=silent))


def test_rule_finds_on_the_law_where_the_book_answers(library):
    j = _judge(library, "peel")
    ans = j.rule("straddle.first", Say.of("ante.book-has-no-law"),
                 Say.of("ante.straddles-staking", player="A", amount=2), decisive=False)
    assert ans is not None and not j.silent and not j.settlement.unsettled
    [step] = j.steps
    assert (step.event, step.laws, step.rung, step.points) == (
        0, tuple(law.id for law in ans.laws), "specific", ("straddle.first",))
    # the finding is data: its kind, whom it names and for how much
    assert (step.kind, step.players, step.amounts) == ("ante.straddles-staking", ("A",), (2,))


def test_a_finding_is_never_words(library):
    j = _judge(library, "peel")
    with pytest.raises(TypeError):
        j.find("A straddles")
    with pytest.raises(KeyError):
        Say.of("no-such-kind")


def test_the_words_are_made_at_the_face_in_the_books_own(library):
    from adjudicator.judge.findings import Face

    say = Say.of("ante.puts-up-ante", player="A", who="age", amount=1)
    assert Face(library.book("peel")).words(say) == "A, the ante-man, puts up the ante of 1"
    assert Face(library.book("keller")).words(say) == "A, the age, puts up the ante of 1"



def test_event_0_is_the_tables_setup_and_the_end_of_the_story_is_the_last_event(library):
    """Steps at event 0 are what the table as the case sets it decides, before the first
    event; findings made when the events run out stand at the last event, never at 0."""
    from adjudicator.story.case import build_case
    from adjudicator.judge.engine import adjudicate_said
    from adjudicator.story.yamlio import loads

    text = ("title: t\ntable: {players: [A, B, C], dealer: C, phase: after_draw, pot: 9, "
            "limit: 10}\nevents:\n  - bet: {player: B, amount: 2}\n  - call: C\n  - call: A\n")
    r, said = adjudicate_said(build_case(loads(text, "t.yaml"), "t.yaml"), library.book("peel"))
    # the table decides who bets first after the draw: B, at the ante-man's left
    first = said[id(r["steps"][0])]
    assert r["steps"][0]["event"] == 0
    assert (first.kind, dict(first.params)) == ("turns.ages-left-bets-first", {"first": "B"})
    assert [s["event"] for s in r["steps"][1:]] and all(
        1 <= s["event"] <= 3 for s in r["steps"][1:])
    assert r["steps"][-1]["event"] == 3  # the hands are to be shown: found as the story ends


def test_the_deal_refuses_a_write_from_outside_its_own_operations():
    deal = state.Deal(table=Table.start(_case("deal: {A: 5, B: 5, C: 5, D: 5}").table))
    with pytest.raises(AttributeError):
        deal.uncut = True
    with pytest.raises(AttributeError):
        deal.out_of_turn = "B"
    with pytest.raises(AttributeError):
        del deal.first_dealer
    assert not deal.uncut and deal.out_of_turn is None
    # its own operations change it
    deal.goes_uncut()
    deal.acts_out_of_turn("B")
    deal.first_dealer_chosen("C")
    assert deal.uncut and deal.first_dealer == "C" and deal.first_dealer_ruled
    assert deal.take_out_of_turn() == "B" and deal.out_of_turn is None


def test_the_table_the_draw_and_the_settlement_refuse_a_write_from_outside_too():
    """The whole deal is changed by its parts' own operations alone (the engine's fold calls
    them): the table, the draw's memory and what the deal comes to."""
    deal = state.Deal(table=Table.start(_case("deal: {A: 5, B: 5, C: 5, D: 5}").table))
    for part, field, value in ((deal.table, "level", 9), (deal.table, "dealer", "A"),
                               (deal.draw, "served", []), (deal.settlement, "status", "void"),
                               (deal.settlement, "unsettled", True)):
        with pytest.raises(AttributeError):
            setattr(part, field, value)
    assert deal.table.level == 0 and deal.table.dealer == "D"
    assert deal.settlement.status is None and not deal.settlement.unsettled
    deal.table.put_level(9)
    deal.draw.serves("A")
    deal.settlement.award("B", 4)
    deal.settlement.ends("settled", ("peel:31",), ())
    assert (deal.table.level, deal.draw.served, deal.settlement.awards) == (9, ["A"], {"B": 4})
    assert deal.settlement.over and deal.settlement.ended_by == ("peel:31",)


def test_the_ruling_is_built_from_the_final_deal_not_from_the_judge(library):
    """Keller's side-pot case: A, all in for 10, takes the main pot of 30; C the side pot of
    70 (Keller 18). What it comes to is the deal's settlement; the judge keeps the findings
    and no result of its own."""
    from adjudicator.judge.engine import replay
    from adjudicator.judge.ruled import ruled
    from adjudicator.story.case import load_case

    root = Path(__file__).resolve().parent.parent
    case = load_case(root / "cases" / "keller-side-pot.yaml")
    j = replay(case, library.book("keller"))
    s = j.deal.settlement
    r = ruled(j)
    assert r.status == s.status == "settled" and not s.unsettled
    assert dict(r.awards) == s.awards == {"A": 30, "C": 70} and r.pot == 100
    for result in ("awards", "refunds", "status", "unsettled", "by_lot", "penalties",
                   "next_dealer", "referee"):
        assert result not in vars(j), result
