"""Help that helps: every argument and option explained, --book and --books alike wherever
books are taken, and book ids, law ids and topic keys completed by the shell."""
from __future__ import annotations

import os

import pytest
import typer

from adjudicator.cli.commands import app
from adjudicator.story.verbs import SYNONYMS, VERBS

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
COMMAND = typer.main.get_command(app)


def _params():
    for p in COMMAND.params:
        yield "adjudicator", p
    for name, sub in COMMAND.commands.items():
        for p in sub.params:
            yield name, p


def test_every_argument_and_option_has_help():
    bare = [f"{cmd} {p.name}" for cmd, p in _params() if not (getattr(p, "help", "") or "").strip()]
    assert not bare, f"without --help text: {bare}"


def test_book_and_books_are_one_option_wherever_books_are_taken():
    for name, sub in COMMAND.commands.items():
        for p in sub.params:
            opts = set(p.opts)
            if opts & {"--book", "--books"}:
                assert opts >= {"--book", "--books"}, (name, p.opts)


@pytest.mark.parametrize("spelling", ["--book", "--books"])
def test_either_spelling_works(cli, spelling):
    assert cli("rule", "cases/keller-side-pot.yaml", spelling, "peel").code == 0
    out = cli("compare", "cases/keller-side-pot.yaml", spelling, "peel,keller", "-f", "json")
    assert out.code == 0 and set(out.json()) == {"peel", "keller"}
    out = cli("search", "foul hand", spelling, "peel,keller", "-f", "json")
    assert out.code == 0 and {x["book"] for x in out.json()} == {"peel", "keller"}


def test_a_list_where_one_book_is_ruled_under_is_an_input_error(cli):
    out = cli("rule", "cases/keller-side-pot.yaml", "--books", "peel,keller")
    assert out.code == 2 and "one book" in out.err and out.err.count("\n") == 1


def _complete(line: str) -> list[str]:
    # through the entry point in this process, as conftest's ``cli`` runs a command (and
    # test_formats the completion of --format): the same click completion, no interpreter
    from conftest import _in_process

    words = line.split(" ")
    env = dict(_ADJUDICATOR_COMPLETE="complete_bash", COMP_WORDS=line,
               COMP_CWORD=str(len(words) - 1))
    return _in_process([], env, ROOT).stdout.split()


def test_the_shell_completes_book_ids_law_ids_and_topic_keys():
    assert _complete("adjudicator rule x.yaml --book ke") == ["keller"]
    assert _complete("adjudicator compare x.yaml --books peel,sc") == ["peel,schenck"]
    laws = _complete("adjudicator law peel:6")
    assert "peel:60" in laws and all(x.startswith("peel:6") for x in laws)
    assert _complete("adjudicator law sch") == ["schenck:"]
    assert "sequence.ace" in _complete("adjudicator topics sequence.")


def test_every_command_is_shown_in_the_readme():
    readme = open(os.path.join(ROOT, "README.md"), encoding="utf-8").read()
    missing = [name for name in COMMAND.commands if f"adjudicator {name}" not in readme]
    assert not missing, f"commands the README never shows: {missing}"


@pytest.mark.parametrize("args", [["rule", "--help"], ["compare", "--help"], ["law", "--help"],
                                  ["rule", "cases/keller-side-pot.yaml", "--bogus"],
                                  ["rule"], ["--help"], ["rul"], ["--version"]])
def test_a_start_that_builds_only_the_command_named_says_what_the_whole_app_says(
        cli, args, monkeypatch):
    # main() makes a click command of the named command alone; the whole app is the witness
    from adjudicator.cli import commands

    narrowed = cli(*args)
    assert len(commands._app_for(args[:1]).registered_commands) == (
        1 if args[0] in COMMAND.commands else len(app.registered_commands))
    monkeypatch.setattr(commands, "_app_for", lambda first: app)
    whole = cli(*args)
    assert (narrowed.code, narrowed.out, narrowed.err) == (whole.code, whole.out, whole.err)
    assert narrowed.out + narrowed.err


def test_verbs_lists_every_verb_with_its_meaning_and_an_example(cli):
    out = cli("verbs", "--format", "json")
    assert out.code == 0
    verbs = out.json()
    assert [v["verb"] for v in verbs] == list(VERBS)
    assert {s for v in verbs for s in v["synonyms"]} == set(SYNONYMS)
    assert all(v["meaning"] and v["example"].split(":")[0] == v["verb"] for v in verbs)
    text = cli("verbs").out
    assert "- raise: {player: A, by: 10}" in text and "throw_up" in text
