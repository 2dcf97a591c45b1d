"""Misdeals and their grounds: an uncut pack, a faced card, a deal out of turn, an imperfect
pack, a player left out; who deals again, what becomes of the stakes, and who deals next.

Each ground is ruled when it is pointed out: before the deal is finished (the ``deal`` event
has not yet come) or after it, as the books distinguish.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ...law.consequences import Consequences
from ...story.payloads import Faced
from .foul import hand_size
from ..acts import NOTHING, NextDealer, Outcome, outcome, rule
from ..findings import Say
from ..readings import book_answers

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge
    from ..view import DealView
    from ...law.rulebook import Answer


def misdeal(j: Judge, dealt_by: str | None = None, in_turn: str | None = None,
            ground: Answer | None = None) -> None:
    """A new deal: who deals it, and what becomes of the stakes already up.

    ``dealt_by`` is who dealt the misdealt hand (the dealer unless another dealt out of
    turn); ``in_turn`` is whose turn to deal comes next (the player after the dealer,
    unless the misdealt hand was dealt out of the dealer's turn, which is then still his).
    """
    t = j.table
    dealt_by = dealt_by or t.dealer
    in_turn = in_turn or t.after(t.dealer)
    who = j.ask("misdeal.redealer")
    if who is not None and ground is not None:
        # the law that made the misdeal, where it also names the dealer, is the one to cite
        who = type(who)(who.key, who.value,
                        tuple(law for law in who.laws if law in ground.laws) or who.laws)
    if who is None:
        j.silence("misdeal.redealer", Say.of("misdeal.who-deals-new-hand"),
                  decisive=False)
    else:
        REDEALER.of(who)(j, who, dealt_by, in_turn)
    staked = sum(t.stakes.values())
    j.next_dealer = j.redeal_by
    if staked:
        ante = j.rule("misdeal.ante", Say.of("misdeal.silent-on-stake-for-new-deal", staked=staked))
        if ante is not None and not MISDEAL_ANTE.of(ante)(j, ante, staked):
            j.end("unsettled")
            _antes_again(j)
            return
    j.end("misdeal")
    _antes_again(j)  # after the deal is ended: the law that ended it governs what follows


def _same_dealer(j: Judge, who: Answer, dealt_by: str, in_turn: str) -> None:
    j.redeal_by = dealt_by
    j.find(Say.of("misdeal.deals-again", dealt_by=dealt_by), who)
    if j.ctx.jack_pot:
        # "a new deal by the same dealer" (Peel 10, 12): the misdealt game is dealt again, the
        # same jack pot at the same minimum; nothing moves its series on (Peel 31 does only
        # where a jack pot is "not opened by any player")
        from ..applied import apply_outcome
        from ..view import view
        from .jackpot import minimum

        j.next_jack_pot = apply_outcome(j, minimum(view(j)))[0]
        j.find(Say.of("misdeal.same-jack-pot-again", least=j.next_jack_pot), who,
               j.deal.jack_pot_minimum_law)


def _next_dealer(j: Judge, who: Answer, dealt_by: str, in_turn: str) -> None:
    j.redeal_by = in_turn
    t = j.table
    whose = (Say.of("misdeal.whose-deal-it-was") if dealt_by != t.dealer and in_turn == t.dealer
             else "")
    j.find(Say.of("misdeal.next-dealer-in-turn", in_turn=in_turn, whose=whose), who)


REDEALER = Consequences("misdeal.redealer", {"same-dealer": _same_dealer,
                                             "next-dealer": _next_dealer})


def _antes_again(j: Judge) -> None:
    """Who stakes what before the new deal's cards, by the book's law: the age's ante in the
    ordinary game (Peel 20: "the player to the left of the dealer"), every player's feed in a
    jack pot dealt again (Peel 30: "In a Jack-pot every player shall pay into the pool a sum
    equal to the ante"; Keller, jack pots /7: "before the cards are dealt ... each player
    must 'feed' the pot"). Where he has that much up in this deal, his chips back and his
    chips staked again are the same chips in the new deal's pool (judge/outcome.py). Said
    only where it can matter: the book names who deals again."""
    if j.redeal_by is None:
        return
    if j.ctx.jack_pot:
        _feeds_again(j)
        return
    if not book_answers(j, "ante.by"):
        return
    t = j.table
    by = j.ask("ante.by")
    player = {"dealer": j.redeal_by, "left-of-dealer": t.left_of(j.redeal_by),
              "right-of-dealer": t.right_of(j.redeal_by)}.get(by.value)
    # the ante is the table's; where the table names none, what the story says he anted
    amount = j.case.table.ante or j.deal.ante_paid.get(player, 0)
    if player is None or not amount or j.deal.ante_paid.get(player, 0) < amount:
        return
    j.next_antes = ((player, amount, by.law_id),)
    j.find(Say.of("misdeal.antes-again", player=player, amount=amount), by)


def _feeds_again(j: Judge) -> None:
    """The same jack pot dealt again: every player who fed this deal feeds the new one,
    by the book's law of the feed."""
    if j.next_jack_pot is None or not j.deal.fed or not book_answers(j, "jack-pot.feed"):
        return
    feed = j.ask("jack-pot.feed")
    j.next_antes = tuple((p, a, feed.law_id) for p, a in j.deal.fed.items() if a)
    j.find(Say.of("misdeal.feeds-again", players=[p for p, _, _ in j.next_antes]), feed)


def _stakes_returned(j: Judge, ante: Answer, staked: int) -> bool:
    j.refund_all()
    j.find(Say.of("misdeal.stakes-already-put-up"), ante)
    return True


def _ante_stays(j: Judge, ante: Answer, staked: int) -> bool:
    """The ante stays in the pot; False where the bets beyond it are left open."""
    antes = sum(j.deal.ante_paid.values())
    j.find(Say.of("misdeal.ante-remains-in-pot", antes=min(antes, staked)), ante)
    return staked <= antes or _bets_beyond(j, staked - antes)


# each returns whether the new deal is settled on the stakes already up
MISDEAL_ANTE = Consequences("misdeal.ante", {"returned": _stakes_returned,
                                             "stays-in-pot": _ante_stays})


def _bets_beyond(j: Judge, beyond: int) -> bool:
    """The law keeps the ante in the pot and says nothing of the bets beyond it: read both
    ways, they go back to those who made them, or they remain with the ante. False where
    the point is open and not yet read."""
    reading = j.reading("bets.misdeal")
    if reading == readings("bets.misdeal").RETURNED:
        for p, s in j.table.stakes.items():
            back = s - j.deal.ante_paid.get(p, 0)
            if back > 0:
                j.refunds[p] = j.refunds.get(p, 0) + back
    elif reading is None:
        j.silence("misdeal.stakes", Say.of("misdeal.book-says-ante-remains",
                                           beyond=beyond), open="bets.misdeal")
    return reading is not None


# --- the cut ----------------------------------------------------------------------------

def uncut_noticed(j: Judge) -> None:
    """The want of a cut is pointed out: before the deal is finished, or after."""
    if j.deal.take_uncut_ruled() or j.over:
        return
    j.deal.uncut_ruled_on()
    dealt = j.table.dealt
    key = "uncut.noticed-after-deal" if dealt else "uncut.noticed-during-deal"
    when = Say.of("misdeal.only-after-the-deal" if dealt else "misdeal.before-the-deal")
    ans = j.rule(key, Say.of("misdeal.pack-was-dealt-without", when=when))
    if ans is None:
        return
    misdeal_or_stands(j, ans, Say.of("misdeal.not-cut-new-deal",
                                     when=when), Say.of("misdeal.not-cut-deal-stands"))


def misdeal_or_stands(j: Judge, ans: Answer, as_misdeal: Say, as_stands: Say,
                      *also: Answer | None, dealt_by: str | None = None,
                      in_turn: str | None = None) -> None:
    """The book's answer to an irregularity in the deal: a misdeal (found as ``as_misdeal``),
    or the deal stands, rectified where the book says so (found as ``as_stands``)."""
    MISDEAL_OR_STANDS.of(ans)(j, ans, as_misdeal, as_stands, also, dealt_by, in_turn)


def _misdealt(j: Judge, ans: Answer, as_misdeal: Say, as_stands: Say, also: tuple,
              dealt_by: str | None, in_turn: str | None) -> None:
    j.find(as_misdeal, ans, *also)
    misdeal(j, dealt_by=dealt_by, in_turn=in_turn, ground=ans)


def _stands(j: Judge, ans: Answer, as_misdeal: Say, as_stands: Say, also: tuple,
            dealt_by: str | None, in_turn: str | None) -> None:
    j.find(as_stands, ans, *also)


# the irregularity makes a misdeal, or the deal stands (rectified, where the law says so)
MISDEAL_OR_STANDS = Consequences(
    ("uncut.noticed-during-deal", "uncut.noticed-after-deal", "deal-out-of-turn",
     "wrong-count.before-lift", "faced-card.in-pack", "faced-card.after-deal"),
    {"misdeal": _misdealt, "deal-stands": _stands, "rectify": _stands})


# --- a card faced in the pack -----------------------------------------------------------

def faced_card(j: Judge, ev: Event) -> None:
    dealt = j.table.dealt
    key = "faced-card.after-deal" if dealt else "faced-card.in-pack"
    when = Say.of("misdeal.after-the-deal" if dealt else "misdeal.before-the-deal")
    card = Faced.told_by(ev).card  # a notice of a faced card names none
    what = f"The {card}" if card else "A card"
    ans = j.rule(key, Say.of("misdeal.was-found-face-up", what=what, when=when))
    if ans is None:
        return
    misdeal_or_stands(j, ans, Say.of("misdeal.found-faced-in-pack", what=what, when=when),
                      Say.of("misdeal.faced-card-deal-stands", what=what, when=when))


# --- a deal out of turn -----------------------------------------------------------------

def deal_out_of_turn(j: Judge, ev: Event) -> None:
    """``ev.player`` deals though the deal is the table's dealer's. It is ruled when it is
    pointed out: at a later ``notice: deal_out_of_turn`` if there is one, else at once."""
    j.deal.dealt_out_of_turn_by(ev.player)
    if not j.foreknown.noticed_later(ev.index):
        out_of_turn_noticed(j)


def out_of_turn_noticed(j: Judge) -> None:
    if not j.deal.dealt_out_of_turn or j.over:
        return
    t = j.table
    who = j.deal.take_out_of_turn_dealer() or "a player"
    ans = j.rule("deal-out-of-turn", Say.of("misdeal.dealt-out-of-turn-silent", who=who,
                                            dealer=t.dealer))
    if ans is None:
        return
    if t.dealt:
        j.find(Say.of("misdeal.dealt-out-of-turn-law-governs", who=who, dealer=t.dealer), ans)
        j.silence("deal-out-of-turn.in-time", Say.of("misdeal.attention-was-called-only"))
        return
    misdeal_or_stands(j, ans, Say.of("misdeal.deals-out-turn-deal", who=who, dealer=t.dealer),
                      Say.of("misdeal.dealt-out-of-turn-deal-stands",
                             who=who), dealt_by=who, in_turn=t.dealer)


# --- an imperfect pack ------------------------------------------------------------------

def imperfect_pack(j: Judge, ev: Event) -> None:
    if j.deal.taken_in is not None:
        after = j.ask("imperfect-pack.after-taken-in")
        if after is not None:  # the book's remedies run only "before the pot has been taken in"
            j.find(Say.of("misdeal.imperfect-pack-after-taken-in", at=j.deal.taken_in), after)
            return
    ans = j.ask("imperfect-pack")
    if ans is not None:
        IMPERFECT_PACK.of(ans)(j, ans)
        return
    torn = j.torn.get("imperfect-pack", ())
    if torn:
        said = "; ".join(Say.of(REMEDY[law.provision("imperfect-pack")], law=law.id).words()
                         for law in torn)
        j.find(Say.of("misdeal.imperfect-pack-book-torn", said=said), torn)
        j.end("unsettled")
    else:
        j.silence("imperfect-pack", Say.of("misdeal.imperfect-pack-silent"))


def _void_deal(j: Judge, ans: Answer) -> None:
    j.find(Say.of("misdeal.imperfect-pack-deal-void"), ans)
    j.refund_all()
    j.end("void")


def _imperfect_misdeal(j: Judge, ans: Answer) -> None:
    j.find(Say.of("misdeal.imperfect-pack-misdeal"), ans)
    misdeal(j)


IMPERFECT_PACK = Consequences("imperfect-pack", {"void-deal": _void_deal,
                                                 "misdeal": _imperfect_misdeal})
# what each law of a torn book makes of it, in words
REMEDY = Consequences("imperfect-pack", {"void-deal": "misdeal.imperfect-pack-law-voids",
                                         "misdeal": "misdeal.imperfect-pack-law-misdeals"})


# --- hands too few or too many ----------------------------------------------------------

def omitted(j: Judge, ev: Event) -> None:
    """A player left out of the deal; a book with no law for it is asked of a wrong number
    dealt, which is what his hand of no cards is."""
    p = ev.player
    ans = j.ask("omitted-player")
    if ans is not None:
        OMITTED.of(ans)(j, ans, p)
        return
    size = hand_size(j)[0]
    fewer = Say.of("misdeal.fewer-than", size=size) if size else Say.of("misdeal.too-few")
    wrong = j.rule("wrong-count.before-lift", Say.of("misdeal.left-out-silent",
                                                     p=p), point="omitted-player")
    if wrong is None:
        return
    misdeal_or_stands(j, wrong,
                      Say.of("misdeal.left-out-announced-misdeal", p=p, fewer=fewer),
                      Say.of("misdeal.left-out-dealer-may-rectify", p=p))


def _dealer_gives_own_hand(j: Judge, ans: Answer, p: str) -> None:
    t = j.table
    t.retire(t.dealer, ans.law_id)
    j.find(Say.of("misdeal.dealer-left-out-deal", p=p), ans)
    from .stakes import one_left

    one_left(j)  # the dealer out of it may leave one player: he is never left going on


def _left_out_misdeal(j: Judge, ans: Answer, p: str) -> None:
    j.find(Say.of("misdeal.left-out-misdeal", p=p), ans)
    misdeal(j)


OMITTED = Consequences("omitted-player", {"dealer-gives-own-hand": _dealer_gives_own_hand,
                                          "misdeal": _left_out_misdeal})


def extra_hand(j: Judge, ev: Event) -> None:
    j.rule("extra-hand", Say.of("misdeal.hand-was-dealt-nobody"),
           Say.of("misdeal.dealer-dealt-too-many"))


# --- the next deal ----------------------------------------------------------------------

def next_deal(j: Judge) -> dict:
    """The ruling's ``next``: who deals the next deal, who deals a misdeal again, the next
    jack pot; after a misdeal, who stakes what before the new deal's cards, and on which
    law, where the book says (``_antes_again``)."""
    out = {"dealer": j.next_dealer, "redeal_by": j.redeal_by, "jack_pot": j.next_jack_pot}
    if j.status == "misdeal" and j.next_antes:
        out["antes"] = [{"player": p, "amount": a, "law": law} for p, a, law in j.next_antes]
    return out


def settle_next(d: DealView) -> Outcome:
    """Who deals the next deal."""
    t = d.table
    if d.status == "misdeal":
        return outcome(NextDealer(d.redeal_by))
    if d.deal.first_dealer_ruled and not t.dealt:
        # the story ends at the cut for the deal: the next deal is the first, and its dealer
        # is the winner of the cut (or nobody yet, where the cut named none)
        return outcome(NextDealer(d.deal.first_dealer))
    out = _after_jack_pot(d)
    rotation, asked = rule(d, "deal.rotation", Say.of("misdeal.who-deals-next"), decisive=False)
    if rotation is not None:
        asked = asked.then(NextDealer(t.after(t.dealer)))
    return out + asked


def _after_jack_pot(d: DealView) -> Outcome:
    """A jack pot won: what the next game is."""
    if (not d.case.table.jack_pot or d.status != "settled" or d.unsettled
            or d.next_jack_pot):
        return NOTHING  # no jack pot, or none won: the pool is not awarded
    # a switch: the catalogue's one value, ordinary-game
    return rule(d, "jack-pot.after-won", Say.of("misdeal.jack-pot-won-next-deal-silent"),
                Say.of("misdeal.jack-pot-won-next"), decisive=False)[1]


HANDLERS = {
    "faced_card": faced_card, "deal_out_of_turn": deal_out_of_turn,
    "imperfect_pack": imperfect_pack, "omitted": omitted, "extra_hand": extra_hand,
}
