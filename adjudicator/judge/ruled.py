"""A replay written as the ruling docs/case-format.md specifies: the chips of the pool each
accounted for once, the findings in the book's words, the silences and what is missing."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..errors import message
from . import situations
from .situations.passing import NO_STAKE
from ..story.points import words
from .agreements import agreements
from .ruling import Agreement, Ante, Lot, Next, Referee, Ruling, Silent, Step, as_json

if TYPE_CHECKING:
    from .judging import Judge


def ruling(j: Judge) -> dict:
    """The ruling as docs/case-format.md specifies it."""
    return as_json(ruled(j))


def _layers_only(j: Judge) -> bool:
    """Whether every point the outcome turns on holds only parts of the pool no finding
    awarded (hands left level head on them, what lies beyond the part a law gives): the rest
    goes as the findings gave it."""
    decisive = [x for x in j.silent if x.decisive]
    return bool(decisive) and all(x.layer and x.open is None for x in decisive) \
        and not j.missing and not j.settlement.held_back


# the open points of the book's words on chips a passed pool may keep or not
BESIDE = frozenset({words("false-opener-beside-a-share")})


def ruled(j: Judge) -> Ruling:
    """The ruling the replay ``j`` comes to, as data (judge/ruling.py)."""
    t, s = j.table, j.deal.settlement
    # a misdeal with a decisive silence (what becomes of the stakes already put up) decides
    # the new deal but not those chips: they are held, not carried
    status = "unsettled" if (s.unsettled or s.held_back) and \
        s.status in (None, "settled", "continues", "misdeal") else s.status
    # a deal nobody opened keeps its pool for the next deal, but chips put up as no stake
    # whose staying the book leaves open (a straddle not his to make: they stay, or go back)
    # are this deal's to hold; its other silences (who deals first, what opens the next jack
    # pot) move no chip of it
    # ... and so are shares the book's words leave open whether the pool keeps (a share won
    # beside a false opener's: words.false-opener-beside-a-share)
    if status == "passed" and any(x.decisive and (x.point in NO_STAKE or x.open in BESIDE)
                                  for x in j.silent):
        status = "unsettled"
    if j.missing and status == "passed":  # a fact the pool turns on is untold: nothing carried
        status = "unsettled"
    awards, provisional = dict(s.awards), {}
    if status == "unsettled" and s.unsettled and not _layers_only(j):
        # Nothing is awarded on a point the book leaves open; what the replay would give if
        # the table's way of playing it stood is shown apart.
        awards, provisional = {}, dict(s.awards)
    # chips a law gave back to who put them up were in the pool, and are refunded from it,
    # but for those a point left open may yet take (held)
    refunds = dict(s.refunds)
    for p, back in t.returned.items():
        refunds[p] = refunds.get(p, 0) + back
    for p, back in s.held_back.items():
        refunds[p] = refunds.get(p, 0) - min(back, refunds.get(p, 0))
        if not refunds[p]:
            del refunds[p]
    # chips put up for the next deal after the show are in the pot, and carried, whatever
    # becomes of the pool the show decided
    pot = t.pool + sum(t.returned.values()) + t.next_deal
    accounted = sum(awards.values()) + sum(refunds.values()) + sum(x["amount"] for x in s.by_lot)
    held = pot - accounted - t.next_deal
    # a void deal gives back the stakes; what was in the pool before the deal stays in it
    if held < 0 or (status == "settled" and held) or \
            (status == "void" and held > t.besides_stakes):
        raise AssertionError(message("chips-not-conserved", pot=pot, accounted=accounted))
    agreed = agreements(j)  # before the silences are written: it may add one
    carried = t.next_deal + (held if status in ("passed", "misdeal", "continues", "void")
                             else 0)
    undecided = held if status == "unsettled" else 0
    nxt = situations.misdeal.next_deal(j)
    put_in = _put_in(t, s.held_back)
    return Ruling(
        book=j.book, case=j.case.title, players=tuple(j.case.table.players), status=status,
        pot=pot, awards=tuple(sorted(awards.items())), refunds=tuple(sorted(refunds.items())),
        penalties=tuple(s.penalties), retired=tuple(t.retired.items()),
        next=Next(nxt["dealer"], nxt["redeal_by"], nxt["jack_pot"],
                  _antes(j, nxt["antes"], refunds) if "antes" in nxt else None,
                  law=nxt["law"]),
        steps=tuple(Step(f.say, f.event, f.laws, f.rung, f.points, f.open,
                         status == "unsettled" and f.share is not None, f.applied)
                    for f in j.steps),
        cited=tuple(j.cited.values()),
        silent=tuple(Silent(x.point, x.say, x.event, x.decisive, x.open, reason=x.reason)
                     for x in j.silent),
        missing=tuple(j.missing), carried=carried, undecided=undecided,
        provisional=tuple(sorted(provisional.items())),
        by_lot=tuple(Lot(x["amount"], tuple(x["among"]), x["law"]) for x in s.by_lot),
        stakes=tuple((p, n) for p, n in put_in.items() if n),
        referee=None if s.referee is None else
        Referee(s.referee["player"], s.referee["law"], tuple(s.referee["parties"])),
        agreed=tuple(sorted(j.ctx.agreed)),
        agreements=tuple(Agreement(a["departure"], tuple(a["laws"]), a["applied"],
                                   a["allowed_by"]) for a in agreed),
        open_points=(), parts=tuple(s.parts), staked=tuple(put_in.items()),
        returned=tuple(t.returned.items()))


def _put_in(t, held_back: dict[str, int]) -> dict[str, int]:
    """What each player has put into the pool: his stake, and the chips he put up that stay
    in it as no stake of his (a bet after the betting, chips put in when out), or that were
    given back to him but are held (``held_back``)."""
    put = dict(t.stakes)
    for p, n in [*t.left_in_pool.items(), *held_back.items()]:
        put[p] = put.get(p, 0) + n
    return put


def _antes(j: Judge, antes: list, refunds: dict[str, int]) -> tuple[Ante, ...]:
    """Who stakes what again before a misdeal's new deal, each with the chips of it he has
    back (``back``): what his ante lacks in the pool of his stake at the misdeal, out of
    what the misdeal gives back to him. A chip he put up after the misdeal is no part of
    his stake, whether it stays or goes back (outcome.staked_again)."""
    stakes, given = j.table.stakes, j.deal.settlement.refunds
    out = []
    for a in antes:
        p = a["player"]
        back = min(given.get(p, 0), refunds.get(p, 0))
        lacks = a["amount"] - (stakes.get(p, 0) - back)  # of his ante, what is not in the pool
        out.append(Ante(p, a["amount"], a["law"], min(back, max(0, lacks))))
    return tuple(out)
