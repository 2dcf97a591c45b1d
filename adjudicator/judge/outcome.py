"""What a reading does, by chips and outcome, never by the words of its findings: the record
by which judge/readings.py compares the readings of an open point.

A reading's outcome is its status, this deal's chips as that status reads them, and the
next deal (who deals it, who deals again, the next jack pot). Two readings that give the
same chips decide nothing between them; two that differ only on the next deal hold none of
this deal's chips. A misdeal's ante going back to the player who must stake it again before
the new deal's cards (``next.antes``: the book's law of who antes, the same player where the
same dealer deals again; every player's feed where the same jack pot is dealt again) is the
same chips as the ante staying in the pool: it is counted as carried, whichever way the
book's silence on it is read.
"""
from __future__ import annotations

from ..story.record import Record, replace
from .ruling import Ruling

# the statuses a reading may share with every other, and the ruling then takes (contract v3):
# a deal that ends in a misdeal, goes on, passes or is void, whatever some chips come to
SHARED = ("misdeal", "continues", "passed", "void")


class Outcome(Record):
    """A reading's ``status``, this deal's ``chips`` as that status reads them, and the
    ``next`` deal (dealer, who deals again, jack pot)."""

    __slots__ = ("status", "chips", "next")

    @classmethod
    def of(cls, r: Ruling, again: bool = True) -> "Outcome":
        """The outcome of the ruling ``r``; with ``again``, a misdeal's ante that goes back to
        the player who stakes it again before the new deal is counted as carried."""
        return cls(r.status, _chips(staked_again(r) if again else r), next_deal(r))

    def this_deal(self) -> tuple:
        """The outcome without the next deal: the status and the chips."""
        return self.status, self.chips


def next_deal(r: Ruling) -> tuple:
    """Who deals next, who deals a misdeal again, and the next jack pot's minimum."""
    n = r.next
    return n.dealer, n.redeal_by, n.jack_pot


def staked_again(r: Ruling) -> Ruling:
    """The misdeal ``r`` with each ante counted as carried where it goes back to the player
    who stakes it again before the new deal's cards (``next.antes``, its ``back``): his chips
    back and his chips staked again are the same chips in the new deal's pool. Any other
    ruling as made."""
    antes = r.next.antes if r.status == "misdeal" else None
    refunds = r.chips("refunds")
    moved = _move(refunds, ((a.player, a.back) for a in antes or ()))
    if not moved:
        return r
    return replace(r, refunds=tuple((q, a) for q, a in refunds.items() if a),
                   carried=r.carried + moved)


def staked_again_said(r: dict) -> dict:
    """``staked_again`` of a ruling, or a reading, as the contract writes it (judge/answer.py,
    which reads the JSON)."""
    antes = r["next"].get("antes") if r["status"] == "misdeal" else None
    refunds = dict(r["refunds"])
    moved = _move(refunds, ((a["player"], a.get("back", 0)) for a in antes or ()))
    if not moved:
        return r
    return dict(r, refunds={q: a for q, a in refunds.items() if a},
                carried=r["carried"] + moved)


def _move(refunds: dict[str, int], backs) -> int:
    """Takes each ante's chips back (player, chips) out of ``refunds``: the chips moved."""
    moved = 0
    for p, back in backs:
        move = min(back, refunds.get(p, 0))
        if move:
            refunds[p] -= move
            moved += move
    return moved


def _chips(r: Ruling) -> tuple:
    """The chips a ruling decides. An unsettled one decides only what it awards or refunds
    (an odd chip it would leave to lot is held with the rest). A settled one pays out the
    whole pool: what each player puts up and what he gets from it are its chips, whether a
    share comes to him won or as his own back (a bet out of turn standing, or its excess
    returned to him). A deal that goes on also keeps whose stakes are in its pool."""
    pens = tuple(sorted((p.player, p.amount, p.to) for p in r.penalties))
    lots = tuple(sorted((x.amount, tuple(x.among)) for x in r.by_lot))
    if r.status == "unsettled":
        return _items(r.awards), _items(r.refunds)
    if r.status == "settled":
        return (sum_by_player(dict(r.awards), dict(r.refunds)), lots, r.carried, _put_up(r),
                tuple(x for x in pens if x[2] != "pool"))
    stakes = _items(r.stakes) if r.status == "continues" else ()
    return _items(r.awards), _items(r.refunds), lots, r.carried, pens, stakes


def _items(chips: tuple) -> tuple:
    return tuple(sorted((p, a) for p, a in chips if a))


def sum_by_player(*shares: dict) -> tuple:
    """What each player has of the shares together: ((player, chips), ...)."""
    total: dict[str, int] = {}
    for share in shares:
        for p, a in share.items():
            total[p] = total.get(p, 0) + a
    return tuple(sorted((p, a) for p, a in total.items() if a))


def _put_up(r: Ruling) -> tuple:
    """What each player put up under a reading: what he put in the pool (his stake, and what
    stays in it as no stake of his), what came back to him, and what he forfeited to it."""
    forfeit = {pen.player: pen.amount for pen in r.penalties if pen.to == "pool"}
    return sum_by_player(dict(r.stakes), dict(r.refunds), forfeit)


def weigh(group: list[Ruling]) -> str:
    """What a point decides among ``group``, rulings that differ only in its reading:
    ``moot`` where they give the same chips and the same next deal; ``next`` where they give
    this deal the same chips and differ only on the next deal (an ante staked again, who
    deals, the next jack pot); ``chips`` where they differ on this deal."""
    first = Outcome.of(group[0])
    if any(Outcome.of(r).this_deal() != first.this_deal() for r in group[1:]):
        return "chips"
    raw = Outcome.of(group[0], again=False)
    if all(Outcome.of(r) == first and Outcome.of(r, again=False) == raw for r in group[1:]):
        return "moot"
    return "next"


def shared_status(rulings: list[Ruling]) -> str:
    """The ruling's status where readings differ on some chips: the deal's outcome every
    reading shares (a misdeal stays a misdeal, a deal that goes on goes on), else
    ``unsettled``: they differ on the outcome itself, or all award the pool but differ on who
    takes a chip."""
    statuses = {r.status for r in rulings}
    status = statuses.pop() if len(statuses) == 1 else None
    return status if status in SHARED else "unsettled"
