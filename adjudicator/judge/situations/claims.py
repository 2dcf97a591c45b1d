"""Words and deeds at the show: a hand miscalled, a pool claimed by a hand that does not win
it, and the better hand's objection. Each is weighed where it is told, before or after the
hands are shown; a claim is weighed when the pool is divided, against the hands that win it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ...story.payloads import Miscall, Notice
from ..acts import NOTHING, Lack, LeaveOpen, Outcome, Wins, find, outcome
from ..acts.show import HoldsToWords, PoolTakenIn, ReadUnder, TakesIn, Withdraw
from ..findings import Say
from ..view import hand_laws
from .foul import shown_foul
from .passing import put_out_by

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Reads
    from ...law.rulebook import Answer

# Events that may stand between a claim and a prompt objection: the hands being laid down.
_AT_THE_SHOW = ("show", "miscall")


def miscall(d: Reads, ev: Event) -> Outcome:
    """He calls his hand wrongly: whether his words or his cards decide is the book's."""
    called = Miscall.told_by(ev).called
    ans = d.ask("show.miscall")
    if ans is None:
        # A hand already out of the deal wins nothing whatever it is called; a call that names
        # no hand of the book cannot bind him to one, and is read no way.
        out = ev.player in d.table.retired
        category = None if out else called_category(d, called)
        point = f"miscall.{ev.player}"
        read = d.reading(point) if category else None
        if read == readings(point).WORDS_BIND:
            return outcome(HoldsToWords(ev.player, category))
        if read is None:
            return outcome(LeaveOpen("show.miscall", Say.of(
                "claims.miscall-silent", player=ev.player, called=called), decisive=not out,
                open=point if category else None))
        return NOTHING
    if ans.rung == "general":
        return outcome(find(Say.of("claims.called-hand-no-law", player=ev.player,
                                   called=called), ans))
    return outcome(find(Say.of("claims.called-hand-cards-speak", player=ev.player,
                               called=called), ans))


def called_category(d: Reads, called: str) -> str | None:
    """The category of hand a call names, in the book's words or the plain ones (the longest
    name found: "two pairs" before "pair"); None where it names none."""
    rules = hand_laws(d)
    said = f" {str(called).lower()} "
    names = [(name.lower(), cat) for cat in rules.ranking
             for name in (rules.name(cat), cat.replace("_", " "))]
    found = [(len(name), cat) for name, cat in names if f" {name} " in said
             or f" {name}s " in said]
    return max(found)[1] if found else None


def held_to_words(d: Reads, eligible: list[str], shown: dict) -> Outcome:
    """A player read as held to his words, who called his hand lower than his cards, loses
    to every hand at least as good as the one he called. The result: the hands that
    contest the part."""
    from ...hands.value import HandError, evaluate

    rules = hand_laws(d)
    rank = {cat: i for i, cat in enumerate(rules.ranking)}  # best first

    def place(cards) -> int:  # a hand the book cannot value is placed below every other
        try:
            return rank.get(evaluate(tuple(cards), rules).category, len(rank))
        except HandError:
            return len(rank)

    out = list(eligible)
    found = NOTHING
    for p, called in d.deal.held_to_words.items():
        if p not in out or p not in shown:
            continue
        better = [q for q in out if q != p and q in shown and place(shown[q]) <= rank[called]]
        if rank[called] > place(shown[p]) and better:
            out.remove(p)
            found = found.then(find(Say.of("claims.held-words-hold-good", p=p,
                                           name=rules.name(called), better=better,
                                           choice='s' if len(better) == 1 else '')))
    return found.returning(out)


def claim(d: Reads, ev: Event) -> Outcome:
    """He starts to take in the pool; whether it is his is known when the pool is divided."""
    # the book's law of this very act, where it has one; one already out of the deal is
    # answered by what put him out, when the pool is divided
    # the last left in takes the pool by the law of it, not as the winning hand of a show
    ans = d.ask("show.claim") if not out_of_the_claim(d, ev.player) \
        and ev.player != d.deal.uncalled else None
    return outcome(TakesIn(ev.player, ev.index),
                   find(Say.of("claims.begins-take-in-pool-law" if ans else
                               "claims.begins-take-in-pool", player=ev.player), ans))


def take_in(d: Reads, ev: Event) -> Outcome:
    """He takes in the pool ("The player with the winning hand takes in the pot"): a claim,
    weighed when the pool is divided, and the moment after which a law that runs only
    "before the pot has been taken in" no longer reaches the deal."""
    # the last left in takes the pool by the law of it, not as the winning hand of a show
    ans = d.ask("show.claim") if not out_of_the_claim(d, ev.player) \
        and ev.player != d.deal.uncalled else None
    return outcome(TakesIn(ev.player, ev.index), PoolTakenIn(ev.index),
                   find(Say.of("claims.takes-in-pool-law" if ans else "claims.takes-in-pool",
                               player=ev.player), ans))


def out_of_the_claim(d: Reads, p: str) -> bool:
    """Whether ``p`` is out of the deal, so that no law of a claim reaches his taking in:
    out by any law but the book's general law of the hands shown, where its law of a claim
    speaks to the very act (the Standard laws: a hand of six cards "does not have the winning
    hand", and "a player with a better hand must protect himself by promptly objecting")."""
    if p not in d.table.retired:
        return False
    law = d.table.retired[p]
    foul, claim = d.ask("foul-hand.at-show"), d.ask("show.claim")
    return not (foul is not None and foul.rung == "general" and law == foul.law_id
                and claim is not None and claim.rung == "specific")


def weigh_claims(d: Reads, awards: dict, shown: dict) -> Outcome:
    """Each claim by a player the hands do not make the winner: the book's law on claims,
    or else its law of the show, by which the best hand wins. The result: the awards as the
    claims leave them."""
    t = d.table
    out = outcome(result=dict(awards))
    for p, at in d.deal.claims:
        given = out.result
        if out_of_the_claim(d, p) and not given.get(p):
            law, why = put_out_by(d, p)  # said on the law that put him out, on its keys
            out = out.then(find(Say.of("claims.takes-in-when-out-of-deal", p=p, at=at),
                                law, on=why[0].points if why else ()))
            continue
        if given.get(p):
            out = out.then(Wins(p, given[p], Say.of("claims.takes-in-wins-his-share", p=p,
                                                    at=at, awards=given[p])))
            continue
        better = [w for w in given if given[w] and w != p]
        ans = d.ask("show.claim")
        if ans is None:
            out += _best_hand_wins(d, p, at, better)
        else:
            out += _better_hand_objects(d, p, at, better, ans, given)
    return out


def _best_hand_wins(d: Reads, p: str, at: int, better: list[str]) -> Outcome:
    """No law on claims: the book's law of the show gives the pool to the best hand, and a
    book that lets the cards speak says they alone decide."""
    order, speak = d.ask("show.order"), d.ask("show.miscall")
    if order is None and speak is None:
        return outcome(LeaveOpen("show.claim", Say.of(
            "claims.takes-in-without-best-hand-silent", p=p, at=at, better=better)))
    if any(p == foul for foul, _ in d.deal.foul_at_show):
        # his hand is foul, and the book silent on a foul hand at the show: the replay divides
        # without it, and whether it may win is that very silence, never decided here by the
        # law of the best hand (weighed once the pool is divided)
        return outcome(find(Say.of("claims.takes-in-with-foul-hand-silent", p=p, at=at),
                            rung="open"))
    return outcome(find(Say.of("claims.takes-in-without-best-hand", p=p, at=at, better=better,
                               choice='s' if len(better) == 1 else ''), order, speak))


def _better_hand_objects(d: Reads, p: str, at: int, better: list[str], ans: Answer | None,
                         awards: dict) -> Outcome:
    """The better hand must protect himself by objecting promptly (Standard laws): "a player
    with a better hand", any hand better than the claimant's, not the winning one alone.
    Each winner who did not object in time loses his share to the best of the other better
    hands whose holders objected promptly, or, where none did, it stays with ``p``, who took
    it in; an objection never gives the pool to a hand no better than ``p``'s. Whether a
    holder objected, where the story does not tell it, is an open point read both ways.
    The result: the awards as the objections leave them."""
    out = _better_than(d, p)
    rivals, out = out.result, out.returning(awards)
    for w in better:
        protected = _protected(d, p, at, w, ans)
        out += protected.returning(None)
        if protected.result is not False:
            continue
        for r in [r for r in rivals if r != w]:
            protected = _protected(d, p, at, r, ans)
            out += protected.returning(None)
            if protected.result is None:  # not told, and not yet read: the share is held on it
                break
            if protected.result:
                out += _takes(r, p, w, out.result, ans)
                break
        else:
            why = Say.of("claims.did-not-protect", w=w).words()
            out += _keeps(p, w, out.result, why, ans)
    return out


def _protected(d: Reads, p: str, at: int, w: str, ans: Answer | None) -> Outcome:
    """Whether ``w``, whose hand is better than ``p``'s, protected himself by objecting
    promptly to ``p``'s claim (said at the objection): the result; None where the story does
    not tell it and no reading is made (the fact is missing)."""
    events = d.case.events
    objection = next((e for e in events if e.index > at and _objects(d, e, p, w)), None)
    if objection is None:
        point = f"objection.{w}"
        read = d.assume.get(point)  # said where it is read, after the finding it follows
        out = outcome(find(Say.of("claims.takes-in-better-hand-must-object-promptly", p=p,
                                  at=at, w=w), ans), ReadUnder(point, ()))
        if read == readings(point).IN_TIME:
            return out.then(find(Say.of("claims.objected-in-time-takes", w=w), ans)
                            ).returning(True)
        if read is None:
            return out.then(Lack("objection", Say.of("claims.objection-not-told", p=p,
                                                     w=w).words(), at, open=point))
        return out.returning(False)
    # the hands laid down, and the other objections to the same claim, said at one moment
    # in whatever order they are told, make no objection late
    between = [e for e in events if at < e.index < objection.index
               and e.verb not in _AT_THE_SHOW and not _objects_to_claim(e)]
    if not between:
        return outcome(find(Say.of("claims.takes-in-better-hand-objected-promptly", p=p, w=w,
                                   fact_at=objection.index), ans), result=True)
    # "must protect himself by promptly objecting": late, he has not protected himself
    return outcome(find(Say.of("claims.objected-too-late", p=p, at=at, w=w,
                               fact_at=objection.index, n=len(between),
                               s="s" if len(between) > 1 else ""), ans), result=False)


def _objects(d: Reads, e: Event, p: str, w: str) -> bool:
    """Whether ``e`` is ``w``'s objection to ``p``'s claim: to the claim itself, or pointing
    out that the claimant's hand is foul (the notice points at the foul hand)."""
    if e.verb != "notice" or Notice.told_by(e).by != w:
        return False
    what = Notice.told_by(e).what
    return what == "claim" or what == "foul_hand" and (p in d.deal.foul or shown_foul(d, p))


def _objects_to_claim(e: Event) -> bool:
    return e.verb == "notice" and Notice.told_by(e).what == "claim"


def _better_than(d: Reads, p: str) -> Outcome:
    """The hands still in and shown that are better than ``p``'s, best first (the
    result)."""
    from ...hands.showdown import showdown
    from .weighing import hand_rules, torn_laws

    shown = d.deal.shown or {}
    hands = {q: tuple(shown[q]) for q in d.table.in_hand() if q in shown}
    if p not in hands:
        return outcome(result=[])
    noted = torn_laws(d)  # weighed by the book's hand laws
    order = showdown(hands, hand_rules(d)).order
    place = next((i for i, group in enumerate(order) if p in group), len(order))
    return noted.returning([q for group in order[:place] for q in group])


def _takes(r: str, p: str, w: str, awards: dict, ans: Answer | None) -> Outcome:
    """The winner ``w`` did not protect himself; ``r``, whose hand is better than ``p``'s,
    objected promptly: the share ``w``'s hand won goes to ``r`` (the result: the awards so
    changed)."""
    given = dict(awards)
    share = given.pop(w)
    given[r] = given.get(r, 0) + share
    why = Say.of("claims.did-not-protect-rival-did", w=w, r=r, p=p).words()
    return outcome(Withdraw(w), Wins(r, share, Say.of(
        "claims.better-hand-takes-what-he-objected-to", why=why, r=r, p=p, share=share),
        (ans,)), result=given)


def _keeps(p: str, w: str, awards: dict, why: str, ans: Answer | None,
           fact_at: int | None = None) -> Outcome:
    """The better hand did not object in time: the share his hand won stays with ``p``, who
    took it in (``fact_at``: the event of the late objection, where it was told; the result:
    the awards so changed)."""
    given = dict(awards)
    share = given.pop(w)
    given[p] = given.get(p, 0) + share
    fact = {"fact_at": fact_at} if fact_at is not None else {}
    return outcome(Withdraw(w), Wins(p, share, Say.of("claims.keeps-what-he-took-in", why=why,
                                                      p=p, share=share, **fact), (ans,)),
                   result=given)
