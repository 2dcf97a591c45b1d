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

This module holds the entry points (``schema(NAME)``, ``SCHEMAS``); the definitions every
schema shares are in ``schema_defs``, the case file's schema is built in ``schema_case`` (its
verbs, its table, the casebook's ``expect``), the ruling's and compare's in ``schema_ruling``.
Each is imported only when its schema is asked for.
"""
from __future__ import annotations

def schema_id(name: str) -> str:
    """The schema's ``$id``: its name and the contract's version, which a later version
    changes (a document says its own in ``schema_version``)."""
    from ..story.terms import SCHEMA_VERSION

    return f"urn:adjudicator:schema:{name}:{SCHEMA_VERSION}"


def _identified(name: str, built: dict) -> dict:
    """BUILT with its ``$id`` beside ``$schema``: only at the top of a schema, never in one
    embedded in another (a nested ``$id`` would change what its references resolve against)."""
    return {"$schema": built.pop("$schema"), "$id": schema_id(name), **built}


def case_schema() -> dict:
    """The case file of docs/case-format.md (built in schema_case)."""
    from .schema_case import case_schema as build

    return _identified("case", build())


def ruling_schema() -> dict:
    """The ruling `rule --format json` prints (built in schema_ruling)."""
    from .schema_ruling import ruling_schema as build

    return _identified("ruling", build())


def compare_schema() -> dict:
    """What `compare --format json` prints (built in schema_ruling)."""
    from .schema_ruling import compare_schema as build

    return _identified("compare", build())


def compare_list_schema() -> dict:
    """What `compare --format json` prints for several cases (built in schema_ruling)."""
    from .schema_ruling import compare_list_schema as build

    return _identified("compare-list", build())


SCHEMAS = {"case": case_schema, "ruling": ruling_schema, "compare": compare_schema,
           "compare-list": compare_list_schema}


def schema(name: str) -> dict:
    """The named schema: case, ruling, compare or compare-list (else an input error)."""
    if name not in SCHEMAS:
        from ..errors import InputError, did_you_mean

        raise InputError(f"no schema {name!r}: the schemas are {', '.join(SCHEMAS)}"
                         f"{did_you_mean(name, list(SCHEMAS))}")
    return SCHEMAS[name]()
