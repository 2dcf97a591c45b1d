"""The show: who may show, foul hands, miscalls, and the division of the pool among the
hands, in layers where a player showed for less than the full stake, and in shares where
hands are identical in value."""
from __future__ import annotations

from ..pots import Layer, divide, layers
from . import irregular, jackpot


def _rules(j):
    if "hand_rules" not in j.pending:
        from ..hands import HandRules

        j.pending["hand_rules"] = HandRules.of(j.book, j.ctx)
    return j.pending["hand_rules"]


def miscall(j, ev) -> None:
    j.pending.setdefault("miscalls", {})[ev.player] = ev.get("called")


def claim(j, ev) -> None:
    j.pending["claimed_by"] = ev.player


def opener_shows(j, ev) -> None:
    j.pending["opener_cards"] = (ev.player, ev.get("cards"))


def show(j, ev) -> None:
    t = j.table
    shown: dict = dict(ev.get("hands"))
    irregular.unspoken_bets(j)
    t.phase = "show"
    _not_equalled(j)
    _foul_hands(j, shown)
    _miscalls(j)
    order = j.ask("show.order")
    if order is None:
        j.silence("show.order", "the book does not say how the hands are shown", decisive=False)
    elif len(t.in_hand()) > 1:
        j.find(f"The bets are equal: {', '.join(t.in_hand())} show their hands, and the best "
               "hand wins the pool", order)
    divided = _divide(j, shown)
    if divided is None:
        return
    awards, lots = divided
    if not jackpot.opener_settles(j, awards, shown):
        return
    for p, a in awards.items():
        j.award(p, a)
    j.by_lot.extend(lots)
    if j.ctx.jack_pot and j.table.opened_by:
        j.find(f"The pool goes: {', '.join(f'{p} {a}' for p, a in sorted(awards.items()))}")
    j.end("settled")


def _not_equalled(j) -> None:
    """A player still in who never made his stake equal to the highest has no show."""
    from .betting import retire_not_equalled

    t = j.table
    for p in t.in_hand():
        if p in t.all_in or t.stakes[p] >= t.level:
            continue
        retire_not_equalled(j, p, f"has not made his stake equal to the highest "
                            f"({t.stakes[p]} against {t.level}) and has no show",
                            "never made his stake equal to the highest")


def _foul_hands(j, shown: dict) -> None:
    from .foul import hand_size

    t = j.table
    each, _ = hand_size(j)
    for p in list(t.in_hand()):
        if p not in shown or each is None or len(shown[p]) == each:
            continue
        ans = j.ask("foul-hand.at-show")
        betting = j.ask("foul-hand.bet")
        if ans is None and betting is None:
            j.silence("foul-hand.at-show", f"{p} shows {len(shown[p])} cards: the book does not "
                      "say what becomes of a foul hand at the show")
            continue
        law = (ans or betting).laws[0].id
        t.retire(p, law)
        j.find(f"{p}'s hand holds {len(shown[p])} cards: a foul hand. He forfeits his stake and "
               "cannot win; the pool goes to the best other hand", ans, betting)


def _miscalls(j) -> None:
    for p, called in j.pending.pop("miscalls", {}).items():
        ans = j.ask("show.miscall")
        if ans is None:
            j.silence("show.miscall", f"{p} called his hand \"{called}\": the book does not say "
                      "whether his words or his cards decide")
        else:
            j.find(f"{p} called his hand \"{called}\"; the cards speak for themselves, and the "
                   "miscall neither wins nor loses him the pool", ans)


def _cut(j):
    """The layers of the pool: each short stake claims the ante and an equal stake from each
    player in the game when he demanded his show; the chips of those who had passed before
    go, beyond their ante, to the remainder."""
    t = j.table
    stakes, carried, extra = dict(t.stakes), t.carried, 0
    in_game = set().union(*t.in_game_at_all_in.values()) if t.all_in else set(t.players)
    antes = dict(j.pending.get("ante_paid", {}))
    if j.ctx.jack_pot:
        fed = j.case.table.feed if j.case.table.feed is not None else j.case.table.ante
        antes = {p: antes.get(p, 0) + fed for p in t.players}
    for p in t.players:
        if p not in in_game and stakes[p]:
            part = min(antes.get(p, 0), stakes[p])
            carried += part
            extra += stakes[p] - part
            stakes[p] = 0
    cut = layers(stakes, dict(t.all_in), carried)
    if extra and cut:
        last = cut[-1]
        cut[-1] = type(last)(last.amount + extra, last.contributors, last.cap, last.short)
    elif extra:  # the players in the game staked nothing: the passed chips are the whole pool
        cut = [Layer(extra, tuple(p for p in t.players if p in in_game), None, ())]
    return cut


def _divide(j, shown: dict):
    """The awards and the shares by lot, or None where the pool turns on something untold."""
    from ..hands import showdown

    t = j.table
    live = t.in_hand()
    cut = _cut(j) if t.all_in else layers(dict(t.stakes), {}, t.carried)
    share = folded_rule = None
    if len(cut) > 1:
        allowed = j.ask("show-for-stake")
        if allowed is None and not any(s["point"] == "show-for-stake" for s in j.silent):
            j.silence("show-for-stake", f"{', '.join(t.all_in)} put up all he had and the others "
                      "bet beyond it: the book does not say whether he may have a show for it")
        share = j.ask("show-for-stake.share")
        folded_rule = j.ask("show-for-stake.folded-hands")
        if allowed is not None and share is None:
            j.silence("show-for-stake.share", "what a player who showed for less may take")
    awards: dict[str, int] = {}
    lots: list[dict] = []
    for i, layer in enumerate(cut):
        eligible = [p for p in live if i == 0 or p in layer.contributors]
        if not eligible:
            eligible = [p for p in layer.contributors if p in live] or live
        if len(cut) > 1 and layer.short:
            j.find(f"{' and '.join(layer.short)} showed for {layer.cap}: "
                   f"{'the pool' if i == 0 else 'the next part'} of {layer.amount}, made of as "
                   f"much from each player in the game when he demanded his show"
                   f"{' and what was in the pool before' if i == 0 and t.carried else ''}, is "
                   f"contested by {', '.join(eligible)}", share)
        elif len(cut) > 1:
            j.find(f"The remainder of {layer.amount} is contested by {', '.join(eligible)}",
                   share)
        eligible = _folded_hands(j, eligible, shown, folded_rule)
        if len(eligible) == 1:
            awards[eligible[0]] = awards.get(eligible[0], 0) + layer.amount
            j.find(f"{eligible[0]} wins {layer.amount}")
            continue
        missing = [p for p in eligible if p not in shown]
        if missing:
            j.silence("show", f"{', '.join(missing)}'s hand is not told, and the pool turns on it")
            return None
        sd = showdown({p: shown[p] for p in eligible}, _rules(j))
        for text, laws in sd.findings:
            if not text.startswith("an odd chip"):  # placed below, with its amount
                j.find(text, laws)
        for point, detail in sd.silent:
            if point not in ("ties.identical", "ties.odd-chip"):  # ruled on in _split
                j.silence(point, detail)
        if not sd.order:  # no hand still in can be valued: the pool goes to nobody on a guess
            j.silence("show", f"no hand of {', '.join(eligible)} can be valued by the book's "
                      "laws, and the pool turns on it" if eligible else "every hand still in "
                      "is foul or out of the deal: the book does not say who takes the pool")
            return None
        winners = sd.order[0]
        if len(winners) == 1:
            awards[winners[0]] = awards.get(winners[0], 0) + layer.amount
            j.find(f"{winners[0]} wins {layer.amount}")
        else:
            _split(j, winners, layer.amount, awards, lots, shown)
    return awards, lots


def _folded_hands(j, eligible: list[str], shown: dict, rule) -> list[str]:
    """Whether a hand that passed out after a player showed for less still beats him."""
    from ..hands import showdown

    t = j.table
    out = list(eligible)
    for s in [p for p in eligible if p in t.all_in]:
        for f in t.in_game_at_all_in.get(s, ()):
            if f not in t.retired or f not in shown or s not in shown:
                continue
            sd = showdown({f: shown[f], s: shown[s]}, _rules(j))
            if not sd.order or sd.order[0] != [f]:
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
                j.find(f"{f} passed out and has no further claim, though his hand beat {s}'s: "
                       f"{s} keeps his show for what he put up", rule)
    return out


def _split(j, winners: list[str], amount: int, awards: dict, lots: list, shown: dict) -> None:
    from ..hands import evaluate

    shares, odd = divide(amount, winners)
    for p, a in shares.items():
        awards[p] = awards.get(p, 0) + a
    value = evaluate(tuple(shown[winners[0]]), _rules(j))
    level = j.ask(f"ties.{value.category}")
    if level is not None:
        j.find(f"By the book's rule for equal {value.name} hands, {' and '.join(winners)} are "
               "level", level)
    ties = j.ask("ties.identical")
    if ties is None:
        j.silence("ties.identical", f"{' and '.join(winners)} hold hands identical in value: the "
                  "book does not say how the pool goes")
    j.find(f"{' and '.join(winners)} share {amount - odd} equally, {amount // len(winners)} "
           "each", ties)
    if odd:
        lot = j.ask("ties.odd-chip")
        lots.append({"amount": odd, "among": winners, "law": lot.laws[0].id if lot else None})
        if lot is None:
            j.silence("ties.odd-chip", f"{odd} chip{'s' if odd > 1 else ''} cannot be divided "
                      f"among {', '.join(winners)}: the book does not say who takes "
                      f"{'them' if odd > 1 else 'it'}", decisive=False)
        else:
            j.find(f"The odd chip{'s' if odd > 1 else ''} ({odd}) cannot be divided: "
                   "ownership is determined by lot", lot)


HANDLERS = {"show": show, "miscall": miscall, "claim": claim, "opener_shows": opener_shows}
