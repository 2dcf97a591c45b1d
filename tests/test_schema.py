"""The JSON Schemas: every casebook case fits the case schema, every ruling the casebook
produces fits the ruling schema, and the schema refuses what the loader refuses.

The casebook grows while others work, so the cases are globbed, never listed.
"""
from __future__ import annotations

import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

from adjudicator.cli import schema as schemas
from adjudicator.story.case import build_case, load_case
from adjudicator.story.verbs import SYNONYMS, VERB_DOCS, VERBS
from adjudicator.judge.comparison import compare
from adjudicator.judge.engine import adjudicate
from adjudicator.errors import AdjudicatorError
from adjudicator.story.yamlio import load, loads
import yaml
from hypothesis import HealthCheck, given, settings
from adjudicator.errors import InputError
from adjudicator.story import yamlio
from tests import fuzz, fuzz_contracts as fc
from stories import BIG_READINGS, NO_EVENTS
from badinput import write as _write

ROOT = Path(__file__).resolve().parent.parent
CASES = sorted((ROOT / "cases").rglob("*.yaml"))
BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")
IDS = [str(p.relative_to(ROOT / "cases")) for p in CASES]

CASE = Draft202012Validator(schemas.case_schema())
RULING = Draft202012Validator(schemas.ruling_schema())


def _problems(validator, instance) -> list[str]:
    return [f"{'/'.join(map(str, e.absolute_path)) or '(top)'}: {e.message[:300]}"
            for e in validator.iter_errors(instance)]


@pytest.mark.parametrize("name", sorted(schemas.SCHEMAS))
def test_each_schema_is_a_valid_draft_2020_12_schema(name):
    s = schemas.schema(name)
    assert s["$schema"] == "https://json-schema.org/draft/2020-12/schema"
    Draft202012Validator.check_schema(s)


def test_the_case_schema_names_every_verb_and_synonym_of_case_py():
    event = schemas.case_schema()["properties"]["events"]["items"]["anyOf"][0]
    assert set(event["properties"]) == set(VERBS) | set(SYNONYMS)
    assert set(event["propertyNames"]["enum"]) == set(VERBS) | set(SYNONYMS)
    for synonym, verb in SYNONYMS.items():
        assert event["properties"][synonym]["$ref"] == f"#/$defs/verbs/{verb}"
    defs = schemas.case_schema()["$defs"]["verbs"]
    for verb, spec in VERBS.items():
        assert VERB_DOCS[verb], verb
        if spec is None:
            continue
        allowed, required = spec
        forms = defs[verb].get("anyOf", [defs[verb]])
        mapping = next(f for f in forms if f.get("type") == "object")
        assert set(mapping["properties"]) == allowed, verb
        assert set(mapping["required"]) == required, verb


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_every_casebook_case_fits_the_case_schema(path):
    assert not _problems(CASE, load(path))


@pytest.mark.parametrize("path", CASES, ids=IDS)
def test_every_ruling_of_the_casebook_fits_the_ruling_schema(path, casebook_ruling):
    case = load_case(path)
    for book in dict.fromkeys([*BOOKS, *case.expect]):
        expected = case.expect.get(book, {})
        ruling = casebook_ruling(path, book, expected.get("agreed", []))
        problems = _problems(RULING, ruling)
        assert not problems, f"{book}: {problems}"
        undocumented = set(ruling) - set(schemas.ruling_schema()["properties"])
        assert not undocumented, (f"{book}: the ruling has keys the schema does not document: "
                                  f"{sorted(undocumented)} "
                                  "(add them to adjudicator/cli/schema_ruling.py)")


def test_a_comparison_fits_the_compare_schema(library):
    result = compare(load_case(ROOT / "cases" / "keller-side-pot.yaml"), library)
    assert not _problems(Draft202012Validator(schemas.compare_schema()), result["rulings"])


def test_rule_prints_a_ruling_with_its_file_and_schema_prints_the_schemas(cli):
    run = cli("rule", "cases/keller-side-pot.yaml", "--format", "json")
    assert run.code == 0, run.err
    ruling = run.json()
    assert ruling["file"] == "cases/keller-side-pot.yaml"
    assert not _problems(RULING, ruling)
    for name in ("case", "ruling"):
        run = cli("schema", name)
        assert run.code == 0, run.err
        assert run.json() == schemas.schema(name)
    bad = cli("schema", "verdict")
    assert bad.code == 2 and not bad.out


# --- the schema refuses what the loader refuses, and accepts what it accepts ----------------

HEAD = "title: t\ntable: {players: [A, B, C], dealer: C}\nevents:\n"

ACCEPTED = {
    "a player name for a verb": "  - call: A\n",
    "a synonym": "  - see: A\n  - throw_up: B\n  - make_good: {player: C}\n",  # (show_for: stacks)
    "a bare verb": "  - no_cut\n  - shuffle\n",
    "a verb with no one": "  - pack_short: true\n  - no_cut:\n",
    "cards by symbol, ten and joker": "  - deal: {A: \"A♠ 10h kd JK 2c\", B: 5, C: 0}\n",
    "one card each in the cut for the deal": "  - cut_for_deal: {A: 7H, B: jd}\n",
    "a raise to a total": "  - raise: {player: A, to: 10, out_of_turn: true}\n",
    "a notice by a player": "  - notice: {what: no_cut, by: B}\n",
    "a dispute with witnesses": "  - demand_dispute: {player: A, claimed: 2, dealer_says: 3,"
                                " witnesses: {B: 2}}\n",
}

REFUSED = {
    "an unknown verb": "  - wager: A\n",
    "an unknown key in a verb": "  - bet: {player: A, amount: 5, colour: red}\n",
    "a missing required key": "  - bet: {player: A}\n",
    "a raise with both by and to": "  - raise: {player: A, by: 5, to: 10}\n",
    "a raise with neither": "  - raise: {player: A}\n",
    "a negative amount": "  - bet: {player: A, amount: -5}\n",
    "an amount that is not whole": "  - bet: {player: A, amount: 2.5}\n",
    "a yes for an amount": "  - bet: {player: A, amount: yes}\n",
    "a card that is no card": "  - deal: {A: \"AS 1X\"}\n",
    "too many cards to count": "  - deal: {A: 53}\n",
    "no cards written": "  - deal: {A: \"\"}\n",
    "two cards in the cut for the deal": "  - cut_for_deal: {A: \"7H 8H\"}\n",
    "a player's name for a verb that takes none": "  - faced_card: A\n",
    "two verbs in one event": "  - call: A\n    fold: B\n",
    "an unknown notice": "  - notice: {what: cheating}\n",
    "exposed during the show": "  - exposed: {player: A, during: show}\n",
    "a bare verb that needs a player": "  - call\n",
    "out_of_turn that is not true or false": "  - call: {player: A, out_of_turn: maybe}\n",
}

TABLE_REFUSED = {
    "one player": "title: t\ntable: {players: [A], dealer: A}\nevents: []\n",
    "a player seated twice": "title: t\ntable: {players: [A, A], dealer: A}\nevents: []\n",
    "an unknown table key": "title: t\ntable: {players: [A, B], dealer: A, seats: 2}\n"
                            "events: []\n",
    "table stakes with no stacks": "title: t\ntable: {players: [A, B], dealer: A, "
                                   "betting: table-stakes}\nevents: []\n",
    "an unknown betting": "title: t\ntable: {players: [A, B], dealer: A, betting: pot}\n"
                          "events: []\n",
    "an unknown departure": "title: t\ntable: {players: [A, B], dealer: A, agreed: [wild]}\n"
                            "events: []\n",
    "no title": "table: {players: [A, B], dealer: A}\nevents: []\n",
    "an unknown case key": "title: t\nverdict: x\ntable: {players: [A, B], dealer: A}\n"
                           "events: []\n",
    "an expectation with an unknown key": "title: t\ntable: {players: [A, B], dealer: A}\n"
                                          "events: [check: B]\nexpect: {peel: {winner: A}}\n",
    "an expectation with an unknown status": "title: t\ntable: {players: [A, B], dealer: A}\n"
                                             "events: [check: B]\n"
                                             "expect: {peel: {status: won}}\n",
    "no events": NO_EVENTS,
}


@pytest.mark.parametrize("what", ACCEPTED)
def test_the_schema_accepts_what_the_loader_accepts(what):
    doc = loads(HEAD + ACCEPTED[what], "accepted.yaml")
    build_case(doc, "accepted.yaml")
    assert not _problems(CASE, doc)


@pytest.mark.parametrize("what", REFUSED)
def test_the_schema_refuses_what_the_loader_refuses_in_an_event(what):
    doc = loads(HEAD + REFUSED[what], "refused.yaml")
    with pytest.raises(AdjudicatorError):
        build_case(doc, "refused.yaml")
    assert _problems(CASE, doc)


@pytest.mark.parametrize("what", TABLE_REFUSED)
def test_the_schema_refuses_what_the_loader_refuses_in_a_case(what):
    doc = loads(TABLE_REFUSED[what], "refused.yaml")
    if "expectation" not in what:  # the loader leaves expectations to the casebook runner
        with pytest.raises(AdjudicatorError):
            build_case(doc, "refused.yaml")
    assert _problems(CASE, doc)


def test_the_ruling_schema_refuses_a_ruling_that_breaks_the_contract(library):
    ruling = adjudicate(load_case(ROOT / "cases" / "keller-side-pot.yaml"), library.book("keller"))
    assert not _problems(RULING, ruling)
    for broken in (dict(ruling, status="won"), dict(ruling, pot=-1),
                   dict(ruling, awards={"A": "thirty"}),
                   {k: v for k, v in ruling.items() if k != "citations"},
                   dict(ruling, steps=[{"event": 1, "finding": "x", "laws": ["no id"]}])):
        assert _problems(RULING, json.loads(json.dumps(broken)))


SMALL = dict(deadline=None, derandomize=True, database=None,
             suppress_health_check=list(HealthCheck))


def test_a_pot_past_the_largest_amount_validates_against_the_ruling_schema(tmp_path, cli):
    case = _write(tmp_path, "c.yaml", """\
        title: Two bets of a thousand million
        table: {players: [A, B], dealer: B, betting: unlimited, phase: after_draw}
        events:
          - bet: {player: A, amount: 1000000000}
          - call: B
          - show: {A: "AS AH AD 2C 3D", B: "KS KH KD 2S 3H"}
        """)
    r = cli("rule", str(case), "--book", "keller", "--format", "json")
    assert r.code == 0 and r.json()["pot"] == 2_000_000_000
    assert list(fc.RULING_SCHEMA.iter_errors(r.json())) == []


BASE_CASE = """\
title: t
source: s
table: {players: [A, B], dealer: B}
events: [{fold: A}]
"""


@pytest.mark.parametrize("key,value", [
    ("source", {"a": 1}), ("question", [1]), ("note", 5), ("book", ""), ("book", "Peel"),
    ("expect", {"peel": "x"}), ("expect", {"peel": {"status": "bogus"}}),
    ("expect", {"peel": {"awards": {"A": -1}}}), ("expect", {"peel": {"foo": 1}}),
    ("expect", {"Peel": {}}), ("expect", {"peel": {"laws": "peel:1"}}),
    ("table.limit", None), ("table.jack_pot", None), ("table.feed", None),
    ("table.players", ["A\tB", "C"]), ("table.players", ["A\u00a0B", "C"]),
    ("table.players", ["A\u202eB", "C"]), ("table.players", ["A\nB", "C"]),
])
def test_check_and_the_case_schema_refuse_alike(key, value):
    doc = yaml.safe_load(BASE_CASE)
    if key.startswith("table."):
        doc["table"][key[6:]] = value
        if key == "table.players":
            doc["table"]["dealer"] = "C"
            doc["events"] = [{"fold": "C"}]
    else:
        doc[key] = value
    assert list(fc.CASE_SCHEMA.iter_errors(doc)), "the schema accepts it"
    with pytest.raises(InputError):
        build_case(yamlio.loads(fuzz.dump(doc), "c.yaml"), "c.yaml")


def test_every_casebook_case_passes_the_loader_and_the_schema_and_so_do_its_rulings(
        casebook_ruling):
    """What the two tests above leave out: the document the fuzzer's harness reads (libyaml's
    safe loader) is the one they check, and each expected book's ruling with no departure
    agreed (where the expectation agrees one) fits the ruling schema too."""
    for path, doc in zip(fuzz.CASEBOOK, fuzz.CASEBOOK_DOCS):  # each file's YAML, read once
        case = load_case(path)
        assert doc == load(path), path
        for book in case.expect:
            if set(case.expect[book].get("agreed", [])) - set(case.table.agreed):
                ruling = casebook_ruling(path, book)  # no departures agreed
                assert list(fc.RULING_SCHEMA.iter_errors(ruling)) == [], (path, book)


@settings(max_examples=80, **SMALL)
@given(fc.contract_docs())
def test_changed_cases_against_the_loader_and_the_schemas_fuzzed(changed):
    outcome = fc.check_contract(*changed, Path("."))
    assert not outcome.failures, outcome.failures[0]


def test_an_expectation_naming_a_player_not_seated_is_refused_by_the_loader_alone():
    # the fuzz's seed 3 found it: `expect: peel: awards: {A: 3}` at a table of Ann, Bob, Cy
    # and Dot. The schema accepts a name it cannot check against the table; `check` refuses
    # it at its line. The harness knows that limit, and still holds every other expectation
    # the schema accepts to the loader.
    path = next(p for p in fuzz.CASEBOOK if p.name == "keller-side-pot.yaml")
    doc = yaml.safe_load(path.read_text(encoding="utf-8"))  # plain data, as the fuzz's
    doc["expect"] = {"peel": {"status": "settled", "awards": {"Z": 3}}}
    assert list(fc.CASE_SCHEMA.iter_errors(doc)) == []
    outcome = fc.check_contract("expect", doc, Path("."))
    assert "expect: peel: awards names 'Z', who is not at the table" in outcome.error
    assert not outcome.failures
    doc["expect"] = {"peel": {"status": "settled", "awards": {"A": 3}}}  # A is seated
    outcome = fc.check_contract("expect", doc, Path("."))
    assert outcome.error is None and not outcome.failures
    doc["expect"] = {"peel": {"status": "won"}}  # no status of the contract: both refuse it
    assert list(fc.CASE_SCHEMA.iter_errors(doc))
    outcome = fc.check_contract("expect", doc, Path("."))
    assert outcome.error and not outcome.failures


def test_readings_awarding_past_the_largest_amount_validate_against_the_schemas(tmp_path, cli):
    # C's hand is not told: each reading of it awards the whole pool of three stakes of the
    # largest amount a case may write, a sum no single amount's maximum bounds
    from tests import fuzz_contracts as fc

    f = _write(tmp_path, "c.yaml", BIG_READINGS)
    r = cli("rule", f, "--book", "peel", "--format", "json")
    ruling = r.json()
    assert r.code == 0 and ruling["pot"] == 3_000_000_000
    assert any(sum(x["awards"].values()) == 3_000_000_000 for x in ruling["readings"])
    assert list(fc.RULING_SCHEMA.iter_errors(ruling)) == []
    both = cli("compare", f, "--books", "keller,peel", "--format", "json")
    assert both.code == 0
    assert list(fc._validator("compare").iter_errors(both.json())) == []


@pytest.mark.parametrize("events, facts", [
    ([{"dispute": {"player": "A", "with": "B", "matter": "fact", "detail": {"who": [1, 2]}}}],
     ...),
    ([{"dispute": {"player": "A", "with": "B", "matter": "fact", "detail": 5}}], ...),
    ([{"imperfect_pack": {"detail": None}}], ...),
    ([{"miscall": {"player": "A", "called": ["a", "pair"]}}], ...),
    ([{"discard": {"player": "A", "count": 1, "announced": 3}}], ...),
    ([{"discard": {"player": "A", "count": 1, "openers_aside": "yes"}}], ...),
    ([{"raise": "A"}], ...),
    ([{"no_cut": None}], None),
])
def test_the_loader_and_the_case_schema_refuse_alike(events, facts):
    import yaml

    from adjudicator.errors import InputError
    from adjudicator.story import yamlio
    from adjudicator.story.case import build_case
    from tests import fuzz, fuzz_contracts as fc

    doc = {"title": "t", "table": {"players": ["A", "B"], "dealer": "B"}, "events": events}
    if facts is not ...:
        doc["facts"] = facts
    text = fuzz.dump(doc)
    assert yaml.safe_load(text) == doc
    assert list(fc.CASE_SCHEMA.iter_errors(doc)), "the schema accepts it"
    with pytest.raises(InputError):
        build_case(yamlio.loads(text, "c.yaml"), "c.yaml")


@pytest.mark.parametrize("events", [
    [{"dispute": {"player": "A", "with": "B", "matter": "fact", "detail": "who called"}}],
    [{"imperfect_pack": {"detail": ""}}],
    [{"discard": {"player": "A", "count": 1, "announced": True, "openers_aside": False}}],
    [{"raise": {"player": "A", "by": 2}}],
])
def test_the_loader_and_the_case_schema_accept_alike(events):
    from adjudicator.story import yamlio
    from adjudicator.story.case import build_case
    from tests import fuzz, fuzz_contracts as fc

    doc = {"title": "t", "table": {"players": ["A", "B"], "dealer": "B"}, "events": events}
    assert list(fc.CASE_SCHEMA.iter_errors(doc)) == []
    build_case(yamlio.loads(fuzz.dump(doc), "c.yaml"), "c.yaml")


@pytest.mark.parametrize("page, good", [("12", True), ("12-13", True), ("\u0661-\u0662", False),
                                        ("\u0661", False), ("\uff11\uff12", False)])
def test_a_house_laws_page_is_read_as_the_ruling_schema_reads_it(tmp_path, page, good):
    import re as re_

    from adjudicator.cli.schema import schema
    from adjudicator.errors import AdjudicatorError
    from adjudicator.law.library import Library

    pattern = schema("ruling")["$defs"]["citation"]["properties"]["pages"]["pattern"]
    assert bool(re_.fullmatch(r"[\x00-\x7f]*", pattern))  # no \d: ECMA-262 reads it as ASCII
    _write(tmp_path, "club.yaml", f"""\
        book:
          id: club
          title: A house book
          author: The Committee
          source: house rules
          extends: peel
        laws:
          - id: club:1
            title: One
            page: "{page}"
            kind: rule
            text: The dealer shuffles.
        """)
    if good:
        assert Library.open([str(tmp_path)]).book("club").law("club:1")
        assert re_.fullmatch(pattern.strip("^$"), page)
    else:
        with pytest.raises(AdjudicatorError):
            Library.open([str(tmp_path)]).book("club")
