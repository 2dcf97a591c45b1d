"""Where the command's process starts: ``adjudicator`` (pyproject's ``[project.scripts]``) and
``python -m adjudicator`` import this module, and nothing else does.

What a command makes as it starts (typer and its commands, the modules it rules with) lives
until the process ends: none of it is garbage, yet the cycle collector walks it again and
again as it grows, some fifty passes before a ruling is made (a tenth of the start of
`rule`). So the collector is off from here until the command begins its work
(``process.collector_on``, which freezes what the start made, then turns it on): ``rule`` and
``compare`` once they have imported what they rule with, every other command before it runs.
A program that imports the command line (the tests run ``commands.main`` in their own process)
keeps its collector as it was.
"""
from .process import collector_off

collector_off()

from .commands import main  # noqa: E402  (imported with the collector off)

__all__ = ["main"]
