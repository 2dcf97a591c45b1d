"""A reading's share of the chips held, given to a player the answer's head already pays, is
said as more ("A takes 7 more"), so that it is not read as the same chips (a club secretary's
report); a player the head pays nothing is said as before. Only the words change."""
from __future__ import annotations

import pytest
from stories import MUCKED_UNSHOWN


def _ruled(cli, tmp_path, *args):
    f = tmp_path / "mucked.yaml"
    f.write_text(MUCKED_UNSHOWN, encoding="utf-8")
    return cli("rule", f, "--book", "published-decision", *args)


def test_a_readings_share_beside_the_heads_is_said_as_more(cli, tmp_path):
    r = _ruled(cli, tmp_path, "--format", "json").json()
    assert r["answer"] == (
        "A takes 7; 7 is held on a hand mucked unshown, on which the book is silent: read so "
        "that the unshown hand cannot win, A takes 7 more; read so that the unshown hand's "
        "stake goes back, B has 7 back.")
    # the chips are as they were: 7 paid, 7 held, each reading's whole award
    assert r["awards"] == {"A": 7} and r["undecided"] == 7
    assert sorted(str(x["awards"]) for x in r["readings"]) == ["{'A': 14}", "{'A': 7}"]


def test_the_text_ruling_opens_with_the_same_words(cli, tmp_path):
    out = " ".join(_ruled(cli, tmp_path).out.split())
    assert "cannot win, A takes 7 more; read so" in out


def test_a_share_of_a_player_paid_nothing_now_has_no_more():
    from adjudicator.judge.answer_records import Share
    from adjudicator.judge.words.shares import share

    now = (Share("A", 7), Share("C", 0, 2))
    assert share(Share("A", 7), now) == "A takes 7 more"
    assert share(Share("B", 0, 7), now) == "B has 7 back"
    # what C takes is more than the 2 the head gives him back, as what he has back is
    assert share(Share("C", 3, 2), now) == "C takes 3 more and has 2 more back"
    assert share(Share("A", 7)) == "A takes 7"  # the head's own shares



def test_a_reading_that_gives_a_player_winnings_and_his_own_back_says_both(library):
    # the Standard laws, B having borrowed to raise: read so that borrowing is forbidden and
    # the short stake forfeited, B takes 72 of the held chips and his own 15 go back to him;
    # the answer says both, not "B takes 87" as if his own 15 were won
    from replay import CASEBOOK, rule_file

    r = rule_file(library, CASEBOOK / "betting-and-show" /
                  "borrowed-to-raise-must-borrow-to-call.yaml", "standard")
    assert "B takes 72 and has 15 back" in r["answer"] and "B takes 87" not in r["answer"]
    read = [x for x in r["readings"] if x["awards"].get("B") == 72]
    assert read and all(x["refunds"].get("B") == 15 for x in read)


ODD_CHIP_IN_EACH_PART = """title: A shows for less; B and C tie for the rest
table: {players: [A, B, C], dealer: C, betting: table-stakes, phase: after_draw, pot: 5,
        stacks: {A: 3, B: 50, C: 50}}
events:
  - bet: {player: B, amount: 10}
  - call: C
  - all_in: A
  - show: {A: "KS KH 8D 8C 4S", B: "AS KD QC JH TS", C: "AH KC QD JS TD"}
"""


def test_an_odd_chip_of_each_part_between_the_same_players_is_said_once(cli, tmp_path):
    # B and C tie in A's pot of 9 and in the rest of 19 (the ante read outside A's pot):
    # an odd chip in each part, by lot, on no law (a new user's answer said the same clause
    # twice over, "1 goes by lot between B and C, ... and 1 goes by lot between B and C")
    f = tmp_path / "odd.yaml"
    f.write_text(ODD_CHIP_IN_EACH_PART, encoding="utf-8")
    r = cli("rule", f, "--book", "published-decision", "--format", "json").json()
    assert r["answer"].count("by lot") == 1, r["answer"]
    assert "2 go by lot between B and C, 1 in each of 2 parts of the pool, the book not " \
           "saying who takes them" in r["answer"]
    lots = [x for reading in r["readings"] for x in reading["by_lot"]]
    assert sorted((x["amount"], tuple(x["among"])) for x in lots) == [(1, ("B", "C"))] * 2
    out = cli("rule", f, "--book", "published-decision").out
    assert "2 go by lot among B, C, 1 in each of 2 parts of the pool" in " ".join(out.split())


@pytest.mark.parametrize("book,law", [("standard", "standard:showdown/4"), ("peel", "peel:58")])
def test_the_answer_cites_the_law_that_gives_the_pool_not_the_limit_s(library, book, law):
    # B raises ten over a limit of five, and the others pass: the law of a bet nobody calls
    # gives him the pool; the law that keeps his increase's chips in it gives nobody a share
    # (an auditor's find: "B takes 29 (standard:irregularities/betting/1)")
    from replay import replay

    r = replay(library, book, """title: t
table: {players: [A, B, C], dealer: B, phase: after_draw, pot: 9, limit: 5}
events: [{bet: {player: A, amount: 5}}, {raise: {player: B, by: 10}}, {fold: C}, {fold: A}]
""")
    assert r["answer"].startswith(f"B takes 29 ({law})"), r["answer"]
