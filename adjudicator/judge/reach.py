"""What a silence with no readings can reach. A book silent on a question whose answers are
no finite list (what notice an opener owes, whether words or chips make a bet, a straddle
where the book has no law of straddling) cannot be replayed under each answer; but what the
point concerns bounds the chips it can turn on (``Reach``, set where the silence is found):
the stake of the player it concerns, and what his hand takes; his straddle; what he put up
beyond his words and what others put up to match it. Those chips are read two ways, as
standing where they were put up or as going back to those who put them up (``CHIPS``); the
rest of the pool goes as the story played it, which both readings send it alike.

Where the point concerns a hand that takes chips, what a reading against it would give
them to is no arithmetic of the story: the pool stays held as before (None).
"""
from __future__ import annotations

from itertools import product
from typing import TYPE_CHECKING, Callable

from ..law.answers import answers
from ..story.points import CHIPS, CHIPS_KEPT, chips
from ..story.record import replace
from .ahead import reason
from .findings import Reach, Say, Unopened
from .ruling import Ruling, Silent, Step

if TYPE_CHECKING:
    from ..law.rulebook import Answer
    from .judging import Judge

# the statuses whose pool stays where it is (carried) under either reading
STAYS = ("continues", "misdeal", "passed")
MOST = 4  # silences read together at most (2**4 readings, the readings' own bound)


def may_not_reach(book) -> frozenset[str]:
    """The questions on which a law of ``book`` (or of a book it extends) says its words may
    not reach the case (a law's `reading:`), gathered once a book: every answer is weighed
    for it, and the words of most laws reach."""
    keys = book.__dict__.get("_may_not_reach")
    if keys is None:
        found, of = set(), book
        while of is not None:
            found.update(k for law in of.laws.values() for k in law.reading)
            of = of.base
        keys = book.__dict__["_may_not_reach"] = frozenset(found)
    return keys


def reaches(j: Judge, point: str, reach: Reach, event: int | None = None) -> None:
    """The silence on ``point`` (at ``event``, if given) can reach ``reach``: said where the
    act that bounds it is told, after the silence was found."""
    for s in j.silent:
        if s.point == point and s.reach is None and event in (None, s.event):
            s.reach = reach


def bounded_hold(first: Judge, base: Ruling, ruling: Callable[[Judge], Ruling]):
    """Where each silence holding ``base`` reaches only some chips: the ruling as played, where
    none is reached (a deal that goes on holds nothing, its course still open), or (the ruling
    to hold them on, its readings) for judge/readings.py to hold what they dispute. None where
    a silence may reach the whole pool."""
    found = reached(first, base, ruling)
    leaves = None if found is None else readings(*found)
    if leaves is None:
        return None
    played, reach = found[:2]
    read = {point[0] for point, back in reach if back}
    said = _said(base.silent, read)
    if read:
        return replace(base, silent=said), leaves
    # no chip turns on it: the ruling is the deal as played (a deal that goes on goes on)
    return replace(played, open_points=base.open_points, silent=said)


def reached_leaves(assumed: dict, j: Judge, ruling: Callable[[Judge], Ruling],
                   resolved: set[str]) -> list:
    """The ruling of a replay made under the readings ``assumed``, where it is unsettled by
    silences with no readings that reach only some chips: ruled under each reading of those
    chips (their points added to ``assumed``), each silence named by the chips point read or
    not decisive (its point added to ``resolved``); else the replay's ruling alone."""
    r = ruling(j)
    if r.status != "unsettled":
        return [(assumed, r)]
    found = reached(j, r, ruling)
    leaves = None if found is None else readings(*found)
    if leaves is None:
        return [(assumed, r)]
    resolved |= {point[0].removeprefix("chips.") for point, _ in found[1]}
    read = {point[0] for point, back in found[1] if back}
    return [({**assumed, **more}, replace(x, silent=_said(x.silent, read)))
            for more, x in leaves]


def reached_silences(base: Ruling, leaves: list[tuple[dict, Ruling]],
                     resolved: set[str]) -> Ruling:
    """The ruling as told, each of its silences with no readings named by the chips point
    the readings read (``open``); one the readings of every replay settled without reading
    any chips (``resolved``) is not decisive."""
    read = {p[0] for assumed, _ in leaves for p in assumed if isinstance(p, tuple)}
    still = {x.point for _, r in leaves if r.status == "unsettled"
             for x in r.silent if x.decisive and not x.under}
    return replace(base, silent=tuple(
        x if x.under or not x.decisive
        else x.read_under(chips(x.point)) if chips(x.point) in read
        else replace(x, decisive=False, reason=reason(None)) if x.point in resolved - still
        else x for x in base.silent))


def _said(silent: tuple[Silent, ...], read: set[str]) -> tuple[Silent, ...]:
    """The silences of a ruling whose decisive silences each reach only some chips: each
    named by the chips point read (``read``), or, reaching none, not decisive."""
    return tuple(x if not x.decisive  # one said idle beside it keeps its words
                 else x.read_under(chips(x.point)) if chips(x.point) in read
                 else replace(x, decisive=False, reason=reason(None)) for x in silent)


def reached(j: Judge, base: Ruling, ruling: Callable[[Judge], Ruling]) -> tuple | None:
    """The ruling as played (``ruling`` with no silence unsettling it) and the chips each
    silence holding ``base`` can reach: ``(played, [(where, {player: chips})])``, ``where``
    the point read, the event it arises at and the player it concerns (one silence may arise
    twice, at two players' acts: each is a point of its own); None where one of them may
    reach more (no ``Reach``, a hand's winnings, a fact untold)."""
    entries = [s for s in j.silent if s.decisive]
    if j.missing or j.opened or not entries or len(entries) > MOST or \
            any(s.reach is None for s in entries):
        return None
    j.settlement.held_open(False)  # the ruling as played: no silence holding it
    try:
        played = ruling(j)
    finally:
        j.settlement.held_open()
    if played.status not in ("settled",) + STAYS:
        return None
    # a book whose law keeps a bet once made in the pool (Peel 55) gives none back
    kept = j.ask("pool.bet-made")
    out, rests = [], {}
    for s in entries:
        back = _back(j, s.reach, played, kept is not None)
        if back is None:
            return None
        where = (chips(s.point), s.event, s.reach.player)
        out.append((where, back))
        if s.reach.unopened and back:
            rest = _unopened(j, kept)
            if rest is None:
                return None  # a law of it the arithmetic cannot carry out
            rests[where] = rest
    return played, out, rests


def _unopened(j: Judge, kept: Answer | None) -> Unopened | None:
    """What the pool of a deal left unopened keeps (the antes and feeds put up before any
    act; the bets too, where the book's law ``kept`` keeps a bet once made), and who has it
    by the book's law of a deal nobody opens; None where it has a law the arithmetic cannot
    carry out."""
    ans = j.ask("unopened.pool")
    pool = answers("unopened.pool")
    if ans is not None and ans.value not in (pool.STAYS_IN_POOL, pool.AGE_TAKES_IT):
        return None
    age = ans is not None and ans.value == pool.AGE_TAKES_IT
    if ans is None:
        # no law of a deal nobody opens: the book's law of the one left in, the age, every
        # other gone out (Schenck 19: "the one who remains in to the last wins")
        ans = j.ask("last-in")
        age = ans is not None
    if age and j.table.age in j.table.retired:
        return None  # the age is out too: the law that gives him the ante does not reach him
    return Unopened(sum(_before(j, q) for q in j.table.stakes), ans,
                    j.table.age if age else None, kept, None if age else _next_jack_pot(j))


def _next_jack_pot(j: Judge) -> str | None:
    """What opens the next deal, where the book makes a deal nobody opened a jack pot (Peel
    29: "the next game shall be a Jack-pot"): its least openers; None where it does not."""
    from .situations.openers import next_minimum
    from .view import view

    after = j.ask("unopened.next")
    if after is None or after.value != answers("unopened.next").JACK_POT:
        return None
    return next_minimum(view(j)).result


def _back(j: Judge, reach: Reach, played: Ruling, kept: bool) -> dict[str, int] | None:
    """The chips ``reach`` names, by whom they were put up: {player: chips}; ``kept``: the
    book's law keeps a bet once made in the pool, and none of his bets goes back."""
    t, p = j.table, reach.player
    if reach.hand:  # his cards alone: what his hand takes, a reading against it gives to whom?
        return None if _takes(played, p) else {}
    if reach.opens:
        if p not in t.retired and (_takes(played, p) or played.status in STAYS):
            return None  # his hand takes chips, or the deal goes on: his opening undone may
            # undo the pool
        # Out (a law put him out, or he threw up his hand where the book has no law of
        # passing), or beaten at the show, his opening bears on nothing he can take and on
        # nobody else's chips: on what he put up from it on, unless a law put him out with
        # it; his ante, feed or straddle, put up before it, was no part of it
        if t.retired.get(p) is not None or kept:
            return {}
        own = t.stakes.get(p, 0) - _before(j, p)
        return {p: own} if own > 0 else {}
    if reach.chips is None:
        if _takes(played, p):
            return None  # his hand takes chips: a reading against it gives them to whom?
        live = t.in_hand()
        if played.status in STAYS and p in live and len(live) <= 2:
            return None  # a reading that puts him out leaves one player, who takes the pool
        # a law that put him out forfeits his stake, however the point is read
        forfeit = t.retired.get(p) is not None
        stake = 0 if forfeit else t.stakes.get(p, 0)
        if kept:  # his ante or straddle, staked before any bet, alone may go back
            stake = min(stake, _before(j, p))
        return {p: stake} if stake else {}
    if reach.level is None:
        own = t.stakes.get(p, 0)
        if played.status == "settled" and p not in t.retired and own > reach.chips:
            return {}  # he stayed in to the end: his stake was called for under either reading
        # they alone can go back, never more: what he put up after them stays as the story
        # and the book's laws leave it (forfeited, where he threw up his hand)
        back = min(own, reach.chips)
        return {p: back} if back else {}
    if max(t.stakes.values(), default=0) > reach.level:
        return None  # a raise over them, read without them, the story does not price
    low = reach.level - reach.chips  # his chips above this, and each other's matching them
    # an ante or a feed, put up before his act, matches nothing of it
    band = {q: max(0, min(s, reach.level) - max(low, _before(j, q)))
            for q, s in t.stakes.items()}
    return {q: c for q, c in band.items() if c}


def _before(j: Judge, p: str) -> int:
    """What ``p`` put up before any act of the deal's: his ante or straddle (both kept as
    his ante paid), or his feed of a jack pot."""
    return j.deal.ante_paid.get(p, 0) + j.deal.fed.get(p, 0)


def _left_unopened(r: Ruling, rest: Unopened) -> Ruling | None:
    """The ruling ``r``, whose opening has gone back, as a deal nobody opened: the one hand
    left taking nothing but what was put up before any act, that goes by the book's law (it
    stays in the pool, or the age takes it), found and cited."""
    awards = r.chips("awards")
    left = sum(awards.values())
    if r.status != "settled" or r.by_lot or (left != rest.chips and not rest.kept):
        return None  # more than the antes left, or a pool divided: no arithmetic of it
    rest = replace(rest, chips=left)
    law, at = rest.answer, max((x.event for x in r.steps), default=0)
    if law is None:  # the book has no law of it: those chips stay held on its silence
        what = Say.of("jackpot.what-becomes-ante-already")
        return replace(r, status="unsettled", awards=(), undecided=r.undecided + rest.chips,
                       steps=r.steps + (Step(what, at, rung="open"),),
                       # the silences read here are named by the chips point read
                       silent=tuple(replace(x, named=chips(x.point)) if x.decisive and
                                    x.under is None else x for x in r.silent)
                       + (Silent("unopened.pool", what, at, True),))
    said = Say.of("jackpot.nobody-opened-game-pool") if rest.age is None else \
        Say.of("jackpot.all-players-but-age", age=rest.age)
    laws = law.laws + (rest.kept.laws if rest.kept else ())
    r = replace(r, steps=r.steps + (Step(said, at, tuple(x.id for x in laws), law.rung),),
                cited=r.cited + tuple(x for x in laws if x not in r.cited))
    if rest.age is None:
        return replace(r, status="passed", awards=(), carried=r.carried + rest.chips,
                       next=replace(r.next, jack_pot=rest.jack_pot))
    return replace(r, awards=((rest.age, rest.chips),))


def _takes(played: Ruling, p: str) -> bool:
    """Whether ``p``'s hand takes chips in the ruling as played (won, or drawn by lot)."""
    return bool(played.chips("awards").get(p)) or any(p in x.among for x in played.by_lot)


def readings(played: Ruling, found: list[tuple[tuple, dict[str, int]]],
             rests: dict | None = None) -> list | None:
    """Each combination of the readings of the points that reach chips: [(assumed, ruling)],
    ``assumed`` keyed by (point, event, player), the ruling as played where every reached
    chip stands; None where the chips going back cannot be taken from the pool by the
    story's arithmetic alone (a pool divided among several hands). ``rests``: a point whose
    chips going back leave the deal unopened, and what its pool keeps (``Unopened``)."""
    points = [(point, back) for point, back in found if back]
    rests = rests or {}
    out = []
    # where the book keeps a bet once made (Peel 55), an opening undone is void, its chips
    # and those that met it staying in the pool
    each = [CHIPS_KEPT if point in rests and rests[point].kept else CHIPS.readings
            for point, _ in points]
    for choice in product(*each):
        back: dict[str, int] = {}
        rest = None
        for (point, chips_back), read in zip(points, choice):
            if read == "void":
                rest = rest or rests[point]
            if read == "go-back":
                rest = rest or rests.get(point)
                for q, c in chips_back.items():
                    back[q] = back.get(q, 0) + c
        r = _going_back(played, back)
        if r is not None and rest is not None:
            r = _left_unopened(r, rest)
        if r is None:
            return None
        out.append(({point: read for (point, _), read in zip(points, choice)}, r))
    return out


def _going_back(played: Ruling, back: dict[str, int]) -> Ruling | None:
    """The ruling as played with the chips ``back`` given back to those who put them up."""
    if not back:
        return played
    stakes = played.chips("stakes")
    for q, c in back.items():
        c = min(c, stakes.get(q, 0))
        back[q] = c
        stakes[q] = stakes.get(q, 0) - c
    total = sum(back.values())
    refunds = played.chips("refunds")
    for q, c in back.items():
        if c:
            refunds[q] = refunds.get(q, 0) + c
    r = replace(played, refunds=tuple(sorted(refunds.items())),
                stakes=tuple((q, s) for q, s in stakes.items() if s))
    if played.status in STAYS:
        if total > played.carried:
            return None
        return replace(r, carried=played.carried - total)
    awards = played.chips("awards")
    winners = list(awards)
    if len(winners) != 1 or played.by_lot or awards[winners[0]] < total:
        return None
    w = winners[0]
    return replace(r, awards=((w, awards[w] - total),) if awards[w] > total else ())
