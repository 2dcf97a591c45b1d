"""Regenerate the outputs pasted into README.md, docs/case-format.md and
docs/isolating-a-point.md, and the pictures.

    python docs/examples.py          # rewrite them
    python docs/examples.py --check  # say whether the pasted outputs are current (the tests do)

Each pasted output sits between `<!-- output: ARGS -->` and `<!-- end output -->` in a
fenced block (```text, or ```markdown for `--format markdown`), or between
`<!-- generated: ARGS -->` and `<!-- end generated -->` as Markdown drawn in place; it is
what `adjudicator ARGS` prints off a terminal. `<!-- output: ARGS | from TEXT -->` pastes
the output from its first line that starts with TEXT (the questions at a ruling's end).

Each case file shown sits between `<!-- file: PATH -->` and `<!-- end file -->` in a
```yaml block: it is the file itself, so that what a page shows is what the output under
it was produced from.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"<!-- output: (?P<args>[^>]*?) -->\n```(?P<lang>text|markdown)\n"
                   r"(?P<out>.*?)```\n<!-- end output -->", re.S)
FILE = re.compile(r"<!-- file: (?P<path>[^>]*?) -->\n```yaml\n(?P<text>.*?)```\n"
                  r"<!-- end file -->", re.S)
INLINE = re.compile(r"<!-- generated: (?P<args>[^>]*?) -->\n(?P<out>.*?)"
                    r"<!-- end generated -->", re.S)
PAGES = ("README.md", "docs/case-format.md", "docs/isolating-a-point.md")
# each picture, the command that draws it, and the option that names the file
PICTURES = {"docs/compare.svg": ("compare cases/keller-side-pot.yaml", "--svg"),
            "docs/pool.svg": ("rule cases/keller-side-pot.yaml", "--pool-svg")}
# the page of the README's case, drawn by headless Chromium (tests/browser.py) to PNG: its
# first screen and what follows it, as wide as a desktop browser
PAGE = ("docs/ruling-page.png", "rule cases/keller-side-pot.yaml", 1280, 1400)


def run(args: str, *extra: str) -> str:
    args, _, start = args.partition(" | from ")
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100")
    env.pop("FORCE_COLOR", None)
    proc = subprocess.run([sys.executable, "-m", "adjudicator", *args.split(), *extra],
                          capture_output=True, text=True, cwd=ROOT, env=env, check=True)
    if not start:
        return proc.stdout
    lines = proc.stdout.splitlines(keepends=True)
    at = next(i for i, line in enumerate(lines) if line.startswith(start))
    return "".join(lines[at:])


def regenerate(text: str) -> str:
    text = BLOCK.sub(lambda m: f"<!-- output: {m['args']} -->\n```{m['lang']}\n{run(m['args'])}"
                               "```\n<!-- end output -->", text)
    text = FILE.sub(lambda m: f"<!-- file: {m['path']} -->\n```yaml\n"
                              f"{(ROOT / m['path']).read_text()}```\n<!-- end file -->", text)
    return INLINE.sub(lambda m: f"<!-- generated: {m['args']} -->\n{run(m['args'])}"
                                "<!-- end generated -->", text)


def main() -> int:
    stale = []
    for name in PAGES:
        page = ROOT / name
        text = page.read_text()
        new = regenerate(text)
        if new != text:
            stale.append(name)
            if "--check" not in sys.argv:
                page.write_text(new)
    if "--check" in sys.argv:
        print(f"{', '.join(stale)} stale: run python docs/examples.py" if stale
              else "the pasted outputs are current")
        return 1 if stale else 0
    for picture, (args, option) in PICTURES.items():
        run(args, option, picture)
    return page_picture()


def page_picture() -> int:
    """The page of the README's case drawn to PNG in headless Chromium (1: none is found)."""
    import tempfile

    sys.path.insert(0, str(ROOT / "tests"))
    from browser import Browser, find_chromium

    if find_chromium() is None:
        print(f"no Chromium found: {PAGE[0]} is not drawn (install Debian's chromium)")
        return 1
    picture, args, width, height = PAGE
    with tempfile.TemporaryDirectory() as tmp:
        page = Path(tmp) / "page.html"
        run(args, "--format", "html", "--output", str(page))
        with Browser(width=width, height=800) as browser:
            browser.load(page)
            (ROOT / picture).write_bytes(browser.png(height))
    return 0


if __name__ == "__main__":
    sys.exit(main())
