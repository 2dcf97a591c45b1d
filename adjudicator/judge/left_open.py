"""What a ruling leaves open, in words, after its answer: the points the book does not settle
(those the story as told meets, then those met only under readings of them), the points not
in the copy held of the book, the facts the case does not tell, and the silences that change
nothing, each counted and named as every face says them."""
from __future__ import annotations

from .findings import Say
from .words.points import silence_question, untold


def idle_silences(ruling: dict) -> list[dict]:
    """The silences that change nothing (``decisive: false``): not an odd chip the book does
    not give, which goes by lot (``by_lot`` with no law), and which the answer says so: a
    chip that goes to one player or another is no silence that changes nothing."""
    by_lot = any(lot.get("law") is None for lot in ruling.get("by_lot") or ())
    return [s for s in ruling["silent"] if not s.get("decisive", True)
            and not (by_lot and s["point"] == "ties.odd-chip")]


def left_open(ruling: dict) -> list[str]:
    """What a ruling leaves open, in words: the points the book does not settle and the
    facts the case does not tell, each named; then the silences that change nothing."""
    decisive = [s for s in ruling["silent"] if s.get("decisive", True)]
    # a silence the story as told never meets, met only under readings of the others (a bet
    # out of turn where a short stake read as denied makes a later call out of turn): named
    # after them, as met so, not as if the story told it
    met = [silence_question(s) for s in decisive if s.get("met_under")]
    decisive = [s for s in decisive if not s.get("met_under")]
    # each in its own question: what follows a breach where the book answers the point
    open_ = [silence_question(s) for s in decisive if s.get("of") != "copy"]
    copy = [silence_question(s) for s in decisive if s.get("of") == "copy"]  # not the book's
    # the points that change nothing, each once however many acts it arose at (as a face
    # lists them: their count is the list's length)
    idle = {silence_question(s): s.get("of") == "copy" for s in idle_silences(ruling)}
    idle_copy = sum(idle.values())  # the copy's silences, not the book's (issue 36)
    idle = len(idle) - idle_copy
    facts = list(dict.fromkeys(untold(m["fact"], m.get("open")) for m in ruling["missing"]))
    if met and not (open_ or copy or facts):  # no point beside them to be met under: as any
        open_, met = met, []
    said = []
    if open_:
        said.append(Say.of("comparison.not-settled", points=counted(len(open_), 'point'),
                           which=_each(open_)))
    if copy:
        said.append(Say.of("comparison.not-in-copy", points=counted(len(copy), 'point'),
                           which=_each(copy)))
    if facts:
        said.append(Say.of("comparison.not-told", facts=counted(len(facts), 'fact'),
                           which=', '.join(facts)))
    if met:
        said.append(Say.of("comparison.met-under-readings",
                           points=counted(len(met), "more point"), which=_each(met)))
    if said:  # the first of them says that they are left open
        said[0] = Say.of("comparison.left-open", what=said[0])
    other = "other point" if open_ or copy or facts else "point"
    if idle and idle_copy:
        said.append(Say.of("comparison.both-silent-change-nothing", points=counted(idle, other),
                           more=counted(idle_copy, "other point")))
    elif idle or idle_copy:  # the book's, or the copy's alone
        n = idle or idle_copy
        said.append(Say.of("comparison.silent-changes-nothing" if idle else
                           "comparison.copy-silent-changes-nothing", points=counted(n, other),
                           change="changes" if n == 1 else "change"))
    return [s.words() for s in said]


def _each(points: list[str]) -> str:
    """Each point (its question in words) once, with the times it stands open."""
    return ', '.join(_times(p, points.count(p)) for p in dict.fromkeys(points))


def _times(said: str, n: int) -> str:
    """A point's question in plain words (words/points.py), with how often it arises, so
    that the names add up to the count."""
    return said if n == 1 else f"{said} {'twice' if n == 2 else f'{n} times'}"


def counted(n: int, noun: str) -> str:
    """"1 point", "2 points": N and NOUN, singular or plural as N asks."""
    return f"{n} {noun}" + ("" if n == 1 else "s")
