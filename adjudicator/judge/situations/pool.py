"""The division of the pool among the hands shown: in layers where a player showed for less
than the full stake (``showforstake``), each to the best hand that contests it as the hands
are weighed (``weighing``), and in shares where hands are identical in value."""
from __future__ import annotations

from typing import TYPE_CHECKING

from ...hands.value import HandError, evaluate
from ..acts import NOTHING, LeaveOpen, Outcome, Wins, find, outcome, rule
from ..acts.show import DividedInParts, SilencesDecide
from ..pots import divide, parts
from . import claims
from ..findings import Say
from ..grounds import hand_keys
from .showforstake import (ante_in_short_pot, antes_paid, folded_hands, own_pot, parts_claimed,
                           passed_before, payers, who_pays)
from .orders import agreed_orders
from .weighing import (agreed_hands, hand_rules, named_jokers, read_torn, tie_readings,
                       torn_laws, unranked, untold)

if TYPE_CHECKING:
    from ..judging import Reads


def divide_pool(d: Reads, shown: dict) -> Outcome:
    """The awards and the shares by lot (the result), or None where the pool turns on
    something untold. The book's silence on what a short player may take, or who pays him,
    is decisive only where a short player's hand takes a chip (or the pool is not divided):
    beaten in every part he contests, he takes nothing however his share is measured, and
    every part goes to the hands that beat him (``_weigh_share``). Each part, with what it
    gave, is kept for the ruling's ``division`` (judge/division.py)."""
    taken: list = []
    out = _divide_pool(d, shown, taken)
    divided = out.result
    out += _weigh_share(d, divided)
    if divided is not None:
        out = out.then(DividedInParts(tuple(_parts_given(taken, *divided))))
    return out.returning(divided)


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


def _weigh_share(d: Reads, divided) -> Outcome:
    awards, lots = divided if divided is not None else ({}, [])
    short = d.table.all_in
    if divided is not None and not any(p in awards for p in short) and \
            not any(p in x["among"] for x in lots for p in short):
        return NOTHING
    return outcome(SilencesDecide(_SHARE, _WEIGHED))


def _what_was_before(d: Reads, i: int):
    """What the first part is made of besides the stakes: the ante, what was in the pool
    before the deal, both, or nothing ("")."""
    if i != 0:
        return ""
    ante, besides = any(antes_paid(d).values()), bool(d.table.besides_stakes)
    if ante:
        return Say.of("pool.and-the-ante-and-before" if besides else "pool.and-the-ante")
    return Say.of("pool.and-before") if besides else ""


def _claimed_once(d: Reads):
    """``parts_claimed`` for this division, each cut made once: who pays, whether each short
    stake is a pot of itself and whether the ante is in it mostly come to the same cut."""
    cuts: dict = {}

    def claimed(paying: dict | None, own=None, ante_to_short: bool = True) -> list:
        key = (None if paying is None else tuple(paying.items()), own_pot(own), ante_to_short)
        if key not in cuts:
            cuts[key] = parts_claimed(d, paying, own, ante_to_short)
        return cuts[key]
    return claimed


def _divide_pool(d: Reads, shown: dict, taken: list) -> Outcome:
    t = d.table
    live = t.in_hand()
    claimed = _claimed_once(d)
    cut = claimed(dict(t.in_game_at_all_in)) if t.all_in else \
        parts(dict(t.stakes), {}, t.besides_stakes, live=live, left=dict(t.left_in_pool))
    share = folded_rule = stake_from = payers_cited = own = own_cited = None
    ante_to_short = True  # the ante is in the first part, the short stakes' (pots.parts)
    applied: tuple = ()  # the share as it comes to here (showforstake.ante_in_short_pot)
    out = NOTHING
    if len(cut) > 1:
        allowed = d.ask("show-for-stake")
        if allowed is None and not any(s.point == "show-for-stake" for s in d.silent):
            out = out.then(LeaveOpen("show-for-stake", Say.of("show.all-in-show-silent",
                                                              all_in=t.all_in)))
        share = d.ask("show-for-stake.share")
        stake_from = d.ask("show-for-stake.stake-from")
        folded_rule = d.ask("show-for-stake.folded-hands")
        own = d.ask("show-for-stake.pot-of-itself")
        # a book with no law of the share is silent on it, whatever another book says
        if share is None:
            out = out.then(LeaveOpen("show-for-stake.share", Say.of("show.what-player-who-showed"),
                                     decisive=False))  # weighed once the pool is divided
        if stake_from is None:
            out = out.then(LeaveOpen("show-for-stake.stake-from",
                                     Say.of("show.who-pays-short-show"),
                                     decisive=False))  # weighed once the pool is divided
        pays = who_pays(d, stake_from, own)
        out += pays
        paying, unread = pays.result
        if unread:
            return out.returning(None)
        with_ante = ante_in_short_pot(d, share, shown, claimed(paying, own))
        out += with_ante
        if with_ante.result is None:
            return out.returning(None)
        ante_to_short, applied = with_ante.result
        cut = claimed(paying, own, ante_to_short)
        # the pot of itself is cited only where it cuts the pool otherwise than the claims
        if own_pot(own) and [(c.amount, c.claimants) for c in cut] != \
                [(c.amount, c.claimants) for c in claimed(paying)]:
            own_cited = own
        # who pays is cited only where it tells players apart: one passed before a demand
        payers_cited = stake_from if passed_before(d) else None
    awards: dict[str, int] = {}
    lots: list[dict] = []
    told: set[str] = set()  # the hands not ranked, said once for the whole pool
    for i, layer in enumerate(cut):
        eligible = [p for p in live if p in layer.claimants]
        taken.append((layer, eligible, dict(awards), len(lots)))
        if not eligible:
            eligible = [p for p in layer.contributors if p in live] or live
        if len(cut) > 1 and layer.short:
            out = out.then(find(Say.of(
                "show.showed-for-made-much", short=layer.short, cap=layer.cap,
                part="the pool" if i == 0 else Say.of("pool.the-next-part"),
                amount=layer.amount, payers=payers(payers_cited, own),
                before=_what_was_before(d, i) if ante_to_short else "", eligible=eligible),
                share, payers_cited, own_cited, applied=applied))
        elif len(cut) > 1:
            # "The remainder of the pool goes to the next best hand" (Keller p. 29, Peel 60);
            # a book that says nothing of it leaves only the story's arithmetic
            rest = d.ask("show-for-stake.remainder")
            out = out.then(find(Say.of("show.remainder-contested" if rest else
                                       "show.remainder-left", amount=layer.amount,
                                       eligible=eligible), rest))
        folded = folded_hands(d, eligible, shown, folded_rule)
        out, eligible = out + folded, folded.result
        if eligible is None:
            return out.returning(None)
        if d.deal.held_to_words:
            held = claims.held_to_words(d, eligible, shown)
            out, eligible = out + held, held.result
        if len(eligible) == 1:
            awards[eligible[0]] = awards.get(eligible[0], 0) + layer.amount
            out = out.then(Wins(eligible[0], layer.amount, Say.of(
                "show.sole-claimant-wins", eligible=eligible[0], amount=layer.amount)))
            continue
        weighed = untold(d, eligible, shown, [e for _, e, _, _ in taken])
        out, (eligible, beats, tying) = out + weighed, weighed.result
        if beats is None:
            return out.returning(None)
        if not beats:
            agreed = agreed_hands(d, eligible, shown)
            out, eligible = out + agreed, agreed.result
            if eligible is None:
                return out.returning(None)
            ordered = agreed_orders(d, eligible, shown)  # triplets over straights, agreed
            out += ordered
            if not ordered.result:
                return out.returning(None)
        if beats:
            awards[beats] = awards.get(beats, 0) + layer.amount
            out = out.then(Wins(beats, layer.amount, Say.of("show.beats-the-rest-wins",
                                                            beats=beats, amount=layer.amount)))
            continue
        if len(eligible) == 1 and not tying:  # the untold hands read as beaten: one is left
            awards[eligible[0]] = awards.get(eligible[0], 0) + layer.amount
            out = out.then(Wins(eligible[0], layer.amount, Say.of(
                "show.sole-claimant-wins", eligible=eligible[0], amount=layer.amount)))
            continue
        named = named_jokers(d, {p: shown[p] for p in eligible})
        out, sd = out + named, named.result
        if sd is None:
            return out.returning(None)
        out += unranked(d, sd, shown, told)
        tied = tie_readings(d, {p: shown[p] for p in eligible}, sd)
        out, (sd, reads) = out + tied, tied.result
        for found in sd.findings:
            if found.point != "ties.odd-chip":  # placed below, with its amount
                out = out.then(find(Say.of("hand", text=found[0], hands=found.players,
                                           beats=found.beats, alike=found.alike), found[1],
                                    on=hand_keys(found.point)))
        # hands the book leaves level head this part alone, which no finding awards: the
        # silence holds it, and the other parts go as the show gives them
        level = len(sd.order[0]) > 1 if sd.order else False
        for point, detail in sd.silent:
            if point not in ("ties.identical", "ties.odd-chip"):  # ruled on in split
                torn = NOTHING if reads.get(point) else read_torn(d, point)
                out = (out + torn).then(LeaveOpen(point, Say.of("hand", text=detail),
                                                  open=reads.get(point) or torn.result,
                                                  layer=level))
        if not sd.order:  # no hand still in can be valued: the pool goes to nobody on a guess
            return out.then(LeaveOpen("show", Say.of("show.no-hand-valued", hands=eligible)
                                      if eligible else Say.of("show.no-hand-still-in"))
                            ).returning(None)
        winners = sd.order[0] if not tying else \
            [q for q in live if q in sd.order[0] or q in tying]  # level with the best: shares
        if len(winners) == 1:
            awards[winners[0]] = awards.get(winners[0], 0) + layer.amount
            out = out.then(Wins(winners[0], layer.amount, Say.of(
                "show.best-hand-wins", winners=winners[0], amount=layer.amount)))
        elif any(point not in ("ties.identical", "ties.odd-chip") for point, _ in sd.silent):
            # left level only because the book does not rank them: no tie law makes them
            # equal and none divides; the chips wait on the open point
            out = out.then(find(Say.of("show.are-left-level-on", winners=winners,
                                       amount=layer.amount), rung="open"))
        else:
            divided = split(d, winners, layer.amount,
                            {**shown, **{p: shown[sd.order[0][0]] for p in tying}})
            out += divided
            for p, a in divided.result[0].items():
                awards[p] = awards.get(p, 0) + a
            lots += divided.result[1]
    return out.returning((awards, lots))


def split(d: Reads, winners: list[str], amount: int, shown: dict) -> Outcome:
    """``amount`` divided among ``winners``, hands of equal value: the result, (each one's
    share, the odd chips drawn by lot)."""
    shares, odd = divide(amount, winners)
    out = torn_laws(d)  # the hands weighed by the book's hand laws
    try:
        kinds = {evaluate(tuple(shown[w]), hand_rules(d)).category for w in winners}
    except HandError:  # a hand valued only under one reading of a law the book is torn on
        kinds = set()
    value = evaluate(tuple(shown[winners[0]]), hand_rules(d)) if kinds else None
    level = d.ask(f"ties.{value.category}") if value is not None else None
    # hands of different kinds left level where the book does not rank them: no tie law
    same_kind = len(kinds) == 1
    if level is not None and same_kind:
        out = out.then(find(Say.of("show.equal-hands-level-by-rule", name=value.name,
                                   winners=winners), level))
    ties, asked = rule(d, "ties.identical", Say.of("show.identical-hands-silent",
                                                   winners=winners))
    # hands the book does not rank against each other are not "identical": the share is
    # only what the table would do while the point stays open
    out = (out + asked).then(find(Say.of("show.share-equally-each", winners=winners,
                                         n=amount - odd, n2=amount // len(winners)),
                                  ties if same_kind else None))
    if not odd:
        return out.returning((shares, []))
    lot, asked = rule(d, "ties.odd-chip", Say.of(
        "show.chip-cannot-be-divided", odd=odd, choice='s' if odd > 1 else '', winners=winners,
        choice2='them' if odd > 1 else 'it', left='are' if odd > 1 else 'is'),
        Say.of("show.odd-chip-by-lot", choice='s' if odd > 1 else '', odd=odd), decisive=False)
    return (out + asked).returning(
        (shares, [{"amount": odd, "among": winners, "law": lot.law_id if lot else None}]))
