"""Chips going up, and where the betting stands after each act: a stake as the book makes
of a player's words and turn, all in, the interval's end, the last player left in.

Shared by ``betting`` and ``shortstack`` (a show for what one has, borrowing), which both
put chips up and then ask what follows.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from functools import partial

from . import irregular, jackpot, limit, spoken
from . import unopened as nobody_opened
from .amounts import reckon, the_ante
from .opening import opening_cut
from .passing import may_come_in_again
from ...law.consequences import Consequences
from ..acts import (NOTHING, ConsequencesBegin, LeaveOpen, Outcome, Stake, Then, find,
                    outcome, rule)
from ..acts.betting import (BorrowsUpTo, DeemedBet, EnterPhase, GoesAllIn, LastLeftIn,
                            OpenGame, OutOfTurnWeighed, PutLevel, RecordAct)
from ..findings import Say
from ..deal.table import Phase

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ...story.case import Event
    from ..judging import Reads


def stake(d: Reads, ev: Event, amount: int) -> Outcome:
    """Put ``amount`` up for the acting player, as the book makes of his words and his turn
    (each step on the deal the one before it leaves)."""
    t = d.table
    p = ev.player
    out = NOTHING
    if t.funds(p) is not None and amount > t.funds(p):
        if p in d.deal.borrowed:
            out = outcome(BorrowsUpTo(p, amount))
        else:  # more than he has left: all he has goes in, as if he said all_in (README)
            out = outcome(find(Say.of("stakes.has-only-left-cannot", p=p, funds=t.funds(p),
                                      amount=amount)))
            amount = t.funds(p)
    return out.then(Then(partial(_staked, ev, amount)))


def _staked(ev: Event, amount: int, d: Reads) -> Outcome:
    """His chips go in, unless they wait for his turn (the turn reverts)."""
    t, p = d.table, ev.player
    before = t.level
    held = irregular.held_out_of_turn(d, p)
    return held.then(Stake(p, amount),
                     Then(partial(_weighed, ev, amount, before, held.result, t.stakes[p])))


def _weighed(ev: Event, amount: int, before: int, held: bool, staked_before: int,
             d: Reads) -> Outcome:
    """What he staked, weighed: borrowed where the book does not say he may borrow, and
    against the sum he said."""
    p = ev.player
    words = spoken.words_against_chips(d, p, amount, before)
    return (spends_a_loan(d, p) + words).returning(None).then(
        Then(partial(_counted, ev, words.result, before, held, staked_before)))


def _counted(ev: Event, amount: int, before: int, held: bool, staked_before: int,
             d: Reads) -> Outcome:
    """The bet counted: waiting for his turn, or an act in turn that may open the game and
    raise, within the limit or not."""
    t, p = d.table, ev.player
    if held:  # what he is deemed to have bet
        return outcome(DeemedBet(p, t.stakes[p] - staked_before), PutLevel(before))
    raised = t.stakes[p] > before
    out = outcome(OutOfTurnWeighed(), RecordAct(p, raised, d.deal.out_of_turn != p))
    opens = t.phase is Phase.BEFORE_DRAW and t.opened_by is None and \
        (raised or _comes_in(d, p, amount))
    if opens:
        out = out.then(OpenGame(p))
    if not raised:
        return out + _spent(d, p, amount)
    told = t.stakes[p]
    base, how = _least_opening(d, before) if opens else (0, None)
    cap = d.case.table.limit
    if base > before and cap is not None and told - before > cap >= told - base:
        # within the limit only as the law counts it, beyond the least he must open for
        out = out.then(find(Say.of("limit.opening-within", player=p, told=told, least=base,
                                   more=told - base, limit=cap), how))
    return (out + limit.check_limit(d, ev, told - max(before, base))).then(
        Then(partial(_within_the_limit, ev, amount, opens, told)))


def _least_opening(d: Reads, before: int) -> tuple[int, Answer | None]:
    """What an opening's increase is counted from against the limit, by the book's law: the
    highest stake before it (``before``), or the least the same law makes him open for, where
    it caps only what he stakes beyond that (Keller p. 23, "any additional amount not exceeding the
    limit"; Peel desc/27 after a straddle, "a further sum not exceeding the limit")."""
    if d.ctx.jack_pot:  # a jack pot's opening is its own law's (Keller, jack pots 9)
        return 0, None
    straddled = bool(d.table.straddlers)
    how = d.ask("limit.opening-increase-straddled" if straddled else "limit.opening-increase")
    if how is None or not how.laws or not BEYOND_THE_LEAST.of(how):
        return 0, None
    keys = ("open.minimum-straddled",) if straddled else ("open.minimum-first-say",
                                                          "open.minimum")
    least = next((v for k in keys if (v := how.laws[0].provision(k)) is not None), None)
    return ((reckon(d, least, level=before) or 0) if least is not None else 0), how


# whether the limit caps only what an opening stakes beyond the least opening
BEYOND_THE_LEAST = Consequences(("limit.opening-increase", "limit.opening-increase-straddled"),
                                {"beyond-the-ante": False, "beyond-the-least-opening": True})


def _within_the_limit(ev: Event, amount: int, opens: bool, told: int, d: Reads) -> Outcome:
    p = ev.player
    stake_now = d.table.stakes[p]
    out = NOTHING
    if opens and stake_now < told:  # a reading of the limit's remedy cut his opening
        out = opening_cut(d, ev, stake_now)
    return out + _spent(d, p, amount)


def _spent(d: Reads, p: str, amount: int) -> Outcome:
    """Where his stake used up all his funds, he is all in; not where the story has him
    borrow later."""
    t = d.table
    if t.funds(p) != 0 or p in t.all_in or _borrows_later(d, p):
        return NOTHING
    return all_in(d, p, amount)


def _comes_in(d: Reads, p: str, amount: int) -> bool:
    """The first player who puts up chips to equal the highest stake (the age's ante, or a
    straddle), or puts up all he has, comes into the game though he goes no higher: he
    plays, he has not passed (Keller /3 "say whether he passes or plays ... If he plays he
    must deposit ... an amount equal to the highest deposit"; Peel 26 "if he play, at least
    make good his stake"), so the deal is not one every player passed. Whether what he put
    up is enough is judged where he opens (``betting``). A straddler's own blind, or the
    ante, is not coming in."""
    t = d.table
    return amount > 0 and p not in t.straddlers \
        and (t.stakes[p] == t.level or t.funds(p) == 0)


def all_in(d: Reads, p: str, put: int | None) -> Outcome:
    """His bet, call or raise used up all his funds: he is all in, whatever the verb said
    (docs/case-format.md), and his show is for the stake he now has, against the players now in."""
    t = d.table
    return outcome(GoesAllIn(p), find(
        Say.of("stakes.puts-up-all-he-has", player=p, put=put, stake=t.stakes[p])
        if put is not None else Say.of("stakes.is-all-in", player=p, stake=t.stakes[p])))


def already_made_good(d: Reads, p: str) -> Outcome:
    """Before the draw, once a player has come in, one whose stake (his ante or straddle)
    already equals the highest plays without putting up more (the result): the book asks of
    him only that he "make good his stake to that of the preceding player" (Peel 26; Keller
    /3 "an amount equal to the highest deposit"). He is not standing on a bet of nothing;
    where the book has no law of making good, his act is ruled as a stand."""
    t = d.table
    if t.phase is not Phase.BEFORE_DRAW or t.opened_by is None or t.stakes[p] == 0:
        return outcome(result=False)
    ans = d.ask("betting.make-good")
    if ans is None:
        return outcome(result=False)
    return outcome(find(Say.of("betting.stake-already-made-good", p=p, stake=t.stakes[p]), ans),
                   result=True)


def spends_a_loan(d: Reads, p: str) -> Outcome:
    """A player stakes borrowed money where the book does not say he may borrow: the
    outcome now turns on that silence."""
    left = d.table.funds(p)
    loan = d.deal.loans.get(p, 0)
    if loan and (left is None or left < loan) and d.ask("borrowing") is None:
        return outcome(LeaveOpen("borrowing", Say.of("stakes.borrowed-at-table-silent", p=p)))
    return NOTHING


# --- after each action -------------------------------------------------------------------

def after_action(d: Reads) -> Outcome:
    """What the act brings about, each step on the deal the one before it leaves: a turn
    come round to chips put in out of turn, a stack used up, the last player left, the
    interval's end."""
    here = d.event.index if d.event is not None else 0
    at = d.deal.consequences_at
    begins = NOTHING if at is not None and at[0] == here else outcome(ConsequencesBegin(here))
    return begins.then(Then(irregular.deemed_turns), Then(_stacks_used_up))


def _stacks_used_up(d: Reads) -> Outcome:
    """Chips put up out of turn that used up his funds, now counted: he is all in."""
    return used_up(d).returning(None).then(Then(_after_the_stakes))


def used_up(d: Reads) -> Outcome:
    """Each player still in whose chips in the pool used up his funds is all in (a feed that
    was all he had, from the start: no say is his); not one whose chips wait for his turn,
    nor one short of money, or once staked beyond and no longer all in (denied a show for
    what he put up), who must find it."""
    t = d.table
    short = {s.player for s in d.deal.short_of_money}
    out = NOTHING
    for p in t.in_hand():
        if t.funds(p) == 0 and t.stakes[p] and p not in t.all_in \
                and p not in d.deal.deemed and p not in short and p not in d.deal.bet_beyond \
                and not _borrows_later(d, p):
            out += all_in(d, p, None)
    return out


def _borrows_later(d: Reads, p: str) -> bool:
    """The story has ``p`` borrow later: what he had before him was not all he would stake
    (Peel 62: "If a player borrow money to raise, he shall borrow to call"), and his call
    counts."""
    return d.event is not None and d.foreknown.borrows_later(p, d.event.index)


def _after_the_stakes(d: Reads) -> Outcome:
    """The last player left in, else the interval's end."""
    left = one_left(d)
    if left.result:
        return left.returning(None)
    t = d.table
    if t.phase is Phase.AFTER_DRAW and t.interval_complete():
        ends = _interval_ends(d)
        return ends.then(EnterPhase(Phase.SHOW)).returning(None) if ends.result \
            else ends.returning(None)
    if t.phase is Phase.BEFORE_DRAW and t.interval_complete():
        # the deal goes on where the book's law of a deal nobody opened does not reach it
        unopened = NOTHING
        if t.opened_by is None and (the_ante(d) or d.ctx.jack_pot) and not checked_round(d):
            unopened = nobody_opened.unopened(d)
            if unopened.result:
                return unopened.returning(None)
        return unopened.returning(None).then(Then(_interval_ends_here))
    return left.returning(None)  # what it found of the last say still to come


def checked_round(d: Reads) -> bool:
    """Every player checked, the ante having been ruled no bet of the interval (the Standard
    laws: the interval ends "when all have checked", betting/5): the game was not left
    unopened, and the draw follows."""
    return any(f.say.kind == "betting.ante-no-bet-of-the-interval" for f in d.steps)


def _interval_ends_here(d: Reads) -> Outcome:
    return _interval_ends(d).returning(None)


def one_left(d: Reads) -> Outcome:
    """Whether every other player is out (the result), however he came to be (passing, a
    foul hand found): the last left takes the pool (or nobody opened). A deal is never left
    going on with one player in it."""
    t = d.table
    left = t.in_hand()
    if len(left) > 1 or d.deal.uncalled is not None:
        return outcome(result=False)
    if left and any(may_come_in_again(d, p) for p in t.retired):
        return outcome(result=False)  # one who passed before any bet may yet come in
    # nobody opened, where the book's law of it reaches the deal (Keller /6 does only while
    # the age is in): else the last left takes the pool, as any last player left does
    out = NOTHING
    if t.phase is Phase.BEFORE_DRAW and t.opened_by is None:
        if left and left[0] not in t.acted and (d.ctx.jack_pot
                                                or nobody_opened.every_player_passes(d)):
            # the last left has not had his say: he may yet open the jack pot (everything
            # in turn), or bet where the law is of every player passing: nobody has opened
            # it only once he passes too
            return outcome(result=False)
        last = d.ask("unopened.last-say") if left else None
        if last is not None and last.value is True:  # Peel 29 with 23
            if left[0] not in t.acted:  # he may yet open it
                return outcome(find(Say.of("stakes.last-say-to-come", player=left[0]), last),
                               result=False)
            # he had his say, and did not pass
            out = outcome(find(Say.of("stakes.elects-to-play", player=left[0]), last))
        else:
            out = nobody_opened.unopened(d, left[0] if left else None)
            if out.result:
                return out
    if left:
        out = out.then(Then(partial(_uncalled_of, left[0])))
    return out.returning(True)


def _uncalled_of(winner: str, d: Reads) -> Outcome:
    return _uncalled(d, winner).returning(None)


def _interval_ends(d: Reads) -> Outcome:
    """Every player with a say has had it and none is left to speak: whether the interval has
    ended (the result), by the book's law where it has one (said, with the law), else by the
    turns alone."""
    ends = d.ask("betting.interval-end")
    if ends is None:
        return outcome(result=True)
    short = INTERVAL_END.of(ends)(d)
    if short:
        return outcome(find(Say.of("stakes.betting-interval-not-ended-short",
                                   short=[f"{p} ({s})" for p, s in short.items()],
                                   level=d.table.level), ends), result=False)
    return outcome(find(Say.of("stakes.betting-interval-ended-every"), ends), result=True)


def interval_ended(j: Reads) -> bool:
    """Whether the betting interval under way has ended: every player with a say has had it,
    and, where the book has a law of the interval's end, as that law says."""
    t = j.table
    if not t.interval_complete():
        return False
    ends = j.ask("betting.interval-end")
    return ends is None or not INTERVAL_END.of(ends)(j)


def _short_of_the_others(j: Reads) -> dict[str, int]:
    """The Standard's betting 5: the interval ends "when the bets have been equalized--that
    is, when every player has contributed the same amount as every other player, or has
    dropped, or when all have checked". A player who put up all he had for less than the
    others has done neither: he has not contributed as much, and he has not dropped. What each
    has contributed is counted in this interval (after the draw, from the stakes it opened
    with: one all in before it who contributes nothing, the others checking, is their equal).
    Each player in for less, with his whole stake (none while the bets are equal)."""
    t = j.table
    base = j.deal.interval_stakes  # after the draw, what each had staked as it opened
    put = {p: t.stakes[p] - base.get(p, 0) for p in t.in_hand()}
    most = max(put.values(), default=0)
    return {p: t.stakes[p] for p, a in put.items() if a < most}


# who, still in, keeps the interval from ending by the book's law (none: it has ended)
INTERVAL_END = Consequences("betting.interval-end", {
    "all-have-spoken-and-bets-equal-or-all-checked": _short_of_the_others})


# whether the last left bet last, uncalled: the question, its silence, its finding, and
# the finding where a jack pot's opener must still show openers
_LAST_LEFT = {
    True: ("uncalled-bet", "stakes.nobody-calls-silent", "stakes.nobody-calls-bet-wins",
           "stakes.nobody-calls-bet-wins-if-openers"),
    False: ("last-in", "stakes.last-left-silent", "stakes.every-other-passed-last-takes-pool",
            "stakes.every-other-passed-last-takes-pool-if-openers")}


def _uncalled(d: Reads, winner: str) -> Outcome:
    """The last left in takes the pool. Where he bet or raised last and nobody called him,
    the book's law of a bet nobody calls says so (``uncalled-bet``); where he called, or
    his bet was called before the others went out, that law's words do not reach him, and
    the book's law of the one player left in does (``last-in``: general in a book that says
    it only of a bet nobody calls)."""
    t = d.table
    bettor = t.last_aggressor == winner and t.stakes[winner] == t.level \
        and not t.called(winner)
    key, silent, found, if_openers = _LAST_LEFT[bettor]
    ans, out = rule(d, key, Say.of(silent, winner=winner), decisive=False)
    if ans is not None:
        proof = jackpot.proof_to_come(d, winner)  # a jack pot's opener: if he shows openers
        out = out.then(find(Say.of(found if proof is None else if_openers, winner=winner), ans,
                            proof))
    # The pool is his when the story is told: the opener's proof may still follow.
    return out.then(LastLeftIn(ans, winner, t.phase is Phase.BEFORE_DRAW))
