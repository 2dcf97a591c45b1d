"""The say before the draw and the betting after it: turns, making good, raising, passing,
bets out of turn, spoken bets, showing for what one has, borrowing, and unopened deals."""
from __future__ import annotations

from ..errors import InputError

_SEAT_OF = {"left-of-dealer": "age"}


def open_interval(j, which: str) -> None:
    """Begin a round of betting, with the first say as the book gives it."""
    t = j.table
    t.phase = which
    t.level = max(t.stakes.values(), default=0)
    if which == "before_draw":
        first = _first_before_draw(j)
    else:
        first = _first_after_draw(j)
    t.begin_interval(first)


def _first_before_draw(j) -> str | None:
    t = j.table
    if j.ctx.jack_pot:
        ans = j.ask("jack-pot.say-first")
        if ans is not None:
            return _active_from(j, t.left_of(t.dealer))
    if t.straddlers:
        ans = j.ask("say.first-straddled")
        if ans is not None:
            return _active_from(j, t.left_of(t.straddlers[-1]))
    ans = j.ask("say.first")
    if ans is None:
        return _active_from(j, t.left_of(t.age))  # the turn still passes to the left
    start = t.left_of(t.age) if ans.value == "left-of-ante" else t.age
    return _active_from(j, start)


def _first_after_draw(j) -> str | None:
    t = j.table
    if j.ctx.jack_pot and t.opened_by:
        ans = j.ask("jack-pot.bet-first-after-draw")
        if ans is not None and t.opened_by not in t.retired:
            j.find(f"{t.opened_by}, who opened the jack pot, bets first after the draw", ans)
            return t.opened_by
    ans = j.ask("betting.first-after-draw")
    if ans is None:
        j.silence("betting.first-after-draw", "who bets first after the draw",
                  decisive=t.age in t.retired)
        return _active_from(j, t.left_of(t.age))
    if ans.value == "ante-else-left-of-dealer":
        if t.age not in t.retired:
            first = t.age
            why = f"{t.age}, the ante man, bets first after the draw"
        else:
            first = _active_from(j, t.left_of(t.dealer))
            why = (f"{t.age}, the ante man, has declined to play, so {first}, the nearest to "
                   "the dealer's left, bets first after the draw")
    else:
        left = t.left_of(t.age)
        first = _active_from(j, left)
        if first == left:
            why = f"{first}, the first player to the left of the ante, bets first after the draw"
        else:
            why = (f"{left}, the first player to the left of the ante, has no bet to make, so "
                   f"the first bet after the draw passes to {first}")
        if t.age in t.retired:
            why += f", though {t.age}, the ante man, has retired"
    j.find(why, ans)
    return first


def _active_from(j, start: str) -> str | None:
    for p in j.table.round_from(start):
        if j.table.can_act(p):
            return p
    return None


# --- each betting action ----------------------------------------------------------------

def _prelude(j, ev) -> bool:
    """Whether the action may be replayed at all; rules on passing and turns first."""
    t = j.table
    j.pending.pop("out_of_turn", None)  # set afresh for this action only
    if ev.player in t.retired:
        again = j.ask("passing.re-entry")
        if again is None:
            j.silence("passing.re-entry", f"{ev.player} has passed and acts again: the book "
                      "does not say whether he may")
            return False
        opened = t.level > max(j.pending.get("ante_paid", {}).values(), default=0)
        if again.value == "before-any-bet" and not opened:
            del t.retired[ev.player]
            j.find(f"{ev.player} passed but comes in again, as no bet has been made", again)
        else:
            j.find(f"{ev.player} has passed and may not come in again: his act is void", again)
            return False
    if t.phase == "before_deal":
        open_interval(j, "before_draw")
    elif t.phase == "before_draw" and t.interval_complete() and t.acted:
        open_interval(j, "after_draw")
    expected = t.next_to_act()
    if expected is not None and (ev.player != expected or ev.out_of_turn):
        return _out_of_turn(j, ev, expected)
    return True


def _out_of_turn(j, ev, expected: str) -> bool:
    ans = j.ask("betting.out-of-turn")
    j.pending["out_of_turn"] = ev.player
    if ans is None:
        in_turn = j.ask("betting.in-turn")
        j.find(f"{ev.player} acts out of turn; the turn was {expected}'s", in_turn)
        j.silence("betting.out-of-turn", f"{ev.player} acted out of turn: the book requires "
                  "play in turn but sets no consequence" if in_turn else
                  f"{ev.player} acted out of turn: the book says nothing of it")
        return True
    if ans.value == "stands":
        j.find(f"{ev.player} acts out of turn (the turn was {expected}'s); a bet once made, "
               "in turn or not, cannot be recalled, and the others keep their say", ans)
    else:
        j.find(f"{ev.player} acts out of turn; the turn reverts to {expected}, and "
               f"{ev.player}'s chips stay in the pot", ans)
        no_raise = j.ask("betting.out-of-turn.raise")
        if no_raise is not None:
            j.pending.setdefault("may_not_raise", set()).add(ev.player)
            j.find(f"When his turn comes, {ev.player} may not raise", no_raise)
    return True


def _stake(j, ev, amount: int):
    t = j.table
    said = j.pending.get("said", {}).pop(ev.player, None)
    if said is not None and said != amount:
        _spoken_against_chips(j, ev.player, said, amount)
    if t.funds(ev.player) is not None and amount > t.funds(ev.player) and ev.verb != "all_in":
        if ev.player in j.pending.get("borrowed", set()):
            t.stacks[ev.player] = None
        else:
            raise InputError(f"{ev.player} has only {t.funds(ev.player)} left and cannot put "
                             f"up {amount}; use `all_in` to show for what he has", ev.mark)
    s = t.stake(ev.player, amount)
    out_of_turn = j.pending.pop("out_of_turn", None) == ev.player
    if not out_of_turn:
        t.record_act(ev.player, s.raised_by > 0 and s.stake > 0)
    else:
        t.acted.add(ev.player)
        if s.raised_by:
            t.acted = {ev.player}
    if s.raised_by and t.phase == "before_draw" and t.opened_by is None:
        t.opened_by = ev.player
    _check_limit(j, ev, s.raised_by)
    return s


def _check_limit(j, ev, raised_by: int) -> None:
    limit = j.case.table.limit
    if j.case.table.betting != "limit" or limit is None or raised_by <= limit:
        return
    ans = j.ask("limit.meaning")
    if ans is None:
        j.silence("limit", f"{ev.player} increased the stake by {raised_by}, over the agreed "
                  f"limit of {limit}: the book does not define the limit")
        return
    j.find(f"{ev.player} increases the stake by {raised_by}, more than the limit of {limit}, "
           "the greatest sum by which a stake may be increased at one time", ans)
    j.silence("limit.exceeded", f"{ev.player}'s raise of {raised_by} exceeds the limit of "
              f"{limit}: the book fixes the limit but does not say what becomes of the excess")


def _spoken_against_chips(j, player: str, said: int, put: int) -> None:
    deposit = j.ask("betting.deposit")
    over = j.ask("betting.chips-over-announcement")
    if over is not None and over.value == "forfeited-unless-slip" and put > said:
        j.find(f"{player} said {said} but put up {put}: the bet is {said} and the excess "
               "chips are forfeited to the pot, unless it was a slip of the tongue put right "
               "at once", over)
    elif deposit is not None:
        j.find(f"{player} said {said} but put up {put}: the bet is what he put up; what he "
               "said is of no value", deposit)
    else:
        j.silence("announcement", f"{player} said {said} but put up {put}: the book does not "
                  "say which counts")


def say(j, ev) -> None:
    j.pending.setdefault("said", {})[ev.player] = ev.get("amount")


def _unspoken_bets(j) -> None:
    """Spoken bets no chips followed: what the book makes of an announcement alone."""
    for player, amount in j.pending.pop("said", {}).items():
        void = j.ask("betting.announced-without-chips")
        deposit = j.ask("betting.deposit")
        if void is not None:
            j.find(f"{player} announced a bet of {amount} without putting up chips: "
                   f"{'it is void' if void.value == 'void' else 'it is of no value'}", void)
        elif deposit is not None:
            j.find(f"{player} announced a bet of {amount} without putting up chips: a bet is "
                   "made only by depositing it, so nothing was bet", deposit)
        else:
            j.silence("announcement", f"{player} announced {amount} without chips")


def bet(j, ev) -> None:
    if not _prelude(j, ev):
        return
    t = j.table
    amount = ev.get("amount")
    opening = t.phase == "before_draw" and t.opened_by is None
    if opening:
        _check_opening(j, ev, t.stakes[ev.player] + amount)
    owed = t.to_call(ev.player)
    if amount < owed and not opening:
        j.find(f"{ev.player} puts up {amount}, less than the {owed} needed to make good")
    _stake(j, ev, amount)
    _after_action(j)


def _check_opening(j, ev, stake: int) -> None:
    ante = j.case.table.ante
    if not ante:
        return
    ans = j.ask("open.minimum")
    if ans is None:
        return
    t = j.table
    base = ante if ans.value == "double-ante" else max(ante, t.level)
    least = 2 * base
    if stake < least:
        j.find(f"{ev.player} opens for {stake}, less than the least opening of {least}", ans)
        j.silence("open.minimum", f"{ev.player} opened for less than the least stake allowed: "
                  "the book does not say what follows")
    else:
        j.find(f"{ev.player} opens the game for {stake}", ans)


def call(j, ev) -> None:
    if not _prelude(j, ev):
        return
    t = j.table
    owed = t.to_call(ev.player)
    funds = t.funds(ev.player)
    if funds is not None and owed > funds:
        _show_for_stake(j, ev)
        return
    _stake(j, ev, owed)
    _after_action(j)


def check(j, ev) -> None:
    if not _prelude(j, ev):
        return
    t = j.table
    if t.to_call(ev.player) > 0:
        ans = j.ask("betting.not-equalling")
        if ans is None:
            j.silence("betting.not-equalling", f"{ev.player} stands without making good")
            return
        t.retire(ev.player, ans.laws[0].id)
        j.find(f"{ev.player} does not make good the stake and retires, forfeiting his stake", ans)
        _after_action(j)
        return
    ans = j.ask("betting.check")
    if ans is None:
        j.silence("betting.check", f"{ev.player} stands without betting: the book does not "
                  "say whether he may", decisive=False)
    elif ans.value == "forbidden":
        t.retire(ev.player, ans.laws[0].id)
        j.find(f"{ev.player} declines to bet and so must pass out", ans)
        _after_action(j)
        return
    elif ans.value == "first-bettor-may-hold" and ev.player != t.first_to_act:
        j.find(f"Only the first bettor may hold the age; {ev.player} must bet or pass", ans)
    else:
        j.find(f"{ev.player} stands (checks) without betting", ans)
    if j.pending.pop("out_of_turn", None) == ev.player:
        t.acted.add(ev.player)
    else:
        t.record_act(ev.player, False)
    _after_action(j)


def raise_(j, ev) -> None:
    if not _prelude(j, ev):
        return
    t = j.table
    if ev.player in j.pending.get("may_not_raise", set()):
        ans = j.ask("betting.out-of-turn.raise")
        j.find(f"{ev.player} bet out of turn before and may not raise; he may only call", ans)
        _stake(j, ev, t.to_call(ev.player))
        _after_action(j)
        return
    amount = (t.to_call(ev.player) + ev.get("by")) if "by" in ev.args else \
        ev.get("to") - t.stakes[ev.player]
    if amount <= t.to_call(ev.player):
        raise InputError(f"a raise to {ev.get('to')} does not go beyond the highest stake "
                         f"({t.level})", ev.mark)
    if ev.player in j.pending.get("borrowed", set()):
        t.borrowed_to_raise.add(ev.player)
    _stake(j, ev, amount)
    _after_action(j)


def fold(j, ev) -> None:
    if not _prelude(j, ev):
        return
    ans = j.ask("passing.stake")
    if j.pending.pop("out_of_turn", None) != ev.player:
        j.table.last_actor = ev.player  # the turn moves on past him
    j.table.retire(ev.player, ans.laws[0].id if ans else None)
    if ans is not None:
        j.find(f"{ev.player} passes and forfeits what he has staked", ans)
    _after_action(j)


def all_in(j, ev) -> None:
    if not _prelude(j, ev):
        return
    t = j.table
    funds = t.funds(ev.player)
    if funds is None:
        raise InputError(f"{ev.player} goes all in, but the table gives no stack for him: "
                         "add `stacks` to the table", ev.mark)
    if funds < t.to_call(ev.player):
        _show_for_stake(j, ev)
        return
    s = _stake(j, ev, funds)
    t.all_in[ev.player] = s.stake
    t.in_game_at_all_in[ev.player] = tuple(t.in_hand())
    j.find(f"{ev.player} puts up all he has, {funds}, bringing his stake to {s.stake}")
    _after_action(j)


def _show_for_stake(j, ev) -> None:
    t = j.table
    p = ev.player
    if p in t.borrowed_to_raise:
        ans = j.ask("borrowing")
        if ans is not None and ans.value == "borrow-to-call-if-borrowed-to-raise":
            j.find(f"{p} borrowed to raise, so he must borrow to call", ans)
            t.stacks[p] = None
            _stake(j, ev, t.to_call(p))
            _after_action(j)
            return
    ans = j.ask("show-for-stake")
    if ans is None:
        j.silence("show-for-stake", f"{p} cannot meet the stake and puts up what he has: the "
                  "book does not say whether he may have a show for it")
    elif ans.value == "denied":
        j.find(f"{p} cannot meet the stake, and in this game a player may not show for less", ans)
        pay = j.ask("show-for-stake.time-to-pay")
        if pay is not None:
            j.find(f"{p} is given twenty-four hours to find the money; his hand is sealed", pay)
        return
    funds = t.funds(p) or 0
    s = t.stake(p, funds)
    t.record_act(p, False)
    t.all_in[p] = s.stake
    t.in_game_at_all_in[p] = tuple(t.in_hand())
    if ans is not None:
        j.find(f"{p} has not the funds to call; he puts up all he has ({funds}) and demands a "
               f"show for that amount, his stake now {s.stake}", ans)
    _after_action(j)


def borrow(j, ev) -> None:
    ans = j.ask("borrowing")
    if ans is None:
        j.silence("borrowing", f"{ev.player} borrows {ev.get('amount')}: the book does not "
                  "say whether he may", decisive=False)
    elif ans.value == "forbidden":
        j.find(f"{ev.player} may not borrow at the table: the loan of {ev.get('amount')} is "
               "refused", ans)
        return
    else:
        j.find(f"{ev.player} borrows {ev.get('amount')}", ans)
    funds = j.table.funds(ev.player)
    if funds is not None:
        j.table.stacks[ev.player] = funds + ev.get("amount")
    j.pending.setdefault("borrowed", set()).add(ev.player)


# --- after each action -------------------------------------------------------------------

def _after_action(j) -> None:
    t = j.table
    left = t.in_hand()
    if len(left) <= 1:
        if t.phase == "before_draw" and t.opened_by is None:
            unopened(j)
        elif left:
            _uncalled(j, left[0])
        return
    if t.interval_complete() and not [p for p in left if t.can_act(p)][1:]:
        pass  # one live player against shows for less: the betting is over
    if t.phase == "after_draw" and t.interval_complete():
        t.phase = "show"
    elif t.phase == "before_draw" and t.interval_complete():
        if t.opened_by is None and j.case.table.ante:
            unopened(j)


def _uncalled(j, winner: str) -> None:
    t = j.table
    ans = j.ask("uncalled-bet")
    if t.all_in:
        return  # a player who showed for less still has his show
    if ans is None:
        j.silence("uncalled-bet", f"nobody calls {winner}: the book does not say whether he "
                  "takes the pool unshown", decisive=False)
    else:
        j.find(f"Nobody calls {winner}: he wins the pool without showing his hand", ans)
    j.award(winner, t.pot)
    j.end("settled")


def unopened(j) -> None:
    """Nobody opened: the book says what becomes of the pool and the next deal."""
    t = j.table
    ans = j.ask("unopened.next")
    if ans is None:
        j.silence("unopened.next", "nobody opened the game: the book does not say what follows")
        j.end("passed")
        return
    if ans.value == "age-takes-ante-new-deal":
        j.find(f"All pass to the age: {t.age} takes the ante, and there is a new deal", ans)
        j.award(t.age, t.pot)
        j.end("settled")
        return
    if ans.value == "jack-pot":
        j.next_jack_pot = next_minimum(j)
        pool = j.ask("unopened.pool")
        j.find(f"Nobody opened: the pool stays for the next deal, which is a jack pot opened "
               f"by {j.next_jack_pot or 'the least hand the book sets'}", ans, pool,
               j.ask("jack-pot.progression"))
    else:
        j.find("Nobody opened: the age deals a new hand", ans)
    j.end("passed")


def next_minimum(j) -> str | None:
    """The least pair that opens the next jack pot, by the book's progression."""
    prog = j.ask("jack-pot.progression")
    if prog is None:
        j.silence("jack-pot.progression", "what opens the next jack pot", decisive=False)
        return None
    steps = prog.value
    current = j.case.table.jack_pot
    if current is None or current not in steps:
        return steps[0]
    i = steps.index(current) + 1
    if i < len(steps):
        return steps[i]
    after = j.ask("jack-pot.progression-after")
    return steps[0] if after is not None and after.value == "repeat" else steps[-1]


def finish(j) -> None:
    _unspoken_bets(j)
    t = j.table
    if t.phase == "show" or (t.phase == "after_draw" and t.interval_complete()):
        j.find("The bets are equal: the hands are to be shown")


HANDLERS = {
    "open": bet, "bet": bet, "check": check, "call": call, "raise": raise_, "fold": fold,
    "all_in": all_in, "say": say, "borrow": borrow,
}
