"""A mistake on the command line (an option's value not among its choices, an option or a
command that does not exist, an argument left out) said as every other bad input is: one
line on stderr, ``adjudicator: --format: 'xml' is not one of ...``, status 2. Click's own
block (its usage line, a hint, a blank line and the error) is four lines a script must
parse apart from the one line of everything else."""
from __future__ import annotations

from typing import Any


def said_in_one_line() -> None:
    """Click's usage errors, from now on, each said in one line (with the help to ask for)."""
    try:  # typer >= 0.16 carries its own click
        from typer._click import exceptions
    except ImportError:  # pragma: no cover - an older typer, with click beside it
        from click import exceptions
    exceptions.UsageError.show = _show


def _show(self: Any, file: Any = None) -> None:
    import sys

    from .printable import one_line

    param = getattr(self, "param", None)
    opts = [o for o in getattr(param, "opts", None) or [] if o.startswith("--")]
    if opts and self.message:  # a bad value: named by its option, as our own are
        where, message = f"{opts[0]}: ", self.message
    else:  # an option or a command unknown, an argument left out: click says it whole
        where, message = "", self.format_message()
    message = message.rstrip(".")
    ctx = getattr(self, "ctx", None)
    hint = f" (see `{ctx.command_path} --help`)" if ctx is not None else ""
    (file or sys.stderr).write(one_line(f"adjudicator: {where}{message}{hint}") + "\n")
