"""The command as a child process that counts a core free beside it whatever the machine is
running now, so that `--jobs 2` starts its workers (cli/cores.py), for the tests of what a
pool of workers does (signals, interrupts): `[*COMMAND, "rule", ...]`."""
import sys

COMMAND = [sys.executable, "-c",
           "import sys; from adjudicator.cli import cores; "
           "cores.free_beside_us = lambda before, after: 1.0; "
           "from adjudicator.cli.commands import main; sys.argv[0] = 'adjudicator'; main()"]
