"""What every JSON Schema of the contract shares: the draft, and the definitions of amounts,
players, law ids and book ids."""
from __future__ import annotations

DRAFT = "https://json-schema.org/draft/2020-12/schema"
BOOK_ID_PATTERN = r"^[a-z][a-z0-9-]*$"


def common_defs() -> dict:
    """The definitions of every schema: amounts, players, laws and books cited."""
    from ..story.case import MAX_AMOUNT
    from ..law.build import ID_RE

    return {
        "amount": {"type": "integer", "minimum": 0, "maximum": MAX_AMOUNT,
                   "description": "A whole number of the table's unit."},
        "player": {"type": "string", "minLength": 1,
                   "description": "A player's name, as seated in `table.players`."},
        "lawId": {"type": "string", "pattern": ID_RE.pattern,
                  "description": "A law cited as BOOK:ID, e.g. peel:13."},
        "bookId": {"type": "string", "pattern": BOOK_ID_PATTERN},
        "stakesByPlayer": {"type": "object", "propertyNames": {"$ref": "#/$defs/player"},
                           "additionalProperties": {"$ref": "#/$defs/amount"}},
    }
