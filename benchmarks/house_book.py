"""Benchmark: a large house book read, checked and ruled under, against a small one.

    python benchmarks/house_book.py [--laws 6000] [--base 60] [--runs 3]

Two house books that extend Peel, written afresh in a temporary folder: one of LAWS laws and
one of BASE laws, every law answering the same question alike (`sequence.ace: either-end`, as
a club's committee might restate one rule law after law). Each is checked
(`adjudicator check --rulebooks DIR DIR`) and a case is ruled under it (`adjudicator rule CASE
--rulebooks DIR`), as whole processes with the cache of built books off
(ADJUDICATOR_CACHE=off: every run reads and checks the book anew), the large book's run and
the small one's in turns so that load on a shared machine falls on both alike. Each figure
is the median of RUNS runs, CPU time (user and system of the child, what a busy machine
changes least) beside wall time.

The ratio is the large book's time to the small one's. A law lookup that scans every law for
every law grows with the square of the laws (LAWS / BASE = 100 gives 10,000 times the work);
an indexed one about linearly, so the ratio stays at most LAWS / BASE (the target), and in
practice far below it, start-up being the same for both. Nothing here is a test.
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASE = """\
title: A bet, a call, a fold, a show
book: club
table:
  players: [A, B, C]
  dealer: B
  phase: after_draw
  pot: 15
  limit: 5
events:
  - bet: {player: A, amount: 5}
  - call: B
  - fold: C
  - show: {A: "9S TC JD QS KC", B: "AC 2S 3S 4D 5D"}
"""


def write_book(folder: Path, laws: int) -> Path:
    """A house book of ``laws`` laws that all answer sequence.ace alike."""
    folder.mkdir(parents=True)
    lines = ["book:", "  id: club", "  title: A house book", "  author: The Committee",
             "  source: house rules", "  extends: peel", "laws:"]
    for i in range(1, laws + 1):
        lines += [f"  - id: club:{i}", f"    title: L{i}", "    page: 1", "    kind: rule",
                  "    text: The ace may end a sequence.",
                  "    provides: {sequence.ace: either-end}"]
    (folder / "club.yaml").write_text("\n".join(lines) + "\n", encoding="utf-8")
    return folder


def run(argv: list[str]) -> tuple[float, float]:
    """Wall and CPU seconds of one whole process."""
    env = dict(os.environ, NO_COLOR="1", ADJUDICATOR_CACHE="off")
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    t = time.perf_counter()
    proc = subprocess.run(argv, capture_output=True, text=True, cwd=ROOT, env=env)
    wall = time.perf_counter() - t
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    if proc.returncode != 0:
        raise SystemExit(f"{' '.join(argv)} failed: {(proc.stderr or proc.stdout)[:500]}")
    return wall, (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--laws", type=int, default=6000, help="laws of the large house book")
    ap.add_argument("--base", type=int, default=60, help="laws of the small one (the baseline)")
    ap.add_argument("--runs", type=int, default=3)
    args = ap.parse_args()
    exe = [sys.executable, "-m", "adjudicator"]
    with tempfile.TemporaryDirectory(prefix="adjudicator-house-") as tmp:
        big = write_book(Path(tmp) / "big", args.laws)
        small = write_book(Path(tmp) / "small", args.base)
        case = Path(tmp) / "case.yaml"
        case.write_text(CASE, encoding="utf-8")
        print(f"a house book of {args.laws:,} laws against one of {args.base:,}, median of "
              f"{args.runs} runs, cache off (Python {sys.version.split()[0]}):")
        print(f"{'command':<8} {'large cpu':>10} {'small cpu':>10} {'ratio':>7}   "
              f"{'large wall':>10} {'small wall':>10} {'ratio':>7}")
        worst = 0.0
        for name, argv in (("check", ["check", "--rulebooks", "{d}", "{d}"]),
                           ("rule", ["rule", str(case), "--rulebooks", "{d}"])):
            times = {"large": ([], []), "small": ([], [])}
            for _ in range(args.runs):
                for label, d in (("large", big), ("small", small)):
                    wall, cpu = run(exe + [a.format(d=d) for a in argv])
                    times[label][0].append(wall)
                    times[label][1].append(cpu)
            (lw, lc), (sw, sc) = ((statistics.median(w), statistics.median(c))
                                  for w, c in times.values())
            worst = max(worst, lc / sc)
            print(f"{name:<8} {lc:>9.2f}s {sc:>9.2f}s {lc / sc:>6.1f}x   "
                  f"{lw:>9.2f}s {sw:>9.2f}s {lw / sw:>6.1f}x")
        bound = args.laws / args.base
        print(f"target: CPU ratio at most {bound:.0f}x (the laws' ratio: linear); "
              f"{'met' if worst <= bound else 'MISSED'} ({worst:.1f}x)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
