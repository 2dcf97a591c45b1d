"""The law's own data beside the books: the provisions catalogue (adjudicator/law/
provisions.yaml), read strictly, kept in the cache but never trusted from it, and documented
key by key in docs/rulebook-format.md; the library's order of its books (library.yaml)."""
from __future__ import annotations

import re
from pathlib import Path

import pytest

from adjudicator.errors import InputError
from adjudicator.law import provisions, store
from adjudicator.law.library import load_topics
from adjudicator.law.provisions import CATALOGUE, FILE, read_catalogue

DOC = Path(__file__).parent.parent / "docs" / "rulebook-format.md"
ROW = re.compile(r"^\| `([^`]+)` \| (.+?) \| (.+) \|$")


def _doc_rows() -> dict[str, tuple[str, str]]:
    text = DOC.read_text(encoding="utf-8")
    table = text[text.index("## The provisions catalogue"):text.index("## Tables")]
    return {m.group(1): (m.group(2), m.group(3)) for m in map(ROW.match, table.splitlines()) if m}


def test_the_format_doc_lists_every_key_with_its_answer_and_meaning():
    rows = _doc_rows()
    assert list(rows) == list(CATALOGUE)
    for key, spec in CATALOGUE.items():
        answer, means = rows[key]
        assert answer.split(":")[0] == spec.kind, key
        assert re.findall(r"`([^`]+)`", answer) == list(spec.values), key
        assert re.findall(r"(?:: |; )([\w-]+) \(", answer) == [
            f.key.rsplit(".", 1)[1] for f in spec.fields], key
        assert means.replace("\\|", "|").startswith(spec.doc), key


def test_every_key_names_a_shared_topic():
    topics = load_topics()
    assert [k for k, spec in CATALOGUE.items() if spec.topic not in topics] == []


def _broken(old: str, new: str) -> str:
    text = FILE.read_text(encoding="utf-8")
    assert old in text
    return text.replace(old, new, 1)


@pytest.mark.parametrize("old, new, says", [
    ("    kind: count\n    topic: pack\n", "    kind: number\n    topic: pack\n", "kind is one of"),
    ("    topic: pack\n", "    topic: pack\n    colour: red\n", "unknown key 'colour'"),
    ("    values: seats\n", "    values: chairs\n", "no list 'chairs'"),
    ("    kind: count\n    topic: pack\n", "    kind: enum\n    topic: pack\n", "values"),
])
def test_a_fault_in_the_catalogue_is_named_at_its_line(old, new, says):
    text = _broken(old, new)
    with pytest.raises(InputError) as err:
        read_catalogue(text, "provisions.yaml")
    assert says in err.value.message
    edited = text[:text.index(new)].count("\n") + 1  # the first line of the entry changed
    assert err.value.mark.file == "provisions.yaml" and abs(err.value.mark.line - edited) <= 3


def test_a_cached_catalogue_is_read_back_and_a_forged_one_is_rebuilt(tmp_path, monkeypatch):
    monkeypatch.setenv("ADJUDICATOR_CACHE_DIR", str(tmp_path))
    monkeypatch.setattr(store, "_replaced", {})
    monkeypatch.setattr(provisions, "_loaded", None)
    assert provisions.CATALOGUE["pack.cards"].kind == "count"
    [entry] = tmp_path.glob("*.provisions")
    read = store.get_plain(entry.name)
    assert read == read_catalogue(FILE.read_text(encoding="utf-8"), str(FILE))
    # A forged entry, sealed as the cache seals but not shaped as the reader makes it.
    store.put_plain(entry.name, ((("categories", ("x",)),),
                                 (("pack.cards", "money", "pack", "m", (), ""),)))
    monkeypatch.setattr(provisions, "_loaded", None)
    assert provisions.CATALOGUE["pack.cards"].kind == "count"
    assert store.get_plain(entry.name) == read


@pytest.mark.parametrize("key, value, fits", [
    ("ante.max", {"of": "limit", "divided-by": 2}, True),
    ("ante.max", {"of": "ante"}, False),                      # not a base of this key
    ("ante.max", "half-limit", False),                        # the old token: no amount
    ("ante.max", {"of": "limit", "multiple": 0}, False),
    ("ante.max", {"of": "limit", "times": 2}, False),
    ("show-for-stake.time-to-pay", {"hours": 24}, True),
    ("show-for-stake.time-to-pay", {}, False),                # hours is not optional
    ("show-for-stake.time-to-pay", {"hours": 24, "days": 1}, False),
    ("jack-pot.false-opener", {"loses": "stake"}, True),      # the penalty is optional
    ("jack-pot.false-opener", {"loses": "pool", "penalty": {"multiple": 2, "of": "ante"}}, True),
    ("jack-pot.false-opener", {"loses": "pool", "penalty": {"of": "limit"}}, False),
])
def test_parameters_are_checked_as_the_catalogue_declares(key, value, fits):
    assert (provisions.check_value(CATALOGUE[key], value) is None) == fits


@pytest.mark.parametrize("amount, deal, reckoned, words", [
    ({"multiple": 2, "of": "ante"}, {"ante": 3}, 6, "double the ante"),
    ({"of": "limit", "divided-by": 2}, {"limit": 5}, 2, "half the limit"),
    ({"of": "limit"}, {"limit": 10}, 10, "the limit"),
    ({"of": "ante"}, {}, None, "the ante"),
])
def test_an_amount_is_reckoned_from_the_deal_and_said_in_words(amount, deal, reckoned, words):
    from adjudicator.law.amounts import in_words, reckon

    assert reckon(amount, deal) == reckoned and in_words(amount) == words


def test_the_library_orders_every_published_book_and_a_new_case_names_the_first(tmp_path, cli):
    from adjudicator.law.library import PUBLISHED, TOPICS_FILE, Library, published_order

    published = {p.stem for p in PUBLISHED.glob("*.yaml") if p.name != TOPICS_FILE}
    assert sorted(published_order()) == sorted(published)
    assert Library.open().ids() == list(published_order())
    r = cli("new", str(tmp_path / "c.yaml"))
    assert r.code == 0
    assert f"book: {published_order()[0]} " in (tmp_path / "c.yaml").read_text(encoding="utf-8")


def test_one_table_of_opening_pairs_for_the_case_the_schema_and_the_books():
    # The pairs the books name as openers: Peel's knaves to kings, Keller's jacks to aces and
    # his descent "to tens, or better, to nines" (keller:ch5/progressive-jack-pots/3).
    from adjudicator.cli.schema import schema
    from adjudicator.story.cards import OPENING_PAIRS
    from adjudicator.story.case import build_case
    from adjudicator.story.yamlio import loads

    words = ["nines", "tens", "jacks", "queens", "kings", "aces"]
    assert list(OPENING_PAIRS) == words and list(OPENING_PAIRS.values()) == [9, 10, 11, 12, 13, 14]
    for key in ("jack-pot.progression", "jack-pot.first-opens", "jack-pot.third-opens"):
        assert list(CATALOGUE[key].values) == words
    table = schema("case")["properties"]["table"]["properties"]["jack_pot"]
    assert table["enum"] == words
    case = build_case(loads("title: t\ntable: {players: [A, B], dealer: B, jack_pot: nines}\n"
                            "events: [check: A]\n", "t.yaml"), "t.yaml")
    assert case.table.jack_pot == "nines"
    with pytest.raises(InputError, match="nines, tens, jacks, queens, kings, aces; not 'eights'"):
        build_case(loads("title: t\ntable: {players: [A, B], dealer: B, jack_pot: eights}\n"
                         "events: [check: A]\n", "t.yaml"), "t.yaml")


def test_one_reading_of_a_law_id_for_the_command_and_the_library(cli):
    from adjudicator.law.library import Library, split_law_id

    assert split_law_id("peel:desc/") == ("peel", "desc/")
    assert split_law_id("keller:ch4/rules/2") == ("keller", "ch4/rules/2")
    with pytest.raises(InputError) as exc:
        Library.open().law("peel13")
    r = cli("law", "peel13")
    assert r.code == 2 and r.err.strip() == f"adjudicator: {exc.value}"


def test_no_token_carries_an_amount_or_a_time():
    # An amount or a time is a parameter ({multiple: 2, of: ante}, {hours: 24}): a token such
    # as `loses-pool-pays-double-ante` would leave the figure to code.
    carrying = re.compile(r"double|half|twice|treble|triple|hours?|days?|twenty|\d")
    tokens = [(k, v) for k, s in CATALOGUE.items() for v in s.values if carrying.search(v)]
    assert tokens == []
    assert {CATALOGUE[k].kind for k in ("ante.max", "straddle.max", "straddle.increment",
                                        "open.minimum", "jack-pot.max-open")} == {"amount"}
