"""Before the cards go out: the ante, the straddles, and what each is allowed to be."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.payloads import Stake as Told
from ...story.terms import DEPARTURE_ANTES
from .amounts import in_words, reckon
from .passing import given_back, stay_or_go_back
from .seats import seat
from ..acts import (NOTHING, EndDeal, Lack, LeaveOpen, Outcome, Reaches, Stake, TakeBack, find,
                    outcome, rule)
from ..acts.betting import (Antes, Feeds, ForTheNextDeal, GoesAllIn, PutLevel, RecordAct,
                           StaysInPool, Straddles)
from ..findings import Reach, Say

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ...story.case import Event
    from ..judging import Reads


def put_up_ante(d: Reads, player: str | None, amount: int) -> Outcome:
    """The ante goes into the pool; the book says whose it is and how large it may be.

    ``player`` is who the case says put it up; None: the story does not say, so it is the
    player the book gives the ante to (the age where the book is silent, and it says so)."""
    t = d.table
    by, out = rule(d, "ante.by", Say.of("ante.silent-on-who-puts-up"), decisive=False)
    agreed = _agreed_seat(d) if player is None else None
    if player is None:
        player = agreed or (seat(d, by.value) if by is not None else t.age)
    if agreed is not None and (by is None or seat(d, by.value) != player):
        out += _agreed_ante(d, player, amount)
        if d.ask("agreements") is not None:  # the departure binds: the book's seat yields
            by = None
    if by is not None and seat(d, by.value) != player:
        out = out.then(find(Say.of("ante.put-up-by-another-seat", player=player,
                                   seat=seat(d, by.value)), by))
        # whether his chips stand as the ante or go back: the book's law, or its silence,
        # the chips read each way (Peel 20 and Keller name no remedy)
        ans, asked = rule(d, "ante.not-his", Say.of("ante.not-his-silent", player=player,
                                                    amount=amount), reach=Reach(player, amount))
        out += asked
        if ans is not None:
            if not STANDS.of(ans):
                return out + given_back(d, player, amount).then(find(Say.of(
                    "ante.not-his-returned", player=player, amount=amount), ans))
            out = out.then(find(Say.of("ante.not-his-stands", player=player, amount=amount),
                                ans))
    # what the stake leaves him, and his stake after it (bounded by his funds, where told)
    funds = t.funds(player)
    put = amount if funds is None else min(amount, funds)
    out = out.then(Stake(player, amount), Antes(player, amount))  # the table takes what he has
    if by is not None and seat(d, by.value) == player:
        out = out.then(find(Say.of("ante.puts-up-ante", player=player, who=_seat_of(d, player),
                                   amount=amount), by))
    if put < amount:  # as any stake: all he has goes in (stakes.py)
        out = out.then(find(Say.of("stakes.has-only-left-cannot", p=player, funds=funds,
                                   amount=amount)))
    out += _check_size(d, player, amount)
    bet = d.ask("ante.a-bet")
    if bet is not None and not bet.value:  # in the pool, and no stake his call makes good
        out = out.then(StaysInPool(player, put), PutLevel(d.table.level),
                       find(Say.of("ante.no-bet", player=player, amount=put), bet))
    if funds is not None and funds - put == 0:
        # his ante is all he has: he has deposited whatever funds he has, and his show is for
        # it against every player in the game now, whoever acts first (Peel 60)
        out = out.then(GoesAllIn(player),
                       find(Say.of("stakes.is-all-in", player=player,
                                   stake=t.stakes[player] + put)))
    return out


def _agreed_seat(d: Reads) -> str | None:
    """The player whose ante a departure the table agreed makes it (the old-fashioned game:
    the dealer), a fact of the table whatever the book; None where none is agreed."""
    for departure in sorted(d.ctx.agreed):
        if departure in DEPARTURE_ANTES:
            return seat(d, DEPARTURE_ANTES[departure])
    return None


def _agreed_ante(d: Reads, player: str, amount: int) -> Outcome:
    """The ante put up by the seat an agreed departure names, where the book gives it to
    another or to nobody: said as the table's fact; where the book lets a departure agreed
    before play bind (Peel 81) it stands by that law, and the book's own seat is not asked."""
    departure = next(x for x in sorted(d.ctx.agreed) if x in DEPARTURE_ANTES)
    out = outcome(find(Say.of("ante.agreed-seat-antes", player=player, who=_seat_of(d, player),
                              amount=amount, departure=departure)))
    law = d.ask("agreements")
    if law is None:
        return out
    return out.then(find(Say.of("ante.agreed-ante-binds", player=player), law))


def _seat_of(d: Reads, player: str) -> str:
    """The seat the words name a player by beside his name: the dealer's (where he is the
    age too, a player alone), the age's, or none."""
    return "dealer" if player == d.table.dealer else "age" if player == d.table.age else ""


def _check_size(d: Reads, player: str, amount: int) -> Outcome:
    limit = d.case.table.limit
    cap = d.ask("ante.max")
    if cap is None or limit is None:
        return NOTHING
    most = reckon(d, cap.value)
    if amount > most:
        # the book names no remedy: whether the chips beyond the most stand or go back
        excess = amount - most
        out = outcome(find(Say.of("ante.ante-exceeds", amount=amount, in_words=in_words(cap),
                                  most=most), cap))
        # whether the chips beyond the most stand or go back: the book's law, or its silence,
        # the chips read each way (Peel 19 and Keller name no remedy)
        ans, asked = rule(d, "ante.beyond-most", Say.of("ante.beyond-most-silent",
                                                        excess=excess, player=player),
                          reach=Reach(player, excess))
        out += asked
        if ans is None:
            return out
        if STANDS.of(ans):
            return out.then(find(Say.of("ante.beyond-most-stands", excess=excess,
                                        player=player), ans))
        return out.then(TakeBack(player, excess), Antes(player, most),
                        find(Say.of("ante.beyond-most-returned", excess=excess,
                                    player=player), ans))
    return NOTHING


def ante(d: Reads, ev: Event) -> Outcome:
    amount = Told.told_by(ev).amount
    if amount is None and "ante" not in d.case.table.marks:
        # the table sets no ante and the story does not tell this one: the books fix no sum
        # of their own (Peel terms/3, "the amount is fixed" by the players), and every stake
        # after it turns on it
        return outcome(Lack("ante amount", Say.of("ante.ante-amount-untold",
                                                  player=ev.player or d.table.age).words()),
                       EndDeal("unsettled"))
    if amount is None:  # an ante told without an amount is the table's
        amount = d.case.table.ante
    fed = d.deal.fed.get(ev.player, 0)
    if d.ctx.jack_pot and d.case.table.phase == "before_deal":
        return _feeds(d, ev.player, amount, fed)
    return put_up_ante(d, ev.player, amount) + _late(d, "ante.before-deal", Say.of(
        "ante.put-up-after-the-deal", player=ev.player, amount=amount))


def _after_the_deal(d: Reads) -> bool:
    """Whether the story, begun before the deal, tells this act after the cards were dealt."""
    return d.case.table.phase == "before_deal" and d.table.dealt


def _late(d: Reads, key: str, said: Say) -> Outcome:
    """A stake the story tells after its deal, where the book has it made before the cards
    are dealt (``key``: the ante's, the straddle's): put up late, against the law's words,
    which set no consequence for it (``said``)."""
    if not _after_the_deal(d):
        return NOTHING
    before = d.ask(key)
    if before is None or not before.value:
        return NOTHING
    return outcome(find(said, before))


def for_the_next_deal(d: Reads, ev: Event) -> Outcome:
    """An ante or a straddle told once the show (or every other player's passing) decided
    the pool: it is a stake put up before a deal's cards, so it is the next deal's. The law
    that ended the betting says the act is no part of it; the chips are carried to the next
    deal, by the story alone (no law says so), at the ante told or the table's, a straddle at
    the sum told or the book's first straddle (the next deal's first)."""
    ended = d.deal.betting_over
    out = outcome(find(Say.of("after-betting", verb=ev.verb, player=ev.player or ""), *ended))
    amount, size = Told.told_by(ev).amount, None
    if amount is None and ev.verb == "ante":
        amount = d.case.table.ante
    elif amount is None:
        size = d.ask("straddle.size")
        amount = None if size is None else reckon(d, size.value)
    when = Say.of("ante.after-the-show" if d.deal.show_began else "ante.after-the-betting")
    if not amount:
        return out.then(find(Say.of("ante.for-the-next-deal-untold", player=ev.player,
                                    verb=ev.verb, when=when)))
    funds = d.table.funds(ev.player)  # he puts up what he has, where that is less
    amount = amount if funds is None else min(amount, funds)
    return out.then(ForTheNextDeal(ev.player, amount),
                    find(Say.of("ante.for-the-next-deal", player=ev.player, verb=ev.verb,
                                amount=amount, when=when), size))


def _feeds(d: Reads, player: str, amount: int, fed: int) -> Outcome:
    """In a jack pot every player puts up the ante (the feed): an `ante` event told for him is
    that same feed, already in the pool, and is counted once."""
    feed = d.ask("jack-pot.feed")
    out = NOTHING
    if amount > fed:  # he put up more than the feed: the rest is his too
        out = outcome(Stake(player, amount - fed), Feeds(player, amount))
    if feed is not None:
        out = out.then(find(Say.of("ante.puts-up-jack-pot", player=player, amount=amount),
                            feed))
    return out


def straddle(d: Reads, ev: Event) -> Outcome:
    """A straddle told, as the book's law of straddling rules it; told after the deal, where
    the book has it made before the cards (Peel: "before the cards are dealt"), put up late
    too."""
    late = _late(d, "straddle.before-deal", Say.of("ante.straddle-after-the-deal",
                                                   player=ev.player))
    if _after_the_deal(d) and d.table.next_to_act() == ev.player:
        late = late.then(RecordAct(ev.player, True))  # put up in his say: his act, a raise
    return _straddle(d, ev) + late


def _straddle(d: Reads, ev: Event) -> Outcome:
    t = d.table
    first = d.ask("straddle.first")
    stay = None if first is not None else _chips_stay(d)
    out = NOTHING
    if first is None:  # no law of straddling: decisive unless his chips stay however read
        out = outcome(LeaveOpen("straddle", Say.of("ante.book-has-no-law"),
                                decisive=stay is None))
    # the first straddle is the seat's the law names; each after it, the next player's
    expected = t.left_of(t.straddlers[-1]) if t.straddlers else (
        seat(d, first.value) if first is not None else None)
    size, due, previous = _size(d)
    told = Told.told_by(ev).amount
    ended = d.ask("straddle.ends-with-dealer") if t.straddlers and \
        t.straddlers[-1] == t.dealer else None
    if ended is not None and ended.value is True:  # Peel 21: "ending with the dealer"
        out = out.then(find(Say.of("ante.straddles-ended-with-dealer", player=ev.player,
                                   dealer=t.dealer), ended))
        return out + _not_his(d, ev.player, due if told is None else told)
    if first is not None and ev.player != expected:
        who = "begin straddling" if not t.straddlers else "straddle now"
        out = out.then(find(Say.of("ante.may-not-right", player=ev.player, who=who,
                                   expected=expected), first))
        return out + _not_his(d, ev.player, due if told is None else told)
    if told is None and due is None:
        return out + _untold(ev.player)
    amount = due if told is None else told
    cap = d.ask("straddle.max")
    most = None if cap is None else reckon(d, cap.value)
    if most is not None and amount > most:
        out = out.then(find(Say.of("ante.straddle-would-raise-ante", player=ev.player,
                                   amount=amount, in_words=in_words(cap), most=most), cap))
        out, put = _all_he_has(d, ev.player, amount, out)
        return out + _beyond_the_most(d, ev.player, put) if put else out
    out, amount = _all_he_has(d, ev.player, amount, out)
    if not amount:
        return out
    # a straddle is an ante only by a book's law of straddling ("the straddle is an increase
    # of the ante", Peel 21): under a book with none it is a stake, never "any ante" of its
    # law of the misdeal (the Standard laws' misdeal 1)
    out = out.then(Stake(ev.player, amount), Straddles(ev.player),
                   *((Antes(ev.player, amount),) if first is not None else ()))
    if due is not None and amount != due:
        return out + _other_sum(ev.player, amount, size, due, previous)
    out = out.then(find(Say.of("ante.straddles-staking", player=ev.player, amount=amount),
                        first, size))
    if stay is not None:
        return out.then(find(Say.of("ante.unknown-straddle-chips-stay", player=ev.player,
                                    amount=amount), stay))
    if first is None:  # no law of straddling: all it can reach is the straddle itself
        return out.then(Reaches("straddle", Reach(ev.player, amount),
                                d.event.index if d.event else 0))
    return out


def _all_he_has(d: Reads, p: str, amount: int, out: Outcome) -> tuple[Outcome, int]:
    """What ``p`` can put up of AMOUNT: more than he has left, all he has goes in, as for any
    stake (stakes.py)."""
    funds = d.table.funds(p)
    if funds is None or amount <= funds:
        return out, amount
    return out.then(find(Say.of("stakes.has-only-left-cannot", p=p, funds=funds,
                                amount=amount))), funds


def _size(d: Reads) -> tuple[Answer | None, int | None, int | None]:
    """The law that sizes this straddle, what it comes to in this deal, and the straddle
    before it (None for the first): the first by the book's straddle (Peel's "a sum double
    that of the ante"), each after it by what the book says it adds to the straddle before
    it; no law and no sum where the book does not say."""
    t = d.table
    if not t.straddlers:
        size = d.ask("straddle.size")
        return size, None if size is None else reckon(d, size.value), None
    inc = d.ask("straddle.increment")
    previous = t.stakes[t.straddlers[-1]]
    added = None if inc is None else reckon(d, inc.value, previous)
    return inc, None if added is None else previous + added, previous


def _untold(player: str) -> Outcome:
    """A straddle whose amount the story does not tell, where no law of the book says what
    it stakes: a fact untold, never another book's size; every stake after it turns on it,
    so the deal is stopped there."""
    return outcome(Lack("straddle amount", Say.of("ante.straddle-amount-untold",
                                                  player=player).words()),
                   EndDeal("unsettled"))


def _other_sum(player: str, amount: int, size: Answer, due: int,
               previous: int | None) -> Outcome:
    """A straddle of another sum than the law's is not the straddle it defines: said on the
    law, and what the chips are then the book does not say (no law gives a penalty or a
    remedy), so they stand as put up, or go back, read both ways (judge/reach.py)."""
    if previous is None:
        said = Say.of("ante.straddle-not-the-books", player=player, amount=amount,
                      in_words=in_words(size), due=due)
    else:
        said = Say.of("ante.straddle-not-the-books-next", player=player, amount=amount,
                      in_words=in_words(size), previous=previous, due=due)
    return outcome(find(said, size),
                   LeaveOpen("straddle.size", Say.of("ante.straddle-of-another-sum",
                                                     player=player, amount=amount),
                             reach=Reach(player, amount)))

def _not_his(d: Reads, p: str, amount: int | None) -> Outcome:
    """The chips ``p`` put up for a straddle that was not his to make: no straddle, and what
    becomes of them is the book's law of it, or its silence, read each way (Peel 21 and
    Keller give the right to one player, and say nothing of another's straddle). A straddle
    of no sum the story or the book tells puts up nothing to rule on."""
    if not amount:
        return NOTHING
    put_out, put = _all_he_has(d, p, amount, NOTHING)
    if not put:
        return put_out
    return put_out + stay_or_go_back(d, "straddle.not-his", p, put, Say.of(
        "ante.straddle-not-his-silent", player=p, amount=put))


def _beyond_the_most(d: Reads, p: str, amount: int) -> Outcome:
    """The chips ``p`` put up for a straddle the book does not allow: no straddle, and what
    becomes of them is the book's law of it, or its silence, read each way (Peel 22 and
    Keller forbid it, and give no remedy)."""
    return stay_or_go_back(d, "straddle.beyond-most", p, amount, Say.of(
        "ante.straddle-beyond-most-silent", player=p, amount=amount))


def _chips_stay(d: Reads) -> Answer | None:
    """Where the book has no law of straddling, a straddle is read as standing, or as undone
    and his chips given back; a book that removes no chips once placed in the pot in
    correcting a betting irregularity (the Standard laws) leaves only the first: a straddle
    it knows nothing of is no irregularity, and nothing corrects it, or one, corrected
    without removing them. That law's answer, where it holds; else None."""
    stay = d.ask("betting.irregularity.chips-stay")
    return stay if stay is not None and stay.value else None


OUTCOMES = {"ante": ante, "straddle": straddle}


# whether chips put up as the ante by another seat than the book's, or beyond the most it
# allows, stand as put up (True) or go back to the one who put them up (False), where a book
# says which. A book silent on it is read by the chips its silence reaches (judge/reach.py),
# standing or going back, never by replaying the deal on an ante the table did not set
STANDS = Consequences(("ante.not-his", "ante.beyond-most"), {"stands": True, "returned": False},
                      by_law_only=frozenset({"stands", "returned"}))


# the feed a book's law of the jack pot names (Peel 30, "a sum equal to the ante"), where
# it names one: a table's other feed is its own, not the book's
BOOK_FEED = Consequences("jack-pot.feed", {"ante-each": lambda setup: setup.ante,
                                           "agreed-feed": lambda setup: None})
