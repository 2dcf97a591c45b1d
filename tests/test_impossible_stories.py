"""Stories that could not have happened are bad input at the line where they go wrong, before
any book is read, and alike under every command and book: a card in two places, more
cards than the pack, a stake beyond the stack, a hand the deal and the draw could not have
given, a card exposed that the deal did not give, a fact the story already decides. The
stories just short of impossible are ruled."""
from __future__ import annotations

import re
from pathlib import Path

import pytest
from badinput import one_line as _one_line
from badinput import write as _write
from hypothesis import HealthCheck, given, settings
from stories import JOKER_OPENER as OPENER
from test_conservation import conserved

from adjudicator.errors import InputError
from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case
from tests import fuzz
from tests import fuzz_contracts as fc

LINE = re.compile(r"^(?P<file>[^\n]+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>[^\n]+)$")

BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")

TABLE = "title: t\ntable: {players: [A, B, C], dealer: C%s}\nevents:\n"

IMPOSSIBLE = [
    ("two-deals", "", '  - deal: {A: "AS KS QS JS TS"}\n  - deal: {B: "AS 2C 3C 4C 5C"}\n',
     5, "AS is dealt to B, but it is in A's hand"),
    ("over-52", "", "  - deal: {A: 52, B: 52}\n", 4, "104 cards dealt, but the pack holds 52"),
    ("another's-card", "", '  - deal: {A: "AS KS QS JS TS", B: "2C 3C 4C 5C 7D"}\n'
     '  - show: {B: "AS 3C 4C 5C 7D"}\n', 5, "AS is in B's hand here, but it is in A's"),
    ("openers-twice", "", '  - opener_shows: {player: A, cards: "2C 2C 2C 2C 2C"}\n', 4,
     "2C is twice in A's hand"),
    ("four-jokers", ", agreed: [joker]", '  - show: {A: "JK JK JK JK AS"}\n', 4,
     "JK is twice in A's hand: the pack holds one of each card and one joker"),
    ("stake-beyond-stack", ", betting: table-stakes, stacks: {A: 1, B: 100, C: 100}",
     "  - bet: {player: A, amount: 50}\n", 4, "A has 1 on the table and cannot put up 50"),
]


@pytest.mark.parametrize("name,table,events,line,message", IMPOSSIBLE,
                         ids=[x[0] for x in IMPOSSIBLE])
def test_an_impossible_story_is_an_input_error_before_any_book(tmp_path, name, table, events,
                                                               line, message):
    path = _write(tmp_path, "c.yaml", TABLE % table + events)
    with pytest.raises(InputError) as exc:
        load_case(path)  # no book is read: the story itself could not have happened
    m = LINE.match(str(exc.value))
    assert m and int(m["line"]) == line and m["msg"].startswith(message), str(exc.value)


def test_discards_shuffled_for_a_short_pack_may_reach_another_player(tmp_path, library):
    text = (TABLE % "" + '  - deal: {A: "AS KS QS JS TS", B: "2C 3C 4C 5C 7D"}\n'
            "  - discard: {player: A, count: 2}\n  - pack_short\n"
            '  - show: {B: "AS KS 4C 5C 7D"}\n')
    case = load_case(_write(tmp_path, "c.yaml", text))
    assert all(conserved(adjudicate(case, library.book(b))) for b in BOOKS)
    with pytest.raises(InputError, match="AS is in B's hand here, but it is in A's"):
        load_case(_write(tmp_path, "d.yaml", text.replace("  - pack_short\n", "")))


def test_a_story_compare_refuses_is_refused_by_rule_under_every_book(tmp_path, cli):
    path = _write(tmp_path, "c.yaml", TABLE % IMPOSSIBLE[-1][1] + IMPOSSIBLE[-1][2])
    outcomes = {cli("rule", str(path), "--book", b).err for b in BOOKS}
    outcomes.add(cli("compare", str(path)).err)
    assert outcomes == {f"{path}:4:5: A has 1 on the table and cannot put up 50 "
                        "(table-stakes: no player bets more than he has on the table)\n"}


SMALL = dict(deadline=None, derandomize=True, database=None,
             suppress_health_check=list(HealthCheck))


STACKS = """\
title: A stake over a stack
table:
  players: [C, A, B]
  dealer: C
  betting: table-stakes
  stacks: {A: 10, B: 10, C: 30}
%s
events:
  - %s
  - fold: A
"""


@pytest.mark.parametrize("table,event,where", [
    ("", "ante: {player: A, amount: 50}", (9, 5)),
    ("", "straddle: {player: B, amount: 50}", (9, 5)),
    ("  ante: 20", "fold: B", (7, 3)),                       # the table's ante, by the age
    ("  jack_pot: jacks\n  feed: 20", "fold: B", (8, 3)),    # every player's feed
    ("  ante: 6", "straddle: B", (10, 5)),                   # implied: twice the ante, 12
    ("", "bet: {player: A, amount: 50}", (9, 5)),            # as before
])
def test_every_stake_over_the_stack_is_refused_where_it_is_written(tmp_path, table, event,
                                                                  where):
    text = STACKS % (table, event)
    if event == "straddle: B":
        text = text.replace("  - straddle: B", "  - ante: {player: A, amount: 6}\n"
                            "  - straddle: B")
    path = _write(tmp_path, "c.yaml", text)
    with pytest.raises(InputError, match="cannot put up") as exc:
        load_case(path)
    assert (exc.value.mark.line, exc.value.mark.col) == where, str(exc.value)


def test_a_stake_within_the_stack_is_ruled(tmp_path, library):
    path = _write(tmp_path, "c.yaml", STACKS % ("  ante: 5", "straddle: {player: B, amount: 10}"))
    ruling = adjudicate(load_case(path), library.book("keller"))
    assert fuzz.conservation_problems(ruling, ["A", "B", "C"]) == []


@settings(max_examples=60, **SMALL)
@given(fc.stake_docs())
def test_stakes_and_stacks_fuzzed(stake):
    outcome = fc.check_stake(*stake, Path("."))
    assert not outcome.failures, outcome.failures[0]


def test_an_opener_who_lays_down_a_card_he_was_not_dealt_is_still_refused(tmp_path, cli):
    f = _write(tmp_path, "c.yaml", OPENER.format(cards="JK=JD JH 7C 4D 2S"))
    msg = _one_line(cli("rule", f, "--book", "peel"), f, 8)
    assert "not" in msg and "dealt" in msg


DRAWN = """\
title: t
table: {{players: [A, B], dealer: B}}
events:
  - deal: {{A: "AS KS QS JS {fifth}", B: "2C 2D 3C 4C 5C"}}
  - bet: {{player: B, amount: 5}}
  - call: A
{between}  - draw: {{player: A, asked: {n}, given: {n}}}
  - draw: {{player: B, asked: 0, given: 0}}
  - show: {{A: "AS KS QS JS {shown}", B: "2C 2D 3C 4C 5C"}}
"""


@pytest.mark.parametrize("fifth, between, n, shown, says", [
    ("TC", "", 0, "9S", "was given 0 cards"),                        # pat, shows a new card
    ("TS", "  - discard: {player: A, count: 5}\n", 5, "TS", "discarded 5"),  # throws all, shows them
    ("TS", "  - discard: {player: A, count: 1}\n", 1, "TS", "discarded 1"),  # throws one, keeps five
])
def test_a_hand_the_deal_and_the_draw_cannot_have_given_is_refused_at_the_show(
        tmp_path, cli, fifth, between, n, shown, says):
    f = _write(tmp_path, "c.yaml", DRAWN.format(fifth=fifth, between=between, n=n, shown=shown))
    line = 10 if between else 9
    assert says in _one_line(cli("rule", f, "--book", "keller"), f, line)


@pytest.mark.parametrize("fifth, between, n, shown", [
    ("TC", "  - discard: {player: A, count: 1}\n", 1, "9S"),   # throws the TC, draws the 9S
    ("TC", "", 1, "9S"),                                       # his discard not told
])
def test_a_hand_the_deal_and_the_draw_could_have_given_is_ruled(tmp_path, cli, fifth, between,
                                                                n, shown):
    f = _write(tmp_path, "c.yaml", DRAWN.format(fifth=fifth, between=between, n=n, shown=shown))
    assert cli("rule", f, "--book", "keller").code == 0
