"""The JSON path imports nothing it does not use: no rich, no batch machinery for one file."""
import json
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parent.parent
CASE = str(ROOT / "cases" / "keller-side-pot.yaml")

PROBE = """
import json, sys
sys.argv = ["adjudicator"] + sys.argv[1:]
from adjudicator.cli.commands import main
try:
    main()
except SystemExit:
    pass
sys.stdout.flush()
sys.stderr.write(json.dumps(sorted(sys.modules)))
"""


def _modules(*args) -> set[str]:
    r = subprocess.run([sys.executable, "-c", PROBE, *args], capture_output=True, text=True,
                       cwd=ROOT, timeout=60)
    return set(json.loads(r.stderr.splitlines()[-1]))


@pytest.mark.parametrize("args", [("rule", CASE, "--format", "json"),
                                  ("rule", CASE, CASE, "--format", "json", "--jobs", "1")])
def test_rule_in_json_imports_no_rich_and_no_text_renderer(args):
    loaded = _modules(*args)
    assert "adjudicator.judge.engine" in loaded  # it ruled
    assert not {m for m in loaded if m == "rich" or m.startswith("rich.")}
    assert "adjudicator.cli.render.text" not in loaded
    assert "adjudicator.cli.render.markdown" not in loaded


def test_one_file_is_ruled_without_the_batch_machinery():
    loaded = _modules("rule", CASE, "--format", "json")
    assert "adjudicator.cli.batch" not in loaded and "multiprocessing" not in loaded


def test_the_text_path_does_use_rich():
    # the probe would see rich if it were imported: the test above can fail
    assert "rich.console" in _modules("rule", CASE, "--format", "text")


def test_a_book_read_from_the_cache_is_not_built_again():
    _modules("rule", CASE, "--format", "json")  # the first run may build it and cache it
    loaded = _modules("rule", CASE, "--format", "json")
    assert "adjudicator.law.cache" in loaded  # it read the cache
    assert "adjudicator.law.build" not in loaded  # and built nothing from YAML
    # nor weighed an entry it found well shaped before, nor checked a book's consistency,
    # which only a book built anew needs; and a ruling reads no `expect:`
    assert not {"adjudicator.law.entry_shape", "adjudicator.law.consistency",
                "adjudicator.story.expect"} & loaded, loaded


COLLECTOR = """
import gc, json, sys
seen = []
sys.argv = ["adjudicator"] + sys.argv[1:]
from adjudicator.cli import process
off = not gc.isenabled()  # start.py turned it off as it was imported
from adjudicator.cli import start
seen.append(not gc.isenabled())
try:
    start._command()  # the command, without the end that start.main gives it
except SystemExit:
    pass
sys.stdout.flush()
sys.stderr.write(json.dumps([off, seen[0], gc.isenabled(), gc.get_freeze_count() > 0]))
"""


def _collector(*args) -> list:
    r = subprocess.run([sys.executable, "-c", COLLECTOR, *args], capture_output=True,
                       text=True, cwd=ROOT, timeout=60)
    return json.loads(r.stderr.splitlines()[-1])


@pytest.mark.parametrize("args", [("rule", CASE, "--format", "json"),
                                  ("compare", CASE, "--format", "json"), ("books",)])
def test_the_collector_is_off_while_the_command_starts_and_on_for_its_work(args):
    # off from the entry point's import, on again (what the start made frozen) once the
    # command works, whichever it is
    assert _collector(*args) == [False, True, True, True]


def test_importing_the_command_line_leaves_the_collector_alone():
    code = ("import gc; from adjudicator.cli.commands import main, app; "
            "from adjudicator.cli import process; process.collector_on(); "
            "print(gc.isenabled(), gc.get_freeze_count())")
    r = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True,
                       cwd=ROOT, timeout=60)
    assert r.stdout.split() == ["True", "0"]


def _ended(*args, code="", cwd=ROOT):
    return subprocess.run([sys.executable, "-c", code + "\nfrom adjudicator.cli.start import main"
                           "\nmain()", *args], capture_output=True, text=True, cwd=cwd,
                          timeout=60)


def test_the_process_ends_at_once_with_the_commands_status_and_all_its_output(tmp_path):
    # no teardown: what is registered to run at exit does not run, and nothing is lost
    at_exit = "import atexit, sys; sys.argv[0] = 'adjudicator'; atexit.register(print, 'torn down')"
    ruled = _ended("rule", CASE, "--format", "json", code=at_exit)
    assert ruled.returncode == 0 and "torn down" not in ruled.stdout
    assert json.loads(ruled.stdout)["awards"] == {"A": 30, "C": 70}  # Keller's side pot
    page = tmp_path / "ruling.md"
    written = _ended("rule", CASE, "--format", "markdown", "--output", str(page), code=at_exit)
    assert written.returncode == 0 and page.read_text(encoding="utf-8").endswith("\n")
    bad = _ended("rule", str(tmp_path / "missing.yaml"), "--format", "json", code=at_exit)
    assert bad.returncode == 2 and bad.stderr.count("\n") == 1 and "torn down" not in bad.stdout


def test_a_command_with_workers_ends_as_ever():
    # multiprocessing's clean-up at exit runs: the process is torn down as Python does
    at_exit = ("import atexit, sys, multiprocessing; sys.argv[0] = 'adjudicator'; "
               "atexit.register(print, 'torn down')")
    ruled = _ended("rule", CASE, CASE, "--format", "json", "--jobs", "1", code=at_exit)
    assert ruled.returncode == 0 and ruled.stdout.rstrip().endswith("torn down")
