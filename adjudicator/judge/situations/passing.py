"""The law a pass is ruled by: the book's law of passing, or of not making good a higher
stake, or of a player out of the game, each where its words reach the pass; and what
becomes of chips a player puts up once he is out."""
from __future__ import annotations

from typing import TYPE_CHECKING, Any

from ...law.consequences import Consequences
from ...story.payloads import Raise
from ...story.payloads import Stake as Told
from ..acts import NOTHING, Outcome, Stake, TakeBack, find, outcome, rule
from ..acts.betting import PutLevel, PutUpAfterBetting, StaysInPool
from ..findings import Say
from ..readings import book_answers
from ..deal.table import Phase

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Reads
    from ...law.rulebook import Answer


def passing_law(j: Reads, p: str) -> tuple[Answer | None, bool]:
    """The law a pass by ``p`` is ruled by, and whether he forfeits what he has staked by
    it. The book's law of passing, where it has one (Peel 27, "he shall forfeit
    unconditionally his stake"); else, where he has staked and there is a higher stake he
    does not make good, its law of not equalling (Keller p. 24, "If any player has deposited
    any amount in the pool and does not wish to 'see' the raise"); else its law that a
    player who passes is out ("If he passes he must retire from the game for that deal").
    He forfeits only what he staked: with nothing staked, no forfeiture is said."""
    t = j.table
    staked = has_staked(j, p)
    ans = j.ask("passing.stake", the_age(j, p))
    if ans is not None:
        return ans, staked
    if t.to_call(p) > 0:
        ans = not_equalling(j, p)
        if ans is not None:
            return ans, staked
    return j.ask("passing.re-entry"), False


def passing_laws(j: Reads, ans: Answer | None) -> tuple[Answer, ...]:
    """The laws a pass is cited on: its law (``passing_law``), and where that is the law of
    what he gives up and another law of the book puts him out (the Standard laws' betting/1.a,
    "he no longer participates in the pot", beside betting/3's "thus losing the chips he had
    already put in"), that law first."""
    if ans is None:
        return ()
    if ans.key != "passing.stake" or not book_answers(j, "passing.re-entry"):
        return (ans,)  # (a silence of it is not looked up here: it is the pass's own point)
    out = j.ask("passing.re-entry")
    return (ans,) if out is None or not out.laws or out.law_id == ans.law_id else (out, ans)


def not_equalling(j: Reads, p: str) -> Answer | None:
    """The book's law of a player who does not make his stake equal to the highest, where
    its words reach ``p``: a law of one who "has deposited any amount" does not reach a
    player who has put nothing in (betting.not-equalling.deposited-only)."""
    ans = j.ask("betting.not-equalling")
    if ans is None or has_staked(j, p):
        return ans
    only = j.ask("betting.not-equalling.deposited-only")
    return None if only is not None and only.value is True else ans


def the_age(j: Reads, p: str) -> str | None:
    """"the-age" where ``p`` is the age who put up the ante, whom a law may speak of alone
    (Peel's "If he pass ... losing his original stake", Schenck's ante man "forfeiting the
    ante"); else None."""
    return "the-age" if j.case.table.ante and p == j.table.age else None


def has_staked(j: Reads, p: str) -> bool:
    """Whether ``p`` has chips of his own in the pool: put up in this deal (his ante among
    them), or, after the draw, before it (a story told from after the draw leaves his stake
    before it untold, not absent)."""
    return j.table.phase in (Phase.AFTER_DRAW, Phase.SHOW) or j.table.stakes.get(p, 0) > 0


def put_in_when_out(d: Reads, ev: Event, amount: int | None = None) -> Outcome:
    """``ev.player`` is out of the deal and may not come in again, and yet puts chips up: the
    act counts for nothing in the play, and what becomes of the chips is the book's law of
    the pool (Peel 55, "A bet once made, whether made in proper turn or not, cannot be
    recalled"); where it has none, they stay or go back to him, read each way. ``amount``:
    the chips, where the act is told after the betting (else those the act puts up)."""
    p = ev.player
    told, amount = _told_when_out(d, ev) if amount is None else (NOTHING, amount)
    if amount <= 0:
        return NOTHING
    if out_for_split_openers(d, p):
        # put out for breaking his openers unannounced: "he must forfeit whatever he may have
        # put in the pot, the best contending hand taking the pool" (Keller, jack pots /15),
        # what he puts up after as well as before
        return told + into_pool(d, p, amount).then(find(Say.of(
            "draw.split-opener-forfeits-more", player=p, amount=amount),
            d.ask("jack-pot.split-openers")))
    return told + stay_or_go_back(d, "pool.put-in-when-out", p, amount,
                                  Say.of("passing.out-puts-up-silent", player=p, amount=amount))


def out_for_split_openers(d: Reads, p: str) -> bool:
    """Whether ``p`` is out by the book's law of split openers: he broke them unannounced and
    forfeits (the law that put him out answers ``jack-pot.split-openers``)."""
    gone = d.cited.get(d.table.retired.get(p, ""))
    return gone is not None and gone.provision("jack-pot.split-openers") is not None


def put_in_after_the_betting(d: Reads, ev: Event) -> Outcome:
    """Chips put up by an act told after the betting was over, no part of it: a player out of
    the deal's by the law of chips put in when out; any other's by the book's law of a bet
    made out of its turn (Peel 55, "A bet once made, whether made in proper turn or not,
    cannot be recalled"), or its silence, read each way: they stay in the pool, no stake
    anyone must meet, or go back to him."""
    amount = chips_told(d, ev, after=True, since=_in_the_interval(d))
    if amount <= 0:
        return NOTHING
    p = ev.player
    told = outcome(PutUpAfterBetting(p, amount))
    if p in d.table.retired:
        return told + put_in_when_out(d, ev, amount)
    return told + stay_or_go_back(d, "pool.after-betting", p, amount, Say.of(
        "passing.after-betting-silent", player=p, amount=amount))


def put_up_while_open(d: Reads, ev: Event) -> Outcome:
    """Whether ``ev.player``, who went out, may come in again is open: the chips he puts up
    are in the pool all the same while it is (each reading says what becomes of them)."""
    told, amount = _told_when_out(d, ev)
    return told + into_pool(d, ev.player, amount) if amount > 0 else NOTHING


def _told_when_out(d: Reads, ev: Event) -> tuple[Outcome, int]:
    """What a player out of the deal puts up by the act: once the betting is over, what the
    table saw, a call meeting what was put up after it (and a later call meeting his)."""
    if d.table.phase is not Phase.SHOW:
        return NOTHING, chips_told(d, ev)
    amount = chips_told(d, ev, after=True, since=_in_the_interval(d))
    return (outcome(PutUpAfterBetting(ev.player, amount)) if amount > 0 else NOTHING), amount


def _in_the_interval(d: Reads) -> dict[str, int]:
    """Each player's stake in the betting interval that ended: what an act told after it
    goes on from, as the table played it (after the draw, counted from its opening)."""
    t = d.table
    base = d.deal.interval_stakes if t.phase is Phase.AFTER_DRAW else {}
    return {p: s - base.get(p, 0) for p, s in t.stakes.items()}


def chips_told(d: Reads, ev: Event, after: bool = False,
               since: dict[str, int] | None = None) -> int:
    """The chips the act puts up, as it would for a player in the game (``after``: an act
    told after the betting was over, whose call meets what was put up after it, each
    counted with ``since``: his stake in the interval it goes on from)."""
    t, p = d.table, ev.player
    if ev.verb == "call":
        # out of the deal, he meets the highest stake with the chips he has put up already
        # as no stake of his, in the pool or read as going back to him (a call after his
        # first: the bet's amount, as the table saw him put it up)
        if p not in t.retired:
            amount = t.to_call_after_betting(p, since) if after else t.to_call(p)
        elif after and t.after_betting:
            # those he put up in the interval before the betting ended count in his stake in
            # it (those after it are counted as such)
            put = t.put_aside(p, since_interval=t.phase in (Phase.AFTER_DRAW, Phase.SHOW)) \
                - t.after_betting.get(p, 0)
            amount = t.to_call_after_betting(p, {**(since or {}),
                                                  p: (since or {}).get(p, 0) + put})
        else:
            amount = max(0, (t.to_call_after_betting(p, since) if after else t.to_call(p))
                         - t.put_aside(p))
    elif ev.verb == "raise":
        told = Raise.told_by(ev)
        base = d.deal.interval_stakes.get(p, 0) if t.phase is Phase.AFTER_DRAW else 0
        # a raise by so much after the betting meets, and goes beyond, the most put up after it
        meets = t.to_call_after_betting(p, since) if after and t.after_betting else \
            t.to_call(p)
        amount = meets + told.by if told.by is not None else told.to - (t.stakes[p] - base)
    elif ev.verb in ("bet", "open"):
        amount = Told.told_by(ev).amount or 0
    elif ev.verb == "all_in":  # all he has left
        return t.funds(p) or 0
    else:
        return 0
    funds = t.funds(p)
    return amount if funds is None else min(amount, funds)


def into_pool(d: Reads, p: str, amount: int) -> Outcome:
    """``p``'s ``amount`` in the pool, and no stake of his that anyone must meet; the highest
    stake as it was."""
    return outcome(Stake(p, amount), StaysInPool(p, amount), PutLevel(d.table.level))


def given_back(d: Reads, p: str, amount: int) -> Outcome:
    """``p``'s ``amount`` put up and given back to him: no part of the pool, nor of his
    bet."""
    return outcome(Stake(p, amount), TakeBack(p, amount), PutLevel(d.table.level))


def stay_or_go_back(d: Reads, key: str, p: str, amount: int, silent: Say) -> Outcome:
    """What becomes of the ``amount`` ``p`` put up that is no stake anyone must meet: the
    book's answer on ``key``, they stay in the pool or go back to him; where it is silent,
    ``silent`` is left open and each reading carries one out (unread, they are in the pool
    as put up, and what they come to is held)."""
    ans, out = rule(d, key, silent)
    if ans is None:
        return out + into_pool(d, p, amount)
    return out + NO_STAKE[key].of(ans)(d, p, amount, ans)


def _stay_or_go(key: str, stays: str, returned: str, stays_read: str | None = None):
    """The mechanisms of ``key``'s two answers, each said in its own words (``stays_read``:
    the words of staying where a reading of the book's silence, not a law, says so)."""
    def _stays(d: Reads, p: str, amount: int, ans: Answer) -> Outcome:
        said = stays if ans.laws or stays_read is None else stays_read
        return into_pool(d, p, amount).then(find(Say.of(said, player=p, amount=amount), ans))

    def _returned(d: Reads, p: str, amount: int, ans: Answer) -> Outcome:
        return given_back(d, p, amount).then(find(Say.of(returned, player=p, amount=amount),
                                                  ans))
    return Consequences(key, {"stays": _stays, "returned": _returned})


# what becomes of chips put up that are no stake, by the question that asks it: a player's
# once he is out of the deal; put up by an act after the betting was over; put up for a
# straddle beyond the most the book allows (situations/ante.py)
NO_STAKE = {c.questions[0]: c for c in (
    _stay_or_go("pool.put-in-when-out", "passing.out-puts-up-stays",
                "passing.out-puts-up-returned", "passing.out-puts-up-stays-read"),
    _stay_or_go("pool.after-betting", "passing.after-betting-stays",
                "passing.after-betting-returned"),
    _stay_or_go("straddle.beyond-most", "ante.straddle-beyond-most-stays",
                "ante.straddle-beyond-most-returned"),
    _stay_or_go("straddle.not-his", "ante.straddle-not-his-stays",
                "ante.straddle-not-his-returned"))}


def may_come_in_again(d: Reads, p: str, after_bet: bool | None = None) -> bool:
    """Whether ``p``, who passed (``after_bet``: whether a bet had been made before he did),
    may yet come in again by the book's law (Keller's old-fashioned game: "any player may
    pass and afterwards come in again, provided no bet or blind has been made before he
    passes"): before the draw alone."""
    if after_bet is None:
        after_bet = d.deal.passed_after_bet.get(p, True)
    if after_bet or d.table.phase not in (Phase.BEFORE_DEAL, Phase.BEFORE_DRAW):
        return False
    again = d.ask("passing.re-entry")
    return again is not None and COMES_IN_AGAIN.of(again)


# whether the book lets a player who passed before any bet come in again
COMES_IN_AGAIN = Consequences("passing.re-entry", {"before-any-bet": True, "never": False})


def put_out_by(d: Reads, p: str) -> tuple[Any, list]:
    """The law that put ``p`` out of the deal, as cited, and the steps that found it of him
    (the first of them the finding that put him out); (None, []) where none did."""
    law = d.cited.get(d.table.retired.get(p) or "")
    if law is None:
        return None, []
    return law, [s for s in d.steps if law.id in s.laws and p in s.players]
