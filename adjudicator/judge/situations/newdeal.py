"""The new deal a misdeal calls for: who deals it (the same dealer, or the next in turn), what
becomes of the stakes already up, who antes or feeds again before its cards; and, at the end
of any deal, who deals the next.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ...law.consequences import Consequences
from .openers import minimum
from .showforstake import antes_paid
from ..acts import (NOTHING, EndDeal, LeaveOpen, Outcome, Refund, Then, find, outcome,
                    rule)
from ..acts.deal import AntesAgain, NextDealer, RedealBy
from ..findings import Say
from ..readings import book_answers
from ..acts.show import NextJackPot

if TYPE_CHECKING:
    from ..judging import Judge, Reads
    from ..view import DealView
    from ...law.rulebook import Answer


# the question of who deals the new hand a misdeal calls for
_REDEALER = "misdeal.redealer"


def misdeal(d: Reads, dealt_by: str | None = None, in_turn: str | None = None,
            ground: Answer | None = None) -> Outcome:
    """A new deal: who deals it, and what becomes of the stakes already up.

    ``dealt_by`` is who dealt the misdealt hand (the dealer unless another dealt out of
    turn); ``in_turn`` is whose turn to deal comes next (the player after the dealer,
    unless the misdealt hand was dealt out of the dealer's turn, which is then still his).
    """
    t = d.table
    other = d.deal.out_of_turn_dealer  # dealt out of turn, and not yet ruled on
    dealt_by = dealt_by or other or t.dealer
    in_turn = in_turn or (t.dealer if other and other != t.dealer else t.after(t.dealer))
    who = _redealer_law(d, ground)
    if who is None:
        out = outcome(LeaveOpen(_REDEALER, Say.of("misdeal.who-deals-new-hand"),
                                decisive=False), result=d.redeal_by)
    else:
        out = REDEALER.of(who)(d, who, dealt_by, in_turn)
    # the stakes are weighed once the new dealer is named, as the book asks in that order;
    # the law that names him is the one the misdeal was made on, where it names him
    named = who.laws[0] if who is not None and who.laws and out.result is not None else None
    return outcome(*out.acts, NextDealer(out.result, named), Then(_stakes_up))


def _redealer_law(d: Reads, ground: Answer | None) -> Answer | None:
    """The book's law of who deals again after a misdeal on ``ground`` (the answer that made
    it one). The law that made the misdeal, where it also names the dealer, is the one to
    cite. A law that names him only in making a misdeal of its own grounds ("If a card be
    found face upwards in the pack ... it is a misdeal, and there shall be a new deal by the
    same dealer", Peel 10) does not reach a misdeal on another ground; a law that names him
    by general words (``general:``, "In the event of a misdeal, the next dealer in turn
    deals", the Standard laws) reaches every misdeal. Where no law naming him reaches this
    ground, the book's general laws are asked; failing them, it is silent (None)."""
    who = d.ask(_REDEALER)
    if who is None or ground is None or who.rung == "open":
        return who
    made = tuple(law for law in who.laws if law in ground.laws)
    if made:
        return type(who)(who.key, who.value, made, who.rung)
    beyond = tuple(law for law in who.laws
                   if law.provision(_REDEALER) is None or _of_any_misdeal(law))
    if any(law.provision(_REDEALER) is not None for law in beyond):
        return type(who)(who.key, who.value, beyond, who.rung)
    return d.ask(_REDEALER, rung="general") if who.rung == "specific" else None


def _of_any_misdeal(law) -> bool:
    """Whether a law names the redealer of every misdeal: by general words, or in a law that
    makes no misdeal of its own grounds (its provisions whose value is a misdeal)."""
    return _REDEALER in law.general or not any(
        v == "misdeal" for k, v in law.provides if k not in law.general)


def _stakes_up(d: Reads) -> Outcome:
    """What becomes of the stakes already up, and the deal ended by it."""
    staked = sum(d.table.stakes.values())
    if not staked:
        return _ended(True)
    ante, out = rule(d, "misdeal.ante", Say.of("misdeal.silent-on-stake-for-new-deal",
                                               staked=staked))
    if ante is None:
        return out + _ended(True)
    return out + MISDEAL_ANTE.of(ante)(d, ante, staked)


def _ended(settled: bool) -> Outcome:
    """The deal ends, a misdeal (unsettled where the stakes' fate is open); what follows is
    said after: the law that ended it governs what follows."""
    return outcome(EndDeal("misdeal" if settled else "unsettled"), Then(_antes_again))


def _same_dealer(d: Reads, who: Answer, dealt_by: str, in_turn: str) -> Outcome:
    out = outcome(RedealBy(dealt_by), find(Say.of("misdeal.deals-again", dealt_by=dealt_by),
                                           who), result=dealt_by)
    if d.ctx.jack_pot:
        # "a new deal by the same dealer" (Peel 10, 12): the misdealt game is dealt again, the
        # same jack pot at the same minimum; nothing moves its series on (Peel 31 does only
        # where a jack pot is "not opened by any player")
        out = out.then(Then(lambda d: _same_jack_pot(d, who)))
    return out


def _same_jack_pot(d: Reads, who: Answer) -> Outcome:
    least = minimum(d)
    return least.then(NextJackPot(least.result[0]), Then(lambda d: outcome(find(
        Say.of("misdeal.same-jack-pot-again", least=d.next_jack_pot), who,
        d.deal.jack_pot_minimum_law)))).returning(None)


def _next_dealer(d: Reads, who: Answer, dealt_by: str, in_turn: str) -> Outcome:
    t = d.table
    whose = (Say.of("misdeal.whose-deal-it-was") if dealt_by != t.dealer and in_turn == t.dealer
             else "")
    return outcome(RedealBy(in_turn), find(Say.of("misdeal.next-dealer-in-turn",
                                                  in_turn=in_turn, whose=whose), who),
                   result=in_turn)


# each returns its outcome, its result whom the law names to deal again
REDEALER = Consequences(_REDEALER, {"same-dealer": _same_dealer,
                                    "next-dealer": _next_dealer})


def _antes_again(d: Reads) -> Outcome:
    """Who stakes what before the new deal's cards, by the book's law: the age's ante in the
    ordinary game (Peel 20: "the player to the left of the dealer"), every player's feed in a
    jack pot dealt again (Peel 30: "In a Jack-pot every player shall pay into the pool a sum
    equal to the ante"; Keller, jack pots /7: "before the cards are dealt ... each player
    must 'feed' the pot"). Where he has that much up in this deal, his chips back and his
    chips staked again are the same chips in the new deal's pool (judge/outcome.py). Said
    only where it can matter: the book names who deals again."""
    if d.redeal_by is None:
        return NOTHING
    if d.ctx.jack_pot:
        return _feeds_again(d)
    if not book_answers(d, "ante.by"):
        return _regular_ante_also(d)
    t = d.table
    by = d.ask("ante.by")
    player = {"dealer": d.redeal_by, "left-of-dealer": t.left_of(d.redeal_by),
              "right-of-dealer": t.right_of(d.redeal_by)}.get(by.value)
    # the ante is the table's; where the table names none, what the story says he anted
    amount = d.case.table.ante or d.deal.ante_paid.get(player, 0)
    if player is None or not amount or d.deal.ante_paid.get(player, 0) < amount:
        return NOTHING
    return outcome(AntesAgain(((player, amount, by.law_id),)),
                   find(Say.of("misdeal.antes-again", player=player, amount=amount), by))


def _regular_ante_also(d: Reads) -> Outcome:
    """The book names nobody who antes, but says the regular ante is made for the new deal
    as well ("but the regular ante is made for the next pot also", the Standard laws):
    said so, on its law, without naming who makes it."""
    if not book_answers(d, "misdeal.next-ante"):
        return NOTHING
    return outcome(find(Say.of("misdeal.regular-ante-also"), d.ask("misdeal.next-ante")))


def _feeds_again(d: Reads) -> Outcome:
    """The same jack pot dealt again: every player who fed this deal feeds the new one,
    by the book's law of the feed."""
    if d.next_jack_pot is None or not d.deal.fed or not book_answers(d, "jack-pot.feed"):
        return NOTHING
    feed = d.ask("jack-pot.feed")
    antes = tuple((p, a, feed.law_id) for p, a in d.deal.fed.items() if a)
    return outcome(AntesAgain(antes), find(Say.of("misdeal.feeds-again",
                                                  players=[p for p, _, _ in antes]), feed))


def bets_beyond_antes(d: Reads) -> dict[str, int]:
    """Each player's stake beyond his ante (a straddle and a jack pot's feed count as his
    ante): his bets, which a book's law of a bet once made keeps in the pool (Peel 55)."""
    antes = antes_paid(d)
    return {p: s - min(s, antes.get(p, 0)) for p, s in d.table.stakes.items()}


def antes_back(d: Reads, bets: dict[str, int]) -> list[Refund]:
    """The antes given back, the ``bets`` beyond them staying."""
    return [Refund(p, s - bets[p]) for p, s in d.table.stakes.items() if s - bets[p]]


def remaining_by_law(d: Reads) -> dict[str, int]:
    """Each player's stake that a law keeps in the pool, another having refunded him its
    amount (Peel 14: of a foul hand dealt, "his stake ... shall remain in the pool, and the
    dealer shall refund such player the amount of his ante or straddle only"): it is no
    longer his to have back."""
    kept: dict[str, int] = {}
    for x in d.deal.settlement.penalties:
        if x.to in d.table.stakes and x.to != x.player:
            kept[x.to] = min(d.table.stakes[x.to], kept.get(x.to, 0) + x.amount - x.unpaid)
    return kept


def _stakes_returned(d: Reads, ante: Answer, staked: int) -> Outcome:
    kept_by_law = remaining_by_law(d)
    bets = bets_beyond_antes(d)
    kept = d.ask("pool.bet-made") if ante.rung == "open" and any(bets.values()) else None
    if kept is not None:
        # a reading of the book's silence on the ante: its law of a bet once made keeps
        # the bets beyond the antes in the pool (Peel 55), and only the antes go back
        bets = {p: min(b + kept_by_law.get(p, 0), d.table.stakes[p]) for p, b in bets.items()}
        return outcome(*antes_back(d, bets),
                       find(Say.of("misdeal.antes-back-bets-remain"), ante, kept)) \
            + _ended(True)
    if ante.rung == "open" and any(bets.values()) and not kept_by_law:
        # a reading of the book's silence on the ante: the ante goes back, and the bets
        # beyond it are a point of their own, read as where the ante is read to stay
        beyond = sum(bets.values())
        return outcome(*antes_back(d, bets), find(Say.of("misdeal.antes-go-back"), ante),
                       Then(lambda d: _bets_beyond(d, beyond, True)))
    back = [Refund(p, s - kept_by_law.get(p, 0)) for p, s in d.table.stakes.items()
            if s > kept_by_law.get(p, 0)]
    return outcome(*back, find(Say.of("misdeal.stakes-already-put-up"), ante)) + _ended(True)


def _ante_stays(d: Reads, ante: Answer, staked: int) -> Outcome:
    """The ante stays in the pot; unsettled where the bets beyond it are left open (read
    once the ante is found to stay). A jack pot's feed, put up by every player alike before
    the cards, is his ante and no bet (showforstake.antes_paid)."""
    antes = sum(antes_paid(d).values())
    out = outcome(find(Say.of("misdeal.ante-remains-in-pot", antes=min(antes, staked)), ante))
    if staked <= antes:
        return out + _ended(True)
    return out.then(Then(lambda d: _bets_beyond(d, staked - antes, not ante.laws)))


# what becomes of the stakes already up, and the deal ended by it
MISDEAL_ANTE = Consequences("misdeal.ante", {"returned": _stakes_returned,
                                             "stays-in-pot": _ante_stays})


def _bets_beyond(d: Reads, beyond: int, read: bool = False) -> Outcome:
    """The law keeps the ante in the pot and says nothing of the bets beyond it: read both
    ways, they go back to those who made them, or they remain with the ante. Unsettled
    where the point is open and not yet read (``read``: the ante stays on a reading of the
    book's silence, not on its words)."""
    kept = d.ask("pool.bet-made")
    if kept is not None:  # the book's law of a bet once made: they remain (Peel 55)
        return outcome(find(Say.of("misdeal.bets-remain", beyond=beyond), kept)) + _ended(True)
    reading = d.reading("bets.misdeal")
    out = NOTHING
    if reading == readings("bets.misdeal").RETURNED:
        antes = antes_paid(d)
        out = outcome(*(Refund(p, s - antes.get(p, 0)) for p, s in d.table.stakes.items()
                        if s - antes.get(p, 0) > 0))
    elif reading is None:
        said = "misdeal.read-ante-remains" if read else "misdeal.book-says-ante-remains"
        out = outcome(LeaveOpen("misdeal.stakes", Say.of(said, beyond=beyond),
                                open="bets.misdeal"))
    return out + _ended(reading is not None)


# --- the next deal ----------------------------------------------------------------------

def next_deal(j: Judge) -> dict:
    """The ruling's ``next``: who deals the next deal, who deals a misdeal again, the next
    jack pot; after a misdeal, who stakes what before the new deal's cards, and on which
    law, where the book says (``_antes_again``)."""
    s = j.deal.settlement
    out = {"dealer": s.next_dealer, "redeal_by": s.redeal_by, "jack_pot": s.next_jack_pot,
           "law": s.next_dealer_law}
    if s.status == "misdeal" and s.next_antes:
        out["antes"] = [{"player": p, "amount": a, "law": law} for p, a, law in s.next_antes]
    return out


def settle_next(d: DealView) -> Outcome:
    """Who deals the next deal."""
    t = d.table
    if d.status == "misdeal":  # on the law that names who deals again
        if d.next_dealer_law is not None and d.redeal_by:
            # named as the misdeal was made, on its own law: the laws of the stakes that
            # ended the deal after it name no dealer
            return NOTHING
        named = d.ask(_REDEALER)
        laws = redealer_laws(d, named) if named is not None and d.redeal_by else ()
        return outcome(NextDealer(d.redeal_by, laws[0] if laws else None))
    if d.deal.first_dealer_ruled and not t.dealt:
        # the story ends at the cut for the deal: the next deal is the first, and its dealer
        # is the winner of the cut (or nobody yet, where the cut named none)
        return outcome(NextDealer(d.deal.first_dealer))
    out = _after_jack_pot(d)
    rotation, asked = rule(d, "deal.rotation", Say.of("misdeal.who-deals-next"), decisive=False)
    if rotation is not None:  # the next in rotation, on the book's law of the next dealer
        named = d.ask("deal.next-dealer")
        asked = asked.then(NextDealer(t.after(t.dealer),
                                      named.first().laws[0] if named is not None else None))
    return out + asked


def redealer_laws(d: DealView, named) -> tuple:
    """The laws of the book's answer ``named`` on who deals a misdeal again that the ruling
    cites: the law that made the misdeal, where it names the dealer too, else them all."""
    return tuple(x for x in named.laws if x.id in d.ended_by) or named.laws


def _after_jack_pot(d: DealView) -> Outcome:
    """A jack pot won: what the next game is."""
    if (not d.case.table.jack_pot or d.status != "settled" or d.unsettled
            or d.next_jack_pot):
        return NOTHING  # no jack pot, or none won: the pool is not awarded
    # a switch: the catalogue's one value, ordinary-game
    return rule(d, "jack-pot.after-won", Say.of("misdeal.jack-pot-won-next-deal-silent"),
                Say.of("misdeal.jack-pot-won-next"), decisive=False)[1]
