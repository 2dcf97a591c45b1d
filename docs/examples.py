"""Regenerate the outputs pasted into README.md and the pictures in docs/.

    python docs/examples.py          # rewrite them
    python docs/examples.py --check  # say whether README.md is current (the tests do this)

Each pasted output sits between `<!-- output: ARGS -->` and `<!-- end output -->`, and is
what `adjudicator ARGS` prints off a terminal.
"""
from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
BLOCK = re.compile(r"<!-- output: (?P<args>[^>]*?) -->\n```text\n(?P<out>.*?)```\n<!-- end output -->",
                   re.S)
PICTURES = {"docs/ruling.svg": "rule cases/keller-side-pot.yaml",
            "docs/compare.svg": "compare cases/keller-side-pot.yaml"}


def run(args: str, *extra: str) -> str:
    env = dict(os.environ, NO_COLOR="1", COLUMNS="100")
    env.pop("FORCE_COLOR", None)
    proc = subprocess.run([sys.executable, "-m", "adjudicator", *args.split(), *extra],
                          capture_output=True, text=True, cwd=ROOT, env=env, check=True)
    return proc.stdout


def regenerate(text: str) -> str:
    return BLOCK.sub(lambda m: f"<!-- output: {m['args']} -->\n```text\n{run(m['args'])}```\n"
                               "<!-- end output -->", text)


def main() -> int:
    readme = ROOT / "README.md"
    text = readme.read_text()
    new = regenerate(text)
    if "--check" in sys.argv:
        print("README.md is current" if new == text else "README.md is stale: "
              "run python docs/examples.py")
        return 0 if new == text else 1
    readme.write_text(new)
    for picture, args in PICTURES.items():
        run(args, "--svg", picture)
    return 0


if __name__ == "__main__":
    sys.exit(main())
