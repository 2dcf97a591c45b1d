"""`rule --jobs N`: many files ruled by several processes print the very bytes one process
prints, in the same order, with the same errors and exit status."""
import json
import os
import shutil
from pathlib import Path

import pytest

from adjudicator.cli import batch
from adjudicator.law.library import Library

ROOT = Path(__file__).resolve().parent.parent
# the casebook's house-rules cases name the example club's book: within reach only so
CLUB = ("--rulebooks", str(ROOT / "rulebooks" / "examples"))


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


def test_a_pool_is_used_for_many_files_and_none_for_few(archive, monkeypatch):
    pids = []
    real = batch._rule_run

    def run(args):
        return [batch.Done(d.out, d.err, {"pid": os.getpid()}) for d in real(args)]

    run.__module__, run.__qualname__ = batch.__name__, "_rule_run"  # picklable by its name
    monkeypatch.setattr(batch, "_rule_run", run)
    # the casebook once, for workers that take 64 files each: many files and few, as the
    # whole archive is at the real threshold, for a third of the rulings
    monkeypatch.setattr(batch, "POOL_FROM", 64)
    files = [str(p) for p in sorted((archive / "one").rglob("*.yaml"))]
    assert len(files) >= 2 * batch.POOL_FROM
    job = batch.Job((), "peel", (), "json", False)
    lib = Library.open()
    many = list(batch.rule_many(files, job, 2, lib))
    pids = {d.ruling["pid"] for d in many if d.ruling}
    assert len(pids) == 1 and os.getpid() not in pids  # one worker beside this process,
    first = next(i for i, d in enumerate(many) if d.ruling)  # which rules the first runs
    assert first > 0 and all(d.ruling for d in many[first:] if not d.err)  # itself
    assert [d.out for d in many] == [d.out for d in batch.rule_files(files, job, lib)]
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
    monkeypatch.setattr(case_module, "load_case", lambda f: reads.append(f) or real(f))
    side_pot = ROOT / "cases" / "keller-side-pot.yaml"
    link = tmp_path / "same.yaml"
    link.symlink_to(side_pot)
    files = [str(side_pot), str(link), str(side_pot), str(ROOT / "cases" / "deal-and-draw" /
                                                         "no-such.yaml")]
    done = batch.rule_files(files, batch.Job((), None, (), "json", False), Library.open())
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
    assert asked == [free, free, 1, free]
