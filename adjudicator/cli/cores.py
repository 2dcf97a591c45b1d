"""How many cores a batch may rule on: those this process may use (`os.sched_getaffinity`:
a `taskset` or a container's CPU set counts), and of those only the ones others' work leaves
free, measured while the batch's first files are ruled.

On a machine shared with others a worker on a busy core only takes turns with their work, and
its start and its copy of this process's memory make the batch slower than one job: so the
pool is sized by the idle time of this process's cores (the kernel's own count, /proc/stat)
over the first tenth of a second of the batch, during which this process rules on one core
itself. A core counts as free where at least half of it stood idle; where none did, the batch
is ruled by this process alone. Where /proc/stat cannot be read, the load average stands in
for it (the cores less the processes waiting for one), and where neither can, every core."""
from __future__ import annotations

import os

SAMPLE = 0.1  # seconds of the batch's own start over which the idle cores are counted


def allowed() -> set[int] | None:
    """The cores this process may run on (None: not known, every core)."""
    try:
        return set(os.sched_getaffinity(0))
    except (AttributeError, OSError):
        return None


def count() -> int:
    """How many cores this process may use."""
    cores = allowed()
    return len(cores) if cores else (os.cpu_count() or 1)


def idle_times() -> dict[int, tuple[int, int]] | None:
    """Each core's (idle, total) clock ticks so far, as the kernel counts them (None: not
    readable here)."""
    try:
        with open("/proc/stat", encoding="ascii") as f:
            lines = f.read().splitlines()
    except OSError:
        return None
    cores = allowed()
    out = {}
    for line in lines:
        name, _, rest = line.partition(" ")
        if not (name.startswith("cpu") and name[3:].isdigit()):
            continue
        n = int(name[3:])
        if cores is not None and n not in cores:
            continue
        ticks = [int(x) for x in rest.split()]
        out[n] = (ticks[3] + (ticks[4] if len(ticks) > 4 else 0), sum(ticks[:8]))
    return out or None


def free_beside_us(before: dict | None, after: dict | None) -> float:
    """How many cores' worth stood idle between two readings of ``idle_times``, beside the
    one this process was busy on; without readings, the load average's account of it."""
    if before and after:
        idle = 0.0
        for n, (i1, t1) in after.items():
            i0, t0 = before.get(n, (i1, t1))
            if t1 > t0:
                idle += (i1 - i0) / (t1 - t0)
        return idle
    try:
        load = os.getloadavg()[0]  # the processes running or waiting, this one among them
    except (AttributeError, OSError):
        return float(count() - 1)
    return max(0.0, count() - max(load, 1.0))


def jobs(asked: int, before: dict | None, after: dict | None) -> int:
    """The processes to rule with: at most ASKED (already at most the cores there are), and
    beside this one only as many as there are free cores (half idle or more): one where none
    is."""
    free = int(free_beside_us(before, after) + 0.5)
    return max(1, min(asked, 1 + free))
