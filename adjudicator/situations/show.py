"""The show: foul hands, the jack-pot opener's proof, dividing the pool among the hands."""
from __future__ import annotations

from ..cards import JOKER
from ..pots import divide, layers

_PAIR_RANKS = {"tens": 10, "jacks": 11, "queens": 12, "kings": 13, "aces": 14, "nines": 9}


def _rules(j):
    if "hand_rules" not in j.pending:
        from ..hands import HandRules

        j.pending["hand_rules"] = HandRules.of(j.book, j.ctx)
    return j.pending["hand_rules"]


def _beats(j, a_cards, b_cards) -> tuple[bool, object]:
    from ..hands import showdown

    sd = showdown({"a": a_cards, "b": b_cards}, _rules(j))
    return sd.order[0] == ["a"], sd


def miscall(j, ev) -> None:
    j.pending.setdefault("miscalls", {})[ev.player] = ev.get("called")


def claim(j, ev) -> None:
    j.pending["claimed_by"] = ev.player


def opener_shows(j, ev) -> None:
    j.pending["opener_cards"] = (ev.player, ev.get("cards"))


def show(j, ev) -> None:
    t = j.table
    shown: dict = dict(ev.get("hands"))
    t.phase = "show"
    _foul_hands(j, shown)
    for p, called in j.pending.get("miscalls", {}).items():
        ans = j.ask("show.miscall")
        if ans is None:
            j.silence("show.miscall", f"{p} called his hand \"{called}\": the book does not say "
                      "whether a miscall loses")
        else:
            j.find(f"{p} called his hand \"{called}\"; the cards speak for themselves and the "
                   "miscall does not lose the pool", ans)
    if j.ctx.jack_pot and t.opened_by:
        if not _opener_proves(j, shown):
            return
    _divide(j, shown)


def _foul_hands(j, shown: dict) -> None:
    t = j.table
    each = j.ask("deal.cards-each")
    for p in list(t.in_hand()):
        if p not in shown or each is None:
            continue
        if len(shown[p]) != each.value:
            ans = j.ask("foul-hand.at-show")
            if ans is None:
                j.silence("foul-hand.at-show", f"{p} shows {len(shown[p])} cards")
                continue
            t.retire(p, ans.laws[0].id)
            j.find(f"{p}'s hand holds {len(shown[p])} cards: a foul hand; he forfeits his stake "
                   "and the best other hand takes the pool", ans)


def _opener_proves(j, shown: dict) -> bool:
    """Whether the opener of a jack pot held openers; a false opener is dealt with here."""
    t = j.table
    opener = t.opened_by
    when = j.ask("jack-pot.opener-shows")
    if when is None:
        j.silence("jack-pot.opener-shows", "whether the opener must prove his openers",
                  decisive=False)
        return True
    named, cards = j.pending.get("opener_cards", (None, None))
    if named != opener or cards is None:
        dealt = t.hands.get(opener)
        cards = dealt if isinstance(dealt, tuple) else shown.get(opener)
    if cards is None:
        j.silence("jack-pot.opener-shows", f"{opener}'s openers are not told", decisive=True)
        return True
    minimum = j.case.table.jack_pot
    ok = _holds_openers(j, cards, minimum)
    if ok:
        j.find(f"{opener}, who opened, shows {minimum} or better", when)
        return True
    false = j.ask("jack-pot.false-opener")
    if false is None:
        j.silence("jack-pot.false-opener", f"{opener} opened without {minimum} or better")
        return True
    t.retire(opener, false.laws[0].id)
    if false.value == "loses-pool-pays-double-ante":
        amount = 2 * j.case.table.ante
        j.find(f"{opener} opened without {minimum} or better: he cannot claim the pool and pays "
               f"{amount}, double the ante, into it as a penalty", false)
        if amount:
            j.penalty(opener, amount, "pool", false)
            t.carried += amount
        after = j.ask("jack-pot.after-false-opener")
        if after is not None:
            from .betting import next_minimum

            j.next_jack_pot = minimum
            j.find("The next deal is a jack pot, as if this one had not been opened", after)
            j.end("passed")
            return False
        return True
    j.find(f"{opener} opened without {minimum} or better and forfeits", false)
    return True


def _holds_openers(j, cards, minimum: str) -> bool:
    from ..hands import evaluate

    value = evaluate(tuple(cards), _rules(j))
    if value.category not in ("pair", "high_card"):
        return True
    if value.category == "high_card":
        return False
    need = _PAIR_RANKS.get(minimum, 11)
    ranks = [c.rank for c in cards if c != JOKER]
    return any(ranks.count(r) >= 2 and r >= need for r in set(ranks)) or JOKER in cards


def _divide(j, shown: dict) -> None:
    from ..hands import showdown

    t = j.table
    live = t.in_hand()
    share = j.ask("show-for-stake.share") if t.all_in else None
    folded_rule = j.ask("show-for-stake.folded-hands") if t.all_in else None
    cut = layers({p: s for p, s in t.stakes.items()}, dict(t.all_in), t.carried)
    for i, layer in enumerate(cut):
        eligible = [p for p in live if i == 0 or p in layer.contributors]
        if not eligible:
            eligible = [p for p in layer.contributors if p in live] or live
        if len(cut) > 1:
            j.find(f"{'The pool' if i == 0 else 'The rest'} of {layer.amount} is contested by "
                   f"{', '.join(eligible)}", share)
        eligible = _folded_hands(j, eligible, shown, folded_rule)
        if len(eligible) == 1:
            j.award(eligible[0], layer.amount)
            j.find(f"{eligible[0]} takes {layer.amount}")
            continue
        missing = [p for p in eligible if p not in shown]
        if missing:
            j.silence("show", f"{', '.join(missing)}'s hand is not told, and the pool turns on it")
            return
        sd = showdown({p: shown[p] for p in eligible}, _rules(j))
        for text, laws in sd.findings:
            j.find(text, laws)
        for point, detail in sd.silent:
            j.silence(point, detail)
        winners = sd.order[0]
        if len(winners) == 1:
            j.award(winners[0], layer.amount)
            j.find(f"{winners[0]} takes {layer.amount}")
        else:
            _split(j, winners, layer.amount)
    j.end("settled")


def _folded_hands(j, eligible: list[str], shown: dict, rule) -> list[str]:
    """Whether a hand that passed out after a player showed for less still beats him."""
    t = j.table
    out = list(eligible)
    for s in [p for p in eligible if p in t.all_in]:
        for f in t.in_game_at_all_in.get(s, ()):
            if f not in t.retired or f not in shown or s not in shown:
                continue
            better, sd = _beats(j, shown[f], shown[s])
            if not better:
                continue
            hand_laws = [law for _, laws in sd.findings for law in laws]
            if rule is None:
                j.silence("show-for-stake.folded-hands", f"{f} passed out after {s} showed for "
                          f"his stake, and {f}'s hand beats {s}'s: the book does not say whether "
                          "it still counts")
            elif rule.value == "beats-the-short-stake":
                if s in out:
                    out.remove(s)
                j.find(f"{f}'s hand beat {s}'s, so {s} loses the stake he showed for; {f} "
                       f"passed out, and his winnings from {s} go to the best hand still in",
                       rule, hand_laws)
            else:
                j.find(f"{f} passed out and has no further claim, though his hand beat {s}'s",
                       rule)
    return out


def _split(j, winners: list[str], amount: int) -> None:
    shares, odd = divide(amount, winners)
    for p, a in shares.items():
        j.award(p, a)
    ties = j.ask("ties.identical")
    j.find(f"{' and '.join(winners)} hold hands identical in value and share {amount - odd}",
           ties)
    if odd:
        lot = j.ask("ties.odd-chip")
        j.by_lot.append({"amount": odd, "among": winners,
                         "law": lot.laws[0].id if lot else None})
        if lot is None:
            j.silence("ties.odd-chip", f"{odd} chip{'s' if odd > 1 else ''} cannot be divided "
                      f"among {', '.join(winners)}: the book does not say who takes it",
                      decisive=False)
        else:
            j.find(f"The odd chip{'s' if odd > 1 else ''} ({odd}) go{'' if odd > 1 else 'es'} "
                   "by lot", lot)


HANDLERS = {"show": show, "miscall": miscall, "claim": claim, "opener_shows": opener_shows}
