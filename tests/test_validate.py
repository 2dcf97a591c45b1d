"""Typed and versioned results (issue 41): ``adjudicator.validate`` checks a ruling against its
published schema and the contract's arithmetic (every chip accounted for once, every player
named one at the table), and `check` does it on rulings kept as JSON; every JSON document the
tool prints carries ``schema_version``, and every schema a versioned ``$id``."""
from __future__ import annotations

import copy
import json
from pathlib import Path

import pytest
from jsonschema import Draft202012Validator

import adjudicator
from adjudicator.cli.schema import SCHEMAS, schema
from adjudicator.cli.validation import problems, schema_problems

ROOT = Path(__file__).resolve().parent.parent
CASES = sorted((ROOT / "cases").rglob("*.yaml"))
SIDE_POT = ROOT / "cases" / "keller-side-pot.yaml"
RULING = schema("ruling")
JSONSCHEMA = Draft202012Validator(RULING)


@pytest.fixture(scope="module")
def rulings(casebook_ruling) -> list[dict]:
    return [casebook_ruling(p, b, expected.get("agreed", []))
            for p in CASES for b, expected in adjudicator.load_case(p).expect.items()]


def test_every_ruling_of_the_casebook_holds_to_the_contract(rulings):
    assert len(rulings) > 600
    assert [(r["case"], r["book"], problems(r)) for r in rulings if problems(r)] == []
    assert all(r["schema_version"] == adjudicator.SCHEMA_VERSION for r in rulings)


def _spoilt(ruling: dict):
    """The ruling spoilt one way at a time: a key left out, a value of another kind, a
    count below nothing, a step's rung unknown, a citation's law id malformed."""
    for key in RULING["required"]:
        yield {k: v for k, v in ruling.items() if k != key}
    for key, value in ruling.items():
        yield dict(ruling, **{key: "x" if not isinstance(value, str) else 3})
    yield dict(ruling, pot=-1)
    yield dict(ruling, awards={**ruling["awards"], "A": -2})
    if ruling["steps"]:
        yield dict(ruling, steps=[dict(ruling["steps"][0], rung="hunch")])
    if ruling["citations"]:
        yield dict(ruling, citations=[dict(ruling["citations"][0], id="no law id")])
    yield dict(ruling, readings=[{"assume": [], "awards": {}, "refunds": {}, "laws": []}])
    yield dict(ruling, readings=[{"assume": [{"point": "p", "reading": "r", "x": 1}],
                                  "awards": {}, "refunds": {}, "laws": []}])


def test_its_schema_check_agrees_with_jsonschema_on_rulings_spoilt_one_way_at_a_time(rulings):
    picked = rulings[::40]
    for ruling in picked:
        for spoilt in _spoilt(copy.deepcopy(ruling)):
            ours = schema_problems(spoilt, RULING)
            # jsonschema's verdict (is_valid stops at the first error; the errors themselves
            # are listed only where the two disagree)
            theirs = not JSONSCHEMA.is_valid(spoilt)
            assert bool(ours) == theirs, (ours, [e.message for e in
                                                 JSONSCHEMA.iter_errors(spoilt)])
    for name in ("compare", "compare-list"):  # the documents that hold rulings
        one = {r["book"]: r for r in rulings[:5]}
        doc = one if name == "compare" else [{"file": "f", "case": "c", "rulings": one}]
        assert schema_problems(doc, schema(name)) == []
        assert problems(doc, name) == []


def test_its_schema_check_agrees_with_jsonschema_on_case_files_good_and_bad():
    # the case file's schema uses more of JSON Schema (oneOf, not, if/then, uniqueItems ...):
    # a schema a later change extends so is checked as jsonschema checks it, never skipped
    from test_schema import ACCEPTED, HEAD, REFUSED, TABLE_REFUSED

    from adjudicator.story.yamlio import loads

    case = schema("case")
    texts = [p.read_text(encoding="utf-8") for p in CASES]
    texts += [HEAD + x for x in (*ACCEPTED.values(), *REFUSED.values())]
    texts += list(TABLE_REFUSED.values())
    verdicts = set()
    validator = Draft202012Validator(case)
    for text in texts:
        doc = loads(text, "t.yaml")
        theirs = not validator.is_valid(doc)  # its first error, where it has one: below
        assert bool(schema_problems(doc, case)) == theirs, (
            text, list(validator.iter_errors(doc))[:1])
        verdicts.add(theirs)
    assert verdicts == {True, False}


def test_a_ruling_with_a_chip_changed_is_refused(rulings):
    ruling = next(r for r in rulings if r["book"] == "keller" and r["awards"])
    changed = copy.deepcopy(ruling)
    winner = next(iter(changed["awards"]))
    changed["awards"][winner] += 1
    assert list(JSONSCHEMA.iter_errors(changed)) == []  # the schema alone cannot see it
    with pytest.raises(adjudicator.InvalidRuling) as caught:
        adjudicator.validate(changed)
    assert caught.value.problems == [
        f"pot: chips not conserved: awards {sum(changed['awards'].values())} + refunds "
        f"{sum(changed['refunds'].values())} + by_lot "
        f"{sum(x['amount'] for x in changed['by_lot'])} + carried {changed['carried']} + "
        f"undecided {changed['undecided']} = {ruling['pot'] + 1}, not the pot {ruling['pot']}"]
    assert isinstance(caught.value, adjudicator.AdjudicatorError)


def test_a_chip_moved_to_someone_not_at_the_table_is_refused(rulings):
    ruling = copy.deepcopy(next(r for r in rulings if r["awards"]))
    winner, chips = next(iter(ruling["awards"].items()))
    ruling["awards"]["Stranger"] = ruling["awards"].pop(winner)
    with pytest.raises(adjudicator.InvalidRuling, match="awards.Stranger: 'Stranger' does not "
                                                         "sit at the table"):
        adjudicator.validate(ruling)


def test_a_reading_that_accounts_for_its_pot_must_account_for_every_chip(rulings):
    ruling = copy.deepcopy(next(r for r in rulings if r["readings"]))
    reading = ruling["readings"][0]
    reading.update(pot=10, by_lot=[], carried=0, undecided=0, awards={}, refunds={})
    assert problems(ruling) == ["readings[0].pot: chips not conserved: awards 0 + refunds 0 + "
                                "by_lot 0 + carried 0 + undecided 0 = 0, not the pot 10"]


def test_validate_refuses_a_schema_it_has_not(rulings):
    with pytest.raises(adjudicator.InvalidRuling, match="schema: one of"):
        adjudicator.validate(rulings[0], "case")


# --- `check` on rulings kept as JSON --------------------------------------------------------

def test_check_reads_rulings_kept_as_json_and_names_the_line_of_each_fault(cli, tmp_path):
    one = cli("rule", str(SIDE_POT), "--format", "json").json()
    good, lines = tmp_path / "ruling.json", tmp_path / "rulings.jsonl"
    good.write_text(json.dumps(one), encoding="utf-8")
    spoilt = dict(one, awards={"A": 31, "C": 70})
    lines.write_text("\n".join(json.dumps(r) for r in (one, spoilt, one)) + "\n",
                     encoding="utf-8")
    compared = tmp_path / "compare.json"
    compared.write_text(cli("compare", str(SIDE_POT), "--format", "json").out, encoding="utf-8")
    r = cli("check", str(good), str(compared), "--format", "json")
    assert r.code == 0 and r.json()["errors"] == [] and r.json()["rulings"] == 6
    r = cli("check", str(lines))
    assert r.code == 2
    assert r.out.splitlines()[0] == (
        f"{lines}:2:1: pot: chips not conserved: awards 101 + refunds 0 + by_lot 0 + carried 0"
        " + undecided 0 = 101, not the pot 100")
    assert r.out.splitlines()[-1] == "1 file checked: 1 problem, 3 rulings"
    broken = tmp_path / "broken.json"
    broken.write_text('{"book": ', encoding="utf-8")
    assert cli("check", str(broken)).out.startswith(f"{broken}:1:10: not JSON")


@pytest.mark.parametrize("text", ["[" * 100_000 + "]" * 100_000,   # past the reader's stack
                                  "[" * 100 + "]" * 100,             # past the checks' own
                                  '{"pot": ' + "9" * 5000 + "}"])    # past Python's digits
def test_a_document_no_ruling_could_be_is_one_line_not_a_traceback(cli, tmp_path, text):
    bad = tmp_path / "deep.json"
    bad.write_text(text, encoding="utf-8")
    r = cli("check", str(bad))
    assert r.code == 2 and r.out.splitlines() == [
        f"{bad}:1:1: not a ruling the tool can read: nested too deep or a number too long",
        "1 file checked: 1 problem"]


def test_a_case_written_in_json_is_still_checked_as_a_case(cli, tmp_path):
    case = tmp_path / "case.json"
    case.write_text(json.dumps({"title": "t", "table": {"players": ["A", "B"], "dealer": "Z"},
                                "events": [{"fold": "A"}]}), encoding="utf-8")
    r = cli("check", str(case))
    assert r.code == 2 and "'Z'" in r.out and "rulings" not in r.out


# --- versioned: every JSON document, every schema -------------------------------------------

JSON_COMMANDS = [
    ("books",), ("law", "peel:13"), ("law", "peel:1"), ("provisions",), ("search", "foul"),
    ("topics",), ("topics", "sequence.ace"), ("hand", "AS KS QS JS TS", "2H 2D 2C 2S 3H",
                                               "--book", "peel"),
    ("census", "--book", "keller"), ("verbs",), ("check", str(SIDE_POT)),
    ("rule", str(SIDE_POT)),
]


@pytest.mark.parametrize("args", JSON_COMMANDS, ids=[" ".join(a[:2]) for a in JSON_COMMANDS])
def test_every_json_document_carries_its_schema_version(cli, args):
    doc = cli(*args, "--format", "json").json()
    items = doc if isinstance(doc, list) else [doc]
    assert items and all(x["schema_version"] == adjudicator.SCHEMA_VERSION for x in items)


def test_the_rulings_of_compare_and_of_a_batch_carry_it_too(cli):
    one = cli("compare", str(SIDE_POT), "--format", "json").json()
    assert {r["schema_version"] for r in one.values()} == {adjudicator.SCHEMA_VERSION}
    many = cli("compare", str(SIDE_POT), str(ROOT / "cases" / "hands"), "--format", "json")
    assert {r["schema_version"] for item in many.json() for r in item["rulings"].values()} == {
        adjudicator.SCHEMA_VERSION}
    lines = cli("rule", str(SIDE_POT), str(ROOT / "cases" / "worked-examples"), "--book",
                "peel", "--format", "json").out.splitlines()
    assert len(lines) > 1 and all(json.loads(x)["schema_version"] == 3 for x in lines)
    api = adjudicator.compare(adjudicator.load_case(SIDE_POT), None, ["keller"])
    assert api["schema_version"] == adjudicator.SCHEMA_VERSION


@pytest.mark.parametrize("name", list(SCHEMAS))
def test_every_schema_has_a_versioned_id(cli, name):
    printed = cli("schema", name).json()
    assert printed["$id"] == f"urn:adjudicator:schema:{name}:{adjudicator.SCHEMA_VERSION}"
    assert list(printed)[:2] == ["$schema", "$id"]
    Draft202012Validator.check_schema(printed)
    assert "$id" not in json.dumps(printed["$defs"])  # nested, it would move what refs mean


def test_the_typed_ruling_names_the_keys_its_schema_names():
    # judge/shape.py's TypedDicts and the published schema, kept in step: every key of the
    # ruling is typed; within it, a typed key is one the schema names (or one the contract's
    # v3 adds, which a later change brings), and a key typed as always present is required
    from adjudicator.judge import shape

    defs = RULING["$defs"]
    coming = {"answer", "lawful", "reason", "penalties", "by_lot", "carried", "undecided"}
    ruling_keys = shape.Ruling.__required_keys__ | shape.Ruling.__optional_keys__
    assert set(RULING["properties"]) <= ruling_keys
    pairs = [(shape.Ruling, RULING), (shape.Step, defs["step"]),
             (shape.Citation, defs["citation"]), (shape.Silence, defs["silence"]),
             (shape.MissingFact, defs["missingFact"]), (shape.Reading, defs["reading"]),
             (shape.Assumption, defs["assumption"]), (shape.OpenPoint, defs["openPoint"])]
    for typed, node in pairs:
        keys = typed.__required_keys__ | typed.__optional_keys__
        assert keys - set(node["properties"]) <= coming, typed.__name__
        assert typed.__required_keys__ <= set(node["required"]), typed.__name__


def test_a_key_given_twice_is_refused_as_yaml_refuses_it(cli, tmp_path):
    # json.loads keeps the last of two; another reader may keep the first: one file, two rulings
    ruling = cli("rule", str(ROOT / "cases" / "keller-side-pot.yaml"), "-f", "json").out
    bad = tmp_path / "twice.json"
    bad.write_text(ruling.replace('"pot": ', '"pot": 7, "pot": ', 1), encoding="utf-8")
    r = cli("check", str(bad))
    assert r.code == 2 and r.out.splitlines()[0] == (
        f"{bad}:1:1: duplicate key 'pot' in one object: each key is given once")


def test_trailing_words_after_an_indented_document_are_named_where_they_are(cli, tmp_path):
    # it was read as JSON Lines, and blamed on the "{" of line 1
    compared = cli("compare", str(ROOT / "cases" / "keller-side-pot.yaml"), "-f", "json").out
    bad = tmp_path / "tail.json"
    bad.write_text(compared + "garbage\n", encoding="utf-8")
    r = cli("check", str(bad))
    end = len(compared.splitlines()) + 1
    assert r.code == 2 and r.out.splitlines()[0] == f"{bad}:{end}:1: not JSON: Extra data"
