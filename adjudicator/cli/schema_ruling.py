"""The JSON Schemas of the ruling `rule --format json` prints and of what `compare --format
json` prints: every key engine.ruling() emits, typed and required, left open to later keys.
The entry points are ``schema.ruling_schema`` and ``schema.compare_schema``.
"""
from __future__ import annotations

from typing import Any

from ..story.points import KINDS, NOT_KNOWN
from ..story.terms import RUNGS, SCHEMA_VERSION
from .schema_defs import (DRAFT, common_defs, division_schema, nullable as _nullable,
                          penalty_schema, rulebook_schema, silence_schema)


def ruling_defs() -> dict:
    from ..law.rulebook import PAGE_RE  # the pages as the rulebook's builder reads them

    return {
        "citation": {
            "type": "object", "required": ["id", "page", "pages", "title", "text"],
            "properties": {
                "id": {"$ref": "#/$defs/lawId"},
                "page": {"type": "integer", "minimum": 0,
                         "description": "The first page of the law in the printed book."},
                "pages": {"type": "string", "pattern": PAGE_RE,
                          "description": "The page or pages, e.g. \"46-47\"."},
                "page_approx": {"const": True,
                                "description": "Present where the scan's page markers leave "
                                               "the page in doubt: the page is an estimate."},
                "title": {"type": "string"},
                "text": {"type": "string", "description": "The law's words."},
            },
        },
        "step": {
            "type": "object", "required": ["event", "finding", "laws", "rung"],
            "properties": {
                "event": {"type": "integer", "minimum": 0,
                          "description": "The event (from 1) the finding was made at; 0 for "
                                         "what the table as the case sets it decides, before "
                                         "the first event (the ante, a jack pot's feed, the "
                                         "phase the deal starts in). What is found when the "
                                         "events run out is at the last event."},
                "finding": {"type": "string"},
                "laws": {"type": "array", "items": {"$ref": "#/$defs/lawId"}},
                "points": {"type": "array", "items": {"type": "string"},
                           "description": "The questions of the catalogue (`adjudicator "
                                          "provisions`) whose answers the finding rests on; "
                                          "absent where it rests on none (the story's own "
                                          "arithmetic)."},
                "rung": {"enum": list(RUNGS),
                         "description": "The rung of the ladder that decided the step: "
                                        "`specific` (a law of the book on the very point), "
                                        "`general` (only the book's general laws, as \"the "
                                        "best hand exposed wins\", decide it), `story` (the "
                                        "story's own arithmetic, no law needed) or `open` (the "
                                        "book is silent, or a fact it turns on is not told)."},
                "open": {"type": "string", "description": "The open point (as in `facts:`) "
                                                         "the step reads."},
                "lawful": {"const": True,
                           "description": "Present (true) on a step that finds an act done "
                                          "in order, as the book allows: the text and "
                                          "Markdown faces count these in one line unless "
                                          "asked for every step (`rule --steps all`)."},
                "held": {"type": "boolean",
                         "description": "Present (true) in an unsettled ruling on a step that "
                                        "gives a player a share: the share is held undecided, "
                                        "not paid."},
            },
        },
        "missingFact": {
            "type": "object", "required": ["fact", "detail", "event"],
            "properties": {"fact": {"type": "string",
                                    "description": "what is not told (e.g. original hand)"},
                           "detail": {"type": "string"},
                           "open": {"type": "string", "description": "the open point (as "
                                    "in `facts:`) whose readings the ruling is made under"},
                           "event": {"type": "integer", "minimum": 0,
                                     "description": "the event where the fact was due"}},
        },
        "reading": {
            "type": "object",
            "required": ["assume", "awards", "refunds", "laws", "status", "pot", "penalties",
                         "by_lot", "carried", "undecided"],
            "description": "The ruling under one combination of readings: a whole ruling's "
                           "accounting (v3), its chips adding up to its own pot: awards + "
                           "refunds + by_lot + carried + undecided = pot.",
            "properties": {
                "assume": {"type": "array", "items": {"$ref": "#/$defs/assumption"},
                           "minItems": 1,
                           "description": "The reading of each decisive open point: at "
                                          "least one, and no two readings of a ruling "
                                          "assume alike."},
                "awards": {"$ref": "#/$defs/chipsByPlayer"},
                "refunds": {"$ref": "#/$defs/chipsByPlayer"},
                "status": {"enum": ["settled", "misdeal", "void", "passed", "continues",
                                    "unsettled"],
                           "description": "The status the ruling has under this reading."},
                "laws": {"type": "array", "items": {"$ref": "#/$defs/lawId"},
                         "description": "The laws the reading's outcome rests on."},
                "pot": {"type": "integer", "minimum": 0,
                        "description": "The pool under this reading (a silence read one "
                                       "way may make an act good or void)."},
                "penalties": {"type": "array", "items": {"$ref": "#/$defs/penalty"}},
                "by_lot": {"type": "array", "items": {"$ref": "#/$defs/lot"}},
                "carried": dict({"$ref": "#/$defs/chips"},
                                description="What this reading leaves in the pool."),
                "undecided": dict({"$ref": "#/$defs/chips"},
                                  description="What this reading itself still holds (a "
                                  "point it does not read)."),
                "stakes": {"$ref": "#/$defs/chipsByPlayer",
                           "description": "What each player has staked under this reading."},
                "next": {"type": "object", "description": "Who deals next under this reading, "
                                                          "as the ruling's `next`."},
                "held_on": {"type": "array", "minItems": 1,
                            "items": {"oneOf": [
                                {"type": "object", "required": ["point"],
                                 "additionalProperties": False,
                                 "properties": {"point": {"type": "string"}}},
                                {"type": "object", "required": ["fact"],
                                 "additionalProperties": False,
                                 "properties": {"fact": {"type": "string"}}}]},
                            "description": "(v3, optional) What a reading that still holds "
                                           "chips holds them on: a point the book is silent "
                                           "on that it does not read (as in `silent`), or a "
                                           "fact the case does not tell (as in `missing`)."}},
        },
        "penalty": penalty_schema(),
        "lot": {
            "type": "object", "required": ["amount", "among"],
            "properties": {"amount": {"$ref": "#/$defs/chips"},
                           "among": {"type": "array", "items": {"$ref": "#/$defs/player"}},
                           "law": _nullable("#/$defs/lawId")}},
        "nextPoint": {
            "type": "object", "required": ["point", "detail", "reason"],
            "description": "An open point that concerns only the next deal (v3): every "
                           "reading of it gives this deal the same chips, so it holds none.",
            "properties": {
                "point": {"type": "string", "description": "The open point read (as in "
                                                           "`facts:` and `readings`)."},
                "detail": {"type": "string", "description": "The silence or the fact it reads."},
                "reason": {"type": "string", "description": "Why it holds none of this deal's "
                                                            "chips."},
                "readings": {"type": "array", "description": "What each reading makes of the "
                             "next deal, where they differ on it.", "items": {
                                 "type": "object", "required": ["reading"],
                                 "properties": {"reading": {"type": "string"},
                                                "dealer": {"type": ["string", "null"]},
                                                "redeal_by": {"type": ["string", "null"]},
                                                "jack_pot": {"type": ["string", "null"]}}}}}},
        "assumption": {
            "type": "object", "required": ["point", "reading"], "additionalProperties": False,
            "properties": {
                "point": {"type": "string", "description": "An open point, as in "
                          "`facts:`; `law.KEY` where the book's laws conflict "
                          "on KEY; `words.QUESTION` where a law's words admit "
                          "two readings (words.passed-before-demand); or a point "
                          "the book's own words leave open (`agreed.`, `stands.`, "
                          "`holds.`, `tie.`, `rank.`, `bets.`, `counts.`, `first-say.`: "
                          "docs/case-format.md); "
                          "`silent.KEY` where the book has no law on KEY, read "
                          "as each answer the catalogue allows it; `chips.KEY` "
                          "where a silence on KEY with no answers to read can "
                          "reach only some chips, read as `stand` or `go-back` "
                          "(`void` where the book keeps a bet once made)."},
                "reading": {"type": "string", "description": "Its reading; for "
                            "`law.KEY`, the id of the law read as governing."},
                "event": {"type": "integer", "minimum": 0,
                          "description": "The event where the point arises (a ruling "
                                         "always gives it; an expectation may): one point "
                                         "said alike at two events (`chips.straddle` at "
                                         "two players' straddles) is two points, told "
                                         "apart by it."},
                "player": {"$ref": "#/$defs/player",
                           "description": "The player the point concerns, where it concerns "
                                          "one (whose straddle `chips.straddle` reads; "
                                          "the player of a fact such as `objection.A`)."}},
        },
        "fact": {
            "type": "object", "required": ["point", "reading"], "additionalProperties": False,
            "properties": {"point": {"type": "string", "pattern": r"^[a-z-]+\.\S+$",
                                     "description": "An open point: KIND.PLAYER, the kinds "
                                     "being " + ", ".join(KINDS) + "."},
                           "reading": {"anyOf": [
                               {"enum": sorted({r for k in KINDS.values() for r in k.readings}
                                               | {NOT_KNOWN})},
                               {"$ref": "#/$defs/player", "description": "A player's name, "
                                "for a point read as whose (foul-notice: whose hand)."}],
                                       "description": f"A reading; {NOT_KNOWN} (a fact "
                                       "nobody can tell): ruled as one the case does not tell."}},
        },
        "openPoint": {
            "type": "object", "required": ["point", "question", "readings", "event"],
            "properties": {"point": {"type": "string"}, "question": {"type": "string"},
                           "readings": {"type": "array", "items": {"type": "string"}},
                           "event": {"type": "integer", "minimum": 0}},
        },
        "silence": silence_schema(),
    }


def ruling_schema() -> dict:
    """The ruling `rule --format json` prints: every key engine.ruling() emits, and `file`."""
    from ..story.setup import UNITS
    from ..story.terms import STATUSES

    defs = common_defs()
    defs.update(ruling_defs())
    players_amounts = {"$ref": "#/$defs/chipsByPlayer"}  # sums: no maximum
    where = {"misdeal": "next.redeal_by deals; chips whose fate is open are undecided",
             "continues": "chips a point left open turns on are undecided",
             "void": "see refunds",
             "unsettled": "see silent; or the case leaves out a fact it turns on, see missing; "
                          "the readings differ on the outcome itself, or all award the pool "
                          "but differ on who takes a chip (v3); what they all give is awarded, "
                          "see provisional"}
    status_doc = "; ".join(f"{s}: {meaning}" + (f" ({where[s]})" if s in where else "")
                           for s, meaning in STATUSES.items()) + "."
    props: dict[str, Any] = {
        "schema_version": {"type": "integer", "minimum": SCHEMA_VERSION,
                           "description": "The version of the contract the ruling follows "
                                          "(docs/case-format.md); a later one only adds keys."},
        "book": {"$ref": "#/$defs/bookId", "description": "The book ruled under."},
        "rulebook": rulebook_schema(),
        "case": {"type": "string", "description": "The case's title."},
        "players": {"type": "array", "items": {"$ref": "#/$defs/player"},
                    "description": "The players at the table, in seating order: every "
                                   "player the ruling names is one of them."},
        "status": {"enum": list(STATUSES), "description": status_doc},
        "answer": {"type": "string", "minLength": 1,
                   "description": "One sentence, what a referee says at the table (v3): who "
                                  "takes what and on which law (the law that decides the "
                                  "pool); for a misdeal, who deals again and on which law; "
                                  "refunds, chips by lot, penalties and chips carried; where "
                                  "chips are held (`undecided`, under any status), how many, "
                                  "on which points, and what each reading gives of them. "
                                  "Every player who takes chips is named with his amount. "
                                  "The text and Markdown faces open with it."},
        "pot": {"$ref": "#/$defs/chips", "description": "All the chips in the pool."},
        "awards": dict(players_amounts, description="What each winner takes from the pot."),
        "refunds": dict(players_amounts, description="Stakes going back to who put them up."),
        "penalties": {"type": "array", "items": {"$ref": "#/$defs/penalty"}},
        "retired": {"type": "object", "propertyNames": {"$ref": "#/$defs/player"},
                    "additionalProperties": _nullable("#/$defs/lawId"),
                    "description": "Each player out of the deal, with the law that put him out."},
        "next": {"type": "object", "required": ["dealer", "redeal_by", "jack_pot"],
                 "properties": {
                     "dealer": {"type": ["string", "null"]},
                     "redeal_by": {"type": ["string", "null"]},
                     "jack_pot": {"type": ["string", "null"],
                                  "description": "The next deal is a jack pot opened by this."},
                     "law": {"$ref": "#/$defs/lawId",
                             "description": "(v3, optional) The law that names the next "
                                            "dealer (Peel 18: \"the player to the left of the "
                                            "last dealer\"), or who deals a misdeal again, "
                                            "among the citations; absent where no law names "
                                            "him."},
                     "antes": {"type": "array", "items": {
                         "type": "object", "required": ["player", "amount", "law"],
                         "properties": {"player": {"$ref": "#/$defs/player"},
                                        "amount": {"$ref": "#/$defs/chips"},
                                        "law": _nullable("#/$defs/lawId"),
                                        "back": {"$ref": "#/$defs/chips", "description":
                                                 "Of his refund, this ante's (v3)."}}},
                         "description": "After a misdeal, who stakes what before the new "
                                        "deal's cards, and on which law: the age's ante, or "
                                        "every player's feed where the same jack pot is "
                                        "dealt again."},
                     "points": {"type": "array", "items": {"$ref": "#/$defs/nextPoint"},
                                "description": "The open points that concern only the next "
                                               "deal (v3): they hold none of this deal's "
                                               "chips."}},
                 "description": "The next deal. A part of it the readings differ on is null, "
                                "and `points` says which point and what each reading makes "
                                "of it."},
        "steps": {"type": "array", "items": {"$ref": "#/$defs/step"}},
        "citations": {"type": "array", "items": {"$ref": "#/$defs/citation"},
                      "description": "Every law the ruling rests on, with its words and page."},
        "silent": {"type": "array", "items": {"$ref": "#/$defs/silence"},
                   "description": "The questions the book does not answer."},
        "missing": {"type": "array", "items": {"$ref": "#/$defs/missingFact"},
                    "description": "The facts the outcome turns on that the case does not "
                                   "tell (the ruling is then unsettled); empty when the story "
                                   "is complete."},
        "carried": dict({"$ref": "#/$defs/chips"},
                        description="Chips that stay in the pool for the next deal (passed, "
                        "misdeal, continues; in a void deal, what was in the pool before it); "
                        "in any status, an ante or a straddle told after the show (the next "
                        "deal's stake); else 0. A term of the identity "
                        "awards + refunds + by_lot + carried + undecided = pot."),
        "undecided": dict({"$ref": "#/$defs/chips"},
                          description="Chips held while the book is silent, or the case "
                          "leaves out a fact, on a point they turn on: exactly the chips the "
                          "readings differ on, under any status (v3: a misdeal whose bets' "
                          "fate is open, a deal that goes on with one stake in question); "
                          "0 where nothing is open. A term of the identity."),
        "provisional": dict(players_amounts, description="What the replay would award if the "
                            "table's way of playing the point the book leaves open stood."),
        "by_lot": {"type": "array", "items": {"$ref": "#/$defs/lot"},
            "description": "Odd chips of a divided pool that go by lot among tied winners, "
                           "with the law that says so (null where the book is silent); their "
                           "amounts are a term of the identity."},
        "stakes": dict(players_amounts, description="What each player put in."),
        "division": division_schema(),
        "referee": {"anyOf": [{"type": "null"}, {
            "type": "object", "required": ["player", "law"],
            "properties": {"player": {"$ref": "#/$defs/player"},
                           "law": {"$ref": "#/$defs/lawId"},
                           "parties": {"type": "array", "items": {"$ref": "#/$defs/player"}}}}],
            "description": "Who decides a dispute at the table, and under which law."},
        "agreed": {"type": "array", "items": {"type": "string"},
                   "description": "Departures agreed before play (the case's and --agreed)."},
        "agreements": {"type": "array", "items": {
            "type": "object", "required": ["departure", "laws", "applied", "allowed_by"],
            "properties": {"departure": {"type": "string"},
                           "laws": {"type": "array", "items": {"$ref": "#/$defs/lawId"}},
                           "applied": {"type": "boolean",
                                       "description": "A law of the departure decided something."},
                           "allowed_by": _nullable("#/$defs/lawId")}},
            "description": "Each agreed departure: the laws giving it effect, and the law "
                           "that lets the players depart from the book."},
        "house_rules": {"anyOf": [{"type": "null"}, {
            "type": "object", "required": ["extends", "inherits", "amended", "repealed"],
            "properties": {
                "extends": {"type": "array", "items": {"$ref": "#/$defs/bookId"}},
                "inherits": {"type": "array", "items": {"type": "string"}},
                "amended": {"type": "object", "propertyNames": {"$ref": "#/$defs/lawId"},
                            "additionalProperties": {"$ref": "#/$defs/lawId"}},
                "repealed": {"type": "object", "propertyNames": {"$ref": "#/$defs/lawId"},
                             "additionalProperties": {"$ref": "#/$defs/lawId"}}}}],
            "description": "For a house book: the books it extends, and the base laws it "
                           "amends or repeals (base law -> house law)."},
        "open_points": {"type": "array", "items": {"$ref": "#/$defs/openPoint"},
                        "description": "Each open point the story reached that a reading "
                        "can settle (a `facts:` entry, or `rule --ask`), with its readings."},
        "readings": {"type": "array", "items": {"$ref": "#/$defs/reading"},
                     "description": "Where open points decide chips: the ruling under each "
                     "combination of their readings, each a whole ruling's accounting. "
                     "`undecided` holds exactly the chips on which they differ, compared by "
                     "what they do (chips and outcome, never words); a point whose readings "
                     "give this deal the same chips is not among them; empty when nothing "
                     "open decides the pool."},
        "readings_stopped": {"type": ["string", "null"],
                             "description": "Why the readings stop short (too many to "
                             "replay), or null."},
        "unit": {"enum": list(UNITS), "description": "The unit the ruling's amounts are in, "
                 "where the case (or the club's settings) names one; absent: chips."},
        "file": {"type": "string", "description": "The case file (when `rule` is given paths)."},
    }
    return {
        "$schema": DRAFT,
        "title": "adjudicator ruling",
        "description": "What the engine finds when it replays a case under one rulebook "
                       "(docs/case-format.md). Every chip of the pot is accounted for once, in every "
                       "status: awards + refunds + by_lot + carried + undecided = pot (the sum "
                       "of the values of awards and refunds, of the amounts of by_lot, and the "
                       "two counts). Later versions may add keys; none is removed or changes "
                       "meaning.",
        "type": "object",
        "required": [k for k in props if k not in ("file", "unit")],
        "properties": props,
        "$defs": defs,
    }


def compare_schema() -> dict:
    """What `compare --format json` prints: each book's ruling, keyed by book id."""
    ruling = ruling_schema()
    return {
        "$schema": DRAFT,
        "title": "adjudicator compare",
        "description": "One case ruled under several books: {BOOK: ruling, ...}.",
        "type": "object",
        "propertyNames": {"$ref": "#/$defs/bookId"},
        "additionalProperties": {"$ref": "#/$defs/ruling"},
        "$defs": dict(ruling.pop("$defs"), ruling={k: v for k, v in ruling.items()
                                                     if k != "$schema"}),
    }


def compare_list_schema() -> dict:
    """What `compare --format json` prints for several case files: a list, one item a case."""
    one = compare_schema()
    defs = one.pop("$defs")
    return {
        "$schema": DRAFT,
        "title": "adjudicator compare (several cases)",
        "description": "Several cases, each ruled under several books, in the order the files "
                       "were named: [{file, case, rulings: {BOOK: ruling}}, ...]. Where a case "
                       "cannot be read, nothing is ruled (exit status 2); with --keep-going it "
                       "is left out, its error said on stderr (exit status 2).",
        "type": "array",
        "items": {"type": "object", "required": ["file", "case", "rulings"],
                  "properties": {"file": {"type": "string"}, "case": {"type": "string"},
                                 "rulings": {k: v for k, v in one.items()
                                             if k not in ("$schema", "title")}}},
        "$defs": defs,
    }
