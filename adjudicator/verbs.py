"""The verbs of a case file: what each means and one example, for `adjudicator verbs` and
docs/case-format.md (whose table is generated from here, and tested against it).

The meanings are the schema's (schema_case.VERB_DOCS); the examples are events of a table of
players A, B, C and D, and a test reads every one of them as a case would.
"""
from __future__ import annotations

# One event per verb, as written in a case file's `events:` list. The error messages'
# examples (case.EXAMPLES) come first, so a verb is shown the same way everywhere.
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
}


def example(verb: str) -> str:
    from .case import EXAMPLES

    return EXAMPLES.get(verb) or _MORE[verb]


def verbs_view() -> list[dict]:
    """Every verb: its meaning, the other words for it, and an example event."""
    from .case import SYNONYMS, VERBS
    from .schema_case import VERB_DOCS

    return [{"verb": verb, "synonyms": [s for s, v in SYNONYMS.items() if v == verb],
             "meaning": VERB_DOCS[verb], "example": example(verb)} for verb in VERBS]
