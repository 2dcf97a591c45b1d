"""The deal: the cut, the cards going out, a wrong number dealt, cards exposed in dealing.

The ante and straddles are in ``ante``, the grounds of a misdeal in ``misdeal``; their
handlers are gathered here. A ``notice`` before the ``deal`` event was made before the deal
was finished; one before ``lift: P`` was made before P raised his cards (where the story
tells no lift, before his first stake, fold, draw or show), one after it after
(``Deal.has_raised``).
"""
from __future__ import annotations

from functools import partial
from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ...story.payloads import Detail, Exposed, Hands, Notice
from ...story.cards import JOKER
from . import ante as _ante
from . import misdeal as _misdeal
from . import seating as _seating
from . import wrongcount
from .stakes import used_up
from .seats import dealing, seat
from .foul import hand_size
from ..acts import NOTHING, LeaveOpen, Outcome, Stake, Then, find, outcome, rule
from ..acts.betting import Feeds
from ..acts.deal import CutFault
from ..acts.draw import (DealerSeated, DealtWrongCount, DrawBegins, ExposedInDeal,
                         FirstDealerChosen, GoesUncut, HandsDealt, LastShuffleWeighed, PassesTo,
                         ShuffledBy)
from ..findings import Reach, Say
from ..applied import apply_outcome
from ..deal.table import Phase
from ..view import view

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge, Reads
    from ...law.rulebook import Answer


def begin(d: Reads) -> Outcome:
    """Set the table as the story starts: feeds or the ante, and the say if dealt already.
    Each step reads the table the one before leaves (the rotation, the seats, the stakes)."""
    rotation = d.ask("deal.rotation")  # which way the deal, the say and the bets pass
    out = NOTHING if rotation is None else outcome(PassesTo(rotation.value))
    return out.then(Then(lambda d: _seating.check(d).then(Then(_fed))))


def _fed(d: Reads) -> Outcome:
    """The feeds of a jack pot, or the ante, in the pool as the story starts."""
    setup = d.case.table
    # the ante waits for the cut to name the dealer (cut_for_deal)
    explicit_ante = d.foreknown.tells_ante or _cut_first(d)
    out = NOTHING
    if setup.jack_pot and setup.phase == "before_deal":
        feed, out = rule(d, "jack-pot.feed", Say.of("deal.silent-on-jack-pot-ante"),
                         decisive=False)
        amount = setup.feed if setup.feed is not None else setup.ante
        if amount:
            # The table played a jack pot: each player's feed is in the pool, whether the
            # book requires it or not; an `ante` event told for him is this same feed.
            for p in d.table.players:
                out = out.then(Stake(p, amount), Feeds(p, amount))
        if feed is not None and amount:
            own = _ante.BOOK_FEED.of(feed)(setup)  # the book's feed, where it names one
            kind = "deal.this-deal-jack-pot" if own in (None, amount) else \
                "deal.this-deal-jack-pot-table-feed"
            out = out.then(find(Say.of(kind, jack_pot=setup.jack_pot, amount=amount,
                                       ante=own), feed))
        if amount:
            out = out.then(Then(used_up))  # a feed that was all he had: all in
    elif setup.ante and setup.phase != "after_draw" and not explicit_ante:
        # by whoever the book gives the ante to
        out = _ante.put_up_ante(d, None, setup.ante)
    if setup.phase in ("before_draw", "after_draw"):
        return out.then(Then(_dealt_already))
    return out


def _dealt_already(d: Reads) -> Outcome:
    from .turns import open_interval

    phase = Phase(d.case.table.phase)
    if phase is not Phase.AFTER_DRAW:
        return open_interval(d, phase)
    return outcome(DrawBegins(tuple(d.table.stakes.items())),
                   Then(lambda d: open_interval(d, phase)))


def shuffle(d: Reads, ev: Event) -> Outcome:
    if ev.player is None:
        return NOTHING
    out = outcome(ShuffledBy(ev.player))
    ans = d.ask("shuffle.last")
    shufflers = None if ans is None else SHUFFLERS.of(ans)[0]
    dealer = dealing(d)
    if shufflers is None or ev.player == dealer:
        return out  # the act's own finding says the book allows it
    if ev.player in {seat(d, s, dealer) for s in shufflers}:
        return out.then(find(Say.of("deal.shuffles-for-dealer", who=ev.player, dealer=dealer),
                             ans))
    return out.then(find(Say.of("deal.shuffles-not-his", who=ev.player, dealer=dealer), ans))


# who may shuffle at all (None: the law does not say) and who may shuffle last
SHUFFLERS = Consequences("shuffle.last", {
    "dealer": (None, ("dealer",)),
    "dealer-or-left-of-dealer": (("dealer", "left-of-dealer"), ("dealer", "left-of-dealer"))})


def _last_shuffle(d: Reads) -> Outcome:
    """When the pack is cut or dealt: whether the dealer had the last shuffle, as is his right."""
    who, dealer = d.deal.last_shuffle, dealing(d)
    out = outcome(LastShuffleWeighed())
    if who is None or who == dealer:
        return out
    ans, asked = rule(d, "shuffle.last", Say.of("deal.not-dealer-shuffled-last", who=who),
                      decisive=False)
    out = out + asked
    if ans is None:
        return out
    shufflers, last = SHUFFLERS.of(ans)
    if who in {seat(d, s, dealer) for s in last}:
        return out  # his shuffle was found lawful where he made it
    if shufflers is None:  # else his shuffle was found not his where he made it
        out = out.then(find(Say.of("deal.shuffled-pack-last-last", who=who, dealer=dealer), ans))
    return out.then(LeaveOpen("shuffle.last", Say.of("deal.silent-on-shuffle-after-dealer"),
                              decisive=False))


def cut(d: Reads, ev: Event) -> Outcome:
    return _last_shuffle(d).then(Then(lambda d: _cut_by(d, ev)))


def _cut_by(d: Reads, ev: Event) -> Outcome:
    by = d.ask("cut.by")
    cutter = seat(d, by.value, dealing(d)) if by is not None else None
    if by is not None and ev.player != cutter:
        return outcome(find(Say.of("deal.cut-pack-cut-belongs", player=ev.player,
                                   seat=cutter), by), CutFault(True))
    return outcome(CutFault(False)) if d.deal.cut_fault else NOTHING  # cut again, rightly


def cut_for_deal(d: Reads, ev: Event) -> Outcome:
    how = d.ask("deal.first-dealer")
    if how is None:
        return outcome(FirstDealerChosen(None),
                       LeaveOpen("deal.first-dealer", Say.of("deal.silent-on-first-dealer")))
    return FIRST_DEALER.of(how)(d, Hands.told_by(ev).hands, how)


def _lowest_card(d: Reads, hands: dict, how: Answer, ace: int | None) -> Outcome:
    """The lowest card deals, the ace counting ``ace`` (low: 1; None: the book does not say,
    and where an ace cut decides who is lowest, who deals first is open)."""
    if ace is None:
        low, high = _lowest(hands, 1), _lowest(hands, 14)
        if low != high:
            # who deals moves no chip of the pool: the point is named, and holds nothing
            return outcome(FirstDealerChosen(None),
                           find(Say.of("deal.lowest-deals-the-ace-unsaid", low=low, high=high),
                                how),
                           LeaveOpen("deal.first-dealer",
                                     Say.of("deal.silent-on-the-ace-in-the-cut"),
                                     decisive=False))
    lowest = _lowest(hands, 14 if ace is None else ace)
    if len(lowest) > 1:
        return outcome(FirstDealerChosen(None),
                       find(Say.of("deal.tie-for-lowest-draw", lowest=lowest), how))
    return _first_dealer(lowest[0], Say.of("deal.draws-the-lowest", player=lowest[0]), how)


def _lowest(hands: dict, ace: int) -> list[str]:
    """Who cut the lowest card, the ace counting ``ace``."""
    def value(card):
        return ace if card.rank == 14 else card.rank
    low = min(value(c[0]) for c in hands.values())
    return [p for p, c in hands.items() if value(c[0]) == low]


def _first_jack(d: Reads, hands: dict, how: Answer) -> Outcome:
    for p, cards in hands.items():
        if any(c.rank == 11 for c in cards):
            return _first_dealer(p, Say.of("deal.first-jack-falls-to", player=p), how)
    return outcome(FirstDealerChosen(None), find(Say.of("deal.no-jack-has-fallen"), how))


def _anyone(d: Reads, hands: dict, how: Answer) -> Outcome:
    # the book names nobody: whoever begins, deals
    return outcome(FirstDealerChosen(None), find(Say.of("deal.anybody-may-begin-dealing"), how),
                   Then(_ante_after_cut))


FIRST_DEALER = Consequences("deal.first-dealer", {
    "lowest-card-ace-low": partial(_lowest_card, ace=1),
    "lowest-card": partial(_lowest_card, ace=None),
    "first-jack-face-up": _first_jack, "anyone": _anyone})


def _first_dealer(player: str, how_won: Say, ans: Answer | None) -> Outcome:
    """The winner of the cut deals the first deal: this one, if the story goes on to it (his
    age puts up the ante, from the seat he takes)."""
    return outcome(DealerSeated(player), FirstDealerChosen(player),
                   find(Say.of("deal.deals-first-game", how_won=how_won), ans),
                   Then(_ante_after_cut))


def _cut_first(d: Reads) -> bool:
    """The story opens with a cut for the deal, and tells no ante of its own."""
    setup = d.case.table
    return (setup.phase == "before_deal" and not setup.jack_pot and bool(setup.ante)
            and d.foreknown.tells_cut_for_deal and not d.foreknown.tells_ante)


def _ante_after_cut(d: Reads) -> Outcome:
    """Once the cut has named the dealer, his age puts up the ante, before the cards go out."""
    if _cut_first(d) and not d.deal.ante_paid:
        return _ante.put_up_ante(d, None, d.case.table.ante)
    return NOTHING


def no_cut(j: Judge, ev: Event) -> None:
    """The engine's entry: the pack uncut, noticed after the deal, is misdeal.py's (no fold)."""
    apply_outcome(j, outcome(GoesUncut()))
    if j.table.dealt:
        apply_outcome(j, _misdeal.uncut_noticed(view(j)))


def notice(j: Judge, ev: Event) -> None:
    """Someone points an irregularity out; it is ruled as of this moment. An objection to
    an act out of turn is weighed with the act it objects to (``foresee``), and said here
    with the law it acts under (``turns.objection``); one to a claim is weighed with the
    pool (``claims``). The engine's entry: the irregularities it points out are ruled by
    misdeal.py, wrongcount.py and draw.py's entries, not yet folds."""
    told = Notice.told_by(ev)
    what, by = told.what, told.by
    if what == "no_cut":
        apply_outcome(j, outcome(GoesUncut()))
        apply_outcome(j, _misdeal.uncut_noticed(view(j)))
    elif what in ("shuffle_fault", "cut_fault"):
        apply_outcome(j, _misdeal.fault_noticed(view(j), what.removesuffix("_fault")))
    elif what == "faced_card":
        if "faced_card" not in j.deal.told:  # one told as found was ruled when found
            apply_outcome(j, _misdeal.faced_card(view(j), ev))
    elif what == "wrong_count":
        if not j.deal.wrong_count and j.deal.draw.draw_error:  # given too many or too few
            from .draw import draw_error_noticed

            draw_error_noticed(j, ev, None)
            return
        if by is None:
            apply_outcome(j, outcome(LeaveOpen("notice", Say.of("deal.who-pointed-out-wrong"),
                                               decisive=False)))
        wrongcount.wrong_count_noticed(j, by, by)
    elif what == "imperfect_pack":
        apply_outcome(j, _misdeal.imperfect_pack(view(j), ev))
    elif what in ("excess", "short"):
        from .draw import draw_error_noticed

        draw_error_noticed(j, ev, what)
    elif what == "deal_out_of_turn":
        apply_outcome(j, _misdeal.out_of_turn_noticed(view(j)))
    elif what in ("omitted", "extra_hand", "pack_short", "spoke_to_dealer",
                  "dealt_out_of_order"):
        _irregularity_noticed(j, ev, what)
    elif what == "out_of_turn":  # the act it objects to, and what the book makes of it
        from .turns import objection

        apply_outcome(j, objection(view(j), ev))
    elif what == "foul_hand":  # the hand the story makes foul, or the show tells
        from .foulnotice import foul_hand_noticed

        whose = apply_outcome(j, foul_hand_noticed(view(j), ev))
        if whose is not None:
            _foul_hand_ruled(j, whose, by)


def _foul_hand_ruled(j: Judge, player: str, by: str | None) -> None:
    """The hand a foul-hand notice points out (foulnotice.py), ruled as the notice of its own
    irregularity would be."""
    from .draw import rule_draw_error
    from .drawfoul import found
    from .wrongcount import wrong_count_noticed

    d = j.deal
    if player in d.draw.foul_in_draw:
        found(j, player, Say.of("drawfoul.pointed-out-by", by=by or "a player"))
    elif player in d.draw.draw_error:
        rule_draw_error(j, player, by=by)
    else:
        wrong_count_noticed(j, player, by)


def _irregularity_noticed(j: Judge, ev: Event, verb: str) -> None:
    """An irregularity told only by the `notice` that points it out is ruled as its own verb
    would be; one already told by its verb was ruled there, and the notice adds nothing."""
    from ...story.record import replace

    if verb in j.deal.told:
        return
    player = Notice.told_by(ev).by
    if verb == "omitted":  # the player left out is the one the deal gave no cards
        empty = [p for p in j.table.players if j.table.hands.get(p) in (None, 0, ())]
        player = empty[0] if j.table.dealt and len(empty) == 1 else player
    if player is None and verb in ("omitted", "spoke_to_dealer"):
        who = Say.of("deal.was-left-out" if verb == "omitted" else "deal.spoke-to-dealer")
        apply_outcome(j, outcome(LeaveOpen("notice", Say.of("deal.who-not-told", who=who),
                                           decisive=False)))
        return
    from .draw import OUTCOMES as DRAW  # the pack running short is ruled with the draw

    told = replace(ev, verb=verb, player=player, args={})
    if verb in HANDLERS:
        HANDLERS[verb](j, told)
    else:
        folded = {**OUTCOMES, **_misdeal.OUTCOMES, **wrongcount.OUTCOMES}.get(verb)
        apply_outcome(j, (folded or DRAW[verb])(view(j), told))


def dealt_out_of_order(d: Reads, ev: Event) -> Outcome:
    """The cards were not given out as the book prescribes (two at a time, say)."""
    detail = Detail.told_by(ev).detail
    how = f" ({detail})" if detail else ""
    ans, out = rule(d, "deal.order", Say.of("deal.not-dealt-in-order-silent", how=how),
                    decisive=False)
    if ans is None:
        return out
    # a switch: the catalogue's one order, one card at a time from the dealer's left
    return outcome(find(Say.of("deal.not-dealt-one-at-a-time", how=how), ans),
                   LeaveOpen("deal.order", Say.of("deal.silent-on-dealt-otherwise"),
                             decisive=False))


def deal(d: Reads, ev: Event) -> Outcome:
    """The cards go out; a hand of the wrong size waits to be announced or lifted."""
    return _last_shuffle(d).then(Then(_ante_after_cut), Then(lambda d: _goes_out(d, ev)))


def _goes_out(d: Reads, ev: Event) -> Outcome:
    hands = Hands.told_by(ev).hands
    return outcome(HandsDealt(tuple(hands.items())), Then(lambda d: _counted(d, hands)))


def _counted(d: Reads, hands: dict) -> Outcome:
    from .turns import open_interval

    size, ans = hand_size(d)
    out = NOTHING
    for p, cards in hands.items():
        n = cards if isinstance(cards, int) else len(cards)
        if size is not None and n != size:
            out = out.then(DealtWrongCount(p, n))
    if size is None:
        out = out.then(LeaveOpen("deal.cards-each", Say.of("deal.silent-on-cards-to-each-player"),
                                 decisive=False))
    # a story told from after the draw tells the hands its players hold there: the betting
    # they open is the betting after the draw
    after = d.case.table.phase == Phase.AFTER_DRAW.value
    if after and d.table.phase is Phase.AFTER_DRAW:
        return out  # the table's setup opened it already: its first bettor is named once
    return out.then(Then(lambda d: open_interval(d, Phase.AFTER_DRAW if after
                                                 else Phase.BEFORE_DRAW)))


def exposed(d: Reads, ev: Event) -> Outcome:
    told = Exposed.told_by(ev)
    during = told.during if told.during is not None else \
        ("draw" if d.table.phase is Phase.DRAW else "deal")
    if during == "draw":
        from .drawasides import exposed_in_draw

        return exposed_in_draw(d, ev)
    card = told.card
    what = f"the {card}" if card and card != JOKER else "a card"
    return outcome(ExposedInDeal(ev.player), Then(lambda d: rule(
        d, "exposed.in-deal", Say.of("deal.dealer-exposed-in-dealing", what=what,
                                     player=ev.player),
        Say.of("deal.exposed-in-dealing-player-keeps", what=what, player=ev.player),
        reach=Reach(ev.player, hand=True))[1]))


def finish_deal_questions(j: Judge) -> None:
    """Irregularities nobody pointed out by the end of the story are ruled as found then."""
    if j.deal.dealt_out_of_turn and not j.over:
        apply_outcome(j, _misdeal.out_of_turn_noticed(view(j)))


# the engine's entries (they call on misdeal.py's and wrongcount.py's, not yet folds)
HANDLERS = {
    **_misdeal.HANDLERS,
    "no_cut": no_cut,
    **wrongcount.HANDLERS,
    "notice": notice,
}
# the handlers that return their outcome
OUTCOMES = {
    "shuffle": shuffle, "cut": cut, "cut_for_deal": cut_for_deal, "deal": deal,
    "exposed": exposed, "dealt_out_of_order": dealt_out_of_order,
}
