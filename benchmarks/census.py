"""Benchmark: the census of each book, as a whole process, against phevaluator's C evaluator.

    python3 benchmarks/census.py [--runs 7]

Each figure is the median wall time of repeated runs of the real command
(``python -m adjudicator census --book B [--agreed ...] --format json``), start-up, imports,
reading the book and printing included. The children may write bytecode caches, as an
installed package has them; one warm-up run of each command comes first.

The comparison, in the same run: phevaluator (``pip install phevaluator``) evaluating all
2,598,960 hands of the 52-card pack with its C evaluator and counting them by category,
timed alone (the enumeration inside one process) and as a whole process. The target: every
census at most 0.3 s, and faster than phevaluator's enumeration alone.
"""
from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = [
    ("peel", ""), ("peel", "joker"), ("peel", "blaze,skip-straight"),
    ("keller", ""), ("keller", "joker"),
    ("schenck", ""),
    ("standard", ""), ("standard", "wild-cards"), ("standard", "bug"),
]
LIMIT = 0.3
# Which adjudicator is timed: by default the source checkout (PYTHONPATH); benchmarks/run.py
# sets the installed one instead (its venv's Python, run from a folder outside the checkout).
PYTHON, CWD, SOURCE = sys.executable, ROOT, True

PHEVAL = r"""
import time
t = time.perf_counter()
from bisect import bisect_left
from collections import Counter
from itertools import combinations, starmap
from phevaluator import _pheval
seen = Counter(starmap(_pheval.evaluate_5cards, combinations(range(52), 5)))
# phevaluator's ranks (1 best): the last rank of each category
bounds = [10, 166, 322, 1599, 1609, 2467, 3325, 6185, 7462]
names = ["straight_flush", "fours", "full", "flush", "straight", "threes", "two_pairs",
         "pair", "high_card"]
counts = dict.fromkeys(names, 0)
for rank, n in seen.items():
    counts[names[bisect_left(bounds, rank)]] += n
print(json.dumps({"seconds": time.perf_counter() - t, "counts": counts}))
"""


def _env() -> dict:
    env = dict(os.environ)
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if SOURCE:
        env["PYTHONPATH"] = str(ROOT) + os.pathsep + env.get("PYTHONPATH", "")
    return env


def _wall(cmd: list[str], runs: int) -> tuple[float, str]:
    env = _env()
    subprocess.run(cmd, cwd=CWD, env=env, capture_output=True, check=True)   # warm-up
    times, out = [], ""
    for _ in range(runs):
        t = time.perf_counter()
        proc = subprocess.run(cmd, cwd=CWD, env=env, capture_output=True, text=True, check=True)
        times.append(time.perf_counter() - t)
        out = proc.stdout
    return statistics.median(times), out


def measure(runs: int, say=print) -> dict:
    """Time every census and phevaluator's enumeration in one run; ``say`` reports progress."""
    say(f"census, whole process, median of {runs} runs "
        f"({os.cpu_count()} cores, Python {sys.version.split()[0]}):")
    worst, worst_label, keller = 0.0, "", None
    for book, agreed in CASES:
        cmd = [PYTHON, "-m", "adjudicator", "census", "--book", book, "--format", "json"]
        if agreed:
            cmd += ["--agreed", agreed]
        seconds, out = _wall(cmd, runs)
        data = json.loads(out)
        if (book, agreed) == ("keller", ""):
            keller = data["counts"]
        label = book + (f" --agreed {agreed}" if agreed else "")
        if seconds > worst:
            worst, worst_label = seconds, label
        say(f"  {label:34} {seconds:6.3f} s   {data['hands']:>9,} hands")
    say(f"  slowest {worst:.3f} s: {'within' if worst <= LIMIT else 'OVER'} the {LIMIT} s limit")
    out = {"worst": worst, "worst_label": worst_label, "enum": None, "process": None,
           "same": None}
    try:
        import phevaluator  # noqa: F401
    except ImportError:
        say("phevaluator is not installed (pip install phevaluator): no comparison made")
        return out
    script = "import json\n" + PHEVAL
    alone = []
    for _ in range(max(3, runs // 2)):
        proc = subprocess.run([sys.executable, "-c", script], capture_output=True, text=True,
                              check=True, env=_env())
        result = json.loads(proc.stdout)
        alone.append(result["seconds"])
    out["process"], _ = _wall([sys.executable, "-c", script], max(3, runs // 2))
    out["enum"] = statistics.median(alone)
    if keller is not None:
        out["same"] = keller == {k: result["counts"][k] for k in keller}
    say("phevaluator (C evaluator), the 2,598,960 hands of the 52-card pack counted by "
        "category:")
    say(f"  enumeration alone {out['enum']:.3f} s; whole process {out['process']:.3f} s")
    if out["same"] is not None:
        say(f"  its counts {'equal' if out['same'] else 'DIFFER FROM'} the census under Keller")
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    m = measure(args.runs)
    worst, enum, process = m["worst"], m["enum"], m["process"]
    if enum is None:
        return 0 if worst <= LIMIT else 1
    print(f"ratio, slowest census process / phevaluator enumeration alone: {worst / enum:.2f}")
    print(f"ratio, slowest census process / phevaluator whole process:     {worst / process:.2f}")
    return 0 if worst <= LIMIT and worst < enum else 1


if __name__ == "__main__":
    sys.exit(main())
