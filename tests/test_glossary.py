"""docs/glossary.md is the code's own vocabulary: every verb a case may write (and each
synonym read as it), every status a ruling may end in with its one meaning, and jack pot's
one spelling."""
import re
from pathlib import Path

from adjudicator.story.terms import STATUSES
from adjudicator.story.verbs import SYNONYMS, VERB_DOCS, VERBS

GLOSSARY = (Path(__file__).resolve().parent.parent / "docs" / "glossary.md").read_text(
    encoding="utf-8")


def _section(title: str) -> str:
    return GLOSSARY.split(f"## {title}\n", 1)[1].split("\n## ", 1)[0]


def test_every_verb_and_synonym_is_in_the_glossary_with_its_meaning():
    verbs = _section("Verbs")
    listed = re.findall(r"^- `([a-z_]+)`", verbs, re.M)
    assert listed == list(VERBS)
    for verb in VERBS:
        line = next(x for x in verbs.splitlines() if x.startswith(f"- `{verb}`"))
        assert line.endswith(f": {VERB_DOCS[verb]}"), verb
        assert sorted(re.findall(r"`([a-z_]+)`", line.split(": ", 1)[0])[1:]) == sorted(
            s for s, v in SYNONYMS.items() if v == verb), verb


def test_every_status_is_in_the_glossary_with_the_meaning_the_faces_say():
    assert re.findall(r"^- `([a-z]+)`: (.+)$", _section("Statuses"), re.M) == list(
        STATUSES.items())


def test_the_code_words_lead_the_table_and_jack_pot_is_spelt_one_way():
    words = re.findall(r"^\| \*\*(.+?)\*\*", GLOSSARY, re.M)
    for verb in ("fold", "check", "call", "all_in"):  # the verbs, not the books' pass or stand
        assert verb in words
    assert not {"pass", "stand", "make good"} & set(words)
    # the law id peel:jackpot/1 and the module jackpot.py are names, not words
    assert "jack pot" in words and "jackpot" not in re.sub(r"peel:jackpot/|jackpot\.py", "",
                                                           GLOSSARY)
