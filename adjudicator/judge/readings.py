"""Open points ruled both ways: where the ruling turns on a point the book leaves open or the
case does not tell (story/points.py), the story is replayed under each admissible reading.
The chips every reading gives alike are awarded (or refunded) at once; only the chips on
which they differ are held (``undecided``), and a point whose readings all give the same
chips does not decide the ruling. The readings are bounded (``LIMIT``); the ruling says
where it stopped."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from ..errors import RulebookConflict
from ..law.consequences import alternatives, read_value
from ..law.rulebook import Answer
from ..story.facts import rival
from .division import cut_as_read
from ..story.points import is_fact, of_the_copy, reach, silent, split
from ..story.record import replace
from .agreed import agreed
from .ahead import about_next, reason
from .findings import Say
from .held import held, unstaked_back
from .idle import why_idle
from .lacking import lacking, open_points
from .questions import told_facts
from .outcome import Outcome, staked_again, weigh
from .reach import bounded_hold, may_not_reach, reached_leaves, reached_silences
from .ruling import OpenPoint, Ruling, Silent
from .words.points import reading as said_reading

if TYPE_CHECKING:
    from .judging import Judge, Replays  # the engine's replays of one story, which call this


LIMIT = 16  # readings replayed at most; beyond, the points left are held as they stand


def both_ways(replay: Replays, ruling: Callable[[Judge], Ruling],
              facts: dict) -> Ruling:
    """The ruling on the story as told (with the case's facts), made under each reading of
    every open point it turns on: ``replay`` replays it under given readings (and forks the
    readings of a point where it arose), ``ruling``
    writes a replay's ruling. A fact the players say nobody can tell (not-known) is read as
    any point left open, and is not asked again."""
    facts, unknown = told_facts(facts.items())
    out = _both_ways(replay, ruling, facts)
    return replace(out, open_points=tuple(p for p in out.open_points if p.point not in unknown))


def _both_ways(replay: Replays, ruling: Callable[[Judge], Ruling],
               facts: dict) -> Ruling:
    first = replay(facts)
    base = replace(ruling(first), open_points=open_points(first, facts))
    if base.status != "unsettled":  # nothing held: a point raised decides nothing
        return _said_idle(base)
    if not first.opened:  # a point named open that no replay reached to read is unread
        bounded = bounded_hold(first, base, ruling)  # what a silence with no readings reaches
        if isinstance(bounded, tuple):
            told, read = bounded
            return _weighed(told, read, first.choices, None, {})
        if bounded is not None:
            return bounded
        named = {_under(x): "" for x in base.silent + base.missing if _under(x)}
        return _unread(base, [(named, base)])
    resolved: set[str] = set()  # the silences with no readings the replays' chips settled
    met: list[Silent] = []  # the silences read that the story as told never met
    lacked: list = []  # the facts lacked that the story as told never met: (Missing, point)
    leaves, stopped, arose = _explore(replay, ruling, facts, first, resolved, met, lacked)
    base = replace(reached_silences(base, leaves, resolved), stopped=LIMIT if stopped else None)
    base = lacking(base, lacked)
    have = {x.point for x in base.silent}
    base = replace(base, silent=base.silent + tuple(
        replace(x, met_under=where)
        for x in {x.point: x for x in met if x.point not in have}.values()
        if (where := _met_where(x.open, leaves, first.choices)) is not None))
    if all(Outcome.of(r) == Outcome.of(base) for _, r in leaves):
        # no reading settles more than the story as told: something else holds it, or the
        # handler does not carry the reading out where the silence decides (it stays unread)
        return _said_idle(_unread(base, leaves))
    # a book that keeps a bet once made in the pool gives no reading's unstaked chips back
    kept = first.ask("pool.bet-made") is not None
    return _weighed(base, leaves, first.choices, base.stopped, arose, kept)


def _weighed(base: Ruling, every: list[tuple[dict, Ruling]], choices: dict, stopped: int | None,
             arose: dict[str, int], kept: bool = False) -> Ruling:
    """The ruling on readings compared by what they do: each point whose readings give the
    same chips is dropped (``moot``), as is each that concerns only the next deal (``ahead``);
    where the readings left agree on this deal's chips, the ruling stands on them all;
    else the chips they differ on are held."""
    # a reading that never stakes chips the story put up leaves them his, back to him
    every = [(assumed, unstaked_back(base, r, kept)) for assumed, r in every]
    leaves, moot, ahead = weigh_points(every)
    why = why_idle(every, choices)  # why a point whose readings give alike changes nothing
    # where the readings stopped, a leaf still reading a point may be unsettled by the points
    # it never read; once every point read is weighed out, no reading is left to list
    unread = stopped is not None and any(r.status == "unsettled" for _, r in leaves) and \
        any(assumed for assumed, _ in leaves)
    if not unread and all(Outcome.of(r).this_deal() == Outcome.of(leaves[0][1]).this_deal()
                          for _, r in leaves):
        # the leaves left agree (points weighed one at a time can leave two alike): no point
        # among them decides this deal's chips. Where the readings stopped, a leaf whose points
        # were not all read still decides its chips unless it is unsettled (they hold them)
        rest = list(dict.fromkeys(p for assumed, _ in leaves for p in assumed))
        if all(Outcome.of(r) == Outcome.of(leaves[0][1]) for _, r in leaves):
            moot += [p for p in rest if p not in moot]
        else:  # they differ on the next deal alone
            ahead.update({p: about_next([x for x in leaves if p in x[0]], p)
                          for p in rest if p not in ahead})
        ruled = replace(agreed(base, leaves, every, moot, ahead, choices, why), stopped=stopped)
    else:
        ruled = held(base, leaves, moot, ahead, stopped, arose, why)
    return cut_as_read(_out_alike(ruled, every), every)  # the parts, as the readings cut them



def _out_alike(r: Ruling, every: list[tuple[dict, Ruling]]) -> Ruling:
    """The players out of the deal under every reading: one a reading puts out and another
    lets play on is not said to be out (the readings say it, each of its own)."""
    out = set.intersection(*(set(dict(x.retired)) for _, x in every)) if every else set()
    if all(p in out for p, _ in r.retired):
        return r
    return replace(r, retired=tuple(x for x in r.retired if x[0] in out))


def _said_idle(r: Ruling) -> Ruling:
    """A point raised at a silence that holds nothing, read or not: its readings give the
    same chips as the ruling, which says so (``reason``)."""
    return replace(r, silent=tuple(replace(x, reason=reason(None))
                                   if x.open and not x.decisive and x.reason is None else x
                                   for x in r.silent))


def _under(x) -> str | None:
    """The open point a silence or a missing fact is read under."""
    return x.under if isinstance(x, Silent) else x.open


def _key(x) -> tuple:
    """A silence or a missing fact, by what it is, not by its point read."""
    return (x.point, x.say) if isinstance(x, Silent) else (x.fact, x.detail)


def _unread(base: Ruling, leaves: list[tuple[dict, Ruling]]) -> Ruling:
    """A silence (or a missing fact) that stays decisive under a reading of its own point was
    not read: the handler did not carry the reading out. Its point is dropped, so that the
    ruling says the silence holds the chips as it stands."""
    named = [(_key(x), _under(x)) for x in base.silent + base.missing if _under(x)]
    unread = {p for assumed, r in leaves for x in r.silent + r.missing
              if getattr(x, "decisive", True)
              for p in [_under(x) or next((u for k, u in reversed(named) if k == _key(x)), None)]
              if p in assumed}
    # a point left unread under readings alone (one the story as told never reached) leaves
    # the ruling's own silences as they stand: what holds the chips is then further on
    if not unread or not any(x.under in unread for x in base.silent) and \
            not any(x.open in unread for x in base.missing):
        return _held_further(base, leaves)
    return replace(base, silent=tuple(x.read_under(None) if x.under in unread else x
                                      for x in base.silent),
                   missing=tuple(replace(x, open=None) if x.open in unread else x
                                 for x in base.missing))


def _held_further(base: Ruling, leaves: list[tuple[dict, Ruling]]) -> Ruling:
    """Every reading of the point read leaves the ruling as it stands, held by a silence
    reached only under the readings (what follows a deal out of turn, once it is read as a
    misdeal or as standing): that silence is what holds the chips, and the point read,
    whose readings agree, decides nothing."""
    common: dict | None = None
    for _, r in leaves:  # by the point alone: its words may name what each reading made
        found = {x.point: x for x in r.silent if x.decisive and not x.under}
        common = found if common is None else {k: v for k, v in common.items() if k in found}
    have = {x.point for x in base.silent}
    further = tuple(x for k, x in (common or {}).items() if k not in have)
    if not further:
        return base
    read_points = {p for assumed, _ in leaves for p in assumed}
    return replace(base, silent=tuple(replace(x, decisive=False, reason=reason(None))
                                      if x.under in read_points else x
                                      for x in base.silent) + further)


def read(j: Judge, point: str, choices: tuple[str, ...] = ()) -> str | None:
    """The reading of an open point this ruling is made under (the case's `facts:`, or one
    of the readings replayed); None where there is none, and the point is noted as open so
    that the ruling can be made under each of its readings (``choices``, where they are not
    the kind's own: the laws in conflict)."""
    j.choices.setdefault(point, choices or split(point)[0].readings)
    reading = j.assume.get(point)
    if reading is None:
        j.opened.setdefault(point, j.event.index if j.event else 0)
        return None
    if any(step.open == point for step in j.steps):
        return reading  # said once, where the point first arose
    agreed = (point, reading) in j.case.facts
    copy = of_the_copy(j.book, point)
    j.find(Say.of("reading-agreed" if agreed else "reading",
                  meaning=said_reading(point, reading, copy=copy)),
           rung="story" if agreed else "open")
    j.steps[-1].open = point
    return reading


def read_silence(j: Judge, key: str) -> Answer | None:
    """Where the book is silent on ``key`` and the ruling is made under a reading of that
    silence (the question's own answers, ``alternatives``), the answer read: it rests on no
    law (rung ``open``), and the handler carries it out as it would a law's."""
    point = silent(key)
    if point not in j.assume:
        return None
    reading = read(j, point, alternatives(key))
    return None if reading is None else Answer(key, read_value(key, reading), (), rung="open")


def open_silence(j: Judge, question: str) -> str | None:
    """A decisive silence on a question whose answers are finite (``alternatives``) is an
    open point, read as each of them in turn: its id, or None where there is none."""
    choices = alternatives(question)
    if not choices or question in j.torn or book_answers(j, question):
        return None  # a silence on what follows an answer is no silence on the question
    point = silent(question)
    read(j, point, choices)
    return point


def book_answers(j: Judge, question: str) -> bool:
    """Whether a law of the book (on either rung) answers ``question``, a reading of its
    silence apart (a law read as not reaching the case answers nothing)."""
    if j.assume.get(reach(question)) == "does-not-reach":
        return False
    try:
        return j.book.answer(question, j.ctx) is not None
    except RulebookConflict:
        return True


def reached(j: Judge, ans: Answer) -> Answer | None:
    """A book's answer whose laws say their words may not reach the case (a law's
    `reading:`): the answer where the ruling reads them as reaching it; where it reads them
    as not, the book's silence (itself read as the question's answers, if it is); where no
    reading is made yet, None, the point ``reach.KEY`` left open and said to be so."""
    key = ans.key
    if key not in may_not_reach(j.book) or not any(key in law.reading for law in ans.laws):
        return ans
    giving = [law for law in ans.laws if law.provision(key) is not None]
    if not giving or not all(key in law.reading for law in giving):
        return ans
    point = reach(key)
    reading = read(j, point)
    if reading == "reaches":
        return ans
    if reading == "does-not-reach":
        return read_silence(j, key)
    j.silence(key, Say.of("reach-open", laws=[law.id for law in giving], key=key,
                          value=str(ans.value)), open=point)
    for law in giving:  # the ruling rests on whether their words reach it: they are cited
        j.cited.setdefault(law.id, law)
    return None


def governing(j: Judge, key: str, conflict) -> Any:
    """Two laws of the book answer ``key`` differently (a RulebookConflict): the answer of
    the law read as governing, or None, the book being torn, where none is read yet."""
    point = f"law.{key}"
    governs = read(j, point, tuple(law.id for law in conflict.laws))
    law = next((law for law in conflict.laws if law.id == governs), None)
    if law is not None:
        return Answer(key, law.provision(key), (law,))
    j.torn[key] = conflict.laws
    says = tuple(Say.of("torn.says", law=law.id, value=law.provision(key))
                 for law in conflict.laws)
    j.silence(key, Say.of("torn", key=key, says=says), open=point)
    return None


def _met_where(point: str, leaves: list[tuple[dict, Ruling]], choices: dict) -> tuple | None:
    """The readings under which the story meets ``point``, read only under them: those
    read before it that every leaf reading it shares; where they share none, the readings of
    the one point read before it in every such leaf (several readings of one point: met
    where it is read any of those ways), none where they are all its readings (it is met
    however that point is read); None where there is no such point."""
    befores = []
    for assumed, _ in leaves:
        if point in assumed:
            keys = list(assumed)
            befores.append({(k[0] if isinstance(k, tuple) else k, assumed[k])
                            for k in keys[:keys.index(point)]})
    if not befores:
        return None
    order = [k[0] if isinstance(k, tuple) else k for assumed, _ in leaves for k in assumed]
    common = set.intersection(*befores)
    if not common:
        shared = set.intersection(*({k for k, _ in b} for b in befores))
        if not shared:
            return None
        first = min(shared, key=order.index)
        common = {kv for b in befores for kv in b if kv[0] == first}
        if {v for _, v in common} >= set(choices.get(first, ())):
            return ()
    return tuple(sorted(common, key=lambda kv: (order.index(kv[0]), _first_seen(kv, leaves))))


def _first_seen(kv: tuple, leaves) -> int:
    """Where a reading of a point is first met among the leaves: readings said in order."""
    return next((i for i, (assumed, _) in enumerate(leaves)
                 if any((k[0] if isinstance(k, tuple) else k) == kv[0] and v == kv[1]
                        for k, v in assumed.items())), len(leaves))


def _explore(replay: Replays, ruling, facts: dict, first: Judge, resolved: set[str],
             met: list[Silent], lacked: list
             ) -> tuple[list[tuple[dict, Ruling]], bool, dict[str, int]]:
    """Each combination of readings that the story reaches, one open point at a time (a
    reading may open a point the story as told never reached): [(assumed, ruling)], whether
    it stopped at the limit, and the event where each point read first arose. A silence
    read that the story as told never met is put in ``met``, with the readings that meet
    it, so that the ruling lists every silence it reads; a fact, with what the case lacks
    and its point, in ``lacked``, so that it is named as missing and can be told."""
    todo: list[tuple[dict, Judge]] = [({}, first)]
    done: list[tuple[dict, Ruling]] = []
    arose: dict[str, int] = {}
    stopped = False
    while todo:
        assumed, j = todo.pop(0)
        ahead = [p for p in j.opened if p not in assumed and p not in facts]
        if not ahead:  # a silence with no readings may still hold only the chips it reaches
            settled = set(resolved)
            reached = reached_leaves(assumed, j, ruling, settled)
            if len(done) + len(todo) + len(reached) > LIMIT:  # its chips stay held as told
                stopped = True
                reached = [(assumed, ruling(j))]
            else:
                resolved |= settled
            done += reached
            continue
        readings = j.choices[ahead[0]]
        if len(done) + len(todo) + len(readings) > LIMIT:
            stopped = True  # this branch stays as told: its open points hold their chips
            done.append((assumed, ruling(j)))
            continue
        arose.setdefault(ahead[0], j.opened[ahead[0]])
        if assumed:  # met only under readings: the silence that opened it, or the fact
            met += [Silent(x.point, x.say, x.event, x.decisive, x.open)
                    for x in j.silent if x.open == ahead[0] and x.decisive]
            if is_fact(ahead[0]):
                point = OpenPoint(ahead[0], tuple(readings), j.opened[ahead[0]])
                lacked += [(x, point) for x in j.missing if x.open == ahead[0]]
        # a reading no story can hold (two hands each beating every other) is not read
        more = [dict(assumed, **{ahead[0]: read}) for read in readings
                if rival({**facts, **assumed}, ahead[0], read) is None]
        # each reading goes on from the deal as it stood before the point arose
        todo += zip(more, replay.forked({**facts, **assumed}, j.arose(ahead[0]),
                                        [{**facts, **m} for m in more]))
    return done, stopped, arose


def weigh_points(leaves: list[tuple[dict, Ruling]]) -> tuple[list, list, dict]:
    """Drop each point whose readings give the same chips whatever the others are read as
    (``moot``), and each whose readings differ only on the next deal (``ahead``: point ->
    what it makes of the next deal, judge/ahead.py). A point reached only under some
    readings of another (a misdeal's bets, where one law makes it a misdeal) is weighed
    among the leaves that read it; a leaf that reads it alone, the rest of its readings the
    same, leaves nothing to compare, and the point stands. A point is weighed only where
    every group of the rest holds each of its readings: a point opened under some readings
    of it (what follows a check read as forbidden) is weighed first."""
    moot: list = []
    ahead: dict = {}
    changed = True
    while changed:
        changed = False
        for point in dict.fromkeys(p for assumed, _ in leaves for p in assumed):
            if point in moot or point in ahead:
                continue
            groups: dict[tuple, list[tuple[dict, Ruling]]] = {}
            for assumed, r in leaves:
                if point in assumed:
                    rest = tuple(sorted(((k, v) for k, v in assumed.items() if k != point),
                                        key=repr))
                    groups.setdefault(rest, []).append((assumed, r))
            # each group must weigh every reading of the point against the others: where a
            # point opened under some of its readings splits them into groups of their own,
            # readings that agree within each group have not been compared with the rest
            read = {assumed[point] for assumed, _ in leaves if point in assumed}
            if not all(len(g) > 1 and {a[point] for a, _ in g} == read
                       for g in groups.values()):
                continue
            kinds = {weigh([r for _, r in g]) for g in groups.values()}
            if "chips" in kinds:
                continue
            if kinds == {"moot"}:
                moot.append(point)
            else:
                ahead[point] = about_next(next(iter(groups.values())), point)
            changed = True
            # each group stands on one reading: one whose chips need no counting again
            leaves = [x for x in leaves if point not in x[0]] + \
                [({k: v for k, v in g[0][0].items() if k != point},
                  next((r for _, r in g if staked_again(r) is r), g[0][1]))
                 for g in groups.values()]
            break
    return leaves, moot, ahead
