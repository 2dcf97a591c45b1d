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
from .seats import seat
from .foul import hand_size
from ..findings import Reach, Say
from ..applied import apply_outcome
from ..table import Phase
from ..view import view

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge
    from ...law.rulebook import Answer


def begin(j: Judge) -> None:
    """Set the table as the story starts: feeds or the ante, and the say if dealt already."""
    t, setup = j.table, j.case.table
    rotation = j.ask("deal.rotation")  # which way the deal, the say and the bets pass
    if rotation is not None:
        t.pass_to(rotation.value)
    apply_outcome(j, _seating.check(view(j)))
    explicit_ante = j.foreknown.tells_ante
    if _cut_first(j):
        explicit_ante = True  # the ante waits for the cut to name the dealer (cut_for_deal)
    if setup.jack_pot and setup.phase == "before_deal":
        feed = j.rule("jack-pot.feed", Say.of("deal.silent-on-jack-pot-ante"), decisive=False)
        amount = setup.feed if setup.feed is not None else setup.ante
        if amount:
            # The table played a jack pot: each player's feed is in the pool, whether the
            # book requires it or not; an `ante` event told for him is this same feed.
            for p in t.players:
                t.stake(p, amount)
                j.deal.feeds(p, amount)
        if feed is not None and amount:
            j.find(Say.of("deal.this-deal-jack-pot", jack_pot=setup.jack_pot, amount=amount), feed)
    elif setup.ante and setup.phase != "after_draw" and not explicit_ante:
        _ante.put_up_ante(j, None, setup.ante)  # by whoever the book gives the ante to
    if setup.phase in ("before_draw", "after_draw"):
        from .turns import open_interval

        if setup.phase == "after_draw":
            j.deal.draw_begins(t.stakes)
        open_interval(j, Phase(setup.phase))


def shuffle(j: Judge, ev: Event) -> None:
    if ev.player is None:
        return
    j.deal.shuffled_by(ev.player)
    ans = j.ask("shuffle.last")
    shufflers = None if ans is None else SHUFFLERS.of(ans)[0]
    if shufflers is None or ev.player == j.table.dealer:
        return  # the act's own finding says the book allows it
    if ev.player in {seat(j, s) for s in shufflers}:
        j.find(Say.of("deal.shuffles-for-dealer", who=ev.player, dealer=j.table.dealer), ans)
    else:
        j.find(Say.of("deal.shuffles-not-his", who=ev.player, dealer=j.table.dealer), ans)


# who may shuffle at all (None: the law does not say) and who may shuffle last
SHUFFLERS = Consequences("shuffle.last", {
    "dealer": (None, ("dealer",)),
    "dealer-or-left-of-dealer": (("dealer", "left-of-dealer"), ("dealer", "left-of-dealer"))})


def _last_shuffle(j: Judge) -> None:
    """When the pack is cut or dealt: whether the dealer had the last shuffle, as is his right."""
    who, dealer = j.deal.take_last_shuffle(), j.table.dealer
    if who is None or who == dealer:
        return
    ans = j.rule("shuffle.last", Say.of("deal.not-dealer-shuffled-last", who=who), decisive=False)
    if ans is None:
        return
    shufflers, last = SHUFFLERS.of(ans)
    if who in {seat(j, s) for s in last}:
        return  # his shuffle was found lawful where he made it
    if shufflers is None:  # else his shuffle was found not his where he made it
        j.find(Say.of("deal.shuffled-pack-last-last", who=who, dealer=dealer), ans)
    j.silence("shuffle.last", Say.of("deal.silent-on-shuffle-after-dealer"), decisive=False)


def cut(j: Judge, ev: Event) -> None:
    _last_shuffle(j)
    by = j.ask("cut.by")
    if by is not None and ev.player != seat(j, by.value):
        j.find(Say.of("deal.cut-pack-cut-belongs", player=ev.player, seat=seat(j, by.value)), by)


def cut_for_deal(j: Judge, ev: Event) -> None:
    how = j.ask("deal.first-dealer")
    if how is None:
        j.deal.first_dealer_chosen(None)
        j.silence("deal.first-dealer", Say.of("deal.silent-on-first-dealer"))
        return
    FIRST_DEALER.of(how)(j, Hands.told_by(ev).hands, how)


def _lowest_card(j: Judge, hands: dict, how: Answer, ace: int) -> None:
    """The lowest card deals, the ace counting ``ace`` (low: 1)."""
    def value(card):
        return ace if card.rank == 14 else card.rank
    low = min(value(c[0]) for c in hands.values())
    lowest = [p for p, c in hands.items() if value(c[0]) == low]
    if len(lowest) > 1:
        j.deal.first_dealer_chosen(None)
        j.find(Say.of("deal.tie-for-lowest-draw", lowest=lowest), how)
    else:
        _first_dealer(j, lowest[0], f"{lowest[0]} draws the lowest card", how)


def _first_jack(j: Judge, hands: dict, how: Answer) -> None:
    for p, cards in hands.items():
        if any(c.rank == 11 for c in cards):
            _first_dealer(j, p, f"The first jack falls to {p}", how)
            return
    j.deal.first_dealer_chosen(None)
    j.find(Say.of("deal.no-jack-has-fallen"), how)


def _anyone(j: Judge, hands: dict, how: Answer) -> None:
    # the book names nobody: whoever begins, deals
    j.deal.first_dealer_chosen(None)
    j.find(Say.of("deal.anybody-may-begin-dealing"), how)
    _ante_after_cut(j)


FIRST_DEALER = Consequences("deal.first-dealer", {
    "lowest-card-ace-low": partial(_lowest_card, ace=1),
    "lowest-card": partial(_lowest_card, ace=14),
    "first-jack-face-up": _first_jack, "anyone": _anyone})


def _first_dealer(j: Judge, player: str, how_won: str, ans: Answer | None) -> None:
    """The winner of the cut deals the first deal: this one, if the story goes on to it."""
    j.table.seat_dealer(player)
    j.deal.first_dealer_chosen(player)
    j.find(Say.of("deal.deals-first-game", how_won=how_won), ans)
    _ante_after_cut(j)


def _cut_first(j: Judge) -> bool:
    """The story opens with a cut for the deal, and tells no ante of its own."""
    setup = j.case.table
    return (setup.phase == "before_deal" and not setup.jack_pot and bool(setup.ante)
            and j.foreknown.tells_cut_for_deal and not j.foreknown.tells_ante)


def _ante_after_cut(j: Judge) -> None:
    """Once the cut has named the dealer, his age puts up the ante, before the cards go out."""
    if _cut_first(j) and not j.deal.ante_paid:
        _ante.put_up_ante(j, None, j.case.table.ante)


def no_cut(j: Judge, ev: Event) -> None:
    j.deal.goes_uncut()
    if j.table.dealt:
        _misdeal.uncut_noticed(j)


def notice(j: Judge, ev: Event) -> None:
    """Someone points an irregularity out; it is ruled as of this moment. An objection to
    an act out of turn is weighed with the act it objects to (``foresee``), and said here
    with the law it acts under (``turns.objection``); one to a claim is weighed with the
    pool (``claims``)."""
    told = Notice.told_by(ev)
    what, by = told.what, told.by
    if what == "no_cut":
        j.deal.goes_uncut()
        _misdeal.uncut_noticed(j)
    elif what == "faced_card":
        _misdeal.faced_card(j, ev)
    elif what == "wrong_count":
        from .draw import draw_errors

        if not j.deal.wrong_count and draw_errors(j):
            from .draw import draw_error_noticed

            draw_error_noticed(j, ev, None)
            return
        if by is None:
            j.silence("notice", Say.of("deal.who-pointed-out-wrong"), decisive=False)
        wrongcount.wrong_count_noticed(j, by, by)
    elif what == "imperfect_pack":
        _misdeal.imperfect_pack(j, ev)
    elif what in ("excess", "short"):
        from .draw import draw_error_noticed

        draw_error_noticed(j, ev, what)
    elif what == "deal_out_of_turn":
        _misdeal.out_of_turn_noticed(j)
    elif what in ("omitted", "extra_hand", "pack_short", "spoke_to_dealer",
                  "dealt_out_of_order"):
        _irregularity_noticed(j, ev, what)
    elif what == "out_of_turn":  # the act it objects to, and what the book makes of it
        from .turns import objection

        objection(j, ev)
    elif what == "foul_hand":  # the hand the story makes foul, or the show tells
        from .foulnotice import foul_hand_noticed

        foul_hand_noticed(j, ev)


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
        who = "left out of the deal" if verb == "omitted" else "spoke to the dealer"
        j.silence("notice", Say.of("deal.who-not-told", who=who), decisive=False)
        return
    from .draw import HANDLERS as DRAW  # the pack running short is ruled with the draw

    (HANDLERS.get(verb) or DRAW[verb])(j, replace(ev, verb=verb, player=player, args={}))


def dealt_out_of_order(j: Judge, ev: Event) -> None:
    """The cards were not given out as the book prescribes (two at a time, say)."""
    detail = Detail.told_by(ev).detail
    how = f" ({detail})" if detail else ""
    ans = j.rule("deal.order", Say.of("deal.not-dealt-in-order-silent", how=how), decisive=False)
    if ans is None:
        return
    # a switch: the catalogue's one order, one card at a time from the dealer's left
    j.find(Say.of("deal.not-dealt-one-at-a-time", how=how), ans)
    j.silence("deal.order", Say.of("deal.silent-on-dealt-otherwise"), decisive=False)


def deal(j: Judge, ev: Event) -> None:
    """The cards go out; a hand of the wrong size waits to be announced or lifted."""
    _last_shuffle(j)
    _ante_after_cut(j)
    t = j.table
    hands = Hands.told_by(ev).hands
    t.deal_hands(hands)
    size, ans = hand_size(j)
    for p, cards in hands.items():
        n = cards if isinstance(cards, int) else len(cards)
        if size is not None and n != size:
            j.deal.dealt_wrong_count(p, n)
    if size is None:
        j.silence("deal.cards-each", Say.of("deal.silent-on-cards-to-each-player"), decisive=False)
    from .turns import open_interval

    open_interval(j, Phase.BEFORE_DRAW)


def exposed(j: Judge, ev: Event) -> None:
    told = Exposed.told_by(ev)
    during = told.during if told.during is not None else \
        ("draw" if j.table.phase is Phase.DRAW else "deal")
    if during == "draw":
        from .draw import exposed_in_draw

        exposed_in_draw(j, ev)
        return
    card = told.card
    what = f"the {card}" if card and card != JOKER else "a card"
    j.table.expose(ev.player)
    j.rule("exposed.in-deal", Say.of("deal.dealer-exposed-in-dealing", what=what,
                                     player=ev.player),
           Say.of("deal.exposed-in-dealing-player-keeps", what=what, player=ev.player),
           reach=Reach(ev.player))


def finish_deal_questions(j: Judge) -> None:
    """Irregularities nobody pointed out by the end of the story are ruled as found then."""
    if j.deal.uncut and not j.over:
        _misdeal.uncut_noticed(j)
    if j.deal.dealt_out_of_turn and not j.over:
        _misdeal.out_of_turn_noticed(j)


HANDLERS = {
    **_ante.HANDLERS, **_misdeal.HANDLERS,
    "shuffle": shuffle, "cut": cut, "cut_for_deal": cut_for_deal, "no_cut": no_cut,
    **wrongcount.HANDLERS,
    "notice": notice, "deal": deal, "exposed": exposed,
    "dealt_out_of_order": dealt_out_of_order,
}
