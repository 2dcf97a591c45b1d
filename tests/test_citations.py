"""Citations by the letter (issue 20, item 6; the citations task): a routine act is found
lawful under the law whose words permit that very act, at that point of the deal."""
from __future__ import annotations

import pytest

from tests.replay import judged

# after the draw (B, at the dealer's left, the age / ante-man): C, at his left, bets first;
# D calls, A raises, and B, C and D call
AFTER_THE_DRAW = """\
title: bets, calls and a raise after the draw
table: {players: [A, B, C, D], dealer: A, phase: after_draw, pot: 8, limit: 10}
events:
  - bet: {player: C, amount: 3}
  - call: D
  - raise: {player: A, by: 2}
  - call: B
  - call: C
  - call: D
  - show: {A: "AS AH AD 7C 2S", B: "JS JH 6D 6C 3D", C: "KS KH 8D 8C 3S", D: "QS QH 5D 5C 4C"}
"""
BEFORE_THE_DRAW = """\
title: a call before the draw
table: {players: [A, B, C, D], dealer: A, ante: 1}
events:
  - ante: B
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: C, amount: 2}
  - call: D
"""


def _lawful(j, event: int) -> tuple[str, ...]:
    (step,) = [s for s in j.steps if s.event == event and s.kind == "lawful.book-allows"]
    return step.laws


@pytest.mark.parametrize("book,law", [
    # Peel 53: "The turn to bet shall pass to each player from right to left, and each player
    # shall stake a sum at least equal to that staked by the preceding player" (not law 23,
    # "first say after the deal", nor 26, the play before the draw)
    ("peel", "peel:53"),
    # Keller p. 27: "He may bet any sum not exceeding the limit of the game. The next player to
    # the left may either pass out, call the preceding bet or raise it" (not p. 23-24, the
    # betting before the draw)
    ("keller", "keller:ch4/betting-after-the-draw/1"),
])
def test_bets_calls_and_raises_after_the_draw_cite_the_law_of_the_betting_after_it(
        library, book, law):
    j = judged(library, book, AFTER_THE_DRAW)
    for event in range(1, 7):
        assert _lawful(j, event) == (law,), event
        assert [s.rung for s in j.steps if s.event == event] == ["specific"], event
    # before the change: Peel 23 (the first say) for the bet, 26 for the calls, desc/6 for
    # the raise; Keller p. 23 ("Everything must be done in turn", general) and p. 24


@pytest.mark.parametrize("book,law", [("peel", "peel:26"),
                                      ("keller", "keller:ch4/betting-before-the-draw/3")])
def test_calls_before_the_draw_keep_the_law_of_making_good(library, book, law):
    j = judged(library, book, BEFORE_THE_DRAW)
    assert _lawful(j, 4) == (law,)  # D makes good C's opening


OUT_OF_TURN_OPENER = """\
title: C opens before B, who has the first say
table: {players: [A, B, C, D], dealer: D, ante: 1}
events:
  - ante: A
  - deal: {A: 5, B: 5, C: 5, D: 5}
  - bet: {player: C, amount: 2}
  - fold: B
  - call: D
  - call: A
"""


def test_peel_s_opening_law_holds_the_player_with_first_say_only(library):
    """Peel 25: "the player who has first say after the deal shall, if he open the game,
    stake a sum at least double the amount of ante". B, at the ante-man's left, has the first
    say (law 23); C, who bets before him, is not the player the law speaks of: his bet is
    ruled by law 55 (it "cannot be recalled"), and law 25 is not cited of him."""
    j = judged(library, "peel", OUT_OF_TURN_OPENER)
    at = [s for s in j.steps if s.event == 3 and s.rung != "open"]  # and the turn left open
    assert [s.laws for s in at] == [("peel:55",)]
    assert not any("peel:25" in s.laws or "peel:desc/20" in s.laws for s in j.steps)


def test_the_player_with_first_say_who_opens_is_held_to_double_the_ante(library):
    j = judged(library, "peel", OUT_OF_TURN_OPENER.replace("player: C, amount: 2",
                                                            "player: B, amount: 2")
               .replace("fold: B", "fold: C"))
    (opens,) = [s for s in j.steps if s.event == 3]
    assert opens.kind == "betting.opens-staking-at-least" and "peel:25" in opens.laws


@pytest.mark.parametrize("book,law", [
    # Keller p. 23-24: the next player "who may come in or pass as he pleases. If he comes in,
    # he must make good the ante"; Schenck rule 7: "Any one at the time of going in must put
    # up as much as double the ante": their laws of the opening speak of every player
    ("keller", "keller:ch4/betting-before-the-draw/2"), ("schenck", "schenck:rules/7")])
def test_books_whose_opening_law_speaks_of_anyone_still_hold_the_opener_to_it(library, book,
                                                                               law):
    j = judged(library, book, OUT_OF_TURN_OPENER)
    assert any(s.kind == "betting.opens-staking-at-least" and law in s.laws
               for s in j.steps if s.event == 3)


def _deemed(amount: int) -> str:
    return f"""\
title: C bets {amount} out of turn where nobody has bet
table: {{players: [A, B, C, D], dealer: D, ante: 1}}
events:
  - ante: A
  - deal: {{A: 5, B: 5, C: 5, D: 5}}
  - bet: {{player: C, amount: {amount}, out_of_turn: true}}
  - fold: B
  - fold: D
  - fold: A
"""


@pytest.mark.parametrize("amount", [2, 5])
def test_standard_a_bet_out_of_turn_is_deemed_the_chips_he_put_in(library, amount):
    """Standard laws, irregularities in betting 2: "When the offender's turn comes, he is
    deemed to have bet the number of chips he put in": C put in 2 (or 5), nobody having bet,
    so his bet is 2 (or 5), all his, and none is forfeited."""
    j = judged(library, "standard", _deemed(amount))
    (deemed,) = [s for s in j.steps if s.kind == "irregular.chips-put-in-deemed-a-bet"]
    assert dict(deemed.say.params)["n"] == amount
    assert deemed.laws == ("standard:irregularities/betting/2",)
    assert j.table.stakes["C"] == amount and not j.settlement.penalties


def test_standard_an_act_told_after_the_interval_ended_is_no_part_of_it(library):
    """Standard laws, betting 5: "A betting interval ends when every active player has had
    at least one turn to bet and when the bets have been equalized". Told after it, C's call
    is found no part of the betting, by the law that ended it (README: "a bet or a draw told
    after the betting ended gets a finding citing the law that ended it"), not "as the book
    allows"."""
    j = judged(library, "standard", open("cases/betting-and-show/"
                                         "out-of-turn-bettor-may-not-raise.yaml").read())
    ended = [s.event for s in j.steps if s.kind == "stakes.betting-interval-ended-every"]
    assert ended == [6]
    assert [(s.kind, s.laws) for s in j.steps if s.event == 7] == [
        ("after-betting", ("standard:betting/5",))]


def test_every_law_an_answer_names_is_among_the_citations(library_with_examples,
                                                          casebook_ruling):
    # `citations` is "every law the ruling rests on": a law whose reach the answer holds chips
    # on ("whether the words of schenck:rules/7 and schenck:rules/15 ... reach this case", as
    # a house book may mark them) is
    # one (a scripter's report: rules/15 named, not cited)
    import re

    from tests.replay import every_casebook_ruling

    law_id = re.compile(r"\b([a-z][\w-]*:[\w./-]*\w)")
    missing = {}
    for path, book, r in every_casebook_ruling(library_with_examples, casebook_ruling):
        cited = {c["id"] for c in r["citations"]}
        named = {m for m in law_id.findall(r["answer"]) if m.split(":")[0] in
                 library_with_examples.ids()}
        if named - cited:
            missing[(path.name, book)] = sorted(named - cited)
    assert missing == {}


def test_the_laws_whose_reach_an_answer_holds_chips_on_are_cited(cli):
    # a house book marking Schenck's rules/7 and rules/15 as words that may not reach a
    # player short of money
    from stories import REACH

    r = cli("rule", "tests/fixtures/stories/jack-pot-short-stake-whose-show-law-may-not-reach"
            ".yaml", *REACH, "--format", "json").json()
    laws = ("schenck-read-both-ways:7", "schenck-read-both-ways:15")
    assert " and ".join(laws) in r["answer"]
    assert set(laws) <= {c["id"] for c in r["citations"]}
