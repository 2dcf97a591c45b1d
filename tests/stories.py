"""The stories that several test files tell, each kept once, by its name, as a case file under
tests/fixtures/stories/."""
from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).resolve().parent / "fixtures" / "stories"
# a house book over Schenck whose laws of failing to make one's stake equal are marked as
# words that may not reach a player short of money (`reading:`): the options that rule by it
REACH = ("--rulebooks", str(FOLDER.parent / "reach"), "--book", "schenck-read-both-ways")


def story(name: str) -> str:
    """The text of tests/fixtures/stories/NAME.yaml."""
    return (FOLDER / f"{name}.yaml").read_text(encoding="utf-8")


# Peel's lost chip (issue 16): C bets one and passes, A (no chips) goes all in, C shows
PEEL_LOST_CHIP = story("peel-lost-chip")

# A bets 5, B calls, C throws up his hand; A's three fours beat B's two pairs
THREE_FOURS_SHOWN = story("a-bet-a-call-a-fold-three-fours-shown")

# A's hand (the %s) shown against B's three sevens, C having passed, after the draw
AGAINST_THREE_SEVENS = story("a-hand-shown-against-three-sevens")

# A bets the largest amount a case may write, B and C call: C's hand is not told
BIG_READINGS = story("a-billion-called-twice-and-a-hand-not-told")

# Two straights shown after a bet, a call and a fold, under the house book `club`
CLUB_CASE = story("a-bet-a-call-a-fold-a-show-under-the-club")
# A bet by Z, who is not at the table: bad input, refused with its file and line
UNKNOWN_PLAYER = story("a-bet-by-a-player-not-at-the-table")
# A table and no events: bad input ("events is empty", at line 3)
NO_EVENTS = story("a-case-with-no-events")
# Keller's jack pot: the opener splits his openers unannounced, and nothing follows (issue 20's
# fuzz campaign, third round)
SPLIT_OPENERS_THEN_NOTHING = story("keller-split-openers-then-nothing")

# A jack pot: A, first to speak under Peel and Schenck, stands; B opens, A calls and wins
DECLINED_IN_HIS_TURN = story("jack-pot-declined-in-his-turn-then-came-in")

# Templates (str.format): B bets after the draw, A calls and shows {a}, under the departures
# {agreed}
JOKER_SHOWN = """\
title: t
table: {{players: [A, B], dealer: B, agreed: [{agreed}], phase: after_draw, pot: 10}}
events:
  - bet: {{player: B, amount: 5}}
  - call: A
  - show: {{A: "{a}", B: "3D 4H 6S 8C TD"}}
"""
# B opens a jack pot dealt "JK JS 7C 4D 2S" and lays down {cards} as his openers
JOKER_OPENER = """\
title: t
table: {{players: [A, B, C], dealer: C, agreed: [joker, jack-pots], jack_pot: jacks, ante: 1}}
events:
  - deal: {{A: 5, B: "JK JS 7C 4D 2S", C: 5}}
  - open: {{player: B, amount: 5}}
  - fold: C
  - fold: A
  - opener_shows: {{player: B, cards: "{cards}"}}
"""
# A bets, B calls and C passes after the draw; A shows {a} and B shows {b}, under the
# table's {agreed} (", agreed: [...]", or nothing)
SHOWN_AFTER_A_BET = """\
title: t
table: {{players: [A, B, C], dealer: B, phase: after_draw, pot: 15, limit: 5{agreed}}}
events:
  - bet: {{player: A, amount: 5}}
  - call: B
  - fold: C
  - show: {{A: "{a}", B: "{b}"}}
"""
# A's joker, unnamed, in the ace-high flush beside B's royal flush, the joker agreed
JOKER_UNNAMED = SHOWN_AFTER_A_BET.format(agreed=", agreed: [joker]", a="AD KD QD JD JK",
                                         b="AH KH QH JH TH")
# Keller: B bets 2 and 5 after A's ante, C passes, A calls each and shows; B's hand never told
NEVER_SHOWN = story("b-bets-twice-and-never-shows")
# ... and B mucks his hand unshown before A shows (a silence of the published decision)
MUCKED_UNSHOWN = story("b-bets-twice-and-mucks-unshown")

# Keller before the draw: every player but A, the age, passes out (the table's extra fields,
# then the events before the deal, fill the two %s: a straddle, or chips from before)
AGE_LEFT_IN = """
title: t
table: {players: [A, B, C, D], dealer: D, ante: 1, limit: 10%s}
events:
%s  - deal: {A: 5, B: 5, C: 5, D: 5}
  - fold: C
  - fold: D
  - fold: B
"""
