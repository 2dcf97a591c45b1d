"""Before the draw is reached: the ante, straddles, the cut, the deal and its irregularities."""
from __future__ import annotations

from ..cards import JOKER


def begin(j) -> None:
    """Set the table as the story starts: feeds or the ante, and the say if dealt already."""
    t, setup = j.table, j.case.table
    explicit_ante = any(ev.verb == "ante" for ev in j.case.events)
    if setup.jack_pot and setup.phase == "before_deal":
        feed = j.ask("jack-pot.feed")
        amount = setup.feed if setup.feed is not None else setup.ante
        if feed is None:
            j.silence("jack-pot.feed", "the book does not say what each player pays into a "
                      "jack pot", decisive=False)
        elif amount:
            for p in t.players:
                t.stake(p, amount)
            j.find(f"This deal is a jack pot opened by {setup.jack_pot} or better; every "
                   f"player puts {amount} into the pool", feed)
    elif setup.ante and setup.phase != "after_draw" and not explicit_ante:
        _put_up_ante(j, t.age, setup.ante)
    if setup.phase == "before_draw":
        from .betting import open_interval

        open_interval(j, "before_draw")
    elif setup.phase == "after_draw":
        from .betting import open_interval

        open_interval(j, "after_draw")


def _put_up_ante(j, player: str, amount: int) -> None:
    by = j.ask("ante.by")
    if by is None:
        j.silence("ante.by", "the book does not say who puts up the ante", decisive=False)
    elif _seat(j, by.value) != player:
        j.find(f"{player} puts up the ante, but the book gives the ante to "
               f"{_seat(j, by.value)}", by)
    j.table.stake(player, amount)
    j.pending.setdefault("ante_paid", {})[player] = amount
    if by is not None and _seat(j, by.value) == player:
        j.find(f"{player}, the age, puts up the ante of {amount}", by)
    _check_ante_size(j, amount)


def _check_ante_size(j, amount: int) -> None:
    limit = j.case.table.limit
    cap = j.ask("ante.max")
    if cap is None or limit is None:
        return
    most = limit // 2 if cap.value == "half-limit" else limit
    if amount > most:
        j.find(f"The ante of {amount} exceeds {cap.value.replace('-', ' ')} ({most})", cap)


def _seat(j, where: str) -> str:
    t = j.table
    return {"left-of-dealer": t.age, "dealer": t.dealer}.get(where, t.age)


def ante(j, ev) -> None:
    _put_up_ante(j, ev.player, ev.get("amount", j.case.table.ante))


def straddle(j, ev) -> None:
    t, ante_amt = j.table, j.case.table.ante
    first = j.ask("straddle.first")
    expected = t.left_of(t.straddlers[-1]) if t.straddlers else t.left_of(t.age)
    if first is None:
        j.silence("straddle", "the book has no law of straddling")
    elif ev.player != expected:
        who = "begin straddling" if not t.straddlers else "straddle now"
        j.find(f"{ev.player} may not {who}: the right is {expected}'s", first)
        return
    inc = j.ask("straddle.increment")
    previous = t.stakes[t.straddlers[-1]] if t.straddlers else ante_amt
    amount = ev.get("amount") or previous + ante_amt
    cap = j.ask("straddle.max")
    limit = j.case.table.limit
    if cap is not None and limit is not None:
        most = limit // 2 if cap.value == "half-limit" else limit
        if amount > most:
            j.find(f"{ev.player}'s straddle to {amount} would raise the ante beyond "
                   f"{cap.value.replace('-', ' ')} ({most}): it is not allowed", cap)
            return
    t.stake(ev.player, amount)
    t.straddlers.append(ev.player)
    j.pending.setdefault("ante_paid", {})[ev.player] = amount
    j.find(f"{ev.player} straddles, staking {amount}", first, inc)


def shuffle(j, ev) -> None:
    j.pending["shuffled"] = True


def cut(j, ev) -> None:
    by = j.ask("cut.by")
    if by is not None and ev.player != j.table.right_of(j.table.dealer):
        j.find(f"{ev.player} cut the pack; the cut belongs to {j.table.right_of(j.table.dealer)}", by)


def cut_for_deal(j, ev) -> None:
    how = j.ask("deal.first-dealer")
    if how is None:
        j.silence("first-dealer", "the book does not say how the first dealer is chosen")
        return
    hands = ev.get("hands")
    if how.value in ("lowest-card-ace-low", "lowest-card"):
        def value(card):
            return 1 if card.rank == 14 and how.value == "lowest-card-ace-low" else card.rank
        low = min(value(c[0]) for c in hands.values())
        lowest = [p for p, c in hands.items() if value(c[0]) == low]
        if len(lowest) > 1:
            j.find(f"{', '.join(lowest)} tie for lowest and draw again", how)
        else:
            j.table.dealer = lowest[0]
            j.find(f"{lowest[0]} draws the lowest card and deals first", how)
    elif how.value == "first-jack-face-up":
        for p, cards in hands.items():
            if any(c.rank == 11 for c in cards):
                j.table.dealer = p
                j.find(f"The first jack falls to {p}, who deals first", how)
                return
    else:
        j.find("Anybody may begin dealing; the deal carries no special value", how)


def no_cut(j, ev) -> None:
    j.pending["uncut"] = True
    if j.table.dealt:
        _uncut_noticed(j)


def notice(j, ev) -> None:
    what = ev.get("what")
    if what == "no_cut":
        j.pending["uncut"] = True
        _uncut_noticed(j)
    elif what == "faced_card":
        faced_card(j, ev)
    elif what == "wrong_count":
        if ev.get("by") is None:
            j.silence("notice", "who noticed the wrong count is not told", decisive=False)
        _wrong_count_noticed(j, ev)
    elif what == "imperfect_pack":
        imperfect_pack(j, ev)
    elif what in ("excess", "short"):
        from .draw import draw_error_noticed

        draw_error_noticed(j, ev, what)
    elif what == "out_of_turn":
        j.pending["out_of_turn_noticed"] = True
    elif what == "deal_out_of_turn":
        deal_out_of_turn(j, ev)
    else:
        j.pending.setdefault("noticed", []).append(what)


def _uncut_noticed(j) -> None:
    if j.pending.pop("uncut_ruled", False):
        return
    key = "uncut.noticed-after-deal" if j.table.dealt else "uncut.noticed-during-deal"
    when = "after the deal was finished" if j.table.dealt else "before the deal was finished"
    ans = j.ask(key)
    j.pending["uncut_ruled"] = True
    j.pending.pop("uncut", None)
    if ans is None:
        j.silence(key, f"the pack was not cut, and this was pointed out {when}: the book does "
                  "not say what follows")
    elif ans.value == "misdeal":
        j.find(f"The pack was dealt without being cut, pointed out {when}: a misdeal", ans)
        misdeal(j)
    else:
        j.find(f"The pack was dealt without being cut, but this was not pointed out before "
               "the deal was finished: the deal stands", ans)


def faced_card(j, ev) -> None:
    if j.table.dealt:
        j.silence("faced-card.in-pack", "a card found face up in the pack after the deal was "
                  "finished: the book does not say")
        return
    ans = j.ask("faced-card.in-pack")
    if ans is None:
        j.silence("faced-card.in-pack", "a card found face up in the pack during the deal")
        return
    j.find("A card is found face up in the pack before the deal is finished: a misdeal", ans)
    misdeal(j)


def deal_out_of_turn(j, ev) -> None:
    ans = j.ask("deal-out-of-turn")
    who = ev.player or "the wrong player"
    if ans is None:
        j.silence("deal-out-of-turn", f"{who} dealt out of turn: the book does not say what "
                  "follows")
    elif ans.value == "misdeal":
        j.find(f"{who} dealt out of turn: a misdeal", ans)
        misdeal(j)
    else:
        j.find(f"{who} dealt out of turn; the deal stands", ans)


def imperfect_pack(j, ev) -> None:
    ans = j.ask("imperfect-pack")
    if ans is None:
        j.silence("imperfect-pack", "the pack proves imperfect: the book does not say what "
                  "follows")
        return
    if ans.value == "void-deal":
        j.find("The pack is imperfect: the deal is void and every stake is withdrawn", ans)
        j.refund_all()
        j.end("void")
    else:
        j.find("The pack is imperfect: a misdeal", ans)
        misdeal(j)


def deal(j, ev) -> None:
    """The cards go out; a hand of the wrong size waits to be announced or lifted."""
    t = j.table
    t.dealt = True
    each = j.ask("deal.cards-each")
    for p, cards in ev.get("hands").items():
        t.hands[p] = cards
        n = cards if isinstance(cards, int) else len(cards)
        if each is None:
            if n != 5:
                j.silence("deal.cards-each", "the book does not say how many cards each "
                          "player is dealt")
            continue
        if n != each.value:
            j.pending.setdefault("wrong_count", {})[p] = n
    if j.pending.get("uncut") and j.pending.get("uncut_noticed_during"):
        _uncut_noticed(j)
    from .betting import open_interval

    open_interval(j, "before_draw")


def announce(j, ev) -> None:
    _wrong_count_noticed(j, ev)


def _wrong_count_noticed(j, ev) -> None:
    wrong = j.pending.get("wrong_count", {})
    player = ev.player if ev.player in wrong else (next(iter(wrong)) if wrong else None)
    if player is None:
        j.find("A wrong count is claimed, but every player was dealt the right number")
        return
    n = wrong.pop(player)
    if player not in j.table.lifted:
        ans = j.ask("wrong-count.before-lift")
        if ans is None:
            j.silence("wrong-count.before-lift", f"{player} was dealt {n} cards, announced "
                      "before he raised them: the book does not say what follows")
        elif ans.value == "misdeal":
            j.find(f"{player} was dealt {n} cards, and this was announced before the hand was "
                   "raised: a misdeal", ans)
            misdeal(j)
        else:
            j.find(f"{player} was dealt {n} cards, announced before he raised them: the "
                   "dealer rectifies the deal and play goes on", ans)
    else:
        foul_dealt(j, player, n)


def foul_dealt(j, player: str, n: int) -> None:
    ans = j.ask("wrong-count.after-lift")
    if ans is None:
        j.silence("wrong-count.after-lift", f"{player} was dealt {n} cards and raised them "
                  "before it was announced: the book does not say what follows")
        return
    forfeit = j.ask("foul-hand.stake")
    j.table.retire(player, ans.laws[0].id)
    j.find(f"{player} was dealt {n} cards and raised his hand before it was announced: a "
           "foul hand; he retires and his stake stays in the pool", ans, forfeit)
    paid = j.pending.get("ante_paid", {}).get(player, 0)
    if not paid:
        return
    distracter = j.pending.get("spoke_to_dealer")
    refund = j.ask("foul-dealt.refund-if-distracted") if distracter else None
    if refund is not None:
        j.penalty(distracter, paid, player, refund)
        j.find(f"{distracter} spoke to the dealer during the deal, so he, not the dealer, "
               f"refunds {player}'s ante or straddle of {paid}", refund)
        return
    refund = j.ask("foul-dealt.refund")
    if refund is None:
        j.silence("foul-dealt.refund", f"whether {player}'s ante or straddle of {paid} is "
                  "refunded, and by whom", decisive=False)
        return
    j.penalty(j.table.dealer, paid, player, refund)
    j.find(f"The dealer {j.table.dealer} refunds {player}'s ante or straddle of {paid}", refund)


def lift(j, ev) -> None:
    j.table.lifted.add(ev.player)


def spoke_to_dealer(j, ev) -> None:
    if not j.table.dealt:
        j.pending["spoke_to_dealer"] = ev.player
        ans = j.ask("dealing.silence")
        if ans is not None:
            j.find(f"{ev.player} spoke to the dealer while the cards were being dealt", ans)


def exposed(j, ev) -> None:
    if ev.get("during", "deal") == "draw":
        from .draw import exposed_in_draw

        exposed_in_draw(j, ev)
        return
    ans = j.ask("exposed.in-deal")
    card = ev.get("card")
    what = f"the {card}" if card and card != JOKER else "a card"
    if ans is None:
        j.silence("exposed.in-deal", f"the dealer exposed {what} to {ev.player} while dealing")
    else:
        j.find(f"The dealer exposed {what} to {ev.player} while dealing: he must keep it as "
               "though it had not been exposed", ans)


def omitted(j, ev) -> None:
    ans = j.ask("omitted-player")
    if ans is None:
        j.silence("omitted-player", f"{ev.player} was left out of the deal")
    elif ans.value == "misdeal":
        j.find(f"{ev.player} was left out of the deal: a misdeal", ans)
        misdeal(j)
    else:
        j.find(f"{ev.player} was left out of the deal: the dealer gives him his own hand", ans)


def extra_hand(j, ev) -> None:
    ans = j.ask("extra-hand")
    if ans is None:
        j.silence("extra-hand", "a hand was dealt to nobody")
    else:
        j.find("A hand was dealt to nobody: it is dead", ans)


def misdeal(j) -> None:
    """A new deal: who deals it, and what becomes of the stakes already up."""
    t = j.table
    who = j.ask("misdeal.redealer")
    if who is None:
        j.silence("misdeal.redealer", "who deals again after the misdeal", decisive=False)
    else:
        j.redeal_by = t.dealer if who.value == "same-dealer" else t.left_of(t.dealer)
        j.find(f"{j.redeal_by} deals again"
               + (" (the same dealer)" if who.value == "same-dealer" else " (the next dealer)"),
               who)
    stakes = sum(t.stakes.values())
    if stakes:
        ante = j.ask("misdeal.ante")
        if ante is not None and ante.value == "returned":
            j.refund_all()
            j.find("The stakes already put up are returned", ante)
        elif ante is not None:
            j.find(f"The {stakes} already in the pool stays there for the new deal", ante)
        elif who is not None and who.value == "same-dealer":
            j.find(f"The {stakes} already in the pool stays for the new deal by the same "
                   "dealer, whose ante-man is unchanged")
        else:
            j.silence("misdeal.ante", "what becomes of the stakes already put up",
                      decisive=False)
    j.end("misdeal")


def finish_deal_questions(j) -> None:
    """Irregularities nobody pointed out by the end of the story."""
    if j.pending.get("uncut") and not j.over:
        _uncut_noticed(j)


def settle_next(j) -> None:
    t = j.table
    if j.status == "misdeal":
        j.next_dealer = j.redeal_by
        return
    rotation = j.ask("deal.rotation")
    if rotation is None:
        j.silence("deal.rotation", "who deals next", decisive=False)
    else:
        j.next_dealer = t.left_of(t.dealer)


HANDLERS = {
    "ante": ante, "straddle": straddle, "shuffle": shuffle, "cut": cut,
    "cut_for_deal": cut_for_deal, "no_cut": no_cut, "notice": notice,
    "faced_card": faced_card, "deal_out_of_turn": deal_out_of_turn,
    "imperfect_pack": imperfect_pack, "deal": deal, "announce": announce, "lift": lift,
    "spoke_to_dealer": spoke_to_dealer, "exposed": exposed, "omitted": omitted,
    "extra_hand": extra_hand,
}
