"""`rule --ask`: a referee who asks. The case is ruled; for each open point the ruling turns
on (judge.questions), the question is put in plain words with the answers the table may
give; the answers are written into the case file under `facts:`, and the case is ruled
again, until nothing open is left or the user stops.

The file is edited as text, not dumped again from its data: its comments, its order and
its layout stay as the user wrote them, and only lines under `facts:` are added. It is never
lost: the new text is checked to read as a case with the new facts, written to a file beside
it, and renamed over it only when complete, and only where the file is still the one the
questions were put from (cli/ask_write.py); else the answers are kept in a side file.
The prompt takes only its own answers: a choice's number, its reading, or `s`.
"""
from __future__ import annotations

import re
import sys

from ..errors import InputError, Mark, OutputFailed
from .ask_write import fact_line, keep_aside
from .process import Interrupted

ROUNDS = 20  # rulings at most: each round answers at least one point, so this is never met
_FACTS = re.compile(r"^facts[ \t]*:(?P<rest>.*?)(?P<newline>\r?\n)?$")
_TOP = re.compile(r"^[^\s#-]")  # a line that starts the next top-level key


class Stop(Exception):
    """The user stopped answering."""


def on_terminal() -> bool:
    """Whether questions can be put and answered: both stdin and stdout are a terminal."""
    return sys.stdin.isatty() and sys.stdout.isatty()


def facts_in_block(text: str, file: str = "") -> None:
    """Refuse a case whose top-level `facts:` is written in flow style (`facts: [...]`):
    --ask adds to a block list only. Said before anything is asked."""
    for at, line in enumerate(text.splitlines()):
        m = _FACTS.match(line)
        if m:
            value = m["rest"].split("#", 1)[0].strip()
            if value not in ("", "[]"):
                raise InputError("`facts:` is written in flow style: --ask adds to a block "
                                 "list only (`facts:` then one `- {point: ..., reading: ...}` "
                                 "a line)", Mark(file, at + 1, 1))
            return


def with_facts(text: str, facts: list[tuple[str, str]], file: str = "") -> str:
    """TEXT with FACTS added under its top-level `facts:` (made at the end where there is
    none); every other line as it was."""
    lines = text.splitlines(keepends=True)
    nl = "\r\n" if lines and lines[0].endswith("\r\n") else "\n"
    at = next((i for i, line in enumerate(lines) if _FACTS.match(line)), None)
    if at is None:
        if lines and not lines[-1].endswith("\n"):
            lines[-1] += nl
        block = [f"facts:                      # what the players agree happened{nl}"]
        return "".join(lines + block + [fact_line(p, r) + nl for p, r in facts])
    facts_in_block(text, file)
    rest = _FACTS.match(lines[at])["rest"]
    value = rest.split("#", 1)[0].strip()
    if value == "[]":  # the empty list made a block, its comment kept
        comment = rest[rest.index("#"):] if "#" in rest else ""
        lines[at] = f"facts:{'  ' + comment if comment else ''}{nl}"
    end, indent = at, "  "
    for i in range(at + 1, len(lines)):
        if _TOP.match(lines[i]):
            break
        stripped = lines[i].strip()
        if stripped.startswith("- "):
            indent = lines[i][:len(lines[i]) - len(lines[i].lstrip())]
        if stripped and not stripped.startswith("#"):
            end = i
    if not lines[end].endswith("\n"):
        lines[end] += nl
    return "".join(lines[:end + 1] + [fact_line(p, r, indent) + nl for p, r in facts]
                   + lines[end + 1:])


def write_facts(path: str, facts: list[tuple[str, str]], seen=None) -> None:
    """Add FACTS to the case file, after checking that the new text reads as a case that
    holds them (else the file is left as it was, and the error said). SEEN (ask_write.Seen)
    is the file as the questions were put from it (None: as it is now): the answers go in
    only where, at the write, it is still that file (cli/ask_write.py)."""
    from ..story import yamlio
    from ..story.case import build_case
    from .ask_write import read_seen, refuse_unwritable, still_as_seen
    from .owned import put

    if seen is None:
        refuse_unwritable(path)
        seen = read_seen(path)
    new = with_facts(seen.text, facts, path)
    case = build_case(yamlio.loads(new, path), path)
    if not set(facts) <= set(case.facts):
        raise InputError("the facts could not be added to the case file as written", Mark(path))
    put(path, new.encode("utf-8"), "the answers", still_as_seen(path, seen),
        seen.identity[4] & 0o7777, seen.owner)


def choose(question: dict, number: int, read=None, say=print) -> str:
    """Put one question and read the answer: a choice's number or its reading; `s` (or the
    end of input) stops."""
    say("")
    if question["context"]:
        say(f"Not told: {question['context']}")
    say(f"{number}. {question['question']}")
    for i, choice in enumerate(question["choices"], 1):
        say(f"   {i}) {choice['meaning']}  [{choice['reading']}]")
    say("   s) stop here (the answers given so far are kept)")
    names = [c["reading"] for c in question["choices"]]
    read = read or read_answer
    # "not known" answered by its word or its letter, as well as its number
    words = {"not known": "not-known", "n": "not-known"} if "not-known" in names else {}
    while True:
        try:
            answer = read(f"Answer 1-{len(names)} or s: ").strip()
        except EOFError:
            raise Stop from None
        if answer.lower() in ("s", "stop", "q", "quit"):
            raise Stop
        numbers = [str(i) for i in range(1, len(names) + 1)]  # its own, never `¹` or `١`
        if answer in numbers:
            return names[numbers.index(answer)]
        if answer in names:
            return answer
        if answer.lower() in words:
            return words[answer.lower()]
        say(f"   Answer with a number from 1 to {len(names)}, a reading "
            f"({', '.join(names)}){', n (not known)' if words else ''}, or s to stop.")


_typed = bytearray()  # what was typed past the line read (answers pasted at once)


def read_answer(prompt: str) -> str:
    """input(PROMPT) on the terminal, but a signal (Ctrl-C, SIGTERM, SIGHUP) that comes as
    the prompt is shown is never lost: the read waits on the terminal and on the signal's
    wakeup (signal.set_wakeup_fd) at once, so the signal's handler runs at once, however
    soon after the prompt it came (input() reads past a signal that came before its read)."""
    import os
    import select
    import signal

    if os.name == "nt":  # select() waits on sockets only there
        return input(prompt)
    sys.stdout.write(prompt)
    sys.stdout.flush()
    fd = sys.stdin.fileno()
    wake_r, wake_w = os.pipe()
    os.set_blocking(wake_w, False)
    try:
        before = signal.set_wakeup_fd(wake_w)
    except ValueError:  # not the main thread: no handler runs here anyway
        os.close(wake_r)
        os.close(wake_w)
        return input()
    try:
        while b"\n" not in _typed:
            ready, _, _ = select.select([fd, wake_r], [], [])
            if wake_r in ready:
                os.read(wake_r, 512)  # a signal: its handler has run, and went on
            if fd in ready:
                chunk = os.read(fd, 4096)
                if not chunk:
                    raise EOFError
                _typed.extend(chunk)
        line, _, rest = bytes(_typed).partition(b"\n")
        _typed[:] = rest
        return line.decode(sys.stdin.encoding or "utf-8", "replace")
    finally:
        signal.set_wakeup_fd(before)
        os.close(wake_r)
        os.close(wake_w)


def ask_on_terminal(files, library, book, departures, fmt, svg, all_steps=False) -> int:
    """`rule --ask`, decided before any book is consulted: a usage error where it cannot ask
    (no terminal, several files, another format); else the questions, until none is left."""
    from ..judge.by_book import rule as rule_case
    from ..law.known import read_case
    from .printable import sanitized
    from .render import Format
    from .render.text import ruling as text_ruling

    if not on_terminal():
        raise InputError("--ask puts its questions on a terminal, and stdin or stdout is not "
                         "one: answer them under `facts:` in the case file (the text ruling "
                         "ends with them)")
    if len(files) != 1 or Format(fmt) != Format.text or svg:
        raise InputError("--ask rules one case file, as text (no --format, no --svg)")

    def once(path):
        return dict(rule_case(read_case(path, library), library, book, departures), file=path,
                    all_steps=all_steps)

    return ask(str(files[0]), once,
               lambda r, questions=True: text_ruling(sanitized(r), questions))


def may_rewrite(path: str):
    """--ask writes its answers into the case file, by a new file renamed over it: refused,
    before anything is asked, where it could not (cli/ask_write.py); the file as read."""
    from ..story.files import regular
    from .ask_write import read_seen, refuse_unwritable

    regular(path)  # the loader's own checks first: a FIFO would block, /dev/zero never end
    refuse_unwritable(path)
    seen = read_seen(path)
    facts_in_block(seen.text, path)
    _answers_fit(seen.text, path)
    return seen


_DOCUMENT_MARK = re.compile(r"^(?:\.\.\.|---)(?:[ \t].*)?\r?$")


def _answers_fit(text: str, path: str) -> None:
    """Refuse, before anything is asked, a case whose answers could not be written into it
    as text (with_facts adds lines under a plain top-level `facts:`, or at the end): tried
    with an answer the case could be given, on a copy of its text. Where the case itself is
    bad, the loader says so when it is ruled."""
    from ..story import yamlio
    from ..story.case import build_case
    from ..story.points import KINDS

    try:
        data = yamlio.loads(text, path)
        case = build_case(data, path)
    except InputError:
        return
    told = {p for p, _ in case.facts}
    # a point of a hand is refused where the story shows it: the probe is never one
    probe = next(((k.point(p), k.readings[0]) for k in KINDS.values()
                  if k.name not in ("hand", "remainder") and k.readings
                  for p in case.table.players if k.point(p) not in told), None)
    if probe is None:
        return
    try:
        new = build_case(yamlio.loads(with_facts(text, [probe], path), path), path)
        if probe in new.facts:
            return
    except InputError:
        pass
    lines = text.splitlines()
    mark = next((Mark(path, i + 1, 1) for i, line in enumerate(lines)
                 if _DOCUMENT_MARK.match(line) and any(x.strip() and not x.lstrip()
                                                       .startswith("#") for x in lines[:i])),
                None)
    if mark is not None:
        why = "the case ends with a document marker (`...` or `---`), after which"
    elif next((x for x in lines if x.strip() and not x.lstrip().startswith("#")),
              "").lstrip().startswith("{"):
        why = "the case is one flow mapping (`{title: ..., ...}`), after which"
        mark = Mark(path, 1, 1)
    else:
        why = "its `facts:` key is not written plainly (`facts:` at the start of a line), so"
        mark = data.mark_of("facts") if "facts" in data else Mark(path, 1, 1)
    raise InputError(f"--ask cannot write its answers into this file as written: {why} "
                     "an added `facts:` line would not be read: answer under `facts:` "
                     "yourself, or write the case in block style", mark)


def ask(file: str, rule_once, render_text, read=None, say=print) -> int:
    """Rule FILE (``rule_once(file)`` gives the ruling), ask what it turns on, write the
    answers under `facts:`, and rule again, until nothing is left to ask or the user stops.
    Returns the exit status."""
    from ..judge.questions import questions, to_tell

    for _ in range(ROUNDS):
        seen = may_rewrite(file)  # what the questions are put from, checked again at the write
        ruling = rule_once(file)
        qs = questions(ruling)
        if not qs:
            sys.stdout.write(render_text(ruling))
            tell = to_tell(ruling)
            say("Nothing is left to ask." if not tell else
                "Nothing is left to ask; the story must still tell: "
                + "; ".join(m["detail"] for m in tell))
            return 0
        sys.stdout.write(render_text(ruling, questions=False))
        say(f"\nThe ruling turns on {len(qs)} question{'s' if len(qs) > 1 else ''} "
            f"the case does not answer.")
        answers: list[tuple[str, str]] = []
        try:
            for i, q in enumerate(qs, 1):
                answers.append((q["point"], choose(_consistent(q, answers), i, read, say)))
        except (Stop, KeyboardInterrupt, Interrupted):
            if not answers:
                say(f"\nStopped: {file} is as it was.")
                return 0
            _write(file, answers, seen)
            say(f"\nStopped. {len(answers)} answer{'' if len(answers) == 1 else 's'} "
                f"written under facts: in {file}.")
            return 0
        except BaseException:  # a fault: the answers given are kept all the same
            if answers:
                keep_aside(file, answers, "the questions ended in a fault")
            raise
        _write(file, answers, seen)
        say(f"\nWritten under facts: in {file}: "
            + ", ".join(f"{p} = {r}" for p, r in answers) + ". Ruling again.\n")
    return 0


def _consistent(question: dict, answers: list[tuple[str, str]]) -> dict:
    """The question with only the choices its answers so far leave possible (after "B's hand
    beats the others", C's cannot beat or tie it): a choice the case would refuse is never
    offered."""
    from ..story.facts import rival

    told = dict(answers)
    return dict(question, choices=[c for c in question["choices"]
                                   if rival(told, question["point"], c["reading"]) is None])


def _write(file: str, answers: list[tuple[str, str]], seen) -> None:
    """The answers into the case file; where refused or failed, kept in a side file that
    the error names."""
    try:
        write_facts(file, answers, seen)
    except (InputError, OutputFailed) as exc:
        side = keep_aside(file, answers, exc.message)
        kind = type(exc)
        raise kind(f"{exc.message}; the answers are kept in {side}", exc.mark) from None
