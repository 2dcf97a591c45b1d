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
from badinput import one_line, write
from replay import assert_conserved

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


@pytest.mark.parametrize("after", ["  - notice: {what: miscall, by: B}\n",
                                   "  - muck: B\n", "  - lift: A\n"])
def test_a_notice_or_a_muck_after_the_show_moves_no_card_back_into_a_hand(tmp_path, cli,
                                                                          after):
    # a new user's: A threw his TS away and shows it, and a notice after the show let the
    # story through (the check stood aside for any verb it did not know to move no card)
    f = _write(tmp_path, "c.yaml", DRAWN.format(
        fifth="TS", between="  - discard: {player: A, count: 1}\n", n=1, shown="TS") + after)
    assert "discarded 1" in _one_line(cli("rule", f, "--book", "keller"), f, 10)


@pytest.mark.parametrize("fifth, between, n, shown", [
    ("TC", "  - discard: {player: A, count: 1}\n", 1, "9S"),   # throws the TC, draws the 9S
    ("TC", "", 1, "9S"),                                       # his discard not told
])
def test_a_hand_the_deal_and_the_draw_could_have_given_is_ruled(tmp_path, cli, fifth, between,
                                                                n, shown):
    f = _write(tmp_path, "c.yaml", DRAWN.format(fifth=fifth, between=between, n=n, shown=shown))
    assert cli("rule", f, "--book", "keller").code == 0


SHOWN = """\
title: t
table:
  players: [A, B, C]
  dealer: B
  phase: after_draw
  pot: 9
  limit: 5
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "2S 3H 7D 8C 9S", B: "KS KH 7H 7C 3S"}
facts:
  - {point: hand.A, reading: beats-the-others}
"""


def test_a_fact_on_a_hand_the_story_shows_is_refused_at_its_line(cli, tmp_path):
    # docs/case-format.md: `hand.PLAYER` asks of a hand "not told"; A's is shown (a nine
    # high, which B's two pairs beat), so the story decides it and no fact may say otherwise
    f = _write(tmp_path, "c.yaml", SHOWN)
    assert "shown" in _one_line(cli("rule", f, "--book", "peel"), f, 14)
    ok = _write(tmp_path, "ok.yaml", SHOWN.replace("hand.A", "hand.C").replace(
        'A: "2S 3H 7D 8C 9S", ', ""))
    run = cli("rule", ok, "--book", "peel", "-f", "json")
    assert run.code == 0, run.err


def test_a_card_found_face_up_in_the_pack_that_a_hand_holds_is_refused(cli, tmp_path):
    f = _write(tmp_path, "c.yaml", """\
        title: t
        table: {players: [A, B], dealer: B}
        events:
          - deal: {A: "AS KS QS JS TS", B: "2C 3C 4C 5C 7D"}
          - faced_card: {card: AS}
        """)
    assert "AS is found face up in the pack, but it is in A's hand" in _one_line(
        cli("rule", f, "--book", "peel"), f, 5)


def test_one_card_cut_by_two_players_is_refused(cli, tmp_path):
    f = _write(tmp_path, "c.yaml", """\
        title: t
        table: {players: [A, B], dealer: B}
        events:
          - cut_for_deal: {A: AS, B: AS}
          - deal: {A: 5, B: 5}
        """)
    assert "AS is cut by both A and B" in _one_line(cli("rule", f, "--book", "peel"), f, 4)


def test_a_card_faced_before_the_deal_may_still_be_dealt(cli, tmp_path):
    f = _write(tmp_path, "c.yaml", """\
        title: t
        table: {players: [A, B], dealer: B}
        events:
          - faced_card: {card: AS}
          - deal: {A: "AS KS QS JS TS", B: "2C 3C 4C 5C 7D"}
        """)
    assert cli("rule", f, "--book", "standard").code == 0


# A's five cards are told, and KD is none of them.
EXPOSED = """\
title: A card of A's is exposed in the deal
table:
  players: [A, B, C]
  dealer: C
  ante: 1
  limit: 10
events:
  - deal: {{A: {a}, B: 5, C: 5}}
  - exposed: {{player: A, card: KD{during}}}
{rest}"""


BETS = """\
  - bet: {player: A, amount: 2}
  - call: B
  - call: C
"""


def _exposed(tmp_path, a='"AS AH 2D 3C 4S"', during=", during: deal", rest=BETS):
    return write(tmp_path, "case.yaml", EXPOSED.format(a=a, during=during, rest=rest))


def test_a_card_exposed_in_the_deal_that_the_deal_did_not_give_him_is_refused(cli, tmp_path):
    case = _exposed(tmp_path, rest=BETS + '  - show: {A: "AS AH 2D 3C 4S", B: "QS QH QD 6D 7D"}\n')
    for command in (("rule", case, "--book", "peel"), ("compare", case)):
        msg = one_line(cli(*command), case, 9)
        assert "KD" in msg and "AS AH 2D 3C 4S" in msg and "A's hand" in msg, msg
    run = cli("check", case)  # check lists each file's problem on stdout
    assert run.code == 2 and f"{case}:9:5: {msg}" in run.out, run.out


def test_with_no_during_before_any_bet_the_exposure_is_the_deal_s(cli, tmp_path):
    case = _exposed(tmp_path, during="")
    one_line(cli("rule", case, "--book", "peel"), case, 9)


@pytest.mark.parametrize("a, during, rest", [
    ("5", ", during: deal", BETS),                         # his cards are not told
    ('"AS KD 2D 3C 4S"', ", during: deal", BETS),          # KD is one of them
    ('"AS AH 2D 3C 4S"', ", during: draw", BETS),          # in giving the draw: from the pack
])
def test_an_exposure_that_may_be_of_his_cards_is_ruled(cli, tmp_path, a, during, rest):
    case = _exposed(tmp_path, a=a, during=during, rest=rest)
    run = cli("rule", case, "--book", "peel", "--format", "json")
    assert run.code == 0, run.err
    ruling = run.json()
    assert_conserved(ruling)
    if during == ", during: deal":  # Peel 11: the card exposed in dealing is his to keep
        assert "peel:11" in {law for s in ruling["steps"] if s["event"] == 2 for law in s["laws"]}


def test_after_his_draw_his_cards_are_not_all_told_and_the_card_may_be_a_drawn_one(
        cli, tmp_path):
    """Told after he drew three, the card may be one of the three: not refused."""
    events = """\
  - deal: {A: "AS AH 2D 3C 4S", B: 5, C: 5}
  - bet: {player: A, amount: 2}
  - call: B
  - call: C
  - discard: {player: A, count: 3}
  - draw: {player: A, asked: 3, given: 3}
  - exposed: {player: A, card: KD, during: deal}
"""
    text = EXPOSED.split("events:")[0].replace("{{", "{").replace("}}", "}") + \
        "events:\n" + events
    case = write(tmp_path, "case.yaml", text)
    run = cli("rule", case, "--book", "peel", "--format", "json")
    assert run.code == 0, run.err
    # the same story with A standing pat: his cards are still the five told, KD none of them
    pat = write(tmp_path, "pat.yaml", text.replace(
        "  - discard: {player: A, count: 3}\n", "").replace("asked: 3, given: 3",
                                                             "asked: 0, given: 0"))
    one_line(cli("rule", pat, "--book", "peel"), pat, 13)


BEFORE_DEAL = """\
title: t
table: {{players: [A, B, C], dealer: C, ante: 1, limit: 10}}
events:
  - ante: A
  - exposed: {{player: B, card: AS, during: deal}}
  - deal: {{A: {a}, B: {b}, C: 5}}
  - fold: B
  - bet: {{player: C, amount: 2}}
  - fold: A
"""


@pytest.mark.parametrize("book", BOOKS)
def test_a_card_exposed_in_dealing_may_be_told_before_the_deal_that_gives_it(cli, tmp_path,
                                                                              book):
    """The deal's event tells the whole deal: the card exposed in it, told first, is the same
    card the deal then gives him, not dealt again; the ruling is the one told the other way
    round (Peel 11, Keller's the-deal/3: he keeps it)."""
    first = write(tmp_path, "first.yaml", BEFORE_DEAL.format(a=5, b='"AS KD 7C 7H 2S"'))
    lines = BEFORE_DEAL.splitlines(keepends=True)
    lines[4], lines[5] = lines[5], lines[4]
    after = write(tmp_path, "after.yaml", "".join(lines).format(a=5, b='"AS KD 7C 7H 2S"'))
    rulings = []
    for case in (first, after):
        run = cli("rule", case, "--book", book, "--format", "json")
        assert run.code == 0, run.err
        rulings.append(run.json())
    assert_conserved(rulings[0])
    for key in ("status", "awards", "refunds", "penalties", "pot", "answer"):
        assert rulings[0][key] == rulings[1][key], key
    assert ({law for s in rulings[0]["steps"] for law in s["laws"]}
            == {law for s in rulings[1]["steps"] for law in s["laws"]})


@pytest.mark.parametrize("a, b, line, says", [
    ('"AS 2C 3C 4C 5C"', 5, 6, "AS is dealt to A, but it is in B's hand"),
    (5, '"KS KD 7C 7H 2S"', 5, "the deal gave him KS KD 7C 7H 2S"),
])
def test_a_card_exposed_before_its_deal_is_still_his_alone(cli, tmp_path, a, b, line, says):
    case = write(tmp_path, "case.yaml", BEFORE_DEAL.format(a=a, b=b))
    msg = one_line(cli("rule", case, "--book", "peel"), case, line)
    assert says in msg, msg


@pytest.mark.parametrize("act, says", [
    ("bet: {player: B, amount: 0}", "a bet of 0 puts up nothing"),
    ("open: {player: B, amount: 0}", "an opening of 0 puts up nothing"),
    ("raise: {player: B, by: 0}", "a raise by 0 goes no further than the stake"),
])
def test_an_act_that_puts_up_nothing_is_refused_with_the_verb_it_means(cli, tmp_path, act,
                                                                        says):
    """A bet of nothing is no bet: the teller means a check (or, for a raise, a call); it was
    ruled as a bet 'in his turn, as the book allows'."""
    case = write(tmp_path, "case.yaml", "title: t\ntable: {players: [A, B, C], dealer: C, "
                 "limit: 10}\nevents:\n  - bet: {player: A, amount: 2}\n  - " + act + "\n")
    msg = one_line(cli("rule", case, "--book", "peel"), case, 5)
    assert says in msg, msg


def test_all_in_with_an_amount_says_where_the_amount_is_told(cli, tmp_path):
    """`all_in` is all a player has left: a teller who writes the amount is told to give the
    stack under the table's `stacks` (or to tell a bet or a call of it)."""
    case = write(tmp_path, "case.yaml", "title: t\ntable: {players: [A, B, C], dealer: C, "
                 "limit: 10}\nevents:\n  - bet: {player: A, amount: 4}\n"
                 "  - all_in: {player: B, amount: 3}\n")
    msg = one_line(cli("rule", case, "--book", "peel"), case, 5)
    assert "unknown key 'amount' in `all_in`" in msg and "`stacks`" in msg, msg
