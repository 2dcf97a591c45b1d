"""Short of funds: showing for what one has, the unlimited game's time to find the money,
and borrowing at the table."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ...law.consequences import Consequences
from ...story.payloads import Stake
from ...story.points import chips
from .showreach import reaches
from .stakes import after_action, stake
from ..acts import Outcome, Retire, find, outcome
from ..applied import apply_outcome
from ..findings import Say
from ..table import Phase
from ..view import view

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge, Reads
    from ...law.rulebook import Answer


def show_for_stake(j: Judge, ev: Event) -> None:
    """He cannot meet the stake: he borrows, shows for what he has, or may not, by the book."""
    t = j.table
    p = ev.player
    if p in t.borrowed_to_raise:
        ans = j.ask("borrowing")
        if ans is not None and BORROWS_TO_CALL.of(ans)(j, ev, ans):
            return
    ans = j.rule("show-for-stake", Say.of("shortstack.cannot-meet-stake-puts", p=p))
    carry_out = _shows_for_what_he_has if ans is None else SHORT_OF_THE_STAKE.of(ans)
    # a show the book allows is his only where its law reaches him
    if ans is not None and carry_out is _shows_for_what_he_has and not _reached(j, p):
        return
    carry_out(j, p, ans)


def _reached(j: Judge, p: str) -> bool:
    """Whether the law of the show reaches him (show-for-stake.who-may): Peel 60 gives it
    to a player whose own bet is raised; one who has staked nothing in this betting is ruled
    instead by the book's law on a player who does not equal the preceding stake (done here:
    False), or the book is silent and his act is ruled as made."""
    if apply_outcome(j, reaches(view(j), p)) is not False:
        return True
    who = j.ask("show-for-stake.who-may")
    j.find(Say.of("shortstack.made-no-bet", p=p), who)
    short = j.rule("betting.not-equalling", Say.of("shortstack.made-no-bet-silent", p=p))
    if short is None:
        return True
    _puts_up_all(j, p)
    t = j.table
    t.retire(p, short.law_id)
    j.find(Say.of("shortstack.not-equalling-retires", p=p, stakes=t.stakes[p], level=t.level),
           short)
    after_action(j)
    return False




def _borrows_to_call(j: Judge, ev: Event, ans: Answer) -> bool:
    """He borrowed to raise: he may borrow to call."""
    t, p = j.table, ev.player
    j.find(Say.of("shortstack.borrowed-to-raise-borrows-to-call",
                  p=p, to_call=t.to_call(p)), ans)
    t.lend_up_to(p, t.to_call(p))
    apply_outcome(j, stake(view(j), ev, t.to_call(p)))
    after_action(j)
    return True


def _may_not_borrow(j: Judge, ev: Event, ans: Answer) -> bool:
    return False


# whether one who borrowed to raise borrows to call (True: done)
BORROWS_TO_CALL = Consequences("borrowing", {
    "borrow-to-call-if-borrowed-to-raise": _borrows_to_call, "forbidden": _may_not_borrow})


def _denied(j: Judge, p: str, ans: Answer) -> None:
    """No show for less: the chips he put up go in as told, but make no stake he may show
    for; the turn stays his, to find the money in the time the law gives him, if any, and
    what becomes of those chips is the book's law of chips placed in the pot."""
    put = _puts_up_all(j, p, acts=False)  # not an act that passes the turn: he has no show
    j.find(Say.of("shortstack.has-not-enough-meet", p=p), ans)
    pay = j.rule("show-for-stake.time-to-pay", Say.of("shortstack.can-neither-meet-stake",
                                                      p=p), decisive=False)
    if pay is None:  # weighed once the pool is divided (weigh_time_to_pay)
        j.deal.wants_the_money(p, j.table.stakes[p], j.silent[-1])
        _chips_put_up(j, p, put)
        return
    j.find(Say.of("shortstack.wishes-call-has-hours", p=p, value=pay.value['hours']), pay)
    j.end("continues")


def _chips_put_up(j: Judge, p: str, put: int) -> None:
    """The show denied corrects what he did: whether the chips he put up stay in the pot is
    the book's law of chips once placed there (betting.irregularity.chips-stay); where it
    has none, they stand or go back to him, each read in turn."""
    if not put:
        return
    key = "betting.irregularity.chips-stay"
    stay = j.ask(key)
    if stay is None:
        point = chips(key)
        reading = j.reading(point)
        if reading is None:
            j.silence(key, Say.of("shortstack.chips-put-up-silent", p=p, n=put), open=point)
            return
        if reading == readings(point).STAND:
            return
    if stay is not None and stay.value:
        j.find(Say.of("shortstack.chips-put-up-stay", p=p, n=put), stay)
        return
    level = j.table.level  # chips others put up out of turn still wait below it
    j.table.take_back(p, put)
    j.table.put_level(level)
    j.find(Say.of("shortstack.chips-put-up-go-back", p=p, n=put), stay)


def weigh_time_to_pay(j: Judge) -> None:
    """The book's silence on the time a player short of the stake has to find the money is
    decisive where his hand could take a chip had he found it (the pool is not divided, his
    hand is not shown, or some hand that takes a chip does not beat it), and where chips he
    put up are his again because he did not find it: had he found it, they were his call.
    Beaten by every hand that takes the pool, his chips in the pot, he loses them whether he
    finds the money or not."""
    for p, _, entry in j.deal.short_of_money:
        if entry in j.silent and not entry.decisive and \
                (not _beaten(j, p) or j.table.returned.get(p)):
            j.decisive(entry)


def _beaten(j: Judge, p: str) -> bool:
    from .weighing import beaten_by_every_taker

    shown = j.deal.shown or {}
    return p in shown and apply_outcome(j, beaten_by_every_taker(j, p, [shown[p]]))


def _puts_up_all(j: Judge, p: str, acts: bool = True) -> int:
    t = j.table
    funds = t.funds(p) or 0
    t.stake(p, funds)
    if acts:
        t.record_act(p, False)
    return funds


def _forfeits_short(j: Judge, p: str, ans: Answer) -> None:
    """He puts up all he has, short of the stake, and forfeits it."""
    _puts_up_all(j, p)
    apply_outcome(j, forfeits(view(j), p, ans))
    after_action(j)


def _shows_for_what_he_has(j: Judge, p: str, ans: Answer | None) -> None:
    """He puts up all he has and is all in (the book silent: ruled as he did it). Before the
    draw, where nobody has yet come in, he plays: he has not passed (Keller /3, "say whether
    he passes or plays"), so the deal is not one all passed out to the age."""
    t = j.table
    funds = _puts_up_all(j, p)
    t.go_all_in(p)
    if t.phase is Phase.BEFORE_DRAW and t.opened_by is None and funds:
        t.open_game(p)
    if ans is not None:
        j.find(Say.of("shortstack.has-not-funds-call", p=p, funds=funds, stakes=t.stakes[p]), ans)
    after_action(j)


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


def borrow(j: Judge, ev: Event) -> None:
    amount = Stake.told_by(ev).amount
    ans = j.rule("borrowing", Say.of("shortstack.borrows-silent-whether-he-may", player=ev.player,
                                     amount=amount), decisive=False)
    if ans is not None and not BORROWS.of(ans)(j, ev.player, amount, ans):
        return
    j.table.lend(ev.player, amount)
    j.deal.borrows(ev.player, amount)


def _forbidden(j: Judge, player: str, amount: int, ans: Answer) -> bool:
    j.find(Say.of("shortstack.may-not-borrow-from", player=player, amount=amount), ans)
    return False


def _as_allowed(j: Judge, player: str, amount: int, ans: Answer) -> bool:
    j.find(Say.of("shortstack.borrows-as-allowed", player=player, amount=amount), ans)
    return True


# whether a player borrows at the table (True: he does)
BORROWS = Consequences("borrowing", {"forbidden": _forbidden,
                                     "borrow-to-call-if-borrowed-to-raise": _as_allowed})
