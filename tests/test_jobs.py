"""`rule --jobs N`: many files ruled by several processes print the very bytes one process
prints, in the same order, with the same errors and exit status."""
import json
import os
import shutil
from pathlib import Path

import pytest

from adjudicator.cli import batch, cores
from adjudicator.law.library import Library

COUNTED = cores.free_beside_us  # as the kernel's counts give it, for the tests of the count

ROOT = Path(__file__).resolve().parent.parent
# the casebook's house-rules cases name the example club's book: within reach only so
CLUB = ("--rulebooks", str(ROOT / "rulebooks" / "examples"))


@pytest.fixture(autouse=True)
def a_core_free(monkeypatch):
    """A core found free beside this process, whatever others run on the machine now: the
    pool is then used, as on a quiet machine (how the free cores are counted is tested
    below, from the kernel's counts given)."""
    monkeypatch.setattr(cores, "free_beside_us", lambda before, after: 1.0)


@pytest.fixture(scope="module")
def archive(tmp_path_factory):
    """The casebook twice over in two folders, and one bad file among them."""
    d = tmp_path_factory.mktemp("archive")
    for copy in ("one", "two"):
        shutil.copytree(ROOT / "cases", d / copy)
    (d / "one" / "m-bad.yaml").write_text("title: t\ntable:\n  players: [A, B]\n  dealer: A\n"
                                          "events:\n  - bet: {player: Z, amount: 017}\n")
    files = sorted(d.rglob("*.yaml"))
    assert len(files) >= 2 * batch.POOL_FROM  # enough for a pool of two
    return d


@pytest.fixture(scope="module")
def one_job(archive) -> tuple[list[str], batch.Job, list[str]]:
    """The first copy of the casebook (with its bad file), the job of ruling it under Peel as
    JSON, and what ``rule_files`` prints of each file, ruled by this process alone: the one
    job's bytes that the tests of a pool and of no pool both hold theirs to, made once."""
    files = [str(p) for p in sorted((archive / "one").rglob("*.yaml"))]
    job = batch.Job((), "peel", (), "json", False)
    return files, job, [d.out for d in batch.rule_files(files, job, Library.open())]


@pytest.mark.parametrize("fmt", ["json", "text"])
def test_several_jobs_print_the_bytes_of_one_in_the_same_order(cli, archive, fmt, monkeypatch):
    # the casebook once, with the bad file, and workers that take 64 files each: a pool of
    # two, as the whole archive gives at the real threshold, in half the time
    named, under = [str(archive / "one")], archive / "one"
    monkeypatch.setattr(batch, "POOL_FROM", 64)
    if fmt == "text":  # text takes long to render: fewer files, and workers that take fewer
        named = [str(archive / "one" / "after-the-show"), str(archive / "one" / "m-bad.yaml"),
                 str(archive / "two" / "hands")]
        monkeypatch.setattr(batch, "POOL_FROM", 4)
    keep = "--keep-going"  # the good files ruled beside the bad one
    one = cli("rule", *named, "--book", "peel", "--format", fmt, "--jobs", "1", keep, *CLUB)
    two = cli("rule", *named, "--book", "peel", "--format", fmt, "--jobs", "2", keep, *CLUB)
    assert one.code == two.code == 2           # the bad file, among many
    assert two.out == one.out and two.err == one.err
    bad = next(archive.rglob("m-bad.yaml"))
    assert one.err.splitlines() == [f"{bad}:6:11: unknown player 'Z': the players are A, B"]
    if fmt == "json":
        files = [line.split('"file": ')[1] for line in one.out.splitlines()]
        assert len(files) >= 2 * batch.POOL_FROM  # so two jobs did use a pool
        named = sorted(str(p) for p in under.rglob("*.yaml") if p.name != "m-bad.yaml")
        assert [f.strip('"}') for f in files] == named  # every ruling, in the order named


def test_the_default_is_every_core_and_one_file_is_ruled_without_a_pool(cli, archive):
    assert batch.default_jobs() >= 1
    r = cli("rule", str(ROOT / "cases" / "keller-side-pot.yaml"), "--format", "json")
    assert r.code == 0 and r.json()["awards"] == {"A": 30, "C": 70}


def test_a_pool_is_used_for_many_files_and_none_for_few(one_job, monkeypatch):
    pids = []
    real = batch._rule_run

    def run(args):
        return [batch.Done(d.out, d.err, {"pid": os.getpid()}) for d in real(args)]

    run.__module__, run.__qualname__ = batch.__name__, "_rule_run"  # picklable by its name
    monkeypatch.setattr(batch, "_rule_run", run)
    # the casebook once, for workers that take 64 files each: many files and few, as the
    # whole archive is at the real threshold, for a third of the rulings
    monkeypatch.setattr(batch, "POOL_FROM", 64)
    files, job, alone = one_job
    assert len(files) >= 2 * batch.POOL_FROM
    lib = Library.open()
    many = list(batch.rule_many(files, job, 2, lib))
    pids = {d.ruling["pid"] for d in many if d.ruling}
    assert len(pids) == 1 and os.getpid() not in pids  # one worker beside this process,
    # which rules the first files itself while it counts the free cores, then every other
    # run of files (a worker's are printed in their turn, a few runs ahead at most)
    first = next(i for i, d in enumerate(many) if d.ruling)
    assert first > 0
    assert [bool(d.ruling) for d in many[first - batch.RUN:]] == \
        [(i // batch.RUN) % 2 == 1 for i in range(len(many) - first + batch.RUN)]
    assert [d.out for d in many] == alone
    few = list(batch.rule_many(files[:2 * batch.POOL_FROM - 1], job, 2, lib))
    assert all(d.ruling is None for d in few)  # ruled here, not by the patched workers


@pytest.mark.parametrize("value", ["-1", "two"])
def test_jobs_must_be_a_whole_number(cli, value):
    r = cli("rule", str(ROOT / "cases"), "--jobs", value)
    assert r.code == 2 and "--jobs" in r.err and r.out == ""


def test_a_file_named_many_times_is_read_once_and_ruled_each_time(monkeypatch, tmp_path):
    from adjudicator.story import case as case_module

    reads = []
    real = case_module.load_case
    monkeypatch.setattr(case_module, "load_case", lambda f, **k: reads.append(f) or real(f, **k))
    side_pot = ROOT / "cases" / "keller-side-pot.yaml"
    link = tmp_path / "same.yaml"
    link.symlink_to(side_pot)
    files = [str(side_pot), str(link), str(side_pot), str(ROOT / "cases" / "deal-and-draw" /
                                                         "no-such.yaml")]
    done = list(batch.rule_files(files, batch.Job((), None, (), "json", False), Library.open()))
    assert reads == [str(side_pot), str(ROOT / "cases" / "deal-and-draw" / "no-such.yaml")]
    assert [d.out.count('"awards": {"A": 30, "C": 70}') for d in done] == [1, 1, 1, 0]
    assert [json.loads(d.out)["file"] for d in done[:3]] == files[:3]
    assert done[3].err.endswith("no such file or folder\n")


@pytest.mark.parametrize("cores", [None, {0}, {0, 1, 2}])
def test_jobs_are_at_most_the_cores_this_process_may_use_and_0_is_all(cli, archive, monkeypatch,
                                                                       cores):
    if cores is not None:  # a process confined to some cores (taskset, a container's cpuset)
        monkeypatch.setattr(os, "sched_getaffinity", lambda pid: cores, raising=False)
    free = len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count()
    asked, real = [], batch.rule_many
    from adjudicator.cli import many  # where `rule` and `compare` call it

    monkeypatch.setattr(many, "rule_many",
                        lambda files, job, jobs, lib: asked.append(jobs) or real(files, job, 1,
                                                                                 lib))
    for jobs in ([], ["--jobs", "0"], ["-j", "1"], ["--jobs", str(free + 5)]):
        # the jobs asked for are decided before any file is ruled: a folder of a few serves
        r = cli("rule", str(archive / "two" / "hands"), "--book", "peel", "--format", "json",
                *jobs, *CLUB)
        assert r.code == 0, r.err
    # each asked twice: the first pass that reads and checks every file, then the ruling
    assert asked[::2] == [free, free, 1, free] and asked[1::2] == asked[::2]


def test_no_pool_is_started_where_no_core_is_free_beside_this_one(one_job, monkeypatch):
    # a machine busy with others' work: a worker would only take turns with it, so this
    # process rules every file itself, whatever jobs were asked for
    monkeypatch.setattr(cores, "free_beside_us", lambda before, after: 0.3)
    monkeypatch.setattr(batch, "POOL_FROM", 64)
    monkeypatch.setattr(batch, "_pooled", lambda *a: pytest.fail("a pool was started"))
    files, job, alone = one_job
    lib = Library.open()
    assert [d.out for d in batch.rule_many(files, job, 2, lib)] == alone


@pytest.mark.parametrize("free, asked, jobs", [
    (0.0, 2, 1), (0.4, 2, 1), (0.6, 2, 2), (1.0, 2, 2), (3.0, 2, 2), (3.0, 8, 4), (1.0, 1, 1)])
def test_the_jobs_are_the_free_cores_beside_this_one_at_most_those_asked(monkeypatch, free,
                                                                         asked, jobs):
    # a core counts as free where at least half of it stood idle; one job where none did
    monkeypatch.setattr(cores, "free_beside_us", lambda before, after: free)
    assert cores.jobs(asked, None, None) == jobs


def test_the_free_cores_are_the_idle_ticks_of_this_process_cores(monkeypatch):
    # the kernel's counts of two cores, (idle, total) ticks: one idle 9 of 10 ticks, the other
    # (this process's own, busy ruling) 1 of 10; a core this process may not use is not counted
    monkeypatch.setattr(cores, "free_beside_us", COUNTED)
    monkeypatch.setattr(cores, "allowed", lambda: {0, 1})
    before = {0: (100, 1000), 1: (50, 1000)}
    after = {0: (109, 1010), 1: (51, 1010)}
    assert cores.free_beside_us(before, after) == pytest.approx(1.0)
    assert cores.jobs(2, before, after) == 2
    assert cores.jobs(2, before, {0: (101, 1010), 1: (51, 1010)}) == 1  # both busy


def test_the_load_average_stands_in_where_the_kernel_counts_cannot_be_read(monkeypatch):
    monkeypatch.setattr(cores, "free_beside_us", COUNTED)
    monkeypatch.setattr(cores, "count", lambda: 2)
    monkeypatch.setattr(os, "getloadavg", lambda: (3.6, 1.0, 1.0), raising=False)
    assert cores.free_beside_us(None, None) == 0.0  # others' work waits for both cores
    monkeypatch.setattr(os, "getloadavg", lambda: (0.2, 1.0, 1.0), raising=False)
    assert cores.free_beside_us(None, None) == 1.0  # this process on one, the other free


def test_idle_times_reads_the_kernels_counts_of_the_cores_this_process_may_use():
    if not Path("/proc/stat").exists():
        pytest.skip("no /proc/stat here: the load average stands in")
    ticks = cores.idle_times()
    assert ticks and set(ticks) <= (cores.allowed() or set(ticks))
    assert all(0 <= idle <= total for idle, total in ticks.values())
