"""The show: who may show, foul hands, miscalls, and the division of the pool among the
hands, in layers where a player showed for less than the full stake, and in shares where
hands are identical in value."""
from __future__ import annotations

from typing import TYPE_CHECKING, Callable, NamedTuple

from ...law.consequences import Consequences
from ...story.payloads import Hands, Notice, OpenerShows
from ...story.points import words
from ..pots import divide, parts, short_stakes
from . import claims, irregular, jackpot
from ..findings import Say
from ..table import Phase

if TYPE_CHECKING:
    from ...story.case import Event
    from ..judging import Judge
    from ...law.rulebook import Answer


def _rules(j: Judge):
    rules = j.deal.rules(j.book, j.ctx)
    for key, laws in rules.torn.items():  # a hand law the book is torn on is an open point
        j.torn.setdefault(key, laws)
    return rules


def opener_shows(j: Judge, ev: Event) -> None:
    """The opener lays down the hand he opened with; it is weighed when the pool is divided."""
    t = j.table
    if not (j.ctx.jack_pot and t.opened_by):
        j.find(Say.of("show.openers-shown-no-jack-pot", player=ev.player))
        return
    if ev.player != t.opened_by:
        j.find(Say.of("show.openers-shown-by-another", player=ev.player, opened_by=t.opened_by))
        return
    j.deal.opener_shows(ev.player, OpenerShows.told_by(ev).cards, ev.index)


def show(j: Judge, ev: Event) -> None:
    """Hands are laid down: each is recorded, and a foul one found at once. The pool is divided
    when the story is told (``settle``), on every hand shown and every fact told after."""
    t = j.table
    new: dict = dict(Hands.told_by(ev).hands)
    first = j.deal.hands_shown(new, ev.index)
    shown = j.deal.shown
    if first:
        irregular.unspoken_bets(j)
        t.enter(Phase.SHOW)
        _not_equalled(j)
        order = j.rule("show.order", Say.of("show.silent-on-order-of-showing"),
                       decisive=False)
        j.deal.betting_ends(order.laws if order is not None else [])
        if order is not None and len(t.in_hand()) > 1:
            j.find(Say.of("show.bets-are-equal-show", in_hand=t.in_hand()), order)
    _foul_hands(j, new)


def concede(j: Judge, ev: Event) -> None:
    """A player still in throws up his hand at the show without showing it: he passes."""
    t = j.table
    if ev.player in t.retired:
        j.find(Say.of("show.throws-up-hand-already-out", player=ev.player))
        return
    ans = j.ask("passing.stake") or j.ask("passing.re-entry")
    t.retire(ev.player, ans.laws[0].id if ans else None)
    j.find(Say.of("show.throws-up-hand-gives-up-claim", player=ev.player), ans)


def settle(j: Judge) -> None:
    """The pool is divided on the whole story: every hand shown, in whatever event it was
    told, and the facts told after the show (openers, claims)."""
    if not j.deal.show_began or j.over:
        return
    shown = j.deal.shown
    _foul_hand_pointed_out(j, shown)
    divided = _divide(j, shown)
    if divided is None:
        j.end("unsettled")
        return
    awards, lots = divided
    # the opener's proof first: where it fails, nobody wins, and a claim to the pool is moot
    if not jackpot.opener_settles(j, awards, shown):
        return
    claims.weigh_claims(j, awards, shown)
    for p, a in awards.items():
        j.award(p, a)
    j.by_lot.extend(lots)
    if j.ctx.jack_pot and j.table.opened_by and not j.unsettled:
        j.find(Say.of("show.pool-goes", items=((f'{p} {a}' for p, a in sorted(awards.items())))))
    j.end("settled")


def _agreed_hands(j: Judge, eligible: list[str], shown: dict) -> list[str] | None:
    """A hand the players agreed before play (a blaze, a skip straight) that the book does not
    know, held by a player the book's own order does not make the best: what the agreed hand
    is worth decides the part, and the book does not say. An open point, never ruled as if the
    departure had not been agreed: under the reading that the agreement binds, the holders
    of the agreed hand contest the part alone (ranked among themselves as the book ranks their
    cards); under the reading that the book's order applies, all contest it as before. None
    where the point is open and no reading is made."""
    from ...hands.showdown import showdown
    from ...hands.value import has_shape
    from ...law.provisions import CATEGORIES

    for departure in sorted(j.ctx.agreed):
        category = departure.replace("-", "_")
        if category not in CATEGORIES or j.book.departure_laws(departure, j.ctx):
            continue
        held = [p for p in eligible if p in shown and has_shape(tuple(shown[p]), category,
                                                                   _rules(j))]
        if not held:
            continue
        order = showdown({p: shown[p] for p in eligible}, _rules(j)).order
        if len(held) == len(eligible) or (order and all(p in held for p in order[0])):
            # the book's own order already makes an agreed hand the best: no reading differs
            j.find(Say.of("show.unknown-departure-agreed", held=held,
                          choice='holds' if len(held) == 1 else 'each hold',
                          departure=departure), rung="open")
            continue
        point = f"agreed.{departure}"
        reading = j.reading(point)
        if reading is None:
            j.silence("agreed", Say.of("show.players-agreed-before-play", departure=departure,
                                       held=held,
                                       choice='s' if len(held) == 1 else ''), open=point)
            return None
        if reading == "binds":
            eligible = held
    return eligible


def _not_equalled(j: Judge) -> None:
    """A player still in who never made his stake equal to the highest has no show."""
    from .betting import retire_not_equalled

    t = j.table
    for p in t.in_hand():
        if p in t.all_in and t.stakes[p] < t.level:  # raised over after he went all in
            ans = j.ask("show-for-stake")
            if ans is not None:
                RAISED_OVER.of(ans)(j, p, ans)
            continue
        if p in t.all_in or t.stakes[p] >= t.level:
            continue
        retire_not_equalled(j, p, f"has not made his stake equal to the highest "
                            f"({t.stakes[p]} against {t.level}) and has no show",
                            "never made his stake equal to the highest")


def _foul_hands(j: Judge, shown: dict) -> None:
    from .foul import hand_size

    t = j.table
    each, _ = hand_size(j)
    for p in [p for p in t.in_hand() if p in shown]:
        if each is None or len(shown[p]) == each:
            continue
        ans = j.ask("foul-hand.at-show")
        betting = j.ask("foul-hand.bet")
        if ans is None and betting is None:
            j.silence("foul-hand.at-show", Say.of("show.foul-hand-at-show-silent", p=p,
                                                  n_shown=len(shown[p])))
            continue
        law = (ans or betting).laws[0].id
        t.retire(p, law)
        j.find(Say.of("show.hand-holds-cards-foul", p=p, n_shown=len(shown[p])), ans, betting)


def _foul_hand_pointed_out(j: Judge, shown: dict) -> None:
    """`notice: {what: foul_hand}` names who points it out, not whose hand: where no hand
    shown is foul and the story has made none foul (a wrong number dealt and lifted), whose
    it is is a fact the pool turns on."""
    from .foul import hand_size

    each, _ = hand_size(j)
    foul = [p for p, cards in shown.items() if each is not None and len(cards) != each]
    found = [p for p in j.deal.foul if p not in foul]
    for ev in j.case.events:
        told = Notice.told_by(ev)
        if ev.verb != "notice" or told.what != "foul_hand":
            continue
        by = f"{told.by} points out" if told.by else "Someone points out"
        if foul or found:
            whose = [f"{p}'s, as shown" for p in foul] + \
                [f"{p}'s, found foul above" for p in found]
            # a hand found foul at the end of the game: the law on point says what it forfeits
            # and who claims the pool (Peel 64), besides the law that made it foul
            at_end = j.ask("foul-hand.at-show") if found else None
            if at_end is not None:
                j.find(Say.of("show.foul-hand-at-end", by=by, whose=whose), at_end)
            else:
                j.find(Say.of("show.foul-hand", by=by, whose=whose))
        else:
            j.lack("foul hand", f"{by} a foul hand, but no hand shown holds a wrong number of "
                   "cards, and whose hand is foul is not told", ev.index)


def _cut(j: Judge, paying: dict | None, itself=None):
    """The parts of the pool: each short stake claims "the amount of the ante ... and also a
    sum equal to his stake from every player ... out of their stakes" (Peel 60; Keller p. 29,
    "the ante and an amount from each of his adversaries"): the ante, and besides it as much
    of each paying player's stake (``paying``, by the book: ``_who_pays``) as his own; and no
    chip of the others beyond their ante (pots.parts). An ante-man's ante is claimed as the
    ante, so what is claimed from him is counted beyond it, as it is where the ante is told
    as the pool before the deal; the short player's own stake is all he put up (the ante is
    "the first stake in the game", Peel's terms), but a jack pot's feed, paid by every player
    alike, is the ante and no stake of his. Where the book makes each short stake "a pot of
    itself" (``itself``: show-for-stake.pot-of-itself), every hand in a part contests it."""
    t = j.table
    antes = {p: min(a, t.stakes.get(p, 0)) for p, a in _antes(j).items() if a}
    beyond = {p: s - antes.get(p, 0) for p, s in t.stakes.items()}
    own = {p: s - min(j.deal.fed.get(p, 0), s) for p, s in t.all_in.items()}
    return parts(beyond, own, t.besides_stakes + sum(antes.values()), paying, None,
                 t.in_hand(), own_pot=_own_pot(itself))


def _antes(j: Judge) -> dict[str, int]:
    antes = dict(j.deal.ante_paid)
    for p, fed in j.deal.fed.items():  # a jack pot's feed counts as an ante
        antes[p] = antes.get(p, 0) + fed
    return antes


def passed_before(j: Judge) -> dict[str, list[str]]:
    """Each short player, and the players with chips beyond their ante in the pool who had
    passed before he demanded his show: the only players whom the books' words on who pays
    him (show-for-stake.stake-from) tell apart."""
    t = j.table
    at_demand, antes = t.in_game_at_all_in, _antes(j)
    before = {s: [q for q in t.players if q not in at_demand.get(s, (q,))
                  and t.stakes[q] > antes.get(q, 0)] for s in short_stakes(t.stakes, t.all_in)}
    return {s: qs for s, qs in before.items() if qs}


def _no_more(j: Judge, p: str, ans: Answer) -> None:
    """He showed for what he had: being raised over takes nothing from him."""


def _forfeits(j: Judge, p: str, ans: Answer) -> None:
    from .shortstack import forfeits

    forfeits(j, p, ans)


# one all in who was raised over: whether he forfeits his stake at the show
RAISED_OVER = Consequences("show-for-stake", {"forfeits": _forfeits, "allowed": _no_more,
                                              "denied": _no_more})


def _who_pays(j: Judge, stake_from, own=None) -> tuple[dict | None, bool]:
    """Who pays each short player his stake, as the book says (show-for-stake.stake-from):
    the players in the game when he demanded his show; or each of his adversaries, where
    whether one who had passed before the demand is an adversary is a point the words leave
    open, read both ways where his chips beyond the ante are at stake. (paying, open): the
    players who pay each short player (None: everyone), and whether the point is unread."""
    at_demand = dict(j.table.in_game_at_all_in)
    if stake_from is None:
        return at_demand, False
    return STAKE_FROM.of(stake_from).pays(j, at_demand, own)


def _in_game_pays(j: Judge, at_demand: dict, own) -> tuple[dict | None, bool]:
    return at_demand, False


def _each_adversary_pays(j: Judge, at_demand: dict, own) -> tuple[dict | None, bool]:
    before = passed_before(j)
    if not before:
        return at_demand, False
    point = words("passed-before-demand")
    reading = j.reading(point)
    if reading is None:
        told = "; ".join(f"{' and '.join(qs)} had passed before {s} demanded his show"
                         for s, qs in before.items())
        kind = "show.pot-of-itself-concerned" if _own_pot(own) else \
            "show.book-gives-short-player"
        j.silence("show-for-stake.stake-from", Say.of(kind, told=told), open=point)
        return None, True
    return (None if reading == "pays-him" else at_demand), False


class _StakeFrom(NamedTuple):
    """Who pays a short player his stake: found from the deal, and named in words."""

    pays: Callable[..., tuple[dict | None, bool]]
    payers: str


STAKE_FROM = Consequences("show-for-stake.stake-from", {
    "in-game-when-he-demands": _StakeFrom(_in_game_pays, "show.payers-in-game"),
    "each-adversary": _StakeFrom(_each_adversary_pays, "show.payers-each-adversary")})


def _divide(j: Judge, shown: dict):
    """The awards and the shares by lot, or None where the pool turns on something untold."""
    from ...hands.showdown import showdown

    t = j.table
    live = t.in_hand()
    cut = _cut(j, dict(t.in_game_at_all_in)) if t.all_in else \
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
            j.silence("show-for-stake.share", Say.of("show.what-player-who-showed"))
        if stake_from is None:
            j.silence("show-for-stake.stake-from", Say.of("show.who-pays-short-show"))
        paying, unread = _who_pays(j, stake_from, own)
        if unread:
            return None
        cut = _cut(j, paying, own)
        # the pot of itself is cited only where it cuts the pool otherwise than the claims
        if _own_pot(own) and [(c.amount, c.claimants) for c in cut] != \
                [(c.amount, c.claimants) for c in _cut(j, paying)]:
            own_cited = own
        # who pays is cited only where it tells players apart: one passed before a demand
        payers_cited = stake_from if passed_before(j) else None
    awards: dict[str, int] = {}
    lots: list[dict] = []
    told: set[str] = set()  # the hands not ranked, said once for the whole pool
    for i, layer in enumerate(cut):
        eligible = [p for p in live if p in layer.claimants]
        if not eligible:
            eligible = [p for p in layer.contributors if p in live] or live
        if len(cut) > 1 and layer.short:
            before = " and what was in the pool before" if i == 0 and t.besides_stakes else ""
            if i == 0 and any(_antes(j).values()):  # the ante, claimed besides the stakes
                before = " and the ante" + before
            j.find(Say.of("show.showed-for-made-much", short=layer.short, cap=layer.cap,
                          part="the pool" if i == 0 else "the next part", amount=layer.amount,
                          payers=_payers(payers_cited, own), before=before,
                          eligible=eligible),
                   share, payers_cited, own_cited)
        elif len(cut) > 1:
            j.find(Say.of("show.remainder-contested", amount=layer.amount, eligible=eligible),
                   share, own_cited)
        eligible = _folded_hands(j, eligible, shown, folded_rule)
        if eligible is None:
            return None
        if j.deal.held_to_words:
            eligible = claims.held_to_words(j, eligible, shown)
        if len(eligible) == 1:
            awards[eligible[0]] = awards.get(eligible[0], 0) + layer.amount
            j.wins(eligible[0], layer.amount, Say.of("show.sole-claimant-wins",
                                                     eligible=eligible[0],
                                                     amount=layer.amount))
            continue
        eligible, beats = _untold(j, eligible, shown)
        if beats is None:
            return None
        if not beats:
            eligible = _agreed_hands(j, eligible, shown)
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
        sd = _named_jokers(j, {p: shown[p] for p in eligible})
        if sd is None:
            return None
        _unranked(j, sd, shown, told)
        sd, reads = _tie_readings(j, {p: shown[p] for p in eligible}, sd)
        for found in sd.findings:
            if found.point != "ties.odd-chip":  # placed below, with its amount
                j.find(Say.of("hand", text=found[0], hands=found.players), found[1])
        for point, detail in sd.silent:
            if point not in ("ties.identical", "ties.odd-chip"):  # ruled on in _split
                j.silence(point, Say.of("hand", text=detail), open=reads.get(point))
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
            _split(j, winners, layer.amount, awards, lots, shown)
    return awards, lots


def _unranked(j: Judge, sd, shown: dict, told: set) -> None:
    """A hand shown that the book's laws cannot rank (a joker named as its law does not let
    it be named) is never dropped unsaid: the ruling says why, citing the law on the joker,
    and the pool turns on what the book does not say, what such a hand counts for."""
    gives_none = {d.split(" ", 1)[0] for k, d in sd.silent if k == "joker.counts-as"}
    for p, why in sd.unranked.items():
        # a foul hand (not five cards) is ruled on as one; the joker with no value here is
        # already a silence of its own
        if p in told or p in gives_none or len(shown[p]) != 5 or \
                not any(c.is_joker for c in shown[p]):
            continue
        told.add(p)
        j.find(Say.of("show.hand-not-ranked", player=p, why=why), j.ask("joker.counts-as"))
        j.silence("show", Say.of("show.unranked-counts-for", player=p, why=why))


def _own_pot(own) -> bool:
    """Whether the book makes each short stake "a pot of itself" (its answer ``own``)."""
    return own is not None and own.value is True


def _payers(stake_from, own=None) -> Say:
    """Who paid the part a short player showed for, in the book's terms."""
    if _own_pot(own):  # the published decision's words, not Keller's
        return Say.of("show.payers-all-concerned")
    if stake_from is None:
        return Say.of("show.payers-each-player")
    return Say.of(STAKE_FROM.of(stake_from).payers)


def _tie_readings(j: Judge, hands: dict, sd):
    """A tie law whose words stop short of the hands shown (the hand "commencing with the
    highest card" where both begin with the same card): its words are read both ways, the
    hands held level and the pool divided, or compared card after card. A hand the book
    adds to its order (the blaze "beats two pairs") against a better one it does not rank
    it against: read as beating it, and as beaten. The showdown under the readings made,
    and the open point of each law not yet read."""
    from dataclasses import replace

    from ...hands.shapes import READS_SHORT, STOPS_SHORT

    rules = _rules(j)
    reach, unread = {}, {}
    added = {key: key.removesuffix(".ranks-below") for key, _ in rules.unranked.values()}
    for point, _ in sd.silent:
        category = point.removeprefix("ties.")
        if point in added or (point.startswith("ties.") and
                              rules.ties.get(category) in STOPS_SHORT):
            open_point = f"rank.{added[point]}" if point in added else f"tie.{category}"
            admits = () if point in added else READS_SHORT.get(rules.ties.get(category), ())
            reading = j.reading(open_point, admits)
            if reading is None:
                unread[point] = open_point
            else:
                reach[point] = reading
    if not reach:
        return sd, unread
    return _named_jokers(j, hands, replace(rules, reach=reach)) or sd, unread


def _named_jokers(j: Judge, hands: dict, rules=None):
    """The showdown with each joker valued as the story names it: where the winner turns on
    a name not told, the case's facts or the reading replayed say how he named it (at its
    best, or no better than its face value); an unread name is a missing fact (None)."""
    from ...hands.showdown import showdown

    rules = rules or _rules(j)
    sd = showdown(hands, rules)
    reads = {p: j.reading(f"joker.{p}") for p, _ in sd.untold}
    for p, detail in sd.untold:  # the joker's name is the holder's: never assumed
        if reads[p] is None:
            j.lack("joker name", detail, j.deal.show_began, open=f"joker.{p}")
    if any(r is None for r in reads.values()):
        return None
    least = frozenset(p for p, r in reads.items() if r == "least")
    return showdown(hands, rules, face=least) if least else sd


def _folded_beats_him(j: Judge, f: str, s: str, rule: Answer, hand_laws: list) -> bool:
    j.find(Say.of("show.hand-beat-so-loses", f=f, s=s), rule, hand_laws)
    return True


def _no_claim(j: Judge, f: str, s: str, rule: Answer, hand_laws: list) -> bool:
    j.find(Say.of("show.passed-out-no-further-claim", f=f, s=s), rule)
    return False


# whether a hand that passed out after a player showed for less beats him (True: he loses)
FOLDED_HANDS = Consequences("show-for-stake.folded-hands", {
    "beats-the-short-stake": _folded_beats_him, "no-claim": _no_claim})


def _folded_hands(j: Judge, eligible: list[str], shown: dict, rule) -> list[str] | None:
    """Whether a hand that passed out after a player showed for less still beats him; None
    where to whom its winnings revert is an open point not read (``_reverts``)."""
    from ...hands.showdown import showdown

    t = j.table
    out = list(eligible)
    passed: list[str] = []  # the passed hands that ended a short player's claim
    for s in [p for p in eligible if p in short_stakes(t.stakes, t.all_in)]:
        for f in t.in_game_at_all_in.get(s, ()):
            if f not in t.retired or f not in shown or s not in shown:
                continue
            sd = showdown({f: shown[f], s: shown[s]}, _rules(j))
            if not sd.order or sd.order[0] != [f]:
                continue
            hand_laws = [law for _, laws in sd.findings for law in laws]
            if rule is None:
                j.silence("show-for-stake.folded-hands", Say.of("show.passed-out-after-showed",
                                                                f=f, s=s))
            elif FOLDED_HANDS.of(rule)(j, f, s, rule, hand_laws):
                if s in out:
                    out.remove(s)
                passed.append(f)
    for f in dict.fromkeys(passed):  # once every claim it ends has ceased
        out = _reverts(j, f, out, shown)
        if out is None:
            return None
    return out


def _reverts(j: Judge, f: str, eligible: list[str], shown: dict) -> list[str] | None:
    """The passed hand's winnings revert "to C ... because he made it a stronger one ... by
    backing it to an extent beyond B's inclination" (beats-the-short-stake): where more than
    one player still in backed his hand beyond the passed hand's stake, the raiser who drove
    it out and another, the words single out none; read both ways, the raiser taking them,
    or the best hand still in. The hands that contest them; None where the point is unread."""
    from ...hands.showdown import showdown

    t = j.table
    backers = [p for p in eligible if t.stakes.get(p, 0) > t.stakes.get(f, 0)]
    raiser = t.driven_by.get(f)
    if len(backers) < 2 or raiser not in backers:
        return eligible
    sd = showdown({p: shown[p] for p in eligible if p in shown}, _rules(j))
    if sd.order and sd.order[0] == [raiser]:  # the raiser's is the best hand: no reading differs
        return eligible
    point = words("reverts-to")
    reading = j.reading(point)
    if reading is None:
        j.silence("show-for-stake.folded-hands",
                  Say.of("show.backed-beyond-passed-hand", f=f, raiser=raiser,
                         backers=backers), open=point)
        return None
    return [raiser] if reading == "the-raiser" else eligible


def _split(j: Judge, winners: list[str], amount: int, awards: dict, lots: list,
           shown: dict) -> None:
    from ...hands.value import HandError, evaluate

    shares, odd = divide(amount, winners)
    for p, a in shares.items():
        awards[p] = awards.get(p, 0) + a
    try:
        kinds = {evaluate(tuple(shown[w]), _rules(j)).category for w in winners}
    except HandError:  # a hand valued only under one reading of a law the book is torn on
        kinds = set()
    value = evaluate(tuple(shown[winners[0]]), _rules(j)) if kinds else None
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
                                             choice2='them' if odd > 1 else 'it'),
                     Say.of("show.odd-chip-by-lot", choice='s' if odd > 1 else '',
                            odd=odd), decisive=False)
        lots.append({"amount": odd, "among": winners, "law": lot.laws[0].id if lot else None})


HANDLERS = {"show": show, "miscall": claims.miscall, "claim": claims.claim,
            "opener_shows": opener_shows}


def _untold(j: Judge, eligible: list[str], shown: dict) -> tuple[list[str], str | None]:
    """The hands still in whose cards are not told, read as the case's facts or the reading
    replayed say: (the hands left to compare, the untold hand read as beating them, if any);
    the beating hand is None with nothing to compare where the pool turns on an unread one.
    An untold hand decides only the parts of the pool it is in: the rest goes to the best
    of the others (Peel 60, Keller p. 29: a short hand's share is his own stake from each)."""
    untold = [p for p in eligible if p not in shown]
    if not untold:
        return eligible, ""
    reads = {p: j.reading(f"hand.{p}") for p in untold}
    unread = [p for p in untold if reads[p] is None]
    for p in unread:
        j.lack("hand", f"{p} is still in at the show, but his hand is not told, and the "
               "pool turns on it", j.deal.show_began, open=f"hand.{p}")
    beating = [p for p in untold if reads[p] == "beats-the-others"]
    if unread or len(beating) > 1:  # two untold hands each beating the rest: not told which
        return eligible, None
    left = [p for p in eligible if p in shown]
    return (left, beating[0]) if beating else (left, "") if left else (eligible, None)
