"""Deals nobody opens, and jack pots: the hand that opens one, the progression of openers,
the opener's proof and the false opener.

The table says what it plays (``jack_pot: queens``); the book says whether that is right
(Peel's knaves, queens, kings and round again; Keller's jacks fixed, or jacks to aces where
progressive jack pots are agreed).
"""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, NamedTuple

from ...law.answers import readings
from ...law.amounts import in_words
from ...law.consequences import Consequences
from .amounts import reckon
from .openers import holds_openers, table_term, unopened_by_the_table_s_term
from ..findings import Say, Silence
from ..readings import book_answers

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge
    from ...law.rulebook import Answer



def minimum(j: Judge) -> str | None:
    """The least pair that opens this jack pot under the book (asked once per deal)."""
    if j.deal.jack_pot_minimum_known:
        return j.deal.jack_pot_minimum
    table_min = j.case.table.jack_pot
    # where the book has no law of it, what opens this jack pot is the table's own term: its
    # silence decides a chip only where the opener is not shown to have met that term
    # (openers.table_term)
    prog = j.rule("jack-pot.progression", Say.of("jackpot.book-has-no-law", table_min=table_min),
                  decisive=False)
    result = table_min
    if prog is not None:
        if table_min in prog.value:
            if len(prog.value) > 1:
                prog = step_law(j, prog.value, table_min, prog)
                j.find(Say.of("jackpot.book-opens-with-table-minimum", table_min=table_min), prog)
        elif len(prog.value) == 1:
            result = prog.value[0]
            j.find(Say.of("jackpot.table-opened-at-wrong-hand", table_min=table_min,
                          result=result), prog)
        else:
            j.silence("jack-pot.progression", Say.of("jackpot.table-opened-off-progression",
                                                     table_min=table_min))
    j.deal.jack_pot_minimum_fixed(result, prog)
    return result


_STEP_KEYS = ("jack-pot.first-opens", "jack-pot.second-opens", "jack-pot.third-opens")


def step_law(j: Judge, steps: list[str], rank: str, prog):
    """The law that names ``rank`` as its step of the series (Peel 31: "two queens"), where the
    book gives the step a law of its own; else the law of the whole progression."""
    i = steps.index(rank) if rank in steps else len(_STEP_KEYS)
    ans = j.ask(_STEP_KEYS[i]) if i < len(_STEP_KEYS) else None
    return ans if ans is not None and ans.value == rank else prog


def check_opening(j: Judge, ev: Event, total: int) -> None:
    """A player opens a jack pot: what he must hold, and the most he may open for."""
    least = minimum(j)
    if j.deal.jack_pot_minimum_law is None:  # no law of the book says what opens it
        j.find(Say.of("jackpot.opens-as-table-played", player=ev.player, least=least))
    else:  # "in his original hand" only where the law says so (Peel 30, 31)
        held = j.ask("jack-pot.openers-in")
        kind = "jackpot.opens-must-hold-openers" + ("-original" if held is not None else "")
        j.find(Say.of(kind, player=ev.player, least=least), j.deal.jack_pot_minimum_law, held)
    cap = j.ask("jack-pot.max-open")
    most = None if cap is None else reckon(j, cap.value)
    put = total - j.deal.interval_base
    if most is not None and put > most:
        j.find(Say.of("jackpot.opens-for-more-than-allowed", player=ev.player, put=put,
                      in_words=in_words(cap.value), most=most), cap)
        j.silence("jack-pot.max-open", Say.of("jackpot.book-gives-no-remedy"))


def declines_and_passes(j: Judge, ev: Event, ans: Answer) -> None:
    """Before a jack pot is opened a player who stands declines to open it, and the book
    makes declining to play passing (Peel)."""
    j.find(Say.of("jackpot.declines-to-open-passes", p=ev.player), ans)


def declines_at_his_option(j: Judge, ev: Event, ans: Answer) -> None:
    """Before a jack pot is opened a player who stands declines to open it, as the book
    leaves him free to (Keller)."""
    p = ev.player
    j.find(Say.of("jackpot.declines-to-open-as-optional", p=p), ans)
    j.deal.declines_to_open(p, j.table.stakes[p], ev.index)


def weigh_declined(j: Judge) -> None:
    """One who declined to open and came in after the opening: the book that makes declining
    optional does not say whether he may; decisive where he stayed in or staked chips."""
    t = j.table
    if t.opened_by is None:
        return
    for p, staked, at in j.deal.declined:
        if p in t.retired and t.stakes[p] <= staked:
            continue  # he put in nothing more and passed: nothing turns on it
        entry = Silence("jack-pot.decline-to-open", Say.of("came-in-after-declining", player=p),
                        at, True)
        j.silent.append(entry)
        j.decisive(entry)


def next_minimum(j: Judge, as_if_unopened: bool = False) -> str | None:
    """The least pair that opens the next jack pot, by the book's progression."""
    prog = j.rule("jack-pot.progression", Say.of("jackpot.silent-on-next-opening"),
                  decisive=False)
    if prog is None:
        return None
    steps = prog.value
    current = minimum(j) if j.ctx.jack_pot else None
    if current is None or current not in steps:
        j.find(Say.of("jackpot.next-jack-pot-opens", steps=steps[0]),
               step_law(j, steps, steps[0], prog))
        return steps[0]
    i = steps.index(current) + 1
    unopened = "that stands as if nobody had opened it" if as_if_unopened else \
        "that nobody opened"
    if i < len(steps):
        j.find(Say.of("jackpot.next-opens-at-step", current=current, unopened=unopened,
                      steps=steps[i]), step_law(j, steps, steps[i], prog))
        return steps[i]
    after = j.rule("jack-pot.progression-after", Say.of("jackpot.what-opens-jack-pot",
                                                        current=current), decisive=False)
    if after is None:
        return current
    nxt, choice = SERIES_ENDED.of(after)
    nxt = steps[nxt]
    j.find(Say.of("jackpot.next-opens-at-next-in-series",
                  current=current, unopened=unopened, nxt=nxt, choice=Say.of(choice)),
           prog, after)
    return nxt


# the series run out: the step of it that opens the next jack pot, and the words for it
SERIES_ENDED = Consequences("jack-pot.progression-after", {
    "repeat": (0, "jackpot.series-begins-again"), "rest": (-1, "jackpot.series-rests-there")})


def unopened(j: Judge, last: str | None = None) -> bool:
    """Nobody opened: the book says what becomes of the pool and the next deal. Where it
    has no law of a deal nobody opens and every player but ``last`` has gone out, its law
    of the one player left in decides the pool (``last-in``: on the point in a book that
    names the case, general in one that says it only of a bet nobody calls).
    False where the book's law on it does not reach the deal as it stands (nothing is
    found)."""
    if last is not None and not _jack_pots_played(j) and not book_answers(j, "unopened.next"):
        left = j.ask("last-in")
        if left is not None:
            j.find(Say.of("jackpot.unopened-last-in-takes-pool", player=last), left)
            j.award(last, j.table.pool)
            j.end("settled")
            return True
    if j.ctx.jack_pot and not book_answers(j, "unopened.next"):
        unopened_by_the_table_s_term(j)
    ans = j.rule("unopened.next", Say.of("jackpot.nobody-opened-silent"))
    if ans is None:
        j.end("unsettled")
        return True
    return UNOPENED.of(ans)(j, ans) is not False


def _jack_pots_played(j: Judge) -> bool:
    """Whether the players play jack pots (the deal is one, or they agreed them): what they
    agreed then bears on a deal nobody opens, and where the book does not know it, the
    point stays open, read each way, not settled by its law of the one player left."""
    return j.ctx.jack_pot or any(d in JACK_POT_DEPARTURES for d in j.ctx.agreed)


# the departures that make a deal nobody opens a jack pot (rulebook-format: when: agreed)
JACK_POT_DEPARTURES = ("jack-pots", "progressive-jack-pots")


def _age_takes_ante(j: Judge, ans: Answer) -> bool:
    """"If all the players in the game except the age pass out, the age is entitled to the
    ante" (Keller /6): a law of the age left in; where he passed out himself it does not
    reach the deal."""
    t = j.table
    if t.age in t.retired:
        return False
    j.find(Say.of("jackpot.all-players-but-age", age=t.age), ans)
    j.award(t.age, t.pool)
    j.end("settled")
    return True


def _jack_pot_next(j: Judge, ans: Answer) -> bool:
    pool = j.ask("unopened.pool")
    j.find(Say.of("jackpot.nobody-opened-game-pool"), ans, pool)
    j.next_jack_pot = next_minimum(j)
    j.end("passed")
    return True


def _new_deal(j: Judge, ans: Answer) -> bool:
    j.find(Say.of("jackpot.all-pass-without-bet"), ans)
    j.silence("unopened.pool", Say.of("jackpot.what-becomes-ante-already"), decisive=False)
    j.end("passed")
    return True


UNOPENED = Consequences("unopened.next", {"age-takes-ante-new-deal": _age_takes_ante,
                                          "jack-pot": _jack_pot_next,
                                          "new-deal-age-deals": _new_deal})


# --- the opener's proof -------------------------------------------------------------------

def _original_hand(j: Judge, shown: dict | None):
    """The hand the opener held before the draw, where the story tells it: dealt face up,
    shown as his openers, or shown at the end when no draw came between. His final hand is
    never taken for it."""
    t = j.table
    named, cards, _ = j.deal.opener_cards
    if named == t.opened_by and cards is not None:
        return cards
    dealt = t.hands.get(t.opened_by)
    if isinstance(dealt, tuple):
        return dealt
    if t.opened_by in (shown or {}) and _drew_nothing(j, t.opened_by):
        return shown[t.opened_by]
    return None


def _drew_nothing(j: Judge, player: str) -> bool:
    """Every other player passed before the draw, or the story tells that he was given no
    cards in it. (A show told straight after the betting before the draw is no proof: the
    draw may simply be left out of the story.)"""
    if j.deal.won_before_draw:
        return True
    rec = j.deal.drawn.get(player)
    return rec is not None and rec.given == 0 and not rec.discarded


def _told_at(j: Judge) -> int:
    """Where the opener's original hand was due: the deal, or his opening if none is told."""
    events = j.case.events
    deal = next((e.index for e in events if e.verb == "deal"), None)
    if deal is not None:
        return deal
    opener = j.table.opened_by
    return next((e.index for e in events if e.player == opener and e.verb in
                 ("open", "bet", "raise")), 0)


def proof_to_come(j: Judge, winner: str) -> Answer | None:
    """The law by which ``winner``, the opener of this jack pot, wins only on showing he held
    openers (Peel 33: "having won the stakes he must show his hand before he claims the
    pool"); None where there is no such proof to come. Asked before the proof is weighed, a
    finding that gives him the pool says so, and is not contradicted when he cannot show."""
    if not (j.ctx.jack_pot and j.table.opened_by == winner):
        return None
    when = j.ask("jack-pot.opener-shows")
    if when is None or not OPENER_SHOWS.of(when).called({winner: 1}, winner):
        return None
    return when


def opener_settles(j: Judge, awards: dict, shown: dict | None = None) -> bool:
    """Whether the pool may go as ``awards`` say: a jack pot's opener proves his openers
    when the book requires it, and a false opener is dealt with here (False: the deal ended
    otherwise)."""
    t = j.table
    opener = t.opened_by
    if not (j.ctx.jack_pot and opener):
        return True
    if j.deal.jack_pot_minimum_law is None:  # no law of the book says what opens it
        table_term(j, opener, _original_hand(j, shown), minimum(j))
    gone = j.cited.get(t.retired.get(opener, ""))
    if gone is not None and gone.provision("jack-pot.split-openers") is not None:
        return True  # he forfeited for breaking his openers unannounced: no proof is his to make
    when = j.rule("jack-pot.opener-shows", Say.of("jackpot.whether-opener-must-prove",
                                                  opener=opener), decisive=False)
    if when is None:
        return True
    proof = OPENER_SHOWS.of(when)
    if not proof.called(awards, opener):
        j.find(Say.of("jackpot.opener-not-called-to-show", opener=opener), when)
        return True
    least = minimum(j)
    cards = _original_hand(j, shown)
    why = Say.of(proof.why)
    if cards is None:
        # his original hand is not told: whether he held openers is read both ways
        reading = j.reading(f"openers.{opener}")
        if reading is None:
            j.find(Say.of("jackpot.opened", opener=opener, why=why), when)
            j.lack("original hand", f"{opener} opened the jack pot, and the outcome turns on "
                   f"whether he held {least} or better before the draw; his original hand is "
                   "not told (a hand shown after the draw is not it)", _told_at(j),
                   open=f"openers.{opener}")
            return True
        held = reading == readings(f"openers.{opener}").HELD
    else:
        from ...hands.value import HandError

        try:
            held = holds_openers(j, cards, least)
        except HandError as exc:  # e.g. the joker, where the book gives it no value
            j.silence("jack-pot.opener-shows", Say.of("jackpot.opened-but-book-laws",
                                                      opener=opener, why=why, exc=exc))
            return True
        proof.claims_noted(j, when)
    if held and cards is None:
        j.find(Say.of("jackpot.opener-held-openers", opener=opener, least=least, why=why),
               when)
        return True
    # the event at which the story told the hand he opened with, where it was told as his
    # proof: the fact these findings rest on
    named, told, at = j.deal.opener_cards
    fact = {"fact_at": at} if named == opener and told is not None and at else {}
    if held:
        j.find(Say.of("jackpot.opener-shows-openers", opener=opener, least=least, why=why,
                      **fact), when)
        return True
    j.find(Say.of("jackpot.opened-without-openers", opener=opener, least=least, why=why,
                  **fact), when)
    false = j.rule("jack-pot.false-opener", Say.of("jackpot.opened-without-openers-silent",
                                                   opener=opener, least=least))
    if false is None:
        return True
    return FALSE_OPENER_LOSES[false.value["loses"]](j, false, opener)


def _loses_pool(j: Judge, false: Answer, opener: str) -> bool:
    """The false opener cannot claim the pool: the deal ends as if unopened."""
    t = j.table
    j.withdraw(opener)
    penalty = false.value.get("penalty")
    fine = penalty and reckon(j, penalty)
    if fine:
        j.find(Say.of("jackpot.false-opener-pays-penalty", opener=opener, fine=fine,
                      in_words=in_words(penalty)), false)
        j.penalty(opener, fine, "pool", false)
        t.pay_to_pool(fine)
    elif penalty:
        j.find(Say.of("jackpot.false-opener-penalty-nothing-without-ante", opener=opener,
                      in_words=in_words(penalty)), false)
    else:
        j.find(Say.of("jackpot.cannot-claim-pool", opener=opener), false)
    after = j.ask("jack-pot.after-false-opener")
    if after is not None:
        j.find(Say.of("jackpot.next-game-jack-pot"), after)
        j.next_jack_pot = next_minimum(j, as_if_unopened=True)
    j.end("passed")
    return False


def _loses_stake(j: Judge, false: Answer, opener: str) -> bool:
    """The false opener forfeits his stake: he is out, and the deal goes on."""
    j.table.retire(opener, false.law_id)
    j.find(Say.of("jackpot.forfeits-stake", opener=opener), false)
    return True


FALSE_OPENER_LOSES = Consequences("jack-pot.false-opener.loses", {"pool": _loses_pool,
                                                                  "stake": _loses_stake})


def _claimed_first(j: Judge, when: Answer) -> None:
    """The opener began to take in the pool before laying down his openers: where the law has
    him show before he claims, the order is noted; the law attaches nothing else to it."""
    opener = j.table.opened_by
    named, _, shown_at = j.deal.opener_cards
    if named != opener:
        return
    early = [at for p, at in j.deal.claims if p == opener and at < shown_at]
    if early:
        j.find(Say.of("jackpot.claimed-before-openers-shown", opener=opener, early=early[0],
                      shown_at=shown_at), when)


class _Proof(NamedTuple):
    """What the law on the opener's proof makes him do: whether he is called to show (by the
    awards and who opened), why (the words of the finding) and what of a claim made first."""

    called: Callable[[dict, str], bool]
    why: str
    claims_noted: Callable[[Judge, Answer], None]


OPENER_SHOWS = Consequences("jack-pot.opener-shows", {
    "when-he-wins": _Proof(lambda awards, opener: bool(awards.get(opener)),
                           "jackpot.shows-when-he-wins", _claimed_first),
    "always-openers-only": _Proof(lambda awards, opener: True, "jackpot.shows-always",
                                  lambda j, when: None)})
