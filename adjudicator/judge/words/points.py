"""The open points an answer names, in plain words: a catalogue question (law/provisions.yaml)
as the table would say it ("a bet out of turn"), never its dotted key; a story point (story/
points.py) by what it concerns ("B's hand"). Any other key: its dots and dashes made spaces."""
from __future__ import annotations

from ...story.points import CHIPS, CHIPS_VOID, CONFLICT, REACH, SILENT, meaning, split
from .values import read_so, said

# a question of the catalogue, as a noun phrase ("the book is silent on ...")
QUESTIONS: dict[str, str] = {
    "agreed": "a departure agreed before play",
    "agreements": "how the players may depart from the laws",
    "agreements.waiver-precedent": "whether a law waived once is waived again",
    "announcement": "a bet announced without chips",
    "announcement.excess": "chips put up beyond a bet announced",
    "ante.by": "who puts up the ante",
    "ante.max": "the most the ante may be",
    "betting.after-draw": "the betting after the draw",
    "betting.announced-without-chips": "a bet spoken but not put up",
    "betting.check": "checking where nobody has bet",
    "betting.chips-over-announcement": "chips put up beyond the words",
    "betting.deposit": "whether the chips or the words make a bet",
    "betting.first-after-draw": "who bets first after the draw",
    "betting.in-turn": "whether everything must be done in turn",
    "betting.intention": "a stated intention",
    "betting.interval-end": "when a betting interval ends",
    "betting.irregularity.chips-stay": "a betting irregularity corrected",
    "betting.make-good": "what a later player must do to stay in",
    "betting.may-call": "whether a player may call",
    "betting.may-raise": "whether a player may raise",
    "betting.not-equalling": "a stake not made equal",
    "betting.not-equalling.deposited-only":
        "whether a stake not made equal is one with chips already put up",
    "betting.out-of-turn": "what follows a bet out of turn",
    "betting.out-of-turn.excess": "chips bet out of turn beyond a call",
    "betting.out-of-turn.passed-over": "whether the turn goes back to the players a bet out of "
                                       "turn passed over",
    "betting.out-of-turn.raise": "whether one who bet out of turn may raise in his turn",
    "blaze.ace": "whether an ace is one of the cards of a blaze",
    "blaze.ranks-above": "the hand a blaze beats",
    "blaze.ranks-below": "the hand that beats a blaze",
    "borrowing": "borrowing at the table",
    "cut.by": "who cuts",
    "deal-out-of-turn": "a deal out of turn",
    "deal-out-of-turn.noticed-after-deal": "a deal out of turn pointed out only after the deal "
                                           "was finished",
    "deal-out-of-turn.noticed-after-show": "a deal out of turn pointed out only after the show, "
                                           "or never",
    "deal.cards-each": "how many cards each player is dealt",
    "deal.first-dealer": "how the first dealer is chosen",
    "deal.order": "how the cards are given out",
    "deal.rotation": "who deals next",
    "dealing.silence": "speaking to the dealer while he deals",
    "draw.dealer-question": "asking the dealer how many he drew",
    "draw.dealer-wrong-count": "the dealer's own wrong draw",
    "draw.demand-dispute.evidence": "a draw disputed with the dealer",
    "draw.demand-dispute.no-evidence": "a draw disputed with nobody to give evidence",
    "draw.discards-final": "taking back a discard",
    "draw.excess.after-lift": "too many cards drawn, found after lifting",
    "draw.excess.before-lift": "too many cards drawn, found before lifting",
    "draw.excess.announcer": "who may point out too many cards drawn",
    "draw.short.announcer": "who may point out too few cards drawn",
    "draw.first": "who draws first",
    "draw.make-good-first": "whether the stakes are made equal before the draw",
    "draw.not-discarded-in-turn": "a discard not made in turn",
    "draw.other-players-draw": "telling how many cards another player drew",
    "draw.pack-short": "a pack run short at the draw",
    "draw.short.after-lift": "too few cards drawn, found after lifting",
    "draw.short.before-lift": "too few cards drawn, found before lifting",
    "draw.wrong-demand": "a draw given short of the demand",
    "draw.wrong-demand-given": "a wrong demand given as asked",
    "exposed.in-deal": "a card exposed in the deal",
    "exposed.in-draw": "a card exposed in the draw",
    "extra-hand": "a hand dealt to nobody",
    "faced-card.after-deal": "a card found faced after the deal",
    "faced-card.in-pack": "a card faced in the pack",
    "five-of-a-kind.ranks-above": "the hand five of a kind beats",
    "five-of-a-kind.ranks-below": "the hand that beats five of a kind",
    "foul-dealt.refund": "who refunds the ante or straddle of a player dealt a foul hand",
    "foul-dealt.refund-if-distracted":
        "who refunds a foul hand's ante when the dealer was distracted",
    "foul-hand.at-show": "a foul hand at the show",
    "foul-hand.bet": "a bet on a foul hand",
    "foul-hand.obtained-irregularly": "a hand obtained irregularly",
    "foul-hand.stake": "a foul hand's stake",
    "hand.cards": "how many cards a hand holds",
    "hand.category.blaze": "what a blaze is",
    "hand.category.five_of_a_kind": "what five of a kind is",
    "hand.category.flush": "what a flush is",
    "hand.category.fours": "what fours are",
    "hand.category.full": "what a full is",
    "hand.category.high_card": "what a hand of no pair is",
    "hand.category.pair": "what a pair is",
    "hand.category.skip_straight": "what a skip straight is",
    "hand.category.straight": "what a sequence is",
    "hand.category.straight_flush": "what a sequence flush is",
    "hand.category.threes": "what threes are",
    "hand.category.two_pairs": "what two pairs are",
    "hand.names": "the names of the hands",
    "hand.ranking": "the order of the hands",
    "imperfect-pack": "an imperfect pack",
    "imperfect-pack.after-taken-in": "a pack found imperfect after the pool is taken in",
    "jack-pot.after-false-opener": "the deal after a false opening",
    "jack-pot.after-won": "the game after a jack pot is won",
    "jack-pot.bet-first-after-draw": "who bets first after the draw in a jack pot",
    "jack-pot.decline-to-open": "coming in after declining to open",
    "jack-pot.false-opener": "a false opener",
    "jack-pot.feed": "what each player pays into a jack pot",
    "jack-pot.first-bet-opener-out": "who bets first after the draw once the opener is out",
    "jack-pot.first-opens": "what opens the first jack pot",
    "jack-pot.max-open": "the most a jack pot may be opened for",
    "jack-pot.opener-shows": "when the opener must show his openers",
    "jack-pot.openers-in": "where the openers must be held",
    "jack-pot.progression": "what opens each jack pot in turn",
    "jack-pot.progression-after": "what opens a jack pot after the last of the series",
    "jack-pot.say-first": "who says first in a jack pot",
    "jack-pot.second-opens": "what opens the second jack pot",
    "jack-pot.split-openers": "split openers",
    "jack-pot.third-opens": "what opens the third jack pot",
    "joker.counts-as": "what the joker counts as",
    "joker.naming": "how the joker is named",
    "joker.outranks-natural": "whether a hand with the joker beats a natural hand",
    "last-in": "the one player left in",
    "limit": "what the limit caps",
    "limit.exceeded": "a raise over the limit",
    "limit.fixed": "changing the limit in play",
    "limit.meaning": "what the limit caps",
    "misdeal.ante": "the ante at a misdeal",
    "misdeal.redealer": "who deals after a misdeal",
    "muck.shown-hand": "a shown hand mucked",
    "muck.unshown-hand": "a hand mucked unshown",
    "show.thrown-up-unshown": "a hand thrown up unshown at the show",
    "limit.opening-increase": "what of an opening the limit caps",
    "limit.opening-increase-straddled": "what of an opening after a straddle the limit caps",
    "omitted-player": "a player left out of the deal",
    "open.minimum": "an opening short of the least stake",
    "open.minimum-first-say": "the least the player with the first say may open for",
    "open.minimum-straddled": "the least that opens after a straddle",
    "pack.cards": "how many cards the pack holds",
    "pack.ranks": "the ranks the pack holds",
    "passing.re-entry": "coming in again after passing",
    "passing.stake": "what a player who passes gives up",
    "players.comfortable": "the most players who can play in comfort",
    "players.max": "the most players at a table",
    "players.min": "the fewest players at a table",
    "pool.put-in-when-out": "chips put in by a player who is out",
    "pool.after-betting": "chips put up after the betting was over",
    "redeal.unasked": "a deal dealt again unasked",
    "referee.facts-final": "whether the referee's word on a fact is final",
    "referee.order": "who decides a dispute",
    "referee.reading": "how the referee reads the laws",
    "say.first": "who says first",
    "say.first-straddled": "who says first when the ante is straddled",
    "sequence.ace": "where the ace stands in a sequence",
    "show-for-stake": "a show for less than the stake",
    "show-for-stake.folded-hands": "a hand passed after a show for less",
    "show-for-stake.others-bet-on": "betting on over a player who has shown for what he has",
    "show-for-stake.passed-before-demand": "a player passed before the demand for a show",
    "show-for-stake.pot-of-itself": "whether a short player's stake is a pot of itself",
    "show-for-stake.remainder": "the pool left over a show for less",
    "show-for-stake.share": "what a show for less takes",
    "show-for-stake.stake-from": "who pays a show for less",
    "show-for-stake.time-to-pay": "how long a caller short of money has to find it",
    "show-for-stake.who-may": "who may show for less",
    "show": "a pool no hand still in can take",  # every hand at the show foul or out
    "show.claim": "a claim to the pool without the best hand",
    "show.miscall": "a hand called wrongly",  # not "at the show": it may be, after it
    "show.order": "who shows first",
    "show.shown-hand-thrown-up": "a shown hand thrown up",
    "shuffle.last": "who shuffles last",
    "skip-straight.ranks-above": "the hand a skip straight beats",
    "skip-straight.ranks-below": "the hand that beats a skip straight",
    "straddle": "a straddle",
    "straddle.first": "who may straddle first",
    "straddle.increment": "what each straddle adds",
    "straddle.max": "the most the straddles may bring the stake to",
    "straddle.beyond-most": "chips put up for a straddle beyond the most allowed",
    "straddle.not-his": "chips put up for a straddle not his to make",
    "straddle.size": "a straddle of another size",
    "ante.not-his": "an ante put up by another seat than the book's",
    "ante.beyond-most": "an ante beyond the most the book allows",
    "ties.blaze": "equal blazes",
    "ties.five_of_a_kind": "equal fives",
    "ties.flush": "equal flushes",
    "ties.fours": "equal fours",
    "ties.full": "equal fulls",
    "ties.high_card": "equal hands of no pair",
    "ties.identical": "hands identical in value",
    "ties.odd-chip": "the odd chip of a divided pool",
    "ties.pair": "equal pairs",
    "ties.skip_straight": "equal skip straights",
    "ties.straight": "equal sequences",
    "ties.straight_flush": "equal sequence flushes",
    "ties.threes": "equal threes",
    "ties.two_pairs": "equal two pairs",
    "uncalled-bet": "a bet nobody calls",
    # after the deal: pointed out late, or by nobody at the table (found when the story is told)
    **{f"{k}.noticed-{w}-deal": f"{said} {when}" for w, when in (
        ("during", "pointed out during the deal"),
        ("after", "not pointed out before the deal was finished"))
       for k, said in (("uncut", "an uncut pack"), ("shuffle-fault", "a fault in the shuffle"),
                       ("cut-fault", "a fault in the cut"))},
    **{f"{k}.noticed-after-show": f"{said} pointed out only after the show, or never"
       for k, said in (("uncut", "an uncut pack"), ("shuffle-fault", "a fault in the shuffle"),
                       ("cut-fault", "a fault in the cut"))},
    "unopened.next": "a deal nobody opens",
    "unopened.pool": "the pool of a deal nobody opens",
    "wrong-count.after-lift": "a wrong number found after lifting",
    "wrong-count.announcer": "who may announce a wrong number",
    "wrong-count.pointed-out-by-another": "what follows when another player points out a wrong "
                                          "number",
    "draw.pointed-out-by-another": "what follows when another player points out a wrong "
                                   "number drawn",
    "wrong-count.before-lift": "a wrong number announced before lifting",
    "wrong-count.in-dealing": "a card given to the wrong player in dealing",
}

# the questions of a stake itself: the chips a silence reaches are said as his stake
STAKES: dict[str, str] = {
    "announcement": "bet announced without chips",
    "announcement.excess": "excess over the bet he announced",
    "betting.out-of-turn": "bet out of turn",
    "open.minimum": "opening short of the least stake",
    "straddle": "straddle",
    "straddle.size": "straddle of another size",
    "ante.not-his": "ante put up by another seat than the book's",
    "ante.beyond-most": "ante beyond the most the book allows",
}

# a point of the story, by its kind: "{player}" is what it concerns
STORY: dict[str, str] = {
    "hand": "{player}'s hand",
    "remainder": "whether {player}'s hand beats those that contest the remainder",
    "objection": "whether {player} objected in time",
    "joker": "how {player} named the joker",
    "openers": "whether {player} held openers",
    "miscall": "{player}'s miscall",
    "foul-notice": "whose hand {player} meant",
    "agreed": "the {player} the players agreed",
    "agreed-order": "the order of the hands the players agreed ({player})",
    "stands": "whether a later player may stand after the draw",
    "holds": "whether a later player may stand after the draw",
    "standing": "whether a player may stand before the draw",
    "tie": "a tie of {player}",
    "rank": "the rank of the {player}",
    "bets": "the bets beyond the ante at a {player}",
    "counts": "what {player}'s joker counts as",
    "first-say": "whether the first say was {player}'s",
    # the questions the book's words leave open (story/points.py, WORDS)
    "passed-before-demand": "whether one passed before the demand pays the short player",
    "joker-named-worse": "a joker named worse than its best",
    "who-may": "whether the show for what one has reaches one who made no bet",
    "excess-a-stake": "whether chips staked beyond the limit are a stake the others must meet",
    "ante-in-pot-of-itself": "whether the ante is in a short stake's share",
    "reverts-to": "to whom a passed hand's winnings revert",
    "false-opener-beside-a-share": "whether a share won beside a false opener's stays in the "
                                   "pool",
}


def question(key: str) -> str:
    """A question of the catalogue in plain words."""
    return QUESTIONS.get(key) or key.replace(".", " ").replace("-", " ").replace("_", " ")


# a family of the catalogue's questions (``hand.*``: every key under ``hand.``), as a noun
FAMILIES: dict[str, str] = {"hand": "the hands and their order", "sequence": "sequences",
                            "ties": "ties between equal hands"}


def inherited(pattern: str) -> str:
    """What a book takes from the book it extends (its ``inherits``), in plain words: a
    family of questions ("hand.*": "the hands and their order"), or one question."""
    if not pattern.endswith("*"):
        return question(pattern)
    family = pattern.rstrip("*").rstrip(".")
    return FAMILIES.get(family) or f"every point of {question(family)}"


def silence_question(silence: dict) -> str:
    """The question a silence of a ruling's JSON leaves open, in words: its own where the
    ruling names one (what follows a breach of its point's law); where the book answers its
    point in words that leave a part of it open, read both ways, that part, as the answer
    names it ("whether the ante is in a short stake's pot of itself", not "what a show for
    less takes"); else its point's."""
    if silence.get("question"):
        return silence["question"]
    read = silence.get("open") or ""
    return untold(read, read) if read.startswith("words.") else question(silence["point"])


def met_under(silence: dict) -> str:
    """Where the story as told never meets a silence, the reading that does, in words
    (", met only where the book, silent on a bet out of turn, is read so that the turn
    reverts"); else nothing."""
    # several readings of one point: met where it is read any of those ways
    by_point: dict[str, list[str]] = {}
    for u in silence.get("met_under") or ():
        by_point.setdefault(u["point"], []).append(u["reading"])
    return "" if not by_point else ", met only where " + " and ".join(
        reading(p, vs[0]) if len(vs) == 1 else readings(p, vs) for p, vs in by_point.items())


def own_question(silence: dict) -> dict:
    """A silence's own question as its field, where it is not its point's (what follows a
    breach of the book's law); else nothing."""
    return {"question": silence["question"]} if "question" in silence else {}


def silent_questions(difference: dict) -> list[str]:
    """The points a book of a comparison is silent on, each once, in words: a silence's own
    question where the comparison names one (``asked``), else its point's."""
    asked = difference.get("asked", {})
    return list(dict.fromkeys(asked.get(p) or question(p) for p in difference["silent"]))


# a fact the case does not tell, where no point of the story names it (story/terms.py's
# MISSING_FACTS), as the table would say it
FACTS = {"hand": "a hand not shown", "joker name": "what the joker was named",
         "objection": "whether anyone objected", "original hand": "the hand as first dealt",
         "foul hand": "whose hand was meant to be foul",
         "straddle amount": "how much was put up for the straddle",
         "ante amount": "how much was put up for the ante"}


def untold(fact: str, point: str | None = None) -> str:
    """A fact the case does not tell, as a reader says it: by the point of the story it
    leaves open ("B's hand"), else by what it is ("a hand not shown"), never its key."""
    found = split(point) if point else None
    return story_point(found[0].name, found[1], found[0].fact) if found else FACTS.get(fact, fact)


def story_point(kind: str, about: str, name: bool) -> str:
    """A point of the story (``kind`` of story/points.py) concerning ``about``: a player's
    ``name`` as written, else a hand or departure ("two_pairs") as words."""
    what = about if name else about.replace("-", " ").replace("_", " ")
    said = STORY.get(kind)
    return said.format(player=what) if said else f"{kind} {what}"


def reading(point: str, value: str, player: str | None = None, copy: bool = False) -> str:
    """A reading of an open point in plain words, as a face lists the readings ("If the
    book, silent on a bet out of turn, is read as answering it "stands", ..."): the book's
    own points (its silence, the chips a silence reaches, its laws in conflict, a law's
    reach) name the question in words (``question``), never its key; a point of the story
    is said as story/points.py says it. ``player`` and ``copy`` as ``meaning`` takes them.
    The findings keep ``meaning``'s words: the JSON is theirs."""
    found = split(point)
    if found is None or found[0] not in (SILENT, CHIPS, CONFLICT, REACH):
        return meaning(point, value, player, copy)
    kind, key = found
    said = question(key)
    if kind in (SILENT, CONFLICT):
        return readings(point, (value,), player, copy)
    if kind is REACH and value in REACH.meaning:
        return REACH.meaning[value].format(player=said)
    if kind is CHIPS and value in CHIPS.meaning | CHIPS_VOID:
        if player and key in STAKES:  # "A's straddle"
            stake = f"{player}'s {STAKES[key]}"
            return (f"{stake} stands as it was put up" if value == "stand" else
                    f"{stake} is void, its chips staying in the pool" if value == "void" else
                    f"{stake} goes back to {player}")
        chips = (CHIPS.meaning | CHIPS_VOID)[value].format(player=said)  # "the chips ..."
        return f"{player}'s chips that{chips.removeprefix('the chips')}" if player else chips
    return meaning(point, value, player, copy)


def readings(point: str, values, player: str | None = None, copy: bool = False) -> str:
    """Several readings of one point, any of which it may be read as, in plain words: where
    the book is silent, its question once and the answers joined in words ("... is read so
    that the act out of turn stands or so that the turn reverts", words/values.py; the
    catalogue's own values, quoted, where it has none); where its laws conflict, the laws
    joined; else each reading whole, joined by "or" (one reading: ``reading``'s words)."""
    values = tuple(values)
    found = split(point)
    if found is not None and found[0] is SILENT:
        who = "the copy held" if copy else "the book"
        answers = read_so(found[1], values) or "read as answering it " + " or ".join(
            f'"{v}"' for v in values)
        return f"{who}, silent on {question(found[1])}, is {answers}"
    if found is not None and found[0] is CONFLICT:
        return f"{' or '.join(values)} governs {question(found[1])}"
    return " or ".join(reading(point, v, player, copy) for v in values)


def read_clause(point: str, value: str) -> str:
    """A reading of the point as a clause that the reading's findings follow, where an idle
    point says why it changes nothing (judge/idle.py): "read so that ..." where the book's
    silence is read as one of its question's answers, else "if ..."."""
    found = split(point)
    if found is not None and found[0] is SILENT and said(found[1], value):
        return f"read so that {said(found[1], value)}"
    return f"if {reading(point, value)}"
