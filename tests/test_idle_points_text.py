"""The text ruling says the points a book is silent on that change nothing once, briefly,
after the findings; the JSON keeps each whole, at each event; a point the outcome turns on
keeps its full words. A secretary reads them: each point is said in plain words
(judge/words/points.py), never by its dotted key, which only the JSON keeps."""
from __future__ import annotations

import re

import pytest

from adjudicator.judge.words.points import question
from adjudicator.law.provisions import CATALOGUE

NEXT_MAN = "cases/betting-and-show/next-man-bets-before-the-first-bettor.yaml"
FALSE_OPENER = "cases/betting-and-show/jack-pot-opener-called-shows-tens.yaml"
STANDS = "tests/fixtures/stories/stands-shows-for-and-sees-before-the-deal.yaml"
IDLE = "Points the book leaves open that change nothing here: "


def _lines(out: str) -> list[str]:
    """The text's lines, a wrapped entry's continuation joined to it."""
    joined: list[str] = []
    for line in out.splitlines():
        if joined and line.startswith("    ") and joined[-1].startswith("  ? "):
            joined[-1] += " " + line.strip()
        else:
            joined.append(line)
    return joined


# After the draw B bets 2; D and A call before C has spoken, and C calls: A's aces take the
# pool however their calls out of turn are read
CALLS_OUT_OF_TURN = """title: t
table: {players: [A, B, C, D], dealer: D, phase: after_draw, pot: 8, limit: 5}
events:
  - bet: {player: B, amount: 2}
  - call: D
  - call: A
  - call: C
  - show: {A: "AS AH AD 7C 2S", B: "TS TH 6D 6C 3S", C: "KS KH KD 5C 2C", D: "QS QH 8D 8C 7S"}
"""


def test_a_silence_that_changes_nothing_is_said_once_for_all_its_events(cli, tmp_path):
    # the published decision is silent on what follows a bet out of turn, at D's and A's
    # calls out of turn; read as standing or as the turn reverting, every reading gives the
    # pool alike: nothing turns on it
    f = tmp_path / "c.yaml"
    f.write_text(CALLS_OUT_OF_TURN, encoding="utf-8")
    r = cli("rule", f, "--book", "published-decision", "--format", "json").json()
    idle = [s for s in r["silent"] if s["point"] == "betting.out-of-turn"]
    assert [s["event"] for s in idle] == [2, 3] and not any(s["decisive"] for s in idle)
    # the JSON keeps each whole
    assert idle[0]["detail"].startswith("D calls out of turn: the book says nothing of it")
    out = cli("rule", f, "--book", "published-decision", env={"COLUMNS": "100"}).out
    said = [ln for ln in _lines(out) if ln.startswith("  ? ")]
    assert len(said) == 1 and said[0].startswith(f"  ? {IDLE}") and \
        said[0].endswith("what follows a bet out of turn (events 2, 3)"), said
    assert "D calls out of turn: the book" not in out  # the detail of each, said once for all


def test_keller_s_general_law_of_turn_leaves_no_silence_on_a_bet_out_of_turn(cli):
    # "Everything must be done in turn" (Keller p. 23): the turn goes back to the player
    # passed over, by the book's general law; nothing of it is said to be open
    r = cli("rule", NEXT_MAN, "--book", "keller", "--format", "json").json()
    assert not any(s["point"] == "betting.out-of-turn" for s in r["silent"])
    assert any("keller:ch4/betting-before-the-draw/1" in s["laws"] and s["rung"] == "general"
               for s in r["steps"])


def test_a_decisive_silence_keeps_its_words_beside_the_idle_ones(cli):
    # The copy held of the Standard laws has no law of jack pots: B opened on tens where the
    # table played jacks, and the pool he takes turns on what follows; the feed, the first
    # say, what opens a jack pot (the table's own term) and the opener's showing are
    # silences that change nothing
    r = cli("rule", FALSE_OPENER, "--book", "standard", "--format", "json").json()
    decisive = [s["point"] for s in r["silent"] if s["decisive"]]
    idle = list(dict.fromkeys(s["point"] for s in r["silent"] if not s["decisive"]))
    assert decisive == ["jack-pot.false-opener"] and "jack-pot.progression" in idle
    said = [ln for ln in _lines(cli("rule", FALSE_OPENER, "--book", "standard",
                                     env={"COLUMNS": "100"}).out) if ln.startswith("  ? ")]
    # the laws of jack pots are not in the copy held of the Standard laws (issue 36): its
    # silence, not the book's, said as such
    assert said[0] == ("  ? a false opener: not in the copy held of the Standard laws: "
                       "B opened without the jacks or better the table played: the book has "
                       "no law of jack pots, and does not say what follows")
    assert said[1].startswith(f"  ? {IDLE}") and len(said) == 2, said
    # each idle point in plain words, never its key
    assert all(question(point) in said[1] and point not in said[1] for point in idle), said


# a key of the provisions catalogue ("betting.out-of-turn", "show-for-stake"), standing alone
_KEY = re.compile(r"(?<![\w.:/-])(" + "|".join(map(re.escape, sorted(
    (k for k in CATALOGUE if "." in k or "-" in k), key=len, reverse=True))) + r")(?![\w-])")


def _keys(lines: list[str]) -> list[str]:
    return [m for line in lines for m in _KEY.findall(line)]


def test_the_stands_and_show_before_the_deal_names_its_points_in_plain_words(cli):
    # The published decision says nothing of a stake not made equal, of standing without a
    # bet (read so that no player may, B's stand puts him out), of the bet out of turn, the
    # first dealer or a deal nobody opens: the 1 is held on them, and who says first changes
    # nothing. The JSON keeps their keys; the text says each in plain words
    r = cli("rule", STANDS, "--book", "published-decision", "--format", "json").json()
    assert (r["status"], r["undecided"], r["awards"]) == ("unsettled", 1, {})
    decisive = [s["point"] for s in r["silent"] if s["decisive"]]
    assert {"betting.check", "betting.not-equalling"} <= set(decisive)
    assert [s["point"] for s in r["silent"] if not s["decisive"]] == ["say.first"]
    out = cli("rule", STANDS, "--book", "published-decision", env={"COLUMNS": "100"}).out
    lines = _lines(out)
    said = [ln for ln in lines if ln.startswith("  ? ")]
    assert said[-1] == f"  ? {IDLE}who says first (event 1)", said
    left = " ".join(out.split("Left open: ", 1)[1].split("\n")[:3])
    assert all(question(point) in left for point in decisive), left
    assert _keys(lines) == [], _keys(lines)


@pytest.mark.parametrize("case, book, decisive, idle", [
    # Schenck lets only the first bettor after the draw hold (rules/14): the 1 is held on
    # whether his words reach each stand before the draw, read both ways (a bet out of turn
    # is none in its place, rules/9: the turn reverts)
    (STANDS, "schenck", ["checking where nobody has bet"] * 2, []),
    # (Keller requires the opener's proof and says nothing of what follows when he cannot
    # make it: his silence is read as each thing a false opener may lose, test_opening.py)
    # Schenck has no law of jack pots: the same point, with the jack pot's feed, its first
    # say and its showing left open beside it
    (FALSE_OPENER, "schenck", ["a false opener"], ["what each player pays into a jack pot"]),
])
def test_each_point_left_open_is_said_in_plain_words(cli, case, book, decisive, idle):
    r = cli("rule", case, "--book", book, "--format", "json").json()
    assert r["status"] == "unsettled" and r["undecided"] == r["pot"], r["answer"]
    assert [question(s["point"]) for s in r["silent"] if s["decisive"]] == decisive
    out = cli("rule", case, "--book", book, env={"COLUMNS": "100"}).out
    said = [ln for ln in _lines(out) if ln.startswith(("  ? ", "  » "))]
    # a silence read both ways is said by its readings; one not read, in its own words
    read = {question(s["point"]) for s in r["silent"] if s["decisive"] and s.get("open")}
    assert [ln for ln in said if ln.startswith("  ? silent on ")] == [
        f"  ? silent on {d}: " + next(s["detail"] for s in r["silent"]
                                      if s["decisive"] and question(s["point"]) == d)
        for d in decisive if d not in read], said
    left = " ".join(out.split("Left open: ", 1)[1].split("\n\n")[0].split())
    assert all(d in left for d in decisive), left
    assert all(any(i in ln for ln in said if IDLE in ln) for i in idle), said
    assert _keys(said) == [], said
    # the Markdown and the page list each silence by the same words
    for fmt, item, key in (("markdown", "- {}: ", "- `{}`"), ("html", "<li>{}: ", "<li><code>{}")):
        page = cli("rule", case, "--book", book, "--format", fmt).out
        assert all(item.format(d) in page or d in read and d in page for d in decisive), fmt
        assert not any(key.format(s["point"]) in page for s in r["silent"]), fmt


def test_the_count_of_points_that_change_nothing_is_the_list_s_length(casebook_compared):
    # A secretary's report: "silent on 2 other points, which change nothing here", and one
    # point listed after (Schenck, a short hand not told: the other was said at its act as a
    # step, and the list left it out). Every point counted is listed, once.
    import json

    from adjudicator.cli.render.text import idle_points
    from adjudicator.judge.comparison import left_open
    from adjudicator.judge.left_open import idle_silences
    from adjudicator.judge.words.points import silence_question

    counted = re.compile(r"silent on (\d+) (?:other )?points?(?:, and the copy held of it on "
                         r"(\d+) other points?)?, which changes? nothing here")
    checked = 0
    for row in json.loads(casebook_compared):
        for book, r in row["rulings"].items():
            # the book's and the copy held's, each counted in a sentence of its own
            said = re.findall(counted, " ".join(left_open(r)))
            listed = idle_points(r).removeprefix(IDLE)
            # each by the question the ruling says is open (its own, the part of its point
            # the book's words leave open, else its point's), as every face names it
            points = {silence_question(s) for s in idle_silences(r)}
            assert sum(int(n) for pair in said for n in pair if n) == len(points), \
                (row["file"], book)
            assert all(p in listed for p in points), (row["file"], book)
            checked += bool(points)
    assert checked > 100


def test_a_silence_on_what_follows_a_breach_is_named_as_that_question(cli):
    """Fifteen players at a pack of fifty-two: the Standard laws allow two to fourteen at a
    table and give each five cards, and say nothing of what follows when the table breaks
    either number. The points left open are those, not how many may sit or how many cards
    the pack holds, which the book settles (the JSON keeps the keys, `silent: [players.max,
    pack.cards]`)."""
    case = "cases/the-table/fifteen-players-at-the-standard-table.yaml"
    r = cli("rule", case, "--book", "standard", "--format", "json").json()
    assert [(s["point"], s["question"], s["decisive"]) for s in r["silent"]
            if s.get("of") != "copy"] == [
        ("players.max", "what follows when more sit than the book allows", False),
        ("pack.cards", "what follows when the pack holds too few cards for the table", False)]
    listed = " ".join(cli("rule", case, "--book", "standard").out.split())
    assert (IDLE + "what follows when more sit than the book allows; what follows when the "
            "pack holds too few cards for the table") in listed
    assert "how many cards the pack holds" not in listed


def test_a_point_the_book_s_words_leave_open_is_named_as_the_answer_names_it(cli):
    # the published decision answers what a short stake takes ("a pot of itself, in which all
    # ... are equally concerned") and leaves open only whether the ante is in it: what is
    # left open is that, in the answer and in the line that lists the points left open alike,
    # never "what a show for less takes", which the decision settles
    out = " ".join(cli("rule", "cases/points-apart/show-for-what-he-has.yaml", "--book",
                       "published-decision").out.split())
    part = "whether the ante is in a short stake's share"
    assert f"held on {part}" in out and f"does not settle ({part})" in out, out
    assert "what a show for less takes" not in out


def test_a_pass_out_of_turn_is_named_as_a_pass_among_the_idle_points():
    # a book silent on what follows an act out of turn names a pass as a pass: it was named
    # "what follows a bet out of turn" (a new user's report). Schenck, whose story this was,
    # now reverts the turn by its general law (rules/9); a book silent on it names it so
    from adjudicator.judge.words.breaches import open_question

    assert open_question("betting.out-of-turn", "irregular.passed-out-of-turn-no-consequence") \
        == "what follows a pass out of turn"
    assert open_question("betting.out-of-turn", "irregular.stood-out-of-turn-no-consequence") \
        == "what follows a stand out of turn"


STOOD_THEN_BET = """title: t
table: {players: [A, B, C], dealer: C, phase: after_draw, pot: 7, limit: 5}
events:
  - check: A
  - check: B
  - check: C
  - bet: {player: A, amount: 5}
  - call: B
  - call: C
  - show: {A: "JS JH 7D 4C 2S", B: "TS TH 8D 6C 3S", C: "KS KH 9D 5C 2D"}
"""


def test_a_point_read_that_changes_nothing_is_said_so_whatever_its_number(cli, tmp_path):
    # Keller: A's 5, put up after every player in stood, stay or go back to him; he is out,
    # and either way the pool goes the same ("Chips put up after the betting was over
    # changes nothing" was said)
    f = tmp_path / "c.yaml"
    f.write_text(STOOD_THEN_BET, encoding="utf-8")
    out = cli("rule", f, "--book", "keller", env={"COLUMNS": "100"}).out
    said = [ln for ln in _lines(out) if ln.startswith("  ? ")]
    assert any(ln.startswith("  ? Nothing turns on chips put up after the betting was over: ")
               for ln in said), said


def test_an_odd_chip_that_goes_by_lot_is_no_point_that_changes_nothing(cli):
    # Peel 76, "share the pool equally", gives no odd chip: it goes by lot, and the answer
    # says so; a chip that goes to A or to B is not listed as a point that changes nothing
    from adjudicator.judge.comparison import left_open

    case = "cases/betting-and-show/identical-straights-odd-chip.yaml"
    r = cli("rule", case, "--book", "peel", "--format", "json").json()
    assert r["by_lot"] == [{"amount": 1, "among": ["A", "B"], "law": None}]
    assert [s["point"] for s in r["silent"]] == ["ties.odd-chip"]
    assert "1 goes by lot between A and B" in r["answer"]
    assert not any("change" in said for said in left_open(r))
    text = cli("rule", case, "--book", "peel").out
    assert "nothing here" not in text and IDLE not in text
