"""Before the cards go out: the ante, the straddles, and what each is allowed to be."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..findings import Say

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge


def put_up_ante(j: Judge, player: str | None, amount: int) -> None:
    """The ante goes into the pool; the book says whose it is and how large it may be.

    ``player`` is who the case says put it up; None: the story does not say, so it is the
    player the book gives the ante to (the age where the book is silent, and it says so)."""
    by = j.rule("ante.by", Say.of("ante.book-does-not-say"), decisive=False)
    if player is None:
        player = seat(j, by.value) if by is not None else j.table.age
    if by is not None and seat(j, by.value) != player:
        j.find(Say.of("ante.puts-up-ante-but", player=player, seat=seat(j, by.value)), by)
    j.table.stake(player, amount)
    j.deal.ante_paid[player] = amount
    if by is not None and seat(j, by.value) == player:
        who = "the age" if player == j.table.age else "the dealer"
        j.find(Say.of("ante.puts-up-ante", player=player, who=who, amount=amount), by)
    _check_size(j, amount)


def _check_size(j: Judge, amount: int) -> None:
    limit = j.case.table.limit
    cap = j.ask("ante.max")
    if cap is None or limit is None:
        return
    most = limit // 2 if cap.value == "half-limit" else limit
    if amount > most:
        j.find(Say.of("ante.ante-exceeds", amount=amount, value=cap.value.replace('-', ' '),
                      most=most), cap)


def seat(j: Judge, where: str) -> str:
    """The player sitting where a provision names a seat (the age by default)."""
    t = j.table
    return {"left-of-dealer": t.age, "dealer": t.dealer}.get(where, t.age)


def ante(j: Judge, ev: Event) -> None:
    amount = ev.get("amount", j.case.table.ante)
    fed = j.deal.fed.get(ev.player, 0)
    if j.ctx.jack_pot and j.case.table.phase == "before_deal":
        _feeds(j, ev.player, amount, fed)
        return
    put_up_ante(j, ev.player, amount)


def _feeds(j: Judge, player: str, amount: int, fed: int) -> None:
    """In a jack pot every player puts up the ante (the feed): an `ante` event told for him is
    that same feed, already in the pool, and is counted once."""
    feed = j.ask("jack-pot.feed")
    if amount > fed:  # he put up more than the feed: the rest is his too
        j.table.stake(player, amount - fed)
        j.deal.fed[player] = amount
    if feed is not None:
        j.find(Say.of("ante.puts-up-jack-pot", player=player, amount=amount), feed)


def straddle(j: Judge, ev: Event) -> None:
    t, ante_amt = j.table, j.case.table.ante
    expected = t.left_of(t.straddlers[-1]) if t.straddlers else t.left_of(t.age)
    first = j.rule("straddle.first", Say.of("ante.book-has-no-law"), point="straddle")
    if first is not None and ev.player != expected:
        who = "begin straddling" if not t.straddlers else "straddle now"
        j.find(Say.of("ante.may-not-right", player=ev.player, who=who, expected=expected), first)
        return
    inc = j.ask("straddle.increment")
    previous = t.stakes[t.straddlers[-1]] if t.straddlers else ante_amt
    amount = ev.get("amount") or previous + ante_amt
    cap = j.ask("straddle.max")
    limit = j.case.table.limit
    if cap is not None and limit is not None:
        most = limit // 2 if cap.value == "half-limit" else limit
        if amount > most:
            j.find(Say.of("ante.straddle-would-raise-ante", player=ev.player, amount=amount,
                          value=cap.value.replace('-', ' '), most=most), cap)
            return
    t.stake(ev.player, amount)
    t.straddled(ev.player)
    j.deal.ante_paid[ev.player] = amount
    j.find(Say.of("ante.straddles-staking", player=ev.player, amount=amount), first, inc)


HANDLERS = {"ante": ante, "straddle": straddle}
