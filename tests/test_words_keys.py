"""The words tables (judge/words/): a kind of finding is worded once. A dict literal with a
repeated key silently keeps the later entry, and tables merged into WORDS silently replace
one another's kinds; both are read here from the source (ast), not from the merged dict."""
from __future__ import annotations

import ast
from pathlib import Path

import adjudicator.judge.words as words_pkg

WORDS_DIR = Path(words_pkg.__file__).parent


def _tables(source: str) -> list[ast.Dict]:
    return [n for n in ast.walk(ast.parse(source)) if isinstance(n, ast.Dict)]


def repeated_keys(source: str) -> list[str]:
    """Each string key that a dict literal of ``source`` names twice, with its line."""
    found = []
    for table in _tables(source):
        seen: set[str] = set()
        for key in table.keys:
            if isinstance(key, ast.Constant) and isinstance(key.value, str):
                if key.value in seen:
                    found.append(f"{key.lineno}: {key.value}")
                seen.add(key.value)
    return found


def words_keys(source: str) -> set[str]:
    """The kinds a module's WORDS table words."""
    tree = ast.parse(source)
    for node in tree.body:
        target = node.target if isinstance(node, ast.AnnAssign) else (
            node.targets[0] if isinstance(node, ast.Assign) else None)
        if isinstance(target, ast.Name) and target.id == "WORDS" and isinstance(node.value,
                                                                                ast.Dict):
            return {k.value for k in node.value.keys if isinstance(k, ast.Constant)}
    return set()


def test_no_words_table_repeats_a_key():
    bad = {p.name: repeated_keys(p.read_text()) for p in sorted(WORDS_DIR.glob("*.py"))}
    assert {name: keys for name, keys in bad.items() if keys} == {}


def test_no_kind_is_worded_in_two_tables():
    owners: dict[str, list[str]] = {}
    for p in sorted(WORDS_DIR.glob("*.py")):
        for kind in words_keys(p.read_text()):
            owners.setdefault(kind, []).append(p.name)
    assert {k: v for k, v in owners.items() if len(v) > 1} == {}


def test_the_check_finds_a_repeated_key():
    # a witness: the check is not blind to what it looks for
    assert repeated_keys('W = {"a": "x", "b": "y", "a": "z"}') == ["1: a"]
    assert words_keys('WORDS: dict[str, str] = {"a": "x"}') == {"a"}
