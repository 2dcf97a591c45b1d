"""Measure adjudicator against its baselines, as ratios in one run, and print one table.

    python benchmarks/run.py [--runs N]

Each figure is the median of repeated whole-process runs on this machine, taken in the
same run as its baseline, so the ratios hold whatever the machine's speed:
- start-up: `adjudicator rule CASE --format json` against a bare
  `python -c "import typer, rich, yaml"` (target: at most 1.5 times);
- batch: rulings per second when `rule` is given the casebook many times over, JSON Lines
  (target: at least 2,000 a second);
- compare: `adjudicator compare CASE --format json` over all five books (target: 200 ms);
- census: every book's census (joker included) against 0.3 s, and against enumerating the
  52-card pack with phevaluator's C evaluator (`pip install phevaluator`), see census.py.
Nothing here is a test: the test suite never times anything.
"""
from __future__ import annotations

import argparse
import os
import shutil
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASE = ROOT / "cases" / "keller-side-pot.yaml"


def command() -> list[str]:
    exe = shutil.which("adjudicator")
    return [exe] if exe else [sys.executable, "-m", "adjudicator"]


def wall(argv: list[str], runs: int) -> tuple[float, str]:
    """Median wall time of a whole process, and its output of the last run."""
    times, out = [], ""
    env = dict(os.environ, NO_COLOR="1")
    for _ in range(runs):
        t = time.perf_counter()
        proc = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, env=env)
        times.append(time.perf_counter() - t)
        if proc.returncode != 0:
            raise SystemExit(f"{' '.join(argv)} failed: {proc.stderr.strip()}")
        out = proc.stdout
    return statistics.median(times), out


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=15)
    ap.add_argument("--repeat", type=int, default=40, help="casebook copies in the batch")
    args = ap.parse_args()
    adj = command()
    wall(adj + ["rule", str(CASE), "--format", "json"], 2)  # warm the rulebook cache
    rows = []

    # Interleave the two so that load on the machine falls on both alike.
    bare_t, rule_t = [], []
    for _ in range(args.runs):
        bare_t.append(wall([sys.executable, "-c", "import typer, rich, yaml"], 1)[0])
        rule_t.append(wall(adj + ["rule", str(CASE), "--format", "json"], 1)[0])
    bare, rule = statistics.median(bare_t), statistics.median(rule_t)
    rows.append(("start-up: rule --format json", f"{rule * 1000:.0f} ms",
                 f"{bare * 1000:.0f} ms bare import", f"{rule / bare:.2f}x", "<= 1.50x",
                 rule / bare <= 1.5))

    batch_args = adj + ["rule", *(["cases"] * args.repeat), "--book", "peel", "--format", "json"]
    t, out = wall(batch_args, max(3, args.runs // 5))
    n = len(out.splitlines())
    rate = n / t
    rows.append(("batch: rulings a second", f"{rate:,.0f}/s", f"{n} rulings in {t:.2f} s",
                 "", ">= 2,000/s", rate >= 2000))

    cmp_t, _ = wall(adj + ["compare", str(CASE), "--format", "json"], args.runs)
    rows.append(("compare, five books", f"{cmp_t * 1000:.0f} ms", f"{bare * 1000:.0f} ms bare",
                 f"{cmp_t / bare:.2f}x", "<= 200 ms", cmp_t <= 0.2))

    import importlib.util

    spec = importlib.util.spec_from_file_location("census_bench", ROOT / "benchmarks" / "census.py")
    census = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(census)
    m = census.measure(max(3, args.runs // 3), say=lambda *_: None)
    rows.append((f"census, slowest ({m['worst_label']})", f"{m['worst'] * 1000:.0f} ms", "",
                 "", "<= 300 ms", m["worst"] <= 0.3))
    if m["enum"] is not None:
        rows.append(("census against phevaluator", f"{m['worst'] * 1000:.0f} ms",
                     f"{m['enum'] * 1000:.0f} ms enumeration", f"{m['worst'] / m['enum']:.2f}x",
                     "< 1.00x", m["worst"] < m["enum"]))

    widths = [max(len(str(r[i])) for r in rows + [HEAD]) for i in range(5)]
    print("  ".join(h.ljust(w) for h, w in zip(HEAD, widths)) + "  met")
    for r in rows:
        print("  ".join(str(c).ljust(w) for c, w in zip(r[:5], widths)) + ("  yes" if r[5]
                                                                              else "  NO"))
    return 0


HEAD = ("measure", "value", "baseline", "ratio", "target")

if __name__ == "__main__":
    sys.exit(main())
