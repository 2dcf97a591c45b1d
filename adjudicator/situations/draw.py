"""The draw: discards, the cards given, wrong demands and their disputes, the dealer's draw."""
from __future__ import annotations


def _enter_draw(j) -> None:
    t = j.table
    if t.phase in ("before_deal", "before_draw"):
        t.phase = "draw"


def discard(j, ev) -> None:
    _enter_draw(j)
    j.pending.setdefault("discards", {})[ev.player] = ev.get("count")
    if ev.get("openers_aside") is not None or ev.get("announced") is not None:
        split_openers(j, ev)


def split_openers(j, ev) -> None:
    """The opener of a jack pot breaks up his openers to draw."""
    ans = j.ask("jack-pot.split-openers")
    announced = bool(ev.get("announced")) and bool(ev.get("openers_aside", True))
    if ans is None:
        j.silence("jack-pot.split-openers", f"{ev.player} splits his openers: the book does "
                  "not say what notice he owes", decisive=not announced)
    elif announced:
        j.find(f"{ev.player} splits his openers, announcing it and setting his discard aside "
               "to prove them", ans)
    else:
        j.table.retire(ev.player, ans.laws[0].id)
        j.find(f"{ev.player} splits his openers without announcing it and setting the discard "
               "aside: he forfeits", ans)


def draw(j, ev) -> None:
    _enter_draw(j)
    t, p = j.table, ev.player
    given = ev.get("given")
    discarded = j.pending.get("discards", {}).get(p)
    asked = ev.get("asked", j.pending.get("demanded", {}).get(p))
    if discarded is None and asked is not None:
        discarded = asked  # no discard told: he discarded what he asked for
    if p == t.dealer and discarded is not None and given != discarded:
        ans = j.ask("draw.dealer-wrong-count")
        if ans is None:
            j.silence("draw.dealer-wrong-count", f"the dealer drew {given} to a discard of "
                      f"{discarded}")
        else:
            t.retire(p, ans.laws[0].id)
            j.find(f"The dealer {p} drew {given} cards to a discard of {discarded}: he is held "
                   "to have demanded the wrong number; his hand is foul, he retires and forfeits "
                   "his stake", ans)
        return
    if asked is not None and discarded is not None and asked != discarded:
        check = j.ask("draw.wrong-demand")
        if given == asked:
            ans = j.ask("draw.wrong-demand-given")
            if ans is None:
                j.silence("draw.wrong-demand-given", f"{p} asked for {asked} cards to a "
                          f"discard of {discarded} and was given them")
            else:
                t.retire(p, ans.laws[0].id)
                j.find(f"{p} discarded {discarded} but asked for and was given {asked}: his "
                       "hand is foul, whether raised or not; he retires and forfeits his stake"
                       + (" (the dealer might have looked at the discard first)" if check else ""),
                       ans, check)
            return
        if check is not None:
            j.find(f"{p} asked for {asked} to a discard of {discarded}; the dealer may count "
                   "the discard and give him that number", check)
            asked = discarded
    if asked is not None and given != asked:
        kind = "excess" if given > asked else "short"
        j.pending.setdefault("draw_error", {})[p] = (kind, abs(given - asked))
        j.find(f"{p} asked for {asked} and was given {given}")
    hand = t.hands.get(p)
    if isinstance(hand, int) and discarded is not None:
        t.hands[p] = hand - discarded + given
    elif discarded is not None:
        t.hands[p] = 5 - discarded + given


def draw_error_noticed(j, ev, kind: str) -> None:
    errors = j.pending.get("draw_error", {})
    player = next((p for p, (k, _) in errors.items() if k == kind), None)
    if player is None:
        j.find(f"{kind} cards are claimed, but no such error is told")
        return
    _, n = errors.pop(player)
    t = j.table
    lifted = player in t.lifted
    key = f"draw.{kind}.{'after' if lifted else 'before'}-lift"
    ans = j.ask(key)
    what = f"{n} card{'s' if n > 1 else ''} {'too many' if kind == 'excess' else 'too few'}"
    if ans is None:
        j.silence(key, f"{player} was given {what} in the draw, pointed out "
                  f"{'after' if lifted else 'before'} he raised them")
    elif ans.value == "foul-hand":
        t.retire(player, ans.laws[0].id)
        j.find(f"{player} was given {what} and raised them before it was pointed out: a foul "
               "hand; he retires and forfeits his stake", ans)
    elif kind == "excess":
        j.find(f"{player} was given {what}, pointed out before he raised them: the dealer takes "
               "back the excess and returns it to the pack", ans)
    else:
        j.find(f"{player} was given {what}, pointed out before he raised them: the dealer makes "
               "good the deficiency", ans)


def demand_dispute(j, ev) -> None:
    """Who asked for how many: the evidence the book hears, in its order."""
    _enter_draw(j)
    t, p = j.table, ev.player
    witnesses = ev.get("witnesses", {})
    order = j.ask("draw.demand-dispute.evidence")
    _set_referee(j, {p, t.dealer})
    if order is None:
        j.silence("evidence", f"{p} and the dealer dispute the number demanded ({ev.get('claimed')}"
                  f" or {ev.get('dealer_says')}): the book does not say whose evidence decides")
        return
    for step in order.value:
        if step == "left-of-dealer":
            candidates = [(t.left_of(t.dealer), "the person at the dealer's left")]
        elif step == "right-of-dealer":
            candidates = [(t.right_of(t.dealer), "the person at the dealer's right")]
        else:
            candidates = [(q, f"{q}, the first able to give evidence from the left of {p}")
                          for q in t.round_from(t.left_of(p)) if q not in (p, t.dealer)]
        for who, desc in candidates:
            if who in (p, t.dealer) or who not in witnesses:
                continue
            n = witnesses[who]
            j.find(f"The evidence of {who} ({desc}) decides the dispute: {p} asked for {n}", order)
            j.pending.setdefault("demanded", {})[p] = n
            return
    none = j.ask("draw.demand-dispute.no-evidence")
    if none is None:
        j.silence("evidence", "nobody at the table can give evidence")
        return
    j.find(f"Nobody at the table can give evidence: {p} is held to have demanded the proper "
           "number", none)
    j.pending.setdefault("demanded", {})[p] = j.pending.get("discards", {}).get(p, ev.get("claimed"))


def _set_referee(j, parties: set[str]) -> None:
    order = j.ask("referee.order")
    if order is None:
        return
    t = j.table
    seats = {"dealer": t.dealer, "left-of-dealer": t.left_of(t.dealer),
             "right-of-dealer": t.right_of(t.dealer)}
    for step in order.value:
        who = seats.get(step)
        if who is not None and who not in parties:
            j.referee = {"player": who, "law": order.laws[0].id, "parties": sorted(parties)}
            j.find(f"The dispute is referred to {who}" + (
                f", the dealer being a party" if t.dealer in parties else ", the dealer"), order)
            return
    j.silence("referee", "everyone the book names to decide the dispute is a party to it",
              decisive=False)


def ask_dealer_draw(j, ev) -> None:
    t, p = j.table, ev.player
    ans = j.ask("draw.dealer-question")
    betting_begun = t.phase in ("after_draw", "show") and any(
        s > 0 for s in t.stakes.values()) and bool(t.acted)
    if ans is None:
        j.silence("dealer-draw.question", f"{p} asks how many cards the dealer drew")
        return
    if ans.value == "before-lifting-or-betting":
        if p in t.lifted or (t.phase in ("after_draw", "show") and p in t.acted):
            j.find(f"{p} has raised his drawn cards or bet, and has lost the right to ask how "
                   "many cards the dealer drew", ans)
        else:
            j.find(f"{p} may ask how many cards the dealer drew, and the dealer must answer "
                   "correctly", ans)
    elif betting_begun:
        j.find(f"The betting has begun: the dealer is no longer bound to tell {p} his draw", ans)
    else:
        j.find(f"The dealer must tell {p} how many cards he drew", ans)


def pack_short(j, ev) -> None:
    ans = j.ask("draw.pack-short")
    if ans is None:
        j.silence("draw.pack-short", "the pack runs out during the draw")
    else:
        j.find("The pack runs short: the discards (the dealer's and those still to be made "
               "first) are gathered, shuffled, cut and used to finish the draw", ans)


def exposed_in_draw(j, ev) -> None:
    ans = j.ask("exposed.in-draw")
    if ans is None:
        j.silence("exposed.in-draw", f"a card was exposed in giving {ev.player} his draw")
    elif ans.value == "return-to-pack":
        j.find(f"A card exposed in giving {ev.player} his draw goes back to the pack and is not "
               "given to him", ans)
    else:
        j.find(f"A card exposed in giving {ev.player} his draw is put at the bottom of the pack "
               "and replaced from the top", ans)


HANDLERS = {
    "discard": discard, "draw": draw, "demand_dispute": demand_dispute,
    "ask_dealer_draw": ask_dealer_draw, "pack_short": pack_short,
}
