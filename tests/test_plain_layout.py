"""A paragraph with a hanging indent is written as plain lines where the console draws no
style (render/plain.py), and as rich's grid where it does: the two must be the same lines,
word for word and space for space, at any width (a recording console draws rich's grid
and keeps the same plain text)."""
from __future__ import annotations

import io
import random

import pytest
from rich.console import Console

from adjudicator.cli.render.layout import hanging
from adjudicator.cli.render.terminal import lines_of

WORDS = ["the", "a", "peel:13", "keller:desc/pot-and-stakes", "—", "«read»", "中文字", "😀",
         "x" * 30, "y" * 75, "\\[not markup]", "[dim](peel:13)[/dim]", "[bold]b[/bold]",
         "[yellow](open: no law decides it)[/yellow]", ":smile:", "co-op", "e\u0301", "  ",
         "\n", "\x1b", "tab\there", "\r", "end."]
LEADS = ["", " 1. ", "12. ", "  ? ", "  » ", "      ", "Also in published-decision: ",
         "x" * 60, "中 "]


def _drawn(width: int, lead: str, body: str, style: str, record: bool) -> str:
    c = Console(file=io.StringIO(), force_terminal=False, no_color=True, width=width,
                height=25, highlight=False, emoji=False, soft_wrap=False, record=record,
                _environ={})
    hanging(c, lead, body, style)
    return lines_of(c)


@pytest.mark.parametrize("seed", range(4))
def test_plain_lines_are_richs_grid(seed):
    rnd = random.Random(seed)
    for _ in range(150):
        lead = rnd.choice(LEADS)
        body = " ".join(rnd.choice(WORDS) if rnd.random() < 0.4 else "w" * rnd.randint(1, 12)
                        for _ in range(rnd.choice([0, 1, 3, 10, 40])))
        width = rnd.choice([20, 21, 33, 60, 100, 160])
        style = rnd.choice(["", "yellow"])
        assert _drawn(width, lead, body, style, False) == _drawn(width, lead, body, style, True), \
            (lead, body, width)
