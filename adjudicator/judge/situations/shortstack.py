"""Short of funds: showing for what one has, the unlimited game's time to find the money,
and borrowing at the table."""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ...law.answers import readings
from ...law.consequences import Consequences
from ...story.payloads import Stake as Told
from ...story.points import chips
from .showreach import reaches
from .stakes import after_action, stake
from ..acts import (NOTHING, Borrows, Decisive, EndDeal, HoldBack, LeaveOpen, Lends, Outcome,
                    Retire, Stake, TakeBack, Then, WantsTheMoney, find, outcome, rule)
from ..acts.betting import BorrowsUpTo, GoesAllIn, OpenGame, PutLevel, RecordAct
from ..findings import Say
from ..deal.table import Phase

if TYPE_CHECKING:
    from ...story.case import Event
    from ..findings import Silence
    from ..judging import Reads
    from ...law.rulebook import Answer


def show_for_stake(d: Reads, ev: Event) -> Outcome:
    """He cannot meet the stake: he borrows, shows for what he has, or may not, by the book."""
    t = d.table
    p = ev.player
    if p in t.borrowed_to_raise:
        ans = d.ask("borrowing")
        if ans is not None:
            if d.event is not None and d.event.verb == "all_in":
                return _all_in_unborrowed(d, p, ans)
            borrows = BORROWS_TO_CALL.of(ans)(d, ev, ans)
            if borrows.result:
                return borrows
    ans, out = rule(d, "show-for-stake", Say.of("shortstack.cannot-meet-stake-puts", p=p))
    carry_out = _shows_for_what_he_has if ans is None else SHORT_OF_THE_STAKE.of(ans)
    # a show the book allows is his only where its law reaches him
    if ans is not None and carry_out is _shows_for_what_he_has:
        return out.then(Then(partial(_if_reached, p, ans)))
    return out.then(Then(partial(_carried_out, carry_out, p, ans)))


def _carried_out(carry_out, p: str, ans: Answer | None, d: Reads) -> Outcome:
    return carry_out(d, p, ans)


def _if_reached(p: str, ans: Answer, d: Reads) -> Outcome:
    """Whether the law of the show reaches him (show-for-stake.who-may): Peel 60 gives it
    to a player whose own bet is raised; one who has staked nothing in this betting is ruled
    instead by the book's law on a player who does not equal the preceding stake (done here),
    or the book is silent and his act is ruled as made."""
    reached = reaches(d, p)
    if reached.result is not False:
        return reached.then(Then(partial(_carried_out, _shows_for_what_he_has, p, ans)))
    return reached.then(Then(partial(_made_no_bet, p, ans)))


def _made_no_bet(p: str, ans: Answer, d: Reads) -> Outcome:
    who = d.ask("show-for-stake.who-may")
    return outcome(find(Say.of("shortstack.made-no-bet", p=p), who),
                   Then(partial(_not_equalling, p, ans)))


def _not_equalling(p: str, ans: Answer, d: Reads) -> Outcome:
    short, out = rule(d, "betting.not-equalling", Say.of("shortstack.made-no-bet-silent", p=p))
    if short is None:
        return out.then(Then(partial(_carried_out, _shows_for_what_he_has, p, ans)))
    return out + _puts_up_all(d, p).then(Retire(p, short.law_id),
                                         Then(partial(_retires_short, p, short)))


def _retires_short(p: str, short: Answer, d: Reads) -> Outcome:
    t = d.table
    return outcome(find(Say.of("shortstack.not-equalling-retires", p=p, stakes=t.stakes[p],
                               level=t.level), short),
                   Then(after_action))


def _borrows_to_call(d: Reads, ev: Event, ans: Answer) -> Outcome:
    """He borrowed to raise: he may borrow to call."""
    t, p = d.table, ev.player
    return outcome(find(Say.of("shortstack.borrowed-to-raise-borrows-to-call",
                               p=p, to_call=t.to_call(p)), ans),
                   BorrowsUpTo(p, t.to_call(p)),
                   Then(partial(_stakes_to_call, ev)), Then(after_action), result=True)


def _all_in_unborrowed(d: Reads, p: str, ans: Answer) -> Outcome:
    """He borrowed to raise, so he must borrow to call (Peel 62); he puts up all he has
    instead, borrowing nothing: no chip is made up for him, and no show for less is his. He
    stakes less than the preceding player, which the book's law of not equalling rules."""
    return outcome(find(Say.of("shortstack.borrowed-to-raise-puts-up-short", p=p,
                               to_call=d.table.to_call(p)), ans),
                   Then(partial(_not_equalling, p, None)))


def _stakes_to_call(ev: Event, d: Reads) -> Outcome:
    return stake(d, ev, d.table.to_call(ev.player))


def _may_not_borrow(d: Reads, ev: Event, ans: Answer) -> Outcome:
    return outcome(result=False)


# whether one who borrowed to raise borrows to call (True: done)
BORROWS_TO_CALL = Consequences("borrowing", {
    "borrow-to-call-if-borrowed-to-raise": _borrows_to_call, "forbidden": _may_not_borrow})


def _denied(d: Reads, p: str, ans: Answer) -> Outcome:
    """No show for less: the chips he put up go in as told, but make no stake he may show
    for; the turn stays his, to find the money in the time the law gives him, if any, and
    what becomes of those chips is the book's law of chips placed in the pot."""
    put = _puts_up_all(d, p, acts=False)  # not an act that passes the turn: he has no show
    return put.then(find(Say.of("shortstack.has-not-enough-meet", p=p), ans),
                    Then(partial(_time_to_pay, p, put.result)))


def _time_to_pay(p: str, put: int, d: Reads) -> Outcome:
    pay, out = rule(d, "show-for-stake.time-to-pay",
                    Say.of("shortstack.can-neither-meet-stake", p=p), decisive=False)
    if pay is None:  # weighed once the pool is divided (weigh_time_to_pay)
        return out.then(WantsTheMoney(p, d.table.stakes[p]),
                        Then(partial(_chips_put_up, p, put)))
    return out.then(find(Say.of("shortstack.wishes-call-has-hours", p=p,
                                value=pay.value['hours']), pay),
                    EndDeal("continues"))


def _chips_put_up(p: str, put: int, d: Reads) -> Outcome:
    """The show denied corrects what he did: whether the chips he put up stay in the pot is
    the book's law of chips once placed there (betting.irregularity.chips-stay); where it
    has none, they stand or go back to him, each read in turn."""
    if not put:
        return NOTHING
    key = "betting.irregularity.chips-stay"
    stay = d.ask(key)
    if stay is None:
        point = chips(key)
        reading = d.reading(point)
        if reading is None:
            return outcome(LeaveOpen(key, Say.of("shortstack.chips-put-up-silent", p=p, n=put),
                                     open=point))
        if reading == readings(point).STAND:
            return NOTHING
    if stay is not None and stay.value:
        return outcome(find(Say.of("shortstack.chips-put-up-stay", p=p, n=put), stay))
    level = d.table.level  # chips others put up out of turn still wait below it
    return outcome(TakeBack(p, put), PutLevel(level),
                   find(Say.of("shortstack.chips-put-up-go-back", p=p, n=put), stay))


def weigh_time_to_pay(d: Reads) -> Outcome:
    """The book's silence on the time a player short of the stake has to find the money is
    decisive where his hand could take a chip had he found it (the pool is not divided, his
    hand is not shown, or some hand that takes a chip does not beat it). Beaten by every
    hand that takes the pool, his chips in the pot, he loses them whether he finds the money
    or not; chips he put up that are his again because he did not find it are held: had he
    found it, they were his call. The rest goes as divided."""
    return outcome(*(Then(partial(_time_to_pay_weighed, p, entry))
                     for p, _, entry in d.deal.short_of_money))


def _time_to_pay_weighed(p: str, entry: Silence, d: Reads) -> Outcome:
    if entry not in d.silent or entry.decisive:
        return NOTHING
    from .weighing import beaten_as_shown  # weighing reads the pool this module divides

    beaten = beaten_as_shown(d, p)
    if not beaten.result:
        return beaten.then(Decisive(entry)).returning(None)
    back = d.table.returned.get(p)
    if back:  # beaten, he loses what stays in the pot: only the chips given back are open
        return beaten.then(HoldBack(entry, p, back)).returning(None)
    return beaten.returning(None)


def _puts_up_all(d: Reads, p: str, acts: bool = True) -> Outcome:
    """He puts up all he has (the result: how much)."""
    funds = d.table.funds(p) or 0
    return outcome(Stake(p, funds), *([RecordAct(p, False)] if acts else []), result=funds)


def _forfeits_short(d: Reads, p: str, ans: Answer) -> Outcome:
    """He puts up all he has, short of the stake, and forfeits it."""
    return _puts_up_all(d, p).then(Then(partial(_forfeits_then, p, ans)), Then(after_action))


def _forfeits_then(p: str, ans: Answer, d: Reads) -> Outcome:
    return forfeits(d, p, ans)


def _shows_for_what_he_has(d: Reads, p: str, ans: Answer | None) -> Outcome:
    """He puts up all he has and is all in (the book silent: ruled as he did it). Before the
    draw, where nobody has yet come in, he plays: he has not passed (Keller /3, "say whether
    he passes or plays"), so the deal is not one all passed out to the age."""
    t = d.table
    put = _puts_up_all(d, p)
    funds = put.result
    out = put.then(GoesAllIn(p))
    if t.phase is Phase.BEFORE_DRAW and t.opened_by is None and funds:
        out = out.then(OpenGame(p))
    if ans is not None:
        out = out.then(Then(partial(_has_not_funds, p, funds, ans)))
    return out.then(Then(after_action)).returning(None)


def _has_not_funds(p: str, funds: int, ans: Answer, d: Reads) -> Outcome:
    return outcome(find(Say.of("shortstack.has-not-funds-call", p=p, funds=funds,
                               stakes=d.table.stakes[p]), ans))


# one who cannot meet the stake
SHORT_OF_THE_STAKE = Consequences("show-for-stake", {
    "allowed": _shows_for_what_he_has, "denied": _denied, "forfeits": _forfeits_short})


def forfeits(d: Reads, p: str, ans) -> Outcome:
    """The book has no show for less: a player who puts up all he has and stays short of the
    highest stake has failed to make it equal, and goes out, forfeiting what he staked."""
    t = d.table
    return outcome(Retire(p, ans.law_id),
                   find(Say.of("shortstack.all-in-short-goes-out", p=p, stakes=t.stakes[p],
                               level=t.level), ans))


def borrow(d: Reads, ev: Event) -> Outcome:
    amount = Told.told_by(ev).amount
    ans, out = rule(d, "borrowing", Say.of("shortstack.borrows-silent-whether-he-may",
                                           player=ev.player, amount=amount), decisive=False)
    if ans is not None:
        allowed = BORROWS.of(ans)(d, ev.player, amount, ans)
        out += allowed.returning(None)
        if not allowed.result:
            return out
    return out.then(Lends(ev.player, amount), Borrows(ev.player, amount))


def _forbidden(d: Reads, player: str, amount: int, ans: Answer) -> Outcome:
    return outcome(find(Say.of("shortstack.may-not-borrow-from", player=player, amount=amount),
                        ans), result=False)


def _as_allowed(d: Reads, player: str, amount: int, ans: Answer) -> Outcome:
    return outcome(find(Say.of("shortstack.borrows-as-allowed", player=player, amount=amount),
                        ans), result=True)


# whether a player borrows at the table (True: he does)
BORROWS = Consequences("borrowing", {"forbidden": _forbidden,
                                     "borrow-to-call-if-borrowed-to-raise": _as_allowed})
