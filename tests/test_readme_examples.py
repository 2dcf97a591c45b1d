"""Every example in the README is what the tool gives (issue 24): the case file shown is the
file the outputs under it are ruled from (docs/examples.py pastes it, and test_formats checks
that the pasted outputs are current), and each value the Python example states in a comment
is the value the API returns."""
from __future__ import annotations

import ast
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def test_the_case_shown_is_the_casebook_file_its_outputs_are_ruled_from():
    shown = re.findall(r"<!-- file: (\S+) -->\n```yaml\n(.*?)```", README, re.S)
    assert shown, "the README shows its case file between <!-- file: --> markers"
    for path, text in shown:
        assert text == (ROOT / path).read_text(encoding="utf-8"), path
        # the outputs printed are of that file: its events are numbered as they are ruled
        assert f"<!-- output: rule {path}" in README
    # no other case is pasted by hand beside it, whose numbering could drift from the output
    assert README.count("```yaml") == len(shown)


def test_the_findings_printed_are_numbered_as_the_file_shown_numbers_its_events():
    shown = dict(re.findall(r"<!-- file: (\S+) -->\n```yaml\n(.*?)```", README, re.S))
    text = shown["cases/keller-side-pot.yaml"]
    events = text.split("\nevents:\n", 1)[1].split("\nexpect:", 1)[0]
    n = sum(1 for line in events.splitlines() if line.startswith("  - "))
    ruling = README[README.index("<!-- output: rule cases/keller-side-pot.yaml -->"):]
    numbers = [int(x) for x in re.findall(r"^\s?(\d+)\. ", ruling.split("<!-- end output")[0],
                                          re.M)]
    assert numbers and max(numbers) == n  # the show is the last event, and is numbered so
    assert "show:" in events.splitlines()[n - 1]


def _values(block: str):
    """(the statements before, the expression, the value its comment states) for each line
    whose comment begins with a Python literal."""
    lines = block.splitlines()
    for i, line in enumerate(lines):
        code, _, comment = line.partition("  # ")
        if not comment or not code.strip():
            continue
        for end in range(len(comment), 0, -1):
            try:
                value = ast.literal_eval(comment[:end].replace(", ...]", "]"))
            except (ValueError, SyntaxError):
                continue
            yield "\n".join(lines[:i]), code.strip(), value, ", ...]" in comment[:end]
            break


def test_each_value_the_python_example_states_is_what_the_api_returns():
    block = README.split("```python\n", 1)[1].split("```", 1)[0]
    checks = list(_values(block))
    assert len(checks) >= 4
    program = block + "\nimport json\nprint(json.dumps([" + ", ".join(
        expr for _, expr, _, _ in checks) + "]))\n"
    out = subprocess.run([sys.executable, "-c", program], cwd=ROOT, capture_output=True,
                         text=True, check=True).stdout
    import json

    for (_, expr, stated, prefix), got in zip(checks, json.loads(out)):
        got = [list(x) if isinstance(x, tuple) else x for x in got] if isinstance(got, list) \
            else got
        if prefix:
            assert got[:len(stated)] == stated, expr
        else:
            assert got == stated, expr
