"""The words of each kind of finding, in the engine's terms (law/vocabulary.py puts them in
each book's own words at the face). A handler names the kind and gives the parameters; the
words are made only when the ruling is written. A field "{=WORDS}" marks an act's words
(vocabulary.ACTS: "{player} {=passes}"), which a book may give as its own."""
from __future__ import annotations

from . import before_play, betting, claims, draw, foul, limit, makinggood, notices, show

# the words a finding opens with, lower-cased where it is said within a sentence
# ("{found!l}", findings.py): never a player's name
OPENERS = frozenset(("The", "If", "Whether", "Nobody", "Someone", "When", "This", "Every"))

WORDS: dict[str, str] = {
    # the hands weighed at the show: their words are the hands layer's (hands/showdown.py),
    # the players whose hands it weighs are data
    "hand": "{text}",
    # the pool
    "best-hand": "{player}'s hand is the best for {amount}",
    # the jack pot
    "came-in-after-declining": "{player} declined to open the jack pot and came in after it was "
                               "opened: the book does not say whether he may",
    # the ladder's open rung
    "torn": "the book is torn: its laws conflict on {key!q} with no stated precedence: "
            "{says:; }",
    "torn.says": "{law} says {value!r}",
    # a question of a topic the copy held lacks (the book's `copy: {lacks}`): its silence
    "copy-lacks": "not in the copy held of {book}: {detail}",
    "reach-open": "whether the words of {laws:, } reach this case they do not say: read as "
                  "reaching it, the book's answer on {key!q} is \"{value}\"; read as not, it "
                  "has no law on it",
    "not-told": "not told ({fact}): {detail}",
    "reading": "On the reading that {meaning}",
    "reading-agreed": "The players agree that {meaning}",
    # a point read whose readings do not decide the ruling (judge/ahead.py)
    "moot.same": "the pool goes the same: the point does not decide the ruling",
    "moot.next": "this deal's chips go the same: the point concerns only the next deal",
    "moot.first-deal": "the first deal was gathered and dealt again, and the second stands: "
                       "no card of the first is in it",
    "moot.beaten": "{player}'s hand is beaten by every hand that takes the pool: he loses "
                   "what he staked however the point is read",
    # ... and what each of its readings finds where it arose (judge/idle.py)
    "moot.found": "{read:; }; either way the pool goes the same",
    "moot.read-found": "{reading}, {found!l:; }",
    "moot.staked-again": "{player} stakes the ante of {amount} for the new deal before its "
                         "cards ({law}), so this deal's chips go the same: the point concerns "
                         "only the next deal",
    "moot.fed-again": "{players:, } each feed the new deal again before its cards ({law}), so "
                      "this deal's chips go the same: the point concerns only the next deal",
    # what every reading of the open points gives alike (judge/held.py), and what it holds
    "held.takes": "{player} takes {amount}",
    "held.has-back": "{player} has {amount} back",
    "held.stays": "{amount} stays in the pool",
    "held.alike": "Whichever way the open points are read, {given:, }; {differ}",
    "held.nothing-alike": "The readings of the open points give no chip alike; {differ}",
    "held.differ-held": "the {undecided} they differ on is held",
    "held.differ-on-nothing": "they differ on no chip, only on what follows the deal, and "
                              "nothing is held",
    "held.differ-on-nothing-only": "The readings of the open points differ on no chip, only on "
                                   "what follows the deal, and nothing is held",
    # readings beyond the limit (judge/readings.py); a reading under which nothing is found
    # at the event (judge/agreed.py)
    "readings.stopped": "more than {limit} readings would be needed: the points not read hold "
                        "their chips undecided",
    "agreed.nothing-found": "nothing is ruled here",
    # a point whose readings rule alike, said where it arose; what only some readings find
    # at an event, each reading's (judge/agreed.py)
    "agreed.whether": "Whether {either: or }, {why}",
    "agreed.if-read": "If {reading: and }: {found:; }",
    "agreed.found-on": "{finding} ({laws:, })",
    # what a ruling leaves open, beside the other books' (judge/comparison.py)
    "comparison.left-open": "left open: {what}",
    "comparison.not-settled": "{points} the book does not settle ({which})",
    "comparison.not-in-copy": "{points} not in the copy held of the book ({which})",
    "comparison.not-told": "{facts} the case does not tell ({which})",
    "comparison.met-under-readings": "{points} met only under readings of these ({which})",
    "comparison.silent-changes-nothing": "the book is silent on {points}, which {change} "
                                         "nothing here",
    "comparison.copy-silent-changes-nothing": "the copy held of the book is silent on {points}, "
                                              "which {change} nothing here",
    "comparison.both-silent-change-nothing": "the book is silent on {points}, and the copy held "
                                             "of it on {more}, which change nothing here",
    # the story told after the deal was decided
    "after-waiting": "{player!p} {verb!v} is told while the deal waits on the ruling above; "
                     "it is for the deal when it goes on",
    "after-ended": "{player!p} {verb!v} comes after the deal was ended ({status}); the law that "
                   "ended it leaves nothing for it to decide",
    "after-ended-put-up": "{player!p} {verb!v} comes after the deal was ended ({status}); the "
                          "law that ended it leaves nothing for it to decide, and the {amount} "
                          "he put up are no part of the pool it gave",
    "after-stopped": "{player!p} {verb!v} comes after the deal was stopped ({status}) on a point "
                     "the book does not settle: it is not replayed",
    "after-untold": "{player!p} {verb!v} comes after the deal was stopped ({status}) on a fact "
                    "the story does not tell: it is not replayed",
    "after-stopped-put-up": "{player!p} {verb!v} comes after the deal was stopped ({status}) on "
                            "a point the book does not settle: it is not replayed, but the "
                            "{amount} he put up are in the pool, held with it",
    "after-untold-put-up": "{player!p} {verb!v} comes after the deal was stopped ({status}) on a "
                           "fact the story does not tell: it is not replayed, but the {amount} "
                           "he put up are in the pool, held with it",
    # the first bet after the draw (turns)
    "turns.age-bets-first": "{age}, the age, bets first after the draw",
    "turns.age-declined-dealers-left-first": "{age}, the age, has declined to play, so {first}, "
                                             "the player still in nearest to the dealer on his "
                                             "left, bets first after the draw",
    "turns.ages-left-bets-first": "{first}, at the age's left, has the first bet after the draw",
    "turns.ages-left-bets-first-age-retired": "{first}, at the age's left, has the first bet "
                                              "after the draw, counted from the seat of {age}, "
                                              "the age, though he has retired",
    "turns.ages-left-out-passes": "{left}, at the age's left, is out or has no bet to make, so "
                                  "the first bet after the draw passes to {first}",
    "turns.ages-left-out-passes-age-retired": "{left}, at the age's left, is out or has no bet "
                                              "to make, so the first bet after the draw passes "
                                              "to {first}, counted from the seat of {age}, the "
                                              "age, though he has retired",
    # an act the story calls out of turn, and an objection that an act was out of turn
    "turns.told-out-of-turn-but-his": "{said}: the story calls it out of turn, but by the book "
                                      "the turn was {player}'s, and the act is lawful",
    "turns.told-out-of-turn-but-his-silent": "{said}: the story calls it out of turn, but the "
                                             "turn was {player}'s in the order of play; the "
                                             "book sets no rule against it, and nothing turns "
                                             "on it",
    "turns.objection-but-his-turn": "{by} objects that {p} acted out of turn; but by the book "
                                    "the turn was {p}'s, and the objection fails",
    "turns.objection-but-his-turn-silent": "{by} objects that {p} acted out of turn; but the "
                                           "turn was {p}'s in the order of play, and the book "
                                           "has no law of play out of turn: the objection "
                                           "changes nothing",
    "turns.objection-out-of-turn": "{by} points out that {p} acted out of turn (the turn was "
                                   "{expected}'s): {p}'s act is ruled above, by a law that sets "
                                   "no time for pointing it out",
    "turns.objection-out-of-turn-silent": "{by} points out that {p} acted out of turn (the turn "
                                          "was {expected}'s): {p}'s act is ruled above; the book "
                                          "has no law of play out of turn",
    "turns.objection-as-told": "{by} points out that {p} acted out of turn, as the story tells "
                               "it (the book names nobody to act first): {p}'s act is ruled above, "
                               "by a law that sets no time for pointing it out",
    "turns.objection-as-told-silent": "{by} points out that {p} acted out of turn, as the story "
                                      "tells it (the book names nobody to act first): {p}'s "
                                      "act is ruled above; the book has no law of play out of turn",
    "turns.objection-first-say-open": "{by} objects that {p}, who acted first, acted out of "
                                      "turn: the book names nobody to act first, so the "
                                      "objection makes whose turn it was a point the book "
                                      "leaves open (unobjected, the first to act is taken to "
                                      "have had the turn); were it not {p}'s, this law governs "
                                      "his act",
    "turns.objection-first-say-open-silent": "{by} objects that {p}, who acted first, acted "
                                             "out of turn: the book names nobody to act first, "
                                             "so the objection makes whose turn it was a point "
                                             "the book leaves open (unobjected, the first to act "
                                             "is taken to have had the turn)",
    # the same, where acts the story tells as out of turn came before his: he acted first
    # after them, not first of all
    "turns.objection-first-say-open-after": "{by} objects that {p} acted out of turn, {p} being "
                                            "the first to act after {after: and } acted out of "
                                            "turn as the story tells it: the book names nobody "
                                            "to act first, so the objection makes whose turn it "
                                            "was a point the book leaves open (unobjected, the "
                                            "first to act not told as out of turn is taken to "
                                            "have had the turn); were it not {p}'s, this law "
                                            "governs his act",
    "turns.objection-first-say-open-after-silent": "{by} objects that {p} acted out of turn, {p} "
                                                   "being the first to act after {after: and } "
                                                   "acted out of turn as the story tells it: the "
                                                   "book names nobody to act first, so the "
                                                   "objection makes whose turn it was a point "
                                                   "the book leaves open (unobjected, the first "
                                                   "to act not told as out of turn is taken to "
                                                   "have had the turn)",
    # an act after the betting was over
    "after-betting": "{player!p} {verb!v} comes after the betting was over, and is no part of "
                     "it",
    # an agreement the book does not know
    "unknown-departure": "the book knows no departure called {departure!r}; it changes nothing "
                         "here",
    # all in (stakes)
    "stakes.puts-up-all-he-has": "{player} puts up all he has, {put}, bringing his stake to "
                                 "{stake}",
    "stakes.is-all-in": "{player} has put up all he has: he is all in, his stake {stake}",
    # out of turn, the book silent on it (irregular)
    "irregular.out-of-turn-turn-was": "{player} {does} out of turn; the turn was {whose}",
    "irregular.out-of-turn-turn-was-against-order": "{player} {does} out of turn; the turn was "
                                                    "{whose}, against the book's order of play",
    "irregular.out-of-turn-no-consequence": "{player} {does} out of turn: the book demands play "
                                            "in turn but sets no consequence for betting out of "
                                            "it; the bet is replayed as made",
    "irregular.out-of-turn-says-nothing": "{player} {does} out of turn: the book says nothing of "
                                          "it; the bet is replayed as made",
    "irregular.said-put-up-deposit-unclear": "{player} said {said} but put up {put}: the book "
                                             "requires a bet to be deposited but does not say "
                                             "whether his words or his chips make the bet",
    "irregular.said-put-up-unclear": "{player} said {said} but put up {put}: the book does not "
                                     "say whether his words or his chips make the bet",
    "draw.discards-after-follower-served": "{player} discards after {after}, who follows him in "
                                           "the draw, has been served: the draw goes in turn "
                                           "from the dealer's left",
    # the show with no hand the book can value
    "show.no-hand-valued": "no hand of {hands:, } can be valued by the book's laws, and the pool "
                           "turns on it",
    "show.no-hand-still-in": "every hand still in is foul or out of the deal: the book does not "
                             "say who takes the pool",
    # a dispute referred, and the evidence taken (evidence)
    "evidence.referred": "The dispute is referred to {whom}, {who}",
    "evidence.referred-after": "{passed}, so the dispute is referred to {whom}, {who}",
    "evidence.taken": "The evidence of {desc}, {who}{retired}, is taken as deciding the matter: "
                      "{player} demanded {n}",
    "evidence.taken-after": "{passed}. {taken}",
}

# each handler's findings, kept beside the others of its part of the deal
for _part in (before_play, betting, claims, draw, foul, limit, makinggood, notices, show):
    WORDS.update(_part.WORDS)

# Kinds that judge an act without a law, and say so in their words (tests/test_every_event):
# no law is needed for it or the book sets no rule against it and nothing turns on it; the
# deal was stopped or ended before it; what follows is weighed later, when the pool is
# divided or the fact found; or the story's own telling and arithmetic of the act (what he
# asked for and was given, what he put up against what was needed, the dispute stated, his
# own concession of the pool by throwing up his hand).
STORY_MARKS = frozenset({
    "lawful.nothing-in-deal-turns", "lawful.book-sets-no-rule", "lawful.notice-ties-nothing",
    "noticed.claim", "jackpot.penalty-beyond-stack",
    "after-stopped", "after-untold", "after-waiting", "after-ended", "after-stopped-put-up",
    "after-ended-put-up",
    "after-untold-put-up",
    "wrongcount.lifts-wrong-number-silent", "claims.begins-take-in-pool",
    "claims.takes-in-pool", "ante.for-the-next-deal", "stakes.is-all-in",
    "deal.points-out-foul-hand", "foulnotice.points-at-the-one", "draw.points-out-cards-given",
    "draw.given-other-than-asked", "draw.given-demand-disputed", "betting.puts-up-less-than",
    "evidence.dispute-matter",
    "show.throws-up-hand-gives-up-claim", "jackpot.opens-as-table-played",
    "redeal.no-misdeal-declared", "show.mucked-hand-already-out", "show.mucked-after-taken-in",
    "turns.told-out-of-turn-but-his-silent", "turns.objection-but-his-turn-silent",
    "turns.objection-out-of-turn-silent", "turns.objection-as-told-silent",
})

# Kinds said in the engine's terms in every book: a fact not told repeats the detail of the
# ruling's `missing` entry word for word, which is not put in a book's vocabulary.
PLAIN = frozenset({"not-told", "held.alike", "held.nothing-alike", "held.differ-on-nothing-only"})

# Kinds that find an act done in order, as the book allows: a face may count them in one line
# instead of listing each (the ruling's steps mark them `lawful`).
IN_ORDER = frozenset({"lawful.book-allows"})


# an act of the story as a noun, as a finding names it ("C's raise", "the deal"): the verbs
# of a case file (story/verbs.py) whose noun is not the verb itself
ACT_NOUNS = {"fold": "pass", "check": "stand", "all_in": "stake of all he has",
             "ask_dealer_draw": "question to the dealer", "cut_for_deal": "cut for the deal",
             "deal_out_of_turn": "deal out of turn", "dealt_out_of_order": "deal out of order",
             "demand_dispute": "dispute of a draw", "change_limit": "change of the limit",
             "extra_hand": "extra hand", "faced_card": "faced card", "imperfect_pack":
             "imperfect pack", "intends": "stated intention", "lift": "lifting of his cards",
             "no_cut": "uncut pack", "omitted": "player left out", "opener_shows": "showing of "
             "openers", "pack_short": "pack run short", "redeal": "deal again", "say": "say",
             "spoke_to_dealer": "speaking to the dealer", "take_back": "taking back",
             "take_in": "taking in of the pool", "borrow": "borrowing", "announce":
             "announcement", "notice": "objection", "open": "opening", "exposed":
             "exposed card"}


def act_noun(verb: str) -> str:
    """An act of the story as a noun ("raise", "pass")."""
    return ACT_NOUNS.get(verb, verb.replace("_", " "))


# a player named with his seat at the table, where it is the age's or the dealer's ("{who!t}")
SEAT_TITLES = {"age": ", the age,", "dealer": ", the dealer,"}


def seat_title(seat: str) -> str:
    """The words after a player's name that say his seat: ", the age," or nothing."""
    return SEAT_TITLES.get(seat, "")


def whose(player: str) -> str:
    """Whose act it is, before its noun: "C's", or "The" where the act is no player's."""
    return f"{player}'s" if player else "The"

