"""Strict YAML: safe construction, duplicate keys and line marks."""
import pytest

from adjudicator.errors import InputError
from adjudicator.story.yamlio import loads
from adjudicator.story.case import load_case
from badinput import write as _write
import re
from pathlib import Path


def test_line_of_each_key_is_kept():
    data = loads("a: 1\nb:\n  c: [x, y]\n", "f.yaml")
    assert data.mark_of("b").line == 2
    assert data["b"].mark_of("c").line == 3


def test_duplicate_key_is_an_error_naming_both_lines():
    with pytest.raises(InputError) as exc:
        loads("title: one\ntitle: two\n", "case.yaml")
    assert str(exc.value).startswith("case.yaml:2:1: duplicate key 'title'")
    assert "line 1" in str(exc.value)


def test_python_tags_are_refused_and_never_constructed(tmp_path):
    marker = tmp_path / "pwned"
    text = f"x: !!python/object/apply:os.system ['touch {marker}']\n"
    with pytest.raises(InputError) as exc:
        loads(text, "evil.yaml")
    assert "not allowed" in str(exc.value) and str(exc.value).startswith("evil.yaml:1:")
    assert not marker.exists()


def test_malformed_yaml_names_file_line_and_column():
    with pytest.raises(InputError) as exc:
        loads("a: [1, 2\nb: 3\n", "bad.yaml")
    assert str(exc.value).startswith("bad.yaml:")
    assert "malformed YAML" in str(exc.value)


@pytest.mark.parametrize("line,at", [("question: !!float 1 x\n", 2),
                                     ("pot: !!int abc\n", 4)])
def test_a_tag_on_a_value_it_cannot_read_is_an_input_error(tmp_path, line, at):
    """Found by the fuzzer (seed 1): an explicit tag on a value that is no such thing is
    refused at its own line, not raised as ValueError."""
    events = "events: [{shuffle: B}]\n"
    text = "title: t\n" + line + "table: {players: [A, B], dealer: A}\n" + events
    if line.startswith("pot"):
        text = "title: t\ntable:\n  players: [A, B]\n  " + line + "  dealer: A\n" + events
    with pytest.raises(InputError, match=rf":{at}:\d+: "):
        load_case(_write(tmp_path, "c.yaml", text))


ROOT = Path(__file__).resolve().parent.parent

SIDE_POT = str(ROOT / "cases" / "keller-side-pot.yaml")

LINE = re.compile(r"^(?P<file>.+?):(?P<line>\d+):(?P<col>\d+): (?P<msg>\S.*)$")


def _lines(err: str) -> list[str]:
    return [x for x in err.splitlines() if x.strip()]


PAYLOADS = [
    "!!python/object/apply:os.system ['touch {m}']",
    "!!python/object/apply:subprocess.check_call [['touch', '{m}']]",
    "!!python/object/new:subprocess.Popen [['touch', '{m}']]",
    "!!python/name:os.system",
    "!!python/module:os",
]


def test_tags_in_case_files_are_refused_and_nothing_runs(cli, tmp_path):
    marker = tmp_path / "pwned"
    folder = tmp_path / "cases"
    folder.mkdir()
    for i, payload in enumerate(PAYLOADS):
        (folder / f"evil-{i}.yaml").write_text(
            f"title: {payload.format(m=marker)}\ntable: {{players: [A, B], dealer: A}}\n"
            "events: []\n")
    r = cli("rule", str(folder), "--book", "peel")
    assert r.code == 2 and "Traceback" not in r.err
    lines = _lines(r.err)
    assert len(lines) == len(PAYLOADS)
    assert all(LINE.match(x) and ":1:8: tag !!python/" in x for x in lines), lines
    r = cli("check", str(folder))
    assert r.code == 2
    assert not marker.exists()


def test_tags_in_a_rulebook_are_refused_and_nothing_runs(cli, tmp_path):
    marker = tmp_path / "pwned"
    books = tmp_path / "books"
    books.mkdir()
    (books / "evil.yaml").write_text(
        "book: {id: evil, title: T, author: A, source: s, extends: peel}\nlaws:\n"
        f"  - {{id: evil:1, title: t, page: 1, kind: rule, text: {PAYLOADS[0].format(m=marker)}}}\n")
    r = cli("check", str(books / "evil.yaml"))
    assert r.code == 2 and "evil.yaml:3:" in r.out and "tag !!python/object/apply" in r.out
    r = cli("rule", SIDE_POT, "--rulebooks", str(books), "--book", "evil")
    assert r.code == 2 and "Traceback" not in r.err
    assert _lines(r.err) and all(LINE.match(x) for x in _lines(r.err))
    r = cli("books", "--rulebooks", str(books))
    assert r.code == 2 and "Traceback" not in r.err
    assert not marker.exists()
