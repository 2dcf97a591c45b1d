"""A jack pot's opener who cannot show openers: what he loses, by the book's law of a false
opener (``jack-pot.false-opener``): the pool, the deal ending as if unopened (Peel 33), or
his stake, the deal going on without him. The opener's proof itself is weighed in
``jackpot``."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable

from ...law.amounts import in_words
from ...law.answers import readings
from ...law.consequences import Consequences
from ...story.points import words
from ..acts import NOTHING, Award, EndDeal, LeaveOpen, Outcome, Retire, Then, Wins, find, outcome
from ..acts.show import NextJackPot, PaysPenalty, ReadUnder, Withdraw
from ..findings import Say
from . import unopened as nobody_opened
from .amounts import reckon
from .openers import next_minimum

if TYPE_CHECKING:
    from ...law.rulebook import Answer
    from ..judging import Reads


def _loses_pool(d: Reads, false: Answer, opener: str, least: str | None, awards: dict,
                the_rest: Callable | None) -> Outcome:
    """The false opener cannot claim the pool: the deal ends as if unopened."""
    out = outcome(Withdraw(opener)) + _penalized(d, false, opener, _CLAIM)
    out += _shares_beside(d, false, opener, awards)
    after = d.ask("jack-pot.after-false-opener")
    if after is None:  # "as if unopened": what follows is the book's law of a deal nobody opens
        return out.then(Then(_as_if_unopened)).returning(False)
    nxt = next_minimum(d, as_if_unopened=True, known=least)
    out = (out.then(find(Say.of("jackpot.next-game-jack-pot"), after)) + nxt).then(
        NextJackPot(nxt.result))
    return out.then(EndDeal("passed")).returning(False)


def _penalized(d: Reads, false: Answer, opener: str, said: tuple[str, str, str]) -> Outcome:
    """What the false opener loses, found on the law (``said``: the kinds of the finding with a
    penalty, with one the table's want of an ante makes nothing, and with none), and the
    penalty it sets, paid into the pool: out of his stack, where the case tells one, and no
    more than it holds (the rest owed)."""
    penalty = false.value.get("penalty")
    fine = penalty and reckon(d, penalty)
    if fine:
        found = Say.of(said[0], opener=opener, fine=fine, in_words=in_words(penalty))
    elif penalty:
        found = Say.of(said[1], opener=opener, in_words=in_words(penalty))
    else:
        found = Say.of(said[2], opener=opener)
    out = outcome(find(found, false), *([PaysPenalty(opener, fine, false)] if fine else []))
    left = d.table.funds(opener)
    if fine and left is not None and left < fine:  # the case's stack: no more to pay with
        out = out.then(find(Say.of("jackpot.penalty-beyond-stack", opener=opener, left=left,
                                   owed=fine - left), rung="story"))
    return out


# what a false opener loses, said with the penalty the law sets, with one made nothing by the
# table's want of an ante, and with none: his claim to the pool (Peel 33), or his stake
_CLAIM = ("jackpot.false-opener-pays-penalty", "jackpot.false-opener-penalty-nothing-without-ante",
          "jackpot.cannot-claim-pool")
_STAKE = ("jackpot.forfeits-stake-pays-penalty", "jackpot.forfeits-stake-penalty-nothing",
          "jackpot.forfeits-stake")


def _shares_beside(d: Reads, false: Answer, opener: str, awards: dict) -> Outcome:
    """Shares another player's hand won at the show beside the false opener's (a short
    stake's, which the best hand of its part took): "he shall not claim the pool ... as if the
    previous game had not been opened" (Peel 33) does not say whether they go with the pool
    or stay his. Read both ways (``words.false-opener-beside-a-share``)."""
    others = {p: n for p, n in awards.items() if p != opener and n}
    if not others or not awards.get(opener):
        return NOTHING
    point = words("false-opener-beside-a-share")
    reading = d.assume.get(point)
    read = outcome(ReadUnder(point, ()))
    if reading is None:
        return read.then(LeaveOpen("jack-pot.false-opener", Say.of(
            "jackpot.share-beside-false-opener", opener=opener, players=tuple(others)),
            open=point))
    if reading == readings(point).THE_WHOLE_POOL:
        return read
    return read.then(*(act for p, n in others.items() for act in (
        Wins(p, n, Say.of("jackpot.share-beside-false-opener-his", player=p, amount=n,
                          opener=opener), (false,)), Award(p, n))))


def _loses_stake(d: Reads, false: Answer, opener: str, least: str | None, awards: dict,
                 the_rest: Callable | None) -> Outcome:
    """The false opener forfeits his stake: he is out, and the deal goes on without him. Where
    the pool was his, it goes as it would have gone had he passed (False: not as the awards
    said): to the hands of the rest at the show, and where he bet and all the rest passed,
    as in a deal nobody opened."""
    out = (outcome(Retire(opener, false.law_id)) + _penalized(d, false, opener, _STAKE)
           ).returning(True)
    if opener not in awards:
        return out
    if d.deal.show_began and the_rest is not None:
        return out.then(Then(the_rest)).returning(False)
    return out.then(find(Say.of("jackpot.nobody-left-after-false-opener", opener=opener)),
                    Then(_as_if_unopened)).returning(False)


def _as_if_unopened(d: Reads) -> Outcome:
    """The deal ends as if nobody had opened it: by the book's law of a deal nobody opens,
    where it reaches the deal; else as a jack pot beyond that law (the deal never goes on)."""
    return nobody_opened.unopened(d, ends=True).returning(None)


LOSES = Consequences("jack-pot.false-opener.loses", {"pool": _loses_pool,
                                                     "stake": _loses_stake})
