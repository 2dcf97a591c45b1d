"""Before the cards go out: the ante, the straddles, and what each is allowed to be."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...story.payloads import Stake
from .amounts import in_words, reckon
from .seats import seat
from ..findings import Reach, Say
from ..reach import reaches

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ...story.case import Event
    from ..judging import Judge


def put_up_ante(j: Judge, player: str | None, amount: int) -> None:
    """The ante goes into the pool; the book says whose it is and how large it may be.

    ``player`` is who the case says put it up; None: the story does not say, so it is the
    player the book gives the ante to (the age where the book is silent, and it says so)."""
    by = j.rule("ante.by", Say.of("ante.silent-on-who-puts-up"), decisive=False)
    if player is None:
        player = seat(j, by.value) if by is not None else j.table.age
    if by is not None and seat(j, by.value) != player:
        j.find(Say.of("ante.put-up-by-another-seat", player=player, seat=seat(j, by.value)), by)
    j.table.stake(player, amount)
    j.deal.antes(player, amount)
    if by is not None and seat(j, by.value) == player:
        who = {j.table.age: ", the age,", j.table.dealer: ", the dealer,"}.get(player, "")
        j.find(Say.of("ante.puts-up-ante", player=player, who=who, amount=amount), by)
    _check_size(j, amount)
    if j.table.funds(player) == 0:
        # his ante is all he has: he has deposited whatever funds he has, and his show is for
        # it against every player in the game now, whoever acts first (Peel 60)
        j.table.go_all_in(player)
        j.find(Say.of("stakes.is-all-in", player=player, stake=j.table.stakes[player]))


def _check_size(j: Judge, amount: int) -> None:
    limit = j.case.table.limit
    cap = j.ask("ante.max")
    if cap is None or limit is None:
        return
    most = reckon(j, cap.value)
    if amount > most:
        j.find(Say.of("ante.ante-exceeds", amount=amount, in_words=in_words(cap),
                      most=most), cap)


def ante(j: Judge, ev: Event) -> None:
    amount = Stake.told_by(ev).amount
    if amount is None:  # an ante told without an amount is the table's
        amount = j.case.table.ante
    fed = j.deal.fed.get(ev.player, 0)
    if j.ctx.jack_pot and j.case.table.phase == "before_deal":
        _feeds(j, ev.player, amount, fed)
        return
    put_up_ante(j, ev.player, amount)


def for_the_next_deal(j: Judge, ev: Event) -> None:
    """An ante or a straddle told once the show (or every other player's passing) decided
    the pool: it is a stake put up before a deal's cards, so it is the next deal's. The law
    that ended the betting says the act is no part of it; the chips are carried to the next
    deal, by the story alone (no law says so), at the ante told or the table's, a straddle at
    the sum told or the book's first straddle (the next deal's first)."""
    ended = j.deal.betting_over
    j.find(Say.of("after-betting", verb=ev.verb, who=f" by {ev.player}"), *ended)
    amount, size = Stake.told_by(ev).amount, None
    if amount is None and ev.verb == "ante":
        amount = j.case.table.ante
    elif amount is None:
        size = j.ask("straddle.size")
        amount = None if size is None else reckon(j, size.value)
    when = "after the show" if j.deal.show_began else "after the betting was over"
    if not amount:
        j.find(Say.of("ante.for-the-next-deal-untold", player=ev.player, verb=ev.verb,
                      when=when))
        return
    amount = j.table.put_up_for_next_deal(ev.player, amount)
    j.find(Say.of("ante.for-the-next-deal", player=ev.player, verb=ev.verb, amount=amount,
                  when=when), size)


def _feeds(j: Judge, player: str, amount: int, fed: int) -> None:
    """In a jack pot every player puts up the ante (the feed): an `ante` event told for him is
    that same feed, already in the pool, and is counted once."""
    feed = j.ask("jack-pot.feed")
    if amount > fed:  # he put up more than the feed: the rest is his too
        j.table.stake(player, amount - fed)
        j.deal.feeds(player, amount)
    if feed is not None:
        j.find(Say.of("ante.puts-up-jack-pot", player=player, amount=amount), feed)


def straddle(j: Judge, ev: Event) -> None:
    t = j.table
    first = j.ask("straddle.first")
    stay = None if first is not None else _chips_stay(j)
    if first is None:  # no law of straddling: decisive unless his chips stay however read
        j.silence("straddle", Say.of("ante.book-has-no-law"), decisive=stay is None)
    # the first straddle is the seat's the law names; each after it, the next player's
    expected = t.left_of(t.straddlers[-1]) if t.straddlers else (
        seat(j, first.value) if first is not None else None)
    if first is not None and ev.player != expected:
        who = "begin straddling" if not t.straddlers else "straddle now"
        j.find(Say.of("ante.may-not-right", player=ev.player, who=who, expected=expected), first)
        return
    size, due, previous = _size(j)
    told = Stake.told_by(ev).amount
    if told is None and due is None:
        _untold(j, ev.player)
        return
    amount = due if told is None else told
    cap = j.ask("straddle.max")
    most = None if cap is None else reckon(j, cap.value)
    if most is not None and amount > most:
        j.find(Say.of("ante.straddle-would-raise-ante", player=ev.player, amount=amount,
                      in_words=in_words(cap), most=most), cap)
        return
    t.stake(ev.player, amount)
    t.straddled(ev.player)
    j.deal.antes(ev.player, amount)
    if due is not None and amount != due:
        _other_sum(j, ev.player, amount, size, due, previous)
        return
    j.find(Say.of("ante.straddles-staking", player=ev.player, amount=amount), first, size)
    if stay is not None:
        j.find(Say.of("ante.unknown-straddle-chips-stay", player=ev.player, amount=amount),
               stay)
    elif first is None:  # no law of straddling: all it can reach is the straddle itself
        reaches(j, "straddle", Reach(ev.player, amount), j.here)


def _size(j: Judge) -> tuple[Answer | None, int | None, int | None]:
    """The law that sizes this straddle, what it comes to in this deal, and the straddle
    before it (None for the first): the first by the book's straddle (Peel's "a sum double
    that of the ante"), each after it by what the book says it adds to the straddle before
    it; no law and no sum where the book does not say."""
    t = j.table
    if not t.straddlers:
        size = j.ask("straddle.size")
        return size, None if size is None else reckon(j, size.value), None
    inc = j.ask("straddle.increment")
    previous = t.stakes[t.straddlers[-1]]
    added = None if inc is None else reckon(j, inc.value, previous)
    return inc, None if added is None else previous + added, previous


def _untold(j: Judge, player: str) -> None:
    """A straddle whose amount the story does not tell, where no law of the book says what
    it stakes: a fact untold, never another book's size; every stake after it turns on it,
    so the deal is stopped there."""
    j.lack("straddle amount", f"{player} straddles, but the story does not tell how much he put "
           "up, and the book has no law that says what a straddle stakes; every stake after "
           "it turns on that sum")
    j.end("unsettled")


def _other_sum(j: Judge, player: str, amount: int, size: Answer, due: int,
               previous: int | None) -> None:
    """A straddle of another sum than the law's is not the straddle it defines: said on the
    law, and what the chips are then the book does not say (no law gives a penalty or a
    remedy), so they stand as put up, or go back, read both ways (judge/reach.py)."""
    if previous is None:
        j.find(Say.of("ante.straddle-not-the-books", player=player, amount=amount,
                      in_words=in_words(size), due=due), size)
    else:
        j.find(Say.of("ante.straddle-not-the-books-next", player=player, amount=amount,
                      in_words=in_words(size), previous=previous, due=due), size)
    j.silence("straddle.size", Say.of("ante.straddle-of-another-sum", player=player,
                                      amount=amount), reach=Reach(player, amount))

def _chips_stay(j: Judge) -> Answer | None:
    """Where the book has no law of straddling, a straddle is read as standing, or as undone
    and his chips given back; a book that removes no chips once placed in the pot in
    correcting a betting irregularity (the Standard laws) leaves only the first: a straddle
    it knows nothing of is no irregularity, and nothing corrects it, or one, corrected
    without removing them. That law's answer, where it holds; else None."""
    stay = j.ask("betting.irregularity.chips-stay")
    return stay if stay is not None and stay.value else None


HANDLERS = {"ante": ante, "straddle": straddle}
