"""Measure adjudicator as the README installs it, each figure beside a baseline in the same run.

    python3 benchmarks/run.py [--runs N] [--venv DIR] [--no-census] [--readme]

The tool timed is the one the README installs: a non-editable `pip install .` of this
checkout into a venv of the benchmark's own (DIR, made afresh unless it is there, the
package always installed anew), run as its `adjudicator` command, and its Python run from a
folder outside the checkout, so that no row imports the source. Every figure is taken from
whole processes (start-up, imports, reading and printing included), each process's own CPU
time (user and system, from the kernel's account of that child) beside its wall time, the
figure and its baseline run in turns (A B A B ...) so that load on the shared machine falls
on both alike; the median of the runs is given.

The rows, each with its target (issue 38):
- start-up: `rule CASE --format json` against a bare `python -c "import typer, rich, yaml"`,
  20 runs each at least (CPU: at most 1.25x);
- one core, under Keller and under Peel: an archive of case files of distinct bytes (the
  casebook's cases copied into COPIES folders, each copy's `title:` ended with "(copy N)",
  or a comment "# copy N" put first where a case has no title: no two files the same bytes),
  ruled with `--jobs 1` against libyaml (PyYAML's CSafeLoader) loading the same files in one
  process, in CPU time (at least 1,000 rulings a CPU-second under Keller, at most 2.5x
  libyaml's load; the goal beyond, 3,000 and 1.5x);
- the first JSON line of that batch, from the start of the process (at most 0.5 s), as the
  batch prints by default (every file read and checked first) and with --keep-going;
- peak memory (the largest resident size of the process) ruling 10,000 files against 1,000
  (at most 1.5x);
- `--jobs 0` against `--jobs 1`, with one core kept busy by a loop of the benchmark's own,
  and with no such loop (never slower; faster where a core is free: the free cores are
  measured before, by busy loops at once against one alone);
- a story of 499 events against one of 50, under Peel, each in a folder of 20 copies ruled
  by one process: the CPU of an event past the first (against 20 stories of one event) at
  most 2x in the long story what it is in the short one;
- `compare` over five books (at most 200 ms), the census of every book (at most 0.3 s).
Below the table: where a start and a Keller batch go, part by part, in one process of the
installed package, and for each target missed, by how much.

`--readme` writes the output, with the date, the machine and its load, into README.md
between its benchmark marks. Nothing here is a test: the tests never time.
"""
from __future__ import annotations

import argparse
import json
import os
import platform
import shutil
import statistics
import subprocess
import sys
import tempfile
import textwrap
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
CASES = ROOT / "cases"
CASE = CASES / "keller-side-pot.yaml"
CLUB = ["--rulebooks", str(ROOT / "rulebooks" / "examples")]  # house-rules cases name it
BARE = "import typer, rich, yaml"
LIBYAML = """import sys, yaml
from pathlib import Path
for f in sorted(Path(sys.argv[1]).rglob("*.yaml")):
    yaml.load(f.read_bytes(), Loader=yaml.CSafeLoader)
"""
SPIN = "while True: pass"
BEGIN, END = "<!-- benchmarks/run.py: begin -->", "<!-- benchmarks/run.py: end -->"


# --- the installed tool -------------------------------------------------------------------

def install(venv: Path) -> tuple[Path, Path]:
    """The venv's Python and `adjudicator`, this checkout installed into it as the README
    does (`pip install .`, not editable), anew each run."""
    if not (venv / "bin" / "python").exists():
        subprocess.run([sys.executable, "-m", "venv", str(venv)], check=True)
    py = venv / "bin" / "python"
    for more in (["--force-reinstall", "--no-deps"], []):  # anew, then its dependencies
        pip = subprocess.run([str(py), "-m", "pip", "install", "-q", *more, str(ROOT)],
                             capture_output=True, text=True, cwd=tempfile.gettempdir())
        if pip.returncode:
            raise SystemExit(f"pip install . failed: {pip.stderr[-2000:]}")
    where = subprocess.run([str(py), "-c", "import adjudicator, json, importlib.metadata as m;"
                            "print(json.dumps([adjudicator.__file__, m.distribution("
                            "'adjudicator').read_text('direct_url.json')]))"],
                           capture_output=True, text=True, check=True, cwd=tempfile.gettempdir())
    module, url = json.loads(where.stdout)
    assert not Path(module).is_relative_to(ROOT), f"the source is imported: {module}"
    assert not json.loads(url or "{}").get("dir_info", {}).get("editable"), "editable install"
    return py, venv / "bin" / "adjudicator"


# --- whole processes ----------------------------------------------------------------------

def env() -> dict:
    e = dict(os.environ, NO_COLOR="1")
    e.pop("PYTHONDONTWRITEBYTECODE", None)  # an installed package has its bytecode caches
    e.pop("PYTHONPATH", None)
    return e


HERE = Path(tempfile.mkdtemp(prefix="adjudicator-bench-cwd-"))  # no checkout on sys.path


# Each child is started by a small launcher of its own, which times it and reads the kernel's
# account of it (os.wait4): a child forked from this process would inherit the high-water
# mark of this process's memory as its own peak, and a launcher is small.
LAUNCH = r"""
import os, sys, time
report, t = int(sys.argv[1]), time.perf_counter()
pid = os.fork()
if pid == 0:
    os.close(report)
    os.execv(sys.argv[2], sys.argv[2:])
_, status, ru = os.wait4(pid, 0)
os.write(report, (f"{t} {time.perf_counter()} {os.waitstatus_to_exitcode(status)} "
                  f"{ru.ru_utime + ru.ru_stime} {ru.ru_maxrss}").encode())
"""


def run(argv: list[str], first_line: bool = False, keep: bool = False) -> dict:
    """One whole process: its wall and CPU seconds (its own, from the kernel), its peak
    resident memory (MB), the seconds to its first line of output, and its output (the
    text where KEEP, else its digest and its count of lines, so that this process stays
    small)."""
    import hashlib

    errors = tempfile.TemporaryFile()  # a file, not a pipe: never full while stdout is read
    r, w = os.pipe()
    proc = subprocess.Popen([sys.executable, "-S", "-c", LAUNCH, str(w), *argv],
                            stdout=subprocess.PIPE, stderr=errors, cwd=HERE, env=env(),
                            pass_fds=(w,))
    os.close(w)
    digest, lines, kept, first = hashlib.sha256(), 0, [], None
    while chunk := proc.stdout.read1(1 << 16):
        if first is None and b"\n" in chunk:
            first = time.perf_counter()
        digest.update(chunk)
        lines += chunk.count(b"\n")
        if keep:
            kept.append(chunk)
    proc.wait()
    with os.fdopen(r, "rb") as f:
        report = f.read().decode().split()
    if proc.returncode != 0 or not report or int(report[2]) != 0:
        errors.seek(0)
        raise SystemExit(f"{' '.join(argv)} failed: {errors.read().decode()[:500]}")
    start, end, _, cpu, rss = (float(x) for x in report)
    return {"wall": end - start, "cpu": cpu, "mb": rss / 1024,
            "first": (first - start) if first_line and first is not None else None,
            "out": b"".join(kept).decode() if keep else f"{digest.hexdigest()} {lines}",
            "lines": lines}


def turns(commands: dict[str, list[str]], runs: int, first_line=False, warm=1) -> dict:
    """The commands run in turns, ``runs`` times each after ``warm`` rounds not counted:
    the median of each figure, and the last output."""
    seen: dict = {k: [] for k in commands}
    for i in range(warm + runs):
        for k, argv in commands.items():
            r = run(argv, first_line)
            if i >= warm:
                seen[k].append(r)
    return {k: {**{f: statistics.median(r[f] for r in rs) for f in ("wall", "cpu", "mb")},
                "first": statistics.median(r["first"] for r in rs) if first_line else None,
                "out": rs[-1]["out"], "lines": rs[-1]["lines"], "runs": len(rs)}
            for k, rs in seen.items()}


# --- the archive --------------------------------------------------------------------------

def archive(folder: Path, copies: int) -> int:
    """The casebook's cases copied into ``copies`` folders, each copy's case titled anew
    ("... (copy 7)"; a case without a title gets a first line "# copy 7"): distinct bytes
    in every file, so nothing can be read once and served twice. The number of files."""
    import re

    title = re.compile(r"^(title:[^\n#]*?)[ \t]*$", re.M)
    cases = sorted(CASES.rglob("*.yaml"))
    for i in range(copies):
        for f in cases:
            text = f.read_text(encoding="utf-8")
            copy, n = title.subn(lambda m: f"{m.group(1)} (copy {i})", text, count=1)
            if not n:
                copy = f"# copy {i}\n{text}"
            out = folder / f"copy{i:03}" / f.relative_to(CASES)
            out.parent.mkdir(parents=True, exist_ok=True)
            out.write_text(copy, encoding="utf-8")
    files = list(folder.rglob("*.yaml"))
    assert len({f.read_bytes() for f in files}) == len(files), "two files of the same bytes"
    return len(files)


def first_files(source: Path, folder: Path, n: int) -> None:
    """The first N files of SOURCE (in the order a batch rules them), linked into FOLDER."""
    for i, f in enumerate(sorted(source.rglob("*.yaml"))[:n]):
        out = folder / f.relative_to(source)
        out.parent.mkdir(parents=True, exist_ok=True)
        os.link(f, out)


# --- the machine --------------------------------------------------------------------------

STORY_COPIES = 20


def long_story(folder: Path, events: int, copies: int = STORY_COPIES) -> Path:
    """A folder of ``copies`` stories (titled apart: distinct bytes) of ``events`` checks in
    turn by two players, round and round: each is ruled (a check where the book's betting has
    begun is an open point under some books). Many files a process, so that what the events
    cost is seconds of CPU, far above what one start-up differs from the next."""
    out = folder / f"checks-{events}"
    out.mkdir()
    for i in range(copies):
        (out / f"copy{i:02}.yaml").write_text(
            f"title: checks round and round (copy {i})\ntable: {{players: [A, B], dealer: A}}\n"
            "events:\n" + "".join(f"  - check: {'AB'[k % 2]}\n" for k in range(events)),
            encoding="utf-8")
    return out


SPIN_MANY = """
import sys, time
from multiprocessing import Pool
def spin(_):
    t = time.perf_counter()
    x = 0
    for i in range(4_000_000):
        x += i
    return time.perf_counter() - t
if __name__ == "__main__":
    n = int(sys.argv[1])
    one = min(spin(0) for _ in range(3))
    with Pool(n) as pool:
        many = min(max(pool.map(spin, range(n))) for _ in range(3))
    print(n * one / many)
"""


def free_cores(cores: int) -> float:
    """How many cores' worth of CPU the machine gives us now: N busy loops at once against
    one alone."""
    return float(run([sys.executable, "-c", SPIN_MANY, str(cores)], keep=True)["out"])


def machine() -> str:
    model = ""
    try:
        model = next(line.split(":", 1)[1].strip() for line in
                     Path("/proc/cpuinfo").read_text().splitlines()
                     if line.startswith("model name"))
    except (OSError, StopIteration):
        pass
    return f"{platform.system()} {platform.machine()}" + (f", {model}" if model else "")


def commit() -> str:
    try:
        head = subprocess.run(["git", "-C", str(ROOT), "rev-parse", "--short", "HEAD"],
                              capture_output=True, text=True, check=True).stdout.strip()
        dirty = subprocess.run(["git", "-C", str(ROOT), "status", "--porcelain", "--",
                                "adjudicator"], capture_output=True, text=True).stdout.strip()
    except (OSError, subprocess.CalledProcessError):
        return "not a git checkout"
    return head + (" with changes" if dirty else "")


# --- where the time goes, in one process of the installed package -------------------------

PHASES = """
import json, sys
from pathlib import Path
from time import perf_counter as now
from adjudicator.story import yamlio
from adjudicator.cli.batch import _few_collections
from adjudicator.story.case import build_case
from adjudicator.judge.by_book import rule
from adjudicator.law.library import Library
from adjudicator.law.known import Known
from adjudicator.story.expect import check_names
from adjudicator.cli.printable import json_line
lib = Library.open(sys.argv[3:]); book = sys.argv[2]; lib.book(book); known = Known(lib)
spent = dict(read=0.0, yaml=0.0, case=0.0, rule=0.0, json=0.0)
with _few_collections():  # as `rule` runs a batch: file by file, nothing kept
    for f in sorted(Path(sys.argv[1]).rglob("*.yaml")):
        t0 = now(); text = yamlio.read_text(f)
        t1 = now(); data = yamlio.loads(text, str(f))
        t2 = now(); case = build_case(data, str(f), expect=False); check_names(case, known)
        t3 = now(); ruling = dict(rule(case, lib, book, []), file=str(f))
        t4 = now(); line = json_line(ruling)
        t5 = now()
        for k, a, b in (("read", t0, t1), ("yaml", t1, t2), ("case", t2, t3), ("rule", t3, t4),
                        ("json", t4, t5)):
            spent[k] += b - a
print(json.dumps(list(spent.values())))
"""

STARTUP = """
import json, sys
from time import perf_counter as now
t = [now()]
import typer, rich, yaml; t.append(now())
import adjudicator.cli.commands, adjudicator.story.case, adjudicator.judge.by_book, adjudicator.cli.printable
t.append(now())
typer.main.get_command(adjudicator.cli.commands._app_for(["rule"])); t.append(now())
from adjudicator.law.library import Library
from adjudicator.law.known import read_case
lib = Library.open(); case = read_case(sys.argv[1], lib); t.append(now())
lib.book(case.book); t.append(now())
ruling = adjudicator.judge.by_book.rule(case, lib, None, []); t.append(now())
adjudicator.cli.printable.json_text(ruling, indent=2); t.append(now())
ours = sum(1 for m in sys.modules if m == "adjudicator" or m.startswith("adjudicator."))
print(json.dumps([b - a for a, b in zip(t, t[1:])] + [ours]))
"""
STARTUP_PARTS = ("bare import", "our modules", "typer's commands", "library and case",
                 "the book (cache)", "ruling", "JSON")


def in_one_process(py: Path, code: str, args: list[str], runs: int, pick) -> list:
    results = [json.loads(run([str(py), "-c", code, *args], keep=True)["out"])
               for _ in range(runs)]
    return [pick(r[i] for r in results) for i in range(len(results[0]))]


# --- the run ------------------------------------------------------------------------------

def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    ap.add_argument("--runs", type=int, default=5, help="runs of each batch figure")
    ap.add_argument("--start-runs", type=int, default=20, help="runs of the start-up figure")
    ap.add_argument("--copies", type=int, default=14,
                    help="casebook copies in the archive (14: over 3,000 files)")
    ap.add_argument("--venv", default=str(Path(tempfile.gettempdir()) / "adjudicator-bench"),
                    help="the benchmark's own venv, where the checkout is installed")
    ap.add_argument("--many", type=int, default=10_000, help="files of the memory row")
    ap.add_argument("--few", type=int, default=1_000, help="files of its baseline")
    ap.add_argument("--no-census", action="store_true", help="leave out the census rows")
    ap.add_argument("--readme", action="store_true", help="write the output into README.md")
    args = ap.parse_args()
    started = time.strftime("%Y-%m-%d %H:%M UTC", time.gmtime())
    load_before = os.getloadavg()
    measured = commit()  # what is installed: the tree as it stands now, not when the run ends
    py, adj = install(Path(args.venv))
    adj = [str(adj)]
    cores = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    work = Path(tempfile.mkdtemp(prefix="adjudicator-bench-"))
    rows, notes, missed = [], [], []

    def row(measure, value, baseline, ratio, target, met):
        rows.append((measure, value, baseline, ratio, target, met))

    try:
        big, many = work / "archive", work / "ten-thousand"
        n = archive(big, args.copies)
        n10k = archive(many, -(-args.many // len(list(CASES.rglob("*.yaml")))))
        thousand = work / "thousand"
        first_files(many, thousand, args.few)

        # start-up, against the bare import of what every command needs
        bare = [str(py), "-c", BARE]
        s = turns({"bare": bare, "rule": adj + ["rule", str(CASE), "--format", "json"]},
                  args.start_runs, warm=2)
        for what in ("cpu", "wall"):
            ratio = s["rule"][what] / s["bare"][what]
            row(f"start-up, {what}", f"{s['rule'][what] * 1000:.0f} ms",
                f"{s['bare'][what] * 1000:.0f} ms bare import", f"{ratio:.2f}x",
                "<= 1.25x" if what == "cpu" else "", ratio <= 1.25 if what == "cpu" else None)
        parts = in_one_process(py, STARTUP, [str(CASE)], args.start_runs // 2, min)
        notes.append("where a start goes, in one process (ms): " + ", ".join(
            f"{k} {v * 1000:.1f}" for k, v in zip(STARTUP_PARTS, parts))
            + f"; {parts[-1]:.0f} modules of ours imported")
        cpu_ratio = s["rule"]["cpu"] / s["bare"]["cpu"]
        if cpu_ratio > 1.25:
            missed.append(f"start-up is {cpu_ratio:.2f}x the bare import in CPU: "
                          f"{(s['rule']['cpu'] - s['bare']['cpu']) * 1000:.0f} ms past it, "
                          f"where 1.25x allows {0.25 * s['bare']['cpu'] * 1000:.0f}")

        # one core, under Keller and Peel, against libyaml's load of the same files
        def batch(folder, book, *more):
            return adj + ["rule", str(folder), "--book", book, "--format", "json", *CLUB,
                          *more]

        one = {}
        for book in ("keller", "peel"):
            b = turns({"libyaml": [str(py), "-c", LIBYAML, str(big)],
                       "one": batch(big, book, "--jobs", "1")}, args.runs)
            assert b["one"]["lines"] == n
            one[book] = b
            per_cpu = n / b["one"]["cpu"]
            ratio = b["one"]["cpu"] / b["libyaml"]["cpu"]
            row(f"{n:,} files, {book}, --jobs 1", f"{per_cpu:,.0f}/cpu-s ({n / b['one']['wall']:,.0f}/s)",
                f"{b['libyaml']['cpu']:.2f} cpu-s libyaml", f"{ratio:.2f}x (wall "
                f"{b['one']['wall'] / b['libyaml']['wall']:.2f}x)", ">= 1,000/cpu-s, <= 2.5x",
                per_cpu >= 1000 and ratio <= 2.5)
            if per_cpu < 1000 or ratio > 2.5:
                missed.append(f"one core under {book}: {per_cpu:,.0f} rulings a CPU-second "
                              f"({1000 / per_cpu:.2f} times short of 1,000), {ratio:.2f}x "
                              f"libyaml's load ({ratio / 2.5:.2f} times 2.5x)")
        p = in_one_process(py, PHASES, [str(big), "keller", *CLUB[1:]], 3, statistics.median)
        total = sum(p)
        notes.append(f"where a Keller batch of {n:,} files goes, in one process (s): " +
                     ", ".join(f"{k} {v:.2f}" for k, v in
                               zip(("read", "yaml", "case", "rule", "json"), p))
                     + f" (the ruling {p[3] / total:.0%}); libyaml's whole process "
                     f"{one['keller']['libyaml']['cpu']:.2f} cpu-s")

        # the first line, as a batch prints by default and with --keep-going
        f = turns({"checked": batch(big, "keller", "--jobs", "1"),
                   "kept": batch(big, "keller", "--jobs", "1", "--keep-going")},
                  max(3, args.runs), first_line=True)
        for k, label in (("checked", "every file checked first"), ("kept", "--keep-going")):
            row(f"first JSON line, {label}", f"{f[k]['first']:.2f} s",
                f"{f[k]['wall']:.2f} s the batch", f"{f[k]['first'] / f[k]['wall']:.2f}x",
                "<= 0.5 s", f[k]["first"] <= 0.5)
        if f["checked"]["first"] > 0.5:
            missed.append(f"the first line of {n:,} files comes {f['checked']['first']:.2f} s "
                          "from the start: every file is read and checked before any is "
                          "ruled, so that a batch with a bad file prints nothing; with "
                          f"--keep-going it comes in {f['kept']['first']:.2f} s")

        # memory, for ten times the files
        m = turns({"1k": batch(thousand, "keller", "--jobs", "1"),
                   "10k": batch(many, "keller", "--jobs", "1")}, max(1, args.runs // 3), warm=0)
        ratio = m["10k"]["mb"] / m["1k"]["mb"]
        row(f"peak memory, {n10k:,} files", f"{m['10k']['mb']:.0f} MB",
            f"{m['1k']['mb']:.0f} MB for {args.few:,}", f"{ratio:.2f}x", "<= 1.5x", ratio <= 1.5)

        # every core against one, with a core kept busy and without
        free_before = free_cores(cores)
        spin = subprocess.Popen([sys.executable, "-c", SPIN])
        try:
            busy = turns({"one": batch(big, "keller", "--jobs", "1"),
                          "all": batch(big, "keller", "--jobs", "0")}, args.runs)
        finally:
            spin.kill()
            spin.wait()
        quiet = turns({"one": batch(big, "keller", "--jobs", "1"),
                       "all": batch(big, "keller", "--jobs", "0")}, args.runs)
        free_after = free_cores(cores)
        assert busy["all"]["out"] == busy["one"]["out"] == quiet["all"]["out"]
        free = min(free_before, free_after)
        for label, b in (("one core busy", busy), ("no loop of ours", quiet)):
            gain = b["one"]["wall"] / b["all"]["wall"]
            faster = label != "one core busy" and free >= 1.5
            row(f"--jobs 0, {label}", f"{b['all']['wall']:.2f} s",
                f"{b['one']['wall']:.2f} s --jobs 1",
                f"{gain:.2f}x (cpu {b['all']['cpu'] / b['one']['cpu']:.2f}x)",
                "> 1.00x" if faster else ">= 1.00x", gain > 1.0 if faster else gain >= 1.0)
            if not (gain > 1.0 if faster else gain >= 1.0):
                missed.append(f"--jobs 0 with {label} is {1 / gain:.3f}x the wall time of "
                              "--jobs 1")
        notes.append(f"cores free for us: {free_before:.2f} of {cores} before the --jobs "
                     f"rows, {free_after:.2f} after ({cores} busy loops at once against one "
                     "alone); with no loop of ours, --jobs 0 is to be faster only where at "
                     "least 1.5 cores are free, never slower anywhere")

        # a long story: each event costs what it costs in a short one (a cost that grows with
        # the story, as an open point compared with every step before it once did, shows here)
        stories = {n: long_story(work, n) for n in (1, 50, 499)}
        t = turns({n: adj + ["rule", str(f), "--book", "peel", "--format", "json", "--jobs", "1"]
                   for n, f in stories.items()}, args.runs)
        short, long = ((t[n]["cpu"] - t[1]["cpu"]) / ((n - 1) * STORY_COPIES)
                       for n in (50, 499))
        ratio = long / short
        row("a story of 499 events, peel", f"{long * 1000:.2f} ms/event",
            f"{short * 1000:.2f} ms/event in 50", f"{ratio:.2f}x", "<= 2x", ratio <= 2)
        if ratio > 2:
            missed.append(f"an event of a 499-event story costs {ratio:.2f}x one of a 50-event "
                          "story: something grows with the story")

        c = turns({"compare": adj + ["compare", str(CASE), "--format", "json"]}, args.runs)
        row("compare, five books", f"{c['compare']['wall'] * 1000:.0f} ms",
            f"cpu {c['compare']['cpu'] * 1000:.0f} ms", "", "<= 200 ms",
            c["compare"]["wall"] <= 0.2)
    finally:
        shutil.rmtree(work, ignore_errors=True)

    if not args.no_census:
        import importlib.util

        spec = importlib.util.spec_from_file_location("census_bench",
                                                      ROOT / "benchmarks" / "census.py")
        census = importlib.util.module_from_spec(spec)
        spec.loader.exec_module(census)
        census.PYTHON, census.CWD, census.SOURCE = str(py), HERE, False
        m = census.measure(max(3, args.runs), say=lambda *_: None)
        row(f"census ({m['worst_label']})", f"{m['worst'] * 1000:.0f} ms", "", "",
            "<= 300 ms", m["worst"] <= 0.3)

    load_after = os.getloadavg()
    out = [f"{started}, commit {measured}, installed with pip install . (not editable)",
           f"{machine()}, {cores} cores, Python {sys.version.split()[0]}; load average "
           f"{load_before[0]:.1f} at the start, {load_after[0]:.1f} at the end; "
           f"medians of {args.runs} runs ({args.start_runs} for start-up)"]
    head = ("measure", "value", "baseline", "ratio", "target")
    widths = [max(len(str(r[i])) for r in rows + [head]) for i in range(5)]
    out.append("  ".join(h.ljust(w) for h, w in zip(head, widths)) + "  met")
    for r in rows:
        met = {True: "  yes", False: "  NO", None: ""}[r[5]]
        out.append(("  ".join(str(c).ljust(w) for c, w in zip(r[:5], widths)) + met).rstrip())
    for note in notes:
        out.append(textwrap.fill(note, width=92, subsequent_indent="  "))
    for why in missed:
        out.append(textwrap.fill("missed: " + why, width=92, subsequent_indent="  "))
    text = "\n".join(out)
    print(text)
    if args.readme:
        readme = ROOT / "README.md"
        old = readme.read_text(encoding="utf-8")
        before, _, rest = old.partition(BEGIN)
        _, _, after = rest.partition(END)
        assert rest, f"README.md has no {BEGIN}"
        readme.write_text(f"{before}{BEGIN}\n```\n{text}\n```\n{END}{after}", encoding="utf-8")
    shutil.rmtree(HERE, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
