"""The division of the pool among the hands shown: in layers where a player showed for less
than the full stake (``showforstake``), each to the best hand that contests it as the hands
are weighed (``weighing``), and in shares where hands are identical in value."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ..pots import divide, parts
from . import claims
from ..findings import Say
from .showforstake import (antes_paid, folded_hands, own_pot, parts_claimed, passed_before,
                           payers, who_pays)
from .weighing import (agreed_hands, hand_rules, named_jokers, torn_laws, read_torn,
                       tie_readings, unranked, untold)
from ..applied import apply_outcome
from ..view import view

if TYPE_CHECKING:
    from ..judging import Judge


def divide_pool(j: Judge, shown: dict):
    """The awards and the shares by lot, or None where the pool turns on something untold.
    The book's silence on what a short player may take, or who pays him, is decisive only
    where a short player's hand takes a chip (or the pool is not divided): beaten in every
    part he contests, he takes nothing however his share is measured, and every part goes
    to the hands that beat him (``_weigh_share``). Each part, with what it gave, is kept for
    the ruling's ``division`` (judge/division.py)."""
    taken: list = []
    divided = _divide_pool(j, shown, taken)
    _weigh_share(j, divided)
    if divided is not None:
        j.parts[:] = _parts_given(taken, *divided)
    return divided


def _parts_given(taken: list, awards: dict, lots: list) -> list[dict]:
    """Each part of the pool as divided: its chips, whose they are, who contested it, and
    what it gave (each part's takings are what the awards grew by while it was divided)."""
    out = []
    for i, (layer, contested, before, lots_before) in enumerate(taken):
        after, lots_after = (taken[i + 1][2], taken[i + 1][3]) if i + 1 < len(taken) else \
            (awards, len(lots))
        out.append({"amount": layer.amount, "staked": dict(layer.staked),
                    "contested_by": list(contested),
                    "takes": {p: a - before.get(p, 0) for p, a in after.items()
                              if a > before.get(p, 0)},
                    "by_lot": sum(x["amount"] for x in lots[lots_before:lots_after])})
    return out


# the silences weighed once the pool is divided (not the words read both ways on who pays)
_WEIGHED = ("show.what-player-who-showed", "show.who-pays-short-show")
_SHARE = ("show-for-stake.share", "show-for-stake.stake-from")


def _weigh_share(j: Judge, divided) -> None:
    awards, lots = divided if divided is not None else ({}, [])
    short = j.table.all_in
    if divided is not None and not any(p in awards for p in short) and \
            not any(p in x["among"] for x in lots for p in short):
        return
    for entry in [s for s in j.silent if s.point in _SHARE and not s.decisive
                  and s.kind in _WEIGHED]:
        j.decisive(entry)


def _divide_pool(j: Judge, shown: dict, taken: list):
    t = j.table
    live = t.in_hand()
    cut = parts_claimed(j, dict(t.in_game_at_all_in)) if t.all_in else \
        parts(dict(t.stakes), {}, t.besides_stakes, live=live)
    share = folded_rule = stake_from = payers_cited = own = own_cited = None
    if len(cut) > 1:
        allowed = j.ask("show-for-stake")
        if allowed is None and not any(s.point == "show-for-stake" for s in j.silent):
            j.silence("show-for-stake", Say.of("show.all-in-show-silent", all_in=t.all_in))
        share = j.ask("show-for-stake.share")
        stake_from = j.ask("show-for-stake.stake-from")
        folded_rule = j.ask("show-for-stake.folded-hands")
        own = j.ask("show-for-stake.pot-of-itself")
        # a book with no law of the share is silent on it, whatever another book says
        if share is None:
            j.silence("show-for-stake.share", Say.of("show.what-player-who-showed"),
                      decisive=False)  # weighed once the pool is divided
        if stake_from is None:
            j.silence("show-for-stake.stake-from", Say.of("show.who-pays-short-show"),
                      decisive=False)  # weighed once the pool is divided
        paying, unread = apply_outcome(j, who_pays(view(j), stake_from, own))
        if unread:
            return None
        cut = parts_claimed(j, paying, own)
        # the pot of itself is cited only where it cuts the pool otherwise than the claims
        if own_pot(own) and [(c.amount, c.claimants) for c in cut] != \
                [(c.amount, c.claimants) for c in parts_claimed(j, paying)]:
            own_cited = own
        # who pays is cited only where it tells players apart: one passed before a demand
        payers_cited = stake_from if passed_before(j) else None
    awards: dict[str, int] = {}
    lots: list[dict] = []
    told: set[str] = set()  # the hands not ranked, said once for the whole pool
    for i, layer in enumerate(cut):
        eligible = [p for p in live if p in layer.claimants]
        taken.append((layer, eligible, dict(awards), len(lots)))
        if not eligible:
            eligible = [p for p in layer.contributors if p in live] or live
        if len(cut) > 1 and layer.short:
            before = " and what was in the pool before" if i == 0 and t.besides_stakes else ""
            if i == 0 and any(antes_paid(j).values()):  # the ante, claimed besides the stakes
                before = " and the ante" + before
            j.find(Say.of("show.showed-for-made-much", short=layer.short, cap=layer.cap,
                          part="the pool" if i == 0 else "the next part", amount=layer.amount,
                          payers=payers(payers_cited, own), before=before,
                          eligible=eligible),
                   share, payers_cited, own_cited)
        elif len(cut) > 1:
            # "The remainder of the pool goes to the next best hand" (Keller p. 29, Peel 60);
            # a book that says nothing of it leaves only the story's arithmetic
            rest = j.ask("show-for-stake.remainder")
            j.find(Say.of("show.remainder-contested" if rest else "show.remainder-left",
                          amount=layer.amount, eligible=eligible), rest)
        eligible = apply_outcome(j, folded_hands(view(j), eligible, shown, folded_rule))
        if eligible is None:
            return None
        if j.deal.held_to_words:
            eligible = apply_outcome(j, claims.held_to_words(view(j), eligible, shown))
        if len(eligible) == 1:
            awards[eligible[0]] = awards.get(eligible[0], 0) + layer.amount
            j.wins(eligible[0], layer.amount, Say.of("show.sole-claimant-wins",
                                                     eligible=eligible[0],
                                                     amount=layer.amount))
            continue
        eligible, beats = apply_outcome(j, untold(view(j), eligible, shown))
        if beats is None:
            return None
        if not beats:
            eligible = apply_outcome(j, agreed_hands(view(j), eligible, shown))
            if eligible is None:
                return None
        if beats:
            awards[beats] = awards.get(beats, 0) + layer.amount
            j.wins(beats, layer.amount, Say.of("show.beats-the-rest-wins",
                                               beats=beats, amount=layer.amount))
            continue
        if len(eligible) == 1:  # the untold hands read as beaten: one hand is left
            awards[eligible[0]] = awards.get(eligible[0], 0) + layer.amount
            j.wins(eligible[0], layer.amount, Say.of("show.sole-claimant-wins",
                                                     eligible=eligible[0],
                                                     amount=layer.amount))
            continue
        sd = apply_outcome(j, named_jokers(view(j), {p: shown[p] for p in eligible}))
        if sd is None:
            return None
        apply_outcome(j, unranked(view(j), sd, shown, told))
        sd, reads = apply_outcome(j, tie_readings(view(j), {p: shown[p] for p in eligible}, sd))
        for found in sd.findings:
            if found.point != "ties.odd-chip":  # placed below, with its amount
                j.find(Say.of("hand", text=found[0], hands=found.players), found[1])
        for point, detail in sd.silent:
            if point not in ("ties.identical", "ties.odd-chip"):  # ruled on in split
                j.silence(point, Say.of("hand", text=detail),
                          open=reads.get(point) or apply_outcome(j, read_torn(view(j), point)))
        if not sd.order:  # no hand still in can be valued: the pool goes to nobody on a guess
            j.silence("show", Say.of("show.no-hand-valued", hands=eligible) if eligible
                      else Say.of("show.no-hand-still-in"))
            return None
        winners = sd.order[0]
        if len(winners) == 1:
            awards[winners[0]] = awards.get(winners[0], 0) + layer.amount
            j.wins(winners[0], layer.amount, Say.of("show.best-hand-wins", winners=winners[0],
                                                    amount=layer.amount))
        elif any(point not in ("ties.identical", "ties.odd-chip") for point, _ in sd.silent):
            # left level only because the book does not rank them: no tie law makes them
            # equal and none divides; the chips wait on the open point
            j.find(Say.of("show.are-left-level-on", winners=winners,
                          amount=layer.amount), rung="open")
        else:
            split(j, winners, layer.amount, awards, lots, shown)
    return awards, lots


def split(j: Judge, winners: list[str], amount: int, awards: dict, lots: list,
           shown: dict) -> None:
    from ...hands.value import HandError, evaluate

    shares, odd = divide(amount, winners)
    for p, a in shares.items():
        awards[p] = awards.get(p, 0) + a
    apply_outcome(j, torn_laws(view(j)))  # the hands weighed by the book's hand laws
    try:
        kinds = {evaluate(tuple(shown[w]), hand_rules(j)).category for w in winners}
    except HandError:  # a hand valued only under one reading of a law the book is torn on
        kinds = set()
    value = evaluate(tuple(shown[winners[0]]), hand_rules(j)) if kinds else None
    level = j.ask(f"ties.{value.category}") if value is not None else None
    # hands of different kinds left level where the book does not rank them: no tie law
    same_kind = len(kinds) == 1
    if level is not None and same_kind:
        j.find(Say.of("show.equal-hands-level-by-rule", name=value.name, winners=winners), level)
    ties = j.rule("ties.identical", Say.of("show.identical-hands-silent", winners=winners))
    # hands the book does not rank against each other are not "identical": the share is
    # only what the table would do while the point stays open
    j.find(Say.of("show.share-equally-each", winners=winners, n=amount - odd,
                  n2=amount // len(winners)), ties if same_kind else None)
    if odd:
        lot = j.rule("ties.odd-chip", Say.of("show.chip-cannot-be-divided", odd=odd,
                                             choice='s' if odd > 1 else '', winners=winners,
                                             choice2='them' if odd > 1 else 'it',
                                             left='are' if odd > 1 else 'is'),
                     Say.of("show.odd-chip-by-lot", choice='s' if odd > 1 else '',
                            odd=odd), decisive=False)
        lots.append({"amount": odd, "among": winners, "law": lot.law_id if lot else None})
