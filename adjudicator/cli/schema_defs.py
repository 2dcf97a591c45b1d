"""What every JSON Schema of the contract shares: the draft, and the definitions of amounts,
players, law ids and book ids; and the parts of the ruling's schema written apart: a silence,
the pool's division."""
from __future__ import annotations

from ..story.terms import BOOK_ID_PATTERN, LAW_ID_PATTERN, MAX_NAME, NAME_PATTERN

DRAFT = "https://json-schema.org/draft/2020-12/schema"


def common_defs() -> dict:
    """The definitions of every schema: amounts, players, laws and books cited."""
    from ..story.terms import MAX_AMOUNT

    return {
        "amount": {"type": "integer", "minimum": 0, "maximum": MAX_AMOUNT,
                   "description": "A whole number of the table's unit, as a case file may "
                                  "write it (one stake, a stack, the pot at the start)."},
        "chips": {"type": "integer", "minimum": 0,
                  "description": "A count of chips a ruling gives: a sum of the amounts the "
                                 "story put up, which no single amount's maximum bounds."},
        "player": {"type": "string", "pattern": NAME_PATTERN, "maxLength": MAX_NAME,
                   "description": "A player's name, as seated in `table.players`: one line "
                                  "of printable characters, no blank at either end, no "
                                  f"invisible character, at most {MAX_NAME} characters."},
        "lawId": {"type": "string", "pattern": LAW_ID_PATTERN,
                  "description": "A law cited as BOOK:ID, e.g. peel:13."},
        "bookId": {"type": "string", "pattern": BOOK_ID_PATTERN},
        "stakesByPlayer": {"type": "object", "propertyNames": {"$ref": "#/$defs/player"},
                           "additionalProperties": {"$ref": "#/$defs/amount"}},
        "chipsByPlayer": {"type": "object", "propertyNames": {"$ref": "#/$defs/player"},
                          "additionalProperties": {"$ref": "#/$defs/chips"}},
    }


def nullable(ref: str) -> dict:
    return {"anyOf": [{"$ref": ref}, {"type": "null"}]}


def rulebook_schema() -> dict:
    """The book a ruling was made under, named as it was printed (v3: a later key)."""
    return {
        "type": "object", "required": ["title", "author", "year"],
        "properties": {"title": {"type": "string"}, "author": {"type": "string"},
                       "year": {"type": ["integer", "null"]}},
        "description": "The book ruled under, by its title, author and year (`book` is its "
                       "id, as every law cited names it)."}


def penalty_schema() -> dict:
    """What a player must pay, as the ruling's `penalties` lists it."""
    return {
        "type": "object", "required": ["player", "amount", "to", "law"],
        "properties": {"player": {"$ref": "#/$defs/player"},
                       "amount": {"$ref": "#/$defs/chips"},
                       "to": {"type": "string", "description": "The pool, or a player."},
                       "law": {"anyOf": [{"$ref": "#/$defs/lawId"}, {"type": "null"}]},
                       "forfeited": {"const": True, "description": "(v3) chips already "
                                     "in the pool, lost to it: nothing more is paid"},
                       "unpaid": {"type": "integer", "minimum": 1, "description": "(v3) "
                                  "the part of the amount beyond what the player has left "
                                  "(his stack): owed, and not in the pool"}}}


def silence_schema() -> dict:
    """A point the book leaves open, as the ruling's `silent` lists it."""
    return {
        "type": "object", "required": ["point", "detail"],
        "properties": {"point": {"type": "string"}, "detail": {"type": "string"},
                       "event": {"type": "integer", "minimum": 1, "description":
                                 "the event where the question arose; absent where it "
                                 "arose from the table's setup, before the first event"},
                       "open": {"type": "string", "description": "the open point (as "
                                "in `facts:`) whose readings the ruling is made under"},
                       "question": {"type": "string", "description": "(v3) what is "
                                    "left open, in words, where it is not `point`'s own "
                                    "question: what follows when the table breaks the "
                                    "book's answer to it"},
                       "of": {"enum": ["copy"], "description": "the silence is the copy's "
                              "(v3): the source held is only part of the book (the "
                              "Standard laws' copy holds the general laws only), and the "
                              "question is one of the topics it lacks; absent where the "
                              "book itself is silent"},
                       "decisive": {"type": "boolean", "description":
                                    "whether chips turn on the point (they are then "
                                    "held, `undecided`)"},
                       "reason": {"type": "string", "description":
                                  "where a point read is not decisive: why (its readings "
                                  "give the same chips, or it concerns only the next "
                                  "deal)"},
                       "met_under": {"type": "array", "description": "(v3) where the "
                                     "story as told never meets the point, the reading "
                                     "of the open points that does",
                                     "items": {"type": "object",
                                               "required": ["point", "reading"],
                                               "properties": {
                                                   "point": {"type": "string"},
                                                   "reading": {"type": "string"}}}}},
    }


def division_schema() -> dict:
    """The ruling's `division`: the pool part by part (judge/division.py)."""
    players_amounts = {"$ref": "#/$defs/chipsByPlayer"}  # sums: no maximum
    return {"type": "array", "items": {
        "type": "object",
        "required": ["amount", "staked", "before", "contested_by", "takes", "back",
                     "by_lot", "carried", "held"],
        "properties": {
            "amount": {"$ref": "#/$defs/chips"},
            "staked": dict(players_amounts, description="The chips of this part each "
                           "player put up."),
            "before": dict({"$ref": "#/$defs/chips"}, description="Chips of this part "
                           "that were in the pool before the story, or forfeited to it."),
            "contested_by": {"type": "array", "items": {"$ref": "#/$defs/player"},
                             "description": "The players who may take this part."},
            "takes": dict(players_amounts, description="What each player takes of it."),
            "back": dict(players_amounts, description="What of it goes back to those "
                         "who put it up."),
            "by_lot": {"$ref": "#/$defs/chips"}, "carried": {"$ref": "#/$defs/chips"},
            "held": {"$ref": "#/$defs/chips"}}},
        "description": "The pool's division, part by part (the side pots and the rest): "
                       "each part's chips and whose they were, who contested it, and where "
                       "its chips go. amount = the staked chips + before = takes + back + "
                       "by_lot + carried + held; the parts add up to the pot, their takes "
                       "to awards, their back to refunds, their by_lot, carried and held to "
                       "the ruling's. The pool picture (--pool-svg) is drawn from it."}
