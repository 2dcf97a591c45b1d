"""JSON valid under any output encoding, from one place (issue 37, point 4): where the output
cannot spell a character (PYTHONIOENCODING=ascii, cp1252 and an emoji), JSON writes it as a
\\u escape, never as the encoding's own escape (`"Zo\\xeb"`, invalid JSON that exited 0); text
and Markdown degrade to the encoding without an invalid byte. The JSON tests failed before
the fix."""
from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from badinput import write as _write
from stories import PEEL_LOST_CHIP

ROOT = Path(__file__).resolve().parent.parent
ZOE = """title: Zoë's bet
book: peel
table:
  players: [Zoë, "😀", Al]
  dealer: "😀"
  ante: 1
events:
  - bet: {player: Zoë, amount: 2}
  - call: "😀"
  - fold: Al
  - show: {Zoë: "AS AH AD 7C 2D", "😀": "KS KH KD 9C 3D"}
"""


def _run(args, encoding: str, cwd) -> subprocess.CompletedProcess:
    env = dict(os.environ, PYTHONIOENCODING=encoding, NO_COLOR="1", COLUMNS="100",
               PYTHONPATH=str(ROOT))  # this checkout's package, run from the case's folder
    return subprocess.run([sys.executable, "-m", "adjudicator", *map(str, args)], cwd=cwd,
                          capture_output=True, env=env, timeout=120)


@pytest.fixture
def zoe(tmp_path):
    (tmp_path / "zoe.yaml").write_text(ZOE, encoding="utf-8")
    (tmp_path / "batch").mkdir()
    (tmp_path / "batch" / "zoe.yaml").write_text(ZOE, encoding="utf-8")
    return tmp_path


JSON_COMMANDS = [("rule", "zoe.yaml", "-f", "json"), ("compare", "zoe.yaml", "-f", "json"),
                 ("rule", "batch", "-f", "json"), ("compare", "batch", "-f", "json"),
                 ("schema", "ruling")]
# every JSON command under ASCII; cp1252 (no emoji) and latin-1 on a single and a batch
JSON_RUNS = ([("ascii", a) for a in JSON_COMMANDS]
             + [("cp1252", JSON_COMMANDS[0]), ("latin-1", JSON_COMMANDS[3])])


@pytest.mark.parametrize("encoding,args", JSON_RUNS,
                         ids=[f"{e}-{' '.join(a[:2])}" for e, a in JSON_RUNS])
def test_json_is_valid_whatever_the_output_encoding(zoe, encoding, args):
    r = _run(args, encoding, zoe)
    assert r.returncode == 0, r.stderr
    assert r.stdout.isascii()  # readable in every encoding an ASCII byte means itself in
    docs = ([json.loads(line) for line in r.stdout.decode("ascii").splitlines()]
            if args[:2] == ("rule", "batch") else [json.loads(r.stdout.decode("ascii"))])
    if args[0] != "schema":
        text = json.dumps(docs, ensure_ascii=False)
        assert "Zoë" in text and "😀" in text  # the names, whole, once read back


def test_json_stays_readable_where_the_output_spells_everything(zoe):
    r = _run(["rule", "zoe.yaml", "-f", "json"], "utf-8", zoe)
    assert r.returncode == 0 and "Zoë" in r.stdout.decode("utf-8")
    ruling = json.loads(r.stdout)
    assert ruling["awards"] == {"Zoë": ruling["pot"]}  # her aces beat the kings (peel:59, peel:72)


def test_every_json_output_is_written_by_one_function():
    """No JSON written anywhere but printable.json_text (the encoding decided once)."""
    import re

    writers = []
    for path in (ROOT / "adjudicator" / "cli").rglob("*.py"):
        text = path.read_text(encoding="utf-8")
        if re.search(r"json\.(dumps|dump|JSONEncoder)\(", text) and path.name != "printable.py":
            # YAML's quoting of a name (a JSON string is a YAML one), a message's value, and
            # a value's key for comparing two (validation.json_key): none of them printed
            kept = {"ask_write.py", "template.py", "checking.py", "validation.py"}
            if path.name not in kept:
                writers.append(path.name)
    assert writers == []


@pytest.mark.parametrize("encoding,fmt,command", [
    ("ascii", "text", "rule"), ("ascii", "markdown", "compare"),
    ("cp1252", "markdown", "rule"), ("latin-1", "text", "compare")])
def test_text_and_markdown_degrade_without_an_invalid_byte(zoe, encoding, fmt, command):
    r = _run([command, "zoe.yaml", "-f", fmt], encoding, zoe)
    assert r.returncode == 0, r.stderr
    shown = r.stdout.decode(encoding)  # strictly: an invalid byte would raise here
    assert "Zo" in shown and "Traceback" not in r.stderr.decode(encoding)
    bad = _run(["rule", "zoë-none.yaml"], encoding, zoe)
    assert bad.returncode == 2 and bad.stderr.decode(encoding).startswith("zo")


@pytest.mark.parametrize("command,case", [("rule", "zoe.yaml"), ("compare", "batch")])
def test_a_page_degrades_by_html_character_references(zoe, command, case):
    """A page (issue 39) printed where the output cannot spell a name escapes it as HTML
    does, `&#235;`, which a browser reads back as the name, never as `\\xeb`, which it would
    show as it stands."""
    import html

    r = _run([command, case, "-f", "html"], "ascii", zoe)
    assert r.returncode == 0, r.stderr
    page = r.stdout.decode("ascii")
    assert "\\x" not in page and "\\U" not in page and "&#235;" in page
    assert "Zoë" in html.unescape(page) and "😀" in html.unescape(page)
    whole = _run([command, case, "-f", "html"], "utf-8", zoe).stdout.decode("utf-8")
    assert html.unescape(page) == html.unescape(whole)  # the same page, spelled otherwise


def test_an_encoding_that_cannot_spell_a_file_name_escapes_it(tmp_path):
    case = _write(tmp_path, "né.yaml", PEEL_LOST_CHIP)
    r = _run(["rule", case, "--book", "peel", "--format", "json"], "ascii", ROOT)
    # JSON escapes it as JSON does, valid whatever the encoding (issue 37): never "n\xe9"
    assert r.returncode == 0 and b'"file": "' in r.stdout and b"n\\u00e9.yaml" in r.stdout
    r = _run(["rule", tmp_path / "ça.yaml"], "ascii", ROOT)
    assert r.returncode == 2 and r.stderr.endswith(b"\\xe7a.yaml:1:1: no such file or folder\n")
