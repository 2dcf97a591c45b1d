"""What readings that differ hold (judge/readings.py): the chips every reading gives alike are
awarded (or refunded) at once, the rest held undecided; each reading is listed, named by
the points it reads, with what it gives."""
from __future__ import annotations

from ..story.points import split
from ..story.record import replace
from .ahead import ahead_said, common_next, name
from .findings import Say
from .outcome import shared_status, staked_again
from .ruling import Alike, Assumption, Reading, Ruling


def held(base: Ruling, leaves: list[tuple[dict, Ruling]], moot: list, ahead: dict,
         stopped: int | None, arose: dict[str, int] | None = None, why=None) -> Ruling:
    """The readings differ on this deal's chips: what they all give is given; the rest is
    held undecided. The status is the deal's outcome they all share (a misdeal, a deal that
    goes on), else ``unsettled``. Each reading names the points it reads (``arose``: where
    each first arose) and is a whole ruling's accounting; ``stopped``, the limit the
    readings stopped at, where they did; ``moot`` and ``ahead`` are the points read that
    decide nothing of this deal (judge/readings.py)."""
    leaves = [(assumed, unstaked_back(base, r)) for assumed, r in leaves]
    rulings = [r for _, r in leaves]
    # what every reading gives is counted with the ante staked again as carried
    alike = [staked_again(r) for r in rulings]
    if any(r.pot > base.pot and r.awards for r in alike):
        # a reading stakes chips the pool as told does not hold: only what every reading
        # awards, or every reading refunds, is sure; what one wins and another gets back of
        # a pool that differs is not weighed against it
        awards = _common(r.chips("awards") for r in alike)
        refunds = _common(r.chips("refunds") for r in alike)
    else:
        awards, refunds = _paid_alike(alike)
    lots = alike[0].by_lot
    lots = lots if all(r.by_lot == lots for r in alike) else ()
    given = sum(awards.values()) + sum(refunds.values()) + sum(x.amount for x in lots)
    room = base.pot - given
    if room < 0:  # the readings give chips the story as told never put up: all of it held
        awards, refunds, lots = {}, {}, ()
        room = base.pot
    # what every reading leaves in the pool, the deal going on alike under each, stays there;
    # never more than the pool as told holds (a reading may put up an ante it did not)
    # (a misdeal's new deal, or the deal going on: the chips stay in the pool under each)
    status = shared_status(rulings)
    carried = min(min(r.carried for r in alike), room)
    # a penalty is paid now only where every reading makes it (a bet out of turn under one
    # reading may be a bet in turn under another)
    penalties = tuple(x for x in base.penalties if all(x in r.penalties for r in rulings))
    out = replace(base, awards=tuple(awards.items()), refunds=tuple(refunds.items()),
                  by_lot=lots, status=status, carried=carried, undecided=room - carried,
                  penalties=penalties)
    # the next deal as every reading gives it: a part of it they differ on is None (a misdeal
    # under one reading is dealt again, where the deal as played passes the deal on)
    nxt = common_next(base.next, rulings, base, ahead)
    if status != "unsettled":  # the deal's outcome is decided: nothing is provisional
        out = replace(out, provisional=(), next=nxt)
    else:
        out = replace(out, next=nxt if ahead else replace(nxt, points=base.next.points))
    names = {name(p) for p in moot} | {name(p) for p in ahead}
    out = replace(
        out,
        silent=tuple(x for s in base.silent
                     for x in (ahead_said([s], moot, ahead, why) if s.under in names else [s]))
        + _met_in_readings(base, leaves),
        missing=tuple(m for m in base.missing if m.open not in names),
        readings=tuple(Reading(tuple(_assumption(p, v, r, arose or {})
                                     for p, v in assumed.items()), _laws(assumed, r), r)
                       for assumed, r in leaves),
        stopped=stopped)
    out = replace(out, steps=base.steps + (_common_step(out, base),))
    # every law a reading rests on is cited, once
    cited: dict = {}
    for law in (law for r in [base] + rulings for law in r.cited):
        cited.setdefault(law.id, law)
    return replace(out, cited=tuple(cited.values()))


def _met_in_readings(base: Ruling, leaves: list[tuple[dict, Ruling]]) -> tuple:
    """The silences the story as told never met, met under a reading (a show for less, once
    borrowing is read as forbidden): one a reading reads, or one a reading that leaves chips
    held is held on. Named with the ruling's own, each once, so that every point the held
    chips turn on is listed (and one the copy held lacks is said to be the copy's)."""
    have = {s.point for s in base.silent}
    out: dict[str, object] = {}
    for assumed, r in leaves:
        held = r.status == "unsettled" or r.undecided
        for s in r.silent:
            if s.decisive and (s.under is not None or held) and s.point not in have:
                # said with the reading that met it: the story as told never does
                out.setdefault(s.point, replace(s, met_under=tuple(
                    (p[0] if isinstance(p, tuple) else p, v) for p, v in assumed.items())))
    return tuple(out.values())


def _assumption(key, reading: str, r: Ruling, arose: dict[str, int]) -> Assumption:
    """One point a reading reads, named so that no other point of the ruling is named alike:
    its id, the event where it arises (where the reading ``r`` says it; else where the story
    first reached it) and, where it concerns one, the player. A point read through the book
    (``silent.KEY``, ``law.KEY``) is read alike wherever it arises, and is one point; the
    chips a silence reaches (judge/reach.py) are read at each act that reaches them, a point
    of its own (``key`` is then (point, event, player))."""
    if isinstance(key, tuple):
        point, event, player = key
    else:
        found = split(key)
        point = key
        event = min((s.event for s in r.steps if s.open == key), default=arose.get(key, 0))
        player = found[1] if found is not None and found[0].fact else None
    return Assumption(point, reading, event or 0, player)


def unstaked_back(base: Ruling, r: Ruling, kept: bool = False) -> Ruling:
    """A reading that never stakes chips the story put up (a call beyond an increase that
    stands only at the limit; a raise `by` told over chips that wait for another's turn)
    leaves them his: they are his back under that reading, so that each reading says where
    every chip of the story's pool goes. (A short player denied a show has put his chips up:
    what becomes of them is the book's law, not this.) Where the book keeps a bet once made
    in the pool (``kept``, Peel 55: it "cannot be recalled"), they stay in it, and go with it
    to the one player the reading gives it to."""
    # a reading's stakes are what it left in the pool; what a law gave back is its refund,
    # what it forfeited to the pool its penalty
    forfeit: dict[str, int] = {}
    for pen in r.penalties:
        if pen.to == "pool":
            forfeit[pen.player] = forfeit.get(pen.player, 0) + pen.amount
    stakes, refunds = r.chips("stakes"), r.chips("refunds")
    back = {p: s - stakes.get(p, 0) - refunds.get(p, 0) - forfeit.get(p, 0)
            for p, s in base.stakes}
    back = {p: a for p, a in back.items() if a > 0}
    if not back or r.pot + sum(back.values()) != base.pot:
        return r  # chips moved otherwise than left unstaked: the reading stands as made
    awards = r.chips("awards")
    if kept and r.status == "settled" and len(awards) == 1 and not r.by_lot:
        (winner, won), = awards.items()
        # put up as the story told, and won with the rest
        return replace(r, awards=((winner, won + sum(back.values())),), pot=base.pot,
                       stakes=base.stakes)
    for p, a in back.items():
        refunds[p] = refunds.get(p, 0) + a
    # the chips left unstaked are the pool's as told, given back: the reading's pool holds them
    return replace(r, refunds=tuple(sorted(refunds.items())), pot=base.pot)


def _common_step(out: Ruling, base: Ruling) -> Alike:
    """What every reading gives alike, said where the pool is divided."""
    given = [Say.of("held.takes", player=p, amount=a) for p, a in out.awards]
    given += [Say.of("held.has-back", player=p, amount=a) for p, a in out.refunds]
    if out.carried:  # left in the pool alike: the deal going on, or dealt again
        given.append(Say.of("held.stays", amount=out.carried))
    # where they differ on no chip, only on what follows (whose chips stay staked, who
    # deals next), nothing is held, and the words say so
    differ = Say.of("held.differ-held", undecided=out.undecided) if out.undecided \
        else Say.of("held.differ-on-nothing")
    # the readings' arithmetic, not a law's: each reading cites its own laws (readings[])
    said = Say.of("held.alike", given=given, differ=differ) if given else \
        Say.of("held.nothing-alike", differ=differ) if out.undecided else \
        Say.of("held.differ-on-nothing-only")
    return Alike(said, max((s.event for s in base.steps), default=0))


def _paid_alike(rulings: list[Ruling]) -> tuple[dict, dict]:
    """What every reading pays each player alike, awards and refunds: the least any reading
    awards him is awarded; what else reaches him under every reading, won under one and
    given back under another (his own increase, standing or returned beyond the limit), is
    paid as a refund, his own chips back: the least the readings say of them, since whether
    he won them is what they dispute."""
    awards = _common(r.chips("awards") for r in rulings)
    sure = _common(_both(r.chips("awards"), r.chips("refunds")) for r in rulings)
    refunds = {p: a - awards.get(p, 0) for p, a in sure.items() if a > awards.get(p, 0)}
    return awards, refunds


def _both(awards: dict, refunds: dict) -> dict:
    return {p: awards.get(p, 0) + refunds.get(p, 0) for p in {*awards, *refunds}}


def _common(shares) -> dict:
    """What every reading gives each player alike: the least any of them gives him."""
    shares = list(shares)
    players = {p for s in shares for p in s}
    common = {p: min(s.get(p, 0) for s in shares) for p in players}
    return {p: a for p, a in sorted(common.items()) if a}


def _laws(assumed: dict, r: Ruling) -> tuple[str, ...]:
    """The laws the reading's ruling rests on from the first point it reads onwards."""
    at = min((s.event for s in r.steps if s.open in assumed), default=0)
    return tuple(dict.fromkeys(law for s in r.steps if s.event >= at for law in s.laws))
