"""Words and deeds at the show: a hand miscalled, a pool claimed by a hand that does not win
it, and the better hand's objection. Each is weighed where it is told, before or after the
hands are shown; a claim is weighed when the pool is divided, against the hands that win it."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...law.answers import readings
from ...story.payloads import Miscall, Notice
from ..findings import Say

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge
    from ...law.rulebook import Answer

# Events that may stand between a claim and a prompt objection: the hands being laid down.
_AT_THE_SHOW = ("show", "miscall")


def miscall(j: Judge, ev: Event) -> None:
    """He calls his hand wrongly: whether his words or his cards decide is the book's."""
    called = Miscall.told_by(ev).called
    ans = j.ask("show.miscall")
    if ans is None:
        # A hand already out of the deal wins nothing whatever it is called; a call that names
        # no hand of the book cannot bind him to one, and is read no way.
        out = ev.player in j.table.retired
        category = None if out else called_category(j, called)
        point = f"miscall.{ev.player}"
        read = j.reading(point) if category else None
        if read == "words-bind":
            j.deal.holds_to_words(ev.player, category)
        elif read is None:
            j.silence("show.miscall", Say.of("claims.miscall-silent", player=ev.player,
                                             called=called), decisive=not out,
                      open=point if category else None)
    elif ans.rung == "general":
        j.find(Say.of("claims.called-hand-no-law", player=ev.player, called=called), ans)
    else:
        j.find(Say.of("claims.called-hand-cards-speak", player=ev.player, called=called), ans)


def called_category(j: Judge, called: str) -> str | None:
    """The category of hand a call names, in the book's words or the plain ones (the longest
    name found: "two pairs" before "pair"); None where it names none."""
    rules = j.deal.rules(j.book, j.ctx)
    said = f" {str(called).lower()} "
    names = [(name.lower(), cat) for cat in rules.ranking
             for name in (rules.name(cat), cat.replace("_", " "))]
    found = [(len(name), cat) for name, cat in names if f" {name} " in said
             or f" {name}s " in said]
    return max(found)[1] if found else None


def held_to_words(j: Judge, eligible: list[str], shown: dict) -> list[str]:
    """A player read as held to his words, who called his hand lower than his cards, loses
    to every hand at least as good as the one he called."""
    from ...hands.value import HandError, evaluate

    rules = j.deal.rules(j.book, j.ctx)
    rank = {cat: i for i, cat in enumerate(rules.ranking)}  # best first

    def place(cards) -> int:  # a hand the book cannot value is placed below every other
        try:
            return rank.get(evaluate(tuple(cards), rules).category, len(rank))
        except HandError:
            return len(rank)

    out = list(eligible)
    for p, called in j.deal.held_to_words.items():
        if p not in out or p not in shown:
            continue
        better = [q for q in out if q != p and q in shown and place(shown[q]) <= rank[called]]
        if rank[called] > place(shown[p]) and better:
            out.remove(p)
            j.find(Say.of("claims.held-words-hold-good", p=p, name=rules.name(called),
                          better=better, choice='s' if len(better) == 1 else ''))
    return out


def claim(j: Judge, ev: Event) -> None:
    """He starts to take in the pool; whether it is his is known when the pool is divided."""
    j.deal.takes_in(ev.player, ev.index)
    # the book's law of this very act, where it has one; one already out of the deal is
    # answered by what put him out, when the pool is divided
    ans = j.ask("show.claim") if ev.player not in j.table.retired else None
    j.find(Say.of("claims.begins-take-in-pool-law" if ans else "claims.begins-take-in-pool",
                  player=ev.player), ans)


def take_in(j: Judge, ev: Event) -> None:
    """He takes in the pool ("The player with the winning hand takes in the pot"): a claim,
    weighed when the pool is divided, and the moment after which a law that runs only
    "before the pot has been taken in" no longer reaches the deal."""
    j.deal.takes_in(ev.player, ev.index)
    j.deal.pool_taken_in(ev.index)
    ans = j.ask("show.claim") if ev.player not in j.table.retired else None
    j.find(Say.of("claims.takes-in-pool-law" if ans else "claims.takes-in-pool",
                  player=ev.player), ans)


def weigh_claims(j: Judge, awards: dict, shown: dict) -> None:
    """Each claim by a player the hands do not make the winner: the book's law on claims,
    or else its law of the show, by which the best hand wins."""
    t = j.table
    for p, at in j.deal.claims:
        if p in t.retired and not awards.get(p):
            law = t.retired[p]
            j.find(Say.of("claims.takes-in-when-out-of-deal", p=p,
                          at=at), [j.cited[law]] if law in j.cited else [])
            continue
        if awards.get(p):
            j.wins(p, awards[p], Say.of("claims.takes-in-wins-his-share",
                                        p=p, at=at, awards=awards[p]))
            continue
        better = [w for w in awards if awards[w] and w != p]
        ans = j.ask("show.claim")
        if ans is None:
            _best_hand_wins(j, p, at, better)
        else:
            _better_hand_objects(j, p, at, better, ans, awards)


def _best_hand_wins(j: Judge, p: str, at: int, better: list[str]) -> None:
    """No law on claims: the book's law of the show gives the pool to the best hand, and a
    book that lets the cards speak says they alone decide."""
    order, speak = j.ask("show.order"), j.ask("show.miscall")
    if order is None and speak is None:
        j.silence("show.claim", Say.of("claims.takes-in-without-best-hand-silent",
                                       p=p, at=at, better=better))
        return
    j.find(Say.of("claims.takes-in-without-best-hand", p=p, at=at, better=better,
                  choice='s' if len(better) == 1 else ''), order, speak)


def _better_hand_objects(j: Judge, p: str, at: int, better: list[str], ans: Answer | None,
                         awards: dict) -> None:
    """The better hand must protect himself by objecting promptly (Standard laws): "a player
    with a better hand", any hand better than the claimant's, not the winning one alone.
    Each winner who did not object in time loses his share to the best of the other better
    hands whose holders objected promptly, or, where none did, it stays with ``p``, who took
    it in; an objection never gives the pool to a hand no better than ``p``'s. Whether a
    holder objected, where the story does not tell it, is an open point read both ways."""
    rivals = _better_than(j, p)
    for w in better:
        if _protected(j, p, at, w, ans) is not False:
            continue
        for r in [r for r in rivals if r != w]:
            protected = _protected(j, p, at, r, ans)
            if protected is None:  # not told, and not yet read: the share is held on it
                break
            if protected:
                _takes(j, r, p, w, awards, ans)
                break
        else:
            _keeps(j, p, w, awards, f"{w} did not protect himself by objecting promptly", ans)


def _protected(j: Judge, p: str, at: int, w: str, ans: Answer | None) -> bool | None:
    """Whether ``w``, whose hand is better than ``p``'s, protected himself by objecting
    promptly to ``p``'s claim (said at the objection); None where the story does not tell it
    and no reading is made (the fact is missing)."""
    events = j.case.events
    objection = next((e for e in events if e.index > at and e.verb == "notice"
                      and (Notice.told_by(e).what, Notice.told_by(e).by) == ("claim", w)),
                     None)
    if objection is None:
        j.find(Say.of("claims.takes-in-better-hand-must-object-promptly", p=p, at=at, w=w), ans)
        read = j.reading(f"objection.{w}")
        if read == readings(f"objection.{w}").IN_TIME:
            j.find(Say.of("claims.objected-in-time-takes", w=w), ans)
            return True
        if read is None:
            j.lack("objection", f"{p} began to take in the pool without the winning hand; "
                   f"{w}, whose hand is better, must protect himself by promptly "
                   "objecting, and whether he objected is not told", at,
                   open=f"objection.{w}")
            return None
        return False
    between = [e for e in events if at < e.index < objection.index
               and e.verb not in _AT_THE_SHOW]
    if not between:
        j.find(Say.of("claims.takes-in-better-hand-objected-promptly", p=p, w=w,
                      fact_at=objection.index), ans)
        return True
    # "must protect himself by promptly objecting": late, he has not protected himself
    j.find(Say.of("claims.objected-too-late", p=p, at=at, w=w, fact_at=objection.index,
                  n=len(between), s="s" if len(between) > 1 else ""), ans)
    return False


def _better_than(j: Judge, p: str) -> list[str]:
    """The hands still in and shown that are better than ``p``'s, best first."""
    from ...hands.showdown import showdown
    from .weighing import hand_rules

    shown = j.deal.shown or {}
    hands = {q: tuple(shown[q]) for q in j.table.in_hand() if q in shown}
    if p not in hands:
        return []
    order = showdown(hands, hand_rules(j)).order
    place = next((i for i, group in enumerate(order) if p in group), len(order))
    return [q for group in order[:place] for q in group]


def _takes(j: Judge, r: str, p: str, w: str, awards: dict, ans: Answer | None) -> None:
    """The winner ``w`` did not protect himself; ``r``, whose hand is better than ``p``'s,
    objected promptly: the share ``w``'s hand won goes to ``r``."""
    j.withdraw(w)
    share = awards.pop(w)
    awards[r] = awards.get(r, 0) + share
    why = (f"{w} did not protect himself by objecting promptly; {r}, whose hand is better "
           f"than {p}'s, did")
    j.wins(r, share, Say.of("claims.better-hand-takes-what-he-objected-to", why=why, r=r, p=p,
                            share=share), ans)


def _keeps(j: Judge, p: str, w: str, awards: dict, why: str, ans: Answer | None,
           fact_at: int | None = None) -> None:
    """The better hand did not object in time: the share his hand won stays with ``p``, who
    took it in (``fact_at``: the event of the late objection, where it was told)."""
    j.withdraw(w)
    share = awards.pop(w)
    awards[p] = awards.get(p, 0) + share
    fact = {"fact_at": fact_at} if fact_at is not None else {}
    j.wins(p, share, Say.of("claims.keeps-what-he-took-in", why=why, p=p, share=share, **fact),
           ans)
