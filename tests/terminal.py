"""A command run on a pseudo-terminal, as a person at a terminal runs it: each answer typed
at its prompt (what --ask's tests and the README's tour share)."""
from __future__ import annotations

import os
import pty
import select
import subprocess
import time

PROMPT = b"or s: "  # how every question of --ask ends


def typed(command: list, answers, cwd, env: dict, timeout: float = 90,
          before=lambda n: None, signal_at=None) -> tuple[int, str, list]:
    """Run COMMAND (an argv) in CWD with ENV on a pseudo-terminal, typing each of ANSWERS at
    a prompt; BEFORE(n) runs before the n-th answer is typed (n from 0), as the question
    waits; SIGNAL_AT=(n, SIGNUM) sends a signal instead of the n-th answer. (exit status,
    what was shown, the answers left untyped)."""
    master, slave = pty.openpty()
    proc = subprocess.Popen(command, stdin=slave, stdout=slave, stderr=slave, env=env,
                            cwd=cwd, close_fds=True)
    os.close(slave)
    out, left, count, end = b"", list(answers), 0, time.time() + timeout
    while time.time() < end:
        ready, _, _ = select.select([master], [], [], 0.2)
        if ready:
            try:
                chunk = os.read(master, 65536)
            except OSError:  # the child has closed the terminal
                break
            if not chunk:
                break
            out += chunk
            if out.endswith(PROMPT):
                if signal_at and signal_at[0] == count:
                    proc.send_signal(signal_at[1])
                    count += 1
                    continue
                assert left, "asked more than the test answers:\n" + out.decode()[-2000:]
                before(count)
                os.write(master, left.pop(0).encode() + b"\n")
                count += 1
        elif proc.poll() is not None:
            break
    proc.wait(10)
    os.close(master)
    return proc.returncode, out.decode(errors="replace").replace("\r\n", "\n"), left
