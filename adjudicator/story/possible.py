"""Whether a story could have happened at all, decided once, before any book is read.

A card is in one place at a time: dealt to one player, shown from one hand, exposed to one
player. A player shows the cards he was dealt or drew, never a card dealt to another player,
unless the story lets the card pass (the discards gathered and shuffled for a pack that ran
short: ``pack_short``). No hand holds a card twice, and no more cards go out than the pack
holds (52, or 53 where the joker is agreed or written). Under table stakes and freeze-out a
player cannot put up in one act more than he has on the table. Each of these is an input
error with the place it is written; none depends on the book the case is ruled under.
"""
from __future__ import annotations

from .cards import JOKER, Card
from ..errors import InputError, InputErrors, Mark
from .terms import BETTING_VERBS, MAX_AMOUNT

PACK = 52
LARGEST_PACK = PACK + 1  # with the joker
# Departures that put the joker (Keller's "mistigris", Peel's "the Joker") into the pack.
JOKER_DEPARTURES = ("joker", "bug")
# Acts whose amount is what the player puts up at once (``raise: {to}`` counts his stake).
ONE_ACT = (("bet", "amount"), ("open", "amount"), ("raise", "by"), ("raise", "to"))


def check_story(table, events) -> None:
    """Refuse every impossible thing the story tells (InputErrors where there are several,
    each at its event); a merely irregular one is kept."""
    problems: list[InputError] = []

    def each(check, *args) -> None:
        try:
            check(*args)
        except InputErrors as exc:
            problems.extend(exc.errors)
        except InputError as exc:
            problems.append(exc)

    for cards in _deals(events):  # each deal's cards, apart: a redeal gathers them back
        each(_check_cards, table, cards)
        for check in (_check_shown_once, _check_openers_dealt, _check_exposed_held,
                      _check_shown_from_deal_and_draw):
            each(check, cards)
    each(_check_straddles, table, events)
    each(_check_stakes, table, events)
    found = list({(e.message, e.mark): e for e in problems}.values())
    if found:
        raise found[0] if len(found) == 1 else InputErrors(found)


def _deals(events) -> list[list]:
    """The story cut at each `redeal`: the cards gathered go back into the pack, and the
    second deal may give any of them again (a first deal the story does not tell is one
    whose cards nothing turns on)."""
    out: list[list] = [[]]
    for ev in events:
        if ev.verb == "redeal":
            out.append([])
        else:
            out[-1].append(ev)
    return out


def _check_shown_once(events) -> None:
    """A hand shown in two `show` events is the same hand."""
    shown: dict[str, tuple] = {}
    for ev in events:
        if ev.verb != "show":
            continue
        for p, cards in ev.args["hands"].items():
            if p in shown and sorted(map(str, cards)) != sorted(map(str, shown[p])):
                raise InputError(f"{p}'s hand is shown twice, with different cards",
                                 ev.args["marks"][p])
            shown.setdefault(p, cards)


def _check_openers_dealt(events) -> None:
    """An opener who lays down his original hand lays down the cards he was dealt, where the
    deal tells them."""
    dealt: dict = {}
    for ev in events:
        if ev.verb == "deal":
            dealt = dict(ev.args["hands"])
        elif ev.verb == "opener_shows" and isinstance(dealt.get(ev.player), tuple):
            # a card is its rank and suit: the joker's name, said as he lays it down, is
            # not another card (story/cards.py)
            if sorted(ev.args["cards"]) != sorted(dealt[ev.player]):
                raise InputError(f"{ev.player} shows as his original hand cards he was not "
                                 f"dealt (the deal gave him {' '.join(map(str, dealt[ev.player]))})",
                                 ev.mark)


# Acts after which a player's hand may hold cards the story does not name: a card the pack
# gave him beyond the deal's (the draw, a pack run short, an imperfect pack, a hand too
# many), or a wrong number of cards pointed out.
UNTOLD_AFTER = frozenset({"pack_short", "imperfect_pack", "extra_hand", "announce",
                          "demand_dispute", "deal_out_of_turn", "omitted"})
# Acts after which the deal's `exposed` with no `during` may be the draw's (the engine reads
# the phase: judge/situations/deal.py): the betting, the discard and the draw.
PAST_THE_DEAL = frozenset({"open", "bet", "check", "call", "raise", "fold", "all_in", "say",
                           "discard", "draw", "ask_dealer_draw", "show"})


def _check_exposed_held(events) -> None:
    """A card exposed from a player's hand in the deal is one he holds: where the deal told
    his cards and nothing since can have given him another (a draw, a wrong count, a pack
    run short or imperfect), the card is one of them. A card exposed in giving the draw
    comes from the pack, and is not checked."""
    held: dict = {}           # player -> his cards as told, where all of them are
    past_deal = False
    early: list | None = []   # cards exposed in dealing, told before the deal's own event
    for ev in events:
        if ev.verb == "deal":
            held = {p: c for p, c in ev.args["hands"].items() if isinstance(c, tuple)}
            past_deal = False
            for told in early or ():
                _exposed_one_held(told, held)
            early = None
            continue
        if ev.verb == "redeal":
            early = []
        if early is not None and _in_dealing(ev):
            early.append(ev)
            continue
        if ev.verb in UNTOLD_AFTER or (ev.verb == "notice" and ev.args.get("what") in
                                       ("wrong_count", "excess", "short", "extra_hand",
                                        "imperfect_pack", "pack_short", "omitted")):
            held = {}
        elif ev.verb == "draw" and ev.args.get("given", 0):
            held.pop(ev.player, None)
        if ev.verb in PAST_THE_DEAL:
            past_deal = True
        if ev.verb != "exposed" or "card" not in ev.args or ev.player not in held:
            continue
        during = ev.args.get("during")
        if during == "draw" or (during is None and past_deal):
            continue
        _exposed_one_held(ev, held)


def _in_dealing(ev) -> bool:
    """Whether ``ev`` tells a card exposed in dealing (its deal's event tells the whole deal,
    and the exposure may be told before or after it)."""
    return ev.verb == "exposed" and "card" in ev.args and ev.args.get("during") != "draw"


def _exposed_one_held(ev, held: dict) -> None:
    """The card ``ev`` exposes from a player's hand in the deal is among those the deal told
    him, where it told them."""
    card = ev.args.get("card")
    if card is None or ev.player not in held or card in held[ev.player]:
        return
    raise InputError(f"{card} is exposed from {ev.player}'s hand in the deal, but the "
                     f"deal gave him {' '.join(map(str, held[ev.player]))}: a player "
                     "holds only the cards dealt or drawn to him", ev.mark)


# Acts that move no card: where a story tells nothing else, a player's hand at the show is
# what he was dealt, less what he discarded, and what he was given at the draw.
PLAIN = BETTING_VERBS | frozenset({
    "ante", "straddle", "shuffle", "cut", "no_cut", "cut_for_deal", "deal", "discard", "draw",
    "ask_dealer_draw", "show", "miscall", "claim", "take_in", "opener_shows", "change_limit",
    "intends", "notice", "lift", "muck", "spoke_to_dealer", "borrow", "announce"})


def _check_shown_from_deal_and_draw(events) -> None:
    """A hand shown holds only cards dealt or drawn to the player: no more new cards than he
    was given at the draw, and none of the cards he threw away. Decided only where the story
    tells it all: one deal, his cards told, his draw told (for the cards new to his hand),
    and nothing told that moves a card otherwise (a card exposed, a wrong number of cards,
    discards taken back, a pack run short)."""
    if any(ev.verb not in PLAIN for ev in events) or \
            sum(ev.verb == "deal" for ev in events) != 1:
        return
    dealt: dict = {}
    given: dict[str, int] = {}
    thrown: dict[str, int] = {}
    for ev in events:
        if ev.verb == "deal":
            dealt = {p: c for p, c in ev.args["hands"].items() if isinstance(c, tuple)}
        elif ev.verb == "draw":
            given[ev.player] = given.get(ev.player, 0) + ev.args.get("given", 0)
        elif ev.verb == "discard":
            thrown[ev.player] = thrown.get(ev.player, 0) + ev.args.get("count", 0)
        elif ev.verb == "show":
            for p, cards in ev.args["hands"].items():
                if p not in dealt or isinstance(cards, int):
                    continue
                new = [c for c in cards if c not in dealt[p]]
                kept = len(cards) - len(new)
                drew = given.get(p)  # his draw untold: what he drew is not known
                if drew is not None and len(new) > drew:
                    raise InputError(
                        f"{p} shows {' '.join(map(str, new))}, but he was dealt "
                        f"{' '.join(map(str, dealt[p]))} and was given {drew} card"
                        f"{'' if drew == 1 else 's'} at the draw: a player holds only the "
                        "cards dealt or drawn to him", ev.args["marks"][p])
                if kept > len(dealt[p]) - thrown.get(p, 0):
                    raise InputError(
                        f"{p} shows {kept} of the cards he was dealt, but he discarded "
                        f"{thrown[p]} of his {len(dealt[p])}: a card thrown away does not come "
                        "back to his hand (tell `take_back` where it did)", ev.args["marks"][p])


def _pack_size(table, events) -> int:
    written = any(JOKER in _cards_of(ev) for ev in events)
    agreed = any(a in JOKER_DEPARTURES for a in table.agreed)
    return PACK + (1 if written or agreed else 0)


def _cards_of(ev) -> list[Card]:
    """Every card an event names, whoever holds it."""
    if ev.verb in ("deal", "show"):
        return [c for cards in ev.args["hands"].values() if not isinstance(cards, int)
                for c in cards]
    if ev.verb == "opener_shows":
        return list(ev.args["cards"])
    if ev.verb == "exposed" and "card" in ev.args:
        return [ev.args["card"]]
    return []


def _hands_of(ev) -> list[tuple[str, tuple, Mark]]:
    """(player, cards, where written) for each hand an event puts in a player's hands."""
    if ev.verb in ("deal", "show"):
        marks = ev.args.get("marks", {})
        return [(p, cards, marks.get(p, ev.mark)) for p, cards in ev.args["hands"].items()
                if not isinstance(cards, int)]
    if ev.verb == "opener_shows":
        return [(ev.player, ev.args["cards"], ev.mark)]
    if ev.verb == "exposed" and "card" in ev.args:
        return [(ev.player, (ev.args["card"],), ev.mark)]
    return []


def _check_cards(table, events) -> None:
    size = _pack_size(table, events)
    if len(table.players) > size:  # each player is dealt a card, whatever the book's numbers
        raise InputError(f"{len(table.players)} players, but the pack holds {size} cards: not "
                         "every player could be dealt a card", table.marks.get("players"))
    dealt = drawn = 0
    held: dict[Card, str] = {}        # whose hand each card is in: dealt, shown or exposed
    reshuffled = False                # the discards went back into the pack (pack_short)
    problems: list[InputError] = []   # one an event, each at its place
    early: dict | None = {}           # cards exposed in dealing, told before the deal's event
    for ev in events:
        if ev.verb == "redeal":
            early = {}
        elif ev.verb == "deal" and early:
            for c, p in early.items():  # the deal tells again the card exposed: the same card
                hand = ev.args["hands"].get(p)
                if isinstance(hand, tuple) and c in hand:
                    del held[c]
        if early is not None and _in_dealing(ev) and ev.args["card"] not in held:
            early[ev.args["card"]] = ev.player
        try:
            dealt, drawn, reshuffled = _cards_told(ev, size, dealt, drawn, reshuffled, held)
        except InputError as exc:
            problems.append(exc)
        if ev.verb == "deal":
            early = None
    if problems:
        raise problems[0] if len(problems) == 1 else InputErrors(problems)


def _cards_told(ev, size: int, dealt: int, drawn: int, reshuffled: bool,
                held: dict) -> tuple[int, int, bool]:
    """The cards one event tells, checked against those told before (HELD: whose hand each
    card is in); the counts of cards dealt and drawn, and whether the discards went back
    into the pack, as they stand after it."""
    if ev.verb == "pack_short":
        return dealt, drawn, True
    if ev.verb == "draw":
        drawn += ev.args.get("given", 0)
        if dealt + drawn > size and not reshuffled:
            raise InputError(f"{dealt + drawn} cards dealt and drawn, but the pack holds "
                             f"{size}: tell `pack_short` where the pack ran out", ev.mark)
        return dealt, drawn, reshuffled
    if ev.verb == "deal":
        dealt += sum(c if isinstance(c, int) else len(c) for c in ev.args["hands"].values())
        if dealt > size:
            raise InputError(f"{dealt} cards dealt, but the pack holds {size}", ev.mark)
    if ev.verb == "faced_card" and "card" in ev.args:
        holder = held.get(ev.args["card"])
        if holder is not None and not reshuffled:  # found in the pack: in no one's hand
            raise InputError(f"{ev.args['card']} is found face up in the pack, but it is in "
                             f"{holder}'s hand: a card is in one place at a time", ev.mark)
        return dealt, drawn, reshuffled
    if ev.verb == "cut_for_deal":  # each cuts a card of one pack: no two the same
        cut: dict[Card, str] = {}
        for p, cards in ev.args["hands"].items():
            for c in cards:
                if c in cut:
                    raise InputError(f"{c} is cut by both {cut[c]} and {p}: a card is in "
                                     "one place at a time", ev.args["marks"].get(p, ev.mark))
                cut[c] = p
        return dealt, drawn, reshuffled
    here: dict[Card, str] = {}    # this event's own cards
    for p, cards, mark in _hands_of(ev):
        _one_hand(p, cards, mark)
        for c in cards:
            holder = held.get(c)
            if c in here and here[c] != p:
                raise InputError(f"{c} is {'dealt to' if ev.verb == 'deal' else 'in'} both "
                                 f"{here[c]} and {p}", mark)
            here[c] = p
            if ev.verb == "deal" and holder is not None and not reshuffled:
                where = "again" if holder == p else f"to {p}, but it is in {holder}'s hand"
                raise InputError(f"{c} is dealt {where}: a card is in one place at a time",
                                 mark)
            if holder is not None and holder != p and not reshuffled:
                raise InputError(f"{c} is in {p}'s hand here, but it is in {holder}'s: a "
                                 "player holds only the cards dealt or drawn to him", mark)
            held[c] = p
    return dealt, drawn, reshuffled


def _one_hand(p: str, cards, mark: Mark) -> None:
    seen: set[Card] = set()
    for c in cards:
        if c in seen:
            raise InputError(f"{c} is twice in {p}'s hand: the pack holds one of each card"
                             + (" and one joker" if c == JOKER else ""), mark)
        seen.add(c)


def _check_straddles(table, events) -> None:
    """A straddle with no amount stakes what the book's law sizes it at (situations/ante.py):
    at least an ante more than the straddle before it in every book that sizes one (Peel adds
    the ante, Keller doubles the straddle; a book with no size leaves the amount untold, a
    fact missing). Told again and again it would grow past any amount a case may write (499
    straddles made an 84-digit pool). That least, counted from the straddles alone, must stay
    within the largest amount; else its amount is told."""
    staked: dict[str, int] = {}
    last = None
    for ev in events:
        if ev.verb != "straddle":
            continue
        amount = ev.args.get("amount") or (staked[last] if last else table.ante) + table.ante
        if amount > MAX_AMOUNT:
            raise InputError(f"{ev.player}'s straddle, with no amount told, would stake at "
                             f"least {amount:,}, more than {MAX_AMOUNT:,}: write its amount",
                             ev.mark)
        staked[ev.player] = staked.get(ev.player, 0) + amount
        last = ev.player


def _check_stakes(table, events) -> None:
    """All in needs a stack; and under table stakes and freeze-out no single act puts up more
    than the player's whole stack, whatever the book and whatever the act."""
    for ev in events:  # all in is all of a stack the story must tell, under any betting
        if ev.verb == "all_in" and ev.player not in table.stacks:
            raise InputError(f"{ev.player} goes all in, but the table gives no stack for him: "
                             "add `stacks` to the table", ev.mark)
    if table.betting not in ("table-stakes", "freeze-out"):
        return
    for player, amount, what, mark in stakes_put_up(table, events):
        if player in table.stacks and amount > table.stacks[player]:
            raise InputError(f"{player} has {table.stacks[player]} on the table and cannot put "
                             f"up {amount}{what} ({table.betting}: no player bets more than he "
                             "has on the table)", mark)


def stakes_put_up(table, events):
    """(player, amount, " as what", mark) for each stake the story puts up in one act: the table's
    ante (by the age, or the dealer, as the book gives it) or a jack pot's feed (by every
    player), each ante and straddle told (at the amount it names, else the table's ante, or
    the last straddle and an ante more: the least a straddle stakes in any book that sizes
    one, _check_straddles), and each bet, opening and raise."""
    if table.jack_pot and table.phase == "before_deal":
        feed = table.feed if table.feed is not None else table.ante
        for p in table.players:
            yield p, feed, " as the jack pot's feed", table.marks.get(
                "feed" if table.feed is not None else "ante", table.marks["feed"])
    elif table.ante and table.phase != "after_draw" and not any(e.verb == "ante" for e in events):
        age = table.players[(table.players.index(table.dealer) + 1) % len(table.players)]
        for p in dict.fromkeys((age, table.dealer)):
            yield p, table.ante, " as the table's ante", table.marks.get("ante")
    last = table.ante
    for ev in events:
        if ev.verb in ("ante", "straddle"):
            if ev.verb == "ante":  # as the replay reads them (situations/ante.py)
                amount = ev.args.get("amount", table.ante)
            else:
                amount = last = ev.args.get("amount") or last + table.ante
            yield ev.player, amount, f" as his {ev.verb}", ev.mark
        for verb, key in ONE_ACT:
            if ev.verb == verb and key in ev.args:
                yield ev.player, ev.args[key], "", ev.mark
