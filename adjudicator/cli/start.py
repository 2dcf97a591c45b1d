"""Where the command's process starts and ends: ``adjudicator`` (pyproject's
``[project.scripts]``) and ``python -m adjudicator`` run ``main`` here, and nothing else
imports this module.

What a command makes as it starts (typer and its commands, the modules it rules with) lives
until the process ends: none of it is garbage, yet the cycle collector walks it again and
again as it grows, some fifty passes before a ruling is made (a tenth of the start of
`rule`). So the collector is off from here until the command begins its work
(``process.collector_on``, which freezes what the start made, then turns it on): ``rule`` and
``compare`` once they have imported what they rule with, every other command before it runs.

And once the command is done, with its output written and flushed, the process ends at once
(``os._exit``, with the command's status), without the interpreter's teardown: freeing every
module and object one by one, memory the system takes back whole anyway, costs a ruling's
process about a twentieth of its time. Every file the command writes is closed before it
ends (owned.py, store.py), and it registers nothing to run at exit that matters then (the
freeze at exit is for that very teardown); a command that started worker processes
(``--jobs``) ends as ever, so that multiprocessing's own clean-up at exit runs.

A program that imports the command line (the tests run ``commands.main`` in their own
process) keeps its collector, and its teardown, as they were.
"""
import os
import sys

from .process import collector_off

collector_off()

from .commands import main as _command  # noqa: E402  (imported with the collector off)


def main() -> None:
    """Run the command (``commands.main``), then end the process with its status."""
    try:
        _command()
    except SystemExit as stop:
        status = stop.code
    else:
        status = None
    _end(status)


def _end(status) -> None:
    """End the process with STATUS as ``sys.exit`` would (None: 0; a message: printed, 1), at
    once where nothing needs the interpreter's teardown."""
    if "multiprocessing" in sys.modules:  # its workers are seen to at exit
        sys.exit(status)
    if status is None:
        status = 0
    elif not isinstance(status, int):
        sys.stderr.write(f"{status}\n")
        status = 1
    try:
        for stream in (sys.stdout, sys.stderr):
            if stream is not None:  # closed when the process began (`>&-`): None
                stream.flush()
    except (OSError, ValueError):  # output that cannot be written: the usual end says so
        sys.exit(status)
    os._exit(status)
