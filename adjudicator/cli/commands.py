"""The command line: parse, call the core, render; input errors become one line and exit 2.

The core never prints and never exits; the commands do nothing else. Each is written with the
others of its job (lookups.py, rulings.py, authoring.py) and registered here, in the order
``--help`` lists them; emit.py holds what they share.
"""
# No `from __future__ import annotations` here: typer reads every command's annotations at
# each start, and evaluating them from strings doubles the time it takes to build the commands.
import sys

import typer

from .. import __version__
from . import authoring, lookups, rulings
from .usage import said_in_one_line

said_in_one_line()

app = typer.Typer(
    add_completion=True,
    no_args_is_help=True,
    rich_markup_mode=None,
    pretty_exceptions_enable=False,
    help="A judge for poker table disputes: rules a deal by the letter of the old rulebooks, "
    "citing each law with its words and its page.",
)


def _version(value: bool):
    if value:
        sys.stdout.write(f"adjudicator {__version__}\n")
        raise typer.Exit()


@app.callback()
def _main(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                       help="Print the version and exit.")):
    """Rule on poker disputes by the letter of Peel, Keller, Schenck and the Standard laws."""


# The order `--help` lists the commands in.
for _command in (lookups.books, lookups.law, lookups.read, lookups.provisions, authoring.check,
                 lookups.search, lookups.topics, lookups.diff, lookups.hand, lookups.census, rulings.rule, rulings.compare,
                 lookups.verbs, authoring.new, authoring.schema):
    app.command()(_command)
del _command


def main() -> None:
    """The entry point (`adjudicator`, `python -m adjudicator`): see ``process``."""
    from .process import collector_on, run

    if sys.argv[1:2] not in (["rule"], ["compare"]):  # those two, once they have their
        collector_on()                                # modules (rulings.py; start.py)
    run(lambda: _app_for(sys.argv[1:2]))


def _app_for(first: list) -> typer.Typer:
    """The app with only the command the line names first, when it names one: typer makes a
    click command of every registered command at each start (a few milliseconds for all
    thirteen, most of what it adds to a ruling's start), and only that one is run. The
    whole app for anything else (help, completion, a mistyped command), so what it says of
    the others is as ever."""
    import os
    from copy import copy

    from typer.main import get_command_name

    if not first or any(k.endswith("_COMPLETE") for k in os.environ):
        return app
    named = [c for c in app.registered_commands
             if (c.name or get_command_name(c.callback.__name__)) == first[0]]
    if len(named) != 1:
        return app
    one = copy(app)
    one.registered_commands = named
    return one
