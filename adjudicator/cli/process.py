"""How the command ends: output that cannot be written, an encoding that cannot print, a fault
of the tool's own.

Output that cannot be written (a closed pipe or descriptor, a full disk) ends with status 1
and nothing more, or, for a file named on the command line (--svg), one line naming it; a
name the output encoding cannot spell is escaped; any other exception is a fault in
adjudicator, said in one line with status 1, never a traceback. (An output path refused
before anything is written, as an input or as no regular file, is bad input: status 2.)

An interrupt (Ctrl-C, SIGINT), a request to end (SIGTERM: `kill`, `timeout`) or a hang-up
(SIGHUP: the terminal closed) ends the command at once with one line and the status a shell
reports for a command ended by that signal (130, 143, 129): worker processes (--jobs) leave
them to this one, which ends them, so none prints a traceback or is left waiting. (A signal
the caller set to be ignored, as `nohup` does SIGHUP, stays ignored.)
"""
import errno
import io
import sys
from contextlib import contextmanager


def run(make_app) -> None:
    """Run the typer app MAKE_APP() makes as the process `adjudicator`, ending as the module
    docstring says (an interrupt while the app is made, too)."""
    if sys.stdout is None:
        sys.stdout = _Closed()
    _encode_anything()
    _freeze_at_exit()
    from ..errors import OutputFailed

    before = _on_stop(_interrupted)
    try:
        try:
            with _warnings_as_lines():
                make_app()(prog_name="adjudicator")
        finally:
            sys.stdout.flush()  # a full disk shows here rather than at exit
    except Interrupted as stop:
        _end_interrupted(stop.signum)
    except OutputFailed as exc:  # a file named on the command line, not written to its end
        from .printable import one_line

        sys.stderr.write(one_line(str(exc)) + "\n")
        _end_quietly()
    except OSError as exc:  # click ends a broken pipe itself with status 1; a full disk here
        if exc.errno not in _OUTPUT_FAILURES:
            _fault(exc)
        if exc.errno != errno.EPIPE:  # a reader that stopped reading wants no word of it
            say_on_stderr(f"adjudicator: the output could not be written: "
                          f"{exc.strerror or exc}\n")
        _end_quietly()
    except Exception as exc:  # noqa: BLE001 - a fault of ours: one line and status 1, no trace
        _fault(exc)
    finally:
        _on_stop(before)


@contextmanager
def _warnings_as_lines():
    """The core's warnings (``AdjudicatorWarning``: it never prints) said as one line each on
    stderr, ``adjudicator: MESSAGE``, whatever PYTHONWARNINGS or -W say (the core says each
    once); any other warning as Python shows it. As before, once the command is done."""
    import warnings

    from ..errors import AdjudicatorWarning

    with warnings.catch_warnings():
        shown = warnings.showwarning

        def show(message, category, filename, lineno, file=None, line=None):
            if issubclass(category, AdjudicatorWarning):
                from .printable import one_line

                sys.stderr.write(one_line(f"adjudicator: {message}") + "\n")
            else:
                shown(message, category, filename, lineno, file, line)

        warnings.showwarning = show
        warnings.filterwarnings("always", category=AdjudicatorWarning)
        yield


class Interrupted(BaseException):
    """Ctrl-C, SIGTERM or SIGHUP (SIGNUM): not a KeyboardInterrupt, which click turns into
    "Aborted!" and status 1."""

    def __init__(self, signum: int = 2):
        super().__init__(signum)
        self.signum = signum


# The worker pools at work now (cli/batch.py): a stop ends their workers, never to be replaced.
POOLS: list = []


def _interrupted(signum, _frame):
    import multiprocessing

    if multiprocessing.active_children():  # a pool at work (--jobs): end here, never unwind
        _end_interrupted(signum)  # through the pool, whose clean-up may wait on a lock for ever
    raise Interrupted(signum)


_STOPS = ("SIGINT", "SIGTERM", "SIGHUP")  # what ends the command as Ctrl-C does
_SAID = {"SIGINT": "interrupted", "SIGTERM": "terminated", "SIGHUP": "hung up"}


def _on_stop(handler):
    """Set what each stopping signal does (in the main thread only, where Python runs
    handlers), a signal the caller ignores left ignored; what each did before, to put back.
    HANDLER is one handler for all, or what a call returned."""
    import signal

    if handler is None:
        return None
    before = {}
    try:
        for name in _STOPS:
            sig = getattr(signal, name, None)
            if sig is None:
                continue
            now = handler.get(name) if isinstance(handler, dict) else handler
            if name != "SIGINT" and not isinstance(handler, dict) and (
                    signal.getsignal(sig) == signal.SIG_IGN):
                continue  # nohup's SIGHUP, a caller's ignored SIGTERM: theirs to decide
            if now is not None:
                before[name] = signal.signal(sig, now)
    except ValueError:  # not the main thread (a test's runner): as it was
        return None
    return before


def ignore_interrupts() -> None:
    """In a worker process: Ctrl-C and a hang-up reach the whole process group, and only the
    command itself answers them (it ends its workers); SIGTERM, which the pool itself sends
    its idle workers at the end, ends a worker quietly, with no traceback."""
    import os
    import signal

    signal.signal(signal.SIGINT, signal.SIG_IGN)
    if hasattr(signal, "SIGHUP"):
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    signal.signal(signal.SIGTERM, lambda *_: os._exit(128 + signal.SIGTERM))
    _die_with_the_command()


def _die_with_the_command() -> None:
    """A worker forked as the command was being stopped may be missed by the command's own
    count of its workers, and would then live on, holding the other workers' pipes and the
    command's stderr open: on Linux the kernel kills it when the thread that started it
    ends (prctl PR_SET_PDEATHSIG); where the command is already gone, it ends at once."""
    import os
    import signal

    parent = os.getppid()
    try:
        import ctypes

        ctypes.CDLL(None, use_errno=True).prctl(1, signal.SIGKILL)  # 1: PR_SET_PDEATHSIG
    except (OSError, AttributeError, TypeError):
        return
    if os.getppid() != parent:  # the command ended before the line above
        os._exit(128 + signal.SIGTERM)


def abandon(pool) -> None:
    """End a pool's workers at once and never wait on them (a stop, a closed pipe). A worker
    stopped by the same signal may die holding the lock of the queue it wrote its results
    to, and the pool's own terminate() then waits on that lock for ever: so no worker is
    started again in place of one killed, the workers are killed, and the pool's finalizer
    (that same terminate, run again at exit) is cancelled; its threads are daemons."""
    handler = getattr(pool, "_worker_handler", None)
    if handler is not None:
        handler._state = "TERMINATE"  # multiprocessing.pool.TERMINATE
    for worker in list(getattr(pool, "_pool", ())):
        try:
            worker.kill()
        except (OSError, ValueError, AttributeError):
            pass
    finalizer = getattr(pool, "_terminate", None)
    if finalizer is not None:
        finalizer.cancel()


def _end_interrupted(signum: int = 2) -> None:
    """End at once: the workers killed, one line, status 128 + SIGNUM. Not through the
    interpreter's exit, whose clean-up waits on the workers' pool and could wait for ever."""
    import multiprocessing
    import os
    import signal

    for name in _STOPS:  # a second signal does not cut this short
        if hasattr(signal, name):
            signal.signal(getattr(signal, name), signal.SIG_IGN)
    for pool in list(POOLS):
        abandon(pool)
    # a worker the pool's thread was starting as the signal came is killed too: it would hold
    # the others' pipes, and this command's stderr, open for ever
    for _ in range(50):
        children = multiprocessing.active_children()
        if not children:
            break
        for child in children:
            child.kill()
            child.join(5)
    try:
        sys.stdout.flush()
    except (OSError, ValueError):
        pass
    try:
        name = signal.Signals(signum).name
        sys.stderr.write(f"adjudicator: {_SAID.get(name, 'stopped')}"
                         f"{'' if name == 'SIGINT' else f' ({name})'}\n")
        sys.stderr.flush()
    except (OSError, ValueError):
        pass
    os._exit(128 + signum)


_held: list = []  # the collector, while start.py holds it off


def collector_off() -> None:
    """The cycle collector off while the command starts (start.py says why), where it is on."""
    import gc

    if gc.isenabled():
        gc.disable()
        _held.append(True)


def collector_on() -> None:
    """The collector on again, where ``collector_off`` turned it off: what the start made is
    frozen first (``gc.freeze``: never walked again, and the allocations counted while it was
    off are forgotten, so no pass over the whole start follows at once). Anything else: as it
    was."""
    if _held:
        import gc

        _held.clear()
        gc.freeze()
        gc.enable()


_frozen_at_exit = []


def _freeze_at_exit() -> None:
    """The interpreter's last cycle collection, as it exits, walks every object still alive
    (the modules, typer's commands, the books): about a sixth of a ruling's start. What is
    alive at exit is not garbage worth finding, so it is frozen first (``gc.freeze``: the
    collection skips it); the process's memory goes back as ever. Once a process (a test run
    that calls the entry point many times freezes once, when it ends)."""
    if not _frozen_at_exit:
        import atexit
        import gc

        atexit.register(gc.freeze)
        _frozen_at_exit.append(True)


def _encode_anything() -> None:
    """An output encoding that cannot spell a name (PYTHONIOENCODING=ascii) escapes it."""
    for stream in (sys.stdout, sys.stderr):
        if hasattr(stream, "reconfigure"):
            stream.reconfigure(errors="backslashreplace")


class _Closed(io.TextIOBase):
    """Standard output closed by the caller (`>&-`): every write fails, as on a full disk."""

    def write(self, _text):
        raise OSError(9, "standard output is closed")


# Writing failed: a closed pipe or descriptor, a full disk or quota, a device error.
_OUTPUT_FAILURES = (errno.EPIPE, errno.EBADF, errno.ENOSPC, errno.EDQUOT, errno.EIO)


def say_on_stderr(text: str) -> None:
    """TEXT on stderr, where stderr can still be written (closed or full, the status the
    command ends with says what it would have said)."""
    try:
        sys.stderr.write(text)
        sys.stderr.flush()
    except (OSError, ValueError, AttributeError):
        pass


def _end_quietly() -> None:
    """Output could not be written (a closed pipe, a full disk): status 1, nothing more."""
    import os

    try:  # what is still buffered goes nowhere, so exiting does not fail again
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
    except (OSError, ValueError, AttributeError):
        sys.stdout = None
    sys.exit(1)


def _fault(exc: BaseException) -> None:
    from .printable import one_line

    sys.stderr.write(one_line(f"adjudicator: no ruling could be made: {type(exc).__name__}: "
                              f"{exc} (a fault in adjudicator; please report it with the "
                              "case)") + "\n")
    sys.exit(1)
