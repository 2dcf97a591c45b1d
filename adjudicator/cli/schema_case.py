"""The JSON Schema of the case file (docs/case-format.md): its table, every verb and synonym
of ``verbs.VERBS`` and ``verbs.SYNONYMS`` with what each means (``VERB_DOCS``, also shown by
`adjudicator verbs`), and the casebook's ``expect``, which reuses the ruling's definitions.
The entry point is ``schema.case_schema``.
"""
from __future__ import annotations

from typing import Any

from .schema_defs import DRAFT, common_defs
from ..story.verbs import VERB_DOCS

# One card as cards.parse_card reads it: rank (10 for T) and suit letter or symbol, any case;
# JK or JOKER for the joker, which its holder may name at the show (JK=KS, JK=K). Cards
# are separated by spaces or commas.
_RANK = r"(?:[2-9TtJjQqKkAa]|10)"
_SUIT = r"[SsHhDdCc♠♥♦♣♤♡♢♧]"
_CARD = (rf"(?:{_RANK}{_SUIT}|(?:[Jj][Kk]|[Jj][Oo][Kk][Ee][Rr])"
         rf"(?:={_RANK}{_SUIT}?)?)")
CARD_PATTERN = rf"^\s*{_CARD}\s*$"
CARDS_PATTERN = rf"^[\s,]*{_CARD}(?:[\s,]+{_CARD})*[\s,]*$"  # one card or more

# The amounts that must put something up (story/verbs.py, NOTHING_PUT_UP)
_SOME = {("amount", "bet"), ("amount", "open"), ("by", "raise")}
# The types of a verb's mapping keys (`by` is an amount for `raise`, a player for `notice`).
_KEY_REFS = {
    "player": "#/$defs/player", "amount": "#/$defs/amount", "to": "#/$defs/amount",
    "count": "#/$defs/amount", "asked": "#/$defs/amount", "given": "#/$defs/amount",
    "claimed": "#/$defs/amount", "dealer_says": "#/$defs/amount", "by": "#/$defs/amount",
    "card": "#/$defs/card", "cards": "#/$defs/cards", "about": "#/$defs/player",
    "with": "#/$defs/player",
}
_KEY_SCHEMAS: dict[str, dict] = {
    "out_of_turn": {"type": "boolean", "description": "The teller says the act was made out "
                    "of turn; the book decides whose turn it was."},
    "detail": {"type": "string", "description": "What was found, in words."},
    "during": {"enum": ["deal", "draw"]},
    "act": {"enum": ["bet", "pass"], "description": "What he says he means to do."},
    "matter": {"enum": ["fact", "law"], "description": "What the dispute is on."},
    "called": {"type": "string", "description": "What the player called his hand."},
    "openers_aside": {"type": "boolean", "description": "He put his openers aside."},
    "announced": {"type": "boolean", "description": "He announced that he was splitting."},
    "witnesses": {"type": "object", "additionalProperties": {"$ref": "#/$defs/amount"},
                  "description": "Each witness and the count he says was asked for."},
}


def _verb_body(verb: str) -> dict:
    """The schema of what follows `verb:` in an event, as case._event reads it."""
    from ..story.verbs import NOTICES, VERBS

    spec = VERBS[verb]
    doc = VERB_DOCS.get(verb, "")
    if spec is None:  # deal, show, cut_for_deal: a mapping of each player to his cards
        cards = {"deal": {"anyOf": [{"$ref": "#/$defs/cards"},
                                    {"type": "integer", "minimum": 0, "maximum": 52}]},
                 "cut_for_deal": {"$ref": "#/$defs/card"}}.get(verb, {"$ref": "#/$defs/cards"})
        return {"description": doc, "type": "object", "minProperties": 1,
                "propertyNames": {"$ref": "#/$defs/player"}, "additionalProperties": cards}
    from ..story.verbs import FLAG_ARGS, ONE_OF, TEXT_ARGS

    allowed, required = spec
    props: dict[str, Any] = {}
    for key in sorted(allowed):
        if key in TEXT_ARGS:  # the loader's tables of words and flags
            props[key] = dict(_KEY_SCHEMAS[key], type="string")
        elif key in FLAG_ARGS:
            props[key] = dict(_KEY_SCHEMAS[key], type="boolean")
        elif verb == "notice" and key == "by":
            props[key] = {"$ref": "#/$defs/player"}
        elif verb == "notice" and key == "what":
            props[key] = {"enum": list(NOTICES)}
        elif key in _KEY_REFS and (key, verb) in _SOME:  # a bet of nothing is no bet
            props[key] = {"allOf": [{"$ref": _KEY_REFS[key]}, {"minimum": 1}]}
        elif key in _KEY_REFS:
            props[key] = {"$ref": _KEY_REFS[key]}
        else:
            props[key] = dict(_KEY_SCHEMAS[key])
    mapping: dict[str, Any] = {"type": "object", "properties": props,
                               "required": sorted(required), "additionalProperties": False}
    if verb in ONE_OF:
        mapping["oneOf"] = [{"required": [k]} for k in ONE_OF[verb]]
    forms = [mapping]
    if "player" in allowed and required <= {"player"} and verb not in ONE_OF:
        forms.append({"$ref": "#/$defs/player"})          # `call: B`
    if not required:
        forms.append({"enum": [None, True]})              # `no_cut:` or `pack_short: true`
    return {"description": doc, "anyOf": forms} if len(forms) > 1 else dict(mapping,
                                                                             description=doc)


def _event_schema() -> dict:
    from ..story.verbs import SYNONYMS, VERBS

    names = list(VERBS) + list(SYNONYMS)
    bare = [v for v, spec in VERBS.items() if spec is not None and not spec[1]]
    bare += [s for s, v in SYNONYMS.items() if v in bare]
    props = {v: {"$ref": f"#/$defs/verbs/{v}"} for v in VERBS}
    props.update({s: {"$ref": f"#/$defs/verbs/{v}", "description": f"The same as `{v}`."}
                  for s, v in SYNONYMS.items()})
    return {
        "description": "One thing that happened at the table: a one-key mapping "
                       "`VERB: PLAYER-or-mapping`, or a bare verb that needs no one.",
        "anyOf": [
            {"type": "object", "minProperties": 1, "maxProperties": 1,
             "propertyNames": {"enum": names}, "properties": props,
             "additionalProperties": False},
            {"enum": bare},
        ],
    }


def case_schema() -> dict:
    """The case file of docs/case-format.md: every key, verb, synonym, and the `expect` of the
    casebook."""
    from .schema_ruling import ruling_defs
    from ..story.cards import OPENING_PAIRS
    from ..story.case import MAX_EVENTS
    from ..story.setup import MAX_PLAYERS, PHASES, TABLE_KEYS, UNITS
    from ..story.verbs import VERBS
    from ..story.terms import DEPARTURES
    from ..story.terms import BETTING_FORMS

    defs = common_defs()
    defs.update({
        "card": {"type": "string", "pattern": CARD_PATTERN,
                 "description": "One card: rank A K Q J T 9 8 7 6 5 4 3 2 (10 for T) and suit "
                                "S H D C (or ♠♥♦♣), any case; JK is the joker (JK=KS or "
                                "JK=K: as its holder named it)."},
        "cards": {"type": "string", "pattern": CARDS_PATTERN,
                  "description": "Cards separated by spaces or commas, e.g. \"AS KD 7C 7H 2S\"."},
        "departure": {"enum": list(DEPARTURES)},
        "verbs": {v: _verb_body(v) for v in VERBS},
    })
    table = {
        "type": "object",
        "description": "The table where the story starts.",
        "required": ["players", "dealer"],
        "additionalProperties": False,
        "properties": {
            "players": {"type": "array", "items": {"allOf": [
                            {"$ref": "#/$defs/player"},
                            {"not": {"pattern": "^[Pp][Oo][Oo][Ll]$"}}]},  # `to: pool`
                        "minItems": 1,
                        "maxItems": MAX_PLAYERS, "uniqueItems": True,
                        "description": "Seating order: each sits to the left of the one before."},
            "dealer": {"$ref": "#/$defs/player"},
            "betting": {"enum": list(BETTING_FORMS), "default": "limit"},
            "ante": {"$ref": "#/$defs/amount", "description": "The age's compulsory stake."},
            "unit": {"enum": list(UNITS), "default": "chips", "description": "Display only."},
            "stacks": {"$ref": "#/$defs/stakesByPlayer",
                       "description": "Funds on the table: required for table-stakes and "
                                      "freeze-out (every player), and where one goes all in."},
            "limit": {"$ref": "#/$defs/amount",
                      "description": "The largest single bet or raise."},
            "jack_pot": {"enum": list(OPENING_PAIRS),
                         "description": "This deal is a jack pot with this minimum to open."},
            "phase": {"enum": list(PHASES), "default": "before_deal",
                      "description": "Where the story starts."},
            "pot": {"$ref": "#/$defs/amount", "description": "Chips already in the pool."},
            "agreed": {"anyOf": [{"$ref": "#/$defs/departure"},
                                 {"type": "array", "items": {"$ref": "#/$defs/departure"}}],
                       "description": "Departures agreed before play."},
            "feed": {"$ref": "#/$defs/amount",
                     "description": "What each player adds to a jack pot that was not opened."},
        },
        "allOf": [{
            "if": {"properties": {"betting": {"enum": ["table-stakes", "freeze-out"]}},
                   "required": ["betting"]},
            "then": {"required": ["stacks"]},
        }],
    }
    assert set(table["properties"]) == set(TABLE_KEYS)  # the loader's keys, the schema's
    # The ruling's own definitions (a fact, a reading) are reused by the case; none is circular.
    for name, d in ruling_defs().items():
        defs.setdefault(name, d)
    return {
        "$schema": DRAFT,
        "title": "adjudicator case",
        "description": "One deal at one table, replayed event by event (docs/case-format.md).",
        "type": "object",
        "required": ["title", "table", "events"],
        "additionalProperties": False,
        "properties": {
            **_texts(),
            "book": {"$ref": "#/$defs/bookId", "description": "The default book for `rule`."},
            "table": table,
            "events": {"type": "array", "minItems": 1, "maxItems": MAX_EVENTS,
                       "items": _event_schema()},
            "facts": {"type": "array", "items": {"$ref": "#/$defs/fact"},
                      "description": "Open points the players agree on: the ruling reads "
                                     "each as given (docs/case-format.md, Readings)."},
            "expect": {"type": "object", "propertyNames": {"$ref": "#/$defs/bookId"},
                       "description": "The casebook's expected ruling, per book.",
                       "additionalProperties": {"type": "object", "properties": _expected(),
                                                "additionalProperties": False}},
        },
        "$defs": defs,
    }


_TEXT_DOCS = {"title": "What the dispute is about, in a line.",
              "source": "Where the case comes from.",
              "question": "What the table asks the judge.", "note": "Anything else."}


def _texts() -> dict:
    """The case's keys that hold words (terms.TEXT_KEYS); the title must hold some."""
    from ..story.terms import TEXT_KEYS

    out = {k: {"type": "string", "description": _TEXT_DOCS[k]} for k in TEXT_KEYS}
    out["title"].update(minLength=1, pattern=r"\S")
    return out


def _expected() -> dict:
    """What a casebook case may expect of a ruling: expect.EXPECT_KEYS, each of its kind."""
    from ..story.expect import EXPECT_KEYS, NEXT_KEYS, READING_KEYS
    from .schema_ruling import ruling_defs
    from ..story.cards import OPENING_PAIRS
    from ..story.terms import MAX_TOTAL, MISSING_FACTS, RUNGS, STATUSES

    chips = {"type": "integer", "minimum": 0, "maximum": MAX_TOTAL}
    name_or_null = {"anyOf": [{"type": "string"}, {"type": "null"}]}
    kinds = {
        "status": {"enum": list(STATUSES)},
        "chips": chips,
        "chips-by-player": {"type": "object", "propertyNames": {"$ref": "#/$defs/player"},
                            "additionalProperties": chips},
        "law-ids": {"type": "array", "items": {"$ref": "#/$defs/lawId"},
                    "description": "Laws the ruling must cite."},
        "words": {"type": "array", "items": {"type": "string"}},
        "departures": {"type": "array", "items": {"$ref": "#/$defs/departure"},
                       "description": "Departures to rule with, as `--agreed` gives them."},
        "next": {"type": "object", "additionalProperties": False,
                 "properties": {k: name_or_null for k in NEXT_KEYS}},
        "retired": {"type": "object", "propertyNames": {"$ref": "#/$defs/player"},
                    "additionalProperties": {"anyOf": [{"$ref": "#/$defs/lawId"},
                                                       {"type": "null"}]}},
        "list": {"type": "array"},
        "referee": {"anyOf": [{"type": "null"}, {
            "type": "object", "required": ["player", "law"], "additionalProperties": False,
            "properties": {"player": {"$ref": "#/$defs/player"},
                           "law": {"$ref": "#/$defs/lawId"},
                           "parties": {"type": "array", "items": {"$ref": "#/$defs/player"}}}}]},
        "readings": {"type": "array", "items": {
            "type": "object", "required": ["assume"], "additionalProperties": False,
            "properties": {k: v for k, v in ruling_defs()["reading"]["properties"].items()
                           if k in READING_KEYS}},
            "description": "The readings the ruling must make, each named by its `assume`, "
                           "with what it must give; no others."},
        "rungs": {"type": "object", "propertyNames": {"$ref": "#/$defs/lawId"},
                  "additionalProperties": {"enum": list(RUNGS)},
                  "description": "Laws the ruling must cite in a step decided on the given "
                                 "rung (`general` for a general law of the book)."},
    }
    out = {key: dict(kinds[kind]) for key, kind in EXPECT_KEYS.items()}
    # the parts the loader checks beyond a key's kind (story/expect.py, _check_parts)
    law_or_null = {"anyOf": [{"$ref": "#/$defs/lawId"}, {"type": "null"}]}
    player = {"$ref": "#/$defs/player"}
    entries = {
        "penalties": ({"player": player, "amount": chips,
                       "to": {"anyOf": [{"const": "pool"}, player]}, "law": law_or_null,
                       "forfeited": {"type": "boolean"}, "unpaid": chips},
                      ["player", "amount", "to", "law"]),
        "by_lot": ({"amount": chips, "among": {"type": "array", "items": player,
                                               "uniqueItems": True},
                    "law": law_or_null}, ["amount", "among"]),
        "agreements": ({"departure": {"$ref": "#/$defs/departure"},
                        "laws": {"type": "array", "items": {"$ref": "#/$defs/lawId"}},
                        "applied": {"type": "boolean"}, "allowed_by": law_or_null},
                       ["departure"]),
    }
    for key, (props, required) in entries.items():
        out[key] = {"type": "array", "items": {"type": "object", "properties": props,
                                               "required": required,
                                               "additionalProperties": False}}
    out["missing"] = {"type": "array", "items": {"enum": list(MISSING_FACTS)},
                      "description": "The facts the ruling must find untold, and no others."}
    out["next"]["properties"]["jack_pot"] = {"anyOf": [{"enum": list(OPENING_PAIRS)},
                                                       {"type": "null"}]}
    return out
