"""The stories that several test files tell, each kept once, by its name, as a case file under
tests/fixtures/stories/."""
from __future__ import annotations

from pathlib import Path

FOLDER = Path(__file__).resolve().parent / "fixtures" / "stories"


def story(name: str) -> str:
    """The text of tests/fixtures/stories/NAME.yaml."""
    return (FOLDER / f"{name}.yaml").read_text(encoding="utf-8")


# Peel's lost chip (issue 16): C bets one and passes, A (no chips) goes all in, C shows
PEEL_LOST_CHIP = story("peel-lost-chip")

# A's hand (the %s) shown against B's three sevens, C having passed, after the draw
AGAINST_THREE_SEVENS = story("a-hand-shown-against-three-sevens")
