"""The draw: discards, the cards given, a wrong demand, too many or too few cards given, a
card exposed in giving them, the dealer's own draw, asking it, and the pack running short.

What each player discarded, asked for and was given is kept until it can be judged: at once
where all three are known, or when a dispute over the number asked is settled (``evidence``).
A card given in the draw lies on the table until ``lift: P``; a ``notice`` or ``announce``
before that was made before P raised it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.payloads import AskDealer, Count, DemandDispute, Discard, Drawn, Exposed, Notice
from .drawfoul import foul_once_found, found, kind_of, pending
from .foul import last_hand_foul, retire_foul
from .stakes import one_left
from ..applied import apply_outcome
from ..findings import Reach, Say
from ..table import Phase
from ..view import view
from .memory import Drawing

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge
    from ...law.rulebook import Answer


def _enter_draw(j: Judge) -> None:
    t = j.table
    if t.phase in (Phase.BEFORE_DEAL, Phase.BEFORE_DRAW):
        j.deal.draw_begins(t.stakes)
        t.enter(Phase.DRAW)


def before_betting(j: Judge) -> None:
    """Before any betting action: a draw under way is over, and the betting after it opens;
    before the draw, the stakes are noted so that bets made after it can be told apart."""
    t = j.table
    if t.phase is Phase.DRAW and any(t.stakes[p] < t.level for p in t.in_hand() if t.can_act(p)):
        # a player makes good while others have drawn: each makes good and draws in his
        # turn (Peel's own illustration, pp. 36-37); the betting before the draw goes on
        t.enter(Phase.BEFORE_DRAW)
    elif t.phase is Phase.DRAW:
        from .turns import open_interval

        apply_outcome(j, open_interval(view(j), Phase.AFTER_DRAW))
    elif t.phase in (Phase.BEFORE_DEAL, Phase.BEFORE_DRAW):
        j.deal.draw_begins(t.stakes)


def _record(j: Judge, player: str) -> Drawing:
    return j.deal.drawing(player)


def draw_errors(j: Judge) -> dict:
    """Players given too many or too few cards, not yet ruled on: player -> (kind, by how many)."""
    return j.deal.draw_error


# --- discarding ---------------------------------------------------------------------------

def _takes_his_turn(j: Judge, p: str) -> bool:
    """``p`` discards: whether he has made good first, and whether it is still his turn.
    False where he has lost his draw by not discarding when his turn came."""
    t = j.table
    if p in j.deal.lost_draw:
        return False
    if t.can_act(p) and t.stakes[p] < t.level:
        first = j.ask("draw.make-good-first")
        if first is not None and first.value:
            j.find(Say.of("draw.comes-draw-with-staked", p=p, stakes=t.stakes[p],
                          level=t.level), first)
            j.silence("draw.make-good-first", Say.of("draw.silent-on-drawing-without-making-good",
                                                     p=p), decisive=False)
    served = j.deal.served
    if not served or p in served:
        return True
    # the seats in rotation from the dealer's left, he last: whether that is the order of the
    # draw is the book's to say
    order = [q for q in t.round_from(t.left_of(t.dealer)) if q not in t.retired]
    after = [q for q in served if q in order and p in order and order.index(q) > order.index(p)]
    if not after:
        return True
    first = j.rule("draw.first", Say.of("draw.discards-after-who-sits", p=p,
                                        after=after[0]), decisive=False)
    if first is None:
        return True
    lost = j.ask("draw.not-discarded-in-turn")
    said = Say.of("draw.discards-after-follower-served", player=p, after=after[0])
    if lost is None:
        j.find(said, first)
        j.silence("draw.not-discarded-in-turn", Say.of("draw.silent-on-not-discarding-in-turn",
                                                       p=p), reach=Reach(p))
        return True
    j.deal.loses_his_draw(p)
    j.find(Say.of("draw.did-not-discard-when", said=said, p=p), first, lost)
    return False


def discard(j: Judge, ev: Event) -> None:
    _enter_draw(j)
    if ev.player != j.table.dealer and not _takes_his_turn(j, ev.player):
        return
    told = Discard.told_by(ev)
    j.deal.discards(ev.player, told.count)
    if told.openers_aside is not None or told.announced is not None:
        split_openers(j, ev)


def split_openers(j: Judge, ev: Event) -> None:
    """The opener of a jack pot breaks up his openers to draw."""
    told = Discard.told_by(ev)  # openers set aside unless he says not
    announced = bool(told.announced) and (told.openers_aside is None or bool(told.openers_aside))
    ans = j.rule("jack-pot.split-openers", Say.of("draw.splits-openers-silent",
                                                  player=ev.player), decisive=not announced,
                 reach=Reach(ev.player, opens=True))
    if ans is None:
        return
    if announced:
        j.find(Say.of("draw.splits-openers-announcing-setting", player=ev.player), ans)
    else:
        j.table.retire(ev.player, ans.law_id)
        j.find(Say.of("draw.splits-openers-without-announcing", player=ev.player), ans)
        left = j.table.in_hand()
        if len(left) == 1 and j.deal.uncalled is None:
            # "the best contending hand taking the pool": the one left takes it now, by the
            # words that put the opener out, not by a law of a bet nobody calls
            j.find(Say.of("draw.split-openers-one-contending-hand", player=left[0]), ans)
            j.deal.betting_ends(ans, uncalled=left[0],
                                before_draw=j.table.phase is Phase.BEFORE_DRAW)
        else:
            apply_outcome(j, one_left(view(j)))


# --- the cards given ----------------------------------------------------------------------

def draw(j: Judge, ev: Event) -> None:
    _enter_draw(j)
    t, p = j.table, ev.player
    told = p in j.deal.drawn and _record(j, p).discarded is not None
    if p != t.dealer and not told and not _takes_his_turn(j, p):
        return  # the cards given him are not his: he has lost his draw
    if p in j.deal.lost_draw:
        return
    j.deal.serves(p)
    cards = Drawn.told_by(ev)
    rec = j.deal.given_in_draw(p, cards.given, cards.asked)
    t.lay_down(p)
    if p == t.dealer:
        _dealer_draw(j, p, rec)
        return
    if rec.asked is None:
        if j.foreknown.disputed_later(p, ev.index):
            return  # what he asked for is settled by the dispute that follows
        j.deal.asked_for(p, rec.discarded)  # no demand told: he asked for what he discarded
    judge(j, p, pointed_out=False)


def judge(j: Judge, p: str, pointed_out: bool) -> None:
    """Weigh what ``p`` discarded, asked for and was given, once all are known."""
    rec = _record(j, p)
    asked, discarded, given = rec.asked, rec.discarded, rec.given
    if asked is None or given is None:
        return
    if discarded is not None and asked != discarded:
        _wrong_demand(j, p, asked, discarded, given)
        return
    if given != asked:
        kind = "excess" if given > asked else "short"
        j.deal.given_wrong_number(p, kind, abs(given - asked))
        j.find(Say.of("draw.given-other-than-asked", p=p, asked=asked, s=_s(asked), given=given))
        if pointed_out:
            rule_draw_error(j, p)


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def _wrong_demand(j: Judge, p: str, asked: int, discarded: int, given: int) -> None:
    more = "more" if asked > discarded else "fewer"
    check = j.ask("draw.wrong-demand")
    if given == asked:
        ans = j.rule("draw.wrong-demand-given", Say.of("draw.discarded-demanded-was-given", p=p,
                                                       discarded=discarded, asked=asked),
                     reach=Reach(p))
        if ans is None:
            return
        foul_once_found(j, p, ans, Say.of("draw.given-the-wrong-number-demanded", p=p,
                                          discarded=discarded, asked=asked, more=more),
                        "excess" if asked > discarded else "short", check)
        return
    if given == discarded:
        if check is None:
            j.silence("draw.wrong-demand", Say.of("draw.demanded-discard-dealer-gave", p=p,
                                                  cards=_cards(asked), discarded=discarded),
                      reach=Reach(p))
        else:
            j.find(Say.of("draw.demanded-than-discarded-dealer", p=p, cards=_cards(asked),
                          more=more, discarded=discarded), check)
        return
    j.find(Say.of("draw.demanded-discard-was-given", p=p, cards=_cards(asked), discarded=discarded,
                  given=given))
    j.silence("draw.wrong-demand", Say.of("draw.was-given-neither-number", p=p), reach=Reach(p))


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _dealer_draw(j: Judge, p: str, rec: Drawing) -> None:
    discarded, given = rec.discarded, rec.given
    if discarded is None or given == discarded:
        return
    ans = j.rule("draw.dealer-wrong-count", Say.of("draw.dealer-drew-having-discarded", p=p,
                                                   cards=_cards(given), discarded=discarded),
                 reach=Reach(p))
    if ans is None:
        return
    foul_once_found(j, p, ans, Say.of("draw.dealer-held-to-have-demanded", p=p,
                                      cards=_cards(given), discarded=discarded),
                    "excess" if given > discarded else "short")


# --- too many or too few given ------------------------------------------------------------

def draw_error_noticed(j: Judge, ev: Event, kind: str | None) -> None:
    """Someone points out that a player was given too many (``excess``) or too few cards."""
    errors = draw_errors(j)
    by = ev.player or Notice.told_by(ev).by
    fits = [p for p, (k, _) in errors.items() if kind in (None, k)]
    player = by if by in fits else next(iter(fits), None)
    foul = [p for p in pending(j) if kind in (None, kind_of(j, p))]
    if player is None and foul:  # a hand the draw made foul: found now
        found(j, by if by in foul else foul[0], Say.of("drawfoul.pointed-out-by",
                                                       by=by or "a player"))
        return
    if player is None:
        what = Say.of(_HOW_MANY.get(kind, "draw.a-wrong-number-of"))
        j.find(Say.of("draw.points-out-cards-given", x=by or 'A player', what=what))
        return
    rule_draw_error(j, player)


# what is pointed out of the cards given in the draw
_HOW_MANY = {"excess": "draw.too-many", "short": "draw.too-few"}


def rule_draw_error(j: Judge, player: str, how: Say | None = None) -> None:
    """Too many or too few given ``player``, found (``how``: pointed out, or found at the
    end of the story): before he raised the cards, or after."""
    how = how or Say.of("draw.pointed-out")
    kind, n = j.deal.take_draw_error(player)
    lifted = player in j.table.lifted
    key = f"draw.{kind}.{'after' if lifted else 'before'}-lift"
    what = Say.of("draw.more-than-demanded" if kind == "excess" else "draw.fewer-than-demanded",
                  n=n, s=_s(n))
    ans = j.rule(key, Say.of("draw.given-wrong-number-silent", player=player, what=what, how=how,
                             choice='after' if lifted else 'before'), reach=Reach(player))
    if ans is None:
        return
    if lifted:
        retire_foul(j, player, ans, Say.of("draw.raised-before-this-was", player=player,
                                           what=what, how=how))
    elif kind == "excess":
        them = "it" if n == 1 else "them"
        j.find(Say.of("draw.given-too-many-dealer-takes-back", player=player, what=what, s=_s(n),
                      them=them, how=how), ans)
    else:
        j.find(Say.of("draw.given-too-few-dealer-makes-good", player=player, what=what,
                      how=how), ans)


def errors_at_the_end(j: Judge) -> None:
    """Too many or too few given and nobody pointed it out: found at the end of the story,
    before the pool is divided, as any irregularity nobody points out."""
    for player in list(draw_errors(j)):
        if j.over:
            return
        if player in j.table.retired:
            j.deal.take_draw_error(player)
            continue
        kind = j.deal.draw_error[player].kind
        rule_draw_error(j, player, Say.of("draw.found-at-the-end"))
        lifted = "after" if player in j.table.lifted else "before"
        apply_outcome(j, last_hand_foul(view(j), player, f"draw.{kind}.{lifted}-lift"))


# --- a dispute over the number demanded ---------------------------------------------------

def demand_dispute(j: Judge, ev: Event) -> None:
    """A player and the dealer disagree on how many cards he asked for."""
    from .evidence import refer, weigh

    _enter_draw(j)
    t, p = j.table, ev.player
    told = DemandDispute.told_by(ev)
    claimed, says = told.claimed, told.dealer_says
    j.find(Say.of("draw.says-asked-for-card", p=p, claimed=claimed, s=_s(claimed), dealer=t.dealer,
                  says=says))
    apply_outcome(j, refer(view(j), {p, t.dealer}, disputant=p))
    rec = _record(j, p)
    n = apply_outcome(j, weigh(view(j), p, told.witnesses or {}, rec.discarded, claimed))
    if n is None:
        return
    j.deal.asked_for(p, n)
    judge(j, p, pointed_out=True)


# --- the dealer's draw asked, cards exposed, the pack short -------------------------------

def ask_dealer_draw(j: Judge, ev: Event) -> None:
    t, p = j.table, ev.player
    about = AskDealer.told_by(ev).about
    if about not in (None, t.dealer):
        _ask_another_draw(j, p, about)
        return
    ans = j.rule("draw.dealer-question", Say.of("draw.asks-dealers-own-draw-silent", p=p))
    if ans is None:
        return
    DEALER_QUESTION.of(ans)(j, p, ans)


def _has_bet(j: Judge, q: str) -> bool:
    """Whether ``q`` has bet since the draw."""
    t = j.table
    return (t.phase in (Phase.AFTER_DRAW, Phase.SHOW)
            and t.stakes[q] > j.deal.stakes_at_draw.get(q, t.stakes[q]))


def _until_he_lifts_or_bets(j: Judge, p: str, ans: Answer) -> None:
    t = j.table
    if p in t.lifted or _has_bet(j, p):
        did = Say.of("draw.did-raise-drawn-cards" if p in t.lifted else "draw.did-bet")
        j.find(Say.of("draw.may-no-longer-ask", p=p, did=did), ans)
    else:
        j.find(Say.of("draw.dealer-must-answer", p=p), ans)


def _until_betting_begins(j: Judge, p: str, ans: Answer) -> None:
    if any(_has_bet(j, q) for q in j.table.players):
        j.find(Say.of("draw.betting-begun-need-not-answer", p=p), ans)
    else:
        j.find(Say.of("draw.betting-not-begun-bound-to-tell", p=p), ans)


# how long a player may ask how many cards the dealer drew
DEALER_QUESTION = Consequences("draw.dealer-question", {
    "before-lifting-or-betting": _until_he_lifts_or_bets,
    "until-betting-begins": _until_betting_begins})


def _ask_another_draw(j: Judge, p: str, about: str) -> None:
    ans = j.rule("draw.other-players-draw", Say.of("draw.asks-anothers-draw-silent", p=p,
                                                   about=about), decisive=False)
    if ans is not None:
        j.find(Say.of("draw.asks-anothers-draw-dealer-need-not-answer", p=p, about=about),
               ans)


def take_back(j: Judge, ev: Event) -> None:
    """A player takes back into his hand cards he has discarded."""
    p, n = ev.player, Count.told_by(ev).count
    what = f"{n} card{_s(n)}" if n else "cards"
    ans = j.rule("draw.discards-final", Say.of("draw.takes-back-discard-silent-whether-he-may",
                                               p=p, what=what), reach=Reach(p))
    if ans is not None and ans.value:
        j.find(Say.of("draw.takes-back-into-hand", p=p, what=what), ans)
        j.silence("draw.discards-final", Say.of("draw.silent-on-taking-discard-back", p=p),
                  reach=Reach(p))


def exposed_in_draw(j: Judge, ev: Event) -> None:
    p, card = ev.player, Exposed.told_by(ev).card
    what = f"the {card}" if card else "a card"
    ans = j.rule("exposed.in-draw", Say.of("draw.dealer-exposes-a-card-silent", what=what, p=p))
    if card:  # every answer the question allows, and so every reading of a silence, keeps
        j.deal.drawing(p).taken.append(card)  # it from him (situations/taken.py)
    if ans is not None:
        j.find(Say.of(EXPOSED_IN_DRAW.of(ans), what=what, p=p), ans)


# a card the dealer exposes in the draw: what becomes of it, as the finding says
EXPOSED_IN_DRAW = Consequences("exposed.in-draw", {
    "return-to-pack": "draw.dealer-exposes-a-card-returned-to-pack",
    "bottom-of-pack-and-replace": "draw.dealer-exposes-a-card-goes-to-bottom"})


def pack_short(j: Judge, ev: Event) -> None:
    j.rule("draw.pack-short", Say.of("draw.pack-has-not-cards"),
           Say.of("draw.pack-runs-short-discards-gathered"))


HANDLERS = {
    "discard": discard, "draw": draw, "demand_dispute": demand_dispute,
    "ask_dealer_draw": ask_dealer_draw, "pack_short": pack_short, "take_back": take_back,
}
