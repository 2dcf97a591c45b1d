"""Every event judged: an act in which no handler found anything irregular is lawful, and
the ruling says so at that event with the law that permits it; an act no law is needed for
(raising one's cards, a question asked) is the story's own, and marked as such. A bet or a
raise beyond the stake of a player who put up all he had is answered at that event: may
the others bet on over him?"""
from __future__ import annotations

from typing import TYPE_CHECKING

from functools import partial

from ...law.consequences import Consequences
from ...law.rulebook import Answer
from ...story.payloads import Notice
from ..acts import NOTHING, MoveStep, Outcome, RaisesPoint, StakedBeyond, Then, find, outcome
from ..acts.betting import NoShowForLess
from ..findings import Say, of_event
from ..deal.table import Phase
from .passing import the_age

if TYPE_CHECKING:
    from ...story.case import Event
    from ..findings import Finding
    from ..judging import Reads

# verb -> the provisions whose law permits it, the first that the book answers being cited
# (the act in words: words.py, kind lawful.act.VERB)
PERMITS = {
    "bet": ("betting.in-turn", "say.first"),
    "open": ("open.minimum", "betting.in-turn"),
    "call": ("betting.may-call", "betting.make-good", "betting.in-turn"),
    "raise": ("betting.may-raise", "betting.in-turn", "limit.meaning"),
    "fold": ("passing.stake", "passing.re-entry"),
    "check": ("betting.check",),
    "all_in": ("show-for-stake",),
    "deal": ("deal.cards-each", "deal.order"),
    "discard": ("draw.first",),
    "draw": ("draw.first",),
    "cut": ("cut.by",),
    "shuffle": ("shuffle.last",),
    "ante": ("ante.by",),
    "show": ("show.order",),
    "straddle": ("straddle.first",),
}
# after the draw, the law of the betting after the draw comes first (Peel 53, "the turn to
# bet shall pass to each player ... each player shall stake a sum at least equal to that
# staked by the preceding player"; Keller p. 27, "The next player ... may either pass out,
# call the preceding bet or raise it"), before the laws of the say before it
AFTER_DRAW_PERMITS = {
    "bet": ("betting.after-draw",),
    "call": ("betting.after-draw",),
    "raise": ("betting.after-draw",),
}
_BEYOND = ("bet", "open", "raise", "call", "all_in")


def permits(act: str) -> tuple[str, ...]:
    """The keys whose law may permit the act of a finding ``lawful.act.VERB`` (or of a whole
    stack, ``lawful.act.all_in-VERB``): judge/grounds.py."""
    verb = act.rpartition(".")[2].removeprefix("all_in-")
    keys = PERMITS.get(verb, ()) + AFTER_DRAW_PERMITS.get(verb, ())
    return keys + (("betting.make-good",) if "say.first" in keys else ())


def judge_event(d: Reads, ev: Event) -> Outcome:
    """After the handlers: an event with no finding is found lawful (or the story's own)."""
    beyond = over_a_short_stake(d, ev) if ev.verb in _BEYOND else NOTHING
    return beyond.then(Then(partial(_found_lawful, ev))).returning(None)


def _found_lawful(ev: Event, d: Reads) -> Outcome:
    return found_lawful(d, ev)


def found_lawful(d: Reads, ev: Event) -> Outcome:
    """An event on which nothing was found is lawful, with the law that permits it, or the
    story's own; said first of what it brought about at its event."""
    steps = d.steps
    if any(_about(steps[i], ev) for i in of_event(steps, ev.index)):
        return NOTHING
    verb, whole = _whole_stack(d, ev)  # a whole stack put up: said alike whatever the verb
    keys = PERMITS.get(verb)
    if keys is not None and d.table.phase in (Phase.AFTER_DRAW, Phase.SHOW):
        keys = AFTER_DRAW_PERMITS.get(verb, ()) + keys
    elif "say.first" in (keys or ()) and d.table.first_to_act != ev.player:
        # the law of the first say speaks of him who has it (Peel 23, "shall have first say
        # after the deal"): one who bets after him stakes under the law of making good
        keys = tuple("betting.make-good" if k == "say.first" else k for k in keys)
    who = ev.player or ""
    if keys is None:
        later = _weighed_later(d, ev)
        if later.result:
            return later
        if ev.verb == "notice":  # an act pointed out is ruled where it was told, not here
            told = Notice.told_by(ev)
            said = Say.of(f"noticed.{told.what}", p=told.by or "Someone")
            return outcome(find(said if told.what == "claim" else
                                Say.of("lawful.notice-ties-nothing", said=said), rung="story"))
        return outcome(find(Say.of("lawful.nothing-in-deal-turns",
                                   verb=ev.verb.replace('_', ' ').capitalize(),
                                   choice=' by ' + who if who else ''), rung="story"))
    said = Say.of(f"lawful.act.all_in-{verb}" if whole else f"lawful.act.{ev.verb}", p=who,
                  amount=ev.get("amount"), count=ev.get("count"), given=ev.get("given"),
                  cards="card" if ev.get("given") == 1 else "cards")
    actor = the_age(d, who) if who else None  # a law of the age alone, for his act
    ans = next((a for a in (d.ask(k, actor) for k in keys) if a is not None), None)
    if ans is None:
        found = find(Say.of("lawful.book-sets-no-rule", said=said), rung="story")
    else:  # the law itself, not every paragraph that restates it
        found = find(Say.of("lawful.book-allows", said=said), _led_by(ans, actor).first())
    return outcome(found, Then(partial(_first_of_its_event, ev)))


# acts whose fact the book weighs when the pool is divided, by the law it asks then: the
# act's finding says so, with that law, rather than that nothing turns on it
# (verb, what a notice points out) -> the question
WEIGHED_LATER = {("opener_shows", None): "jack-pot.opener-shows",
                 ("notice", "claim"): "show.claim",
                 ("notice", "false_openers"): "jack-pot.opener-shows"}


def _weighed_later(d: Reads, ev: Event) -> Outcome:
    """Whether the act's fact is weighed when the pool is divided (the result), said so."""
    what = Notice.told_by(ev).what if ev.verb == "notice" else None
    key = WEIGHED_LATER.get((ev.verb, what))
    ans = d.ask(key) if key is not None else None
    by = Notice.told_by(ev).by if ev.verb == "notice" else ev.player
    if ans is None and ev.verb == "opener_shows" and d.ctx.jack_pot and d.table.opened_by:
        # a jack pot whose book has no law of the opener's proof: what his showing decides
        # is a point it leaves open, not a fact nothing turns on
        return outcome(RaisesPoint(Say.of("lawful.weighed-later.opener_shows-silent",
                                          p=by or "Someone"), point="jack-pot.opener-shows"),
                       result=True)
    if what == "false_openers":
        return _openers_challenged(d, by or "Someone", ans)
    if ans is None:
        return outcome(result=False)
    return outcome(find(Say.of(f"lawful.weighed-later.{ev.verb}", p=by or "Someone"), ans),
                   result=True)


def _openers_challenged(d: Reads, by: str, proof: Answer | None) -> Outcome:
    """A notice that the opener of this jack pot held no openers: what it does is what the
    book's law of the opener's proof makes of it, said at the notice (whether he held them is
    weighed when the pool is divided); outside a jack pot opened, it rules nothing (the
    result: whether it rules)."""
    opener = d.table.opened_by if d.ctx.jack_pot else None
    if opener is None:
        return outcome(result=False)
    if proof is None:  # no law of the proof: what the challenge decides is open
        return outcome(RaisesPoint(Say.of("lawful.openers-challenged-silent", p=by,
                                          opener=opener), point="jack-pot.opener-shows"),
                       result=True)
    # the proof required, and what follows a false opener the book's law or its silence
    kind = "decided" if d.ask("jack-pot.false-opener") is not None else "open"
    return outcome(find(Say.of(f"lawful.openers-challenged-{kind}", p=by, opener=opener),
                        proof), result=True)


def _whole_stack(j: Reads, ev: Event) -> tuple[str, bool]:
    """An act that put up a whole stack and made his stake equal to the highest or went
    beyond it is a call, a bet or a raise made with all he has, however the story spells it
    (`all_in` or the plain verb), and the law that permits it is the law of that act; any
    other act is itself. Returns the act and whether it was a whole stack."""
    t = j.table
    if ev.verb not in _BEYOND or ev.player is None or ev.player not in t.all_in \
            or t.stakes.get(ev.player, 0) < t.level:
        return ev.verb, False
    # a plain verb is a whole stack where the story counted his stack put up at its event
    # (looked for last: most acts are no whole stack)
    if ev.verb != "all_in" and not any(j.steps[i].kind in _STACK_COUNTED
                                       for i in of_event(j.steps, ev.index)):
        return ev.verb, False
    if t.last_aggressor != ev.player or t.acted != {ev.player}:
        return "call", True
    base = j.deal.interval_base  # nobody else above where the interval began: a bet
    bet = all(t.stakes[q] <= base for q in t.stakes if q != ev.player)
    return ("bet" if bet else "raise"), True


def _first_of_its_event(ev: Event, d: Reads) -> Outcome:
    """The act is judged before what it brought about at the same event (a turn come round,
    the interval ended): the finding just made moves ahead of them, and the share steps
    after it one place on."""
    last = len(d.steps) - 1
    counted = next((i for i in of_event(d.steps, ev.index)
                    if d.steps[i].kind in _STACK_COUNTED), None)
    if counted is not None:  # before the count of the stack he put up
        return outcome(MoveStep(counted))
    at = d.deal.consequences_at
    if at is None or at[0] != ev.index or at[1] >= last:
        return NOTHING
    return outcome(MoveStep(at[1]))


def _about(step: Finding, ev: Event) -> bool:
    """Whether a finding at the event rules on the act itself: for a betting act, one whose
    subject is its player (what the act brought about for another, a turn that came round
    to him, the interval ended, is not a ruling on it), and not the story's own count of a
    whole stack put up ("C puts up all he has, 71"), which says what he did, not whether he
    might."""
    if ev.verb not in _BETTING or not ev.player or step.rung == "open":
        return True
    return step.say.subject() == ev.player and step.kind not in _NOT_ON_THE_ACT


_STACK_COUNTED = ("stakes.puts-up-all-he-has", "stakes.is-all-in")
# findings at a betting act, about its player, that rule on something else: the story's own
# count of a whole stack put up; whether the intention he stated before his turn binds him
_NOT_ON_THE_ACT = _STACK_COUNTED + ("intention.silent-whether-intention-binds",
                                    "intention.does-not-bind-act-stands")


_BETTING = ("bet", "open", "call", "raise", "check", "fold", "all_in")


def over_a_short_stake(d: Reads, ev: Event) -> Outcome:
    """A player bets beyond one who has put up all he had: whether he may, and what the
    short player then plays for, is the book's law of the show for a stake."""
    t = d.table
    short = [p for p in t.all_in if p != ev.player and p not in t.retired
             and t.stakes[p] < t.stakes.get(ev.player, 0) and p not in d.deal.bet_beyond]
    # answered once, at the first stake beyond him
    out = outcome(StakedBeyond(tuple(short))) if short else NOTHING
    if not short or ev.player is None or ev.player in t.retired:
        return out
    names = " and ".join(short)
    ans = d.ask("show-for-stake")
    if ans is None:
        return out.then(RaisesPoint(Say.of("lawful.beyond-a-short-stake-open",
                                           player=ev.player, names=names),
                                    point="show-for-stake.others-bet-on"))
    if any(s.event == ev.index and ans.law_id in s.laws for s in d.steps):
        return out
    return out + BEYOND_A_SHORT_STAKE.of(ans)(d, ev, short, names, ans)


def _short_forfeit(d: Reads, ev: Event, short: list[str], names: str, ans: Answer) -> Outcome:
    """No show for less: he cannot make his stake equal to it."""
    from .stakes import one_left

    out = outcome(find(Say.of("lawful.beyond-a-short-stake-forfeits", player=ev.player,
                              names=names), ans))
    out = out.then(*(Then(partial(_forfeits, p, ans)) for p in short))
    return out.then(Then(one_left)).returning(None)


def _forfeits(p: str, ans: Answer, d: Reads) -> Outcome:
    from .shortstack import forfeits

    return forfeits(d, p, ans)


def _bet_on(d: Reads, ev: Event, short: list[str], names: str, ans: Answer) -> Outcome:
    """The others may bet on: the law that says so, where the book has one (Keller: "does
    not debar other players ... from continuing to bet"); else the law of the show itself."""
    on = d.ask("show-for-stake.others-bet-on")
    return _as_he_may(d, ev, short, names, on or ans)


def _as_he_may(d: Reads, ev: Event, short: list[str], names: str, ans: Answer) -> Outcome:
    return outcome(find(Say.of("lawful.beyond-a-short-stake-as-he-may", player=ev.player,
                               names=names, choice='s' if len(short) == 1 else ''), ans))


def _no_show_for_less(d: Reads, ev: Event, short: list[str], names: str,
                      ans: Answer) -> Outcome:
    """No show for what he put up: he must find the money to call, or go out (his turn to
    equal the stake comes, as any player's in for less)."""
    return outcome(find(Say.of("lawful.beyond-a-short-stake-denied", player=ev.player,
                               names=names, s='s' if len(short) == 1 else 've'), ans),
                   *(NoShowForLess(p) for p in short))


# a bet beyond a player who put up all he had
BEYOND_A_SHORT_STAKE = Consequences("show-for-stake", {
    "forfeits": _short_forfeit, "allowed": _bet_on, "denied": _no_show_for_less})


def _led_by(ans: Answer, actor: str | None) -> Answer:
    """The answer with the laws that speak of ``actor`` alone first: the age's own paragraph
    (Peel desc/25, "he must make his stake at least equal") before the one that gives every
    player, or No. 2, the same option."""
    own = tuple(law for law in ans.laws if actor and actor in law.when.actor)
    if not own or own[0] is ans.laws[0]:
        return ans
    return Answer(ans.key, ans.value, own + tuple(x for x in ans.laws if x not in own),
                  ans.rung)
