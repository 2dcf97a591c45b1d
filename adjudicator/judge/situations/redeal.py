"""The cards gathered and dealt again where no misdeal was declared (``redeal``): the second
deal judged against the first.

Where the book's law had already made the first deal a misdeal (a card faced in the pack, a
deal out of turn stopped in time), declared or not, the second deal is the new deal the
misdeal calls for, and what is found is whether the man the law names dealt it
(``after_misdeal``). Where the first deal stood, dealing again takes back what the law gave
(a card exposed in dealing, which the player must accept, Peel 11); what becomes of a deal so
made no book says (``redeal.unasked``), and it is read as standing or as a misdeal.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.consequences import Consequences
from ..acts import Moot, Outcome, Then, find, outcome, rule
from ..acts.deal import DealtAgain, Gathered
from ..findings import Say
from .newdeal import misdeal, redealer_laws

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ...story.case import Event
    from ..judging import Reads
    from ..view import DealView


def redeal(d: DealView, ev: Event) -> Outcome:
    """The deal goes on, and the cards are gathered and dealt again, unasked."""
    who = ev.player or d.table.dealer
    # what the book makes of it is asked once the first deal is found
    return _first_deal_stood(d, who).then(Then(_unasked))


def _unasked(d: Reads) -> Outcome:
    ans, out = rule(d, "redeal.unasked", Say.of("redeal.unasked-silent"))
    if ans is None:  # replayed as the table played it: the second deal is played out
        return out + _deals_again()
    return out + REDEAL.of(ans)(d, ans)


def _first_deal_stood(d: Reads, who: str) -> Outcome:
    """What the first deal was by the book's law, where a law says it: a card exposed in
    dealing is the player's, which no one may exchange for another."""
    exposed = list(d.table.exposed)
    kept = d.ask("exposed.in-deal") if exposed else None
    if kept is not None:  # the catalogue's one answer: accept
        return outcome(find(Say.of("redeal.takes-back-exposed", who=who, players=exposed), kept))
    return outcome(find(Say.of("redeal.no-misdeal-declared", who=who), rung="story"))


def _deals_again() -> Outcome:
    return outcome(Gathered(), DealtAgain())


def _second_deal_stands(d: Reads, ans: Answer) -> Outcome:
    # a card exposed in dealing the first deal, on which the book was silent, is no card of
    # the deal that stands: nothing turns on that silence now
    first = [Moot(s, Say.of("moot.first-deal")) for s in d.silent
             if s.point == "exposed.in-deal" and s.decisive]
    return outcome(find(Say.of("redeal.second-deal-stands"), ans), *first) + _deals_again()


def _a_misdeal(d: Reads, ans: Answer) -> Outcome:
    return outcome(find(Say.of("redeal.read-as-misdeal"), ans),
                   Then(lambda d: misdeal(d, ground=ans)))


REDEAL = Consequences("redeal.unasked", {"second-deal-stands": _second_deal_stands,
                                         "misdeal": _a_misdeal})


def after_misdeal(d: DealView, ev: Event) -> Outcome:
    """A redeal told after the law made the deal a misdeal is the new deal: whether the man
    the law names dealt it (said with the law that names him). Its result is False where the
    book names nobody, and the redeal is told after the end as any act is."""
    who = ev.player or d.table.dealer
    law = d.ask("misdeal.redealer")
    if d.status != "misdeal" or d.redeal_by is None or law is None:
        return outcome(result=False)
    laws = redealer_laws(d, law)
    kind = "redeal.new-deal-his" if who == d.redeal_by else "redeal.new-deal-not-his"
    return outcome(find(Say.of(kind, who=who, redealer=d.redeal_by),
                        type(law)(law.key, law.value, laws)), result=True)


OUTCOMES = {"redeal": redeal}
