"""The draw: discards, the cards given, a wrong demand, too many or too few cards given, a
card exposed in giving them, the dealer's own draw, asking it, and the pack running short.

What each player discarded, asked for and was given is kept until it can be judged: at once
where all three are known, or when a dispute over the number asked is settled (``evidence``).
A card given in the draw lies on the table until ``lift: P``; a ``notice`` or ``announce``
before that was made before P raised it.
"""
from __future__ import annotations

from typing import TYPE_CHECKING

from .foul import retire_foul

if TYPE_CHECKING:
    from ...story.case import Event
    from ..engine import Judge


def _enter_draw(j: Judge) -> None:
    t = j.table
    if t.phase in ("before_deal", "before_draw"):
        j.deal.stakes_at_draw = dict(t.stakes)
        t.phase = "draw"


def before_betting(j: Judge) -> None:
    """Before any betting action: a draw under way is over, and the betting after it opens;
    before the draw, the stakes are noted so that bets made after it can be told apart."""
    t = j.table
    if t.phase == "draw" and any(t.stakes[p] < t.level for p in t.in_hand() if t.can_act(p)):
        # a player makes good while others have drawn: each makes good and draws in his
        # turn (Peel's own illustration, pp. 36-37); the betting before the draw goes on
        t.phase = "before_draw"
    elif t.phase == "draw":
        from .turns import open_interval

        open_interval(j, "after_draw")
    elif t.phase in ("before_deal", "before_draw"):
        j.deal.stakes_at_draw = dict(t.stakes)


def _record(j: Judge, player: str) -> dict:
    return j.deal.drawn.setdefault(
        player, {"discarded": None, "asked": None, "given": None})


def draw_errors(j: Judge) -> dict:
    """Players given too many or too few cards, not yet ruled on: player -> (kind, by how many)."""
    return j.deal.draw_error


# --- discarding ---------------------------------------------------------------------------

def _takes_his_turn(j: Judge, p: str) -> bool:
    """``p`` discards: whether he has made good first, and whether it is still his turn.
    False where he has lost his draw by not discarding when his turn came."""
    t = j.table
    if p in j.deal.lost_draw:
        return False
    if t.can_act(p) and t.stakes[p] < t.level:
        first = j.ask("draw.make-good-first")
        if first is not None and first.value:
            j.find(f"{p} comes to the draw with {t.stakes[p]} staked, less than the highest "
                   f"stake, {t.level}: he must make his stake equal before drawing", first)
            j.silence("draw.make-good-first", f"the book does not say what follows when {p} "
                      "draws without making good", decisive=False)
    served = j.deal.served
    if not served or p in served:
        return True
    # the seats in rotation from the dealer's left, he last: whether that is the order of the
    # draw is the book's to say
    order = [q for q in t.round_from(t.left_of(t.dealer)) if q not in t.retired]
    after = [q for q in served if q in order and p in order and order.index(q) > order.index(p)]
    if not after:
        return True
    first = j.rule("draw.first", f"{p} discards after {after[0]}, who sits after him from the "
                   "dealer's left, has been served: the book does not say in what order the "
                   "players draw", decisive=False)
    if first is None:
        return True
    lost = j.ask("draw.not-discarded-in-turn")
    said = (f"{p} discards after {after[0]}, who follows him in the draw, has been served: the "
            "draw goes in turn from the dealer's left")
    if lost is None:
        j.find(said, first)
        j.silence("draw.not-discarded-in-turn", f"the book does not say what follows when {p} "
                  "does not discard in his turn")
        return True
    j.deal.lost_draw.add(p)
    j.find(f"{said}; {p} did not discard when his turn came, and loses his draw: he plays "
           "the cards he was dealt", first, lost)
    return False


def discard(j: Judge, ev: Event) -> None:
    _enter_draw(j)
    if ev.player != j.table.dealer and not _takes_his_turn(j, ev.player):
        return
    _record(j, ev.player)["discarded"] = ev.get("count")
    if ev.get("openers_aside") is not None or ev.get("announced") is not None:
        split_openers(j, ev)


def split_openers(j: Judge, ev: Event) -> None:
    """The opener of a jack pot breaks up his openers to draw."""
    announced = bool(ev.get("announced")) and bool(ev.get("openers_aside", True))
    ans = j.rule("jack-pot.split-openers", f"{ev.player} splits his openers: the book does "
                 "not say what notice he owes", decisive=not announced)
    if ans is None:
        return
    if announced:
        j.find(f"{ev.player} splits his openers, announcing it and setting his discard aside "
               "to prove them", ans)
    else:
        j.table.retire(ev.player, ans.laws[0].id)
        j.find(f"{ev.player} splits his openers without announcing it and setting the discard "
               "aside: he forfeits", ans)


# --- the cards given ----------------------------------------------------------------------

def draw(j: Judge, ev: Event) -> None:
    _enter_draw(j)
    t, p = j.table, ev.player
    told = p in j.deal.drawn and _record(j, p)["discarded"] is not None
    if p != t.dealer and not told and not _takes_his_turn(j, p):
        return  # the cards given him are not his: he has lost his draw
    if p in j.deal.lost_draw:
        return
    j.deal.served.append(p)
    rec = _record(j, p)
    rec["given"] = ev.get("given")
    if "asked" in ev.args:
        rec["asked"] = ev.get("asked")
    t.lifted.discard(p)  # the cards given lie on the table until he raises them
    if rec["discarded"] is None and rec["asked"] is not None:
        rec["discarded"] = rec["asked"]  # no discard told: he discarded what he asked for
    if p == t.dealer:
        _dealer_draw(j, p, rec)
        return
    if rec["asked"] is None:
        if j.foreknown.disputed_later(p, ev.index):
            return  # what he asked for is settled by the dispute that follows
        rec["asked"] = rec["discarded"]
    judge(j, p, pointed_out=False)


def judge(j: Judge, p: str, pointed_out: bool) -> None:
    """Weigh what ``p`` discarded, asked for and was given, once all are known."""
    rec = _record(j, p)
    asked, discarded, given = rec["asked"], rec["discarded"], rec["given"]
    if asked is None or given is None:
        return
    if discarded is not None and asked != discarded:
        _wrong_demand(j, p, asked, discarded, given)
        return
    if given != asked:
        kind = "excess" if given > asked else "short"
        draw_errors(j)[p] = (kind, abs(given - asked))
        j.find(f"{p} asked for {asked} card{_s(asked)} and was given {given}")
        if pointed_out:
            _rule_draw_error(j, p)


def _s(n: int) -> str:
    return "" if n == 1 else "s"


def _wrong_demand(j: Judge, p: str, asked: int, discarded: int, given: int) -> None:
    more = "more" if asked > discarded else "fewer"
    check = j.ask("draw.wrong-demand")
    if given == asked:
        ans = j.rule("draw.wrong-demand-given", f"{p} discarded {discarded}, demanded {asked} "
                     "and was given the number he demanded: the book does not say what follows")
        if ans is None:
            return
        retire_foul(j, p, ans, f"{p} discarded {discarded} but demanded {asked}, and the "
                    f"dealer gave him the {asked} demanded, {more} than he discarded: his hand "
                    "is foul", check)
        return
    if given == discarded:
        if check is None:
            j.silence("draw.wrong-demand", f"{p} demanded {_cards(asked)} to a discard of "
                      f"{discarded}, and the dealer gave him {discarded} instead: the book does "
                      "not say whether he may")
        else:
            j.find(f"{p} demanded {_cards(asked)}, {more} than the {discarded} he discarded; the "
                   f"dealer rightly gave him {discarded}: his hand is good", check)
        return
    j.find(f"{p} demanded {_cards(asked)} to a discard of {discarded} and was given {given}")
    j.silence("draw.wrong-demand", f"{p} was given neither the number he demanded nor the "
              "number he discarded: the book does not say what follows")


def _cards(n: int) -> str:
    return f"{n} card" if n == 1 else f"{n} cards"


def _dealer_draw(j: Judge, p: str, rec: dict) -> None:
    discarded, given = rec["discarded"], rec["given"]
    if discarded is None or given == discarded:
        return
    ans = j.rule("draw.dealer-wrong-count", f"the dealer, {p}, drew {_cards(given)} having "
                 f"discarded {discarded}: the book does not say what follows")
    if ans is None:
        return
    retire_foul(j, p, ans, f"The dealer, {p}, drew {_cards(given)} having discarded {discarded}: "
                "he is held to have demanded that improper number, and his hand is a foul hand")


# --- too many or too few given ------------------------------------------------------------

def draw_error_noticed(j: Judge, ev: Event, kind: str | None) -> None:
    """Someone points out that a player was given too many (``excess``) or too few cards."""
    errors = draw_errors(j)
    by = ev.player or ev.get("by")
    fits = [p for p, (k, _) in errors.items() if kind in (None, k)]
    player = by if by in fits else next(iter(fits), None)
    if player is None:
        what = {"excess": "too many", "short": "too few"}.get(kind, "a wrong number of")
        j.find(f"{by or 'A player'} points out {what} cards given in the draw, but no error in "
               "the cards given remains to be ruled on")
        return
    _rule_draw_error(j, player)


def _rule_draw_error(j: Judge, player: str) -> None:
    kind, n = draw_errors(j).pop(player)
    lifted = player in j.table.lifted
    key = f"draw.{kind}.{'after' if lifted else 'before'}-lift"
    what = f"{n} card{_s(n)} {'more' if kind == 'excess' else 'fewer'} than he demanded"
    ans = j.rule(key, f"{player} was given {what}, and this was pointed out "
                 f"{'after' if lifted else 'before'} he raised the cards: the book does not say "
                 "what follows")
    if ans is None:
        return
    if lifted:
        retire_foul(j, player, ans, f"{player} was given {what} and raised the cards from the "
                    "table before this was pointed out: his hand is a foul hand")
    elif kind == "excess":
        them = "it" if n == 1 else "them"
        j.find(f"{player} was given {what}, pointed out before the cards were raised: the dealer "
               f"takes back the card{_s(n)} given in excess and returns {them} to the pack", ans)
    else:
        j.find(f"{player} was given {what}, pointed out before the cards were raised: the dealer "
               "makes good the deficiency", ans)


# --- a dispute over the number demanded ---------------------------------------------------

def demand_dispute(j: Judge, ev: Event) -> None:
    """A player and the dealer disagree on how many cards he asked for."""
    from .evidence import refer, weigh

    _enter_draw(j)
    t, p = j.table, ev.player
    claimed, says = ev.get("claimed"), ev.get("dealer_says")
    j.find(f"{p} says he asked for {claimed} card{_s(claimed)}; the dealer, {t.dealer}, says "
           f"{says}")
    refer(j, {p, t.dealer}, disputant=p)
    rec = _record(j, p)
    n = weigh(j, p, ev.get("witnesses", {}), rec["discarded"], claimed)
    if n is None:
        return
    rec["asked"] = n
    judge(j, p, pointed_out=True)


# --- the dealer's draw asked, cards exposed, the pack short -------------------------------

def ask_dealer_draw(j: Judge, ev: Event) -> None:
    t, p = j.table, ev.player
    about = ev.get("about")
    if about not in (None, t.dealer):
        _ask_another_draw(j, p, about)
        return
    ans = j.rule("draw.dealer-question", f"{p} asks the dealer how many cards he drew: the book "
                 "does not say whether the dealer must answer")
    if ans is None:
        return
    at_draw = j.deal.stakes_at_draw
    after = t.phase in ("after_draw", "show")

    def has_bet(q: str) -> bool:
        return after and t.stakes[q] > at_draw.get(q, t.stakes[q])

    if ans.value == "before-lifting-or-betting":
        if p in t.lifted or has_bet(p):
            did = "raised his drawn cards from the table" if p in t.lifted else "bet"
            j.find(f"{p} has {did}, and so may no longer ask: the dealer need not answer", ans)
        else:
            j.find(f"{p} has drawn but has neither raised his hand nor bet: the dealer must "
                   "answer him correctly", ans)
    elif any(has_bet(q) for q in t.players):
        j.find(f"The betting has begun: the dealer need not answer {p}", ans)
    else:
        j.find(f"The betting has not begun: the dealer is bound to tell {p} how many cards he "
               "drew", ans)


def _ask_another_draw(j: Judge, p: str, about: str) -> None:
    ans = j.rule("draw.other-players-draw", f"{p} asks the dealer how many cards {about} drew: "
                 "the book does not say whether the dealer may tell him", decisive=False)
    if ans is not None:
        j.find(f"{p} asks the dealer how many cards {about} drew: the dealer gives no "
               "information of the number drawn by any player but himself, and need not answer",
               ans)


def take_back(j: Judge, ev: Event) -> None:
    """A player takes back into his hand cards he has discarded."""
    p, n = ev.player, ev.get("count")
    what = f"{n} card{_s(n)}" if n else "cards"
    ans = j.rule("draw.discards-final", f"{p} takes back {what} he discarded: the book does not "
                 "say whether he may")
    if ans is not None and ans.value:
        j.find(f"{p} takes back into his hand {what} he discarded: a card once discarded shall "
               "not be taken into the hand again", ans)
        j.silence("draw.discards-final", f"the book does not say what follows when {p} takes a "
                  "discard back")


def exposed_in_draw(j: Judge, ev: Event) -> None:
    p, card = ev.player, ev.get("card")
    what = f"the {card}" if card else "a card"
    ans = j.rule("exposed.in-draw", f"the dealer exposed {what} in giving {p} his draw: the "
                 "book does not say what becomes of it")
    if ans is None:
        return
    if ans.value == "return-to-pack":
        j.find(f"The dealer exposed {what} in giving {p} the cards he demanded: it is returned "
               f"to the pack and is not given to {p}", ans)
    else:
        j.find(f"The dealer exposed {what} in giving {p} his draw: it goes to the bottom, and "
               f"{p} is given another in its place", ans)


def pack_short(j: Judge, ev: Event) -> None:
    j.rule("draw.pack-short", "the pack has not cards enough to give every player the "
           "number he demanded: the book does not say what follows",
           "The pack runs short in the draw: the discards are gathered to serve those still "
           "to be given cards")


HANDLERS = {
    "discard": discard, "draw": draw, "demand_dispute": demand_dispute,
    "ask_dealer_draw": ask_dealer_draw, "pack_short": pack_short, "take_back": take_back,
}
