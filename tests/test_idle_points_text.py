"""The text ruling says the points a book is silent on that change nothing once, briefly,
after the findings; the JSON keeps each whole, at each event; a point the outcome turns on
keeps its full words."""
from __future__ import annotations

NEXT_MAN = "cases/betting-and-show/next-man-bets-before-the-first-bettor.yaml"
FALSE_OPENER = "cases/betting-and-show/false-opener-raised-out.yaml"
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


def test_a_silence_that_changes_nothing_is_said_once_for_all_its_events(cli):
    # Keller is silent on whether the turn goes back to the players passed over, at each of
    # A's, B's and C's acts out of turn; every act after is ruled as made, and D's turn comes
    # as told: nothing turns on it
    r = cli("rule", NEXT_MAN, "--book", "keller", "--format", "json").json()
    idle = [s for s in r["silent"] if s["point"] == "betting.out-of-turn"]
    assert [s["event"] for s in idle] == [1, 2, 3] and not any(s["decisive"] for s in idle)
    # the JSON keeps each whole
    assert idle[0]["detail"].startswith("the book does not say whether the turn goes back to "
                                        "the players A passed over")
    out = cli("rule", NEXT_MAN, "--book", "keller", env={"COLUMNS": "100"}).out
    said = [ln for ln in _lines(out) if ln.startswith("  ? ")]
    assert said == [f"  ? {IDLE}betting.out-of-turn (events 1, 2, 3)"], said
    assert "the turn goes back to the players" not in out


def test_a_decisive_silence_keeps_its_words_beside_the_idle_ones(cli):
    # The Standard laws have no law of jack pots, and the pool turns on what opens one; the
    # feed, the first say and the opener's showing are silences that change nothing
    r = cli("rule", FALSE_OPENER, "--book", "standard", "--format", "json").json()
    decisive = [s["point"] for s in r["silent"] if s["decisive"]]
    idle = list(dict.fromkeys(s["point"] for s in r["silent"] if not s["decisive"]))
    assert decisive == ["jack-pot.progression"] and idle
    said = [ln for ln in _lines(cli("rule", FALSE_OPENER, "--book", "standard",
                                     env={"COLUMNS": "100"}).out) if ln.startswith("  ? ")]
    # the laws of jack pots are not in the copy held of the Standard laws (issue 36): its
    # silence, not the book's, said as such
    assert said[0] == ("  ? jack-pot.progression: not in the copy held of the Standard laws: "
                       "the book has no law of jack pots: it does not say what hand opens one "
                       "(the table played jacks or better)")
    assert said[1].startswith(f"  ? {IDLE}") and len(said) == 2, said
    assert all(point in said[1] for point in idle), said
