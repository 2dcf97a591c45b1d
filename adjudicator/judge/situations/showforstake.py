"""A player who showed for less than the full stake: the parts of the pool his stake claims,
who pays him his stake and in what words, whether he forfeits it when raised over, and the
hands that passed out after he showed."""
from __future__ import annotations

from collections import namedtuple
from typing import TYPE_CHECKING

from ...hands.showdown import showdown
from ...law.answers import readings
from ...law.consequences import Consequences
from ...story.points import words
from ..acts import NOTHING, LeaveOpen, Outcome, find, outcome
from ..acts.show import ReadUnder, reading
from ..pots import parts, short_stakes
from ..findings import Say
from .weighing import hand_rules, torn_laws

if TYPE_CHECKING:
    from ..judging import Reads
    from ...law.rulebook import Answer


def _no_more(d: Reads, p: str, ans: Answer) -> Outcome:
    """He showed for what he had: being raised over takes nothing from him."""
    return NOTHING


def _forfeits(d: Reads, p: str, ans: Answer) -> Outcome:
    from .shortstack import forfeits

    return forfeits(d, p, ans)


# one all in who was raised over: whether he forfeits his stake at the show
RAISED_OVER = Consequences("show-for-stake", {"forfeits": _forfeits, "allowed": _no_more,
                                              "denied": _no_more})


def parts_claimed(d: Reads, paying: dict | None, itself=None, ante_to_short: bool = True):
    """The parts of the pool: each short stake claims "the amount of the ante ... and also a
    sum equal to his stake from every player ... out of their stakes" (Peel 60; Keller p. 29,
    "the ante and an amount from each of his adversaries"): the ante, and besides it as much
    of each paying player's stake (``paying``, by the book: ``who_pays``) as his own; and no
    chip of the others beyond their ante (pots.parts). An ante-man's stake is all he put up,
    his ante among it (the ante is "the first stake in the game", Peel's terms, and a raise
    ``to:`` counts it): it says how far he is concerned in the pool, and what he claims if
    he is short; his ante is claimed as the ante, so what is claimed from him is counted
    beyond it, as it is where the ante is told as the pool before the deal. A jack pot's
    feed, paid by every player alike, is the ante and no stake of his. Where the book makes
    each short stake "a pot of itself" (``itself``: show-for-stake.pot-of-itself), every hand
    in a part contests it; ``ante_to_short``: False where the ante is read as no part of a
    short stake's (``ante_in_short_pot``)."""
    t, fed = d.table, d.deal.fed

    def unfed(chips: dict[str, int]) -> dict[str, int]:  # a jack pot's feed is no stake
        return {p: s - min(fed.get(p, 0), s) for p, s in chips.items()}

    stakes, own = unfed(t.stakes), unfed(t.all_in)
    feeds = sum(t.stakes[p] - s for p, s in stakes.items())
    return parts(stakes, own, t.besides_stakes + feeds, paying, ante_claimed(d),
                 t.in_hand(), own_pot=own_pot(itself), left=dict(t.left_in_pool),
                 ante_to_short=ante_to_short)


def ante_claimed(d: Reads) -> dict[str, int]:
    """The chips a short player who wins claims as "the ante": every ante put up, the
    straddles with it (Peel 60, "the ante and straddle or straddles"), or not where the
    book's share is "the ante" alone (Keller p. 29): a straddle is then its straddler's
    stake, of which he pays as much as the short player put in."""
    antes = dict(d.deal.ante_paid)
    with_straddles = d.ask("show-for-stake.straddles-with-ante")
    if with_straddles is not None and with_straddles.value is False:
        antes = {p: a for p, a in antes.items() if p not in d.table.straddlers}
    return antes


def antes_paid(d: Reads) -> dict[str, int]:
    antes = dict(d.deal.ante_paid)
    for p, fed in d.deal.fed.items():  # a jack pot's feed counts as an ante
        antes[p] = antes.get(p, 0) + fed
    return antes


def passed_before(d: Reads) -> dict[str, list[str]]:
    """Each short player, and the players with chips beyond their ante in the pool who had
    passed before he demanded his show: the only players whom the books' words on who pays
    him (show-for-stake.stake-from) tell apart."""
    t = d.table
    at_demand, antes = t.in_game_at_all_in, antes_paid(d)
    before = {s: [q for q in t.players if q not in at_demand.get(s, (q,))
                  and t.stakes[q] > antes.get(q, 0)] for s in short_stakes(t.stakes, t.all_in)}
    return {s: qs for s, qs in before.items() if qs}


def who_pays(d: Reads, stake_from, own=None) -> Outcome:
    """Who pays each short player his stake, as the book says (show-for-stake.stake-from):
    the players in the game when he demanded his show; or each of his adversaries, where
    whether one who had passed before the demand is an adversary is a point the words leave
    open, read both ways where his chips beyond the ante are at stake. The result, (paying,
    open): the players who pay each short player (None: everyone), and whether the point is
    unread."""
    at_demand = dict(d.table.in_game_at_all_in)
    if stake_from is None:
        return outcome(result=(at_demand, False))
    return STAKE_FROM.of(stake_from).pays(d, at_demand, own, stake_from)


def _in_game_pays(d: Reads, at_demand: dict, own, stake_from) -> Outcome:
    return outcome(result=(at_demand, False))


def _each_adversary_pays(d: Reads, at_demand: dict, own, stake_from) -> Outcome:
    before = passed_before(d)
    if not before:
        return outcome(result=(at_demand, False))
    # what the story tells of who had passed, as the finding tells it (a text: the players
    # it names are not the finding's)
    told = "; ".join(Say.of("showforstake.had-passed-before", passed=qs, s=s).words()
                     for s, qs in before.items())
    # the book's own law may say whether one who had passed is an adversary (Keller /8:
    # who passes "must retire from the game until the next deal")
    decided = d.ask("show-for-stake.passed-before-demand")
    if decided is not None:
        pays = PASSED_BEFORE.of(decided)
        return outcome(find(Say.of("show.passed-before-pays" if pays else
                                   "show.passed-before-out", told=told),
                            decided, stake_from, rung=decided.rung),
                       result=((None if pays else at_demand), False))
    point = words("passed-before-demand")
    read, said = reading(d, point)  # said after the findings before it
    if read is None:
        kind = "show.pot-of-itself-concerned" if own_pot(own) else \
            "show.book-gives-short-player"
        return said.then(LeaveOpen("show-for-stake.stake-from", Say.of(kind, told=told),
                                   open=point)).returning((None, True))
    return said.returning(((None if read == readings(point).PAYS_HIM else at_demand), False))


def ante_in_short_pot(d: Reads, share, shown: dict, cut: list) -> Outcome:
    """Whether the ante (and what was in the pool before) is in a short stake's part. A book
    whose share names it says so ("the ante ... and also a sum equal to his stake", Peel 60);
    one that names his part and sends the residue elsewhere says it is not (Keller's Freeze
    Out: "The residue of the pool ... must go to the next best hand"); one that names the
    equal stakes alone ("the $30 of the pot, in which alone A had an equal interest, is a pot
    of itself, in which all three players are equally concerned", the published decision)
    leaves it to its words, read both ways where there is an ante and
    it may go otherwise than the rest: not where one player takes the first part of ``cut``
    (the pool cut with the ante in it) and the last alike. The result: whether it is, with
    the share as it is applied where the words are not read, ((key, value),) or (), the
    share naming the ante and the share naming none coming to one; None where unread."""
    if share is not None and share.value == STAKES_ALONE:
        return outcome(result=(False, ()))
    if share is None or share.value != NAMES_NO_ANTE:
        return outcome(result=(True, ()))
    if not (any(antes_paid(d).values()) or d.table.besides_stakes) or \
            _takes_every_part(d, shown, cut):
        return outcome(result=(True, ((share.key, NAMES_THE_ANTE),)))
    point = words("ante-in-pot-of-itself")
    reading = d.assume.get(point)  # said where it is read, after the findings above
    read = outcome(ReadUnder(point, ()))
    if reading is None:
        return read.then(LeaveOpen("show-for-stake.share", Say.of("show.ante-in-short-pot"),
                                   open=point)).returning(None)
    return read.returning((reading == readings(point).WITH_THE_ANTE, ()))


def _takes_every_part(d: Reads, shown: dict, cut: list) -> bool:
    """Whether the best hand still in of the first part (the ante's, where it is in the
    short stakes') and of the last (where it goes with the rest) is one player's, his own
    not beaten by a hand that passed out if he is short: the ante goes to him either way.
    Where such a hand beats him, his part reverts (``_reverts``): to one player only where
    one alone backed his hand beyond it; else the point is read, its readings compared by
    their chips."""
    t = d.table
    live = t.in_hand()
    if any(p not in shown for p in live):
        return False

    def best(players) -> str | None:
        sd = showdown({p: shown[p] for p in players}, hand_rules(d))
        return sd.order[0][0] if sd.order and len(sd.order[0]) == 1 and not sd.silent \
            else None

    first = best([p for p in live if p in cut[0].claimants])
    short = short_stakes(dict(t.stakes), dict(t.all_in))
    # the hands that passed out after his demand, which may end his claim
    folded = [p for p in shown if p not in live and first in short
              and p in dict(t.in_game_at_all_in).get(first, ())]
    if folded and best([first, *folded]) != first:
        # a hand that passed out beats him: his part reverts to those still in who backed
        # theirs beyond its stake (``_reverts``), one player's only where one alone did, and
        # he was never short
        beaters = [f for f in folded if best([first, f]) == f]
        backers = [p for p in live if p in cut[0].claimants and p != first
                   and all(t.stakes[p] > t.stakes[f] for f in beaters)]
        first = backers[0] if len(backers) == 1 and backers[0] not in short else None
    return first is not None and first == best([p for p in live if p in cut[-1].claimants])


# the share that names no ante in a short stake's part. No table carries the share's values
# out: a book silent on the share is never read as giving one (consequences.alternatives),
# what a show for less takes staying held
NAMES_NO_ANTE = "equal-stake-from-each"
# the share that names what he takes and sends the rest to the next best hand: the ante is
# in the residue, not in his part ("The residue of the pool ... must go to the next best
# hand", Keller's Freeze Out)
STAKES_ALONE = "stakes-alone"
NAMES_THE_ANTE = "ante-and-equal-stake-from-each"  # what it comes to with no ante at stake


#: Who pays a short player his stake: found from the deal (``pays``), and named in words
_StakeFrom = namedtuple("_StakeFrom", ("pays", "payers"))


# whether one who had passed before a short player's demand pays him (True: he does)
PASSED_BEFORE = Consequences("show-for-stake.passed-before-demand", {
    "pays-him": True, "pays-him-nothing": False})

STAKE_FROM = Consequences("show-for-stake.stake-from", {
    "in-game-when-he-demands": _StakeFrom(_in_game_pays, "show.payers-in-game"),
    "each-adversary": _StakeFrom(_each_adversary_pays, "show.payers-each-adversary")})


def own_pot(own) -> bool:
    """Whether the book makes each short stake "a pot of itself" (its answer ``own``)."""
    return own is not None and own.value is True


def payers(stake_from, own=None) -> Say:
    """Who paid the part a short player showed for, in the book's terms."""
    if own_pot(own):  # the published decision's words, not Keller's
        return Say.of("show.payers-all-concerned")
    if stake_from is None:
        return Say.of("show.payers-each-player")
    return Say.of(STAKE_FROM.of(stake_from).payers)


def _folded_beats_him(d: Reads, f: str, s: str, rule: Answer, hand_laws: list,
                      to: list[str]) -> Outcome:
    if f not in to:  # a better passed hand won his money: this one won nothing from him
        return outcome(find(Say.of("show.hand-beat-lost-to-better", f=f, s=s, to=to[0]),
                            rule, hand_laws), result=True)
    return outcome(find(Say.of("show.hand-beat-so-loses", f=f, s=s), rule, hand_laws),
                   result=True)


def _no_claim(d: Reads, f: str, s: str, rule: Answer, hand_laws: list,
              to: list[str]) -> Outcome:
    return outcome(find(Say.of("show.passed-out-no-further-claim", f=f, s=s), rule),
                   result=False)


# whether a hand that passed out after a player showed for less beats him (True: he loses)
FOLDED_HANDS = Consequences("show-for-stake.folded-hands", {
    "beats-the-short-stake": _folded_beats_him, "no-claim": _no_claim})


def folded_hands(d: Reads, eligible: list[str], shown: dict, rule) -> Outcome:
    """Whether a hand that passed out after a player showed for less still beats him. The
    result: the hands that contest the part; None where to whom its winnings revert is an
    open point not read (``_reverts``)."""
    t = d.table
    found = NOTHING
    out = list(eligible)
    passed: list[str] = []  # the passed hands a short player lost his money to
    for s in [p for p in eligible if p in short_stakes(t.stakes, t.all_in)]:
        beat: dict[str, list] = {}  # the passed hands that beat him, with their hand laws
        for f in t.in_game_at_all_in.get(s, ()):
            if f not in t.retired or f not in shown or s not in shown:
                continue
            found += torn_laws(d)  # weighed by the book's hand laws
            sd = showdown({f: shown[f], s: shown[s]}, hand_rules(d))
            if not sd.order or sd.order[0] != [f]:
                continue
            if rule is None:
                found = found.then(LeaveOpen("show-for-stake.folded-hands", Say.of(
                    "show.passed-out-after-showed", f=f, s=s)))
                continue
            beat[f] = [law for _, laws in sd.findings for law in laws]
        to = _lost_to(d, list(beat), shown)
        for f, hand_laws in beat.items():
            beats = FOLDED_HANDS.of(rule)(d, f, s, rule, hand_laws, to)
            found += beats
            if beats.result:
                if s in out:
                    out.remove(s)
                if f in to:
                    passed.append(f)
    for f in dict.fromkeys(passed):  # once every claim it ends has ceased
        reverts = _reverts(d, f, out, shown)
        found, out = found + reverts, reverts.result
        if out is None:
            return found.returning(None)
    return found.returning(out)


def _lost_to(d: Reads, beat: list[str], shown: dict) -> list[str]:
    """Of the passed hands that beat a short player, those he loses his money to ("A loses
    his money to B, because that player had a better hand than A"): the best of them, by the
    book's hand laws, whose winnings revert (``_reverts``); a worse one won nothing from him.
    All of them where the book does not rank them."""
    if len(beat) < 2:
        return beat
    sd = showdown({f: shown[f] for f in beat}, hand_rules(d))
    return list(sd.order[0]) if sd.order and not sd.silent else beat


def _reverts(d: Reads, f: str, eligible: list[str], shown: dict) -> Outcome:
    """The passed hand's winnings revert "to C ... because he made it a stronger one ... by
    backing it to an extent beyond B's inclination" (beats-the-short-stake): where more than
    one player still in backed his hand beyond the passed hand's stake, the raiser who drove
    it out and another, the words single out none; read both ways, the raiser taking them,
    or the best hand still in. The result: the hands that contest them; None where the point
    is unread."""
    t = d.table
    backers = [p for p in eligible if t.stakes.get(p, 0) > t.stakes.get(f, 0)]
    raiser = t.driven_by.get(f)
    if len(backers) < 2 or raiser not in backers:
        return outcome(result=eligible)
    noted = torn_laws(d)  # weighed by the book's hand laws
    sd = showdown({p: shown[p] for p in eligible if p in shown}, hand_rules(d))
    if sd.order and sd.order[0] == [raiser]:  # the raiser's is the best hand: no reading differs
        return noted.returning(eligible)
    point = words("reverts-to")
    reading = d.assume.get(point)  # said where it is read, after the findings above
    read = noted.then(ReadUnder(point, ()))
    if reading is None:
        return read.then(LeaveOpen("show-for-stake.folded-hands", Say.of(
            "show.backed-beyond-passed-hand", f=f, raiser=raiser, backers=backers),
            open=point)).returning(None)
    return read.returning([raiser] if reading == readings(point).THE_RAISER else eligible)
