"""JSON Schemas (draft 2020-12) for the case file and the ruling: the public contract as data.

The schemas are built from the same tables the loader and the engine use (``verbs.VERBS``,
``verbs.SYNONYMS``, ``engine.STATUSES``, ...), so a verb or a key added there reaches the schema
without a second list to keep in step; ``tests/test_schema.py`` validates every casebook case
and every ruling the casebook produces against them.

The case schema is strict, as the loader is: an unknown key or verb is refused. What a schema
cannot say (that a player named in an event sits at the table, that a card is dealt once) the
loader still checks. The ruling schema types every key the engine emits and requires them all;
it leaves ``additionalProperties`` open so that a program validating against it keeps working
when a later version adds a key (docs/case-format.md: extend, never break).

This module holds the entry points (``schema(NAME)``, ``SCHEMAS``) and the definitions every
schema shares; the case file's schema is built in ``schema_case`` (its verbs, its table, the
casebook's ``expect``), the ruling's and compare's in ``schema_ruling``. Each is imported only
when its schema is asked for.
"""
from __future__ import annotations

DRAFT = "https://json-schema.org/draft/2020-12/schema"
BOOK_ID_PATTERN = r"^[a-z][a-z0-9-]*$"


def common_defs() -> dict:
    """The definitions of every schema: amounts, players, laws and books cited."""
    from .case import MAX_AMOUNT
    from .rulebook_build import ID_RE

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


def case_schema() -> dict:
    """The case file of docs/case-format.md (built in schema_case)."""
    from .schema_case import case_schema as build

    return build()


def ruling_schema() -> dict:
    """The ruling `rule --format json` prints (built in schema_ruling)."""
    from .schema_ruling import ruling_schema as build

    return build()


def compare_schema() -> dict:
    """What `compare --format json` prints (built in schema_ruling)."""
    from .schema_ruling import compare_schema as build

    return build()


SCHEMAS = {"case": case_schema, "ruling": ruling_schema, "compare": compare_schema}


def schema(name: str) -> dict:
    """The named schema: case, ruling or compare."""
    return SCHEMAS[name]()
