"""A finding is data (judge/findings.py): a kind and its parameters, with the players and
amounts it names; its words are made only at the face, from the kind's template
(judge/words.py), in the book's own vocabulary."""
import ast
import re
import string
from pathlib import Path

import pytest

from adjudicator.judge.findings import Face, Say, about
from adjudicator.judge.words import PLAIN, WORDS
from adjudicator.law.vocabulary import ACTS
from tests import syntax

JUDGE = Path(__file__).resolve().parent.parent / "adjudicator" / "judge"


def _kinds_named() -> dict[str, str]:
    """Each kind a handler names by a literal (Say.of("kind", ...)) -> where."""
    out = {}
    for path in sorted(JUDGE.rglob("*.py")):
        for node in ast.walk(syntax.tree(path)):
            if (isinstance(node, ast.Call) and ast.unparse(node.func) == "Say.of" and node.args
                    and isinstance(node.args[0], ast.Constant)):
                out[node.args[0].value] = f"{path.name}:{node.lineno}"
    return out


def test_every_kind_a_handler_names_has_its_words():
    named = _kinds_named()
    assert len(named) > 200
    assert {k: where for k, where in named.items() if k not in WORDS} == {}


def test_every_template_is_well_formed():
    # a field is a parameter, or "=WORDS": an act's words, which a book may give as its own
    marked = set()
    for kind, words in WORDS.items():
        fields = [f for _, f, _, _ in string.Formatter().parse(words) if f is not None]
        marked |= {f[1:] for f in fields if f.startswith("=")}
        assert all(f.isidentifier() for f in fields if not f.startswith("=")), kind
    assert marked == set(ACTS)  # every act's words the vocabulary names are marked somewhere


def test_no_code_reads_a_findings_words_back():
    # the words are made at the face; the judge tells findings apart by their kind
    read_back = re.compile(r"\[[\"'](finding|detail)[\"']\](\s*(==|!=)|\.startswith|\.endswith)"
                           r"|(==|!=)\s*\w+\[[\"'](finding|detail)[\"']\]")
    for path in sorted(JUDGE.rglob("*.py")):
        text = path.read_text("utf-8")
        assert not read_back.search(text), path.name
        assert "j.in_words(" not in text and "self.in_words(" not in text, path.name
    assert read_back.search('if s["detail"].startswith("the book is torn")')
    assert read_back.search('any(f["finding"] == step["finding"] for f in found)')


def test_a_list_of_players_is_kept_and_joined_at_the_face():
    say = Say.of("show.remainder-contested", amount=30, eligible=["A", "C"])
    assert say.words() == "The remainder of 30 is contested by A, C"
    assert about(say, ("A", "B", "C")) == (("A", "C"), (30,))


def test_a_finding_within_another_names_its_players_too():
    inner = Say.of("ante.straddles-staking", player="B", amount=4)
    outer = Say.of("lawful.book-allows", said=inner)
    assert outer.words() == "B straddles, staking 4, as the book allows"
    assert about(outer, ("A", "B")) == (("B",), (4,))


@pytest.mark.parametrize("book,words", [("standard", "not told (hand): the pool"),
                                        ("peel", "not told (hand): the pool")])
def test_a_fact_not_told_is_said_as_the_missing_entry_says_it(library, book, words):
    assert "not-told" in PLAIN
    say = Say.of("not-told", fact="hand", detail="the pool")
    assert Face(library.book(book)).words(say) == words
    # any other kind is put in the book's words ("the pool" is the Standard laws' "pot")
    other = Say.of("show.remainder-contested", amount=1, eligible=["A"])
    assert Face(library.book("standard")).words(other) == other.words()


def test_each_kind_has_its_words_once():
    from adjudicator.judge.words import before_play, betting, draw, foul, show

    parts = [before_play.WORDS, betting.WORDS, draw.WORDS, foul.WORDS, show.WORDS]
    assert sum(map(len, parts)) == len(set().union(*parts))
    assert all(part.items() <= WORDS.items() for part in parts)


def test_every_kind_is_found_somewhere():
    # a kind named by a literal, or by a literal it begins with (a kind made of parts:
    # "lawful.act." + the verb, "turns.ages-left-bets-first" + "-age-retired")
    code = "\n".join(p.read_text("utf-8") for p in JUDGE.rglob("*.py") if "words" not in p.parts)
    literals = set(re.findall(r'"([a-z][a-z0-9_.\-]*)(?:"|\{)', code))
    # only a literal the code builds on (`"..." +`, `f"...{`) begins other kinds: a kind named
    # whole does not hide a longer one no handler finds
    parts = set(re.findall(r'"([a-z][a-z0-9_.\-]*\.[a-z0-9_.\-]*)(?:" *\+|\{)', code))
    unfound = [k for k in WORDS if k not in literals
               and not any(k.startswith(lit) for lit in parts)]
    assert unfound == []
