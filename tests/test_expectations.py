"""A case's expectations (`expect:`), read by `check` and held to by `check --expect`:
each part checked at its line, every book, player, point and law it names known, and every
point the engine can find silent one that an expectation may name."""
from __future__ import annotations

import pytest
from stories import CLUB_CASE as CASE
from badinput import write as _write
import re
from pathlib import Path
import adjudicator
from badinput import one_line as _one_line


@pytest.mark.parametrize("expect, line, says", [
    ("  peal: {status: misdeal}\n", 6, "no book 'peal'"),
    ("  peel: {awards: {Z: 1}}\n", 6, "'Z', who is not at the table"),
    ("  peel: {retired: {Z: null}}\n", 6, "'Z', who is not at the table"),
    ("  peel: {next: {dealer: Z}}\n", 6, "'Z', who is not at the table"),
])
def test_an_expectation_of_a_book_or_a_player_nobody_has_is_refused_by_check(tmp_path, cli,
                                                                             expect, line,
                                                                             says):
    f = _write(tmp_path, "c.yaml", "title: t\ntable: {players: [A, B], dealer: A}\nevents:\n"
               "  - no_cut\nexpect:\n" + expect)
    r = cli("check", f)
    assert r.code != 0 and any(l.startswith(f"{f}:{line}:") and says in l
                               for l in r.out.splitlines() + r.err.splitlines()), r.out + r.err


ROOT = Path(__file__).resolve().parent.parent

PACKAGE = Path(adjudicator.__file__).parent

SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"

SIDE_POT_STORY = "".join(SIDE_POT.read_text().partition("\nexpect:")[:1]) + "\n"


@pytest.mark.parametrize("expect", [
    "expect:\n  peel:\n    laws: [peel:9999]\n",
    'expect:\n  peel:\n    rungs: {"peel:9999": general}\n',
    'expect:\n  peel:\n    retired: {C: "nosuch:1"}\n',
    "expect:\n  peel:\n    silent: [no.such.point]\n",
    "expect:\n  nosuch: {status: settled}\n",
])
@pytest.mark.parametrize("command", [("check",), ("check", "--expect")])
def test_an_unknown_name_in_an_expectation_is_bad_input_at_its_line(cli, tmp_path, expect,
                                                                     command):
    f = _write(tmp_path, "c.yaml", SIDE_POT_STORY + expect)
    at = len(f.read_text().splitlines())  # the name is on the last line
    run = cli(command[0], f, *command[1:])
    assert run.code == 2 and f"{f}:{at}:" in run.out + run.err, (run.out, run.err)
    assert "Traceback" not in run.err


@pytest.mark.parametrize("command", [("rule", "--book", "peel"), ("compare",), ("check",)])
def test_a_case_naming_an_unknown_book_is_bad_input_even_where_another_is_named(cli, tmp_path,
                                                                                command):
    text = SIDE_POT_STORY.replace("\nbook: keller", "\nbook: nosuch")
    f = _write(tmp_path, "c.yaml", text)
    at = text.splitlines().index(next(x for x in text.splitlines() if x.startswith("book:")))
    run = cli(command[0], f, *command[1:])
    assert run.code == 2 and f"{f}:{at + 1}:" in run.out + run.err, (run.out, run.err)


def test_every_point_the_engine_can_find_silent_may_be_expected(library):
    # the points the judge names where a book is silent, as written in its code: each one a
    # case may expect (else the casebook could not say what a ruling holds)
    from adjudicator.law.known import Known

    said = set()
    for path in (PACKAGE / "judge").rglob("*.py"):
        said |= set(re.findall(r'(?:silence\(|point=)"([^"]+)"', path.read_text()))
    known = Known(library)
    assert said and not {p for p in said if not known.point(p)}


FLOW = ('{title: t, table: {players: [A, B], dealer: B}, events: [{deal: {A: 5, B: 5}}], '
        'expect: {peel: {status: void}}}\n')


QUOTED = ('"title": t\n"table": {players: [A, B], dealer: B}\n"events": [{deal: {A: 5, B: 5}}]\n'
          '"expect": {peel: {status: void}}\n')


@pytest.mark.parametrize("text", [FLOW, QUOTED], ids=["flow", "quoted-keys"])
def test_check_expect_reads_a_case_in_flow_style_or_with_quoted_keys(cli, tmp_path, text):
    _write(tmp_path, "c.yaml", text)
    run = cli("check", "--expect", tmp_path)
    assert run.code == 1, (run.out, run.err)
    assert "1 file checked: 0 problems; 1 expectation not met" in run.out


@pytest.mark.parametrize("expectation, says", [
    ("penalties: [{player: Z, amount: 1, to: pool, law: peel:33}]", "not 'Z'"),
    ("penalties: [{player: A, amount: -1, to: pool, law: peel:33}]", "not -1"),
    ("penalties: [{player: A, amount: 1, to: Q, law: peel:33}]", "not 'Q'"),
    ("penalties: [{player: A, amount: 1, to: pool, law: peel:999}]", "'peel:999'"),
    ("penalties: [{player: A, amount: 1, to: pool}]", "needs law"),
    ("penalties: [1]", "not 1"),
    ("by_lot: [{amount: -1}]", "not -1"),
    ("pot: 100000000000000000000", "from 0 to 10,000,000,000,000"),  # no case moves as much
    ("status: [settled]", "status takes one of"),  # a list where a name goes: no TypeError
    ("next: {jack_pot: {}}", "next takes a mapping"),
    ("referee: {player: [A]}", "referee takes {player, law}"),
    ("by_lot: [{amount: 1, among: [A, A], law: peel:33}]", "each once"),
    ("awards: {A: 10000000000001}", "not {'A': 10000000000001}"),
    ("by_lot: [{amount: 1, among: [A, Z]}]", "among"),
    ("missing: [bogus]", "'bogus'"),
    ("next: {jack_pot: emperors}", "'emperors'"),
    ("agreements: [1]", "not 1"),
    ("agreements: [{departure: tiddlywinks}]", "'tiddlywinks'"),
    ("readings: [{assume: [{point: hand.Z, reading: beats-the-others}]}]", "'hand.Z'"),
    ("readings: [{assume: [{point: bogus.A, reading: x}]}]", "'bogus.A'"),
    ("readings: [{assume: [{point: hand.A, reading: x}]}]", "not 'x'"),
    ("readings: [{assume: [{point: hand.A, reading: beats-the-others}], awards: {Z: 1}}]",
     "'Z'"),
])
def test_each_part_of_an_expectation_is_bad_input_at_its_line(cli, tmp_path, expectation,
                                                              says):
    f = tmp_path / "c.yaml"
    f.write_text("title: t\ntable: {players: [A, B], dealer: B}\nevents:\n"
                 f"  - deal: {{A: 5, B: 5}}\nexpect:\n  peel:\n    {expectation}\n")
    assert cli("rule", f, "--book", "peel").code == 0  # a ruling leaves them unread
    checked = cli("check", f)
    assert checked.code == 2 and checked.out.startswith(f"{f}:7:") and says in checked.out


def test_every_fact_a_ruling_finds_untold_is_one_an_expectation_may_name():
    from adjudicator.story.terms import MISSING_FACTS

    said = {m for p in (PACKAGE / "judge").rglob("*.py")
            # the recorder's j.lack("fact", ...) where a handler records, the act Lack("fact", ...)
            # where it returns its outcome (judge/acts/)
            for m in re.findall(r"(?:\.lack|\bLack)\(\s*\"([^\"]+)\"", p.read_text(encoding="utf-8"))}
    assert said and said <= set(MISSING_FACTS)


# --- 6. names: nothing invisible, and a spelling of a seated name said to be one ----------

@pytest.mark.parametrize("assume, col, says", [
    ("{point: law.show.order, reading: peel:999}", 42, "law 'peel:999': no such law"),
    ("{point: silent.no-such-question, reading: x}", 19, "unknown point 'silent.no-such"),
    ("{point: agreed.no-such-departure, reading: binds}", 19,
     "unknown point 'agreed.no-such-departure': after `agreed.` comes one of blaze"),
    ("{point: tie.no-such-category, reading: next-card}", 19, "unknown point 'tie.no-such"),
    ("{point: chips.no-such-key, reading: stand}", 19, "unknown point 'chips.no-such-key'"),
    ("{point: rank.no-such-hand, reading: beats}", 19, "unknown point 'rank.no-such-hand'"),
    ("{point: stands.before-play, reading: may-stand}", 19, "after `stands.` comes"),
    ("{point: bets.settled, reading: remain}", 19, "after `bets.` comes one of misdeal"),
], ids=["law", "silent", "agreed", "tie", "chips", "rank", "stands", "bets"])
def test_an_unknown_point_or_law_an_expectation_assumes_is_bad_input(cli, tmp_path, assume,
                                                                      col, says):
    case = _write(tmp_path, "case.yaml", CASE.replace("book: club", "book: peel")
                  + f"expect:\n  peel:\n    readings:\n      - assume: [{assume}]\n")
    assert cli("rule", case).code == 0  # a ruling leaves the expectations unread
    for run in (cli("check", "--expect", case),):
        if run.out.startswith(f"{case}:"):  # check lists its problems on stdout
            assert run.code == 2 and run.out.splitlines()[0].startswith(f"{case}:17:{col}: ")
            assert says in run.out
            continue
        assert says in _one_line(run, case, 17)


def test_the_points_the_casebook_assumes_are_known(cli, tmp_path):
    # each kind whose subject is checked, named as rulings name it, passes
    case = _write(tmp_path, "case.yaml", CASE.replace("book: club", "book: peel") + (
        "expect:\n  peel:\n    readings:\n"
        "      - assume: [{point: tie.two_pairs, reading: next-card}]\n"
        "      - assume: [{point: rank.five-of-a-kind, reading: beats}]\n"
        "      - assume: [{point: agreed.blaze, reading: binds}]\n"
        "      - assume: [{point: holds.after-draw, reading: may-stand}]\n"
        "      - assume: [{point: bets.misdeal, reading: remain}]\n"
        "      - assume: [{point: silent.limit.exceeded, reading: x}]\n"
        "      - assume: [{point: law.show.claim, reading: peel:59}]\n"))
    run = cli("check", "--expect", case)
    assert run.code == 1 and "0 problems; 1 expectation not met" in run.out, run.out


def test_an_unmet_not_silent_says_what_the_ruling_is_silent_on(cli, tmp_path):
    case = _write(tmp_path, "case.yaml", CASE.replace("book: club", "book: peel")
                  + "expect:\n  peel: {not_silent: [ties.odd-chip, draw.excess]}\n")
    run = cli("check", "--expect", case)
    assert run.code == 1, (run.out, run.err)
    assert ("not_silent: expected the ruling not silent on [\"draw.excess\", "
            "\"ties.odd-chip\"], and it is silent on [\"ties.odd-chip\"]") in run.out \
        or ("not_silent: expected the ruling not silent on [\"ties.odd-chip\", "
            "\"draw.excess\"], and it is silent on [\"ties.odd-chip\"]") in run.out, run.out


@pytest.mark.parametrize("expect", [
    "expect:\n  peel:\n    laws: [peel:9999]\n",
    "expect:\n  nosuch: {status: settled}\n",
])
def test_rule_and_compare_leave_an_expectation_unread(cli, tmp_path, expect):
    # a ruling never uses the casebook's expectations (issue 38): the story is ruled as it
    # is ruled without them, and only `check` says what is wrong with them
    told = _write(tmp_path, "told.yaml", SIDE_POT_STORY)
    f = _write(tmp_path, "c.yaml", SIDE_POT_STORY + expect)
    for command in (("rule", "--book", "peel"), ("compare",)):
        with_it = cli(command[0], f, *command[1:], "--format", "json")
        without = cli(command[0], told, *command[1:], "--format", "json")
        assert with_it.code == without.code == 0, with_it.err
        assert with_it.out.replace(str(f), str(told)) == without.out


def test_a_penalty_expected_without_forfeited_still_holds_and_one_written_is_checked():
    """Standard, irregularities/betting/2: the 5 of Bob's chips put in out of turn beyond a
    call are forfeited to the pot (already his in the pool: nothing more to pay)."""
    from adjudicator.judge.expectations import unmet

    ruling = {"penalties": [{"player": "Bob", "amount": 5, "to": "pool",
                             "law": "standard:irregularities/betting/2", "forfeited": True}]}
    old = [{"player": "Bob", "amount": 5, "to": "pool",
            "law": "standard:irregularities/betting/2"}]
    assert unmet({"penalties": old}, ruling) == []
    assert unmet({"penalties": [dict(old[0], forfeited=True)]}, ruling) == []
    assert unmet({"penalties": [dict(old[0], forfeited=False)]}, ruling)
    assert unmet({"penalties": [dict(old[0], amount=4)]}, ruling)
