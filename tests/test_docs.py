"""The documents a newcomer reads are true: every example in them is read by the engine, the
verb table is the tool's own, the ruling's keys are all described, and nothing points
outside the repository."""
from __future__ import annotations

import json
import re
import subprocess
from pathlib import Path

import pytest
import yaml

from adjudicator.story.case import load_case
from adjudicator.story.verbs import VERBS
from adjudicator.judge.by_book import rule
from adjudicator.story.verbs import verbs_view
from replay import assert_conserved

ROOT = Path(__file__).resolve().parent.parent
CASE_FORMAT = ROOT / "docs" / "case-format.md"
BOOKS = ("peel", "keller", "schenck", "standard", "published-decision")
FENCE = re.compile(r"^```(\w+)\n(.*?)^```", re.S | re.M)


def _blocks(path: Path, lang: str) -> list[str]:
    return [body for kind, body in FENCE.findall(path.read_text(encoding="utf-8"))
            if kind == lang]


def _fragment_case(events: str) -> str:
    """A table of A, B, C and D (each with a stack, for `all_in`) around a list of events."""
    body = "\n".join("  " + line for line in events.strip("\n").splitlines())
    return ("title: a fragment of the docs\ntable:\n  players: [A, B, C, D]\n  dealer: D\n"
            "  limit: 10\n  ante: 1\n  stacks: {A: 100, B: 100, C: 100, D: 100}\nevents:\n"
            + body + "\n")


def _yaml_examples():
    for doc in ("docs/case-format.md", "README.md"):
        for i, block in enumerate(_blocks(ROOT / doc, "yaml")):
            yield pytest.param(block, id=f"{doc}#{i + 1}")


@pytest.mark.parametrize("block", list(_yaml_examples()))
def test_every_yaml_example_is_read_by_the_engine(block, tmp_path, library):
    data = yaml.safe_load(block)
    path = tmp_path / "example.yaml"
    if isinstance(data, dict) and "table" in data:  # a whole case: it rules as it stands
        path.write_text(block, encoding="utf-8")
        case = load_case(path)
        assert case.book, "a case shown whole names its book, so a copy rules as it stands"
        ruling = rule(case, library, None, [])
        assert ruling["book"] == case.book
        for book, want in case.expect.items():
            got = rule(case, library, book, [])
            assert got["status"] == want["status"], book
    elif isinstance(data, dict) and set(data) == {"facts"}:  # a case's facts, read as such
        path.write_text(_fragment_case("- fold: A") + block, encoding="utf-8")
        assert len(load_case(path).facts) == len(data["facts"])
    else:  # a fragment: events, read as a case reads them
        assert isinstance(data, list), "a fragment is a list of events"
        path.write_text(_fragment_case(block), encoding="utf-8")
        assert len(load_case(path).events) == len(data)


def test_the_verb_table_is_the_tools_own_and_every_example_reads(tmp_path):
    text = CASE_FORMAT.read_text(encoding="utf-8")
    rows = re.findall(r"^\| `(\w+)` \|.*\| `- (.*)` \|$", text, re.M)
    assert [verb for verb, _ in rows] == list(VERBS)
    view = {v["verb"]: v for v in verbs_view()}
    for verb, example in rows:
        assert example == view[verb]["example"]
        path = tmp_path / f"{verb}.yaml"
        path.write_text(_fragment_case("- " + example), encoding="utf-8")
        (event,) = load_case(path).events
        assert event.verb == verb


def test_every_key_of_the_ruling_is_described(library):
    text = CASE_FORMAT.read_text(encoding="utf-8")
    described = set(re.findall(r"^\| `(\w+)`(?:, `(\w+)`)*", text, re.M))
    described = {k for row in re.findall(r"^\|((?: ?`\w+`,?)+) \|", text, re.M)
                 for k in re.findall(r"`(\w+)`", row)}
    ruling = rule(load_case(ROOT / "cases" / "keller-side-pot.yaml"), library, "keller", [])
    assert set(dict(ruling, file="x")) - described == set()
    assert "missing" in described  # the facts a case leaves out (unsettled)


def test_the_json_example_of_the_ruling_is_the_engines(library):
    (block,) = _blocks(CASE_FORMAT, "json")
    r = json.loads(block)
    real = rule(load_case(ROOT / "cases" / "keller-side-pot.yaml"), library, "keller", [])
    for key in ("book", "case", "status", "pot", "awards", "refunds", "by_lot", "carried",
                "undecided", "penalties", "retired", "next", "silent"):
        assert r[key] == real[key], key
    assert r["steps"][0] in real["steps"]
    assert {c["id"] for c in r["citations"]} <= {c["id"] for c in real["citations"]}
    assert_conserved(r)


def test_the_docs_name_every_verb_every_table_key_and_every_status():
    from adjudicator.story.verbs import NOTICES

    text = CASE_FORMAT.read_text(encoding="utf-8")
    for word in (*NOTICES, "players", "dealer", "betting", "ante", "limit", "stacks", "unit",
                 "jack_pot", "phase", "pot", "agreed", "feed", "settled", "misdeal", "void",
                 "passed", "continues", "unsettled"):
        assert f"`{word}`" in text, word


OUTSIDE = re.compile(r"\.\./" + "shared|(?<![\\w.-])" + r"shared/(?:sources|spec)|CASES\.md")


def test_nothing_in_the_repository_points_outside_it():
    files = subprocess.run(["git", "ls-files"], cwd=ROOT, capture_output=True, text=True,
                           check=True).stdout.split()
    found = []
    for name in files:
        path = ROOT / name
        if path.is_symlink() or not path.is_file() or path.suffix in (".svg", ".txt", ".png"):
            continue
        for n, line in enumerate(path.read_text(encoding="utf-8").splitlines(), 1):
            if OUTSIDE.search(line):
                found.append(f"{name}:{n}: {line.strip()}")
    assert not found, "references outside the repository:\n" + "\n".join(found)


def test_the_notices_and_the_expect_keys_the_docs_list_are_the_tools_own():
    from adjudicator.story.expect import EXPECT_KEYS
    from adjudicator.story.verbs import NOTICES

    text = CASE_FORMAT.read_text(encoding="utf-8")
    para = text[text.index("`notice: {what, by}`"):].split("\n\n")[0]
    assert re.findall(r"`(\w+)`", para.split("is one of", 1)[1]) == list(NOTICES)
    para = text[text.index("`expect` maps book ids to"):].split("\n\n")[0]
    listed = set(re.findall(r"`(\w+)`", para))
    assert set(EXPECT_KEYS) <= listed, sorted(set(EXPECT_KEYS) - listed)
