"""The draw: discards, the cards given, a wrong demand, too many or too few cards given, the
dealer's own draw (its asides, each ruled on its own, are in ``drawasides``).

What each player discarded, asked for and was given is kept until it can be judged: at once
where all three are known, or when a dispute over the number asked is settled (``evidence``).
A card given in the draw lies on the table until ``lift: P``; a ``notice`` or ``announce``
before that was made before P raised it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.payloads import DemandDispute, Discard, Drawn, Notice
from .drawasides import OUTCOMES as ASIDES
from .drawnotice import ANNOUNCER
from .demand import cards, plural, wrong_demand
from .draworder import ahead_of_his_turn, before_his_turn, draw_order
from .drawfoul import as_demanded, foul_once_found, found, kind_of, pending
from .foul import last_hand_foul, retire_foul
from .betting import retire_not_equalled
from .stakes import one_left
from ..acts import NOTHING, LeaveOpen, Outcome, Retire, Then, find, outcome, rule
from ..applied import apply_outcome
from ..acts.betting import EnterPhase, LastLeftIn
from ..acts.draw import (AskedFor, Discards, DrawBegins, DrawErrorRuled, GivenInDraw,
                         GivenWrongNumber, LaidDown, LosesHisDraw, Served)
from ..findings import Reach, Say
from ..deal.table import Phase
from ..view import view
from ..deal.memory import Drawing

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge, Reads
    from ...law.rulebook import Answer


def _enter_draw(d: Reads) -> Outcome:
    t = d.table
    if t.phase in (Phase.BEFORE_DEAL, Phase.BEFORE_DRAW):
        return outcome(DrawBegins(tuple(t.stakes.items())), EnterPhase(Phase.DRAW))
    return NOTHING


def before_betting(d: Reads) -> Outcome:
    """Before any betting action: a draw under way is over, and the betting after it opens;
    before the draw, the stakes are noted so that bets made after it can be told apart."""
    t = d.table
    if t.phase is Phase.DRAW and any(t.stakes[p] < t.level for p in t.in_hand() if t.can_act(p)):
        # a player makes good while others have drawn: each makes good and draws in his
        # turn (Peel's own illustration, pp. 36-37); the betting before the draw goes on
        return outcome(EnterPhase(Phase.BEFORE_DRAW))
    if t.phase is Phase.DRAW:
        from .turns import open_interval

        return open_interval(d, Phase.AFTER_DRAW)
    if t.phase in (Phase.BEFORE_DEAL, Phase.BEFORE_DRAW):
        return outcome(DrawBegins(tuple(t.stakes.items())))
    return NOTHING


# --- discarding ---------------------------------------------------------------------------

def _takes_his_turn(d: Reads, p: str) -> Outcome:
    """``p`` discards: whether he has made good first, and whether it is still his turn (the
    result). False where he has lost his draw by not discarding when his turn came. The
    dealer, who serves himself, draws last: only whether he made good first is asked of him
    (Peel 36: "Before drawing any card or cards, a player shall make his stake equal")."""
    t = d.table
    if p in d.deal.draw.lost_draw:
        return outcome(result=False)
    out = NOTHING
    if t.can_act(p) and t.stakes[p] < t.level:
        first = d.ask("draw.make-good-first")
        if first is not None and first.value:
            out = outcome(find(Say.of("draw.comes-draw-with-staked", p=p, stakes=t.stakes[p],
                                      level=t.level), first))
            # it names no consequence: the law of one not staking in his turn does (Peel 54)
            short = Say.of("draw.draws-without-making-good")
            retires = retire_not_equalled(d, p, short, short)
            if retires.result:  # no draw of his; the last left in, if he leaves one
                return (out + retires).then(Then(one_left)).returning(False)
    out += ahead_of_his_turn(d, p)
    served = d.deal.draw.served
    if not served or p in served or p == t.dealer:
        return out.returning(True)
    order = draw_order(t)
    after = [q for q in served if q in order and p in order and order.index(q) > order.index(p)]
    if not after:
        return out.returning(True)
    first, asked = rule(d, "draw.first", Say.of("draw.discards-after-who-sits", p=p,
                                                after=after[0]), decisive=False)
    out = out + asked
    if first is None:
        return out.returning(True)
    lost = d.ask("draw.not-discarded-in-turn")
    said = Say.of("draw.discards-after-follower-served", player=p, after=after[0])
    if lost is None:
        return out.then(find(said, first), LeaveOpen(
            "draw.not-discarded-in-turn", Say.of("draw.silent-on-not-discarding-in-turn", p=p),
            # what follows bears on his draw, his cards: never on the stake he made in turn
            reach=Reach(p, hand=True))).returning(True)
    return out.then(LosesHisDraw(p), find(Say.of("draw.did-not-discard-when", said=said, p=p),
                                          first, lost)).returning(False)


def discard(j: Judge, ev: Event) -> None:
    """The engine's entry: a jack pot's opener splitting his openers may leave one player in,
    whom stakes.one_left (no fold yet) weighs."""
    apply_outcome(j, _enter_draw(view(j)))
    if not apply_outcome(j, _takes_his_turn(view(j), ev.player)):
        return
    told = Discard.told_by(ev)
    apply_outcome(j, outcome(Discards(ev.player, told.count)))
    if told.openers_aside is not None or told.announced is not None:
        split_openers(j, ev)


def split_openers(j: Judge, ev: Event) -> None:
    """The opener of a jack pot breaks up his openers to draw."""
    if apply_outcome(j, _splits_openers(view(j), ev)):
        apply_outcome(j, one_left(view(j)))


def _splits_openers(d: Reads, ev: Event) -> Outcome:
    """His openers split (the result: whether the table he leaves is to be weighed)."""
    told = Discard.told_by(ev)  # openers set aside unless he says not
    aside = told.openers_aside is None or bool(told.openers_aside)
    announced = bool(told.announced)
    # a silence reaches his opening only where he did neither: the one answer a law gives
    # the question forfeits him who fails in both (Keller /15)
    ans, out = rule(d, "jack-pot.split-openers", Say.of("draw.splits-openers-silent",
                                                        player=ev.player),
                    decisive=not (announced or aside), reach=Reach(ev.player, opens=True))
    if ans is None:
        return out
    return out + SPLIT_OPENERS.of(ans)(ev.player, ans, announced, aside)


def _notice_or_forfeit(p: str, ans: Answer, announced: bool, aside: bool) -> Outcome:
    """He must announce it and lay his discard aside, or forfeit (Keller /15)."""
    if announced and aside:
        return outcome(find(Say.of("draw.splits-openers-announcing-setting", player=p), ans))
    if announced or aside:  # the law forfeits him who fails in both (Keller: "fail to give
        # this notice and his discard should in any way become mixed")
        return outcome(find(Say.of("draw.splits-openers-announced-mixed" if announced else
                                   "draw.splits-openers-unannounced-aside", player=p), ans))
    return outcome(Retire(p, ans.law_id),
                   find(Say.of("draw.splits-openers-without-announcing", player=p), ans),
                   Then(lambda d: _one_contending(d, ans)))


def _proved_at_the_show(p: str, ans: Answer, announced: bool, aside: bool) -> Outcome:
    """No notice asked: his show alone tests him (Peel 33)."""
    return outcome(find(Say.of("draw.splits-openers-proved-at-show", player=p), ans))


SPLIT_OPENERS = Consequences("jack-pot.split-openers", {
    "announce-and-set-aside-or-forfeit": _notice_or_forfeit,
    "proved-at-the-show": _proved_at_the_show})


def _one_contending(d: Reads, ans: Answer) -> Outcome:
    left = d.table.in_hand()
    if len(left) == 1 and d.deal.uncalled is None:
        # "the best contending hand taking the pool": the one left takes it now, by the
        # words that put the opener out, not by a law of a bet nobody calls
        return outcome(find(Say.of("draw.split-openers-one-contending-hand", player=left[0]),
                            ans),
                       LastLeftIn(ans, left[0], d.table.phase is Phase.BEFORE_DRAW))
    return outcome(result=True)


# --- the cards given ----------------------------------------------------------------------

def draw(d: Reads, ev: Event) -> Outcome:
    return _enter_draw(d).then(Then(lambda d: _given(d, ev)))


def _given(d: Reads, ev: Event) -> Outcome:
    t, p = d.table, ev.player
    rec = d.deal.draw.drawn.get(p)
    told = rec is not None and rec.discarded is not None
    turn = outcome(result=True) if told else _takes_his_turn(d, p)
    cards = Drawn.told_by(ev)
    if p in d.deal.draw.lost_draw:
        # the cards given him are not his: he has lost his draw (Peel 38), never "as the book
        # allows"
        return turn.then(find(Say.of("draw.given-after-losing-his-draw", p=p, n=cards.given),
                              d.ask("draw.not-discarded-in-turn")))
    if not turn.result:
        return turn
    return turn.then(*before_his_turn(d, p), Served(p),
                     GivenInDraw(p, cards.given, cards.asked), LaidDown(p),
                     Then(lambda d: _weigh_given(d, ev)))


def _weigh_given(d: Reads, ev: Event) -> Outcome:
    p = ev.player
    rec = d.deal.draw.drawn[p]
    if p == d.table.dealer:
        return _dealer_draw(d, p, rec)
    if rec.asked is not None:
        return judge(d, p)
    if d.foreknown.disputed_later(p, ev.index):
        # what he asked for is settled by the dispute that follows: no act of the book's yet
        return outcome(find(Say.of("draw.given-demand-disputed", player=p, n=rec.given,
                                   s=plural(rec.given or 0)), rung="story"))
    # no demand told: he asked for what he discarded
    return outcome(AskedFor(p, rec.discarded), Then(lambda d: judge(d, p)))


def judge(d: Reads, p: str) -> Outcome:
    """Weigh what ``p`` discarded, asked for and was given, once all are known (the result:
    True where he was given a number other than he asked, to be ruled where pointed out)."""
    rec = d.deal.draw.drawn[p]
    asked, discarded, given = rec.asked, rec.discarded, rec.given
    if asked is None or given is None:
        return NOTHING
    if discarded is not None and asked != discarded:
        return wrong_demand(d, p, asked, discarded, given)
    if given != asked:
        kind = "excess" if given > asked else "short"
        return outcome(GivenWrongNumber(p, kind, abs(given - asked)),
                       find(Say.of("draw.given-other-than-asked", p=p, asked=asked, s=plural(asked),
                                   given=given)), result=True)
    return NOTHING


def _dealer_draw(d: Reads, p: str, rec: Drawing) -> Outcome:
    discarded, given = rec.discarded, rec.given
    if discarded is None or given == discarded:
        return NOTHING
    ans, out = rule(d, "draw.dealer-wrong-count", Say.of(
        "draw.dealer-drew-having-discarded", p=p, cards=cards(given), discarded=discarded),
        reach=Reach(p))
    if ans is None:
        return out
    return out + foul_once_found(d, p, ans, Say.of(
        "draw.dealer-held-to-have-demanded", p=p, cards=cards(given), discarded=discarded),
        "excess" if given > discarded else "short")


# --- too many or too few given ------------------------------------------------------------

def draw_error_noticed(j: Judge, ev: Event, kind: str | None) -> None:
    """Someone points out that a player was given too many (``excess``) or too few cards.
    The engine's entry: the hand found foul retires by foul.retire_foul (no fold)."""
    errors = j.deal.draw.draw_error  # not yet ruled on: player -> (kind, by how many)
    by = ev.player or Notice.told_by(ev).by
    fits = [p for p, (k, _) in errors.items() if kind in (None, k)]
    player = by if by in fits else next(iter(fits), None)
    foul = [p for p in pending(j) if kind in (None, kind_of(j, p))]
    if player is None and foul:  # a hand the draw made foul: found now
        found(j, by if by in foul else foul[0], Say.of("drawfoul.pointed-out-by",
                                                       by=by or "a player"))
        return
    counted = [p for p, f in j.deal.draw.foul_in_draw.items()
               if f.on_bet and p not in foul and kind in (None, f.kind)]
    if player is None and counted:  # foul by the number it holds, not yet bet on: said
        held = j.deal.draw.foul_in_draw[counted[0]]
        apply_outcome(j, outcome(find(Say.of("drawfoul.pointed-out-by-count", x=by or
                                             "A player", finding=held.finding), held.answer)))
        return
    if player is None:
        what = Say.of(_HOW_MANY.get(kind, "draw.a-wrong-number-of"))
        apply_outcome(j, outcome(find(Say.of("draw.points-out-cards-given",
                                             x=by or 'A player', what=what))))
        return
    rule_draw_error(j, player, by=by)


# what is pointed out of the cards given in the draw
_HOW_MANY = {"excess": "draw.too-many", "short": "draw.too-few"}


def rule_draw_error(j: Judge, player: str, how: Say | None = None,
                    by: str | None = None) -> None:
    """Too many or too few given ``player``, found (``how``: pointed out, by ``by`` where
    told, or found at the end of the story): before he raised the cards, or after (then his
    hand is foul, and he retires by foul.retire_foul, the engine's)."""
    foul = apply_outcome(j, _draw_error(view(j), player, how or Say.of("draw.pointed-out"),
                                        by))
    if foul is not None:
        retire_foul(j, player, *foul)


def _draw_error(d: Reads, player: str, how: Say, by: str | None = None) -> Outcome:
    """The wrong number given ``player`` ruled (the result: the law and the finding on which
    his hand is foul, where he raised the cards)."""
    kind, n = d.deal.draw.draw_error[player]
    lifted = raised_the_draw(d, player)
    announcer = d.ask(f"draw.{kind}.announcer") if not lifted and by not in (None, player) \
        else None
    if announcer is not None:
        heard = ANNOUNCER.of(announcer)(d, player, by, kind, n, announcer)
        if heard is not None:
            return heard
    key = f"draw.{kind}.{'after' if lifted else 'before'}-lift"
    what = Say.of("draw.more-than-demanded" if kind == "excess" else "draw.fewer-than-demanded",
                  n=n, s=plural(n))
    ans, out = rule(d, key, Say.of("draw.given-wrong-number-silent", player=player, what=what,
                                   how=how, choice='after' if lifted else 'before'),
                    reach=Reach(player))
    out = outcome(DrawErrorRuled(player)) + out
    if ans is None:
        return out
    if lifted and not FOUL_AFTER_LIFT.of(ans):  # a reading of the book's silence
        return out.then(find(Say.of("draw.raised-hand-stands", player=player, what=what,
                                    how=how), ans))
    if lifted:
        return out.returning((ans, Say.of("draw.raised-before-this-was", player=player,
                                          what=what, how=how)))
    if kind == "excess":
        them = "it" if n == 1 else "them"
        return out.then(find(Say.of("draw.given-too-many-dealer-takes-back", player=player,
                                    what=what, s=plural(n), them=them, how=how), ans)) + \
            as_demanded(d, player)
    return out.then(find(Say.of("draw.given-too-few-dealer-makes-good", player=player,
                                what=what, how=how), ans)) + as_demanded(d, player)


def raised_the_draw(d: Reads, player: str) -> bool:
    """Whether ``player`` has raised the cards he drew: he lifted them (``lift``), or showed
    his hand, which he cannot do with his cards lying on the board (Keller /7: "if the player
    lift his cards from the board before announcing"). A bet alone does not say so."""
    return player in d.table.lifted or player in (d.deal.shown or {})


# a wrong number drawn, found after the cards were raised: whether the hand is foul
FOUL_AFTER_LIFT = Consequences(("draw.excess.after-lift", "draw.short.after-lift"),
                               {"foul-hand": True, "stands": False})


def errors_at_the_end(j: Judge) -> None:
    """Too many or too few given and nobody pointed it out: found at the end of the story,
    before the pool is divided, as any irregularity nobody points out."""
    for player in list(j.deal.draw.draw_error):
        if j.over:
            return
        if player in j.table.retired:
            apply_outcome(j, outcome(DrawErrorRuled(player)))
            continue
        kind = j.deal.draw.draw_error[player].kind
        rule_draw_error(j, player, Say.of("draw.found-at-the-end"))
        lifted = "after" if raised_the_draw(view(j), player) else "before"
        apply_outcome(j, last_hand_foul(view(j), player, f"draw.{kind}.{lifted}-lift"))


# --- a dispute over the number demanded ---------------------------------------------------

def demand_dispute(j: Judge, ev: Event) -> None:
    """A player and the dealer disagree on how many cards he asked for. The engine's entry:
    the wrong number given him, pointed out so, is ruled by rule_draw_error."""
    from .evidence import refer, weigh

    apply_outcome(j, _enter_draw(view(j)))
    t, p = j.table, ev.player
    told = DemandDispute.told_by(ev)
    claimed, says = told.claimed, told.dealer_says
    apply_outcome(j, outcome(find(Say.of("draw.says-asked-for-card", p=p, claimed=claimed,
                                         s=plural(claimed), dealer=t.dealer, says=says))))
    apply_outcome(j, refer(view(j), {p, t.dealer}, disputant=p))
    rec = j.deal.draw.drawn.get(p)
    n = apply_outcome(j, weigh(view(j), p, told.witnesses or {},
                               rec.discarded if rec is not None else None, claimed))
    if n is None:
        return
    apply_outcome(j, outcome(AskedFor(p, n)))
    if apply_outcome(j, judge(view(j), p)):
        rule_draw_error(j, p)


# the engine's entries, which weigh the table a player leaves (stakes.one_left) or retire a
# foul hand (foul.retire_foul), neither yet a fold
HANDLERS = {"discard": discard, "demand_dispute": demand_dispute}
# the handlers that return their outcome
OUTCOMES = {"draw": draw, **ASIDES}
