"""`rule --ask` (issue 24): on a terminal, each question the ruling turns on is put with the
answers the table may give; the answers go into the case file under `facts:` (its comments
and order kept, the file never lost), and the case is ruled again until nothing is open.
Driven here through a pseudo-terminal (tests/terminal.py), as a user types."""
from __future__ import annotations

import os
import sys
from pathlib import Path

import pytest

from adjudicator.cli.ask import with_facts, write_facts
from adjudicator.errors import InputError, OutputFailed
from adjudicator.judge.engine import adjudicate
from adjudicator.story.case import load_case
from terminal import PROMPT, typed
import re
from stories import BIG_READINGS
from badinput import write as _write

ROOT = Path(__file__).resolve().parent.parent


def on_terminal(args, answers, timeout=90):
    """Run the command on a pseudo-terminal, typing each answer at its prompt."""
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100", TERM="dumb")
    return typed([sys.executable, "-m", "adjudicator", *args], answers, ROOT, env, timeout)


def copy(tmp_path, case: str, comment: str = "# the club's own note, kept\n") -> Path:
    f = tmp_path / Path(case).name
    f.write_text(comment + (ROOT / case).read_text())
    return f


CASES = [  # a missing hand, a missing objection, an unnamed joker: each answered and settled
    ("cases/after-the-show/a-hand-at-the-show-not-told.yaml", "peel", ["1"],
     [("hand.B", "beats-the-others")], {"B": 19}),
    ("cases/readings/claim-and-no-word-of-an-objection.yaml", "standard", ["1"],
     [("objection.A", "in-time")], None),
    ("cases/hands/joker-shown-without-a-name.yaml", "standard", ["2"],
     [("joker.A", "least")], {"B": 25}),
]


@pytest.mark.parametrize("case,book,typed,facts,awards", CASES,
                         ids=["missing-hand", "missing-objection", "unnamed-joker"])
def test_ask_writes_the_answers_and_the_rewritten_file_rules_settled(tmp_path, library, case,
                                                                      book, typed, facts,
                                                                      awards):
    f = copy(tmp_path, case)
    before = f.read_text()
    assert adjudicate(load_case(f), library.book(book))["status"] == "unsettled"
    code, out, left = on_terminal(["rule", str(f), "--book", book, "--ask"], typed)
    assert code == 0 and not left, out[-3000:]
    assert "Nothing is left to ask." in out
    after = f.read_text()
    # every line the user wrote is kept, in order, comments too; only facts are added
    assert after.startswith(before) and "# the club's own note, kept" in after
    for point, reading in facts:
        assert f"- {{point: {point}, reading: {reading}}}" in after[len(before):]
    ruled = adjudicate(load_case(f), library.book(book))
    assert ruled["status"] == "settled" and ruled["missing"] == [], ruled["missing"]
    if awards is not None:
        assert ruled["awards"] == awards
    assert list(load_case(f).facts) == facts
    assert [p.name for p in tmp_path.iterdir()] == [f.name]  # no file left beside it


def test_the_objection_answered_in_time_gives_the_better_hand_the_pot(tmp_path, library):
    # standard:showdown/2: "a player with a better hand must protect himself by promptly
    # objecting": objecting in time, A's better hand takes the pot
    f = copy(tmp_path, "cases/readings/claim-and-no-word-of-an-objection.yaml")
    open_ = adjudicate(load_case(f), library.book("standard"))
    readings = {r["assume"][0]["reading"]: r["awards"] for r in open_["readings"]}
    on_terminal(["rule", str(f), "--book", "standard", "--ask"], ["in-time"])
    assert adjudicate(load_case(f), library.book("standard"))["awards"] == readings["in-time"]


def test_stopping_keeps_the_file_as_it_was(tmp_path):
    f = copy(tmp_path, "cases/after-the-show/a-hand-at-the-show-not-told.yaml")
    before = f.read_bytes()
    code, out, _ = on_terminal(["rule", str(f), "--book", "peel", "--ask"], ["x", "s"])
    assert code == 0 and "Answer with a number from 1 to 4" in out and "Stopped: " in out and "is as it was" in out
    assert f.read_bytes() == before


def test_without_a_terminal_ask_is_a_usage_error_and_touches_nothing(tmp_path, cli):
    f = copy(tmp_path, "cases/after-the-show/a-hand-at-the-show-not-told.yaml")
    before = f.read_bytes()
    r = cli("rule", str(f), "--book", "peel", "--ask")
    assert r.code == 2 and r.out == "" and "--ask puts its questions on a terminal" in r.err
    assert len(r.err.splitlines()) == 1 and f.read_bytes() == before


def test_every_text_ruling_ends_with_the_questions_it_turns_on(cli):
    r = cli("rule", "cases/readings/claim-and-no-word-of-an-objection.yaml", "--book",
            "standard")
    tail = r.out[r.out.index("The questions it turns on"):]
    assert "(objection.A)" in tail and "in-time:" in tail and "too-late:" in tail
    assert "--ask" in tail
    settled = cli("rule", "cases/keller-side-pot.yaml").out
    assert "The questions it turns on" not in settled


def test_the_api_offers_the_same_questions_as_data(library):
    import adjudicator

    case = load_case(ROOT / "cases/hands/joker-shown-without-a-name.yaml")
    qs = adjudicator.questions(adjudicator.adjudicate(case, library.book("standard")))
    assert [q["point"] for q in qs] == ["joker.A"]
    # how he named it, or (nobody heard him) not known
    assert [c["reading"] for c in qs[0]["choices"]] == ["best", "least", "not-known"]
    assert "designated" in qs[0]["context"]
    # under Peel the chips turn on the name where mods/3 governs the ace (either end): it is
    # asked there too; under peel:71's reading B wins however it is named
    peel = adjudicator.adjudicate(case, library.book("peel"))
    assert [q["point"] for q in adjudicator.questions(peel)] == ["joker.A"]
    assert (peel["awards"], peel["undecided"]) == ({"B": 12}, 13)


def test_facts_are_added_as_text_in_any_block_layout():
    facts = [("hand.B", "beats-the-others")]
    item = "- {point: hand.B, reading: beats-the-others}"
    assert with_facts("title: t  # mine\n", facts) == (
        "title: t  # mine\nfacts:                      # what the players agree happened\n"
        f"  {item}\n")
    assert with_facts("title: t", facts).startswith("title: t\nfacts:")  # no final newline
    had = "facts:  # agreed\n    - {point: objection.A, reading: in-time}\n    # more\nexpect: {}\n"
    assert with_facts(had, facts) == (
        "facts:  # agreed\n    - {point: objection.A, reading: in-time}\n"
        f"    {item}\n    # more\nexpect: {{}}\n")
    assert with_facts("facts: []  # none yet\nx: 1\n", facts) == (
        f"facts:  # none yet\n  {item}\nx: 1\n")
    assert with_facts("a: 1\r\n", facts).endswith(f"  {item}\r\n")
    with pytest.raises(InputError, match="flow style"):
        with_facts("facts: [{point: objection.A, reading: in-time}]\n", facts)


def test_a_failed_write_leaves_the_users_file_whole(tmp_path, monkeypatch):
    f = copy(tmp_path, "cases/after-the-show/a-hand-at-the-show-not-told.yaml")
    before = f.read_bytes()

    def refuse(*_):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OutputFailed, match="the file is as it was"):  # status 1, as any
        write_facts(str(f), [("hand.B", "beats-the-others")])  # output that fails
    assert f.read_bytes() == before and [p.name for p in tmp_path.iterdir()] == [f.name]
    # a fact the case cannot hold (no such player) is refused before anything is written
    monkeypatch.undo()
    with pytest.raises(InputError):
        write_facts(str(f), [("hand.Z", "beats-the-others")])
    assert f.read_bytes() == before


def test_a_linked_case_is_never_answered_through_the_link(tmp_path):
    # issue 37: the tool writes nothing through a link, --ask included: the file itself
    f = copy(tmp_path, "cases/after-the-show/a-hand-at-the-show-not-told.yaml")
    before = f.read_bytes()
    link = tmp_path / "link.yaml"
    link.symlink_to(f.name)
    with pytest.raises(InputError, match="symbolic link"):
        write_facts(str(link), [("hand.B", "beats-the-others")])
    assert link.is_symlink() and f.read_bytes() == before
    write_facts(str(f), [("hand.B", "beats-the-others")])
    assert "hand.B" in f.read_text()


def test_not_known_is_offered_where_nobody_may_tell_and_is_ruled_as_missing(tmp_path,
                                                                            library):
    """A hand nobody saw (mucked, thrown in unseen) cannot be told: `n` (not known) writes
    `reading: not-known`, the case is ruled with the hand still untold (`missing`, its chips
    held) and the question is not put again."""
    f = copy(tmp_path, "cases/after-the-show/a-hand-at-the-show-not-told.yaml")
    code, out, left = on_terminal(["rule", str(f), "--book", "peel", "--ask"], ["n"])
    assert code == 0 and not left, out
    assert "not known" in out.lower() and "[not-known]" in out
    assert out.count(PROMPT.decode()) == 1, "asked again after not known"
    case = load_case(f)
    (point, reading), = case.facts
    assert reading == "not-known" and point.startswith("hand.")
    r = adjudicate(case, library.book("peel"))
    assert r["status"] == "unsettled" and r["open_points"] == []
    assert [m["fact"] for m in r["missing"]] == ["hand"] and r["undecided"] > 0


def test_not_known_is_no_answer_to_a_point_of_the_books():
    """Only a fact of the story may be unknown; a point a book leaves open is no fact."""
    from adjudicator.story.points import NOT_KNOWN, answers

    assert NOT_KNOWN in answers("hand.A") and NOT_KNOWN in answers("objection.A")
    assert NOT_KNOWN not in answers("miscall.A") and answers("silent.x") == ()


def test_not_known_sits_beside_the_strict_prompt():
    """`n` (or "not known") answers only a question that offers not-known; the prompt still
    takes nothing but its own answers (issue 37: `¹` asks again, never a fault)."""
    from adjudicator.cli.ask import Stop, choose

    def put(question, typed):
        said, left = [], list(typed)
        try:
            return choose(question, 1, read=lambda _: left.pop(0), say=said.append), said
        except (IndexError, Stop):
            return None, said

    hand = {"context": "", "question": "What did B hold?", "choices": [
        {"meaning": "B's hand beats A's", "reading": "beats-the-others"},
        {"meaning": "nobody knows", "reading": "not-known"}]}
    assert put(hand, ["¹", "n"])[0] == "not-known"
    assert put(hand, ["Not Known"])[0] == "not-known"
    answer, said = put(hand, ["¹", "maybe", "2"])
    assert answer == "not-known" and sum("n (not known)" in s for s in said) == 2
    in_time = {"context": "", "question": "Was A's objection in time?", "choices": [
        {"meaning": "in time", "reading": "in-time"},
        {"meaning": "too late", "reading": "too-late"}]}
    answer, said = put(in_time, ["n"])  # no "not known" offered: asked again, then stopped
    assert answer is None and any("Answer with a number" in s for s in said)
    assert not any("not known" in s for s in said)


def _suggested(out: str) -> list[str]:
    import shlex

    m = re.search(r"Answer them with `([^`]+)`", out)
    assert m, out
    return shlex.split(m.group(1))


def test_the_ask_hint_quotes_the_file_and_carries_the_folders_and_departures(tmp_path, cli):
    # an untold hand still in at the show: the ruling turns on a question
    f = _write(tmp_path, "q $(touch PWNED); x.yaml", BIG_READINGS)
    examples = str(ROOT / "rulebooks" / "examples")
    r = cli("rule", f, "--book", "peel", "--rulebooks", examples, "--agreed", "joker,blaze",
            env={"COLUMNS": "500"})
    assert r.code == 0
    assert _suggested(r.out) == ["adjudicator", "rule", str(f), "--book", "peel", "--rulebooks",
                                 examples, "--agreed", "joker,blaze", "--ask"]
    plain = _write(tmp_path, "plain.yaml", BIG_READINGS)
    many = cli("rule", f, plain, "--book", "peel", "--agreed", "joker", "--jobs", "1",
               env={"COLUMNS": "500"})
    hints = re.findall(r"Answer them with `([^`]+)`", many.out)
    assert many.code == 0 and len(hints) == 2
    import shlex
    assert [shlex.split(h)[2] for h in hints] == [str(f), str(plain)]
    assert all(shlex.split(h)[-3:] == ["--agreed", "joker", "--ask"] for h in hints)
    assert "again" not in cli("rule", f, "--book", "peel", "--agreed", "joker",
                              "--format", "json").json()
