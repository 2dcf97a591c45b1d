"""The engine's fold: a handler's ``Outcome`` applied to the deal, act by act, in order.

Only here (and in the engine) is the deal changed and a finding recorded: a handler returns
what it finds (judge/acts/) and the fold carries it out through the recorder the engine
keeps (judge/engine.py, ``Judge``), so that a handler converted to return its outcome rules
exactly as it did when it recorded for itself (the casebook snapshot, byte for byte)."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any, Callable

from . import acts as a
from .acts import betting as b
from .acts import deal as m
from .reach import reaches
from .view import view
from .acts import show as s
from .acts import draw as w

if TYPE_CHECKING:
    from .judging import Judge


def apply_outcome(j: Judge, outcome: a.Outcome) -> Any:
    """Apply each act of ``outcome`` to the deal; the outcome's result, for the caller (where
    a ``Then`` reckons one, its outcome's)."""
    result = outcome.result
    for act in outcome.acts:
        if act.__class__ is a.Then:
            found = _then(j, act)
            result = result if found is None else found
        else:
            _APPLY[type(act)](j, act)
    return result


def _then(j: Judge, act: a.Then) -> Any:
    """What follows, read from the deal as the acts before it left it, applied in turn."""
    return apply_outcome(j, act.step(view(j)))


def _find(j: Judge, act: a.Find) -> None:
    j.find(act.say, *act.sources, rung=act.rung, on=act.on)
    if act.applied:  # the value its answer came to, kept for the comparison (comparison.py)
        j.steps[-1].applied = act.applied


def _wins(j: Judge, act: a.Wins) -> None:
    j.wins(act.player, act.amount, act.say, *act.sources)


def _leave_open(j: Judge, act: a.LeaveOpen) -> None:
    j.silence(act.point, act.say, act.decisive, open=act.open, reach=act.reach,
              layer=act.layer)


def _lack(j: Judge, act: a.Lack) -> None:
    j.lack(act.fact, act.detail, act.event, open=act.open)


def _end(j: Judge, act: a.EndDeal) -> None:
    j.end(act.status)


def _forfeit(j: Judge, act: a.Forfeit) -> None:
    j.table.forfeit(act.player, act.amount)
    j.penalty(act.player, act.amount, "pool", act.answer, forfeited=True)


def _refund(j: Judge, act: a.Refund) -> None:
    j.settlement.refund(act.player, act.amount)


def _arose(j: Judge, act: s.Arose) -> None:
    found_at, j.event = j.event, act.event
    try:
        _APPLY[type(act.act)](j, act.act)
    finally:
        j.event = found_at


def _find_once(j: Judge, act: s.FindOnce) -> None:
    if not any(f.say == act.say for f in j.steps):
        j.find(act.say, *act.sources)


def _silences_decide(j: Judge, act: s.SilencesDecide) -> None:
    for entry in [s for s in j.silent if s.point in act.points and not s.decisive
                  and s.kind in act.kinds]:
        j.decisive(entry)


def _divided_in_parts(j: Judge, act: s.DividedInParts) -> None:
    j.settlement.divided_in_parts(act.parts)


def _next_jack_pot(j: Judge, act: s.NextJackPot) -> None:
    j.settlement.next_jack_pot_opens_at(act.least)


def _pays_penalty(j: Judge, act: s.PaysPenalty) -> None:
    paid = j.table.pay_to_pool(act.player, act.amount)
    j.penalty(act.player, act.amount, "pool", act.answer, unpaid=act.amount - paid)


def _pays(j: Judge, act: a.Pays) -> None:
    """A player pays another (Peel 14: the dealer refunds a foul hand's ante), out of his
    stack and no more than it, where the case tells it: the rest is owed."""
    paid = j.table.pay_out(act.player, act.amount)
    j.penalty(act.player, act.amount, act.to, act.answer, unpaid=act.amount - paid)


def _found_decisive(j: Judge, act: s.FoundDecisive) -> None:
    j.silent.append(act.silence)
    j.decisive(act.silence)
# --- group 1: the deal and the draw

def _refer(j: Judge, act: a.Refer) -> None:
    j.settlement.refers(act.player, act.law, act.parties)


def _next_dealer(j: Judge, act: m.NextDealer) -> None:
    j.settlement.next_dealer_is(act.player, act.law and act.law.id)
    if act.law is not None:
        j.cited.setdefault(act.law.id, act.law)


# --- round 2 group 3

def _provided(j: Judge, act: a.Provided) -> None:
    if apply_outcome(j, act.first):
        apply_outcome(j, act.step(view(j)))


# --- round 2 group 2: misdeals, the redeal, a wrong count

def _redeal_by(j: Judge, act: m.RedealBy) -> None:
    j.settlement.redealt_by(act.player)


def _antes_again(j: Judge, act: m.AntesAgain) -> None:
    j.settlement.put_up_again(act.antes)


# each act's type -> how the engine carries it out
_APPLY: dict[type, Callable[[Judge, Any], None]] = {
    a.Find: _find,
    a.Wins: _wins,
    a.LeaveOpen: _leave_open,
    a.Lack: _lack,
    a.EndDeal: _end,
    a.Stake: lambda j, act: j.table.stake(act.player, act.amount),
    a.Retire: lambda j, act: j.table.retire(act.player, act.law),
    # --- group 2
    a.TakeBack: lambda j, act: j.table.take_back(act.player, act.amount),
    b.StaysInPool: lambda j, act: j.table.stays_in_pool(act.player, act.amount),
    b.BeyondTheLimit: lambda j, act: j.table.beyond_the_limit(act.player, act.amount),
    b.PutUpAfterBetting: lambda j, act: j.table.put_up_after_betting(act.player, act.amount),
    b.PutLevel: lambda j, act: j.table.put_level(act.level),
    b.Antes: lambda j, act: j.deal.antes(act.player, act.amount),
    b.Feeds: lambda j, act: j.deal.feeds(act.player, act.amount),
    b.Straddles: lambda j, act: j.table.straddled(act.player),
    b.GoesAllIn: lambda j, act: j.table.go_all_in(act.player),
    b.NoShowForLess: lambda j, act: j.table.no_show_for_less(act.player),
    b.ForTheNextDeal: lambda j, act: j.table.put_up_for_next_deal(act.player, act.amount),
    a.Reaches: lambda j, act: reaches(j, act.point, act.reach, act.event),
    b.OutOfTurn: lambda j, act: j.deal.acts_out_of_turn(act.player),
    b.TurnReverts: lambda j, act: j.deal.back_in_turn(),
    b.MayNotRaise: lambda j, act: j.deal.loses_right_to_raise(act.player),
    b.DeemedBet: lambda j, act: j.deal.deemed_in_turn(act.player, act.amount),
    b.MatchesWaiting: lambda j, act: j.deal.matches_waiting(act.player, act.amount),
    b.MatchSettled: lambda j, act: j.deal.matched.pop(act.player),
    b.TurnComes: lambda j, act: j.deal.chips_counted_in_turn(act.player),
    b.RecordAct: lambda j, act: j.table.record_act(act.player, act.raised, act.in_turn),
    b.OpenGame: lambda j, act: j.table.open_game(act.player),
    b.SaysABet: lambda j, act: j.deal.says_a_bet(act.player, act.amount),
    b.WordsWeighed: lambda j, act: j.deal.take_said(act.player),
    a.Then: _then,
    b.EnterPhase: lambda j, act: j.table.enter(act.phase),
    b.IntervalOpens: lambda j, act: j.deal.interval_opens(act.level,
                                                          act.stakes and dict(act.stakes)),
    b.FirstSayNamed: lambda j, act: j.deal.first_say_named(act.law),
    b.BeginInterval: lambda j, act: j.table.begin_interval(act.first),
    b.FirstSayUnset: lambda j, act: j.deal.first_say_unset(act.interval),
    b.FirstUnsetTaken: lambda j, act: j.deal.take_first_unset(),
    b.GiveFirstSay: lambda j, act: j.table.give_first_say(act.player),
    b.ToldBeforeFirst: lambda j, act: j.deal.told_out_of_turn_before_first(act.player),
    b.TurnJudged: lambda j, act: j.deal.turn_judged(act.event, act.turn),
    b.Stands: lambda j, act: j.deal.stands(act.player),
    b.ComesInAgain: lambda j, act: j.table.retired.pop(act.player),
    b.BorrowsUpTo: lambda j, act: j.table.lend_up_to(act.player, act.amount),
    b.OutOfTurnWeighed: lambda j, act: j.deal.take_out_of_turn(),
    a.RaisedHisHand: lambda j, act: j.deal.raised_his_hand(act.player),
    b.LastLeftIn: lambda j, act: j.deal.betting_ends(act.law, uncalled=act.player,
                                                     before_draw=act.before_draw),
    a.RaisesPoint: lambda j, act: j.open_step(act.say, point=act.point),
    a.MoveStep: lambda j, act: j.steps.insert(act.to, j.steps.pop()),
    # ---
    a.Forfeit: _forfeit,
    a.Award: lambda j, act: j.award(act.player, act.amount),
    a.Refund: _refund,
    a.Intend: lambda j, act: j.deal.intends_to(act.player, act.act, act.event),
    a.IntentionSpent: lambda j, act: j.deal.take_intention(act.player),
    # --- group 3
    s.FoundFoul: lambda j, act: j.deal.found_foul(act.player),
    s.Arose: _arose,
    s.ReadUnder: lambda j, act: j.reading(act.point, act.readings),
    s.NoteTorn: lambda j, act: j.torn.setdefault(act.key, act.laws),
    s.FindOnce: _find_once,
    s.BettingEnds: lambda j, act: j.deal.betting_ends(act.law, uncalled=act.uncalled),
    s.UncalledUndone: lambda j, act: j.deal.uncalled_undone(),
    s.Withdraw: lambda j, act: j.withdraw(act.player),
    s.TakesIn: lambda j, act: j.deal.takes_in(act.player, act.event),
    s.PoolTakenIn: lambda j, act: j.deal.pool_taken_in(act.event),
    s.HoldsToWords: lambda j, act: j.deal.holds_to_words(act.player, act.category),
    s.SilencesDecide: _silences_decide,
    s.DividedInParts: _divided_in_parts,
    s.MinimumFixed: lambda j, act: j.deal.jack_pot_minimum_fixed(act.least, act.law),
    s.NextJackPot: _next_jack_pot,
    s.PaysPenalty: _pays_penalty,
    s.DeclinesToOpen: lambda j, act: j.deal.declines_to_open(act.player, act.staked, act.event),
    s.FoundDecisive: _found_decisive,
    s.HandsShown: lambda j, act: j.deal.hands_shown(act.hands, act.event),
    s.OpenerShown: lambda j, act: j.deal.opener_shows(act.player, act.cards, act.event),
    s.FoulAtTheShow: lambda j, act: j.deal.foul_at_the_show(act.player, j.silent[-1]),
    s.ByLot: lambda j, act: j.settlement.lots(act.lots),
    # --- group 1: the deal and the draw
    a.Refer: _refer,
    a.FoulNoticeRuled: lambda j, act: j.deal.foul_notice_ruled(act.event),
    a.Pays: _pays,
    m.NextDealer: _next_dealer,
    a.Decisive: lambda j, act: j.decisive(act.silence),
    a.Moot: lambda j, act: j.moot(act.silence, act.say),
    a.HoldBack: lambda j, act: j.holds_back(act.silence, act.player, act.amount),
    # --- round 2 group 1
    w.MadeFoulInDraw: lambda j, act: j.deal.draw.made_foul_in_draw(act.player, act.foul),
    w.FoulInDrawFound: lambda j, act: j.deal.draw.take_foul_in_draw(act.player),
    w.DrawBegins: lambda j, act: j.deal.draw.draw_begins(dict(act.stakes)),
    w.Discards: lambda j, act: j.deal.draw.discards(act.player, act.count),
    w.TakesBackDiscards: lambda j, act: j.deal.draw.takes_back(act.player, act.count),
    w.LosesHisDraw: lambda j, act: j.deal.draw.loses_his_draw(act.player),
    w.Served: lambda j, act: j.deal.draw.serves(act.player),
    w.GivenInDraw: lambda j, act: j.deal.draw.given_in_draw(act.player, act.given, act.asked),
    w.LaidDown: lambda j, act: j.table.lay_down(act.player),
    w.AskedFor: lambda j, act: j.deal.draw.asked_for(act.player, act.count),
    w.GivenWrongNumber: lambda j, act: j.deal.draw.given_wrong_number(act.player, act.kind,
                                                                      act.by),
    w.DrawErrorRuled: lambda j, act: j.deal.draw.take_draw_error(act.player),
    w.ExposedTaken: lambda j, act: j.deal.draw.drawing(act.player).taken.append(act.card),
    w.PassesTo: lambda j, act: j.table.pass_to(act.rotation),
    w.ShuffledBy: lambda j, act: j.deal.shuffled_by(act.player),
    w.LastShuffleWeighed: lambda j, act: j.deal.take_last_shuffle(),
    w.FirstDealerChosen: lambda j, act: j.deal.first_dealer_chosen(act.player),
    w.DealerSeated: lambda j, act: j.table.seat_dealer(act.player),
    w.GoesUncut: lambda j, act: j.deal.goes_uncut(),
    w.HandsDealt: lambda j, act: j.table.deal_hands(dict(act.hands)),
    w.DealtWrongCount: lambda j, act: j.deal.dealt_wrong_count(act.holder, act.cards),
    w.ExposedInDeal: lambda j, act: j.table.expose(act.player),
    # --- round 2 group 3
    a.ConsequencesBegin: lambda j, act: j.deal.consequences_begin(act.event, len(j.steps)),
    a.Lends: lambda j, act: j.table.lend(act.player, act.amount),
    a.Borrows: lambda j, act: j.deal.borrows(act.player, act.amount),
    a.WantsTheMoney: lambda j, act: j.deal.wants_the_money(act.player, act.staked,
                                                           j.silent[-1]),
    a.StakedBeyond: lambda j, act: j.deal.staked_beyond(act.players),
    a.Provided: _provided,
    a.Doubted: lambda j, act: j.deal.doubted(act.player, act.staked, j.silent[-1]),
    a.BorrowedForRaise: lambda j, act: j.table.borrowed_for_raise(act.player),
    a.Passes: lambda j, act: j.deal.passes(act.player, act.after_a_bet),
    a.TurnPasses: lambda j, act: j.table.move_turn_past(act.player),
    # --- round 2 group 2: misdeals, the redeal, a wrong count
    m.RedealBy: _redeal_by,
    m.AntesAgain: _antes_again,
    m.Gathered: lambda j, act: j.table.gather(),
    m.DealtAgain: lambda j, act: j.deal.dealt_again(),
    m.UncutNoticeSpent: lambda j, act: j.deal.take_uncut_ruled(),
    m.UncutRuledOn: lambda j, act: j.deal.uncut_ruled_on(),
    m.CutFault: lambda j, act: j.deal.cut_fault_stands(act.standing),
    m.DealtOutOfTurn: lambda j, act: j.deal.dealt_out_of_turn_by(act.player),
    m.OutOfTurnDealerRuled: lambda j, act: j.deal.take_out_of_turn_dealer(),
    m.WrongCountRuled: lambda j, act: j.deal.wrong_count_ruled(act.holder),
    m.WrongCountCleared: lambda j, act: j.deal.wrong_count.clear(),
    m.WrongCountLeftOpen: lambda j, act: j.deal.wrong_count_left_open(act.player,
                                                                     j.silent[-1]),
    m.Lifts: lambda j, act: j.table.lift(act.player),
    m.DistractsTheDealer: lambda j, act: j.deal.distracts_the_dealer(act.player),
}
