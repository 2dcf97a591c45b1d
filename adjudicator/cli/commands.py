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
from .usage import said_in_one_line

said_in_one_line()

_bare = typer.Typer(  # the app before its commands are registered (``app``)
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


@_bare.callback()
def _main(version: bool = typer.Option(False, "--version", callback=_version, is_eager=True,
                                       help="Print the version and exit.")):
    """Rule on poker disputes by the letter of Peel, Keller, Schenck and the Standard laws."""


# The commands in the order `--help` lists them, each with the module that holds it
# (lookups.py, rulings.py, authoring.py): a start that names one imports its module alone,
# since the others' modules (what they import) cost a ruling's start a millisecond or two.
_COMMANDS = {"books": "lookups", "law": "lookups", "read": "lookups", "provisions": "lookups",
             "check": "authoring", "search": "lookups", "topics": "lookups", "diff": "lookups",
             "hand": "lookups", "census": "lookups", "rule": "rulings", "compare": "rulings",
             "verbs": "lookups", "new": "authoring", "schema": "authoring"}


def _with(names) -> typer.Typer:
    """The app with the commands NAMES registered, in that order."""
    from copy import copy
    from importlib import import_module

    made = copy(_bare)
    made.registered_commands = []
    for name in names:
        made.command()(getattr(import_module(f".{_COMMANDS[name]}", __package__), name))
    return made


def __getattr__(name: str):
    """``app``, the whole app (every command registered), made when first asked for."""
    if name != "app":
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    return _whole()


def _whole() -> typer.Typer:
    global app
    if "app" not in globals():
        app = _with(_COMMANDS)
    return app


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

    if not first or first[0] not in _COMMANDS or any(k.endswith("_COMPLETE")
                                                     for k in os.environ):
        return _whole()
    return _with(first)
