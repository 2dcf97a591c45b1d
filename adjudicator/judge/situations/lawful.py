"""Every event judged: an act in which no handler found anything irregular is lawful, and
the ruling says so at that event with the law that permits it; an act no law is needed for
(raising one's cards, a question asked) is the story's own, and marked as such. A bet or a
raise beyond the stake of a player who put up all he had is answered at that event: may
the others bet on over him?"""
from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from ...story.case import Event
    from ..engine import Judge

# verb -> (what the act is, in words; the provisions whose law permits it, the first that
# the book answers being cited)
PERMITS = {
    "bet": ("{p} bets {amount} in his turn", ("betting.in-turn", "say.first")),
    "open": ("{p} opens the game for {amount}", ("open.minimum", "betting.in-turn")),
    "call": ("{p} makes his stake equal to the highest", ("betting.make-good",
                                                          "betting.in-turn")),
    "raise": ("{p} raises in his turn", ("betting.in-turn", "limit.meaning")),
    "fold": ("{p} passes and gives up his stake", ("passing.stake", "passing.re-entry")),
    "check": ("{p} stands without betting", ("betting.check",)),
    "all_in": ("{p} puts up all he has", ("show-for-stake",)),
    "deal": ("The cards are dealt", ("deal.cards-each", "deal.order")),
    "discard": ("{p} discards {count}", ("draw.first",)),
    "draw": ("{p} is given {given} {cards} in the draw", ("draw.first",)),
    "cut": ("{p} cuts the pack", ("cut.by",)),
    "shuffle": ("{p} shuffles the pack", ("shuffle.last",)),
    "ante": ("{p} puts up the ante", ("ante.by",)),
    "show": ("The hands are laid down", ("show.order",)),
    "straddle": ("{p} straddles", ("straddle.first",)),
}
_BEYOND = ("bet", "open", "raise", "call", "all_in")


def judge_event(j: Judge, ev: Event) -> None:
    """After the handlers: an event with no finding is found lawful (or the story's own)."""
    if ev.verb in _BEYOND:
        over_a_short_stake(j, ev)
    if any(s["event"] == ev.index and _about(s, ev) for s in j.steps):
        return
    what, keys = PERMITS.get(ev.verb, (None, ()))
    who = ev.player or ""
    if what is None:
        j.find(f"{ev.verb.replace('_', ' ').capitalize()}{' by ' + who if who else ''}: "
               "nothing in the deal turns on it, and no law is needed for it", rung="story")
        return
    said = what.format(p=who, amount=ev.get("amount"), count=ev.get("count"),
                       given=ev.get("given"), cards="card" if ev.get("given") == 1 else "cards")
    ans = next((a for a in (j.ask(k) for k in keys) if a is not None), None)
    if ans is None:
        j.find(f"{said}; the book sets no rule against it, and nothing turns on it",
               rung="story")
    else:  # the law itself, not every paragraph that restates it
        j.find(f"{said}, as the book allows", ans.laws[0])
    _first_of_its_event(j, ev)


def _first_of_its_event(j: Judge, ev: Event) -> None:
    """The act is judged before what it brought about at the same event (a turn come round,
    the interval ended): the finding just made moves ahead of them, and the share steps
    after it one place on."""
    last = len(j.steps) - 1
    at = j.deal.consequences_at
    if at is None or at[0] != ev.index or at[1] >= last:
        return
    where = at[1]
    j.steps.insert(where, j.steps.pop())
    j.shares = [i + (where <= i < last) for i in j.shares]
    j.share_of = {i + (where <= i < last): v for i, v in j.share_of.items()}


def _about(step: dict, ev: Event) -> bool:
    """Whether a finding at the event rules on the act itself: for a betting act, one about
    its player (what the act brought about for another, a turn that came round to him, the
    interval ended, is not a ruling on it)."""
    if ev.verb not in _BETTING or not ev.player or step.get("rung") == "open":
        return True
    return step["finding"].startswith((f"{ev.player} ", f"{ev.player}'s ", f"{ev.player},"))


_BETTING = ("bet", "open", "call", "raise", "check", "fold", "all_in")


def over_a_short_stake(j: Judge, ev: Event) -> None:
    """A player bets beyond one who has put up all he had: whether he may, and what the
    short player then plays for, is the book's law of the show for a stake."""
    t = j.table
    short = [p for p in t.all_in if p != ev.player and p not in t.retired
             and t.stakes[p] < t.stakes.get(ev.player, 0) and p not in j.deal.bet_beyond]
    j.deal.bet_beyond.update(short)  # answered once, at the first stake beyond him
    if not short or ev.player is None or ev.player in t.retired:
        return
    names = " and ".join(short)
    ans = j.ask("show-for-stake")
    if ans is None:
        j.open_step(f"{ev.player} stakes beyond what {names} put up: the book does not say "
                    f"whether the others may bet on over a player who has put up all he had")
        return
    if any(s["event"] == ev.index and ans.laws[0].id in s["laws"] for s in j.steps):
        return
    if ans.value == "forfeits":  # no show for less: he cannot make his stake equal to it
        from .shortstack import forfeits
        from .stakes import one_left

        j.find(f"{ev.player} stakes beyond what {names} put up, as he may", ans)
        for p in short:
            forfeits(j, p, ans)
        one_left(j)
        return
    # the law that says the others may go on betting (Keller: "does not debar other players
    # ... from continuing to bet"), where the book has one; else the law of the show itself
    on = j.ask("show-for-stake.others-bet-on") if ans.value == "allowed" else None
    j.find(f"{ev.player} stakes beyond what {names} put up, as he may: {names} "
           f"show{'s' if len(short) == 1 else ''} for what he put up, and the betting goes on "
           "among the others", on or ans)
