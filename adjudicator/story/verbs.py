"""The verbs of a case file: their grammar (the synonyms, the keys each takes), what each
means and one example, for the loader's messages, `adjudicator verbs` and docs/case-format.md
(whose table is generated from here, and tested against it).

The meanings (VERB_DOCS) are also the JSON Schema's descriptions; the examples are events of a table of
players A, B, C and D, and a test reads every one of them as a case would.
"""
from __future__ import annotations

# verb -> what it means, for `adjudicator verbs`, docs/case-format.md and the JSON Schema
VERB_DOCS = {
    "ante": "The age puts up his compulsory stake (amount optional: the table's ante).",
    "straddle": "A player straddles (amount optional: where it is not told, the book's size of the straddle; a book with no law of it leaves the amount a fact not told).",
    "cut_for_deal": "Cutting for the deal: each player's card.",
    "shuffle": "The pack is shuffled (by `player`, if named).",
    "cut": "PLAYER cuts the pack.",
    "no_cut": "The pack was not cut.",
    "deal_out_of_turn": "PLAYER deals out of his turn.",
    "deal": "The deal: each player's cards (\"AS KD 7C 7H 2S\") or a count of cards.",
    "faced_card": "A card is found face up in the pack.",
    "exposed": "A card of PLAYER's is exposed during the deal or the draw.",
    "announce": "PLAYER points out that he has a wrong number of cards "
                "(the same as `notice: {what: wrong_count, by: PLAYER}`).",
    "lift": "PLAYER raises his cards from the table.",
    "spoke_to_dealer": "PLAYER speaks to the dealer during the deal.",
    "imperfect_pack": "The pack is found imperfect.",
    "omitted": "PLAYER was left out of the deal.",
    "extra_hand": "A hand too many was dealt.",
    "open": "PLAYER opens the pot (jack pots) for `amount`.",
    "bet": "PLAYER bets `amount`.",
    "check": "PLAYER checks (stands): no bet, keeping his right to come in.",
    "call": "PLAYER calls (sees, makes good) the last bet.",
    "raise": "PLAYER raises, `by` an amount or `to` his total in the betting interval.",
    "fold": "PLAYER passes out (drops, throws up his hand).",
    "all_in": "PLAYER puts up all his remaining funds and demands a show (shows for).",
    "say": "PLAYER speaks a bet of `amount` without putting up chips.",
    "borrow": "PLAYER borrows `amount` during the deal.",
    "discard": "PLAYER discards `count` cards before the draw; a jack pot's opener who breaks "
               "up his openers to draw says so with `announced` (he gave notice of it) and "
               "`openers_aside` (he laid his discard aside), each true or false.",
    "draw": "PLAYER is given `given` cards at the draw, having `asked` for some.",
    "ask_dealer_draw": "PLAYER asks the dealer how many cards he drew (or, `about` another "
                       "player, how many that player drew).",
    "pack_short": "The pack runs short at the draw.",
    "demand_dispute": "PLAYER and the dealer dispute how many cards he asked for.",
    "show": "The show: each player's whole hand as it lies (five cards; six or four where he "
            "holds a wrong number, a foul hand). A hand shown only in part is not told so.",
    "miscall": "PLAYER calls his hand wrongly (`called`: what he said).",
    "claim": "PLAYER starts to take in the pot.",
    "take_in": "PLAYER takes in the pot (\"The player with the winning hand takes in the "
               "pot\"): laws that run only \"before the pot has been taken in\" stop there.",
    "opener_shows": "The opener shows his openers (jack pots).",
    "notice": "Someone points an irregularity out; order matters.",
    "take_back": "PLAYER takes back into his hand cards he discarded (`count`, if told).",
    "change_limit": "PLAYER asks, during play, that the limit be changed `to` an amount.",
    "intends": "PLAYER states, before his turn, that he means to `act` (bet or pass).",
    "dealt_out_of_order": "The cards were not given out in the order the book prescribes "
                          "(`detail`: how, e.g. two at a time).",
    "dispute": "PLAYER disputes `with` another player on a `matter` of fact or of law.",
    "redeal": "The cards are gathered and dealt again, no misdeal having been declared "
              "(by PLAYER, if named; else the dealer); a `deal` after it tells the new cards.",
    "muck": "The dealer mucks PLAYER's hand: throws it among the discards or the pack, so "
            "that it cannot be shown (before the show) or shown again (after).",
}

# verb -> canonical verb (the synonyms of docs/case-format.md)
SYNONYMS = {
    "stand": "check", "see": "call", "make_good": "call", "pass": "fold", "drop": "fold",
    "throw_up": "fold", "show_for": "all_in",
}
# verb -> (keys allowed when given as a mapping, keys required); None: takes a player only
VERBS: dict[str, tuple[set, set] | None] = {
    "ante": ({"player", "amount"}, {"player"}),
    "straddle": ({"player", "amount"}, {"player"}),
    "cut_for_deal": None, "shuffle": ({"player"}, set()), "cut": ({"player"}, {"player"}),
    "no_cut": ({"player"}, set()), "deal_out_of_turn": ({"player"}, {"player"}),
    "deal": None, "faced_card": ({"card"}, set()),
    "exposed": ({"player", "card", "during"}, {"player"}),
    "announce": ({"player"}, {"player"}), "lift": ({"player"}, {"player"}),
    "spoke_to_dealer": ({"player"}, {"player"}), "imperfect_pack": ({"detail"}, set()),
    "omitted": ({"player"}, {"player"}), "extra_hand": ({"detail"}, set()),
    "open": ({"player", "amount", "out_of_turn"}, {"player", "amount"}),
    "bet": ({"player", "amount", "out_of_turn"}, {"player", "amount"}),
    "check": ({"player", "out_of_turn"}, {"player"}),
    "call": ({"player", "out_of_turn"}, {"player"}),
    "raise": ({"player", "by", "to", "out_of_turn"}, {"player"}),
    "fold": ({"player", "out_of_turn"}, {"player"}),
    "all_in": ({"player", "out_of_turn"}, {"player"}),
    "say": ({"player", "amount"}, {"player", "amount"}),
    "borrow": ({"player", "amount"}, {"player", "amount"}),
    "discard": ({"player", "count", "openers_aside", "announced"}, {"player", "count"}),
    "draw": ({"player", "asked", "given"}, {"player", "given"}),
    "ask_dealer_draw": ({"player", "about"}, {"player"}), "pack_short": ({"detail"}, set()),
    "demand_dispute": ({"player", "claimed", "dealer_says", "witnesses"},
                       {"player", "claimed", "dealer_says"}),
    "show": None, "miscall": ({"player", "called"}, {"player", "called"}),
    "claim": ({"player"}, {"player"}), "take_in": ({"player"}, {"player"}),
    "opener_shows": ({"player", "cards"}, {"player", "cards"}),
    "notice": ({"what", "by"}, {"what"}),
    # the draw and the limit, as the laws that forbid them speak of them
    "take_back": ({"player", "count"}, {"player"}),
    "change_limit": ({"player", "to"}, {"player", "to"}),
    "intends": ({"player", "act"}, {"player", "act"}),
    "dealt_out_of_order": ({"detail"}, set()),
    "dispute": ({"player", "with", "matter", "detail"}, {"player", "with", "matter"}),
    # what happens at tables: the dealer deals again unasked, or mucks a player's hand
    "redeal": ({"player"}, set()), "muck": ({"player"}, {"player"}),
}
# The kinds of a verb's keys the loader checks and the case schema declares alike: words
# (text, never a number, a list or nothing), true or false; and the keys of which a verb takes
# exactly one (so it never takes a player's name alone).
TEXT_ARGS = ("detail", "called")
FLAG_ARGS = ("out_of_turn", "openers_aside", "announced")
ONE_OF = {"raise": ("by", "to")}
# Every irregularity verb may also be pointed out by a `notice` (docs/case-format.md), besides these.
IRREGULARITIES = ("no_cut", "deal_out_of_turn", "faced_card", "exposed", "spoke_to_dealer",
                  "imperfect_pack", "omitted", "extra_hand", "pack_short", "dealt_out_of_order")
NOTICES = tuple(dict.fromkeys((
    "no_cut", "faced_card", "wrong_count", "exposed", "excess", "short", "out_of_turn",
    "imperfect_pack", "deal_out_of_turn", "foul_hand", "miscall", "false_openers",
    "over_limit", "split_openers", "claim", "shuffle_fault", "cut_fault") + IRREGULARITIES))


# The error messages' examples, and (with _MORE) one event per verb for `adjudicator verbs`,
# as written in a case file's `events:` list, so a verb is shown the same way everywhere.
EXAMPLES = {
    "ante": "ante: {player: A, amount: 1}", "straddle": "straddle: {player: B, amount: 2}",
    "open": "open: {player: A, amount: 5}", "bet": "bet: {player: A, amount: 5}",
    "raise": "raise: {player: A, by: 10}", "say": "say: {player: A, amount: 5}",
    "borrow": "borrow: {player: A, amount: 20}", "discard": "discard: {player: A, count: 3}",
    "draw": "draw: {player: A, asked: 3, given: 3}", "miscall": "miscall: {player: A, "
    "called: a flush}", "opener_shows": "opener_shows: {player: A, cards: \"JS JH 7C 4D 2S\"}",
    "demand_dispute": "demand_dispute: {player: A, claimed: 2, dealer_says: 3}",
    "notice": "notice: {what: no_cut, by: A}", "faced_card": "faced_card: {card: KS}",
    "exposed": "exposed: {player: A, card: KS, during: deal}",
    "deal": "deal: {A: 5, B: \"AS KD 7C 7H 2S\"}", "show": "show: {A: \"AS KD 7C 7H 2S\"}",
    "cut_for_deal": "cut_for_deal: {A: 7H, B: JD}",
    "imperfect_pack": "imperfect_pack: {detail: two aces of spades}",
    "pack_short": "pack_short: {detail: the pack runs out in the draw}",
    "extra_hand": "extra_hand: {detail: a sixth hand dealt}",
    "take_back": "take_back: {player: A, count: 1}",
    "change_limit": "change_limit: {player: A, to: 20}",
    "intends": "intends: {player: A, act: pass}",
    "dealt_out_of_order": "dealt_out_of_order: {detail: two cards at a time}",
    "dispute": "dispute: {player: A, with: B, matter: fact, detail: whether B called}",
}


def example_of(verb: str) -> str:
    """An event of ``verb`` (or a synonym) as an error message shows it."""
    canon = SYNONYMS.get(verb, verb)
    if canon in EXAMPLES:
        return verb + EXAMPLES[canon][len(canon):]
    allowed, required = VERBS[canon] or (set(), set())
    return f"{verb}: A" if "player" in required else (
        f"{verb}: {{{', '.join(sorted(allowed))}}}" if allowed else verb)


def needs(verb: str) -> str:
    """What ``verb`` must be given, as an error message says it."""
    spec = VERBS[verb]
    if spec is None:
        return "a mapping of each player to his cards"
    keys = sorted(spec[1], key=lambda k: (k != "player", k))
    return "a player" if keys == ["player"] else "the keys " + ", ".join(keys)


# The other verbs' examples.
_MORE = {
    "shuffle": "shuffle: C",
    "cut": "cut: B",
    "no_cut": "no_cut",
    "deal_out_of_turn": "deal_out_of_turn: B",
    "announce": "announce: C",
    "lift": "lift: A",
    "spoke_to_dealer": "spoke_to_dealer: B",
    "omitted": "omitted: C",
    "check": "check: B",
    "call": "call: C",
    "fold": "fold: B",
    "all_in": "all_in: A",
    "ask_dealer_draw": "ask_dealer_draw: B",
    "claim": "claim: C",
    "take_in": "take_in: C",
    "redeal": "redeal: D",
    "muck": "muck: B",
}


def example(verb: str) -> str:
    return EXAMPLES.get(verb) or _MORE[verb]


def verbs_view() -> list[dict]:
    """Every verb: its meaning, the other words for it, and an example event."""

    return [{"verb": verb, "synonyms": [s for s, v in SYNONYMS.items() if v == verb],
             "meaning": VERB_DOCS[verb], "example": example(verb)} for verb in VERBS]


# An act that puts up nothing is no act of its verb: the story means another
NOTHING_PUT_UP = {
    "bet": "a bet of 0 puts up nothing: where he declines to bet, tell `check` (he stands)",
    "open": "an opening of 0 puts up nothing: where he declines to open, tell `check`",
    "raise": "a raise by 0 goes no further than the stake: tell `call`",
}
# A key a teller may well write that the verb cannot take, and what the story says instead
KEY_HINTS = {
    "all_in": {"amount": "all in is all he has left, which his stack says: give it under "
                         "the table's `stacks`, or tell a `bet` or `call` of the amount"},
}
